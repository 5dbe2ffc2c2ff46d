extension DynamicTypeSize {
    /// Whether this is one of the accessibility sizes (AX1…AX5), as SwiftUI's
    /// `DynamicTypeSize.isAccessibilitySize`.
    public var isAccessibilitySize: Bool { isAccessibilityCategory }
}

extension TypeEnvironment {
    /// This environment at one Dynamic Type size, like SwiftUI's `.dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> TypeEnvironment {
        var copy = self
        copy.dynamicTypeSize = size
        return copy
    }

    /// This environment with its size limited to a range, like SwiftUI's
    /// `.dynamicTypeSize(_:)` with a range: closed (`.small ... .xxxLarge`), half-open
    /// (`.small ..< .accessibility1`) or one-sided (`.large...`, `...(.xxLarge)`). The user's size
    /// (or the platform's default) is clamped into the sizes the range contains. A range that
    /// contains no size leaves the environment as it is.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> TypeEnvironment where R.Bound == DynamicTypeSize {
        let contained = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lower = contained.first, let upper = contained.last else { return self }
        var copy = self
        copy.sizeRange = lower...upper
        return copy
    }
}

/// A font as SwiftUI describes one: a text style, a system font at a fixed size, or a custom font
/// scaled relative to a style, with modifiers. Resolve it in a `TypeEnvironment` to get Apple's
/// numbers.
///
/// ```swift
/// let font = Font.body.bold().leading(.loose)
/// let resolved = try font.resolved(in: TypeEnvironment(platform: .iOS).dynamicTypeSize(.xxxLarge))
/// resolved.pointSize   // 23: iOS body at xxxLarge (Apple's table)
/// resolved.weight      // .semibold: body's emphasized weight
/// resolved.lineHeight  // 31: 29 + 2 (loose)
/// ```
public struct Font: Sendable, Hashable, Codable {
    /// What the font is before its modifiers.
    public enum Base: Sendable, Hashable, Codable {
        /// A text style of the system font (`Font.body`, `Font.system(.title, design: .serif)`).
        case style(TextStyle)
        /// The system font at a fixed size (`Font.system(size:weight:design:)`): it never scales
        /// with Dynamic Type, but gets the size-specific tracking and optical size of its size.
        case system(size: Double)
        /// A font by name (`Font.custom(_:size:relativeTo:)`, `Font.custom(_:fixedSize:)`): its
        /// size scales like `relativeTo`, or never when `relativeTo` is nil.
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    /// What the font is before its modifiers.
    public var base: Base
    /// The bold trait, explicit weight, leading, design, width and italic.
    public var modifiers: StyleModifiers
    /// Digits of one width (OpenType `tnum`), like `monospacedDigit()`.
    public var monospacedDigits: Bool
    /// Lowercase letters as small capitals (OpenType `smcp`), like `smallCaps()` and
    /// `lowercaseSmallCaps()`.
    public var lowercaseAsSmallCaps: Bool
    /// Capitals as small capitals (OpenType `c2sc`), like `smallCaps()` and `uppercaseSmallCaps()`.
    public var uppercaseAsSmallCaps: Bool
    /// Other OpenType features, in HarfBuzz's syntax (`frac`, `ss01`, `-liga` to turn one off):
    /// what UIKit's `featureSettings` of a font descriptor ask for.
    public var otherFeatures: [String] = []

    init(_ base: Base, modifiers: StyleModifiers = .none) {
        self.base = base
        self.modifiers = modifiers
        monospacedDigits = false
        lowercaseAsSmallCaps = false
        uppercaseAsSmallCaps = false
    }

