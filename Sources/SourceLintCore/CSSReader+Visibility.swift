import Foundation

/// Rules whose element no one sees: their sizes are there for a hit area, not for reading.
extension CSSReader {
    /// The selectors of rules that make their element invisible for good: a transparent
    /// control laid over another as its hit area (`opacity: 0` with `position: absolute` and
    /// `cursor: pointer` or a 100 % size, as a styled file input is), or clipped away as
    /// visually hidden (`clip: rect(0 0 0 0)`). `opacity: 0` alone is often a state that
    /// another rule animates from (a tooltip, a checkmark), so it is not enough; and an element
    /// that another rule makes visible (`.highlight:hover .copyButton { opacity: 1 }`) is not
    /// hidden for good.
    static func hiddenSelectors(_ rules: [Rule]) -> Set<String> {
        var out = Set<String>()
        var shown = Set<Substring>()
        for rule in rules {
            for d in rule.declarations where d.property.lowercased() == "opacity" {
                if let o = opacity(plain(d.value)), o > 0 { shown.formUnion(rule.selectors.flatMap(subjectNames)) }
            }
        }
        for rule in rules {
            var transparent = false, overlaid = false, hitArea = false, clipped = false
            for d in rule.declarations {
                let p = d.property.lowercased()
                let v = plain(d.value)
                switch p {
                case "opacity": transparent = opacity(v) == 0
                case "position": overlaid = v == "absolute" || v == "fixed"
                case "cursor": hitArea = hitArea || v == "pointer"
                case "width", "height": hitArea = hitArea || v == "100%"
                case "clip": clipped = v.replacingOccurrences(of: ",", with: " ").split(separator: " ").joined(separator: " ").hasPrefix("rect(0 0 0 0")
                default: break
                }
            }
            guard (transparent && overlaid && hitArea) || clipped else { continue }
            for s in rule.selectors where clipped || shown.isDisjoint(with: subjectNames(s)) { out.insert(normalizedSelector(s)) }
        }
        return out
    }

    /// A declaration's value in lower case, without `!important` and the blanks around it.
    private static func plain(_ value: String) -> String {
        value.lowercased().replacingOccurrences(of: "!important", with: "").trimmed(" \t")
    }

    /// An `opacity` value as a number (`0.5`, `50%` as 50): nil when it is not one.
    private static func opacity(_ v: String) -> Double? {
        Double(v.hasSuffix("%") ? String(v.dropLast()) : v)
    }

    /// The class and id names of a selector's subject, its last compound (`.a:hover .b.c` →
    /// `.b`, `.c`).
    static func subjectNames(_ selector: String) -> [Substring] {
        guard let last = selector.split(whereSeparator: { " >+~\t\n".contains($0) }).last else { return [] }
        var out: [Substring] = []
        var i = last.startIndex
        while i < last.endIndex {
            if last[i] == "." || last[i] == "#" {
                var j = last.index(after: i)
                while j < last.endIndex, last[j].isLetter || last[j].isNumber || last[j] == "-" || last[j] == "_" { j = last.index(after: j) }
                if j > last.index(after: i) { out.append(last[i..<j]) }
                i = j
            } else {
                i = last.index(after: i)
            }
        }
        return out
    }
}
