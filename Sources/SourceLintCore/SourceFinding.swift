import TypeSystem

/// A rule broken at a place in a source file.
public struct SourceFinding: Sendable, Hashable, Codable {
    /// The file as it was named or found (relative when the input was).
    public let path: String
    /// Line and column, both from 1 (columns count Unicode scalars).
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// The rule broken.
    public let rule: CodeRule
    /// The level, after the configuration.
    public let level: CodeFindingLevel
    /// One line naming the value and the fix.
    public let message: String
    /// The platform whose rules were applied.
    public let platform: Platform
    /// A hash of the rule, the file's path relative to its repository root, the finding's line
    /// of code (trimmed; on a minified line, the statement around the finding) and its place
    /// among findings of that rule with the same code: the same across runs, from whatever
    /// folder the lint runs and whatever part of the repository it lints, and when other lines
    /// move it (SARIF's `partialFingerprints`).
    public var fingerprint: String = ""
    /// The fingerprint with the path relative to the linted folder instead of the root, which
    /// baselines of version 1 hold. Not in the JSON.
    public var legacyFingerprint: String = ""
    /// The file relative to its repository root, as the fingerprint has it (empty when the
    /// finding was not made from a file on disk). Not in the JSON.
    public var rootRelativePath: String = ""
    /// What the code is for (``FileRole``): outside product code a finding is a note unless
    /// `lint.include-tests = on`, and `--fix` leaves it (`--fix-all` does not). Not in the JSON;
    /// the message names it.
    public var role: FileRole = .product
    /// The level the finding would have in product code (its rule's, after the configuration):
    /// what `--fix-all` and SARIF's fixes go by. Not in the JSON.
    public var baseLevel: CodeFindingLevel {
        get { productLevel ?? level }
        set { productLevel = newValue }
    }
    private var productLevel: CodeFindingLevel?
    /// The automatic fix, made by the reader at the node or token the finding names
    /// (`typography-lint --fix`, SARIF's `fixes`): only for a `textDoesNotScale` finding that is
    /// not a note in product code. Not in the JSON.
    public var fix: SourceFix? = nil

    private enum CodingKeys: String, CodingKey {
        case path, line, column, rule, level, message, platform, fingerprint
    }

    /// A finding; its fingerprint is set by the linter.
    public init(path: String, line: Int, column: Int, rule: CodeRule, level: CodeFindingLevel, message: String, platform: Platform) {
        self.path = path
        self.line = line
        self.column = column
        self.rule = rule
        self.level = level
        self.message = message
        self.platform = platform
    }
}

/// An input that could not be linted, and why: one line for the report.
public struct SourceProblem: Sendable, Hashable, Codable {
    /// The input as named or found.
    public let path: String
    /// Why it could not be linted.
    public let reason: String
    /// Whether the input was named on the command line (a missing named input is a usage
    /// problem) rather than found in a directory.
    public let named: Bool
    /// Whether a source file could not be read or parsed (it fails the run unless the
    /// configuration's `lint.unreadable = report` says otherwise); false for a loop of links.
    public var unreadable: Bool = true

    /// A problem with `path`.
    public init(path: String, reason: String, named: Bool, unreadable: Bool = true) {
        self.path = path
        self.reason = reason
        self.named = named
        self.unreadable = unreadable
    }
}

/// The source languages the lint reads, chosen by file extension.
public enum SourceLanguage: String, CaseIterable, Sendable, Hashable, Codable {
    /// Swift; CSS; SCSS; Less; Android resource XML; Kotlin; Java (read as Kotlin's views are); Dart.
    case swift, css, scss, less, androidXML = "android-xml", kotlin, java, dart

    /// The language of a file found in a directory: `.swift`, `.css`, `.scss`, `.less`, `.kt`, `.java`, `.dart`,
    /// and `.xml` only under a `res` folder (Android resources). Nil for anything else.
    public init?(path: String, named: Bool = false) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "css": self = .css
        case "scss": self = .scss
        case "less": self = .less
        case "kt", "kts": self = .kotlin
        case "java": self = .java
        case "dart": self = .dart
        case "xml":
            let parts = path.split(separator: "/")
            guard named || parts.dropLast().contains("res") else { return nil }
            self = .androidXML
        default: return nil
        }
    }
}

