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
        let u = Array(s.utf16)
        var out: [NSRange] = []
        var start = 0
        var i = 0
        while i < u.count {
            let c = u[i]
            if c == 0x0A || c == 0x0D || c == 0x2029 || c == 0x85 {
                out.append(NSRange(location: start, length: i - start))
                if c == 0x0D, i + 1 < u.count, u[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        out.append(NSRange(location: start, length: u.count - start))
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
            let styleAt = min(range.location, max(0, string.length - 1))
            let ps = (string.length > 0 ? string.attribute(.paragraphStyle, at: styleAt, effectiveRange: nil) : nil)
                as? NSParagraphStyle ?? NSParagraphStyle.default
            let runs = try self.runs(string, range, style: ps, usesFontLeading: usesFontLeading)
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
                    out.add(p, top: top, style: style, limit: fitting)
                    break
                }
            }
            out.add(p, top: top, style: style, limit: nil)
            previousSpacing = Double(ps.paragraphSpacing)
        }
        return out
    }

    mutating func add(_ p: Paragraph, top: Double, style: ParagraphStyle, limit: Int?) {
        let lines = limit.map { Array(p.lines.prefix($0)) } ?? p.lines
        if blocks.isEmpty, let first = lines.first { firstBaseline = top + first.baseline }
        for (i, l) in lines.enumerated() {
            usedWidth = max(usedWidth, l.line.width + (i == 0 ? style.firstLineHeadIndent : style.headIndent))
        }
        blocks.append(Block(paragraph: p, top: top, headIndent: style.headIndent,
                            firstLineHeadIndent: style.firstLineHeadIndent,
                            aligned: style.alignment != .natural && style.alignment != .left))
        if let last = lines.last {
            height = top + (limit == nil ? p.height : last.top + last.height)
        } else {
            height = top + p.height
        }
    }

    /// The runs of one paragraph, each with its font from the catalog.
    static func runs(_ string: NSAttributedString, _ range: NSRange, style: NSParagraphStyle,
                     usesFontLeading: Bool) throws(LayoutError) -> [TextRun] {
        var out: [TextRun] = []
        var failure: LayoutError?
        let ns = string.string as NSString
        func run(_ text: String, _ attrs: [NSAttributedString.Key: Any]) {
            do {
                out.append(try makeRun(text, attrs, style: style, usesFontLeading: usesFontLeading))
            } catch {
                failure = error
            }
        }
        if range.length == 0 {
            // An empty paragraph: one empty run as tall as the attributes at its place.
            let at = min(range.location, string.length - 1)
            run("", at >= 0 ? string.attributes(at: at, effectiveRange: nil) : [:])
        } else {
            // Run by run, each as far as the same attributes go (shaping breaks at a run's edge, so
            // equal attributes stay one run), cut at the paragraph's end; a run that
            // is the whole string takes the string as it is, without a substring.
            var at = range.location
            let end = range.location + range.length
            while at < end && failure == nil {
                var r = NSRange()
                let attrs = string.attributes(at: at, longestEffectiveRange: &r, in: NSRange(location: at, length: end - at))
                let stop = min(end, r.location + r.length)
                let text = at == 0 && stop == string.length ? string.string : ns.substring(with: NSRange(location: at, length: stop - at))
                run(text, attrs)
                at = max(stop, at + 1)
            }
        }
        if let failure { throw failure }
        return out
    }

    static func makeRun(_ text: String, _ attrs: [NSAttributedString.Key: Any], style: NSParagraphStyle,
                        usesFontLeading: Bool) throws(LayoutError) -> TextRun {
        var font = attrs[.font] as? UIFont ?? defaultFont
        var a: TextAttributes
        do {
            a = try FaceCache.shared.attributes(for: font, text: text)
        } catch where font === defaultFont {
            font = UIFont.systemFont(ofSize: 12)
            a = try FaceCache.shared.attributes(for: font, text: text)
        }
        let lh = usesFontLeading ? font.lineHeight : font.ascender - font.descender
        if lh.isFinite, lh > 0 { a.lineHeight = Double(lh) }
        if let k = points(attrs[.kern]) { a.kerning = k }
        if let t = points(attrs[.tracking]), a.font.pointSize > 0 {
            a.tracking = TrackingDecision(perMille: t * 1000 / a.font.pointSize, source: .explicit)
        }
        if let lang = attrs[.languageIdentifier] as? String { a.language = lang }
        switch points(attrs[.ligature]).map({ Int($0.rounded()) }) {
        case 0: a.features += ["-liga", "-clig"]
        case 2: a.features += ["dlig"]
        default: break
        }
        if style.baseWritingDirection != .natural { a.direction = style.baseWritingDirection.direction }
        let color = (attrs[.foregroundColor] as? UIColor)?.rgba
        return TextRun(text, a, color: color, baselineOffset: points(attrs[.baselineOffset]) ?? 0)
    }
}
#endif
