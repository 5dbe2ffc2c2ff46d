/// The horizontal header table.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/hhea
public struct HheaTable: Sendable, Hashable, Codable {
    public var majorVersion: UInt16
    public var minorVersion: UInt16
    public var ascender: Int16
    public var descender: Int16
    public var lineGap: Int16
    public var advanceWidthMax: UInt16
    public var minLeftSideBearing: Int16
    public var minRightSideBearing: Int16
    public var xMaxExtent: Int16
    public var caretSlopeRise: Int16
    public var caretSlopeRun: Int16
    public var caretOffset: Int16
    public var metricDataFormat: Int16
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
