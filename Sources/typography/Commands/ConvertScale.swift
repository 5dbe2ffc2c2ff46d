import ArgumentParser
import CLISupport
import DesignTokens
import TypeSystem

/// `typography convert-scale --from android:1.3 --to ios`: one text-size setting in another
/// platform's scaling model (DesignTokens' `ScaleConverter`).
struct ConvertScale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert-scale",
        abstract: "Convert a text-size setting between Dynamic Type, Android, GNOME, Windows and CSS.",
        discussion: """
            Settings: ios:xxLarge (any Apple platform with Dynamic Type; the name alone means Large), \
            android:1.3 (font scale, AOSP's curves on the View path), android-compose:1.3 (font \
            scale, Jetpack Compose's curves), gnome:1.25 (text-scaling factor), \
            windows:150 (text size %), css:20px or css:16px,1.25 (root font size, zoom). \
            Models are compared by the body text size over its default; see docs/scale-conversion.md.
            """)

    @Option(help: "The setting to convert (e.g. android:1.3).") var from: String
    @Option(help: ArgumentHelp("The model to convert to: an Apple platform, android, android-compose, gnome, windows or css.", valueName: "scaling")) var to: String
    @Flag(name: [.short, .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let from: String
        let to: String
        let fromBodySize: Double
        let fromUnit: String
        let toBodySize: Double
        let toUnit: String
        let textScale: Double
        let clamped: Bool
        let rule: String
    }

    func run() throws {
        let result = try typeSystem { () throws -> ScaleConversion in
            let setting = try ScalingModel(parsing: from)
            return try ScaleConverter.convert(setting, to: try ScalingModelKind(parsing: to))
        }
        let out = Output(
            from: result.from.notation, to: result.to.notation, fromBodySize: result.fromBodySize,
            fromUnit: result.fromUnit, toBodySize: result.toBodySize, toUnit: result.toUnit,
            textScale: result.textScale, clamped: result.clamped, rule: result.rule)
        if json {
            try Out.json(out)
            return
        }
        Out.record("\(out.from) → \(out.to)\(out.clamped ? " (clamped to the target's range)" : "")")
        Out.record("body: \(formatNumber(out.fromBodySize)) \(out.fromUnit) → \(formatNumber(out.toBodySize)) \(out.toUnit); text scale × \(formatNumber(out.textScale, maxFractionDigits: 4))")
        Out.record("rule: \(out.rule)")
    }
}
