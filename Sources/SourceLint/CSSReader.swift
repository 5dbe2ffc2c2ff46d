import Foundation
import TypeSystem

/// A CSS, SCSS and Less reader of our own: a tokenizer that knows comments (`/* */`, and `//` in
/// SCSS and Less), strings, `url(…)`, escapes, interpolation (`#{…}`, Less's `@{…}`) and nested
/// blocks, and a walk over its tokens into rules (selectors, nested for SCSS and Less) and
/// declarations with their line and column.
///
/// What it reports:
/// - `font-size` (or the size in `font`) in px or pt, with no rem, em, % or keyword to follow
///   the reader's setting; on `html` or `:root` it is an error;
/// - sizes below the minimum (px, pt, and rem/em against the browser's 16 px default);
/// - `font-weight` 100–300 (or `lighter`) in a rule whose size is below Body;
/// - a `line-height` that is tight in a rule that shows three or more lines (`line-clamp`);
/// - custom properties (`--x`), SCSS variables (`$x`) and Less variables (`@x`) are followed
///   within the file, and across the files linted together (`SourceLinter`).
enum CSSReader {
    struct Declaration {
        var property: String
        var value: String
        var line: Int
        var column: Int
        var valueLine: Int
    }

    struct Rule {
        var selectors: [String]
        var declarations: [Declaration] = []
    }

    /// The variables a style sheet defines and the ones its font sizes use.
    struct Variables {
        /// `$name`, `@name` (Less) and `--name` definitions, by name.
        var defined = Set<String>()
        /// Names a `font-size` (or `font`) value uses, with the use's line and the custom
        /// properties whose `var(--x, …)` fallback the name is in (the fallback is used only where
        /// none of them is defined).
        var fontSizeUses: [(name: String, line: Int, fallbackOf: [String])] = []
        /// SCSS maps: the variables each key of a map's entries holds
        /// (`$pairings: (0: (size: $size-0, lh: $lh-0))` → `$pairings` → `size` → `$size-0`).
        var mapEntries: [String: [String: [String]]] = [:]
        /// `font-size: map-get($map, 'key')` (through a variable that is itself `map-get($map, …)`,
        /// as an `@each` over a map of maps writes it), with the use's line.
        var mapSizeUses: [(map: String, key: String, line: Int)] = []
    }

