import Foundation
import SourceLint
import Testing
import TypeSystem

/// The repository's folder of fixtures.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

/// `PATH:LINE RULE` lines of an expected-findings file (comments and blank lines skipped).
func expectedFindings(_ url: URL) throws -> Set<String> {
    let text = try String(contentsOf: url, encoding: .utf8)
    return Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
}

/// Findings as `PATH:LINE RULE`, paths relative to `root`.
func keys(_ findings: [SourceFinding], root: String) -> Set<String> {
    Set(findings.map { f in
        let p = f.path.hasPrefix(root + "/") ? String(f.path.dropFirst(root.count + 1)) : f.path
        return "\(p):\(f.line) \(f.rule.rawValue)"
    })
}

@Suite("Source lint: the fixture tree of real views, stylesheets and layouts")
struct FixtureTreeTests {
    @Test func everyExpectedFindingAndNothingElse() throws {
        let root = fixtures.appendingPathComponent("lint-source").path
        let report = try SourceLinter.lint(paths: [root], options: SourceLintOptions(platform: nil))
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.filesChecked == 11)
        let got = keys(report.findings, root: root)
        let want = try expectedFindings(fixtures.appendingPathComponent("lint-source/expected.txt"))
        #expect(got.subtracting(want).sorted() == [], "unexpected findings")
        #expect(want.subtracting(got).sorted() == [], "missed findings")
    }

    @Test("each language's files are read with their reader", arguments: [
        ("swiftui/ArticleRow.swift", SourceLanguage.swift), ("web/site.css", .css), ("web/theme.scss", .scss),
        ("compose/InboxScreen.kt", .kotlin), ("flutter/message_tile.dart", .dart),
        ("android/res/layout/item_message.xml", .androidXML),
    ])
    func languageByExtension(path: String, language: SourceLanguage) {
        #expect(SourceLanguage(path: path) == language)
    }

    @Test func xmlOutsideResIsNotAndroid() {
        #expect(SourceLanguage(path: "docs/feed.xml") == nil)
        #expect(SourceLanguage(path: "app/src/main/res/layout/a.xml") == .androidXML)
    }

    @Test func theRootSizeInPixelsIsAnError() throws {
        let root = fixtures.appendingPathComponent("lint-source").path
        let report = try SourceLinter.lint(paths: [root + "/web/site.css"], options: SourceLintOptions())
        let html = report.findings.first { $0.line == 3 }
        #expect(html?.level == .error)
        #expect(html?.message.contains("14px") == true && html?.message.contains("0.875rem") == true, "\(html?.message ?? "")")
        #expect(report.findings.filter { $0.line != 3 }.allSatisfy { $0.level != .error })
    }
}

/// The pre-commit hook names the files the lint reads, and only those: its `files` pattern
/// (Python's `re.search`, which ICU's syntax shares for this pattern) agrees with the readers'
/// own choice of files.
@Suite("Source lint: the pre-commit hook's files")
struct PreCommitHookFilesTests {
    static let hooks = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".pre-commit-hooks.yaml")

    @Test("the hook's files pattern matches exactly what the lint reads", arguments: [
        "App/View.swift", "web/site.css", "web/_theme.scss", "web/theme.less", "app/Main.kt", "build.gradle.kts",
        "app/src/main/java/Main.java", "lib/main.dart", "app/src/main/res/layout/main.xml", "App/VIEW.SWIFT", "web/Site.LESS",
        "web/app.js", "docs/feed.xml", "data/usages.json", "App/View.m", "web/site.sass", "web/site.styl", "README.md",
    ])
    func hookFilesMatchTheReaders(path: String) throws {
        let text = try String(contentsOf: Self.hooks, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("files:") })
        let quoted = try #require(line.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first)
        let re = try NSRegularExpression(pattern: String(quoted))
        let matched = re.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        #expect(matched == (SourceLanguage(path: path) != nil), "\(path): the hook \(matched ? "names" : "leaves out") it")
        #expect(text.contains("require_serial: true"))
    }
}
