// Source: https://github.com/AuroraEditor/AuroraEditor/blob/1925b515db1d7b404bd4b98aedc0cb3b571241c4/AuroraEditor/Base/Editor/EditorCore/Theme/Theme%20Attributes/KernThemeAttribute.swift#L11-L23
// App: Aurora Editor (license: MIT)
// Uses: NSMutableAttributedString.addAttribute(_:value:range:), NSAttributedString.Key.kern
// Expect: no documented value
// note: the kern value is a Swift Float, not CGFloat/NSNumber
import Typography

// stub: Aurora Editor's TokenThemeAttribute protocol, reduced to what KernThemeAttribute implements
public protocol TokenThemeAttribute {
    var key: String { get }
    func apply(to attrStr: NSMutableAttributedString, withRange range: NSRange)
}

public class KernThemeAttribute: TokenThemeAttribute, Codable {

    public var key = "kern"
    public let kern: Float

    public init(kern: Float = 0) {
        self.kern = kern
    }

    public func apply(to attrStr: NSMutableAttributedString, withRange range: NSRange) {
        attrStr.addAttribute(.kern, value: kern, range: range)
    }
}
