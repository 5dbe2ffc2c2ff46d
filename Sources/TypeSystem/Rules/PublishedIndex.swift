/// The published tables laid out for constant-time lookup: one flat array per platform table,
/// indexed by category and style. Built once, on first use, from `Published`.
struct PublishedIndex: Sendable {
    /// Which published table a platform reads.
    enum Table: Int, CaseIterable, Sendable {
        case iOS = 0, watchOS, macOS, tvOS, visionOS
    }

    static let styleCount = TextStyle.allCases.count
    static let categoryCount = ContentSizeCategory.allCases.count

    /// rows[table][category * styleCount + style]; tables without Dynamic Type use category 0.
    let rows: [[PublishedStyle?]]
    /// Categories that have a published table, per table.
    let categories: [[ContentSizeCategory]]
    /// The styles of each table in the order Apple's table lists them.
    let order: [[TextStyle]]

    static let shared = PublishedIndex()

    init() {
        var rows = [[PublishedStyle?]](
            repeating: [PublishedStyle?](repeating: nil, count: Self.styleCount * Self.categoryCount),
            count: Table.allCases.count)
        var categories = [[ContentSizeCategory]](repeating: [], count: Table.allCases.count)
        var order = [[TextStyle]](repeating: [], count: Table.allCases.count)
        func fill(_ table: Table, _ entries: [(category: ContentSizeCategory, styles: [PublishedStyle])]) {
            for entry in entries {
                categories[table.rawValue].append(entry.category)
                if order[table.rawValue].isEmpty { order[table.rawValue] = entry.styles.map(\.style) }
                for row in entry.styles {
                    rows[table.rawValue][entry.category.index * Self.styleCount + row.style.index] = row
                }
            }
        }
        fill(.iOS, Published.iOSDynamicType)
        fill(.watchOS, Published.watchOSDynamicType)
        fill(.macOS, [(.large, Published.macOSTextStyles)])
        fill(.tvOS, [(.large, Published.tvOSTextStyles)])
        fill(.visionOS, [(.large, Published.visionOSTextStyles)])
        self.rows = rows
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

    func row(_ table: Table, _ category: ContentSizeCategory, _ style: TextStyle) -> PublishedStyle? {
        rows[table.rawValue][category.index * Self.styleCount + style.index]
    }

    /// The styles published for a table, in the order Apple lists them.
    func styles(_ table: Table) -> [TextStyle] { order[table.rawValue] }
}
