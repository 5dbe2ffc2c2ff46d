import FontFile
import Foundation

/// What a font name in a document resolves to.
public struct NameResolution: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        /// A face of that PostScript name, full name or family is installed.
        case found
        /// Another face stands in for it: ``reason`` says why this one.
        case substituted
        /// Nothing stands in for it.
        case missing
    }

    /// The name as the document gives it.
    public var name: String
    public var status: Status
    /// The face used, when found or substituted.
    public var face: CatalogFace?
    /// How the name was found (`postscriptName`, `fullName`, `family`), or null.
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
    /// Resolves a document's font name, as Core Text resolves `CTFontCreateWithName`:
    /// 1. a name starting with "." is one of Apple's private system names: missing, always;
    /// 2. a PostScript name, else a full name, else a family name (its regular face): found;
    /// 3. one of Apple's system families or a generic family: substituted through the design map;
    /// 4. `Family-Style` / `Family Style` of an installed family (a face that is not installed,
    ///    such as a weight missing from the family): substituted by the nearest face of the
    ///    family (CSS matching with the weight and slant the style words give);
    /// 5. a well-known family whose design is known (Helvetica, Arial, Times, Courier, Menlo…):
    ///    substituted by that design's family;
    /// 6. anything else: missing.
    public func resolve(name raw: String) -> NameResolution {
        let name = raw.trimmingSpaces
        func missing(_ why: String) -> NameResolution {
            NameResolution(name: raw, status: .missing, face: nil, matchedBy: nil, reason: why, variations: [:])
        }
        guard !name.isEmpty else { return missing("empty font name") }
        if name.hasPrefix(".") {
            return missing("'\(name)' is a private system font name ('.' prefix); such names never resolve, as on Apple platforms")
        }
        let folded = FoldedName(name)
        if let i = index.byPostScriptName[folded] {
            return NameResolution(name: raw, status: .found, face: faces[i], matchedBy: "postscriptName", reason: nil, variations: faces[i].coordinates)
        }
        if let i = index.byFullName[folded] {
            return NameResolution(name: raw, status: .found, face: faces[i], matchedBy: "fullName", reason: nil, variations: faces[i].coordinates)
        }
        if designMap.design(forFamilyName: name) == nil, hasFamily(name),
           let m = match(FontQuery(family: name)) {
            return NameResolution(name: raw, status: .found, face: m.face, matchedBy: "family", reason: nil, variations: m.variations)
        }
        if let design = designMap.design(forFamilyName: name) {
            if let m = match(FontQuery(family: name, design: design)) {
                if m.substitution == nil {
                    return NameResolution(name: raw, status: .found, face: m.face, matchedBy: "family", reason: nil, variations: m.variations)
                }
                let kind = designMap.isAppleFamily(name) ? "Apple's \(name) is not installed" : "\(name) is a generic family"
                return NameResolution(name: raw, status: .substituted, face: m.face, matchedBy: nil,
                                      reason: "\(kind); the \(design.rawValue) design resolves to \(m.family)", variations: m.variations)
            }
            return missing("no font is installed")
        }
        if let (family, query) = styledName(name), let m = match(query), m.substitution == nil {
            return NameResolution(name: raw, status: .substituted, face: m.face, matchedBy: nil,
                                  reason: "no face named '\(name)'; the nearest face of \(family) (weight \(formatted(query.weight)), \(query.style.rawValue))",
                                  variations: m.variations)
        }
        if let design = Catalog.wellKnownDesign(name), let m = match(FontQuery(design: design)) {
            return NameResolution(name: raw, status: .substituted, face: m.face, matchedBy: nil,
                                  reason: "\(name) is not installed; as a \(design.rawValue)-design family it resolves to \(m.family)",
                                  variations: m.variations)
        }
        return missing("no face or family of that name is installed")
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

    /// The face that draws `scalar` when the face chosen for the text does not: a face of the
    /// same design that covers it (for an emoji, an emoji family), Noto first (the families `setup.sh` installs for the scripts
    /// the design's family lacks), nearest the given weight and slant. Nil when nothing covers it.
    public func fallback(for scalar: Unicode.Scalar, design: FaceInfo.Design = .default, weight: Double = 400,
                         italic: Bool = false) -> CatalogFace? {
        // Emoji with emoji presentation: a color emoji family first, whatever the design.
        let emoji = scalar.properties.isEmojiPresentation
        var best: (score: (Int, Int, Int, Double, Int), face: CatalogFace)?
        for (i, f) in faces.enumerated() where f.namedInstance == nil && !index.nameOnly[i] && f.covers(scalar) {
            var sameDesign = f.design == design || (design == .rounded && f.design == .default) ? 0 : 1
            if emoji { sameDesign = f.familyName.localizedCaseInsensitiveContains("emoji") ? 0 : 1 }
            let noto = f.familyName.hasPrefix("Noto") ? 0 : 1
            let slant = f.italic == italic ? 0 : 1
            let score = (sameDesign, slant, noto, abs(Double(f.weight) - weight), i)
            if let b = best, !(score < b.score) { continue }
            best = (score, f)
        }
        return best?.face
    }
}
