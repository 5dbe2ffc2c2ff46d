import TypeSystem

/// The text report (the default): `path:line:col: level: message [rule]` per finding, as
/// compilers print, then a summary line.
public enum TextReporter {
    /// The report's lines; `baselined` counts the findings a baseline left out.
    public static func lines(_ report: SourceLintReport, baselined: Int = 0) -> [String] {
        var out = report.findings.map { f in "\(f.path):\(f.line):\(f.column): \(f.level.rawValue): \(f.message) [\(f.rule.rawValue)]" }
        let n = report.findings.count
        let unread = report.problems.filter(\.unreadable).count
        let known = baselined > 0 ? " (\(baselined) in the baseline)" : ""
        out.append("\(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s") checked, \(n == 0 ? "no" : String(n)) finding\(n == 1 ? "" : "s")\(known)"
            + (unread == 0 ? "" : ", \(unread) file\(unread == 1 ? "" : "s") not linted"))
        return out
    }
}