    /// Large Title.
    public static let largeTitle = Font(.style(.largeTitle))
    /// Title 1.
    public static let title = Font(.style(.title))
    /// Title 2.
    public static let title2 = Font(.style(.title2))
    /// Title 3.
    public static let title3 = Font(.style(.title3))
    /// Headline.
    public static let headline = Font(.style(.headline))
    /// Subheadline (the HIG's "Subhead").
    public static let subheadline = Font(.style(.subheadline))
    /// Body.
    public static let body = Font(.style(.body))
    /// Callout.
    public static let callout = Font(.style(.callout))
    /// Footnote.
    public static let footnote = Font(.style(.footnote))
    /// Caption 1.
    public static let caption = Font(.style(.caption))
    /// Caption 2.
    public static let caption2 = Font(.style(.caption2))

    /// A text style of the system font, optionally in a design and weight
    /// (`Font.system(_:design:weight:)`).
    public static func system(_ style: TextStyle, design: FontDesign? = nil, weight: FontWeight? = nil) -> Font {
        Font(.style(style), modifiers: StyleModifiers(weight: weight, design: design ?? .default))
    }

    /// The system font at a fixed size (`Font.system(size:weight:design:)`). It does not scale
    /// with Dynamic Type; its tracking and optical size are those of its size.
    public static func system(size: Double, weight: FontWeight? = nil, design: FontDesign? = nil) -> Font {
        Font(.system(size: size), modifiers: StyleModifiers(weight: weight, design: design ?? .default))
    }

