import Testing
import TypeSystem

/// SwiftUI's names, the conversions between SwiftUI's two size types, the non-throwing resolve and
/// the per-platform style list. Expected numbers are the HIG's (PublishedTablesTests quotes them).
@Suite("Apple's shape")
struct AppleShapeTests {
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, DynamicTypeSize.xSmall), (.small, .small), (.medium, .medium),
        (.large, .large), (.extraLarge, .xLarge), (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge),
        (.accessibilityMedium, .accessibility1), (.accessibilityLarge, .accessibility2),
        (.accessibilityExtraLarge, .accessibility3), (.accessibilityExtraExtraLarge, .accessibility4),
        (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ])
    func categoriesAndSizesConvertBothWays(category: ContentSizeCategory, size: DynamicTypeSize) {
        #expect(DynamicTypeSize(category) == size)
        #expect(ContentSizeCategory(size) == category)
        #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
    }

    @Test func categoriesCompareInSliderOrder() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test(arguments: [
        ("UICTContentSizeCategoryXS", DynamicTypeSize.xSmall), ("UICTContentSizeCategoryL", .large),
        ("UICTContentSizeCategoryXXXL", .xxxLarge), ("UICTContentSizeCategoryAccessibilityM", .accessibility1),
        ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5), ("extraExtraExtraLarge", .xxxLarge),
    ])
    func uiKitsRawValuesAreAccepted(name: String, size: DynamicTypeSize) throws {
        #expect(try DynamicTypeSize(name: name) == size)
        #expect(try ContentSizeCategory(name: name) == ContentSizeCategory(size))
    }

    @Test func theEnvironmentTakesTheBuildersLabels() {
        let built = TypeEnvironment(platform: .iOS).dynamicTypeSize(.xxxLarge).legibilityWeight(.bold)
        #expect(TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge, legibilityWeight: .bold) == built)
        #expect(TypeEnvironment().platform == .iOS)
    }

    /// (platform, size, style, HIG size, HIG leading)
    @Test(arguments: [
        (Platform.iOS, DynamicTypeSize.large, TextStyle.body, 17.0, 22.0),
        (.iOS, .xxxLarge, .body, 23, 29),
        (.iOS, .accessibility5, .headline, 53, 62),
        (.watchOS, .xLarge, .body, 17, 19.5),
        (.watchOS, .large, .title, 34, 36.5),
        (.macOS, .large, .headline, 13, 16),
        (.tvOS, .large, .headline, 38, 46),
    ])
    func resolveGivesTheHIGsNumbersWithoutAThrow(platform: Platform, size: DynamicTypeSize, style: TextStyle,
                                                  pointSize: Double, lineHeight: Double) {
        let r = Font.system(style).resolve(in: Font.Context(platform: platform, dynamicTypeSize: size))
        #expect(r.isPublished)
        #expect(r.pointSize == pointSize)
        #expect(r.lineHeight == lineHeight)
        #expect(r.textStyle == style)
    }

    /// What Apple does not publish is a visible, typed answer: NaN and the reason, never a number.
    @Test(arguments: [
        (Platform.watchOS, TextStyle.callout), (.watchOS, .subheadline), (.tvOS, .largeTitle), (.tvOS, .footnote),
        (.visionOS, .body), (.visionOS, .extraLargeTitle), (.iOS, .extraLargeTitle), (.macOS, .extraLargeTitle2),
    ])
    func unpublishedStylesAreSaidToBeUnpublished(platform: Platform, style: TextStyle) {
        let r = Font.system(style).resolve(in: Font.Context(platform: platform))
        #expect(!r.isPublished)
        #expect(r.pointSize.isNaN)
        #expect(r.tracking.isNaN)
        #expect(r.lineHeight == nil)
        #expect(r.unpublished?.kind == .notPublished)
        #expect(throws: TypeSystemError.self) { try Font.system(style).resolved(in: Font.Context(platform: platform)) }
    }

    @Test func boldIsApplesRule() {
        let ctx = Font.Context()
        #expect(Font.body.bold().resolve(in: ctx).isBold)         // Semibold, the emphasized weight
        #expect(Font.headline.resolve(in: ctx).isBold)            // Headline is Semibold
        #expect(!Font.body.resolve(in: ctx).isBold)
        #expect(Font.body.italic().resolve(in: ctx).isItalic)
    }

    /// (platform, count): the HIG's tables list 11 iOS and macOS styles, 10 watchOS styles and 9
    /// tvOS styles; visionOS has Apple's 13 API styles and no table.
    @Test(arguments: [(Platform.iOS, 11), (.iPadOS, 11), (.macOS, 11), (.watchOS, 10), (.tvOS, 9), (.visionOS, 13)])
    func allCasesIsTheCurrentPlatformsStyles(platform: Platform, count: Int) {
        TypeEnvironment.$current.withValue(TypeEnvironment(platform: platform)) {
            #expect(TextStyle.allCases.count == count)
            #expect(Font.TextStyle.allCases.count == count)
            let published = TextStyle.allCases.filter { Font.system($0).resolve().isPublished }.count
            #expect(published == (platform == .visionOS ? 0 : count))
        }
        #expect(TextStyle.everyStyle.count == 15)
    }

    @Test func theDefaultPlatformLoopHasSwiftUIsElevenStyles() {
        #expect(TextStyle.allCases == [.largeTitle, .title, .title2, .title3, .headline, .body, .callout,
                                       .subheadline, .footnote, .caption, .caption2])
    }

    @Test func scaledMetricSaysWhenNothingIsPublishedToScaleBy() {
        struct Row { @ScaledMetric(relativeTo: .callout) var height = 44.0 }
        TypeEnvironment.$current.withValue(TypeEnvironment(platform: .watchOS)) {
            #expect(Row().height.isNaN)
            #expect(!Row().$height.isScaled())
        }
        TypeEnvironment.$current.withValue(TypeEnvironment(platform: .iOS, dynamicTypeSize: .accessibility3)) {
            let expected: Double = 44.0 * 38 / 16   // iOS callout: 16 at Large, 38 at AX3
            #expect(Row().height == expected)
            #expect(Row().$height.isScaled())
        }
    }

    @Test func swiftUIsNestedNamesAreTheTypes() {
        let weight: Font.Weight = .semibold
        let design: Font.Design = .rounded
        let width: Font.Width = .expanded
        let leading: Font.Leading = .tight
        let style: Font.TextStyle = .title3
        let r = Font.system(style, design: design, weight: weight).width(width).leading(leading).resolve(in: Font.Context())
        #expect(r.weight == .semibold && r.design == .rounded && r.width == .expanded && r.leading == .tight)
        #expect(r.lineHeight == 23)   // iOS Large: Title 3 Leading 25, tight −2
        #expect(r.family == "SF Pro Rounded")
    }
}
