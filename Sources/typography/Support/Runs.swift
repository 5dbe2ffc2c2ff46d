import CLISupport
import Foundation
import TextLayout
import TypeSystem

/// One run of a `--runs` file: text in a text style or a font, with traits.
///
/// ```json
/// [{"text": "Typography ", "style": "headline"},
///  {"text": "for everyone", "style": "body", "italic": true, "color": "#C0392B"},
///  {"text": " (v2)", "font": "JetBrains Mono", "pointSize": 13}]
/// ```
/// A run without `style` or `font` is set in the previous run's style (body for the first).
struct RunSpec: Decodable {
    let text: String
    /// A text style (largeTitle … caption2), resolved on the command's platform and category.
    let style: String?
    /// A font: a family, PostScript or full name from the catalog.
    let font: String?
    /// The size of `font`, in points.
    let pointSize: Double?
    let bold: Bool?
    let italic: Bool?
    let weight: String?
    let design: String?
    let leading: String?
    /// Tracking in 1/1000 em.
    let tracking: Double?
    /// Kerning in points.
    let kerning: Double?
    /// #RRGGBB or #RRGGBBAA.
    let color: String?
}

enum RunsFile {
    /// The largest `--runs` file read: runs are labels and paragraphs, not books.
    static let maxBytes = 4 << 20

    /// Reads `path` ("-": standard input) as a JSON array of runs; errors name the file.
    static func read(_ path: String) throws -> [RunSpec] {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readData(ofLength: maxBytes + 1)
        } else {
            data = Data(try InputFile.read(path, limit: maxBytes))
        }
        guard data.count <= maxBytes else { throw CLIError.dataError("\(path): larger than \(maxBytes) bytes") }
        do {
            let runs = try JSONDecoder().decode([RunSpec].self, from: data)
            guard !runs.isEmpty else { throw CLIError.dataError("\(path): no runs (an empty array)") }
            return runs
        } catch let e as CLIError {
            throw e
        } catch let DecodingError.dataCorrupted(context) {
            throw CLIError.dataError("\(path): not JSON: \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw CLIError.dataError("\(path): run \(context.codingPath.first?.intValue.map { "\($0 + 1)" } ?? "?"): missing \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context) {
            let field = context.codingPath.map { $0.intValue.map { "run \($0 + 1)" } ?? $0.stringValue }.joined(separator: " ")
            throw CLIError.dataError("\(path): \(field.isEmpty ? "the top level" : field): wrong type (expected an array of run objects)")
        } catch {
            throw CLIError.dataError("\(path): not a list of runs")
        }
    }
}

