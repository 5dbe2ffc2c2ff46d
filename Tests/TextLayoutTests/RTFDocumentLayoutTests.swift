import FontCatalog
import Foundation
import Testing
import TextScaling
@testable import TextLayout

/// An RTF document read into TextLayout's attributed text and laid out through the library alone
/// (`RTFDocument.attributedText(fonts:display:)`, no command line), with the catalog of the
/// installed fonts. What is expected comes from the documents' own words (RTF 1.9.1: `\fsN` is
/// N half-points, `\fiN` `\liN` twips, the colour table's `\redN\greenN\blueN`) and from the
/// published view scale between the scalings (17/13).
@Suite("RTF documents as attributed text")
struct RTFDocumentLayoutTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rtf")

    static func document(_ name: String) throws -> RTFDocument {
        try RTFDocument(bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(name))))
    }

    @Test("A multi-run TextEdit document becomes one block per paragraph and one run per run, at the view scale",
          arguments: [(TextScalingType?.none, 1.0), (.standard, 1.0), (.iOS, 17.0 / 13)])
    func multiRunDocument(display: TextScalingType?, factor: Double) throws {
        let document = try Self.document("textedit-macos.rtf")
        let text = try document.attributedText(fonts: InstalledCatalog.fonts, display: display)
        #expect(text.viewScale.factor == factor)
        // Seven paragraphs: the heading, the body, an empty one, Times, an empty one, Menlo, the footnote.
        #expect(text.blocks.count == 7)
        let runs = text.blocks.flatMap(\.runs)
        let all = runs.map(\.text).joined()
        for phrase in ["Café menu", "\u{201C}quotes\u{201D}", "\u{2192}", "Apple", "let size = 13", "Footnote at 10 pt."] {
            #expect(all.contains(phrase), "\(phrase) missing from \(all)")
        }
        // \fs36 \fs26 \fs24 \fs22 \fs20: 18, 13, 12, 11 and 10 pt, times the view scale.
        func size(of phrase: String) -> Double? {
            runs.first { $0.text.contains(phrase) }?.attributes.font.pointSize
        }
        for (phrase, points) in [("Café menu", 18.0), ("Body text", 13), ("Times at 12", 12), ("let size", 11), ("Footnote", 10)] {
            let s = try #require(size(of: phrase))
            #expect(abs(s - points * factor) < 1e-9, "\(phrase): \(s) pt")
        }
        // The link is \cf2: \red0\green0\blue233.
        let link = try #require(runs.first { $0.text == "Apple" })
        #expect(link.color == RGBA(red: 0, green: 0, blue: 233.0 / 255))
        // The heading is bold (\f1 Helvetica-Bold, \b): a face of weight 600 or more.
        let heading = try #require(runs.first { $0.text.contains("Café") })
        #expect(heading.attributes.font.face.info.weight >= 600)
        // Each font of the table in use has a face, by name.
        #expect(Set(text.fonts.map(\.name)) == ["Helvetica", "Helvetica-Bold", "Times-Roman", "Menlo-Regular"])
        #expect(text.fonts.allSatisfy { !$0.face.isEmpty })

        // Laid out in the document's own width: \vieww11520 is 576 pt, times the view scale.
        #expect(try text.wrapWidth() == 576 * factor)
        let p = try text.layout()
        #expect(p.lines.map(\.line.text).joined().replacingOccurrences(of: " ", with: "")
                == text.blocks.map { $0.runs.map(\.text).joined() }.joined().replacingOccurrences(of: " ", with: "")
                    .replacingOccurrences(of: "\n", with: ""))
        #expect(zip(p.lines, p.lines.dropFirst()).allSatisfy { $0.top < $1.top })
        #expect(p.lines.allSatisfy { $0.line.width <= 576 * factor + 1e-6 })
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rtf-library-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        try Renderer.write(p, to: png.path, format: .png)
        #expect(Array(try Data(contentsOf: png).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("A multi-run document drawn through the library alone is the golden render (looked at when made)")
    func golden() throws {
        // Made with `typography rtf render Tests/Fixtures/rtf/textedit-macos.rtf --line-width 320
        // -o rtf-multi-run.png`, which draws through this same API: Helvetica, Helvetica-Bold,
        // Times-Roman and Menlo as the catalog substitutes them (Liberation Sans and Serif,
        // JetBrains Mono, from the fonts scripts/setup.sh installs), a bold heading, a blue link.
        // The catalog holds those faces alone, so that the render is the same whatever else the
        // machine has installed.
        let dir = try FontDirectory(copying: ["liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf",
                                              "liberation2/LiberationSerif-Regular.ttf", "jetbrains-mono/JetBrainsMono-Regular.ttf"]
            .map { "/usr/share/fonts/truetype/" + $0 })
        defer { dir.remove() }
        let text = try Self.document("textedit-macos.rtf").attributedText(fonts: CatalogFonts(catalog: dir.catalog()))
        let p = try text.layout(width: 320)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rtf-golden-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: png) }
        try Renderer.write(p, to: png.path, format: .png, options: RenderOptions(scale: 2, padding: 8))
        let golden = Self.fixtures.deletingLastPathComponent().appendingPathComponent("paragraphs/golden/rtf-multi-run.png")
        #expect(try Data(contentsOf: png) == Data(contentsOf: golden))
    }

    @Test("A paragraph's indents and spacing reach its block: \\fi720 sets the first line 36 pt in")
    func paragraphStyle() throws {
        let document = try Self.document("ios-paragraphs.rtf")
        let text = try document.attributedText(fonts: InstalledCatalog.fonts)
        let p = try text.layout()
        let body = try #require(p.lines.first { $0.line.text.hasPrefix("A body paragraph") })
        #expect(abs(body.x - 36) < 0.01)
        #expect(text.blocks.contains { $0.style.firstLineHeadIndent == 36 })
    }

    @Test("A document wider than 200 inches is refused, with the words that gave the width")
    func tooWide() throws {
        let rtf = #"{\rtf1\ansi\paperw400000\margl0\margr0\viewkind1 \pard Hello.}"#
        let text = try RTFDocument(bytes: Array(rtf.utf8)).attributedText(fonts: InstalledCatalog.fonts)
        #expect(throws: LayoutError.self) { try text.wrapWidth() }
        #expect(try text.layout(width: 300).lines.map(\.line.text) == ["Hello."])
    }

    @Test("A font resolver of one's own sets every run")
    func ownResolver() throws {
        let face = try Fonts.face(Fonts.notoSans)
        let text = try Self.document("textedit-macos.rtf").attributedText { request throws(LayoutError) in
            (TextAttributes(font: try FontInstance(face: face, pointSize: request.pointSize)),
             .init(name: request.font?.name ?? "Helvetica", face: "NotoSans-Regular", reason: nil))
        }
        #expect(text.blocks.flatMap(\.runs).allSatisfy { $0.attributes.font.face.path == Fonts.notoSans })
        #expect(text.runs.map(\.storedPointSize).contains(18))
    }
}
