#if !canImport(UIKit)
import Foundation
import TypeSystem

/// UIKit's `UIFontMetrics`: scales custom fonts and layout values with Dynamic Type, relative to
/// a text style, in the environment's platform (iOS unless ``TypeSystem/TypeEnvironment/current``
/// says otherwise) at the traits' size.
///
/// The scale factor is the type system's ``TypeSystem/FontMetrics`` model: the style's published
/// size at the category over its size at Large (exact at every published size of the style;
/// Apple does not publish its own curve). Where Apple publishes no size to scale by (a style the
/// platform's table lacks, such as callout on watchOS; any style on visionOS; a size the platform
/// does not publish), the result is NaN, never the value passed back unscaled: test with
/// `.isNaN`, or use ``TypeSystem/FontMetrics`` to get the reason thrown.
public struct UIFontMetrics: Sendable, Hashable {
    /// The style values scale with.
    public let textStyle: UIFont.TextStyle

    /// Metrics relative to a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics relative to body.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// A value scaled for the current traits (``UITraitCollection/current``).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A value scaled for a trait collection; unspecified traits are the environment's.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        CGFloat(scale(Double(value), maximum: nil, traits: traitCollection))
    }

    /// A font scaled for the current traits.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// A font scaled for the current traits, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// A font scaled for a trait collection.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// A font scaled for a trait collection, no larger than `maximumPointSize` (0: no limit, as in
    /// UIKit): its point size × the style's factor. The font keeps its family, weight and traits.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let maximum = maximumPointSize > 0 ? Double(maximumPointSize) : nil
        let size = scale(Double(font.pointSize), maximum: maximum, traits: traitCollection)
        return UIFont(descriptor: font.fontDescriptor.withSize(CGFloat(size)), size: CGFloat(size), traits: traitCollection)
    }

    func scale(_ value: Double, maximum: Double?, traits: UITraitCollection?) -> Double {
        let env = (traits ?? UITraitCollection()).environment(over: TypeEnvironment.current)
        let metrics = FontMetrics(forTextStyle: textStyle.textStyle, platform: env.platform)
        return (try? metrics.scaledValue(value, in: env, maximum: maximum)) ?? .nan
    }
}
#endif
