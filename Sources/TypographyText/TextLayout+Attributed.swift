#if !canImport(UIKit)
import Foundation
import TextLayout
import TypeSystem
import TypographyUIKit

/// An attributed string laid out by TextLayout's engine: each paragraph's runs through
/// `Typesetter.paragraph(runs:options:)`, stacked with their paragraph spacing.
struct AttributedLayout {
    struct Block {
        var paragraph: Paragraph
        var top: Double
        var headIndent: Double
        var firstLineHeadIndent: Double
        /// Its lines are centred, right-aligned or justified.
        var aligned: Bool
        /// The paragraph's characters in the string (UTF-16), its terminator excluded.
        var range = NSRange(location: 0, length: 0)
    }
    var blocks: [Block] = []
    var height = 0.0
    /// The widest line, its indent included.
    var usedWidth = 0.0
    /// The first line's baseline from the top (0 when there is no line).
    var firstBaseline = 0.0

    /// The default font of a run without `.font`: Helvetica 12, as TextKit's.
    static let defaultFont = UIFont(descriptor: UIFontDescriptor(name: "Helvetica", size: 12), size: 12)

    /// Paragraph ranges (UTF-16) without their terminators: line feed, carriage return (with a line
    /// feed after it), U+2029, U+0085.
    static func paragraphs(_ s: String) -> [NSRange] {
        var out: [NSRange] = []
        var start = 0
        var i = 0
        var afterCR = false
        for c in s.utf16 {
            if afterCR && c == 0x0A {
                // The line feed of a CR LF: part of the terminator before it.
                start = i + 1
            } else if c == 0x0A || c == 0x0D || c == 0x2029 || c == 0x85 {
                out.append(NSRange(location: start, length: i - start))
                start = i + 1
            }
            afterCR = c == 0x0D
            i += 1
        }
        out.append(NSRange(location: start, length: i - start))
        return out
    }

    /// Lays out `string` in `width` points (infinity: unwrapped). `singleLine`: only the first line
    /// (UIKit without `.usesLineFragmentOrigin`). `height`: the lines that fit in it are kept, and
    /// with `truncateLast` the last of them is truncated when text was cut.
    static func layout(_ string: NSAttributedString, width: Double, height: Double = .infinity,
                       usesFontLeading: Bool = true, singleLine: Bool = false,
                       truncateLast: Bool = false) throws(LayoutError) -> AttributedLayout {
        var out = try layoutOnce(string, width: width, height: height, usesFontLeading: usesFontLeading,
                                 singleLine: singleLine, truncateLast: truncateLast)
        // Unwrapped text aligned other than to the leading edge is aligned in the widest line's width.
        if !singleLine, !width.isFinite, out.usedWidth > 0, out.blocks.contains(where: { $0.aligned }) {
            out = try layoutOnce(string, width: out.usedWidth + 1e-6, height: height, usesFontLeading: usesFontLeading,
                                 singleLine: false, truncateLast: truncateLast)
        }
        return out
    }

