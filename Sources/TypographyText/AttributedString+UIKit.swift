#if !canImport(UIKit)
import Foundation
import TypeSystem
import TypographyUIKit

extension AttributeScopes {
    /// UIKit's attributes of `AttributedString` (`AttributeScopes.UIKitAttributes`): `font` a
    /// `UIFont`, the colours, kerning, tracking, the baseline offset, underlines, strikethroughs, the
    /// paragraph style and the shadow, under UIKit's raw names, and Foundation's (`link`…).
    public struct UIKitAttributes: AttributeScope {
        /// The font (`NSFont`).
        public let font: UIFontAttribute
        /// The text colour (`NSColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`NSBackgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// Kerning in points (`NSKern`).
        public let kern: KernAttribute
        /// Tracking in points (`NSTracking`).
        public let tracking: TrackingAttribute
        /// The baseline offset in points (`NSBaselineOffset`).
        public let baselineOffset: BaselineOffsetAttribute
        /// The underline (`NSUnderline`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The strikethrough (`NSStrikethrough`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The paragraph style (`NSParagraphStyle`).
        public let paragraphStyle: ParagraphStyleAttribute
        /// The shadow (`NSShadow`).
        public let shadow: ShadowAttribute
        /// Foundation's attributes (`link`, …).
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// UIKit's attributes that no other scope here names, for `attributed.paragraphStyle = style`
    /// as with UIKit imported. The font, kerning, tracking and baseline offset are looked up in
    /// ``TypographyAttributes``; a second scope naming them would make `attributed.font` ambiguous.
    public struct UIKitLookupAttributes: AttributeScope {
        /// The text colour (`NSColor`).
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text (`NSBackgroundColor`).
        public let backgroundColor: BackgroundColorAttribute
        /// The underline (`NSUnderline`).
        public let underlineStyle: UnderlineStyleAttribute
        /// The strikethrough (`NSStrikethrough`).
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The paragraph style (`NSParagraphStyle`).
        public let paragraphStyle: ParagraphStyleAttribute
        /// The shadow (`NSShadow`).
        public let shadow: ShadowAttribute
    }

    /// UIKit's attributes (`\.uiKit`): `attributed.uiKit.font = UIFont.preferredFont(forTextStyle: .body)`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The text colour (a ``UIColor``).
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// A colour.
        public typealias Value = UIColor
        /// UIKit's raw name.
        public static let name = "NSColor"
    }

    /// The colour behind the text (a ``UIColor``).
    public enum BackgroundColorAttribute: AttributedStringKey {
        /// A colour.
        public typealias Value = UIColor
        /// UIKit's raw name.
        public static let name = "NSBackgroundColor"
    }

    /// An underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// A style.
        public typealias Value = NSUnderlineStyle
        /// UIKit's raw name.
        public static let name = "NSUnderline"
    }

    /// A strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// A style.
        public typealias Value = NSUnderlineStyle
        /// UIKit's raw name.
        public static let name = "NSStrikethrough"
    }

    /// The paragraph style.
    public enum ParagraphStyleAttribute: AttributedStringKey {
        /// A paragraph style.
        public typealias Value = NSParagraphStyle
        /// UIKit's raw name.
        public static let name = "NSParagraphStyle"
    }

    /// A shadow.
    public enum ShadowAttribute: AttributedStringKey {
        /// A shadow.
        public typealias Value = NSShadow
        /// UIKit's raw name.
        public static let name = "NSShadow"
    }
}

