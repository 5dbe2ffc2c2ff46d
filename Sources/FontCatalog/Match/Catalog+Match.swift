import FontFile

/// The face a query matched, and how to use it.
public struct FontMatch: Sendable, Hashable, Codable {
    /// The face: a static face, a variable face, or the named instance of a variable face whose
    /// coordinates are exactly ``variations``.
    public var face: CatalogFace
    /// The family the face was chosen in.
    public var family: String
    /// For a variable face: the axis values to draw with (`wght`, `wdth`, `ital`, `slnt`,
    /// `opsz`); empty for a static face.
    public var variations: [String: Double]
    /// Why the face is not from the family asked for (a generic family or Apple's family
    /// resolved through the design map, a family that is not installed), or nil.
    public var substitution: String?
    /// The rule that chose the face (see ``Rule``).
    public var rule: Rule
    /// The weight asked for is bold (600 or more) and the face is lighter than 600: draw with
    /// synthetic emboldening, as CSS font-synthesis and Core Text do. Never for a face with
    /// colour glyphs (``CatalogFace/colorGlyphs``), which text layout draws as it is.
    public var syntheticBold: Bool
    /// Italic or oblique was asked for and the face is upright: draw with a synthetic slant
    /// (never for a face with colour glyphs).
    public var syntheticOblique: Bool
    /// Which rule of ``Catalog/choose(_:)`` chose a face, in the order they are tried.
    public enum Rule: String, Sendable, Hashable, Codable {
        /// A PostScript name of an installed face.
        case postscriptName
        /// A full name of an installed face.
        case fullName
        /// An installed family (CSS matching in it).
        case family
        /// `Family-Style` of an installed family whose face of that style is not installed: the
        /// nearest face of the family.
        case style
        /// The name is not installed; fontconfig's configuration names an installed alias for
        /// it (the metric-compatible families of 30-metric-aliases.conf, and any alias the
        /// user configured).
        case alias
        /// The name is not installed and has no installed alias: the generic class it belongs
        /// to (fontconfig's, else the well-known family table), through the design map.
        case genericClass
        /// A design, a generic family or one of Apple's families: the design map's family.
        case designMap
        /// The face chosen does not cover the language asked for: fontconfig's first face for
        /// that language.
        case language
    }

    enum CodingKeys: String, CodingKey { case face, family, variations, substitution, rule, syntheticBold, syntheticOblique }

    // Every field is always present (null when absent).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(face, forKey: .face)
        try c.encode(family, forKey: .family)
        try c.encode(variations, forKey: .variations)
        try c.encode(substitution, forKey: .substitution)
        try c.encode(rule, forKey: .rule)
        try c.encode(syntheticBold, forKey: .syntheticBold)
        try c.encode(syntheticOblique, forKey: .syntheticOblique)
    }
}

extension Catalog {
    /// The face for `query`, by the one path every command and the library use
    /// (``choose(_:)``); `nil` when the catalog has no face at all, or when the family is a name
    /// that never resolves (empty, control characters, a private `.` name: ``choose(_:)``
    /// throws for those).
    public func match(_ query: FontQuery) -> FontMatch? {
        try? choose(query)
    }

    /// The design map's face for `design` (its families in order, then any family of the
    /// design, then any family), CSS-matched with `query`'s style.
    func designMatch(_ design: FaceInfo.Design, query: FontQuery, why: String?, rule: FontMatch.Rule) -> FontMatch? {
        for candidate in designMap.candidateKeys(for: design, compact: query.compact, pointSize: query.pointSize) {
            // Faces usable only by name never stand in for a design.
            guard let idx = index.byFamily[candidate.key].map(usableUnnamed), !idx.isEmpty else { continue }
            let family = index.familyNames[candidate.key] ?? candidate.name
            let reason = why.map { "\($0); the \(design.rawValue) design resolves to \(family)" }
            return select(in: idx, query: query, family: family, substitution: reason, rule: rule)
        }
        // None of the design's families is installed: the first family of that design, else the
        // first family.
        let fallbackKey = index.familyKeys.first { key in
            index.byFamily[key]?.contains { faces[$0].design == design && !index.nameOnly[$0] } ?? false
        } ?? index.familyKeys.first { key in index.byFamily[key]?.contains { !index.nameOnly[$0] } ?? false }
        guard let key = fallbackKey, let idx = index.byFamily[key].map(usableUnnamed), !idx.isEmpty else { return nil }
        let family = index.familyNames[key] ?? key
        let reason = (why.map { $0 + "; " } ?? "")
            + "none of the \(design.rawValue) design's families is installed; \(family) is used"
        return select(in: idx, query: query, family: family, substitution: reason, rule: rule)
    }

    /// The faces among `idx` that may be used without being asked for by name.
    func usableUnnamed(_ idx: [Int]) -> [Int] {
        index.nameOnly.isEmpty ? idx : idx.filter { !index.nameOnly[$0] }
    }

    func displayName(_ name: String) -> String { index.familyNames[CatalogIndex.key(name)] ?? name }

    /// The faces of `family` (by any of its names), named instances included; empty when it is not
    /// installed.
    public func faces(ofFamily family: String) -> [CatalogFace] {
        (index.byFamily[CatalogIndex.key(family)] ?? []).map { faces[$0] }
    }

    /// Whether a family is installed.
    public func hasFamily(_ family: String) -> Bool { index.byFamily[CatalogIndex.key(family)] != nil }

