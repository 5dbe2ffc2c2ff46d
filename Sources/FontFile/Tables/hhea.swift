/// The horizontal header table.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/hhea
public struct HheaTable: Sendable, Hashable, Codable {
    /// The table's major version (1).
    public var majorVersion: UInt16
    /// The table's minor version (0).
    public var minorVersion: UInt16
    /// The typographic ascent (distance from baseline to highest ascender), in font units.
    public var ascender: Int16
    /// The typographic descent (distance from baseline to lowest descender, negative), in font units.
    public var descender: Int16
    /// The typographic line gap, in font units.
    public var lineGap: Int16
    /// The largest advance width in `hmtx`, in font units.
    public var advanceWidthMax: UInt16
    /// The minimum left side bearing of glyphs with contours, in font units.
    public var minLeftSideBearing: Int16
    /// The minimum right side bearing of glyphs with contours, in font units.
    public var minRightSideBearing: Int16
    /// The largest left side bearing plus glyph extent, in font units.
    public var xMaxExtent: Int16
    /// The rise of the caret slope (1 for vertical).
    public var caretSlopeRise: Int16
    /// The run of the caret slope (0 for vertical).
    public var caretSlopeRun: Int16
    /// How far the caret's highlight is shifted for slanted glyphs, in font units (0 for upright).
    public var caretOffset: Int16
    /// The metric data format (0).
    public var metricDataFormat: Int16
    /// The number of advance width and left side bearing pairs in `hmtx`.
    public var numberOfHMetrics: UInt16

    init(_ r: ByteReader) throws(ParseError) {
        guard r.count >= 36 else { throw .outOfBounds }
        majorVersion = try r.u16(0)
        minorVersion = try r.u16(2)
        ascender = try r.i16(4)
        descender = try r.i16(6)
        lineGap = try r.i16(8)
        advanceWidthMax = try r.u16(10)
        minLeftSideBearing = try r.i16(12)
        minRightSideBearing = try r.i16(14)
        xMaxExtent = try r.i16(16)
        caretSlopeRise = try r.i16(18)
        caretSlopeRun = try r.i16(20)
        caretOffset = try r.i16(22)
        metricDataFormat = try r.i16(32)
        numberOfHMetrics = try r.u16(34)
    }
}
