/// What the catalog needs to know about one face, read once and kept: names, weight, width,
/// slant, spacing, design, variation axes, optical sizes, tracking, features, metrics, coverage
/// and languages. A value type that owns its data: it never holds the font's bytes.
///
/// JSON field names are stable (see the README's CLI reference): `path`, `index`,
/// `namedInstance`, `postscriptName`, `fullName`, `family`, `style`, `typographicFamily`,
/// `weight`, `width`, `italic`, `monospaced`, `design`, `variable`, `axes`, `opticalSize`,
/// `hasTrak`, `hasSTAT` and the others below.
public struct FaceInfo: Sendable, Hashable, Codable {
    /// How the face's letters end: from PANOSE, else the IBM class in `OS/2.sFamilyClass`.
    public enum SerifClass: String, Sendable, Hashable, Codable {
        /// `serif`: the letters end in serifs; `sans`: they do not; `other`: script, decorative, symbol and the like.
        case serif, sans, other
    }

    /// The face's slant.
    public enum Slant: String, Sendable, Hashable, Codable {
        /// `upright`: not slanted; `italic`: a true italic; `oblique`: slanted without italic letterforms.
        case upright, italic, oblique
    }

    /// The system font design the face corresponds to (SwiftUI's `Font.Design`).
    public enum Design: String, Sendable, Hashable, Codable, CaseIterable {
        /// `default`: the standard design; `rounded`, `serif` and `monospaced`: those designs.
        case `default`, rounded, serif, monospaced
    }

    /// A variation axis of a variable face (from `fvar`).
    public struct Axis: Sendable, Hashable, Codable {
        /// The axis tag (`wght`, `wdth`, `opsz`, …).
        public var tag: OpenTypeTag
        /// The minimum coordinate, in user units.
        public var min: Double
        /// The default coordinate, in user units.
        public var `default`: Double
        /// The maximum coordinate, in user units.
        public var max: Double
        /// The axis name, from the `name` table.
        public var name: String?
        /// Whether the font asks for the axis to be hidden from user interfaces (`fvar` flag 0x0001).
        public var hidden: Bool
    }

    /// A named instance of a variable face (from `fvar`).
    public struct NamedInstance: Sendable, Hashable, Codable {
        /// The instance's index in `fvar` (0-based).
        public var index: Int
        /// The instance's subfamily name ("Bold Condensed").
        public var name: String?
        /// The instance's PostScript name, when the font gives one.
        public var postscriptName: String?
        /// Axis tag → coordinate.
        public var coordinates: [String: Double]
    }

    /// Where an optical size range came from.
    public enum OpticalSizeSource: String, Sendable, Hashable, Codable {
        /// `OS/2` version 5 `usLower/UpperOpticalPointSize`.
        case os2 = "OS/2"
        /// The `opsz` axis values of `STAT`.
        case stat = "STAT"
        /// The `opsz` axis of `fvar`.
        case fvar
    }

    /// The range of point sizes the face is designed for.
    public struct OpticalSize: Sendable, Hashable, Codable {
        /// The smallest size the face is designed for, in points.
        public var min: Double
        /// The largest size the face is designed for, in points.
        public var max: Double
        /// Which table the range came from.
        public var source: OpticalSizeSource
    }

    /// The vertical metrics the layout engine needs, in font units.
    public struct Metrics: Sendable, Hashable, Codable {
        /// Font units per em (`head.unitsPerEm`).
        public var unitsPerEm: Int
        /// The ascender used for line layout (`hhea.ascender`), in font units.
        public var ascender: Int
        /// The descender used for line layout (`hhea.descender`, negative), in font units.
        public var descender: Int
        /// The line gap used for line layout (`hhea.lineGap`), in font units.
        public var lineGap: Int
        /// `OS/2.sTypoAscender`, in font units.
        public var typoAscender: Int?
        /// `OS/2.sTypoDescender`, in font units.
        public var typoDescender: Int?
        /// `OS/2.sTypoLineGap`, in font units.
        public var typoLineGap: Int?
        /// `OS/2.usWinAscent`, in font units.
        public var winAscent: Int?
        /// `OS/2.usWinDescent`, in font units.
        public var winDescent: Int?
        /// `OS/2.sxHeight` (version 2 and later), in font units.
        public var xHeight: Int?
        /// `OS/2.sCapHeight` (version 2 and later), in font units.
        public var capHeight: Int?
        /// `OS/2.fsSelection` bit 7: line spacing should use the typo metrics.
        public var useTypoMetrics: Bool
        /// `post.underlinePosition`, in font units.
        public var underlinePosition: Int?
        /// `post.underlineThickness`, in font units.
        public var underlineThickness: Int?
        /// `OS/2.yStrikeoutPosition`: the top of the strikeout stroke above the baseline, in font units.
        public var strikeoutPosition: Int? = nil
        /// `OS/2.yStrikeoutSize`: the strikeout stroke's thickness, in font units.
        public var strikeoutSize: Int? = nil
    }

