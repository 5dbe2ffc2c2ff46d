import FontFile

extension Catalog {
    /// The one path by which every command and the library choose a face (`fonts match`,
    /// `fonts resolve`, `measure --font`, `fit`, `render`, `specimen`, the RTF font table). The
    /// family of `query` is tried, in order, as:
    /// 1. nothing (a design): the design map's family for the design (monospaced when `:spacing=mono`);
    /// 2. a name that never resolves: empty, with control characters, or one of Apple's private
    ///    `.`-prefixed names (`.SFUI-Regular`): an error, the same everywhere;
    /// 3. a generic family (`system-ui`, `serif`) or one of Apple's families (SF Pro, New York):
    ///    that family when installed, else the design map's (``FontMatch/Rule/designMap``);
    /// 4. an installed family (``FontMatch/Rule/family``), a PostScript name or a full name
    ///    (that face; with a weight, width or slant asked for, the nearest face of its family);
    /// 5. `Family-Style` of an installed family (``FontMatch/Rule/style``): the nearest face;
    /// 6. a name that is not installed (``FontMatch/Rule/alias``): the first installed family
    ///    among the aliases fontconfig's own configuration gives it (Helvetica and Arial →
    ///    Liberation Sans or Arimo, Times New Roman → Liberation Serif or Tinos, Courier New →
    ///    Liberation Mono or Cousine, Calibri → Carlito, Cambria → Caladea…), before the
    ///    families of its generic class;
    /// 7. then the generic class the name belongs to (fontconfig's, or the well-known family
    ///    table for names fontconfig does not class: Menlo is monospace) through the design map
    ///    (``FontMatch/Rule/genericClass``);
    /// 8. a name nothing is known of: the design map's default family (``FontMatch/Rule/designMap``;
    ///    ``resolve(name:)`` calls it missing).
    /// The weight, width, slant and spacing that the name (`Helvetica-BoldOblique`) or the query
    /// asks for are kept at every step. Then, with a language asked for (`:lang=ja`), a face that
    /// does not cover it is replaced by fontconfig's first face for that language
    /// (``FontMatch/Rule/language``). Faces that are usable only by name (fonts a provider
    /// installed) are never chosen by steps 1, 3, 6 and 7, nor for a language.
    ///
    /// Throws ``CatalogError/Kind/invalidQuery`` for a name that never resolves; returns nil only
    /// for an empty catalog.
    public func choose(_ query: FontQuery) throws(CatalogError) -> FontMatch {
        if let name = query.family { try Catalog.checkName(name) }
        guard var m = chooseByName(query) else {
            throw CatalogError(.noFont, "no font is installed: the catalog is empty")
        }
        // As fontconfig: a family asked for by name (bound strongly) wins over the language; a
        // substitute or the design map's family (bound weakly) gives way to it.
        let substituted = m.rule == .designMap || m.rule == .genericClass || m.rule == .alias
        if let lang = query.language, substituted, !covers(m.face, language: lang),
           let byLanguage = languageMatch(lang, query: query, asked: m) {
            m = byLanguage
        }
        return m
    }

    /// Throws the error ``choose(_:)`` throws for a name that never resolves (empty, control
    /// characters, Apple's private `.` names), without a catalog.
    public static func checkFontName(_ name: String) throws(CatalogError) { try checkName(name) }

    /// `name` with control characters written as `\u{XX}`, safe to print on a terminal.
    public static func escapedName(_ name: String) -> String { escaped(name) }

