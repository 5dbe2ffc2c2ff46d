import ArgumentParser
import CLISupport
import Foundation
import TextLayout

/// `typography render TEXT --font PATH --point-size N -o FILE.png|.svg|.pdf`: draw a line, a
/// paragraph with `--line-width`, or with `--fit` exactly the line that `typography fit` sets.
struct LayoutRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a line (with --line-width a paragraph; with --fit the line `fit` sets) to PNG, SVG or PDF.")

    @Argument(help: "TEXT, then an optional text STYLE (with --platform and the options of `typography resolve`).")
    var arguments: [String] = []
    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file: .png, .svg or .pdf.")
    var output: String
    @Option(name: .customLong("line-width"),
            help: ArgumentHelp("Break into lines of this width: a paragraph (15, 15pt, 17px, or 20em of the font size).", valueName: "length"))
    var lineWidth: String?
    /// The previous release's spelling of `--line-width`, kept hidden for one release.
    @Option(name: .customLong("width"), help: .hidden) var legacyWidth: String?
    @Option(help: ArgumentHelp("Fit one line to this width and draw what `typography fit` decides: tightened, else truncated.", valueName: "length"))
    var fit: String?
    @OptionGroup(title: "With --fit") var label: LabelFitOptions
    @Option(help: ArgumentHelp("Draw runs in several styles (a JSON array, as `measure --runs`; \"-\": standard input), as one line or, with --line-width, a paragraph.", valueName: "file"))
    var runs: String?
    @Option(name: .customLong("max-lines"), help: "With --line-width: at most this many lines, the last truncated.")
    var maxLines: Int?
    @Option(help: "PNG pixels per point (default 2).") var scale: String = "2"
    @Option(help: "Space around the text, in points (default 8).") var padding: String = "8"
    @Option(help: "Text color, #RRGGBB or #RRGGBBAA.") var color: String = "#000000"
    @Option(help: "Background, #RRGGBB[AA] or none (default white).") var background: String = "#FFFFFF"
    @Flag(name: .customLong("show-bounds"), help: "Draw line boxes and ink bounds as hairlines.") var showBounds = false
    @OptionGroup(title: "Paragraph (with --line-width)") var paragraph: ParagraphStyleOptions
    @OptionGroup var font: LayoutFontOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let output: String
        let format: String
        let width: Double
        let height: Double
        /// With --fit: the point size drawn at and its ratio to the style's size (as `fit` gives them).
        var pointSize: Double? = nil
        var scaleFactor: Double? = nil
        let lines: [String]
        let truncated: Bool
        let font: FontJSON
        /// With --line-width: each line's text, ranges, box and metrics.
        var lineDetails: [ParagraphLineJSON]? = nil
    }

    func run() throws {
        guard let format = ImageFormat(path: output) else {
            throw unknownImageFormat(output)
        }
        guard let fg = RGBA(hex: color) else { throw CLIError.usage("invalid color '\(color)': use #RRGGBB or #RRGGBBAA") }
        var bg: RGBA?
        if background.lowercased() != "none" {
            guard let b = RGBA(hex: background) else { throw CLIError.usage("invalid background '\(background)': use #RRGGBB[AA] or none") }
            bg = b
        }
        let options = RenderOptions(scale: try parseNumber(scale, what: "scale"), padding: try parseNumber(padding, what: "padding"),
                                    foreground: fg, background: bg, showBounds: showBounds)
        if let runs {
            guard arguments.isEmpty, fit == nil else { throw CLIError.usage("--runs takes its text from the file: give no TEXT or STYLE, and no --fit") }
            try renderRuns(runs, format: format, options: options)
            return
        }
        let (textArg, style) = try textAndStyle(arguments)
        guard let text = textArg else { throw CLIError.usage("missing TEXT") }
        let attrs = try font.setup(style: style, covering: [text, "\u{2026}"]).attributes
        var out: Output
        if let fit {
            guard lineWidth == nil && legacyWidth == nil else { throw CLIError.usage("give --fit or --line-width, not both") }
            guard maxLines == nil else { throw CLIError.usage("--max-lines applies to --line-width, not --fit (use --line-limit)") }
            guard !paragraph.anyGiven else { throw CLIError.usage("the paragraph options (--align, --wrap, --hyphenate, indents, spacing, tab stops) need --line-width, not --fit") }
            let labelOptions = try label.options()
            let w = try parseLineWidth(fit, legacy: nil, fontSize: attrs.font.pointSize)
            let r = try layout { () throws(LayoutError) -> LabelFit in
                let r = try Typesetter.fitLabel(text, width: w, attrs, options: labelOptions)
                if let one = r.line {
                    try Renderer.write(one.line, to: output, format: format, options: options)
                } else {
                    try Renderer.write(r.paragraph, to: output, format: format, options: options)
                }
                return r
            }
            let lines = r.paragraph.lines.map(\.line)
            out = Output(output: output, format: format.rawValue,
                         width: r.line?.line.width ?? r.paragraph.width,
                         height: r.line?.line.lineHeight ?? r.paragraph.height,
                         lines: lines.map(\.text), truncated: r.truncated, font: FontJSON(r.attributes.font))
            out.pointSize = r.attributes.font.pointSize
            out.scaleFactor = r.scaleFactor
        } else if lineWidth != nil || legacyWidth != nil {
            let w = try parseLineWidth(lineWidth, legacy: legacyWidth, fontSize: attrs.font.pointSize)
            let alignment = try paragraph.alignment().0
            let style = try paragraph.style(fontSize: attrs.font.pointSize, language: attrs.language, languageTag: font.language)
            let p = try layout { () throws(LayoutError) -> Paragraph in
                let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: w, alignment: alignment, maxLines: maxLines, style: style))
                try Renderer.write(p, to: output, format: format, options: options)
                return p
            }
            out = Output(output: output, format: format.rawValue, width: p.width, height: p.height,
                         lines: p.lines.map(\.line.text), truncated: p.truncated,
                         font: FontJSON(attrs.font), lineDetails: p.lines.map(ParagraphLineJSON.init))
        } else {
            guard maxLines == nil else { throw CLIError.usage("--max-lines needs --line-width") }
            guard !paragraph.anyGiven else { throw CLIError.usage("the paragraph options (--align, --wrap, --hyphenate, indents, spacing, tab stops) need --line-width") }
            let line = Typesetter.measure(text, attrs)
            try layout { () throws(LayoutError) in try Renderer.write(line, to: output, format: format, options: options) }
            out = Output(output: output, format: format.rawValue, width: line.width, height: line.lineHeight,
                         lines: [line.text], truncated: false, font: FontJSON(attrs.font))
        }
        if json {
            try Out.json(out)
        } else {
            let synthetic = attrs.font.synthesis.isEmpty ? "" : "; synthetic \(attrs.font.synthesis.phrase)"
            Out.record("wrote \(output) (\(format.rawValue), \(out.lines.count) line\(out.lines.count == 1 ? "" : "s"), \(formatNumber(out.width)) × \(formatNumber(out.height)) pt\(synthetic))")
        }
    }
}

