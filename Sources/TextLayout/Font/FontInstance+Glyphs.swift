/// Glyph-level questions about a font, for APIs that work on glyphs rather than text (Core
/// Text's `CTFontGetGlyphsForCharacters`, `CTFontGetAdvancesForGlyphs`,
/// `CTFontGetBoundingRectsForGlyphs`). The answers are HarfBuzz's for this instance: its
/// variations, and a synthetic bold's wider advances, as shaping gives them.
extension FontInstance {
    /// The number of glyphs in the face (`maxp`).
    public var glyphCount: Int { hb.face.glyphCount }

    /// The glyph the face's character map gives a code point, or nil when it has none. No
    /// shaping: the glyph before any substitution, as Core Text's `CTFontGetGlyphsForCharacters`.
    public func nominalGlyph(for scalar: Unicode.Scalar) -> UInt32? {
        hb.nominalGlyph(scalar.value)
    }

    /// A glyph's horizontal advance in points, with no kerning or shaping.
    public func horizontalAdvance(ofGlyph glyph: UInt32) -> Double {
        Shaper.advance(hb.horizontalAdvance(glyph), pointSize / Double(face.unitsPerEm), syntheticAdvance) * horizontalScale
    }

    /// A glyph's ink box in points from its origin, y up: (minX, minY, maxX, maxY); nil for a
    /// glyph with no ink (a space) or a glyph ID past the face's count.
    public func inkBounds(ofGlyph glyph: UInt32) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard Int(glyph) < glyphCount else { return nil }
        let scale = pointSize / Double(face.unitsPerEm), xScale = scale * horizontalScale
        return hb.withGlyphExtents { extents in
            extents(glyph).map { ($0.0 * xScale, $0.1 * scale, $0.2 * xScale, $0.3 * scale) }
        }
    }

    /// The glyph the face names `name` (its `post` or `CFF` glyph names), or nil.
    public func glyph(named name: String) -> UInt32? {
        hb.glyph(named: name)
    }
}
