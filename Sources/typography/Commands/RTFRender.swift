import ArgumentParser
import CLISupport
import FontCatalog
import Foundation
import TextLayout
import TextScaling
import TypeSystem

/// `typography rtf render FILE -o OUT.png|.svg|.pdf`: a Cocoa RTF document drawn through the
/// same runs as `render --runs`, at the size its text scaling gives on the display asked for.
struct RTFRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a Cocoa RTF document (fonts, sizes, bold, italic, colours, alignment, paragraphs) to PNG, SVG or PDF.",
        discussion: """
            The document is drawn in its own text scaling unless --scaling names the display's: \
            a document stored in the iOS scaling (body 17 pt) shown in the standard scaling \
            (macOS, Linux: body 13 pt) is drawn at 13/17 of its stored sizes, and the other way \
            round at 17/13, as the view-based approach of WWDC19's "Font Management and Text \
            Scaling" does, so an iOS note looks the same size on the Mac as on iOS. The text wraps \
            at the document's own text width, as TextEdit lays it out: \\paperw less \\margl and \
            \\margr for a page document (\\viewkind1), \\vieww for a view document, scaled with the \
            sizes; --line-width overrides it, and a document that gives neither wraps at 468 pt. Apple's \
            private system font names (.AppleSystemUIFont, .SFUI-Semibold) are the system font \
            of their design and weight; a font that is not installed is substituted by the catalog.
            """)

    @Argument(help: "The RTF file.") var file: String
    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file: .png, .svg or .pdf.")
    var output: String
    @Option(help: ArgumentHelp("The display's text scaling: standard (also mac; 13 pt body) or ios (17 pt). Default: the document's own.", valueName: "scaling"))
    var scaling: String?
    @Option(name: .customLong("line-width"),
            help: ArgumentHelp("The width the text wraps in (default: the document's text width, else 468 pt; none: no wrapping).", valueName: "length"))
    var lineWidth: String?
    @Option(help: "PNG pixels per point (default 2).") var scale: String = "2"
    @Option(help: "Space around the text, in points (default 8).") var padding: String = "8"
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let output: String
        let format: String
        let documentScaling: String
        let displayScaling: String
        let viewScale: Double
        /// The width the text wrapped in, in display points (null: no wrapping).
        let lineWidth: Double?
        /// Where it came from: option, page, view or default.
        let lineWidthSource: String
        let width: Double
        let height: Double
        let paragraphs: Int
        let lines: [String]
        /// Where each line was drawn, in points from the text's top left (before padding).
        let lineBoxes: [LineBox]
        let fonts: [FontUse]
        let runs: [RunUse]

        enum CodingKeys: String, CodingKey {
            case output, format, documentScaling, displayScaling, viewScale, lineWidth, lineWidthSource, width, height
            case paragraphs, lines, lineBoxes, fonts, runs
        }

        // Written by hand so that `lineWidth` is null, not absent, when the text is not wrapped.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(output, forKey: .output)
            try c.encode(format, forKey: .format)
            try c.encode(documentScaling, forKey: .documentScaling)
            try c.encode(displayScaling, forKey: .displayScaling)
            try c.encode(viewScale, forKey: .viewScale)
            if let lineWidth { try c.encode(lineWidth, forKey: .lineWidth) } else { try c.encodeNil(forKey: .lineWidth) }
            try c.encode(lineWidthSource, forKey: .lineWidthSource)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(paragraphs, forKey: .paragraphs)
            try c.encode(lines, forKey: .lines)
            try c.encode(lineBoxes, forKey: .lineBoxes)
            try c.encode(fonts, forKey: .fonts)
            try c.encode(runs, forKey: .runs)
        }
    }
    /// A run of the document as drawn: its stored size and the size it is drawn at.
    struct RunUse: Encodable {
        let text: String
        let storedPointSize: Double
        let pointSize: Double
        let face: String
    }
    /// A line's box: its left edge, top, advance width and height, in points.
    struct LineBox: Encodable {
        let x: Double
        let top: Double
        let width: Double
        let height: Double
    }
    /// A font of the document and the face drawn for it.
    struct FontUse: Encodable {
        let name: String
        let face: String
        let reason: String?
    }

    /// The width the text wraps in, in display points, and where it came from: `--line-width`
    /// (lengths in em are of 12 pt text as displayed), else the document's text width
    /// (`RTFDocumentGeometry.textWidth`, scaled by the view scale like the sizes), else 468 pt.
    static func wrapWidth(option: String?, text: RTFAttributedText, file: String) throws -> (Double, String) {
        if let option {
            if option.lowercased() == "none" { return (.infinity, "option") }
            let width = try Length(option, what: "line width").points(fontSize: 12 * text.viewScale.factor)
            guard width > 0, width.isFinite else {
                throw CLIError.usage("invalid line width '\(Out.oneLine(option))': must be more than 0")
            }
            return (width, "option")
        }
        if let document = text.documentWidth {
            guard document.points <= RTFAttributedText.maximumDocumentWidth else {
                let words = document.source == .view ? "\\vieww" : "\\paperw less \\margl and \\margr"
                throw CLIError.dataError("\(file): the document's text width (\(words)) is \(formatNumber(document.points)) pt, wider than 14,400 pt; give --line-width")
            }
            return (document.points, document.source.rawValue)
        }
        return (RTFAttributedText.defaultLineWidth, "default")
    }

    static func describe(_ source: String) -> String {
        switch source {
        case "page": return "the document's page less its margins"
        case "view": return "the document's view width"
        case "option": return "--line-width"
        default: return "the default: the document gives no width"
        }
    }

    func run() throws {
        guard let format = ImageFormat(path: output) else {
            throw unknownImageFormat(output)
        }
        let document = try RTFFile.read(file)
        let display = try scaling.map { try RTFFile.scaling($0, option: "--scaling", file: file) }
        let options = RenderOptions(scale: try parseNumber(scale, what: "scale"), padding: try parseNumber(padding, what: "padding"))
        // The document as attributed text, its fonts resolved by the catalog (TextLayout's
        // RTFDocument.attributedText), then laid out and drawn as any other.
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let text = try layout { () throws(LayoutError) -> RTFAttributedText in
            try document.attributedText(fonts: fonts, display: display)
        }
        let view = text.viewScale
        let (width, widthSource) = try Self.wrapWidth(option: lineWidth, text: text, file: file)
        let blocks = text.blocks
        let laid = try layout { () throws(LayoutError) -> Paragraph in
            let p = try Typesetter.document(blocks, width: width)
            try Renderer.write(p, to: output, format: format, options: options)
            return p
        }
        let out = Output(output: output, format: format.rawValue, documentScaling: view.documentScaling.rawValue,
                         displayScaling: view.displayScaling.rawValue, viewScale: view.factor,
                         lineWidth: width.isFinite ? width : nil, lineWidthSource: widthSource,
                         width: laid.width, height: laid.height,
                         paragraphs: blocks.count, lines: laid.lines.map(\.line.text),
                         lineBoxes: laid.lines.map { LineBox(x: $0.x, top: $0.top, width: $0.line.width, height: $0.line.lineHeight) },
                         fonts: text.fonts.map { FontUse(name: $0.name, face: $0.face, reason: $0.reason) },
                         runs: text.runs.map { RunUse(text: $0.text, storedPointSize: $0.storedPointSize, pointSize: $0.pointSize, face: $0.face) })
        if json {
            try Out.json(out)
            return
        }
        Out.record("wrote \(output) (\(format.rawValue), \(blocks.count) paragraphs, \(laid.lines.count) lines, \(formatNumber(laid.width)) × \(formatNumber(laid.height)) pt)")
        Out.record("scaling: stored \(view.documentScaling.rawValue), shown \(view.displayScaling.rawValue): × \(formatNumber(view.factor, maxFractionDigits: 4))")
        Out.record(width.isFinite ? "wrapped at \(formatNumber(width)) pt (\(Self.describe(widthSource)))" : "not wrapped (--line-width none)")
        for use in out.fonts { Out.record("font \(use.name) → \(use.face)\(use.reason.map { " (\($0))" } ?? "")") }
    }
}
