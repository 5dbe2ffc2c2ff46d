#if !canImport(AppKit)
import Foundation
import TypeSystem
import TypographyUIKit

/// AppKit's `NSFont`, with macOS's values: text styles from the HIG's "macOS built-in text
/// styles" table (body 13 pt, headline 13 pt Bold…), which macOS does not scale (no Dynamic Type).
///
/// It holds the same font in UIKit's shape (``uiFont``), resolved in macOS's table, which the
/// text API lays out and draws; its font-file metrics (`ascender`, `descender`, `capHeight`…)
/// come with `import Typography` (TypographyText), as `UIFont`'s do.
///
/// Not an `NSObject` here, as `UIFont` is not: Foundation on Linux halts when it compares two
/// distinct `NSObject` values of adjacent attribute runs, while a Swift value it compares by `==`.
public final class NSFont: UIKitObject, @unchecked Sendable {
    // @unchecked: immutable after it is made.
    /// The same font in UIKit's shape, resolved in macOS's table.
    public let uiFont: UIFont

    package init(uiFont font: UIFont) {
        uiFont = font
    }

    /// The system font at ``systemFontSize`` (AppKit documents no font for `NSFont()`).
    public convenience override init() {
        self.init(uiFont: UIFont(descriptor: NSFontDescriptor(UIFont.systemFont(ofSize: NSFont.systemFontSize).fontDescriptor).uiFontDescriptor,
                         size: NSFont.systemFontSize))
    }

