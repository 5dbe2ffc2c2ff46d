import ArgumentParser
import Foundation
import TextLayout
import TypeSystem

/// Converts a layout error into the tool's one-line error with its exit code.
func mapLayoutError(_ e: LayoutError) -> CLIError {
    switch e.kind {
    case .fontNotFound: return .noInput(e.description)
    case .badFont: return .dataError(e.description)
    case .invalidArgument: return .usage(e.description)
    case .cannotWrite: return .cantCreate(e.description)
    case .internalFailure: return .software(e.description)
    }
}

/// Runs `body`, turning `LayoutError` into the tool's error.
func layout<T>(_ body: () throws(LayoutError) -> T) throws -> T {
    do { return try body() } catch { throw mapLayoutError(error) }
}

/// The font and text options shared by `measure`, `fit` and `render`.
struct LayoutFontOptions: ParsableArguments {
    @Option(help: "The font file (TrueType, OpenType or a collection).") var font: String
    @Option(help: "The face index in a collection (default 0).") var index: Int = 0
    @Option(name: .customLong("point-size"), help: "The point size.") var pointSize: String
    @Option(help: "Weight for a variable font's wght axis: 1–1000 or a name (regular, semibold, bold…).")
    var weight: String?
    @Option(name: .customLong("font-width"), help: "Width for a wdth axis, in percent of normal (100).") var width: String?
    @Flag(help: "Italic: ital=1, or slnt at its most slanted, when the font has such an axis.") var italic = false
    @Option(name: .customLong("optical-size"),
            help: "auto (opsz follows the point size, the default), none (the file's default), or a number.")
    var opticalSize: String = "auto"
    @Option(help: "Explicit axis coordinates, winning over everything: \"wght=650,opsz=20\".") var variations: String?
    @Option(help: "Tracking in 1/1000 em (explicit). Default: the font's trak (with STAT), Apple's tables for Apple's families, Inter's published curve, else 0.")
    var tracking: String?
    @Option(help: "Platform for Apple's tracking tables (ios, macos, tvos, watchos…).",
            transform: { try Platform(name: $0) })
    var platform: Platform?
    @Option(name: .customLong("fallback"), help: "A fallback font file, for characters the font lacks (repeatable, in order).")
    var fallbacks: [String] = []
    @Option(name: .customLong("line-height"), help: "The style's line height in points (default: the font's own).")
    var lineHeight: String?
    @Option(help: "Base direction: auto, ltr or rtl.") var direction: String = "auto"
    @Option(help: "BCP 47 language for shaping and line breaking (ar, hi, th…).") var language: String?

    func attributes() throws -> TextAttributes {
        let size = try parseNumber(pointSize, what: "point size")
        var weightValue: Double?
        if let weight {
            if let v = Double(weight) {
                guard v.isFinite else { throw CLIError.usage("invalid weight '\(weight)': not a finite number") }
                weightValue = v
            } else {
                weightValue = Double(try typeSystem { try FontWeight(name: weight) }.numericValue)
            }
        }
        let widthValue = try width.map { try parseNumber($0, what: "width") }
        let sizing: OpticalSizing
        switch opticalSize.lowercased() {
        case "auto": sizing = .auto
        case "none": sizing = .none
        default: sizing = .fixed(try parseNumber(opticalSize, what: "optical size"))
        }
        var explicit: [String: Double] = [:]
        if let variations {
            for part in variations.split(separator: ",") {
                let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard kv.count == 2, !kv[0].isEmpty else {
                    throw CLIError.usage("invalid variation '\(part)': expected TAG=VALUE")
                }
                explicit[kv[0]] = try parseNumber(kv[1], what: "variation \(kv[0])")
            }
        }
        let dir: TextDirection
        switch direction.lowercased() {
        case "auto": dir = .auto
        case "ltr", "lefttoright": dir = .leftToRight
        case "rtl", "righttoleft": dir = .rightToLeft
        default: throw CLIError.usage("unknown direction '\(direction)'; accepted: auto, ltr, rtl")
        }
        let lh = try lineHeight.map { try parseNumber($0, what: "line height") }
        if let lh, lh <= 0 { throw CLIError.usage("invalid line height \(formatNumber(lh)): must be greater than 0") }
        let explicitTracking = try tracking.map { try parseNumber($0, what: "tracking") }
        return try layout { () throws(LayoutError) -> TextAttributes in
            let face = try FontFace(path: font, index: index)
            let instance = try FontInstance(face: face, pointSize: size, weight: weightValue, width: widthValue,
                                            italic: italic, opticalSizing: sizing, variations: explicit)
            var fb: [FontInstance] = []
            for path in fallbacks { fb.append(try instance.matching(try FontFace(path: path))) }
            let decision = TrackingPolicy.decide(face: face.info, pointSize: size, platform: platform,
                                                 explicit: explicitTracking)
            return TextAttributes(font: instance, tracking: decision, fallbacks: fb, lineHeight: lh,
                                  direction: dir, language: language)
        }
    }
}

/// JSON shapes shared by the layout commands.
struct TrackingJSON: Encodable {
    let perMille: Double
    let points: Double
    let source: String
    init(_ t: AppliedTracking) {
        perMille = t.perMille
        points = t.points
        source = t.source.rawValue
    }
}

struct FontJSON: Encodable {
    let path: String
    let postscriptName: String?
    let variations: [String: Double]
    init(_ f: FontInstance) {
        path = f.face.path
        postscriptName = f.face.postscriptName
        var v: [String: Double] = [:]
        for x in f.variations { v[x.tag] = x.value }
        variations = v
    }
    enum CodingKeys: String, CodingKey { case path, postscriptName, variations }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(variations, forKey: .variations)
    }
}

struct FallbackJSON: Encodable {
    let text: String
    let path: String?
    let postscriptName: String?
    init(_ f: FallbackUse) {
        text = f.text
        path = f.face?.path
        postscriptName = f.face?.postscriptName
    }
    enum CodingKeys: String, CodingKey { case text, path, postscriptName }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(path, forKey: .path)
        try c.encode(postscriptName, forKey: .postscriptName)
    }
}
