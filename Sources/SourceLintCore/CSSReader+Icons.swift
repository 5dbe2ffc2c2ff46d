import Foundation

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
                // A pseudo-element whose content is empty or blank (`content: " "`) draws no
                // character: its font-size sets only the em of a box its background or borders
                // draw (a radio button's dot, a check mark).
                if drawsNoCharacter(content: d.value, selectors: selectors) { return true }
            case "font-size":
                // A size that is one variable named for an icon or an image (`var(--cell-icon-size)`,
                // `$close-icon-size`, `@empty-font-size-image`): a component's theme names what it sizes.
                let uses = variableUses(in: d.value, less: true)
                if uses.count == 1, uses[0].fallbackOf.isEmpty, Length.all(in: d.value).isEmpty {
                    let name = String(uses[0].name.drop { $0 == "$" || $0 == "@" || $0 == "-" })
                    if IconFonts.namesIconFont(name) || namesImage(name) { return true }
                }
            default: break
            }
        }
        if drawsEmSizedImage(rule) { return true }
        // The element each selector styles; one of them an icon set's, and the others the bare
        // `i` and class-prefix patterns (`[class^="mdi-"]`) icon sets are written with.
        let subjects = selectors.map(subject(of:))
        // An inline SVG's `1em` box (`& > svg { font-size: 88px }`): an image sized by the font.
        if !subjects.isEmpty, subjects.allSatisfy({ $0.prefix { $0 != "." && $0 != ":" && $0 != "[" && $0 != "#" }.lowercased() == "svg" }) { return true }
        func iconClass(_ subject: String) -> Bool {
            subject.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
                .contains { namesIcon(className: String($0.prefix { $0 != ":" && $0 != "[" })) }
                || classPatterns(subject).contains { namesIcon(className: $0) }
        }
        return subjects.contains(where: iconClass) && subjects.allSatisfy { iconClass($0) || $0 == "i" || $0.hasPrefix("[class") }
    }

    /// Whether a rule draws an image the size of a character or so: its box is sized in em both
    /// ways (at most 3em), and it shows a mask (`mask: url(…)`), a background image, or a form
    /// control drawn by the style sheet (`appearance: none`: a checkbox), or it is a square that
    /// is animated (a spinner). Its `font-size` sets the
    /// size of that image, as an icon's does (a spinner, a CSS checkbox), not the size of text.
    static func drawsEmSizedImage(_ rule: Rule) -> Bool {
        var width: Double?
        var height: Double?
        var image = false
        var animated = false
        for d in rule.declarations {
            let value = d.value.lowercased().trimmed(" \t")
            switch d.property.lowercased() {
            case "width": width = emOnly(value)
            case "height": height = emOnly(value)
            case "mask", "mask-image", "-webkit-mask", "-webkit-mask-image":
                if value != "none" { image = true }
            case "background", "background-image":
                if value.contains("url(") { image = true }
            case "appearance", "-webkit-appearance", "-moz-appearance":
                if value == "none" { image = true }
            case "animation", "animation-name", "-webkit-animation", "-webkit-animation-name":
                if value != "none" { animated = true }
            default: break
            }
        }
        guard let width, let height, width <= 3, height <= 3 else { return false }
        // A square em box that turns (`animation`) is a spinner, drawn by its borders or pseudo-elements.
        return image || animated && width == height
    }

    /// Whether every selector styles a `::before` or `::after` and `content` is a string of
    /// nothing but blanks.
    static func drawsNoCharacter(content: String, selectors: [String]) -> Bool {
        let v = content.trimmed(" \t")
        guard let q = v.first, q == "\"" || q == "'", v.count >= 2, v.last == q, !selectors.isEmpty,
              cssString(v).unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else { return false }
        return selectors.allSatisfy { selector in
            let s = subject(of: selector).lowercased()
            return [":before", ":after"].contains { s.hasSuffix($0) || s.contains($0 + ":") || s.contains($0 + "[") }
        }
    }

    /// The largest length of a value whose lengths are all in em (`1em`, `calc(1em * 0.7)`).
    private static func emOnly(_ value: String) -> Double? {
        let lengths = Length.all(in: value).filter { !$0.unit.isEmpty }  // numbers are factors
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.unit == "em" }) else { return nil }
        return lengths.map(\.value).max()
    }

    /// The compound selector a selector styles: its last, after the combinators (blank, `>`, `+`,
    /// `~`) outside brackets and strings (`[class*=" mdi-"]` holds a blank).
    static func subject(of selector: String) -> String {
        var start = selector.startIndex
        var depth = 0
        var quote: Character?
        var i = selector.startIndex
        while i < selector.endIndex {
            let c = selector[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" {
                depth += 1
            } else if c == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0, " >+~".contains(c) {
                start = selector.index(after: i)
            }
            i = selector.index(after: i)
        }
        let last = selector[start...]
        return last.isEmpty ? selector : String(last)
    }

    /// Whether a class name names an icon. In a BEM name (`block__element--modifier`) the element
    /// names what is styled: `.cell__icon` is an icon, `.icon-box__desc` the text under one.
    /// A name whose last word but `font` and `size` is `image` or `img` (`empty-font-size-image`,
    /// `avatar-img-size`): what it sizes is an image. A component's prefix (`image-font-size-
    /// loader-spin`, the Image component's spinner) says nothing of it.
    static func namesImage(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter }.filter { $0 != "font" && $0 != "size" }
        return words.last == "image" || words.last == "img"
    }

    static func namesIcon(className name: String) -> Bool {
        var part = Substring(name)
        if let element = name.range(of: "__", options: .backwards) { part = name[element.upperBound...] }
        if let modifier = part.range(of: "--"), modifier.lowerBound > part.startIndex { part = part[..<modifier.lowerBound] }
        return IconFonts.namesIconFont(String(part))
    }

    /// The values of a subject's attribute selectors on `class` that match part of the class
    /// list (`[class^="weui-icon-"]`, `[class*=" mdi-"]`, `[class~=icon]`): a class that holds
    /// the value.
    static func classPatterns(_ subject: String) -> [String] {
        var out: [String] = []
        var rest = Substring(subject)
        while let open = rest.range(of: "[class") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: "]") else { break }
            let inside = rest[..<close].trimmingCharacters(in: .whitespaces)
            rest = rest[close...]
            guard let op = ["^=", "*=", "~=", "|="].first(where: { inside.hasPrefix($0) }) else { continue }
            let value = inside.dropFirst(op.count).trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            if !value.isEmpty { out.append(value) }
        }
        return out
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
