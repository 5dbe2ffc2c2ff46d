/// A page's own text-size setting, as its style sheet and code show it: one element given
/// different fixed sizes under the values of one switch that names a size, and that a setting
/// sets on the page (`html.font-size-small .title { font-size: 13px }`, `html.font-size-large
/// .title { font-size: 17px }`; `[data-font-size="2"] p`; `body.smallText`; `.smallText`,
/// `.largeText` where the app's code names them).
extension CSSReader {
    /// The rules (by index) whose fixed sizes are such a setting's, with the setting's name
    /// (its switches as written, `html.font-size-small, html.font-size-large`).
    ///
    /// A switch is a class or an attribute whose name says text size (`font-size`, `text-size`,
    /// `font-scale`, `text-scale`, `text-zoom`, in any case and spelling: `fontSize`,
    /// `data-font-size`); a class on the page's root (`html`, `body`, `:root`) whose name holds
    /// a size word (`small`, `large`, `xl`, …); or a class named as a text size
    /// (``namesTextSizeClass(_:)``: `smallText`, `text-large`) that the app's code names
    /// (`namedInCode`), since the code is what sets it: without that it is a utility class of the
    /// style sheet's own (`.text-sm`), still reported. Rules whose selectors are the same apart
    /// from the switch's value form a group; a group is a setting when it has two values or more
    /// and they give the element different sizes. A theme (`body.dark`) names no size, and a
    /// component's own size variants (`.btn-sm`, `.btn-lg`) are not switched on the page's root.
    static func sizeSettings(_ rules: [Rule], resolver: VariableResolver, namedInCode: Set<String> = []) -> [Int: String] {
        var groups: [String: [(rule: Int, value: String, size: Double)]] = [:]
        for (k, rule) in rules.enumerated() {
            guard let size = fixedSize(of: rule, resolver: resolver) else { continue }
            for selector in fullSelectors(k, rules: rules, depth: 0) {
                guard let s = sizeSwitch(in: normalizedSelector(selector), namedInCode: namedInCode) else { continue }
                groups[s.key, default: []].append((k, s.value, size))
            }
        }
        var out: [Int: String] = [:]
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) {
            let values = Array(Set(members.map(\.value))).sorted()
            guard values.count >= 2, Set(members.map(\.size)).count >= 2 else { continue }
            let named = values.prefix(4).joined(separator: ", ") + (values.count > 4 ? ", …" : "")
            for m in members where out[m.rule] == nil { out[m.rule] = named }
        }
        return out
    }

    /// The px size a rule's `font-size` (or `font`) gives when it is fixed.
    private static func fixedSize(of rule: Rule, resolver: VariableResolver) -> Double? {
        for d in rule.declarations.reversed() {
            let prop = d.property.lowercased()
            guard prop == "font-size" || prop == "font" else { continue }
            let value = resolver.resolve(d.value)
            guard let v = prop == "font" ? fontShorthandSize(value) : value,
                  let l = Length.all(in: v).first, l.unit == "px" || l.unit == "pt" else { return nil }
            return l.unit == "pt" ? l.value * 4 / 3 : l.value
        }
        return nil
    }

    /// A rule's selectors with those of the rules it is nested in (`&` is the parent's:
    /// `.cell { &__icon {…} }` is `.cell__icon`).
    static func fullSelectors(_ k: Int, rules: [Rule], depth: Int) -> [String] {
        let own = rules[k].selectors
        guard let p = rules[k].parent, p < k, depth < 8 else { return own }
        let outer = fullSelectors(p, rules: rules, depth: depth + 1)
        var out: [String] = []
        for o in outer.prefix(8) {
            for s in own.prefix(8) {
                out.append(s.contains("&") ? s.replacingOccurrences(of: "&", with: o) : o + " " + s)
            }
        }
        return out
    }

    /// The switch in a selector: the group's key (the selector with the switch's value taken
    /// out) and the switch as written.
    static func sizeSwitch(in selector: String, namedInCode: Set<String> = []) -> (key: String, value: String)? {
        let scalars = Array(selector.unicodeScalars)
        var k = 0
        // The first compound: the page's root when it is `html`, `body` or `:root`.
        let firstEnd = scalars.firstIndex { $0 == " " || $0 == ">" || $0 == "+" || $0 == "~" } ?? scalars.count
        let first = String(String.UnicodeScalarView(scalars[..<firstEnd])).lowercased()
        let onRoot = ["html", "body", ":root"].contains { first.hasPrefix($0) }
        while k < scalars.count {
            let c = scalars[k]
            if c == "[", let close = scalars[k...].firstIndex(of: "]") {
                let inside = String(String.UnicodeScalarView(scalars[(k + 1)..<close]))
                let name = String(inside.prefix { $0 != "=" && $0 != "~" && $0 != "|" && $0 != "^" && $0 != "$" && $0 != "*" })
                if namesTextSize(name) {
                    let key = String(String.UnicodeScalarView(scalars[..<k])) + "[\(name)]" + String(String.UnicodeScalarView(scalars[(close + 1)...]))
                    return (key, String(String.UnicodeScalarView(scalars[..<(close + 1)])))
                }
                k = close + 1
                continue
            }
            if c == "." {
                var j = k + 1
                while j < scalars.count, scalars[j].properties.isAlphabetic || scalars[j].properties.numericType != nil || scalars[j] == "-" || scalars[j] == "_" { j += 1 }
                let name = String(String.UnicodeScalarView(scalars[(k + 1)..<j]))
                let words = nameWords(name)
                if namesTextSize(name) || onRoot && k < firstEnd && words.contains(where: { sizeWords.contains($0) })
                    || namedInCode.contains(name.lowercased()) && namesTextSizeClass(name) {
                    let stem = words.filter { !sizeWords.contains($0) && !$0.allSatisfy(\.isNumber) }.joined(separator: "-")
                    let key = String(String.UnicodeScalarView(scalars[..<k])) + ".{\(stem)}" + String(String.UnicodeScalarView(scalars[j...]))
                    return (key, String(String.UnicodeScalarView(scalars[..<j])))
                }
                k = j
                continue
            }
            k += 1
        }
        return nil
    }

    /// Words of size: a switch on the page's root that holds one sizes its text.
    static let sizeWords: Set<String> = ["xxs", "xs", "sm", "small", "smaller", "smallest", "md", "medium", "normal", "default",
                                         "regular", "lg", "large", "larger", "largest", "xl", "xxl", "xxxl", "big", "bigger",
                                         "huge", "tiny", "xsmall", "xxsmall", "xlarge", "xxlarge", "xxxlarge"]

    /// Whether a class name is named as a text size: its words hold `text` or `font` and a size
    /// word (`smallText`, `xxlargeText`, `text-large`, `font-small`).
    static func namesTextSizeClass(_ name: String) -> Bool {
        let words = nameWords(name)
        return (words.contains("text") || words.contains("font")) && words.contains { sizeWords.contains($0) }
    }

    /// The whole strings of a code file (Swift, Kotlin, Java, Dart) that are text-size class
    /// names (``namesTextSizeClass(_:)``): `return "smallText"`, lowercased. Classes are
    /// compared without case: a page without a doctype is in quirks mode, where browsers match
    /// class selectors so (`"xLargeText"` sets `.xlargeText`).
    package static func textSizeClassStrings(in text: String) -> Set<String> {
        var out = Set<String>()
        let bytes = Array(text.utf8)
        var k = 0
        while k < bytes.count {
            guard bytes[k] == 34 || bytes[k] == 39 else { k += 1; continue }
            var j = k + 1
            while j < bytes.count, j - k <= 41, bytes[j] == 45 || bytes[j] == 95 || (48...57).contains(bytes[j])
                    || (65...90).contains(bytes[j]) || (97...122).contains(bytes[j]) { j += 1 }
            if j < bytes.count, bytes[j] == bytes[k], j > k + 1 {
                let name = String(decoding: bytes[(k + 1)..<j], as: UTF8.self)
                if namesTextSizeClass(name) { out.insert(name.lowercased()) }
                k = j + 1
            } else {
                k += 1
            }
        }
        return out
    }

    /// Whether a class or attribute name says text size: `font-size`, `textSize`,
    /// `data-font-scale`, `text-zoom`.
    static func namesTextSize(_ name: String) -> Bool {
        let words = nameWords(name)
        for (a, b) in zip(words, words.dropFirst()) where (a == "font" || a == "text") && ["size", "scale", "zoom"].contains(b) {
            return true
        }
        return false
    }

    /// A name's words, lowercased: split at `-`, `_`, digits and a lower-to-upper change
    /// (`smallText` → small, text; `font-size-2` → font, size, 2).
    package static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for ch in name {
            let boundary = ch == "-" || ch == "_" || previous.map { p in
                p.isLowercase && ch.isUppercase || p.isNumber != ch.isNumber
            } ?? false
            if boundary, !word.isEmpty { words.append(word.lowercased()); word = "" }
            if ch != "-" && ch != "_" { word.append(ch) }
            previous = ch
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words
    }
}
