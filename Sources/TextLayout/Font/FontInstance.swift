import FontCatalog
import FontFile

/// How a variable font's optical size axis (`opsz`) is set.
public enum OpticalSizing: Sendable, Hashable {
    /// `opsz` follows the point size, clamped to the axis range (what Apple's platforms and
    /// CSS `font-optical-sizing: auto` do). Never the file's default: a 13 pt label drawn at the
    /// default `opsz` of, say, 28 would use the Display design.
    case auto
    /// `opsz` is left where the named instance, or else the file's default, puts it.
    case none
    /// `opsz` is this value, clamped to the axis range.
    case fixed(Double)
}

/// A face at a point size with its variation coordinates: what HarfBuzz shapes with and Cairo
/// draws with. Every coordinate is clamped to its axis range; axes the face does not have are
/// ignored.
///
/// The coordinates come, in increasing precedence, from the axis defaults, the named instance,
/// `weight` (`wght`), `width` (`wdth`), `italic` (`ital` 1, else `slnt` at its most slanted end),
/// the optical sizing (`opsz`), and finally `variations` given explicitly.
public struct FontInstance: Sendable, Hashable {
    /// The face.
    public let face: FontFace
    /// The size, in points.
    public let pointSize: Double
    /// The coordinate of every axis of the face, in the face's axis order (empty for a static font).
    public let variations: [FontVariation]
    /// The `opsz` coordinate in use, when the face has an optical size axis.
    public let opticalSize: Double?
    /// The font's line metrics at this size, in points (see ``LineMetrics``).
    public let lineMetrics: LineMetrics
    /// What is synthesized because the face lacks the weight or slant asked for (see
    /// ``FontSynthesis``); empty unless the instance was made with `synthesize: true`.
    public let synthesis: FontSynthesis
    /// How much wider than the face draws them its glyphs are set and drawn: 1 as the face is,
    /// above 1 stretched, below 1 condensed (AppKit's `NSExpansionAttributeName`, whose value is
    /// this factor's natural logarithm). Advances, offsets and outlines scale horizontally;
    /// heights and line metrics do not.
    public private(set) var horizontalScale: Double = 1

    let hb: HBFont
    /// Synthetic bold: what each glyph with an advance gains, in points (0 otherwise).
    let syntheticAdvance: Double
    /// The weight and slant asked for, kept for fallback faces (``matching(_:)``) and other sizes,
    /// when synthesis is on.
    let synthesisRequest: SynthesisRequest?

    struct SynthesisRequest: Sendable, Hashable {
        var weight: Double?
        var italic: Bool
    }

    /// - Parameters:
    ///   - weight: on the 1–1000 scale (`FontWeight.numericValue`), for a `wght` axis.
    ///   - width: as a percentage of normal (100), for a `wdth` axis.
    ///   - italic: `ital` = 1, or `slnt` at its most negative end, when the face has such an axis.
    ///     A static face is used as it is (the catalog chooses italic faces).
    ///   - opticalSizing: how `opsz` follows the size (``OpticalSizing/auto`` by default).
    ///   - namedInstance: an `fvar` named instance (0-based) to start from.
    ///   - variations: explicit coordinates by tag; they win over everything else.
    ///   - synthesize: when the face, at these coordinates, is lighter than 600 with a `weight`
    ///     of 600 or more asked, or upright with `italic` asked, draw and measure it with
    ///     synthetic bold or oblique (``FontSynthesis``). Off by default: the face as it is.
    public init(face: FontFace, pointSize: Double, weight: Double? = nil, width: Double? = nil,
                italic: Bool = false, opticalSizing: OpticalSizing = .auto, namedInstance: Int? = nil,
                variations explicit: [String: Double] = [:], synthesize: Bool = false) throws(LayoutError) {
        try self.init(face: face, pointSize: pointSize, weight: weight, width: width, italic: italic,
                      opticalSizing: opticalSizing, namedInstance: namedInstance, variations: explicit,
                      request: synthesize ? SynthesisRequest(weight: weight, italic: italic) : nil)
    }

