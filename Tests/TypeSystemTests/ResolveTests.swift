import Testing
@testable import TypeSystem

/// Rules of resolution. Expected values are quoted from the seed documents:
/// - WWDC20 10175 "The details of UI typography": emphasized title1 is
///   "28 pt Bold on iOS", emphasized body "17 pt Semibold on iOS" and "13 pt Semibold on macOS",
///   emphasized footnote "13 pt Semibold on iOS", emphasized large title is "SF Pro Bold";
///   body has "22-point line height", tight leading gives "20 points", loose "24 points";
///   "In watchOS, the adjustment is reduced to one point"; Catalyst is "iOS sizes scaled at 77%".
/// - HIG Typography: the xSmall/AX1/macOS/tvOS tables.
@Suite("Resolving text styles")
struct ResolveTests {
    let ios = TypeEnvironment(platform: .iOS, dynamicTypeSize: .large)

    @Test("the bold trait gives the published emphasized weight (WWDC20 code samples)")
    func boldTraitGivesEmphasizedWeight() throws {
        let cases: [(TextStyle, Platform, FontWeight, Double)] = [
            (.title, .iOS, .bold, 28),        // "28 pt Bold on iOS"
            (.body, .iOS, .semibold, 17),     // "17 pt Semibold on iOS"
            (.footnote, .iOS, .semibold, 13), // "13 pt Semibold on iOS"
            (.largeTitle, .iOS, .bold, 34),   // "emphasized large title … SF Pro Bold"
            (.body, .macOS, .semibold, 13),   // "13 pt Semibold on macOS"
        ]
        for (style, platform, weight, size) in cases {
            let r = try style.resolved(in: TypeEnvironment(platform: platform), modifiers: StyleModifiers(bold: true))
            #expect(r.weight == weight, "\(style) on \(platform)")
            #expect(r.pointSize == size, "\(style) on \(platform)")
        }
    }

    @Test("tight and loose leading change the line height by 2 pt, 1 pt on watchOS")
    func leadingVariants() throws {
        let tight = try TextStyle.body.resolved(in: ios, modifiers: StyleModifiers(leading: .tight))
        let standard = try TextStyle.body.resolved(in: ios)
        let loose = try TextStyle.body.resolved(in: ios, modifiers: StyleModifiers(leading: .loose))
        #expect(standard.lineHeight == 22)  // "it has 22-point line height"
        #expect(tight.lineHeight == 20)     // "Now it has 20 points of line height"
        #expect(loose.lineHeight == 24)     // "loose leading … 24 points of line height"
        #expect(tight.pointSize == standard.pointSize && tight.weight == standard.weight)

        // watchOS xSmall body: 14 pt, leading 16.5 (HIG watchOS xSmall tab) → ±1.
        let watch = TypeEnvironment(platform: .watchOS, dynamicTypeSize: .xSmall)
        #expect(try TextStyle.body.resolved(in: watch).lineHeight == 16.5)
        #expect(try TextStyle.body.resolved(in: watch, modifiers: StyleModifiers(leading: .tight)).lineHeight == 15.5)
        #expect(try TextStyle.body.resolved(in: watch, modifiers: StyleModifiers(leading: .loose)).lineHeight == 17.5)

        // macOS body 13/16 (HIG macOS table): ±2.
        let mac = TypeEnvironment(platform: .macOS)
        #expect(try TextStyle.body.resolved(in: mac, modifiers: StyleModifiers(leading: .tight)).lineHeight == 14)
    }

    @Test("a design changes only the family, never size, weight or line height")
    func designChangesOnlyFamily() throws {
        for platform in Platform.allCases {
            let env = TypeEnvironment(platform: platform)
            for style in TextStyle.publishedStyles(for: platform) {
                let base = try style.resolved(in: env)
                for design in FontDesign.allCases {
                    let r = try style.resolved(in: env, modifiers: StyleModifiers(design: design))
                    #expect(r.pointSize == base.pointSize && r.weight == base.weight && r.lineHeight == base.lineHeight)
                    #expect(r.design == design)
                    #expect(r.family == Font.appleFamily(design: design, platform: platform))
                }
            }
        }
        let w = TypeEnvironment(platform: .watchOS, dynamicTypeSize: .xSmall)
        #expect(try TextStyle.body.resolved(in: w).family == "SF Compact")
        #expect(try TextStyle.body.resolved(in: w, modifiers: StyleModifiers(design: .rounded)).family == "SF Compact Rounded")
        #expect(try TextStyle.body.resolved(in: ios, modifiers: StyleModifiers(design: .serif)).family == "New York")
        #expect(try TextStyle.body.resolved(in: ios, modifiers: StyleModifiers(design: .monospaced)).family == "SF Mono")
    }

