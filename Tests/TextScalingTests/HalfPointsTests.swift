import Testing
@testable import TextScaling

/// Exhaustive proofs of the rounding rule documented on `HalfPoints`.
@Suite("Half-point rounding")
struct HalfPointsTests {
    /// Every size from 0 to 1,000,000 half-points (500,000 pt) is checked.
    static let range = 0...1_000_000

    @Test func standardToIOSToStandardGivesBackEverySize() {
        var failures: [Int] = []
        for m in Self.range {
            guard let there = HalfPoints.convert(m, from: .standard, to: .iOS),
                  let back = HalfPoints.convert(there, from: .iOS, to: .standard), back == m else {
                failures.append(m)
                continue
            }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test func iOSToStandardToIOSGivesBackEveryWholePointSize() {
        var failures: [Int] = []
        for n in Self.range where n % 2 == 0 {
            if !HalfPoints.roundTrips(n, from: .iOS, through: .standard) { failures.append(n) }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test func exactlyEightOfEvery34IOSSizesDoNotComeBackAndAllAreHalfPointSizes() {
        // Whole periods of 34 half-points from 0.
        let periods = 20_000
        var lost: [Int] = []
        for n in 0..<(34 * periods) where !HalfPoints.roundTrips(n, from: .iOS, through: .standard) {
            lost.append(n)
        }
        #expect(lost.count == 8 * periods)
        #expect(lost.allSatisfy { $0 % 2 == 1 })
        // And each comes back half a point away, never more.
        for n in lost.prefix(1000) {
            let back = HalfPoints.convert(HalfPoints.convert(n, from: .iOS, to: .standard)!, from: .standard, to: .iOS)!
            #expect(abs(back - n) == 1)
        }
    }

    @Test func noRoundingToWholeHalfPointsCanDoBetter() {
        // 17 consecutive iOS sizes land on only 13 standard sizes, so 4 must collide whatever
        // the inverse: the pigeonhole bound the rule attains (8 of 34 = 4 of 17).
        for start in stride(from: 0, to: 34 * 100, by: 17) {
            let images = Set((start..<(start + 17)).map { HalfPoints.convert($0, from: .iOS, to: .standard)! })
            #expect(images.count == 13)
        }
    }

    @Test func iOSToStandardIsRoundingToTheNearestHalfPoint() {
        for n in Self.range {
            let m = HalfPoints.convert(n, from: .iOS, to: .standard)!
            // |m − 13n/17| < ½  ⇔  |17m − 13n| < 17/2, in integers |34m − 26n| < 17.
            #expect(abs(34 * m - 26 * n) < 17)
        }
    }

    @Test func standardToIOSStaysWithinSeventeenTwentySixthsOfExact() {
        for m in Self.range {
            let n = HalfPoints.convert(m, from: .standard, to: .iOS)!
            // |n − 17m/13| < 17/26  ⇔  |26n − 34m| < 17.
            #expect(abs(26 * n - 34 * m) < 17)
        }
    }

    @Test("common sizes", arguments: [
        // (iOS half-points, standard half-points)
        (34, 26),  // 17 pt body ↔ 13 pt body
        (24, 18),  // 12 pt ↔ 9 pt
        (56, 43),  // 28 pt ↔ 21.5 pt
        (44, 34),  // 22 pt ↔ 17 pt
        (40, 31),  // 20 pt ↔ 15.5 pt
        (30, 23),  // 15 pt ↔ 11.5 pt
        (26, 20),  // 13 pt ↔ 10 pt
        (0, 0),
    ])
    func commonSizes(iOS: Int, standard: Int) {
        #expect(HalfPoints.convert(iOS, from: .iOS, to: .standard) == standard)
        #expect(HalfPoints.convert(standard, from: .standard, to: .iOS) == iOS)
    }

    @Test func standardToIOSPrefersTheWholePointSize() {
        // 12 pt standard (24) is 15.69 pt in iOS: 15.5 (31) and 16 (32) both convert back to 24;
        // the rule takes 16 pt.
        #expect(HalfPoints.iOSToStandard(31) == 24)
        #expect(HalfPoints.iOSToStandard(32) == 24)
        #expect(HalfPoints.convert(24, from: .standard, to: .iOS) == 32)
    }

    @Test func sameScalingIsTheIdentity() {
        for n in [0, 1, 21, 34, HalfPoints.maximum] {
            #expect(HalfPoints.convert(n, from: .iOS, to: .iOS) == n)
            #expect(HalfPoints.convert(n, from: .standard, to: .standard) == n)
        }
    }

    @Test func sizesOutOfRangeAreRefused() {
        #expect(HalfPoints.convert(-1, from: .iOS, to: .standard) == nil)
        #expect(HalfPoints.convert(HalfPoints.maximum + 1, from: .iOS, to: .standard) == nil)
        #expect(HalfPoints.convert(HalfPoints.maximum, from: .standard, to: .iOS) == nil)
        #expect(HalfPoints.convert(HalfPoints.maximum, from: .iOS, to: .standard) != nil)
    }
}
