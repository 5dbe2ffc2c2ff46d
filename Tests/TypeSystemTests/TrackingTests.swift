import Testing
@testable import TypeSystem

@Suite("Tracking")
struct TrackingTests {
    // Synthetic rows, to test the rules independently of any published table.
    let rows = [TrackingEntry(10, 12, 0), TrackingEntry(20, -8, 0), TrackingEntry(30, 2, 0)]

    @Test("listed sizes give the listed value", arguments: [(10.0, 12.0), (20, -8), (30, 2)])
    func listed(size: Double, expected: Double) {
        #expect(TrackingRules.perMille(at: size, in: rows) == expected)
    }

    @Test("between listed sizes tracking is linear in em", arguments: [(15.0, 2.0), (12.5, 7.0), (25, -3), (27.5, -0.5)])
    func interpolated(size: Double, expected: Double) {
        #expect(abs(TrackingRules.perMille(at: size, in: rows) - expected) < 1e-12)
    }

    @Test("outside the table tracking is clamped to the nearest end", arguments: [(1.0, 12.0), (9.99, 12), (30.01, 2), (5000, 2)])
    func clamped(size: Double, expected: Double) {
        #expect(TrackingRules.perMille(at: size, in: rows) == expected)
    }

    @Test("points are size × em ÷ 1000, unrounded")
    func pointsDerivation() {
        let t = Tracking(perMille: -26, pointSize: 17)
        #expect(t.points == 17.0 * -26.0 / 1000.0)
        #expect(t.points != -0.43)  // the HIG's rounded point column is not used
    }

    @Test("SF Pro values published in the HIG (iOS, iPadOS, visionOS tab)")
    func sfProPublished() throws {
        // HIG "SF Pro": 6 → +41, 12 → 0, 17 → −26, 20 → −23, 28 → +14, 80 → 0, 96 → 0.
        for (size, pm) in [(6.0, 41.0), (12, 0), (17, -26), (20, -23), (28, 14), (80, 0), (96, 0)] {
            let r = try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: size)
            #expect(r.tracking.perMille == pm, "SF Pro at \(size)")
        }
        // Between 17 (−26) and 18 (−25): 17.5 → −25.5. Below 6 clamps to +41, above 96 to 0.
        #expect(try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: 17.5).tracking.perMille == -25.5)
        #expect(try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: 3).tracking.perMille == 41)
        #expect(try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: 200).tracking.perMille == 0)
    }

    @Test("SF Pro on macOS and tvOS reads their own tables; SF Compact is watchOS's")
    func tableSelection() throws {
        #expect(try TrackingRules.tracking(family: "SF Pro", platform: .macOS, pointSize: 13).table == .macOS)
        #expect(try TrackingRules.tracking(family: "sf pro", platform: .tvOS, pointSize: 13).table == .tvOS)
        #expect(try TrackingRules.tracking(family: "SF Compact", platform: nil, pointSize: 13).table == .sfCompact)
        // HIG SF Compact: 19 → −12, 20 → 0 (published as is).
        #expect(try TrackingRules.tracking(family: "SF Compact", platform: .watchOS, pointSize: 19).tracking.perMille == -12)
        #expect(try TrackingRules.tracking(family: "SF Compact", platform: .watchOS, pointSize: 20).tracking.perMille == 0)
        #expect(throws: TypeSystemError.self) { try TrackingRules.tracking(family: "Helvetica", platform: nil, pointSize: 12) }
    }

    @Test("resolved styles take tracking from their design's table at their size")
    func resolvedTracking() throws {
        let body = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: .large))
        #expect(body.tracking.perMille == -26 && body.trackingTable == .sfPro)
        let mono = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS), modifiers: StyleModifiers(design: .monospaced))
        #expect(mono.tracking.perMille == 0 && mono.trackingTable == nil && mono.assumptions.contains(.trackingUnpublished))
        let macRounded = try TextStyle.body.resolved(in: TypeEnvironment(platform: .macOS), modifiers: StyleModifiers(design: .rounded))
        #expect(macRounded.trackingTable == .sfProRounded && macRounded.assumptions.contains(.trackingTableStandIn))
    }

    @Test("the resolver's flat lookup equals the rule on every table, whole and fractional sizes")
    func flatLookupEqualsTheRule() {
        for id in TrackingTableID.allCases {
            let entries = TrackingRules.table(id).entries
            var size = 0.25
            while size <= 320 {
                #expect(PublishedIndex.shared.perMille(id, at: size) == TrackingRules.perMille(at: size, in: entries),
                        "\(id) at \(size)")
                size += 0.25
            }
        }
    }

    @Test("bad point sizes are refused", arguments: [0.0, -1, .nan, .infinity, -.infinity, 1e9])
    func badSizes(size: Double) {
        #expect(throws: TypeSystemError.self) { try TrackingRules.tracking(family: "SF Pro", platform: nil, pointSize: size) }
    }
}
