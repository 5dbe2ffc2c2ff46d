import Foundation
import Testing
@testable import TextLayout

/// Tab stops as `NSTextTab` and `NSParagraphStyle` define them: locations from the leading margin;
/// left, right, centre and decimal stops; `defaultTabInterval` past the last stop; Apple's default
/// of 12 left stops every 28 points. Expected positions come from those definitions and the
/// widths of the text around each tab, measured without tabs.
@Suite("Tab stops (NSTextTab)")
struct TabStopTests {
    static func attrs() throws -> TextAttributes { try Fonts.attrs(Fonts.notoSans, size: 17) }

    /// The x of the first glyph of the cluster at UTF-8 offset `offset`, from the line's start.
    static func x(_ line: ShapedLine, at offset: Int) -> Double? {
        for run in line.runs { for g in run.glyphs where g.cluster == offset { return g.x } }
        return nil
    }

    static func paragraph(_ text: String, _ style: ParagraphStyle, width: Double = 500) throws -> Paragraph {
        try Typesetter.paragraph(text, try attrs(), options: ParagraphOptions(width: width, style: style))
    }

    @Test("A one-line measure takes a tab to the next 28-point stop (NSParagraphStyle.default), drawn as a space")
    func defaultStops() throws {
        let a = try Self.attrs()
        let name = Typesetter.measure("Name:", a).width
        let line = Typesetter.measure("Name:\tValue", a)
        let stop = (floor(name / 28) + 1) * 28
        #expect(abs((Self.x(line, at: 6) ?? -1) - stop) < 0.01)
        #expect(abs(line.width - (stop + Typesetter.measure("Value", a).width)) < 0.01)
        // The tab's glyph is the font's space, not a missing glyph.
        let tab = line.runs.flatMap(\.glyphs).first { $0.cluster == 5 }
        #expect(tab?.id == a.font.hb.nominalGlyph(0x20))
        #expect(tab?.id != 0)
    }

    @Test("Left, right, centre and decimal stops place the text after each tab")
    func alignments() throws {
        let a = try Self.attrs()
        var style = ParagraphStyle()
        style.tabStops = [.init(.left, location: 100), .init(.right, location: 250), .init(.center, location: 330),
                          .init(.decimal, location: 440)]
        let text = "A\tleft\tright\tmid\t12.5"
        let line = try #require(try Self.paragraph(text, style).lines.first).line
        let offsets = text.utf8.enumerated().filter { $0.element == 0x09 }.map { $0.offset + 1 }
        // Left: "left" starts at 100.
        #expect(abs((Self.x(line, at: offsets[0]) ?? -1) - 100) < 0.01)
        // Right: "right" ends at 250.
        let right = Typesetter.measure("right", a).width
        #expect(abs((Self.x(line, at: offsets[1]) ?? -1) - (250 - right)) < 0.01)
        // Centre: "mid" is centred on 330.
        let mid = Typesetter.measure("mid", a).width
        #expect(abs((Self.x(line, at: offsets[2]) ?? -1) - (330 - mid / 2)) < 0.01)
        // Decimal: the "." of "12.5" stands at 440.
        let twelve = Typesetter.measure("12", a).width
        #expect(abs((Self.x(line, at: offsets[3]) ?? -1) - (440 - twelve)) < 0.01)
    }

    @Test("Stops are measured from the leading margin: an indent does not move them")
    func indentsDoNotMoveStops() throws {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 40
        style.tabStops = [.init(.left, location: 72)]
        let p = try Self.paragraph("x\ty", style)
        let line = try #require(p.lines.first)
        #expect(abs(line.x - 40) < 0.01)
        #expect(abs(line.x + (Self.x(line.line, at: 2) ?? -1) - 72) < 0.01)
    }

    @Test("Past the last stop a tab goes to the next multiple of defaultTabInterval, else a space's width")
    func pastTheLastStop() throws {
        let a = try Self.attrs()
        var style = ParagraphStyle()
        style.tabStops = [.init(.left, location: 30)]
        style.defaultTabInterval = 50
        let line = try #require(try Self.paragraph("a\tb\tc", style).lines.first).line
        #expect(abs((Self.x(line, at: 2) ?? -1) - 30) < 0.01)
        #expect(abs((Self.x(line, at: 4) ?? -1) - 50) < 0.01)
        style.defaultTabInterval = 0
        let spaced = try #require(try Self.paragraph("a\tb\tc", style).lines.first).line
        let bEnd = 30 + Typesetter.measure("b", a).width
        #expect(abs((Self.x(spaced, at: 4) ?? -1) - (bEnd + Typesetter.measure(" ", a).width)) < 0.01)
    }

