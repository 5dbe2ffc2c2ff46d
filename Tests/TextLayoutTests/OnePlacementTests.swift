import Foundation
import Testing
@testable import TextLayout

/// A label's line is placed by the same placement as a paragraph's: in its paragraph's direction,
/// which is its whole text's and not what truncation kept of it.
@Suite("One placement for a label's line and a paragraph's")
struct OnePlacementTests {
    /// `NSTextAlignment.natural` is "the default alignment associated with the current
    /// localization … left, and for right-to-left scripts is right", and with
    /// `NSWritingDirection.natural` the direction follows "the Unicode Bidi Algorithm rules P2 and
    /// P3" (developer.apple.com, NSTextAlignment/natural, NSWritingDirection/natural): the first
    /// strong character of the paragraph, here a Latin letter. An ellipsis put at the head does
    /// not make the paragraph another one.
    @Test("A one-line label cut at its head keeps its whole text's direction: leading is its left edge")
    func headTruncatedLabelKeepsItsDirection() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoHebrew])
        let text = "Inbox שלום עולם ומלואו שלום"
        let width = 70.0
        let label = try Typesetter.fitLabel(text, width: width, attrs,
                                            options: LabelOptions(allowsTightening: false, truncation: .head))
        let line = try #require(label.paragraph.lines.first)
        #expect(label.truncated)
        #expect(!line.line.text.contains("Inbox"), "only the Hebrew tail is kept")
        #expect(width - line.line.width > 0.5, "room is left, so the side the line is put on shows")
        #expect(line.x == 0)
        let paragraph = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(
            width: width, maxLines: 1, fit: FitOptions(allowsTightening: false, truncation: .head)))
        #expect(paragraph.lines.first?.x == line.x, "the label is placed as the engine places a paragraph's last line")
    }
}
