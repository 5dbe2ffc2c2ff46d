import ArgumentParser
import Foundation
import TextLayout

/// `typography fit TEXT --line-width W --font PATH --point-size N`: fit one line to a width.
struct LayoutFit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Fit a line to a width: tighten (the font's tight track, else at most 5 % too wide), else truncate.")

    @Argument(help: "TEXT, then an optional text STYLE (with --platform and the options of `typography resolve`).")
    var arguments: [String] = []
    @Option(name: .customLong("line-width"),
            help: ArgumentHelp("The width to fit, in points (15, 15pt, 17px, or 12em of the font size).", valueName: "length"))
    var lineWidth: String?
    /// The previous release's spelling of `--line-width`, kept hidden for one release.
    @Option(name: .customLong("width"), help: .hidden) var legacyWidth: String?
    @Option(help: "Where to truncate: head, middle, tail (default) or none.") var truncate: String = "tail"
    @Flag(name: .customLong("no-tightening"), help: "Truncate without trying to tighten first.") var noTightening = false
    @OptionGroup var font: LayoutFontOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let fits: Bool
        let text: String
        let width: Double
        let tracking: TrackingJSON
        let baseTracking: TrackingJSON
        let tightened: Bool
        let truncated: Bool
        let tighteningLimit: String?
        let passes: Int
        let note: String?
        let font: FontJSON
        enum CodingKeys: String, CodingKey {
            case fits, text, width, tracking, baseTracking, tightened, truncated, tighteningLimit, passes, note, font
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(fits, forKey: .fits)
            try c.encode(text, forKey: .text)
            try c.encode(width, forKey: .width)
            try c.encode(tracking, forKey: .tracking)
            try c.encode(baseTracking, forKey: .baseTracking)
            try c.encode(tightened, forKey: .tightened)
            try c.encode(truncated, forKey: .truncated)
            try c.encode(tighteningLimit, forKey: .tighteningLimit)
            try c.encode(passes, forKey: .passes)
            try c.encode(note, forKey: .note)
            try c.encode(font, forKey: .font)
        }
    }

    func run() throws {
        guard let mode = Truncation(rawValue: truncate.lowercased()) else {
            throw CLIError.usage("unknown truncation '\(truncate)'; accepted: head, middle, tail, none")
        }
        let (textArg, style) = try textAndStyle(arguments)
        guard let text = textArg else { throw CLIError.usage("missing TEXT") }
        let attrs = try font.setup(style: style, covering: [text, "\u{2026}"]).attributes
        let w = try parseLineWidth(lineWidth, legacy: legacyWidth, fontSize: attrs.font.pointSize)
        let r = try layout { () throws(LayoutError) -> FitResult in
            try Typesetter.fit(text, width: w, attrs,
                               options: FitOptions(allowsTightening: !noTightening, truncation: mode))
        }
        let out = Output(fits: r.fits, text: r.text, width: r.width, tracking: TrackingJSON(r.tracking),
                         baseTracking: TrackingJSON(r.baseTracking), tightened: r.tightened, truncated: r.truncated,
                         tighteningLimit: r.tighteningLimit, passes: r.passes, note: r.note, font: FontJSON(attrs.font))
        if json {
            try Out.json(out)
            return
        }
        let what = r.tightened ? "tightened" : r.truncated ? "truncated" : r.fits ? "fits" : "does not fit"
        Out.line("\(what): \"\(r.text)\" \(formatNumber(r.width)) pt of \(formatNumber(w)) pt; tracking \(formatNumber(r.tracking.perMille))/1000 em (\(r.tracking.source.rawValue))")
        if let note = r.note { Out.line(note) }
    }
}

/// `--line-width` (or its old spelling `--width`) in points, em relative to `fontSize`.
func parseLineWidth(_ value: String?, legacy: String?, fontSize: Double) throws -> Double {
    if value != nil && legacy != nil { throw CLIError.usage("give --line-width once (--width is its old spelling)") }
    guard let text = value ?? legacy else { throw CLIError.usage("missing --line-width") }
    let w = try Length(text, what: "line width").points(fontSize: fontSize)
    guard w > 0 else { throw CLIError.usage("invalid line width '\(text)': must be more than 0") }
    return w
}
