import FontCatalog
import Foundation
import Testing
import TextLayout
@testable import TypographyText
import TypographyUIKit

/// UIKit's `featureSettings` (Apple's feature types and selectors, or OpenType tags) reach the
/// shaper: the glyphs and widths are HarfBuzz's own (`hb-shape --features`) for the OpenType feature
/// HarfBuzz maps each type and selector to.
@Suite("Font feature settings", .serialized)
struct FeatureSettingsTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let text = "1/2 0 1234 Hello office"

    init() { TestFonts.use() }

    func glyphs(_ font: UIFont) throws -> (ids: [Int], width: Double) {
        let layout = try AttributedLayout.layout(NSAttributedString(string: Self.text, attributes: [.font: font]), width: .infinity)
        let line = try #require(layout.document.paragraph.lines.first).line
        return (line.runs.flatMap(\.glyphs).map { Int($0.id) }, line.width)
    }

    @Test("a feature type and selector shape as hb-shape with the OpenType feature", arguments: [
        (kFractionsType, kDiagonalFractionsSelector, "frac"),
        (kNumberCaseType, kLowerCaseNumbersSelector, "onum"),
        (kLowerCaseType, kLowerCaseSmallCapsSelector, "smcp"),
        (kUpperCaseType, kUpperCaseSmallCapsSelector, "c2sc"),
        (kTypographicExtrasType, kSlashedZeroOnSelector, "zero"),
        (kLigaturesType, kCommonLigaturesOffSelector, "-liga"),
    ])
    func typeAndSelector(type: Int, selector: Int, openType: String) throws {
        let base = try #require(UIFont(name: "Noto Sans", size: 20))
        try #require(TextFonts.font(for: base).face.path == Self.noto)
        let plain = try HBShape.shape(font: Self.noto, text: Self.text, features: "")
        let expected = try HBShape.shape(font: Self.noto, text: Self.text, features: openType)
        try #require(plain.ids != expected.ids, "Noto Sans must change glyphs with \(openType) for this test to mean anything")
        for keys in [(UIFontDescriptor.FeatureKey.type, UIFontDescriptor.FeatureKey.selector),
                     (.featureIdentifier, .typeIdentifier)] {
            let descriptor = base.fontDescriptor.addingAttributes([.featureSettings: [[keys.0: type, keys.1: selector]]])
            let shaped = try glyphs(UIFont(descriptor: descriptor, size: 0))
            #expect(shaped.ids == expected.ids)
            let m = try IndependentMetrics.read(path: Self.noto)
            #expect(abs(shaped.width - Double(expected.advance) * 20 / m.upem) < 1e-6)
        }
        #expect(try glyphs(base).ids == plain.ids)
    }

    @Test("an OpenType tag and value shape as hb-shape; the settings read back")
    func openTypeTag() throws {
        let base = try #require(UIFont(name: "Noto Sans", size: 20))
        let descriptor = base.fontDescriptor.addingAttributes([.featureSettings: [
            [UIFontDescriptor.FeatureKey.openTypeTag: "frac", .openTypeValue: 1],
            [UIFontDescriptor.FeatureKey.openTypeTag: "liga", .openTypeValue: 0],
        ]])
        let expected = try HBShape.shape(font: Self.noto, text: Self.text, features: "frac,-liga")
        #expect(try glyphs(UIFont(descriptor: descriptor, size: 0)).ids == expected.ids)
        let settings = descriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Any]]
        #expect(settings?.compactMap { $0[.openTypeTag] as? String } == ["frac", "liga"])
    }

    @Test("a type or selector without an OpenType equivalent is left out")
    func unknownSelector() throws {
        let base = try #require(UIFont(name: "Noto Sans", size: 20))
        let descriptor = base.fontDescriptor.addingAttributes([.featureSettings: [[UIFontDescriptor.FeatureKey.type: 999, .selector: 1]]])
        #expect(try glyphs(UIFont(descriptor: descriptor, size: 0)).ids == (try glyphs(base)).ids)
    }
}
