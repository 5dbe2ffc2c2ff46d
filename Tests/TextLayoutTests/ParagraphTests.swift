import Foundation
import Testing
@testable import TextLayout

@Suite("Paragraphs: line breaking, bidi, alignment, maximum lines")
struct ParagraphTests {
    static let text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    @Test("Lines break at UAX #14 opportunities and never exceed the width", arguments: [80.0, 120, 200, 400])
    func breaksWithinWidth(width: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15, lineHeight: 20)
        let p = try Typesetter.paragraph(Self.text, attrs, options: ParagraphOptions(width: width))
        #expect(p.lines.allSatisfy { $0.line.width <= width + 1e-9 })
        #expect(p.lines.map(\.line.text).joined(separator: " ") == Self.text)
        #expect(p.height == Double(p.lines.count) * 20)
        #expect(!p.truncated)
        for (i, l) in p.lines.enumerated() { #expect(l.top == Double(i) * 20) }
    }

    @Test("A word wider than the line is broken between grapheme clusters")
    func longWord() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let p = try Typesetter.paragraph("Supercalifragilisticexpialidocious", attrs, options: ParagraphOptions(width: 60))
        #expect(p.lines.count > 1)
        #expect(p.lines.allSatisfy { $0.line.width <= 60 + 1e-9 })
        #expect(p.lines.map(\.line.text).joined() == "Supercalifragilisticexpialidocious")
    }

    @Test("Hard breaks start new lines; empty lines keep their height")
    func hardBreaks() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15, lineHeight: 20)
        let p = try Typesetter.paragraph("one\ntwo\r\n\nfour", attrs, options: ParagraphOptions(width: 500))
        #expect(p.lines.map(\.line.text) == ["one", "two", "", "four"])
        #expect(p.height == 80)
    }

    @Test("Maximum lines: the last line is truncated with an ellipsis")
    func maxLines() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let p = try Typesetter.paragraph(Self.text, attrs, options: ParagraphOptions(width: 120, maxLines: 2))
        #expect(p.lines.count == 2)
        #expect(p.truncated)
        #expect(p.lines[1].line.text.hasSuffix("\u{2026}"))
        #expect(p.lines.allSatisfy { $0.line.width <= 120 + 1e-9 })
        let all = try Typesetter.paragraph("Short", attrs, options: ParagraphOptions(width: 120, maxLines: 2))
        #expect(!all.truncated && all.lines.count == 1)
    }

    @Test("Alignment: leading is the right edge of a right-to-left paragraph; center and trailing")
    func alignment() throws {
        let arabic = try Fonts.attrs(Fonts.notoNaskh, size: 17)
        let p = try Typesetter.paragraph("مرحبا بالعالم", arabic, options: ParagraphOptions(width: 300))
        #expect(abs(p.lines[0].x + p.lines[0].line.width - 300) < 1e-9)
        let latin = try Fonts.attrs(Fonts.notoSans, size: 17)
        let c = try Typesetter.paragraph("Hello", latin, options: ParagraphOptions(width: 300, alignment: .center))
        #expect(abs(c.lines[0].x - (300 - c.lines[0].line.width) / 2) < 1e-9)
        let t = try Typesetter.paragraph("Hello", latin, options: ParagraphOptions(width: 300, alignment: .trailing))
        #expect(abs(t.lines[0].x + t.lines[0].line.width - 300) < 1e-9)
    }

    @Test("Justified lines but the last fill the width")
    func justified() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let p = try Typesetter.paragraph(Self.text, attrs, options: ParagraphOptions(width: 150, alignment: .justified))
        for l in p.lines.dropLast() { #expect(abs(l.line.width - 150) < 1e-6) }
        #expect(p.lines.last!.line.width < 150)
    }

    @Test("Bad widths and line counts are errors")
    func badInput() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        #expect(throws: LayoutError.self) { try Typesetter.paragraph("x", attrs, options: ParagraphOptions(width: -1)) }
        #expect(throws: LayoutError.self) { try Typesetter.paragraph("x", attrs, options: ParagraphOptions(width: .nan)) }
        #expect(throws: LayoutError.self) { try Typesetter.paragraph("x", attrs, options: ParagraphOptions(width: 10, maxLines: 0)) }
    }
}

