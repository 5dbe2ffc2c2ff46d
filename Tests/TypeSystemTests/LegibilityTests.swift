import Testing
@testable import TypeSystem

/// HIG "Ensuring legibility": "minimum font size of 11 pt in iOS and iPadOS, 10 pt in macOS,
/// 23 pt in tvOS, and 12 pt in visionOS and watchOS"; "avoid Ultralight, Thin, and Light font
/// weights … especially when text is small"; "If you need to display three or more lines of
/// text, avoid tight leading".
@Suite("Legibility rules")
struct LegibilityTests {
    @Test("minimum sizes as published", arguments: [
        (Platform.iOS, 11.0), (.iPadOS, 11), (.macOS, 10), (.tvOS, 23), (.visionOS, 12), (.watchOS, 12),
    ])
    func minimums(platform: Platform, size: Double) {
        #expect(Legibility.minimumSize(for: platform) == size)
    }

    @Test("each rule fires exactly where it should")
    func rules() throws {
        let usages = [
            TextUsage(name: "ok", platform: .iOS, style: .body),
            TextUsage(name: "tiny", platform: .iOS, pointSize: 10),
            TextUsage(name: "edge", platform: .iOS, pointSize: 11),
            TextUsage(name: "thin small", platform: .iOS, pointSize: 13, weight: .thin),
            TextUsage(name: "light large", platform: .iOS, pointSize: 34, weight: .light),
            TextUsage(name: "tight 3", platform: .iOS, style: .body, leading: .tight, lines: 3),
            TextUsage(name: "tight 2", platform: .iOS, style: .body, leading: .tight, lines: 2),
            TextUsage(name: "tv", platform: .tvOS, pointSize: 22),
        ]
        let findings = try Lint.check(usages)
        let got = findings.map { "\($0.name ?? "") \($0.rule)" }
        #expect(got == ["tiny belowMinimumSize", "thin small lightWeightAtSmallSize",
                        "tight 3 tightLeadingMultiline", "tv belowMinimumSize"])
    }

    @Test("usages without a size, or with bad numbers, are errors")
    func badUsages() {
        #expect(throws: TypeSystemError.self) { try Lint.check([TextUsage(platform: .iOS)]) }
        #expect(throws: TypeSystemError.self) { try Lint.check([TextUsage(platform: .iOS, pointSize: .nan)]) }
        #expect(throws: TypeSystemError.self) { try Lint.check([TextUsage(platform: .iOS, pointSize: 12, lines: 0)]) }
    }
}
