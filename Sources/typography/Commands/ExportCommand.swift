import ArgumentParser
import CLISupport
import DesignTokens
import SafeFile
import TypeSystem

/// `typography export`: the whole type system as design tokens or a platform theme
/// (DesignTokens' exporters; this command only picks one and writes its text).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every style × size category, design and leading as design tokens, themes or Swift source.",
        discussion: """
            Formats: dtcg (Design Tokens Community Group JSON, 2025.10; all platforms with --all), \
            dtcg-resolver (a directory, -o required: DTCG tokens and a Resolver Module 2025.10 \
            document, the platforms as sets and the size categories as a modifier), \
            css (custom properties, one rule per size category), scss (variables and a map per \
            category), tailwind (a Tailwind v3 config module, theme.extend.fontSize tuples), \
            tailwind-v4 (a Tailwind v4 @theme stylesheet; both switch the size category with \
            data-dynamic-type on <html>), compose (Kotlin TextStyles \
            and a Material 3 Typography), android (XML text appearances), flutter (a Dart TextTheme); \
            the last three at one size category (-c, default Large); tokens-studio (Tokens Studio \
            JSON: a token set per size category, a theme selecting each); figma-variables (the body \
            of Figma's POST variables: a collection whose modes are the size categories); \
            style-dictionary (a directory, -o required: the DTCG tokens and a Style Dictionary v4 \
            config.json; all platforms with --all); swiftui and uikit (Swift source setting each \
            style in --family, scaled with Dynamic Type); compose and flutter set --family too. \
            See docs/design-tokens.md.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dtcg, css, scss, tailwind, compose, android, flutter
        case tailwindV4 = "tailwind-v4", dtcgResolver = "dtcg-resolver"
        case tokensStudio = "tokens-studio", figmaVariables = "figma-variables", styleDictionary = "style-dictionary"
        case swiftui, uikit
    }

    @Option(help: "The format: dtcg, dtcg-resolver, css, scss, tailwind, tailwind-v4, compose, android, flutter, tokens-studio, figma-variables, style-dictionary, swiftui or uikit.")
    var format: Format
    @Option(name: [.customShort("p"), .customLong("platform")], help: platformHelp, transform: parsePlatform)
    var platformOption: Platform?
    /// `--platform`, else the user's default (`TYPOGRAPHY_PLATFORM`, the config file), else iOS.
    var platform: Platform { Defaults.platform(given: platformOption) }
    @Option(name: [.short, .long], help: "The size category for compose, android and flutter (default Large: an export does not follow the desktop's text size).",
            transform: { try DynamicTypeSize(name: $0) })
    var category: DynamicTypeSize = .large
    @Flag(help: "Every platform with published tables (iOS, iPadOS, macOS, tvOS, watchOS); dtcg, dtcg-resolver and style-dictionary only.")
    var all = false
    @Option(help: "The font family: the custom font of swiftui and uikit, every style's family in compose and flutter (default Inter, the system font's open fallback).")
    var family: String = "Inter"
    @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output; for style-dictionary and dtcg-resolver, the directory to write.")
    var output: String?

    func validate() throws { try Defaults.validateUserPlatform(given: platformOption) }

    func run() throws {
        if all && format != .dtcg && format != .styleDictionary && format != .dtcgResolver {
            throw CLIError.usage("--all: only the dtcg, dtcg-resolver and style-dictionary formats hold several platforms")
        }
        let platforms = all ? TypeScale.exportablePlatforms : [platform]
        if format == .styleDictionary || format == .dtcgResolver {
            guard let output else { throw CLIError.usage("\(format.rawValue) writes a directory: give it with -o DIR") }
            let files = try typeSystem {
                format == .styleDictionary ? try StyleDictionaryExporter.files(platforms: platforms) : try DTCGResolverExporter.files(platforms: platforms)
            }
            do {
                try AtomicDirectory.write(files.map { ($0.path, Array($0.contents.utf8)) }, to: output)
            } catch {
                throw CLIError.cantCreate(error.description)
            }
            return
        }
        let text = try typeSystem { () throws -> String in
            switch format {
            case .dtcg: return try DTCGExporter.document(platforms: platforms).serialized()
            case .css: return try CSSExporter.stylesheet(platform: platform)
            case .scss: return try ThemeExporters.scss(platform: platform)
            case .tailwind: return try ThemeExporters.tailwind(platform: platform)
            case .tailwindV4: return try ThemeExporters.tailwindV4(platform: platform)
            case .compose, .flutter:
                do {
                    return format == .compose
                        ? try MobileExporters.compose(platform: platform, category: category, family: family)
                        : try MobileExporters.flutter(platform: platform, category: category, family: family)
                } catch let refusal as SwiftSnippetExporter.Refusal {
                    throw CLIError.usage(refusal.description)
                }
            case .android: return try MobileExporters.androidXML(platform: platform, category: category)
            case .tokensStudio: return try DesignToolExporters.tokensStudio(platform: platform).serialized()
            case .figmaVariables: return try DesignToolExporters.figmaVariables(platform: platform).serialized()
            case .swiftui, .uikit:
                do {
                    return try SwiftSnippetExporter.source(format == .swiftui ? .swiftUI : .uiKit, platform: platform, family: family)
                } catch let refusal as SwiftSnippetExporter.Refusal {
                    throw CLIError.usage(refusal.description)
                }
            case .styleDictionary, .dtcgResolver: return ""  // handled above
            }
        }
        if let output {
            try RTFFile.writeAtomically(Array(text.utf8), to: output)
        } else {
            Out.raw(Array(text.utf8))
        }
    }
}
