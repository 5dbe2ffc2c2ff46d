/// Lookup tables over the catalog's faces, built once when it is opened.
struct CatalogIndex: Sendable {
    /// Lowercased PostScript name → faces.
    var byPostScriptName: [String: [Int]] = [:]
    /// Lowercased full name → faces.
    var byFullName: [String: [Int]] = [:]
    /// ``key(_:)`` of the typographic family and of the family (name ID 1) → faces.
    var byFamily: [String: [Int]] = [:]
    /// Family key → the name shown (the typographic family of its first face).
    var familyNames: [String: String] = [:]
    /// The family keys in name order.
    var familyKeys: [String] = []
    /// What matching compares, per face: weight, width and style ranges.
    var traits: [MatchTraits] = []
    /// A variable face → its named instances.
    var instancesOf: [Int: [Int]] = [:]
    /// Per face: used only when asked for by name (``Catalog/nameOnlyPaths``).
    var nameOnly: [Bool] = []

    init(_ faces: [CatalogFace], nameOnlyPaths: Set<String> = []) {
        traits = faces.map(MatchTraits.init)
        nameOnly = faces.map { !nameOnlyPaths.isEmpty && nameOnlyPaths.contains($0.path) }
        var baseOf: [String: Int] = [:]
        for (i, f) in faces.enumerated() where f.variable && f.namedInstance == nil { baseOf["\(f.index)#\(f.path)"] = i }
        for (i, f) in faces.enumerated() where f.namedInstance != nil {
            if let b = baseOf["\(f.index)#\(f.path)"] { instancesOf[b, default: []].append(i) }
        }
        for (i, f) in faces.enumerated() {
            if let ps = f.postscriptName { byPostScriptName[ps.lowercased(), default: []].append(i) }
            if let full = f.fullName { byFullName[full.lowercased(), default: []].append(i) }
            let typo = CatalogIndex.key(f.familyName)
            byFamily[typo, default: []].append(i)
            if familyNames[typo] == nil { familyNames[typo] = f.familyName }
            if let legacy = f.family.map(CatalogIndex.key), legacy != typo {
                byFamily[legacy, default: []].append(i)
            }
        }
        // Font bug tolerated: a weight or width of a family named as a family of its own, with
        // no typographic family (name ID 16), like Debian 12's "Quicksand Medium" and "Quicksand
        // Light" beside "Quicksand". Such a face also joins the family its name starts with, when
        // that family is installed and shares its PostScript prefix ("Quicksand-Medium").
        for (i, f) in faces.enumerated() where f.namedInstance == nil {
            guard let legacy = f.family, f.typographicFamily == nil || f.typographicFamily == legacy else { continue }
            var words = legacy.split(separator: " ").map(String.init)
            var stripped = false
            while words.count > 1, let last = words.last, CatalogIndex.styleWords.contains(last.lowercased()) {
                words.removeLast()
                stripped = true
            }
            guard stripped else { continue }
            let base = CatalogIndex.key(words.joined(separator: " "))
            guard let members = byFamily[base], !members.contains(i),
                  let prefix = f.postscriptName?.split(separator: "-").first,
                  members.contains(where: { faces[$0].postscriptName?.split(separator: "-").first == prefix })
            else { continue }
            byFamily[base, default: []].append(i)
        }
        familyKeys = familyNames.map { ($0.value.lowercased(), $0.key) }.sorted { $0 < $1 }.map(\.1)
    }

    static let styleWords: Set<String> = [
        "thin", "hairline", "extralight", "ultralight", "light", "book", "medium", "semibold", "demibold",
        "bold", "extrabold", "ultrabold", "heavy", "black", "condensed", "semicondensed", "extracondensed",
        "expanded", "narrow", "wide",
    ]

    /// A family name as compared: case, spaces, hyphens and underscores ignored ("Noto Sans",
    /// "NotoSans" and "noto-sans" are one family).
    static func key(_ name: String) -> String {
        var out = ""
        out.reserveCapacity(name.utf8.count)
        for ch in name.lowercased() where ch != " " && ch != "-" && ch != "_" { out.append(ch) }
        return out
    }
}

/// The ranges CSS matching compares for one face: a static face's values, or a variable face's
/// axis ranges (`wght`, `wdth`; `ital` and `slnt` add the styles they reach).
struct MatchTraits: Sendable {
    var weight: ClosedRange<Double>
    var width: ClosedRange<Double>
    /// Bit 0 normal, bit 1 italic, bit 2 oblique.
    var styles: UInt8
    var variable: Bool
    var isInstance: Bool

    static func bit(_ s: FontQuery.Style) -> UInt8 {
        switch s {
        case .normal: return 1
        case .italic: return 2
        case .oblique: return 4
        }
    }

    init(_ f: CatalogFace) {
        let w = Double(f.weight)
        weight = w...w
        width = f.width...f.width
        styles = MatchTraits.bit(f.slant == .italic ? .italic : f.slant == .oblique ? .oblique : .normal)
        variable = f.variable
        isInstance = f.namedInstance != nil
        guard f.variable, f.namedInstance == nil else { return }
        for a in f.axes where a.min <= a.max && a.min.isFinite && a.max.isFinite {
            switch a.tag {
            case "wght": weight = a.min...a.max
            case "wdth": width = a.min...a.max
            case "ital":
                if a.max >= 1 { styles |= MatchTraits.bit(.italic) }
                if a.min <= 0 { styles |= MatchTraits.bit(.normal) }
            case "slnt":
                if a.min < 0 { styles |= MatchTraits.bit(.oblique) }
                if a.max >= 0 { styles |= MatchTraits.bit(.normal) }
            default: break
            }
        }
    }
}
