/// Size-specific tracking from Apple's published tables.
///
/// Rules (see the README): tracking is stored in 1/1000 em as published. Between two listed sizes
/// it is interpolated linearly in em; below the first or above the last listed size it is clamped
/// to that end's value. Points are derived as size × em ÷ 1000, unrounded.
public enum TrackingRules {
    /// Position of a table in `TrackingTableID.allCases`.
    static func tableIndex(_ id: TrackingTableID) -> Int {
        switch id {
        case .sfPro: return 0
        case .sfProRounded: return 1
        case .newYork: return 2
        case .macOS: return 3
        case .tvOS: return 4
        case .sfCompact: return 5
        case .sfCompactRounded: return 6
        }
    }

    /// The published table for a tracking table id.
    public static func table(_ id: TrackingTableID) -> TrackingTable {
        switch id {
        case .sfPro: return PublishedTables.sfProTracking
        case .sfProRounded: return PublishedTables.sfProRoundedTracking
        case .newYork: return PublishedTables.newYorkTracking
        case .macOS: return PublishedTables.macOSTracking
        case .tvOS: return PublishedTables.tvOSTracking
        case .sfCompact: return PublishedTables.sfCompactTracking
        case .sfCompactRounded: return PublishedTables.sfCompactRoundedTracking
        }
    }

    /// Tracking in 1/1000 em at `pointSize` from `table`: linear interpolation between listed
    /// sizes, clamped outside the table. `pointSize` must be finite.
    @inlinable
    public static func perMille(at pointSize: Double, in entries: [TrackingEntry]) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        if !(pointSize > first.pointSize) { return first.perMille }  // also NaN → first
        if pointSize >= last.pointSize { return last.perMille }
        // Binary search for the first entry whose size is >= pointSize.
        var lo = 0
        var hi = entries.count - 1
        while lo < hi {
            let mid = (lo + hi) >> 1
            if entries[mid].pointSize < pointSize { lo = mid + 1 } else { hi = mid }
        }
        let upper = entries[lo]
        if upper.pointSize == pointSize { return upper.perMille }
        let lower = entries[lo - 1]
        let t = (pointSize - lower.pointSize) / (upper.pointSize - lower.pointSize)
        return lower.perMille + (upper.perMille - lower.perMille) * t
    }

    /// The tracking table Apple publishes for a design on a platform, and whether it is a
    /// stand-in (the design has no table of its own for that platform).
    ///
    /// - SF Pro: the iOS/iPadOS/visionOS table; on macOS the macOS table; on tvOS the tvOS table.
    /// - SF Pro Rounded and New York: published for iOS, iPadOS and visionOS only; they stand in on
    ///   macOS and tvOS (flagged).
    /// - watchOS: SF Compact and SF Compact Rounded; New York uses the New York table (stand-in).
    /// - SF Mono: no table is published anywhere (`nil`).
    public static func tableID(design: FontDesign, platform: Platform) -> (id: TrackingTableID, standIn: Bool)? {
        switch (design, platform) {
        case (.monospaced, _):
            return nil
        case (.default, .watchOS): return (.sfCompact, false)
        case (.rounded, .watchOS): return (.sfCompactRounded, false)
        case (.serif, .watchOS): return (.newYork, true)
        case (.default, .macOS), (.default, .catalystMac): return (.macOS, false)
        case (.default, .tvOS): return (.tvOS, false)
        case (.default, _): return (.sfPro, false)
        case (.rounded, .iOS), (.rounded, .iPadOS), (.rounded, .visionOS), (.rounded, .catalyst):
            return (.sfProRounded, false)
        case (.rounded, _): return (.sfProRounded, true)
        case (.serif, .iOS), (.serif, .iPadOS), (.serif, .visionOS), (.serif, .catalyst):
            return (.newYork, false)
        case (.serif, _): return (.newYork, true)
        }
    }

    /// Tracking for Apple's family name at a size on a platform (the `typography tracking`
    /// command): "SF Pro" on macOS reads the macOS table, on tvOS the tvOS table.
    public static func tracking(
        family: String, platform: Platform?, pointSize: Double
    ) throws -> (table: TrackingTableID, tracking: Tracking) {
        try validatePointSize(pointSize)
        let key = normalizedName(family)
        let id: TrackingTableID
        switch key {
        case "sfpro":
            switch platform {
            case .macOS?, .catalystMac?: id = .macOS
            case .tvOS?: id = .tvOS
            case .watchOS?:
                throw TypeSystemError(.notPublished, "SF Pro tracking is not published for watchOS; watchOS uses SF Compact")
            default: id = .sfPro
            }
        case "sfprorounded": id = .sfProRounded
        case "newyork", "ny": id = .newYork
        case "sfcompact": id = .sfCompact
        case "sfcompactrounded": id = .sfCompactRounded
        default:
            throw TypeSystemError.unknown(
                "tracking family", family,
                accepted: ["SF Pro", "SF Pro Rounded", "New York", "SF Compact", "SF Compact Rounded"])
        }
        let pm = perMille(at: pointSize, in: table(id).entries)
        return (id, Tracking(perMille: pm, pointSize: pointSize))
    }

    /// Point sizes must be finite, positive and below an absurd bound.
    public static func validatePointSize(_ pointSize: Double, what: String = "point size") throws {
        guard pointSize.isFinite else { throw TypeSystemError.badNumber(what, pointSize, "not a finite number") }
        guard pointSize > 0 else { throw TypeSystemError.badNumber(what, pointSize, "must be greater than 0") }
        guard pointSize <= 100_000 else {
            throw TypeSystemError.badNumber(what, pointSize, "larger than 100000 pt")
        }
    }
}
