import Foundation
import Testing
@testable import TextLayout

/// A hyphen break inside a ligature ("of-fice", "traf-fic", "dif-ferent") is measured by shaping
/// both sides of the break: every line, as HarfBuzz's own `hb-shape` measures its text (the hyphen
/// included), fits the column, in every wrap mode.
@Suite("Hyphen breaks inside ligatures are measured by reshaping both sides")
struct HyphenCutWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let width: Double
        let wrap: ParagraphStyle.Wrap
        var testDescription: String { "\(wrap) \(width) pt '\(text.prefix(24))…'" }
    }

    static let texts = [
        "the radio in the post office so that everyone could hear",
        "heavy traffic in the different offices of the official staff made efficient work difficult",
        "the effluent from the affluent suburbs flowed into the difficult office buffers",
    ]
    static let cases: [Case] = texts.flatMap { text in
        [150.0, 180, 210].flatMap { width in
            [ParagraphStyle.Wrap.greedy, .balance, .pretty, .optimal].map { Case(text: text, width: width, wrap: $0) }
        }
    }

    @Test("Every line fits its column as hb-shape measures its text", arguments: cases)
    func linesFitAsHarfBuzzMeasuresThem(_ c: Case) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15).with(language: "en")
        var style = ParagraphStyle(hyphenationFactor: 1)
        style.wrap = c.wrap
        let paragraph = try Typesetter.paragraph(c.text, attrs, options: ParagraphOptions(width: c.width, style: style))
        let unitsPerEm = Double(attrs.font.face.unitsPerEm)
        for line in paragraph.lines {
            // The drawn text: a hyphenated line's text ends with the hyphen it draws.
            let units = try HBShape.width(font: Fonts.notoSans, text: line.line.text)
            let width = Double(units) * 15 / unitsPerEm
            #expect(width <= c.width + oneSixtyFourth, "'\(line.line.text)' is \(width) pt in a \(c.width) pt column")
        }
    }
}
