/// A rule of the source lint as one unit, as SwiftLint and ESLint keep theirs: its metadata, its
/// check, and its examples, which the tests run (every triggering example must report it, no
/// non-triggering one may, and every fix example must give exactly its fixed text) and the docs
/// show (docs/lint/RULE.md). One file per rule, beside this one; ``CodeRule`` lists them.
public protocol CodeRuleUnit: Sendable {
    /// Its id, level, summary and details.
    static var metadata: CodeRuleMetadata { get }
    /// Its examples, in the languages the lint reads.
    static var examples: CodeRuleExamples { get }
    /// The violations of this rule in `usage` (already past the placeholder check of ``CodeLint/check(_:)``).
    static func check(_ usage: CodeTextUsage) -> [CodeViolation]
}

/// What a rule is, for reports, SARIF and the docs.
public struct CodeRuleMetadata: Sendable, Hashable {
    /// The rule's stable id.
    public let rule: CodeRule
    /// The level a finding has unless the configuration changes it.
    public let defaultLevel: CodeFindingLevel
    /// When some findings take another level, which ("an error for a root `font-size` in px"), for the docs.
    public let levelDetail: String?
    /// A one-line summary, for `--help`, SARIF's `shortDescription` and the docs.
    public let summary: String
    /// What the rule checks, in a few sentences (SARIF's `fullDescription`).
    public let details: String
}

/// One example of a rule: code in a file of the lint's languages.
public struct CodeRuleExample: Sendable, Hashable {
    /// The file's path: its extension gives the language (`V.swift`, `site.css`, `res/layout/a.xml`,
    /// `Row.kt`, `main.dart`), and its folders what a path says (`Watch App/` is watchOS).
    public let file: String
    /// The code. In a triggering example, each `↓` marks a place the rule reports (the marker is
    /// taken out before the code is linted).
    public let code: String
    /// For a fix: the code `--fix` makes of it.
    public let fixed: String?

    /// An example of `code` in `file`, and what `--fix` makes of it when given.
    public init(_ file: String, _ code: String, fixed: String? = nil) {
        self.file = file
        self.code = code
        self.fixed = fixed
    }

    /// The marker of a reported place in a triggering example.
    public static let marker: Character = "↓"
}

/// A rule's examples: code it reports, code it leaves alone, and fixes with their results.
public struct CodeRuleExamples: Sendable, Hashable {
    /// Code the rule reports (at each `↓` where marked).
    public let triggering: [CodeRuleExample]
    /// Code the rule does not report.
    public let nonTriggering: [CodeRuleExample]
    /// Code and its fixed form (``CodeRuleExample/fixed``).
    public let fixes: [CodeRuleExample]

    /// Examples: code the rule reports, code it does not, and fixes.
    public init(triggering: [CodeRuleExample], nonTriggering: [CodeRuleExample], fixes: [CodeRuleExample] = []) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.fixes = fixes
    }
}

extension CodeRule {
    /// The unit that holds the rule: its metadata, check and examples.
    public var unit: any CodeRuleUnit.Type {
        switch self {
        case .textDoesNotScale: return TextDoesNotScaleRule.self
        case .belowMinimumSize: return BelowMinimumSizeRule.self
        case .lightWeightAtSmallSize: return LightWeightAtSmallSizeRule.self
        case .dynamicTypeCapped: return DynamicTypeCappedRule.self
        case .tightLeadingMultiline: return TightLeadingMultilineRule.self
        }
    }

    /// The rule's metadata (``CodeRuleUnit/metadata``).
    public var metadata: CodeRuleMetadata { unit.metadata }
    /// The level a finding has unless the configuration changes it.
    public var defaultLevel: CodeFindingLevel { metadata.defaultLevel }
    /// A one-line summary, for `--help`, SARIF's `shortDescription` and the docs.
    public var summary: String { metadata.summary }
    /// What the rule checks, in a few sentences (SARIF's `fullDescription`).
    public var details: String { metadata.details }
}
