import Testing
@testable import TypeSystem

/// The SwiftUI-shaped API (`Font.body.bold().leading(.loose)`, `DynamicTypeSize`), checked
/// against the values Apple publishes. Figures from the HIG's Typography page as captured in the
/// seed documents (iOS xSmall and AX1 tabs, the macOS table, the SF Pro tracking table) and the
/// HIG's iOS Large tab (body 17/22, title 28/34), which the type system's tables cite.
@Suite struct SwiftUIFontTests {
    let ios = TypeEnvironment(platform: .iOS)
    let macOS = TypeEnvironment(platform: .macOS)

    @Test func textStylesResolveToThePublishedTable() throws {
        // HIG iOS AX1: Body Regular 28/34, Title 1 Regular 38/46; xSmall: Body 14/19.
        let ax1 = ios.dynamicTypeSize(.accessibility1)
        let body = try Font.body.resolved(in: ax1)
        #expect(body.pointSize == 28 && body.lineHeight == 34 && body.weight == .regular && body.family == "SF Pro")
        #expect(try Font.title.resolved(in: ax1).pointSize == 38)
        #expect(try Font.body.resolved(in: ios.dynamicTypeSize(.xSmall)).lineHeight == 19)
        // HIG macOS: Body Regular 13/16, emphasized Semibold; Headline Bold, emphasized Heavy.
        let bold = try Font.body.bold().resolved(in: macOS)
        #expect(bold.pointSize == 13 && bold.lineHeight == 16 && bold.weight == .semibold)
        #expect(try Font.headline.bold().resolved(in: macOS).weight == .heavy)
        #expect(try Font.headline.resolved(in: macOS).weight == .bold)
    }

    @Test func modifiersChainLikeSwiftUI() throws {
        // WWDC20 "The details of UI typography": loose and tight leading add and subtract 2 pt on
        // iOS and macOS; designs change the family, never size, weight or leading.
        let loose = try Font.body.bold().leading(.loose).resolved(in: macOS)
        #expect(loose.lineHeight == 18 && loose.weight == .semibold && loose.pointSize == 13)
        #expect(try Font.body.leading(.tight).resolved(in: macOS).lineHeight == 14)
        let serif = try Font.body.design(.serif).resolved(in: ios.dynamicTypeSize(.xSmall))
        #expect(serif.family == "New York" && serif.pointSize == 14 && serif.lineHeight == 19)
        #expect(try Font.body.monospaced().resolved(in: ios).family == "SF Mono")
        // An explicit weight wins over bold(); italic and width are carried to the style.
        let heavy = try Font.body.bold().weight(.black).italic().width(.condensed).resolved(in: ios)
        #expect(heavy.weight == .black && heavy.style?.italic == true && heavy.style?.width == .condensed)
        #expect(Font.system(.title, design: .rounded, weight: .bold) == Font.title.design(.rounded).weight(.bold))
    }

    @Test func aFixedSizeSystemFontKeepsItsSizeButGetsItsTrackingAndOpticalSize() throws {
        // HIG SF Pro tracking (iOS): 17 pt −26/1000 em, 28 pt +14/1000 em, 12 pt 0.
        for category in [DynamicTypeSize.xSmall, .large, .accessibility5] {
            let r = try Font.system(size: 17).resolved(in: ios.dynamicTypeSize(category))
            #expect(r.pointSize == 17 && r.opticalSize == 17 && r.tracking.perMille == -26 && r.lineHeight == nil)
        }
        #expect(try Font.system(size: 28).resolved(in: ios).tracking.perMille == 14)
        #expect(try Font.system(size: 12, weight: .semibold).resolved(in: ios).weight == .semibold)
        #expect(try Font.system(size: 12).bold().resolved(in: ios).weight == .bold)
        #expect(throws: TypeSystemError.self) { try Font.system(size: .nan).resolved(in: ios) }
    }

    @Test func customFontsScaleRelativeToAStyleOrStayFixed() throws {
        // Font.custom(_:size:relativeTo:) scales by the style's published ratio: title is 28 pt at
        // Large and 38 at AX1 (HIG), so 28 becomes 38; body is 17 at Large and 14 at xSmall.
        let scaled = try Font.custom("Merriweather", size: 28, relativeTo: .title).resolved(in: ios.dynamicTypeSize(.accessibility1))
        #expect(scaled.pointSize == 38 && scaled.family == "Merriweather" && scaled.custom && scaled.lineHeight == nil)
        #expect(try Font.custom("Merriweather", size: 17).resolved(in: ios.dynamicTypeSize(.xSmall)).pointSize == 14)
        #expect(try Font.custom("Merriweather", fixedSize: 17).resolved(in: ios.dynamicTypeSize(.accessibility5)).pointSize == 17)
        // Custom fonts get no tracking from Apple's tables (their own trak applies at layout).
        #expect(scaled.tracking.perMille == 0)
    }

    @Test func boldTextMakesCustomFontsHeavierByTheDocumentedModel() throws {
        var env = ios
        env.legibilityWeight = .bold
        let r = try Font.custom("Merriweather", size: 17).resolved(in: env)
        #expect(r.weight == .semibold && r.assumptions.contains(.legibilityWeightModel))
        // Bold (700) + 200 is Black (900).
        #expect(try Font.custom("Merriweather", size: 17).bold().resolved(in: env).weight == .black)
    }

    @Test func featuresForDigitsAndSmallCaps() {
        #expect(Font.body.features.isEmpty)
        #expect(Font.body.monospacedDigit().features == ["tnum"])
        #expect(Font.body.smallCaps().features == ["c2sc", "smcp"])
        #expect(Font.body.lowercaseSmallCaps().monospacedDigit().features == ["smcp", "tnum"])
        #expect(Font.caption.uppercaseSmallCaps().features == ["c2sc"])
    }

    @Test func dynamicTypeSizeHasSwiftUIsNamesOrderAndRanges() throws {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.xxxLarge < .accessibility1 && DynamicTypeSize.xSmall < .small)
        // One-sided and closed ranges clamp the user's size (HIG iOS body: xSmall 14, AX1 28).
        let tiny = ios.dynamicTypeSize(.xSmall)
        #expect(try Font.body.resolved(in: tiny.dynamicTypeSize(DynamicTypeSize.large...)).pointSize == 17)
        let huge = ios.dynamicTypeSize(.accessibility5)
        #expect(try Font.body.resolved(in: huge.dynamicTypeSize(...DynamicTypeSize.accessibility1)).pointSize == 28)
        #expect(huge.dynamicTypeSize(DynamicTypeSize.small ..< .accessibility1).sizeRange == .small ... .xxxLarge)
        #expect(huge.dynamicTypeSize(DynamicTypeSize.xSmall ... .medium).sizeRange == .xSmall ... .medium)
        // An empty range leaves the environment as it is.
        #expect(huge.dynamicTypeSize(DynamicTypeSize.large ..< .large) == huge)
    }
}