    @Test("Lines break by the widths tabs give: text pushed past the width by a stop wraps")
    func breakingCountsTabs() throws {
        var style = ParagraphStyle()
        style.tabStops = [.init(.left, location: 150)]
        // Without the tab both words fit in 200 pt; with it, "beta" starts at 150 and does not.
        #expect(try Self.paragraph("alpha beta gamma", style, width: 200).lines.count == 1)
        let p = try Self.paragraph("alpha\tbeta gamma delta", style, width: 200)
        #expect(p.lines.count == 2)
        #expect(p.lines.allSatisfy { $0.line.width <= 200 + 1e-9 })
        #expect(p.lines.first?.line.text == "alpha\tbeta")
    }

    @Test("A justified line with a tab keeps its columns: it is not stretched")
    func justifiedLineWithTab() throws {
        var style = ParagraphStyle()
        style.alignment = .justified
        style.tabStops = [.init(.left, location: 60)]
        let p = try Self.paragraph("one\ttwo three four five six seven eight nine ten eleven twelve", style, width: 200)
        let first = try #require(p.lines.first)
        #expect(first.line.text.contains("\t"))
        #expect(abs((Self.x(first.line, at: 4) ?? -1) - 60) < 0.01)
        #expect(first.line.width < 200 - 1)
    }

    @Test("In a right-to-left paragraph a tab is as wide as a space")
    func rightToLeft() throws {
        let a = try Fonts.attrs(Fonts.notoHebrew, size: 17)
        let text = "שלום\tעולם"
        let p = try Typesetter.paragraph(text, a, options: ParagraphOptions(width: 400, style: ParagraphStyle()))
        let line = try #require(p.lines.first).line
        let words = Typesetter.measure("שלום", a).width + Typesetter.measure("עולם", a).width
        #expect(abs(line.width - (words + Typesetter.measure(" ", a).width)) < 0.01)
    }

    @Test("Rich text runs take the same stops, and keep their colours")
    func richText() throws {
        let a = try Self.attrs()
        var style = ParagraphStyle()
        style.tabStops = [.init(.right, location: 200)]
        let runs = [TextRun("Total\t", a), TextRun("42.00", a, color: RGBA(red: 0.8, green: 0, blue: 0))]
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 300, style: style))
        let line = try #require(p.lines.first).line
        #expect(abs(line.width - 200) < 0.01)
        #expect(line.runs.contains { $0.color != nil })
    }

    @Test("A tab stop out of range is refused with its reason")
    func invalidStops() {
        var style = ParagraphStyle()
        style.tabStops = [.init(.left, location: -1)]
        #expect(style.invalidReason?.contains("tab stop") == true)
        style.tabStops = []
        style.defaultTabInterval = .infinity
        #expect(style.invalidReason?.contains("defaultTabInterval") == true)
    }

    @Test("A label fit keeps a tab at its default stop and never draws it as a missing glyph")
    func labelFit() throws {
        let a = try Self.attrs()
        let fits = try Typesetter.fit("Name:\tValue", width: 200, a)
        #expect(fits.fits && abs(fits.line.width - Typesetter.measure("Name:\tValue", a).width) < 0.01)
        let cut = try Typesetter.fit("Name:\tValue is long", width: 100, a)
        #expect(cut.truncated && cut.line.width <= 100 + 1e-9)
        let space = a.font.hb.nominalGlyph(0x20)
        for line in [fits.line, cut.line] {
            let tab = line.runs.flatMap(\.glyphs).first { $0.cluster == 5 }
            #expect(tab?.id == space, "\(line.text)")
        }
        #expect(abs((Self.x(fits.line, at: 6) ?? -1) - (floor(Typesetter.measure("Name:", a).width / 28) + 1) * 28) < 0.01)
    }
}
