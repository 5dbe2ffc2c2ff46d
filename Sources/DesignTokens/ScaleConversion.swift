import TypeSystem

/// A text-size setting in one of the platforms' scaling models.
///
/// Each model is compared through its *text scale*: the body text size under the setting divided
/// by the body text size at the model's default. The body sizes and ranges are documented sources:
/// - Dynamic Type: the platform's published Body style in the category (HIG tables in TypeSystem);
///   the default is Large on every platform.
/// - Android: Material 3's Body Large, 16 sp (m3.material.io, "Type scale tokens",
///   `md.sys.typescale.body-large.size`), in dp through AOSP's curves on the View path or
///   Jetpack Compose's (`AndroidFontScale`); default 1.0, largest 2.0 ("font scaling to 200 %",
///   developer.android.com/about/versions/14/features).
/// - GNOME/GTK: `org.gnome.desktop.interface text-scaling-factor` (gsettings-desktop-schemas:
///   default 1.0, range 0.5–3.0), which multiplies every font size; body is the default
///   interface font's 11 pt (`font-name`, "Cantarell 11", "Adwaita Sans 11" since GNOME 48).
/// - Windows: Settings › Accessibility › Text size, 100–225 % (`UISettings.TextScaleFactor`,
///   "from 1.0 to 2.25", learn.microsoft.com); body is Fluent 2's Body, 14 epx.
/// - CSS: the root font size in px times the page zoom; the browsers' default `medium` is 16 px
///   (CSS Fonts 4, absolute-size table).
public enum ScalingModel: Sendable, Hashable {
    /// A Dynamic Type content size category on an Apple platform that has Dynamic Type.
    case dynamicType(Platform, DynamicTypeSize)
    /// Android's `Configuration.fontScale` (1.0 is the default), on the View path (AOSP's curves).
    case androidFontScale(Double)
    /// Android's `Configuration.fontScale` as Jetpack Compose applies it (its own curves).
    case androidComposeFontScale(Double)
    /// GNOME's and GTK's text-scaling factor (1.0 is the default).
    case gnomeTextScalingFactor(Double)
    /// Windows' "Text size" percentage (100 is the default).
    case windowsTextSize(percent: Double)
    /// A CSS root font size in px and a page zoom factor (16 px and 1.0 are the defaults).
    case css(rootFontSizePx: Double, zoom: Double)

    /// The model a setting belongs to, without its value.
    public var kind: ScalingModelKind {
        switch self {
        case .dynamicType(let platform, _): return .dynamicType(platform)
        case .androidFontScale: return .android
        case .androidComposeFontScale: return .androidCompose
        case .gnomeTextScalingFactor: return .gnome
        case .windowsTextSize: return .windows
        case .css: return .css
        }
    }
}

/// A scaling model without a value: where a conversion goes to.
public enum ScalingModelKind: Sendable, Hashable {
    /// Dynamic Type on an Apple platform.
    case dynamicType(Platform)
    /// Android's font scale on the View path.
    case android
    /// Android's font scale as Jetpack Compose applies it.
    case androidCompose
    /// GNOME's text-scaling factor.
    case gnome
    /// Windows' text-size percentage.
    case windows
    /// The CSS root font size and zoom.
    case css

    /// The model's default setting (the identity point: text scale 1).
    public var defaultSetting: ScalingModel {
        switch self {
        case .dynamicType(let platform): return .dynamicType(platform, .large)
        case .android: return .androidFontScale(1)
        case .androidCompose: return .androidComposeFontScale(1)
        case .gnome: return .gnomeTextScalingFactor(1)
        case .windows: return .windowsTextSize(percent: 100)
        case .css: return .css(rootFontSizePx: 16, zoom: 1)
        }
    }
}

/// The result of converting one text-size setting into another model.
public struct ScaleConversion: Sendable, Hashable {
    /// The setting converted from.
    public let from: ScalingModel
    /// The nearest setting in the target model.
    public let to: ScalingModel
    /// Body text size under `from`, in `fromUnit`.
    public let fromBodySize: Double
    /// The unit of `fromBodySize` ("pt", "dp", "epx", "px").
    public let fromUnit: String
    /// Body text size under `to`, in `toUnit`.
    public let toBodySize: Double
    /// The unit of `toBodySize`.
    public let toUnit: String
    /// The text scale of `from` (its body size over the model's default body size).
    public let textScale: Double
    /// Whether the target's range was too small and the result is its nearest end.
    public let clamped: Bool
    /// The rule used, in one sentence.
    public let rule: String
}

