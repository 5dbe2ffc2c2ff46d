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

    init(_ faces: [CatalogFace]) {
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
        familyKeys = familyNames.keys.sorted {
            (familyNames[$0] ?? $0).lowercased() < (familyNames[$1] ?? $1).lowercased()
        }
    }

    /// A family name as compared: case, spaces, hyphens and underscores ignored ("Noto Sans",
    /// "NotoSans" and "noto-sans" are one family).
    static func key(_ name: String) -> String {
        var out = ""
        out.reserveCapacity(name.utf8.count)
        for ch in name.lowercased() where ch != " " && ch != "-" && ch != "_" { out.append(ch) }
        return out
    }
}
