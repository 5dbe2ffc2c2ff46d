import Foundation
import Testing
@testable import TextLayout

/// Paragraph texts of our own, by script.
enum Texts {
    static let thai = "ภาษาไทยเขียนติดกันโดยไม่มีการเว้นวรรคระหว่างคำ แน่นอนว่าการตัดบรรทัดต้องใช้พจนานุกรม ระดับความยากของงานนี้สูงมาก"
    static let japanese = "日本語の文章は、単語の間に空白を置かずに書かれます。「行頭禁則」と呼ばれる規則があり、句読点や閉じ括弧は行の先頭に来ません。"
    static let german = "Die Donaudampfschifffahrtsgesellschaft veröffentlichte ihre Jahresbilanz, und die Rechtsschutzversicherungsgesellschaften reagierten außerordentlich zurückhaltend auf die Unabhängigkeitserklärung."
}

@Suite("Line breaking with ICU: dictionaries, kinsoku, UAX #14")
struct LineBreakingTests {
    static let widths: [Double] = [60, 90, 120, 170, 240]

    @Test("Thai breaks between dictionary words: never inside แน่นอน or ระดับ, never before a dependent vowel",
          arguments: widths)
    func thaiBreaksAtWords(width: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoThai, size: 17).with(language: "th")
        let p = try Typesetter.paragraph(Texts.thai, attrs, options: ParagraphOptions(width: width))
        #expect(p.lines.count > 1)
        let texts = p.lines.map(\.line.text)
        #expect(texts.joined().replacingOccurrences(of: " ", with: "") == Texts.thai.replacingOccurrences(of: " ", with: ""))
        for word in ["แน่นอน", "ระดับ", "พจนานุกรม"] where Typesetter.measure(word, attrs).width <= width {
            #expect(texts.contains { $0.contains(word) }, "\(word) split across lines: \(texts)")
        }
        for t in texts.dropFirst() {
            let first = t.unicodeScalars.first?.value ?? 0
            // Following and above/below vowels and tone marks (U+0E30–U+0E3A, U+0E45–U+0E4E).
            #expect(!((0x0E30...0x0E3A).contains(first) || (0x0E45...0x0E4E).contains(first)), "line starts with a dependent sign: \(t)")
        }
    }

    @Test("Japanese kinsoku: no line starts with 、。」 and none ends with 「", arguments: [50.0, 70, 85, 100, 120, 150])
    func kinsoku(width: Double) throws {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let attrs = try Fonts.attrs(cjk, size: 17).with(language: "ja")
        let p = try Typesetter.paragraph(Texts.japanese, attrs, options: ParagraphOptions(width: width))
        for l in p.lines {
            #expect(!["、", "。", "」"].contains(l.line.text.first.map(String.init) ?? ""), "\(l.line.text)")
            #expect(!l.line.text.hasSuffix("「"), "\(l.line.text)")
        }
        #expect(p.lines.map(\.line.text).joined() == Texts.japanese)
    }

    /// Break opportunities (after each scalar) in a word, as "|" between its scalars.
    static func marked(_ text: String, language: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let b = LineBreaker.breaks(scalars.map(\.value), language: language)
        var out = ""
        for (i, s) in scalars.enumerated() {
            out.unicodeScalars.append(s)
            if i < scalars.count - 1, b[i] != .none { out += "|" }
        }
        return out
    }

    @Test("Khmer and Lao break with Chromium's dictionaries, not the system ICU's")
    func chromiumDictionaries() {
        // Chromium 156 segments ល្បីល្បាញ ("famous") as ល្បី|ល្បាញ and Lao ການຕັດ ("cutting") as
        // ການ|ຕັດ (Intl.Segmenter, with the dictionaries of its line breaker); Debian 12's ICU 72,
        // with ICU's own dictionaries, keeps each whole.
        #expect(Typesetter.lineBreakData == LineBreakData(icuVersion: Typesetter.lineBreakData.icuVersion,
                                                          khmer: .chromium, lao: .chromium, chromiumDataICUVersion: 78))
        #expect(Self.marked("ល្បីល្បាញ", language: "km") == "ល្បី|ល្បាញ")
        #expect(Self.marked("ການຕັດ", language: "lo") == "ການ|ຕັດ")
    }

    @Test("Khmer words join as Chromium's patched Khmer engine joins them")
    func chromiumKhmerEngine() {
        // Chromium 156's Intl.Segmenter on these (its Khmer engine lets a word that is not in its
        // dictionary join the word before it up to 10 code points; ICU's lets it up to 3): ICU 72's
        // engine, with the same dictionary, gives ខ្ញុំ|ជិះ|រថភ្លើង|ពី, ឃើញ|វាល|ស្រែ|ពណ៌, ដ៏|កក់|ក្ដៅ.
        #expect(Self.marked("ខ្ញុំជិះរថភ្លើងពីភ្នំពេញ", language: "km") == "ខ្ញុំជិះ|រថភ្លើងពី|ភ្នំពេញ")
        #expect(Self.marked("ខ្ញុំឃើញវាលស្រែពណ៌បៃតង", language: "km") == "ខ្ញុំ|ឃើញវាល|ស្រែពណ៌|បៃតង")
        #expect(Self.marked("នៅក្នុងផ្ទះដ៏កក់ក្ដៅ", language: "km") == "នៅ|ក្នុង|ផ្ទះ|ដ៏កក់|ក្ដៅ")
        // Marks after a full stop belong to it, and the rules break after them, as ICU does.
        #expect(Self.marked("ណាស់។៎សួស្ដី", language: "km").hasPrefix("ណាស់។៎|"))
    }

    @Test("Only a hard line break is mandatory: the words of Thai or Khmer before U+2028 or a vertical tab stay optional",
          arguments: ["\u{2028}", "\u{0B}", "\u{0C}", "\u{85}", "\n"])
    func dictionaryBreaksBeforeAHardBreak(separator: String) {
        // UAX #14 LB4/LB5: a break is mandatory after BK, CR, LF and NL only. ICU 72 reports the
        // dictionary breaks in ภาษา|ไทย|แน่นอน as hard too when a hard break follows (ICU-23404).
        for (text, language) in [("ภาษาไทยแน่นอน", "th"), ("ខ្ញុំជិះរថភ្លើង", "km")] {
            let scalars = Array((text + separator + "abc").unicodeScalars).map(\.value)
            let b = LineBreaker.breaks(scalars, language: language)
            let before = text.unicodeScalars.count
            #expect(b[0..<(before - 1)].filter { $0 == .mandatory }.isEmpty, "\(text) before \(separator.unicodeScalars.first!.value)")
            #expect(b[0..<(before - 1)].contains(.allowed))
            #expect(b[before] == .mandatory)
        }
    }

    @Test("Break iterators are opened once per locale and reused")
    func iteratorsAreReused() throws {
        // A locale no other test uses, so that no other test holds its iterator meanwhile.
        for _ in 0..<20 { _ = LineBreaker.breaks(Array("ภาษาไทย แน่นอน".unicodeScalars.map(\.value)), language: "th-u-lb-strict") }
        #expect(LineBreaker.opened["th@lb=strict"] == 1)
    }

    @Test("A language tag with a line-break keyword reaches ICU as a locale")
    func localeKeywords() {
        #expect(LineBreaker.icuLocale("ja-u-lb-loose") == "ja@lb=loose")
        #expect(LineBreaker.icuLocale("th") == "th")
        #expect(LineBreaker.icuLocale(nil) == "")
    }
}

extension TextAttributes {
    func with(language: String) -> TextAttributes {
        var a = self
        a.language = language
        return a
    }
}
