import Foundation
import SourceLint
import Testing
import TypeSystem

/// Lints `text` and returns `LINE RULE LEVEL` for each finding.
func lintLevels(_ text: String, _ language: SourceLanguage, platform: Platform? = nil) -> [String] {
    SourceLinter.lint(text: text, language: language, path: "File", platform: platform).0
        .map { "\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" }.sorted()
}

/// A folder of files for one test, removed when the test ends.
final class TempTree {
    let root: URL
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

/// The patterns that real apps showed to be reported wrongly (written from the patterns, each
/// with the case that must still be reported beside it).
@Suite("Source lint on real code: scaled sizes, data flow, placeholders, platforms, inputs")
struct RealCodeTests {
    // MARK: Sizes that scale

    @Test("a size scaled inline or by a @ScaledMetric is not a finding", arguments: [
        ("""
         struct Row: View {
             var body: some View {
                 Text("a").font(.system(size: UIFontMetrics.default.scaledValue(for: 13)))
                 Text("b").font(.system(size: UIFontMetrics(forTextStyle: .body).scaledValue(for: 15), weight: .semibold))
                 Text("c").font(.system(size: 13))
             }
         }
         """, ["5 textDoesNotScale warning"]),
        // The @ScaledMetric is declared after the view that uses it.
        ("""
         struct Row: View {
             var body: some View { Text("a").font(.system(size: iconSize)) }
             @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 17
         }
         """, []),
        ("""
         import UIKit
         let scaled = UIFontMetrics.default.scaledValue(for: 15)
         let a = UIFont.systemFont(ofSize: scaled)
         """, []),
    ])
    func scaledSizes(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    // MARK: Data flow within a file

    @Test("a size followed through lets, parameters and returns", arguments: [
        // A helper called only with scaled values: nothing to report.
        ("""
         extension Font {
             static func customFont(size: CGFloat, weight: Font.Weight = .regular) -> Font {
                 .system(size: size, weight: weight, design: .rounded)
             }
         }
         let title = Font.customFont(size: UIFontMetrics.default.scaledValue(for: 22))
         let body = Font.customFont(size: UIFontMetrics.default.scaledValue(for: 17), weight: .medium)
         """, [String]()),
        // The same helper with one call that passes a literal: reported at the font.
        ("""
         func customFont(size: CGFloat) -> Font {
             .system(size: size, design: .rounded)
         }
         let title = customFont(size: UIFontMetrics.default.scaledValue(for: 22))
         let caption = customFont(size: 12)
         """, ["2 textDoesNotScale warning"]),
        // A let, and a function's return.
        ("""
         func badgeSize() -> CGFloat { return 9 }
         struct Badge: View {
             var body: some View {
                 let size: CGFloat = 15
                 Text("a").font(.system(size: size))
                 Text("b").font(.system(size: badgeSize()))
             }
         }
         """, ["5 textDoesNotScale warning", "6 belowMinimumSize warning", "6 textDoesNotScale warning"]),
        // A parameter of a function the file never calls, and a property of another type: notes.
        ("""
         public func label(size: CGFloat) -> UIFont {
             UIFont.systemFont(ofSize: size)
         }
         let f = Font.system(size: Theme.shared.bodySize)
         """, ["2 textDoesNotScale note", "4 textDoesNotScale note"]),
        // A local scaled value in one function does not leak into another's literal of the same name.
        ("""
         func a() -> Font { let size = UIFontMetrics.default.scaledValue(for: 12); return .system(size: size) }
         func b() -> Font { let size: CGFloat = 12; return .system(size: size) }
         """, ["2 textDoesNotScale warning"]),
    ])
    func dataFlow(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    @Test func anUntracedSizeSaysItIsNotALiteral() {
        let (findings, _) = SourceLinter.lint(text: "func f(size: CGFloat) -> Font { .system(size: size) }", language: .swift, path: "F.swift")
        #expect(findings.count == 1)
        #expect(findings.first?.level == .note)
        #expect(findings.first?.message.contains("not a literal; make sure it scales") == true, "\(findings.first?.message ?? "")")
    }

    // MARK: Placeholders

    @Test("sizes below 4 pt are placeholders: no finding", arguments: [
        ("let f = UIFont(name: \"OpenDyslexic\", size: 1)", SourceLanguage.swift),
        // Resized later to a size that scales (a literal there is a fixed size: FifthAuditTests).
        ("let f = UIFont(name: \"OpenDyslexic-Bold\", size: 1)?.withSize(UIFontMetrics.default.scaledValue(for: 17))", .swift),
        (".hidden { font-size: 0; }\n.gone { font-size: 0px; }", .css),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"1dp\" />", .androidXML),
    ])
    func placeholders(source: String, language: SourceLanguage) {
        #expect(lintLevels(source, language) == [])
    }

    // MARK: Each platform's own minimum

    @Test("Android and Compose by Material 3's smallest role (11 sp), CSS and Flutter by none", arguments: [
        ("val s = TextStyle(fontSize = 10.sp)", SourceLanguage.kotlin, true),
        ("val s = TextStyle(fontSize = 11.sp)", .kotlin, false),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"10sp\" />", .androidXML, true),
        (".note { font-size: 0.625rem; }", .css, false),
        ("final s = TextStyle(fontSize: 10);", .dart, false),
    ])
    func platformMinimums(source: String, language: SourceLanguage, flagged: Bool) {
        let (findings, _) = SourceLinter.lint(text: source, language: language, path: "File")
        let below = findings.filter { $0.rule == .belowMinimumSize }
        #expect(below.isEmpty == !flagged, "\(findings.map(\.message))")
        for f in below {
            #expect(f.message.contains("Material 3") && !f.message.contains("iOS"), "\(f.message)")
        }
    }

