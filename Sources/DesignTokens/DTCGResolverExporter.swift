import TypeSystem

/// The type system as DTCG tokens with a Resolver Module 2025.10 document beside them: the
/// platforms are sets, and each Dynamic Type platform's size categories are a modifier.
///
/// Source: Design Tokens Community Group, "Design Tokens Resolver Module 2025.10"
/// (designtokens.org/tr/2025.10/resolver; github.com/design-tokens/community-group,
/// technical-reports/resolver/syntax.md at commit 53ca386fb3783888a7afa4604f086137d0308560): a
/// document has `version` "2025.10" and a `resolutionOrder`; `sets` hold `sources` (reference
/// objects or inline tokens), merged in array order; a `modifier` has a `contexts` map (two or
/// more) of source arrays and may name a `default` context; `resolutionOrder` lists reference
/// objects to sets and modifiers, later entries overriding earlier ones.
///
/// Layout (relative to the output directory):
///
/// ```
/// typography.resolver.json          the resolver document
/// platforms/{platform}.json                    one set per platform: families, weights, and
///                                              every style at the default category (Large;
///                                              macOS and tvOS' one size)
/// size-categories/{platform}/{category}.json   one context per published category: every
///                                              style of the platform, at the same token paths
/// ```
///
/// Token paths carry no category (`ios.body.fontSize`): the `{platform}SizeCategory` modifier
/// (`iosSizeCategory`, default `large`) replaces the values, and the typography composites and
/// weight aliases in the platform sets resolve against whichever category was chosen. Each
/// platform has its own modifier because the platforms publish different categories (watchOS
/// has no Medium, AX4 or AX5), so no context ever leaves a platform at another category's sizes.
public enum DTCGResolverExporter {
    /// The resolver document's path in the output directory.
    public static let resolverPath = "typography.resolver.json"
    /// The name of a platform's size-category modifier (`iosSizeCategory`).
    public static func modifierName(_ platform: Platform) -> String { platform.rawValue + "SizeCategory" }

    /// The resolver document and the token files, for the given platforms.
    public static func files(platforms: [Platform]) throws -> [ExportFile] {
        var files: [ExportFile] = []
        var sets: [(String, JSONValue)] = []
        var modifiers: [(String, JSONValue)] = []
        var order: [JSONValue] = []
        for platform in platforms {
            let entries = try TypeScale.entries(platform: platform)
            let p = platform.rawValue
            let defaultCategory: DynamicTypeSize? = platform.supportsDynamicType ? .large : nil
            var group: [(String, JSONValue)] = [
                ("$description", .string("\(platform.displayName) text styles from Apple's Human Interface Guidelines tables at \(platform.supportsDynamicType ? "Large (the \(modifierName(platform)) modifier sets the other categories)" : "its one size")")),
            ]
            group += DTCGExporter.baseTokens(entries, platform: platform)
            group += DTCGExporter.styleTokens(entries, platform: platform, category: defaultCategory, path: p, dimensions: .object)
            let path = "platforms/\(p).json"
            files.append(ExportFile(path: path, contents: JSONValue.object([(p, .object(group))]).serialized()))
            sets.append((p, .object([
                ("description", .string("\(platform.displayName): families, weights and every text style")),
                ("sources", .array([ref(path)])),
            ])))
            order.append(ref("#/sets/\(p)"))
            var categories: [DynamicTypeSize] = []
            for entry in entries { if let c = entry.category, !categories.contains(c) { categories.append(c) } }
            guard categories.count >= 2 else { continue }
            var contexts: [(String, JSONValue)] = []
            for category in categories.sorted() {
                let styles = DTCGExporter.styleTokens(entries, platform: platform, category: category, path: p, dimensions: .object, composites: false)
                let contextPath = "size-categories/\(p)/\(category.rawValue).json"
                files.append(ExportFile(path: contextPath, contents: JSONValue.object([(p, .object(styles))]).serialized()))
                contexts.append((category.rawValue, .array([ref(contextPath)])))
            }
            modifiers.append((modifierName(platform), .object([
                ("description", .string("\(platform.displayName) Dynamic Type size category: the published sizes, line heights and tracking of each")),
                ("contexts", .object(contexts)),
                ("default", .string(DynamicTypeSize.large.rawValue)),
            ])))
        }
        order += modifiers.map { ref("#/modifiers/\($0.0)") }
        var document: [(String, JSONValue)] = [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string("Apple text styles")),
            ("version", .string("2025.10")),
            ("description", .string("Apple's text styles from the Human Interface Guidelines tables: one set per platform, and each Dynamic Type platform's size categories as a modifier ({platform}SizeCategory, default large).")),
            ("sets", .object(sets)),
        ]
        if !modifiers.isEmpty { document.append(("modifiers", .object(modifiers))) }
        document.append(("resolutionOrder", .array(order)))
        return [ExportFile(path: resolverPath, contents: JSONValue.object(document).serialized())] + files
    }

    static func ref(_ target: String) -> JSONValue { .object([("$ref", .string(target))]) }
}
