import Foundation
import Testing
@testable import TextLayout

/// pyphen (Debian's python3-pyphen) reading the same LibreOffice dictionary file: its points for
/// each word, with the same minimum lengths at each end.
func pyphenPoints(dictionary: String, words: [String], left: Int, right: Int) throws -> [[Int]] {
    let script = """
    import json, sys, pyphen
    d = pyphen.Pyphen(filename=sys.argv[1], left=int(sys.argv[2]), right=int(sys.argv[3]))
    print(json.dumps([d.positions(w) for w in json.loads(sys.stdin.read())]))
    """
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    p.arguments = ["-c", script, dictionary, String(left), String(right)]
    let input = Pipe(), output = Pipe()
    p.standardInput = input
    p.standardOutput = output
    try p.run()
    input.fileHandleForWriting.write(try JSONEncoder().encode(words))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return try JSONDecoder().decode([[Int]].self, from: data)
}

@Suite("Hyphenation with libhyphen: dictionary points, hyphenationFactor, long words")
struct HyphenationTests {
    static let cases: [(language: String, words: [String])] = [
        ("en-US", ["hyphenation", "incomprehensibilities", "Antidisestablishmentarianism", "typography", "paragraph",
                   "representation", "international", "characteristically", "extraordinary", "responsibility"]),
        ("de", ["Donaudampfschifffahrtsgesellschaft", "Rechtsschutzversicherungsgesellschaften", "Silbentrennung",
                "außerordentlich", "zurückhaltend", "Unabhängigkeitserklärung", "Jahresbilanz", "Schreibmaschine"]),
        ("fr", ["anticonstitutionnellement", "typographie", "extraordinaire", "responsabilité", "développement",
                "internationalisation", "paragraphe", "caractéristique"]),
    ]

    @Test("Hyphenation points are the dictionary's, as pyphen reads the same file", arguments: cases)
    func pointsMatchPyphen(language: String, words: [String]) throws {
        let d = try #require(HyphenationDictionaries.dictionary(for: language))
        let expected = try pyphenPoints(dictionary: d.path, words: words, left: Int(d.leftMin), right: Int(d.rightMin))
        for (word, want) in zip(words, expected) {
            #expect(Typesetter.hyphenationPoints(word, language: language) == want, "\(word)")
        }
    }

    @Test("Dictionaries are found from the language tag")
    func dictionaryChoice() throws {
        #expect(HyphenationDictionaries.path(for: "de-CH")?.hasSuffix("hyph_de_CH.dic") == true)
        #expect(HyphenationDictionaries.path(for: "en")?.hasSuffix("/hyph_en.dic") == true || HyphenationDictionaries.path(for: "en")?.contains("hyph_en_") == true)
        #expect(HyphenationDictionaries.path(for: "fr-FR")?.hasSuffix("hyph_fr_FR.dic") == true)
        #expect(HyphenationDictionaries.path(for: "sw") == nil)
        #expect(HyphenationDictionaries.path(for: "../etc") == nil)
        #expect(!Typesetter.hasHyphenationDictionary(for: "sw"))
        #expect(Typesetter.hyphenationPoints("hyphenation", language: "sw").isEmpty)
    }

    @Test("A hyphenated paragraph: lines end with U+2010 at dictionary points and fit", arguments: [110.0, 150, 200])
    func hyphenatedParagraph(width: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "de")
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        style.alignment = .justified
        let p = try Typesetter.paragraph(Texts.german, attrs, options: ParagraphOptions(width: width, style: style))
        let hyphenated = p.lines.filter(\.hyphenated)
        #expect(!hyphenated.isEmpty)
        let text = Array(Texts.german.utf8)
        for l in p.lines {
            #expect(l.line.width <= width + 1e-6)
            guard l.hyphenated else { continue }
            #expect(l.line.text.hasSuffix("\u{2010}"))
            // The break is one of the dictionary's points of the word it falls in.
            let before = String(decoding: text[..<l.textRange.upperBound], as: UTF8.self)
            let after = String(decoding: text[l.textRange.upperBound...], as: UTF8.self)
            let head = before.split(whereSeparator: { !$0.isLetter }).last.map(String.init) ?? ""
            let tail = after.prefix { $0.isLetter }
            let points = Typesetter.hyphenationPoints(head + tail, language: "de")
            #expect(points.contains(head.unicodeScalars.count), "\(head)|\(tail)")
        }
        // Justified: every line but the last that has a word space fills the width.
        for l in p.lines.dropLast() where l.line.text.contains(" ") { #expect(abs(l.line.width - width) < 1e-6) }
        #expect(p.lines.last.map { $0.line.width < width } == true)
    }

    @Test("hyphenationFactor 0 never hyphenates; a language without a dictionary is not hyphenated")
    func noHyphenation() throws {
        let de = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "de")
        let off = try Typesetter.paragraph(Texts.german, de, options: ParagraphOptions(width: 150))
        #expect(!off.lines.contains { $0.hyphenated })
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        let sw = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "sw")
        let none = try Typesetter.paragraph(Texts.german, sw, options: ParagraphOptions(width: 150, style: style))
        #expect(!none.lines.contains { $0.hyphenated })
    }

    @Test("A lower factor hyphenates less readily: hyphenated lines never increase as it falls")
    func factorOrdersReadiness() throws {
        let en = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en-US")
        let text = "Characteristically, international representation demands extraordinary responsibility and incomprehensibilities abound in typography."
        var counts: [Int] = []
        for f: Float in [1, 0.9, 0.6, 0.3, 0.05] {
            var style = ParagraphStyle()
            style.hyphenationFactor = f
            let p = try Typesetter.paragraph(text, en, options: ParagraphOptions(width: 140, style: style))
            counts.append(p.lines.filter(\.hyphenated).count)
        }
        #expect(counts.first ?? 0 > 0)
        #expect(counts == counts.sorted(by: >), "\(counts)")
    }

    @Test("A word longer than the line breaks at hyphenation points when one fits, else between graphemes")
    func longWord() throws {
        let en = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en-US")
        let word = "Antidisestablishmentarianism"
        var style = ParagraphStyle()
        style.hyphenationFactor = 0.5
        let p = try Typesetter.paragraph(word, en, options: ParagraphOptions(width: 90, style: style))
        let points = Typesetter.hyphenationPoints(word, language: "en-US")
        #expect(p.lines.count > 1)
        var offset = 0
        for l in p.lines.dropLast() {
            #expect(l.hyphenated)
            offset += l.scalarRange.count
            #expect(points.contains(offset), "\(l.line.text)")
        }
        let plain = try Typesetter.paragraph(word, en, options: ParagraphOptions(width: 90))
        #expect(!plain.lines.contains { $0.hyphenated })
        #expect(plain.lines.map(\.line.text).joined() == word)
        #expect(plain.lines.allSatisfy { $0.line.width <= 90 + 1e-9 })
    }

    @Test("A first paragraph loads only its own language's dictionary")
    func lazyDictionaries() throws {
        let en = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en-GB")
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        _ = try Typesetter.paragraph("Hyphenation of an English paragraph.", en, options: ParagraphOptions(width: 80, style: style))
        let loaded = HyphenationDictionaries.loadedPaths
        #expect(loaded.contains { $0.contains("hyph_en") })
        // fr-CA is asked for by no test: its file is not open.
        #expect(!loaded.contains { $0.hasSuffix("hyph_fr_CA.dic") })
    }
}
