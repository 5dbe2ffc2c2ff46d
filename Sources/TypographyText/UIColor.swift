#if !canImport(UIKit)
import Foundation
import TypographyUIKit
import TextLayout

/// UIKit's `UIColor`, small: sRGB components, UIKit's initializers and its fixed colours, for the
/// `.foregroundColor` of attributed text. Dynamic colours are not modelled: ``label`` is its
/// light-appearance value.
public final class UIColor: UIKitObject, @unchecked Sendable {
    /// The colour as TextLayout draws it.
    public let rgba: RGBA

    /// A colour from sRGB components, 0 to 1 (values outside are clamped when drawn).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A grey from its white level, 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, 0 to 1 (UIKit's `init(hue:saturation:brightness:alpha:)`).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: alpha)
    }

    /// The components (UIKit's `getRed(_:green:blue:alpha:)`); always true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The label colour in the light appearance: black.
    public static let label = UIColor(white: 0, alpha: 1)

    // UIKit's element colours in the light appearance. Apple publishes their names and uses, not
    // their values; these are the 8-bit values read from iOS 13's UIKit in the light appearance
    // and published by ColorCompatibility (github.com/noahsark769/ColorCompatibility, MIT). The
    // dark appearance and increased contrast are not modelled: every colour here is the light one.

    /// Secondary text: 60, 60, 67 at 60 %.
    public static let secondaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.6)
    /// Tertiary text: 60, 60, 67 at 30 %.
    public static let tertiaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.3)
    /// Quaternary text: 60, 60, 67 at 18 %.
    public static let quaternaryLabel = UIColor(bytes: 60, 60, 67, alpha: 0.18)
    /// Placeholder text: 60, 60, 67 at 30 %.
    public static let placeholderText = UIColor(bytes: 60, 60, 67, alpha: 0.3)
    /// The fill of thin and small shapes: 120, 120, 128 at 20 %.
    public static let systemFill = UIColor(bytes: 120, 120, 128, alpha: 0.2)
    /// The fill of medium-size shapes: 120, 120, 128 at 16 %.
    public static let secondarySystemFill = UIColor(bytes: 120, 120, 128, alpha: 0.16)
    /// The fill of large shapes: 118, 118, 128 at 12 %.
    public static let tertiarySystemFill = UIColor(bytes: 118, 118, 128, alpha: 0.12)
    /// The fill of large areas with complex content: 116, 116, 128 at 8 %.
    public static let quaternarySystemFill = UIColor(bytes: 116, 116, 128, alpha: 0.08)
    /// The main background: white.
    public static let systemBackground = UIColor(bytes: 255, 255, 255, alpha: 1)
    /// Content on the main background: 242, 242, 247.
    public static let secondarySystemBackground = UIColor(bytes: 242, 242, 247, alpha: 1)
    /// Content on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(bytes: 255, 255, 255, alpha: 1)
    /// A grouped interface's background: 242, 242, 247.
    public static let systemGroupedBackground = UIColor(bytes: 242, 242, 247, alpha: 1)
    /// Content on a grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(bytes: 255, 255, 255, alpha: 1)
    /// Content on the secondary grouped background: 242, 242, 247.
    public static let tertiarySystemGroupedBackground = UIColor(bytes: 242, 242, 247, alpha: 1)
    /// A separator that lets what is under it show: 60, 60, 67 at 29 %.
    public static let separator = UIColor(bytes: 60, 60, 67, alpha: 0.29)
    /// A separator that hides what is under it: 198, 198, 200.
    public static let opaqueSeparator = UIColor(bytes: 198, 198, 200, alpha: 1)
    /// Links: 0, 122, 255.
    public static let link = UIColor(bytes: 0, 122, 255, alpha: 1)

    /// A colour of 8-bit sRGB components.
    private convenience init(bytes red: Int, _ green: Int, _ blue: Int, alpha: CGFloat) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// Colours are equal when their components are.
    /// (`==` is `NSObject`'s, which asks this.)
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.rgba == rgba }
    /// Hashes the components.
    public override var hash: Int { rgba.hashValue }
    /// UIKit's form: `UIExtendedSRGBColorSpace r g b a`.
    public override var description: String { "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)" }
}
#endif
