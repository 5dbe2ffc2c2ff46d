/// Converting RTF font sizes, which are whole half-points (`\fs34` is 17 pt), between scalings.
///
/// The exact factor (13/17 or 17/13) rarely gives a whole number of half-points, so a stored size
/// must be rounded. The rule, with `n` in iOS half-points and `m` in standard half-points:
///
/// - **iOS → standard**: `m = round(13·n / 17)`, to the nearest half-point. A tie is impossible
///   (13·n/17 = k + ½ would need 17 to divide 26·n, so 17 | n and 13·n/17 is whole), so the
///   rounding direction never matters.
/// - **standard → iOS**: among the iOS sizes that the rule above turns back into `m`, take the
///   whole-point one (even half-points) if there is one, otherwise the only one. Because
///   13/17 > ½, every `m` has one or two such sizes, and two are always adjacent, so exactly one of
///   them is even. The result is within 17/26 half-point (0.33 pt) of the exact 17·m/13.
///
/// What round-trips, proven by the exhaustive tests in `HalfPointsTests`:
/// - **standard → iOS → standard gives back every size exactly** (the rule is a right inverse).
///   This is the model-based approach of the WWDC talk on iOS: open a Mac document in the iOS
///   scaling, save it back in the standard scaling, and the file's sizes are unchanged.
/// - **iOS → standard → iOS gives back every whole-point size exactly**, and 9 of every 17
///   half-point (x.5 pt) sizes. The other 8 of every 34 sizes come back ½ pt away. No rule that
///   stores only whole half-points can do better: 17 consecutive iOS sizes map onto 13 standard
///   ones (13/17 of them), so by the pigeonhole principle at least 4 of every 17 must collide.
///   This rule chooses which ones lose: never a whole-point size. `roundTrips(_:from:through:)`
///   tells which; `rtf convert --exact` refuses a conversion that would not come back.
/// - Kept in memory as `Double` (`TextScalingType.convert(pointSize:to:)`), or with the
///   view-based approach (stored sizes untouched, `ViewScale`), every size round-trips exactly.
public enum HalfPoints {
    /// The largest half-point size converted: `\fs` parameters beyond the 32-bit range that RTF
    /// readers accept are refused rather than clamped.
    public static let maximum = Int(Int32.max)

    /// Converts a size in half-points from `source` to `target` with the rule above.
    /// Returns `nil` when `halfPoints` is negative or the result would exceed `maximum`.
    public static func convert(_ halfPoints: Int, from source: TextScalingType, to target: TextScalingType) -> Int? {
        guard halfPoints >= 0, halfPoints <= maximum else { return nil }
        switch (source, target) {
        case (.standard, .standard), (.iOS, .iOS):
            return halfPoints
        case (.iOS, .standard):
            return iOSToStandard(halfPoints)
        case (.standard, .iOS):
            let n = standardToIOS(halfPoints)
            return n <= maximum ? n : nil
        }
    }

    /// Whether converting `halfPoints` from `source` to `through` and back gives `halfPoints`.
    public static func roundTrips(_ halfPoints: Int, from source: TextScalingType, through other: TextScalingType) -> Bool {
        guard let there = convert(halfPoints, from: source, to: other),
              let back = convert(there, from: other, to: source) else { return false }
        return back == halfPoints
    }

    /// round(13·n/17) for n ≥ 0, in integers: ⌊(26·n + 17) / 34⌋.
    static func iOSToStandard(_ n: Int) -> Int {
        (26 * n + 17) / 34
    }

    /// The whole-point-preferring preimage of `m` under `iOSToStandard`, for m ≥ 0.
    /// `iOSToStandard(n) == m` ⇔ 34·m − 17 ≤ 26·n < 34·m + 17, so n ∈ [⌈(34m − 17)/26⌉, ⌊(34m + 16)/26⌋].
    static func standardToIOS(_ m: Int) -> Int {
        let low = m == 0 ? 0 : (34 * m - 17 + 25) / 26
        let high = (34 * m + 16) / 26
        if low == high { return low }
        // Two candidates (low + 1 == high): exactly one is a whole point size.
        return low % 2 == 0 ? low : high
    }
}

/// Converting a `\fsmilli` size (thousandths of a point, which Cocoa writes beside `\fs` for a
/// size that is not a whole half-point) between the scalings: the same 13/17 ratio as
/// ``HalfPoints`` (WWDC19 talk 227: standard = iOS × 13/17), rounded to the nearest
/// thousandth of a point, halves up. A thousandth of a point is below what any renderer shows, so
/// there is no whole-point preference here: the `\fs` beside it keeps that.
public enum Millipoints {
    /// The largest size converted (as ``HalfPoints/maximum``).
    public static let maximum = Int(Int32.max)

    /// `millipoints` from `source` to `target`; nil when negative or the result exceeds ``maximum``.
    public static func convert(_ millipoints: Int, from source: TextScalingType, to target: TextScalingType) -> Int? {
        guard millipoints >= 0, millipoints <= maximum else { return nil }
        switch (source, target) {
        case (.standard, .standard), (.iOS, .iOS):
            return millipoints
        case (.iOS, .standard):
            return (26 * millipoints + 17) / 34  // round(13·m/17)
        case (.standard, .iOS):
            let n = (34 * millipoints + 13) / 26  // round(17·m/13)
            return n <= maximum ? n : nil
        }
    }
}
