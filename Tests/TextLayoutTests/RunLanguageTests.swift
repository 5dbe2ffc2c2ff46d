import Foundation
import Testing
@testable import TextLayout

/// Each run's own language decides its break opportunities and its hyphenation, whatever the
/// paragraph's first run says. The expected points are pyphen's, reading the same LibreOffice
/// dictionary files (`pyphenPoints`); the expected strictness is UAX #14's (CJ resolves to ID
/// under loose breaking).
@Suite("Per-run language: break opportunities and hyphenation by each run's language")
struct RunLanguageTests {
    /// A paragraph of two runs: `lead` in `leadLanguage`, then `word` alone in `wordLanguage`.
    static func breaksInsideWord(lead: String, leadLanguage: String, word: String, wordLanguage: String,
                                 width: Double) throws -> [Int] {
        let leadAttributes = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: leadLanguage)
        let wordAttributes = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: wordLanguage)
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        let p = try Typesetter.paragraph(runs: [TextRun(lead, leadAttributes), TextRun(word, wordAttributes)],
                                         options: ParagraphOptions(width: width, style: style))
        let wordStart = lead.utf8.count
        // A line's text range ends where it breaks; inside the word, that is a hyphen's place.
        return p.lines.filter(\.hyphenated).map { $0.textRange.upperBound - wordStart }.filter { $0 > 0 && $0 < word.utf8.count }
    }

    /// The word's points in a language's dictionary, with that dictionary's minimums at each end.
    static func points(_ word: String, language: String) throws -> Set<Int> {
        let dictionary = try #require(HyphenationDictionaries.dictionary(for: language))
        let found = try pyphenPoints(dictionary: dictionary.path, words: [word.lowercased()],
                                     left: Int(dictionary.leftMin), right: Int(dictionary.rightMin))
        return Set(found.first ?? [])
    }

    static let widths: [Double] = Array(stride(from: 70.0, through: 230, by: 8))

    @Test("A German run in an English paragraph hyphenates at German points; an English run in a German one at English points",
          arguments: [("The insurer is a ", "en-US", "Rechtsschutzversicherungsgesellschaften", "de"),
                      ("Das ist ", "de", "characteristically", "en-US"),
                      ("Rules: ", "en-US", "Silbentrennungsregeln", "de")])
    func hyphenatesByRunLanguage(lead: String, leadLanguage: String, word: String, wordLanguage: String) throws {
        let own = try Self.points(word, language: wordLanguage)
        let other = try Self.points(word, language: leadLanguage)
        // The two dictionaries disagree on this word, so the test tells them apart.
        try #require(!own.subtracting(other).isEmpty)
        var ownOnly = 0
        for width in Self.widths {
            for point in try Self.breaksInsideWord(lead: lead, leadLanguage: leadLanguage, word: word,
                                                   wordLanguage: wordLanguage, width: width) {
                #expect(own.contains(point), "\(word) broken after \(point) at \(width) pt; \(wordLanguage) points \(own.sorted())")
                if !other.contains(point) { ownOnly += 1 }
            }
        }
        #expect(ownOnly > 0, "no break of \(word) at a point only \(wordLanguage)'s patterns have, at any of \(Self.widths.count) widths")
    }

    @Test("A run in a language without a dictionary is not hyphenated inside a hyphenated paragraph")
    func runWithoutDictionary() throws {
        for width in Self.widths {
            #expect(try Self.breaksInsideWord(lead: "The word is ", leadLanguage: "en-US",
                                              word: "Rechtsschutzversicherungsgesellschaften", wordLanguage: "sw",
                                              width: width).isEmpty, "at \(width) pt")
        }
    }

    @Test("A Japanese run with the loose line-break keyword breaks loosely inside an English paragraph")
    func breakOpportunitiesByRunLanguage() throws {
        let font = LineBreakStrictnessTests.cjkFont
        let english = try Fonts.attrs(font, size: 16).with(language: "en-US")
        let japanese = try Fonts.attrs(font, size: 16).with(language: "ja-u-lb-loose")
        let lead = "Menu: "
        var cj = 0
        for width in LineBreakStrictnessTests.widths {
            let p = try Typesetter.paragraph(runs: [TextRun(lead, english), TextRun(LineBreakStrictnessTests.japanese, japanese)],
                                             options: ParagraphOptions(width: width))
            // Every character is set once (the space a line ends with hangs, outside its text).
            #expect(p.lines.map(\.line.text).joined().filter { $0 != " " } == (lead + LineBreakStrictnessTests.japanese).filter { $0 != " " })
            for line in p.lines.dropFirst() {
                guard let first = line.line.text.unicodeScalars.first?.value else { continue }
                #expect(!LineBreakStrictnessTests.neverStarts.contains(first), "at \(width) pt")
                if LineBreakStrictnessTests.isCJ(first) { cj += 1 }
            }
        }
        #expect(cj > 0, "no line of the loose Japanese run starts with small kana or ー at any width")
    }

    /// A caller's hyphenator: a point after every fifth letter, and the words it was asked for.
    final class EveryFifthLetter: Hyphenator, @unchecked Sendable {
        let lock = NSLock()
        private(set) var asked: [String] = []
        var minimumBefore: Int { 2 }
        var minimumAfter: Int { 2 }
        func hyphenationPoints(in word: [Unicode.Scalar]) -> [Int] {
            lock.lock()
            asked.append(String(String.UnicodeScalarView(word)))
            lock.unlock()
            return Array(stride(from: 5, to: word.count, by: 5))
        }
    }

    @Test("A run's own hyphenator replaces its language's dictionary; the other runs keep theirs")
    func callersHyphenator() throws {
        let word = "Typographically"
        let own = EveryFifthLetter()
        var attributes = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en-US")
        attributes.hyphenator = own
        let english = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en-US")
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        var used = 0
        for width in Self.widths {
            let p = try Typesetter.paragraph(runs: [TextRun("Set ", english), TextRun(word, attributes)],
                                             options: ParagraphOptions(width: width, style: style))
            for line in p.lines where line.hyphenated {
                let point = line.textRange.upperBound - 4
                #expect(point == 5 || point == 10, "broken after \(point) at \(width) pt")
                used += 1
            }
        }
        #expect(used > 0)
        #expect(!own.asked.isEmpty && own.asked.allSatisfy { $0 == word.lowercased() }, "\(own.asked)")
        #expect(attributes != english && attributes.hyphenator === own)
    }
}
