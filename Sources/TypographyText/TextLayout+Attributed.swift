#if !canImport(UIKit)
import Foundation
import TextLayout
import TypeSystem
import TypographyUIKit

/// An attributed string laid out by TextLayout's engine: the string's runs handed over as they
/// are, each with the paragraph attributes of its `NSParagraphStyle`; the engine splits them into
/// paragraphs (each taking the style of its first character, as TextKit's), sets and stacks them
/// (`Typesetter.document(_:options:)`).
struct AttributedLayout {
    /// The paragraphs laid out: every kept line, its offsets the string's.
    var document: DocumentLayout
    var height: Double { document.paragraph.height }
    /// The widest line, its indent included.
    var usedWidth: Double { document.usedWidth }
    /// The first line's baseline from the top (0 when there is no line).
    var firstBaseline: Double { document.paragraph.lines.first?.baseline ?? 0 }

    /// The default font of a run without `.font`: Helvetica 12, as TextKit's.
    static let defaultFont = UIFont(descriptor: UIFontDescriptor(name: "Helvetica", size: 12), size: 12)

    /// Lays out `string` in `width` points (infinity: unwrapped). `singleLine`: only the first line
    /// (UIKit without `.usesLineFragmentOrigin`). `height`: the lines that fit in it are kept, and
    /// with `truncateLast` the last of them is truncated when text was cut. `maximumLines`: at most
    /// that many lines (0: any), cut the same way. `ellipsis`: what a truncated line shows where
    /// its text is cut (U+2026 unless given; "" cuts the text off without a token).
    static func layout(_ string: NSAttributedString, width: Double, height: Double = .infinity,
                       usesFontLeading: Bool = true, singleLine: Bool = false,
                       truncateLast: Bool = false, maximumLines: Int = 0,
                       ellipsis: String = "\u{2026}") throws(LayoutError) -> AttributedLayout {
        let reading = ParagraphReading(singleLine: singleLine, ellipsis: ellipsis)
        let runs = try self.runs(string, usesFontLeading: usesFontLeading, paragraphs: reading)
        let options = singleLine
            ? DocumentOptions(width: .infinity, maximumLines: 1)
            : DocumentOptions(width: width, height: height, maximumLines: maximumLines > 0 ? maximumLines : nil,
                              truncatesLastLine: truncateLast)
        return AttributedLayout(document: try Typesetter.document([TextBlock(runs, terminator: "")], options: options))
    }

    /// How a run's `NSParagraphStyle` becomes the engine's paragraph attributes; the last one made
    /// is kept, as a string's runs mostly share one style.
    final class ParagraphReading {
        let singleLine: Bool
        let ellipsis: String
        private var last: (style: NSParagraphStyle, attributes: ParagraphAttributes)?

        init(singleLine: Bool, ellipsis: String) {
            self.singleLine = singleLine
            self.ellipsis = ellipsis
        }

        /// A paragraph in `style`: its truncating line break mode is one line, fitted as the mode
        /// and the style's tightening say. On a single line (UIKit without
        /// `.usesLineFragmentOrigin`) the paragraph is one line, neither indented at its tail nor
        /// truncated.
        func attributes(_ style: NSParagraphStyle) -> ParagraphAttributes {
            if let last, last.style === style { return last.attributes }
            if style === NSParagraphStyle.default && !singleLine && ellipsis == Self.defaultEllipsis {
                return Self.defaultWrapping
            }
            return make(style)
        }

        /// Most strings have no paragraph style, are wrapped and show the usual ellipsis: their
        /// attributes are made once (making them for each string was 1 % of a label's
        /// boundingRect).
        private static let defaultEllipsis = "\u{2026}"
        private static let defaultWrapping = ParagraphReading(singleLine: false, ellipsis: defaultEllipsis)
            .make(NSParagraphStyle.default)

        private func make(_ style: NSParagraphStyle) -> ParagraphAttributes {
            var layoutStyle = style.layoutStyle
            var maxLines: Int? = style.lineBreakMode.truncation == nil ? nil : 1
            var truncation = style.lineBreakMode.truncation ?? .tail
            if singleLine { layoutStyle.tailIndent = 0; maxLines = 1; truncation = Truncation.none }
            let attributes = ParagraphAttributes(style: layoutStyle, maxLines: maxLines,
                                                 fit: FitOptions(allowsTightening: style.allowsDefaultTighteningForTruncation,
                                                                 truncation: truncation, ellipsis: ellipsis))
            last = (style, attributes)
            return attributes
        }
    }

    /// The string's runs, each with its font from the catalog and the paragraph attributes of its
    /// paragraph style. A run goes as far as the same attributes that shape go (shaping breaks at
    /// a run's edge: an underline, a background or a link over part of a word must not take its
    /// kerning or ligatures apart, as it does not in TextKit); a run that is the whole string takes
    /// the string as it is, without a substring. An empty string is one empty run in the default
    /// font, as tall as a line of it.
    static func runs(_ string: NSAttributedString, usesFontLeading: Bool,
                     paragraphs: ParagraphReading) throws(LayoutError) -> [TextRun] {
        let whole = string.string
        // Read once: Foundation counts the string's length anew at every call (2 % of a label's
        // boundingRect when asked at every step).
        let length = string.length
        guard length > 0 else {
            return [try makeRun("", ShapingAttributes([:]), usesFontLeading: usesFontLeading, paragraphs: paragraphs)]
        }
        var out: [TextRun] = []
        var ns: NSString?
        var pending: (start: Int, stop: Int, key: ShapingAttributes)?
        func flush() throws(LayoutError) {
            guard let p = pending else { return }
            let text: String
            if p.start == 0 && p.stop == length {
                text = whole
            } else {
                let substrings = ns ?? (whole as NSString)
                ns = substrings
                text = substrings.substring(with: NSRange(location: p.start, length: p.stop - p.start))
            }
            out.append(try makeRun(text, p.key, usesFontLeading: usesFontLeading, paragraphs: paragraphs))
            pending = nil
        }
        var at = 0
        while at < length {
            // The stored runs, merged below when they shape alike: cheaper than asking Foundation
            // for the longest effective range, which compares whole dictionaries.
            var stored = NSRange()
            let key = ShapingAttributes(string.attributes(at: at, effectiveRange: &stored))
            let stop = min(length, stored.location + stored.length)
            if let p = pending, p.key == key {
                pending?.stop = stop
            } else {
                try flush()
                pending = (at, stop, key)
            }
            at = max(stop, at + 1)
        }
        try flush()
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
        var paragraphStyle: ParagraphStyleKey?

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

        /// A paragraph style, the same as itself or an equal one.
        struct ParagraphStyleKey: Equatable {
            let style: NSParagraphStyle
            static func == (a: ParagraphStyleKey, b: ParagraphStyleKey) -> Bool { a.style === b.style || a.style == b.style }
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
                case "NSParagraphStyle": paragraphStyle = (value as? NSParagraphStyle).map(ParagraphStyleKey.init)
                default: break
                }
            }
        }
    }

    /// A run of `text` in `shaping`'s font and attributes, with the paragraph attributes of its
    /// paragraph style.
    static func makeRun(_ text: String, _ shaping: ShapingAttributes, usesFontLeading: Bool,
                        paragraphs: ParagraphReading) throws(LayoutError) -> TextRun {
        let style = shaping.paragraphStyle?.style ?? NSParagraphStyle.default
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
        return TextRun(text, a, color: color, baselineOffset: baselineOffset, paragraph: paragraphs.attributes(style))
    }
}
#endif
