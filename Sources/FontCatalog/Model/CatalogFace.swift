import FontFile

/// One face the catalog knows: a face of a file (each face of a collection), or one named
/// instance of a variable font. A value that owns its data: no font bytes.
///
/// JSON (stable, camelCase): `path`, `index`, `namedInstance`, `postscriptName`, `fullName`,
/// `family`, `style`, `typographicFamily`, `weight` (OS/2 1–1000), `width` (CSS percentage),
/// `italic`, `monospaced`, `design`, `variable`, `axes` (`[{tag, min, default, max}]`),
/// `opticalSize` (`{min, max}` or null), `hasTrak`, `hasSTAT`; and also
/// `typographicSubfamily`, `slant`, `serifClass`, `rounded`, `colorGlyphs`, `format`,
/// `coordinates` (the named instance's axis values, empty otherwise) and `languages`.
public struct CatalogFace: Sendable, Hashable {
    /// A variation axis of the face.
    public struct Axis: Sendable, Hashable, Codable {
        /// The axis tag (`wght`, `wdth`, `opsz`, …).
        public var tag: String
        /// The minimum coordinate, in user units.
        public var min: Double
        /// The default coordinate, in user units.
        public var `default`: Double
        /// The maximum coordinate, in user units.
        public var max: Double

        /// An axis with its range and default.
        public init(tag: String, min: Double, default: Double, max: Double) {
            self.tag = tag
            self.min = min
            self.default = `default`
            self.max = max
        }
    }

    /// The range of point sizes the face is designed for.
    public struct OpticalSize: Sendable, Hashable, Codable {
        /// The smallest size, in points.
        public var min: Double
        /// The largest size, in points.
        public var max: Double
        /// A range from `min` to `max` points.
        public init(min: Double, max: Double) { self.min = min; self.max = max }
    }

    /// The font file's path.
    public var path: String
    /// The face's index in its file (0 unless a collection).
    public var index: Int
    /// The named instance of a variable font this face is, or `nil` for the face itself.
    public var namedInstance: Int?
    /// The PostScript name (name ID 6; for a named instance, the instance's).
    public var postscriptName: String?
    /// The full name (name ID 4).
    public var fullName: String?
    /// Name ID 1.
    public var family: String?
    /// Name ID 2 (for a named instance: the instance's name).
    public var style: String?
    /// Name ID 16, else 1.
    public var typographicFamily: String?
    /// Name ID 17, else 2.
    public var typographicSubfamily: String?
    /// OS/2 1–1000 scale.
    public var weight: Int
    /// CSS percentage (100 normal).
    public var width: Double
    /// The face's slant.
    public var slant: FaceInfo.Slant
    /// Whether the face is monospaced.
    public var monospaced: Bool
    /// Whether the face's letters end in serifs.
    public var serifClass: FaceInfo.SerifClass
    /// Whether the face is a rounded design.
    public var rounded: Bool
    /// The system design the face corresponds to.
    public var design: FaceInfo.Design
    /// Whether the face comes from a variable font.
    public var variable: Bool
    /// The variation axes (empty unless variable).
    public var axes: [Axis]
    /// A named instance's coordinates (axis tag → value); empty otherwise.
    public var coordinates: [String: Double]
    /// The range of point sizes the face is designed for, when the font says.
    public var opticalSize: OpticalSize?
    /// Whether the face has a well-formed `trak` table.
    public var hasTrak: Bool
    /// Whether the face has a well-formed `STAT` table.
    public var hasSTAT: Bool
    /// Whether the face draws colour glyphs (``FaceInfo/colorGlyphs``): never synthesized.
    public var colorGlyphs: Bool
    /// The file's container format.
    public var format: FontFormat
    /// BCP 47 codes of the languages whose CLDR exemplar characters the face covers, most spoken
    /// first (``LanguageSupport/languages(covering:)``). Worked out from ``coverage`` when asked,
    /// not stored: a scan does not spend the time on every face, nor the cache the space. A face
    /// made with a list of languages (or decoded from JSON, which has no coverage) keeps that list.
    public var languages: [String] {
        get { givenLanguages ?? LanguageSupport.languages(covering: coverage.ranges) }
        set { givenLanguages = newValue }
    }

    /// The languages this face was made with; nil: those of its coverage.
    private var givenLanguages: [String]?

    /// Whether the face supports the language `code` (one of
    /// ``LanguageSupport/languageCodes``): whether ``languages`` lists it, without working out
    /// the others.
    public func supports(language code: String) -> Bool {
        if let givenLanguages { return givenLanguages.contains(code) }
        return LanguageSupport.supports(code, covering: coverage.ranges) ?? false
    }
    /// The covered code points, in the catalog's compact form.
    public var coverage: CompactCoverage

    /// Whether the face is slanted (italic or oblique).
    public var italic: Bool { slant != .upright }

    /// The family name matching uses: the typographic family, else the family, else the file name.
    public var familyName: String { typographicFamily ?? family ?? fileName }