    init(face: FontFace, pointSize: Double, weight: Double? = nil, width: Double? = nil,
         italic: Bool = false, opticalSizing: OpticalSizing = .auto, namedInstance: Int? = nil,
         variations explicit: [String: Double] = [:], request: SynthesisRequest?) throws(LayoutError) {
        guard pointSize.isFinite, pointSize > 0, pointSize <= 100_000 else {
            throw LayoutError.invalid("point size", pointSize, "must be a finite number greater than 0 and at most 100000")
        }
        for (tag, value) in explicit {
            guard hbTag(tag) != nil else {
                throw LayoutError(.invalidArgument, input: "variation '\(tag)'", reason: "an axis tag is 1 to 4 ASCII characters")
            }
            guard value.isFinite else { throw LayoutError.invalid("variation \(tag)", value, "not a finite number") }
        }
        for (what, v) in [("weight", weight), ("width", width)] {
            if let v, !v.isFinite { throw LayoutError.invalid(what, v, "not a finite number") }
        }
        let axes = face.info.axes
        var coords: [String: Double] = [:]
        for a in axes { coords[a.tag.description] = a.default }
        if let n = namedInstance {
            guard let inst = face.info.namedInstances.first(where: { $0.index == n }) else {
                throw LayoutError(.invalidArgument, input: "named instance \(n)",
                                  reason: "\(face.path) has \(face.info.namedInstances.count) named instances")
            }
            for (k, v) in inst.coordinates { coords[k] = v }
        } else if let n = face.info.namedInstance,
                  let inst = face.info.namedInstances.first(where: { $0.index == n }) {
            for (k, v) in inst.coordinates { coords[k] = v }
        }
        func has(_ tag: String) -> Bool { axes.contains { $0.tag.description == tag } }
        if let weight, has("wght") { coords["wght"] = weight }
        if let width, has("wdth") { coords["wdth"] = width }
        if italic {
            if has("ital") {
                coords["ital"] = 1
            } else if let slnt = axes.first(where: { $0.tag.description == "slnt" }) {
                coords["slnt"] = slnt.min < 0 ? slnt.min : slnt.max
            }
        }
        if has("opsz") {
            switch opticalSizing {
            case .auto: coords["opsz"] = pointSize
            case .fixed(let x):
                guard x.isFinite else { throw LayoutError.invalid("optical size", x, "not a finite number") }
                coords["opsz"] = x
            case .none: break
            }
        }
        for (k, v) in explicit { coords[k] = v }

        var resolved: [FontVariation] = []
        var hbVariations: [(tag: UInt32, value: Double)] = []
        var atDefault = true
        for a in axes {
            let tag = a.tag.description
            let v = Swift.min(Swift.max(coords[tag] ?? a.default, a.min), a.max)
            resolved.append(FontVariation(tag: tag, value: v))
            hbVariations.append((a.tag.rawValue, v))
            if v != a.default { atDefault = false }
        }
        // At the default instance HarfBuzz is given no coordinates at all: it then skips variation
        // deltas entirely (zero coordinates give the same result, more slowly).
        if atDefault { hbVariations = [] }
        self.face = face
        self.pointSize = pointSize
        self.variations = resolved
        self.opticalSize = resolved.first { $0.tag == "opsz" }?.value
        // Colour fonts (emoji) are never synthesized: see FontSynthesis. The same rule as the
        // catalog's matches (FaceInfo.colorGlyphs: a COLR, CBDT, sbix or SVG table).
        let synthesis = face.info.colorGlyphs ? [] : request.map {
            FontSynthesis.needed(face: face.info, variations: resolved, weight: $0.weight, italic: $0.italic)
        } ?? []
        self.synthesis = synthesis
        self.synthesisRequest = request
        let bold = synthesis.contains(.bold) ? FontSynthesis.boldStrength : 0
        self.syntheticAdvance = bold * pointSize
        self.hb = try HBFont(face: face.hb, variations: hbVariations,
                             slant: synthesis.contains(.oblique) ? FontSynthesis.slant : 0,
                             embolden: bold * Double(face.hb.upem))
        self.lineMetrics = LineMetrics(hb: hb, face: face, pointSize: pointSize)
    }

    /// The same face and coordinates at another size (`opsz` follows the new size when it
    /// followed the old one).
    public func resized(to pointSize: Double, opticalSizing: OpticalSizing = .auto) throws(LayoutError) -> FontInstance {
        var explicit: [String: Double] = [:]
        for v in variations where v.tag != "opsz" { explicit[v.tag] = v.value }
        var sized = try FontInstance(face: face, pointSize: pointSize, opticalSizing: opticalSizing, variations: explicit,
                                     request: synthesisRequest)
        sized.horizontalScale = horizontalScale
        return sized
    }

