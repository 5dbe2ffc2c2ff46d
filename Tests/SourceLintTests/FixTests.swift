import Foundation
import SourceLint
import SwiftParser
import Testing
import TypeSystem

/// `--fix` in every language: lint, fix, parse, lint again (the finding is gone), fix again (no
/// change). Expected texts follow the published iOS Large sizes (HIG "Typography" ›
/// Specifications: Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17 Semibold,
/// Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11), CSS's 16 px
/// default root, and Android's sp unit.
@Suite("Source lint fixes")
struct FixTests {
    static func fixOnce(_ text: String, _ language: SourceLanguage, path: String) -> String {
        let findings = SourceLinter.lint(text: text, language: language, path: path).0
        return SourceFixer.fixed(text, language: language, findings: findings)?.text ?? text
    }

    static func notScaling(_ text: String, _ language: SourceLanguage, path: String) -> [SourceFinding] {
        SourceLinter.lint(text: text, language: language, path: path).0.filter { $0.rule == .textDoesNotScale && $0.level != .note }
    }

    @Test("a fix round trip: lint, fix, parse, lint again, fix again", arguments: [
        // SwiftUI: the style whose Large size is N; the weight kept where the style's differs.
        ("V.swift", SourceLanguage.swift, """
         import SwiftUI
         struct V: View {
             var body: some View {
                 VStack {
                     Text("a").font(.system(size: 17))
                     Text("b").font(.system(size: 28, weight: .bold))
                     Text("c").font(Font.system(size: 17, weight: .semibold))
                     Text("d").font(.system(size: 13, weight: .medium, design: .rounded))
                 }
             }
         }
         """, """
         import SwiftUI
         struct V: View {
             var body: some View {
                 VStack {
                     Text("a").font(.body)
                     Text("b").font(.title.weight(.bold))
                     Text("c").font(Font.headline)
                     Text("d").font(.system(.footnote, design: .rounded).weight(.medium))
                 }
             }
         }
         """),
        // UIKit: wrapped in UIFontMetrics with the nearest style; the label told to adjust.
        ("Cell.swift", .swift, """
         import UIKit
         final class Cell: UITableViewCell {
             let title = UILabel()
             func configure() {
                 title.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                 let serif = UIFont(name: "Georgia", size: 20)!
                 title.numberOfLines = 0
                 _ = serif
             }
         }
         """, """
         import UIKit
         final class Cell: UITableViewCell {
             let title = UILabel()
             func configure() {
                 title.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .semibold))
                 title.adjustsFontForContentSizeCategory = true
                 let serif = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont(name: "Georgia", size: 20)!)
                 title.numberOfLines = 0
                 _ = serif
             }
         }
         """),
        ("site.css", .css, """
         body { font-size: 1rem; }
         .small { font-size: 14px; }
         .tag { font: 600 12px/1.4 system-ui; margin: 8px; }
         """, """
         body { font-size: 1rem; }
         .small { font-size: 0.875rem; }
         .tag { font: 600 0.75rem/1.4 system-ui; margin: 8px; }
         """),
        ("res/layout/row.xml", .androidXML, """
         <?xml version="1.0" encoding="utf-8"?>
         <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="12dp">
             <TextView android:layout_width="wrap_content" android:textSize="12dp" />
             <TextView android:textSize="14px" android:padding="4dp" />
         </LinearLayout>
         """, """
         <?xml version="1.0" encoding="utf-8"?>
         <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="12dp">
             <TextView android:layout_width="wrap_content" android:textSize="12sp" />
             <TextView android:textSize="14sp" android:padding="4dp" />
         </LinearLayout>
         """),
        ("Row.kt", .kotlin, """
         fun bind(view: TextView) {
             view.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f)
         }
         @Composable fun Title() { Text("a", fontSize = 16.dp.toSp()) }
         """, """
         fun bind(view: TextView) {
             view.setTextSize(TypedValue.COMPLEX_UNIT_SP, 14f)
         }
         @Composable fun Title() { Text("a", fontSize = 16.sp) }
         """),
        ("main.dart", .dart, """
         Widget build(BuildContext context) {
           return MediaQuery(
             data: MediaQuery.of(context).copyWith(
               textScaler: TextScaler.noScaling,
             ),
             child: Text('a', textScaleFactor: 1.0),
           );
         }
         """, """
         Widget build(BuildContext context) {
           return MediaQuery(
             data: MediaQuery.of(context).copyWith(
             ),
             child: Text('a'),
           );
         }
         """),
    ])
    func roundTrip(path: String, language: SourceLanguage, before: String, after: String) throws {
        let found = Self.notScaling(before, language, path: path)
        #expect(!found.isEmpty)
        let fixed = Self.fixOnce(before, language, path: path)
        #expect(fixed == after)
        if language == .swift { #expect(!Parser.parse(source: fixed).hasError) }
        #expect(Self.notScaling(fixed, language, path: path).isEmpty, "\(Self.notScaling(fixed, language, path: path))")
        #expect(Self.fixOnce(fixed, language, path: path) == fixed)
    }

    /// What the readers' fuzzer found `--fix` leaving half done (fixing its result changed it
    /// again): two findings of one rule on a line are one finding (one per line per cause), so one
    /// pass fixed one of them; and `0px%` is not a px size to the CSS reader, but its fix took it
    /// for one and left the real size. `--fix` now fixes pass after pass until nothing changes.
    @Test("fixing the fixed text changes nothing", arguments: [
        ("a.dart", SourceLanguage.dart, "Row(children: [Text('a', textScaleFactor: 1.0), Text('b', textScaleFactor: 1.0)]);\n",
         "Row(children: [Text('a'), Text('b')]);\n"),
        ("a.css", .css, ".a { font-size: 12px; } .b { font-size: 14px; }\n", ".a { font-size: 0.75rem; } .b { font-size: 0.875rem; }\n"),
        ("a.css", .css, ".a { font: 0px%10px }\n", ".a { font: 0px%0.625rem }\n"),
        ("res/layout/a.xml", .androidXML, "<L><T android:textSize=\"12dp\"/><T android:textSize=\"13px\"/></L>\n",
         "<L><T android:textSize=\"12sp\"/><T android:textSize=\"13sp\"/></L>\n"),
        // The attribute's own value is fixed, not the one a comment before it shows.
        ("res/layout/b.xml", .androidXML, "<L><!--textSize=\"1dp\"--><TextView android:textSize=\"12dp\"/></L>\n",
         "<L><!--textSize=\"1dp\"--><TextView android:textSize=\"12sp\"/></L>\n"),
    ])
    func fixingTwiceChangesNothing(path: String, language: SourceLanguage, before: String, after: String) throws {
        let relint: (String) -> [SourceFinding] = { SourceLinter.lint(text: $0, language: language, path: path).0 }
        let once = try #require(SourceFixer.fixedToTheEnd(before, language: language, findings: relint(before), lint: relint))
        #expect(once.text == after)
        #expect(Self.notScaling(once.text, language, path: path).isEmpty)
        let twice = try #require(SourceFixer.fixedToTheEnd(once.text, language: language, findings: relint(once.text), lint: relint))
        #expect(twice.text == once.text)
        #expect(twice.fixed == 0)
    }

    /// What the readers' fuzzer found next: eleven `textScaleFactor: 1` in a row without commas,
    /// the last before `)`. Only the last was an argument to the reader (a value followed by `,`
    /// or `)`), and removing it made the one before it one, so ten passes of `--fix` left the
    /// eleventh. A label that does not follow `(` or `,` is not an argument, however long the row.
    @Test("a named argument without its commas is not one: no finding, nothing to fix", arguments: [1, 11, 40])
    func argumentsWithoutCommas(count: Int) {
        let row = Array(repeating: "textScaleFactor: 1", count: count).joined(separator: " ")
        let text = "Text('a', \(row))\n"
        let relint: (String) -> [SourceFinding] = { SourceLinter.lint(text: $0, language: .dart, path: "a.dart").0 }
        if count == 1 {
            // One is an argument, and its fix removes it.
            #expect(SourceFixer.fixedToTheEnd(text, language: .dart, findings: relint(text), lint: relint)?.text == "Text('a')\n")
        } else {
            #expect(Self.notScaling(text, .dart, path: "a.dart").isEmpty)
            let fixed = SourceFixer.fixedToTheEnd(text, language: .dart, findings: relint(text), lint: relint)
            #expect(fixed == nil || (fixed?.text == text && fixed?.fixed == 0))
        }
    }

    @Test("a SwiftUI size that no text style has at Large gets no fix")
    func noStyleNoFix() {
        let text = "import SwiftUI\nlet f = Font.system(size: 19)\n"
        let findings = SourceLinter.lint(text: text, language: .swift, path: "F.swift").0
        #expect(findings.contains { $0.rule == .textDoesNotScale })
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    /// The fix comes from the node the finding is made at: the 19 pt text's finding has no fix
    /// (no iOS style is 19 pt at Large), and the symbol's font beside it on the line, which the
    /// rule does not report (a font on an `Image` sizes a symbol), is not a fix to take instead.
    @Test("a fix edits only the place its finding names")
    func fixAtTheFindingsNode() throws {
        let text = """
            import SwiftUI
            let row = HStack { Image(systemName: "star").font(.system(size: 17)); Text("b").font(.system(size: 19)) }

            """
        let findings = SourceLinter.lint(text: text, language: .swift, path: "Row.swift").0.filter { $0.rule == .textDoesNotScale }
        #expect(findings.map(\.column) == [86])
        #expect(findings.allSatisfy { $0.fix == nil })
        #expect(SourceFixer.fixed(text, language: .swift, findings: findings)?.text == text)
    }

    /// A variable that another file uses as a font size is reported at its definition, with the
    /// rem that keeps its size (14 px / 16 = 0.875); the fix is made there, whatever the
    /// variable is called, since the finding names it and not its name.
    @Test("a style sheet variable reported at its definition is fixed there", arguments: [
        ("_tokens.scss", SourceLanguage.scss, "$caption: 14px;\n$gap: 14px;\n", "$caption", "$caption: 0.875rem;\n$gap: 14px;\n"),
        ("theme.less", .less, "@body: 14px;\n", "@body", "@body: 0.875rem;\n"),
        ("tokens.css", .css, ":root { --body: 14px; }\n", "--body", ":root { --body: 0.875rem; }\n"),
    ])
    func definitionFixed(path: String, language: SourceLanguage, text: String, name: String, fixed: String) throws {
        let findings = SourceLinter.lint(text: text, language: language, path: path, variablesUsedElsewhere: [name: "a.scss:3"]).0
        #expect(findings.contains { $0.rule == .textDoesNotScale && $0.line == 1 })
        #expect(SourceFixer.fixed(text, language: language, findings: findings)?.text == fixed)
    }

    /// A `textSize` taken from a `<dimen>` in dp is reported at the `textSize`, and neither it
    /// nor the dimension is rewritten: the dimension may size a margin too (docs/lint/fixes.md).
    @Test("a text size from a dp dimension is reported and left for the author")
    func dimensionNotFixed() throws {
        let text = """
            <resources xmlns:android="http://schemas.android.com/apk/res/android">
                <dimen name="caption">12dp</dimen>
                <style name="Caption"><item name="android:textSize">@dimen/caption</item></style>
            </resources>

            """
        let findings = SourceLinter.lint(text: text, language: .androidXML, path: "res/values/styles.xml").0
        #expect(findings.contains { $0.rule == .textDoesNotScale && $0.line == 3 })
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    /// A declaration whose size is on a line after its property: the finding is at the
    /// property, and its fix at the size, wherever the declaration puts it.
    @Test("a size on a declaration's later line is fixed")
    func sizeOnALaterLine() throws {
        let text = ".tag {\n  font: 600\n    12px/1.4 system-ui;\n}\n"
        let findings = SourceLinter.lint(text: text, language: .css, path: "a.css").0
        #expect(findings.contains { $0.rule == .textDoesNotScale && $0.line == 2 })
        #expect(SourceFixer.fixed(text, language: .css, findings: findings)?.text == ".tag {\n  font: 600\n    0.75rem/1.4 system-ui;\n}\n")
    }

    @Test("the iOS Large sizes come from the published table")
    func largeSizesFromTheTable() throws {
        let large = try #require(PublishedTables.iOSDynamicType.first { $0.category == .large })
        let body = try #require(large.styles.first { $0.style == .body })
        let text = "import SwiftUI\nlet f = Font.system(size: \(Int(body.pointSize)))\n"
        #expect(Self.fixOnce(text, .swift, path: "F.swift") == "import SwiftUI\nlet f = Font.body\n")
    }

    @Test("a fix's edit is a SARIF region: lines and columns of the replaced text")
    func editRegion() throws {
        let text = "p {\n  font-size: 14px;\n}\n"
        let findings = SourceLinter.lint(text: text, language: .css, path: "a.css").0
        let edit = try #require(findings.first?.fix?.edits.first)
        #expect((edit.startLine, edit.startColumn, edit.endLine, edit.endColumn, edit.replacement) == (2, 14, 2, 18, "0.875rem"))
    }
}

@Suite("Baselines and GitHub annotations")
struct BaselineTests {
    @Test("a baseline keeps its findings when lines move, and lets new ones through")
    func movedLines() throws {
        let before = "import SwiftUI\nlet a = Font.system(size: 14)\nlet b = Font.system(size: 15)\n"
        let baseline = LintBaseline(findings: SourceLinter.lint(text: before, language: .swift, path: "F.swift", relativePath: "F.swift").0)
        let decoded = try LintBaseline.decode(try baseline.encoded())
        #expect(decoded == baseline)
        // Lines added above, the two lines swapped, and one new finding.
        let after = "import SwiftUI\n\n// moved\nlet b = Font.system(size: 15)\nlet a = Font.system(size: 14)\nlet c = Font.system(size: 9)\n"
        let now = SourceLinter.lint(text: after, language: .swift, path: "F.swift", relativePath: "F.swift").0
        let (new, known) = decoded.filter(now)
        #expect(known == 2)
        #expect(!new.isEmpty && new.allSatisfy { $0.line == 6 }, "\(new)")
    }

    @Test("a baseline of another version is refused")
    func badVersion() {
        #expect(throws: BaselineError.self) { try LintBaseline.decode(Data(#"{"version": 3, "tool": "x", "findings": []}"#.utf8)) }
    }

    @Test("workflow commands are escaped as the Actions runner unescapes them", arguments: [
        // @actions/core's command.ts: escapeData replaces % \r \n; escapeProperty also : and ,.
        ("a%b\r\nc", "a%25b%0D%0Ac", "a%25b%0D%0Ac"),
        ("x:y,z", "x:y,z", "x%3Ay%2Cz"),
    ])
    func escaping(input: String, data: String, property: String) {
        #expect(SourceFinding.escapeData(input) == data)
        #expect(SourceFinding.escapeProperty(input) == property)
    }
}

@Suite("Source lint fixes over the fixture trees")
struct FixFixtureTreeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every source file of the lint's fixture trees: fixed once, a Swift file that parsed still
    /// parses, and a second fix changes nothing.
    @Test("fixes on every fixture file keep Swift parsing and are idempotent")
    func fixtureTrees() throws {
        var files: [(String, SourceLanguage)] = []
        for tree in ["lint-source", "lint-heldout"] {
            let dir = Self.root.appendingPathComponent(tree)
            let walker = FileManager.default.enumerator(atPath: dir.path)
            while let rel = walker?.nextObject() as? String {
                if let language = SourceLanguage(path: rel) { files.append((dir.appendingPathComponent(rel).path, language)) }
            }
        }
        #expect(files.count > 30)
        var fixedCount = 0
        for (path, language) in files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let findings = SourceLinter.lint(text: text, language: language, path: path).0
            guard let first = SourceFixer.fixed(text, language: language, findings: findings) else {
                Issue.record("\(path): the fix would not parse")
                continue
            }
            fixedCount += first.fixed
            if language == .swift, !Parser.parse(source: text).hasError { #expect(!Parser.parse(source: first.text).hasError, "\(path)") }
            let again = SourceLinter.lint(text: first.text, language: language, path: path).0
            #expect(SourceFixer.fixed(first.text, language: language, findings: again)?.text == first.text, "\(path)")
        }
        #expect(fixedCount > 10)
    }
}
