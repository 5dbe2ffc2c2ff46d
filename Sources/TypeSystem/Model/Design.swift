/// A system font design, as SwiftUI's `Font.Design`. A design changes only the family:
/// never the size, weight or line height of a text style.
public enum FontDesign: String, CaseIterable, Sendable, Hashable, Codable {
    /// The default design (SF Pro).
    case `default`
    /// The rounded design (SF Pro Rounded).
    case rounded
    /// The serif design (New York).
    case serif
    /// The monospaced design (SF Mono).
    case monospaced
}

/// A width of the system font, as SwiftUI's `Font.Width`.
public enum FontWidth: String, CaseIterable, Sendable, Hashable, Codable {
    /// The compressed width (SF Pro's narrowest).
    case compressed
    /// The condensed width.
    case condensed
    /// The standard width.
    case standard
    /// The expanded width (SF Pro's widest).
    case expanded

    /// The width as a CSS `font-stretch` percentage, the unit of a `wdth` axis: condensed 75,
    /// standard 100 and expanded 125 are CSS's keywords of those names; compressed, which CSS
    /// does not name, is taken as CSS's `extra-condensed` (62.5).
    public var percentage: Double {
        switch self {
        case .compressed: return 62.5
        case .condensed: return 75
        case .standard: return 100
        case .expanded: return 125
        }
    }
}

/// The leading variant of a text style (`Font.Leading`, the tight/loose leading symbolic traits).
public enum LeadingVariant: String, CaseIterable, Sendable, Hashable, Codable {
    /// Tight leading: a smaller line height than the standard (2 pt less on iOS and macOS).
    case tight
    /// The style's standard line height.
    case standard
    /// Loose leading: a larger line height than the standard (2 pt more on iOS and macOS).
    case loose
}

/// The Bold Text accessibility setting (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: String, CaseIterable, Sendable, Hashable, Codable {
    /// Bold Text is off.
    case regular
    /// Bold Text is on: text draws heavier (a modelled weight, see ``Assumptions/legibilityWeightModel``).
    case bold
}
