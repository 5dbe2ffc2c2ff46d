/// `--format json`: `{"filesChecked", "findings": [{path, line, column, rule, level, message,
/// platform, fingerprint}], "problems": [{path, reason}]}` (docs/lint/README.md).
public struct JSONReport: Encodable, Sendable {
    /// An input that could not be linted.
    public struct Problem: Encodable, Sendable {
        let path: String
        let reason: String
    }

    let filesChecked: Int
    let findings: [SourceFinding]
    let problems: [Problem]

    /// The JSON of `report`.
    public init(_ report: SourceLintReport) {
        filesChecked = report.filesChecked
        findings = report.findings
        problems = report.problems.map { Problem(path: $0.path, reason: $0.reason) }
    }
}
