import Foundation
import Testing
import TextLayout
@testable import TypographyText
import TypographyUIKit

/// `.expansion` widens glyphs as HarfBuzz sets them at a wider horizontal scale (`hb-shape
/// --font-size "x y"`), and draws them wider, not taller (read back by ImageMagick);
/// `.writingDirection` orders characters as the formatting characters it stands for do under
/// the Unicode Bidirectional Algorithm (UAX #9 X2–X5: an override gives every character the
/// level's direction).
@Suite("Expansion and writing direction", .serialized)
struct ExpansionAndDirectionTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"

    init() { TestFonts.use() }

    func line(_ s: NSAttributedString) throws -> ShapedLine {
        try #require(try AttributedLayout.layout(s, width: .infinity).document.paragraph.lines.first).line
    }

    @Test("an expansion's advances are HarfBuzz's at that horizontal scale", arguments: [log(1.5), log(0.75)])
    func expansionWidth(expansion: Double) throws {
        let font = try #require(UIFont(name: "Noto Sans", size: 20))
        try #require(TextFonts.font(for: font).face.path == Self.noto)
        let text = "Wavy office, Type"
        let upem = try IndependentMetrics.read(path: Self.noto).upem
        let factor = exp(expansion)
        let plain = try HBShape.shape(font: Self.noto, text: text, features: "")
        // At 1,000 times the units per em, HarfBuzz's rounding of each advance to a whole unit
        // is far below the tolerance.
        let fine = 1_000.0
        let wide = try HBShape.shape(font: Self.noto, text: text, features: "",
                                     scale: (Int((upem * fine * factor).rounded()), Int(upem * fine)))
        let expected = Double(wide.advance) * 20 / (upem * fine)
        let ours = try line(NSAttributedString(string: text, attributes: [.font: font, .expansion: expansion]))
        let unexpanded = try line(NSAttributedString(string: text, attributes: [.font: font]))
        #expect(abs(unexpanded.width - Double(plain.advance) * 20 / upem) < 1e-6)
        #expect(abs(ours.width - expected) < 0.001, "\(ours.width) against \(expected)")
        #expect(ours.ascent == unexpanded.ascent && ours.lineHeight == unexpanded.lineHeight)
        let measured = NSAttributedString(string: text, attributes: [.font: font, .expansion: expansion]).size().width
        #expect(abs(measured - CGFloat(ours.width)) < 0.01)
    }

    @Test("an expanded glyph is drawn wider by the factor and no taller")
    func expansionDrawn() throws {
        let font = try #require(UIFont(name: "NotoSans-Bold", size: 80))
        func inkBox(_ attrs: [NSAttributedString.Key: Any]) throws -> (width: Int, height: Int) {
            var all = attrs
            all[.font] = font
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = true
            let png = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 120), format: format).pngData { _ in
                NSAttributedString(string: "H", attributes: all).draw(at: CGPoint(x: 20, y: 10))
            }
            let g = try DecorationDrawingTests.grey(png: png, width: 300, height: 120)
            let cols = (0..<g.width).filter { x in (0..<g.height).contains { g[x, $0] < 128 } }
            let rows = (0..<g.height).filter { y in (0..<g.width).contains { g[$0, y] < 128 } }
            return (try #require(cols.last) - (try #require(cols.first)) + 1, try #require(rows.last) - (try #require(rows.first)) + 1)
        }
        let plain = try inkBox([:])
        let doubled = try inkBox([.expansion: log(2.0)])
        #expect(abs(Double(doubled.width) - 2 * Double(plain.width)) <= 2, "\(doubled.width) against 2 × \(plain.width)")
        #expect(abs(doubled.height - plain.height) <= 1)
    }

    /// The UTF-8 offsets of the line's glyphs, left to right.
    func visualOrder(_ parts: [(String, [NSAttributedString.Key: Any])]) throws -> [Int] {
        let s = NSMutableAttributedString()
        let font = try #require(UIFont(name: "Noto Sans", size: 20))
        for (text, attrs) in parts {
            var all = attrs
            all[.font] = font
            s.append(NSAttributedString(string: text, attributes: all))
        }
        return try line(s).runs.flatMap(\.glyphs).map(\.cluster)
    }

    static let rightToLeftOverride = [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue]

    @Test("a right-to-left override sets Latin letters right to left, and only inside its range")
    func override() throws {
        #expect(try visualOrder([("x ", [:]), ("abc", [.writingDirection: Self.rightToLeftOverride]), (" y", [:])])
                == [0, 1, 4, 3, 2, 5, 6])
        #expect(try visualOrder([("x abc y", [:])]) == Array(0..<7))
    }

    @Test("a left-to-right override keeps Hebrew letters in their logical order")
    func leftToRightOverride() throws {
        let hebrew = "\u{5D0}\u{5D1}\u{5D2}"  // two bytes each
        let lro = [NSWritingDirection.leftToRight.rawValue | NSWritingDirectionFormatType.override.rawValue]
        #expect(try visualOrder([(hebrew, [:])]) == [4, 2, 0])
        #expect(try visualOrder([(hebrew, [.writingDirection: lro])]) == [0, 2, 4])
    }

    @Test("runs that share a level share one embedding: an override over two runs reverses them as one")
    func sharedLevel() throws {
        let parts: [(String, [NSAttributedString.Key: Any])] = [
            ("ab", [.writingDirection: Self.rightToLeftOverride, .foregroundColor: UIColor.red]),
            ("cd", [.writingDirection: Self.rightToLeftOverride, .foregroundColor: UIColor.blue]),
        ]
        #expect(try visualOrder(parts) == [3, 2, 1, 0])
    }

    @Test("an embedding, unlike an override, keeps a strong character's own direction")
    func embedding() throws {
        let rle = [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.embedding.rawValue]
        // Inside a right-to-left embedding, Latin letters stay left to right (level 2, rule I2).
        #expect(try visualOrder([("abc", [.writingDirection: rle])]) == [0, 1, 2])
        // Neutrals at the embedding's end take its direction (N2; eos is the embedding's odd
        // level, X10): "ab !" shows as "! ab".
        #expect(try visualOrder([("ab !", [.writingDirection: rle])]) == [3, 2, 0, 1])
        #expect(try visualOrder([("ab !", [:])]) == [0, 1, 2, 3])
    }
}
