import Foundation
import TypeSystem

/// Fixes for the findings that can be fixed while keeping the size at the default text size
/// (Large) and making it scale (docs/lint/fixes.md):
/// - SwiftUI `.system(size: N, weight: W)` whose N is the Large size of an iOS text style becomes
///   that style (with the weight when the style's own differs);
/// - UIKit fonts are wrapped in `UIFontMetrics(forTextStyle: <nearest style>).scaledFont(for:)`,
///   and `label.adjustsFontForContentSizeCategory = true` follows a `label.font = …` in the same
///   scope; `adjustsFontForContentSizeCategory = false` becomes `true`;
/// - CSS `px` font sizes become `rem` (a 16 px root);
/// - Android `dp`, `dip` and `px` text sizes become `sp`; `COMPLEX_UNIT_DIP`/`PX` become
///   `COMPLEX_UNIT_SP`; Compose `N.dp.toSp()` becomes `N.sp`;
/// - Flutter `TextScaler.noScaling` and `textScaleFactor: 1.0` arguments are removed.
public enum SourceFixer {
    /// Whether `--fix` applies the fix `finding` carries: a `textDoesNotScale` finding that is not
    /// a note in product code (its ``SourceFinding/baseLevel``). The reader that reports a finding
    /// makes its fix, at the node or token it names (``ReaderUsage/fix``).
    public static func applies(to finding: SourceFinding) -> Bool {
        finding.rule == .textDoesNotScale && finding.baseLevel != .note && finding.fix != nil
    }