/// Conversions between the platforms' text-scaling models (see `ScalingModel` for the sources).
public enum ScaleConverter {
    /// GNOME's `text-scaling-factor` range (gsettings-desktop-schemas).
    public static let gnomeRange: ClosedRange<Double> = 0.5...3.0
    /// Windows' text-size range in percent (`UISettings.TextScaleFactor` 1.0–2.25).
    public static let windowsRange: ClosedRange<Double> = 100...225
    /// The largest Android font scale a conversion gives: 2.0, the Settings slider's end and the
    /// last table (Android 14's "font scaling to 200 %").
    public static let androidMaximum = 2.0
    /// The Android font scales accepted as input: 0.0001 (the notation's resolution) to 10.
    public static let androidRange: ClosedRange<Double> = 0.0001...10
    /// The CSS root font size × zoom, and the zoom, accepted as input, in px: 0.0001 (the
    /// notation's resolution, 4 decimals) to 1,000,000 (so every result can be read back).
    public static let cssRange: ClosedRange<Double> = 0.0001...1_000_000
    /// Material 3 Body Large, the Android body size in sp.
    public static let androidBodySp = 16.0
    /// GNOME's default interface font size in pt.
    public static let gnomeBodyPt = 11.0
    /// Fluent 2 Body in effective pixels.
    public static let windowsBodyEpx = 14.0
    /// The browsers' default root font size in px.
    public static let cssDefaultRootPx = 16.0

    /// The Dynamic Type category for a text scale on a platform: the category whose published Body
    /// size is nearest to Large's Body size × `textScale`; on a tie, the smaller category.
    ///
    /// This is the one rule every model uses to reach a Dynamic Type category (GNOME's
    /// text-scaling factor, Windows' text size, Android's font scale, CSS); it lives in TypeSystem
    /// (``TypeSystem/DynamicTypeSize/nearest(toTextScale:on:)``). Throws for a platform without
    /// Dynamic Type or a scale that is not a positive finite number.
    public static func category(forTextScale textScale: Double, platform: Platform) throws -> DynamicTypeSize {
        try DynamicTypeSize.nearest(toTextScale: textScale, on: platform)
    }

    /// The text scale of a setting: its body size over its model's default body size.
    public static func textScale(of setting: ScalingModel) throws -> Double {
        let (size, _) = try bodySize(of: setting)
        let (base, _) = try bodySize(of: setting.kind.defaultSetting)
        return size / base
    }

    /// The body text size under a setting, with its unit.
    public static func bodySize(of setting: ScalingModel) throws -> (size: Double, unit: String) {
        try validate(setting)
        switch setting {
        case .dynamicType(let platform, let category): return (try bodySize(platform, category), "pt")
        case .androidFontScale(let scale): return (AndroidFontScale.dp(sp: androidBodySp, scale: scale, path: .view), "dp")
        case .androidComposeFontScale(let scale):
            return (AndroidFontScale.dp(sp: androidBodySp, scale: scale, path: .compose), "dp")
        case .gnomeTextScalingFactor(let factor): return (gnomeBodyPt * factor, "pt")
        case .windowsTextSize(let percent): return (windowsBodyEpx * percent / 100, "epx")
        case .css(let root, let zoom): return (root * zoom, "px")
        }
    }

    /// Converts a setting to the nearest setting of another model, through the text scale.
    public static func convert(_ setting: ScalingModel, to kind: ScalingModelKind) throws -> ScaleConversion {
        let scale = try textScale(of: setting)
        let (fromSize, fromUnit) = try bodySize(of: setting)
        let (target, clamped, rule) = try nearest(kind, textScale: scale)
        let (toSize, toUnit) = try bodySize(of: target)
        return ScaleConversion(
            from: setting, to: target, fromBodySize: fromSize, fromUnit: fromUnit, toBodySize: toSize,
            toUnit: toUnit, textScale: scale, clamped: clamped, rule: rule)
    }

