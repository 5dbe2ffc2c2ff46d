import Foundation
import Testing
@testable import TextLayout

/// CSS `line-break` strictness and `word-break: keep-all` over ICU's line break iterator. The
/// expectations are UAX #14's: its CJ class (Conditional Japanese Starter: small kana and the
/// prolonged sound mark) "resolves to NS" for strict breaking and "to ID" for normal and loose
/// breaking (UAX #14, section 5.1, CJ), and no line starts with NS (LB21) or CL (LB13, LB16).
@Suite("Line-break strictness and keep-all")
struct LineBreakStrictnessTests {
    static let cjkFont = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// The CJ class of Unicode 15's LineBreak.txt (ICU 72's Unicode version).
    static func isCJ(_ c: UInt32) -> Bool {
        [0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
         0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
         0x30FC, 0x1B132, 0x1B150, 0x1B151, 0x1B152, 0x1B155, 0x1B164, 0x1B165, 0x1B166, 0x1B167].contains(c)
            || (0x31F0...0x31FF).contains(c) || (0xFF67...0xFF70).contains(c)
    }
    /// Characters of the texts below that no line may start with at any strictness: CL (、。」) in
    /// LineBreak.txt.
    static let neverStarts: Set<UInt32> = [0x3001, 0x3002, 0x300D, 0x300F, 0xFF09]
    /// NS characters of the texts below (・々) that strict and normal keep off a line's start; CSS
    /// Text 3 allows a break before them under loose only ("breaks before iteration marks",
    /// "certain centered punctuation marks").
    static let looseStarts: Set<UInt32> = [0x30FB, 0x3005]

    /// Japanese with many small kana and prolonged sound marks (the words the kinsoku defect was
    /// seen on: パーティー, ショッピング).
    static let japanese = "週末のパーティーのため、駅前のデパートでショッピングをしました。ちょっと高いチョコレートやクッキー、ジュースを買って、キャンディーもたくさん選びました。「ヨーロッパ」のチーズ・ケーキは、ミルクティーといっしょに食べます。"

    static func marked(_ text: String, language: String?, _ rules: LineBreaker.Rules) -> String {
        let scalars = Array(text.unicodeScalars)
        let b = LineBreaker.breaks(scalars.map(\.value), language: language, rules: rules)
        var out = ""
        for (i, s) in scalars.enumerated() {
            out.unicodeScalars.append(s)
            if i < scalars.count - 1, b[i] != .none { out += "|" }
        }
        return out
    }

    /// The first code point of every line but the first.
    static func lineStarts(language: String, style: ParagraphStyle, width: Double) throws -> [UInt32] {
        var attrs = try Fonts.attrs(cjkFont, size: 16)
        attrs.language = language
        let p = try Typesetter.paragraph(japanese, attrs, options: ParagraphOptions(width: width, style: style))
        #expect(p.lines.map(\.line.text).joined() == japanese)
        return p.lines.dropFirst().compactMap { $0.line.text.unicodeScalars.first?.value }
    }

    static let widths: [Double] = Array(stride(from: 60.0, through: 330, by: 15))

