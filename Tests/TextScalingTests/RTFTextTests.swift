import Testing
@testable import TextScaling

/// The document text and formatting that `rtf render` draws, read from real Cocoa RTF.
@Suite struct RTFTextTests {
    func paragraphs(_ rtf: String) throws -> [RTFParagraph] {
        try RTFDocument(bytes: Array(rtf.utf8)).paragraphs()
    }

    @Test func aUITextViewDocumentsRunsSizesTraitsAndCharacters() throws {
        // The fixture's own control words: \f0\b\fs56 "Trip notes", \f1\b0\fs34 body with an emoji
        // written as a UTF-16 surrogate pair (\uc0\u55357 \u56832) and Windows-1252 quotes
        // (\'93 \'94), \f2\fs30, \f3\fs26, \f4\b\fs44, \f1\b0\fs24.
        let doc = try RTFDocument(bytes: try Fixture.bytes("ios-uitextview.rtf"))
        let p = doc.paragraphs()
        #expect(p.map { $0.runs.map(\.text).joined() } == [
            "Trip notes", "Body text at the iOS body size, 17 pt, with an emoji 😀 and “quotes”.", "code at 15 pt",
            "Helvetica Neue caption at 13 pt", "Rounded title at 22 pt", "Footnote at 12 pt.",
        ])
        #expect(p.map { $0.runs.first?.pointSize } == [28, 17, 15, 13, 22, 12])
        #expect(p.map { $0.runs.first?.bold } == [true, false, false, false, true, false])
        #expect(p.map { $0.runs.first?.fontIndex } == [0, 1, 2, 3, 4, 1])
        // \cf2 is the colour table's third entry: \red0\green0\blue0.
        #expect(p.first?.runs.first?.color == RTFColor(red: 0, green: 0, blue: 0))
    }

    @Test func formattingAlignmentColoursAndDestinations() throws {
        let p = try paragraphs(#"""
            {\rtf1\ansi{\fonttbl\f0\fswiss Helvetica;\f1\froman Times;}{\colortbl;\red192\green57\blue43;}
            {\*\expandedcolortbl;;}{\info{\title Not text}}
            \pard\qc\f0\fs28 Centered {\b bold}{\i italic} \cf1 red\cf0 .\par
            \pard\qr\f1\fs20 Right\line next\tab tab\par
            \pard\qj\fs26\fsmilli13333 Thirteen and a third\par
            \plain Plain \{braces\} \\ and \u8212\'3f dash}
            """#)
        #expect(p.count == 4)
        // Paragraph formatting lasts until \pard: \plain resets only the character formatting.
        #expect(p.map(\.alignment) == [.center, .right, .justified, .justified])
        let first = try #require(p.first)
        #expect(first.runs.map(\.text) == ["Centered ", "bold", "italic", " ", "red", "."])
        #expect(first.runs.map(\.bold) == [false, true, false, false, false, false])
        #expect(first.runs.map(\.italic) == [false, false, true, false, false, false])
        #expect(first.runs[4].color == RTFColor(red: 192, green: 57, blue: 43) && first.runs[3].color == nil)
        #expect(first.runs.allSatisfy { $0.pointSize == 14 && $0.fontIndex == 0 })
        // A control word's delimiting space is not text: "\\tab tab" is a tab, then "tab".
        #expect(p[1].runs.map(\.text).joined() == "Right\u{2028}next\ttab" && p[1].runs.first?.pointSize == 10)
        // Cocoa's \fsmilli (1/1000 pt) beside \fs for fractional sizes.
        #expect(p[2].runs.first?.pointSize == 13.333)
        // \plain resets the font and size (12 pt); \uN's fallback character (\'3f) is skipped (\uc1).
        #expect(p[3].runs.map(\.text).joined() == "Plain {braces} \\ and \u{2014} dash")
        #expect(p[3].runs.first?.pointSize == 12 && p[3].runs.first?.fontIndex == nil)
    }

    @Test func surrogatesThatDoNotPairAreReplaced() throws {
        let p = try paragraphs(#"{\rtf1\ansi\uc0 a\u55357 b\u56832 c}"#)
        #expect(p.first?.runs.map(\.text).joined() == "a\u{FFFD}b\u{FFFD}c")
    }
}
