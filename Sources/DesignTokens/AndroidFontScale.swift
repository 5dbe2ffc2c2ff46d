// Android's font scale, with the nonlinear curves of Android 14 (API 34).
//
// Source: AOSP frameworks/base, core/java/android/content/res/FontScaleConverterFactory.java and
//   FontScaleConverter.java (lookupAndInterpolate), at commit 066094fa4a0cddd1b3bfe527c369c3a7b6b125f9
//   of github.com/aosp-mirror/platform_frameworks_base: the five tables Android 14 introduced with
//   "nonlinear font scaling to 200 %" (developer.android.com/about/versions/14/features), keys
//   1.15, 1.3, 1.5, 1.8 and 2.0, each mapping sp to dp at sp = 8, 10, 12, 14, 18, 20, 24, 30, 100.
//   Rules of that file, reproduced here:
//   - a font scale ≤ 1 has no curve: dp = sp × scale;
//   - a scale between two tables interpolates the two tables' dp linearly at the common sp sizes;
//   - a scale below the first table or above the last has no curve either (a one-point table
//     {1 → scale}: dp = sp × scale);
//   - inside a table, dp is interpolated linearly between neighbours, from (0, 0) below the first
//     point, and beyond the last point scaled by the last pair's ratio.
// Later AOSP versions add tables (1.05, 1.1, 1.2) and start curves at 1.05; they are not modelled.
// The values are typed exactly as in that file (Java floats, here as Doubles).

/// Android's user font scale (Settings › Display › Font size), with Android 14's nonlinear curves.
public enum AndroidFontScale {
    /// The sp sizes every Android 14 table is given at.
    public static let tableSpSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// Android 14's lookup tables: font scale → dp at `tableSpSizes` (see the file header).
    public static let tables: [(scale: Double, dp: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// The size in dp that text of `sp` scale-independent pixels gets at font scale `scale` on
    /// Android 14, by the rules of `FontScaleConverterFactory` (see the file header).
    public static func dp(sp: Double, scale: Double) -> Double {
        guard scale > 1, let first = tables.first, let last = tables.last,
              scale >= first.scale, scale <= last.scale
        else { return sp * scale }
        if let exact = tables.first(where: { $0.scale == scale }) {
            return interpolate(sp, from: tableSpSizes, to: exact.dp)
        }
        guard let upper = tables.firstIndex(where: { $0.scale > scale }), upper > 0 else { return sp * scale }
        let low = tables[upper - 1], high = tables[upper]
        let t = (scale - low.scale) / (high.scale - low.scale)
        let dps = zip(low.dp, high.dp).map { $0 + ($1 - $0) * t }
        return interpolate(sp, from: tableSpSizes, to: dps)
    }

    /// FontScaleConverter's lookup: linear between neighbours, from (0, 0) below the first point,
    /// and the last pair's ratio beyond the last point.
    static func interpolate(_ value: Double, from xs: [Double], to ys: [Double]) -> Double {
        let magnitude = abs(value), sign: Double = value < 0 ? -1 : 1
        guard let lastX = xs.last, let lastY = ys.last else { return value }
        if magnitude >= lastX { return lastX == 0 ? 0 : value * (lastY / lastX) }
        var lowX = 0.0, lowY = 0.0
        for (x, y) in zip(xs, ys) {
            if magnitude == x { return sign * y }
            if magnitude < x {
                return sign * (lowY + (y - lowY) * (magnitude - lowX) / (x - lowX))
            }
            lowX = x
            lowY = y
        }
        return value * (lastY / lastX)
    }
}