extension LayoutRender {
    /// `render --runs`: runs in several styles, one line per hard break or a paragraph.
    func renderRuns(_ file: String, format: ImageFormat, options: RenderOptions) throws {
        let textRuns = try font.textRuns(try RunsFile.read(file), file: file)
        let fontSize = textRuns.first?.attributes.font.pointSize ?? 17
        let width = (lineWidth != nil || legacyWidth != nil)
            ? try parseLineWidth(lineWidth, legacy: legacyWidth, fontSize: fontSize) : RichLayout.unbounded
        let alignment = try paragraph.alignment().0
        let style = try paragraph.style(fontSize: fontSize, language: textRuns.first?.attributes.language, languageTag: font.language)
        let p = try layout { () throws(LayoutError) -> Paragraph in
            try Typesetter.paragraph(runs: textRuns, options: ParagraphOptions(width: width, alignment: alignment, maxLines: maxLines, style: style))
        }
        try layout { () throws(LayoutError) in try Renderer.write(p, to: output, format: format, options: options) }
        let out = RichLayout.output(p, runs: textRuns)
        if json {
            try Out.json(Output(output: output, format: format.rawValue, width: out.width, height: out.height,
                                lines: out.lines.map(\.text), truncated: p.truncated,
                                font: FontJSON(textRuns[0].attributes.font)))
        } else {
            Out.record("wrote \(output) (\(format.rawValue), \(out.lines.count) line\(out.lines.count == 1 ? "" : "s"), \(formatNumber(out.width)) × \(formatNumber(out.height)) pt, \(textRuns.count) runs)")
        }
    }
}
