import Testing
import TypeSystem
@testable import DesignTokens

/// Expected values come from the sources: AOSP's Android 14 tables (FontScaleConverterFactory.java,
/// typed in AndroidFontScale.swift) worked by hand, and the HIG's Body sizes (iOS Body: 14, 15, 16,
/// 17, 19, 21, 23, 28, 33, 40, 47, 53 pt from xSmall to AX5).
@Suite("Scale conversion")
struct ScaleConversionTests {
    @Test("Android 14 curves: table points, interpolation between tables, below the first sp and beyond the last", arguments: [
        (14.0, 1.3, 18.8),   // a table point
        (16.0, 1.3, 20.2),   // halfway between 14 → 18.8 and 18 → 21.6
        (16.0, 1.5, 23.0),   // halfway between 14 → 22 and 18 → 24
        (14.0, 1.4, 20.4),   // halfway between the 1.3 (18.8) and 1.5 (22) tables
        (4.0, 1.3, 5.2),     // below 8 sp: from (0, 0) to 8 → 10.4
        (200.0, 1.3, 200.0), // beyond 100 sp: the last pair's ratio, 100/100
        (16.0, 0.85, 13.6),  // no curve at or below 1
        (16.0, 1.1, 17.6),   // below the first table: linear
        (16.0, 2.5, 40.0),   // above the last table: linear
        (30.0, 2.0, 38.0),   // a table point of the 2.0 table
    ])
    func androidCurves(sp: Double, scale: Double, dp: Double) {
        #expect(abs(AndroidFontScale.dp(sp: sp, scale: scale) - dp) < 1e-9)
    }

    @Test("each model's default is Large on every Dynamic Type platform", arguments: [
        ScalingModelKind.android, .gnome, .windows, .css, .dynamicType(.iOS), .dynamicType(.watchOS),
    ])
    func identityPoints(kind: ScalingModelKind) throws {
        #expect(try ScaleConverter.textScale(of: kind.defaultSetting) == 1)
        for platform in [Platform.iOS, .iPadOS, .watchOS, .catalyst] {
            let result = try ScaleConverter.convert(kind.defaultSetting, to: .dynamicType(platform))
            #expect(result.to == .dynamicType(platform, .large))
            #expect(result.clamped == false)
        }
    }

    @Test("conversions to iOS land on the category the published Body sizes give", arguments: [
        (ScalingModel.androidFontScale(1.3), DynamicTypeSize.xxLarge),   // 20.2/16 × 17 = 21.46 → 21
        (.androidFontScale(2.0), .accessibility1),                         // 28/16 × 17 = 29.75 → 28
        (.gnomeTextScalingFactor(3.0), .accessibility5),                   // 51 → 53
        (.gnomeTextScalingFactor(1.25), .xxLarge),                         // 21.25 → 21
        (.windowsTextSize(percent: 225), .accessibility3),                 // 38.25 → 40 (AX3)
        (.css(rootFontSizePx: 20, zoom: 1), .xxLarge),                     // 21.25 → 21
        (.css(rootFontSizePx: 16, zoom: 0.5), .xSmall),                    // 8.5 → 14, clamped
    ])
    func toIOS(setting: ScalingModel, expected: DynamicTypeSize) throws {
        #expect(try ScaleConverter.convert(setting, to: .dynamicType(.iOS)).to == .dynamicType(.iOS, expected))
    }

    @Test("the category rule is the nearest Body size, ties to the smaller category")
    func categoryRule() throws {
        // iOS Large 17 pt; 18/17 lies halfway between Large (17) and xLarge (19).
        #expect(try ScaleConverter.category(forTextScale: 18.0 / 17, platform: .iOS) == .large)
        #expect(try ScaleConverter.category(forTextScale: 18.1 / 17, platform: .iOS) == .xLarge)
        #expect(try ScaleConverter.category(forTextScale: 53.0 / 17, platform: .iOS) == .accessibility5)
        #expect(try ScaleConverter.category(forTextScale: 14.0 / 17, platform: .iOS) == .xSmall)
    }

