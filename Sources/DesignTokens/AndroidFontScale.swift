// Android's font scale: how an sp size becomes dp, on the two paths an Android app's text takes.
//
// The View path (TextView, TypedValue.applyDimension, Android 14 and later):
//   AOSP frameworks/base, github.com/aosp-mirror/platform_frameworks_base,
//   - core/java/android/content/res/FontScaleConverterFactory.java at commit
//     2d05430b3109dac7e255dc5264250f2c3e8222df (and the same tables and rules at Android 14's
//     066094fa4a0cddd1b3bfe527c369c3a7b6b125f9);
//   - core/java/android/content/res/FontScaleConverterImpl.java at commit
//     fe285426c4f9149537bdd7cb351b02ec102e6082 (lookupAndInterpolate);
//   - MathUtils.lerp and constrainedMap (android.util.MathUtils).
// The Compose path (Jetpack Compose's Density.toDp of a TextUnit in sp):
//   github.com/androidx/androidx, compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/
//   - fontscaling/FontScaleConverterFactory.android.kt at commit 31adf48a5ba261a6d7abf653f74a38d1623fd319;
//   - fontscaling/FontScaleConverterTable.android.kt at commit 31668b5ca3b6bca6147ad00c52801c7488951555;
//   - fontscaling/MathUtils.android.kt at commit 1d7dc4d109e12aa0d24aba1e4a024b996849f4ef;
//   - FontScaling.android.kt at commit 06c8d3d34fcff72bd641e130a79bafcdbd0d1c39 and
//     AndroidDensity.android.kt at commit 74e5e2b695949c34290668537b1dc2b2e68ae40a (where the
//     converter is used: linear sp × scale when forScale gives none).
//
// Both ship the same five tables (scale keys 1.15, 1.3, 1.5, 1.8, 2.0; sp 8 … 100) and look a
// table up by the key (int)(fontScale × 100), computed in 32-bit floats. The rules, as those files
// state them:
// - View: below 1.13 (the first table's scale − 0.02; ≤ 1 in Android 14's version) there is no
//   curve: dp = sp × scale. Otherwise the table whose key equals the scale's key is used as is, so
//   1.155 (key 115) takes the 1.15 table and 2.005 (key 200) the 2.0 table. A key below the first
//   table's or above the last one's gets a one-point table {1 → scale}, which is linear. A key
//   between two tables interpolates them at t = (scale − lower) / (upper − lower), clamped to
//   0 … 1, where lower and upper are the tables' keys ÷ 100 and scale is the scale itself (not
//   its key).
// - Compose: the same, except that curves start at 1.03 and a key below the first table's
//   interpolates from an identity table at scale 1.0 (the fix for b/336720383). So Compose has
//   no step at 1.15: 1.1 gives 17.4 dp for 16 sp where the View path gives 17.6.
// - Inside a table: an exact sp gives its dp; between two sp sizes, linear; below the first sp,
//   linear from (0, 0); beyond the last, sp × (last dp ÷ last sp).
// Both factories cache the table they build for a scale under its key; an app has one font scale,
// so the first scale seen with a key is the scale itself, and the stateless rules above give the
// same numbers. AOSP's source at those commits has these five tables only; tables at 1.05, 1.1
// and 1.2 are not in it.
// The numbers are computed in `Float`, as Java's and Kotlin's `float` are, so every result is the
// float Android gets.

/// Android's user font scale (Settings › Display › Font size) and how it turns sp into dp, on the
/// View path (AOSP's `FontScaleConverterFactory`) and on Jetpack Compose's path (its own copy of
/// that factory). See the file header for the sources, by repository, path and commit.
public enum AndroidFontScale {
    /// Which of Android's two converters: the framework's (Views, `TypedValue`) or Compose's.
    public enum Path: Sendable, Hashable, CaseIterable {
        /// Android's framework: TextView and `TypedValue.applyDimension` (AOSP
        /// `FontScaleConverterFactory.java`).
        case view
        /// Jetpack Compose's `Density` (androidx `FontScaleConverterFactory.android.kt`), which
        /// interpolates from an identity table at 1.0 from a scale of 1.03.
        case compose

        /// The smallest scale that gets a curve: View 1.15 − 0.02, Compose 1.03 (Float, as in the source).
        var curveStart: Float { self == .view ? 1.15 - 0.02 : 1.03 }
    }