    @Test("the published xSmall and AX1 rows of iOS resolve as the HIG prints them")
    func iOSSeedRows() throws {
        // HIG, iOS xSmall tab: "Large Title Regular 31 38", "Headline Semibold 14 19", "Caption 2 Regular 11 13".
        // HIG, iOS AX1 tab: "Large Title Regular 44 52", "Body Regular 28 34", "Caption 2 Regular 20 25".
        let rows: [(DynamicTypeSize, TextStyle, FontWeight, Double, Double)] = [
            (.xSmall, .largeTitle, .regular, 31, 38), (.xSmall, .headline, .semibold, 14, 19),
            (.xSmall, .caption2, .regular, 11, 13), (.accessibility1, .largeTitle, .regular, 44, 52),
            (.accessibility1, .body, .regular, 28, 34), (.accessibility1, .caption2, .regular, 20, 25),
        ]
        for (category, style, weight, size, leading) in rows {
            let r = try style.resolved(in: TypeEnvironment(platform: .iPadOS, dynamicTypeSize: category))
            #expect(r.weight == weight && r.pointSize == size && r.lineHeight == leading, "\(style) at \(category)")
            #expect(r.size == category)
        }
    }

    @Test("Mac Catalyst scaled to match iPad is the iOS size × 0.77; optimized for Mac is macOS")
    func catalyst() throws {
        let scaled = try TextStyle.body.resolved(in: TypeEnvironment(platform: .catalyst, dynamicTypeSize: .large))
        #expect(scaled.pointSize == 13.09)  // 17 × 0.77
        #expect(scaled.lineHeight == 16.94) // 22 × 0.77
        #expect(scaled.opticalSize == 17)
        #expect(scaled.assumptions.contains(.catalystScaling))
        let mac = try TextStyle.body.resolved(in: TypeEnvironment(platform: .catalystMac))
        #expect(mac.pointSize == 13 && mac.lineHeight == 16 && mac.size == nil)  // HIG macOS: Body 13 16
    }

    @Test("the category is clamped to a range, like dynamicTypeSize(...range)")
    func rangeClamping() throws {
        let env = TypeEnvironment(platform: .iOS, dynamicTypeSize: .accessibility1, sizeRange: .xSmall ... .large)
        let clampedDown = try TextStyle.body.resolved(in: env)
        #expect(clampedDown.size == .large)
        #expect(clampedDown.pointSize == 17)
        let up = TypeEnvironment(platform: .iOS, dynamicTypeSize: .xSmall, sizeRange: .accessibility1 ... .accessibility5)
        #expect(try TextStyle.body.resolved(in: up).pointSize == 28)  // AX1 body 28
    }

    @Test("explicit weight wins over bold; Bold Text makes the weight heavier (a flagged model)")
    func weights() throws {
        let explicit = try TextStyle.body.resolved(in: ios, modifiers: StyleModifiers(bold: true, weight: .light))
        #expect(explicit.weight == .light)
        #expect(explicit.assumptions.isEmpty)
        var env = ios
        env.legibilityWeight = .bold
        let boldText = try TextStyle.body.resolved(in: env)
        #expect(boldText.weight > .regular)
        #expect(boldText.assumptions.contains(.legibilityWeightModel))
        #expect(FontWeight.black.boldTextWeight == .black)
    }

    @Test("width and italic are carried through unchanged")
    func widthItalic() throws {
        let r = try TextStyle.headline.resolved(in: ios, modifiers: StyleModifiers(width: .condensed, italic: true))
        #expect(r.width == .condensed && r.italic)
        #expect(r.pointSize == 17)
    }

    @Test("platforms without Dynamic Type ignore the category; unpublished styles are errors")
    func notPublished() throws {
        let mac = try TextStyle.body.resolved(in: TypeEnvironment(platform: .macOS, dynamicTypeSize: .accessibility5))
        #expect(mac.size == nil && mac.pointSize == 13)
        #expect(throws: TypeSystemError.self) { try TextStyle.footnote2.resolved(in: ios) }
        #expect(throws: TypeSystemError.self) { try TextStyle.subtitle1.resolved(in: ios) }
        #expect(throws: TypeSystemError.self) { try TextStyle.largeTitle.resolved(in: TypeEnvironment(platform: .tvOS)) }
        do {
            _ = try TextStyle.footnote2.resolved(in: ios)
        } catch let e as TypeSystemError {
            #expect(e.kind == .notPublished)
            #expect(e.description.contains("footnote2") && e.description.contains("ios"))
        }
    }

    @Test("tvOS Subtitle 1 and emphasized weights resolve as the HIG prints them")
    func tvOS() throws {
        // HIG tvOS: "Subtitle 1 Regular 38 46 Medium", "Title 1 Medium 76 96 Bold".
        let tv = TypeEnvironment(platform: .tvOS)
        let sub = try TextStyle.subtitle1.resolved(in: tv)
        #expect(sub.weight == .regular && sub.pointSize == 38 && sub.lineHeight == 46 && sub.emphasizedWeight == .medium)
        let t1 = try TextStyle.title.resolved(in: tv, modifiers: StyleModifiers(bold: true))
        #expect(t1.weight == .bold && t1.pointSize == 76 && t1.lineHeight == 96)
    }
}
