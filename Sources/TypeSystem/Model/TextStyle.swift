/// A text style, named as SwiftUI names it (`Font.TextStyle`), plus the platform-only styles
/// `footnote2` (watchOS), `subtitle1` (tvOS) and `extraLargeTitle`/`extraLargeTitle2` (visionOS).
///
/// `title` is the HIG's "Title 1" and `caption` the HIG's "Caption 1".
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// Extra Large Title (visionOS only).
    case extraLargeTitle
    /// Extra Large Title 2 (visionOS only).
    case extraLargeTitle2
    /// Large Title.
    case largeTitle
    /// Title 1.
    case title
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline.
    case headline
    /// Subtitle 1 (tvOS only).
    case subtitle1
    /// Subheadline.
    case subheadline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Footnote 2 (watchOS only).
    case footnote2
    /// Caption 1.
    case caption
    /// Caption 2.
    case caption2

    /// The style's name as the Human Interface Guidelines print it in their tables.
    public var higName: String {
        switch self {
        case .extraLargeTitle: return "Extra Large Title 1"
        case .extraLargeTitle2: return "Extra Large Title 2"
        case .largeTitle: return "Large Title"
        case .title: return "Title 1"
        case .title2: return "Title 2"
        case .title3: return "Title 3"
        case .headline: return "Headline"
        case .subtitle1: return "Subtitle 1"
        case .subheadline: return "Subhead"
        case .body: return "Body"
        case .callout: return "Callout"
        case .footnote: return "Footnote"
        case .footnote2: return "Footnote 2"
        case .caption: return "Caption 1"
        case .caption2: return "Caption 2"
        }
    }

    /// The HIG's name on a platform: watchOS calls footnote "Footnote 1".
    public func higName(on platform: Platform) -> String {
        self == .footnote && platform == .watchOS ? "Footnote 1" : higName
    }

    @usableFromInline var index: Int {
        switch self {
        case .extraLargeTitle: return 0
        case .extraLargeTitle2: return 1
        case .largeTitle: return 2
        case .title: return 3
        case .title2: return 4
        case .title3: return 5
        case .headline: return 6
        case .subtitle1: return 7
        case .subheadline: return 8
        case .body: return 9
        case .callout: return 10
        case .footnote: return 11
        case .footnote2: return 12
        case .caption: return 13
        case .caption2: return 14
        }
    }
}