    private static let mapGet = try? NSRegularExpression(pattern: #"map[.-]get\(\s*(\$[A-Za-z0-9_-]+)\s*,\s*['"]?([A-Za-z0-9_-]+)['"]?\s*[,)]"#)
    private static let mapGetMap = try? NSRegularExpression(pattern: #"map[.-]get\(\s*(\$[A-Za-z0-9_-]+)"#)
    private static let mapEntry = try? NSRegularExpression(pattern: #"['"]?([A-Za-z0-9_-]+)['"]?\s*:\s*(\$[A-Za-z0-9_-]+)"#)

    /// The first `map-get($map, key)` in a value: the map and the key.
    static func mapGetCall(in value: String) -> (map: String, key: String)? {
        guard value.utf8.hasBytes("get("), let re = mapGet,
              let m = re.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)),
              let map = Range(m.range(at: 1), in: value), let key = Range(m.range(at: 2), in: value) else { return nil }
        return (String(value[map]), String(value[key]))
    }

    /// The variables of a style sheet, for following them across the files linted together.
    static func variables(in text: String, scss: Bool, less: Bool = false) -> Variables {
        var v = Variables()
        guard text.utf8.contains(36) || text.utf8.hasBytes("--") || (less && text.utf8.contains(64)) else { return v }
        // `$pairing: map-get($pairings, …)`, by line: a use sees the last one before it (one
        // `@each` after another may reuse the name for another map).
        var aliases: [(name: String, map: String, line: Int)] = []
        var mapUses: [(variable: String, key: String, line: Int)] = []
        for rule in parse(text, scss: scss, less: less).rules {
            for d in rule.declarations {
                if isVariable(d.property, less: less) { v.defined.insert(d.property) }
                if scss, d.property.hasPrefix("$") {
                    if d.value.hasPrefix("("), let re = mapEntry {
                        // A map: each `key: $variable` in it, at any depth.
                        var entries: [String: [String]] = [:]
                        for m in re.matches(in: d.value, range: NSRange(d.value.startIndex..., in: d.value)) {
                            guard let key = Range(m.range(at: 1), in: d.value), let name = Range(m.range(at: 2), in: d.value) else { continue }
                            entries[String(d.value[key]), default: []].append(String(d.value[name]))
                        }
                        if !entries.isEmpty { v.mapEntries[d.property] = entries }
                    } else if d.value.utf8.hasBytes("get("), let re = mapGetMap,
                              let m = re.firstMatch(in: d.value, range: NSRange(d.value.startIndex..., in: d.value)),
                              let map = Range(m.range(at: 1), in: d.value) {
                        aliases.append((d.property, String(d.value[map]), d.line))
                    }
                }
                let prop = d.property.lowercased()
                guard prop == "font-size" || prop == "font" else { continue }
                for use in variableUses(in: d.value, less: less) { v.fontSizeUses.append((use.name, d.line, use.fallbackOf)) }
                if scss, let (variable, key) = mapGetCall(in: d.value) { mapUses.append((variable, key, d.line)) }
            }
        }
        for use in mapUses {
            let alias = aliases.filter { $0.name == use.variable && $0.line <= use.line }.max { $0.line < $1.line }
            v.mapSizeUses.append((alias?.map ?? use.variable, use.key, use.line))
        }
        return v
    }

    /// Whether a declaration's property is a variable's definition: `--x`, `$x`, Less's `@x`.
    static func isVariable(_ property: String, less: Bool) -> Bool {
        property.hasPrefix("--") || property.hasPrefix("$") || (less && property.hasPrefix("@"))
    }

    /// `$name` and `--name` (and `@name` in Less) in a value, each with the custom properties whose
    /// `var(…)` fallback it is in, innermost last: in `var(--h1, $h1)`, `$h1` is the fallback of `--h1`.
    static func variableUses(in value: String, less: Bool = false) -> [(name: String, fallbackOf: [String])] {
        var out: [(name: String, fallbackOf: [String])] = []
        let scalars = Array(value.unicodeScalars)
        func isName(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" }
        // The `var(` groups open at this point: the property, the depth of its parenthesis, and
        // whether its fallback (after the first comma) has begun.
        var open: [(property: String, depth: Int, inFallback: Bool)] = []
        var depth = 0
        var k = 0
        while k < scalars.count {
            let c = scalars[k]
            let startsDollar = c == "$" || (less && c == "@")
            let startsDashes = c == "-" && k + 1 < scalars.count && scalars[k + 1] == "-" && (k == 0 || !isName(scalars[k - 1]))
            if startsDollar || startsDashes {
                var j = k + (startsDollar ? 1 : 2)
                while j < scalars.count && isName(scalars[j]) { j += 1 }
                if j > k + (startsDollar ? 1 : 2) {
                    var name = ""
                    name.unicodeScalars.append(contentsOf: scalars[k..<j])
                    out.append((name, open.filter(\.inFallback).map(\.property)))
                }
                k = j
                continue
            }
            switch c {
            case "(":
                depth += 1
                // `var(` opens a group whose first name is its property.
                let before = String(String.UnicodeScalarView(scalars[max(0, k - 3)..<k])).lowercased()
                if before == "var", k < 4 || !isName(scalars[k - 4]) {
                    var j = k + 1
                    while j < scalars.count && scalars[j] == " " { j += 1 }
                    var name = ""
                    if j + 1 < scalars.count, scalars[j] == "-", scalars[j + 1] == "-" {
                        var e = j + 2
                        while e < scalars.count && isName(scalars[e]) { e += 1 }
                        name.unicodeScalars.append(contentsOf: scalars[j..<e])
                    }
                    open.append((name, depth, false))
                }
            case ")":
                if let last = open.last, last.depth == depth { open.removeLast() }
                depth -= 1
            case ",":
                if let last = open.last, last.depth == depth, !last.inFallback { open[open.count - 1].inFallback = true }
            default: break
            }
            k += 1
        }
        return out
    }

    /// Reads a style sheet. `usedElsewhere` names the variables this file defines that other
    /// files linted with it (through `@use`/`@import`, or the cascade for custom properties) use
    /// as a font size, with where: a fixed size among them is reported at its definition.
    /// `definedElsewhere`: the variables the other files define; a `var(--x, fallback)` whose
    /// `--x` one of them defines never uses its fallback here.
    static func read(_ text: String, path: String, platform: Platform, scss: Bool, less: Bool = false,
                     usedElsewhere: [String: String] = [:], definedElsewhere: Set<String> = []) -> ReaderOutput {
        var out = ReaderOutput()
        let parsed = parse(text, scss: scss, less: less)
        for c in parsed.comments where c.text.contains(Suppression.marker) {
            Suppression.record(c.text[...], startLine: c.startLine, endLine: c.endLine, into: &out.suppressions)
        }
        // Variables, file-wide: the last definition wins (as the cascade does for :root).
        var variables: [String: String] = [:]
        for rule in parsed.rules {
            for d in rule.declarations where isVariable(d.property, less: less) {
                variables[d.property] = d.value
            }
        }
        // `fallback` is set when the value came from the fallback of a `var(--x, …)` whose `--x`
        // no file linted defines (it comes from a package or a page the lint does not see).
        func resolveTracking(_ value: String, depth: Int, fallback: inout Bool) -> String {
            guard depth < 8 else { return value }
            let v = value.trimmed(" \t!")
            if v.hasPrefix("var("), v.hasSuffix(")") {
                let inner = v.dropFirst(4).dropLast()
                let name = inner.split(separator: ",", maxSplits: 1).first.map { String($0).trimmed(" ") } ?? ""
                if let def = variables[name] { return resolveTracking(def, depth: depth + 1, fallback: &fallback) }
                if definedElsewhere.contains(name) { return value }  // defined in another file: judged there
                if let f = inner.split(separator: ",", maxSplits: 1).dropFirst().first {
                    fallback = true
                    return resolveTracking(String(f), depth: depth + 1, fallback: &fallback)
                }
                return value
            }
            if v.hasPrefix("$") || (less && v.hasPrefix("@")), let def = variables[v] {
                return resolveTracking(def, depth: depth + 1, fallback: &fallback)
            }
            return value
        }
        func resolve(_ value: String) -> String {
            var fallback = false
            return resolveTracking(value, depth: 0, fallback: &fallback)
        }

        // Definitions other files use as a font size: a fixed size is reported where it is defined.
        if !usedElsewhere.isEmpty {
            var definitions: [String: Declaration] = [:]
            for rule in parsed.rules {
                for d in rule.declarations where usedElsewhere[d.property] != nil { definitions[d.property] = d }
            }
            for (name, d) in definitions.sorted(by: { $0.key < $1.key }) {
                let value = resolve(d.value)
                // A value that still names a variable (`@base - 2px`) is not the length it shows.
                guard !value.contains("$"), !value.contains("var("), !(less && value.contains("@")) else { continue }
                let lengths = Length.all(in: value)
                guard !lengths.contains(where: { ["rem", "em", "%", "ex", "ch", "cap", "lh", "rlh"].contains($0.unit) }),
                      let f = lengths.first(where: { $0.unit == "px" || $0.unit == "pt" }), lengths.count == 1 else { continue }
                let px = f.unit == "pt" ? f.value * 4 / 3 : f.value
                let what = "\(name): \(d.value) (the font-size at \(usedElsewhere[name] ?? "another file"))"
                out.usages.append(ReaderUsage(line: d.line, column: d.column,
                    usage: CodeTextUsage(platform: platform, pointSize: px, sizeText: "\(name): \(d.value)", scaling: .fixed(what: what),
                                         scalableFix: "\(CodeLint.fmt((px / 16 * 1000).rounded() / 1000))rem", styleFix: .css),
                    only: [.textDoesNotScale, .belowMinimumSize]))
            }
        }

        for rule in parsed.rules {
            let isRoot = rule.selectors.contains { sel in
                let s = sel.trimmed(" ").lowercased()
                return s == "html" || s == ":root" || s.hasPrefix("html:") || s.hasPrefix("html[") || s == "html, body"
            }
            var sizeDecl: Declaration?
            var size: Double?
            var sizeText: String?
            for d in rule.declarations {
                let prop = d.property.lowercased()
                guard prop == "font-size" || prop == "font" else { continue }
                let raw = (d.value.utf8.contains(33) ? d.value.replacingOccurrences(of: "!important", with: "") : d.value).trimmed(" \t")
                var fromFallback = false
                let resolved = resolveTracking(raw, depth: 0, fallback: &fromFallback)
                let value = prop == "font" ? fontShorthandSize(resolved) : resolved
                guard let value else { continue }
                let lengths = Length.all(in: value)
                let scalable = lengths.contains { ["rem", "em", "%", "ex", "ch", "cap", "lh", "rlh"].contains($0.unit) }
                    || ["small", "medium", "large", "x-small", "xx-small", "x-large", "xx-large", "xxx-large", "smaller", "larger", "inherit", "initial", "unset", "revert"].contains(value.lowercased())
                    || value.contains("var(") || value.contains("$") || value.contains("env(") || (less && value.contains("@"))
                let fixed = lengths.first { $0.unit == "px" || $0.unit == "pt" || $0.unit == "vw" || $0.unit == "vh" || $0.unit == "vmin" || $0.unit == "vmax" || $0.unit == "pc" || $0.unit == "cm" || $0.unit == "mm" || $0.unit == "in" || $0.unit == "q" }
                // The size at the default setting: px, pt (4/3 px), rem/em at 16 px.
                var pts: Double?
                var shown: String?
                if let first = lengths.first {
                    switch first.unit {
                    case "px": pts = first.value
                    case "pt": pts = first.value * 4 / 3
                    case "rem", "em": pts = first.value * 16
                    case "%": pts = first.value * 16 / 100
                    default: break
                    }
                    shown = "\(d.property): \(CodeLint.fmt(first.value))\(first.unit)"
                } else if let keyword = ["xx-small": 9.0, "x-small": 10, "small": 13, "medium": 16][value.lowercased()] {
                    pts = keyword
                    shown = "\(d.property): \(value)"
                }
                let lower = value.lowercased()
                let what = "\(d.property): \(value == raw ? raw : "\(raw) (\(value))")"
                if let f = fixed, !scalable, fromFallback {
                    // The fallback of a property defined outside the files linted: the size the
                    // page shows is the property's, which the lint cannot see (a note).
                    out.usages.append(ReaderUsage(line: d.line, column: d.column,
                        usage: CodeTextUsage(platform: platform, scaling: .untraced(what: "\(d.property): \(raw) (a fallback of \(CodeLint.fmt(f.value))\(f.unit))"),
                                             scalableFix: "a fallback in rem", styleFix: .css),
                        only: [.textDoesNotScale]))
                    continue
                } else if let f = fixed, !scalable {
                    let px = f.unit == "pt" ? f.value * 4 / 3 : f.value
                    let absolute = f.unit == "px" || f.unit == "pt"
                    let fix = absolute ? "\(CodeLint.fmt((px / 16 * 1000).rounded() / 1000))rem" : "rem or em"
                    out.usages.append(ReaderUsage(line: d.line, column: d.column,
                        usage: CodeTextUsage(platform: platform, pointSize: absolute ? px : nil, sizeText: shown,
                                             scaling: isRoot ? .fixedRoot(what: what) : .fixed(what: what), scalableFix: fix, styleFix: .css),
                        only: [.textDoesNotScale]))
                } else if scalable, lower.hasPrefix("clamp(") || lower.hasPrefix("min("),
                          let cap = lengths.last(where: { $0.unit == "px" || $0.unit == "pt" }),
                          let base = lengths.first(where: { $0.unit == "rem" || $0.unit == "em" }), base.value > 0 {
                    // `clamp(1rem, 2vw, 20px)`: follows the setting, but stops at the fixed bound.
                    let capPx = cap.unit == "pt" ? cap.value * 4 / 3 : cap.value
                    out.usages.append(ReaderUsage(line: d.line, column: d.column,
                        usage: CodeTextUsage(platform: platform, styleFix: .css, scaleCap: capPx / (base.value * 16), capText: what),
                        only: [.dynamicTypeCapped]))
                }
                if pts != nil {
                    size = pts
                    sizeText = shown
                    sizeDecl = d
                }
            }
            guard let size, let sd = sizeDecl else { continue }
            out.usages.append(ReaderUsage(line: sd.line, column: sd.column,
                usage: CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .css), only: [.belowMinimumSize]))
            for d in rule.declarations {
                let prop = d.property.lowercased()
                let value = resolve(d.value).lowercased().trimmed(" ")
                if prop == "font-weight" || prop == "font" {
                    var w: FontWeight?
                    for word in value.split(separator: " ") {
                        switch word {
                        case "100": w = .ultraLight
                        case "200": w = .thin
                        case "300", "lighter": w = .light
                        default: break
                        }
                    }
                    if let w {
                        out.usages.append(ReaderUsage(line: d.line, column: d.column,
                            usage: CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .css, weight: w),
                            only: [.lightWeightAtSmallSize]))
                    }
                }
            }
            // Tight leading where the rule shows three or more lines.
            let clamp = rule.declarations.last { $0.property.lowercased() == "-webkit-line-clamp" || $0.property.lowercased() == "line-clamp" }
            let lineHeight = rule.declarations.last { $0.property.lowercased() == "line-height" }
            if let clamp, let lines = Int(resolve(clamp.value).trimmed(" ")), let lh = lineHeight {
                let v = resolve(lh.value).trimmed(" ")
                var points: Double?
                if let n = Double(v) { points = n * size } else if let l = Length.all(in: v).first {
                    switch l.unit {
                    case "px": points = l.value
                    case "em": points = l.value * size
                    case "rem": points = l.value * 16
                    case "%": points = l.value / 100 * size
                    default: break
                    }
                }
                if let points {
                    out.usages.append(ReaderUsage(line: lh.line, column: lh.column,
                        usage: CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .css, lines: lines, lineHeight: points),
                        only: [.tightLeadingMultiline]))
                }
            }
        }
        return out
    }

    /// The size in a `font` shorthand: the length before an optional `/line-height` and the
    /// family (`italic 300 14px/1.4 Inter, sans-serif` → `14px`).
    static func fontShorthandSize(_ value: String) -> String? {
        for word in value.split(separator: " ") {
            let w = word.split(separator: "/").first.map(String.init) ?? String(word)
            if let l = Length.all(in: w).first, !l.unit.isEmpty { return w }
            if ["small", "medium", "large", "x-small", "xx-small", "x-large", "xx-large", "smaller", "larger"].contains(w.lowercased()) { return w }
        }
        return nil
    }

    struct Length {
        var value: Double
        var unit: String

        /// Every number with its unit in a value, outside of strings and `var(…)` names.
        static func all(in value: String) -> [Length] {
            var out: [Length] = []
            let chars = Array(value.unicodeScalars)
            var k = 0
            while k < chars.count {
                let c = chars[k]
                let prevIsWord = k > 0 && (chars[k - 1].properties.isAlphabetic || chars[k - 1] == "-" && k > 1 && chars[k - 2].properties.isAlphabetic)
                if (c.properties.numericType != nil && c.isASCII || (c == "." && k + 1 < chars.count && chars[k + 1].isASCII && chars[k + 1].properties.numericType != nil)) && !prevIsWord {
                    var j = k
                    var num = ""
                    while j < chars.count, chars[j].isASCII, chars[j].properties.numericType != nil || chars[j] == "." {
                        num.unicodeScalars.append(chars[j])
                        j += 1
                    }
                    var unit = ""
                    while j < chars.count, chars[j].isASCII, chars[j].properties.isAlphabetic || chars[j] == "%" {
                        unit.unicodeScalars.append(chars[j])
                        j += 1
                    }
                    if let v = Double(num) { out.append(Length(value: v, unit: unit.lowercased())) }
                    k = j
                    continue
                }
                k += 1
            }
            return out
        }
    }

    struct CommentSpan {
        var text: String
        var startLine: Int
        var endLine: Int
    }

    /// Rules and comments of a style sheet. A nested SCSS rule is a rule of its own whose
    /// selectors are the inner ones (`&` kept); at-rules' blocks (`@media`) hold rules.
    static func parse(_ text: String, scss: Bool, less: Bool = false) -> (rules: [Rule], comments: [CommentSpan]) {
        // Less has SCSS's line comments too.
        let lineComments = scss || less
        let s = Array(text.utf8)
        var i = 0
        var line = 1
        var lineStart = 0
        var rules: [Rule] = []
        var comments: [CommentSpan] = []
        // A stack of open blocks: the rule's index in `rules`, or nil for an at-rule's block.
        var stack: [Int?] = []
        var buffer: [UInt8] = []  // the text since the last `{`, `}` or `;`
        var bufferLine = 1
        var bufferColumn = 1
        var topLevel = Rule(selectors: [])  // declarations outside any block (SCSS `$x: 1px;`)

        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        func flushDeclaration() {
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
            // declaration it was a quarter of the lint's time on a CSS framework.)
            let oneLine = value.utf8.contains(10) ? value.replacingOccurrences(of: "\n", with: " ") : value
            let d = Declaration(property: prop, value: oneLine, line: bufferLine, column: bufferColumn, valueLine: bufferLine)
            if let top = stack.last, let r = top { rules[r].declarations.append(d) } else { topLevel.declarations.append(d) }
        }
        // Whether the buffer holds more than white space (kept, not recomputed: linear time).
        var bufferStarted = false
        func markStart() {
            if !bufferStarted {
                bufferStarted = true
                bufferLine = line
                bufferColumn = i - lineStart + 1
            }
        }
        while i < s.count {
            let c = s[i]
            if c == 47 && at(i + 1) == 42 {  // /* */
                let startLine = line, start = i
                i += 2
                while i < s.count && !(s[i] == 42 && at(i + 1) == 47) {
                    if s[i] == 10 { line += 1; lineStart = i + 1 }
                    i += 1
                }
                i = min(i + 2, s.count)
                comments.append(CommentSpan(text: String(decoding: s[start..<i], as: UTF8.self), startLine: startLine, endLine: line))
                continue
            }
            if lineComments && c == 47 && at(i + 1) == 47 && !(i > 0 && s[i - 1] == 58) {  // // (not in `https://`)
                let start = i
                while i < s.count && s[i] != 10 { i += 1 }
                comments.append(CommentSpan(text: String(decoding: s[start..<i], as: UTF8.self), startLine: line, endLine: line))
                continue
            }
            if c == 34 || c == 39 {  // a string, kept in the buffer
                markStart()
                let quote = c
                buffer.append(c)
                i += 1
                while i < s.count && s[i] != quote && s[i] != 10 {
                    if s[i] == 92 && i + 1 < s.count { buffer.append(s[i]); i += 1 }
                    buffer.append(s[i])
                    i += 1
                }
                if i < s.count && s[i] == quote { buffer.append(quote); i += 1 }
                continue
            }
            if c == 92 && i + 1 < s.count {  // an escape: two bytes as they are
                markStart()
                buffer.append(c); buffer.append(s[i + 1]); i += 2
                continue
            }
            if (c == 35 || (less && c == 64)) && at(i + 1) == 123 {  // interpolation, SCSS's #{…} and Less's @{…}: kept as text
                markStart()
                var depth = 0
                while i < s.count {
                    buffer.append(s[i])
                    if s[i] == 123 { depth += 1 }
                    if s[i] == 125 { depth -= 1; if depth == 0 { i += 1; break } }
                    if s[i] == 10 { line += 1; lineStart = i + 1 }
                    i += 1
                }
                continue
            }
            if c == 40 {  // ( … ): url(), var(), calc() — a `;` or `{` inside is not a boundary
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
                continue
            }
            switch c {
            case 123:  // {
                let prelude = String(decoding: buffer, as: UTF8.self).trimmed(" \t\r\n")
                buffer.removeAll(keepingCapacity: true)
                bufferStarted = false
                if prelude.hasPrefix("@") {
                    stack.append(nil)
                } else if let parent = stack.last, let p = parent, prelude.hasSuffix(":") || prelude.utf8.hasBytes(": ") && !prelude.utf8.contains(38) && prelude.first.map({ $0.isLetter }) == true && rules[p].selectors.isEmpty == false && prelude.split(separator: ":").first.map({ !$0.utf8.contains(32) && $0.utf8.contains(45) }) == true {
                    // SCSS nested properties (`font: { size: 12px }`): the parent rule's.
                    stack.append(p)
                } else {
                    rules.append(Rule(selectors: splitSelectors(prelude)))
                    stack.append(rules.count - 1)
                }
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
            i += 1
        }
        flushDeclaration()
        if !topLevel.declarations.isEmpty { rules.append(topLevel) }
        return (rules, comments)
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

extension StringProtocol {
    /// Without the characters of `set` at either end.
    func trimmed(_ set: String) -> String {
        // By scalars: "\r\n" is one Character, and a set written " \r\n" would not hold "\n".
        // (The set is a few characters: searched as it is, not built into a Set for each call.)
        let scalars = set.unicodeScalars
        func inSet(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy { scalars.contains($0) } }
        var s = Substring(self)
        while let f = s.first, inSet(f) { s = s.dropFirst() }
        while let l = s.last, inSet(l) { s = s.dropLast() }
        return String(s)
    }
}

extension String.UTF8View {
    /// Whether the bytes of `needle` occur here (a byte search: Foundation's `contains` goes
    /// through CFString, a fifth of the lint's time on a CSS framework's selectors).
    func hasBytes(_ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard let first = n.first else { return true }
        var k = startIndex
        while let hit = self[k...].firstIndex(of: first) {
            if self[hit...].starts(with: n) { return true }
            k = index(after: hit)
        }
        return false
    }
}