    /// The file path, when read from a file.
    public var path: String?
    /// The face's index in its file (0 unless a collection).
    public var index: Int
    /// For a face derived with ``namedInstanceFace(_:)``, the instance index; else `nil`.
    public var namedInstance: Int?
    /// The file's container format.
    public var format: FontFormat
    /// The PostScript name (name ID 6).
    public var postscriptName: String?
    /// The full name (name ID 4).
    public var fullName: String?
    /// Name ID 1.
    public var family: String?
    /// Name ID 2.
    public var style: String?
    /// Name ID 16, falling back to name ID 1.
    public var typographicFamily: String?
    /// Name ID 17, falling back to name ID 2.
    public var typographicSubfamily: String?
    /// On the OpenType 1–1000 scale.
    public var weight: Int
    /// As a CSS percentage (100 normal).
    public var width: Double
    /// Whether the face is slanted (italic or oblique).
    public var italic: Bool
    /// The face's slant.
    public var slant: Slant
    /// `post.italicAngle`, degrees.
    public var italicAngle: Double
    /// Whether the face is monospaced (see ``monospacedSignals``).
    public var monospaced: Bool
    /// Which signals said monospaced: `post.isFixedPitch`, `hmtx`, `panose`.
    public var monospacedSignals: [String]
    /// Whether the face's letters end in serifs (see ``serifClassSource``).
    public var serifClass: SerifClass
    /// `panose`, `sFamilyClass`, `name` or `none`.
    public var serifClassSource: String
    /// Whether the face is a rounded design (see ``roundedSignals``).
    public var rounded: Bool
    /// Which signals said rounded: `panose` (Latin Text serif style 15, Rounded) and `name`
    /// (the family or typographic family contains "Rounded").
    public var roundedSignals: [String]
    /// The system design the face corresponds to, from the rounded, monospaced and serif classification.
    public var design: Design
    /// Whether the face is a variable font (has an `fvar` table).
    public var variable: Bool
    /// The variation axes (empty unless variable).
    public var axes: [Axis]
    /// The named instances (empty unless variable).
    public var namedInstances: [NamedInstance]
    /// The range of point sizes the face is designed for, when the font says.
    public var opticalSize: OpticalSize?
    /// Whether the face has a well-formed `trak` table.
    public var hasTrak: Bool
    /// Whether the face has a well-formed `STAT` table.
    public var hasSTAT: Bool
    /// Whether the face draws colour glyphs: its table directory lists a non-empty `COLR`,
    /// `CBDT`, `sbix` or `SVG ` table (colour layers, colour bitmaps, SVG glyphs: emoji fonts).
    /// Text layout never synthesizes bold or oblique for such a face (an emboldened bitmap is
    /// smeared, a sheared one leans), and the catalog's matches say so.
    public var colorGlyphs: Bool
    /// The horizontal tracking table, when the font has one.
    public var trak: TrakTable?
    /// The feature tags of `GSUB` (empty in a catalog scan).
    public var gsubFeatures: [OpenTypeTag]
    /// The feature tags of `GPOS` (empty in a catalog scan).
    public var gposFeatures: [OpenTypeTag]
    /// The vertical metrics.
    public var metrics: Metrics
    /// The number of glyphs (`maxp.numGlyphs`).
    public var glyphCount: Int
    /// The covered code points: sorted, merged ranges.
    public var codePoints: [ClosedRange<UInt32>]
    /// BCP 47 codes of the languages whose CLDR main exemplar characters are all covered.
    public var languages: [String]
    /// Tolerated font bugs and optional tables treated as absent.
    public var warnings: [String]

    /// The GSUB and GPOS feature tags together, sorted and unique.
    public var features: [OpenTypeTag] { Array(Set(gsubFeatures + gposFeatures)).sorted() }

    /// Whether `codePoint` is covered.
    public func covers(_ codePoint: UInt32) -> Bool { Coverage.contains(codePoints, codePoint) }

    // JSON: optionals are written as null (not omitted) so every field is always present.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(index, forKey: .index)
        try c.encode(namedInstance, forKey: .namedInstance)
        try c.encode(format, forKey: .format)
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
        try c.encode(italicAngle, forKey: .italicAngle)
        try c.encode(monospaced, forKey: .monospaced)
        try c.encode(monospacedSignals, forKey: .monospacedSignals)
        try c.encode(serifClass, forKey: .serifClass)
        try c.encode(serifClassSource, forKey: .serifClassSource)
        try c.encode(rounded, forKey: .rounded)
        try c.encode(roundedSignals, forKey: .roundedSignals)
        try c.encode(design, forKey: .design)
        try c.encode(variable, forKey: .variable)
        try c.encode(axes, forKey: .axes)
        try c.encode(namedInstances, forKey: .namedInstances)
        try c.encode(opticalSize, forKey: .opticalSize)
        try c.encode(hasTrak, forKey: .hasTrak)
        try c.encode(hasSTAT, forKey: .hasSTAT)
        try c.encode(colorGlyphs, forKey: .colorGlyphs)
        try c.encode(trak, forKey: .trak)
        try c.encode(gsubFeatures, forKey: .gsubFeatures)
        try c.encode(gposFeatures, forKey: .gposFeatures)
        try c.encode(metrics, forKey: .metrics)
        try c.encode(glyphCount, forKey: .glyphCount)
        try c.encode(codePoints, forKey: .codePoints)
        try c.encode(languages, forKey: .languages)
        try c.encode(warnings, forKey: .warnings)
    }
}
