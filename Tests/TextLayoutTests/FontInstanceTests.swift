import FontCatalog
import FontFile
import Foundation
import Testing
@testable import TextLayout

@Suite("Font instances: variations, automatic optical size, metrics")
struct FontInstanceTests {
    // OpszVariable.ttf: wght 100–400–900, wdth 75–100–125, opsz 8–14–144; advances vary on every axis.
    @Test("opsz follows the point size, clamped to the axis — never the file's default",
          arguments: [(6.0, 8.0), (8, 8), (13, 13), (17, 17), (144, 144), (300, 144)])
    func automaticOpticalSize(size: Double, opsz: Double) throws {
        let font = try FontInstance(face: Fonts.face(Fonts.opszVariable), pointSize: size)
        #expect(font.opticalSize == opsz)
    }

    @Test("Optical sizing .none keeps the default (or the named instance), .fixed clamps")
    func opticalSizingModes() throws {
        let face = try Fonts.face(Fonts.opszVariable)
        #expect(try FontInstance(face: face, pointSize: 13, opticalSizing: .none).opticalSize == 14)
        #expect(try FontInstance(face: face, pointSize: 13, opticalSizing: .fixed(30)).opticalSize == 30)
        #expect(try FontInstance(face: face, pointSize: 13, opticalSizing: .fixed(1000)).opticalSize == 144)
        let black = try FontInstance(face: face, pointSize: 13, opticalSizing: .none, namedInstance: 3)
        #expect(black.opticalSize == 144)
        #expect(black.variations.first { $0.tag == "wght" }?.value == 900)
    }

    @Test("The opsz in use changes the measured width exactly as hb-shape does at that opsz")
    func opticalSizeChangesWidth() throws {
        let face = try Fonts.face(Fonts.opszVariable)
        let auto9 = Typesetter.measure("abcdef", TextAttributes(font: try FontInstance(face: face, pointSize: 9)))
        let default9 = Typesetter.measure("abcdef", TextAttributes(font: try FontInstance(face: face, pointSize: 9, opticalSizing: .none)))
        #expect(auto9.width != default9.width)
        let hb9 = try HBShape.width(font: Fonts.opszVariable, text: "abcdef", variations: "wght=400,wdth=100,opsz=9")
        #expect(abs(auto9.width - Double(hb9) * 9 / 1000) <= oneSixtyFourth)
    }

    @Test("Weight, width and italic are clamped to the axes; unknown axes are ignored")
    func clamping() throws {
        let face = try Fonts.face(Fonts.opszVariable)
        let f = try FontInstance(face: face, pointSize: 12, weight: 2000, width: 10, italic: true, variations: ["XXXX": 3])
        #expect(f.variations.map(\.tag) == ["wght", "wdth", "opsz"])
        #expect(f.variations[0].value == 900)
        #expect(f.variations[1].value == 75)
        let inter = try FontInstance(face: Fonts.face(Fonts.interVar), pointSize: 12, italic: true)
        #expect(inter.variations.first { $0.tag == "slnt" }?.value == -10)
    }

    @Test("Bad sizes and variation values are errors naming the input", arguments: [0.0, -1, .nan, .infinity])
    func badSizes(size: Double) throws {
        #expect(throws: LayoutError.self) { try FontInstance(face: Fonts.face(Fonts.notoSans), pointSize: size) }
    }

