/// Tracking at one size: stored in thousandths of an em, with points derived from it.
public struct Tracking: Sendable, Hashable, Codable {
    /// Tracking in 1/1000 em, as Apple's tables publish it.
    public let perMille: Double
    /// Tracking in points: `pointSize × perMille ÷ 1000`, unrounded.
    public let points: Double

    /// The tracking of `perMille` thousandths of an em at `pointSize` points.
    public init(perMille: Double, pointSize: Double) {
        self.perMille = perMille
        self.points = Tracking.points(perMille: perMille, pointSize: pointSize)
    }

    /// The one conversion from 1/1000 em to points.
    @inlinable
    public static func points(perMille: Double, pointSize: Double) -> Double {
        pointSize * perMille / 1000
    }
}

/// Parts of a resolved style that are not Apple's published numbers but a documented model
/// (see the README, "What is published and what is modelled"). Empty for a style resolved
/// entirely from published tables.
public struct Assumptions: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt16
    /// A set of the given bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Bold Text: Apple publishes no weight mapping; modelled as +200 on the 1–1000 scale.
    public static let legibilityWeightModel = Assumptions(rawValue: 1 << 0)
    /// Tight/loose leading on a platform for which Apple states no adjustment (tvOS, visionOS):
    /// the iOS and macOS ±2 pt is used.
    public static let leadingAdjustmentModel = Assumptions(rawValue: 1 << 1)
    /// The design has no published tracking table on this platform; the named table stands in.
    public static let trackingTableStandIn = Assumptions(rawValue: 1 << 2)
    /// No tracking is published for this design at all (SF Mono): tracking is 0.
    public static let trackingUnpublished = Assumptions(rawValue: 1 << 3)
    /// The bold trait was asked for but no emphasized weight is published for this style on
    /// this platform: the style's weight is kept.
    public static let emphasizedWeightUnpublished = Assumptions(rawValue: 1 << 4)
    /// Mac Catalyst "Scale Interface to Match iPad": the iOS values × 0.77 (the whole interface is
    /// scaled, so optical size and tracking per mille stay those of the unscaled iOS size).
    public static let catalystScaling = Assumptions(rawValue: 1 << 5)

    /// Each assumption with its stable JSON name and a one-line explanation.
    public static let all: [(Assumptions, String, String)] = [
        (.legibilityWeightModel, "legibilityWeightModel",
         "Bold Text weight is modelled (+200 on the 1-1000 scale); Apple publishes no mapping"),
        (.leadingAdjustmentModel, "leadingAdjustmentModel",
         "tight/loose leading uses iOS's ±2 pt; Apple states no value for this platform"),
        (.trackingTableStandIn, "trackingTableStandIn",
         "no tracking table is published for this design on this platform; a related table stands in"),
        (.trackingUnpublished, "trackingUnpublished",
         "no tracking is published for this design; tracking is 0"),
        (.emphasizedWeightUnpublished, "emphasizedWeightUnpublished",
         "no emphasized weight is published for this style here; the regular weight is kept"),
        (.catalystScaling, "catalystScaling",
         "Mac Catalyst scales the iOS values by 0.77; optical size and per-mille tracking follow the unscaled size"),
    ]

    /// Stable names of the assumptions in this set.
    public var names: [String] { Assumptions.all.filter { contains($0.0) }.map(\.1) }
}

/// A text style resolved in an environment: everything needed to set text in it.
public struct ResolvedStyle: Sendable, Hashable {
    /// The platform the style was resolved on.
    public let platform: Platform
    /// The content size category used; `nil` on platforms without Dynamic Type.
    public let size: DynamicTypeSize?
    /// The text style.
    public let style: TextStyle
    /// The weight to draw with, after the bold trait and Bold Text.
    public let weight: FontWeight
    /// The point size, in points.
    public let pointSize: Double
    /// Baseline-to-baseline distance in points, after tight/loose leading.
    public let lineHeight: Double
    /// The style's published emphasized weight (what the bold trait gives), if published.
    public let emphasizedWeight: FontWeight?
    /// The design (the family's design: default, rounded, serif, monospaced).
    public let design: FontDesign
    /// The width.
    public let width: FontWidth
    /// Whether the italic trait is on.
    public let italic: Bool
    /// The leading variant the line height includes.
    public let leading: LeadingVariant
    /// Apple's family for the design on this platform ("SF Pro", "SF Compact Rounded", "New York"…).
    public let family: String
    /// The tracking at the point size.
    public let tracking: Tracking
    /// The published tracking table the tracking came from; `nil` when none applies.
    public let trackingTable: TrackingTableID?
    /// The optical size the system font uses: the point size at which the text is rendered.
    public let opticalSize: Double
    /// What in this result is a documented model rather than a published number.
    public let assumptions: Assumptions
}

extension ResolvedStyle: Encodable {
    enum CodingKeys: String, CodingKey {
        case platform, size, style, weight, pointSize, lineHeight, emphasizedWeight, design, width,
             italic, leading, family, tracking, trackingTable, opticalSize, assumptions
    }

    private struct TrackingJSON: Encodable {
        let perMille: Double
        let points: Double
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(platform.rawValue, forKey: .platform)
        try c.encode(size?.rawValue, forKey: .size)
        try c.encode(style.rawValue, forKey: .style)
        try c.encode(weight.rawValue, forKey: .weight)
        try c.encode(pointSize, forKey: .pointSize)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(emphasizedWeight?.rawValue, forKey: .emphasizedWeight)
        try c.encode(design.rawValue, forKey: .design)
        try c.encode(width.rawValue, forKey: .width)
        try c.encode(italic, forKey: .italic)
        try c.encode(leading.rawValue, forKey: .leading)
        try c.encode(family, forKey: .family)
        try c.encode(TrackingJSON(perMille: tracking.perMille, points: tracking.points), forKey: .tracking)
        try c.encode(trackingTable?.rawValue, forKey: .trackingTable)
        try c.encode(opticalSize, forKey: .opticalSize)
        try c.encode(assumptions.names, forKey: .assumptions)
    }
}