    /// A font by name whose size scales with Dynamic Type like `textStyle` (body by default, as
    /// in SwiftUI since iOS 14): `Font.custom(_:size:relativeTo:)`.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle = .body) -> Font {
        Font(.custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font by name at a size that never scales: `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(.custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The bold trait: a text style's published emphasized weight, else bold.
    public func bold(_ isActive: Bool = true) -> Font { with { $0.modifiers.bold = isActive } }
    /// The italic face.
    public func italic(_ isActive: Bool = true) -> Font { with { $0.modifiers.italic = isActive } }
    /// An explicit weight, which wins over the style's and over `bold()`.
    public func weight(_ weight: FontWeight) -> Font { with { $0.modifiers.weight = weight } }
    /// A width of the system font (compressed, condensed, standard, expanded).
    public func width(_ width: FontWidth) -> Font { with { $0.modifiers.width = width } }
    /// A design of the system font (rounded, serif, monospaced): only the family and its tracking
    /// table change, never the size, weight or line height.
    public func design(_ design: FontDesign) -> Font { with { $0.modifiers.design = design } }
    /// Tight or loose leading: the line height minus or plus 2 pt (1 pt on watchOS).
    public func leading(_ leading: LeadingVariant) -> Font { with { $0.modifiers.leading = leading } }
    /// The monospaced design (`Font.monospaced()`).
    public func monospaced() -> Font { design(.monospaced) }
    /// Digits of one width (tabular figures, OpenType `tnum`).
    public func monospacedDigit() -> Font { with { $0.monospacedDigits = true } }
    /// Small capitals for lowercase and capital letters (OpenType `smcp` and `c2sc`).
    public func smallCaps() -> Font { with { $0.lowercaseAsSmallCaps = true; $0.uppercaseAsSmallCaps = true } }
    /// Lowercase letters as small capitals (OpenType `smcp`).
    public func lowercaseSmallCaps() -> Font { with { $0.lowercaseAsSmallCaps = true } }
    /// Capitals as small capitals (OpenType `c2sc`).
    public func uppercaseSmallCaps() -> Font { with { $0.uppercaseAsSmallCaps = true } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    /// The OpenType features the modifiers turn on, in tag order (`c2sc`, `smcp`, `tnum`), then
    /// ``otherFeatures``.
    public var features: [String] {
        var tags: [String] = []
        if uppercaseAsSmallCaps { tags.append("c2sc") }
        if lowercaseAsSmallCaps { tags.append("smcp") }
        if monospacedDigits { tags.append("tnum") }
        for tag in otherFeatures where !tags.contains(tag) { tags.append(tag) }
        return tags
    }

    /// Resolves the font in an environment.
    ///
    /// - A text style resolves as `TextStyle.resolved(in:modifiers:)`: Apple's size, line height,
    ///   weight and tracking at the environment's size category.
    /// - A system font at a fixed size keeps its size at every category; its tracking comes from
    ///   the design's published table at that size and its optical size is its size. Apple
    ///   publishes no line height for it: `lineHeight` is nil (the font's own).
    /// - A custom font's size scales like its style (`FontMetrics`), or stays fixed; Apple's
    ///   tracking tables do not apply to it (its own `trak` does, at layout), its weight is the
    ///   explicit weight or bold (700) or regular, and Bold Text makes it heavier by the same
    ///   documented model as the system font.
    public func resolved(in environment: TypeEnvironment) throws -> ResolvedFont {
        switch base {
        case .style(let style):
            let r = try style.resolved(in: environment, modifiers: modifiers)
            return ResolvedFont(font: self, family: r.family, custom: false, style: r, pointSize: r.pointSize,
                                lineHeight: r.lineHeight, weight: r.weight, tracking: r.tracking,
                                opticalSize: r.opticalSize, assumptions: r.assumptions)
        case .system(let size):
            try TrackingRules.validatePointSize(size, what: "font size")
            var assumptions: Assumptions = []
            var weight = modifiers.weight ?? (modifiers.bold ? .bold : .regular)
            if environment.legibilityWeight == .bold {
                weight = weight.boldTextWeight
                assumptions.insert(.legibilityWeightModel)
            }
            var perMille = 0.0
            if let pick = TrackingRules.tableID(design: modifiers.design, platform: environment.platform) {
                if pick.standIn { assumptions.insert(.trackingTableStandIn) }
                perMille = TrackingRules.perMille(at: size, in: TrackingRules.table(pick.id).entries)
            } else {
                assumptions.insert(.trackingUnpublished)
            }
            return ResolvedFont(font: self, family: Font.appleFamily(design: modifiers.design, platform: environment.platform),
                                custom: false, style: nil, pointSize: size, lineHeight: nil, weight: weight,
                                tracking: Tracking(perMille: perMille, pointSize: size), opticalSize: size,
                                assumptions: assumptions)
        case .custom(let name, let size, let relativeTo):
            let custom = CustomFontSize(size: size, relativeTo: relativeTo ?? .body, fixed: relativeTo == nil)
            let points = try custom.pointSize(in: environment)
            var assumptions: Assumptions = []
            var weight = modifiers.weight ?? (modifiers.bold ? .bold : .regular)
            if environment.legibilityWeight == .bold {
                weight = weight.boldTextWeight
                assumptions.insert(.legibilityWeightModel)
            }
            return ResolvedFont(font: self, family: name, custom: true, style: nil, pointSize: points, lineHeight: nil,
                                weight: weight, tracking: Tracking(perMille: 0, pointSize: points), opticalSize: points,
                                assumptions: assumptions)
        }
    }
}

/// A `Font` resolved in an environment: the numbers to lay text out with.
public struct ResolvedFont: Sendable, Hashable {
    /// The font that was resolved (its modifiers and features).
    public let font: Font
    /// The family: Apple's for the system font (`SF Pro`, `SF Pro Rounded`, `New York`…), or the
    /// custom font's name.
    public let family: String
    /// Whether this is a custom font (`Font.custom`), whose tracking comes from its own data.
    public let custom: Bool
    /// The resolved text style, for a text style; nil for a fixed-size system font or a custom font.
    public let style: ResolvedStyle?
    /// The size in points.
    public let pointSize: Double
    /// The line height in points from Apple's table, or nil where Apple publishes none (a system
    /// font at a fixed size, a custom font): the font's own line height applies.
    public let lineHeight: Double?
    /// The weight, after the bold trait, an explicit weight and Bold Text.
    public let weight: FontWeight
    /// Apple's tracking at this size for the system font; zero for a custom font (its own `trak`
    /// applies at layout).
    public let tracking: Tracking
    /// The optical size (`opsz`) the face is set at: the size before any interface scaling.
    public let opticalSize: Double
    /// What is a model rather than a published number (see `Assumptions`).
    public let assumptions: Assumptions
}
