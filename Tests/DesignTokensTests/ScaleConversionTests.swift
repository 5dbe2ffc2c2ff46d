import Testing
import TypeSystem
@testable import DesignTokens

/// Expected values come from the sources: AOSP's Android 14 tables (FontScaleConverterFactory.java,
/// typed in AndroidFontScale.swift) worked by hand, and the HIG's Body sizes (iOS Body: 14, 15, 16,
/// 17, 19, 21, 23, 28, 33, 40, 47, 53 pt from xSmall to AX5).
@Suite("Scale conversion")
struct ScaleConversionTests {
    /// Tolerance: Android computes in 32-bit floats (so 18.1 is 18.100000381…); 1e-4 dp is far
    /// below any difference the rules make.
    static let floatTolerance = 1e-4

    @Test("the View path's tables: table points, interpolation between tables, below the first sp and beyond the last", arguments: [
        (14.0, 1.3, 18.8),   // a table point
        (16.0, 1.3, 20.2),   // halfway between 14 → 18.8 and 18 → 21.6
        (16.0, 1.5, 23.0),   // halfway between 14 → 22 and 18 → 24
        (14.0, 1.4, 20.4),   // key 140, between the 1.3 (18.8) and 1.5 (22) tables at t = 0.1 / 0.2 = 0.5
        (4.0, 1.3, 5.2),     // below 8 sp: from (0, 0) to 8 → 10.4
        (200.0, 1.3, 200.0), // beyond 100 sp: the last pair's ratio, 100/100
        (16.0, 0.85, 13.6),  // no curve at or below 1
        (16.0, 1.1, 17.6),   // below the first table: linear
        (16.0, 2.5, 40.0),   // above the last table: linear
        (30.0, 2.0, 38.0),   // a table point of the 2.0 table
    ])
    func androidCurves(sp: Double, scale: Double, dp: Double) {
        #expect(abs(AndroidFontScale.dp(sp: sp, scale: scale) - dp) < Self.floatTolerance)
    }

    /// 16 sp (Material 3 Body Large) on both paths, worked by hand from the sources' tables and
    /// rules (AOSP FontScaleConverterFactory.java / FontScaleConverterImpl.java, androidx
    /// FontScaleConverterFactory.android.kt; see AndroidFontScale.swift for the commits). The
    /// 1.15 table gives 14 → 16.4 and 18 → 19.8, so 16 sp (halfway) → 18.1; the 2.0 table gives
    /// 14 → 26 and 18 → 30, so 16 sp → 28.
    @Test("16 sp at the font scales the View path and Compose disagree on, and at the Settings values", arguments: [
        // (scale, View dp, Compose dp)
        (0.85, 13.6, 13.6),   // Settings; below every curve: 16 × 0.85 on both
        (1.0, 16.0, 16.0),    // Settings; identity
        (1.02, 16.32, 16.32), // Compose's curves start at 1.03: linear 16 × 1.02 on both
        (1.03, 16.48, 16.42), // View: linear 16 × 1.03. Compose: key 103 < 115, identity at 1.0 to the
                              //   1.15 table at t = 0.03/0.15 = 0.2: 14 + 2.4 × 0.2 = 14.48,
                              //   18 + 1.8 × 0.2 = 18.36, 16 sp halfway = 16.42
        (1.1, 17.6, 17.4),    // View: linear 16 × 1.1. Compose: t = 0.1/0.15 = 2/3: 14 + 1.6 = 15.6,
                              //   18 + 1.2 = 19.2, halfway = 17.4
        (1.14, 18.24, 17.96), // View: key 114 < 115, linear 16 × 1.14. Compose: t = 14/15:
                              //   14 + 2.24 = 16.24, 18 + 1.68 = 19.68, halfway = 17.96
        (1.15, 18.1, 18.1),   // Settings; the 1.15 table on both
        (1.155, 18.1, 18.1),  // key (int)(115.5) = 115: the 1.15 table as is, not interpolated
        (1.16, 18.24, 18.24), // key 116, between 1.15 and 1.3 at t = 0.01/0.15 = 1/15:
                              //   14: 16.4 + 2.4/15 = 16.56; 18: 19.8 + 1.8/15 = 19.92; halfway 18.24
        (1.3, 20.2, 20.2),    // Settings; 1.3 table: 14 → 18.8, 18 → 21.6, halfway
        (1.5, 23.0, 23.0),    // Settings; 1.5 table: 14 → 22, 18 → 24
        (1.8, 26.0, 26.0),    // Settings; 1.8 table: 14 → 24.4, 18 → 27.6
        (2.0, 28.0, 28.0),    // Settings; 2.0 table
        (2.005, 28.0, 28.0),  // key (int)(200.5) = 200: the 2.0 table as is
        (2.01, 32.16, 32.16), // key 201, past the last table: the one-point table {1 → 2.01}, 16 × 2.01
    ])
    func viewAndCompose(scale: Double, view: Double, compose: Double) {
        #expect(abs(AndroidFontScale.dp(sp: 16, scale: scale, path: .view) - view) < Self.floatTolerance, "View at \(scale)")
        #expect(abs(AndroidFontScale.dp(sp: 16, scale: scale, path: .compose) - compose) < Self.floatTolerance, "Compose at \(scale)")
    }

