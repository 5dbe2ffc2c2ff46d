import Foundation
import Testing

/// Baselines keyed to the repository root, run as a team runs the lint: written once at the
/// root, then used from a subfolder, on one file, from outside the repository, and by
/// `--strict`, which fails only on what is new.
@Suite("typography-lint baselines from any folder")
struct LintBaselineRootTests {
    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("a").font(.system(size: 17)) }
        }

        """

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A repository (`git init`, or only a `.typography` when `git` is false) with a Swift view
    /// and a style sheet, each with one finding, and a baseline written at its root.
    func repository(in dir: URL, git: Bool) throws -> URL {
        let repo = dir.appendingPathComponent("app")
        let fm = FileManager.default
        try fm.createDirectory(at: repo.appendingPathComponent("Sources/Feed"), withIntermediateDirectories: true)
        try fm.createDirectory(at: repo.appendingPathComponent("web"), withIntermediateDirectories: true)
        try Self.row.write(to: repo.appendingPathComponent("Sources/Feed/Row.swift"), atomically: true, encoding: .utf8)
        try "p { font-size: 14px; }\n".write(to: repo.appendingPathComponent("web/site.css"), atomically: true, encoding: .utf8)
        if git {
            let r = try runProgramIn(repo, "/usr/bin/env", ["git", "init", "-q"], environment: ProcessInfo.processInfo.environment)
            #expect(r.code == 0, "\(r.stderr)")
        } else {
            try "# the project's lint settings\n".write(to: repo.appendingPathComponent(".typography"), atomically: true, encoding: .utf8)
        }
        let w = try runCLI(["lint", "--write-baseline", "lint-baseline.json", "."], currentDirectory: repo)
        #expect(w.code == 0 && w.stdout == "wrote 2 findings to lint-baseline.json\n", "\(w.stdout)\(w.stderr)")
        return repo
    }

    @Test("a baseline written at the root holds from a subfolder, for one file and from outside", arguments: [true, false])
    func baselineFromAnyFolder(git: Bool) throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let repo = try repository(in: dir, git: git)
        let written = try String(contentsOf: repo.appendingPathComponent("lint-baseline.json"), encoding: .utf8)
        #expect(written.contains("\"path\" : \"Sources/Feed/Row.swift\"") && written.contains("\"version\" : 2"), "\(written)")
        let runs: [(URL, [String])] = [
            (repo.appendingPathComponent("Sources"), ["../lint-baseline.json", "."]),
            (repo, ["lint-baseline.json", "Sources/Feed/Row.swift"]),
            (repo.appendingPathComponent("Sources/Feed"), ["../../lint-baseline.json", "Row.swift"]),
            (repo.appendingPathComponent("web"), ["../lint-baseline.json", "site.css"]),
            (dir, ["app/lint-baseline.json", "app/web", "app/Sources/Feed/Row.swift"]),
        ]
        for (cwd, args) in runs {
            let r = try runCLI(["lint", "--strict", "--baseline"] + args, currentDirectory: cwd)
            #expect(r.code == 0, "\(cwd.lastPathComponent) \(args): \(r.stdout)\(r.stderr)")
            #expect(r.stdout.contains("no findings ("), "\(args): \(r.stdout)")
        }
        // A new finding in one file, linted alone from its folder: only it is reported, and
        // --strict fails on it.
        try (Self.row + "let small = Font.system(size: 9)\n").write(to: repo.appendingPathComponent("Sources/Feed/Row.swift"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--strict", "--baseline", "../../lint-baseline.json", "Row.swift"],
                           currentDirectory: repo.appendingPathComponent("Sources/Feed"))
        #expect(r.code == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("Row.swift:5:") && !r.stdout.contains("Row.swift:3:"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("(1 in the baseline)\n"), "\(r.stdout)")
        // Without --strict, a new warning does not fail the run.
        let lenient = try runCLI(["lint", "--baseline", "lint-baseline.json", "Sources"], currentDirectory: repo)
        #expect(lenient.code == 0, "\(lenient.stdout)\(lenient.stderr)")
        try Self.row.write(to: repo.appendingPathComponent("Sources/Feed/Row.swift"), atomically: true, encoding: .utf8)
        try checkVersionOne(in: repo.appendingPathComponent("Sources/Feed"))
    }

    /// A baseline of version 1 (an earlier release's) still matches when run as it was written;
    /// an unknown version is refused, naming the file.
    func checkVersionOne(in feed: URL) throws {
        // Version 1 keyed the path to what was linted: the file's name for a file named alone.
        let code = #"var body: some View { Text("a").font(.system(size: 17)) }"#
        let print = Self.fnv1a("textDoesNotScale|Row.swift|\(code)|0")
        let v1 = """
            {"findings": [{"fingerprint": "\(print)", "message": "m", "path": "Row.swift", "rule": "textDoesNotScale"}],
             "tool": "typography-lint", "version": 1}
            """
        try v1.write(to: feed.appendingPathComponent("old-baseline.json"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--strict", "--baseline", "old-baseline.json", "Row.swift"], currentDirectory: feed)
        #expect(r.code == 0 && r.stdout.hasSuffix("no findings (1 in the baseline)\n"), "\(r.stdout)\(r.stderr)")
        try v1.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 3")
            .write(to: feed.appendingPathComponent("old-baseline.json"), atomically: true, encoding: .utf8)
        let bad = try runCLI(["lint", "--baseline", "old-baseline.json", "Row.swift"], currentDirectory: feed)
        #expect(bad.code == 65 && bad.stderr.contains("old-baseline.json: version 3 is not known"), "\(bad.stderr)")
    }

    @Test("linting part of a repository finds there what linting all of it does: variables are paired with uses elsewhere")
    func partOfARepository() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let repo = dir.appendingPathComponent("site")
        let fm = FileManager.default
        for folder in ["web/theme", "web/pages", "app/src/main/res/values", "app/src/main/res/layout"] {
            try fm.createDirectory(at: repo.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "$small: 11px;\n--unused: 1px;\n".write(to: repo.appendingPathComponent("web/theme/_vars.scss"), atomically: true, encoding: .utf8)
        try "@use \"../theme/vars\" as *;\n.note { font-size: $small; }\n".write(to: repo.appendingPathComponent("web/pages/page.scss"), atomically: true, encoding: .utf8)
        try "<resources><dimen name=\"caption\">10dp</dimen></resources>\n"
            .write(to: repo.appendingPathComponent("app/src/main/res/values/dimens.xml"), atomically: true, encoding: .utf8)
        try "<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"@dimen/caption\"/>\n"
            .write(to: repo.appendingPathComponent("app/src/main/res/layout/row.xml"), atomically: true, encoding: .utf8)
        #expect(try runProgramIn(repo, "/usr/bin/env", ["git", "init", "-q"], environment: ProcessInfo.processInfo.environment).code == 0)
        func findings(_ cwd: URL, _ args: [String]) throws -> [String] {
            let r = try runCLI(["lint", "--format", "json"] + args, currentDirectory: cwd)
            let list = try #require((try r.json() as? [String: Any])?["findings"] as? [[String: Any]])
            return list.map { "\($0["rule"] ?? "") \($0["line"] ?? 0) \($0["fingerprint"] ?? "")" }.sorted()
        }
        let whole = try runCLI(["lint", "."], currentDirectory: repo)
        #expect(whole.stdout.contains("web/theme/_vars.scss:1:") && whole.stdout.contains("app/src/main/res/layout/row.xml:1:"), "\(whole.stdout)")
        let themeFromRoot = try findings(repo, ["web/theme/_vars.scss"])
        #expect(!themeFromRoot.isEmpty)
        #expect(try findings(repo.appendingPathComponent("web/theme"), ["."]) == themeFromRoot)
        #expect(try findings(repo.appendingPathComponent("web"), ["theme"]) == themeFromRoot)
        let layout = try findings(repo, ["app/src/main/res/layout/row.xml"])
        // The dimension is defined in a file that is not linted.
        #expect(layout.contains { $0.hasPrefix("textDoesNotScale") }, "\(layout)")
        #expect(try findings(repo.appendingPathComponent("app/src/main/res/layout"), ["row.xml"]) == layout)
    }

    /// FNV-1a, 64 bits, in hex: the fingerprints' hash.
    static func fnv1a(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
