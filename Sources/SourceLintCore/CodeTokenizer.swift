/// A tokenizer for Kotlin and Dart: identifiers, numbers, strings and punctuation with their
/// line and column, comments kept apart (for suppressions), and nothing taken from inside a
/// comment or a string for code.
///
/// It understands, for both languages: line comments, nested block comments (`/* /* */ */`),
/// strings with escapes, and string templates with nested braces and strings inside them
/// (`"${if (a) "x" else "}"}"`). Kotlin: raw strings `"""…"""`, character literals,
/// backtick-quoted names. Dart: `'…'`, `"…"`, `'''…'''`, `"""…"""`, raw strings `r'…'`, and
/// `$name` interpolation. A string or comment left open at the end of the file ends there.
struct CodeTokenizer {
    enum Dialect { case kotlin, dart }

    enum Kind: Equatable { case identifier, number, string, punct }

    struct Token {
        var kind: Kind
        var text: Substring
        var line: Int
        var column: Int
    }

    struct Comment {
        var text: Substring
        var startLine: Int
        var endLine: Int
    }

    private(set) var tokens: [Token] = []
    private(set) var comments: [Comment] = []

    private let s: [UInt8]
    private let text: String
    private let utf8: String.UTF8View
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private let dialect: Dialect

    init(_ text: String, dialect: Dialect) {
        self.text = text
        self.utf8 = text.utf8
        self.s = Array(text.utf8)
        self.dialect = dialect
        run()
    }

    /// The text of bytes `a..<b`, both clamped to the text (an escape at the very end moves
    /// past it). Tokens are cut from the UTF-8 view: a cut inside a scalar is widened by the
    /// String's own rounding, never a trap.
    private func sub(_ a: Int, _ b: Int) -> Substring {
        let end = min(max(b, 0), s.count)
        let begin = min(max(a, 0), end)
        let start = utf8.index(utf8.startIndex, offsetBy: begin)
        let stop = utf8.index(start, offsetBy: end - begin)
        return text[start..<stop]
    }

