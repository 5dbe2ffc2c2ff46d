import Foundation
import Testing

/// Paragraphs that mix runs in several styles (`measure --runs`, `render --runs`), like
/// concatenated SwiftUI `Text`: each run measured as `measure` measures it alone, the line height
/// of the tallest run, lines broken across runs.
@Suite struct RunsTests {
    func write(_ json: String, to dir: TempDir) throws -> String {
        let path = dir.path("runs-\(UUID()).json")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ args: [String]) throws -> [String: Any] {
        let r = try runCLI(args + ["-j"], environment: WarmSandbox.env)
        return try #require(try r.json() as? [String: Any], "\(args): \(r.stderr)")
    }

    @Test func oneLineIsTheSumOfItsRunsAndAsTallAsTheTallest() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = try write("""
            [{"text": "Hello ", "style": "largeTitle"}, {"text": "world", "style": "body", "italic": true}]
            """, to: dir)
        let r = try run(["measure", "--runs", file])
        let lines = try #require(r["lines"] as? [[String: Any]])
        #expect(lines.count == 1 && lines[0]["text"] as? String == "Hello world")
        // Each run as measure sets it alone.
        let a = try run(["measure", "Hello ", "largeTitle"])["width"] as? Double ?? .nan
        let b = try run(["measure", "world", "body", "--italic"])["width"] as? Double ?? .nan
        #expect(abs((lines[0]["width"] as? Double ?? 0) - (a + b)) < 1e-9)
        // HIG iOS Large: Large Title 34 pt on 41, Body 17 on 22: the line is 41 pt tall.
        #expect(lines[0]["lineHeight"] as? Double == 41)
        let runs = try #require(r["runs"] as? [[String: Any]])
        #expect(runs.map { $0["pointSize"] as? Double } == [34, 17])
    }

    @Test func linesBreakAcrossRunsAndTakeTheirTallestRunsHeight() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = try write("""
            [{"text": "Typography ", "style": "title"},
             {"text": "for everyone on every platform, ", "style": "body", "color": "#C0392B"},
             {"text": "with Dynamic Type and exact tracking.", "style": "footnote"}]
            """, to: dir)
        let r = try run(["render", "--runs", file, "--line-width", "180", "-o", dir.path("runs.png")])
        let lines = try #require(r["lines"] as? [String])
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == "Typography for everyone on every platform, with Dynamic Type and exact tracking.")
        #expect((r["width"] as? Double) == 180)
        // HIG iOS Large: Title 1 28/34, Body 17/22, Footnote 13/18. The first line holds the
        // title: 34; the last holds only footnote text: 18.
        let m = try run(["measure", "--runs", file])
        #expect((m["lines"] as? [[String: Any]])?.first?["lineHeight"] as? Double == 34)
        let p = try run(["render", "--runs", file, "--line-width", "180", "-o", dir.path("runs.svg")])
        #expect(p["height"] as? Double == r["height"] as? Double)
        let svg = try String(contentsOfFile: dir.path("runs.svg"), encoding: .utf8)
        // The red run is drawn in its own colour (#C0392B = 75.29 %, 22.35 %, 16.86 %).
        #expect(svg.contains("rgb(75.294118%,22.352941%,16.862745%)"))
    }

    @Test func badRunFilesAreOneLineErrors() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let cases: [(String, Int32, String)] = [
            ("not json", 65, "not JSON"),
            ("[]", 65, "no runs"),
            ("[{\"style\": \"body\"}]", 65, "missing \"text\""),
            ("[{\"text\": \"x\", \"style\": \"titel\"}]", 65, "did you mean 'title'?"),
            ("[{\"text\": \"x\", \"font\": \"Inter\"}]", 65, "pointSize"),
            ("[{\"text\": \"x\", \"style\": \"body\", \"color\": \"red\"}]", 65, "invalid color"),
            ("{\"text\": \"x\"}", 65, "wrong type"),
        ]
        for (json, code, message) in cases {
            let file = try write(json, to: dir)
            let r = try runCLI(["measure", "--runs", file], environment: WarmSandbox.env)
            #expect(r.code == code && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(json): \(r.stderr)")
            #expect(r.stderr.contains(file))
        }
        let missing = try runCLI(["measure", "--runs", dir.path("nope.json")])
        #expect(missing.code == 66)
        let both = try runCLI(["measure", "x", "--runs", "-"], stdin: "[]")
        #expect(both.code == 64)
    }
}
