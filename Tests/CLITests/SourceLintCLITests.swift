import Foundation
import Testing

/// `typography lint` on source code, run as a user runs it.
@Suite("typography lint on source code")
struct SourceLintCLITests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tree = repo.appendingPathComponent("Tests/Fixtures/lint-source")
    static let golden = repo.appendingPathComponent("Tests/Fixtures/lint-golden")

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-src-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The SARIF log with what differs between machines and releases made fixed: the root's
    /// absolute URI and the tool's version.
    static func normalizedSARIF(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.contains("\"uri\" : \"file://") { return "          \"uri\" : \"file:///ROOT/\"" }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("\"version\" : \""), !line.contains("2.1.0") {
                return line.replacingOccurrences(of: #""version" : "[^"]*""#, with: #""version" : "VERSION""#, options: .regularExpression)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    @Test("each output format matches its golden file", arguments: ["text", "json", "sarif"])
    func goldenOutput(format: String) throws {
        let r = try runCLI(["lint", ".", "--format", format], currentDirectory: Self.tree)
        #expect(r.code == 1, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let ext = format == "text" ? "txt" : format
        let want = try String(contentsOf: Self.golden.appendingPathComponent("lint-source.\(ext)"), encoding: .utf8)
        let got = format == "sarif" ? Self.normalizedSARIF(r.stdout) : r.stdout
        #expect(got == want)
    }

    /// Without `--docs-url` the rules have no helpUri; with it, an absolute one (the validator
    /// refuses a relative helpUri, which would point nowhere in a user's repository).
    @Test(arguments: [[String](), ["--docs-url", "https://example.org/typography/docs/lint/"]])
    func sarifValidatesWithSarifPydanticAndGitHubsRequirements(_ docs: [String]) throws {
        let r = try runCLI(["lint", ".", "--format", "sarif"] + docs, currentDirectory: Self.tree)
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("lint.sarif")
        try Data(r.stdout.utf8).write(to: file)
        #expect(r.stdout.contains("\"helpUri\" : \"https://example.org/typography/docs/lint/textDoesNotScale.md\"") == !docs.isEmpty)
        // scripts/setup.sh installs sarif-pydantic (scripts/dependencies.txt) into .build/venv.
        let python = Self.repo.appendingPathComponent(".build/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "\(python) is missing: run ./scripts/setup.sh")
        let args = [Self.repo.appendingPathComponent("scripts/validate-sarif.py").path, file.path]
        let v = try runProgram(python, args, environment: ProcessInfo.processInfo.environment)
        #expect(v.code == 0, "\(v.stdout)\(v.stderr)")
        #expect(v.stdout.contains("sarif: ok, 40 results"), "\(v.stdout)")
    }

    @Test func fingerprintsAreStableAcrossRunsAndWhenOtherLinesMove() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").font(.system(size: 14)) }\n}\n"
        try view.write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        func fingerprints() throws -> [String] {
            let r = try runCLI(["lint", ".", "--format", "sarif"], currentDirectory: dir)
            let log = try #require(try r.json() as? [String: Any])
            let runs = try #require(log["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["typographyLint/v2"] }
        }
        let first = try fingerprints()
        #expect(first.count == 1)
        #expect(try fingerprints() == first)
        try ("// A comment added above.\n\n" + view).write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        #expect(try fingerprints() == first)
    }

    @Test func cleanCodeExitsZeroAndUsageErrorsExit64() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "struct V: View { var body: some View { Text(\"a\").font(.body) } }\n"
            .write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let clean = try runCLI(["lint", dir.path])
        #expect(clean.code == 0 && clean.stdout == "1 file checked, no findings\n", "\(clean.stdout)\(clean.stderr)")
        #expect(try runCLI(["lint", dir.path, "--format", "xml"]).code == 64)
        #expect(try runCLI(["lint"]).code == 64)
        #expect(try runCLI(["lint", dir.path, "a.json"]).code == 64)
        // A bad config line is a usage error naming the file and line.
        try "lint.textDoesNotScale = maybe\n".write(to: dir.appendingPathComponent(".typography"), atomically: true, encoding: .utf8)
        let bad = try runCLI(["lint", dir.path])
        #expect(bad.code == 64 && bad.stderr.contains(".typography:1: unknown level 'maybe'"), "\(bad.stderr)")
    }

    @Test func theConfigFileAndTheRootFileTurnRulesOffAndSetPlatforms() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Watch"), withIntermediateDirectories: true)
        let view = "struct V: View { var body: some View { Text(\"a\").font(.custom(\"X\", size: 11, relativeTo: .body)) } }\n"
        try view.write(to: dir.appendingPathComponent("Watch/V.swift"), atomically: true, encoding: .utf8)
        try view.write(to: dir.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let configDir = URL(fileURLWithPath: env["XDG_CONFIG_HOME"] ?? "").appendingPathComponent("typography")
        try FileManager.default.createDirectory(at: configDir, withIntermediateDirectories: true)
        try "lint.platform[Watch/**] = watchos\n".write(to: configDir.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--strict", "."], environment: env, currentDirectory: dir)
        #expect(r.code == 1 && r.stdout.hasPrefix("Watch/V.swift:1:") && r.stdout.contains("12 pt minimum on watchOS"), "\(r.stdout)\(r.stderr)")
        try "lint.belowMinimumSize = off\n".write(to: dir.appendingPathComponent(".typography"), atomically: true, encoding: .utf8)
        let off = try runCLI(["lint", "--strict", "."], environment: env, currentDirectory: dir)
        #expect(off.code == 0, "\(off.stdout)")
    }

    @Test func badFilesGetOneLineEachAndTheRestIsLinted() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        try write("ok.swift", Array("Text(\"a\").font(.system(size: 14))\n".utf8))
        try write("binary.swift", [0x69, 0x6D, 0x00, 0x01, 0x02])
        try write("latin1.css", Array(".a { font-size: 1rem }\n/* caf".utf8) + [0xE9, 0x1B, 0x5B, 0x33, 0x31, 0x6D] + Array(" */\n".utf8))
        #expect(mkfifo(dir.appendingPathComponent("pipe.kt").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("a.dart").path, withDestinationPath: "b.dart")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("b.dart").path, withDestinationPath: "a.dart")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("again").path, withDestinationPath: ".")
        // An enormous file: sparse, 40 MiB.
        FileManager.default.createFile(atPath: dir.appendingPathComponent("huge.scss").path, contents: nil)
        let h = try FileHandle(forWritingTo: dir.appendingPathComponent("huge.scss"))
        try h.truncate(atOffset: 40 << 20)
        try h.close()
        // A name that would move the terminal's cursor is escaped.
        try write("evil\u{1B}[2J.swift", [0xFF, 0xFE])
        let start = Date()
        let r = try runCLI(["lint", "--strict", dir.path])
        #expect(Date().timeIntervalSince(start) < 20)
        // Files that cannot be read fail the run (65) after the rest is linted; loops of links do not.
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stdout.contains("ok.swift:1:16: warning:"), "\(r.stdout)")
        #expect(r.stdout.contains("1 file checked, 1 finding, 5 files not linted"), "\(r.stdout)")
        let lines = r.stderr.split(separator: "\n")
        for (name, reason) in [("binary.swift", "a binary file"), ("latin1.css", "not UTF-8"), ("pipe.kt", "not a regular file"),
                               ("a.dart", "a loop of symbolic links"), ("b.dart", "a loop of symbolic links"),
                               ("huge.scss", "more than the"), ("again", "a folder that contains it"), ("evil\\u{1B}[2J.swift", "not UTF-8")] {
            #expect(lines.filter { $0.contains(name) && $0.contains(reason) }.count == 1, "\(name): \(r.stderr)")
        }
        #expect(lines.count == 9 && lines.last?.contains("5 files could not be linted") == true, "\(r.stderr)")
        // The configuration can say to report them only.
        try "lint.unreadable = report\n".write(to: dir.appendingPathComponent(".typography"), atomically: true, encoding: .utf8)
        #expect(try runCLI(["lint", dir.path, "--strict"]).code == 1)
        #expect(!r.stderr.contains("\u{1B}") && !r.stdout.contains("\u{1B}"))
    }

    @Test func aNamedFileThatIsMissingIs66AfterTheOthersAreLinted() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "Text(\"a\").font(.system(size: 14))\n".write(to: dir.appendingPathComponent("ok.swift"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", dir.appendingPathComponent("ok.swift").path, dir.appendingPathComponent("gone.swift").path])
        #expect(r.code == 66 && r.stdout.contains("ok.swift:1:16") && r.stderr.contains("gone.swift: no such file"), "\(r.stdout)\(r.stderr)")
    }

    /// A named XML file libxml2 refuses is a data error (65) with one escaped line on standard
    /// error, even when libxml2's reason says "loop" (an entity loop is not a loop of links), and
    /// nothing of libxml2's own reaches the terminal.
    @Test func aMalformedXMLFileIs65WithOneLineFromUs() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n  <!ENTITY e0 \"xxxxxxxxxx\">\n"
        for k in 1..<9 { xml += "  <!ENTITY e\(k) \"" + String(repeating: "&e\(k - 1);", count: 10) + "\">\n" }
        xml += "]>\n<a x=\"&e8;\"/>\n"
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("res/layout"), withIntermediateDirectories: true)
        try xml.write(to: dir.appendingPathComponent("res/layout/bomb.xml"), atomically: true, encoding: .utf8)
        try "<a>\n<b\u{1B}[2J>\n</a>\n".write(to: dir.appendingPathComponent("res/layout/bad.xml"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "res/layout/bomb.xml", "res/layout/bad.xml"], currentDirectory: dir)
        #expect(r.code == 65, "\(r.stdout)\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("typography: res/layout/bomb.xml: not well-formed XML at line 13,") }, "\(r.stderr)")
        #expect(lines.contains { $0.hasPrefix("typography: res/layout/bad.xml: not well-formed XML at line 2,") }, "\(r.stderr)")
        #expect(!r.stderr.contains("\u{1B}"), "\(r.stderr)")
    }

    @Test func excludePlatformsOtherThanApplesAndAbsoluteDocsURL() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in [("app/a.css", ".a { font-size: 0.5rem; }\n"), ("vendor/b.css", ".b { font-size: 12px; }\n"),
                             ("app/T.kt", "val s = TextStyle(fontSize = 10.sp)\n")] {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // Vendored code left out; Compose judged by Material 3, CSS by no minimum.
        let android = try runCLI(["lint", ".", "--exclude", "vendor/**", "--platform", "android", "--strict"], currentDirectory: dir)
        #expect(android.code == 1 && android.stdout == "app/T.kt:1:30: warning: 10.sp is below the 11 sp minimum of Material 3's type scale (Label Small); use at least 11 sp [belowMinimumSize]\n2 files checked, 1 finding\n",
                "\(android.stdout)\(android.stderr)")
        // An Apple platform named: its minimum for every language.
        let ios = try runCLI(["lint", ".", "--exclude", "vendor", "--platform", "ios"], currentDirectory: dir)
        #expect(ios.stdout.contains("app/a.css:1:6: warning: font-size: 0.5rem is below the 11 pt minimum on iOS"), "\(ios.stdout)")
        #expect(try runCLI(["lint", ".", "--docs-url", "docs/lint/"], currentDirectory: dir).code == 64)
        let sarif = try runCLI(["lint", ".", "--format", "sarif", "--docs-url", "https://example.org/lint/"], currentDirectory: dir)
        #expect(sarif.stdout.contains("\"helpUri\" : \"https://example.org/lint/belowMinimumSize.md\""), "\(sarif.stdout)")
    }
}