    private func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }

    private mutating func newline() {
        line += 1
        lineStart = i + 1
    }

    private static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c >= 0x80 || c == 36
    }

    private static func isIdent(_ c: UInt8) -> Bool { isIdentStart(c) || (c >= 48 && c <= 57) }

    private mutating func run() {
        while i < s.count {
            let c = s[i]
            if c == 10 { newline(); i += 1; continue }
            if c == 32 || c == 9 || c == 13 || c == 12 { i += 1; continue }
            let startLine = line, startColumn = i - lineStart + 1, start = i
            if c == 47 && at(i + 1) == 47 {  // line comment
                while i < s.count && s[i] != 10 { i += 1 }
                comments.append(Comment(text: sub(start, i), startLine: startLine, endLine: startLine))
                continue
            }
            if c == 47 && at(i + 1) == 42 {  // block comment, nested
                blockComment()
                comments.append(Comment(text: sub(start, i), startLine: startLine, endLine: line))
                continue
            }
            if dialect == .dart && (c == 114 || c == 82) && (at(i + 1) == 39 || at(i + 1) == 34) {  // r'…'
                i += 1
                string(raw: true)
                tokens.append(Token(kind: .string, text: sub(start, i), line: startLine, column: startColumn))
                continue
            }
            if c == 34 || (c == 39 && dialect == .dart) {
                string(raw: false)
                tokens.append(Token(kind: .string, text: sub(start, i), line: startLine, column: startColumn))
                continue
            }
            if c == 39 {  // Kotlin character literal
                i += 1
                while i < s.count && s[i] != 39 && s[i] != 10 {
                    if s[i] == 92 { i += 1 }
                    i += 1
                }
                if i < s.count && s[i] == 39 { i += 1 }
                tokens.append(Token(kind: .string, text: sub(start, min(i, s.count)), line: startLine, column: startColumn))
                continue
            }
            if c == 96 && dialect == .kotlin {  // `name`
                i += 1
                while i < s.count && s[i] != 96 && s[i] != 10 { i += 1 }
                if i < s.count && s[i] == 96 { i += 1 }
                tokens.append(Token(kind: .identifier, text: sub(start + 1, max(start + 1, i - 1)), line: startLine, column: startColumn))
                continue
            }
            if c >= 48 && c <= 57 || (c == 46 && at(i + 1) >= 48 && at(i + 1) <= 57) {
                number()
                tokens.append(Token(kind: .number, text: sub(start, i), line: startLine, column: startColumn))
                continue
            }
            if Self.isIdentStart(c) {
                while i < s.count && Self.isIdent(s[i]) && !(dialect == .kotlin && s[i] == 36) { i += 1 }
                if i == start { i += 1 }
                tokens.append(Token(kind: .identifier, text: sub(start, i), line: startLine, column: startColumn))
                continue
            }
            i += 1
            // Keep a multi-byte scalar whole.
            while i < s.count && s[i] & 0xC0 == 0x80 { i += 1 }
            tokens.append(Token(kind: .punct, text: sub(start, i), line: startLine, column: startColumn))
        }
    }

    private mutating func blockComment() {
        var depth = 0
        while i < s.count {
            if s[i] == 47 && at(i + 1) == 42 { depth += 1; i += 2; continue }
            if s[i] == 42 && at(i + 1) == 47 {
                depth -= 1
                i += 2
                if depth == 0 { return }
                continue
            }
            if s[i] == 10 { newline() }
            i += 1
        }
    }

    private mutating func number() {
        // 14, 14.5, 0x1F, 1_000, 14f, 14L, 1e3, 14.sp stops at the dot before a letter.
        while i < s.count {
            let c = s[i]
            if (c >= 48 && c <= 57) || c == 95 { i += 1; continue }
            if c == 46 && at(i + 1) >= 48 && at(i + 1) <= 57 { i += 1; continue }
            if (c == 101 || c == 69) && (at(i + 1) >= 48 && at(i + 1) <= 57 || ((at(i + 1) == 43 || at(i + 1) == 45) && at(i + 2) >= 48 && at(i + 2) <= 57)) {
                i += 2; continue
            }
            if c == 120 || c == 88 || (c >= 97 && c <= 102) || (c >= 65 && c <= 70) || c == 102 || c == 70 || c == 76 || c == 117 || c == 85 {
                i += 1; continue
            }
            break
        }
    }

    /// A string starting at `i` (its quote); templates are skipped with their nesting.
    private mutating func string(raw: Bool) {
        let quote = s[i]
        let triple = at(i + 1) == quote && at(i + 2) == quote
        i += triple ? 3 : 1
        let kotlinRaw = dialect == .kotlin && triple
        while i < s.count {
            let c = s[i]
            if c == quote {
                if triple {
                    if at(i + 1) == quote && at(i + 2) == quote {
                        i += 3
                        // Kotlin: `""""` ends with the last three quotes.
                        while kotlinRaw && i < s.count && s[i] == quote { i += 1 }
                        return
                    }
                } else {
                    i += 1
                    return
                }
            }
            if c == 10 {
                if !triple { return }  // an unterminated one-line string ends at the line
                newline()
            }
            if c == 92 && !raw && !kotlinRaw {  // escape
                i += 2
                continue
            }
            if c == 36 && !raw && at(i + 1) == 123 {  // ${ … }
                i += 2
                template()
                continue
            }
            i += 1
        }
    }

    /// The inside of `${…}` up to its closing brace, with nested braces, strings and comments.
    private mutating func template() {
        var depth = 1
        while i < s.count {
            let c = s[i]
            if c == 10 { newline(); i += 1; continue }
            if c == 47 && at(i + 1) == 42 { blockComment(); continue }
            if c == 34 || (c == 39 && dialect == .dart) { string(raw: false); continue }
            if dialect == .dart && (c == 114 || c == 82) && (at(i + 1) == 39 || at(i + 1) == 34) && !Self.isIdent(i > 0 ? s[i - 1] : 0) {
                i += 1
                string(raw: true)
                continue
            }
            if c == 123 { depth += 1 }
            if c == 125 {
                depth -= 1
                if depth == 0 { i += 1; return }
            }
            i += 1
        }
    }
}

/// Calls found in a token list: `name(args)` with each argument's label (`name =` in Kotlin,
/// `name:` in Dart) and its tokens, nested calls included.
struct CallIndex {
    struct Argument {
        var label: Substring?
        /// Token indices of the value (after the label).
        var range: Range<Int>
    }

    struct Call {
        /// The called name (`Text`, `TextStyle`, `linear`), and the dotted qualifier before it.
        var name: Substring
        var qualifier: [Substring]
        /// Index of the name token, and of the parentheses.
        var nameIndex: Int
        var open: Int
        var close: Int
        var arguments: [Argument]
        /// The call whose parentheses hold this one (an index in `calls`).
        var parent: Int?

        func argument(_ label: String) -> Argument? { arguments.first { $0.label == label[...] } }
    }

    let tokens: [CodeTokenizer.Token]
    private(set) var calls: [Call] = []
    /// For each `(` token index, the matching `)` (or the end).
    private(set) var closing: [Int: Int] = [:]

