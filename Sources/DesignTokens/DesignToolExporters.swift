import TypeSystem

/// The type system of one platform for design tools whose modes are the size categories:
/// Tokens Studio (token sets and themes) and Figma Variables (a collection whose modes are the
/// categories). Every number comes from `TypeScale`, that is from Apple's published tables.
public enum DesignToolExporters {
    /// The name of the one mode of platforms without Dynamic Type (macOS, tvOS).
    public static let standardModeName = "Standard"

    /// The mode (theme) name of a category: the HIG's spelling (`xSmall` … `Large` … `AX5`).
    public static func modeName(_ category: DynamicTypeSize?) -> String {
        category?.higName ?? standardModeName
    }

    // MARK: Tokens Studio

    /// Tokens Studio for Figma, single-file JSON in its default ("legacy") token format
    /// (`value`/`type`; docs.tokens.studio, "Token Format - W3C DTCG vs Legacy").
    ///
    /// - One token set `{platform}/base` with `fontFamily.{design}` (`fontFamilies`, Apple's family
    ///   name as Figma spells it) and `fontWeight.{weight}` (`fontWeights`, numeric 100–900, which
    ///   the plugin maps to the family's style name).
    /// - One token set per size category, `{platform}/{category}` (`{platform}/standard` without
    ///   Dynamic Type), all with the same token names: `{style}.fontSize` (`fontSizes`, px),
    ///   `.lineHeight`, `.lineHeightTight`, `.lineHeightLoose` (`lineHeights`, px),
    ///   `.fontWeight`, `.fontWeightEmphasized` (`fontWeights`, references to the base set),
    ///   `.letterSpacing.{design}` (`letterSpacing`, a percentage of the font size: tracking in
    ///   1/1000 em ÷ 10), and `.typography.{design}` (`typography`, members are references).
    /// - `$themes`: one theme per category in the group "{Platform} Dynamic Type", selecting the
    ///   base set as `source` and its category set as `enabled`, every other category `disabled`
    ///   (the plugin's `ThemeObject` and `TokenSetStatus`).
    /// - `$metadata.tokenSetOrder`: the base set, then the categories in the HIG's order.
    public static func tokensStudio(platform: Platform) throws -> JSONValue {
        let entries = try TypeScale.entries(platform: platform)
        let p = platform.rawValue
        let base = "\(p)/base"
        var sets: [(String, JSONValue)] = []
        sets.append((base, .object([
            ("fontFamily", .object(FontDesign.allCases.map { design in
                (design.rawValue, studioToken("fontFamilies", .string(Font.appleFamily(design: design, platform: platform))))
            })),
            ("fontWeight", .object(weights(entries).map { ($0.rawValue, studioToken("fontWeights", .number(Double($0.numericValue)))) })),
        ])))
        let categories = categoryOrder(entries)
        for category in categories {
            var styles: [(String, JSONValue)] = []
            for style in styleOrder(entries, category) {
                let designs = entries.filter { $0.category == category && $0.style == style }
                guard let first = designs.first else { continue }
                let s = style.rawValue
                var tokens: [(String, JSONValue)] = [
                    ("fontSize", studioToken("fontSizes", .number(first.pointSize))),
                    ("lineHeight", studioToken("lineHeights", .number(first.lineHeight))),
                    ("lineHeightTight", studioToken("lineHeights", .number(first.tightLineHeight))),
                    ("lineHeightLoose", studioToken("lineHeights", .number(first.looseLineHeight))),
                    ("fontWeight", studioToken("fontWeights", .string("{fontWeight.\(first.weight.rawValue)}"))),
                ]
                if let emphasized = first.emphasizedWeight {
                    tokens.append(("fontWeightEmphasized", studioToken("fontWeights", .string("{fontWeight.\(emphasized.rawValue)}"))))
                }
                tokens.append(("letterSpacing", .object(designs.map {
                    ($0.design.rawValue, studioToken("letterSpacing", .string(JSONValue.format($0.trackingPerMille / 10) + "%")))
                })))
                tokens.append(("typography", .object(designs.map { entry in
                    (entry.design.rawValue, studioToken("typography", .object([
                        ("fontFamily", .string("{fontFamily.\(entry.design.rawValue)}")),
                        ("fontWeight", .string("{\(s).fontWeight}")),
                        ("fontSize", .string("{\(s).fontSize}")),
                        ("lineHeight", .string("{\(s).lineHeight}")),
                        ("letterSpacing", .string("{\(s).letterSpacing.\(entry.design.rawValue)}")),
                        ("paragraphSpacing", .string("0")),
                        ("paragraphIndent", .string("0")),
                        ("textCase", .string("none")),
                        ("textDecoration", .string("none")),
                    ])))
                })))
                styles.append((s, .object(tokens)))
            }
            sets.append((setName(platform, category), .object(styles)))
        }
        let group = "\(platform.displayName) Dynamic Type"
        let themes: [JSONValue] = categories.map { category in
            var selected: [(String, JSONValue)] = [(base, .string("source"))]
            for other in categories {
                selected.append((setName(platform, other), .string(other == category ? "enabled" : "disabled")))
            }
            return .object([
                ("id", .string("\(p)-\(DTCGExporter.groupName(category))")),
                ("name", .string(modeName(category))),
                ("group", .string(group)),
                ("selectedTokenSets", .object(selected)),
            ])
        }
        let order: [JSONValue] = [.string(base)] + categories.map { .string(setName(platform, $0)) }
        return .object(sets + [("$themes", .array(themes)), ("$metadata", .object([("tokenSetOrder", .array(order))]))])
    }