    private static func layoutOnce(_ string: NSAttributedString, width: Double, height: Double, usesFontLeading: Bool,
                                   singleLine: Bool, truncateLast: Bool) throws(LayoutError) -> AttributedLayout {
        var out = AttributedLayout()
        let text = string.string
        let ranges = singleLine ? Array(paragraphs(text).prefix(1)) : paragraphs(text)
        var previousSpacing = 0.0
        for (k, range) in ranges.enumerated() {
            // The attributes at the paragraph's start: its style, and its first run's.
            let styleAt = min(range.location, max(0, string.length - 1))
            var firstRange = NSRange()
            var first: [NSAttributedString.Key: Any] = [:]
            if string.length > 0 {
                // The stored run first (cheap); the longest run of the same attributes only when the
                // stored one ends inside the paragraph.
                first = string.attributes(at: styleAt, effectiveRange: &firstRange)
                if range.length > 0, firstRange.location + firstRange.length < range.location + range.length {
                    first = string.attributes(at: styleAt, longestEffectiveRange: &firstRange, in: range)
                }
            }
            let ps = first[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle.default
            let runs = try self.runs(string, range, style: ps, usesFontLeading: usesFontLeading,
                                     first: (first, firstRange), text: text)
            var style = ps.layoutStyle
            if singleLine { style.tailIndent = 0 }
            let mode = ps.lineBreakMode
            var maxLines: Int? = mode.truncation == nil ? nil : 1
            var truncation = mode.truncation ?? .tail
            if singleLine { maxLines = 1; truncation = Truncation.none }
            let fit = FitOptions(allowsTightening: ps.allowsDefaultTighteningForTruncation, truncation: truncation)
            let lineWidth = singleLine ? Double.infinity : width
            var options = ParagraphOptions(width: lineWidth, maxLines: maxLines, fit: fit, style: style)
            var p = try Typesetter.paragraph(runs: runs, options: options)
            let top = k == 0 ? 0 : out.height + previousSpacing + Double(ps.paragraphSpacingBefore)
            // The lines that fit in the height (at least the first line of the text).
            if height.isFinite {
                var fitting = 0
                for l in p.lines where top + l.top + l.height <= height + 1e-9 { fitting += 1 }
                if k == 0 { fitting = max(fitting, 1) }
                if fitting == 0 { break }
                if fitting < p.lines.count {
                    if truncateLast {
                        options.maxLines = fitting
                        options.fit = FitOptions(allowsTightening: ps.allowsDefaultTighteningForTruncation, truncation: .tail)
                        p = try Typesetter.paragraph(runs: runs, options: options)
                    }
                    out.add(p, top: top, style: style, limit: fitting, range: range)
                    break
                }
            }
            out.add(p, top: top, style: style, limit: nil, range: range)
            previousSpacing = Double(ps.paragraphSpacing)
        }
        return out
    }

    mutating func add(_ p: Paragraph, top: Double, style: ParagraphStyle, limit: Int?, range: NSRange) {
        let lines = limit.map { Array(p.lines.prefix($0)) } ?? p.lines
        if blocks.isEmpty, let first = lines.first { firstBaseline = top + first.baseline }
        for (i, l) in lines.enumerated() {
            usedWidth = max(usedWidth, l.line.width + (i == 0 ? style.firstLineHeadIndent : style.headIndent))
        }
        blocks.append(Block(paragraph: p, top: top, headIndent: style.headIndent,
                            firstLineHeadIndent: style.firstLineHeadIndent,
                            aligned: style.alignment != .natural && style.alignment != .left, range: range))
        if let last = lines.last {
            height = top + (limit == nil ? p.height : last.top + last.height)
        } else {
            height = top + p.height
        }
    }

    /// The runs of one paragraph, each with its font from the catalog.
    /// `first`: the attributes at the paragraph's start and how far they go, when already read.
    static func runs(_ string: NSAttributedString, _ range: NSRange, style: NSParagraphStyle,
                     usesFontLeading: Bool,
                     first: ([NSAttributedString.Key: Any], NSRange)? = nil,
                     text: String? = nil) throws(LayoutError) -> [TextRun] {
        var out: [TextRun] = []
        var failure: LayoutError?
        let whole = text ?? string.string
        var ns: NSString?
        func run(_ text: String, _ attrs: [NSAttributedString.Key: Any]) {
            run(text, ShapingAttributes(attrs))
        }
        func run(_ text: String, _ shaping: ShapingAttributes) {
            do {
                out.append(try makeRun(text, shaping, style: style, usesFontLeading: usesFontLeading))
            } catch {
                failure = error
            }
        }
        if range.length == 0 {
            // An empty paragraph: one empty run as tall as the attributes at its place.
            let at = min(range.location, string.length - 1)
            run("", at >= 0 ? string.attributes(at: at, effectiveRange: nil) : [:])
        } else {
            // Run by run, each as far as the same attributes that shape go (shaping breaks at a
            // run's edge: an underline, a background or a link over part of a word must not take
            // its kerning or ligatures apart, as it does not in TextKit), cut at the paragraph's
            // end; a run that is the whole string takes the string as it is, without a substring.
            var at = range.location
            let end = range.location + range.length
            var pending: (start: Int, stop: Int, key: ShapingAttributes)?
            func flush() {
                guard let p = pending else { return }
                let text: String
                if p.start == 0 && p.stop == string.length {
                    text = whole
                } else {
                    if ns == nil { ns = whole as NSString }
                    text = ns?.substring(with: NSRange(location: p.start, length: p.stop - p.start)) ?? ""
                }
                run(text, p.key)
                pending = nil
            }
            while at < end && failure == nil {
                var r = NSRange()
                let attrs: [NSAttributedString.Key: Any]
                if at == range.location, let first {
                    (attrs, r) = first
                } else {
                    attrs = string.attributes(at: at, longestEffectiveRange: &r, in: NSRange(location: at, length: end - at))
                }
                let stop = min(end, r.location + r.length)
                let key = ShapingAttributes(attrs)
                if let p = pending, p.key == key {
                    pending?.stop = stop
                } else {
                    flush()
                    pending = (at, stop, key)
                }
                at = max(stop, at + 1)
            }
            flush()
        }
        if let failure { throw failure }
        return out
    }

    /// The attributes of a run that change its glyphs, their positions or their colour: what
    /// splits a paragraph into runs (decorations, links and the like do not), read in one pass over
    /// the run's dictionary by raw names, cheaper than a hashed lookup for each key.
    struct ShapingAttributes: Equatable {
        var font: UIFont?
        var kern, tracking, ligature, baselineOffset: Double?
        var language: String?
        var color: RGBA?

        init(_ attrs: [NSAttributedString.Key: Any]) {
            for (key, value) in attrs {
                switch key.rawValue {
                case "NSFont": font = value as? UIFont ?? (value as? UIFontRepresentable)?.uiFont
                case "NSKern": kern = points(value)
                case "NSTracking", "CTTracking": tracking = points(value)
                case "NSLigature": ligature = points(value)
                case "NSBaselineOffset": baselineOffset = points(value)
                case "NSLanguage": language = value as? String
                case "NSColor": color = (value as? UIColor)?.rgba
                default: break
                }
            }
        }
    }

    static func makeRun(_ text: String, _ shaping: ShapingAttributes, style: NSParagraphStyle,
                        usesFontLeading: Bool) throws(LayoutError) -> TextRun {
        var font = shaping.font ?? defaultFont
        let kern = shaping.kern, tracking = shaping.tracking, ligature = shaping.ligature
        let language = shaping.language, color = shaping.color
        let baselineOffset = shaping.baselineOffset ?? 0
        var a: TextAttributes
        do {
            a = try FaceCache.shared.attributes(for: font, text: text)
        } catch where font === defaultFont {
            font = UIFont.systemFont(ofSize: 12)
            a = try FaceCache.shared.attributes(for: font, text: text)
        }
        let lh = usesFontLeading ? font.lineHeight : font.ascender - font.descender
        if lh.isFinite, lh > 0 { a.lineHeight = Double(lh) }
        if let kern { a.kerning = kern }
        if let tracking, a.font.pointSize > 0 {
            a.tracking = TrackingDecision(perMille: tracking * 1000 / a.font.pointSize, source: .explicit)
        }
        if let language { a.language = language }
        switch ligature.map({ Int($0.rounded()) }) {
        case 0: a.features += ["-liga", "-clig"]
        case 2: a.features += ["dlig"]
        default: break
        }
        if style.baseWritingDirection != .natural { a.direction = style.baseWritingDirection.direction }
        return TextRun(text, a, color: color, baselineOffset: baselineOffset)
    }
}
#endif
