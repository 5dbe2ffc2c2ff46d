#if !canImport(UIKit)
import Foundation
import TextLayout
import TextScaling
import TypeSystem
import TypographyUIKit

/// Reading documents into attributed strings: RTF through TextScaling's reader (the one RTF
/// engine), plain text as it is.
enum DocumentReader {
    typealias Options = [NSAttributedString.DocumentReadingOptionKey: Any]

    static func read(_ data: Data, options: Options) throws -> (string: NSAttributedString, attributes: [NSAttributedString.DocumentAttributeKey: Any]) {
        let type = options[.documentType] as? NSAttributedString.DocumentType ?? (data.starts(with: Array("{\\rtf".utf8)) ? .rtf : .plain)
        switch type {
        case .rtf: return try readRTF(data, options: options)
        case .plain: return try readPlain(data, options: options)
        default: throw DocumentError.unsupported(type.rawValue)
        }
    }

    /// A text-scaling option's value: ``NSTextScalingType``, its raw `Int`, or TextScaling's type.
    static func scaling(_ value: Any?) -> TextScalingType? {
        switch value {
        case let v as NSTextScalingType: return v.textScaling
        case let v as TextScalingType: return v
        case let v as Int: return NSTextScalingType(rawValue: v)?.textScaling
        case let v as NSNumber: return NSTextScalingType(rawValue: v.intValue)?.textScaling
        default: return nil
        }
    }

    static func readPlain(_ data: Data, options: Options) throws -> (string: NSAttributedString, attributes: [NSAttributedString.DocumentAttributeKey: Any]) {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else { throw DocumentError.badText(encoding) }
        let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
        return (NSAttributedString(string: text, attributes: attributes),
                [.documentType: NSAttributedString.DocumentType.plain, .characterEncoding: encoding.rawValue])
    }

    /// RTF: each paragraph's runs with their font (the document's font table: a name, or Apple's
    /// private system-font names as the system font of their design and weight), size (converted
    /// from the document's scaling into the target one), bold, italic and colour, and the
    /// paragraph's style; paragraphs end with a line feed. Indents, spacing and tab stops are
    /// converted with the sizes, as the model-based approach of WWDC19's talk converts them.
    static func readRTF(_ data: Data, options: Options) throws -> (string: NSAttributedString, attributes: [NSAttributedString.DocumentAttributeKey: Any]) {
        let document: RTFDocument
        do {
            document = try RTFDocument(bytes: [UInt8](data))
        } catch {
            throw DocumentError.badRTF(error)
        }
        let stored = document.storedTextScaling
        let source = scaling(options[.sourceTextScaling]) ?? stored
        let target = scaling(options[.targetTextScaling]) ?? .standard
        let out = NSMutableAttributedString(string: "")
        let paragraphs = document.paragraphs()
        for (i, paragraph) in paragraphs.enumerated() {
            let style = paragraphStyle(paragraph, source: source, target: target)
            var last: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
            for run in paragraph.runs {
                last = attributes(run, fonts: document.fonts, source: source, target: target, style: style)
                out.append(NSAttributedString(string: run.text, attributes: last))
            }
            if i < paragraphs.count - 1 { out.append(NSAttributedString(string: "\n", attributes: last)) }
        }
        return (out, [.documentType: NSAttributedString.DocumentType.rtf,
                      .textScaling: NSTextScalingType(stored).rawValue])
    }

    static func attributes(_ run: RTFTextRun, fonts: [RTFFont], source: TextScalingType, target: TextScalingType,
                           style: NSParagraphStyle) -> [NSAttributedString.Key: Any] {
        let size = CGFloat(source.convert(pointSize: run.pointSize, to: target))
        var attrs: [NSAttributedString.Key: Any] = [
            .font: font(fonts.first { $0.index == run.fontIndex }, size: size, bold: run.bold, italic: run.italic),
            .paragraphStyle: style,
        ]
        if let c = run.color {
            attrs[.foregroundColor] = UIColor(red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255,
                                              blue: CGFloat(c.blue) / 255, alpha: 1)
        }
        return attrs
    }

    /// The font a run names: Apple's private system-font names as the system font of their design
    /// and weight; any other name as a font by that name (drawn with its substitute when it is not
    /// installed); Helvetica, RTF's usual default, when the run names none.
    static func font(_ rtf: RTFFont?, size: CGFloat, bold: Bool, italic: Bool) -> UIFont {
        var font: UIFont
        if let system = rtf?.systemFont {
            let weight = system.weight.map { UIFont.Weight(FontWeight(rtfWeight: $0)) } ?? .regular
            font = UIFont.systemFont(ofSize: size, weight: weight)
            let design: UIFontDescriptor.SystemDesign = switch system.design {
            case .default: .default
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            }
            if let d = font.fontDescriptor.withDesign(design) { font = UIFont(descriptor: d, size: size) }
            if system.italic { font = withTraits(font, .traitItalic) }
        } else {
            let name = rtf.map(\.name).flatMap { $0.isEmpty ? nil : $0 } ?? "Helvetica"
            font = UIFont(descriptor: UIFontDescriptor(name: name, size: size), size: size)
        }
        if bold { font = withTraits(font, .traitBold) }
        if italic { font = withTraits(font, .traitItalic) }
        return font
    }

    static func withTraits(_ font: UIFont, _ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
        let d = font.fontDescriptor
        guard let changed = d.withSymbolicTraits(d.symbolicTraits.union(traits)) else { return font }
        return UIFont(descriptor: changed, size: font.pointSize)
    }

    static func paragraphStyle(_ paragraph: RTFParagraph, source: TextScalingType, target: TextScalingType) -> NSParagraphStyle {
        let f = paragraph.format
        func points(_ twips: Int) -> CGFloat { CGFloat(source.convert(pointSize: Twips.points(twips), to: target)) }
        let style = NSMutableParagraphStyle()
        style.alignment = switch paragraph.alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
        style.headIndent = points(f.leftIndent)
        style.firstLineHeadIndent = points(f.leftIndent + f.firstLineIndent)
        style.tailIndent = -points(f.rightIndent)
        style.paragraphSpacingBefore = points(f.spaceBefore)
        style.paragraphSpacing = points(f.spaceAfter)
        style.lineSpacing = points(f.lineLeading)
        style.minimumLineHeight = points(f.minimumLineHeight)
        style.maximumLineHeight = points(f.maximumLineHeight)
        if f.lineSpacingMultiple, f.lineSpacing > 0 { style.lineHeightMultiple = CGFloat(f.lineSpacing) / 240 }
        if let tab = f.defaultTabWidth { style.defaultTabInterval = points(tab) }
        style.tabStops = f.tabStops.map { stop in
            let alignment: NSTextAlignment = switch stop.kind {
            case .left, .decimal: .left
            case .right: .right
            case .center: .center
            }
            return NSTextTab(textAlignment: alignment, location: points(stop.position), options: [:])
        }
        return style
    }
}

extension FontWeight {
    /// The weight an Apple system-font name in RTF says.
    init(rtfWeight w: SystemFontName.Weight) {
        self = switch w {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
#endif