/// Truncation of a paragraph of several runs, as of one: head, middle and tail, with the ellipsis
/// asked for (UIKit's `.byTruncatingHead`/`.byTruncatingMiddle` on an attributed string).
@Suite("Truncating runs at the head, the middle and the tail")
struct RunTruncationTests {
    static let text = ("Typography everywhere, ", "on every platform that Swift runs on today")

    func line(_ truncation: Truncation, ellipsis: String = "\u{2026}") throws -> ParagraphLine {
        let regular = try Fonts.attrs(Fonts.notoSans, size: 15), large = try Fonts.attrs(Fonts.notoSans, size: 18)
        let runs = [TextRun(Self.text.0, regular), TextRun(Self.text.1, large)]
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(
            width: 160, maxLines: 1, fit: FitOptions(truncation: truncation, ellipsis: ellipsis)))
        #expect(p.truncated && p.lines.count == 1)
        let line = try #require(p.lines.first)
        #expect(line.line.width <= 160 + 1e-9)
        return line
    }

    @Test("the middle keeps both ends of the paragraph, across runs")
    func middle() throws {
        let text = try line(.middle).line.text
        let parts = text.components(separatedBy: "\u{2026}")
        #expect(parts.count == 2, "\(text)")
        #expect(parts[0].count > 0 && (Self.text.0 + Self.text.1).hasPrefix(parts[0]), "\(text)")
        #expect(parts[1].count > 0 && Self.text.1.hasSuffix(parts[1]), "\(text)")
    }

    @Test("the head keeps the paragraph's end; the tail its start; the ellipsis is the one asked for")
    func headAndTail() throws {
        let head = try line(.head).line.text
        #expect(head.hasPrefix("\u{2026}") && Self.text.1.hasSuffix(String(head.dropFirst())), "\(head)")
        let tail = try line(.tail, ellipsis: "...").line.text
        #expect(tail.hasSuffix("...") && Self.text.0.hasPrefix(String(tail.dropLast(3)).trimmingCharacters(in: .whitespaces)), "\(tail)")
    }

    @Test("the queries map a middle-truncated line's two ends to the text, and the ellipsis to what it hides")
    func queriesOfATruncatedLine() throws {
        let regular = try Fonts.attrs(Fonts.notoSans, size: 15), large = try Fonts.attrs(Fonts.notoSans, size: 18)
        let runs = [TextRun(Self.text.0, regular), TextRun(Self.text.1, large)]
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 160, maxLines: 1, fit: FitOptions(truncation: .middle)))
        let queries = p.queries
        let hidden = try #require(queries.truncatedUTF16Range(ofLine: 0))
        let whole = (Self.text.0 + Self.text.1).utf16.count
        #expect(hidden.lowerBound > 0 && hidden.upperBound < whole)
        // The last character is drawn: its caret is inside the line.
        let last = try #require(queries.caret(atUTF16: whole - 1))
        #expect(last.strongX < p.lines[0].x + p.lines[0].line.width)
    }
}

@Suite("One rule for where paragraphs end")
struct ParagraphBreakRuleTests {
    @Test("LF, CR, CR LF, NEL and U+2029 end a paragraph; U+2028 does not", arguments: ["\n", "\r", "\r\n", "\u{85}", "\u{2029}"])
    func separators(_ separator: String) throws {
        let text = "First" + separator + "Second"
        #expect(ParagraphBreaks.utf16Ranges(of: text).count == 2)
        #expect(ParagraphBreaks.utf8Ranges(of: text) == [0..<5, (5 + separator.utf8.count)..<(11 + separator.utf8.count)])
        // The engine spaces paragraphs apart, so the separator gets the paragraph spacing.
        var style = ParagraphStyle()
        style.paragraphSpacing = 10
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 300, style: style))
        #expect(p.lines.count == 2)
        #expect(abs(p.lines[1].top - (p.lines[0].height + 10)) < 1e-9, "\(separator.unicodeScalars.map(\.value))")
    }

    @Test("a line separator breaks the line inside the paragraph")
    func lineSeparator() throws {
        #expect(ParagraphBreaks.utf16Ranges(of: "First\u{2028}Second").count == 1)
    }
}
