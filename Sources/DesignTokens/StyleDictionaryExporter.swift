import TypeSystem

/// One file of a multi-file export: a path relative to the output directory, and its text.
public struct ExportFile: Sendable, Hashable {
    /// The path inside the output directory, `/`-separated (`tokens/typography.json`).
    public let path: String
    /// The file's text.
    public let contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// A Style Dictionary v4 project: the DTCG token file and a `config.json` that builds it for CSS,
/// SCSS, JavaScript, iOS (Swift), Android, Compose and Flutter with Style Dictionary's built-in
/// transform groups and formats (styledictionary.com/reference/config,
/// /reference/hooks/transform-groups/predefined, /reference/hooks/formats/predefined, v4).
///
/// Layout (run `style-dictionary build` in the directory):
///
/// ```
/// config.json
/// tokens/typography.json      the DTCG document (every category, design and leading)
/// build/…                     written by Style Dictionary
/// ```
///
/// The token file is `DTCGExporter`'s document with dimensions as rem strings (`"1.0625rem"`,
/// points ÷ 16): Style Dictionary v4's transforms parse a dimension with `parseFloat` (the object
/// form of Format Module 2025.10 is not read) and its native groups (`android`, `compose`,
/// `ios-swift`, `flutter`) multiply rem by 16, so every platform gets the published points back.
///
/// Font sizes have Style Dictionary's own type `fontSize` (not DTCG's `dimension`): v4's
/// `size/remToSp` and `size/compose/remToSp` match `$type === "fontSize"` only, so Android gets
/// `17.00sp` and Compose `17.00.sp` (with `dimension` they got `dp`, which `TextStyle.fontSize`
/// does not take). The CSS and SCSS platforms `expand` typography composites into one token per
/// member (v4's `expand: {include: ["typography"]}`), so `typography/css/shorthand`, whose `font`
/// shorthand has no letter spacing, never sees one and the letter spacing is kept.
/// Native platforms get one file per token type (`fontSize`, `dimension` for tracking in points,
/// `number`, `fontWeight`), selected with object filters. Android and Compose get no tracking
/// file: v4's built-ins would write it in dp (`size/remToDp`), and they have no em transform for
/// it (`size/compose/em` matches `fontSize` only, and Android resources have no float dimension).
public enum StyleDictionaryExporter {
    /// Where the token file goes.
    public static let tokensPath = "tokens/typography.json"
    /// Where the configuration goes.
    public static let configPath = "config.json"

    /// The token file and the configuration, for the given platforms.
    public static func files(platforms: [Platform]) throws -> [ExportFile] {
        let tokens = fontSizesTyped(try DTCGExporter.document(platforms: platforms, dimensions: .remString))
        return [
            ExportFile(path: configPath, contents: config().serialized()),
            ExportFile(path: tokensPath, contents: tokens.serialized()),
        ]
    }

    /// The document with every `fontSize` token's `$type` set to Style Dictionary's `fontSize`.
    static func fontSizesTyped(_ value: JSONValue, key: String? = nil) -> JSONValue {
        guard case .object(let pairs) = value else { return value }
        if key == "fontSize", pairs.contains(where: { $0.0 == "$type" }) {
            return .object(pairs.map { $0.0 == "$type" ? ("$type", .string("fontSize")) : $0 })
        }
        return .object(pairs.map { ($0.0, fontSizesTyped($0.1, key: $0.0)) })
    }

    /// The Style Dictionary v4 configuration.
    public static func config() -> JSONValue {
        func file(_ destination: String, _ format: String, filter: String? = nil, options: [(String, JSONValue)] = []) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("destination", .string(destination)), ("format", .string(format))]
            if let filter { pairs.append(("filter", .object([("$type", .string(filter))]))) }
            if !options.isEmpty { pairs.append(("options", .object(options))) }
            return .object(pairs)
        }
        func platform(_ group: String, _ path: String, _ files: [JSONValue], expandTypography: Bool = false) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("transformGroup", .string(group)), ("buildPath", .string("build/\(path)/"))]
            if expandTypography { pairs.append(("expand", .object([("include", .array([.string("typography")]))]))) }
            return .object(pairs + [("files", .array(files))])
        }
        // Native code gets one file per token type: font sizes (fontSize), tracking in points
        // (dimension), ratios (number: line height over size) and weights (fontWeight).
        let kinds: [(type: String, suffix: String)] = [("fontSize", "Sizes"), ("dimension", "Tracking"), ("number", "Ratios"), ("fontWeight", "Weights")]
        let noTracking = kinds.filter { $0.type != "dimension" }
        let swift = kinds.map { file("Typography\($0.suffix).swift", "ios-swift/class.swift", filter: $0.type,
                                     options: [("className", .string("Typography\($0.suffix)"))]) }
        let compose = noTracking.map { file("Typography\($0.suffix).kt", "compose/object", filter: $0.type,
                                       options: [("className", .string("Typography\($0.suffix)")), ("packageName", .string("typography.tokens"))]) }
        let flutter = kinds.map { file("typography_\($0.suffix.lowercased()).dart", "flutter/class.dart", filter: $0.type,
                                       options: [("className", .string("Typography\($0.suffix)"))]) }
        let android = [
            file("typography_dimens.xml", "android/resources", filter: "fontSize"),
            file("typography_weights.xml", "android/resources", filter: "fontWeight", options: [("resourceType", .string("integer"))]),
        ]
        return .object([
            ("source", .array([.string("tokens/**/*.json")])),
            ("usesDtcg", .bool(true)),
            ("platforms", .object([
                ("css", platform("css", "css", [file("typography.css", "css/variables")], expandTypography: true)),
                ("scss", platform("scss", "scss", [file("_typography.scss", "scss/variables")], expandTypography: true)),
                ("js", platform("js", "js", [file("typography.js", "javascript/es6")])),
                ("ios-swift", platform("ios-swift", "ios-swift", swift)),
                ("android", platform("android", "android", android)),
                ("compose", platform("compose", "compose", compose)),
                ("flutter", platform("flutter", "flutter", flutter)),
            ])),
        ])
    }
}
