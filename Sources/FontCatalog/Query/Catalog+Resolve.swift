import FontFile
import Foundation

/// What a font name in a document resolves to.
public struct NameResolution: Sendable, Hashable, Codable {
    /// How the name resolved.
    public enum Status: String, Sendable, Hashable, Codable {
        /// A face of that PostScript name, full name or family is installed.
        case found
        /// Another face stands in for it: ``reason`` says why this one.
        case substituted
        /// No face of that name, no alias, nothing known of its class (or a name that never
        /// resolves); ``NameResolution/face`` is then the design map's stand-in, when there is one.
        case missing
    }

    /// The name as the document gives it.
    public var name: String
    /// How the name resolved.
    public var status: Status
    /// The face used, when found or substituted.
    public var face: CatalogFace?
    /// The rule that found or substituted it (``FontMatch/Rule``: `postscriptName`, `fullName`,
    /// `family`; `style`, `alias`, `genericClass`, `designMap`, `language`), or null when missing.
    public var matchedBy: String?
    /// For a substitution or a missing name: why, in words.
    public var reason: String?
    /// For a variable face: the axis values to draw with.
    public var variations: [String: Double]

    enum CodingKeys: String, CodingKey { case name, status, face, matchedBy, reason, variations }

    // Every field is always present (null when absent).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(status, forKey: .status)
        try c.encode(face, forKey: .face)
        try c.encode(matchedBy, forKey: .matchedBy)
        try c.encode(reason, forKey: .reason)
        try c.encode(variations, forKey: .variations)
    }
}

extension Catalog {
    /// Resolves a document's font name by ``choose(_:)``, the path every command uses: `found`
    /// for an installed PostScript name, full name or family; `substituted` (with the rule and
    /// the reason) for everything else that ``choose(_:)`` answers; `missing` for a name that
    /// never resolves (empty, control characters, Apple's private `.` names) or an empty catalog.
    public func resolve(name raw: String) -> NameResolution {
        func missing(_ why: String) -> NameResolution {
            NameResolution(name: raw, status: .missing, face: nil, matchedBy: nil, reason: why, variations: [:])
        }
        let m: FontMatch
        do {
            m = try choose(FontQuery(family: raw))
        } catch {
            return missing(error.message)
        }
        switch m.rule {
        case .postscriptName, .fullName, .family:
            return NameResolution(name: raw, status: .found, face: m.face, matchedBy: m.rule.rawValue, reason: nil,
                                  variations: m.variations)
        case .designMap where !designMap.isGenericName(raw.trimmingSpaces) && !designMap.isAppleFamily(raw.trimmingSpaces):
            // Nothing is known of the name: missing, with the face that stands in for it.
            return NameResolution(name: raw, status: .missing, face: m.face, matchedBy: nil,
                                  reason: m.substitution, variations: m.variations)
        default:
            let reason = m.substitution ?? "\(raw.trimmingSpaces) is a generic family; the design map resolves it to \(m.family)"
            return NameResolution(name: raw, status: .substituted, face: m.face, matchedBy: m.rule.rawValue,
                                  reason: reason, variations: m.variations)
        }
    }