    @Test("the table key is (int)(scale × 100f), truncated after a float multiplication", arguments: [
        (Float(1.15), 115), (1.155, 115), (1.159, 115), (1.3, 130), (2.005, 200), (2.0099, 200), (0.999, 99),
    ])
    func tableKey(scale: Float, key: Int) {
        #expect(AndroidFontScale.key(scale) == key)
    }

    @Test("Compose's other sizes follow the same interpolation (12 sp at 1.1: 12 + (13.8 − 12) × 2/3 = 13.2)")
    func composeOtherSize() {
        #expect(abs(AndroidFontScale.dp(sp: 12, scale: 1.1, path: .compose) - 13.2) < Self.floatTolerance)
        // 100 sp is the last point of every table (100 → 100): Compose keeps it at 100 dp at 1.1.
        #expect(abs(AndroidFontScale.dp(sp: 100, scale: 1.1, path: .compose) - 100) < Self.floatTolerance)
    }

    @Test("each model's default is Large on every Dynamic Type platform", arguments: [
        ScalingModelKind.android, .androidCompose, .gnome, .windows, .css, .dynamicType(.iOS), .dynamicType(.watchOS),
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
        #expect(try rising(steps.map { .androidComposeFontScale(1.03 + $0 * 0.97) }))
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
        #expect(abs(try ScaleConverter.textScale(of: .androidFontScale(1.14)) - 1.14) < 1e-6)
        // 16 sp at 1.15: halfway between 14 → 16.4 and 18 → 19.8 = 18.1 dp.
        #expect(abs(try ScaleConverter.textScale(of: .androidFontScale(1.15)) - 18.1 / 16) < 1e-6)
        // Compose has no step: 17.96 dp at 1.14 (see viewAndCompose), below 18.1 at 1.15.
        #expect(try ScaleConverter.textScale(of: .androidComposeFontScale(1.14)) < ScaleConverter.textScale(of: .androidComposeFontScale(1.15)))
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
        let compose = try ScaleConverter.convert(.androidComposeFontScale(value), to: .css)
        guard case .androidComposeFontScale(let composeBack) = try ScaleConverter.convert(compose.to, to: .androidCompose).to else {
            Issue.record("not an Android Compose setting"); return
        }
        #expect(abs(composeBack - value) < 1e-9)
        let windows = try ScaleConverter.convert(.gnomeTextScalingFactor(value), to: .windows)
        #expect(try ScaleConverter.convert(windows.to, to: .gnome).to == .gnomeTextScalingFactor(value))
    }

    @Test("documented extremes clamp to the target's range", arguments: [
        (ScalingModel.dynamicType(.iOS, .accessibility5), ScalingModelKind.windows, ScalingModel.windowsTextSize(percent: 225)),
        (.dynamicType(.iOS, .accessibility5), .gnome, .gnomeTextScalingFactor(3.0)),
        (.dynamicType(.iOS, .xSmall), .windows, .windowsTextSize(percent: 100)),
        (.dynamicType(.iOS, .accessibility5), .android, .androidFontScale(2.0)),
        (.dynamicType(.iOS, .accessibility5), .androidCompose, .androidComposeFontScale(2.0)),
        (.css(rootFontSizePx: 0.0001, zoom: 1), .android, .androidFontScale(0.0001)),
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
        .androidFontScale(1e-320), .androidComposeFontScale(.infinity), .css(rootFontSizePx: 1e-320, zoom: 1), .css(rootFontSizePx: 1e300, zoom: 1),
        .dynamicType(.tvOS, .large), .dynamicType(.macOS, .large), .dynamicType(.visionOS, .large),
    ])
    func refused(setting: ScalingModel) {
        #expect(throws: TypeSystemError.self) { try ScaleConverter.convert(setting, to: .css) }
    }
}
