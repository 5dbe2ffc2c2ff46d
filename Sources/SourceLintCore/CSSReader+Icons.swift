/// Rules that size icons, not text: an icon font's glyphs are symbols (``IconFonts``).
extension CSSReader {
    /// Whether a rule sizes an icon font: its `font-family` (or the family of its `font`) is an
    /// icon set's (`'Material Icons'`, `FontAwesome`); its `content` is glyphs of the Private Use
    /// Area (`content: "\E5CC"`, where icon fonts put their glyphs); or the element every
    /// selector styles has a class named for an icon set (`i.material-icons`, `.ionicons`), or
    /// some do and the others are the bare `i` and class-prefix patterns (`[class^="mdi-"]`)
    /// an icon set is written with (`i, [class^="mdi-"], i.material-icons`). An `<i>` alone is
    /// not enough: it is also italic text. A `font-size` that is one variable named for an icon
    /// (`var(--cell-icon-size)`) sizes an icon too. `selectors` are the rule's own with those of the rules
    /// it is nested in (SCSS, Less), so `&__icon` inside `.cell` is `.cell__icon`.
    static func sizesIcons(_ rule: Rule, selectors: [String]) -> Bool {
        for d in rule.declarations {
            switch d.property.lowercased() {
            case "font-family":
                if let family = firstFamily(d.value), IconFonts.namesIconFont(family) { return true }
            case "font":
                // The family follows the size (`24px/1 'Material Icons'`).
                let words = d.value.split(separator: " ", maxSplits: 20).map(String.init)
                if let k = words.firstIndex(where: { Length.all(in: $0).first.map { !$0.unit.isEmpty } ?? false }),
                   let family = firstFamily(words[(k + 1)...].joined(separator: " ")), IconFonts.namesIconFont(family) { return true }
            case "content":
                if IconFonts.isGlyphText(cssString(d.value)) { return true }
            case "font-size":
                // A size that is one variable named for an icon (`var(--cell-icon-size)`,
                // `$close-icon-size`): a component's theme names what it sizes.
                let uses = variableUses(in: d.value, less: true)
                if uses.count == 1, uses[0].fallbackOf.isEmpty, Length.all(in: d.value).isEmpty,
                   IconFonts.namesIconFont(String(uses[0].name.drop { $0 == "$" || $0 == "@" || $0 == "-" })) { return true }
            default: break
            }
        }
        // The element each selector styles; one of them an icon set's, and the others the bare
        // `i` and class-prefix patterns (`[class^="mdi-"]`) icon sets are written with.
        let subjects = selectors.map { $0.split(whereSeparator: { " >+~".contains($0) }).last.map(String.init) ?? $0 }
        func iconClass(_ subject: String) -> Bool {
            subject.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
                .contains { IconFonts.namesIconFont(String($0.prefix { $0 != ":" && $0 != "[" })) }
        }
        return subjects.contains(where: iconClass) && subjects.allSatisfy { iconClass($0) || $0 == "i" || $0.hasPrefix("[class") }
    }

    /// The first family of a `font-family` list, unquoted.
    static func firstFamily(_ value: String) -> String? {
        let first = value.split(separator: ",").first.map { $0.trimmed(" \t'\"") }
        return first?.isEmpty == false ? first : nil
    }

    /// The text of a CSS string value (`"\E5CC"`, `'\f00c'`): its escapes decoded (a backslash and
    /// one to six hex digits, and the blank after them); empty when the value is not one string.
    static func cssString(_ value: String) -> String {
        let v = value.trimmed(" \t")
        guard let q = v.first, q == "\"" || q == "'", v.count >= 2, v.last == q else { return "" }
        let scalars = Array(v.unicodeScalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var k = 0
        while k < scalars.count {
            guard scalars[k] == "\\" else { out.append(scalars[k]); k += 1; continue }
            var j = k + 1
            var code: UInt32 = 0
            while j < scalars.count, j - k <= 6, let digit = scalars[j].properties.numericType != nil && scalars[j].isASCII
                    ? UInt32(String(scalars[j])) : hexLetter(scalars[j]) {
                code = code * 16 + digit
                j += 1
            }
            if j == k + 1 {
                if j < scalars.count { out.append(scalars[j]) }
                k = j + 1
                continue
            }
            if let s = Unicode.Scalar(code) { out.append(s) }
            if j < scalars.count, scalars[j] == " " { j += 1 }
            k = j
        }
        return String(out)
    }

    private static func hexLetter(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "a"..."f": return c.value - 87
        case "A"..."F": return c.value - 55
        default: return nil
        }
    }
}