    @Test func anApplePlatformNamedAppliesItsMinimumToCSS() {
        let got = lintLevels(".note { font-size: 0.625rem; }", .css, platform: .iOS)
        #expect(got == ["1 belowMinimumSize warning"])
    }

    @Test("--platform takes every platform the rules know", arguments: ["android", "compose", "flutter", "web", "ios", "watchos"])
    func everyPlatformName(name: String) throws {
        let p = try LintPlatform(name: name)
        #expect((p.apple != nil) == ["ios", "watchos"].contains(name))
    }

    // MARK: maximumPointSize

    @Test("a maximumPointSize below what the font reaches at AX1 is a cap", arguments: [
        // 22 pt Body-relative reaches 22 × 28/17 ≈ 36.2 pt at AX1 (iOS Dynamic Type table).
        ("let f = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 22), maximumPointSize: 20)", true),
        ("let base = UIFont.systemFont(ofSize: 22)\nlet f = UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 30)", true),
        ("let f = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 22), maximumPointSize: 40)", false),
        ("let f = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))", false),
    ])
    func maximumPointSize(source: String, flagged: Bool) {
        let (findings, _) = SourceLinter.lint(text: source, language: .swift, path: "File")
        #expect(findings.contains { $0.rule == .dynamicTypeCapped } == flagged, "\(findings.map(\.message))")
    }

    // MARK: Android XML

    @Test func validXMLWithProcessingInstructionsIsRead() {
        let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <?xml-stylesheet type="text/xsl" href="layout.xsl"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
            <?editor fold="true"?>
            <TextView android:textSize="12dp" />
        </LinearLayout>
        """
        let (findings, problem) = SourceLinter.lint(text: xml, language: .androidXML, path: "res/layout/a.xml")
        #expect(problem == nil)
        #expect(findings.map { "\($0.line) \($0.rule.rawValue)" } == ["5 textDoesNotScale"])
    }

    @Test func androidLintsSpUsageSuppressionCounts() {
        let xml = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">
            <TextView android:textSize="14dp" tools:ignore="SpUsage" />
            <FrameLayout tools:ignore="ContentDescription,SpUsage">
                <TextView android:textSize="16dp" />
            </FrameLayout>
            <TextView android:textSize="15dp" />
        </LinearLayout>
        """
        #expect(lintLevels(xml, .androidXML) == ["7 textDoesNotScale warning"])
    }

    // MARK: Java

    @Test func javaIsReadAsKotlinsViewsAre() {
        let java = """
        class Holder {
            void bind(TextView title, Resources res) {
                title.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 12);
                title.setTextSize(TypedValue.COMPLEX_UNIT_SP, 12);
                title.setTextSize(TypedValue.COMPLEX_UNIT_PX, res.getDimension(R.dimen.title));
            }
        }
        """
        #expect(SourceLanguage(path: "app/src/main/java/Holder.java") == .java)
        #expect(lintLevels(java, .java) == ["3 textDoesNotScale warning", "5 textDoesNotScale note"])
    }

    // MARK: Inputs: exclusions, links, unreadable files

    @Test func excludeGlobsConfigAndGitignoreLeaveFilesOut() throws {
        let tree = try TempTree()
        try tree.write("site.css", ".a { font-size: 12px; }\n")
        try tree.write("vendor/lib.css", ".b { font-size: 12px; }\n")
        try tree.write("dist/app.min.css", ".c { font-size: 12px; }\n")
        try tree.write("build/gen.css", ".d { font-size: 12px; }\n")
        try tree.write("gen.css", ".e { font-size: 12px; }\n")
        try tree.write("sub/gen.css", ".f { font-size: 12px; }\n")
        try tree.write(".gitignore", "# generated\nbuild/\n/gen.css\n")
        try tree.write(".typography", "lint.exclude = **/*.min.css\n")
        var options = SourceLintOptions()
        options.exclude = ["vendor/**"]
        let report = try SourceLinter.lint(paths: [tree.root.path], options: options)
        // `/gen.css` is anchored to the .gitignore's folder: sub/gen.css stays.
        #expect(keys(report.findings, root: tree.root.path) == ["site.css:1 textDoesNotScale", "sub/gen.css:1 textDoesNotScale"])
        #expect(report.filesChecked == 2)
    }

