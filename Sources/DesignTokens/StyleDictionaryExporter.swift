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
/// Native platforms get one file per token type (`dimension`, `number`, `fontWeight`), selected
/// with object filters; font families and typography composites go to the web platforms only.
public enum StyleDictionaryExporter {
    /// Where the token file goes.
    public static let tokensPath = "tokens/typography.json"
    /// Where the configuration goes.
    public static let configPath = "config.json"

    /// The token file and the configuration, for the given platforms.
    public static func files(platforms: [Platform]) throws -> [ExportFile] {
        let tokens = try DTCGExporter.document(platforms: platforms, dimensions: .remString)
        return [
            ExportFile(path: configPath, contents: config().serialized()),
            ExportFile(path: tokensPath, contents: tokens.serialized()),
        ]
    }

    /// The Style Dictionary v4 configuration.
    public static func config() -> JSONValue {
        func file(_ destination: String, _ format: String, filter: String? = nil, options: [(String, JSONValue)] = []) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("destination", .string(destination)), ("format", .string(format))]
            if let filter { pairs.append(("filter", .object([("$type", .string(filter))]))) }
            if !options.isEmpty { pairs.append(("options", .object(options))) }
            return .object(pairs)
        }
        func platform(_ group: String, _ path: String, _ files: [JSONValue]) -> JSONValue {
            .object([("transformGroup", .string(group)), ("buildPath", .string("build/\(path)/")), ("files", .array(files))])
        }
        // Native code gets one file per token type: sizes (dimension), ratios (number: line height
        // over size) and weights (fontWeight).
        let kinds: [(type: String, suffix: String)] = [("dimension", "Sizes"), ("number", "Ratios"), ("fontWeight", "Weights")]
        let swift = kinds.map { file("Typography\($0.suffix).swift", "ios-swift/class.swift", filter: $0.type,
                                     options: [("className", .string("Typography\($0.suffix)"))]) }
        let compose = kinds.map { file("Typography\($0.suffix).kt", "compose/object", filter: $0.type,
                                       options: [("className", .string("Typography\($0.suffix)")), ("packageName", .string("typography.tokens"))]) }
        let flutter = kinds.map { file("typography_\($0.suffix.lowercased()).dart", "flutter/class.dart", filter: $0.type,
                                       options: [("className", .string("Typography\($0.suffix)"))]) }
        let android = [
            file("typography_dimens.xml", "android/resources", filter: "dimension"),
            file("typography_weights.xml", "android/resources", filter: "fontWeight", options: [("resourceType", .string("integer"))]),
        ]
        return .object([
            ("source", .array([.string("tokens/**/*.json")])),
            ("usesDtcg", .bool(true)),
            ("platforms", .object([
                ("css", platform("css", "css", [file("typography.css", "css/variables")])),
                ("scss", platform("scss", "scss", [file("_typography.scss", "scss/variables")])),
                ("js", platform("js", "js", [file("typography.js", "javascript/es6")])),
                ("ios-swift", platform("ios-swift", "ios-swift", swift)),
                ("android", platform("android", "android", android)),
                ("compose", platform("compose", "compose", compose)),
                ("flutter", platform("flutter", "flutter", flutter)),
            ])),
        ])
    }
}
