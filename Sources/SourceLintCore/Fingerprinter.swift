import TypeSystem

/// The fingerprints and columns of one file's findings, in the order the file is read.
///
/// A fingerprint (``SourceFinding/fingerprint``) hashes the rule, the file's path relative to its
/// repository root, the finding's code, and its place among findings of that rule with the same
/// code. The code is the line, trimmed; on a line longer than ``longLine`` bytes (a minified
/// style sheet) it is the statement around the finding, so that each of the line's findings has
/// its own and an edit elsewhere on the line leaves them.
struct Fingerprinter {
    /// Lines longer than this are minified: their code is the statement around the finding.
    static let longLine = 1000

    /// The path relative to the repository root.
    let path: String
    /// The path relative to the linted folder, as baselines of version 1 fingerprinted it.
    let legacyPath: String
    private var occurrences: [String: Int] = [:]
    private var legacyOccurrences: [String: Int] = [:]
    /// The last column converted: its line, byte column and scalar column, to go on from.
    private var lastColumn: (line: Int, byte: Int, scalar: Int)?

    init(path: String, legacyPath: String) {
        self.path = path
        self.legacyPath = legacyPath
    }

    /// The fingerprint of the next finding of `rule` on `line` at `byteColumn`, and its
    /// fingerprint as version 1 baselines hold it.
    mutating func next(rule: CodeRule, line: Substring, byteColumn: Int) -> (current: String, legacy: String) {
        let code = Self.code(line, byteColumn: byteColumn)
        let key = "\(rule.rawValue)|\(path)|\(code)"
        let n = occurrences[key, default: 0]
        occurrences[key] = n + 1
        let legacyKey = "\(rule.rawValue)|\(legacyPath)|\(code)"
        let m = legacyOccurrences[legacyKey, default: 0]
        legacyOccurrences[legacyKey] = m + 1
        return (FNV.hash("\(key)|\(n)"), FNV.hash("\(legacyKey)|\(m)"))
    }

    /// The code a fingerprint hashes: the trimmed line, or on a long line the statement around
    /// `byteColumn` (from after the `;`, `{` or `}` before it to the `;` or `}` after it).
    static func code(_ line: Substring, byteColumn: Int) -> String {
        let bytes = line.utf8
        guard bytes.count > longLine else { return line.trimmed(" \t\r") }
        let at = bytes.index(bytes.startIndex, offsetBy: min(max(0, byteColumn - 1), bytes.count))
        var start = at
        while start > bytes.startIndex {
            let b = bytes[bytes.index(before: start)]
            if b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { break }
            start = bytes.index(before: start)
        }
        var end = at
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "}") { end = bytes.index(after: end) }
        return Substring(line[start..<end]).trimmed(" \t\r")
    }

    /// The column of `byteColumn` (UTF-8 bytes, from 1) on `line` (number `number`) in Unicode
    /// scalars, from 1: what reports count (SARIF's "unicodeCodePoints"). Findings come in the
    /// order of the line, so each conversion goes on from the last one on the same line: a
    /// minified line of thousands of findings is walked once.
    mutating func scalarColumn(_ line: Substring, number: Int, byteColumn: Int) -> Int {
        let bytes = line.utf8
        let target = min(max(0, byteColumn - 1), bytes.count)
        var byte = 0, scalar = 0
        if let last = lastColumn, last.line == number, last.byte <= target { (byte, scalar) = (last.byte, last.scalar) }
        var i = bytes.index(bytes.startIndex, offsetBy: byte)
        while byte < target {
            // Every byte but a continuation byte (10xxxxxx) starts a scalar.
            if bytes[i] & 0xC0 != 0x80 { scalar += 1 }
            byte += 1
            i = bytes.index(after: i)
        }
        lastColumn = (number, byte, scalar)
        return scalar + 1
    }
}
