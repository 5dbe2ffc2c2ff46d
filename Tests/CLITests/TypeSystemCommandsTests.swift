import Foundation
import Testing

/// The type-system commands, run as a user runs them. Expected numbers are the HIG's
/// (iOS xxxLarge tab: "Body Regular 23 29"; SF Pro tracking "17 −26").
@Suite("typography table/resolve/tracking/scale")
struct TypeSystemCommandsTests {
    static let styleKeys: Set<String> = [
        "platform", "size", "style", "weight", "pointSize", "lineHeight", "emphasizedWeight", "design",
        "family", "tracking", "opticalSize", "width", "italic", "leading", "trackingTable", "assumptions",
    ]

    @Test func tableJSONHasOneObjectPerStyle() throws {
        let r = try runCLI(["table", "--platform", "ios", "--size", "xxxLarge", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let rows = try #require(try r.json() as? [[String: Any]])
        #expect(rows.count == 11)
        for row in rows {
            #expect(Set(row.keys) == Self.styleKeys)
            let tracking = try #require(row["tracking"] as? [String: Any])
            #expect(Set(tracking.keys) == ["perMille", "points"])
        }
        let body = try #require(rows.first { $0["style"] as? String == "body" })
        #expect(body["pointSize"] as? Double == 23)
        #expect(body["lineHeight"] as? Double == 29)
        #expect(body["size"] as? String == "xxxLarge")
        #expect(body["family"] as? String == "SF Pro")
    }

    @Test func tableWithoutDynamicTypeHasNullSize() throws {
        let r = try runCLI(["table", "--platform", "macos", "--json"])
        let rows = try #require(try r.json() as? [[String: Any]])
        #expect(rows.count == 11)
        #expect(rows.allSatisfy { $0["size"] is NSNull })
    }

    @Test func tableTextIsAlignedAndNamesStylesAsTheHIG() throws {
        let r = try runCLI(["table", "--platform", "watchos", "--size", "xSmall"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("Footnote 1"))
        #expect(r.stdout.contains("Footnote 2"))
        // HIG watchOS xSmall: "Large Title Regular 30 32.5".
        #expect(r.stdout.contains("Large Title  Regular     30     32.5"))
    }

    @Test func resolveAcceptsHIGSpellingsAndReportsOpticalSize() throws {
        let r = try runCLI(["resolve", "Title 1", "--platform", "iOS", "--size", "AX1", "--bold", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        #expect(Set(obj.keys) == Self.styleKeys)
        #expect(obj["style"] as? String == "title")
        #expect(obj["weight"] as? String == "bold")       // HIG: Title 1 emphasized weight Bold
        #expect(obj["pointSize"] as? Double == 38)        // HIG AX1: Title 1 38 46
        #expect(obj["opticalSize"] as? Double == 38)
    }

    @Test func resolveModifiers() throws {
        let r = try runCLI(["resolve", "body", "--platform", "ios", "--leading", "tight", "--design", "serif",
                            "--width", "condensed", "--italic", "--legibility-weight", "bold", "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["lineHeight"] as? Double == 20)
        #expect(obj["family"] as? String == "New York")
        #expect(obj["width"] as? String == "condensed")
        #expect(obj["italic"] as? Bool == true)
        #expect((obj["assumptions"] as? [String])?.contains("legibilityWeightModel") == true)
    }

    @Test func resolveClampsToARange() throws {
        let r = try runCLI(["resolve", "body", "--platform", "ios", "--size", "AX5", "--max-size", "xxxLarge", "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["size"] as? String == "xxxLarge")
        #expect(obj["pointSize"] as? Double == 23)
    }

    @Test func trackingJSON() throws {
        let r = try runCLI(["tracking", "17", "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        for key in ["family", "platform", "pointSize", "perMille", "points"] { #expect(obj[key] != nil, "\(key)") }
        #expect(obj["perMille"] as? Double == -26)
        #expect(obj["points"] as? Double == 17.0 * -26.0 / 1000.0)
        #expect(obj["family"] as? String == "SF Pro")
        #expect(obj["platform"] as? String == "ios")
    }

    @Test func scaleJSON() throws {
        let r = try runCLI(["scale", "20", "--relative-to", "title", "--platform", "ios", "--size", "AX1", "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        for key in ["value", "relativeTo", "size", "scaled"] { #expect(obj[key] != nil, "\(key)") }
        #expect(obj["scaled"] as? Double == 20 * (38.0 / 28.0))  // value × factor; title: 28 at Large, 38 at AX1
        let capped = try runCLI(["scale", "20", "--platform", "ios", "--size", "AX5", "--maximum", "25", "--json"])
        #expect((try capped.json() as? [String: Any])?["scaled"] as? Double == 25)
        let negative = try runCLI(["scale", "-4", "--platform", "ios", "--size", "large", "--json"])
        #expect((try negative.json() as? [String: Any])?["scaled"] as? Double == -4)
    }

    @Test("bad input is one line on stderr with exit 64", arguments: [
        ["resolve", "bigTitle", "--platform", "ios"],
        ["resolve", "body", "--platform", "android"],
        ["resolve", "body", "--platform", "ios", "--size", "huge"],
        ["resolve", "body", "--platform", "ios", "--weight", "fat"],
        ["resolve", "footnote2", "--platform", "ios"],
        ["resolve", "body", "--platform", "watchos", "--size", "medium"],
        ["resolve", "body", "--platform", "visionos"],
        ["resolve", "body", "--platform", "macos", "--size", "large"],
        ["resolve", "body", "--platform", "ios", "--watch-case", "45"],
        ["resolve", "body", "--platform", "watchos", "--watch-case", "46"],
        ["resolve", "body", "--platform", "ios", "--min-size", "AX2", "--max-size", "small"],
        ["tracking", "0"], ["tracking", "-3"], ["tracking", "nan"], ["tracking", "inf"], ["tracking", "1e300"],
        ["tracking", "twelve"], ["tracking", "12", "--family", "No Such Family 42"], ["tracking"],
        ["tracking", "12", "--family", "SF Pro", "--platform", "watchos"],
        ["scale", "nan", "--platform", "ios", "--size", "large"],
        ["scale", "1e300", "--platform", "ios", "--size", "large"],
        ["scale", "10", "--platform", "ios", "--size", "large", "--maximum", "0"],
        ["scale", "10", "--relative-to", "subtitle1", "--platform", "ios", "--size", "large"],
    ])
    func badInput(arguments: [String]) throws {
        let r = try runCLI(arguments)
        #expect(r.code == 64, "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty, "\(arguments)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("typography: "))
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Stack dump"))
    }

    @Test func tableAsCSS() throws {
        let r = try runCLI(["table", "--platform", "ios", "--css"])
        #expect(r.code == 0)
        // HIG iOS Large: Body Regular 17 / 22; SF Pro tracking at 17 pt: −26/1000 em.
        #expect(r.stdout.contains(".body {\n  font-family: system-ui;\n  font-size: 17px;\n  line-height: 22px;\n  font-weight: 400;\n  letter-spacing: -0.026em;\n}"))
        #expect(try runCLI(["table", "--platform", "ios", "--css", "--json"]).code == 64)
    }

    @Test func unknownNamesListTheAcceptedValues() throws {
        let r = try runCLI(["table", "--platform", "android"])
        #expect(r.stderr.contains("ios, ipados, macos, catalyst, catalyst-mac, tvos, watchos, visionos"))
    }
}

@Suite("typography lint")
struct LintCommandTests {
    func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func cleanUsagesExitZero() throws {
        let f = try write(#"[{"platform":"ios","style":"body"},{"platform":"macos","pointSize":13}]"#)
        defer { try? FileManager.default.removeItem(at: f) }
        let r = try runCLI(["lint", f.path])
        #expect(r.code == 0)
        #expect(r.stdout.contains("2 usages checked, no findings"))
    }

    @Test func findingsExitOneAndAreListedInJSON() throws {
        let f = try write(#"{"usages":[{"name":"tiny","platform":"tvos","pointSize":20},{"platform":"ios","style":"footnote","weight":"thin"},{"platform":"ios","style":"body","leading":"tight","lines":4}]}"#)
        defer { try? FileManager.default.removeItem(at: f) }
        let r = try runCLI(["lint", f.path, "--json"])
        #expect(r.code == 1)
        let list = try #require(try r.json() as? [[String: Any]])
        #expect(list.map { $0["rule"] as? String } == ["belowMinimumSize", "lightWeightAtSmallSize", "tightLeadingMultiline"])
        #expect(Set(list[0].keys) == ["index", "name", "rule", "message", "platform", "pointSize"])
    }

    @Test func readsStandardInput() throws {
        let r = try runCLI(["lint", "-"], stdin: #"[{"platform":"watchos","pointSize":11}]"#)
        #expect(r.code == 1)
        #expect(r.stdout.contains("belowMinimumSize"))
    }

    @Test("bad documents: exit 65 (data) or 66 (missing)", arguments: [
        ("{", 65), ("[1,2]", 65), (#"[{"pointSize":12}]"#, 65), (#"[{"platform":"ios","style":"nope"}]"#, 65),
        (#"[{"platform":"ios"}]"#, 65), (#"[{"platform":"ios","pointSize":-1}]"#, 65), ("", 65),
    ])
    func badDocuments(text: String, code: Int32) throws {
        let f = try write(text)
        defer { try? FileManager.default.removeItem(at: f) }
        let r = try runCLI(["lint", f.path])
        #expect(r.code == code, "\(text): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(text): \(r.stderr)")
    }

    @Test func missingFileIs66() throws {
        let r = try runCLI(["lint", "/nonexistent/usages.json"])
        #expect(r.code == 66)
        #expect(r.stderr.contains("/nonexistent/usages.json"))
    }
}
