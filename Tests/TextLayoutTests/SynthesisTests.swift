import FontCatalog
import Foundation
import Testing
@testable import TypeSystem
@testable import TextLayout

/// Synthetic bold and oblique (FontSynthesis): measured and drawn alike, only for faces that lack
/// the weight or slant asked for. Quicksand (fonts-quicksand) has no italic, and its Light face
/// is a family of its own ("Quicksand Light") with no bold; Inter and JetBrains Mono have both.
@Suite("Synthetic bold and oblique")
struct SynthesisTests {
    static let quicksandLight = "/usr/share/fonts/truetype/quicksand/Quicksand-Light.ttf"
    static let quicksandRegular = "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf"
    static let text = "Hamburgefonstiv"

    static func instance(_ path: String, size: Double, weight: Double? = nil, italic: Bool = false) throws -> FontInstance {
        try FontInstance(face: Fonts.face(path), pointSize: size, weight: weight, italic: italic, synthesize: true)
    }

    @Test("Synthetic bold: every glyph with an advance is 1/24 em wider, and the ink grows by 1/24 em right and up",
          arguments: [0.0, 40.0])
    func boldWidensEachAdvanceByOneTwentyFourthEm(perMille: Double) throws {
        let size = 30.0
        let regular = try Self.instance(Self.quicksandLight, size: size)
        let bold = try Self.instance(Self.quicksandLight, size: size, weight: 700)
        #expect(regular.synthesis.isEmpty)
        #expect(bold.synthesis == .bold)
        let tracking = TrackingDecision(perMille: perMille, source: perMille == 0 ? .none : .explicit)
        // "Cafe" with a combining acute: the mark has no advance and gains none.
        for text in [Self.text, "Cafe\u{301} 12", "office"] {
            let r = Typesetter.measure(text, TextAttributes(font: regular, tracking: tracking))
            let b = Typesetter.measure(text, TextAttributes(font: bold, tracking: tracking))
            #expect(b.glyphCount == r.glyphCount)
            // Independently of the code under test: hb-shape's glyphs with an advance (optional
            // ligatures off when tracked, as TextLayout does), each widened by the documented strength.
            let peer = try HBShape.shape(font: Self.quicksandLight, text: text,
                                         features: perMille == 0 ? nil : HBShape.noLigatures)
            #expect(peer.count == r.glyphCount)
            let advancing = peer.filter { $0.ax != 0 }.count
            let perGlyph = size / 24
            #expect(abs(b.width - r.width - Double(advancing) * perGlyph) < 1e-9, "\(text): \(b.width) vs \(r.width)")
            #expect(abs(b.untrackedWidth - r.untrackedWidth - Double(advancing) * perGlyph) < 1e-9)
            let ri = try #require(r.inkBounds()), bi = try #require(b.inkBounds())
            #expect(abs(bi.maxY - ri.maxY - perGlyph) < 1e-9)
            #expect(abs(bi.minY - ri.minY) < 1e-9)
            #expect(abs(bi.minX - ri.minX) < 1e-9)
        }
        // The regular face still agrees with hb-shape (no synthesis leaks into it).
        let units = try HBShape.width(font: Self.quicksandLight, text: Self.text)
        let plain = Typesetter.measure(Self.text, TextAttributes(font: regular))
        #expect(abs(plain.width - Double(units) * size / 1000) < oneSixtyFourth)
        // Fitting uses the same widths.
        let b = Typesetter.measure(Self.text, TextAttributes(font: bold))
        let fit = try Typesetter.fit(Self.text, width: b.width, TextAttributes(font: bold))
        #expect(fit.fits && !fit.truncated && abs(fit.width - b.width) < 1e-9)
    }

    @Test("Synthetic oblique: advances unchanged, the ink leans right by tan 14° of its height")
    func obliqueLeansInkKeepsAdvances() throws {
        let size = 40.0
        let upright = try Self.instance(Self.quicksandRegular, size: size)
        let oblique = try Self.instance(Self.quicksandRegular, size: size, italic: true)
        #expect(oblique.synthesis == .oblique)
        #expect(abs(FontSynthesis.slant - tan(14 * Double.pi / 180)) < 1e-12)
        let u = Typesetter.measure(Self.text, TextAttributes(font: upright))
        let o = Typesetter.measure(Self.text, TextAttributes(font: oblique))
        #expect(o.width == u.width)
        #expect(o.runs.flatMap(\.glyphs).map(\.advance) == u.runs.flatMap(\.glyphs).map(\.advance))
        let ui = try #require(u.inkBounds()), oi = try #require(o.inkBounds())
        #expect(oi.maxX > ui.maxX + 1)
        #expect(abs(oi.maxY - ui.maxY) < 1e-9 && abs(oi.minY - ui.minY) < 1e-9)
        // One upright stem: its top right corner moves right by about slant × its height (the
        // corner is rounded, so a little less).
        let lu = try #require(Typesetter.measure("l", TextAttributes(font: upright)).inkBounds())
        let lo = try #require(Typesetter.measure("l", TextAttributes(font: oblique)).inkBounds())
        let expected = FontSynthesis.slant * lu.maxY
        #expect(lo.maxX - lu.maxX > 0.9 * expected && lo.maxX - lu.maxX <= expected + 1e-9, "\(lo.maxX - lu.maxX) vs \(expected)")
        #expect(abs(lo.minX - lu.minX) < 0.1 * expected)
    }