    /// The catalog's code for a BCP 47 language tag (`zh-TW` → `zh-Hant`), or nil when the
    /// catalog does not know the language.
    public static func canonicalLanguage(_ tag: String) -> String? {
        // Hong Kong and Macao Chinese: traditional, but with fontconfig orthographies (and, with
        // Noto CJK, faces) of their own, so kept as their region.
        let parts = tag.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-")
        if parts.first == "zh", let region = parts.dropFirst().first(where: { $0 == "hk" || $0 == "mo" }),
           Fontconfig.orthography("zh-" + region) != nil {
            return "zh-" + region.uppercased()
        }
        if let code = languageCode(tag) { return code }
        // A language the catalog has no exemplars for, but fontconfig has an orthography for.
        let trimmed = tag.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.utf8.count <= 35,
              trimmed.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "-" || $0 == "_" || ("0"..."9").contains($0)) }),
              Fontconfig.orthography(trimmed) != nil else { return nil }
        return trimmed
    }

    /// Refuses a name that never resolves, with one message for every command.
    static func checkName(_ raw: String) throws(CatalogError) {
        let name = raw.trimmingSpaces
        guard !name.isEmpty else {
            throw CatalogError(.invalidQuery, "empty font name: give a family, PostScript or full name")
        }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) {
            throw CatalogError(.invalidQuery, "invalid font name '\(Catalog.escaped(name))': it contains control characters")
        }
        if name.hasPrefix(".") {
            throw CatalogError(.privateName, "'\(Catalog.escaped(name))' is a private system font name ('.' prefix); such names never resolve, as on Apple platforms")
        }
    }

    /// `s` with control characters written as `\u{XX}`, safe to print on a terminal.
    static func escaped(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            if u.value < 0x20 || (u.value >= 0x7F && u.value < 0xA0) {
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    private func chooseByName(_ query: FontQuery) -> FontMatch? {
        guard !faces.isEmpty else { return nil }
        guard let raw = query.family else {
            let design = query.design ?? (query.monospace ? .monospaced : .default)
            return designMatch(design, query: query, why: nil, rule: .designMap)
        }
        let name = raw.trimmingSpaces
        let key = CatalogIndex.key(name)
        // 3. Generic and Apple's families.
        if let design = designMap.designByKey[key] {
            if !designMap.genericKeys.contains(key), let idx = index.byFamily[key] {
                return select(in: idx, query: query, family: displayName(name), substitution: nil, rule: .family)
            }
            // A generic family resolving through the design map is no substitution; Apple's family
            // that is not installed is.
            let why = designMap.genericKeys.contains(key) ? nil : "Apple's \(name) is not installed"
            var q = query
            q.design = design
            let chosen = query.design ?? (query.monospace ? .monospaced : design)
            return designMatch(chosen, query: q, why: why, rule: .designMap)
        }
        // 4. Installed family, PostScript name, full name.
        if let idx = index.byFamily[key] {
            return select(in: idx, query: query, family: index.familyNames[key] ?? name, substitution: nil, rule: .family)
        }
        let folded = FoldedName(name)
        for (table, rule) in [(index.byPostScriptName, FontMatch.Rule.postscriptName), (index.byFullName, .fullName)] {
            guard let i = table[folded] else { continue }
            return faceMatch(i, query: query, rule: rule)
        }
        // 5. Family-Style of an installed family.
        if let (family, styled) = styledName(name) {
            let q = Catalog.merge(query, styleOf: styled)
            if let idx = index.byFamily[CatalogIndex.key(family)] {
                let why = "no face named '\(name)'; the nearest face of \(family) (weight \(formatted(q.weight)), width \(formatted(q.width))%, \(q.style.rawValue))"
                return select(in: idx, query: q, family: family, substitution: why, rule: .style)
            }
        }
        // 6. fontconfig's aliases; 7. the generic class.
        return substitute(name, query: query)
    }

    /// The face at `i` found by one of its names; with a weight, width or slant asked for, the
    /// nearest face of its family.
    private func faceMatch(_ i: Int, query: FontQuery, rule: FontMatch.Rule) -> FontMatch? {
        let f = faces[i]
        let asked = query.weight != 400 || query.width != 100 || query.style != .normal
        if asked, let idx = index.byFamily[CatalogIndex.key(f.familyName)] {
            return select(in: idx, query: query, family: f.familyName, substitution: nil, rule: rule)
        }
        return FontMatch(face: f, family: f.familyName, variations: f.coordinates, substitution: nil, rule: rule,
                         syntheticBold: false, syntheticOblique: false)
    }

    /// `query` with the weight, width and slant the name's style words give, where the query
    /// itself asks for none.
    static func merge(_ query: FontQuery, styleOf styled: FontQuery) -> FontQuery {
        var q = query
        if q.weight == 400 { q.weight = styled.weight }
        if q.width == 100 { q.width = styled.width }
        if q.style == .normal { q.style = styled.style }
        return q
    }

    /// The generic family names fontconfig's configuration uses, and the design each stands for.
    static let fontconfigGenerics: [String: FaceInfo.Design] = [
        "sans-serif": .default, "sans": .default, "system-ui": .default, "serif": .serif,
        "monospace": .monospaced, "mono": .monospaced, "cursive": .default, "fantasy": .default,
        "emoji": .default, "math": .default,
    ]

    /// A name that is not installed: an installed alias from fontconfig's configuration, else
    /// its generic class through the design map.
    private func substitute(_ name: String, query: FontQuery) -> FontMatch? {
        let (base, styled) = Catalog.splitStyle(name)
        let q = Catalog.merge(query, styleOf: styled)
        let shown = base == name ? name : "\(name) (\(base))"
        var generic: String?
        // Whether fontconfig's configuration says anything of this name: its family list differs
        // from that of a name nobody configured (49-sansserif.conf gives every name sans-serif).
        var fontconfigKnows = false
        // The generic's own families, in fontconfig's order (for emoji and math, which no design
        // stands for).
        var genericFamilies: [String] = []
        if let fc = Fontconfig.shared {
            // Spacing is not put in the pattern (fontconfig's configuration then puts the
            // monospace families before the name's own aliases); an alias that is not monospaced
            // is skipped instead when monospace is asked for.
            let pattern = FontconfigPattern(family: base, weight: q.weight, width: q.width, italic: q.style == .italic,
                                            oblique: q.style == .oblique, monospace: false, lang: nil)
            let list = fc.families(pattern)
            var probe = pattern
            probe.family = "typography-probe-of-an-unconfigured-name"
            fontconfigKnows = Array(list.dropFirst().map(\.name)) != Array(fc.families(probe).dropFirst().map(\.name))
            // The aliases: the families before the first generic name fontconfig appends, and
            // before the generic's own preferred families (inserted ahead of it).
            generic = list.first { Catalog.fontconfigGenerics[$0.name.lowercased()] != nil }?.name.lowercased()
            var end = list.count
            if let generic {
                var gp = pattern
                gp.family = generic
                genericFamilies = fc.families(gp).map(\.name)
                let head = genericFamilies.first
                end = list.firstIndex { $0.name == head || $0.name.lowercased() == generic } ?? list.count
            }
            for entry in list[..<end] where CatalogIndex.key(entry.name) != CatalogIndex.key(base) {
                let key = CatalogIndex.key(entry.name)
                guard let idx = index.byFamily[key].map(usableUnnamed), !idx.isEmpty else { continue }
                if q.monospace && !idx.contains(where: { faces[$0].monospaced }) { continue }
                let family = index.familyNames[key] ?? entry.name
                return select(in: idx, query: q, family: family,
                              substitution: "\(shown) is not installed; fontconfig's configuration gives \(family) as its alias",
                              rule: .alias)
            }
        }
        // Emoji and math: fontconfig's first installed family of the generic (Apple Color Emoji →
        // Noto Color Emoji), as no design stands for them.
        if let generic, generic == "emoji" || generic == "math" {
            for name in genericFamilies where CatalogIndex.key(name) != CatalogIndex.key(generic) {
                let key = CatalogIndex.key(name)
                guard let idx = index.byFamily[key].map(usableUnnamed), !idx.isEmpty else { continue }
                let family = index.familyNames[key] ?? name
                return select(in: idx, query: q, family: family,
                              substitution: "\(shown) is not installed and has no installed alias; it is \(generic == "emoji" ? "an emoji" : "a math") family, and fontconfig's first installed one is \(family)",
                              rule: .genericClass)
            }
        }
        // The generic class: fontconfig's, unless it only gave its default (sans-serif) and the
        // name is a well-known family of another design.
        var design = generic.flatMap { Catalog.fontconfigGenerics[$0] } ?? .default
        var className = generic ?? "sans-serif"
        let known = Catalog.wellKnownDesign(base) ?? Catalog.wellKnownDesign(name)
        if design == .default, let known, known != .default {
            design = known
            className = known == .monospaced ? "monospace" : known == .serif ? "serif" : known.rawValue
        }
        if q.monospace && design != .monospaced {
            design = .monospaced
            className = "monospace"
        }
        guard fontconfigKnows || known != nil || q.monospace else {
            // Nothing is known of the name: the design map's family for the default design.
            return designMatch(design, query: q,
                               why: "\(shown) is not installed, and neither fontconfig's configuration nor the well-known family table knows it",
                               rule: .designMap)
        }
        return designMatch(design, query: q, why: "\(shown) is not installed and has no installed alias; it is a \(className) family",
                           rule: .genericClass)
    }

    /// A name's family part and the style its last words give: `Helvetica-BoldOblique` →
    /// Helvetica, bold oblique; `Arial,Bold` → Arial, bold; `TimesNewRomanPS-ItalicMT` → Times
    /// New Roman, italic; `Times New Roman Bold` → Times New Roman, bold. A name without style
    /// words is its own family.
    static func splitStyle(_ name: String) -> (String, FontQuery) {
        var family = name
        var style = ""
        if let comma = name.firstIndex(of: ",") {
            family = String(name[..<comma])
            style = String(name[name.index(after: comma)...])
        } else if !name.contains(" "), let dash = name.lastIndex(of: "-") {
            family = String(name[..<dash])
            style = String(name[name.index(after: dash)...])
        } else {
            // Trailing style words: "Times New Roman Bold Italic".
            var words = name.split(separator: " ").map(String.init)
            var styleWords: [String] = []
            while words.count > 1, let last = words.last, Catalog.isStyleWord(last) {
                styleWords.insert(last, at: 0)
                words.removeLast()
            }
            family = words.joined(separator: " ")
            style = styleWords.joined(separator: " ")
        }
        // PostScript naming: "MT" (Monotype) and "PS" suffixes, and CamelCase for spaces.
        for suffix in ["PSMT", "MT", "PS"] where family.hasSuffix(suffix) && family.count > suffix.count + 2 {
            family = String(family.dropLast(suffix.count))
            break
        }
        if style.hasSuffix("MT") { style = String(style.dropLast(2)) }
        if !family.contains(" ") { family = Catalog.spacedCamelCase(family) }
        return (family.trimmingSpaces, query(family: family, style: style))
    }

    static func isStyleWord(_ w: String) -> Bool {
        let s = w.lowercased()
        let words: Set<String> = [
            "bold", "italic", "oblique", "regular", "light", "thin", "medium", "semibold", "demibold", "extrabold",
            "ultrabold", "black", "heavy", "book", "condensed", "expanded", "narrow", "extralight",
            "ultralight", "semicondensed", "extracondensed", "semiexpanded", "bolditalic", "boldoblique",
        ]
        return words.contains(s)
    }

    /// `TimesNewRoman` → `Times New Roman`; a name with spaces, or all capitals, as it is.
    static func spacedCamelCase(_ s: String) -> String {
        var out = ""
        var previous: Character?
        for c in s {
            if let p = previous, c.isUppercase, p.isLowercase { out.append(" ") }
            out.append(c)
            previous = c
        }
        return out
    }

    /// Whether `face` covers `lang`: by CLDR's exemplars when the catalog knows the language,
    /// else by fontconfig's orthography for it.
    func covers(_ face: CatalogFace, language lang: String) -> Bool {
        if LanguageSupport.exemplarRanges(lang) != nil { return face.supports(language: lang) }
        guard let ranges = Fontconfig.orthography(lang) else { return false }
        return ranges.allSatisfy { r in r.allSatisfy { face.covers(Unicode.Scalar($0) ?? " ") } }
    }

    /// For a language the face chosen does not cover: fontconfig's order of the faces for that
    /// language (and the query's generic class, weight, width and slant), the first face of this
    /// catalog that covers the language; then CSS matching in its family.
    private func languageMatch(_ lang: String, query: FontQuery, asked m: FontMatch) -> FontMatch? {
        let found = languageFaceSkippingDisplay(lang, design: designMap.design(of: m.face), weight: query.weight,
                                                width: query.width, italic: query.style != .normal,
                                                where: { covers(faces[$0], language: lang) })
        guard let i = found.face else { return nil }
        let family = faces[i].familyName
        guard let idx = index.byFamily[CatalogIndex.key(family)].map(usableUnnamed), !idx.isEmpty else { return nil }
        var q = query
        q.family = family
        var why = "\(m.family) does not cover the language '\(lang)'; fontconfig's first face for it is in \(family)"
        if let d = found.skipped {
            why = "\(m.family) does not cover the language '\(lang)'; fontconfig's first face for it, in "
                + "\(faces[d].familyName), is a display style (Kufic), so the first text face: \(family)"
        }
        return select(in: idx, query: q, family: family, substitution: why, rule: .language)
    }

    /// The first face, in fontconfig's order for `lang` and the generic class of `design`, that
    /// this catalog has, that may be used unnamed, is not a named instance, and passes `accept`.
    /// A face of a display style (``isDisplayStyle(family:)``) comes only when no text face
    /// passes: UI text is never set in a display face when a text face can draw it.
    func languageFace(_ lang: String?, design: FaceInfo.Design, weight: Double, width: Double, italic: Bool,
                      where accept: (Int) -> Bool) -> Int? {
        languageFaceSkippingDisplay(lang, design: design, weight: weight, width: width, italic: italic,
                                    where: accept).face
    }

    /// ``languageFace(_:design:weight:width:italic:where:)``, with the display face it passed over
    /// (fontconfig's first choice), if any.
    func languageFaceSkippingDisplay(_ lang: String?, design: FaceInfo.Design, weight: Double, width: Double,
                                     italic: Bool, where accept: (Int) -> Bool) -> (face: Int?, skipped: Int?) {
        guard let fc = Fontconfig.shared else { return (nil, nil) }
        let generic: String
        switch design {
        case .serif: generic = "serif"
        case .monospaced: generic = "monospace"
        default: generic = "sans-serif"
        }
        let order = fc.sorted(FontconfigPattern(family: generic, weight: weight, width: width, italic: italic,
                                                oblique: false, monospace: false, lang: lang))
        var skipped: Int?
        for entry in order {
            guard let i = position(path: entry.path, faceIndex: entry.index), !index.nameOnly[i] else { continue }
            guard accept(i) else { continue }
            if Catalog.isDisplayStyle(family: faces[i].familyName) {
                if skipped == nil { skipped = i }
                continue
            }
            return (i, skipped)
        }
        return (skipped, nil)
    }

    /// Whether a family is of a display style, by its own name: Kufic ("Kufi", "Kufic"), the
    /// angular Arabic style of headings and inscriptions. Arabic text and UI are set in Naskh or
    /// a sans drawn from it (Noto Naskh Arabic, Noto Sans Arabic; Apple's own Arabic UI faces are
    /// of that kind), so fontconfig's first face for Arabic on a Debian system with only
    /// fonts-noto-core, Noto Kufi Arabic, is passed over for the next face that draws the text.
    /// Nothing else is guessed: a family is a display face only when its name says so.
    static func isDisplayStyle(family: String) -> Bool {
        let words = family.lowercased().split(whereSeparator: { !$0.isLetter })
        return words.contains { $0 == "kufi" || $0 == "kufic" }
    }
}
