import TypeSystem

/// A SARIF 2.1.0 log of a source lint run, as GitHub code scanning reads it: one run whose tool
/// lists every rule (with its help page), and one result per finding with a relative artifact
/// URI, a region and stable `partialFingerprints`.
public struct SARIFLog: Encodable, Sendable {
    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case version, schema = "$schema", runs
    }

    struct Run: Encodable, Sendable {
        let tool: Tool
        let originalUriBaseIds: [String: ArtifactLocation]?
        let results: [Result]
        let invocations: [Invocation]?
        let columnKind = "unicodeCodePoints"
    }

    /// The run's invocation: whether it completed, and the inputs it could not lint
    /// (`toolExecutionNotifications`), so that a skipped file is never silent.
    struct Invocation: Encodable, Sendable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable, Sendable {
        let level: String
        let message: Message
        let locations: [NotificationLocation]
    }

    struct NotificationLocation: Encodable, Sendable {
        let physicalLocation: FileLocation
    }

    struct FileLocation: Encodable, Sendable { let artifactLocation: ArtifactLocation }

    struct Tool: Encodable, Sendable { let driver: Driver }

    struct Driver: Encodable, Sendable {
        let name: String
        let version: String
        let informationUri: String?
        let rules: [Rule]
    }

    struct Message: Encodable, Sendable { let text: String }

    struct Rule: Encodable, Sendable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let helpUri: String?
        let help: Message
        let defaultConfiguration: Configuration
        let properties: Properties
    }

    struct Properties: Encodable, Sendable { let tags: [String] }

    struct Configuration: Encodable, Sendable { let level: String }

    struct ArtifactLocation: Encodable, Sendable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable, Sendable {
        let startLine: Int
        let startColumn: Int
    }

    struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct Location: Encodable, Sendable { let physicalLocation: PhysicalLocation }

    struct Result: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
        let fixes: [Fix]?
    }

    /// SARIF 2.1.0 §3.55 `fix`: a description and the changes to one artifact.
    struct Fix: Encodable, Sendable {
        let description: Message
        let artifactChanges: [ArtifactChange]
    }

    /// §3.56 `artifactChange`.
    struct ArtifactChange: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let replacements: [Replacement]
    }

    /// §3.57 `replacement`: the region deleted (empty for an insertion) and the text put there.
    struct Replacement: Encodable, Sendable {
        let deletedRegion: FullRegion
        let insertedContent: Content?
    }

    struct FullRegion: Encodable, Sendable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int
        let endColumn: Int
    }

    struct Content: Encodable, Sendable { let text: String }

    /// The key of our fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "typographyLint/v2"

    /// A log of `findings`. `relativePath` turns a finding's path into the URI relative to the
    /// repository root (`%SRCROOT%`, given as `rootURI` when known); `helpBase`, an absolute
    /// URL, is prefixed to `RULE.md` for each rule's help page (nil: no `helpUri`, since a
    /// relative one points nowhere in the user's repository). `problems` (inputs that could not
    /// be linted) become the invocation's `toolExecutionNotifications`, at level `error` when they
    /// fail the run (`problemsFail`).
    public init(findings: [SourceFinding], toolVersion: String, helpBase: String?,
                rootURI: String?, relativePath: (String) -> String,
                problems: [SourceProblem] = [], problemsFail: Bool = true) {
        let rules = CodeRule.allCases
        let driverRules = rules.map { rule in
            Rule(id: rule.rawValue, name: rule.rawValue.prefix(1).uppercased() + rule.rawValue.dropFirst(),
                 shortDescription: Message(text: rule.summary), fullDescription: Message(text: rule.details),
                 helpUri: helpBase.map { $0 + rule.rawValue + ".md" },
                 help: Message(text: rule.details + (helpBase.map { " See \($0)\(rule.rawValue).md." } ?? "")),
                 defaultConfiguration: Configuration(level: rule.defaultLevel.rawValue),
                 properties: Properties(tags: ["accessibility", "typography"]))
        }
        let results = findings.map { f in
            let uri = ArtifactLocation(uri: SARIFLog.percentEncoded(relativePath(f.path)), uriBaseId: "%SRCROOT%")
            let fixes = f.fix.map { fix in
                [Fix(description: Message(text: fix.description),
                     artifactChanges: [ArtifactChange(artifactLocation: uri, replacements: fix.edits.map { e in
                         Replacement(deletedRegion: FullRegion(startLine: e.startLine, startColumn: e.startColumn, endLine: e.endLine, endColumn: e.endColumn),
                                     insertedContent: e.replacement.isEmpty ? nil : Content(text: e.replacement))
                     })])]
            }
            return Result(ruleId: f.rule.rawValue, ruleIndex: rules.firstIndex(of: f.rule) ?? 0, level: f.level.rawValue,
                   message: Message(text: f.message),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: SARIFLog.percentEncoded(relativePath(f.path)), uriBaseId: "%SRCROOT%"),
                       region: Region(startLine: f.line, startColumn: f.column)))],
                   partialFingerprints: [SARIFLog.fingerprintKey: f.fingerprint], fixes: fixes)
        }
        let notifications = problems.map { p in
            Notification(level: problemsFail && p.unreadable ? "error" : "warning", message: Message(text: "\(p.path): \(p.reason)"),
                         locations: [NotificationLocation(physicalLocation: FileLocation(
                             artifactLocation: ArtifactLocation(uri: SARIFLog.percentEncoded(relativePath(p.path)), uriBaseId: "%SRCROOT%")))])
        }
        let invocation = Invocation(executionSuccessful: !(problemsFail && problems.contains { $0.unreadable }),
                                    toolExecutionNotifications: notifications)
        runs = [Run(tool: Tool(driver: Driver(name: "typography", version: toolVersion, informationUri: nil, rules: driverRules)),
                    originalUriBaseIds: rootURI.map { ["%SRCROOT%": ArtifactLocation(uri: $0, uriBaseId: nil)] },
                    results: results, invocations: [invocation])]
    }

    /// A path as a URI reference: each segment percent-encoded except unreserved characters.
    public static func percentEncoded(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = String(b, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
