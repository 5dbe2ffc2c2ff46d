import Foundation
import Testing
@testable import TextLayout

@Suite("Paragraph style: indents, spacing, line height, alignment, justification, wrapping")
struct ParagraphStyleTests {
    static let text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump."

    func layout(_ style: ParagraphStyle, text: String = ParagraphStyleTests.text, width: Double = 200,
                font: String = Fonts.notoSans, language: String? = nil) throws -> Paragraph {
        var attrs = try Fonts.attrs(font, size: 15, lineHeight: 20)
        attrs.language = language
        return try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: width, style: style))
    }

    @Test("Indents: the first line from firstLineHeadIndent, the others from headIndent, all inside tailIndent",
          arguments: [(20.0, 10.0, -30.0), (0, 25, 0), (30, 0, 150), (12, 12, -12)])
    func indents(first: Double, head: Double, tail: Double) throws {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = first
        style.headIndent = head
        style.tailIndent = tail
        let p = try layout(style)
        let end = tail > 0 ? tail : 200 + tail
        #expect(p.lines.count > 2)
        for (i, l) in p.lines.enumerated() {
            #expect(l.x == (i == 0 ? first : head))
            #expect(l.x + l.line.width <= end + 1e-9)
        }
        // Each line but the last is full: the next word would not have fitted.
        let plain = try layout(ParagraphStyle(), width: end - head)
        if first == head { #expect(p.lines.map(\.line.text) == plain.lines.map(\.line.text)) }
    }

    @Test("Right-to-left: the indents are measured from the right edge")
    func rtlIndents() throws {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 5
        style.tailIndent = -10
        let p = try layout(style, text: "שלום עולם זהו משפט ארוך למדי בעברית כדי לבדוק את השורות", width: 150, font: Fonts.notoHebrew)
        #expect(p.lines.count > 1)
        for (i, l) in p.lines.enumerated() {
            #expect(abs(l.x + l.line.width - (150 - (i == 0 ? 20 : 5))) < 1e-9)
            #expect(l.x >= 10 - 1e-9)
        }
    }

    @Test("Spacing: lineSpacing between a paragraph's lines, paragraph spacing between paragraphs only")
    func spacing() throws {
        var style = ParagraphStyle()
        style.lineSpacing = 3
        style.paragraphSpacing = 10
        style.paragraphSpacingBefore = 4
        let p = try layout(style, text: "one two three four five six\nseven eight nine ten eleven", width: 90)
        let tops = p.lines.map(\.top)
        let firstParagraph = p.lines.prefix { $0.textRange.upperBound <= 27 }.count
        #expect(firstParagraph >= 2 && firstParagraph < p.lines.count)
        for i in 1..<p.lines.count {
            let gap = tops[i] - tops[i - 1] - 20
            #expect(abs(gap - (i == firstParagraph ? 14 : 3)) < 1e-9, "line \(i)")
        }
        // Nothing after the last line.
        #expect(abs(p.height - ((p.lines.last?.top ?? 0) + 20)) < 1e-9)
    }

    @Test("Line height: multiple, then the minimum and maximum", arguments: [
        (1.5, 0.0, 0.0, 30.0), (0, 26, 0, 26), (0, 0, 15, 15), (2, 0, 33, 33), (0.5, 12, 0, 12),
    ])
    func lineHeight(multiple: Double, minimum: Double, maximum: Double, expected: Double) throws {
        var style = ParagraphStyle()
        style.lineHeightMultiple = multiple
        style.minimumLineHeight = minimum
        style.maximumLineHeight = maximum
        let p = try layout(style)
        for (i, l) in p.lines.enumerated() {
            #expect(l.height == expected)
            #expect(l.top == Double(i) * expected)
            // The glyph box stays centred in the line box.
            #expect(abs(l.baseline - (l.top + (expected - l.line.ascent - l.line.descent) / 2 + l.line.ascent)) < 1e-9)
        }
    }

    @Test("Alignment: left and right are absolute, natural follows the direction, center between the indents")
    func alignment() throws {
        let hebrew = "שלום עולם"
        for (text, font, align, expectedRightAligned) in [
            ("Hello world", Fonts.notoSans, ParagraphStyle.Alignment.natural, false),
            ("Hello world", Fonts.notoSans, .right, true),
            (hebrew, Fonts.notoHebrew, .natural, true),
            (hebrew, Fonts.notoHebrew, .left, false),
        ] {
            var style = ParagraphStyle()
            style.alignment = align
            let l = try #require(try layout(style, text: text, width: 300, font: font).lines.first)
            #expect(abs((expectedRightAligned ? l.x + l.line.width : l.x) - (expectedRightAligned ? 300 : 0)) < 1e-9, "\(text) \(align)")
        }
        var style = ParagraphStyle()
        style.alignment = .center
        style.headIndent = 40
        style.firstLineHeadIndent = 40
        style.tailIndent = -20
        let l = try #require(try layout(style, text: "Hello", width: 300).lines.first)
        #expect(abs(l.x - (40 + (240 - l.line.width) / 2)) < 1e-9)
    }

    @Test("Justified: full lines stretch at their spaces; the last line and a line before U+2028 do not")
    func justification() throws {
        var style = ParagraphStyle()
        style.alignment = .justified
        let text = "The quick brown fox jumps over the lazy dog.\u{2028}Pack my box with five dozen liquor jugs and more jugs."
        let p = try layout(style, text: text, width: 150)
        let forced = try #require(p.lines.firstIndex { $0.line.text.hasSuffix("dog.") })
        for (i, l) in p.lines.enumerated() {
            if i == forced || i == p.lines.count - 1 {
                #expect(l.line.width < 150 - 1, "\(l.line.text)")
                #expect(l.endsInForcedBreak)
            } else {
                #expect(abs(l.line.width - 150) < 1e-6, "\(l.line.text)")
                // Only the spaces widened: glyph advances elsewhere are unchanged.
                let plain = Typesetter.measure(l.line.text, try Fonts.attrs(Fonts.notoSans, size: 15))
                let spaces = l.line.text.filter { $0 == " " }.count
                #expect(spaces > 0)
                let widened = zip(l.line.runs.flatMap(\.glyphs), plain.runs.flatMap(\.glyphs)).filter { abs($0.advance - $1.advance) > 1e-9 }
                #expect(widened.count == spaces)
            }
        }
    }

    @Test("Justified Thai (no spaces between words) stretches at the dictionary's word boundaries")
    func justifiedThai() throws {
        var style = ParagraphStyle()
        style.alignment = .justified
        let p = try layout(style, text: Texts.thai.replacingOccurrences(of: " ", with: ""), width: 150, font: Fonts.notoThai, language: "th")
        #expect(p.lines.count > 2)
        for l in p.lines.dropLast() { #expect(abs(l.line.width - 150) < 1e-6, "\(l.line.text)") }
    }

    @Test("Balance: as many lines as greedy, more even", arguments: [
        ("Balanced headings look much better than greedy ones do", 300.0, 24.0),
        ("Paragraphs set like a professional engine: breaking, hyphenation and balance", 260, 20),
        ("Typography for every platform that Swift runs on", 260, 22),
    ])
    func balance(text: String, width: Double, size: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: size)
        let greedy = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: width))
        var style = ParagraphStyle()
        style.wrap = .balance
        let balanced = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: width, style: style))
        #expect(greedy.lines.count >= 2)
        #expect(balanced.lines.count == greedy.lines.count)
        func spread(_ p: Paragraph) -> Double { (p.lines.map(\.line.width).max() ?? 0) - (p.lines.map(\.line.width).min() ?? 0) }
        #expect(spread(balanced) < spread(greedy))
        #expect(balanced.lines.allSatisfy { $0.line.width <= width + 1e-9 })
        #expect(balanced.lines.map(\.line.text).joined(separator: " ") == text)
    }

    @Test("Pretty and pushOut: no one-word last line when the lines above can spare a word")
    func prettyAndPushOut() throws {
        let text = "A paragraph whose last line would hold a single lonely word at this width"
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let greedy = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 170))
        #expect(greedy.lines.last?.line.text == "width")
        for style in [ParagraphStyle(wrap: .pretty), ParagraphStyle(lineBreakStrategy: .pushOut)] {
            let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 170, style: style))
            #expect(p.lines.last?.line.text.contains(" ") == true, "\(p.lines.map(\.line.text))")
            #expect(p.lines.allSatisfy { $0.line.width <= 170 + 1e-9 })
            #expect(p.lines.map(\.line.text).joined(separator: " ") == text)
        }
    }

    @Test("Hangul word priority: Korean breaks at spaces only")
    func hangulWordPriority() throws {
        let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        let text = "한국어 문장은 띄어쓰기를 사용합니다 그래서 단어 사이에서 줄을 바꿉니다"
        var attrs = try Fonts.attrs(cjk, size: 15)
        attrs.language = "ko"
        let words = Set(text.split(separator: " ").map(String.init))
        let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 120, style: ParagraphStyle(lineBreakStrategy: .hangulWordPriority)))
        for l in p.lines { #expect(l.line.text.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(l.line.text)") }
    }

    @Test("Bad styles are errors naming the property", arguments: [
        ParagraphStyle(firstLineHeadIndent: -1), ParagraphStyle(lineSpacing: .nan), ParagraphStyle(hyphenationFactor: 2),
        ParagraphStyle(minimumLineHeight: 30, maximumLineHeight: 20),
    ])
    func badStyles(style: ParagraphStyle) throws {
        #expect(throws: LayoutError.self) { try layout(style) }
    }

    @Test("Lines report UTF-16 and scalar ranges of the text")
    func ranges() throws {
        let text = "Emoji 😀 and café, naïve 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 text that wraps over several lines"
        let p = try layout(ParagraphStyle(), text: text, width: 100)
        let u16 = Array(text.utf16)
        let scalars = Array(text.unicodeScalars)
        for l in p.lines {
            let viaUTF8 = String(decoding: Array(text.utf8)[l.textRange], as: UTF8.self)
            #expect(String(decoding: u16[l.utf16Range], as: UTF16.self) == viaUTF8)
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[l.scalarRange])
            #expect(String(s) == viaUTF8)
        }
    }

    @Test("Runs and documents take the style: indents, line height, spacing between blocks only")
    func runsAndDocuments() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15, lineHeight: 20)
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 24
        style.headIndent = 8
        style.paragraphSpacing = 6
        style.paragraphSpacingBefore = 4
        style.lineHeightMultiple = 1.5
        let runs = [TextRun("The quick brown fox jumps ", attrs), TextRun("over the lazy dog again and again.", attrs)]
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 150, style: style))
        #expect(p.lines.count > 1)
        for (i, l) in p.lines.enumerated() {
            #expect(l.x == (i == 0 ? 24 : 8))
            #expect(l.height == 30)
            #expect(l.x + l.line.width <= 150 + 1e-9)
        }
        let doc = try Typesetter.document([TextBlock(runs, style: style), TextBlock(runs, style: style)], width: 150)
        let second = try #require(doc.lines.firstIndex { $0.top > 0 && $0.x == 24 })
        #expect(abs(doc.lines[second].top - (Double(second) * 30 + 10)) < 1e-9)
        #expect(abs(doc.height - (Double(doc.lines.count) * 30 + 10)) < 1e-9)
    }

    @Test("Runs balance too: as many lines as greedy, more even, each paragraph on its own", arguments: [
        ("Balanced headings look much better than greedy ones do", 300.0, 24.0),
        ("Typography for every platform that Swift runs on", 260, 22),
    ])
    func runsBalance(text: String, width: Double, size: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: size)
        // The text in two runs, split in the middle of a word.
        let cut = text.index(text.startIndex, offsetBy: text.count / 2)
        let runs = [TextRun(String(text[..<cut]), attrs), TextRun(String(text[cut...]), attrs, color: RGBA(red: 1, green: 0, blue: 0))]
        let greedy = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: width))
        var style = ParagraphStyle()
        style.wrap = .balance
        let balanced = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: width, style: style))
        #expect(greedy.lines.count >= 2)
        #expect(balanced.lines.count == greedy.lines.count)
        func spread(_ p: Paragraph) -> Double { (p.lines.map(\.line.width).max() ?? 0) - (p.lines.map(\.line.width).min() ?? 0) }
        #expect(spread(balanced) < spread(greedy))
        #expect(balanced.lines.allSatisfy { $0.line.width <= width + 1e-9 })
        #expect(balanced.lines.map { $0.line.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == text)
        // Two paragraphs: the second, short one keeps its one line.
        let two = try Typesetter.paragraph(runs: runs + [TextRun("\nShort", attrs)], options: ParagraphOptions(width: width, style: style))
        #expect(two.lines.count == balanced.lines.count + 1 && two.lines.last?.line.text == "Short")
    }

    @Test("Runs hyphenate at the dictionary's points, as one style does")
    func runsHyphenate() throws {
        let de = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "de")
        let text = "Die Donaudampfschifffahrtsgesellschaft fährt heute nicht"
        var style = ParagraphStyle()
        style.hyphenationFactor = 1
        let runs = [TextRun("Die ", de), TextRun("Donaudampfschifffahrtsgesellschaft fährt heute nicht", de)]
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 180, style: style))
        let hyphenated = p.lines.filter(\.hyphenated)
        #expect(!hyphenated.isEmpty)
        // Each hyphen stands at one of libhyphen's points of the word, and the text is all there.
        let points = Typesetter.hyphenationPoints("Donaudampfschifffahrtsgesellschaft", language: "de")
        var rebuilt = ""
        var cuts: [Int] = []
        for l in p.lines {
            var t = l.line.text
            if l.hyphenated {
                #expect(t.hasSuffix("\u{2010}") || t.hasSuffix("-"))
                t.removeLast()
                rebuilt += t
                let start = try #require(rebuilt.range(of: "Donau")).lowerBound
                cuts.append(rebuilt.distance(from: start, to: rebuilt.endIndex))
            } else {
                rebuilt += t + " "  // the space a line ends with hangs: it is not in its text
            }
        }
        #expect(!cuts.isEmpty && cuts.allSatisfy(points.contains), "cuts \(cuts), points \(points)")
        #expect(rebuilt.trimmingCharacters(in: .whitespaces) == text)
        #expect(p.lines.allSatisfy { $0.line.width <= 180 + 1e-9 })
        // Off: no hyphen.
        let off = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 180))
        #expect(off.lines.allSatisfy { !$0.hyphenated })
    }

    @Test("Runs wrap pretty too: no one-word last line when the last lines can spare a word")
    func runsPretty() throws {
        let text = "A paragraph whose last line would hold a single lonely word at this width"
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15)
        let runs = [TextRun("A paragraph whose last line would ", attrs),
                    TextRun("hold a single lonely word at this width", attrs, color: RGBA(red: 0, green: 0, blue: 1))]
        let greedy = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 170))
        #expect(greedy.lines.last?.line.text == "width")
        let p = try Typesetter.paragraph(runs: runs, options: ParagraphOptions(width: 170, style: ParagraphStyle(wrap: .pretty)))
        #expect(p.lines.count == greedy.lines.count)
        #expect(p.lines.last?.line.text.contains(" ") == true, "\(p.lines.map(\.line.text))")
        #expect(p.lines.allSatisfy { $0.line.width <= 170 + 1e-9 })
        #expect(p.lines.map(\.line.text).joined(separator: " ") == text)
        // Only the last lines (up to four) move: the lines before them are greedy's.
        let kept = max(0, greedy.lines.count - 4)
        #expect(p.lines.prefix(kept).map(\.line.text) == greedy.lines.prefix(kept).map(\.line.text))
    }
}
