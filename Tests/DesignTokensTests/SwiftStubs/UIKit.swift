// The UIKit declarations the generated UIKit snippet uses, with Apple's signatures
// (developer.apple.com/documentation/uikit: UIFont.TextStyle, UIFont.Weight,
// UIFontDescriptor(fontAttributes:), UIFontDescriptor.AttributeName.family/.traits,
// UIFontDescriptor.TraitKey.weight, UIFont(descriptor:size:), UIFontMetrics(forTextStyle:),
// scaledFont(for:), scaledValue(for:), NSMutableParagraphStyle, NSAttributedString.Key .font,
// .kern, .paragraphStyle), so that the snippet is type-checked on Linux. Nothing here runs.
@_exported import Foundation

public class UIFont {
    public struct TextStyle: Hashable, Sendable {
        public static let largeTitle = TextStyle(), title1 = TextStyle(), title2 = TextStyle(), title3 = TextStyle()
        public static let headline = TextStyle(), subheadline = TextStyle(), body = TextStyle(), callout = TextStyle()
        public static let footnote = TextStyle(), caption1 = TextStyle(), caption2 = TextStyle()
    }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.pointSize = pointSize }
    public let pointSize: CGFloat
}

public class UIFontDescriptor {
    public struct AttributeName: Hashable, Sendable {
        public static let family = AttributeName(), traits = AttributeName()
    }
    public struct TraitKey: Hashable, Sendable {
        public static let weight = TraitKey()
    }
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
}

public class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

#if !canImport(Darwin)
public class NSMutableParagraphStyle {
    public init() {}
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
}
#endif

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
