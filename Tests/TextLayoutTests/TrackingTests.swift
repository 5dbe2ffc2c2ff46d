import FontFile
import Foundation
import Testing
import TypeSystem
@testable import TextLayout

@Suite("Tracking: sources, ligatures, trak")
struct TrackingTests {
    @Test("'fi' is one glyph untracked and two glyphs with tracking (tracking takes the ligature apart)")
    func trackingSplitsTheLigature() throws {
        let untracked = Typesetter.measure("fi", try Fonts.attrs(Fonts.notoSans, size: 17))
        #expect(untracked.glyphCount == 1)
        #expect(!untracked.ligaturesDisabled)
        let tracked = Typesetter.measure("fi", try Fonts.attrs(Fonts.notoSans, size: 17, perMille: 10))
        #expect(tracked.glyphCount == 2)
        #expect(tracked.ligaturesDisabled)
        #expect(tracked.trackedGaps == 1)
        let negative = Typesetter.measure("fi", try Fonts.attrs(Fonts.notoSans, size: 17, perMille: -10))
        #expect(negative.glyphCount == 2)
    }

    @Test("Kerning stays as the font defines it when tracking")
    func kerningStays() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 20, perMille: 25)
        let line = Typesetter.measure("AV", attrs)
        let kerned = try HBShape.width(font: Fonts.notoSans, text: "AV", features: HBShape.noLigatures)
        let unkerned = try HBShape.width(font: Fonts.notoSans, text: "AV", features: HBShape.noLigatures + ",kern=0")
        #expect(kerned != unkerned)
        #expect(abs(line.width - (Double(kerned) * 20 / 1000 + 0.5)) < 1e-9)
    }

    @Test("Tracking goes after each grapheme cluster but the last: combining marks and emoji ZWJ sequences count once")
    func trackingPerGraphemeCluster() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, perMille: 100,
                                    fallbacks: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"])
        for (text, graphemes) in [("e\u{301}a\u{308}o", 3), ("ab", 2), ("a", 1), ("", 0),
                                  ("x\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}y", 3)] {
            let line = Typesetter.measure(text, attrs)
            #expect(line.graphemeCount == graphemes, "\(text)")
            #expect(line.trackedGaps == max(0, graphemes - 1), "\(text)")
        }
    }

    // trak fixture (Tests/Fixtures/fonts/expected.json): upem 1000, normal track at 6/9/12/24/72 pt
    // = 40/20/0/-20/-60 units, tight = 10/-10/-30/-50/-90; the font has STAT.
    @Test("trak: the normal track, interpolated, becomes the tracking, with source trak",
          arguments: [(3.0, 40.0), (6, 40), (7.5, 30), (10.5, 10), (12, 0), (18, -10), (48, -40), (100, -60)])
    func trakNormalTrack(size: Double, perMille: Double) throws {
        let face = try Fonts.face(Fonts.trakTest)
        let d = TrackingPolicy.decide(face: face.info, pointSize: size)
        #expect(d.source == .trak)
        #expect(abs(d.perMille - perMille) < 1e-9)
    }

    @Test("trak: the tight track (−1) is reported as the limit of tightening",
          arguments: [(6.0, 10.0), (9, -10), (12, -30), (18, -40), (72, -90)])
    func trakTightTrack(size: Double, tight: Double) throws {
        let d = TrackingPolicy.decide(face: try Fonts.face(Fonts.trakTest).info, pointSize: size)
        #expect(d.tightPerMille.map { abs($0 - tight) < 1e-9 } == true)
    }

    @Test("trak is used only when the font also has STAT")
    func trakNeedsSTAT() throws {
        var info = try Fonts.face(Fonts.trakTest).info
        info.hasSTAT = false
        let d = TrackingPolicy.decide(face: info, pointSize: 6)
        #expect(d.source == .none)
        #expect(d.perMille == 0)
        #expect(d.tightPerMille == nil)
    }

    @Test("trak is applied once: HarfBuzz must not also apply it (it does when a point size is set)")
    func trakNeverCountsTwice() throws {
        let face = try Fonts.face(Fonts.trakTest)
        let size = 6.0
        let font = try FontInstance(face: face, pointSize: size)
        let d = TrackingPolicy.decide(face: face.info, pointSize: size)
        let line = Typesetter.measure("abc", TextAttributes(font: font, tracking: d))
        #expect(line.tracking.source == .trak)
        let plain = try HBShape.width(font: Fonts.trakTest, text: "abc", features: HBShape.noLigatures)
        let hbTrak = try HBShape.width(font: Fonts.trakTest, text: "abc", features: HBShape.noLigatures, ptem: size)
        #expect(hbTrak != plain, "hb-shape applies trak itself when given a point size")
        // Ours: plain HarfBuzz advances + our trak tracking after 2 of the 3 clusters.
        let expected = Double(plain) * size / 1000 + 2 * size * 40 / 1000
        #expect(abs(line.width - expected) < 1e-9)
        #expect(abs(line.width - Double(hbTrak) * size / 1000) > 0.01)
    }

    @Test("Inter's published Dynamic Metrics curve: a + b·e^(c·size) with a = −0.0223, b = 0.185, c = −0.1745",
          arguments: [(16.0, -10.959778564167369), (12, 0.49077), (28, -20.90296), (6, 42.63299)])
    func interCurve(size: Double, perMille: Double) throws {
        let d = TrackingPolicy.decide(face: try Fonts.face(Fonts.interVar).info, pointSize: size)
        #expect(d.source == .curve)
        #expect(abs(d.perMille - perMille) < 0.01)
    }

    @Test("Inter Display gets no curve (its spacing is already set for large sizes); Noto gets none")
    func noCurveElsewhere() throws {
        #expect(TrackingPolicy.decide(face: try Fonts.face(Fonts.interDisplayRegular).info, pointSize: 30).source == .none)
        #expect(TrackingPolicy.decide(face: try Fonts.face(Fonts.notoSans).info, pointSize: 30).source == .none)
    }

    @Test("Apple's tables for Apple's families; explicit wins over everything")
    func appleAndExplicit() throws {
        var info = try Fonts.face(Fonts.notoSans).info
        info.typographicFamily = "SF Pro Text"
        let d = TrackingPolicy.decide(face: info, pointSize: 17, platform: .iOS)
        #expect(d.source == .apple)
        let published = try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: 17).tracking.perMille
        #expect(d.perMille == published)
        let e = TrackingPolicy.decide(face: try Fonts.face(Fonts.trakTest).info, pointSize: 12, explicit: 7)
        #expect(e.source == .explicit && e.perMille == 7)
    }

    @Test("A resolved iOS style on Inter: size, weight, line height from the style; Inter's curve, not SF Pro's table")
    func resolvedStyleOnInter() throws {
        let style = try TextStyle.headline.resolved(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: .large))
        let attrs = try TextAttributes(style: style, face: Fonts.face(Fonts.interVar))
        #expect(attrs.font.pointSize == style.pointSize)
        #expect(attrs.font.variations.first { $0.tag == "wght" }?.value == Double(style.weight.numericValue))
        #expect(attrs.lineHeight == style.lineHeight)
        #expect(attrs.tracking.source == .curve)
        let line = Typesetter.measure("Headline", attrs)
        #expect(line.lineHeight == style.lineHeight)
        #expect(line.tracking.source == .curve)
    }
}
