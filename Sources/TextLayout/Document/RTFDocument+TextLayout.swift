// An RTF document read into the one attributed text TextLayout sets: a `TextBlock` per
// paragraph, a `TextRun` per run, its fonts resolved through the catalog.
import TextScaling
import TypeSystem

/// An RTF document as attributed text: one ``TextBlock`` per paragraph, with the paragraph's
/// ``ParagraphStyle`` (``ParagraphStyle/init(rtf:scale:)``) and one ``TextRun`` per run of the
/// document, its font chosen by the catalog, at the size the document is drawn at.
///
///     let document = try RTFDocument(bytes: Array(data))
///     let text = try document.attributedText(fonts: CatalogFonts(catalog: catalog))
///     let paragraph = try text.layout()             // the document's own text width
///     try Renderer.write(paragraph, to: "note.png", format: .png)
///
/// Sizes: the document is drawn in `display`'s text scaling, its stored sizes times the view
/// scale (13/17 for a document stored in the iOS scaling shown in the standard one, 17/13 the other
/// way, 1 when they agree), as the view-based approach of WWDC19's "Font Management and Text
/// Scaling" does. Indents, spacing and the document's text width are scaled alike.
public struct RTFAttributedText: Sendable {
    /// A font the document names and the face drawn for it.
    public struct FontUse: Sendable, Hashable {
        /// The name in the document's font table (`Helvetica` when a run names no font).
        public let name: String
        /// The PostScript name of the face drawn (its path when it has none).
        public let face: String
        /// Why that face: Apple's private system-font name, the catalog's substitution, or that
        /// the font is not installed and the default design stands in; nil for the font itself.
        public let reason: String?

        /// The face `face` drawn for the font `name`, for `reason` (nil: the font itself).
        public init(name: String, face: String, reason: String?) {
            self.name = name
            self.face = face
            self.reason = reason
        }
    }

    /// A run of the document as drawn.
    public struct Run: Sendable, Hashable {
        /// The run's text.
        public let text: String
        /// Its size as the document stores it, in points.
        public let storedPointSize: Double
        /// The size it is drawn at (stored size × the view scale), in points.
        public let pointSize: Double
        /// The PostScript name of the face drawn (its path when it has none).
        public let face: String
    }

    /// The width the document's text wraps in and where it comes from.
    public struct DocumentWidth: Sendable, Hashable {
        /// In display points (the document's twips × the view scale).
        public let points: Double
        /// The page less its margins, or the view's width.
        public let source: RTFDocumentGeometry.WidthSource
    }

    /// The paragraphs, in order: one block each (an empty paragraph is an empty line as tall as
    /// the text before it).
    public let blocks: [TextBlock]
    /// The document's stored scaling and the display's.
    public let viewScale: ViewScale
    /// The document's fonts and the faces drawn for them, by name.
    public let fonts: [FontUse]
    /// The runs as drawn, in order.
    public let runs: [Run]
    /// The document's own text width (`RTFDocumentGeometry.textWidth`) at the view scale, when it
    /// gives one.
    public let documentWidth: DocumentWidth?

    /// The width used when the document gives none: a US Letter page less 1-inch margins
    /// (TextEdit's default print margins are 72 pt).
    public static let defaultLineWidth = 468.0
    /// The widest text width taken from a document: 200 inches (PDF's page limit, 14,400 pt). A
    /// wider one is damage, not a page.
    public static let maximumDocumentWidth = 14_400.0

    /// The width the text wraps in when none is given: the document's own, else
    /// ``defaultLineWidth``. An error when the document's is wider than ``maximumDocumentWidth``.
    public func wrapWidth() throws(LayoutError) -> Double {
        guard let documentWidth else { return Self.defaultLineWidth }
        guard documentWidth.points <= Self.maximumDocumentWidth else {
            let words = documentWidth.source == .view ? "\\vieww" : "\\paperw less \\margl and \\margr"
            throw LayoutError(.invalidArgument, input: "the document's text width (\(words))",
                              reason: "\(documentWidth.points) pt is wider than 14400 pt")
        }
        return documentWidth.points
    }

    /// The document laid out in `width` points (nil: ``wrapWidth()``; infinity: no wrapping), the
    /// paragraphs one under the other (``Typesetter/document(_:width:)``).
    public func layout(width: Double? = nil) throws(LayoutError) -> Paragraph {
        let w: Double
        if let width { w = width } else { w = try wrapWidth() }
        return try Typesetter.document(blocks, width: w)
    }
}

/// What a run of an RTF document asks of its font.
public struct RTFFontRequest: Sendable, Hashable {
    /// The entry of the document's font table the run names; nil when it names none (or one the
    /// table lacks).
    public let font: RTFFont?
    /// The size to draw at, in points (the stored size times the view scale).
    public let pointSize: Double
    /// Whether the run is bold (`\b`).
    public let bold: Bool
    /// Whether the run is italic (`\i`).
    public let italic: Bool
    /// The text of the first run that asks for this font (for fallback faces).
    public let text: String
}

extension RTFDocument {
    /// The scaling the document's sizes are stored in: its `\cocoatextscaling`, else its
    /// platform's (`\cocoaplatform`), else the standard scaling (a document from elsewhere).
    public var storedTextScaling: TextScalingType {
        textScaling ?? platform.map(TextScalingType.init(nativeTo:)) ?? .standard
    }