    @Test("What is drawn is what is measured: the pixels' box matches the synthetic ink bounds",
          arguments: [(700.0, false), (400.0, true), (700.0, true)])
    func drawnMatchesMeasured(weight: Double, italic: Bool) throws {
        let font = try Self.instance(Self.quicksandLight, size: 24, weight: weight, italic: italic)
        #expect(!font.synthesis.isEmpty)
        let line = Typesetter.measure("Hamburgefonstiv l", TextAttributes(font: font))
        let ink = try #require(line.inkBounds())
        let png = try Renderer.render(line, format: .png, options: RenderOptions(scale: 2, padding: 10))
        let decoded = try #require(pngPixelBox(png))
        let box = try #require(decoded.box)
        let baseline = 10 + (line.lineHeight - (line.ascent + line.descent)) / 2 + line.ascent
        let left = 10 - min(0, ink.minX)
        #expect(abs(Double(box.0) - (left + ink.minX) * 2) <= 1.5)
        #expect(abs(Double(box.2 + 1) - (left + ink.maxX) * 2) <= 1.5, "right edge \(box.2 + 1) vs \((left + ink.maxX) * 2)")
        #expect(abs(Double(box.1) - (baseline - ink.maxY) * 2) <= 1.5)
        #expect(abs(Double(box.3 + 1) - (baseline - ink.minY) * 2) <= 1.5)
    }

    @Test("A synthetic oblique is drawn differently from the upright face, in every format", arguments: ImageFormat.allCases)
    func obliqueDrawsDifferently(format: ImageFormat) throws {
        let upright = Typesetter.measure(Self.text, TextAttributes(font: try Self.instance(Self.quicksandRegular, size: 20)))
        let oblique = Typesetter.measure(Self.text, TextAttributes(font: try Self.instance(Self.quicksandRegular, size: 20, italic: true)))
        let a = try Renderer.render(upright, format: format)
        let b = try Renderer.render(oblique, format: format)
        #expect(a != b)
        if format == .png {
            // The same advances, leaning: the oblique's pixels reach further right.
            let da = try #require(pngPixelBox(a)), db = try #require(pngPixelBox(b))
            let ba = try #require(da.box), bb = try #require(db.box)
            #expect(bb.2 > ba.2 + 4)
        }
    }