    /// One pass over the tokens with a stack of open brackets: linear in the tokens, whatever
    /// the nesting (a stray closer is ignored; one that matches none of the 64 innermost
    /// openers is too, so that no input costs more than that per token).
    init(tokens: [CodeTokenizer.Token], labelSeparator: Substring) {
        self.tokens = tokens
        // Each open bracket: its token, and the call it opens (an index in `calls`).
        var stack: [(open: Int, call: Int?)] = []
        var argStart: [Int: Int] = [:]  // call index → where its current argument starts
        func finishArgument(_ c: Int, at end: Int) {
            guard let start = argStart[c], start < end else { return }
            var label: Substring?
            var valueStart = start
            if end - start >= 2, tokens[start].kind == .identifier, tokens[start + 1].text == labelSeparator,
               !(start + 2 < end && tokens[start + 2].text == labelSeparator) {
                label = tokens[start].text
                valueStart = start + 2
            }
            calls[c].arguments.append(Argument(label: label, range: valueStart..<end))
        }
        for (k, t) in tokens.enumerated() where t.kind == .punct {
            switch t.text {
            case "(", "[", "{":
                if t.text == "(", k > 0, tokens[k - 1].kind == .identifier {
                    var n = k - 1
                    var qualifier: [Substring] = []
                    while n >= 2, tokens[n - 1].text == "." || tokens[n - 1].text == "?.", tokens[n - 2].kind == .identifier, qualifier.count < 16 {
                        qualifier.insert(tokens[n - 2].text, at: 0)
                        n -= 2
                    }
                    let parent = stack.last { $0.call != nil }?.call
                    calls.append(Call(name: tokens[k - 1].text, qualifier: qualifier, nameIndex: k - 1, open: k,
                                      close: tokens.count, arguments: [], parent: parent))
                    argStart[calls.count - 1] = k + 1
                    stack.append((k, calls.count - 1))
                } else {
                    stack.append((k, nil))
                }
            case ")", "]", "}":
                let want: Substring = t.text == ")" ? "(" : t.text == "]" ? "[" : "{"
                let floor = max(0, stack.count - 64)
                guard let pos = stack[floor...].lastIndex(where: { tokens[$0.open].text == want }) else { continue }
                for entry in stack[pos...].reversed() {
                    closing[entry.open] = k
                    if let c = entry.call {
                        finishArgument(c, at: k)
                        calls[c].close = k
                        argStart[c] = nil
                    }
                }
                stack.removeSubrange(pos...)
            case ",":
                if let top = stack.last, let c = top.call {
                    finishArgument(c, at: k)
                    argStart[c] = k + 1
                }
            default: break
            }
        }
        for entry in stack {
            closing[entry.open] = tokens.count
            if let c = entry.call { finishArgument(c, at: tokens.count) }
        }
    }

    /// The calls whose parentheses hold call `call`, innermost first.
    func enclosing(_ call: Call) -> [Call] {
        var out: [Call] = []
        var p = call.parent
        while let i = p, out.count < 256 {
            out.append(calls[i])
            p = calls[i].parent
        }
        return out
    }

    /// The calls whose name lies in `range` (calls are in the order of their names).
    func calls(in range: Range<Int>) -> ArraySlice<Call> {
        var lo = 0, hi = calls.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if calls[mid].nameIndex < range.lowerBound { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < calls.count && calls[end].nameIndex < range.upperBound { end += 1 }
        return calls[lo..<end]
    }

    /// A number at the start of `range` (`14`, `14.5f`, `-2`, `14.0`), ignoring a Kotlin suffix.
    func number(in range: Range<Int>) -> Double? {
        guard let first = range.first, first < tokens.count else { return nil }
        var k = first
        var sign = 1.0
        if tokens[k].text == "-" { sign = -1; k += 1 }
        guard k < range.upperBound, tokens[k].kind == .number else { return nil }
        var t = String(tokens[k].text).replacingUnderscores()
        while let last = t.last, "fFdDLuU".contains(last), !t.hasPrefix("0x") { t.removeLast() }
        return Double(t).map { $0 * sign }
    }

    /// The larger number of a choice of two on a condition (`wide ? 1.2 : 1.1`), each side one
    /// number: the value the choice can reach. A plain number is itself. Nil for anything else.
    func largestNumberOfChoice(in range: Range<Int>) -> Double? {
        func only(_ r: Range<Int>) -> Double? {
            guard !r.isEmpty, r.count <= 2, let v = number(in: r), r.count == 1 || tokens[r.lowerBound].text == "-" else { return nil }
            return v
        }
        if let v = only(range) { return v }
        guard !range.isEmpty, range.upperBound <= tokens.count else { return nil }
        // The first `?` outside brackets that is not `?.`, `?[` or `??`, then its `:`.
        var depth = 0
        var question: Int?
        for k in range {
            switch tokens[k].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "?" where depth == 0 && question == nil:
                let next = k + 1 < range.upperBound ? tokens[k + 1].text : ""
                let previous = k > range.lowerBound ? tokens[k - 1].text : ""
                if ![".", "?", "["].contains(next) && previous != "?" { question = k }
            case ":" where depth == 0:
                if let q = question, let a = only((q + 1)..<k), let b = only((k + 1)..<range.upperBound) { return max(a, b) }
                return nil
            default: break
            }
        }
        return nil
    }

    /// The tokens of `range` as one string, spaced as written on one line.
    func text(_ range: Range<Int>) -> String {
        var out = ""
        var prev: CodeTokenizer.Token?
        for k in range where k < tokens.count {
            let t = tokens[k]
            if let p = prev, p.line != t.line || (p.kind != .punct && t.kind != .punct) || p.text == "," || p.text == "=" || t.text == "=" || p.text == ":" {
                out += " "
            }
            out += t.text
            prev = t
        }
        return out.count > 60 ? String(out.prefix(57)) + "…" : out
    }
}

extension String {
    func replacingUnderscores() -> String { filter { $0 != "_" } }
}
