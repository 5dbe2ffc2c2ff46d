import TypeSystem

/// The type system as a Design Tokens Community Group document (Design Tokens Format Module
/// 2025.10, designtokens.org/tr/2025.10/format).
///
/// Layout: `{platform}.fontFamily.{design}` (`fontFamily`), `{platform}.fontWeight.{weight}`
/// (`fontWeight`), then one group per size category (`{platform}.{category}`; `standard` on
/// platforms without Dynamic Type) holding one group per style with `fontSize`, `letterSpacing.{design}`
/// (`dimension`, px = points at 1×), `lineHeight`, `lineHeightTight`, `lineHeightLoose` (`number`,
/// a multiple of the font size as the spec's typography type defines it), `fontWeight` and
/// `fontWeightEmphasized` (aliases to the weight tokens), and `typography.{design}` composites
/// whose members are aliases. The size categories are the document's modes: the format module
/// has no modes of its own, so each category is a group with the same token names.
public enum DTCGExporter {
    /// The category group name on platforms without Dynamic Type.
    public static let noCategoryGroup = "standard"

    /// How a `dimension` value is written.
    public enum DimensionNotation: Sendable, Hashable {
        /// Format Module 2025.10: `{"value": 17, "unit": "px"}`.
        case object
        /// The earlier drafts' string in rem, `"1.0625rem"` (points ÷ 16): what Style Dictionary
        /// v4's built-in transforms parse (they read a number and treat it as rem).
        case remString
    }

    /// The DTCG document for the given platforms.
    public static func document(platforms: [Platform]) throws -> JSONValue {
        try document(platforms: platforms, dimensions: .object)
    }

    /// The DTCG document for the given platforms, with dimensions written as `dimensions` says.
    public static func document(platforms: [Platform], dimensions: DimensionNotation) throws -> JSONValue {
        try document(platforms: platforms, dimensions: dimensions, trackingEm: false)
    }

    /// The document; with `trackingEm`, each letter-spacing token also carries its tracking in em
    /// as `$extensions["typography-export"].em` (for Style Dictionary's Android and Compose output).
    static func document(platforms: [Platform], dimensions: DimensionNotation, trackingEm: Bool) throws -> JSONValue {
        var root: [(String, JSONValue)] = []
        for platform in platforms {
            root.append((platform.rawValue, try platformGroup(platform, dimensions: dimensions, trackingEm: trackingEm)))
        }
        return .object(root)
    }

    /// The `$extensions` key of the tracking in em.
    static let extensionKey = "typography-export"

    /// The group name of a category.
    public static func groupName(_ category: DynamicTypeSize?) -> String { category?.rawValue ?? noCategoryGroup }

    static func platformGroup(_ platform: Platform, dimensions: DimensionNotation, trackingEm: Bool = false) throws -> JSONValue {
        let entries = try TypeScale.entries(platform: platform)
        let p = platform.rawValue
        var group: [(String, JSONValue)] = [
            ("$description", .string("\(platform.displayName) text styles from Apple's Human Interface Guidelines tables, every size category, design and leading")),
        ]
        group += baseTokens(entries, platform: platform)
        var categoryOrder: [DynamicTypeSize?] = []
        for entry in entries where !categoryOrder.contains(entry.category) { categoryOrder.append(entry.category) }
        for category in categoryOrder {
            let c = groupName(category)
            group.append((c, .object(styleTokens(entries, platform: platform, category: category, path: "\(p).\(c)",
                                                 dimensions: dimensions, trackingEm: trackingEm))))
        }
        return .object(group)
    }

    /// The platform's `fontFamily` and `fontWeight` groups (the base every style aliases).
    static func baseTokens(_ entries: [TypeScaleEntry], platform: Platform) -> [(String, JSONValue)] {
        var group: [(String, JSONValue)] = []
        group.append(("fontFamily", .object(FontDesign.allCases.map { design in
            (design.rawValue, token("fontFamily", .array(FontStacks.families(design, platform: platform).map(JSONValue.string))))
        })))
        var weights: [FontWeight] = []
        for entry in entries {
            for w in [entry.weight] + (entry.emphasizedWeight.map { [$0] } ?? []) where !weights.contains(w) { weights.append(w) }
        }
        weights.sort { $0.numericValue < $1.numericValue }
        group.append(("fontWeight", .object(weights.map { ($0.rawValue, token("fontWeight", .number(Double($0.numericValue)))) })))
        return group
    }

    /// One group per style of `category`, its tokens at `path.{style}` (aliases name that path),
    /// and, when `composites`, a `typography` composite per design.
    static func styleTokens(_ entries: [TypeScaleEntry], platform: Platform, category: DynamicTypeSize?, path prefix: String,
                            dimensions: DimensionNotation, composites: Bool = true, trackingEm: Bool = false) -> [(String, JSONValue)] {
        func dimension(_ px: Double) -> JSONValue { DTCGExporter.dimension(px, dimensions) }
        let p = platform.rawValue
        var styles: [(String, JSONValue)] = []
        var styleOrder: [TextStyle] = []
        for entry in entries where entry.category == category && !styleOrder.contains(entry.style) { styleOrder.append(entry.style) }
        for style in styleOrder {
            let designs = entries.filter { $0.category == category && $0.style == style }
            guard let first = designs.first else { continue }
            let path = "\(prefix).\(style.rawValue)"
            var tokens: [(String, JSONValue)] = [
                ("fontSize", token("dimension", dimension(first.pointSize))),
                ("lineHeight", token("number", .number(first.lineHeight / first.pointSize))),
                ("lineHeightTight", token("number", .number(first.tightLineHeight / first.pointSize))),
                ("lineHeightLoose", token("number", .number(first.looseLineHeight / first.pointSize))),
                ("fontWeight", token("fontWeight", alias("\(p).fontWeight.\(first.weight.rawValue)"))),
            ]
            if let emphasized = first.emphasizedWeight {
                tokens.append(("fontWeightEmphasized", token("fontWeight", alias("\(p).fontWeight.\(emphasized.rawValue)"))))
            }
            tokens.append(("letterSpacing", .object(designs.map { entry in
                let spacing = token("dimension", dimension(entry.trackingPoints))
                guard trackingEm, case .object(let pairs) = spacing else { return (entry.design.rawValue, spacing) }
                let em: JSONValue = .object([(extensionKey, .object([("em", .number(entry.trackingPerMille / 1000))]))])
                return (entry.design.rawValue, .object(pairs + [("$extensions", em)]))
            })))
            if composites {
                tokens.append(("typography", .object(designs.map { entry in
                    (entry.design.rawValue, token("typography", .object([
                        ("fontFamily", alias("\(p).fontFamily.\(entry.design.rawValue)")),
                        ("fontSize", alias("\(path).fontSize")),
                        ("fontWeight", alias("\(path).fontWeight")),
                        ("letterSpacing", alias("\(path).letterSpacing.\(entry.design.rawValue)")),
                        ("lineHeight", alias("\(path).lineHeight")),
                    ])))
                })))
            }
            styles.append((style.rawValue, .object(tokens)))
        }
        return styles
    }

    static func token(_ type: String, _ value: JSONValue) -> JSONValue {
        .object([("$type", .string(type)), ("$value", value)])
    }

    static func dimension(_ px: Double, _ notation: DimensionNotation) -> JSONValue {
        switch notation {
        case .object: return .object([("value", .number(px)), ("unit", .string("px"))])
        case .remString: return .string(JSONValue.format(px / 16) + "rem")
        }
    }

    static func alias(_ path: String) -> JSONValue { .string("{\(path)}") }
}
