/// The font header table.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/head
public struct HeadTable: Sendable, Hashable, Codable {
    /// The table's major version (1).
    public var majorVersion: UInt16
    /// The table's minor version (0).
    public var minorVersion: UInt16
    /// The font revision set by the manufacturer (Fixed 16.16).
    public var fontRevision: Double
    /// The magic number, 0x5F0F3CF5 in a valid table.
    public var magicNumber: UInt32
    /// The header flags (bit 0: baseline at y = 0, bit 3: integer scaling, …).
    public var flags: UInt16
    /// Font units per em: 16…16384 by the spec.
    public var unitsPerEm: UInt16
    /// Seconds since 1904-01-01 00:00 UTC.
    public var created: Int64
    /// Seconds since 1904-01-01 00:00 UTC of the last modification.
    public var modified: Int64
    /// The minimum x of all glyph bounding boxes, in font units.
    public var xMin: Int16
    /// The minimum y of all glyph bounding boxes, in font units.
    public var yMin: Int16
    /// The maximum x of all glyph bounding boxes, in font units.
    public var xMax: Int16
    /// The maximum y of all glyph bounding boxes, in font units.
    public var yMax: Int16
    /// Bit 0 bold, bit 1 italic, and the other Mac style bits.
    public var macStyle: UInt16
    /// The smallest readable size, in pixels per em.
    public var lowestRecPPEM: UInt16
    /// The deprecated direction hint (2 by the spec).
    public var fontDirectionHint: Int16
    /// The `loca` table format: 0 short offsets, 1 long offsets.
    public var indexToLocFormat: Int16
    /// The glyph data format (0).
    public var glyphDataFormat: Int16

    /// Whether `macStyle` bit 0 (bold) is set.
    public var macStyleBold: Bool { macStyle & 1 != 0 }
    /// Whether `macStyle` bit 1 (italic) is set.
    public var macStyleItalic: Bool { macStyle & 2 != 0 }

    init(_ r: ByteReader) throws(ParseError) {
        guard r.count >= 54 else { throw .outOfBounds }
        majorVersion = try r.u16(0)
        minorVersion = try r.u16(2)
        fontRevision = try r.fixed(4)
        magicNumber = try r.u32(12)
        flags = try r.u16(16)
        unitsPerEm = try r.u16(18)
        created = try r.i64(20)
        modified = try r.i64(28)
        xMin = try r.i16(36)
        yMin = try r.i16(38)
        xMax = try r.i16(40)
        yMax = try r.i16(42)
        macStyle = try r.u16(44)
        lowestRecPPEM = try r.u16(46)
        fontDirectionHint = try r.i16(48)
        indexToLocFormat = try r.i16(50)
        glyphDataFormat = try r.i16(52)
        // Font bug tolerated: a wrong magic number (0x5F0F3CF5) is accepted, as FreeType and
        // fontTools accept it. unitsPerEm outside 16…16384 is accepted too (old fonts use 8 or
        // 32768), but 0 cannot scale anything and is refused.
        guard unitsPerEm != 0 else { throw .invalidFormat("unitsPerEm is 0") }
    }
}
