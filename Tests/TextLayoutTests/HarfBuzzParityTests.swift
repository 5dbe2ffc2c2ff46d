import Foundation
import Testing
@testable import TextLayout

/// Widths agree with HarfBuzz's own `hb-shape` for the same font, size, variations and features,
/// within 1/64 pt: untracked, and tracked (hb-shape with optional ligatures off, plus the
/// tracking arithmetic: one tracking after every grapheme cluster but the last).
@Suite("Widths agree with hb-shape")
struct HarfBuzzParityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let font: String
        let text: String
        let size: Double
        let perMille: Double
        let variations: [String: Double]
        var testDescription: String {
            "\((font as NSString).lastPathComponent) \(size)pt \(perMille)‰ \(variations) '\(text)'"
        }
    }

    static let cases: [Case] = [
        Case(font: Fonts.notoSans, text: "office fi", size: 17, perMille: 0, variations: [:]),
        Case(font: Fonts.notoSans, text: "office fi", size: 17, perMille: 50, variations: [:]),
        Case(font: Fonts.notoSans, text: "AVATAR Wave", size: 13, perMille: -20, variations: [:]),
        Case(font: Fonts.interRegular, text: "Typography", size: 11, perMille: 5.4, variations: [:]),
        Case(font: Fonts.interVar, text: "Settings", size: 17, perMille: 0, variations: ["wght": 600]),
        Case(font: Fonts.interVar, text: "Settings", size: 28, perMille: -19.6, variations: ["wght": 700, "slnt": -10]),
        Case(font: Fonts.opszVariable, text: "abcdef", size: 9, perMille: 0, variations: [:]),
        Case(font: Fonts.opszVariable, text: "abcdef", size: 72, perMille: 12, variations: ["wght": 300, "wdth": 80]),
        Case(font: Fonts.trakTest, text: "abc xyz", size: 12, perMille: 0, variations: [:]),
        Case(font: Fonts.notoDevanagari, text: "नमस्ते दुनिया", size: 17, perMille: 0, variations: [:]),
        Case(font: Fonts.notoThai, text: "สวัสดีครับ", size: 17, perMille: 0, variations: [:]),
        Case(font: Fonts.notoNaskh, text: "مرحبا بالعالم", size: 17, perMille: 0, variations: [:]),
        Case(font: Fonts.notoSansArabic, text: "السلام عليكم", size: 20, perMille: 0, variations: [:]),
        Case(font: Fonts.notoHebrew, text: "שלום עולם", size: 15, perMille: 0, variations: [:]),
    ]

    @Test(arguments: cases)
    func widthMatchesHBShape(_ c: Case) throws {
        let attrs = try Fonts.attrs(c.font, size: c.size, perMille: c.perMille, variations: c.variations)
        let line = Typesetter.measure(c.text, attrs)
        // opsz follows the size (auto), so hb-shape gets the same coordinates we used.
        let vars = attrs.font.variations.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
        let units = try HBShape.width(font: c.font, text: c.text,
                                      features: c.perMille != 0 ? HBShape.noLigatures : nil,
                                      variations: vars.isEmpty ? nil : vars)
        let upem = Double(attrs.font.face.unitsPerEm)
        let gaps = c.perMille != 0 ? Double(c.text.count - 1) : 0
        let expected = Double(units) * c.size / upem + gaps * c.size * c.perMille / 1000
        #expect(abs(line.width - expected) <= oneSixtyFourth, "ours \(line.width), hb-shape + tracking \(expected)")
        let hbGlyphs = try HBShape.shape(font: c.font, text: c.text, features: c.perMille != 0 ? HBShape.noLigatures : nil,
                                         variations: vars.isEmpty ? nil : vars)
        #expect(line.glyphCount == hbGlyphs.count)
    }

    @Test("Width is exactly linear in tracking for one set of glyphs")
    func widthIsLinearInTracking() throws {
        for pm in [-40.0, -12.5, 0.1, 33] {
            let attrs = try Fonts.attrs(Fonts.notoDevanagari, size: 17, perMille: pm)
            let line = Typesetter.measure("नमस्ते दुनिया", attrs)
            #expect(abs(line.width - (line.untrackedWidth + Double(line.trackedGaps) * 17 * pm / 1000)) < 1e-9)
            #expect(line.trackedGaps <= "नमस्ते दुनिया".count - 1)
            #expect(line.trackedGaps > 0)
        }
    }

    @Test("Cursive scripts are not tracked: Arabic keeps its joins and its width")
    func arabicIsNotTracked() throws {
        let text = "مرحبا بالعالم"
        let plain = Typesetter.measure(text, try Fonts.attrs(Fonts.notoNaskh, size: 17))
        let tracked = Typesetter.measure(text, try Fonts.attrs(Fonts.notoNaskh, size: 17, perMille: 80))
        #expect(tracked.trackedGaps == 0)
        #expect(abs(tracked.width - plain.width) < 1e-9)
        #expect(tracked.runs.allSatisfy { $0.isRightToLeft && $0.script == "Arab" })
    }
}

@Suite("The ASCII fast path and the general path agree")
struct FastPathTests {
    @Test(arguments: ["Settings", "office fiddle", "AVATAR (12)", "a", "", "Wi-Fi  Bluetooth"])
    func samePositions(text: String) throws {
        for pm in [0.0, -12.5, 30] {
            let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, perMille: pm)
            let fast = Typesetter.measure(text, attrs)
            let fonts = [attrs.font]
            let a = Analysis(text, fonts: fonts.map(\.hb), direction: .auto)
            let general = Shaper.shape(a, range: 0..<a.scalars.count, attrs: attrs, fonts: fonts, ligaturesOff: pm != 0)
                .positioned(perMille: pm, source: attrs.tracking.source)
            #expect(fast.width == general.width)
            #expect(fast.trackedGaps == general.trackedGaps)
            #expect(fast.graphemeCount == general.graphemeCount)
            #expect(fast.runs.flatMap(\.glyphs) == general.runs.flatMap(\.glyphs))
            #expect(Shaper.measureSimple(text, attrs: attrs) != nil)
        }
    }
}
