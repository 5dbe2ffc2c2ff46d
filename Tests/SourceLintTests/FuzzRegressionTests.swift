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

    /// android-xml-empty-processing-instruction: Foundation's XMLParser crashed (strlen of NULL)
    /// on `<?target?>`; such instructions are blanked out before it parses.
    /// dart-escape-at-end: a backslash as the last byte of an unterminated string moved the
    /// tokenizer past the end of the text, and cutting the token trapped.
    /// dart-huge-line-count: a `maxLines` far past Int.max trapped converting it to a whole number;
    /// huge-line-counts (written by hand, after it): the same in Swift, UIKit, Kotlin and Dart.
    /// android-xml-declaration-cut-by-instruction: `<?xml version<?x…` with a `<?x?>` later: the
    /// declaration was kept whole, and XMLParser crashed on the instruction libxml2 found in it.
    /// android-xml-declaration-without-version: `<?xml?>` was kept as the declaration, and
    /// libxml2 read it as an instruction without data.
    /// android-xml-instruction-after-bad-comment: a comment with a control character, libxml2's
    /// recovery, then `<?x?>`: every `<?` but the declaration's is now blanked, wherever it is.
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

@Suite("Source lint: Android XML that Foundation's parser cannot take as it is")
struct AndroidXMLHazardTests {
    @Test(arguments: ["<?target?>", "<?target ?>", "<?a?><?b?>"])
    func processingInstructionsWithoutData(pi: String) {
        let xml = "<?xml version=\"1.0\"?>\n<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\">\(pi)\n  <TextView android:textSize=\"14dp\"/>\n</LinearLayout>\n"
        let (findings, problem) = SourceLinter.lint(text: xml, language: .androidXML, path: "res/layout/a.xml")
        #expect(problem == nil)
        #expect(findings.map { "\($0.line):\($0.column) \($0.rule.rawValue)" } == ["3:13 textDoesNotScale"])
    }
}
