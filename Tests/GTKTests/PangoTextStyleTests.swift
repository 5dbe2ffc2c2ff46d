import Testing
import TypeSystem
import TypographyGTK

/// A resolved style as Pango attributes, without a display: Pango alone. Published values: the
/// HIG's iOS tables (Body at Large 17 pt on 22 pt, at AX5 53 pt on 62 pt; AX2 33 on 40, Title 1 at
/// Large 28 on 34; Body's emphasized weight Semibold) and the HIG's SF Pro tracking table
/// (17 pt: −26/1000 em).
@Suite("Pango attributes of a text style")
struct PangoTextStyleTests {
    func resolve(_ style: TextStyle, _ category: DynamicTypeSize, _ modifiers: StyleModifiers = .none) throws -> ResolvedStyle {
        try style.resolved(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: category), modifiers: modifiers)
    }

    @Test("sizes are absolute pixels: Body at Large is Inter 17px, weight and slant in the description", arguments: [
        (TextStyle.body, DynamicTypeSize.large, StyleModifiers.none, "Inter 17px"),
        (.body, .large, StyleModifiers(bold: true), "Inter Semi-Bold 17px"),
        (.title, .large, StyleModifiers(bold: true, italic: true), "Inter Bold Italic 28px"),
        (.body, .accessibility5, StyleModifiers.none, "Inter 53px"),
    ])
    func absoluteSizes(style: TextStyle, category: DynamicTypeSize, modifiers: StyleModifiers, expected: String) throws {
        let pango = PangoTextStyle(try resolve(style, category, modifiers), family: "Inter")
        #expect(pango.fontDescription == expected)
    }

    @Test("letter spacing from Apple's tracking and the line height are Pango units of pixels; tracking turns optional ligatures off")
    func attributeList() throws {
        let pango = PangoTextStyle(try resolve(.body, .large), family: "Inter")
        let list = pango.attributeList
        // 17 × −26/1000 = −0.442 px × 1024 = −452.6 → −453; 22 px × 1024 = 22528.
        #expect(list.contains("letter-spacing -453"), "\(list)")
        #expect(list.contains("line-height 22528"), "\(list)")
        #expect(list.contains("\"liga\" 0") && list.contains("\"clig\" 0"), "\(list)")
        #expect(pango.letterSpacing == 17.0 * -26.0 / 1000.0)
    }

    @Test("leading variants change the line height by 2 pt, and only it", arguments: [
        (LeadingVariant.tight, "line-height 20480"), (.standard, "line-height 22528"), (.loose, "line-height 24576"),
    ])
    func leading(variant: LeadingVariant, expected: String) throws {
        let pango = PangoTextStyle(try resolve(.body, .large, StyleModifiers(leading: variant)), family: "Inter")
        #expect(pango.attributeList.contains(expected), "\(pango.attributeList)")
        #expect(pango.fontDescription == "Inter 17px")
    }

    @Test("OpenType features and variations reach Pango; tags that are not four characters are left out")
    func featuresAndVariations() throws {
        let style = try resolve(.body, .large)
        let pango = PangoTextStyle(style, family: "Inter",
                                   variations: [.init(tag: "opsz", value: 17), .init(tag: "wght", value: 400)],
                                   features: ["tnum", "toolong", "ss01"])
        #expect(pango.fontDescription == "Inter 17px @opsz=17,wght=400")
        #expect(pango.fontFeatures == "\"liga\" 0, \"clig\" 0, \"dlig\" 0, \"hlig\" 0, \"tnum\" 1, \"ss01\" 1")
        #expect(pango.attributeList.contains("tnum"))
    }

    @Test("designs change the family, never the size; without a catalog Apple's family is asked for", arguments: [
        (FontDesign.default, "SF Pro"), (.rounded, "SF Pro Rounded"), (.serif, "New York"), (.monospaced, "SF Mono"),
    ])
    func designs(design: FontDesign, family: String) throws {
        let pango = PangoTextStyle(try resolve(.body, .large, StyleModifiers(design: design)), catalog: nil)
        #expect(pango.family == family)
        #expect(pango.fontDescription.hasSuffix(" 17px"), "\(pango.fontDescription)")
    }

    @Test("the controller follows the desktop's size and clamps it like dynamicTypeSize(...)")
    @MainActor
    func clamping() throws {
        let controller = DynamicTypeController(environment: ["TYPOGRAPHY_TEXT_SIZE": "AX5"], catalog: nil)
        #expect(controller.category == .accessibility5)
        #expect(try controller.pangoStyle(.body).pixelSize == 53)
        controller.sizeRange = .xSmall ... .accessibility2
        #expect(try controller.pangoStyle(.body).pixelSize == 33)
        #expect(try controller.pangoStyle(.body).lineHeight == 40)
        // A label's own range applies inside the window's.
        #expect(try controller.pangoStyle(.body, sizeRange: .xSmall ... .large).pixelSize == 17)
        #expect(try controller.pangoStyle(.title, sizeRange: .xSmall ... .large).lineHeight == 34)
        // The desktop at xSmall with a label range from Large up: Large.
        controller.sizeRange = nil
        controller.setDesktopTextSize(.init(setting: .category(.xSmall), source: .environment, detail: "test"))
        #expect(try controller.pangoStyle(.body).pixelSize == 14)
        #expect(try controller.pangoStyle(.body, sizeRange: .large ... .accessibility5).pixelSize == 17)
    }
}
