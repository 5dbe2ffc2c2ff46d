import Foundation
import Testing
@testable import TextLayout

/// The layout queries against Pango's own (`pango_layout_get_cursor_pos`, `pango_layout_xy_to_index`,
/// `pango_layout_line_get_x_ranges`) on the same text in the same font files, through the C
/// harness Tests/Fixtures/pango-queries/pango_queries.c; and round trips index → caret → index.
@Suite("Layout queries agree with Pango's: carets, hits, selections")
struct LayoutQueryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let fonts: [String]
        let families: String
        var testDescription: String { name }
    }

    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let liberation = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
    static let cases: [Case] = [
        Case(name: "Latin with ligatures and marks", text: "The office's traffic differs: e\u{301}le\u{300}ve, Waffle.",
             fonts: [Fonts.notoSans], families: "Noto Sans"),
        Case(name: "Arabic", text: "مرحبا بالعالم، كيف حالك اليوم؟", fonts: [Fonts.notoSansArabic], families: "Noto Sans Arabic"),
        // Noto Sans Hebrew has no comma or question mark: Noto Sans sets them in both.
        Case(name: "Hebrew", text: "שלום עולם, מה שלומך היום?", fonts: [Fonts.notoHebrew, Fonts.notoSans],
             families: "Noto Sans Hebrew, Noto Sans"),
        // One face for both scripts, so that the two engines' choice of face for a space between
        // Hebrew words (which both fonts have) cannot differ.
        Case(name: "mixed, left to right", text: "Hello שלום עולם world 123 end", fonts: [liberation], families: "Liberation Sans"),
        Case(name: "mixed, right to left", text: "שלום Hello world עולם 42 סוף", fonts: [liberation], families: "Liberation Sans"),
        Case(name: "Thai", text: "ภาษาไทยง่ายนิดเดียว ที่นี่", fonts: [Fonts.notoThai], families: "Noto Sans Thai"),
        Case(name: "CJK", text: "日本語のテキスト、漢字とかな。", fonts: [cjk], families: "Noto Sans CJK JP"),
    ]

    struct PangoAnswers {
        var carets: [(byte: Int, strong: Double, weak: Double)] = []
        var hits: [(x: Double, byte: Int, trailing: Bool)] = []
        var ranges: [(from: Int, to: Int, spans: [Double])] = []
    }

    /// The harness, compiled once for the run.
    static let harness: Result<String, Error> = Result {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pango-queries-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let source = Fonts.fixtures.deletingLastPathComponent().appendingPathComponent("pango-queries/pango_queries.c").path
        let binary = dir.appendingPathComponent("pango_queries").path
        let script = "cc -O1 -o '\(binary)' '\(source)' $(pkg-config --cflags --libs pangocairo pangofc fontconfig)"
        let (code, _, err) = try run("/bin/sh", ["-c", script], input: nil)
        guard code == 0 else { throw LayoutError.invalid("pango harness", 0, err) }
        return binary
    }

    static func run(_ tool: String, _ args: [String], input: String?) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    static func pango(_ c: Case, size: Double) throws -> PangoAnswers {
        let binary = try harness.get()
        let (code, out, err) = try run(binary, [String(size), c.families] + c.fonts, input: c.text)
        guard code == 0 else { throw LayoutError.invalid("pango harness", Double(code), err) }
        var answers = PangoAnswers()
        for line in out.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            switch f.first {
            case "caret": answers.carets.append((Int(f[1]) ?? -1, Double(f[2]) ?? .nan, Double(f[3]) ?? .nan))
            case "hit": answers.hits.append((Double(f[1]) ?? .nan, Int(f[2]) ?? -1, f[3] != "0"))
            case "range": answers.ranges.append((Int(f[1]) ?? -1, Int(f[2]) ?? -1, f.dropFirst(3).compactMap(Double.init)))
            default: break
            }
        }
        return answers
    }

    static func ours(_ c: Case, size: Double) throws -> ParagraphQueries {
        let attrs = try Fonts.attrs(c.fonts[0], size: size, fallbacks: Array(c.fonts.dropFirst()))
        let paragraph = try Typesetter.paragraph(c.text, attrs, options: ParagraphOptions(width: 100_000))
        return paragraph.queries
    }

    @Test("the strong and weak carets of every cursor position are Pango's", arguments: cases)
    func caretsArePango(_ c: Case) throws {
        let pango = try Self.pango(c, size: 15)
        let queries = try Self.ours(c, size: 15)
        try #require(queries.paragraph.lines.count == 1)
        let x0 = queries.paragraph.lines[0].x
        #expect(pango.carets.count >= c.text.count)
        for caret in pango.carets {
            let ours = try #require(queries.caret(atUTF16: queries.utf16Offset(forUTF8: caret.byte)))
            #expect(abs(ours.strongX - x0 - caret.strong) < 0.05 && abs(ours.weakX - x0 - caret.weak) < 0.05,
                    "\(c.name) byte \(caret.byte): ours \(ours.strongX - x0) / \(ours.weakX - x0), Pango \(caret.strong) / \(caret.weak)")
        }
    }

    @Test("the character at a point is Pango's, with the trailing half as a fraction of 0.5 or more", arguments: cases)
    func hitsArePango(_ c: Case) throws {
        let pango = try Self.pango(c, size: 15)
        let queries = try Self.ours(c, size: 15)
        let line = queries.paragraph.lines[0]
        // Points within 0.02 pt of an edge or a middle are left out: either answer is right there.
        let boxes = GraphemeBox.boxes(of: line, text: Array(c.text.utf8))
        let edges = boxes.flatMap { [$0.left, $0.right, ($0.left + $0.right) / 2] }
        // Pango decides the trailing half character by character inside a grapheme of several
        // code points (pango_layout_line_x_to_index); the fraction is compared on graphemes of one.
        let single = Set(boxes.filter { String(decoding: Array(c.text.utf8)[$0.bytes], as: UTF8.self).unicodeScalars.count == 1 }
            .map(\.bytes.lowerBound))
        // Inside a ligature whose font places carets, Pango's xy_to_index divides the glyph evenly
        // and so disagrees with its own cursor positions (which the caret test compares): left out.
        let ligatures = PlacedCluster.clusters(of: line.line).values
            .filter { $0.glyphs == 1 && !$0.font.hb.ligatureCarets($0.glyph, rightToLeft: $0.rtl).isEmpty }
        var compared = 0
        for hit in pango.hits where !edges.contains(where: { abs($0 - hit.x) < 0.02 })
            && !ligatures.contains(where: { hit.x > $0.left && hit.x < $0.right }) {
            let ours = try #require(queries.characterIndex(x: line.x + hit.x, y: line.top + line.height / 2))
            let byte = queries.utf8Offset(forUTF16: ours.utf16Index)
            #expect(byte == hit.byte && (!single.contains(byte) || (ours.fraction >= 0.5) == hit.trailing),
                    "\(c.name) x \(hit.x): ours byte \(byte) fraction \(ours.fraction), Pango byte \(hit.byte) trailing \(hit.trailing)")
            compared += 1
        }
        #expect(compared > 50)
    }

    @Test("the rectangles of a range are Pango's x ranges", arguments: cases)
    func selectionsArePango(_ c: Case) throws {
        let pango = try Self.pango(c, size: 15)
        let queries = try Self.ours(c, size: 15)
        let line = queries.paragraph.lines[0]
        for range in pango.ranges {
            let rects = queries.selectionRects(forUTF16: queries.utf16Offset(forUTF8: range.from)..<queries.utf16Offset(forUTF8: range.to))
            let ours = rects.flatMap { [$0.x - line.x, $0.maxX - line.x] }
            // Pango gives touching ranges separately; merge them as ours are.
            var theirs: [Double] = []
            for pair in stride(from: 0, to: range.spans.count - 1, by: 2) {
                if let last = theirs.last, abs(last - range.spans[pair]) < 0.01 {
                    theirs[theirs.count - 1] = range.spans[pair + 1]
                } else {
                    theirs += [range.spans[pair], range.spans[pair + 1]]
                }
            }
            #expect(ours.count == theirs.count && zip(ours, theirs).allSatisfy { abs($0 - $1) < 0.05 },
                    "\(c.name) bytes \(range.from)..<\(range.to): ours \(ours), Pango \(theirs)")
        }
    }

    @Test("index → caret → index: a point just inside each grapheme's leading edge is that grapheme, fraction near 0",
          arguments: cases)
    func roundTrips(_ c: Case) throws {
        let queries = try Self.ours(c, size: 15)
        let text = Array(c.text.utf8)
        for (index, line) in queries.paragraph.lines.enumerated() {
            for box in GraphemeBox.boxes(of: line, text: text) where box.right - box.left > 0.1 {
                let utf16 = queries.utf16Offset(forUTF8: box.bytes.lowerBound)
                let caret = try #require(queries.caret(atUTF16: utf16))
                // The leading edge in the grapheme's own direction: the strong caret unless the
                // grapheme starts a run against the line's direction.
                let leading = line.x + (box.rtl ? box.right : box.left)
                #expect([caret.strongX, caret.weakX].contains { abs($0 - leading) < 0.001 }, "\(c.name) \(utf16)")
                let hit = try #require(queries.characterIndex(x: leading + (box.rtl ? -0.01 : 0.01), y: line.top + 1))
                #expect(hit.utf16Index == utf16 && hit.fraction < 0.01 && hit.lineIndex == index, "\(c.name) \(utf16): \(hit)")
            }
        }
    }
}

/// Kerning tighter than a glyph is wide gives it a negative advance, so it ends left of where it
/// starts (found by the paragraph fuzzer: `crash-d02b7c03…`, kept in its corpus). A selection is a
/// highlight, and a highlight's width is never negative.
@Suite("Selections over glyphs with negative advances")
struct NegativeAdvanceSelectionTests {
    @Test("Kerning of -20 pt on 15 pt text gives selection rectangles of width ≥ 0")
    func negativeKerning() throws {
        var attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        attrs.kerning = -20
        let text = "Selection"
        let queries = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 100_000)).queries
        let rects = queries.selectionRects(forUTF16: 0..<text.utf16.count)
        #expect(!rects.isEmpty)
        for rect in rects {
            #expect(rect.width >= 0 && rect.x.isFinite && rect.height > 0, "\(rect)")
        }
    }
}