extension AttributeDynamicLookup {
    /// `attributed.paragraphStyle = style`, `attributed.foregroundColor = .red`, as with UIKit imported.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitLookupAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The runs of an `AttributedString` with UIKit's attributes (Apple's `init(_:)`): SwiftUI's
    /// `font` becomes a `UIFont` of the same style (resolved in the current environment); UIKit's
    /// font, colours, kerning, tracking, baseline offset, underline, strikethrough, paragraph style
    /// and shadow, and Foundation's `link`, carry over under their raw names. Other attributes are
    /// left out.
    public convenience init(_ attrStr: AttributedString) {
        let out = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            let text = String(attrStr[run.range].characters)
            var attrs: [NSAttributedString.Key: Any] = [:]
            if let f = run[AttributeScopes.UIFontAttribute.self] {
                attrs[.font] = f
            } else if let f = run[AttributeScopes.FontAttribute.self] {
                attrs[.font] = UIFont(swiftUI: f)
            }
            if let v = run[AttributeScopes.ForegroundColorAttribute.self] { attrs[.foregroundColor] = v }
            if let v = run[AttributeScopes.BackgroundColorAttribute.self] { attrs[.backgroundColor] = v }
            if let v = run[AttributeScopes.KernAttribute.self] { attrs[.kern] = v }
            if let v = run[AttributeScopes.TrackingAttribute.self] { attrs[.tracking] = v }
            if let v = run[AttributeScopes.BaselineOffsetAttribute.self] { attrs[.baselineOffset] = v }
            if let v = run[AttributeScopes.UnderlineStyleAttribute.self] { attrs[.underlineStyle] = v.rawValue }
            if let v = run[AttributeScopes.StrikethroughStyleAttribute.self] { attrs[.strikethroughStyle] = v.rawValue }
            if let v = run[AttributeScopes.ParagraphStyleAttribute.self] { attrs[.paragraphStyle] = v }
            if let v = run[AttributeScopes.ShadowAttribute.self] { attrs[.shadow] = v }
            if let v = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] { attrs[.link] = v }
            out.append(NSAttributedString(string: text, attributes: attrs))
        }
        self.init(attributedString: out)
    }

    /// As ``init(_:)``; the scope is accepted for Apple's spelling (`including: \.uiKit`), and
    /// every attribute this package knows is carried over whatever the scope.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attrStr)
    }
}

extension AttributedString {
    /// An attributed string from an `NSAttributedString` (Apple's `init(_:)`): its runs, with the
    /// attributes of ``AttributeScopes/UIKitAttributes`` and Foundation's `link` that it holds.
    public init(_ nsStr: NSAttributedString) {
        var out = AttributedString()
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length)) { attrs, range, _ in
            var piece = AttributedString(nsStr.attributedSubstring(from: range).string)
            var c = AttributeContainer()
            if let v = attrs[.font] as? UIFont { c[AttributeScopes.UIFontAttribute.self] = v }
            if let v = attrs[.foregroundColor] as? UIColor { c[AttributeScopes.ForegroundColorAttribute.self] = v }
            if let v = attrs[.backgroundColor] as? UIColor { c[AttributeScopes.BackgroundColorAttribute.self] = v }
            if let v = points(attrs[.kern]) { c[AttributeScopes.KernAttribute.self] = CGFloat(v) }
            if let v = points(attrs[.tracking]) { c[AttributeScopes.TrackingAttribute.self] = CGFloat(v) }
            if let v = points(attrs[.baselineOffset]) { c[AttributeScopes.BaselineOffsetAttribute.self] = CGFloat(v) }
            if let v = NSUnderlineStyle(attribute: attrs[.underlineStyle]) { c[AttributeScopes.UnderlineStyleAttribute.self] = v }
            if let v = NSUnderlineStyle(attribute: attrs[.strikethroughStyle]) { c[AttributeScopes.StrikethroughStyleAttribute.self] = v }
            if let v = attrs[.paragraphStyle] as? NSParagraphStyle { c[AttributeScopes.ParagraphStyleAttribute.self] = v }
            if let v = attrs[.shadow] as? NSShadow { c[AttributeScopes.ShadowAttribute.self] = v }
            if let v = attrs[.link] as? URL { c[AttributeScopes.FoundationAttributes.LinkAttribute.self] = v }
            if let v = attrs[.link] as? String, let url = URL(string: v) { c[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url }
            piece.mergeAttributes(c)
            out.append(piece)
        }
        self = out
    }

    /// As ``init(_:)``; the scope is accepted for Apple's spelling (`including: \.uiKit`).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }
}
#endif
