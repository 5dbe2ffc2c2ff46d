import ArgumentParser
import DesignTokens
import TypeSystem

/// `typography export`: the whole type system as design tokens or a platform theme
/// (DesignTokens' exporters; this command only picks one and writes its text).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export every style × size category, design and leading as design tokens or CSS.",
        discussion: """
            Formats: dtcg (Design Tokens Community Group JSON, 2025.10; all platforms with --all), \
            css (custom properties, one rule per size category), scss (variables and a map per \
            category), tailwind (a config module, theme.extend.fontSize tuples), compose (Kotlin TextStyles \
            and a Material 3 Typography), android (XML text appearances), flutter (a Dart TextTheme); \
            the last three at one size category (-c, default Large). See docs/design-tokens.md.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dtcg, css, scss, tailwind, compose, android, flutter
    }

    @Option(help: "The format: dtcg, css, scss, tailwind, compose, android or flutter.") var format: Format
    @Option(name: [.short, .long], help: "The platform (default ios).", transform: { try Platform(name: $0) })
    var platform: Platform = .iOS
    @Option(name: [.short, .long], help: "The size category for compose, android and flutter (default Large).",
            transform: { try ContentSizeCategory(name: $0) })
    var category: ContentSizeCategory = .large
    @Flag(help: "Every platform with published tables (iOS, iPadOS, macOS, tvOS, watchOS); dtcg only.")
    var all = false
    @Option(name: [.short, .long], help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        if all && format != .dtcg { throw CLIError.usage("--all: only the dtcg format holds several platforms") }
        let platforms = all ? TypeScale.exportablePlatforms : [platform]
        let text = try typeSystem { () throws -> String in
            switch format {
            case .dtcg: return try DTCGExporter.document(platforms: platforms).serialized()
            case .css: return try CSSExporter.stylesheet(platform: platform)
            case .scss: return try ThemeExporters.scss(platform: platform)
            case .tailwind: return try ThemeExporters.tailwind(platform: platform)
            case .compose: return try MobileExporters.compose(platform: platform, category: category)
            case .android: return try MobileExporters.androidXML(platform: platform, category: category)
            case .flutter: return try MobileExporters.flutter(platform: platform, category: category)
            }
        }
        if let output {
            try RTFFile.writeAtomically(Array(text.utf8), to: output)
        } else {
            Out.raw(Array(text.utf8))
        }
    }
}
