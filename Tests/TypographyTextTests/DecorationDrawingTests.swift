import FontCatalog
import Foundation
import Testing
import TextLayout
@testable import TypographyText
import TypographyUIKit

/// Underlines, strikethroughs, backgrounds and shadows as drawn, read back by tools of their own:
/// ImageMagick decodes the PNG, poppler's pdftoppm rasterizes the PDF. Where the lines must be
/// comes from the font file, read by Python (`post` underline position and thickness, `OS/2`
/// strikeout), not from this package's reader.
@Suite("Text decorations drawn", .serialized)
struct DecorationDrawingTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let size: CGFloat = 40
    static let origin = CGPoint(x: 10, y: 10)

    init() { TestFonts.use() }

    struct FontLines: Decodable {
        let upem: Double
        let underlinePosition: Double
        let underlineThickness: Double
        let strikeoutPosition: Double
        let strikeoutSize: Double
    }

    static func fontLines() throws -> FontLines {
        let script = """
        import json, struct, sys
        data = open(sys.argv[1], 'rb').read()
        n = struct.unpack('>H', data[4:6])[0]
        t = {data[12 + 16 * i:16 + 16 * i].decode('latin-1'): struct.unpack('>I', data[20 + 16 * i:24 + 16 * i])[0] for i in range(n)}
        upem = struct.unpack('>H', data[t['head'] + 18:t['head'] + 20])[0]
        up, ut = struct.unpack('>hh', data[t['post'] + 8:t['post'] + 12])
        ss, sp = struct.unpack('>hh', data[t['OS/2'] + 26:t['OS/2'] + 30])
        print(json.dumps({'upem': upem, 'underlinePosition': up, 'underlineThickness': ut, 'strikeoutPosition': sp, 'strikeoutSize': ss}))
        """
        let out = try run("/usr/bin/env", ["python3", "-c", script, noto])
        return try JSONDecoder().decode(FontLines.self, from: out)
    }

    @discardableResult
    static func run(_ tool: String, _ args: [String], input: Data? = nil) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let out = Pipe(), inp = Pipe()
        p.standardOutput = out
        if input != nil { p.standardInput = inp }
        try p.run()
        if let input {
            inp.fileHandleForWriting.write(input)
            try inp.fileHandleForWriting.close()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }

    /// A picture's pixels as grey levels (0 black … 255 white), decoded by ImageMagick on white.
    struct Grey {
        let width: Int, height: Int, pixels: [UInt8]
        subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }
        /// How many pixels of row `y` between `x0` and `x1` are dark (below 128).
        func dark(row y: Int, from x0: Int, to x1: Int) -> Int { (x0..<x1).filter { self[$0, y] < 128 }.count }
    }

    static func grey(png: Data, width: Int, height: Int) throws -> Grey {
        let raw = try run("/usr/bin/convert", ["png:-", "-background", "white", "-alpha", "remove", "-colorspace", "Gray", "-depth", "8", "gray:-"], input: png)
        return Grey(width: width, height: height, pixels: [UInt8](raw))
    }

    func text(_ attrs: [NSAttributedString.Key: Any]) throws -> NSAttributedString {
        let font = try #require(UIFont(name: "Noto Sans", size: Self.size))
        try #require(TextFonts.font(for: font).face.path == Self.noto)
        var all = attrs
        all[.font] = font
        return NSAttributedString(string: "Hxxx Hxxx", attributes: all)
    }

    /// The first baseline and the width of the text, from the layout.
    func geometry(_ s: NSAttributedString) throws -> (baseline: Double, width: Double, spaceX: Double) {
        let layout = try AttributedLayout.layout(s, width: .infinity)
        let line = try #require(layout.document.paragraph.lines.first)
        let space = try #require(line.line.runs.flatMap(\.glyphs).first { $0.cluster == 4 })
        return (layout.firstBaseline, line.line.width, space.x + space.advance / 2)
    }

    func png(_ s: NSAttributedString) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 80), format: format).pngData { _ in
            s.draw(at: Self.origin)
        }
    }

    @Test("a single underline is at the font's post position and thickness, under the spaces too; byWord skips them")
    func underline() throws {
        let lines = try Self.fontLines()
        let scale = Double(Self.size) / lines.upem
        let center = Double(Self.origin.y) + (try geometry(text([:]))).baseline
            - (lines.underlinePosition - lines.underlineThickness / 2) * scale
        let thickness = lines.underlineThickness * scale
        #expect(thickness >= 1, "the underline must be at least a pixel thick to be seen")
        for (style, spaceInked) in [(NSUnderlineStyle.single, true), ([.single, .byWord], false)] {
            let s = try text([.underlineStyle: style.rawValue])
            let g = try geometry(s)
            let image = try Self.grey(png: png(s), width: 300, height: 80)
            let y = Int(center.rounded(.down))
            let x0 = Int(Self.origin.x) + 2, x1 = Int(Self.origin.x + g.width) - 2
            #expect(image.dark(row: y, from: x0, to: x1) >= (spaceInked ? x1 - x0 - 1 : (x1 - x0) / 2), "row \(y)")
            let spaceX = Int(Double(Self.origin.x) + g.spaceX)
            #expect((image[spaceX, y] < 128) == spaceInked, "the space at x \(spaceX)")
            let below = Int((center + 3 * thickness + 2).rounded(.up))
            #expect(image.dark(row: below, from: x0, to: x1) == 0, "nothing below the underline, row \(below)")
        }
        let plain = try Self.grey(png: png(try text([:])), width: 300, height: 80)
        #expect(plain.dark(row: Int(center.rounded(.down)), from: 12, to: 100) < 20, "no underline without the attribute")
    }

    @Test("a strikethrough crosses the space at the font's OS/2 strikeout position; its colour is its own")
    func strikethrough() throws {
        let lines = try Self.fontLines()
        let scale = Double(Self.size) / lines.upem
        let s = try text([.strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.black])
        let g = try geometry(s)
        let center = Double(Self.origin.y) + g.baseline - (lines.strikeoutPosition - lines.strikeoutSize / 2) * scale
        let image = try Self.grey(png: png(s), width: 300, height: 80)
        let spaceX = Int(Double(Self.origin.x) + g.spaceX)
        #expect(image[spaceX, Int(center.rounded(.down))] < 128)
        let above = Int((center - lines.strikeoutSize * scale - 2).rounded(.down))
        #expect(image[spaceX, above] > 128, "the space is blank above the line, row \(above)")
    }

    @Test("a background fills the line's height behind the text")
    func background() throws {
        let s = try text([.backgroundColor: UIColor(white: 0, alpha: 1), .foregroundColor: UIColor.white])
        let g = try geometry(s)
        let image = try Self.grey(png: png(s), width: 300, height: 80)
        let layout = try AttributedLayout.layout(s, width: .infinity)
        let height = try #require(layout.document.paragraph.lines.first).height
        let x = Int(Double(Self.origin.x) + g.spaceX)
        #expect(image[x, Int(Self.origin.y) + 1] < 128 && image[x, Int(Double(Self.origin.y) + height) - 1] < 128)
        #expect(image[x, Int(Double(Self.origin.y) + height) + 2] > 128)
    }

    @Test("a shadow draws the glyphs again at its offset, under the text")
    func shadow() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 20)
        shadow.shadowColor = UIColor.black
        let plain = try Self.grey(png: png(try text([:])), width: 300, height: 80)
        let shadowed = try Self.grey(png: png(try text([.shadow: shadow])), width: 300, height: 80)
        // The shadow's ink is the text's, moved down 20 px.
        var moved = 0, total = 0
        for y in 0..<55 { for x in 0..<300 where plain[x, y] < 128 {
            total += 1
            if shadowed[x, y + 20] < 128 { moved += 1 }
        } }
        #expect(total > 200 && moved == total)
    }

    @Test("the underline is in the PDF too (pdftoppm), and measuring is not changed by decorations")
    func pdfAndMeasuring() throws {
        let lines = try Self.fontLines()
        let s = try text([.underlineStyle: NSUnderlineStyle.thick.rawValue])
        let g = try geometry(s)
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 80)).pdfData { context in
            context.beginPage()
            s.draw(at: Self.origin)
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("decorations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try pdf.write(to: dir.appendingPathComponent("d.pdf"))
        try Self.run("/usr/bin/pdftoppm", ["-r", "72", "-gray", "-singlefile", dir.appendingPathComponent("d.pdf").path,
                                           dir.appendingPathComponent("d").path])
        let pgm = [UInt8](try Data(contentsOf: dir.appendingPathComponent("d.pgm")))
        // P5 header: "P5\n300 80\n255\n".
        let header = Array("P5\n300 80\n255\n".utf8)
        try #require(Array(pgm.prefix(header.count)) == header)
        let image = Grey(width: 300, height: 80, pixels: Array(pgm.dropFirst(header.count)))
        let scale = Double(Self.size) / lines.upem
        let center = Double(Self.origin.y) + g.baseline - (lines.underlinePosition - lines.underlineThickness / 2) * scale
        let x0 = Int(Self.origin.x) + 2, x1 = Int(Double(Self.origin.x) + g.width) - 2
        #expect(image.dark(row: Int(center.rounded(.down)), from: x0, to: x1) >= x1 - x0 - 2)
        #expect(s.size() == (try text([:])).size())
    }
}
