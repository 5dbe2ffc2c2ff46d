#if !canImport(UIKit)
import Foundation
import TextLayout
import TextScaling
import TypeSystem
import TypographyUIKit

/// Writing an attributed string as Cocoa RTF, which TextScaling's reader (and Apple's) reads back:
/// a font table, a colour table, `\pard` with the paragraph's style, and per run its font, size
/// (`\fs` half-points, with Cocoa's `\fsmilli` when the size is not a multiple of ½ pt), bold,
/// italic and colour. Text is escaped: `\`, `{`, `}` and every character outside printable ASCII
/// (`\uN?`), so nothing from the string can change the document's structure.
///
/// The document is always tagged with its text scaling (`\cocoatextscalingN`), as Apple's writers
/// tag it (WWDC19 "Font Management and Text Scaling"): ``NSAttributedString/DocumentAttributeKey/textScaling``
/// when given, else the standard scaling, which is this platform's. With
/// ``NSAttributedString/DocumentAttributeKey/sourceTextScaling`` too, sizes, indents and spacing are
/// converted from that scaling into the tagged one.
enum RTFWriter {
    static func data(_ string: NSAttributedString, attributes: [NSAttributedString.DocumentAttributeKey: Any]) -> Data {
        let tag = DocumentReader.scaling(attributes[.textScaling]) ?? .standard
        let source = DocumentReader.scaling(attributes[.sourceTextScaling]) ?? tag
        var writer = Writer(source: source, target: tag)
        writer.collectTables(string)
        var body = ""
        writer.writeParagraphs(string, into: &body)
        var out = "{\\rtf1\\ansi\\ansicpg1252\\cocoatextscaling\(tag.rtfValue)\n"
        out += "{\\fonttbl" + writer.fonts.enumerated().map { "\\f\($0.offset)\\fnil\\fcharset0 \(escaped($0.element));" }.joined() + "}\n"
        out += "{\\colortbl;" + writer.colors.map { "\\red\($0.0)\\green\($0.1)\\blue\($0.2);" }.joined() + "}\n"
        out += body + "}"
        return Data(out.utf8)
    }

    /// Text as RTF: printable ASCII as it is, `\`, `{`, `}` escaped, tabs as `\tab`, line
    /// separators as `\line`, anything else as `\uN?` per UTF-16 unit (N signed, as RTF 1.9.1 says).
    static func escaped(_ text: String) -> String {
        var out = ""
        for unit in text.utf16 {
            switch unit {
            case 0x5C: out += "\\\\"
            case 0x7B: out += "\\{"
            case 0x7D: out += "\\}"
            case 0x09: out += "\\tab "
            case 0x2028: out += "\\line "
            case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: out += "\\u\(Int16(bitPattern: unit))?"
            }
        }
        return out
    }

    struct Writer {
        let source: TextScalingType
        let target: TextScalingType
        var fonts: [String] = []
        var colors: [(Int, Int, Int)] = []

        func points(_ value: CGFloat) -> Double { source.convert(pointSize: Double(value), to: target) }
        func twips(_ value: CGFloat) -> Int { Int((points(value) * 20).rounded()) }

        /// The name a font is written under: Apple's private names for the system font's designs
        /// (which TextScaling's reader and Apple's read as the system font), else the name given.
        static func name(of font: UIFont) -> String {
            if case .custom(let name, _, _) = font.fontDescriptor.font.base { return name }
            switch font.resolved.design {
            case .default: return ".AppleSystemUIFont"
            case .rounded: return ".AppleSystemUIFontRounded"
            case .serif: return ".AppleSystemUIFontSerif"
            case .monospaced: return ".AppleSystemUIFontMonospaced"
            }
        }

        static func font(_ attrs: [NSAttributedString.Key: Any]) -> UIFont {
            if let f = attrs[.font] as? UIFont { return f }
            if let f = attrs[.font] as? UIFontRepresentable { return f.uiFont }
            return AttributedLayout.defaultFont
        }