    @Test("Japanese is strict by default: no line starts with small kana, ー, 、 or 。 (CJ is NS)",
          arguments: ["ja", "ja-JP", "ja-u-lb-strict"])
    func japaneseIsStrict(language: String) throws {
        var starts = 0
        for w in Self.widths {
            for c in try Self.lineStarts(language: language, style: ParagraphStyle(), width: w) {
                starts += 1
                #expect(!Self.isCJ(c) && !Self.neverStarts.contains(c) && !Self.looseStarts.contains(c),
                        "\(language) at \(w) pt: a line starts with U+\(String(c, radix: 16, uppercase: true))")
            }
        }
        #expect(starts > 100)
    }

    @Test("Loose and normal let a line start with small kana and ー, never with 、。 (CJ is ID)",
          arguments: [("ja-u-lb-loose", ParagraphStyle.LineBreakStrictness.automatic), ("ja-u-lb-normal", .automatic),
                      ("ja", .loose), ("ja", .normal), ("ja-u-lb-strict", .normal)])
    func looseAndNormal(language: String, strictness: ParagraphStyle.LineBreakStrictness) throws {
        var style = ParagraphStyle()
        style.lineBreakStrictness = strictness
        var cj = 0
        for w in Self.widths {
            for c in try Self.lineStarts(language: language, style: style, width: w) {
                if Self.isCJ(c) { cj += 1 }
                #expect(!Self.neverStarts.contains(c), "\(language) at \(w) pt: a line starts with U+\(String(c, radix: 16))")
                if strictness == .normal || language == "ja-u-lb-normal" {
                    #expect(!Self.looseStarts.contains(c), "\(language) at \(w) pt: a line starts with U+\(String(c, radix: 16))")
                }
            }
        }
        #expect(cj > 0, "no line of \(language) (\(strictness)) starts with small kana or ー at any of \(Self.widths.count) widths")
    }

    @Test("Between two kana, a break before CJ is allowed under normal and loose and never under strict")
    func cjResolution() {
        let scalars = Array(Self.japanese.unicodeScalars.map(\.value))
        let id: (UInt32) -> Bool = { (0x3042...0x3093).contains($0) || (0x30A2...0x30FA).contains($0) || (0x4E00...0x9FFF).contains($0) }
        var checked = 0
        for (language, strictness, allowed) in [("ja", ParagraphStyle.LineBreakStrictness.automatic, false), ("ja-u-lb-strict", .automatic, false),
                                                ("ja", .strict, false), ("ja-u-lb-normal", .automatic, true), ("ja", .normal, true),
                                                ("ja", .loose, true), ("ja-u-lb-loose", .automatic, true)] {
            let b = LineBreaker.breaks(scalars, language: language, rules: .init(strictness: strictness))
            for i in 0..<(scalars.count - 1) where Self.isCJ(scalars[i + 1]) && id(scalars[i]) && !Self.isCJ(scalars[i]) {
                checked += 1
                #expect((b[i] != .none) == allowed, "\(language) \(strictness): before U+\(String(scalars[i + 1], radix: 16)) at \(i)")
            }
        }
        #expect(checked > 70)
    }

    @Test("anywhere breaks between any two grapheme clusters, even at a no-break space; hard breaks stay")
    func anywhere() {
        let text = "a\u{00A0}b.c\u{0301}d"
        #expect(Self.marked(text, language: "en", .init(strictness: .automatic)) == text)
        #expect(Self.marked(text, language: "en", .init(strictness: .anywhere)) == "a|\u{00A0}|b|.|c\u{0301}|d")
        #expect(Self.marked("パーティー", language: "ja", .init(strictness: .anywhere)) == "パ|ー|テ|ィ|ー")
        let hard = Array("ab\ncd".unicodeScalars.map(\.value))
        #expect(LineBreaker.breaks(hard, language: "en", rules: .init(strictness: .anywhere))[2] == .mandatory)
    }

    @Test("keep-all breaks Korean, Chinese and Japanese only at spaces and punctuation", arguments: [
        ("ko", "한국어 문장은 띄어쓰기로 단어를 나눕니다.", "한국어 |문장은 |띄어쓰기로 |단어를 |나눕니다."),
        ("zh", "中文排版，不用空格。", "中文排版，|不用空格。"),
        ("ja", "日本語の文章は、単語の間に空白を置かない。", "日本語の文章は、|単語の間に空白を置かない。"),
        ("en", "keep-all 42 words", "keep-|all |42 |words"),
    ])
    func keepAll(language: String, text: String, expected: String) {
        #expect(Self.marked(text, language: language, .init(strictness: .automatic, keepAll: true)) == expected)
        if language != "en" {
            // Without keep-all the same text breaks inside words.
            #expect(Self.marked(text, language: language, .init()).filter { $0 == "|" }.count > expected.filter { $0 == "|" }.count)
        }
    }

    @Test("A Korean paragraph with keep-all ends every line at a space")
    func keepAllParagraph() throws {
        let text = "타이포그래피는 글자를 읽기 좋고 보기 좋게 배열하는 기술입니다. 한국어는 띄어쓰기로 단어를 나누므로 줄은 공백에서 바뀌어야 합니다."
        var attrs = try Fonts.attrs(Self.cjkFont, size: 16)
        attrs.language = "ko"
        var style = ParagraphStyle()
        style.wordBreak = .keepAll
        let scalars = Array(text.unicodeScalars)
        var inside = 0
        for w in stride(from: 120.0, through: 300, by: 30) {  // every word fits: the widest is 103 pt
            let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: w, style: style))
            #expect(p.lines.count > 1)
            // A line ends at a space when the text has one at its end or right after it (a line's
            // range may leave out the spaces that hang past its end).
            func atSpace(_ l: ParagraphLine) -> Bool {
                scalars[l.scalarRange.upperBound - 1] == " " || (l.scalarRange.upperBound < scalars.count && scalars[l.scalarRange.upperBound] == " ")
            }
            for l in p.lines.dropLast() {
                #expect(atSpace(l), "at \(w) pt a line ends inside a word: \(l.line.text)")
            }
            let plain = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: w))
            inside += plain.lines.dropLast().filter { !atSpace($0) }.count
        }
        #expect(inside > 0, "without keep-all some line should end between two syllables")
    }

    @Test("Each strictness has its own iterators, opened once and reused")
    func iteratorPerStrictness() {
        let scalars = Array("한국어 문장은".unicodeScalars.map(\.value))
        for _ in 0..<10 {
            _ = LineBreaker.breaks(scalars, language: "ko-KR", rules: .init(strictness: .loose))
            _ = LineBreaker.breaks(scalars, language: "ko-KR", rules: .init(strictness: .normal))
        }
        #expect(LineBreaker.opened["ko_KR@lb=loose"] == 1)
        #expect(LineBreaker.opened["ko_KR@lb=normal"] == 1)
        #expect(LineBreaker.lineLocale("ja", .automatic) == "ja@lb=strict")
        #expect(LineBreaker.lineLocale("ja-u-lb-loose", .automatic) == "ja@lb=loose")
        #expect(LineBreaker.lineLocale("ja-u-lb-loose", .strict) == "ja@lb=strict")
        #expect(LineBreaker.lineLocale("en", .automatic) == "en")
    }

    @Test("A language tag's -u-lb- names a strictness", arguments: [
        ("ja-u-lb-loose", ParagraphStyle.LineBreakStrictness?.some(.loose)), ("ja-u-lb-strict", .strict),
        ("zh-Hant-u-lb-normal", .normal), ("ja", nil), ("en-u-ca-gregory", nil),
    ])
    func strictnessFromTag(tag: String, expected: ParagraphStyle.LineBreakStrictness?) {
        #expect(ParagraphStyle.LineBreakStrictness(languageTag: tag) == expected)
    }
}
