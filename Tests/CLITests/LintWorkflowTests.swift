import Foundation
import Testing

/// The lint where teams run it: its own executable behind `typography lint`, `--fix`, baselines,
/// `--format github`, `--strict` and SARIF fixes, run as a user runs them.
@Suite("typography lint in a team's workflow")
struct LintWorkflowTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-wf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let view = """
        import SwiftUI
        struct V: View {
            var body: some View { Text("a").font(.system(size: 17)) }
        }

        """

    @Test("typography never depends on the lint or swift-syntax; typography-lint does")
    func typographyDoesNotBuildSwiftSyntax() throws {
        // A scratch folder of its own: `swift test` holds the package's own build folder's lock.
        let scratch = try tempDir()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let r = try runProgram("/usr/bin/env", ["swift", "package", "--package-path", Self.repo.path, "--scratch-path", scratch.path, "dump-package"],
                               environment: ProcessInfo.processInfo.environment)
        #expect(r.code == 0, "\(r.stderr)")
        let package = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        var deps: [String: [String]] = [:]
        for t in targets {
            guard let name = t["name"] as? String else { continue }
            deps[name] = ((t["dependencies"] as? [[String: Any]]) ?? []).compactMap { d in
                ((d["byName"] ?? d["target"] ?? d["product"]) as? [Any])?.first as? String
            }
        }
        func closure(_ root: String) -> Set<String> {
            var seen: Set<String> = []
            var stack = [root]
            while let n = stack.popLast() { for d in deps[n] ?? [] where seen.insert(d).inserted { stack.append(d) } }
            return seen
        }
        let tool = closure("TypographyCLI")
        #expect(!tool.contains("SourceLint") && !tool.contains("SwiftSyntax") && !tool.contains("SwiftParser"), "\(tool.sorted())")
        #expect(closure("TypographyLintCLI").contains("SwiftParser"))
        let products = try #require(package["products"] as? [[String: Any]])
        #expect(products.contains { $0["name"] as? String == "typography-lint" })
    }

    @Test("typography lint runs typography-lint: the same output, exit status and help")
    func forwardsToTheLintExecutable() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.view.write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let viaTypography = try runCLI(["lint", "--strict", "."], currentDirectory: dir)
        let lint = typographyExecutable().deletingLastPathComponent().appendingPathComponent("typography-lint")
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let direct = try runProgramIn(dir, lint.path, ["--strict", "."], environment: sandbox.env)
        #expect(viaTypography.code == 1 && direct.code == 1)
        #expect(viaTypography.stdout == direct.stdout && viaTypography.stdout.contains("[textDoesNotScale]"), "\(viaTypography.stdout)")
        let help = try runCLI(["lint", "--help"])
        #expect(help.code == 0 && help.stdout.contains("--fix") && help.stdout.contains("--baseline"), "\(help.stdout)")
        // Standard input reaches it too (a list of usages on -).
        let usages = try runCLI(["lint", "-"], stdin: #"[{"platform":"watchos","pointSize":11}]"#)
        #expect(usages.code == 1, "\(usages.stdout)\(usages.stderr)")
    }

    @Test("typography lint without typography-lint installed: one line, exit 69")
    func missingLintExecutable() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("typography")
        try FileManager.default.copyItem(at: typographyExecutable(), to: copy)
        var env = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: env.root) }
        env.env["PATH"] = dir.appendingPathComponent("empty").path
        let r = try runProgram(copy.path, ["lint", "."], environment: env.env)
        #expect(r.code == 69)
        #expect(r.stderr.hasPrefix("typography: lint: typography-lint is not installed") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
    }

    @Test("--fix rewrites in place, the lint then finds nothing, and a second --fix changes nothing")
    func fixInPlace() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("V.swift")
        try Self.view.write(to: file, atomically: true, encoding: .utf8)
        let css = dir.appendingPathComponent("site.css")
        try "p { font-size: 14px; }\n".write(to: css, atomically: true, encoding: .utf8)
        let first = try runCLI(["lint", "--fix", "--strict", "."], currentDirectory: dir)
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.hasPrefix("fixed 2 findings in 2 files\n"), "\(first.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.view.replacingOccurrences(of: ".system(size: 17)", with: ".body"))
        #expect(try String(contentsOf: css, encoding: .utf8) == "p { font-size: 0.875rem; }\n")
        let second = try runCLI(["lint", "--fix", "--strict", "."], currentDirectory: dir)
        #expect(second.code == 0 && second.stdout.hasPrefix("fixed 0 findings in 0 files\n"), "\(second.stdout)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(leftovers == ["V.swift", "site.css"])
    }

    @Test("warnings fail the run only with --strict; errors always")
    func strict() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.view.write(to: dir.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        #expect(try runCLI(["lint", "."], currentDirectory: dir).code == 0)
        #expect(try runCLI(["lint", "--strict", "."], currentDirectory: dir).code == 1)
        try "lint.textDoesNotScale = error\n".write(to: dir.appendingPathComponent(".typography"), atomically: true, encoding: .utf8)
        #expect(try runCLI(["lint", "."], currentDirectory: dir).code == 1)
    }

    @Test("--format github prints one workflow command per finding")
    func githubFormat() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.view.write(to: dir.appendingPathComponent("V, 1.swift"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--format", "github", "."], currentDirectory: dir)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stdout)")
        // The comma in the file name is escaped (%2C) in the property, as the runner requires.
        #expect(lines.first?.hasPrefix("::warning file=V%2C 1.swift,line=3,col=") == true, "\(r.stdout)")
        #expect(lines.first?.contains(",title=typography-lint textDoesNotScale::") == true, "\(r.stdout)")
    }

    @Test("a baseline written once hides those findings after lines move; a new finding is reported")
    func baselineWithMovedLines() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("V.swift")
        try Self.view.write(to: file, atomically: true, encoding: .utf8)
        let base = dir.appendingPathComponent("lint-baseline.json").path
        let w = try runCLI(["lint", "--write-baseline", base, "V.swift"], currentDirectory: dir)
        #expect(w.code == 0 && w.stdout == "wrote 1 finding to \(base)\n", "\(w.stdout)\(w.stderr)")
        let moved = "// a header\n\n" + Self.view + "let small = Font.system(size: 9)\n"
        try moved.write(to: file, atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--strict", "--baseline", base, "V.swift"], currentDirectory: dir)
        #expect(r.code == 1)
        #expect(r.stdout.hasPrefix("V.swift:7:") && !r.stdout.contains("V.swift:5:"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("(1 in the baseline)\n"), "\(r.stdout)")
        let bad = dir.appendingPathComponent("bad.json")
        try "{}".write(to: bad, atomically: true, encoding: .utf8)
        let e = try runCLI(["lint", "--baseline", bad.path, "V.swift"], currentDirectory: dir)
        #expect(e.code == 65 && e.stderr.contains("bad.json"), "\(e.stderr)")
    }

    @Test("SARIF results carry fixes: the region deleted and the text inserted")
    func sarifFixes() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "p {\n  font-size: 14px;\n}\n".write(to: dir.appendingPathComponent("a.css"), atomically: true, encoding: .utf8)
        let r = try runCLI(["lint", "--format", "sarif", "."], currentDirectory: dir)
        let log = try #require(try r.json() as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "a.css")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(region == ["startLine": 2, "startColumn": 14, "endLine": 2, "endColumn": 18])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "0.875rem")
    }
}

/// Runs `path args` in `dir` with `environment`.
func runProgramIn(_ dir: URL, _ path: String, _ args: [String], environment: [String: String]) throws -> CLIResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    p.environment = environment
    p.currentDirectoryURL = dir
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    let errHandle = err.fileHandleForReading
    DispatchQueue.global().async { errBox.data = errHandle.readDataToEndOfFile(); group.leave() }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    p.waitUntilExit()
    return CLIResult(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: errBox.data, as: UTF8.self))
}
