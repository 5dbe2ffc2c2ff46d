#if !canImport(UIKit)
import Foundation
import TypeSystem

/// UIKit's `UIFontDescriptor`: what a font is (a text style of the system font, the system font
/// at a size, or a font by name) with its symbolic traits and design, before it is resolved at a
/// size in an environment.
///
/// As UIKit's, it is an immutable `NSObject` class that archives with `NSKeyedArchiver`
/// (`NSSecureCoding`; see ``encode(with:)``), so an app's extension may add `class func`s to it.
public final class UIFontDescriptor: NSObject, NSSecureCoding, @unchecked Sendable {
    // @unchecked: every property is set before the descriptor is handed out and never after. The
    // setters below are the module's, used only on a fresh copy (``copied()``) that no one else holds.

    /// The font in the type system's terms: the text style or family and the modifiers.
    public internal(set) var font: Font
    /// The UIKit text style, for a descriptor of one.
    public private(set) var textStyle: UIFont.TextStyle?
    /// A size set explicitly (`withSize(_:)`, `UIFont(descriptor:size:)`), else nil.
    var explicitSize: Double?
    /// The traits the descriptor was made for (`compatibleWith:`).
    var traits: UITraitCollection?
    /// The platform whose tables the descriptor always resolves in, whatever the traits and the
    /// environment say: macOS for AppKit's `NSFontDescriptor`; nil for UIKit's.
    package internal(set) var platform: Platform?

    init(font: Font, textStyle: UIFont.TextStyle?, explicitSize: Double?, traits: UITraitCollection?,
         platform: Platform? = nil) {
        self.font = font
        self.textStyle = textStyle
        self.explicitSize = explicitSize
        self.traits = traits
        self.platform = platform
        super.init()
    }

    /// A new descriptor equal to this one, which the module may change before handing it out (the
    /// value semantics the descriptor had as a struct, for an immutable class).
    func copied() -> UIFontDescriptor {
        UIFontDescriptor(font: font, textStyle: textStyle, explicitSize: explicitSize, traits: traits, platform: platform)
    }

    /// The same descriptor resolving in a platform's tables, whatever the environment says.
    package func resolving(in platform: Platform) -> UIFontDescriptor {
        let copy = copied()
        copy.platform = platform
        return copy
    }

    /// The system font's descriptor, as `init(fontAttributes:)` with no attributes.
    public override convenience init() {
        self.init(fontAttributes: [:])
    }