    @Test("text scale rises with the setting in every model (Android on each side of its 1.15 step)")
    func monotonic() throws {
        func rising(_ settings: [ScalingModel]) throws -> Bool {
            let scales = try settings.map { try ScaleConverter.textScale(of: $0) }
            return zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 }
        }
        let steps = (0...100).map { Double($0) / 100 }
        #expect(try rising(steps.map { .androidFontScale(0.1 + $0 * 1.04) }))
        #expect(try rising(steps.map { .androidFontScale(1.15 + $0 * 0.85) }))
        #expect(try rising(steps.map { .gnomeTextScalingFactor(0.5 + $0 * 2.5) }))
        #expect(try rising(steps.map { .windowsTextSize(percent: 100 + $0 * 125) }))
        #expect(try rising(steps.map { .css(rootFontSizePx: 8 + $0 * 40, zoom: 1) }))
        for platform in [Platform.iOS, .watchOS] {
            #expect(try rising(TextStyle.publishedCategories(for: platform).map { .dynamicType(platform, $0) }))
            let categories = try steps.map { try ScaleConverter.category(forTextScale: 0.5 + $0 * 3, platform: platform) }
            #expect(zip(categories, categories.dropFirst()).allSatisfy { $0 <= $1 })
        }
    }

    @Test("Android 14 steps down at 1.15: 1.14 is linear, 1.15 takes the curve (as AOSP's rules give)")
    func androidStep() throws {
        #expect(abs(try ScaleConverter.textScale(of: .androidFontScale(1.14)) - 1.14) < 1e-12)
        // 16 sp at 1.15: halfway between 14 → 16.4 and 18 → 19.8 = 18.1 dp.
        #expect(abs(try ScaleConverter.textScale(of: .androidFontScale(1.15)) - 18.1 / 16) < 1e-12)
    }

    @Test("every Dynamic Type category round-trips through CSS and GNOME", arguments: [Platform.iOS, .watchOS])
    func categoryRoundTrips(platform: Platform) throws {
        for category in TextStyle.publishedCategories(for: platform) {
            for kind in [ScalingModelKind.css, .gnome] {
                let there = try ScaleConverter.convert(.dynamicType(platform, category), to: kind)
                let back = try ScaleConverter.convert(there.to, to: .dynamicType(platform))
                #expect(back.to == .dynamicType(platform, category), "\(category) via \(kind)")
            }
        }
    }

    @Test("continuous models round-trip", arguments: [1.0, 1.15, 1.3, 1.5, 1.8, 2.0])
    func continuousRoundTrips(value: Double) throws {
        let css = try ScaleConverter.convert(.androidFontScale(value), to: .css)
        guard case .androidFontScale(let back) = try ScaleConverter.convert(css.to, to: .android).to else {
            Issue.record("not an Android setting"); return
        }
        #expect(abs(back - value) < 1e-9)
        let windows = try ScaleConverter.convert(.gnomeTextScalingFactor(value), to: .windows)
        #expect(try ScaleConverter.convert(windows.to, to: .gnome).to == .gnomeTextScalingFactor(value))
    }

    @Test("documented extremes clamp to the target's range", arguments: [
        (ScalingModel.dynamicType(.iOS, .accessibility5), ScalingModelKind.windows, ScalingModel.windowsTextSize(percent: 225)),
        (.dynamicType(.iOS, .accessibility5), .gnome, .gnomeTextScalingFactor(3.0)),
        (.dynamicType(.iOS, .xSmall), .windows, .windowsTextSize(percent: 100)),
        (.dynamicType(.iOS, .accessibility5), .android, .androidFontScale(2.0)),
        (.css(rootFontSizePx: 8, zoom: 1), .dynamicType(.iOS), .dynamicType(.iOS, .xSmall)),
    ])
    func extremes(from: ScalingModel, kind: ScalingModelKind, expected: ScalingModel) throws {
        let result = try ScaleConverter.convert(from, to: kind)
        #expect(result.to == expected)
        #expect(result.clamped)
    }

    @Test("settings outside a model's range, and platforms without Dynamic Type, are refused", arguments: [
        ScalingModel.gnomeTextScalingFactor(3.5), .gnomeTextScalingFactor(.nan), .windowsTextSize(percent: 90),
        .androidFontScale(0), .androidFontScale(-1), .css(rootFontSizePx: 0, zoom: 1), .css(rootFontSizePx: 16, zoom: .infinity),
        .dynamicType(.tvOS, .large), .dynamicType(.macOS, .large), .dynamicType(.visionOS, .large),
    ])
    func refused(setting: ScalingModel) {
        #expect(throws: TypeSystemError.self) { try ScaleConverter.convert(setting, to: .css) }
    }
}
