import Foundation
import SourceLint
import Testing
import TypeSystem

/// The held-out corpus (Tests/Fixtures/lint-heldout): realistic SwiftUI, UIKit, CSS/SCSS, Android
/// XML, Compose and Flutter files written apart from the lint, with their expected findings
/// (`expected.tsv`: path, line, category, value) and the scoring rules in its README.
@Suite("Source lint: precision and recall on the held-out corpus")
struct HeldOutCorpusTests {
    /// The corpus's five categories, one per rule.
    static let category: [CodeRule: String] = [
        .textDoesNotScale: "not-scaling", .belowMinimumSize: "below-minimum", .lightWeightAtSmallSize: "light-weight",
        .dynamicTypeCapped: "capped-dynamic-type", .tightLeadingMultiline: "tight-leading",
    ]

    @Test func precisionAndRecallAtTheRightFileAndLineAreAtLeast95Percent() throws {
        let root = fixtures.appendingPathComponent("lint-heldout")
        let tsv = try String(contentsOf: root.appendingPathComponent("expected.tsv"), encoding: .utf8)
        let expected = Set(tsv.split(separator: "\n").compactMap { line -> String? in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            return f.count >= 3 ? "\(f[0]):\(f[1]) \(f[2])" : nil
        })
        #expect(expected.count == 75)
        // Swift files are iOS (the corpus's README); that is the default.
        let report = try SourceLinter.lint(paths: [root.path], options: SourceLintOptions())
        #expect(report.problems.isEmpty, "\(report.problems)")
        // Two findings of one category on one line count once.
        let reported = Set(report.findings.map { f -> String in
            let rel = f.path.hasPrefix(root.path + "/") ? String(f.path.dropFirst(root.path.count + 1)) : f.path
            return "\(rel):\(f.line) \(Self.category[f.rule] ?? f.rule.rawValue)"
        })
        let matched = reported.intersection(expected).count
        let precision = Double(matched) / Double(max(1, reported.count))
        let recall = Double(matched) / Double(expected.count)
        print("held-out corpus: \(matched) matched, \(reported.count) reported, \(expected.count) expected; precision \(precision), recall \(recall)")
        #expect(precision >= 0.95, "false positives: \(reported.subtracting(expected).sorted())")
        #expect(recall >= 0.95, "missed: \(expected.subtracting(reported).sorted())")
    }
}
