import Foundation
import FontFile

/// Which faces to list. Every condition that is set must hold.
public struct FaceFilter: Sendable, Hashable {
    /// The family name (typographic family, else family), compared ignoring case, spaces, hyphens and underscores.
    public var family: String?
    /// Monospaced (`true`) or proportional (`false`).
    public var monospaced: Bool?
    /// Serif letterforms (FontFile's serif class).
    public var serif: Bool?
    /// Sans-serif letterforms.
    public var sans: Bool?
    /// Rounded letterforms: the face's file says so, or the design map lists its family under
    /// the rounded design (``DesignMap/design(of:)``).
    public var rounded: Bool?
    /// Italic or oblique.
    public var italic: Bool?
    /// From a variable font (`true`) or static (`false`).
    public var variable: Bool?
    /// The design as the catalog's design map sees it (``DesignMap/design(of:)``).
    public var design: FaceInfo.Design?
    /// OS/2 weights, inclusive.
    public var weight: ClosedRange<Int>?
    /// Widths as CSS percentages, inclusive.
    public var width: ClosedRange<Double>?
    /// A variation axis tag the face has (`wght`, `opsz`…).
    public var axis: String?
    /// A BCP 47 code from FontFile's CLDR language list (`en`, `ru`, `zh-Hant`…); regional
    /// variants fall back to the language (`en-GB` → `en`, `zh-TW` → `zh-Hant`).
    public var language: String?
    /// Text every character of which the face must cover.
    public var covers: String?
    /// Named instances of variable fonts listed beside the variable face itself.
    public var includeNamedInstances: Bool

    /// A filter with the conditions given; the defaults list every face.
    public init(family: String? = nil, monospaced: Bool? = nil, serif: Bool? = nil, sans: Bool? = nil,
                rounded: Bool? = nil, italic: Bool? = nil, variable: Bool? = nil, design: FaceInfo.Design? = nil,
                weight: ClosedRange<Int>? = nil, width: ClosedRange<Double>? = nil, axis: String? = nil,
                language: String? = nil, covers: String? = nil, includeNamedInstances: Bool = true) {
        self.family = family
        self.monospaced = monospaced
        self.serif = serif
        self.sans = sans
        self.rounded = rounded
        self.italic = italic
        self.variable = variable
        self.design = design
        self.weight = weight
        self.width = width
        self.axis = axis
        self.language = language
        self.covers = covers
        self.includeNamedInstances = includeNamedInstances
    }
}

/// One family of the catalog, for listing.
public struct FamilySummary: Sendable, Hashable, Codable {
    /// The family name.
    public var family: String
    /// Faces, named instances included.
    public var faceCount: Int
    /// The styles (typographic subfamilies), in weight order, each once.
    public var styles: [String]
    /// The lightest weight of its faces, on the OS/2 1–1000 scale.
    public var minWeight: Int
    /// The heaviest weight of its faces, on the OS/2 1–1000 scale.
    public var maxWeight: Int
    /// Whether any face is italic or oblique.
    public var hasItalic: Bool
    /// Whether any face comes from a variable font.
    public var variable: Bool
    /// Whether every face is monospaced.
    public var monospaced: Bool
    /// The design of the family's regular face (its first face when it has none), as the
    /// catalog's design map sees it (``DesignMap/design(of:)``).
    public var design: FaceInfo.Design
    /// The font files of its faces.
    public var files: [String]
}

extension Catalog {
    /// The face whose PostScript name, else full name, is `name` (case-insensitive); nil when
    /// there is none — not found is an answer. Names starting with "." never resolve.
    public func face(named name: String) -> CatalogFace? {
        guard !name.hasPrefix(".") else { return nil }
        let key = FoldedName(name)
        if let i = index.byPostScriptName[key] { return faces[i] }
        if let i = index.byFullName[key] { return faces[i] }
        return nil
    }

    /// The faces that pass `filter`, in catalog order.
    public func faces(matching filter: FaceFilter) throws(CatalogError) -> [CatalogFace] {
        var language: String?
        if let l = filter.language {
            guard let code = Catalog.languageCode(l) else {
                throw CatalogError(.unknownLanguage, "unknown language '\(l)': the catalog knows \(LanguageSupport.languageCodes.joined(separator: " "))")
            }
            language = code
        }
        let source: [Int]
        if let family = filter.family { source = index.byFamily[CatalogIndex.key(family)] ?? [] }
        else { source = Array(faces.indices) }
        var out: [CatalogFace] = []
        for i in source {
            let f = faces[i]
            if !filter.includeNamedInstances && f.namedInstance != nil { continue }
            if let v = filter.monospaced, f.monospaced != v { continue }
            if let v = filter.serif, (f.serifClass == .serif) != v { continue }
            if let v = filter.sans, (f.serifClass == .sans) != v { continue }
            if filter.rounded != nil || filter.design != nil {
                let design = designMap.design(of: f)
                if let v = filter.rounded, (f.rounded || design == .rounded) != v { continue }
                if let v = filter.design, design != v { continue }
            }
            if let v = filter.italic, f.italic != v { continue }
            if let v = filter.variable, f.variable != v { continue }
            if let r = filter.weight, !r.contains(f.weight) { continue }
            if let r = filter.width, !r.contains(f.width) { continue }
            if let t = filter.axis, f.axis(t) == nil { continue }
            if let l = language, !f.supports(language: l) { continue }
            if let text = filter.covers, !f.covers(text) { continue }
            out.append(f)
        }
        return out
    }

    /// The families of the faces that pass `filter`, in name order.
    public func families(matching filter: FaceFilter = FaceFilter()) throws(CatalogError) -> [FamilySummary] {
        let list = try faces(matching: filter)
        var groups: [String: [CatalogFace]] = [:]
        var order: [String] = []
        for f in list {
            let key = CatalogIndex.key(f.familyName)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(f)
        }
        return order.compactMap { key -> FamilySummary? in
            guard let fs = groups[key], let first = fs.first else { return nil }
            var styles: [String] = []
            for f in fs.sorted(by: { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) }) {
                let s = f.typographicSubfamily ?? f.style ?? "?"
                if !styles.contains(s) { styles.append(s) }
            }
            let regular = fs.first { $0.weight == 400 && !$0.italic } ?? first
            var files: [String] = []
            for f in fs where !files.contains(f.path) { files.append(f.path) }
            return FamilySummary(
                family: index.familyNames[key] ?? first.familyName, faceCount: fs.count, styles: styles,
                minWeight: fs.map(\.weight).min() ?? 400, maxWeight: fs.map(\.weight).max() ?? 400,
                hasItalic: fs.contains { $0.italic }, variable: fs.contains { $0.variable },
                monospaced: fs.allSatisfy { $0.monospaced }, design: designMap.design(of: regular), files: files)
        }.sorted { $0.family.lowercased() < $1.family.lowercased() }
    }

    /// `code` as one of FontFile's language codes, or nil.
    static func languageCode(_ code: String) -> String? {
        let known = LanguageSupport.languageCodes
        let lowered = code.replacingOccurrences(of: "_", with: "-").lowercased()
        if let k = known.first(where: { $0.lowercased() == lowered }) { return k }
        let parts = lowered.split(separator: "-").map(String.init)
        guard let primary = parts.first else { return nil }
        if primary == "zh" {
            let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            return traditional ? "zh-Hant" : "zh-Hans"
        }
        return known.first { $0.lowercased() == primary }
    }
}