    /// A font for a descriptor at a size; 0 keeps the descriptor's size (AppKit's
    /// `init?(descriptor:size:)`). Never nil here: a font by name that is not installed is drawn in
    /// its substitute, as the text API draws it.
    public convenience init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        self.init(uiFont: UIFont(descriptor: fontDescriptor.uiFontDescriptor, size: fontSize))
    }

    /// The descriptor the font was made from.
    public var fontDescriptor: NSFontDescriptor { NSFontDescriptor(uiFont.fontDescriptor) }
    /// Apple's numbers for the font in SwiftUI's shape (size, weight, line height, tracking).
    public var resolved: Font.Resolved { uiFont.resolved }

    // MARK: System fonts

    /// The font of a macOS text style (AppKit's `preferredFont(forTextStyle:options:)`, macOS 11).
    public static func preferredFont(forTextStyle style: TextStyle, options: [TextStyleOptionKey: Any] = [:]) -> NSFont {
        NSFont(uiFont: UIFont(descriptor: NSFontDescriptor.preferredFontDescriptor(forTextStyle: style).uiFontDescriptor, size: 0))
    }

    /// The system font at a size and weight; 0 or less is ``systemFontSize``.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        macOS(UIFont.systemFont(ofSize: size(fontSize), weight: weight))
    }

    /// The regular system font at a size; 0 or less is ``systemFontSize``.
    public static func systemFont(ofSize fontSize: CGFloat) -> NSFont {
        macOS(UIFont.systemFont(ofSize: size(fontSize)))
    }

    /// The bold system font at a size; 0 or less is ``systemFontSize``.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
        macOS(UIFont.boldSystemFont(ofSize: size(fontSize)))
    }

    /// The system font at a size, weight and width (AppKit's `systemFont(ofSize:weight:width:)`, macOS 13).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> NSFont {
        macOS(UIFont.systemFont(ofSize: size(fontSize), weight: weight, width: width))
    }

    /// SF Mono at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        macOS(UIFont.monospacedSystemFont(ofSize: size(fontSize), weight: weight))
    }

    /// The system font with digits of one width (OpenType `tnum`).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        macOS(UIFont.monospacedDigitSystemFont(ofSize: size(fontSize), weight: weight))
    }

    /// The font of labels (AppKit's `labelFont(ofSize:)`): the system font; 0 or less is ``labelFontSize``.
    public static func labelFont(ofSize fontSize: CGFloat) -> NSFont {
        macOS(UIFont.systemFont(ofSize: fontSize > 0 ? fontSize : labelFontSize))
    }

    /// The font of messages and controls (AppKit's `messageFont(ofSize:)`): the system font.
    public static func messageFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }

    /// The font of tool tips (AppKit's `toolTipsFont(ofSize:)`): the system font at 11 pt by
    /// default (``smallSystemFontSize``).
    public static func toolTipsFont(ofSize fontSize: CGFloat) -> NSFont {
        macOS(UIFont.systemFont(ofSize: fontSize > 0 ? fontSize : smallSystemFontSize))
    }

    /// The font of documents and other text the user can change (AppKit's `userFont(ofSize:)`):
    /// Helvetica, TextKit's default font (`NSAttributedString.Key.font`: "Helvetica 12-point"), the
    /// face the catalog gives for that name. A size of 0 or less is 12 pt. There is no user setting
    /// for it here, so it is never nil.
    public static func userFont(ofSize fontSize: CGFloat) -> NSFont? {
        let size = fontSize > 0 ? fontSize : 12
        return NSFont(uiFont: UIFont(descriptor: UIFontDescriptor(name: "Helvetica", size: size), size: size))
    }

    /// The fixed-pitch font of documents the user can change (AppKit's
    /// `userFixedPitchFont(ofSize:)`). Apple does not publish its default face or size; this is
    /// the monospaced system font, at 12 pt (as ``userFont(ofSize:)``) when the size is 0 or less.
    public static func userFixedPitchFont(ofSize fontSize: CGFloat) -> NSFont? {
        monospacedSystemFont(ofSize: fontSize > 0 ? fontSize : 12, weight: .regular)
    }

    /// AppKit's `systemFontSize`: 13 pt, the body size of macOS's text-style table (HIG) and the
    /// regular control size.
    public static var systemFontSize: CGFloat { 13 }
    /// AppKit's `smallSystemFontSize`: 11 pt, the small control size (Apple's Mac OS X Human
    /// Interface Guidelines, "Fonts": Small System Font, 11 pt).
    public static var smallSystemFontSize: CGFloat { 11 }
    /// AppKit's `labelFontSize`: 10 pt (Apple's Mac OS X Human Interface Guidelines, "Fonts":
    /// Label Font, 10 pt).
    public static var labelFontSize: CGFloat { 10 }

    /// A control size's system font size (AppKit's `systemFontSize(for:)`): regular 13, small 11,
    /// mini 9 (the HIG's control sizes), large 13 (AppKit documents no larger font for it).
    public static func systemFontSize(for controlSize: ControlSize) -> CGFloat {
        switch controlSize {
        case .mini: return 9
        case .small: return 11
        case .regular, .large: return 13
        }
    }

    private static func size(_ fontSize: CGFloat) -> CGFloat { fontSize > 0 ? fontSize : systemFontSize }

    private static func macOS(_ font: UIFont) -> NSFont {
        NSFont(uiFont: UIFont(descriptor: NSFontDescriptor(font.fontDescriptor).uiFontDescriptor, size: font.pointSize))
    }

    // MARK: The font

    /// The same font at another size (AppKit's `withSize(_:)`).
    public func withSize(_ fontSize: CGFloat) -> NSFont { NSFont(uiFont: uiFont.withSize(fontSize)) }
    /// The size in points.
    public var pointSize: CGFloat { uiFont.pointSize }
    /// The family: Apple's for the system font, or the name given.
    public var familyName: String? { uiFont.familyName }
    /// The family and weight (`SF Pro Semibold`), or the name given.
    public var fontName: String { uiFont.fontName }
    /// The name to show a person: ``fontName``.
    public var displayName: String? { uiFont.fontName }
    /// Whether every glyph has the same advance: SF Mono.
    public var isFixedPitch: Bool { uiFont.fontDescriptor.font.modifiers.design == .monospaced }

    /// Fonts are equal when their UIKit fonts are.
    public override func isEqual(_ object: Any?) -> Bool { (object as? NSFont)?.uiFont == uiFont }
    /// Hashes the UIKit font.
    public override var hash: Int { uiFont.hash }
    /// `SF Pro Semibold 13.0 pt`.
    public override var description: String { uiFont.description }

    // MARK: AppKit's types

    /// AppKit's text styles, which are UIKit's (`.body`, `.headline`…, the same raw values).
    public typealias TextStyle = UIFont.TextStyle
    /// AppKit's weights, which are UIKit's (`.regular` 0, `.semibold` 0.3…).
    public typealias Weight = UIFont.Weight
    /// AppKit's widths, which are UIKit's.
    public typealias Width = UIFont.Width

    /// AppKit's `NSFont.TextStyleOptionKey`: the keys of `preferredFont(forTextStyle:options:)`'s options.
    public struct TextStyleOptionKey: RawRepresentable, Hashable, Sendable {
        /// AppKit's raw value.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// AppKit's `NSControl.ControlSize`, for ``systemFontSize(for:)``.
    public enum ControlSize: UInt, Sendable, Hashable {
        /// Regular.
        case regular = 0
        /// Small.
        case small = 1
        /// Mini.
        case mini = 2
        /// Large (macOS 11).
        case large = 3
    }
}
#endif
