#if !canImport(UIKit)
import Foundation
import TypeSystem

/// UIKit's `UIFont`, resolved against Apple's published tables in the environment's platform
/// (iOS unless ``TypeSystem/TypeEnvironment/current`` says otherwise).
///
/// Which of Apple's numbers each property is:
/// - ``pointSize``: the HIG table's Size column for a text style (`preferredFont`), else the size given.
/// - ``resolved``: the whole answer in SwiftUI's shape, including the HIG's **Leading**
///   (`resolved.lineHeight`: 22 for body at Large on iOS) and tracking.
/// - `lineHeight`, `ascender`, `descender`, `leading`, `capHeight`, `xHeight`, `init?(name:size:)`,
///   `familyNames` and `fontNames(forFamilyName:)` need the installed font files, which this module
///   does not read: they come with the `TypographyText` module (and `import Typography`), which
///   reads them from the face the font catalog chooses.
/// - ``fontName``, ``familyName``: the HIG's family and weight names (`SF Pro`, `SF Pro
///   Semibold`), not UIKit's private system names (`.SFUI-Semibold`), or the name given.
///
/// A value Apple does not publish (a style missing from the platform's table, any style on
/// visionOS) is NaN and ``resolved``'s `unpublished` says why.
public final class UIFont: UIKitObject, @unchecked Sendable {
    /// The descriptor the font was made from.
    public let fontDescriptor: UIFontDescriptor
    /// The font resolved in its environment: Apple's numbers in SwiftUI's shape.
    public let resolved: Font.Resolved

    init(descriptor: UIFontDescriptor, size: CGFloat, traits: UITraitCollection?) {
        let d = descriptor.copied()
        if traits != nil { d.traits = traits }
        if size > 0 {
            d.explicitSize = Double(size)
        }
        fontDescriptor = d
        let env = d.environment
        if let explicit = d.explicitSize {
            // A text style at an explicit size keeps the style's weight (as UIKit keeps it) but
            // no longer scales: the system font at that size.
            var font = d.font
            if case .style = font.base {
                var regular = env  // the style's own weight; Bold Text applies once, below
                regular.legibilityWeight = .regular
                let weight = font.resolve(in: regular).weight
                font.base = .system(size: explicit)
                font.modifiers.weight = weight
            } else if case .system = font.base {
                font.base = .system(size: explicit)
            } else if case .custom(let name, _, _) = font.base {
                font.base = .custom(name: name, size: explicit, relativeTo: nil)
            }
            resolved = font.resolve(in: env)
        } else {
            resolved = d.font.resolve(in: env)
        }
    }