    @Test("A face that has the weight or the italic is used as it is: nothing synthesized")
    func realFacesAreNotSynthesized() throws {
        let fonts = InstalledCatalog.fonts
        // Faces that exist: Inter Bold Italic, Quicksand Bold, JetBrains Mono Italic; the
        // variable Inter's wght axis reaches 700.
        let real: [CatalogFont] = [
            try fonts.font(named: "Inter", pointSize: 17, weight: 700, italic: true),
            try fonts.font(named: "Quicksand", pointSize: 17, weight: 700),
            try fonts.font(named: "JetBrains Mono", pointSize: 12, italic: true),
            try fonts.font(file: Fonts.interVar, pointSize: 17, weight: 700),
        ]
        for f in real {
            #expect(f.attributes.font.synthesis.isEmpty, "\(f.face.path)")
            #expect(f.match.map { !$0.syntheticBold && !$0.syntheticOblique } ?? true)
        }
        // Faces that lack it, by name and through a style: synthesized, as the catalog's match says.
        let italic = try fonts.font(named: "Quicksand", pointSize: 17, italic: true)
        #expect(italic.attributes.font.synthesis == .oblique)
        #expect(italic.match?.syntheticOblique == true)
        let bold = try fonts.font(named: "Quicksand Light", pointSize: 17, weight: 700)
        #expect(bold.attributes.font.synthesis == .bold)
        #expect(bold.match?.syntheticBold == true)
        let rounded = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS),
                                                  modifiers: StyleModifiers(design: .rounded, italic: true))
        let styled = try fonts.font(for: rounded, covering: [Self.text])
        #expect(styled.family == "Quicksand")
        #expect(styled.attributes.font.synthesis == .oblique)
        #expect(styled.match?.syntheticOblique == true)
        // Turned off, as CSS font-synthesis: none.
        var off = FontOptions()
        off.synthesize = false
        #expect(try fonts.font(named: "Quicksand", pointSize: 17, italic: true, options: off).attributes.font.synthesis.isEmpty)
        // A face made without `synthesize` is the face as it is (the default for FontInstance).
        #expect(try FontInstance(face: Fonts.face(Self.quicksandLight), pointSize: 17, weight: 700, italic: true).synthesis.isEmpty)
    }

    @Test("Colour fonts (emoji) are never synthesized: measured and drawn as the font has them")
    func colorFontsAreNotSynthesized() throws {
        let emoji = try Fonts.face("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        let size = 30.0
        let plain = try Self.instance(Self.quicksandRegular, size: size)
        let styled = try Self.instance(Self.quicksandRegular, size: size, weight: 700, italic: true)
        #expect(styled.synthesis == [.bold, .oblique])
        let plainEmoji = try plain.matching(emoji)
        let styledEmoji = try styled.matching(emoji)
        #expect(styledEmoji.synthesis.isEmpty)
        // Only emoji: the same advances and the same ink, bold and italic asked for or not.
        let p = Typesetter.measure("😀👍", TextAttributes(font: plain, fallbacks: [plainEmoji]))
        let s = Typesetter.measure("😀👍", TextAttributes(font: styled, fallbacks: [styledEmoji]))
        #expect(s.width == p.width)
        #expect(s.inkBounds() == p.inkBounds())
        // Mixed: the letters are emboldened (H, i and the space each 1/24 em wider), the emoji not.
        let pm = Typesetter.measure("Hi 😀👍", TextAttributes(font: plain, fallbacks: [plainEmoji]))
        let sm = Typesetter.measure("Hi 😀👍", TextAttributes(font: styled, fallbacks: [styledEmoji]))
        #expect(abs(sm.width - pm.width - 3 * size / 24) < 1e-9, "\(sm.width) vs \(pm.width)")
        let fallback = try #require(sm.fallbacks.first)
        #expect(fallback.text == "😀👍" && fallback.synthesis.isEmpty)
        #expect(try !Renderer.render(sm, format: .png).isEmpty)
    }

    @Test("Synthesis carries to other sizes and is part of the instance's identity")
    func resizedAndEquality() throws {
        let oblique = try Self.instance(Self.quicksandRegular, size: 17, italic: true)
        let upright = try Self.instance(Self.quicksandRegular, size: 17)
        #expect(oblique != upright)
        #expect(try oblique.resized(to: 30).synthesis == .oblique)
        // A fallback face that also lacks the slant is slanted too; one that has it is not.
        #expect(try oblique.matching(Fonts.face(Fonts.notoSans)).synthesis == .oblique)
        #expect(try oblique.matching(Fonts.face("/usr/share/fonts/truetype/noto/NotoSans-Italic.ttf")).synthesis.isEmpty)
    }
}

/// Drawing never opens a font file again: FreeType reads the bytes HarfBuzz loaded, so a file
/// deleted or replaced between measuring and drawing is drawn exactly as it was measured.
@Suite("A font file that vanishes between measuring and drawing")
struct VanishBeforeDrawingTests {
    @Test("Deleted, then replaced by another font, after measuring: drawn as measured, no error")
    func deletedOrReplacedAfterMeasuring() throws {
        let dir = try FontDirectory(copying: [SynthesisTests.quicksandRegular])
        defer { dir.remove() }
        let path = dir.path("Quicksand-Regular.ttf")
        // The reference: the same font from its installed file.
        let reference = Typesetter.measure("Vanished", try Fonts.attrs(SynthesisTests.quicksandRegular, size: 24))
        let expected = try Renderer.render(reference, format: .png)

        for replace in [false, true] {
            if replace {
                try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.copyItem(atPath: SynthesisTests.quicksandRegular, toPath: path)
            }
            // Loaded and measured (HarfBuzz); the drawing face is not made yet.
            let face = try FontFace(path: path)
            let line = Typesetter.measure("Vanished", TextAttributes(font: try FontInstance(face: face, pointSize: 24)))
            try FileManager.default.removeItem(atPath: path)
            if replace {
                // Another font at the same path.
                try FileManager.default.copyItem(atPath: Fonts.notoSans, toPath: path)
            }
            #expect(FileManager.default.fileExists(atPath: path) == replace)
            let png = try Renderer.render(line, format: .png)
            #expect(png == expected, replace ? "replaced" : "deleted")
            for format in [ImageFormat.svg, .pdf] { #expect(try !Renderer.render(line, format: format).isEmpty) }
            // A synthetic variant made after the deletion draws from the same bytes too.
            let bold = try FontInstance(face: face, pointSize: 24, weight: 700, italic: true, synthesize: true)
            #expect(bold.synthesis == [.bold, .oblique])
            #expect(try !Renderer.render(Typesetter.measure("Vanished", TextAttributes(font: bold)), format: .png).isEmpty)
        }
    }
}
