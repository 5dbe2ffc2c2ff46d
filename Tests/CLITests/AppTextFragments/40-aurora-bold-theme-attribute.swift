// Source: https://github.com/AuroraEditor/AuroraEditor/blob/1925b515db1d7b404bd4b98aedc0cb3b571241c4/AuroraEditor/Base/Editor/EditorCore/Theme/Theme%20Attributes/BoldThemeAttribute.swift#L11-L21
// App: Aurora Editor (license: MIT)
// Uses: NSMutableAttributedString.attributes(at:effectiveRange:), NSAttributedString.Key.font, NSFont(), NSFontManager.shared, NSFontManager.convert(_:toHaveTrait:), NSFontTraitMask.boldFontMask, NSMutableAttributedString.addAttribute(_:value:range:)
// Expect: no documented value
import Typography

// stub: Aurora Editor's TokenThemeAttribute protocol, reduced to what BoldThemeAttribute implements
public protocol TokenThemeAttribute {
    var key: String { get }
    func apply(to attrStr: NSMutableAttributedString, withRange range: NSRange)
}

public class BoldThemeAttribute: TokenThemeAttribute, Codable {
    public var key: String = "bold"

    public init() {}

    public func apply(to attrStr: NSMutableAttributedString, withRange range: NSRange) {
        let font = attrStr.attributes(at: range.location, effectiveRange: nil)[.font] as? NSFont ?? NSFont()
        let newFont = NSFontManager.shared.convert(font, toHaveTrait: .boldFontMask)
        attrStr.addAttribute(.font, value: newFont, range: range)
    }
}
