import ArgumentParser
import Foundation
import TextLayout

/// `typography render TEXT --font PATH --point-size N -o FILE.png|.svg|.pdf`: draw a line, or a
/// paragraph with `--width`.
struct LayoutRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a line (or, with --width, a paragraph) to PNG, SVG or PDF.")

    @Argument(help: "TEXT, then an optional text STYLE (with --platform and the options of `typography resolve`).")
    var arguments: [String] = []
    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file: .png, .svg or .pdf.")
    var output: String
    @Option(help: "Break into lines of this width (points): a paragraph.") var width: String?
    @Option(name: .customLong("max-lines"), help: "With --width: at most this many lines, the last truncated.")
    var maxLines: Int?
    @Option(help: "With --width: leading, center, trailing or justified.") var align: String = "leading"
    @Option(help: "PNG pixels per point (default 2).") var scale: String = "2"
    @Option(help: "Space around the text, in points (default 8).") var padding: String = "8"
    @Option(help: "Text color, #RRGGBB or #RRGGBBAA.") var color: String = "#000000"
    @Option(help: "Background, #RRGGBB[AA] or none (default white).") var background: String = "#FFFFFF"
    @Flag(name: .customLong("show-bounds"), help: "Draw line boxes and ink bounds as hairlines.") var showBounds = false
    @OptionGroup var font: LayoutFontOptions
    @Flag(help: "Print JSON.") var json = false

    struct Output: Encodable {
        let output: String
        let format: String
        let width: Double
        let height: Double
        let lines: [String]
        let truncated: Bool
        let font: FontJSON
    }

    func run() throws {
        guard let format = ImageFormat(path: output) else {
            throw CLIError.usage("\(output): unknown image format; use .png, .svg or .pdf")
        }
        guard let fg = RGBA(hex: color) else { throw CLIError.usage("invalid color '\(color)': use #RRGGBB or #RRGGBBAA") }
        var bg: RGBA?
        if background.lowercased() != "none" {
            guard let b = RGBA(hex: background) else { throw CLIError.usage("invalid background '\(background)': use #RRGGBB[AA] or none") }
            bg = b
        }
        let options = RenderOptions(scale: try parseNumber(scale, what: "scale"), padding: try parseNumber(padding, what: "padding"),
                                    foreground: fg, background: bg, showBounds: showBounds)
        let (textArg, style) = try textAndStyle(arguments)
        guard let text = textArg else { throw CLIError.usage("missing TEXT") }
        let attrs = try font.setup(style: style, covering: [text, "\u{2026}"]).attributes
        let out: Output
        if let width {
            let w = try parseNumber(width, what: "width")
            guard let alignment = TextAlignment(rawValue: align.lowercased()) else {
                throw CLIError.usage("unknown alignment '\(align)'; accepted: leading, center, trailing, justified")
            }
            let p = try layout { () throws(LayoutError) -> Paragraph in
                let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: w, alignment: alignment, maxLines: maxLines))
                try Renderer.write(p, to: output, format: format, options: options)
                return p
            }
            out = Output(output: output, format: format.rawValue, width: p.width, height: p.height,
                         lines: p.lines.map(\.line.text), truncated: p.truncated,
                         font: FontJSON(attrs.font))
        } else {
            guard maxLines == nil else { throw CLIError.usage("--max-lines needs --width") }
            let line = Typesetter.measure(text, attrs)
            try layout { () throws(LayoutError) in try Renderer.write(line, to: output, format: format, options: options) }
            out = Output(output: output, format: format.rawValue, width: line.width, height: line.lineHeight,
                         lines: [line.text], truncated: false, font: FontJSON(attrs.font))
        }
        if json {
            try Out.json(out)
        } else {
            let synthetic = attrs.font.synthesis.isEmpty ? "" : "; synthetic \(attrs.font.synthesis.phrase)"
            Out.line("wrote \(output) (\(format.rawValue), \(out.lines.count) line\(out.lines.count == 1 ? "" : "s"), \(formatNumber(out.width)) × \(formatNumber(out.height)) pt\(synthetic))")
        }
    }
}