    func formatted(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// `Inter-SemiBoldItalic`, `Noto Sans Condensed Bold`, `NotoSans-Black`: an installed family
    /// and the query its style words give. Nil when no prefix of the name is an installed family.
    func styledName(_ name: String) -> (String, FontQuery)? {
        var familyPart: String
        var stylePart: String
        if let dash = name.lastIndex(of: "-"), !name.contains(" ") {
            familyPart = String(name[..<dash])
            stylePart = String(name[name.index(after: dash)...])
        } else {
            familyPart = name
            stylePart = ""
        }
        // Drop words from the end until a family is installed: "Noto Sans Display Black" → ….
        var words = familyPart.split(separator: " ").map(String.init)
        var styleWords = [stylePart].filter { !$0.isEmpty }
        while !words.isEmpty {
            let candidate = words.joined(separator: " ")
            if hasFamily(candidate) {
                if styleWords.isEmpty && words.count == familyPart.split(separator: " ").count && stylePart.isEmpty {
                    return nil  // the family itself: handled as found
                }
                return (displayName(candidate), Catalog.query(family: candidate, style: styleWords.reversed().joined(separator: " ")))
            }
            styleWords.append(words.removeLast())
        }
        return nil
    }

    /// Weight, width and slant from style words ("SemiBoldItalic", "Bold Condensed").
    static func query(family: String, style: String) -> FontQuery {
        var s = style.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
        var q = FontQuery(family: family)
        if s.contains("italic") { q.style = .italic; s = s.replacingOccurrences(of: "italic", with: "") }
        else if s.contains("oblique") { q.style = .oblique; s = s.replacingOccurrences(of: "oblique", with: "") }
        let widths: [(String, Double)] = [
            ("ultracondensed", 50), ("extracondensed", 62.5), ("semicondensed", 87.5), ("condensed", 75),
            ("narrow", 75), ("ultraexpanded", 200), ("extraexpanded", 150), ("semiexpanded", 112.5), ("expanded", 125),
        ]
        for (word, w) in widths where s.contains(word) {
            q.width = w
            s = s.replacingOccurrences(of: word, with: "")
            break
        }
        let weights: [(String, Double)] = [
            ("extralight", 200), ("ultralight", 100), ("hairline", 100), ("thin", 200), ("semibold", 600),
            ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("light", 300), ("medium", 500),
            ("bold", 700), ("heavy", 800), ("black", 900), ("regular", 400), ("book", 400),
        ]
        for (word, w) in weights where s.contains(word) {
            q.weight = w
            break
        }
        return q
    }

    /// Families that documents name often, with their design. Used only to choose a substitute's
    /// design when the family is not installed.
    static func wellKnownDesign(_ name: String) -> FaceInfo.Design? {
        let key = CatalogIndex.key(name)
        let base = key.split(separator: ",").first.map(String.init) ?? key
        let table: [String: FaceInfo.Design] = [
            "helvetica": .default, "helveticaneue": .default, "arial": .default, "verdana": .default,
            "segoeui": .default, "roboto": .default, "lucidagrande": .default, "tahoma": .default,
            "calibri": .default, "avenir": .default, "avenirnext": .default, "sfui": .default,
            "timesnewroman": .serif, "times": .serif, "georgia": .serif, "palatino": .serif,
            "cambria": .serif, "garamond": .serif, "charter": .serif, "baskerville": .serif,
            "courier": .monospaced, "couriernew": .monospaced, "menlo": .monospaced, "monaco": .monospaced,
            "consolas": .monospaced, "sfmono": .monospaced, "andalemono": .monospaced,
            "arialroundedmtbold": .rounded,
        ]
        if let d = table[base] { return d }
        // "Helvetica-Bold", "HelveticaNeue-Light", "TimesNewRomanPSMT": by the family prefix.
        let family = base.split(separator: "-").first.map(String.init) ?? base
        if let d = table[family] { return d }
        for (k, d) in table where family.hasPrefix(k) { return d }
        return nil
    }

    /// The face that draws `scalar` when the face chosen for the text does not, as fontconfig
    /// would choose it: the first face in fontconfig's order for the language (`language`, else
    /// the one the scalar's script implies, ``Catalog/language(forScript:)``), the design's
    /// generic class, `weight`, `width` and slant, that covers it. So a normal-width regular
    /// request never gets a Condensed or Black face when the normal face is installed, and Han
    /// text gets each region's own face. An emoji with emoji presentation gets a colour emoji
    /// family first. Faces usable only by name (installed by a provider) are never used. Faces
    /// fontconfig does not know (directories given only to this catalog) come after, nearest the
    /// design, slant, normal width and weight. Nil when nothing covers it.
    public func fallback(for scalar: Unicode.Scalar, design: FaceInfo.Design = .default, weight: Double = 400,
                         width: Double = 100, italic: Bool = false, language: String? = nil) -> CatalogFace? {
        let emoji = scalar.properties.isEmojiPresentation
        if !emoji {
            let lang = Catalog.fallbackLanguage(language, for: scalar)
            if let i = languageFace(lang, design: design, weight: weight, width: width, italic: italic,
                                    where: { faces.covers($0, scalar) }) {
                return faces[i]
            }
        }
        var best: (score: (Int, Int, Int, Double, Double, Int), face: CatalogFace)?
        for i in faces.indices where !faces.isNamedInstance(i) && !index.nameOnly[i] && faces.covers(i, scalar) {
            let f = faces[i]
            var sameDesign = f.design == design || (design == .rounded && f.design == .default) ? 0 : 1
            if emoji { sameDesign = f.familyName.localizedCaseInsensitiveContains("emoji") ? 0 : 1 }
            // The design first, then a text face before a display one.
            let rank = sameDesign * 2 + (Catalog.isDisplayStyle(family: f.familyName) ? 1 : 0)
            let noto = f.familyName.hasPrefix("Noto") ? 0 : 1
            let slant = f.italic == italic ? 0 : 1
            let score = (rank, slant, noto, abs(f.width - width), abs(Double(f.weight) - weight), i)
            if let b = best, !(score < b.score) { continue }
            best = (score, f)
        }
        return best?.face
    }

    /// The language whose order fallback follows for `scalar`: the text's language when it is
    /// written in the scalar's script (Han for `ja`, `ko` and Chinese; otherwise the language's
    /// CLDR exemplars meet the scalar's script block), else the language the script implies. So
    /// Devanagari in a Japanese text still gets a Devanagari face chosen for Hindi.
    static func fallbackLanguage(_ given: String?, for scalar: Unicode.Scalar) -> String? {
        let implied = language(forScalar: scalar)
        guard let given else { return implied }
        guard let block = scriptLanguages.first(where: { $0.0.contains(scalar.value) }) else { return given }
        if block.1 == "zh-Hans" || (block.1 == "ja" && block.0.lowerBound >= 0x3000) {
            let primary = given.lowercased().split(separator: "-").first.map(String.init) ?? ""
            if ["ja", "ko", "zh"].contains(primary) { return given }
            return implied
        }
        let code = languageCode(given) ?? given
        let ranges = LanguageSupport.exemplarRanges(code) ?? []
        let sameScript = ranges.contains { r in
            scriptLanguages.contains { $0.1 == block.1 && $0.0.overlaps(r) }
        }
        return sameScript ? given : implied
    }

    /// The language a scalar's script implies for fallback when none is given: the most spoken
    /// language written in it (CLDR's likely subtags: Arab → ar, Deva → hi, Hani → zh-Hans…);
    /// nil for Latin, Greek, Cyrillic, symbols and scripts not listed (fontconfig's order
    /// without a language then decides).
    static func language(forScalar s: Unicode.Scalar) -> String? {
        let v = s.value
        for (range, lang) in Catalog.scriptLanguages where range.contains(v) { return lang }
        return nil
    }

    /// Script blocks and the language CLDR's likely-subtags data gives for the script
    /// (https://github.com/unicode-org/cldr/blob/main/common/supplemental/likelySubtags.xml:
    /// und_Arab → ar, und_Hebr → he, und_Deva → hi, und_Beng → bn, und_Guru → pa, und_Gujr → gu,
    /// und_Orya → or, und_Taml → ta, und_Telu → te, und_Knda → kn, und_Mlym → ml, und_Sinh → si,
    /// und_Thai → th, und_Laoo → lo, und_Tibt → bo, und_Mymr → my, und_Geor → ka, und_Armn → hy,
    /// und_Ethi → am, und_Khmr → km, und_Hang → ko, und_Hira/und_Kana → ja, und_Hani → zh(-Hans)).
    static let scriptLanguages: [(ClosedRange<UInt32>, String)] = [
        (0x0530...0x058F, "hy"), (0x0590...0x05FF, "he"), (0x0600...0x06FF, "ar"), (0x0750...0x077F, "ar"),
        (0x08A0...0x08FF, "ar"), (0xFB50...0xFDFF, "ar"), (0xFE70...0xFEFF, "ar"), (0xFB1D...0xFB4F, "he"),
        (0x0900...0x097F, "hi"), (0x0980...0x09FF, "bn"), (0x0A00...0x0A7F, "pa"), (0x0A80...0x0AFF, "gu"),
        (0x0B00...0x0B7F, "or"), (0x0B80...0x0BFF, "ta"), (0x0C00...0x0C7F, "te"), (0x0C80...0x0CFF, "kn"),
        (0x0D00...0x0D7F, "ml"), (0x0D80...0x0DFF, "si"), (0x0E00...0x0E7F, "th"), (0x0E80...0x0EFF, "lo"),
        (0x0F00...0x0FFF, "bo"), (0x1000...0x109F, "my"), (0x10A0...0x10FF, "ka"), (0x1200...0x139F, "am"),
        (0x1780...0x17FF, "km"), (0x1100...0x11FF, "ko"), (0x3130...0x318F, "ko"), (0xAC00...0xD7AF, "ko"),
        (0x3040...0x30FF, "ja"), (0x31F0...0x31FF, "ja"), (0x2E80...0x2FDF, "zh-Hans"), (0x3000...0x303F, "zh-Hans"),
        (0x3400...0x4DBF, "zh-Hans"), (0x4E00...0x9FFF, "zh-Hans"), (0xF900...0xFAFF, "zh-Hans"),
        (0x20000...0x3134F, "zh-Hans"),
    ]
}
