import TypeSystem

/// `--format github`: one GitHub Actions workflow command per finding, which GitHub shows as an
/// annotation on the line.
public enum GitHubReporter {
    /// The report's lines; `relativePath` turns a finding's path into the one the runner's
    /// checkout names.
    public static func lines(_ report: SourceLintReport, relativePath: (String) -> String) -> [String] {
        report.findings.map { $0.githubAnnotation(path: relativePath($0.path)) }
    }
}

extension SourceFinding {
    /// The finding as a GitHub Actions workflow command
    /// (`::warning file=…,line=…,col=…,title=…::message`), which GitHub shows as an annotation on
    /// the line. Levels: error → `error`, warning → `warning`, note → `notice`. Escaped by the
    /// runner's rules: `%`, CR and LF in the message; those and `:` and `,` in properties.
    public func githubAnnotation(path: String) -> String {
        let command: String
        switch level {
        case .error: command = "error"
        case .warning: command = "warning"
        default: command = "notice"
        }
        let props = "file=\(Self.escapeProperty(path)),line=\(line),col=\(column),title=\(Self.escapeProperty("typography-lint " + rule.rawValue))"
        return "::\(command) \(props)::\(Self.escapeData(message))"
    }

    /// A workflow command's data: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property: as data, and `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
