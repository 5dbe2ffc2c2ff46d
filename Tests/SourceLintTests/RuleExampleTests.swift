import Foundation
import SourceLint
import Testing
import TypeSystem

/// Every rule's examples (``CodeRuleUnit/examples``), run as tests: a triggering example reports
/// the rule (at exactly its `↓` places where marked), a non-triggering one does not, and a fix
/// example gives exactly its fixed text (and fixing that again changes nothing).
@Suite("Rule examples")
struct RuleExampleTests {
    /// What is wrong with `examples` of `rule`, one line each; empty when every example holds.
    static func failures(of examples: CodeRuleExamples, rule: CodeRule) -> [String] {
        var out: [String] = []
        for e in examples.triggering {
            let (code, marks) = unmarked(e.code)
            let found = findings(code, file: e.file).filter { $0.rule == rule }
            if found.isEmpty { out.append("\(e.file): reports no \(rule.rawValue)") }
            let places = Set(found.map { Place(line: $0.line, column: $0.column) })
            if !marks.isEmpty && places != marks {
                out.append("\(e.file): \(rule.rawValue) at \(places.sorted()), marked at \(marks.sorted())")
            }
        }
        for e in examples.nonTriggering {
            let found = findings(e.code, file: e.file).filter { $0.rule == rule }
            if !found.isEmpty { out.append("\(e.file): reports \(found.map { "\($0.line):\($0.column) \($0.message)" })") }
        }
        for e in examples.fixes {
            guard let language = SourceLanguage(path: e.file, named: true) else { out.append("\(e.file): no language"); continue }
            let relint = { (text: String) in findings(text, file: e.file) }
            let fixed = SourceFixer.fixedToTheEnd(e.code, language: language, findings: relint(e.code), lint: relint)?.text
            if fixed != e.fixed { out.append("\(e.file): --fix gives\n\(fixed ?? "(no fix: it would not parse)")\nnot\n\(e.fixed ?? "")") }
            if let fixed, SourceFixer.fixed(fixed, language: language, findings: relint(fixed))?.text != fixed {
                out.append("\(e.file): fixing the fixed text changes it again")
            }
        }
        return out
    }

    struct Place: Hashable, Comparable, CustomStringConvertible {
        let line: Int, column: Int
        static func < (a: Place, b: Place) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    /// The code without its `↓` markers, and the place (line, column in Unicode scalars, from 1)
    /// of the character after each.
    static func unmarked(_ code: String) -> (String, Set<Place>) {
        var out = ""
        var marks = Set<Place>()
        var line = 1, column = 1
        for scalar in code.unicodeScalars {
            if Character(scalar) == CodeRuleExample.marker {
                marks.insert(Place(line: line, column: column))
                continue
            }
            out.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (out, marks)
    }

    static func findings(_ code: String, file: String) -> [SourceFinding] {
        guard let language = SourceLanguage(path: file, named: true) else { return [] }
        return SourceLinter.lint(text: code, language: language, path: file, relativePath: file, rootRelativePath: file).0
    }

    @Test("every example of every rule holds", arguments: CodeRule.allCases)
    func examplesHold(rule: CodeRule) {
        let failures = Self.failures(of: rule.unit.examples, rule: rule)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("every rule has code it reports and code it leaves alone, and the fixable rule has fixes", arguments: CodeRule.allCases)
    func examplesExist(rule: CodeRule) {
        let examples = rule.unit.examples
        #expect(!examples.triggering.isEmpty && !examples.nonTriggering.isEmpty)
        #expect(examples.fixes.allSatisfy { $0.fixed != nil })
        if rule == .textDoesNotScale { #expect(!examples.fixes.isEmpty) }
        #expect(rule.metadata.rule == rule)
    }

    /// The runner above fails on examples that do not hold: each wrong example here is one failure.
    @Test("a wrong example fails")
    func wrongExamplesFail() {
        let wrong = CodeRuleExamples(
            triggering: [CodeRuleExample("a.css", ".a { font-size: 1rem; }"),
                         CodeRuleExample("b.css", ".b { font-size: 14px; ↓color: red; }")],
            nonTriggering: [CodeRuleExample("c.css", ".c { font-size: 14px; }")],
            fixes: [CodeRuleExample("d.css", ".d { font-size: 14px; }", fixed: ".d { font-size: 14rem; }")])
        let failures = Self.failures(of: wrong, rule: .textDoesNotScale)
        #expect(failures.count == 4, "\(failures)")
    }
}

/// The rules' docs are made from their units (scripts/gen-lint-rule-docs.sh); these fail when a
/// page is not what the units make of it. `TYPOGRAPHY_WRITE_RULE_DOCS=1` writes the pages instead.
@Suite("Rule docs")
struct RuleDocsTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/lint")
    static let write = ProcessInfo.processInfo.environment["TYPOGRAPHY_WRITE_RULE_DOCS"] == "1"

    static func check(_ page: String, generated: String) throws {
        let url = docs.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let current = try #require(RuleDocumentation.replacingGenerated(in: text, with: generated), "\(page) has no generated part")
        if write {
            if current != text { try current.write(to: url, atomically: true, encoding: .utf8) }
        } else {
            #expect(current == text, "docs/lint/\(page) is not current: run scripts/gen-lint-rule-docs.sh")
        }
    }

    @Test("each rule's page shows its examples", arguments: CodeRule.allCases)
    func rulePage(rule: CodeRule) throws {
        try Self.check("\(rule.rawValue).md", generated: RuleDocumentation.examples(of: rule))
    }

    @Test("the README's table lists every rule with its level")
    func rulesTable() throws {
        try Self.check("README.md", generated: RuleDocumentation.rulesTable())
    }
}