        static func color(_ attrs: [NSAttributedString.Key: Any]) -> (Int, Int, Int)? {
            guard let c = (attrs[.foregroundColor] as? UIColor)?.rgba else { return nil }
            func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
            return (byte(c.red), byte(c.green), byte(c.blue))
        }

        mutating func collectTables(_ string: NSAttributedString) {
            string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attrs, _, _ in
                let name = Writer.name(of: Writer.font(attrs))
                if !fonts.contains(name) { fonts.append(name) }
                if let c = Writer.color(attrs), !colors.contains(where: { $0 == c }) { colors.append(c) }
            }
            if fonts.isEmpty { fonts.append(Writer.name(of: AttributedLayout.defaultFont)) }
        }

        func writeParagraphs(_ string: NSAttributedString, into out: inout String) {
            let ranges = ParagraphBreaks.utf16Ranges(of: string.string).map { NSRange(location: $0.lowerBound, length: $0.count) }
            for (k, range) in ranges.enumerated() {
                let at = min(range.location, max(0, string.length - 1))
                let style = string.length > 0 ? string.attribute(.paragraphStyle, at: at, effectiveRange: nil) as? NSParagraphStyle : nil
                out += "\\pard" + paragraphWords(style ?? NSParagraphStyle.default) + "\n"
                string.enumerateAttributes(in: range) { attrs, runRange, _ in
                    out += runWords(attrs) + " " + RTFWriter.escaped((string.string as NSString).substring(with: runRange))
                }
                if range.length == 0, string.length > 0 { out += runWords(string.attributes(at: at, effectiveRange: nil)) + " " }
                if k < ranges.count - 1 { out += "\\par\n" }
            }
        }

        func paragraphWords(_ style: NSParagraphStyle) -> String {
            var w = ""
            switch style.alignment {
            case .center: w += "\\qc"
            case .right: w += "\\qr"
            case .justified: w += "\\qj"
            case .left, .natural: w += "\\ql"
            }
            let left = twips(style.headIndent)
            if left != 0 { w += "\\li\(left)" }
            let first = twips(style.firstLineHeadIndent) - left
            if first != 0 { w += "\\fi\(first)" }
            if style.tailIndent < 0 { w += "\\ri\(twips(-style.tailIndent))" }
            if style.paragraphSpacingBefore > 0 { w += "\\sb\(twips(style.paragraphSpacingBefore))" }
            if style.paragraphSpacing > 0 { w += "\\sa\(twips(style.paragraphSpacing))" }
            if style.lineSpacing > 0 { w += "\\slleading\(twips(style.lineSpacing))" }
            if style.minimumLineHeight > 0 { w += "\\slminimum\(twips(style.minimumLineHeight))" }
            if style.maximumLineHeight > 0 { w += "\\slmaximum\(twips(style.maximumLineHeight))" }
            for tab in style.tabStops {
                switch tab.alignment {
                case .right: w += "\\tqr"
                case .center: w += "\\tqc"
                default: break
                }
                w += "\\tx\(twips(tab.location))"
            }
            return w
        }

        func runWords(_ attrs: [NSAttributedString.Key: Any]) -> String {
            let font = Writer.font(attrs)
            let index = fonts.firstIndex(of: Writer.name(of: font)) ?? 0
            let size = points(font.pointSize)
            var w = "\\f\(index)\\fs\(Int((size * 2).rounded()))"
            if (size * 2).rounded() != size * 2 { w += "\\fsmilli\(Int((size * 1000).rounded()))" }
            let traits = font.fontDescriptor.symbolicTraits
            w += traits.contains(.traitBold) || font.resolved.weight >= .semibold ? "\\b" : "\\b0"
            w += traits.contains(.traitItalic) || font.resolved.isItalic ? "\\i" : "\\i0"
            let color = Writer.color(attrs).flatMap { c in colors.firstIndex { $0 == c } }.map { $0 + 1 } ?? 0
            w += "\\cf\(color)"
            return w
        }
    }
}
#endif