    @Test func aLinkToASiblingFolderIsNotALoop() throws {
        let tree = try TempTree()
        try tree.write("res/values-he/strings.xml", "<resources><dimen name=\"a\">12dp</dimen></resources>\n")
        try FileManager.default.createSymbolicLink(atPath: tree.root.path + "/res/values-iw", withDestinationPath: "values-he")
        try FileManager.default.createSymbolicLink(atPath: tree.root.path + "/res/loop", withDestinationPath: "..")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(report.problems.map(\.path) == [tree.root.path + "/res/loop"], "\(report.problems)")
        #expect(report.problems.allSatisfy { !$0.unreadable })
        #expect(!report.failsForProblems)
        #expect(report.filesChecked == 1)
    }

    @Test func anUnreadableFileFailsTheRunUnlessTheConfigSaysReport() throws {
        let tree = try TempTree()
        try tree.write("a.css", Data([0x2E, 0x61, 0x7B, 0xFF, 0xFE, 0x7D]))
        try tree.write("res/layout/b.xml", "<LinearLayout><TextView></LinearLayout>")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(report.problems.count == 2)
        #expect(report.failsForProblems)
        try tree.write(".typography", "lint.unreadable = report\n")
        let reported = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(reported.problems.count == 2)
        #expect(!reported.failsForProblems)
    }

    @Test func styleVariablesAreFollowedAcrossFilesAndReportedAtTheDefinition() throws {
        let tree = try TempTree()
        try tree.write("scss/_variables.scss", "$body-font-size: 14px !default;\n$lead-font-size: 1.25rem;\n")
        try tree.write("scss/main.scss", "@use \"variables\" as *;\n.body { font-size: $body-font-size; }\n.lead { font-size: $lead-font-size; }\n")
        try tree.write("css/tokens.css", ":root {\n  --caption-size: 12px;\n}\n")
        try tree.write("css/site.css", "@import \"tokens.css\";\n.caption { font-size: var(--caption-size); }\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["scss/_variables.scss:1 textDoesNotScale", "css/tokens.css:2 textDoesNotScale"])
        let message = report.findings.first { $0.path.hasSuffix("_variables.scss") }?.message ?? ""
        #expect(message.contains("scss/main.scss:2") && message.contains("0.875rem"), "\(message)")
    }

    @Test func globstarStandsForWholeFolders() throws {
        let tree = try TempTree()
        try tree.write("web/ab.css", ".a { font-size: 12px; }\n")
        try tree.write("web/b.css", ".b { font-size: 12px; }\n")
        var options = SourceLintOptions()
        options.exclude = ["**/b.css"]
        let report = try SourceLinter.lint(paths: [tree.root.path], options: options)
        #expect(keys(report.findings, root: tree.root.path) == ["web/ab.css:1 textDoesNotScale"])
    }

    // MARK: SARIF

    @Test func sarifHasNoRelativeHelpUriAndNamesUnreadFiles() throws {
        let finding = SourceFinding(path: "a.css", line: 1, column: 1, rule: .textDoesNotScale, level: .warning, message: "m", platform: .iOS)
        let problem = SourceProblem(path: "b.css", reason: "not UTF-8 (an invalid byte at offset 3); skipped", named: false)
        func json(_ base: String?) throws -> [String: Any] {
            let log = SARIFLog(findings: [finding], toolVersion: "0", helpBase: base, rootURI: nil, relativePath: { $0 },
                               problems: [problem])
            let data = try JSONEncoder().encode(log)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        func rules(_ log: [String: Any]) -> [[String: Any]] {
            let run = (log["runs"] as? [[String: Any]])?.first
            return ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        }
        let without = try json(nil)
        #expect(!rules(without).isEmpty)
        #expect(rules(without).allSatisfy { $0["helpUri"] == nil })
        let with = try json("https://example.org/docs/lint/")
        #expect(rules(with).first?["helpUri"] as? String == "https://example.org/docs/lint/textDoesNotScale.md")
        let invocation = ((without["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first
        #expect(invocation?["executionSuccessful"] as? Bool == false)
        let notes = invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? []
        #expect(notes.count == 1)
        #expect((notes.first?["message"] as? [String: Any])?["text"] as? String == "b.css: not UTF-8 (an invalid byte at offset 3); skipped")
    }
}
