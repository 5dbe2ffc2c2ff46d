import Foundation
import Testing
@testable import TextLayout

/// An attributed string's runs carry their paragraph's style, and the engine's one splitter gives
/// each paragraph the style of the run it starts in.
@Suite("Each paragraph takes the attributes of its first run")
struct ParagraphAttributesTests {
    /// `fixParagraphStyleAttribute(in:)`: "assigning the first paragraph style attribute value in
    /// each paragraph to all characters of the paragraph" (developer.apple.com,
    /// NSMutableAttributedString/fixParagraphStyleAttribute(in:)).
    @Test("A block's paragraphs are set each with the style of the run it starts in")
    func styleOfTheFirstRun() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        var centred = ParagraphStyle(), indented = ParagraphStyle()
        centred.alignment = .center
        indented.firstLineHeadIndent = 20
        let runs = [TextRun("Centred ", attrs, paragraph: ParagraphAttributes(style: centred)),
                    TextRun("still centred\nIndented", attrs, paragraph: ParagraphAttributes(style: indented))]
        let layout = try Typesetter.document([TextBlock(runs, terminator: "")], options: DocumentOptions(width: 300))
        let lines = layout.paragraph.lines
        try #require(lines.count == 2)
        #expect(lines[0].line.text == "Centred still centred")
        #expect(abs(lines[0].x - (300 - lines[0].line.width) / 2) < 1e-9)
        #expect(lines[1].x == 20)
        #expect(layout.blocks.map(\.textRange) == [0..<21, 22..<30])
    }

    /// `NSLineBreakMode.byTruncatingTail`: "the line is displayed so that the end fits in the
    /// container" — one line of its paragraph (developer.apple.com, NSLineBreakMode): the mode is
    /// the paragraph's, so the next paragraph still wraps.
    @Test("A paragraph's own line limit truncates it alone; the next paragraph wraps")
    func lineLimitOfOneParagraph() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let sentence = "The quick brown fox jumps over the lazy dog"
        let runs = [TextRun(sentence + "\n", attrs, paragraph: ParagraphAttributes(maxLines: 1, fit: FitOptions(truncation: .tail))),
                    TextRun(sentence, attrs, paragraph: ParagraphAttributes())]
        let layout = try Typesetter.document([TextBlock(runs, terminator: "")], options: DocumentOptions(width: 120))
        let lines = layout.paragraph.lines
        #expect(lines.first?.line.text.hasSuffix("\u{2026}") == true)
        #expect(layout.blocks.count == 2)
        #expect((layout.blocks.last?.lines.count ?? 0) > 1, "the second paragraph wraps")
        #expect(lines.dropFirst().allSatisfy { !$0.line.text.contains("\u{2026}") })
    }
}
