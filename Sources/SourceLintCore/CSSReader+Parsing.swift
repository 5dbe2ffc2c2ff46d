import Foundation

extension CSSReader {
    struct CommentSpan {
        var text: String
        var startLine: Int
        var endLine: Int
    }

    /// Rules and comments of a style sheet. A nested SCSS rule is a rule of its own whose
    /// selectors are the inner ones (`&` kept); at-rules' blocks (`@media`) hold rules.
    static func parse(_ text: String, scss: Bool, less: Bool = false) -> (rules: [Rule], comments: [CommentSpan]) {
        // Less has SCSS's line comments too.
        var parser = Parser(s: Array(text.utf8), lineComments: scss || less, less: less)
        parser.run()
        parser.flushDeclaration()
        if !parser.topLevel.declarations.isEmpty { parser.rules.append(parser.topLevel) }
        return (parser.rules, parser.comments)
    }

    /// One pass over a style sheet's bytes: the text since the last `{`, `}` or `;` is buffered,
    /// and becomes a rule's selectors at `{` or a declaration at `;` or `}`.
    struct Parser {
        let s: [UInt8]
        let lineComments: Bool
        let less: Bool
        var i = 0
        var line = 1
        var lineStart = 0
        var rules: [Rule] = []
        var comments: [CommentSpan] = []
        /// A stack of open blocks: the rule's index in `rules`, or nil for an at-rule's block.
        var stack: [Int?] = []
        /// The text since the last `{`, `}` or `;`.
        var buffer: [UInt8] = []
        var bufferLine = 1
        var bufferColumn = 1
        /// The byte offset where the buffer's text starts: a fix edits the declaration's own bytes.
        var bufferOffset = 0
        /// Declarations outside any block (SCSS `$x: 1px;`).
        var topLevel = Rule(selectors: [])
        /// Whether the buffer holds more than white space (kept, not recomputed: linear time).
        var bufferStarted = false

        init(s: [UInt8], lineComments: Bool, less: Bool) {
            self.s = s
            self.lineComments = lineComments
            self.less = less
        }

        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }

        mutating func run() {
            while i < s.count {
                let c = s[i]
                if c == 47 && at(i + 1) == 42 {  // /* */
                    readBlockComment()
                    continue
                }
                if lineComments && c == 47 && at(i + 1) == 47 && !(i > 0 && s[i - 1] == 58) {  // // (not in `https://`)
                    let start = i
                    while i < s.count && s[i] != 10 { i += 1 }
                    comments.append(CommentSpan(text: String(decoding: s[start..<i], as: UTF8.self), startLine: line, endLine: line))
                    continue
                }
                if c == 34 || c == 39 {  // a string, kept in the buffer
                    readString(quote: c)
                    continue
                }
                if c == 92 && i + 1 < s.count {  // an escape: two bytes as they are
                    markStart()
                    buffer.append(c); buffer.append(s[i + 1]); i += 2
                    continue
                }
                if (c == 35 || (less && c == 64)) && at(i + 1) == 123 {  // interpolation, SCSS's #{…} and Less's @{…}: kept as text
                    readInterpolation()
                    continue
                }
                if c == 40 {  // ( … ): url(), var(), calc() — a `;` or `{` inside is not a boundary
                    readParenthesized()
                    continue
                }
                readStructural(c)
                i += 1
            }
        }

        mutating func markStart() {
            if !bufferStarted {
                bufferStarted = true
                bufferLine = line
                bufferColumn = i - lineStart + 1
                bufferOffset = i
            }
        }

        mutating func readBlockComment() {
            let startLine = line, start = i
            i += 2
            while i < s.count && !(s[i] == 42 && at(i + 1) == 47) {
                if s[i] == 10 { line += 1; lineStart = i + 1 }
                i += 1
            }
            i = min(i + 2, s.count)
            comments.append(CommentSpan(text: String(decoding: s[start..<i], as: UTF8.self), startLine: startLine, endLine: line))
        }

        mutating func readString(quote: UInt8) {
            markStart()
            buffer.append(quote)
            i += 1
            while i < s.count && s[i] != quote && s[i] != 10 {
                if s[i] == 92 && i + 1 < s.count { buffer.append(s[i]); i += 1 }
                buffer.append(s[i])
                i += 1
            }
            if i < s.count && s[i] == quote { buffer.append(quote); i += 1 }
        }

        mutating func readInterpolation() {
            markStart()
            var depth = 0
            while i < s.count {
                buffer.append(s[i])
                if s[i] == 123 { depth += 1 }
                if s[i] == 125 { depth -= 1; if depth == 0 { i += 1; break } }
                if s[i] == 10 { line += 1; lineStart = i + 1 }
                i += 1
            }
        }

        mutating func readParenthesized() {
            markStart()
            var depth = 0
            while i < s.count {
                let d = s[i]
                buffer.append(d)
                if d == 40 { depth += 1 }
                if d == 41 { depth -= 1; if depth == 0 { i += 1; break } }
                if d == 10 { line += 1; lineStart = i + 1 }
                if (d == 34 || d == 39) {
                    i += 1
                    while i < s.count && s[i] != d && s[i] != 10 { buffer.append(s[i]); i += 1 }
                    if i < s.count { buffer.append(s[i]) }
                }
                i += 1
            }
        }

