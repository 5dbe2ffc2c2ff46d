// Source: https://github.com/insidegui/WWDC/blob/67266753e15992ff57e9358d7953c854032582ce/ConfUIFoundation/Source/Definitions/Fonts.swift#L11-L50
// App: WWDC for macOS (license: BSD-2-Clause)
// Uses: NSFont.systemFont(ofSize:weight:), NSFont.fontDescriptor, NSFontDescriptor.withDesign(_:), NSFontDescriptor.SystemDesign.rounded, NSFont(descriptor:size:), NSMutableParagraphStyle.lineHeightMultiple, NSMutableParagraphStyle.alignment, NSMutableParagraphStyle.lineBreakMode, NSTextAlignment, NSLineBreakMode.byWordWrapping, NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.paragraphStyle, NSAttributedString(string:attributes:), NSColor, NSMutableParagraphStyle
// Expect: no documented value
import Typography

public extension NSFont {

    static func wwdcRoundedSystemFont(ofSize size: CGFloat, weight: NSFont.Weight = .regular) -> NSFont {
        guard let desc = NSFont.systemFont(ofSize: size, weight: weight).fontDescriptor.withDesign(.rounded) else {
            assertionFailure("Failed to get font descriptor")
            return NSFont.systemFont(ofSize: size, weight: weight)
        }

        return NSFont(descriptor: desc, size: size) ?? NSFont.systemFont(ofSize: size, weight: weight)
    }

}

public extension NSAttributedString {

    static func create(with string: String,
                       font: NSFont,
                       color: NSColor,
                       lineHeightMultiple: CGFloat = 1,
                       alignment: NSTextAlignment = .left,
                       lineBreakMode: NSLineBreakMode = .byWordWrapping) -> NSAttributedString {
        let pStyle = NSMutableParagraphStyle()
        pStyle.lineHeightMultiple = lineHeightMultiple
        pStyle.alignment = alignment
        pStyle.lineBreakMode = lineBreakMode

        let attrs: [NSAttributedString.Key: Any] = [
            .font: font,
            .foregroundColor: color,
            .paragraphStyle: pStyle
        ]

        return NSAttributedString(string: string, attributes: attrs)
    }

}

public extension NSFont {
    nonisolated(unsafe) static let boldTitleFont = NSFont.wwdcRoundedSystemFont(ofSize: 24, weight: .semibold)
}
