import Foundation
import Testing
@testable import TextLayout

/// Every truncated line is fitted by one ellipsizer, so a paragraph of several runs, of one run
/// and a one-line label behave alike.
@Suite("One ellipsizer for one run and for several")
struct OneEllipsizerTests {
    /// Tightening comes before truncation for attributed text as for plain: AppKit's
    /// `tighteningFactorForTruncation` tightens "before truncating … provided that the ratio of
    /// the text width to the line fragment width does not exceed 1.0 + the value", 0.05 by default
    /// (developer.apple.com, NSParagraphStyle/tighteningFactorForTruncation).
    @Test("A line of two runs at most 5 % too wide is tightened, not truncated")
    func runsTightenBeforeTruncating() throws {
        let regular = try Fonts.attrs(Fonts.notoSans, size: 15), large = try Fonts.attrs(Fonts.notoSans, size: 18)
        let runs = [TextRun("Typography ", regular), TextRun("everywhere", large)]
        let natural = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: .infinity)).lines[0].line.width
        let width = natural * 0.97
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: width, maxLines: 1))
        let line = try #require(p.lines.first)
        #expect(p.lines.count == 1 && !p.truncated)
        #expect(line.line.text == "Typography everywhere")
        #expect(line.line.width <= width + 1e-9)
        #expect(line.line.width > width - 0.01, "tightened to the width, not further")
    }

    /// `NSStringDrawingOptions.truncatesLastVisibleLine`: "Truncates and adds the ellipsis character
    /// to the last visible line if the text doesn't fit into the bounds specified" (NSStringDrawing.h).
    /// A paragraph after the last allowed line is text that does not fit.
    @Test("A line limit that ends at a hard break ends the last line in an ellipsis, for one run as for several")
    func limitAtAHardBreak() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let one = try Typesetter.paragraph("Hello\nWorld", attrs, options: ParagraphOptions(width: 300, maxLines: 1))
        #expect(one.lines.map(\.line.text) == ["Hello\u{2026}"])
        #expect(one.truncated)
        let runs = [TextRun("Hello\n", attrs), TextRun("World", try Fonts.attrs(Fonts.notoSans, size: 18))]
        let several = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 300, maxLines: 1))
        #expect(several.lines.map(\.line.text) == ["Hello\u{2026}"])
    }

    @Test("A truncated run keeps its colour")
    func truncatedRunKeepsItsColour() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let run = TextRun("The quick brown fox jumps over the lazy dog", attrs, color: red)
        let p = try Typesetter.paragraph(runs: [run], options: ParagraphOptions(width: 120, maxLines: 1))
        let line = try #require(p.lines.first)
        #expect(p.truncated && line.line.text.hasSuffix("\u{2026}"))
        #expect(!line.line.runs.isEmpty && line.line.runs.allSatisfy { $0.color == red })
    }
}

/// The paragraphs a block's hard breaks make and a document's blocks are stacked by one stacker.
@Suite("One stacker for a block's paragraphs and a document's blocks")
struct OneStackerTests {
    /// `NSStringDrawingOptions.truncatesLastVisibleLine` (see above): the last visible line is
    /// truncated whenever the text does not fit, wherever the cut falls.
    @Test("A height that cuts between two blocks ends the last kept line in an ellipsis")
    func heightCutBetweenBlocks() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let height = Typesetter.measure("First", attrs).lineHeight
        let blocks = [TextBlock([TextRun("First", attrs)]), TextBlock([TextRun("Second", attrs)])]
        let layout = try Typesetter.document(blocks, options: DocumentOptions(width: 300, height: height, truncatesLastLine: true))
        #expect(layout.cut)
        #expect(layout.paragraph.lines.map(\.line.text) == ["First\u{2026}"])
    }

    /// `NSParagraphStyle.headIndent` indents "lines other than the first" of a paragraph, and a
    /// hard break starts a paragraph: the first line after it takes `firstLineHeadIndent`.
    @Test("The used width of a block's second paragraph counts its first line's indent, not the head indent")
    func usedWidthOfHardBreakParagraphs() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        var style = ParagraphStyle()
        style.headIndent = 30
        let layout = try Typesetter.document([TextBlock([TextRun("Hello\nHello", attrs)], style: style)],
                                             options: DocumentOptions(width: 300))
        let width = Typesetter.measure("Hello", attrs).width
        #expect(layout.paragraph.lines.map(\.x) == [0, 0])
        #expect(abs(layout.usedWidth - width) < 1e-9, "\(layout.usedWidth) for lines \(width) wide")
    }
}