        /// A byte outside comments, strings, escapes and parentheses: `{`, `}` and `;` end what
        /// the buffer holds; anything else is buffered.
        mutating func readStructural(_ c: UInt8) {
            switch c {
            case 123:  // {
                openBlock()
            case 125:  // }
                flushDeclaration()
                if !stack.isEmpty { stack.removeLast() }
            case 59:  // ;
                flushDeclaration()
            case 10:
                buffer.append(c)
                line += 1
                lineStart = i + 1
            default:
                if c != 32 && c != 9 && c != 13 { markStart() }
                buffer.append(c)
            }
        }

        /// A `{`: an at-rule's block, SCSS nested properties (the parent rule's), or a rule.
        mutating func openBlock() {
            let prelude = String(decoding: buffer, as: UTF8.self).trimmed(" \t\r\n")
            buffer.removeAll(keepingCapacity: true)
            bufferStarted = false
            if prelude.hasPrefix("@") {
                stack.append(nil)
            } else if let parent = stack.last, let p = parent, prelude.hasSuffix(":") || prelude.utf8.hasBytes(": ") && !prelude.utf8.contains(38) && prelude.first.map({ $0.isLetter }) == true && rules[p].selectors.isEmpty == false && prelude.split(separator: ":").first.map({ !$0.utf8.contains(32) && $0.utf8.contains(45) }) == true {
                // SCSS nested properties (`font: { size: 12px }`): the parent rule's.
                stack.append(p)
            } else {
                rules.append(Rule(selectors: CSSReader.splitSelectors(prelude), parent: stack.last(where: { $0 != nil }) ?? nil))
                stack.append(rules.count - 1)
            }
        }

        mutating func flushDeclaration() {
            let textValue = String(decoding: buffer, as: UTF8.self)
            buffer.removeAll(keepingCapacity: true)
            bufferStarted = false
            guard let colon = textValue.firstIndex(of: ":") else { return }
            let prop = textValue[..<colon].trimmed(" \t\r\n")
            let value = textValue[textValue.index(after: colon)...].trimmed(" \t\r\n")
            // `@x: 14px` is a Less variable; anywhere else, and any other `@…`, an at-rule.
            guard !prop.isEmpty, !prop.utf8.contains(32),
                  !prop.hasPrefix("@") || (less && prop.count > 1 && prop.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            else { return }
            // (Foundation's replacingOccurrences only where there is a line break: on every
            // declaration it costs a quarter of the lint's time on a CSS framework.)
            let oneLine = value.utf8.contains(10) ? value.replacingOccurrences(of: "\n", with: " ") : value
            let d = Declaration(property: prop, value: oneLine, line: bufferLine, column: bufferColumn, valueLine: bufferLine,
                                source: bufferOffset..<min(i, s.count))
            if let top = stack.last, let r = top { rules[r].declarations.append(d) } else { topLevel.declarations.append(d) }
        }
    }

    static func splitSelectors(_ prelude: String) -> [String] {
        var out: [String] = []
        var depth = 0
        var current = ""
        for ch in prelude {
            if ch == "(" || ch == "[" { depth += 1 }
            if ch == ")" || ch == "]" { depth -= 1 }
            if ch == "," && depth == 0 {
                out.append(current.trimmed(" \t\r\n"))
                current = ""
            } else {
                current.append(ch)
            }
        }
        out.append(current.trimmed(" \t\r\n"))
        return out.filter { !$0.isEmpty }
    }
}

extension CSSReader {
    /// The pixels of a `calc()` whose one length is in px and whose other terms are numbers
    /// multiplied or divided by (`calc(1px * 17)`, `calc(1px * var(--n))` with `--n: 17`, each
    /// variable read by `resolve`; Less's escape `~"calc(…)"` holds it as written): a fixed size,
    /// as `17px` is. Nil for anything else.
    static func calcPixels(_ value: String, resolve: (String) -> String = { $0 }) -> Double? {
        var v = value.trimmed(" \t")
        if v.hasPrefix("~") { v = String(v.dropFirst()).trimmed(" \t\"'") }
        guard v.lowercased().hasPrefix("calc("), v.hasSuffix(")") else { return nil }
        let inner = v.dropFirst(5).dropLast()
        var px: Double?
        var factor = 1.0
        var op: Character = "*"
        for word in inner.replacingOccurrences(of: "*", with: " * ").replacingOccurrences(of: "/", with: " / ").split(separator: " ") {
            if word == "*" || word == "/", let c = word.first { op = c; continue }
            // A custom property or variable that holds a number (`var(--n)` with `--n: 17`).
            let term = word.hasPrefix("var(") || word.hasPrefix("$") || word.hasPrefix("@") ? resolve(String(word)) : String(word)
            let lengths = Length.all(in: term)
            guard lengths.count == 1, let length = lengths.first else { return nil }
            if length.unit.lowercased() == "px" {
                guard px == nil, op == "*" else { return nil }
                px = length.value
            } else if length.unit.isEmpty, length.value != 0 {
                factor = op == "*" ? factor * length.value : factor / length.value
            } else {
                return nil
            }
        }
        return px.map { $0 * factor }
    }
}
