/// The PostScript table: italic angle, underline, fixed pitch.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/post
public struct PostTable: Sendable, Hashable, Codable {
    /// The table version (1.0, 2.0, 2.5 or 3.0).
    public var version: Double
    /// Degrees counter-clockwise from the vertical (negative for a forward slant).
    public var italicAngle: Double
    /// The top of the underline, relative to the baseline (negative below), in font units.
    public var underlinePosition: Int16
    /// The thickness of the underline, in font units.
    public var underlineThickness: Int16
    /// Non-zero when the font is monospaced.
    public var isFixedPitch: UInt32

    init(_ r: ByteReader) throws(ParseError) {
        guard r.count >= 16 else { throw .outOfBounds }
        version = try r.fixed(0)
        italicAngle = try r.fixed(4)
        underlinePosition = try r.i16(8)
        underlineThickness = try r.i16(10)
        isFixedPitch = try r.u32(12)
        // Font bug tolerated: a table cut after isFixedPitch (the memory-usage fields and the
        // glyph names are not used). An italic angle outside ±90° is kept as is but flagged by
        // the classifier.
    }
}