    /// The document as attributed text (``RTFAttributedText``), drawn in `display`'s scaling (nil:
    /// its own). Each run's font is the catalog's for the name in the document's font table, bold
    /// and italic as the run says, covering the run's characters (fallbacks added); Apple's
    /// private system-font names (`.AppleSystemUIFont`, `.SFUI-Semibold`) are the system font of
    /// their design and weight; a font that is neither installed nor substituted by the catalog
    /// is the default design (`system-ui`), said in ``RTFAttributedText/FontUse/reason``.
    public func attributedText(fonts: CatalogFonts, display: TextScalingType? = nil) throws(LayoutError) -> RTFAttributedText {
        try attributedText(display: display) { (request: RTFFontRequest) throws(LayoutError) -> (TextAttributes, RTFAttributedText.FontUse) in
            let name = request.font?.name ?? "Helvetica"
            var family = name
            var weight: Double? = request.bold ? 700 : nil
            var italic = request.italic
            if let system = request.font?.systemFont {
                // Apple's private name: the system font of its design and weight.
                family = ["default": "system-ui", "rounded": "ui-rounded", "serif": "ui-serif",
                          "monospaced": "ui-monospace"][system.design.rawValue] ?? "system-ui"
                if let w = system.weight, let fw = try? FontWeight(name: w.rawValue) { weight = Double(fw.numericValue) }
                italic = italic || system.italic
            }
            func faceName(_ f: CatalogFont) -> String {
                f.attributes.font.face.postscriptName ?? f.attributes.font.face.path
            }
            do throws(LayoutError) {
                let chosen = try fonts.font(named: family, pointSize: request.pointSize, weight: weight, italic: italic,
                                            covering: [request.text])
                let reason = request.font?.systemFont != nil ? "Apple's private name for the system font" : chosen.match?.substitution
                return (chosen.attributes, .init(name: name, face: faceName(chosen), reason: reason))
            } catch where error.kind == .fontNotFound {
                // Not installed and not substituted by name: the default design, said in `reason`.
                let chosen = try fonts.font(named: "system-ui", pointSize: request.pointSize, weight: weight, italic: italic,
                                            covering: [request.text])
                return (chosen.attributes, .init(name: name, face: faceName(chosen), reason: "not installed: the default design"))
            }
        }
    }

    /// The document as attributed text, each run's font chosen by `resolve` (called once per
    /// font, size, bold and italic; the catalog's choice is
    /// ``attributedText(fonts:display:)``), drawn in `display`'s scaling (nil: its own).
    public func attributedText(
        display: TextScalingType? = nil,
        resolve: (RTFFontRequest) throws(LayoutError) -> (TextAttributes, RTFAttributedText.FontUse)
    ) throws(LayoutError) -> RTFAttributedText {
        let stored = storedTextScaling
        let view = ViewScale(document: stored, display: display ?? stored)
        var uses: [String: RTFAttributedText.FontUse] = [:]
        var cache: [String: TextAttributes] = [:]
        let table = Dictionary(self.fonts.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })

        func attributes(_ run: RTFTextRun) throws(LayoutError) -> TextAttributes {
            let size = run.pointSize * view.factor
            let key = "\(run.fontIndex ?? -1)|\(size)|\(run.bold)|\(run.italic)"
            if let cached = cache[key] { return cached }
            let request = RTFFontRequest(font: run.fontIndex.flatMap { table[$0] }, pointSize: size, bold: run.bold,
                                         italic: run.italic, text: run.text)
            let (attrs, use) = try resolve(request)
            uses[use.name] = use
            cache[key] = attrs
            return attrs
        }

        var blocks: [TextBlock] = []
        var runs: [RTFAttributedText.Run] = []
        var lastRun: RTFTextRun?
        for paragraph in paragraphs() {
            var textRuns: [TextRun] = []
            for run in paragraph.runs {
                let attrs = try attributes(run)
                let color = run.color.map { RGBA(red: Double($0.red) / 255, green: Double($0.green) / 255, blue: Double($0.blue) / 255) }
                textRuns.append(TextRun(run.text, attrs, color: color))
                runs.append(.init(text: run.text, storedPointSize: run.pointSize, pointSize: attrs.font.pointSize,
                                  face: attrs.font.face.postscriptName ?? attrs.font.face.path))
                lastRun = run
            }
            if textRuns.isEmpty {
                // An empty paragraph: an empty line as tall as the text before it.
                let template = lastRun ?? RTFTextRun(text: "", fontIndex: nil, pointSize: 12, bold: false, italic: false, color: nil)
                textRuns.append(TextRun("", try attributes(template)))
            }
            let alignment: TextAlignment
            switch paragraph.alignment {
            case .left: alignment = .leading
            case .center: alignment = .center
            case .right: alignment = .trailing
            case .justified: alignment = .justified
            }
            blocks.append(TextBlock(textRuns, alignment: alignment, style: ParagraphStyle(rtf: paragraph, scale: view.factor)))
        }
        let width = geometry.textWidth.map {
            RTFAttributedText.DocumentWidth(points: view.displayedPointSize(stored: Twips.points($0.twips)), source: $0.source)
        }
        return RTFAttributedText(blocks: blocks, viewScale: view, fonts: uses.keys.sorted().compactMap { uses[$0] },
                                 runs: runs, documentWidth: width)
    }
}