    var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    /// Whether every scalar of `text` is covered (white space and controls need no glyph).
    public func covers(_ text: String) -> Bool {
        let ranges = coverage.ranges
        for s in text.unicodeScalars where !CatalogFace.needsNoGlyph(s) {
            if !CompactCoverage.contains(ranges, s.value) { return false }
        }
        return true
    }

    /// Whether `scalar` is covered.
    public func covers(_ scalar: Unicode.Scalar) -> Bool { coverage.contains(scalar.value) }

    static func needsNoGlyph(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || s.value == 0x7F || s == "\u{200B}" || s == "\u{200C}" || s == "\u{200D}"
            || s == "\u{FE0F}" || s == "\u{FE0E}"
    }

    /// The axis with `tag`, if any.
    public func axis(_ tag: String) -> Axis? { axes.first { $0.tag == tag } }

    /// A face with every field given; `languages` `nil` works them out from `coverage` when asked.
    public init(path: String, index: Int, namedInstance: Int?, postscriptName: String?, fullName: String?,
                family: String?, style: String?, typographicFamily: String?, typographicSubfamily: String?,
                weight: Int, width: Double, slant: FaceInfo.Slant, monospaced: Bool,
                serifClass: FaceInfo.SerifClass, rounded: Bool, design: FaceInfo.Design, variable: Bool,
                axes: [Axis], coordinates: [String: Double], opticalSize: OpticalSize?, hasTrak: Bool,
                hasSTAT: Bool, colorGlyphs: Bool = false, format: FontFormat, languages: [String]? = nil,
                coverage: CompactCoverage) {
        self.path = path
        self.index = index
        self.namedInstance = namedInstance
        self.postscriptName = postscriptName
        self.fullName = fullName
        self.family = family
        self.style = style
        self.typographicFamily = typographicFamily
        self.typographicSubfamily = typographicSubfamily
        self.weight = weight
        self.width = width
        self.slant = slant
        self.monospaced = monospaced
        self.serifClass = serifClass
        self.rounded = rounded
        self.design = design
        self.variable = variable
        self.axes = axes
        self.coordinates = coordinates
        self.opticalSize = opticalSize
        self.hasTrak = hasTrak
        self.hasSTAT = hasSTAT
        self.colorGlyphs = colorGlyphs
        self.format = format
        givenLanguages = languages
        self.coverage = coverage
    }

    /// The catalog's record of a face FontFile read (and of its named instance, when given).
    public init(_ info: FaceInfo, path: String) {
        var copy = info
        self.init(moving: &copy, path: path)
    }

    /// The catalog's record of `info`, its strings and arrays moved out of `info` (left holding
    /// empty values) rather than copied: no retain now and release when `info` goes, for each of
    /// them, on every face of a scan.
    init(moving info: inout FaceInfo, path: String) {
        var coords: [String: Double] = [:]
        if let i = info.namedInstance, i < info.namedInstances.count { coords = info.namedInstances[i].coordinates }
        self.init(
            path: path, index: info.index, namedInstance: info.namedInstance,
            postscriptName: CatalogFace.take(&info.postscriptName, leaving: nil),
            fullName: CatalogFace.take(&info.fullName, leaving: nil),
            family: CatalogFace.take(&info.family, leaving: nil), style: CatalogFace.take(&info.style, leaving: nil),
            typographicFamily: CatalogFace.take(&info.typographicFamily, leaving: nil),
            typographicSubfamily: CatalogFace.take(&info.typographicSubfamily, leaving: nil), weight: info.weight,
            width: info.width, slant: info.slant, monospaced: info.monospaced, serifClass: info.serifClass,
            rounded: info.rounded, design: info.design, variable: info.variable,
            axes: info.axes.map { Axis(tag: $0.tag.description, min: $0.min, default: $0.default, max: $0.max) },
            coordinates: coords,
            opticalSize: info.opticalSize.map { OpticalSize(min: $0.min, max: $0.max) },
            hasTrak: info.hasTrak, hasSTAT: info.hasSTAT, colorGlyphs: info.colorGlyphs, format: info.format,
            // Not `info.languages`: a record's languages are those of its coverage (which a full
            // scan's `info.languages` are too).
            coverage: CompactCoverage(info.codePoints))
    }

    /// `value`, leaving `empty` in its place (a swap: neither is retained or released).
    @inline(__always) private static func take<T>(_ value: inout T, leaving empty: T) -> T {
        var out = empty
        swap(&out, &value)
        return out
    }

    /// Every face the catalog records for one face FontFile read: the face itself, then each of
    /// its named instances. The instances are the face's record with what an instance changes
    /// (``FaceInfo/namedInstanceFace(_:)``'s rules): no intermediate `FaceInfo` per instance,
    /// and the coverage, languages and axes shared.
    public static func records(for info: consuming FaceInfo, path: String) -> [CatalogFace] {
        var out: [CatalogFace] = []
        appendRecords(for: info, path: path, to: &out)
        return out
    }