    /// Equal when they describe the same font in the same traits and platform.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return font == other.font && textStyle == other.textStyle && explicitSize == other.explicitSize
            && traits == other.traits && platform == other.platform
    }

    /// Hashes what ``isEqual(_:)`` compares.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(font)
        hasher.combine(textStyle)
        hasher.combine(explicitSize)
        hasher.combine(traits)
        hasher.combine(platform)
        return hasher.finalize()
    }

    /// A descriptor of a font by name at a size (UIKit's `init(name:size:)`); its size does not scale.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: Double(size)), textStyle: nil, explicitSize: Double(size), traits: nil)
    }

    /// The descriptor of a text style in the current traits (UIKit's class method of that name).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of a text style for a trait collection; unspecified traits are the
    /// environment's (``TypeSystem/TypeEnvironment/current``).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(font: Font.system(style.textStyle), textStyle: style, explicitSize: nil, traits: traitCollection)
    }

    /// The environment the descriptor resolves in: its traits over the current environment.
    var environment: TypeEnvironment {
        var env = (traits ?? UITraitCollection()).environment(over: TypeEnvironment.current)
        if let platform { env.platform = platform }
        return env
    }

    /// The point size: the explicit size, else the text style's size in the descriptor's traits
    /// (NaN where Apple publishes none).
    public var pointSize: CGFloat {
        if let explicitSize { return CGFloat(explicitSize) }
        return CGFloat(font.resolve(in: environment).pointSize)
    }

    /// The same descriptor at a fixed size (UIKit's `withSize(_:)`).
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        let copy = copied()
        copy.explicitSize = Double(newPointSize)
        return copy
    }

    /// The descriptor's symbolic traits.
    public var symbolicTraits: SymbolicTraits {
        var t: SymbolicTraits = []
        let m = font.modifiers
        if m.bold || (m.weight ?? .regular) >= .semibold { t.insert(.traitBold) }
        if m.italic { t.insert(.traitItalic) }
        if m.leading == .tight { t.insert(.traitTightLeading) }
        if m.leading == .loose { t.insert(.traitLooseLeading) }
        if m.width == .condensed || m.width == .compressed { t.insert(.traitCondensed) }
        if m.width == .expanded { t.insert(.traitExpanded) }
        if m.design == .monospaced { t.insert(.traitMonoSpace) }
        return t
    }

    /// The descriptor with exactly these symbolic traits, as UIKit's `withSymbolicTraits(_:)`: the
    /// traits given replace the descriptor's, so `symbolicTraits` afterwards is what was given
    /// (add to the old ones with `withSymbolicTraits(d.symbolicTraits.union(.traitItalic))`):
    /// - `.traitBold`: the text style's published emphasized weight (body: Semibold), else Bold;
    ///   without it, a bold font (Semibold or heavier) goes back to its regular weight;
    /// - `.traitItalic`: the italic face; without it, upright;
    /// - `.traitTightLeading`, `.traitLooseLeading`: the style's line height −2 / +2 pt (±1 on watchOS);
    /// - `.traitCondensed`, `.traitExpanded`: the width; without them, the standard width;
    /// - `.traitMonoSpace`: SF Mono. The design is not a symbolic trait: a rounded, serif or
    ///   monospaced font keeps its design whatever traits are given.
    ///
    /// Never nil here (UIKit returns nil when no installed font has the traits); tight and loose
    /// together are UIKit's contradiction and give nil.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        if traits.contains(.traitTightLeading) && traits.contains(.traitLooseLeading) { return nil }
        let copy = copied()
        let bold = traits.contains(.traitBold)
        copy.font.modifiers.bold = bold
        if !bold, let weight = copy.font.modifiers.weight, weight >= .semibold { copy.font.modifiers.weight = nil }
        copy.font.modifiers.italic = traits.contains(.traitItalic)
        copy.font.modifiers.leading = traits.contains(.traitTightLeading) ? .tight
            : traits.contains(.traitLooseLeading) ? .loose : .standard
        copy.font.modifiers.width = traits.contains(.traitCondensed) ? .condensed
            : traits.contains(.traitExpanded) ? .expanded : .standard
        if traits.contains(.traitMonoSpace) { copy.font.modifiers.design = .monospaced }
        return copy
    }

    /// The descriptor in a design of the system font (UIKit's `withDesign(_:)`): only the family
    /// and its tracking table change. Nil for a font by name, as UIKit answers for a font that has
    /// no such design.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        if case .custom = font.base { return nil }
        let copy = copied()
        copy.font.modifiers.design = design.design
        return copy
    }

    /// The family: Apple's for the system font (`SF Pro`, `SF Pro Rounded`, `New York`…), or the
    /// name given.
    public var family: String {
        if case .custom(let name, _, _) = font.base { return name }
        return font.resolve(in: environment).family
    }

    /// UIKit's `UIFontDescriptor.SymbolicTraits`, with Core Text's bit values.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt32
        /// A set from its bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold: the text style's emphasized weight.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded width.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed width.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced (SF Mono).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs (accepted, without effect on type).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// UI-optimized (accepted, without effect on type).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading: the style's line height minus 2 pt (1 pt on watchOS).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading: the style's line height plus 2 pt (1 pt on watchOS).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// UIKit's `UIFontDescriptor.SystemDesign`, with its raw values.
    public struct SystemDesign: RawRepresentable, Sendable, Hashable {
        /// Core Text's name of the design.
        public let rawValue: String
        /// A design from its raw value; an unknown one is the default design.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// SF Pro (SF Compact on watchOS).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded (SF Compact Rounded on watchOS).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        var design: FontDesign {
            switch self {
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            default: return .default
            }
        }
    }
}
#endif

#if !canImport(UIKit)
extension UIFontDescriptor {
    /// What an archive of a descriptor keeps (AppKit's `NSFontDescriptor` archives with
    /// `NSSecureCoding`): the font with its modifiers, the text style, the size set and the
    /// platform. The trait collection it was made for is not kept: Apple's archive format is not
    /// published, and a trait collection is a moment's environment, not the font.
    package struct Archived: Codable, Sendable {
        var font: Font
        var textStyle: String?
        var explicitSize: Double?
        var platform: Platform?
    }

    /// The descriptor's archived form.
    package var archived: Archived {
        Archived(font: font, textStyle: textStyle?.rawValue, explicitSize: explicitSize, platform: platform)
    }

    /// The descriptor an archive kept.
    package convenience init(archived: Archived) {
        self.init(font: archived.font, textStyle: archived.textStyle.map(UIFont.TextStyle.init(rawValue:)),
                  explicitSize: archived.explicitSize, traits: nil, platform: archived.platform)
    }

    /// Archives are read and written with secure coding.
    public static var supportsSecureCoding: Bool { true }

    /// The key of the descriptor's state in an archive. Apple does not publish its archive format,
    /// so an archive written here is read here, not by UIKit.
    private static let archiveKey = "TypographyFontDescriptor"

    /// Writes the font with its modifiers, the text style, the size set and the platform, as JSON
    /// data under one key.
    public func encode(with coder: NSCoder) {
        guard let data = try? JSONEncoder().encode(archived) else { return }
        coder.encode(NSData(data: data), forKey: Self.archiveKey)
    }

    /// Reads what ``encode(with:)`` wrote; nil (a failed decode) for anything else.
    public convenience init?(coder: NSCoder) {
        guard let data = coder.decodeObject(of: NSData.self, forKey: Self.archiveKey),
              let archived = try? JSONDecoder().decode(Archived.self, from: Data(referencing: data)) else {
            return nil
        }
        self.init(archived: archived)
    }
}
#endif
