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
package enum CSSReader {
    struct Declaration {
        var property: String
        var value: String
        var line: Int
        var column: Int
        var valueLine: Int
        /// Its bytes in the file, from the property to the `;` or `}` that ends it.
        var source: Range<Int> = 0..<0
    }

    struct Rule {
        var selectors: [String]
        var declarations: [Declaration] = []
        /// The rule it is nested in (SCSS, Less), by index.
        var parent: Int?
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
        /// Each variable's values as this file defines them, to follow a name defined as another
        /// (`@link-font-size: @font-size-body-3`) into the file that defines that one.
        var definitions: [String: [String]] = [:]
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
        // Each variable's values as defined in this file, to follow a use through a chain of them.
        var definitions: [String: [String]] = [:]
        let rules = parse(text, scss: scss, less: less).rules
        for (k, rule) in rules.enumerated() {
            var sizesIcon: Bool?
            for d in rule.declarations {
                if isVariable(d.property, less: less) {
                    v.defined.insert(d.property)
                    definitions[d.property, default: []].append(d.value)
                }
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
                // A rule that sizes an icon sizes no text: its variables are not font sizes.
                if sizesIcon == nil { sizesIcon = sizesIcons(rule, selectors: fullSelectors(k, rules: rules, depth: 0)) }
                if sizesIcon == true { continue }
                for use in variableUses(in: d.value, less: less) { v.fontSizeUses.append((use.name, d.line, use.fallbackOf)) }
                if scss, let (variable, key) = mapGetCall(in: d.value) { mapUses.append((variable, key, d.line)) }
            }
        }
        // A use through a variable of this file whose value is another variable
        // (`--card-price-size: var(--font-size-xs)`) uses that one too, at the same line.
        var k = 0
        var seen = Set(v.fontSizeUses.map(\.name))
        while k < v.fontSizeUses.count, v.fontSizeUses.count < 10_000 {
            let use = v.fontSizeUses[k]
            k += 1
            for value in definitions[use.name] ?? [] {
                for inner in variableUses(in: value, less: less) where !seen.contains(inner.name) {
                    seen.insert(inner.name)
                    v.fontSizeUses.append((inner.name, use.line, inner.fallbackOf))
                }
            }
        }
        v.definitions = definitions
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
    /// `--x` one of them defines never uses its fallback here. `classesNamedInCode`: text-size
    /// classes (`smallText`) the app's code names, which its own setting switches between.
    package static func read(_ text: String, path: String, platform: Platform, scss: Bool, less: Bool = false,
                     usedElsewhere: [String: String] = [:], definedElsewhere: Set<String> = [],
                     classesNamedInCode: Set<String> = []) -> ReaderOutput {
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
        let resolver = VariableResolver(variables: variables, definedElsewhere: definedElsewhere, less: less, source: FixText(text))
        if !usedElsewhere.isEmpty {
            reportDefinitions(usedElsewhere: usedElsewhere, in: parsed.rules, resolver: resolver, platform: platform, into: &out)
        }
        let hidden = hiddenSelectors(parsed.rules)
        let settings = sizeSettings(parsed.rules, resolver: resolver, namedInCode: classesNamedInCode)
        reportTextSizeAdjust(parsed.rules, platform: platform, into: &out)
        for (k, rule) in parsed.rules.enumerated() {
            // A control no one sees (a file input at `opacity: 0` under a styled button): its
            // size is there for the hit area, not for reading.
            if !rule.selectors.isEmpty, rule.selectors.allSatisfy({ hidden.contains(normalizedSelector($0)) }) { continue }
            // An icon font's glyphs are symbols, not text. A nested rule's element is named by
            // its parents' selectors too (`.cell { &__icon {…} }` styles `.cell__icon`).
            if sizesIcons(rule, selectors: fullSelectors(k, rules: parsed.rules, depth: 0)) { continue }
            guard let found = reportFontSizes(of: rule, resolver: resolver, platform: platform, setting: settings[k], into: &out) else { continue }
            reportLightWeights(of: rule, size: found.size, sizeText: found.text, resolver: resolver, platform: platform, into: &out)
            reportTightLeading(of: rule, size: found.size, sizeText: found.text, resolver: resolver, platform: platform, into: &out)
        }
        return out
    }

    /// `text-size-adjust: none` (and its prefixed forms): the browser's own text scaling, which
    /// mobile browsers and web views use for the user's text size, is turned off for the page.
    private static func reportTextSizeAdjust(_ rules: [Rule], platform: Platform, into out: inout ReaderOutput) {
        for rule in rules {
            for d in rule.declarations where d.property.lowercased().hasSuffix("text-size-adjust") {
                guard d.value.lowercased().replacingOccurrences(of: "!important", with: "").trimmed(" \t") == "none" else { continue }
                out.usages.append(ReaderUsage(line: d.line, column: d.column,
                    usage: CodeTextUsage(platform: platform, scaling: .pinned(what: "\(d.property): none"), styleFix: .css),
                    only: [.textDoesNotScale]))
            }
        }
    }

    /// A selector with its blanks folded, so that the same selector in two rules compares equal.
    static func normalizedSelector(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// What a value stands for once its variables (`var(--x)`, `$x`, Less's `@x`) are followed
    /// through the file's definitions.
    struct VariableResolver {
        let variables: [String: String]
        /// The variables the other files linted define: judged there.
        let definedElsewhere: Set<String>
        let less: Bool
        /// The file's text, for the fixes of what is reported.
        var source: FixText? = nil

        /// `fallback` is set when the value came from the fallback of a `var(--x, …)` whose `--x`
        /// no file linted defines (it comes from a package or a page the lint does not see).
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
    }

    /// Definitions other files use as a font size: a fixed size is reported where it is defined.
    private static func reportDefinitions(usedElsewhere: [String: String], in rules: [Rule], resolver: VariableResolver,
                                          platform: Platform, into out: inout ReaderOutput) {
        // An alias (`@empty-font-size: @font-size-base`) holds no size: when the name it follows is
        // defined here, the size is reported where it is written, once, and the alias is not.
        var own: [String: Declaration] = [:]
        for rule in rules {
            for d in rule.declarations where isVariable(d.property, less: resolver.less) { own[d.property] = d }
        }
        func aliased(_ d: Declaration) -> String? {
            let uses = variableUses(in: d.value, less: resolver.less)
            guard uses.count == 1, let name = uses.first?.name, own[name] != nil else { return nil }
            let bare = d.value.trimmed(" \t")
            return bare == name || bare == "var(\(name))" ? name : nil
        }
        var wanted = usedElsewhere
        for _ in 0..<8 {
            var grew = false
            for (name, use) in wanted {
                if let d = own[name], let target = aliased(d), wanted[target] == nil { wanted[target] = use; grew = true }
            }
            if !grew { break }
        }
        var definitions: [String: Declaration] = [:]
        for rule in rules {
            for d in rule.declarations where wanted[d.property] != nil && aliased(d) == nil { definitions[d.property] = d }
        }
        let usedElsewhere = wanted
        for (name, d) in definitions.sorted(by: { $0.key < $1.key }) {
            let value = resolver.resolve(d.value)
            // A value that still names a variable (`@base - 2px`) is not the length it shows.
            guard !value.contains("$"), !value.contains("var("), !(resolver.less && value.contains("@")) else { continue }
            let lengths = Length.all(in: value)
            // A border (`10px dashed green`) only shares the variable's name with a font size.
            let words = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !words.contains(where: { ["solid", "dashed", "dotted", "double", "groove", "ridge", "inset", "outset"].contains($0) }),
                  !lengths.contains(where: { ["rem", "em", "%", "ex", "ch", "cap", "lh", "rlh"].contains($0.unit) }),
                  let f = lengths.first(where: { $0.unit == "px" || $0.unit == "pt" }), lengths.count == 1 else { continue }
            let px = f.unit == "pt" ? f.value * 4 / 3 : f.value
            let what = "\(name): \(d.value) (the font-size at \(usedElsewhere[name] ?? "another file"))"
            out.usages.append(ReaderUsage(line: d.line, column: d.column,
                usage: CodeTextUsage(platform: platform, pointSize: px, sizeText: "\(name): \(d.value)", scaling: .fixed(what: what),
                                     scalableFix: "\(CodeLint.fmt((px / 16 * 1000).rounded() / 1000))rem", styleFix: .css),
                only: [.textDoesNotScale, .belowMinimumSize], fix: f.unit == "px" ? remFix(d, px: f.value, source: resolver.source) : nil))
        }
    }

    /// Reports each `font-size` and `font` of `rule` that does not scale (or scales only up to a
    /// fixed bound), then the rule's size against the minimum; the rule's size (its last) and how
    /// it is shown, nil when it sets none.
    private static func reportFontSizes(of rule: Rule, resolver: VariableResolver, platform: Platform, setting: String?,
                                        into out: inout ReaderOutput) -> (size: Double, text: String?)? {
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
            guard let found = reportFontSize(d, isRoot: isRoot, resolver: resolver, platform: platform, setting: setting, into: &out) else { continue }
            if found.pts != nil {
                size = found.pts
                sizeText = found.shown
                sizeDecl = d
            }
        }
        guard let size, let sd = sizeDecl else { return nil }
        out.usages.append(ReaderUsage(line: sd.line, column: sd.column,
            usage: CodeTextUsage(platform: platform, pointSize: size, sizeText: sizeText, styleFix: .css), only: [.belowMinimumSize]))
        return (size, sizeText)
    }

    /// One `font-size` or `font` declaration: reported when its size is fixed, a fallback of a
    /// property defined elsewhere, or capped. Its size at the default setting (px, pt at 4/3 px,
    /// rem and em at 16 px) and how it is shown; nil when it has no size or only a fallback's.
    private static func reportFontSize(_ d: Declaration, isRoot: Bool, resolver: VariableResolver, platform: Platform, setting: String?,
                                       into out: inout ReaderOutput) -> (pts: Double?, shown: String?)? {
        let less = resolver.less
        let prop = d.property.lowercased()
        let raw = (d.value.utf8.contains(33) ? d.value.replacingOccurrences(of: "!important", with: "") : d.value).trimmed(" \t")
        var fromFallback = false
        let resolved = resolver.resolveTracking(raw, depth: 0, fallback: &fromFallback)
        guard var value = prop == "font" ? fontShorthandSize(resolved) : resolved else { return nil }
        // `calc(1px * 17)`, also through a custom property holding a number (`--n: 17`): 17px.
        if let px = calcPixels(value, resolve: resolver.resolve) { value = "\(CodeLint.fmt(px))px" }
        let lengths = Length.all(in: value)
        let scalable = lengths.contains { ["rem", "em", "%", "ex", "ch", "cap", "lh", "rlh"].contains($0.unit) } || convertsToRem(value)
            || ["small", "medium", "large", "x-small", "xx-small", "x-large", "xx-large", "xxx-large", "smaller", "larger", "inherit", "initial", "unset", "revert"].contains(value.lowercased())
            || value.contains("var(") || value.contains("$") || value.contains("env(") || (less && value.contains("@"))
        let fixed = lengths.first { $0.unit == "px" || $0.unit == "pt" || $0.unit == "vw" || $0.unit == "vh" || $0.unit == "vmin" || $0.unit == "vmax" || $0.unit == "pc" || $0.unit == "cm" || $0.unit == "mm" || $0.unit == "in" || $0.unit == "q" }
        let (pts, shown) = defaultSize(d, value: value, lengths: lengths)
        let lower = value.lowercased()
        let what = "\(d.property): \(value == raw ? raw : "\(raw) (\(value))")"
        if let f = fixed, !scalable, fromFallback {
            // The fallback of a property defined outside the files linted: the size the
            // page shows is the property's, which the lint cannot see (a note).
            out.usages.append(ReaderUsage(line: d.line, column: d.column,
                usage: CodeTextUsage(platform: platform, scaling: .untraced(what: "\(d.property): \(raw) (a fallback of \(CodeLint.fmt(f.value))\(f.unit))"),
                                     scalableFix: "a fallback in rem", styleFix: .css),
                only: [.textDoesNotScale]))
            return nil
        } else if let f = fixed, !scalable, let setting {
            // One of the sizes the app's own text-size setting switches between: a note naming it.
            let px = f.unit == "pt" ? f.value * 4 / 3 : f.value
            out.usages.append(ReaderUsage(line: d.line, column: d.column,
                usage: CodeTextUsage(platform: platform, scaling: .appSetting(what: what, mechanism: setting),
                                     scalableFix: "\(CodeLint.fmt((px / 16 * 1000).rounded() / 1000))rem", styleFix: .css),
                only: [.textDoesNotScale]))
        } else if let f = fixed, !scalable {
            let px = f.unit == "pt" ? f.value * 4 / 3 : f.value
            let absolute = f.unit == "px" || f.unit == "pt"
            let fix = absolute ? "\(CodeLint.fmt((px / 16 * 1000).rounded() / 1000))rem" : "rem or em"
            out.usages.append(ReaderUsage(line: d.line, column: d.column,
                usage: CodeTextUsage(platform: platform, pointSize: absolute ? px : nil, sizeText: shown,
                                     scaling: isRoot ? .fixedRoot(what: what) : .fixed(what: what), scalableFix: fix, styleFix: .css),
                only: [.textDoesNotScale], fix: f.unit == "px" ? remFix(d, px: f.value, source: resolver.source) : nil))
        } else if scalable, lower.hasPrefix("clamp(") || lower.hasPrefix("min("),
                  let cap = lengths.last(where: { $0.unit == "px" || $0.unit == "pt" }),
                  let base = lengths.first(where: { $0.unit == "rem" || $0.unit == "em" }), base.value > 0 {
            // `clamp(1rem, 2vw, 20px)`: follows the setting, but stops at the fixed bound.
            let capPx = cap.unit == "pt" ? cap.value * 4 / 3 : cap.value
            out.usages.append(ReaderUsage(line: d.line, column: d.column,
                usage: CodeTextUsage(platform: platform, styleFix: .css, scaleCap: capPx / (base.value * 16), capText: what),
                only: [.dynamicTypeCapped]))
        }
        return (pts, shown)
    }

    /// The fix of a fixed size in `d`: its first `px` length of `px` pixels, in the declaration's
    /// own bytes (a size that comes from a variable is fixed at the variable), becomes rem at a
    /// 16 px root. Units are read as ``Length/all(in:)`` reads them, so `0px%` is no px; a number
    /// that follows a letter, digit, `.` or `-` is never the start of one (`ser14px` is a name).
    static func remFix(_ d: Declaration, px: Double, source: FixText?) -> SourceFix? {
        guard let source else { return nil }
        let b = source.bytes(d.source)
        func digit(_ k: Int) -> Bool { k < b.endIndex && b[k] >= 48 && b[k] <= 57 }
        func letter(_ k: Int) -> Bool { k >= b.startIndex && k < b.endIndex && (b[k] | 0x20 >= 97 && b[k] | 0x20 <= 122 || b[k] >= 0x80) }
        var k = b.startIndex
        while k < b.endIndex {
            let glued = k > b.startIndex && (letter(k - 1) || digit(k - 1) || b[k - 1] == 46 || b[k - 1] == 45 || b[k - 1] == 95)
            guard (digit(k) || b[k] == 46 && digit(k + 1)) && !glued else { k += 1; continue }
            var j = k
            while j < b.endIndex, digit(j) || b[j] == 46 { j += 1 }
            let unitStart = j
            while j < b.endIndex, letter(j) && b[j] < 0x80 || b[j] == 37 { j += 1 }
            let number = String(decoding: b[k..<unitStart], as: UTF8.self)
            let unit = String(decoding: b[unitStart..<j], as: UTF8.self)
            if unit.lowercased() == "px", Double(number) == px {
                let written = number + unit
                let rem = SourceFixer.number(px / 16) + "rem"
                return SourceFix(description: "\(written) → \(rem) (16 px root)",
                                 edits: [source.edit(d.source.lowerBound + (k - b.startIndex)..<d.source.lowerBound + (j - b.startIndex), rem)])
            }
            k = j
        }
        return nil
    }

    /// Whether the value is a style-sheet function that converts its px to rem or em
    /// (`rem-calc(11px)`, `rem(14px)`, `to-rem(…)`, `px-to-rem(…)`, `em-calc(…)`): the size
    /// it gives follows the reader's setting.
    static func convertsToRem(_ value: String) -> Bool {
        guard value.utf8.contains(40) else { return false }
        let lower = value.lowercased()
        guard let open = lower.firstIndex(of: "(") else { return false }
        let name = lower[..<open].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" }).last.map(String.init) ?? ""
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
        return words.contains("rem") || words.contains("em") || name.hasSuffix("torem") || name.hasSuffix("toem") || name == "remcalc" || name == "emcalc"
    }

    /// The size at the default setting: px, pt (4/3 px), rem/em at 16 px; and how it is shown.
    private static func defaultSize(_ d: Declaration, value: String, lengths: [Length]) -> (pts: Double?, shown: String?) {
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
        return (pts, shown)
    }

    /// Light weights (100–300, `lighter`) in a rule that sets a size.
    private static func reportLightWeights(of rule: Rule, size: Double, sizeText: String?, resolver: VariableResolver,
                                           platform: Platform, into out: inout ReaderOutput) {
        for d in rule.declarations {
            let prop = d.property.lowercased()
            let value = resolver.resolve(d.value).lowercased().trimmed(" ")
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
    }

    /// Tight leading where the rule shows three or more lines.
    private static func reportTightLeading(of rule: Rule, size: Double, sizeText: String?, resolver: VariableResolver,
                                           platform: Platform, into out: inout ReaderOutput) {
        let clamp = rule.declarations.last { $0.property.lowercased() == "-webkit-line-clamp" || $0.property.lowercased() == "line-clamp" }
        let lineHeight = rule.declarations.last { $0.property.lowercased() == "line-height" }
        guard let clamp, let lines = Int(resolver.resolve(clamp.value).trimmed(" ")), let lh = lineHeight else { return }
        let v = resolver.resolve(lh.value).trimmed(" ")
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

        /// Every number with its unit in a value, outside of strings and `var(…)` names. A number
        /// starts at a token boundary: digits inside a name (`ser14px`, `h2px`, `icon_12px`, a
        /// name's `-14px`) are part of that name, as in CSS's own tokenizer.
        static func all(in value: String) -> [Length] {
            var out: [Length] = []
            let chars = Array(value.unicodeScalars)
            func inName(_ c: Unicode.Scalar) -> Bool {
                c.properties.isAlphabetic || c == "_" || !c.isASCII || c.isASCII && c.properties.numericType != nil
            }
            var k = 0
            while k < chars.count {
                let c = chars[k]
                let prevIsWord = k > 0 && (inName(chars[k - 1]) || chars[k - 1] == "-" && k > 1 && inName(chars[k - 2]))
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
    package func hasBytes(_ needle: String) -> Bool {
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
