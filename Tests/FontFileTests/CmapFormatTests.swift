import Testing
@testable import FontFile

/// Each cmap subtable format, built by hand, and what coverage it gives.
@Suite("cmap subtable formats")
struct CmapFormatTests {
    /// A cmap table with one subtable (platform, encoding) around `body`.
    static func cmap(_ platform: Int, _ encoding: Int, _ body: [UInt8]) -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(1)
        b.u16(platform); b.u16(encoding); b.u32(12)
        return b.b + body
    }

    static func coverage(_ table: [UInt8], numGlyphs: Int = 100) throws -> CmapTable {
        try ByteReader.with(table) { r in
            var w: [String] = []
            return try CmapTable(r, numGlyphs: numGlyphs, warnings: &w)
        }
    }

    static func format0() -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(262); b.u16(0)
        for c in 0..<256 { b.u8(c >= 0x41 && c <= 0x43 ? c - 0x40 : 0) }
        return b.b
    }

    static func format4(_ segs: [(start: Int, end: Int, delta: Int, ro: Int)], glyphs: [Int] = []) -> [UInt8] {
        var b = Bytes()
        let n = segs.count
        b.u16(4); b.u16(16 + 8 * n + 2 * glyphs.count); b.u16(0)
        b.u16(2 * n); b.u16(0); b.u16(0); b.u16(0)
        for s in segs { b.u16(s.end) }
        b.u16(0)
        for s in segs { b.u16(s.start) }
        for s in segs { b.u16(s.delta) }
        for s in segs { b.u16(s.ro) }
        for g in glyphs { b.u16(g) }
        return b.b
    }

    static func format6(first: Int, glyphs: [Int]) -> [UInt8] {
        var b = Bytes()
        b.u16(6); b.u16(10 + 2 * glyphs.count); b.u16(0); b.u16(first); b.u16(glyphs.count)
        for g in glyphs { b.u16(g) }
        return b.b
    }

    static func format10(first: Int, glyphs: [Int], declared: Int? = nil) -> [UInt8] {
        var b = Bytes()
        b.u16(10); b.u16(0); b.u32(20 + 2 * glyphs.count); b.u32(0); b.u32(first); b.u32(declared ?? glyphs.count)
        for g in glyphs { b.u16(g) }
        return b.b
    }

    static func format12(_ format: Int, _ groups: [(Int, Int, Int)], declared: Int? = nil) -> [UInt8] {
        var b = Bytes()
        b.u16(format); b.u16(0); b.u32(16 + 12 * groups.count); b.u32(0); b.u32(declared ?? groups.count)
        for (s, e, g) in groups { b.u32(s); b.u32(e); b.u32(g) }
        return b.b
    }

    @Test func format0MapsBytes() throws {
        let t = try Self.coverage(Self.cmap(3, 1, Self.format0()))
        #expect(t.ranges == [0x41...0x43])
    }

    @Test func format0OnMacRomanIsConvertedToUnicode() throws {
        var body = Self.format0()
        body[6 + 0x8E] = 5  // Mac Roman 0x8E is é
        let t = try Self.coverage(Self.cmap(1, 0, body))
        #expect(t.ranges == [0x41...0x43, 0xE9...0xE9])
    }

    @Test func format4DeltaAndRangeOffsetSegments() throws {
        // 0x30–0x39 → glyphs 1–10 by delta; 0x41–0x43 through glyphIdArray (second is missing);
        // the 0xFFFF segment maps to .notdef.
        let segs = [(0x30, 0x39, (1 - 0x30) & 0xFFFF, 0), (0x41, 0x43, 0, 4), (0xFFFF, 0xFFFF, 1, 0)]
        let t = try Self.coverage(Self.cmap(3, 1, Self.format4(segs.map { ($0.0, $0.1, $0.2, $0.3) }, glyphs: [20, 0, 21])))
        #expect(t.ranges == [0x30...0x39, 0x41...0x41, 0x43...0x43])
    }

    @Test func format4GlyphsPastNumGlyphsAreNotCoverage() throws {
        let t = try Self.coverage(Self.cmap(3, 1, Self.format4([(0x41, 0x5A, 0, 0)])), numGlyphs: 0x50)
        #expect(t.ranges == [0x41...0x4F])
    }

    @Test func format4OverlappingSegmentsAreClipped() throws {
        let segs = [(0x41, 0x5A, 0, 0), (0x41, 0x5A, 0, 0), (0x20, 0x7E, 0, 0)]
        let t = try Self.coverage(Self.cmap(3, 1, Self.format4(segs)), numGlyphs: 200)
        #expect(t.ranges == [0x41...0x7E])
    }

    @Test func format6TrimmedTable() throws {
        let t = try Self.coverage(Self.cmap(3, 1, Self.format6(first: 0x61, glyphs: [1, 2, 0, 3])))
        #expect(t.ranges == [0x61...0x62, 0x64...0x64])
    }

    @Test func format10TrimmedArray() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format10(first: 0x1F600, glyphs: [1, 0, 2])))
        #expect(t.ranges == [0x1F600...0x1F600, 0x1F602...0x1F602])
    }

    @Test func format10AbsurdCountIsCappedToTheBytes() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format10(first: 0x10000, glyphs: [1, 2], declared: 0x7FFF_FFFF)))
        #expect(t.ranges == [0x10000...0x10001])
    }

    @Test func format12Groups() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format12(12, [(0x41, 0x43, 1), (0x1F600, 0x1F601, 4)])))
        #expect(t.ranges == [0x41...0x43, 0x1F600...0x1F601])
        #expect(t.formats == [12])
    }

    @Test func format12AbsurdRangesAreClampedToGlyphsAndUnicode() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format12(12, [(0, 0xFFFF_FFFF, 0), (0x200000, 0x300000, 1)])), numGlyphs: 10)
        #expect(t.ranges == [1...9])
    }

    @Test func format12AbsurdGroupCountIsMalformedAndSkipped() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format12(12, [(0x41, 0x41, 1)], declared: 0x0FFF_FFFF)))
        #expect(t.ranges.isEmpty && t.coverageSubtable == nil)
    }

    @Test func format13ManyToOne() throws {
        let t = try Self.coverage(Self.cmap(3, 10, Self.format12(13, [(0x20, 0x7E, 3), (0x100, 0x1FF, 0)])))
        #expect(t.ranges == [0x20...0x7E])
    }

    @Test func format14IsReportedAsPresent() throws {
        let f4 = Self.format4([(0x41, 0x41, 0, 0)])
        var b = Bytes()
        b.u16(0); b.u16(2)
        b.u16(3); b.u16(1); b.u32(20)
        b.u16(0); b.u16(5); b.u32(20 + f4.count)
        var f14 = Bytes()
        f14.u16(14); f14.u32(10); f14.u32(0)
        let t = try Self.coverage(b.b + f4 + f14.b)
        #expect(t.hasVariationSequences && t.formats == [4, 14])
        #expect(t.ranges == [0x41...0x41])
    }

    @Test func symbolSubtablesAlsoCoverTheLowBytes() throws {
        let t = try Self.coverage(Self.cmap(3, 0, Self.format4([(0xF041, 0xF043, 0, 2)], glyphs: [1, 2, 3])))
        #expect(t.ranges == [0x41...0x43, 0xF041...0xF043])
    }

    @Test func aMalformedBestSubtableFallsBackToTheNext() throws {
        var b = Bytes()
        b.u16(0); b.u16(2)
        b.u16(3); b.u16(10); b.u32(0xFFFF_FF00)  // points past the end
        b.u16(3); b.u16(1); b.u32(20)
        let t = try ByteReader.with(b.b + Self.format4([(0x41, 0x42, 0, 0)])) { r in
            var w: [String] = []
            let t = try CmapTable(r, numGlyphs: 100, warnings: &w)
            #expect(t.subtables[0].format == nil)
            return t
        }
        #expect(t.ranges == [0x41...0x42])
    }
}
