import Foundation
import Testing
import Typography

/// Core Text's glyph-level font calls and the dictionaries it returns, against the font files read
/// by fontTools (the setup's Python environment), not by this package: the `cmap`'s glyph IDs,
/// `hmtx` advances, `glyf` boxes, `OS/2` weight class and `post` italic angle.
@Suite("Core Text glyphs and traits", .serialized)
struct CoreTextGlyphTests {
    static let folder = "/usr/share/fonts/truetype/noto/"
    static let size: CGFloat = 20

    init() { TestFonts.use() }

    struct Reference: Decodable {
        let upem: Double
        let glyphs: [Int?]
        let advances: [Double]
        let boxes: [[Double]?]
        let weightClass: Int
        let italicAngle: Double
    }

    /// fontTools' reading of `file` for the characters of `text` (one per code point).
    static func reference(_ file: String, _ text: String) throws -> Reference {
        let script = """
        import json, sys
        from fontTools.ttLib import TTFont
        f = TTFont(sys.argv[1])
        cmap = f.getBestCmap()
        glyf = f['glyf']
        out = {'upem': f['head'].unitsPerEm, 'glyphs': [], 'advances': [], 'boxes': [],
               'weightClass': f['OS/2'].usWeightClass, 'italicAngle': f['post'].italicAngle}
        for ch in sys.argv[2]:
            name = cmap.get(ord(ch))
            out['glyphs'].append(f.getGlyphID(name) if name else None)
            out['advances'].append(f['hmtx'][name][0] if name else 0)
            g = glyf[name] if name else None
            if g is not None and g.numberOfContours != 0:
                g.recalcBounds(glyf)
                out['boxes'].append([g.xMin, g.yMin, g.xMax, g.yMax])
            else:
                out['boxes'].append(None)
        print(json.dumps(out))
        """
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let python = root.appendingPathComponent(".build/venv/bin/python").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = ["-c", script, folder + file, text]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "fontTools could not read \(file)")
        return try JSONDecoder().decode(Reference.self, from: data)
    }

    @Test("glyphs for characters are the cmap's, a pair's glyph at its first unit; advances and boxes are hmtx's and glyf's")
    func glyphsAdvancesAndBoxes() throws {
        let text = "Ag€ñ"
        let ref = try Self.reference("NotoSans-Regular.ttf", text)
        let font = CTFontCreateWithName("NotoSans-Regular" as CFString, Self.size, nil)
        #expect(CTFontCopyPostScriptName(font) as String == "NotoSans-Regular")
        let units = Array(text.utf16)
        var glyphs = [CGGlyph](repeating: 0, count: units.count)
        #expect(CTFontGetGlyphsForCharacters(font, units, &glyphs, units.count))
        #expect(glyphs.map(Int.init) == ref.glyphs.map { $0 ?? 0 })

        var advances = [CGSize](repeating: .zero, count: glyphs.count)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, glyphs.count)
        let scale = Double(Self.size) / ref.upem
        for (a, r) in zip(advances, ref.advances) { #expect(abs(Double(a.width) - r * scale) < 1e-9) }
        #expect(abs(total - ref.advances.reduce(0, +) * scale) < 1e-9)
        #expect(font.advancement(forCGGlyph: glyphs[0]).width == advances[0].width)

        var rects = [CGRect](repeating: .zero, count: glyphs.count)
        _ = CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &rects, glyphs.count)
        for (rect, box) in zip(rects, ref.boxes) {
            let b = try #require(box)
            #expect(abs(Double(rect.minX) - b[0] * scale) < 1e-9 && abs(Double(rect.minY) - b[1] * scale) < 1e-9)
            #expect(abs(Double(rect.maxX) - b[2] * scale) < 1e-9 && abs(Double(rect.maxY) - b[3] * scale) < 1e-9)
        }
    }

    @Test("the graphics font is the face drawn, as fontTools reads it")
    func graphicsFont() throws {
        let ref = try Self.reference("NotoSans-Regular.ttf", "a")
        let graphics = CTFontCopyGraphicsFont(CTFontCreateWithName("NotoSans-Regular" as CFString, Self.size, nil), nil)
        #expect(graphics.postScriptName.map { $0 as String } == "NotoSans-Regular")
        #expect(Double(graphics.unitsPerEm) == ref.upem)
    }

    @Test("a character the face lacks gives glyph 0 and false; a surrogate pair fills its second unit with 0")
    func missingCharacters() throws {
        let font = CTFontCreateWithName("NotoSans-Regular" as CFString, Self.size, nil)
        let units = Array("a😀".utf16)
        try #require(units.count == 3)
        var glyphs = [CGGlyph](repeating: 9, count: 3)
        #expect(!CTFontGetGlyphsForCharacters(font, units, &glyphs, 3))
        let ref = try Self.reference("NotoSans-Regular.ttf", "a")
        #expect(glyphs == [CGGlyph(ref.glyphs[0] ?? -1), 0, 0])

        let emoji = CTFontCreateForString(font, "a😀" as CFString, CFRange(location: 1, length: 2))
        var pair = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(emoji, Array(units[1...]), &pair, 2), "\(CTFontCopyPostScriptName(emoji))")
        #expect(pair[0] != 0 && pair[1] == 0)
        #expect(CTFontGetSymbolicTraits(emoji).contains(.traitColorGlyphs))
        #expect(!CTFontGetSymbolicTraits(font).contains(.traitColorGlyphs))
        #expect(CTFontCreateForString(font, "a😀" as CFString, CFRange(location: 0, length: 1)) === font)
    }

    @Test("CTFontCopyTraits reads as a Swift dictionary, by Core Text's keys and by their strings")
    func traits() throws {
        let bold = CTFontCreateWithName("NotoSans-Bold" as CFString, Self.size, nil)
        let italic = CTFontCreateWithName("NotoSans-Italic" as CFString, Self.size, nil)
        let boldRef = try Self.reference("NotoSans-Bold.ttf", "a")
        let italicRef = try Self.reference("NotoSans-Italic.ttf", "a")
        try #require(boldRef.weightClass == 700)
        let traits = CTFontCopyTraits(bold) as Dictionary
        // UIKit's `UIFont.Weight.bold` is 0.4 (UIFont.h), the weight of class 700.
        #expect(traits[kCTFontWeightTrait] as? CGFloat == 0.4)
        #expect(traits["NSCTFontWeightTrait"] as? Double == 0.4)
        // Core Text's slant: 1.0 is 30° clockwise; `post`'s angle counts counter-clockwise.
        let slant = try #require((CTFontCopyTraits(italic) as? [String: Any])?["NSCTFontSlantTrait"] as? Double)
        #expect(italicRef.italicAngle < 0)
        #expect(abs(slant - (-italicRef.italicAngle / 30)) < 1e-9)
    }

    @Test("a run's attributes read as a Swift dictionary, with its font as a CTFont")
    func runAttributes() throws {
        let noto = try #require(UIFont(name: "NotoSans-Regular", size: 17))
        let string = NSAttributedString(string: "Hello", attributes: [.font: noto])
        let line = CTLineCreateWithAttributedString(string)
        let runs = try #require(CTLineGetGlyphRuns(line) as? [CTRun])
        let attributes = CTRunGetAttributes(try #require(runs.first)) as Dictionary
        let font = try #require(attributes[kCTFontAttributeName] as? CTFont)
        #expect(CTFontGetSize(font) == 17)
        #expect(attributes["NSFont"] as? CTFont != nil)
    }

    @Test("CGFloat bridges to NSNumber and back, as on Apple's platforms")
    func cgFloatBridge() {
        let kern: CGFloat = 1.5
        let number = kern as NSNumber
        #expect(number.doubleValue == 1.5)
        let any: Any = number
        #expect(any as? CGFloat == 1.5)
    }
}
