import ArgumentParser
import CLISupport
import Foundation
import TextLayout
import TypeSystem

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
    @OptionGroup var label: LabelFitOptions
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
        let scaleFactor: Double
        let pointSize: Double
        let lines: [LineJSON]
        enum CodingKeys: String, CodingKey {
            case fits, text, width, tracking, baseTracking, tightened, truncated, tighteningLimit, passes, note, font
            case scaleFactor, pointSize, lines
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
            try c.encode(scaleFactor, forKey: .scaleFactor)
            try c.encode(pointSize, forKey: .pointSize)
            try c.encode(lines, forKey: .lines)
        }
    }

    /// One line of the label as set.
    struct LineJSON: Encodable {
        let text: String
        let width: Double
        let tracking: TrackingJSON
    }

    func run() throws {
        let options = try label.options()
        let (textArg, style) = try textAndStyle(arguments)
        guard let text = textArg else { throw CLIError.usage("missing TEXT") }
        let attrs = try font.setup(style: style, covering: [text, "\u{2026}"]).attributes
        let w = try parseLineWidth(lineWidth, legacy: legacyWidth, fontSize: attrs.font.pointSize)
        let fit = try layout { () throws(LayoutError) -> LabelFit in try Typesetter.fitLabel(text, width: w, attrs, options: options) }
        let out = LayoutFit.output(fit, attrs: attrs)
        if json {
            try Out.json(out)
            return
        }
        let what = fit.tightened ? "tightened" : fit.truncated ? "truncated" : fit.scaleFactor < 1 ? "shrunk" : fit.fits ? "fits" : "does not fit"
        let scaled = fit.scaleFactor < 1 ? " at \(formatNumber(out.pointSize)) pt (× \(formatNumber(fit.scaleFactor, maxFractionDigits: 3)))" : ""
        if fit.paragraph.lines.count == 1 {
            Out.record("\(what): \"\(out.text)\" \(formatNumber(out.width)) pt of \(formatNumber(w)) pt\(scaled); tracking \(formatNumber(out.tracking.perMille))/1000 em (\(out.tracking.source))")
        } else {
            Out.record("\(what): \(fit.paragraph.lines.count) lines in \(formatNumber(w)) pt\(scaled)")
            for line in out.lines { Out.record("  \"\(line.text)\" \(formatNumber(line.width)) pt") }
        }
        if let note = out.note { Out.record(note) }
    }

    /// The JSON of a label fit: a one-line label's fields as `Typesetter.fit` gives them; for a
    /// multi-line label, `text` is the lines joined by line feeds and `width` the widest line.
    static func output(_ fit: LabelFit, attrs: TextAttributes) -> Output {
        let lines = fit.paragraph.lines.map { LineJSON(text: $0.line.text, width: $0.line.width, tracking: TrackingJSON($0.line.tracking)) }
        let base = AppliedTracking(perMille: fit.attributes.tracking.perMille, pointSize: fit.attributes.font.pointSize,
                                   source: fit.attributes.tracking.source)
        if let r = fit.line {
            return Output(fits: r.fits, text: r.text, width: r.width, tracking: TrackingJSON(r.tracking),
                          baseTracking: TrackingJSON(r.baseTracking), tightened: r.tightened, truncated: r.truncated,
                          tighteningLimit: r.tighteningLimit, passes: r.passes, note: r.note, font: FontJSON(fit.attributes.font),
                          scaleFactor: fit.scaleFactor, pointSize: fit.attributes.font.pointSize, lines: lines)
        }
        let last = fit.paragraph.lines.last?.line
        return Output(fits: fit.fits, text: lines.map(\.text).joined(separator: "\n"),
                      width: lines.map(\.width).max() ?? 0, tracking: last.map { TrackingJSON($0.tracking) } ?? TrackingJSON(base),
                      baseTracking: TrackingJSON(base), tightened: fit.tightened, truncated: fit.truncated,
                      tighteningLimit: nil, passes: 1, note: nil, font: FontJSON(fit.attributes.font),
                      scaleFactor: fit.scaleFactor, pointSize: fit.attributes.font.pointSize, lines: lines)
    }
}

/// How `fit` and `render --fit` fit a label: the options of SwiftUI's `Text` and `UILabel`.
struct LabelFitOptions: ParsableArguments {
    @Option(help: "Where to truncate: head, middle, tail (default) or none.") var truncate: String = "tail"
    @Flag(name: .customLong("no-tightening"), help: "Truncate without trying to tighten first (allowsTightening off).")
    var noTightening = false
    @Option(name: .customLong("minimum-scale-factor"),
            help: ArgumentHelp("Shrink the text down to this fraction of its size before tightening or truncating (0.5; default 1: never).", valueName: "factor"))
    var minimumScaleFactor: String?
    @Option(name: .customLong("line-limit"),
            help: ArgumentHelp("Wrap into at most this many lines (default 1; none for no limit).", valueName: "lines"))
    var lineLimit: String?

    func options() throws -> LabelOptions {
        guard let mode = Truncation(rawValue: truncate.lowercased()) else {
            let hint = TypeSystemError.closestName(to: truncate, among: Truncation.allCases.map(\.rawValue)).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.usage("unknown truncation '\(truncate)'; \(hint)accepted: head, middle, tail, none")
        }
        var factor = 1.0
        if let minimumScaleFactor {
            factor = try parseNumber(minimumScaleFactor, what: "minimum scale factor")
            guard factor > 0, factor <= 1 else {
                throw CLIError.usage("invalid minimum scale factor '\(minimumScaleFactor)': more than 0 and at most 1")
            }
        }
        var limit: Int? = 1
        if let lineLimit {
            if lineLimit.lowercased() == "none" {
                limit = nil
            } else {
                guard let n = Int(lineLimit), n >= 1 else {
                    throw CLIError.usage("invalid line limit '\(lineLimit)': a whole number of lines, at least 1, or none")
                }
                limit = n
            }
        }
        return LabelOptions(minimumScaleFactor: factor, allowsTightening: !noTightening, lineLimit: limit, truncation: mode)
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