    /// The sp sizes every table is given at (both sources' `CommonFontSizes` / `fromSp`).
    public static let tableSpSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The lookup tables: font scale → dp at `tableSpSizes`, typed exactly as in both sources.
    public static let tables: [(scale: Double, dp: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    private static let floatSp: [Float] = tableSpSizes.map { Float($0) }
    /// The tables as the source holds them: keyed by `(int)(scale × 100)`, in floats.
    private static let floatTables: [(key: Int, dp: [Float])] = tables.map { (key(Float($0.scale)), $0.dp.map { Float($0) }) }

    /// The size in dp that text of `sp` scale-independent pixels gets at font scale `scale`, on
    /// the View path (the default) or Compose's, by the rules of the sources in the file header.
    /// A scale that is not finite or not positive gets `sp × scale`, as the sources' linear case.
    public static func dp(sp: Double, scale: Double, path: Path = .view) -> Double {
        let fontScale = Float(scale), value = Float(sp)
        guard fontScale.isFinite, value.isFinite, let table = converter(fontScale, path: path) else {
            return Double(value * fontScale)
        }
        return Double(lookupAndInterpolate(value, from: table.sp, to: table.dp))
    }

    /// The table key: `(int)(fontScale * 100f)`, the product rounded to a float, then truncated.
    static func key(_ fontScale: Float) -> Int {
        let product = fontScale * 100
        guard product.isFinite, abs(product) < Float(Int32.max) else { return product > 0 ? Int(Int32.max) : 0 }
        return Int(product)
    }

    /// `forScale`: the table for a scale, or nil where scaling is linear (no curve).
    static func converter(_ fontScale: Float, path: Path) -> (sp: [Float], dp: [Float])? {
        guard fontScale >= path.curveStart else { return nil }
        let k = key(fontScale)
        if let exact = floatTables.first(where: { $0.key == k }) { return (floatSp, exact.dp) }
        guard let higher = floatTables.firstIndex(where: { $0.key > k }) else {
            return ([1], [fontScale])  // beyond the last table: the one-point linear table
        }
        let start: (scale: Float, dp: [Float])
        if higher > 0 {
            start = (Float(floatTables[higher - 1].key) / 100, floatTables[higher - 1].dp)
        } else if path == .compose {
            start = (1, floatSp)  // Compose: the identity table at 1.0
        } else {
            return ([1], [fontScale])  // View: below the first table, linear
        }
        let end = floatTables[higher]
        let t = constrainedMap(0, 1, start.scale, Float(end.key) / 100, fontScale)
        let dps = floatSp.map { sp in
            lerp(lookupAndInterpolate(sp, from: floatSp, to: start.dp),
                 lookupAndInterpolate(sp, from: floatSp, to: end.dp), t)
        }
        return (floatSp, dps)
    }

    /// `lookupAndInterpolate` of FontScaleConverterImpl / FontScaleConverterTable.
    static func lookupAndInterpolate(_ source: Float, from xs: [Float], to ys: [Float]) -> Float {
        let positive = abs(source)
        let sign: Float = source > 0 ? 1 : (source < 0 ? -1 : 0)
        guard let lastX = xs.last, let lastY = ys.last else { return source }
        if let exact = xs.firstIndex(of: positive) { return sign * ys[exact] }
        guard let upper = xs.firstIndex(where: { $0 > positive }) else {
            return lastX == 0 ? 0 : source * (lastY / lastX)  // past the table: the last pair's ratio
        }
        let (startX, startY): (Float, Float) = upper == 0 ? (0, 0) : (xs[upper - 1], ys[upper - 1])
        return sign * constrainedMap(startY, ys[upper], startX, xs[upper], positive)
    }

    /// MathUtils.lerp.
    static func lerp(_ start: Float, _ stop: Float, _ amount: Float) -> Float { start + (stop - start) * amount }

    /// MathUtils.constrainedMap: `value` mapped from valueMin…valueMax to rangeMin…rangeMax, clamped.
    static func constrainedMap(_ rangeMin: Float, _ rangeMax: Float, _ valueMin: Float, _ valueMax: Float, _ value: Float) -> Float {
        let inverse: Float = valueMin != valueMax ? (value - valueMin) / (valueMax - valueMin) : 0
        return lerp(rangeMin, rangeMax, max(0, min(1, inverse)))
    }
}