    /// A font for a descriptor at a size; 0 keeps the descriptor's size (UIKit's `init(descriptor:size:)`).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(descriptor: descriptor, size: pointSize, traits: nil)
    }

    /// The font of a text style in the current traits (UIKit's `preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style for a trait collection: Apple's published size, weight and line
    /// height at its content size category.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection),
               size: 0, traits: traitCollection)
    }

    /// The system font at a size and weight (UIKit's `systemFont(ofSize:weight:)`); it does not
    /// scale with Dynamic Type, and its tracking is the HIG's at that size.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(Font.system(size: Double(fontSize), weight: weight.fontWeight), fontSize)
    }

    /// The regular system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(Font.system(size: Double(fontSize)).italic(), fontSize)
    }

    /// SF Mono at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(Font.system(size: Double(fontSize), weight: weight.fontWeight, design: .monospaced), fontSize)
    }

    /// The system font with digits of one width (OpenType `tnum`).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(Font.system(size: Double(fontSize), weight: weight.fontWeight).monospacedDigit(), fontSize)
    }

    private static func systemFont(_ font: Font, _ size: CGFloat) -> UIFont {
        UIFont(descriptor: UIFontDescriptor(font: font, textStyle: nil, explicitSize: Double(size), traits: nil),
               size: size, traits: nil)
    }

    /// The system font at a size, weight and width (UIKit's `systemFont(ofSize:weight:width:)`,
    /// iOS 16): SF Pro's width axis (Compressed, Condensed, Expanded) as the type system resolves it.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(Font.system(size: Double(fontSize), weight: weight.fontWeight).width(width.fontWidth), fontSize)
    }

    /// UIKit's `labelFontSize`: 17 points, the size of a standard label on iOS.
    public static var labelFontSize: CGFloat { 17 }
    /// UIKit's `buttonFontSize`: 18 points, the size of a standard button's title on iOS.
    public static var buttonFontSize: CGFloat { 18 }
    /// UIKit's `smallSystemFontSize`: 12 points on iOS.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's `systemFontSize`: 14 points on iOS.
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(descriptor: fontDescriptor.withSize(fontSize), size: fontSize, traits: nil)
    }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(resolved.pointSize) }
    /// The family: Apple's for the system font (the HIG's names), or the name given.
    public var familyName: String { resolved.family }
    /// The family and weight (`SF Pro Semibold`), or the name given for a font by name.
    public var fontName: String {
        if case .custom(let name, _, _) = fontDescriptor.font.base { return name }
        return "\(resolved.family) \(resolved.weight.higName)\(resolved.isItalic ? " Italic" : "")"
    }

    /// Fonts are equal when made from equal descriptors at the same size in the same environment.
    /// (A font whose numbers are unpublished holds NaN, which equals nothing; such a font equals
    /// itself as the same object.)
    /// (`==` is `NSObject`'s, which asks this.)
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return self === other || (fontDescriptor == other.fontDescriptor && resolved == other.resolved)
    }

    /// Hashes the descriptor and the resolution.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontDescriptor)
        hasher.combine(resolved)
        return hasher.finalize()
    }

    /// `fontName` and the size.
    public override var description: String { "\(fontName) \(resolved.pointSize) pt" }

    /// UIKit's `UIFont.TextStyle`, with UIKit's raw values (`UICTFontTextStyleBody`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public let rawValue: String
        /// A style from its raw value; an unknown one resolves as body.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large Title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1 (SwiftUI's `title`).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadline (the HIG's Subhead).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnote.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1 (SwiftUI's `caption`).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        /// Extra Large Title (visionOS; no size is published). This raw value is ours: UIKit's is
        /// not documented.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// Extra Large Title 2 (visionOS; no size is published). This raw value is ours.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")

        /// The UIKit style of a type-system style.
        public init(_ style: TypeSystem.TextStyle) {
            switch style {
            case .extraLargeTitle: self = .extraLargeTitle
            case .extraLargeTitle2: self = .extraLargeTitle2
            case .largeTitle: self = .largeTitle
            case .title: self = .title1
            case .title2: self = .title2
            case .title3: self = .title3
            case .headline: self = .headline
            case .subtitle1: self = TextStyle(rawValue: "UICTFontTextStyleSubtitle1")
            case .subheadline: self = .subheadline
            case .body: self = .body
            case .callout: self = .callout
            case .footnote: self = .footnote
            case .footnote2: self = TextStyle(rawValue: "UICTFontTextStyleFootnote2")
            case .caption: self = .caption1
            case .caption2: self = .caption2
            }
        }

        /// The type system's style (SwiftUI's name).
        public var textStyle: TypeSystem.TextStyle {
            for style in TypeSystem.TextStyle.everyStyle where TextStyle(style) == self { return style }
            return .body
        }
    }

    /// UIKit's `UIFont.Width` (iOS 16): the system font's widths. UIKit does not document the raw
    /// values; these (−0.4 compressed … 0.2 expanded, 0 standard) are ours and only order the widths.
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// The raw value (ours; see the type's note).
        public let rawValue: CGFloat
        /// A width from its raw value; the nearest named width is used.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A width from its raw value (UIKit's unlabeled spelling).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// SF Pro Compressed.
        public static let compressed = Width(rawValue: -0.4)
        /// SF Pro Condensed.
        public static let condensed = Width(rawValue: -0.2)
        /// SF Pro, the standard width.
        public static let standard = Width(rawValue: 0)
        /// SF Pro Expanded.
        public static let expanded = Width(rawValue: 0.2)

        /// The type system's width nearest to this one.
        public var fontWidth: FontWidth {
            if rawValue <= -0.3 { return .compressed }
            if rawValue <= -0.1 { return .condensed }
            if rawValue >= 0.1 { return .expanded }
            return .standard
        }
    }

    /// UIKit's `UIFont.Weight`, with UIKit's raw values (`-0.8` Ultralight … `0.62` Black).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// UIKit's raw value.
        public let rawValue: CGFloat
        /// A weight from its raw value; one between two named weights draws as the nearer.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value (UIKit's unlabeled spelling).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultralight (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        static let named: [(Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// The UIKit weight of a named weight.
        public init(_ weight: FontWeight) {
            self = Weight.named.first { $0.1 == weight }?.0 ?? .regular
        }

        /// The named weight nearest to this one.
        public var fontWeight: FontWeight {
            var best = (FontWeight.regular, CGFloat.infinity)
            for (w, f) in Weight.named where abs(w.rawValue - rawValue) < best.1 { best = (f, abs(w.rawValue - rawValue)) }
            return best.0
        }

        /// Lighter first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
#endif
