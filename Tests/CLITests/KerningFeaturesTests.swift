import Foundation
import Testing

/// Kerning against tracking, and OpenType features, measured by the built tool and checked
/// against HarfBuzz's own shaping (`hb-shape`) of the same font file.
///
/// WWDC20 "The details of UI typography": spacing text out with a kerning API leaves ligatures
/// in place and breaks the rhythm of the word; the tracking API takes them apart.
@Suite struct KerningFeaturesTests {
    /// Noto Serif has an `ffi` ligature: "office" is 4 glyphs with ligatures, 6 without.
    static let serif = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    /// hb-shape's glyphs of `text`: count and advance sum in font units.
    func hb(_ font: String, _ text: String, features: String? = nil) throws -> (count: Int, advance: Int) {
        let glyphs = try hbShapeGlyphs(font: font, text: text, features: features)
        return (glyphs.count, glyphs.reduce(0) { $0 + ($1["ax"] as? Int ?? 0) })
    }

    func unitsPerEm(_ font: String) throws -> Double {
        let r = try runCLI(["fonts", "info", font, "-j"])
        // The head table's unitsPerEm, wherever `fonts info` nests it.
        func find(_ value: Any) -> Double? {
            if let object = value as? [String: Any] {
                if let upem = object["unitsPerEm"] as? Double { return upem }
                for (_, child) in object { if let hit = find(child) { return hit } }
            } else if let array = value as? [Any] {
                for child in array { if let hit = find(child) { return hit } }
            }
            return nil
        }
        return try #require(find(try r.json()), "\(r.stderr)")
    }

    func measure(_ args: [String]) throws -> [String: Any] {
        let r = try runCLI(["measure"] + args + ["-j"])
        return try #require(try r.json() as? [String: Any], "\(args): \(r.stderr)")
    }

    @Test func kerningKeepsLigaturesAndTrackingTakesThemApart() throws {
        let upem = try unitsPerEm(Self.serif)
        let size = 20.0
        let withLigatures = try hb(Self.serif, "office")
        let without = try hb(Self.serif, "office", features: "-liga,-clig,-dlig,-hlig")
        #expect(withLigatures.count == 4 && without.count == 6, "the font's ffi ligature")

        // 1 pt of kerning: HarfBuzz's glyphs, plus 1 pt after every cluster but the last (3 gaps).
        let kerned = try measure(["office", "--font", Self.serif, "--point-size", "20", "--kerning", "1pt"])
        #expect(kerned["glyphCount"] as? Int == withLigatures.count)
        #expect(kerned["ligaturesDisabled"] as? Bool == false)
        let expectedKerned = Double(withLigatures.advance) * size / upem + Double(withLigatures.count - 1) * 1
        #expect(abs((kerned["width"] as? Double ?? 0) - expectedKerned) < 1e-6, "\(kerned["width"] ?? "?") vs \(expectedKerned)")

        // The same 1 pt as tracking (50/1000 em at 20 pt): ligatures apart, 5 gaps.
        let tracked = try measure(["office", "--font", Self.serif, "--point-size", "20", "--tracking", "50"])
        #expect(tracked["glyphCount"] as? Int == without.count)
        #expect(tracked["ligaturesDisabled"] as? Bool == true)
        let expectedTracked = Double(without.advance) * size / upem + Double(without.count - 1) * 1
        #expect(abs((tracked["width"] as? Double ?? 0) - expectedTracked) < 1e-6)

        // Kerning in em is relative to the size: 0.05em at 20 pt is 1 pt.
        let em = try measure(["office", "--font", Self.serif, "--point-size", "20", "--kerning", "0.05em"])
        #expect(em["width"] as? Double == kerned["width"] as? Double)
    }

    @Test func featuresReachTheShaper() throws {
        let upem = try unitsPerEm(Self.inter)
        // Inter's proportional "1" and its tabular one (tnum).
        let plain = try hb(Self.inter, "1111")
        let tabular = try hb(Self.inter, "1111", features: "tnum")
        #expect(plain.advance != tabular.advance)
        let digits = try measure(["1111", "--font", Self.inter, "--point-size", "17", "--tracking", "0", "--monospaced-digit"])
        #expect(abs((digits["width"] as? Double ?? 0) - Double(tabular.advance) * 17 / upem) < 1e-6)
        let viaTags = try measure(["1111", "--font", Self.inter, "--point-size", "17", "--tracking", "0", "--features", "tnum"])
        #expect(viaTags["width"] as? Double == digits["width"] as? Double)

        // Small caps in Noto Serif (smcp, c2sc): a.sc, b.sc, c.sc.
        let serifUpem = try unitsPerEm(Self.serif)
        let caps = try hb(Self.serif, "Abc", features: "smcp,c2sc")
        let small = try measure(["Abc", "--font", Self.serif, "--point-size", "20", "--small-caps"])
        #expect(abs((small["width"] as? Double ?? 0) - Double(caps.advance) * 20 / serifUpem) < 1e-6)

        let bad = try runCLI(["measure", "x", "--font", Self.inter, "--point-size", "12", "--features", "toolong"])
        #expect(bad.code == 64 && bad.stderr.contains("invalid feature 'toolong'"), "\(bad.stderr)")
    }
}