    /// The CSS Fonts 4 §5.2 selection among the faces at `idx`.
    func select(in idx: [Int], query: FontQuery, family: String, substitution: String?,
                rule: FontMatch.Rule) -> FontMatch? {
        guard let chosen = StyleMatcher.best(idx, traits: index.traits, query: query) else { return nil }
        let face = faces[chosen.index]
        var variations: [String: Double] = [:]
        var result = face
        if face.variable {
            for a in face.axes {
                switch a.tag {
                case "wght": variations["wght"] = clamp(query.weight, a)
                case "wdth": variations["wdth"] = clamp(query.width, a)
                case "ital": variations["ital"] = chosen.style == .italic ? clamp(1, a) : clamp(0, a)
                case "slnt": variations["slnt"] = chosen.style == .oblique ? clamp(-14, a) : clamp(0, a)
                case "opsz": if let s = query.pointSize { variations["opsz"] = clamp(s, a) }
                default: break
                }
            }
            if let inst = namedInstance(of: chosen.index, at: variations) { result = inst }
        }
        let effectiveWeight = variations["wght"] ?? Double(face.weight)
        return FontMatch(
            face: result, family: family, variations: variations, substitution: substitution, rule: rule,
            // Colour glyphs (emoji) are never synthesized: text layout draws them as they are.
            syntheticBold: query.weight >= 600 && effectiveWeight < 600 && !face.colorGlyphs,
            syntheticOblique: query.style != .normal && chosen.style == .normal && !face.colorGlyphs)
    }

    func clamp(_ v: Double, _ a: CatalogFace.Axis) -> Double { Swift.min(Swift.max(v, a.min), a.max) }

    /// The named instance of the variable face at `base` whose coordinates are exactly
    /// `variations` (other axes at their defaults).
    func namedInstance(of base: Int, at variations: [String: Double]) -> CatalogFace? {
        let face = faces[base]
        for i in index.instancesOf[base] ?? [] {
            let f = faces[i]
            let same = face.axes.allSatisfy { a in
                let want = variations[a.tag] ?? a.default
                let have = f.coordinates[a.tag] ?? a.default
                return abs(want - have) < 0.01
            }
            if same { return f }
        }
        return nil
    }
}

/// CSS Fonts 4 §5.2, step 4: narrow the faces of a family by font-stretch, then font-style,
/// then font-weight, each time keeping the faces nearest the desired value by the spec's
/// direction rules. Variable faces take part with the ranges of their axes; named instances are
/// represented by their variable face.
enum StyleMatcher {
    struct Choice {
        var index: Int
        var style: FontQuery.Style
    }

    static func best(_ idx: [Int], traits: IndexView.TraitsTable, query: FontQuery) -> Choice? {
        var set = idx.filter { !traits[$0].isInstance }
        if set.isEmpty { set = idx }
        guard !set.isEmpty else { return nil }
        keepMin(&set) { widthKey(traits[$0].width, desired: query.width) }
        let order = styleOrder(query.style)
        func styleRank(_ i: Int) -> Int {
            for (rank, s) in order.enumerated() where traits[i].styles & MatchTraits.bit(s) != 0 { return rank }
            return 3
        }
        keepMin(&set) { (styleRank($0), 0) }
        keepMin(&set) { weightKey(traits[$0].weight, desired: query.weight) }
        // Ties: a static face that is exactly right before a variable one; then catalog order.
        guard let chosen = set.min(by: { a, b in
            if traits[a].variable != traits[b].variable { return !traits[a].variable }
            return a < b
        }) else { return nil }
        let rank = styleRank(chosen)
        return Choice(index: chosen, style: rank < 3 ? order[rank] : .normal)
    }

    /// Keeps the elements whose key is smallest, in place.
    static func keepMin(_ set: inout [Int], _ key: (Int) -> (Int, Double)) {
        guard set.count > 1 else { return }
        var best = key(set[0])
        for i in set.dropFirst() {
            let k = key(i)
            if k < best { best = k }
        }
        set.removeAll { key($0) != best }
    }

    /// font-style: italic → italic, oblique, normal; oblique → oblique, italic, normal;
    /// normal → normal, oblique, italic.
    static func styleOrder(_ s: FontQuery.Style) -> [FontQuery.Style] {
        switch s {
        case .italic: return [.italic, .oblique, .normal]
        case .oblique: return [.oblique, .italic, .normal]
        case .normal: return [.normal, .oblique, .italic]
        }
    }

    /// font-stretch: a face whose range holds the value; else, at or below 100 %, narrower widths
    /// in descending order, then wider in ascending order; above 100 %, the reverse.
    static func widthKey(_ r: ClosedRange<Double>, desired d: Double) -> (Int, Double) {
        if r.contains(d) { return (0, 0) }
        let narrower = r.upperBound < d
        if d <= 100 {
            return narrower ? (1, d - r.upperBound) : (2, r.lowerBound - d)
        }
        return narrower ? (2, d - r.upperBound) : (1, r.lowerBound - d)
    }

    /// font-weight: a face whose range holds the value; else, for a desired weight from 400 to
    /// 500 inclusive, weights above it up to 500 in ascending order, then weights below it in
    /// descending order, then weights above 500 in ascending order; below 400, lighter weights in
    /// descending order then heavier in ascending order; above 500, heavier in ascending order
    /// then lighter in descending order.
    static func weightKey(_ r: ClosedRange<Double>, desired d: Double) -> (Int, Double) {
        if r.contains(d) { return (0, 0) }
        let lighter = r.upperBound < d
        if d >= 400 && d <= 500 {
            if !lighter && r.lowerBound <= 500 { return (1, r.lowerBound - d) }
            if lighter { return (2, d - r.upperBound) }
            return (3, r.lowerBound - d)
        }
        if d < 400 {
            return lighter ? (1, d - r.upperBound) : (2, r.lowerBound - d)
        }
        return lighter ? (2, d - r.upperBound) : (1, r.lowerBound - d)
    }
}
