/// The published tables laid out for constant-time lookup: one flat array per platform table,
/// indexed by category and style. Built once, on first use, from `Published`.
final class PublishedIndex: Sendable {
    /// Which published table a platform reads.
    enum Table: Int, CaseIterable, Sendable {
        case iOS = 0, watchOS, macOS, tvOS, visionOS
    }

    static let styleCount = TextStyle.everyStyle.count
    static let categoryCount = DynamicTypeSize.allCases.count

    /// One flat array, so that a lookup touches no inner array (no retain/release on the hot
    /// path): rows[(table * categoryCount + category) * styleCount + style]. Tables without
    /// Dynamic Type are filed under Large.
    let rows: [PublishedStyle?]
    /// The tracking tables' sizes and values, flat, in `TrackingTableID.allCases` order;
    /// `trackingRange[id]` is a table's slice.
    let trackingSizes: [Double]
    let trackingValues: [Double]
    let trackingRange: [Range<Int>]
    /// Every table's value at each whole point size 0…`wholeSizeLimit`, computed once by
    /// `searchPerMille` (so identical to it): every published style size is a whole number.
    let wholeSizeTracking: [Double]
    static let wholeSizeLimit = 300
    /// Categories that have a published table, per table.
    let categories: [[DynamicTypeSize]]
    /// The styles of each table in the order Apple's table lists them.
    let order: [[TextStyle]]

    static let shared = PublishedIndex()

    init() {
        var rows = [PublishedStyle?](
            repeating: nil, count: Table.allCases.count * Self.categoryCount * Self.styleCount)
        var categories = [[DynamicTypeSize]](repeating: [], count: Table.allCases.count)
        var order = [[TextStyle]](repeating: [], count: Table.allCases.count)
        func fill(_ table: Table, _ entries: [(category: DynamicTypeSize, styles: [PublishedStyle])]) {
            for entry in entries {
                categories[table.rawValue].append(entry.category)
                if order[table.rawValue].isEmpty { order[table.rawValue] = entry.styles.map(\.style) }
                for row in entry.styles {
                    rows[Self.slot(table, entry.category, row.style)] = row
                }
            }
        }
        fill(.iOS, PublishedTables.iOSDynamicType)
        fill(.watchOS, PublishedTables.watchOSDynamicType)
        fill(.macOS, [(.large, PublishedTables.macOSTextStyles)])
        fill(.tvOS, [(.large, PublishedTables.tvOSTextStyles)])
        fill(.visionOS, [(.large, PublishedTables.visionOSTextStyles)])
        self.rows = rows
        var sizes: [Double] = []
        var values: [Double] = []
        var ranges: [Range<Int>] = []
        for id in TrackingTableID.allCases {
            let start = sizes.count
            for e in TrackingRules.table(id).entries {
                sizes.append(e.pointSize)
                values.append(e.perMille)
            }
            ranges.append(start..<sizes.count)
        }
        trackingSizes = sizes
        trackingValues = values
        trackingRange = ranges
        var whole: [Double] = []
        whole.reserveCapacity(ranges.count * (Self.wholeSizeLimit + 1))
        for range in ranges {
            for size in 0...Self.wholeSizeLimit {
                whole.append(Self.searchPerMille(Double(size), range, sizes, values))
            }
        }
        wholeSizeTracking = whole
        self.categories = categories
        self.order = order
    }

    static func table(for platform: Platform) -> Table {
        switch platform {
        case .iOS, .iPadOS, .catalyst: return .iOS
        case .watchOS: return .watchOS
        case .macOS, .catalystMac: return .macOS
        case .tvOS: return .tvOS
        case .visionOS: return .visionOS
        }
    }

    func row(_ table: Table, _ category: DynamicTypeSize, _ style: TextStyle) -> PublishedStyle? {
        rows[Self.slot(table, category, style)]
    }

    /// The styles published for a table, in the order Apple lists them.
    func styles(_ table: Table) -> [TextStyle] { order[table.rawValue] }

    static func slot(_ table: Table, _ category: DynamicTypeSize, _ style: TextStyle) -> Int {
        (table.rawValue * categoryCount + category.index) * styleCount + style.index
    }

    /// Tracking in 1/1000 em from a published table, by the rules of
    /// `TrackingRules.perMille(at:in:)` (linear between rows, clamped outside), on the flat copy.
    func perMille(_ id: TrackingTableID, at pointSize: Double) -> Double {
        let table = TrackingRules.tableIndex(id)
        if pointSize >= 0, pointSize <= Double(Self.wholeSizeLimit), pointSize == pointSize.rounded(.down) {
            return wholeSizeTracking[table * (Self.wholeSizeLimit + 1) + Int(pointSize)]
        }
        return Self.searchPerMille(pointSize, trackingRange[table], trackingSizes, trackingValues)
    }

    static func searchPerMille(
        _ pointSize: Double, _ range: Range<Int>, _ trackingSizes: [Double], _ trackingValues: [Double]
    ) -> Double {
        guard !range.isEmpty else { return 0 }
        let first = range.lowerBound
        let last = range.upperBound - 1
        if !(pointSize > trackingSizes[first]) { return trackingValues[first] }  // also NaN
        if pointSize >= trackingSizes[last] { return trackingValues[last] }
        var lo = first
        var hi = last
        while lo < hi {
            let mid = (lo + hi) >> 1
            if trackingSizes[mid] < pointSize { lo = mid + 1 } else { hi = mid }
        }
        if trackingSizes[lo] == pointSize { return trackingValues[lo] }
        let t = (pointSize - trackingSizes[lo - 1]) / (trackingSizes[lo] - trackingSizes[lo - 1])
        return trackingValues[lo - 1] + (trackingValues[lo] - trackingValues[lo - 1]) * t
    }
}
