import ArgumentParser
import TypeSystem

/// `typography tracking`: Apple's published tracking at a point size.
struct TrackingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracking",
        abstract: "Tracking for a family at a point size, from Apple's published tables.")

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Point size: 15, 15pt or 15px.", valueName: "points")) var points: [String] = []
    @Option(help: "Family: \"SF Pro\", \"SF Pro Rounded\", \"New York\", \"SF Compact\" or \"SF Compact Rounded\".")
    var family: String = "SF Pro"
    @Option(name: [.customShort("p"), .customLong("platform")],
            help: ArgumentHelp("Platform (selects the macOS or tvOS table for SF Pro; default: iOS's, or watchOS's for SF Compact).", valueName: "platform"),
            transform: parsePlatform)
    var platform: Platform?
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let family: String
        let platform: String
        let pointSize: Double
        let perMille: Double
        let points: Double
        let table: String
        let source: String
    }

    func run() throws {
        let size = try Length(try single(points, what: "point size"), what: "point size").points(what: "the point size")
        let result = try typeSystem { try TrackingRules.tracking(family: family, platform: platform, pointSize: size) }
        let table = TrackingRules.table(result.table)
        let shownPlatform: Platform
        switch result.table {
        case .sfCompact, .sfCompactRounded: shownPlatform = platform ?? .watchOS
        case .macOS: shownPlatform = platform ?? .macOS
        case .tvOS: shownPlatform = .tvOS
        default: shownPlatform = platform ?? .iOS
        }
        let out = Output(family: table.family, platform: shownPlatform.rawValue, pointSize: size,
                         perMille: result.tracking.perMille, points: result.tracking.points,
                         table: result.table.rawValue, source: table.source)
        if json {
            try Out.json(out)
            return
        }
        Out.line("\(out.family) on \(shownPlatform.displayName) at \(formatNumber(size)) pt: \(formatNumber(out.perMille, maxFractionDigits: 3))/1000 em = \(formatNumber(out.points, maxFractionDigits: 4)) pt")
        Out.line("table: \(out.table) (\(out.source))")
    }
}

/// `typography scale`: scale a value relative to a text style (UIFontMetrics / @ScaledMetric).
struct Scale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale a value or custom font size relative to a text style (a model of UIFontMetrics).")

    @Argument(parsing: .allUnrecognized,
              help: "The value at the Large size category (a font size or layout value; may be negative).")
    var value: [String] = []
    @Option(name: .customLong("relative-to"), help: "Text style to scale with (default body).",
            transform: { try TextStyle(name: $0) })
    var relativeTo: TextStyle = .body
    @OptionGroup var env: EnvironmentOptions
    @Option(help: ArgumentHelp("Never scale above this value (points: 28, 28pt or 28px).", valueName: "points")) var maximum: String?
    @Flag(name: .customLong("fixed-size"), help: "A fixed size: never scales.") var fixedSize = false
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let value: Double
        let relativeTo: String
        let platform: String
        let size: String?
        let factor: Double
        let maximum: Double?
        let fixedSize: Bool
        let scaled: Double
    }

    func run() throws {
        let v = try Length(try single(value, what: "value"), what: "value").points(what: "the value")
        let maxValue = try maximum.map { try Length($0, what: "maximum").points(what: "--maximum") }
        let environment = try env.environment()
        let metrics = FontMetrics(forTextStyle: relativeTo, platform: env.platform)
        let (factor, scaled) = try typeSystem { () throws -> (Double, Double) in
            if fixedSize {
                _ = try metrics.scaledValue(v, in: environment, maximum: maxValue)  // validates inputs
                return (1, v)
            }
            return (try metrics.scaleFactor(in: environment),
                    try metrics.scaledValue(v, in: environment, maximum: maxValue))
        }
        let size = env.platform.supportsDynamicType
            ? (env.size ?? (try? TextStyle.watchDefaultCategoryIfAny(env)) ?? .large).rawValue : nil
        let out = Output(value: v, relativeTo: relativeTo.rawValue, platform: env.platform.rawValue,
                         size: size, factor: factor, maximum: maxValue, fixedSize: fixedSize, scaled: scaled)
        if json {
            try Out.json(out)
            return
        }
        Out.line("\(formatNumber(v)) relative to \(relativeTo.rawValue) on \(env.platform.rawValue) at \(size ?? "—"): × \(formatNumber(factor, maxFractionDigits: 6)) = \(formatNumber(scaled, maxFractionDigits: 4))")
    }
}

extension TextStyle {
    /// The watch default category when a case size is given (for reporting).
    static func watchDefaultCategoryIfAny(_ env: EnvironmentOptions) throws -> ContentSizeCategory? {
        guard env.platform == .watchOS, let mm = env.watchCase else { return nil }
        return try watchDefaultCategory(caseSizeMM: mm)
    }
}
