import TypeSystem

/// The rules' docs made from their units (``CodeRuleUnit``): the table of rules in
/// docs/lint/README.md and the examples on each rule's page, so that the docs show exactly the
/// code the tests run. `scripts/gen-lint-rule-docs.sh` writes them; a test fails when they are
/// not current.
public enum RuleDocumentation {
    /// The line that opens a generated part of a page.
    public static let begin = "<!-- generated from the rules' units by scripts/gen-lint-rule-docs.sh: edit the rule, not this -->"
    /// The line that closes it.
    public static let end = "<!-- end of the generated part -->"

    /// The table of rules, for docs/lint/README.md.
    public static func rulesTable() -> String {
        var out = "| id | level | what | page |\n|---|---|---|---|\n"
        for rule in CodeRule.allCases {
            let m = rule.metadata
            let level = m.defaultLevel.rawValue + (m.levelDetail.map { " (\($0))" } ?? "")
            out += "| `\(rule.rawValue)` | \(level) | \(m.summary) | [\(rule.rawValue)](\(rule.rawValue).md) |\n"
        }
        return out
    }

    /// The examples of `rule`, for its page: what it reports (at each `↓`), what it does not,
    /// and what `--fix` makes of code.
    public static func examples(of rule: CodeRule) -> String {
        let examples = rule.unit.examples
        var out = "## Examples\n\nThese are the rule's own examples, which the tests run.\n\n"
        out += "Reported (`↓` marks each place):\n\n" + examples.triggering.map(block).joined(separator: "\n")
        out += "\nNot reported:\n\n" + examples.nonTriggering.map(block).joined(separator: "\n")
        if !examples.fixes.isEmpty {
            out += "\nFixed by `--fix` ([fixes](fixes.md)):\n\n"
            out += examples.fixes.map { e in
                block(e) + "\nbecomes\n\n" + block(CodeRuleExample(e.file, e.fixed ?? e.code))
            }.joined(separator: "\n")
        }
        return out
    }

    /// `page` with the text between ``begin`` and ``end`` replaced by `generated`; nil when the
    /// page has no generated part.
    public static func replacingGenerated(in page: String, with generated: String) -> String? {
        guard let b = page.range(of: begin), let e = page.range(of: end, range: b.upperBound..<page.endIndex) else { return nil }
        return String(page[..<b.upperBound]) + "\n" + generated + String(page[e.lowerBound...])
    }

    /// One example as a titled code block.
    static func block(_ e: CodeRuleExample) -> String {
        "`\(e.file)`:\n\n```\(fence(e.file))\n\(e.code)\n```\n"
    }

    /// The code block's language, by the file's extension.
    static func fence(_ file: String) -> String {
        switch SourceLanguage(path: file, named: true) {
        case .swift: return "swift"
        case .css: return "css"
        case .scss: return "scss"
        case .less: return "less"
        case .androidXML: return "xml"
        case .kotlin: return "kotlin"
        case .java: return "java"
        case .dart: return "dart"
        case nil: return ""
        }
    }
}
