#if !canImport(AppKit)
import Foundation
import TypeSystem
import TypographyUIKit

/// AppKit's `NSFontDescriptor`: a font before it is made, always resolved in macOS's published
/// text-style table (the HIG's "macOS built-in text styles"; macOS has no Dynamic Type).
///
///     let descriptor = NSFontDescriptor.preferredFontDescriptor(forTextStyle: .body)
///         .withSymbolicTraits(.bold)
///     let emphasizedBodyFont = NSFont(descriptor: descriptor, size: 0)   // 13 pt Semibold
///
/// It is UIKit's ``TypographyUIKit/UIFontDescriptor`` in macOS's table, with AppKit's spellings:
/// `withSymbolicTraits(_:)` is not optional, and the traits are `.bold`, `.italic`,
/// `.tightLeading`… rather than `.traitBold`.
///
/// As AppKit's, it is an immutable `NSObject` that archives with `NSKeyedArchiver`
/// (`NSSecureCoding`); see ``encode(with:)`` for what an archive keeps.
public final class NSFontDescriptor: NSObject, NSSecureCoding, @unchecked Sendable {
    // @unchecked: every stored property is a constant of a Sendable type.

    /// The same descriptor in UIKit's shape, resolving in macOS's table.
    public let uiFontDescriptor: UIFontDescriptor

    package init(_ descriptor: UIFontDescriptor) {
        uiFontDescriptor = descriptor.resolving(in: .macOS)
        super.init()
    }

    /// A descriptor of a font by name at a size (AppKit's `init(name:size:)`).
    public convenience init(name: String, size: CGFloat) {
        self.init(UIFontDescriptor(name: name, size: size))
    }

    /// A descriptor from attributes (AppKit's `init(fontAttributes:)`): a text style, else a
    /// family or name, else the system font; then the size and the traits.
    public convenience init(fontAttributes attributes: [AttributeName: Any]?) {
        self.init(UIFontDescriptor(fontAttributes: attributes ?? [:]))
    }

    /// The system font's descriptor, as `init(fontAttributes:)` with no attributes.
    public override convenience init() {
        self.init(fontAttributes: nil)
    }

    /// Archives are read and written with secure coding.
    public static var supportsSecureCoding: Bool { true }

    /// Writes what UIKit's descriptor writes (``TypographyUIKit/UIFontDescriptor/encode(with:)``):
    /// the font with its modifiers, the text style, the size set and the platform. Apple does not
    /// publish its archive format, so an archive written here is read here, not by AppKit.
    public func encode(with coder: NSCoder) {
        uiFontDescriptor.encode(with: coder)
    }

    /// Reads what ``encode(with:)`` wrote; nil (a failed decode) for anything else.
    public required init?(coder: NSCoder) {
        guard let descriptor = UIFontDescriptor(coder: coder) else { return nil }
        uiFontDescriptor = descriptor.resolving(in: .macOS)
        super.init()
    }

    /// Equal when they describe the same font.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? NSFontDescriptor)?.uiFontDescriptor == uiFontDescriptor
    }

    /// Hashes what ``isEqual(_:)`` compares.
    public override var hash: Int { uiFontDescriptor.hashValue }

    /// The descriptor of a macOS text style (AppKit's `preferredFontDescriptor(forTextStyle:options:)`,
    /// macOS 11). The options are accepted and have no effect: AppKit documents none that changes
    /// the font.
    public static func preferredFontDescriptor(forTextStyle style: NSFont.TextStyle,
                                               options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFontDescriptor {
        NSFontDescriptor(UIFontDescriptor.preferredFontDescriptor(withTextStyle: style))
    }

    /// The point size: the size given, else the text style's on macOS.
    public var pointSize: CGFloat { uiFontDescriptor.pointSize }

    /// The descriptor's symbolic traits.
    public var symbolicTraits: SymbolicTraits { SymbolicTraits(rawValue: uiFontDescriptor.symbolicTraits.rawValue) }

    /// The descriptor with exactly these symbolic traits (AppKit's `withSymbolicTraits(_:)`): the
    /// traits given replace the descriptor's (see ``TypographyUIKit/UIFontDescriptor/withSymbolicTraits(_:)``).
    /// `.bold` on a text style is its emphasized weight: body becomes 13 pt Semibold, as WWDC20
    /// "The details of UI typography" says. Tight and loose leading together, which AppKit does
    /// not define, give the descriptor unchanged.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> NSFontDescriptor {
        guard let d = uiFontDescriptor.withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: symbolicTraits.rawValue)) else {
            return self
        }
        return NSFontDescriptor(d)
    }

    /// The descriptor in a design of the system font (AppKit's `withDesign(_:)`, optional as
    /// AppKit's is): nil for a font by name.
    public func withDesign(_ design: SystemDesign) -> NSFontDescriptor? {
        uiFontDescriptor.withDesign(design).map(NSFontDescriptor.init)
    }

    /// The same descriptor at a fixed size.
    public func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor {
        NSFontDescriptor(uiFontDescriptor.withSize(newPointSize))
    }

    /// A copy with attributes added (AppKit's `addingAttributes(_:)`).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> NSFontDescriptor {
        NSFontDescriptor(uiFontDescriptor.addingAttributes(attributes))
    }

    /// The attributes that make this descriptor (AppKit's `fontAttributes`).
    public var fontAttributes: [AttributeName: Any] { uiFontDescriptor.fontAttributes }

    /// One attribute's value (AppKit's `object(forKey:)`).
    public func object(forKey attribute: AttributeName) -> Any? { fontAttributes[attribute] }

    /// The family: Apple's for the system font, or the name given.
    public var family: String { uiFontDescriptor.family }

    /// AppKit's attribute names, which are UIKit's (`NSFontFamilyAttribute`…).
    public typealias AttributeName = UIFontDescriptor.AttributeName
    /// AppKit's trait keys, which are UIKit's.
    public typealias TraitKey = UIFontDescriptor.TraitKey
    /// AppKit's system designs, which are UIKit's (`.default`, `.rounded`, `.serif`, `.monospaced`).
    public typealias SystemDesign = UIFontDescriptor.SystemDesign

    /// AppKit's `NSFontDescriptor.SymbolicTraits`, with Core Text's bit values (UIKit's, with
    /// AppKit's names).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// Core Text's bits.
        public let rawValue: UInt32
        /// Traits from Core Text's bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: a text style's emphasized weight.
        public static let bold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let expanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let condensed = SymbolicTraits(rawValue: 1 << 6)
        /// Fixed pitch: SF Mono.
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let vertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user interfaces.
        public static let UIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading: the style's line height minus 2 pt.
        public static let tightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading: the style's line height plus 2 pt.
        public static let looseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
#endif
