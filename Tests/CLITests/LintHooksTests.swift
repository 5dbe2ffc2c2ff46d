import Foundation
import Testing

/// The lint where teams hook it in, with the real tools: SwiftPM's plugins on a fixture package
/// and pre-commit's `try-repo` on a fixture repository.
@Suite("typography-lint's SwiftPM plugins and pre-commit hook")
struct LintHooksTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-hooks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// One test on purpose: the fixture package builds swift-syntax and typography-lint once (into
    /// `.build/lint-plugin-fixture`, kept between runs), then both plugins run. That build is a
    /// second one of swift-syntax (a package of its own cannot share this one's products), minutes
    /// on a fresh clone, so the test runs only when `TYPOGRAPHY_PLUGIN_TESTS=1` (CI sets it).
    @Test("the build-tool plugin's findings are build warnings; the command plugin lints the package",
          .enabled(if: ProcessInfo.processInfo.environment["TYPOGRAPHY_PLUGIN_TESTS"] == "1",
                   "set TYPOGRAPHY_PLUGIN_TESTS=1: the fixture package builds swift-syntax again"))
    func swiftPMPlugins() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixture = Self.repo.appendingPathComponent("Tests/Fixtures/lint-plugin-package")
        let package = dir.appendingPathComponent("fixture")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Sources/Views"), to: package.appendingPathComponent("Sources/Views"))
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift.in"), encoding: .utf8)
            .replacingOccurrences(of: "@TYPOGRAPHY@", with: Self.repo.path)
        try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scratch = Self.repo.appendingPathComponent(".build/lint-plugin-fixture").path
        let env = ProcessInfo.processInfo.environment
        let build = try runProgram("/usr/bin/env", ["swift", "build", "--package-path", package.path, "--scratch-path", scratch], environment: env)
        let source = package.appendingPathComponent("Sources/Views/Views.swift").path
        #expect(build.code == 0, "\(build.stdout)\(build.stderr)")
        // The compiler's own form: the build shows it as a warning.
        let warning = "\(source):4:22: warning: "
        #expect((build.stdout + build.stderr).contains(warning), "\(build.stdout)\(build.stderr)")
        #expect((build.stdout + build.stderr).contains("[textDoesNotScale]"))

        let lint = try runProgram("/usr/bin/env", ["swift", "package", "--package-path", package.path, "--scratch-path", scratch,
                                                   "lint-typography", "--strict"], environment: env)
        #expect(lint.code != 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("Views.swift:4:22: warning: ") && lint.stdout.contains("1 file checked, 1 finding"), "\(lint.stdout)\(lint.stderr)")
        let clean = try runProgram("/usr/bin/env", ["swift", "package", "--package-path", package.path, "--scratch-path", scratch,
                                                    "lint-typography"], environment: env)
        #expect(clean.code == 0, "\(clean.stdout)\(clean.stderr)")
    }

    @Test("pre-commit try-repo runs the hook: it fails on a fixed size, passes on a text style")
    func preCommitHook() throws {
        // scripts/setup.sh installs pre-commit in the build folder's virtual environment.
        let preCommit = Self.repo.appendingPathComponent(".build/venv/bin/pre-commit").path
        try #require(FileManager.default.isExecutableFile(atPath: preCommit), "no \(preCommit): run scripts/setup.sh")
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let work = dir.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var env = ProcessInfo.processInfo.environment
        env["PRE_COMMIT_HOME"] = dir.appendingPathComponent("pre-commit-home").path
        env["HOME"] = dir.path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_AUTHOR_NAME"] = "t"; env["GIT_AUTHOR_EMAIL"] = "t@example.com"
        env["GIT_COMMITTER_NAME"] = "t"; env["GIT_COMMITTER_EMAIL"] = "t@example.com"
        // The hook runs the installed typography-lint: the built one.
        env["PATH"] = typographyExecutable().deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        func git(_ args: [String]) throws {
            let r = try runProgramIn(work, "/usr/bin/env", ["git"] + args, environment: env)
            #expect(r.code == 0, "git \(args): \(r.stderr)")
        }
        try git(["init", "-q"])
        try "import SwiftUI\nlet f = Font.system(size: 14)\n".write(to: work.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        try "notes\n".write(to: work.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        try git(["add", "."])
        let failing = try runProgramIn(work, preCommit, ["try-repo", Self.repo.path, "typography-lint", "--all-files"], environment: env)
        #expect(failing.code == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("V.swift:2:9: warning: ") && failing.stdout.contains("[textDoesNotScale]"), "\(failing.stdout)")
        try "import SwiftUI\nlet f = Font.subheadline\n".write(to: work.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        try git(["add", "."])
        let passing = try runProgramIn(work, preCommit, ["try-repo", Self.repo.path, "typography-lint", "--all-files"], environment: env)
        #expect(passing.code == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.contains("Passed"), "\(passing.stdout)")
    }
}
