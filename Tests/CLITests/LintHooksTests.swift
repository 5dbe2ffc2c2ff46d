import Foundation
import Testing

/// The lint where teams hook it in, with the real tools: pre-commit's `try-repo` on a fixture
/// repository. (SwiftPM's plugins on a fixture package: scripts/check-lint-plugins.sh.)
@Suite("typography-lint's SwiftPM plugins and pre-commit hook")
struct LintHooksTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func tempDir() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-hooks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
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

    /// The environment pre-commit and git run in: a temporary HOME and pre-commit home, no
    /// system git configuration, the built typography-lint first on PATH.
    func hookEnvironment(_ dir: URL) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["PRE_COMMIT_HOME"] = dir.appendingPathComponent("pre-commit-home").path
        env["HOME"] = dir.path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        env["GIT_CONFIG_NOSYSTEM"] = "1"
        env["GIT_AUTHOR_NAME"] = "t"; env["GIT_AUTHOR_EMAIL"] = "t@example.com"
        env["GIT_COMMITTER_NAME"] = "t"; env["GIT_COMMITTER_EMAIL"] = "t@example.com"
        env["PATH"] = typographyExecutable().deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        return env
    }

    /// A git repository holding only this repository's `.pre-commit-hooks.yaml` (the hook runs the
    /// installed tool, so nothing else is needed), and its commit: what a consumer's
    /// `.pre-commit-config.yaml` names as `repo` and `rev`, with its own `args`.
    func hookRepository(in dir: URL, env: [String: String]) throws -> (url: URL, rev: String) {
        let hooks = dir.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repo.appendingPathComponent(".pre-commit-hooks.yaml"),
                                         to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
        for args in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "hooks"]] {
            let r = try runProgramIn(hooks, "/usr/bin/env", ["git"] + args, environment: env)
            #expect(r.code == 0, "git \(args): \(r.stderr)")
        }
        let rev = try runProgramIn(hooks, "/usr/bin/env", ["git", "rev-parse", "HEAD"], environment: env)
        return (hooks, rev.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("pre-commit with --strict --baseline: commits with only baselined findings pass, a new finding fails")
    func preCommitWithBaseline() throws {
        let preCommit = Self.repo.appendingPathComponent(".build/venv/bin/pre-commit").path
        try #require(FileManager.default.isExecutableFile(atPath: preCommit), "no \(preCommit): run scripts/setup.sh")
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let env = hookEnvironment(dir)
        let hooks = try hookRepository(in: dir, env: env)
        let work = dir.appendingPathComponent("app")
        let fm = FileManager.default
        for folder in ["Sources/App", "styles", "Generated"] {
            try fm.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws {
            try text.write(to: work.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        func git(_ args: [String]) throws -> CLIResult { try runProgramIn(work, "/usr/bin/env", ["git"] + args, environment: env) }
        let row = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"a\").font(.system(size: 17)) }\n}\n"
        try write(row, "Sources/App/Row.swift")
        // A Less variable defined in one file and used as a font size in another: reported at
        // its definition.
        try write("@small: 11px;\n", "styles/vars.less")
        try write("@import \"vars\";\n.note { font-size: @small; }\n", "styles/page.less")
        // The repository's configuration leaves generated code out, also when the hook names it.
        try write("lint.exclude = Generated/**\n", ".typography")
        try write("import SwiftUI\nlet f = Font.system(size: 9)\n", "Generated/Strings.swift")
        try write("""
            repos:
              - repo: \(hooks.url.path)
                rev: \(hooks.rev)
                hooks:
                  - id: typography-lint
                    args: [--strict, --baseline, lint-baseline.json]

            """, ".pre-commit-config.yaml")
        #expect(try git(["init", "-q"]).code == 0)
        let baseline = try runProgramIn(work, typographyExecutable().deletingLastPathComponent().appendingPathComponent("typography-lint").path,
                                        ["--write-baseline", "lint-baseline.json", "."], environment: env)
        #expect(baseline.stdout == "wrote 2 findings to lint-baseline.json\n", "\(baseline.stdout)\(baseline.stderr)")
        let install = try runProgramIn(work, preCommit, ["install"], environment: env)
        #expect(install.code == 0, "\(install.stdout)\(install.stderr)")

        // Every file staged, each finding in the baseline (or in an excluded file): it passes.
        #expect(try git(["add", "-A"]).code == 0)
        let first = try git(["commit", "-q", "-m", "first"])
        #expect(first.code == 0, "\(first.stdout)\(first.stderr)")
        // One file with a baselined finding, moved down by a new line: it passes.
        try write("// The feed's row.\n" + row, "Sources/App/Row.swift")
        #expect(try git(["add", "Sources/App/Row.swift"]).code == 0)
        let second = try git(["commit", "-q", "-m", "second"])
        #expect(second.code == 0, "\(second.stdout)\(second.stderr)")
        // The variable made smaller, staged alone: a new finding, paired with its use in a file
        // that is not staged. The commit fails and is not made.
        try write("@small: 10px;\n", "styles/vars.less")
        #expect(try git(["add", "styles/vars.less"]).code == 0)
        let third = try git(["commit", "-q", "-m", "third"])
        #expect(third.code != 0, "\(third.stdout)\(third.stderr)")
        #expect((third.stdout + third.stderr).contains("styles/vars.less:1:"), "\(third.stdout)\(third.stderr)")
        let log = try git(["rev-list", "--count", "HEAD"])
        #expect(log.stdout == "2\n", "\(log.stdout)")
    }
}