    /// The setting of a model whose text scale is nearest `textScale`, whether it was clamped, and the rule.
    static func nearest(_ kind: ScalingModelKind, textScale s: Double) throws -> (ScalingModel, Bool, String) {
        switch kind {
        case .dynamicType(let platform):
            let category = try category(forTextScale: s, platform: platform)
            let list = try categories(platform)
            let large = try bodySize(platform, .large)
            let smallest = try bodySize(platform, list.first ?? .large)
            let largest = try bodySize(platform, list.last ?? .large)
            let clamped = large * s < smallest || large * s > largest
            return (.dynamicType(platform, category), clamped,
                    "the category whose Body size is nearest to \(shortNumber(large)) pt (Large) × text scale")
        case .gnome:
            let value = min(max(s, gnomeRange.lowerBound), gnomeRange.upperBound)
            return (.gnomeTextScalingFactor(value), value != s, "text-scaling-factor = text scale (0.5–3.0)")
        case .windows:
            let value = min(max(s * 100, windowsRange.lowerBound), windowsRange.upperBound)
            return (.windowsTextSize(percent: value), value != s * 100, "text size % = text scale × 100 (100–225)")
        case .css:
            return (.css(rootFontSizePx: cssDefaultRootPx * s, zoom: 1), false, "root font size = 16 px × text scale, zoom 1")
        case .android:
            let (value, clamped) = androidScale(forTextScale: s, path: .view)
            return (.androidFontScale(value), clamped,
                    "font scale whose View-path curve (AOSP) gives 16 sp body × text scale")
        case .androidCompose:
            let (value, clamped) = androidScale(forTextScale: s, path: .compose)
            return (.androidComposeFontScale(value), clamped,
                    "font scale whose Compose curve gives 16 sp body × text scale")
        }
    }

    /// The Android font scale whose 16 sp body gets nearest `s` × 16 dp on a path.
    ///
    /// Below the body scale of the path's first curve (View: 1.15 → × 1.13125; Compose: 1.03 →
    /// × 1.02625) scaling is linear and the scale is `s` itself (at least `androidRange`'s lower
    /// end). From there to 2.0 the curves rise in steps (a table's key holds for 0.01 of scale), so
    /// the scales 0.0001 apart are searched for the nearest body scale, the smaller on a tie;
    /// beyond 2.0's × 1.75 the result is clamped to 2.0.
    static func androidScale(forTextScale s: Double, path: AndroidFontScale.Path) -> (Double, Bool) {
        func bodyScale(_ scale: Double) -> Double { AndroidFontScale.dp(sp: androidBodySp, scale: scale, path: path) / androidBodySp }
        let firstCurve = path == .view ? 1.15 : 1.03
        if s < bodyScale(firstCurve) {
            return s < androidRange.lowerBound ? (androidRange.lowerBound, true) : (s, false)
        }
        if s > bodyScale(androidMaximum) { return (androidMaximum, true) }
        var best = (scale: firstCurve, distance: Double.infinity)
        let first = Int((firstCurve * 10_000).rounded()), last = Int((androidMaximum * 10_000).rounded())
        for step in first...last {
            let scale = Double(step) / 10_000
            let distance = abs(bodyScale(scale) - s)
            if distance < best.distance { best = (scale, distance) }
        }
        return (best.scale, false)
    }

    static func validate(_ setting: ScalingModel) throws {
        switch setting {
        case .dynamicType(let platform, let category):
            guard try categories(platform).contains(category) else {
                throw TypeSystemError(.notPublished, "\(platform.displayName) publishes no \(category.higName) category")
            }
        case .androidFontScale(let scale), .androidComposeFontScale(let scale):
            try checkPositive(scale, "Android font scale")
            guard androidRange.contains(scale) else {
                throw TypeSystemError(.invalidNumber, "invalid Android font scale \(scale): outside 0.0001–10")
            }
        case .gnomeTextScalingFactor(let factor):
            guard gnomeRange.contains(factor) else {
                throw TypeSystemError(.invalidNumber, "invalid GNOME text-scaling factor \(factor): outside 0.5–3.0")
            }
        case .windowsTextSize(let percent):
            guard windowsRange.contains(percent) else {
                throw TypeSystemError(.invalidNumber, "invalid Windows text size \(percent) %: outside 100–225")
            }
        case .css(let root, let zoom):
            try checkPositive(root, "CSS root font size")
            try checkPositive(zoom, "CSS zoom")
            guard cssRange.contains(zoom), cssRange.contains(root * zoom) else {
                throw TypeSystemError(.invalidNumber, "invalid CSS setting \(root) px × zoom \(zoom): outside 0.0001–1000000 px")
            }
        }
    }

    static func checkPositive(_ value: Double, _ what: String) throws {
        guard value.isFinite, value > 0 else {
            throw TypeSystemError(.invalidNumber, "invalid \(what) \(value): must be a positive number")
        }
    }

    static func categories(_ platform: Platform) throws -> [DynamicTypeSize] {
        let list = TextStyle.publishedCategories(for: platform)
        guard !list.isEmpty else {
            throw TypeSystemError(.notPublished, "\(platform.displayName) has no Dynamic Type categories with published sizes")
        }
        return list
    }

    static func bodySize(_ platform: Platform, _ category: DynamicTypeSize) throws -> Double {
        try TextStyle.body.resolved(in: TypeEnvironment(platform: platform, dynamicTypeSize: category)).pointSize
    }
}
