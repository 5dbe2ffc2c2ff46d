import ArgumentParser
import CLISupport
import TextLayout
import TypeSystem

/// `typography tracking`: Apple's published tracking at a point size.
struct TrackingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracking",
        abstract: "Tracking for a family at a point size, from Apple's published tables.")

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Point size: 15, 15pt or 15px.", valueName: "points")) var points: [String] = []
    @Option(help: "Family: \"SF Pro\", \"SF Pro Rounded\", \"New York\", \"SF Compact\", \"SF Compact Rounded\" (Apple's tables), or an installed family (its own trak table, else a published curve such as Inter's, else Apple's table for its design class as an approximation, else none).")
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
        let result: (table: TrackingTableID, tracking: Tracking)
        do {
            result = try TrackingRules.tracking(family: family, platform: platform, pointSize: size)
        } catch let e as TypeSystemError where e.kind == .unknownName {
            // Not one of Apple's families: an installed one, with the tracking its face gets.
            try installedFamily(size: size, appleError: e)
            return
        } catch let e as TypeSystemError {
            throw mapTypeSystemError(e)
        }
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
        Out.record("\(out.family) on \(shownPlatform.displayName) at \(formatNumber(size)) pt: \(formatNumber(out.perMille, maxFractionDigits: 3))/1000 em = \(formatNumber(out.points, maxFractionDigits: 4)) pt")
        Out.record("table: \(out.table) (\(out.source))")
    }
}

extension TrackingCommand {
    /// `tracking --family NAME` for an installed family: the decision text layout makes for its
    /// face at the size (its own `trak` with `STAT`, a published per-family curve, else none).
    func installedFamily(size: Double, appleError: TypeSystemError) throws {
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        var found: CatalogFont?
        var failure: LayoutError?
        do { found = try fonts.font(named: family, pointSize: size, platform: platform) } catch { failure = error }
        guard let chosen = found else {
            if let failure, failure.kind != .fontNotFound { throw mapLayoutError(failure) }
            throw CLIError.usage("unknown family '\(family)': neither one of Apple's (\(appleError.description.components(separatedBy: "accepted: ").last ?? "")) nor installed")
        }
        let face = chosen.attributes.font.face
        // Data first: the font's own trak, Apple's table for an Apple
        // family, a published curve; then Apple's table for the nearest design class, labelled an
        // approximation; else 0. (Layout itself stops before the approximation.)
        let decision = TrackingPolicy.decide(face: face.info, pointSize: size, platform: platform, approximate: true)
        let points = Tracking.points(perMille: decision.perMille, pointSize: size)
        let source: String
        switch decision.source {
        case .trak: source = "the font's own trak table (with STAT)"
        case .curve: source = "Inter's published dynamic metrics (rsms.me/inter/dynmetrics)"
        case .apple: source = "Apple's published table for the family"
        case .approximation:
            let nearest = TrackingPolicy.nearestAppleTable(face: face.info, platform: platform)
            let table = nearest.map { TrackingRules.table($0.table).family } ?? "?"
            source = "an approximation: the font has no tracking data and its family no published curve; Apple's \(table) table, for the nearest design class (\(nearest?.designClass ?? "?")). measure and render use 0 for this font unless given --tracking"
        case .explicit, .none:
            source = face.info.monospaced || face.info.design == .monospaced
                ? "no tracking data in the font, no published curve, and Apple publishes no tracking for SF Mono: 0"
                : "no tracking data in the font, no published curve, and no design class to approximate (a colour font): 0"
        }
        let out = Output(family: face.info.typographicFamily ?? face.info.family ?? family, platform: (platform ?? .iOS).rawValue,
                         pointSize: size, perMille: decision.perMille, points: points, table: decision.source.rawValue, source: source)
        if json {
            try Out.json(out)
            return
        }
        Out.record("\(out.family) (\(face.postscriptName ?? face.path)) at \(formatNumber(size)) pt: \(formatNumber(out.perMille, maxFractionDigits: 3))/1000 em = \(formatNumber(out.points, maxFractionDigits: 4)) pt")
        Out.record("source: \(out.table) (\(source))")
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
        Out.record("\(formatNumber(v)) relative to \(relativeTo.rawValue) on \(env.platform.rawValue) at \(size ?? "—"): × \(formatNumber(factor, maxFractionDigits: 6)) = \(formatNumber(scaled, maxFractionDigits: 4))")
    }
}

extension TextStyle {
    /// The watch default category when a case size is given (for reporting).
    static func watchDefaultCategoryIfAny(_ env: EnvironmentOptions) throws -> DynamicTypeSize? {
        guard env.platform == .watchOS, let mm = env.watchCase else { return nil }
        return try watchDefaultCategory(caseSizeMM: mm)
    }
}
