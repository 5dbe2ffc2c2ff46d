import TypeSystem

/// The text styles a Swift fix can name, from the published tables.
enum SwiftFixStyles {
    /// iOS's text styles at Large, from the published Dynamic Type table (HIG), in its row order.
    static let iOSLarge: [PublishedStyle] = PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles ?? []
    /// watchOS's at Large, the default of the 40, 41 and 42 mm cases (HIG's watchOS table).
    /// (Without Footnote 2, which SwiftUI's `Font` does not name.)
    static let watchOSLarge: [PublishedStyle] = (PublishedTables.watchOSDynamicType.first { $0.category == .large }?.styles ?? [])
        .filter { $0.style != .footnote2 }

    /// The text style whose Large size on `platform` is `size`: the one of weight `weight` when
    /// there is one, else the Regular one, else the first. None on a platform without a
    /// published Dynamic Type table of its own (a size there has no style to become).
    static func style(ofLargeSize size: Double, weight: FontWeight?, platform: Platform = .iOS) -> PublishedStyle? {
        let table: [PublishedStyle]
        switch platform {
        case .iOS, .iPadOS: table = iOSLarge
        case .watchOS: table = watchOSLarge
        default: return nil
        }
        let same = table.filter { $0.pointSize == size }
        return same.first { $0.weight == (weight ?? .regular) } ?? same.first { $0.weight == .regular } ?? same.first
    }
}