    /// The token set name of a category: `{platform}/{category}`.
    public static func setName(_ platform: Platform, _ category: DynamicTypeSize?) -> String {
        "\(platform.rawValue)/\(DTCGExporter.groupName(category))"
    }

    // MARK: Figma Variables

    /// The body of Figma's `POST /v1/files/:file_key/variables` (Figma REST API, "Variables";
    /// figma/rest-api-spec `PostVariablesRequestBody`): one collection "{Platform} Type" whose modes
    /// are the size categories, and per style:
    ///
    /// The collection's initial mode, which is its default mode (`defaultModeId`) and the first
    /// one (the mode a layer with no mode set shows), is renamed to Large, the platforms' default
    /// category; the other categories follow as new modes, from xSmall to AX5. The REST API has no
    /// way to reorder modes, so Large stays first in Figma's list.
    ///
    ///
    /// - `{style}/fontSize`, `lineHeight`, `lineHeightTight`, `lineHeightLoose`, `fontWeight`,
    ///   `fontWeightEmphasized` and `letterSpacing/{design}`: `FLOAT` variables in px (Figma binds
    ///   numbers to text properties as pixels), scoped to `FONT_SIZE`, `LINE_HEIGHT`,
    ///   `FONT_WEIGHT` and `LETTER_SPACING`;
    /// - `fontFamily/{design}`: `STRING` variables scoped to `FONT_FAMILY`.
    ///
    /// Ids are temporary ids, unique in the body, as the endpoint requires; Figma answers with
    /// `tempIdToRealId`. The endpoint allows 40 modes per collection (iOS has 12); a Figma plan's own
    /// mode limit may be lower.
    public static func figmaVariables(platform: Platform) throws -> JSONValue {
        let entries = try TypeScale.entries(platform: platform)
        let p = platform.rawValue
        let collection = "collection:\(p)"
        let published = categoryOrder(entries)
        // Large first: the initial (default) mode. Platforms without Dynamic Type have one mode.
        let categories = published.filter { $0 == .large } + published.filter { $0 != .large }
        let modeIDs = categories.map { "mode:\(p):\(DTCGExporter.groupName($0))" }
        var modes: [JSONValue] = []
        for (i, category) in categories.enumerated() {
            modes.append(.object([
                ("action", .string(i == 0 ? "UPDATE" : "CREATE")),
                ("id", .string(modeIDs[i])),
                ("name", .string(modeName(category))),
                ("variableCollectionId", .string(collection)),
            ]))
        }
        var variables: [JSONValue] = []
        var values: [JSONValue] = []
        func variable(_ name: String, _ type: String, _ scope: String, _ value: (DynamicTypeSize?) -> JSONValue) {
            let id = "variable:\(p):\(name)"
            variables.append(.object([
                ("action", .string("CREATE")),
                ("id", .string(id)),
                ("name", .string(name)),
                ("variableCollectionId", .string(collection)),
                ("resolvedType", .string(type)),
                ("scopes", .array([.string(scope)])),
            ]))
            for (i, category) in categories.enumerated() {
                values.append(.object([("variableId", .string(id)), ("modeId", .string(modeIDs[i])), ("value", value(category))]))
            }
        }
        for design in FontDesign.allCases {
            variable("fontFamily/\(design.rawValue)", "STRING", "FONT_FAMILY") { _ in .string(Font.appleFamily(design: design, platform: platform)) }
        }
        func entry(_ category: DynamicTypeSize?, _ style: TextStyle, _ design: FontDesign) -> TypeScaleEntry? {
            entries.first { $0.category == category && $0.style == style && $0.design == design }
        }
        for style in styleOrder(entries, categories.first ?? nil) {
            let s = style.rawValue
            func number(_ name: String, _ scope: String, _ design: FontDesign = .default, _ pick: @escaping (TypeScaleEntry) -> Double?) {
                variable("\(s)/\(name)", "FLOAT", scope) { category in
                    entry(category, style, design).flatMap(pick).map { .number($0) } ?? .number(0)
                }
            }
            number("fontSize", "FONT_SIZE") { $0.pointSize }
            number("lineHeight", "LINE_HEIGHT") { $0.lineHeight }
            number("lineHeightTight", "LINE_HEIGHT") { $0.tightLineHeight }
            number("lineHeightLoose", "LINE_HEIGHT") { $0.looseLineHeight }
            number("fontWeight", "FONT_WEIGHT") { Double($0.weight.numericValue) }
            if entries.contains(where: { $0.style == style && $0.emphasizedWeight != nil }) {
                number("fontWeightEmphasized", "FONT_WEIGHT") { $0.emphasizedWeight.map { Double($0.numericValue) } }
            }
            for design in FontDesign.allCases {
                number("letterSpacing/\(design.rawValue)", "LETTER_SPACING", design) { $0.trackingPoints }
            }
        }
        return .object([
            ("variableCollections", .array([.object([
                ("action", .string("CREATE")),
                ("id", .string(collection)),
                ("name", .string("\(platform.displayName) Type")),
                ("initialModeId", .string(modeIDs.first ?? "mode:\(p)")),
            ])])),
            ("variableModes", .array(modes)),
            ("variables", .array(variables)),
            ("variableModeValues", .array(values)),
        ])
    }

    // MARK: Shared

    static func studioToken(_ type: String, _ value: JSONValue) -> JSONValue {
        .object([("value", value), ("type", .string(type))])
    }

    static func categoryOrder(_ entries: [TypeScaleEntry]) -> [DynamicTypeSize?] {
        var out: [DynamicTypeSize?] = []
        for e in entries where !out.contains(e.category) { out.append(e.category) }
        return out
    }

    static func styleOrder(_ entries: [TypeScaleEntry], _ category: DynamicTypeSize?) -> [TextStyle] {
        var out: [TextStyle] = []
        for e in entries where e.category == category && !out.contains(e.style) { out.append(e.style) }
        return out
    }

    static func weights(_ entries: [TypeScaleEntry]) -> [FontWeight] {
        var out: [FontWeight] = []
        for e in entries {
            for w in [e.weight] + (e.emphasizedWeight.map { [$0] } ?? []) where !out.contains(w) { out.append(w) }
        }
        return out.sorted { $0.numericValue < $1.numericValue }
    }
}
