import TypeSystem

/// One text style of one platform in one size category and design, with every facet an exporter
/// writes. Every number comes from `TypeSystem`'s resolution of the published tables.
public struct TypeScaleEntry: Sendable, Hashable {
    /// The platform.
    public let platform: Platform
    /// The size category; `nil` on platforms without Dynamic Type.
    public let category: DynamicTypeSize?
    /// The text style.
    public let style: TextStyle
    /// The design (system, rounded, serif, monospaced).
    public let design: FontDesign
    /// Apple's family for the design on the platform.
    public let family: String
    /// Size in points (CSS px at 1×).
    public let pointSize: Double
    /// Line height in points, standard leading.
    public let lineHeight: Double
    /// Line height in points with tight leading.
    public let tightLineHeight: Double
    /// Line height in points with loose leading.
    public let looseLineHeight: Double
    /// The style's weight.
    public let weight: FontWeight
    /// The published emphasized weight, when published.
    public let emphasizedWeight: FontWeight?
    /// Tracking in 1/1000 em.
    public let trackingPerMille: Double
    /// Tracking in points.
    public let trackingPoints: Double
}

/// The whole type system of a platform as a flat list of entries, in the HIG's category and style
/// order, each style in each design.
public enum TypeScale {
    /// The platforms an export covers: those with a published table (visionOS has none).
    public static let exportablePlatforms: [Platform] = [.iOS, .iPadOS, .macOS, .tvOS, .watchOS]

    /// Every published style of `platform` in every published category (or the one table) and
    /// every design. Throws `TypeSystemError` for a platform without published tables.
    public static func entries(platform: Platform) throws -> [TypeScaleEntry] {
        let categories: [DynamicTypeSize?] = platform.supportsDynamicType
            ? TextStyle.publishedCategories(for: platform).map { $0 } : [nil]
        if TextStyle.publishedStyles(for: platform).isEmpty || (platform.supportsDynamicType && categories.isEmpty) {
            throw TypeSystemError(.notPublished, TextStyle.unpublishedPlatformNote(platform))
        }
        var out: [TypeScaleEntry] = []
        for category in categories {
            let environment = TypeEnvironment(platform: platform, dynamicTypeSize: category)
            for style in TextStyle.publishedStyles(for: platform) {
                for design in FontDesign.allCases {
                    let base = try style.resolved(in: environment, modifiers: StyleModifiers(design: design))
                    let tight = try style.resolved(in: environment, modifiers: StyleModifiers(leading: .tight, design: design))
                    let loose = try style.resolved(in: environment, modifiers: StyleModifiers(leading: .loose, design: design))
                    out.append(TypeScaleEntry(
                        platform: platform, category: category, style: style, design: design, family: base.family,
                        pointSize: base.pointSize, lineHeight: base.lineHeight, tightLineHeight: tight.lineHeight,
                        looseLineHeight: loose.lineHeight, weight: base.weight, emphasizedWeight: base.emphasizedWeight,
                        trackingPerMille: base.tracking.perMille, trackingPoints: base.tracking.points))
                }
            }
        }
        return out
    }
}

/// Open fallbacks after Apple's families in every font stack: the design map's open defaults.
public enum FontStacks {
    /// The CSS font stack for a design: Apple's families first, then the open faces, and only
    /// then `system-ui` (which every browser resolves, so nothing after it is ever used: before
    /// Inter it would stop Inter on Linux and Windows).
    public static func css(_ design: FontDesign) -> [String] {
        switch design {
        case .default:
            return ["-apple-system", "BlinkMacSystemFont", "\"SF Pro Text\"", "\"SF Pro\"", "\"Inter\"", "\"Noto Sans\"", "system-ui", "sans-serif"]
        case .rounded: return ["ui-rounded", "\"SF Pro Rounded\"", "\"Quicksand\"", "system-ui", "sans-serif"]
        case .serif: return ["ui-serif", "\"New York\"", "\"Noto Serif\"", "Georgia", "serif"]
        case .monospaced: return ["ui-monospace", "\"SF Mono\"", "\"JetBrains Mono\"", "\"Noto Sans Mono\"", "monospace"]
        }
    }

    /// The family list for token formats: Apple's family, then the open fallbacks, unquoted.
    public static func families(_ design: FontDesign, platform: Platform) -> [String] {
        let open: [String]
        switch design {
        case .default: open = ["Inter", "Noto Sans", "sans-serif"]
        case .rounded: open = ["Quicksand", "sans-serif"]
        case .serif: open = ["Noto Serif", "serif"]
        case .monospaced: open = ["JetBrains Mono", "Noto Sans Mono", "monospace"]
        }
        return [Font.appleFamily(design: design, platform: platform)] + open
    }
}