    @Test("A missing or non-font file is a one-line error naming the path")
    func badFiles() throws {
        do {
            _ = try FontFace(path: "/nonexistent/x.ttf")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .fontNotFound)
            #expect(error.description.hasPrefix("/nonexistent/x.ttf: "))
        }
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("notafont-\(UUID()).ttf")
        try Data("hello".utf8).write(to: tmp)
        defer { try? FileManager.default.removeItem(at: tmp) }
        #expect(throws: LayoutError.self) { try FontFace(path: tmp.path) }
    }

    struct MetricsCase: Sendable, CustomTestStringConvertible {
        let path: String, ascent: Double, descent: Double, gap: Double, upem: Double, source: String
        var testDescription: String { (path as NSString).lastPathComponent }
    }

    @Test("Line metrics: OS/2 typo with USE_TYPO_METRICS, else hhea", arguments: [
        // Inter: USE_TYPO_METRICS; typo 2728/-680/0 (upem 2816). Noto Sans: no flag; hhea 1069/-293/0.
        MetricsCase(path: Fonts.interRegular, ascent: 2728, descent: 680, gap: 0, upem: 2816, source: "typo"),
        MetricsCase(path: Fonts.notoSans, ascent: 1069, descent: 293, gap: 0, upem: 1000, source: "hhea"),
        MetricsCase(path: Fonts.notoNaskh, ascent: 1069, descent: 634, gap: 0, upem: 1000, source: "typo"),
        // TrakTest: no USE_TYPO_METRICS; hhea 900/-250/50.
        MetricsCase(path: Fonts.trakTest, ascent: 900, descent: 250, gap: 50, upem: 1000, source: "hhea"),
    ])
    func lineMetrics(_ c: MetricsCase) throws {
        let m = try FontInstance(face: Fonts.face(c.path), pointSize: 20).lineMetrics
        #expect(abs(m.ascent - c.ascent * 20 / c.upem) < 1e-9)
        #expect(abs(m.descent - c.descent * 20 / c.upem) < 1e-9)
        #expect(abs(m.lineGap - c.gap * 20 / c.upem) < 1e-9)
        #expect(m.source == c.source)
    }
}

@Suite("Discrete optical sizes (Text / Display faces)")
struct OpticalSizeSelectionTests {
    typealias C = OpticalSizeSelection.Candidate

    @Test("Declared ranges decide: lower bound inclusive, upper exclusive", arguments: [
        (6.0, 0), (19.99, 0), (20, 1), (72, 1), (100, 1), (3, 0),
    ])
    func ranges(size: Double, index: Int) {
        let c = [C(family: "X Text", range: 6...20), C(family: "X Display", range: 20...72)]
        #expect(OpticalSizeSelection.select(c, pointSize: size)?.index == index)
    }

    @Test("SF: Display from 20 pt (WWDC20: 'SF Text … below 20 points and SF Display for 20 points and above')",
          arguments: [(17.0, 0), (19.5, 0), (20, 1), (34, 1)])
    func sfSwitchPoint(size: Double, index: Int) {
        let c = [C(family: "SF Pro Text", range: nil), C(family: "SF Pro Display", range: nil)]
        let s = OpticalSizeSelection.select(c, pointSize: size)
        #expect(s?.index == index)
        #expect(s?.assumption == nil)
    }

    @Test("Inter / Inter Display (the installed static faces, no declared ranges): Display from 23 pt, flagged as a model",
          arguments: [(13.0, 0), (22.9, 0), (23, 1), (48, 1)])
    func interSwitchPoint(size: Double, index: Int) throws {
        let faces = [try Fonts.face(Fonts.interRegular).info, try Fonts.face(Fonts.interDisplayRegular).info]
        let s = OpticalSizeSelection.select(faces, pointSize: size)
        #expect(s?.index == index)
        #expect(s?.assumption == "interSwitchPointModel")
    }

    @Test("OS/2 v5 ranges from a real file are used (OpticalRange-Display: 20–72 pt)")
    func os2Range() throws {
        let display = try Fonts.face(Fonts.opticalRangeDisplay).info
        #expect(C(display).range == 20...72)
        let text = C(family: "Optical Range Text", range: 6...20)
        #expect(OpticalSizeSelection.select([text, C(display)], pointSize: 24)?.index == 1)
        #expect(OpticalSizeSelection.select([text, C(display)], pointSize: 12)?.index == 0)
    }
}
