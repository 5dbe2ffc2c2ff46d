#if !canImport(UIKit)
import Foundation
import TextLayout
import TypeSystem
import TypographyUIKit

/// An attributed string laid out by TextLayout's engine: each paragraph a block of runs with its
/// own style, set and stacked by `Typesetter.document(_:options:)`.
struct AttributedLayout {
    /// The blocks laid out: every kept line, its offsets the string's.
    var document: DocumentLayout
    var height: Double { document.paragraph.height }
    /// The widest line, its indent included.
    var usedWidth: Double { document.usedWidth }
    /// The first line's baseline from the top (0 when there is no line).
    var firstBaseline: Double { document.paragraph.lines.first?.baseline ?? 0 }

    /// The default font of a run without `.font`: Helvetica 12, as TextKit's.
    static let defaultFont = UIFont(descriptor: UIFontDescriptor(name: "Helvetica", size: 12), size: 12)

    /// Paragraph ranges (UTF-16) without their terminators: TextLayout's one rule (line feed,
    /// carriage return with or without a line feed after it, U+0085, U+2029).
    static func paragraphs(_ s: String) -> [NSRange] {
        ParagraphBreaks.utf16Ranges(of: s).map { NSRange(location: $0.lowerBound, length: $0.count) }
    }

    /// Lays out `string` in `width` points (infinity: unwrapped). `singleLine`: only the first line
    /// (UIKit without `.usesLineFragmentOrigin`). `height`: the lines that fit in it are kept, and
    /// with `truncateLast` the last of them is truncated when text was cut. `maximumLines`: at most
    /// that many lines (0: any), cut the same way. `ellipsis`: what a truncated line shows where
    /// its text is cut (U+2026 unless given; "" cuts the text off without a token).
    static func layout(_ string: NSAttributedString, width: Double, height: Double = .infinity,
                       usesFontLeading: Bool = true, singleLine: Bool = false,
                       truncateLast: Bool = false, maximumLines: Int = 0,
                       ellipsis: String = "\u{2026}") throws(LayoutError) -> AttributedLayout {
        let text = string.string
        let ranges = singleLine ? Array(paragraphs(text).prefix(1)) : paragraphs(text)
        var blocks: [TextBlock] = []
        var nsText: NSString?
        func substring(_ range: NSRange) -> String {
            guard range.length > 0 else { return "" }
            let ns = nsText ?? (text as NSString)
            nsText = ns
            return ns.substring(with: range)
        }
        for (k, range) in ranges.enumerated() {
            let ps = paragraphStyle(string, at: range)
            let runs = try self.runs(string, range, style: ps.style, usesFontLeading: usesFontLeading, first: ps.first, text: text)
            var style = ps.style.layoutStyle
            var maxLines: Int? = ps.style.lineBreakMode.truncation == nil ? nil : 1
            var truncation = ps.style.lineBreakMode.truncation ?? .tail
            if singleLine { style.tailIndent = 0; maxLines = 1; truncation = Truncation.none }
            // The characters between this paragraph and the next: its terminator, as the string has it
            // (the last paragraph has none: the text ends with it).
            let end = NSMaxRange(range), next = k + 1 < ranges.count ? ranges[k + 1].location : end
            let terminator = substring(NSRange(location: end, length: next - end))
            blocks.append(TextBlock(runs, style: style, maxLines: maxLines,
                                    fit: FitOptions(allowsTightening: ps.style.allowsDefaultTighteningForTruncation,
                                                    truncation: truncation, ellipsis: ellipsis),
                                    terminator: terminator))
        }
        let options = DocumentOptions(width: singleLine ? .infinity : width, height: height,
                                      maximumLines: maximumLines > 0 ? maximumLines : nil, truncatesLastLine: truncateLast)
        return AttributedLayout(document: try Typesetter.document(blocks, options: options))
    }

    /// The paragraph style at a paragraph's start, and the attributes of its first run with how far
    /// they go (read once, for the runs).
    private static func paragraphStyle(_ string: NSAttributedString, at range: NSRange)
        -> (style: NSParagraphStyle, first: ([NSAttributedString.Key: Any], NSRange)) {
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
        return (first[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle.default, (first, firstRange))
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
        var kern, tracking, ligature, baselineOffset, expansion: Double?
        var language: String?
        var embeddings: [BidiEmbedding] = []
        var color: RGBA?
        var attachment: Attachment?

        /// An attachment, the same only as itself.
        struct Attachment: Equatable {
            let object: NSTextAttachment
            static func == (a: Attachment, b: Attachment) -> Bool { a.object === b.object }
        }

        /// `.writingDirection`'s levels: numbers (or ``NSWritingDirection``s, taken as embeddings);
        /// anything else, and a natural direction, sets no level.
        static func embeddings(_ value: Any) -> [BidiEmbedding] {
            let raw: [Int]
            switch value {
            case let v as [NSNumber]: raw = v.map(\.intValue)
            case let v as [Int]: raw = v
            case let v as [NSWritingDirection]: raw = v.map(\.rawValue)
            case let v as NSArray: raw = v.compactMap { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }
            default: raw = []
            }
            return raw.compactMap { level in
                guard level >= 0 else { return nil }
                return BidiEmbedding(rightToLeft: level & 1 == 1,
                                     isOverride: level & NSWritingDirectionFormatType.override.rawValue != 0)
            }
        }

        init(_ attrs: [NSAttributedString.Key: Any]) {
            for (key, value) in attrs {
                switch key.rawValue {
                case "NSFont": font = value as? UIFont ?? (value as? UIFontRepresentable)?.uiFont
                case "NSKern": kern = points(value)
                case "NSTracking", "CTTracking": tracking = points(value)
                case "NSLigature": ligature = points(value)
                case "NSBaselineOffset": baselineOffset = points(value)
                case "NSLanguage": language = value as? String
                case "NSExpansion": expansion = points(value)
                case "NSWritingDirection": embeddings = Self.embeddings(value)
                case "NSColor": color = (value as? UIColor)?.rgba
                case "NSAttachment": attachment = (value as? NSTextAttachment).map(Attachment.init)
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
        // An attachment's character is not drawn: no fallback face is looked for it.
        let covered = shaping.attachment == nil ? text : ""
        do {
            a = try FaceCache.shared.attributes(for: font, text: covered)
        } catch where font === defaultFont {
            font = UIFont.systemFont(ofSize: 12)
            a = try FaceCache.shared.attributes(for: font, text: covered)
        }
        a.inlineObject = shaping.attachment?.object.inlineObject
        let lh = usesFontLeading ? font.lineHeight : font.ascender - font.descender
        if lh.isFinite, lh > 0 { a.lineHeight = Double(lh) }
        if let kern { a.kerning = kern }
        if let tracking, a.font.pointSize > 0 {
            a.tracking = TrackingDecision(perMille: tracking * 1000 / a.font.pointSize, source: .explicit)
        }
        if let language { a.language = language }
        a.bidiEmbeddings = shaping.embeddings
        // A factor that overflows or vanishes (|expansion| past about 709) is not applied.
        if let expansion = shaping.expansion, expansion != 0, case let factor = exp(expansion), factor.isNormal {
            a.font = try a.font.stretched(by: factor)
            a.fallbacks = try a.fallbacks.map { f throws(LayoutError) in try f.stretched(by: factor) }
        }
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
