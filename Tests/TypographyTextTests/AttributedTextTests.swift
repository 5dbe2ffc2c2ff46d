import Foundation
import Testing
import TextLayout
import TypeSystem
import TypographyUIKit
@testable import TypographyText

/// Measuring and drawing attributed text with UIKit's semantics, through TextLayout's engine.
/// Widths are checked against HarfBuzz's own `hb-shape`, heights against the face's tables read
/// independently.
@Suite("NSAttributedString measured and drawn")
struct AttributedTextTests {
    init() { TestFonts.use() }

    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"

    func notoFont(_ size: CGFloat) throws -> UIFont {
        let font = try #require(UIFont(name: "Noto Sans", size: size))
        try #require(TextFonts.font(for: font).face.path == Self.noto)
        return font
    }

    @Test("String.size(withAttributes:) is HarfBuzz's advance and the font's line height",
          arguments: ["Hello, world", "Typography on Linux", "AVATAR"])
    func sizeWithAttributes(text: String) throws {
        let font = try notoFont(20)
        let m = try IndependentMetrics.read(path: Self.noto)
        let size = text.size(withAttributes: [.font: font])
        let advance = Double(try HBShape.advance(font: Self.noto, text: text)) * 20 / m.upem
        #expect(abs(Double(size.width) - advance) < 1.0 / 64)
        #expect(abs(Double(size.height) - (m.ascender - m.descender + m.lineGap) * 20 / m.upem) < 1e-9)
        #expect(NSAttributedString(string: text, attributes: [.font: font]).size() == size)
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps to the width: lines × line height")
    func wrapsToTheWidth() throws {
        let font = try notoFont(20)
        let text = "one two three four five six seven eight nine ten"
        let wordWidth = "seven eight nine ten".size(withAttributes: [.font: font]).width
        let r = text.boundingRect(with: CGSize(width: wordWidth + 1, height: .greatestFiniteMagnitude),
                                  options: [.usesLineFragmentOrigin, .usesFontLeading],
                                  attributes: [.font: font], context: nil)
        #expect(r.origin == .zero)
        let lines = (r.height / font.lineHeight).rounded()
        #expect(lines >= 3)
        #expect(abs(r.height - lines * font.lineHeight) < 1e-9)
        #expect(r.width <= wordWidth + 1)
        // Without .usesLineFragmentOrigin: one line, whatever the width, and the origin is the baseline's.
        let single = text.boundingRect(with: CGSize(width: wordWidth + 1, height: .greatestFiniteMagnitude),
                                       options: [.usesFontLeading], attributes: [.font: font], context: nil)
        #expect(abs(single.height - font.lineHeight) < 1e-9)
        #expect(single.width > wordWidth + 1)
        #expect(single.minY < 0)
    }

    @Test("Centred text unwrapped (size(), draw(at:)) is centred in its widest line: finite, the same size as natural")
    func centredUnwrapped() throws {
        let font = try notoFont(20)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let centred = NSAttributedString(string: "a short line\nand a much longer line", attributes: [.font: font, .paragraphStyle: style])
        let natural = NSAttributedString(string: "a short line\nand a much longer line", attributes: [.font: font])
        let size = centred.size()
        #expect(size.width.isFinite && abs(size.width - natural.size().width) < 1e-6)
        #expect(abs(size.height - natural.size().height) < 1e-9)
        let png = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 60)).pngData { _ in centred.draw(at: .zero) }
        #expect(png.count > 8)
    }

    @Test("An empty string measures as nothing")
    func emptyString() {
        #expect("".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]) == .zero)
        #expect(NSAttributedString(string: "").boundingRect(with: CGSize(width: 100, height: 100),
                                                            options: .usesLineFragmentOrigin, context: nil) == .zero)
    }

    @Test("Without .usesFontLeading a line is its font's ascender-to-descender height")
    func fontLeadingOption() throws {
        let font = try #require(UIFont(name: "DejaVu Sans", size: 20))
        let m = try IndependentMetrics.read(path: try TextFonts.font(for: font).face.path)
        let text = NSAttributedString(string: "Height", attributes: [.font: font])
        let without = text.boundingRect(with: CGSize(width: 500, height: 500), options: [.usesLineFragmentOrigin], context: nil)
        let with = text.boundingRect(with: CGSize(width: 500, height: 500), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        #expect(abs(Double(without.height) - (m.ascender - m.descender) * 20 / m.upem) < 1e-9)
        #expect(abs(Double(with.height) - (m.ascender - m.descender + m.lineGap) * 20 / m.upem) < 1e-9)
    }

    @Test("The body style measures with its published 22-point line height (seed 000)")
    func bodyLineHeight() {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let r = "Body\nBody\nBody".boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                                              options: [.usesLineFragmentOrigin, .usesFontLeading],
                                              attributes: [.font: body], context: nil)
        #expect(r.height == 66)
    }

    @Test(".truncatesLastVisibleLine keeps the lines that fit in the height")
    func truncatesLastVisibleLine() throws {
        let font = try notoFont(20)
        let text = String(repeating: "word ", count: 60)
        let r = text.boundingRect(with: CGSize(width: 200, height: font.lineHeight * 2.5),
                                  options: [.usesLineFragmentOrigin, .usesFontLeading, .truncatesLastVisibleLine],
                                  attributes: [.font: font], context: nil)
        #expect(abs(r.height - 2 * font.lineHeight) < 1e-9)
        let all = text.boundingRect(with: CGSize(width: 200, height: font.lineHeight * 2.5),
                                    options: [.usesLineFragmentOrigin, .usesFontLeading],
                                    attributes: [.font: font], context: nil)
        #expect(all.height > 3 * font.lineHeight)
    }

    @Test("A truncating line break mode sets each paragraph on one line; paragraph spacing is added between paragraphs")
    func paragraphStyle() throws {
        let font = try notoFont(20)
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        style.paragraphSpacing = 10
        let text = NSAttributedString(string: String(repeating: "word ", count: 40) + "\nsecond",
                                      attributes: [.font: font, .paragraphStyle: style])
        let r = text.boundingRect(with: CGSize(width: 200, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        #expect(abs(r.height - (2 * font.lineHeight + 10)) < 1e-9)
        #expect(r.width <= 200)
        #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        #expect(NSParagraphStyle.default.alignment == .natural)
        let copy = try #require(style.mutableCopy() as? NSMutableParagraphStyle)
        copy.paragraphSpacing = 0
        #expect(style.paragraphSpacing == 10 && copy.lineBreakMode == .byTruncatingTail)
        #expect(copy.layoutStyle.paragraphSpacing == 0)
    }

    @Test(".kern adds its points after every character but the last")
    func kern() throws {
        let font = try notoFont(20)
        let plain = "kerning".size(withAttributes: [.font: font]).width
        let kerned = "kerning".size(withAttributes: [.font: font, .kern: 2.0]).width
        #expect(abs(kerned - plain - 12) < 1.0 / 64)
    }

    @Test("Attributes are Foundation's: UTF-16 length and ranges, runs by attribute")
    func foundationsAttributedString() throws {
        let font = try notoFont(20)
        let s = NSMutableAttributedString(string: "a😀b", attributes: [.font: font])
        #expect(s.length == 4)
        s.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 2))
        var range = NSRange()
        let color = s.attribute(.foregroundColor, at: 2, effectiveRange: &range) as? UIColor
        #expect(color == .red && range == NSRange(location: 1, length: 2))
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }

    @Test("AttributedString's font (SwiftUI's Font) measures as the UIKit text style")
    func attributedStringFont() {
        var a = AttributedString("Body text")
        a.font = .body
        let ns = NSAttributedString(typography: a)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect((ns.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == body)
        #expect(ns.size() == "Body text".size(withAttributes: [.font: body]))
    }

    @Test("UIGraphicsImageRenderer draws the text into a PNG of the size × scale; the PDF renderer makes a PDF")
    func drawing() throws {
        let font = try notoFont(20)
        let text = NSAttributedString(string: "Drawn", attributes: [.font: font, .foregroundColor: UIColor.blue])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40), format: format)
        let empty = renderer.pngData { _ in }
        let png = renderer.pngData { _ in text.draw(in: CGRect(x: 4, y: 4, width: 92, height: 32)) }
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height in pixels.
        let bytes = [UInt8](png)
        let w = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 200 && h == 80)
        #expect(png != empty)
        // Outside a renderer nothing is drawn, and nothing fails.
        text.draw(at: .zero)
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).pdfData { ctx in
            ctx.beginPage()
            text.draw(at: CGPoint(x: 10, y: 10))
        }
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }

    @Test(".baselineOffset raises the run's glyphs and grows the line by the offset; a negative offset lowers them",
          arguments: [6.0, -4.0])
    func baselineOffset(offset: Double) throws {
        let font = try notoFont(20)
        let plain = NSAttributedString(string: "x2 y", attributes: [.font: font])
        let raised = NSMutableAttributedString(attributedString: plain)
        raised.addAttribute(.baselineOffset, value: offset, range: NSRange(location: 1, length: 1))
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .usesFontLeading]
        let size = CGSize(width: 500, height: 500)
        let a = plain.boundingRect(with: size, options: options, context: nil)
        let b = raised.boundingRect(with: size, options: options, context: nil)
        #expect(abs(b.height - a.height - abs(offset)) < 1e-9)
        #expect(abs(b.width - a.width) < 1e-9)
        // The glyph of "2" sits `offset` points above the others' baseline.
        let layout = try AttributedLayout.layout(raised, width: 500)
        let glyphs = layout.document.paragraph.lines[0].line.runs.flatMap(\.glyphs)
        let two = try #require(glyphs.first { $0.cluster == 1 })
        #expect(abs(two.y - offset) < 1e-9)
        #expect(glyphs.filter { $0.cluster != 1 }.allSatisfy { $0.y == 0 })
        // An AttributedString's baselineOffset carries over.
        var s = AttributedString("x2 y")
        s.uiFont = font
        s[s.index(s.startIndex, offsetByCharacters: 1)..<s.index(s.startIndex, offsetByCharacters: 2)].baselineOffset = CGFloat(offset)
        #expect(NSAttributedString(typography: s).boundingRect(with: size, options: options, context: nil) == b)
    }

    @Test(".ligature 0 takes the font's standard ligatures apart (hb-shape with -liga,-clig); 1 keeps them")
    func ligature() throws {
        let font = try notoFont(20)
        let width = { (value: Int?) -> CGFloat in
            var attrs: [NSAttributedString.Key: Any] = [.font: font]
            if let value { attrs[.ligature] = value }
            return "office".size(withAttributes: attrs).width
        }
        let withLigatures = try HBShape.glyphs(font: Self.noto, text: "office")
        let without = try HBShape.glyphs(font: Self.noto, text: "office", features: "-liga,-clig")
        try #require(withLigatures.count < without.count)  // Noto Sans has an "ffi" ligature
        let layout = try AttributedLayout.layout(NSAttributedString(string: "office", attributes: [.font: font, .ligature: 0]),
                                                 width: .infinity)
        #expect(layout.document.paragraph.lines[0].line.runs.flatMap(\.glyphs).count == without.count)
        let m = try IndependentMetrics.read(path: Self.noto)
        let noLigatures = Double(try HBShape.advance(font: Self.noto, text: "o")
                                 + 2 * HBShape.advance(font: Self.noto, text: "f")
                                 + HBShape.advance(font: Self.noto, text: "i") + HBShape.advance(font: Self.noto, text: "ce")) * 20 / m.upem
        #expect(abs(Double(width(0)) - noLigatures) < 1.0 / 64)
        #expect(width(1) == width(nil))
    }

    @Test(".byCharWrapping breaks inside a word, before the first character that does not fit; word wrapping does not")
    func charWrapping() throws {
        let font = try notoFont(20)
        let text = "Typography everywhere"
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        let width = "Typography ev".size(withAttributes: [.font: font]).width + 0.5
        let layout = try AttributedLayout.layout(NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]),
                                                 width: Double(width))
        let lines = layout.document.paragraph.lines.map(\.line.text)
        #expect(lines == ["Typography ev", "erywhere"])
        let words = try AttributedLayout.layout(NSAttributedString(string: text, attributes: [.font: font]), width: Double(width))
        #expect(words.document.paragraph.lines.map(\.line.text) == ["Typography", "everywhere"])
    }

    @Test("The PDF renderer writes a page for each beginPage(), each its own size")
    func pdfPages() throws {
        let font = try notoFont(20)
        let text = NSAttributedString(string: "Page", attributes: [.font: font])
        let pdf = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).pdfData { ctx in
            ctx.beginPage()
            text.draw(at: CGPoint(x: 10, y: 10))
            ctx.beginPage()
            text.draw(at: CGPoint(x: 10, y: 10))
            ctx.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 150), pageInfo: [:])
            #expect(ctx.pdfContextBounds.size == CGSize(width: 300, height: 150))
            text.draw(at: CGPoint(x: 10, y: 10))
        }
        // Read back by poppler's pdfinfo, not by us.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: file) }
        try pdf.write(to: file)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
        p.arguments = ["-f", "1", "-l", "3", file.path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let info = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(info.contains("Pages:           3"))
        #expect(info.contains("Page    1 size:  200 x 100 pts"))
        #expect(info.contains("Page    3 size:  300 x 150 pts"))
        // No page begun: nothing, as documented.
        #expect(UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)).pdfData { _ in }.isEmpty)
    }
}
