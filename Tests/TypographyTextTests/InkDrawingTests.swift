import Foundation
import Testing
import TextLayout
@testable import TypographyText
import TypographyUIKit

/// `.obliqueness` and `.strokeWidth`/`.strokeColor` drawn, read back by ImageMagick: a slanted
/// stem moves right as it rises by the shear the value gives, an outline alone leaves the stem's
/// middle empty, an outline with its fill does not; neither changes the measured width.
@Suite("Slanted and outlined glyphs drawn", .serialized)
struct InkDrawingTests {
    static let width = 200, height = 120
    static let origin = CGPoint(x: 40, y: 10)

    init() { TestFonts.use() }

    func text(_ attrs: [NSAttributedString.Key: Any]) throws -> NSAttributedString {
        let font = try #require(UIFont(name: "NotoSans-Bold", size: 80))
        var all = attrs
        all[.font] = font
        return NSAttributedString(string: "I", attributes: all)
    }

    func picture(_ s: NSAttributedString) throws -> DecorationDrawingTests.Grey {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let png = UIGraphicsImageRenderer(size: CGSize(width: Self.width, height: Self.height), format: format).pngData { _ in
            s.draw(at: Self.origin)
        }
        return try DecorationDrawingTests.grey(png: png, width: Self.width, height: Self.height)
    }

    /// The dark pixels' mean x in row `y`, or nil when the row has none.
    func inkCenter(_ g: DecorationDrawingTests.Grey, row y: Int) -> Double? {
        let xs = (0..<g.width).filter { g[$0, y] < 128 }
        return xs.isEmpty ? nil : Double(xs.reduce(0, +)) / Double(xs.count)
    }

    /// The first and last rows with ink.
    func inkRows(_ g: DecorationDrawingTests.Grey) throws -> (top: Int, bottom: Int) {
        let rows = (0..<g.height).filter { y in (0..<g.width).contains { g[$0, y] < 128 } }
        return (try #require(rows.first), try #require(rows.last))
    }

    @Test("obliqueness shears the glyph: x moves right by the value times the height above the baseline")
    func obliqueness() throws {
        let plain = try picture(try text([:]))
        let slanted = try picture(try text([.obliqueness: 0.25]))
        let rows = try inkRows(plain)
        let low = rows.bottom - 4, high = rows.top + 4
        let plainShift = try #require(inkCenter(plain, row: high)) - (try #require(inkCenter(plain, row: low)))
        let shift = try #require(inkCenter(slanted, row: high)) - (try #require(inkCenter(slanted, row: low)))
        #expect(abs(plainShift) < 1)
        #expect(abs(shift - 0.25 * Double(low - high)) < 1.5, "shift \(shift) over \(low - high) rows")
        #expect(try text([.obliqueness: 0.25]).size().width == (try text([:])).size().width)
    }

    @Test("a positive stroke width outlines the glyph and leaves it unfilled; a negative one fills it too")
    func stroke() throws {
        let plain = try picture(try text([:]))
        let rows = try inkRows(plain)
        let y = (rows.top + rows.bottom) / 2
        let dark = (0..<plain.width).filter { plain[$0, y] < 128 }
        let left = try #require(dark.first), right = try #require(dark.last)
        let middle = (left + right) / 2
        #expect(right - left >= 10, "the stem is wide enough to see inside it")

        // 3 % of 80 pt: a 2.4 pt outline, centred on the outline's path.
        let outlined = try picture(try text([.strokeWidth: 3]))
        #expect(outlined[middle, y] > 200, "the stem's middle is empty")
        #expect(outlined[left, y] < 128 && outlined[right, y] < 128, "its edges are drawn")
        #expect(outlined[left - 2, y] < 128, "the outline reaches past the fill's edge")

        let filled = try picture(try text([.strokeWidth: -3, .strokeColor: UIColor.black]))
        #expect(filled[middle, y] < 128, "the stem is filled")
        #expect(filled[left - 2, y] < 128)
        #expect(try text([.strokeWidth: 3]).size().width == (try text([:])).size().width)
    }
}
