/// A system font design, as SwiftUI's `Font.Design`. A design changes only the family:
/// never the size, weight or line height of a text style.
public enum FontDesign: String, CaseIterable, Sendable, Hashable, Codable {
    case `default`
    case rounded
    case serif
    case monospaced
}

/// A width of the system font, as SwiftUI's `Font.Width`.
public enum FontWidth: String, CaseIterable, Sendable, Hashable, Codable {
    case compressed
    case condensed
    case standard
    case expanded
}

/// The leading variant of a text style (`Font.Leading`, the tight/loose leading symbolic traits).
public enum LeadingVariant: String, CaseIterable, Sendable, Hashable, Codable {
    case tight
    case standard
    case loose
}

/// The Bold Text accessibility setting (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: String, CaseIterable, Sendable, Hashable, Codable {
    case regular
    case bold
}
