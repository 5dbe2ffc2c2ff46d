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
