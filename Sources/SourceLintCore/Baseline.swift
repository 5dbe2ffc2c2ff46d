import Foundation

/// A baseline: the findings a team accepts for now, so that a run reports only new ones
/// (docs/lint/baseline.md). Findings are matched by their content fingerprint
/// (``SourceFinding/fingerprint``: the rule, the file's path relative to the repository root, the
/// finding's line of code with its leading and trailing white space trimmed, and its place among
/// findings of that rule on identical lines), never by line number, so that code moved up or
/// down, or lines added above, leave the baseline valid, as Android Lint's baselines do. Editing
/// the line itself makes it a new finding. Version 2 keys paths to the repository root, so the
/// baseline matches whatever folder or file is linted; a version 1 baseline (paths relative to
/// the folder linted) is still read, and matched as it was written.
public struct LintBaseline: Codable, Sendable, Hashable {
    /// One accepted finding. Only `fingerprint` is matched; the rest is for the people who read
    /// the file in a review.
    public struct Entry: Codable, Sendable, Hashable {
        /// The finding's content fingerprint (SARIF's `partialFingerprints["typographyLint/v2"]`).
        public let fingerprint: String
        /// The rule.
        public let rule: String
        /// The file, relative to the repository root (version 1: as the lint named it).
        public let path: String
        /// The message, when the baseline was written.
        public let message: String
    }

    /// The format's version: 2 (fingerprints keyed to the repository root); 1 is still read.
    public var version: Int
    /// The tool that wrote it: `typography-lint`.
    public var tool: String
    /// The accepted findings, ordered by path, rule and fingerprint (stable in version control).
    public var findings: [Entry]

    /// A baseline of `findings`.
    /// The version this tool writes.
    public static let currentVersion = 2

    /// A baseline of `findings`.
    public init(findings: [SourceFinding]) {
        version = Self.currentVersion
        tool = "typography-lint"
        self.findings = findings.map { Entry(fingerprint: $0.fingerprint, rule: $0.rule.rawValue, path: $0.rootRelativePath.isEmpty ? $0.path : $0.rootRelativePath, message: $0.message) }
            .sorted { ($0.path, $0.rule, $0.fingerprint) < ($1.path, $1.rule, $1.fingerprint) }
    }

    /// The baseline in `data` (JSON written by ``encoded()``); an error names what is wrong.
    public static func decode(_ data: Data) throws -> LintBaseline {
        let b = try JSONDecoder().decode(LintBaseline.self, from: data)
        guard b.version == 1 || b.version == currentVersion else {
            throw BaselineError(message: "version \(b.version) is not known (this tool writes \(currentVersion) and reads 1)")
        }
        return b
    }

    /// The baseline as JSON: sorted keys, one stable form.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// `findings` without those the baseline holds (each entry accepts one finding), and how many
    /// were left out. A version 1 baseline is matched by the fingerprints it was written with
    /// (paths relative to the folder linted), so it holds when run as it was written.
    public func filter(_ findings: [SourceFinding]) -> (new: [SourceFinding], baselined: Int) {
        var remaining: [String: Int] = [:]
        for e in self.findings { remaining[e.fingerprint, default: 0] += 1 }
        var out: [SourceFinding] = []
        var known = 0
        for f in findings {
            let print = version == 1 ? f.legacyFingerprint : f.fingerprint
            if let n = remaining[print], n > 0 {
                remaining[print] = n - 1
                known += 1
            } else {
                out.append(f)
            }
        }
        return (out, known)
    }
}

/// A baseline file that cannot be used, and why.
public struct BaselineError: Error, Sendable {
    /// One line.
    public let message: String
}
