import Foundation
import SourceLint
import Testing

/// Inputs the readers' fuzzers (scripts/fuzz.sh css|kotlin|dart|android-xml) found, kept in
/// Tests/Fixtures/lint-fuzz: each is linted as every language and must give findings or
/// nothing, never a trap.
@Suite("Source lint: fuzzer regressions")
struct FuzzRegressionTests {
    static let inputs: [String] = {
        let dir = fixtures.appendingPathComponent("lint-fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".bin") }.sorted()
    }()

    @Test func thereAreRegressions() { #expect(!Self.inputs.isEmpty) }

    /// android-xml-empty-processing-instruction: Foundation's XMLParser, which read Android XML
    /// then, crashed (strlen of NULL) on `<?target?>`.
    /// dart-escape-at-end: a backslash as the last byte of an unterminated string moved the
    /// tokenizer past the end of the text, and cutting the token trapped.
    /// dart-huge-line-count: a `maxLines` far past Int.max trapped converting it to a whole number;
    /// huge-line-counts (written by hand, after it): the same in Swift, UIKit, Kotlin and Dart.
    /// android-xml-declaration-cut-by-instruction, android-xml-declaration-without-version,
    /// android-xml-instruction-after-bad-comment: instructions libxml2 finds where a scanner of
    /// ours could not predict them, which crashed XMLParser. libxml2's SAX2 parser, which reads
    /// Android XML now, takes every instruction as the XML specification says.
    @Test(arguments: inputs)
    func lintsWithoutTrapping(name: String) throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("lint-fuzz/\(name)"))
        let text = String(decoding: data, as: UTF8.self)
        for language in SourceLanguage.allCases {
            _ = SourceLinter.lint(text: text, language: language, path: "fuzz")
            _ = SourceLinter.lint(text: text + "\\", language: language, path: "fuzz")
        }
    }
}

@Suite("Source lint: processing instructions without data (which crashed Foundation's XMLParser)")
struct AndroidXMLHazardTests {
    @Test(arguments: ["<?target?>", "<?target ?>", "<?a?><?b?>"])
    func processingInstructionsWithoutData(pi: String) {
        let xml = "<?xml version=\"1.0\"?>\n<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\(pi)\n  <TextView android:textSize=\"14dp\"/>\n</LinearLayout>\n"
        let (findings, problem) = SourceLinter.lint(text: xml, language: .androidXML, path: "res/layout/a.xml")
        #expect(problem == nil)
        #expect(findings.map { "\($0.line):\($0.column) \($0.rule.rawValue)" } == ["3:13 textDoesNotScale"])
    }
}
