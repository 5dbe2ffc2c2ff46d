/// Resolving a text style in an environment: the rules of the type system.
extension TextStyle {
    /// Resolves this style on a platform with the user's settings and the given modifiers.
    ///
    /// - The category is the environment's (or the platform's default), clamped to `sizeRange`;
    ///   platforms without Dynamic Type (macOS, tvOS, Catalyst optimized for Mac) have one table.
    /// - `bold` gives the style's published emphasized weight; an explicit `weight` wins over it;
    ///   Bold Text (legibility weight) then makes the weight heavier (a documented model).
    /// - Tight/loose leading subtracts/adds 2 pt (1 pt on watchOS) to the line height.
    /// - The design changes only the family and the tracking table, never size, weight or leading.
    /// - Tracking comes from the published table of the design on the platform at the point size.
    ///
    /// Throws `TypeSystemError` (`.notPublished`) for a style or category Apple publishes no
    /// values for on that platform: nothing is made up.
    public func resolved(
        in environment: TypeEnvironment, modifiers: StyleModifiers = .none
    ) throws -> ResolvedStyle {
        let platform = environment.platform
        let table = PublishedIndex.table(for: platform)
        let category = try TextStyle.category(for: environment, table: table)
        guard let row = PublishedIndex.shared.row(table, category ?? .large, self) else {
            throw TextStyle.notPublishedError(self, platform: platform, category: category, table: table)
        }
        return TextStyle.resolve(row: row, category: category, environment: environment, modifiers: modifiers)
    }

    /// The category a lookup uses: `nil` for platforms without Dynamic Type.
    static func category(for environment: TypeEnvironment, table: PublishedIndex.Table) throws -> DynamicTypeSize? {
        let platform = environment.platform
        guard platform.supportsDynamicType else { return nil }
        var category: DynamicTypeSize
        if let explicit = environment.dynamicTypeSizeSetting {
            category = explicit
        } else if platform == .watchOS, let mm = environment.watchCaseSizeMM {
            category = try watchDefaultCategory(caseSizeMM: mm)
        } else {
            category = .large
        }
        if let range = environment.sizeRange {
            category = min(max(category, range.lowerBound), range.upperBound)
        }
        return category
    }

    /// The published default content size category of an Apple Watch case size.
    public static func watchDefaultCategory(caseSizeMM: Int) throws -> DynamicTypeSize {
        if let hit = PublishedTables.watchOSDefaultCategory.first(where: { $0.caseSizeMM == caseSizeMM }) {
            return hit.category
        }
        let known = PublishedTables.watchOSDefaultCategory.map { "\($0.caseSizeMM)" }
        if known.isEmpty {
            throw TypeSystemError(.notPublished, "Apple publishes no default text size per watch case size; pass --size instead of --watch-case \(caseSizeMM)")
        }
        throw TypeSystemError(.unknownName, "unknown watch case size \(caseSizeMM) mm; published: \(known.joined(separator: ", "))")
    }

    static func notPublishedError(
        _ style: TextStyle, platform: Platform, category: DynamicTypeSize?, table: PublishedIndex.Table
    ) -> TypeSystemError {
        let index = PublishedIndex.shared
        if let category, !index.categories[table.rawValue].contains(category) {
            let cats = index.categories[table.rawValue].map(\.rawValue).joined(separator: ", ")
            return TypeSystemError(.notPublished, "size \(category.rawValue) is not published for \(platform.rawValue); its sizes are: \(cats)")
        }
        if index.styles(table).isEmpty {
            return TypeSystemError(.notPublished, TextStyle.unpublishedPlatformNote(platform))
        }
        let styles = index.styles(table).map(\.rawValue).joined(separator: ", ")
        return TypeSystemError(.notPublished, "style \(style.rawValue) is not published for \(platform.rawValue); its styles are: \(styles)")
    }