    /// `text` with `edits` applied (edits that overlap an earlier one are skipped).
    public static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        var last = Int.max
        for e in edits.sorted(by: { $0.startOffset > $1.startOffset }) {
            guard e.endOffset <= last, e.startOffset <= e.endOffset, e.endOffset <= bytes.count else { continue }
            bytes.replaceSubrange(e.startOffset..<e.endOffset, with: Array(e.replacement.utf8))
            last = e.startOffset
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with the fixes of `findings` (of that file) applied, and how many findings they
    /// fix. Nil when the fixed text would not be valid in its language where the original was
    /// (Swift, through `swift`'s parser): such a fix is never written.
    package static func fixed(_ text: String, language: SourceLanguage, findings: [SourceFinding],
                              swift: SwiftSupport?) -> (text: String, fixed: Int)? {
        let fixable = findings.filter(applies(to:))
        let edits = self.edits(of: fixable)
        guard !edits.isEmpty else { return (text, 0) }
        let out = apply(edits, to: text)
        if let swift, language == .swift, swift.isValid(text) && !swift.isValid(out) { return nil }
        return (out, fixable.count)
    }

    /// `text` fixed as `--fix` fixes it: the fixes of `findings`, then, as long as that changes the
    /// text (at most `passes` times), the fixes of what `lint` finds in the fixed text. One pass
    /// leaves work behind where fixes overlap, or where one finding stands for several on a Swift
    /// line (one finding per line and rule there): two fixed sizes on one Swift line need two
    /// passes.
    /// Nil when the first pass would make the text invalid (``fixed(_:language:findings:)``); a
    /// later pass that would is not taken. Fixing the result again changes nothing, unless
    /// `passes` ran out.
    package static func fixedToTheEnd(_ text: String, language: SourceLanguage, findings: [SourceFinding], passes: Int = 10,
                                      swift: SwiftSupport?, lint: (String) -> [SourceFinding]) -> (text: String, fixed: Int)? {
        guard let first = fixed(text, language: language, findings: findings, swift: swift) else { return nil }
        var current = first
        var pass = 1
        while pass < passes, current.text != text {
            let next = lint(current.text).filter(applies(to:))
            guard let more = fixed(current.text, language: language, findings: next, swift: swift), more.text != current.text else { break }
            current = (more.text, current.fixed + more.fixed)
            pass += 1
        }
        return current
    }

    /// The edits of every fix in `findings`, without overlaps (the first wins).
    public static func edits(of findings: [SourceFinding]) -> [TextEdit] {
        var out: [TextEdit] = []
        var seen = Set<TextEdit>()
        for f in findings { for e in f.fix?.edits ?? [] where seen.insert(e).inserted { out.append(e) } }
        out.sort { $0.startOffset < $1.startOffset }
        var kept: [TextEdit] = []
        for e in out where kept.last.map({ $0.endOffset <= e.startOffset || ($0.endOffset == e.startOffset) }) ?? true {
            kept.append(e)
        }
        return kept
    }

    /// A number as CSS and Kotlin write it: no trailing zeros ("0.875", "14").
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}

/// Lines of a text with their UTF-8 offsets, for edits made line by line.
extension String {
    /// The text's lines, split at each line feed byte; a carriage return before it stays at the
    /// line's end. (`split(separator: "\n")` splits at `Character`s, and "\r\n" is one
    /// `Character`, so a file with CRLF line ends would be one line.)
    package var lines: [Substring] {
        var out: [Substring] = []
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == 10 {
                out.append(self[start..<i])
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        out.append(self[start..<utf8.endIndex])
        return out
    }
}

package struct LineMap {
    package let text: String
    package let lines: [Substring]
    package let starts: [Int]
    /// Whether each line is ASCII only (its columns are its byte offsets).
    let ascii: [Bool]

    package init(_ text: String) {
        self.text = text
        lines = text.lines
        var starts: [Int] = []
        var offset = 0
        for l in lines {
            starts.append(offset)
            offset += l.utf8.count + 1
        }
        self.starts = starts
        ascii = lines.map { $0.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Line (from 1) and column (from 1, Unicode scalars) of `index` in line `n` (from 0).
    func position(line n: Int, index: String.Index, in line: Substring) -> (line: Int, column: Int) {
        (n + 1, scalars(line: n, upTo: index) + 1)
    }

    /// The Unicode scalars of line `n` before `index`. On an ASCII line that is the UTF-8
    /// distance, which a native string gives at once: a minified line's thousands of columns are
    /// not each counted from the line's start.
    func scalars(line n: Int, upTo index: String.Index) -> Int {
        let line = lines[n]
        if ascii[n] { return line.utf8.distance(from: line.startIndex, to: index) }
        return line.unicodeScalars[line.startIndex..<index].count
    }

    /// The line and column of a UTF-8 offset.
    package func position(offset: Int) -> (line: Int, column: Int) {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let line = lines[lo]
        let within = min(max(0, offset - starts[lo]), line.utf8.count)
        let idx = line.utf8.index(line.startIndex, offsetBy: within)
        return (lo + 1, scalars(line: lo, upTo: idx) + 1)
    }

    func edit(line n: Int, range: Range<String.Index>, in line: Substring, replacement: String) -> TextEdit {
        let lo = starts[n] + line.utf8.distance(from: line.startIndex, to: range.lowerBound)
        let hi = starts[n] + line.utf8.distance(from: line.startIndex, to: range.upperBound)
        return edit(lo..<hi, replacement: replacement)
    }

    package func edit(_ range: Range<Int>, replacement: String) -> TextEdit {
        let a = position(offset: range.lowerBound), b = position(offset: range.upperBound)
        return TextEdit(startOffset: range.lowerBound, endOffset: range.upperBound, startLine: a.line, startColumn: a.column,
                        endLine: b.line, endColumn: b.column, replacement: replacement)
    }

    /// Deletes line `n` (from 0) with its line break.
    func deleteLine(_ n: Int) -> TextEdit {
        let lo = starts[n]
        let hi = n + 1 < starts.count ? starts[n + 1] : lo + lines[n].utf8.count
        return edit(lo..<hi, replacement: "")
    }
}

/// One file's text as a reader's fixes see it: byte ranges of its tokens, and the lines that
/// turn them into edits (built on the first fix: most files have none).
final class FixText {
    let text: String
    private(set) lazy var map = LineMap(text)

    init(_ text: String) { self.text = text }

    /// The bytes `range` of the text (clamped to it).
    func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        let u = text.utf8
        let lo = min(max(0, range.lowerBound), u.count), hi = min(max(lo, range.upperBound), u.count)
        return Array(u[u.index(u.startIndex, offsetBy: lo)..<u.index(u.startIndex, offsetBy: hi)])[...]
    }

    /// The byte offset of `sub`, a slice of the text.
    func offset(of sub: Substring) -> Int { text.utf8.distance(from: text.startIndex, to: sub.startIndex) }

    /// An edit replacing the bytes `range` with `replacement`.
    func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit { map.edit(range, replacement: replacement) }
}
