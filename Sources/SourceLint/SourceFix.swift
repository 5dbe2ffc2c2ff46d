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
    /// `findings` of one file (its `text`, in `language`) with the fix of each that has one.
    public static func attachFixes(to findings: [SourceFinding], text: String, language: SourceLanguage) -> [SourceFinding] {
        let fixable = findings.filter { $0.rule == .textDoesNotScale && $0.baseLevel != .note }
        guard !fixable.isEmpty else { return findings }
        // A Swift file's findings share its platform (its target's): the styles are that platform's.
        let candidates = self.candidates(in: text, language: language, platform: fixable.first?.platform ?? .iOS)
        guard !candidates.isEmpty else { return findings }
        var used = Set<Int>()
        return findings.map { f in
            guard f.rule == .textDoesNotScale, f.baseLevel != .note else { return f }
            // The candidate whose lines hold the finding, nearest to its column.
            let matches = candidates.indices.filter { candidates[$0].lines.contains(f.line) && !used.contains($0) }
            guard let k = matches.min(by: { distance(candidates[$0], f) < distance(candidates[$1], f) }) else { return f }
            used.insert(k)
            var g = f
            g.fix = candidates[k].fix
            return g
        }
    }

    private static func distance(_ c: Candidate, _ f: SourceFinding) -> Int {
        c.anchor.line == f.line ? abs(c.anchor.column - f.column) : 1_000_000 + abs(c.anchor.line - f.line)
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
    /// (Swift, through swift-syntax): such a fix is never written.
    public static func fixed(_ text: String, language: SourceLanguage, findings: [SourceFinding]) -> (text: String, fixed: Int)? {
        let withFixes = attachFixes(to: findings, text: text, language: language)
        let edits = self.edits(of: withFixes)
        guard !edits.isEmpty else { return (text, 0) }
        let out = apply(edits, to: text)
        if isValid(text, language: language) && !isValid(out, language: language) { return nil }
        return (out, withFixes.filter { $0.fix != nil }.count)
    }


    /// `text` fixed as `--fix` fixes it: the fixes of `findings`, then, as long as that changes the
    /// text (at most `passes` times), the fixes of what `lint` finds in the fixed text. One pass
    /// leaves work behind where fixes overlap, or where one finding stands for several on a Swift
    /// line (one finding per line and rule there): two fixed sizes on one Swift line need two
    /// passes.
    /// Nil when the first pass would make the text invalid (``fixed(_:language:findings:)``); a
    /// later pass that would is not taken. Fixing the result again changes nothing, unless
    /// `passes` ran out.
    public static func fixedToTheEnd(_ text: String, language: SourceLanguage, findings: [SourceFinding], passes: Int = 10,
                                     lint: (String) -> [SourceFinding]) -> (text: String, fixed: Int)? {
        guard let first = fixed(text, language: language, findings: findings) else { return nil }
        var current = first
        var pass = 1
        while pass < passes, current.text != text {
            let next = lint(current.text).filter { $0.rule == .textDoesNotScale && $0.baseLevel != .note }
            guard let more = fixed(current.text, language: language, findings: next), more.text != current.text else { break }
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

    // MARK: Candidates

    struct Candidate {
        var lines: ClosedRange<Int>
        var anchor: (line: Int, column: Int)
        var fix: SourceFix
    }

    static func candidates(in text: String, language: SourceLanguage, platform: Platform = .iOS) -> [Candidate] {
        let map = LineMap(text)
        switch language {
        case .swift: return SwiftFixes.candidates(text, map: map, platform: platform)
        case .css, .scss, .less: return cssCandidates(text, map: map)
        case .androidXML: return androidXMLCandidates(text, map: map)
        case .kotlin, .java: return kotlinCandidates(text, map: map)  // Java is read as Kotlin's views are
        case .dart: return dartCandidates(text, map: map)
        }
    }

    /// A number as CSS and Kotlin write it: no trailing zeros ("0.875", "14").
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        var s = String(format: "%.6f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// Byte ranges of `pattern`'s matches in `line` (a regular expression over the line's text),
    /// with their capture groups.
    static func matches(_ pattern: String, in text: Substring) -> [[Range<String.Index>?]] {
        guard let re = try? NSRegularExpression(pattern: pattern) else { return [] }
        let s = String(text)
        return re.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { m in
            (0..<m.numberOfRanges).map { i in
                Range(m.range(at: i), in: s).map { r in
                    let lo = text.utf8.index(text.startIndex, offsetBy: s.utf8.distance(from: s.startIndex, to: r.lowerBound))
                    let hi = text.utf8.index(text.startIndex, offsetBy: s.utf8.distance(from: s.startIndex, to: r.upperBound))
                    return lo..<hi
                }
            }
        }
    }

    static func cssCandidates(_ text: String, map: LineMap) -> [Candidate] {
        var out: [Candidate] = []
        for (n, line) in map.lines.enumerated() {
            // px inside a font-size or font declaration, or a variable holding a size.
            guard line.contains("px") else { continue }
            // `px` as the reader reads a unit: not followed by more letters or `%` (`0px%` is no px).
            for m in matches(#"(?<![\w.-])(\d+(?:\.\d+)?|\.\d+)px(?![A-Za-z0-9_%])"#, in: line) {
                guard let whole = m[0], let num = m[1], let v = Double(line[num]) else { continue }
                let before = statement(before: whole.lowerBound, in: line)
                guard before.range(of: #"(font-size|font)\s*:[^;{}]*$|\$[\w-]*size[\w-]*\s*:[^;]*$|--[\w-]*size[\w-]*\s*:[^;]*$|@[\w-]*size[\w-]*\s*:[^;]*$"#,
                                   options: [.regularExpression, .caseInsensitive]) != nil else { continue }
                let edit = map.edit(line: n, range: whole, in: line, replacement: number(v / 16) + "rem")
                out.append(Candidate(lines: (n + 1)...(n + 1), anchor: map.position(line: n, index: whole.lowerBound, in: line),
                                     fix: SourceFix(description: "\(line[whole]) → \(edit.replacement) (16 px root)", edits: [edit])))
            }
        }
        return out
    }

    /// The part of `line` before `index` that belongs to the same declaration: from after the
    /// last `;`, `{` or `}`. On a minified line the search stays within one declaration instead
    /// of going back over the whole line for each size.
    static func statement(before index: String.Index, in line: Substring) -> Substring {
        let bytes = line.utf8
        var start = index
        while start > bytes.startIndex {
            let b = bytes[bytes.index(before: start)]
            if b == UInt8(ascii: ";") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}") { break }
            start = bytes.index(before: start)
        }
        return line[start..<index]
    }

    static func androidXMLCandidates(_ text: String, map: LineMap) -> [Candidate] {
        var out: [Candidate] = []
        for (n, line) in map.lines.enumerated() {
            // `textSize="12dp"`, and a size defined as `<dimen …>12dp</dimen>` or `<item …>12dp</item>`.
            let forms = matches(#"(?:textSize|lineHeight)\s*=\s*"\s*(\d+(?:\.\d+)?)(dp|dip|px)\s*""#, in: line)
                + matches(#">\s*(\d+(?:\.\d+)?)(dp|dip|px)\s*</(?:dimen|item)>"#, in: line)
            for m in forms {
                guard let whole = m[0], let unit = m[2], let num = m[1] else { continue }
                let edit = map.edit(line: n, range: unit, in: line, replacement: "sp")
                // Anchored where the reader puts the finding: the attribute's name (a dimen's value).
                let at = line[whole].first == ">" ? num.lowerBound : whole.lowerBound
                out.append(Candidate(lines: (n + 1)...(n + 1), anchor: map.position(line: n, index: at, in: line),
                                     fix: SourceFix(description: "\(line[num])\(line[unit]) → \(line[num])sp", edits: [edit])))
            }
        }
        return out
    }

    static func kotlinCandidates(_ text: String, map: LineMap) -> [Candidate] {
        var out: [Candidate] = []
        for (n, line) in map.lines.enumerated() {
            for m in matches(#"COMPLEX_UNIT_(DIP|PX)\b"#, in: line) {
                guard let whole = m[0] else { continue }
                let edit = map.edit(line: n, range: whole, in: line, replacement: "COMPLEX_UNIT_SP")
                out.append(Candidate(lines: (n + 1)...(n + 1), anchor: map.position(line: n, index: whole.lowerBound, in: line),
                                     fix: SourceFix(description: "\(line[whole]) → COMPLEX_UNIT_SP", edits: [edit])))
            }
            for m in matches(#"(?<![\w.])(\d+(?:\.\d+)?f?)\.dp\.toSp\(\)"#, in: line) {
                guard let whole = m[0], let num = m[1] else { continue }
                let edit = map.edit(line: n, range: whole, in: line, replacement: "\(line[num]).sp")
                out.append(Candidate(lines: (n + 1)...(n + 1), anchor: map.position(line: n, index: whole.lowerBound, in: line),
                                     fix: SourceFix(description: "\(line[whole]) → \(line[num]).sp", edits: [edit])))
            }
        }
        return out
    }

    static func dartCandidates(_ text: String, map: LineMap) -> [Candidate] {
        var out: [Candidate] = []
        for (n, line) in map.lines.enumerated() {
            for m in matches(#"\b(?:textScaler\s*:\s*TextScaler\.noScaling|textScaleFactor\s*:\s*1(?:\.0*)?)(?![\w.])\s*,?[ \t]*"#, in: line) {
                guard let whole = m[0] else { continue }
                let what = line[whole].trimmingCharacters(in: CharacterSet(charactersIn: ", \t"))
                // An argument alone on its line goes with its line.
                let rest = line[whole.upperBound...]
                let lead = line[line.startIndex..<whole.lowerBound]
                let edit: TextEdit
                if lead.allSatisfy({ $0 == " " || $0 == "\t" }), rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }),
                   line[whole].hasSuffix(",") || line[whole].trimmingCharacters(in: .whitespaces).hasSuffix(",") {
                    edit = map.deleteLine(n)
                } else {
                    // `f(a, textScaleFactor: 1.0)`: the comma before goes too.
                    var lo = whole.lowerBound
                    if !line[whole].trimmingCharacters(in: .whitespaces).hasSuffix(",") {
                        let head = line[line.startIndex..<lo]
                        if let comma = head.lastIndex(where: { $0 != " " && $0 != "\t" }), line[comma] == "," { lo = comma }
                    }
                    edit = map.edit(line: n, range: lo..<whole.upperBound, in: line, replacement: "")
                }
                out.append(Candidate(lines: (n + 1)...(n + 1), anchor: map.position(line: n, index: whole.lowerBound, in: line),
                                     fix: SourceFix(description: "remove \(what)", edits: [edit])))
            }
        }
        return out
    }
}

/// Lines of a text with their UTF-8 offsets, for edits made line by line.
struct LineMap {
    let text: String
    let lines: [Substring]
    let starts: [Int]
    /// Whether each line is ASCII only (its columns are its byte offsets).
    let ascii: [Bool]

    init(_ text: String) {
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
    func position(offset: Int) -> (line: Int, column: Int) {
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

    func edit(_ range: Range<Int>, replacement: String) -> TextEdit {
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
