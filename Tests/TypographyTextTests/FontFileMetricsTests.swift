import Foundation
import Testing
import TextLayout
import TypeSystem
import TypographyUIKit
@testable import TypographyText

/// `UIFont`'s metrics come from the face the catalog chooses, read from its `hhea` and `OS/2`
/// tables as CoreText reads them; the expected numbers are read from the same file by an
/// independent reader (Python's `struct`), scaled by point size ÷ unitsPerEm.
@Suite("UIFont's font-file metrics")
struct FontFileMetricsTests {
    init() { TestFonts.use() }

    static func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }

    @Test("A font made by name has its face's own ascender, descender, leading, line height, cap and x height",
          arguments: [("Noto Sans", 20.0), ("DejaVu Sans", 13.0), ("Inter", 17.0)])
    func fontByNameHasItsFacesMetrics(name: String, size: Double) throws {
        let font = try #require(UIFont(name: name, size: CGFloat(size)))
        let face = try TextFonts.font(for: font).face
        let m = try IndependentMetrics.read(path: face.path, index: face.index)
        let s = size / m.upem
        #expect(Self.close(font.ascender, m.ascender * s))
        #expect(Self.close(font.descender, m.descender * s))
        #expect(font.descender < 0)
        #expect(Self.close(font.leading, m.lineGap * s))
        #expect(Self.close(font.lineHeight, (m.ascender - m.descender + m.lineGap) * s))
        // An OS/2 table older than version 2 (DejaVu Sans's is version 1) has neither: the tops of
        // "H" and "x" as HarfBuzz's hb-shape measures their outlines, as CoreText falls back.
        let capHeight = try m.capHeight ?? Double(HBShape.glyphs(font: face.path, text: "H").top)
        let xHeight = try m.xHeight ?? Double(HBShape.glyphs(font: face.path, text: "x").top)
        #expect(abs(Double(font.capHeight) - capHeight * s) < 1e-6)
        #expect(abs(Double(font.xHeight) - xHeight * s) < 1e-6)
    }

    /// Seed 000 (WWDC20 "The details of UI typography"): body "has 22-point line height", 20 with
    /// tight leading, 24 with loose leading.
    @Test("A text style's font has the style's line height: body 22, tight 20, loose 24",
          arguments: [(UIFontDescriptor.SymbolicTraits(), 22.0), (.traitTightLeading, 20.0), (.traitLooseLeading, 24.0)])
    func textStyleLineHeight(traits: UIFontDescriptor.SymbolicTraits, expected: Double) throws {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large)
        let descriptor = try #require(base.withSymbolicTraits(traits))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.lineHeight == CGFloat(expected))
        // Its ascender is still the face's own.
        let face = try TextFonts.font(for: font).face
        let m = try IndependentMetrics.read(path: face.path, index: face.index)
        #expect(Self.close(font.ascender, m.ascender * 17 / m.upem))
        #expect(Self.close(font.leading, expected - (m.ascender - m.descender) * 17 / m.upem))
    }

    @Test("No metric is NaN for the system font at a size: the face's own line height")
    func systemFontAtASize() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let face = try TextFonts.font(for: font).face
        let m = try IndependentMetrics.read(path: face.path, index: face.index)
        #expect(Self.close(font.lineHeight, (m.ascender - m.descender + m.lineGap) * 15 / m.upem))
        #expect(!font.lineHeight.isNaN && !font.ascender.isNaN && !font.descender.isNaN)
    }

    @Test("UIFont(name:size:) is nil for a name no installed face has, and a font for an installed family or PostScript name",
          arguments: [("Noto Sans", true), ("NotoSans-Regular", true), ("dejavu sans", true),
                      ("Avenir-Medium-Not-Installed-Anywhere", false), ("", false)])
    func fontByName(name: String, installed: Bool) {
        #expect((UIFont(name: name, size: 12) != nil) == installed)
    }

    @Test("familyNames and fontNames(forFamilyName:) come from the installed faces (fc-query's names)")
    func familiesFromTheCatalog() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/fc-query")
        p.arguments = ["--format", "%{family[0]}|%{postscriptname}\n", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let fields = text.split(separator: "\n").first.map { $0.split(separator: "|").map(String.init) } ?? []
        try #require(fields.count == 2)
        #expect(UIFont.familyNames.contains(fields[0]))
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: fields[0]).contains(fields[1]))
        #expect(UIFont.fontNames(forFamilyName: "No Such Family Installed").isEmpty)
    }
}