extension LayoutFontOptions {
    /// The runs of a `--runs` file as text runs: each run's style resolved on the command's
    /// platform and category, or its font from the catalog, with its traits.
    func textRuns(_ specs: [RunSpec], file: String) throws -> [TextRun] {
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let platform = try stylePlatform()
        let env = TypeEnvironment(platform: platform, dynamicTypeSize: platform.supportsDynamicType ? (size ?? Defaults.desktopCategory(platform, watchCase: watchCase)) : nil,
                                  watchCaseSizeMM: watchCase, legibilityWeight: legibilityWeight ?? .regular)
        var previousStyle = TextStyle.body
        var runs: [TextRun] = []
        for (n, spec) in specs.enumerated() {
            let what = "\(file): run \(n + 1)"
            func named<T>(_ value: String?, _ parse: (String) throws -> T) throws -> T? {
                do { return try value.map(parse) } catch let e as TypeSystemError { throw CLIError.dataError("\(what): \(e.description)") }
            }
            let italic = spec.italic ?? false
            let weight = try named(spec.weight) { try FontWeight(name: $0) }
            let options = FontOptions(explicitTracking: spec.tracking, language: language)
            var attrs: TextAttributes
            do {
                if let font = spec.font {
                    guard let points = spec.pointSize, points.isFinite, points > 0 else {
                        throw CLIError.dataError("\(what): a font needs a positive \"pointSize\"")
                    }
                    let w = weight.map { Double($0.numericValue) } ?? ((spec.bold ?? false) ? 700 : nil)
                    attrs = try fonts.font(named: font, pointSize: points, weight: w, italic: italic, covering: [spec.text],
                                           platform: nil, options: options).attributes
                } else {
                    let style = try named(spec.style) { try TextStyle(name: $0) } ?? previousStyle
                    previousStyle = style
                    let modifiers = StyleModifiers(
                        bold: spec.bold ?? false, weight: weight,
                        leading: try named(spec.leading) { try LeadingVariant(name: $0) } ?? .standard,
                        design: try named(spec.design) { try FontDesign(name: $0) } ?? .default, italic: italic)
                    let resolved: ResolvedStyle
                    do { resolved = try style.resolved(in: env, modifiers: modifiers) } catch let e as TypeSystemError {
                        throw CLIError.dataError("\(what): \(e.description)")
                    }
                    attrs = try fonts.font(for: resolved, covering: [spec.text], options: options).attributes
                }
            } catch let e as LayoutError {
                throw mapLayoutError(e)
            }
            if let kerning = spec.kerning {
                guard kerning.isFinite else { throw CLIError.dataError("\(what): kerning must be a finite number") }
                attrs.kerning = kerning
            }
            var color: RGBA?
            if let hex = spec.color {
                guard let c = RGBA(hex: hex) else { throw CLIError.dataError("\(what): invalid color '\(hex)': use #RRGGBB or #RRGGBBAA") }
                color = c
            }
            runs.append(TextRun(spec.text, attrs, color: color))
        }
        return runs
    }
}

/// Output of laid-out runs, shared by `measure --runs` and `render --runs`.
enum RichLayout {
    /// The width runs are laid out in when no line width is given: one line per hard break.
    static let unbounded = Double.infinity

    struct LineJSON: Encodable {
        let text: String
        let width: Double
        let ascent: Double
        let descent: Double
        let lineHeight: Double
    }
    struct RunJSON: Encodable {
        let text: String
        let pointSize: Double
        let font: FontJSON
    }
    struct Output: Encodable {
        let width: Double
        let height: Double
        let truncated: Bool
        let lines: [LineJSON]
        let runs: [RunJSON]
    }

    /// The paragraph's width: the widest line (the layout width means nothing when unbounded).
    static func width(_ p: Paragraph) -> Double { p.lines.map(\.line.width).max() ?? 0 }

    static func output(_ p: Paragraph, runs: [TextRun]) -> Output {
        Output(width: p.width, height: p.height, truncated: p.truncated,
               lines: p.lines.map { LineJSON(text: $0.line.text, width: $0.line.width, ascent: $0.line.ascent,
                                             descent: $0.line.descent, lineHeight: $0.line.lineHeight) },
               runs: runs.map { RunJSON(text: $0.text, pointSize: $0.attributes.font.pointSize, font: FontJSON($0.attributes.font)) })
    }

    static func report(_ p: Paragraph, runs: [TextRun], json: Bool) throws {
        let out = output(p, runs: runs)
        if json { try Out.json(out); return }
        Out.record("\(out.lines.count) line\(out.lines.count == 1 ? "" : "s"), \(formatNumber(out.width, maxFractionDigits: 3)) × \(formatNumber(out.height, maxFractionDigits: 3)) pt\(p.truncated ? ", truncated" : "")")
        for line in out.lines {
            Out.record("  \"\(line.text)\" width \(formatNumber(line.width, maxFractionDigits: 3)) pt, line height \(formatNumber(line.lineHeight, maxFractionDigits: 3)) pt")
        }
        for run in out.runs {
            Out.record("  run \"\(run.text)\": \(run.font.postscriptName ?? run.font.path) at \(formatNumber(run.pointSize, maxFractionDigits: 3)) pt")
        }
    }
}
