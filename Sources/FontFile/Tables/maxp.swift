/// The maximum profile table: here, the number of glyphs.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/maxp
public struct MaxpTable: Sendable, Hashable, Codable {
    /// 0x00005000 (CFF fonts) or 0x00010000 (TrueType).
    public var version: UInt32
    /// The number of glyphs in the font.
    public var numGlyphs: UInt16

    init(_ r: ByteReader) throws(ParseError) {
        version = try r.u32(0)
        numGlyphs = try r.u16(4)
        // Font bug tolerated: a version other than 0.5 or 1.0 is accepted, and a version 1.0
        // table shorter than 32 bytes too: only numGlyphs is used.
    }
}