    /// Appends ``records(for:path:)`` to `out`, without an array of them in between.
    public static func appendRecords(for info: consuming FaceInfo, path: String, to out: inout [CatalogFace]) {
        guard info.variable, !info.namedInstances.isEmpty else {
            out.append(CatalogFace(moving: &info, path: path))
            return
        }
        let base = CatalogFace(moving: &info, path: path)
        let instances = take(&info.namedInstances, leaving: [])
        out.reserveCapacity(out.count + 1 + instances.count)
        out.append(base)
        for (i, inst) in instances.enumerated() {
            let v = FaceInfo.instanceValues(inst, typographicFamily: base.typographicFamily,
                                            typographicSubfamily: base.typographicSubfamily,
                                            postscriptName: base.postscriptName, weight: base.weight,
                                            width: base.width, slant: base.slant)
            var r = base
            r.namedInstance = i
            v.apply(to: &r)
            r.coordinates = inst.coordinates
            out.append(r)
        }
    }
}

extension CatalogFace: Codable {
    enum CodingKeys: String, CodingKey {
        case path, index, namedInstance, postscriptName, fullName, family, style, typographicFamily,
             typographicSubfamily, weight, width, italic, slant, monospaced, serifClass, rounded, design,
             variable, axes, coordinates, opticalSize, hasTrak, hasSTAT, colorGlyphs, format, languages
    }

    // Optionals are written as null, never omitted: every field is always present.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(index, forKey: .index)
        try c.encode(namedInstance, forKey: .namedInstance)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(family, forKey: .family)
        try c.encode(style, forKey: .style)
        try c.encode(typographicFamily, forKey: .typographicFamily)
        try c.encode(typographicSubfamily, forKey: .typographicSubfamily)
        try c.encode(weight, forKey: .weight)
        try c.encode(width, forKey: .width)
        try c.encode(italic, forKey: .italic)
        try c.encode(slant, forKey: .slant)
        try c.encode(monospaced, forKey: .monospaced)
        try c.encode(serifClass, forKey: .serifClass)
        try c.encode(rounded, forKey: .rounded)
        try c.encode(design, forKey: .design)
        try c.encode(variable, forKey: .variable)
        try c.encode(axes, forKey: .axes)
        try c.encode(coordinates, forKey: .coordinates)
        try c.encode(opticalSize, forKey: .opticalSize)
        try c.encode(hasTrak, forKey: .hasTrak)
        try c.encode(hasSTAT, forKey: .hasSTAT)
        try c.encode(colorGlyphs, forKey: .colorGlyphs)
        try c.encode(format, forKey: .format)
        try c.encode(languages, forKey: .languages)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try c.decode(String.self, forKey: .path), index: try c.decode(Int.self, forKey: .index),
            namedInstance: try c.decodeIfPresent(Int.self, forKey: .namedInstance),
            postscriptName: try c.decodeIfPresent(String.self, forKey: .postscriptName),
            fullName: try c.decodeIfPresent(String.self, forKey: .fullName),
            family: try c.decodeIfPresent(String.self, forKey: .family),
            style: try c.decodeIfPresent(String.self, forKey: .style),
            typographicFamily: try c.decodeIfPresent(String.self, forKey: .typographicFamily),
            typographicSubfamily: try c.decodeIfPresent(String.self, forKey: .typographicSubfamily),
            weight: try c.decode(Int.self, forKey: .weight), width: try c.decode(Double.self, forKey: .width),
            slant: try c.decodeIfPresent(FaceInfo.Slant.self, forKey: .slant)
                ?? ((try c.decode(Bool.self, forKey: .italic)) ? .italic : .upright),
            monospaced: try c.decode(Bool.self, forKey: .monospaced),
            serifClass: try c.decodeIfPresent(FaceInfo.SerifClass.self, forKey: .serifClass) ?? .other,
            rounded: try c.decodeIfPresent(Bool.self, forKey: .rounded) ?? false,
            design: try c.decode(FaceInfo.Design.self, forKey: .design),
            variable: try c.decode(Bool.self, forKey: .variable),
            axes: try c.decode([Axis].self, forKey: .axes),
            coordinates: try c.decodeIfPresent([String: Double].self, forKey: .coordinates) ?? [:],
            opticalSize: try c.decodeIfPresent(OpticalSize.self, forKey: .opticalSize),
            hasTrak: try c.decode(Bool.self, forKey: .hasTrak), hasSTAT: try c.decode(Bool.self, forKey: .hasSTAT),
            colorGlyphs: try c.decodeIfPresent(Bool.self, forKey: .colorGlyphs) ?? false,
            format: try c.decodeIfPresent(FontFormat.self, forKey: .format) ?? .trueType,
            languages: try c.decodeIfPresent([String].self, forKey: .languages),
            coverage: CompactCoverage([]))
    }
}

/// A named instance's values apply to the catalog's record as to FontFile's `FaceInfo`.
extension CatalogFace: FaceInfo.NamedInstanceRecord {}