/// One raw finding a reader reports: a usage at a place.
package struct ReaderUsage {
    package var line: Int
    package var column: Int
    package var usage: CodeTextUsage
    /// The rules this usage is checked for (nil: all): a modifier chain reports only what the
    /// font's own constructor does not.
    package var only: Set<CodeRule>?
    /// The fix of its `textDoesNotScale` finding, made by the reader from the node or token it
    /// reports, so that the fix and the finding cannot name different places.
    package var fix: SourceFix?

    package init(line: Int, column: Int, usage: CodeTextUsage, only: Set<CodeRule>? = nil, fix: SourceFix? = nil) {
        self.line = line
        self.column = column
        self.usage = usage
        self.only = only
        self.fix = fix
    }
}

/// What a reader gives back for one file.
package struct ReaderOutput {
    package var usages: [ReaderUsage] = []
    /// Lines with a suppression comment: the rules it names (empty: every rule).
    package var suppressions: [Int: Set<CodeRule>] = [:]
    /// A one-line reason when the file is not valid in its language (an XML error); the findings
    /// before the error are kept.
    package var problem: String?
    /// Lines of previews (SwiftUI's `#Preview`, a `PreviewProvider`): their findings are notes.
    package var previewLines: [ClosedRange<Int>] = []

    package init() {}
}

/// The suppression comment: `typography-lint:ignore` (every rule) or
/// `typography-lint:ignore textDoesNotScale, belowMinimumSize`, in a comment on the line of the
/// finding or on the line above.
package enum Suppression {
    package static let marker = "typography-lint:ignore"

    /// Adds the suppression in `comment` (the text of one comment) that ends on `endLine` and
    /// starts on `startLine`.
    package static func record(_ comment: Substring, startLine: Int, endLine: Int, into map: inout [Int: Set<CodeRule>]) {
        guard let r = comment.range(of: marker) else { return }
        var rest = comment[r.upperBound...]
        // The rule list runs to the end of the comment's line.
        if let nl = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" }) { rest = rest[..<nl] }
        var rules = Set<CodeRule>()
        for word in rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            let w = word.trimmed(CharacterSetLite.closers)
            if let rule = CodeRule(id: w) { rules.insert(rule) }
        }
        for line in startLine...max(startLine, endLine) {
            if let existing = map[line] {
                map[line] = existing.isEmpty || rules.isEmpty ? [] : existing.union(rules)
            } else {
                map[line] = rules
            }
        }
    }

    /// Whether `rule` at `line` is suppressed (a comment on the line or the line above).
    package static func isSuppressed(_ rule: CodeRule, line: Int, in map: [Int: Set<CodeRule>]) -> Bool {
        for l in [line, line - 1] {
            if let rules = map[l], rules.isEmpty || rules.contains(rule) { return true }
        }
        return false
    }
}

/// Trimming without Foundation's CharacterSet (the closers of comments).
enum CharacterSetLite {
    static let closers: Set<Character> = ["*", "/", "-", ">", "]", ")", ":", ";", "."]
}

extension Substring {
    func trimmed(_ set: Set<Character>) -> String {
        var s = self[...]
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

/// FNV-1a, 64 bits: a stable hash (Swift's `Hasher` is seeded per process).
enum FNV {
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// One replacement in a file: the bytes `startOffset..<endOffset` (UTF-8) become `replacement`.
/// Lines and columns (from 1; columns in Unicode scalars, the end exclusive) are the same place
/// as SARIF's `deletedRegion` gives it.
public struct TextEdit: Sendable, Hashable, Codable {
    /// The first byte replaced (UTF-8 offset from the start of the file).
    public let startOffset: Int
    /// The byte after the last one replaced.
    public let endOffset: Int
    /// The line of the first character replaced, from 1.
    public let startLine: Int
    /// Its column, from 1, in Unicode scalars.
    public let startColumn: Int
    /// The line of the end of the replaced text.
    public let endLine: Int
    /// The column after the last character replaced.
    public let endColumn: Int
    /// The text put in its place (empty for a deletion).
    public let replacement: String
}

/// An automatic fix of a finding: what it does, in a few words, and its edits in the finding's file.
public struct SourceFix: Sendable, Hashable, Codable {
    /// What the fix does ("wrap in UIFontMetrics(forTextStyle: .body).scaledFont(for:)").
    public let description: String
    /// The edits, in the order of the file, never overlapping.
    public let edits: [TextEdit]

    package init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}
