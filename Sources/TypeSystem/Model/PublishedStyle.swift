/// One row of a published text-style table: a style's weight, size and leading at one
/// content size category (or the single table of a platform without Dynamic Type).
///
/// Values are typed exactly as Apple publishes them. `emphasizedWeight` is `nil` where Apple
/// publishes no emphasized weight for the style on that platform.
public struct PublishedStyle: Sendable, Hashable {
    /// The text style of the row.
    public let style: TextStyle
    /// The style's weight, as published.
    public let weight: FontWeight
    /// Point size, in points.
    public let pointSize: Double
    /// Leading as the HIG prints it: the line height, baseline to baseline, in points.
    public let lineHeight: Double
    /// The weight of the style's emphasized variant (the bold trait), as published.
    public let emphasizedWeight: FontWeight?

    /// A row as published: style, weight, point size, line height and emphasized weight.
    public init(
        _ style: TextStyle, _ weight: FontWeight, _ pointSize: Double, _ lineHeight: Double,
        emphasized: FontWeight? = nil
    ) {
        self.style = style
        self.weight = weight
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.emphasizedWeight = emphasized
    }
}

/// One row of a published tracking table: at `pointSize`, tracking is `perMille` thousandths
/// of an em. `publishedPoints` is the table's own point column, kept only as a cross-check:
/// it carries rounding noise, and points are always derived as size × perMille ÷ 1000.
public struct TrackingEntry: Sendable, Hashable {
    /// The row's point size, in points.
    public let pointSize: Double
    /// The tracking at that size, in thousandths of an em.
    public let perMille: Double
    /// The table's own point column (rounded); a cross-check only.
    public let publishedPoints: Double

    /// A row of the table: point size, tracking in 1/1000 em, and the table's point column.
    public init(_ pointSize: Double, _ perMille: Double, _ publishedPoints: Double) {
        self.pointSize = pointSize
        self.perMille = perMille
        self.publishedPoints = publishedPoints
    }
}

/// The seven tracking tables Apple publishes in the HIG.
public enum TrackingTableID: String, CaseIterable, Sendable, Hashable, Codable {
    /// "iOS, iPadOS, visionOS tracking values", SF Pro tab.
    case sfPro
    /// "iOS, iPadOS, visionOS tracking values", SF Pro Rounded tab.
    case sfProRounded
    /// "iOS, iPadOS, visionOS tracking values", New York tab.
    case newYork
    /// "macOS tracking values" (SF Pro on macOS).
    case macOS
    /// "tvOS tracking values" (SF Pro on tvOS).
    case tvOS
    /// "watchOS tracking values", SF Compact tab.
    case sfCompact
    /// "watchOS tracking values", SF Compact Rounded tab.
    case sfCompactRounded
}

/// A published tracking table: its rows in increasing size, and where it was published.
public struct TrackingTable: Sendable {
    /// Which table this is.
    public let id: TrackingTableID
    /// Apple's family the table is for ("SF Pro", "New York", "SF Compact Rounded"…).
    public let family: String
    /// Rows sorted by increasing point size, exactly as published.
    public let entries: [TrackingEntry]
    /// Where the values were published.
    public let source: String

    /// A table of `entries`, given sorted by increasing point size, for `family`, published at `source`.
    public init(id: TrackingTableID, family: String, entries: [TrackingEntry], source: String) {
        self.id = id
        self.family = family
        self.entries = entries
        self.source = source
    }
}
