import Foundation
import SourceLint
import Testing

/// `LINE:COLUMN RULE` of each finding in an Android layout, and the file's problem.
private func lintXML(_ xml: String) -> ([String], String?) {
    let (findings, problem) = SourceLinter.lint(text: xml, language: .androidXML, path: "res/layout/a.xml")
    return (findings.map { "\($0.line):\($0.column) \($0.rule.rawValue)" }, problem)
}

private let layoutOpen = "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"

/// The Android XML reader over libxml2: exact positions, processing instructions read as XML
/// reads them, malformed files reported, entities never expanded.
@Suite("Source lint: the Android XML reader")
struct AndroidXMLReaderTests {
    /// Each finding sits on its attribute's own name, wherever the start tag puts it.
    @Test(arguments: [
        // An attribute on a continuation line of a multi-line start tag.
        (layoutOpen + "    <TextView\n        android:layout_width=\"wrap_content\"\n        android:textSize=\"12dp\" />\n</LinearLayout>\n",
         ["4:9 textDoesNotScale"]),
        // Two elements on one line: the second one's attribute, not the first's.
        (layoutOpen + "    <TextView android:textSize=\"16sp\"/><TextView android:textSize=\"12dp\"/>\n</LinearLayout>\n",
         ["2:50 textDoesNotScale"]),
        // The attribute's name written inside an earlier attribute's value.
        (layoutOpen + "    <TextView android:contentDescription=\"android:textSize=big\" android:textSize=\"12dp\" />\n</LinearLayout>\n",
         ["2:65 textDoesNotScale"]),
        // `=` and the value on the next lines.
        (layoutOpen + "    <TextView\n        android:textSize\n            = \"12dp\" />\n</LinearLayout>\n",
         ["3:9 textDoesNotScale"]),
        // Single quotes, tabs, and a light family two lines below the size.
        (layoutOpen + "\t<TextView android:textSize='10dp'\n\t\tandroid:layout_width='wrap_content'\n\t\tandroid:fontFamily='sans-serif-light'/>\n</LinearLayout>\n",
         ["2:12 belowMinimumSize", "2:12 textDoesNotScale", "4:3 lightWeightAtSmallSize"]),
        // A style's item: the item's own tag.
        ("<resources>\n  <style name=\"Small\">\n    <item name=\"android:textColor\">#000</item>\n    <item\n      name=\"android:textSize\">12dp</item>\n  </style>\n</resources>\n",
         ["4:5 textDoesNotScale"]),
    ])
    func attributesAreFoundWhereTheyAreWritten(xml: String, expected: [String]) {
        let (findings, problem) = lintXML(xml)
        #expect(problem == nil)
        #expect(findings.sorted() == expected)
    }

    /// Positions stay exact far into a long file (libxml2 drops what it has read as it goes).
    @Test func positionsStayExactInALongFile() {
        var xml = layoutOpen
        for k in 0..<2_000 { xml += "    <TextView android:id=\"@+id/t\(k)\" android:textSize=\"14sp\" />\n" }
        xml += "    <TextView\n        android:id=\"@+id/last\"\n        android:textSize=\"12dp\" />\n</LinearLayout>\n"
        let (findings, problem) = lintXML(xml)
        #expect(problem == nil)
        #expect(findings == ["2004:9 textDoesNotScale"])
    }

    /// Processing instructions are XML: read, whatever their data holds, wherever they are.
    @Test(arguments: [
        "<?xml-stylesheet href=\"a.xsl\" title=\"a>b\"?>\n",
        "<?php echo \"<b>\"; ?>\n",
        "<?editor\n  fold=\"true\"?>\n",
    ])
    func processingInstructionsAreRead(instruction: String) {
        let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + instruction + layoutOpen
            + "    <?target?>\n    <TextView android:textSize=\"12dp\" />\n</LinearLayout>\n"
        let line = 2 + instruction.filter { $0 == "\n" }.count + 2
        let (findings, problem) = lintXML(xml)
        #expect(problem == nil)
        #expect(findings == ["\(line):15 textDoesNotScale"])
    }

    /// A document that is not well-formed is a problem of the file (with where libxml2 stopped),
    /// and the findings before the error are kept.
    @Test(arguments: [
        (layoutOpen + "    <TextView android:textSize=\"12dp\"/>\n    <FrameLayout>\n</LinearLayout>\n", "line 4,", ["2:15 textDoesNotScale"]),
        (layoutOpen + "    <TextView android:textSize=\"12dp\"/>\n", "line 3,", ["2:15 textDoesNotScale"]),
        ("<a/>\n<b/>\n", "line 2,", []),
        ("<a>&undefined;</a>", "line 1,", []),
        ("<a b=\"1\" b=\"2\"/>", "line 1,", []),
        ("", "line 1,", []),
    ])
    func malformedDocumentsAreReported(xml: String, at: String, expected: [String]) {
        let (findings, problem) = lintXML(xml)
        #expect(problem?.hasPrefix("not well-formed XML at ") == true, "\(problem ?? "nil")")
        #expect(problem?.contains(at) == true, "\(problem ?? "nil")")
        #expect(!(problem ?? "").contains("\n"))
        #expect(findings == expected)
    }

    /// A malformed file fails the run and is listed as a problem (SARIF's
    /// toolExecutionNotifications), beside the well-formed one's findings.
    @Test func aMalformedFileIsAProblemOfTheRun() throws {
        let tree = try TempTree()
        try tree.write("res/layout/good.xml", layoutOpen + "<?xml-stylesheet href=\"a.xsl\"?>\n<TextView android:textSize=\"12dp\"/>\n</LinearLayout>\n")
        try tree.write("res/layout/bad.xml", layoutOpen + "<TextView android:textSize=\"12dp\">\n</LinearLayout>\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(report.problems.map { ($0.path as NSString).lastPathComponent } == ["bad.xml"])
        #expect(report.failsForProblems)
        #expect(keys(report.findings, root: tree.root.path) == ["res/layout/bad.xml:2 textDoesNotScale", "res/layout/good.xml:3 textDoesNotScale"])
    }

    /// Entities are never substituted: a billion laughs (10^10 characters if expanded) ends at
    /// once, and the sizes before the reference are still read.
    @Test func anEntityBombEndsAtOnce() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE LinearLayout [\n  <!ENTITY a \"aaaaaaaaaa\">\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (k, n) in names.enumerated().dropFirst() {
            xml += "  <!ENTITY \(n) \"" + String(repeating: "&\(names[k - 1]);", count: 10) + "\">\n"
        }
        xml += "]>\n" + layoutOpen + "    <TextView android:textSize=\"12dp\" />\n    <TextView android:textSize=\"13dp\" android:text=\"&i;\">&i;</TextView>\n</LinearLayout>\n"
        let clock = ContinuousClock()
        let start = clock.now
        let (findings, _) = lintXML(xml)
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(2), "\(elapsed)")
        #expect(findings.first == "14:15 textDoesNotScale")
    }

    /// Android Lint's own suppression, on the element or an ancestor, still counts.
    @Test func toolsIgnoreSpUsageStillCounts() {
        let xml = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">
            <TextView
                tools:ignore="SpUsage"
                android:textSize="14dp" />
            <FrameLayout tools:ignore="ContentDescription,SpUsage">
                <TextView android:textSize="16dp" />
            </FrameLayout>
            <TextView android:textSize="15dp"
                tools:ignore="HardcodedText" />
        </LinearLayout>
        """
        #expect(lintXML(xml).0 == ["9:15 textDoesNotScale"])
    }
}