    static func resolve(
        row: PublishedStyle, category: DynamicTypeSize?, environment: TypeEnvironment,
        modifiers: StyleModifiers
    ) -> ResolvedStyle {
        let platform = environment.platform
        var assumptions: Assumptions = []

        var weight = row.weight
        if modifiers.bold {
            if let emphasized = row.emphasizedWeight {
                weight = emphasized
            } else {
                assumptions.insert(.emphasizedWeightUnpublished)
            }
        }
        if let explicit = modifiers.weight { weight = explicit }
        if environment.legibilityWeight == .bold {
            weight = weight.boldTextWeight
            assumptions.insert(.legibilityWeightModel)
        }

        var lineHeight = row.lineHeight
        if modifiers.leading != .standard {
            let step: Double = platform == .watchOS ? 1 : 2
            lineHeight += modifiers.leading == .tight ? -step : step
            if platform == .tvOS || platform == .visionOS { assumptions.insert(.leadingAdjustmentModel) }
        }

        // The size the text is rendered at before any interface scaling.
        let renderedSize = row.pointSize
        var pointSize = row.pointSize
        if platform == .catalyst {
            pointSize = catalystScaled(pointSize)
            lineHeight = catalystScaled(lineHeight)
            assumptions.insert(.catalystScaling)
        }

        let trackingTable: TrackingTableID?
        let perMille: Double
        if let pick = TrackingRules.tableID(design: modifiers.design, platform: platform) {
            trackingTable = pick.id
            if pick.standIn { assumptions.insert(.trackingTableStandIn) }
            perMille = PublishedIndex.shared.perMille(pick.id, at: renderedSize)
        } else {
            trackingTable = nil
            perMille = 0
            assumptions.insert(.trackingUnpublished)
        }

        return ResolvedStyle(
            platform: platform, size: category, style: row.style, weight: weight,
            pointSize: pointSize, lineHeight: lineHeight, emphasizedWeight: row.emphasizedWeight,
            design: modifiers.design, width: modifiers.width, italic: modifiers.italic,
            leading: modifiers.leading, family: Font.appleFamily(design: modifiers.design, platform: platform),
            tracking: Tracking(perMille: perMille, pointSize: pointSize), trackingTable: trackingTable,
            opticalSize: renderedSize, assumptions: assumptions)
    }

    /// Why a platform has no text-style table (visionOS: the HIG publishes none).
    public static func unpublishedPlatformNote(_ platform: Platform) -> String {
        "Apple publishes no text-style table for \(platform.rawValue): the HIG gives only SF Pro as the system font, a 17 pt default and 12 pt minimum text size, \"bolder\" body and title styles and Extra Large Title 1 and 2 without sizes, weights or leading; nothing is made up here"
    }

    /// Mac Catalyst "Scale Interface to Match iPad": 77 %. Computed as × 77 ÷ 100 so that the
    /// result is the double nearest the exact product (17 → 13.09, not 13.089999…).
    public static func catalystScaled(_ value: Double) -> Double { value * 77 / 100 }

    /// The styles Apple publishes for a platform, in the order the HIG lists them.
    public static func publishedStyles(for platform: Platform) -> [TextStyle] {
        PublishedIndex.shared.styles(PublishedIndex.table(for: platform))
    }

    /// The content size categories Apple publishes a table for on a platform (empty without
    /// Dynamic Type).
    public static func publishedCategories(for platform: Platform) -> [DynamicTypeSize] {
        guard platform.supportsDynamicType else { return [] }
        return PublishedIndex.shared.categories[PublishedIndex.table(for: platform).rawValue]
    }
}

extension Font {
    /// Apple's family for a design on a platform ("SF Pro", "SF Compact Rounded", "New York"…).
    public static func appleFamily(design: FontDesign, platform: Platform) -> String {
        switch design {
        case .default: return platform == .watchOS ? "SF Compact" : "SF Pro"
        case .rounded: return platform == .watchOS ? "SF Compact Rounded" : "SF Pro Rounded"
        case .serif: return "New York"
        case .monospaced: return "SF Mono"
        }
    }
}

/// The former top-level name of ``Font/appleFamily(design:platform:)``.
@available(*, deprecated, renamed: "Font.appleFamily(design:platform:)")
public func appleFamily(design: FontDesign, platform: Platform) -> String {
    Font.appleFamily(design: design, platform: platform)
}

extension FontWeight {
    /// The weight with Bold Text on. Apple publishes no mapping; this is a documented model:
    /// +200 on the 1–1000 scale (Regular → Semibold, Semibold → Heavy), capped at Black.
    public var boldTextWeight: FontWeight {
        switch self {
        case .ultraLight: return .light
        case .thin: return .regular
        case .light: return .medium
        case .regular: return .semibold
        case .medium: return .bold
        case .semibold: return .heavy
        case .bold, .heavy, .black: return .black
        }
    }
}