    /// The same instance with its glyphs `factor` times as wide (``horizontalScale``; 1 is the
    /// face's own width). A factor that is not finite and above 0 is refused.
    public func stretched(by factor: Double) throws(LayoutError) -> FontInstance {
        guard factor.isFinite, factor > 0 else {
            throw LayoutError.invalid("horizontal scale", factor, "must be a finite number greater than 0")
        }
        var copy = self
        copy.horizontalScale = factor
        return copy
    }

    /// Another face at this instance's size, weight, width and slant, for fallback: the
    /// coordinates of axes both faces share are carried over; `opsz` follows the size; when this
    /// instance synthesizes, the other face is synthesized by the same rule for the weight and
    /// slant asked for.
    public func matching(_ other: FontFace) throws(LayoutError) -> FontInstance {
        var shared: [String: Double] = [:]
        let tags = Set(other.info.axes.map { $0.tag.description })
        for v in variations where v.tag != "opsz" && tags.contains(v.tag) { shared[v.tag] = v.value }
        var other = try FontInstance(face: other, pointSize: pointSize, variations: shared, request: synthesisRequest)
        other.horizontalScale = horizontalScale
        return other
    }

    /// The coordinates as a CSS / Cairo variation string ("wght=600,opsz=17").
    var variationString: String { variations.map(\.description).joined(separator: ",") }

    /// Font units → points at this size.
    @inline(__always) var pointsPerUnit: Double { pointSize / Double(face.hb.upem) }
    /// Font units → points across the line, at this size and ``horizontalScale``.
    @inline(__always) var horizontalPointsPerUnit: Double { pointsPerUnit * horizontalScale }

    public static func == (a: FontInstance, b: FontInstance) -> Bool {
        a.face === b.face && a.pointSize == b.pointSize && a.variations == b.variations && a.synthesis == b.synthesis
            && a.horizontalScale == b.horizontalScale
    }

    public func hash(into h: inout Hasher) {
        h.combine(face)
        h.combine(pointSize)
        h.combine(variations)
        h.combine(synthesis)
        h.combine(horizontalScale)
    }
}

/// A font's vertical metrics at a size, in points.
///
/// Rules (the same as HarfBuzz's `hb_ot_metrics_get_position`, with `MVAR` variations applied):
/// ascender, descender and line gap come from `OS/2` sTypo* when `fsSelection` bit 7
/// (USE_TYPO_METRICS) is set, else from `hhea`. Fallbacks, in order, when the font leaves them
/// zero or absent: `OS/2` sTypo* whatever the flag, then `OS/2` usWinAscent/usWinDescent (line
/// gap 0), then HarfBuzz's own default (ascender 0.8 em, descender 0.2 em, gap 0).
public struct LineMetrics: Sendable, Hashable, Codable {
    /// Above the baseline, positive.
    public var ascent: Double
    /// Below the baseline, positive.
    public var descent: Double
    /// The line gap, in points.
    public var lineGap: Double
    /// Where the values came from: `typo`, `hhea`, `win` or `default`.
    public var source: String

    /// The font's own line height: ascent + descent + line gap.
    public var lineHeight: Double { ascent + descent + lineGap }

    init(hb: HBFont, face: FontFace, pointSize: Double) {
        let s = pointSize / Double(face.unitsPerEm)
        let m = face.info.metrics
        if let a = hb.metric(.ascender), let d = hb.metric(.descender), a != 0 || d != 0 {
            ascent = a * s
            descent = -d * s
            lineGap = (hb.metric(.lineGap) ?? 0) * s
            let typo = m.useTypoMetrics && m.typoAscender.map { $0 != 0 } == true
            source = typo ? "typo" : "hhea"
        } else if let a = m.typoAscender, let d = m.typoDescender, a != 0 || d != 0 {
            ascent = Double(a) * s
            descent = -Double(d) * s
            lineGap = Double(m.typoLineGap ?? 0) * s
            source = "typo"
        } else if let a = m.winAscent, let d = m.winDescent, a != 0 || d != 0 {
            ascent = Double(a) * s
            descent = Double(d) * s
            lineGap = 0
            source = "win"
        } else {
            ascent = 0.8 * pointSize
            descent = 0.2 * pointSize
            lineGap = 0
            source = "default"
        }
    }
}

/// A number without a trailing ".0" (17, 32.5).
func formatted(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
}
