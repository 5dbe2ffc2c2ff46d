/// The character to glyph index mapping table: its subtables, and the code points the font
/// covers as sorted, merged ranges.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/cmap
///
/// Coverage comes from one subtable, the best Unicode one, chosen as FreeType chooses its
/// charmap: (3,10)/(0,4)/(0,6) formats 12, 10 or 13 first, then (3,1)/(0,0…3) formats 4 and 6,
/// then a symbol (3,0) subtable, then a Mac Roman (1,0) one (converted to Unicode). If the best
/// one is malformed, the next one is used and a warning is noted. Formats 0, 4, 6, 10, 12 and 13
/// give coverage; 14 (variation sequences) is reported as present; 2 and 8 are listed only.
///
/// A code point is covered when it maps to a glyph ID in 1..<numGlyphs. Font bug tolerated: a
/// mapping to a glyph ID ≥ numGlyphs is not coverage (as HarfBuzz ignores it).
public struct CmapTable: Sendable, Hashable, Codable {
    /// An encoding record and the header of the subtable it points to.
    public struct Subtable: Sendable, Hashable, Codable {
        /// The platform ID (0 Unicode, 1 Macintosh, 3 Windows).
        public var platformID: UInt16
        /// The platform-specific encoding ID (for platform 3: 0 symbol, 1 Unicode BMP, 10 full Unicode).
        public var encodingID: UInt16
        /// The subtable's offset from the start of the `cmap` table, in bytes.
        public var offset: UInt32
        /// `nil` when the subtable's header is outside the table.
        public var format: UInt16?
        /// The Macintosh language field (0 for others), when the header is readable.
        public var language: UInt32?
    }

    /// The table version (0).
    public var version: UInt16
    /// The encoding records and their subtables' headers, in the table's order (empty when only the coverage was read).
    public var subtables: [Subtable]
    /// The distinct subtable formats present, sorted.
    public var formats: [UInt16]
    /// Whether a format 14 (Unicode variation sequences) subtable is present.
    public var hasVariationSequences: Bool
    /// Which subtable (index into `subtables`) the coverage comes from.
    public var coverageSubtable: Int?
    /// The covered code points: sorted, merged, non-adjacent ranges.
    public var ranges: [ClosedRange<UInt32>]
    /// How many code points `ranges` hold.
    public var codePointCount: Int

    /// Whether `codePoint` is covered.
    public func covers(_ codePoint: UInt32) -> Bool { Coverage.contains(ranges, codePoint) }

    /// `keepSubtables`: false when only the coverage is wanted (the classification, which
    /// never returns these tables): `subtables` and `formats` are left empty, and the encoding
    /// records are read into a temporary buffer instead of two arrays allocated and freed on
    /// every face; `codePointCount` is left 0 (a pass over every range). The coverage,
    /// `hasVariationSequences` and the warnings are the same.
    init(_ r: ByteReader, numGlyphs: Int, keepSubtables: Bool = true, warnings: inout [String]) throws(ParseError) {
        version = try r.u16(0)
        let declared = Int(try r.u16(2))
        let fit = r.available(recordsOf: 8, from: 4)
        // Font bug tolerated: more encoding records declared than present; those that fit are read.
        let n = min(declared, fit)
        if declared > fit { warnings.append("cmap: numTables is larger than the records present") }
        let found: (chosen: Int?, ranges: [ClosedRange<UInt32>])
        if keepSubtables {
            var subs: [Subtable] = []
            subs.reserveCapacity(n)
            for i in 0..<n { subs.append(CmapTable.subtable(r, i)) }
            subtables = subs
            // The distinct formats, sorted: deduplicated in place, in one array.
            var unique = subs.compactMap(\.format)
            unique.sort()
            var kept = 0
            for k in unique.indices where kept == 0 || unique[kept - 1] != unique[k] {
                unique[kept] = unique[k]
                kept += 1
            }
            unique.removeLast(unique.count - kept)
            formats = unique
            hasVariationSequences = subs.contains { $0.format == 14 }
            found = subs.withUnsafeBufferPointer { CmapTable.coverage(r, $0, numGlyphs: numGlyphs, warnings: &warnings) }
        } else {
            subtables = []
            formats = []
            (hasVariationSequences, found) = withUnsafeTemporaryAllocation(of: Subtable.self, capacity: max(n, 1)) { buf in
                var variations = false
                for i in 0..<n {
                    let s = CmapTable.subtable(r, i)
                    if s.format == 14 { variations = true }
                    buf.initializeElement(at: i, to: s)  // Subtable is trivial: nothing to deinitialize
                }
                return (variations, CmapTable.coverage(r, UnsafeBufferPointer(rebasing: buf[0..<n]),
                                                       numGlyphs: numGlyphs, warnings: &warnings))
            }
        }
        coverageSubtable = found.chosen
        ranges = found.ranges
        codePointCount = keepSubtables ? found.ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } : 0
    }

    /// Encoding record `i`, which the caller knows to be in the table (`i` below the records
    /// that fit). The subtable's format and language are `nil` when outside the table.
    @inline(__always) static func subtable(_ r: ByteReader, _ i: Int) -> Subtable {
        let o = 4 + 8 * i
        let off = r.u32InBounds(o + 4)
        let fmt = try? r.u16(Int(off))
        var lang: UInt32?
        if let fmt {
            switch fmt {
            case 0, 2, 4, 6: lang = (try? r.u16(Int(off) + 4)).map(UInt32.init)
            case 8, 10, 12, 13: lang = try? r.u32(Int(off) + 8)
            default: lang = nil
            }
        }
        return Subtable(platformID: r.u16InBounds(o), encodingID: r.u16InBounds(o + 2),
                        offset: off, format: fmt, language: lang)
    }

    /// The coverage of the best subtable of `subs` that parses, and its index.
    static func coverage(_ r: ByteReader, _ subs: UnsafeBufferPointer<Subtable>, numGlyphs: Int,
                         warnings: inout [String]) -> (chosen: Int?, ranges: [ClosedRange<UInt32>]) {
        // Candidates in order of preference (rank, then index), found rank by rank (ranks are
        // 1…9) instead of by sorting an array of candidates; only the ranks present (a bit set
        // made in one pass) are searched for.
        var present: UInt16 = 0
        for s in subs { if let k = CmapTable.rank(s) { present |= 1 << k } }
        for wanted in 1...9 where present & (1 << wanted) != 0 {
            for i in subs.indices where CmapTable.rank(subs[i]) == wanted {
                let s = subs[i]
                do {
                    let sub = try r.slice(from: Int(s.offset))
                    var b = Coverage.Builder()
                    try CmapTable.collect(sub, format: s.format ?? 0, numGlyphs: numGlyphs, into: &b)
                    var ranges = b.finish()
                    if s.platformID == 1 { ranges = Coverage.macRomanToUnicode(ranges) }
                    if s.platformID == 3 && s.encodingID == 0 { ranges = Coverage.addSymbolAliases(ranges) }
                    return (i, ranges)
                } catch {
                    warnings.append("cmap: subtable \(s.platformID)/\(s.encodingID) format \(s.format.map(String.init) ?? "?") is malformed; skipped")
                }
            }
        }
        return (nil, [])
    }

    /// The preference rank of a subtable for coverage (lower is better), `nil` if not used.
    static func rank(_ s: Subtable) -> Int? {
        guard let f = s.format else { return nil }
        let unicodeFull = (s.platformID == 3 && s.encodingID == 10)
            || (s.platformID == 0 && (s.encodingID == 4 || s.encodingID == 6))
        let unicodeBMP = (s.platformID == 3 && s.encodingID == 1)
            || (s.platformID == 0 && s.encodingID <= 3)
        switch f {
        case 12: return unicodeFull ? 1 : unicodeBMP ? 2 : nil
        case 10: return unicodeFull || unicodeBMP ? 3 : nil
        case 4, 6: return unicodeBMP ? 4 : (s.platformID == 3 && s.encodingID == 0) ? 6
            : (s.platformID == 1 && s.encodingID == 0 && f == 6) ? 7 : nil
        case 13: return unicodeFull || unicodeBMP ? 5 : nil
        case 0: return (s.platformID == 1 && s.encodingID == 0) ? 8 : unicodeBMP ? 9 : nil
        default: return nil
        }
    }

    /// Adds the code points `sub` maps to glyphs in 1..<numGlyphs.
    static func collect(_ r: ByteReader, format: UInt16, numGlyphs: Int, into b: inout Coverage.Builder) throws(ParseError) {
        let ng = UInt32(max(0, numGlyphs))
        switch format {
        case 0: try collectFormat0(r, numGlyphs: ng, into: &b)
        case 4: try collectFormat4(r, numGlyphs: ng, into: &b)
        case 6: try collectFormat6(r, numGlyphs: ng, into: &b)
        case 10: try collectFormat10(r, numGlyphs: ng, into: &b)
        case 12, 13: try collectGroups(r, format: format, numGlyphs: ng, into: &b)
        default:
            throw .invalidFormat("cmap format \(format) gives no coverage")
        }
    }

    /// Format 0: a byte per code point 0–255.
    private static func collectFormat0(_ r: ByteReader, numGlyphs ng: UInt32, into b: inout Coverage.Builder) throws(ParseError) {
        for c in 0..<256 {
            let g = UInt32(try r.u8(6 + c))
            if g != 0 && g < ng { b.add(UInt32(c)) }
        }
    }

    /// Format 4: segments of the BMP, each mapped by a delta or through the glyph index array.
    private static func collectFormat4(_ r: ByteReader, numGlyphs ng: UInt32, into b: inout Coverage.Builder) throws(ParseError) {
        // Font bug tolerated: the subtable's length field is not trusted (big format 4
        // subtables have it wrapped to 16 bits); reads are checked against the table's end.
        let segX2 = Int(try r.u16(6))
        guard segX2 % 2 == 0 else { throw .invalidFormat("cmap format 4: odd segCountX2") }
        let seg = segX2 / 2
        let ends = 14, starts = 16 + segX2, deltas = 16 + 2 * segX2, ros = 16 + 3 * segX2
        try r.check(0, ros + segX2)
        // About one range per segment: room for them at once (bounded: the segments are in
        // the table, checked just above).
        b.ranges.reserveCapacity(b.ranges.count + seg)
        // Segments must be sorted and disjoint. Font bug tolerated: overlapping or unsorted
        // segments are clipped to start after the previous one ends, which also bounds the
        // work to 65,536 code points however many segments there are.
        var next: UInt32 = 0
        for i in 0..<seg {
            // The four arrays are in bounds: checked as a whole just above.
            let e = UInt32(r.u16InBounds(ends + 2 * i))
            var s = UInt32(r.u16InBounds(starts + 2 * i))
            let d = UInt32(r.u16InBounds(deltas + 2 * i))
            let ro = Int(r.u16InBounds(ros + 2 * i))
            guard s <= e else { continue }  // Tolerated: an inverted segment is skipped.
            s = max(s, next)
            guard s <= e else { continue }
            next = e + 1
            if ro == 0 {
                // glyph = (c + delta) mod 65536: at most two linear runs.
                let g0 = (s + d) & 0xFFFF
                let span = e - s
                if g0 + span <= 0xFFFF {
                    b.addLinear(codes: s...e, firstGlyph: g0, numGlyphs: ng)
                } else {
                    let firstPart = 0xFFFF - g0
                    b.addLinear(codes: s...(s + firstPart), firstGlyph: g0, numGlyphs: ng)
                    b.addLinear(codes: (s + firstPart + 1)...e, firstGlyph: 0, numGlyphs: ng)
                }
            } else {
                let base = ros + 2 * i + ro
                let n = Int(e - s) + 1
                if r.contains(base, 2 * n) {
                    // The whole glyph index run is in bounds (checked just above). Runs of
                    // covered codes are counted here and added as ranges (as adding their
                    // codes one by one would, with the builder's state in memory each time).
                    var run = 0  // covered codes just before code k
                    for k in 0..<n {
                        let raw = r.u16InBounds(base + 2 * k)
                        let g = (UInt32(raw) + d) & 0xFFFF
                        if raw != 0 && g != 0 && g < ng {
                            run += 1
                        } else if run > 0 {
                            b.addRange((s + UInt32(k - run))...(s + UInt32(k - 1)))
                            run = 0
                        }
                    }
                    if run > 0 { b.addRange((s + UInt32(n - run))...(s + UInt32(n - 1))) }
                } else {
                    for c in s...e {
                        // Tolerated: a glyph index outside the table is a missing glyph.
                        guard let raw = try? r.u16(base + 2 * Int(c - s)), raw != 0 else { continue }
                        let g = (UInt32(raw) + d) & 0xFFFF
                        if g != 0 && g < ng { b.add(c) }
                    }
                }
            }
        }
    }

    /// Format 6: a trimmed table of consecutive BMP code points.
    private static func collectFormat6(_ r: ByteReader, numGlyphs ng: UInt32, into b: inout Coverage.Builder) throws(ParseError) {
        let first = UInt32(try r.u16(6))
        let n = Int(try r.u16(8))
        try r.check(10, 2 * n)
        for i in 0..<n {
            let g = UInt32(try r.u16(10 + 2 * i))
            if g != 0 && g < ng { b.add(first + UInt32(i)) }
        }
    }

    /// Format 10: a trimmed array of consecutive code points past the BMP.
    private static func collectFormat10(_ r: ByteReader, numGlyphs ng: UInt32, into b: inout Coverage.Builder) throws(ParseError) {
        let first = try r.u32(12)
        let declared = Int(try r.u32(16))
        let n = min(declared, r.available(recordsOf: 2, from: 20))
        guard first <= 0x10FFFF else { return }
        for i in 0..<min(n, Int(0x10FFFF - first) + 1) {
            let g = UInt32(try r.u16(20 + 2 * i))
            if g != 0 && g < ng { b.add(first + UInt32(i)) }
        }
    }

    /// Formats 12 (sequential groups: consecutive glyphs) and 13 (many-to-one groups: one glyph).
    private static func collectGroups(_ r: ByteReader, format: UInt16, numGlyphs ng: UInt32, into b: inout Coverage.Builder) throws(ParseError) {
        let declared = Int(try r.u32(12))
        let fit = r.available(recordsOf: 12, from: 16)
        guard declared <= fit else {
            throw .invalidFormat("cmap format \(format): numGroups \(declared) but \(fit) groups fit")
        }
        // At most one range per group (bounded: the groups are in the table, checked above).
        b.ranges.reserveCapacity(b.ranges.count + declared)
        for i in 0..<declared {
            // Every group is in bounds: `declared <= fit`, checked above.
            let o = 16 + 12 * i
            let s = r.u32InBounds(o)
            // Tolerated: code points past U+10FFFF are dropped.
            let e = min(r.u32InBounds(o + 4), 0x10FFFF)
            let g = r.u32InBounds(o + 8)
            guard s <= e else { continue }
            if format == 12 {
                b.addLinear(codes: s...e, firstGlyph: g, numGlyphs: ng)
            } else if g != 0 && g < ng {
                b.addRange(s...e)
            }
        }
    }
}

/// Sorted, merged code point ranges.
enum Coverage {
    struct Builder {
        var ranges: [ClosedRange<UInt32>] = []
        var lo: UInt32 = 0
        var hi: UInt32 = 0
        var open = false
        var sorted = true

        @inline(__always) mutating func add(_ c: UInt32) {
            if open && c == hi &+ 1 && c != 0 { hi = c; return }
            addRange(c...c)
        }

        @inline(__always) mutating func addRange(_ r: ClosedRange<UInt32>) {
            if open {
                if r.lowerBound <= hi &+ 1 && r.lowerBound >= lo && hi != UInt32.max {
                    hi = max(hi, r.upperBound)
                    return
                }
                if r.lowerBound < lo { sorted = false }
                ranges.append(lo...hi)
            }
            lo = r.lowerBound
            hi = r.upperBound
            open = true
        }

        /// Codes `codes` mapped to glyphs firstGlyph, firstGlyph+1, …: adds those whose glyph
        /// is in 1..<numGlyphs. Inlined into the subtable loops, which call it once per segment
        /// or group (hundreds per face).
        @inline(__always) mutating func addLinear(codes: ClosedRange<UInt32>, firstGlyph g0: UInt32, numGlyphs: UInt32) {
            let span = UInt64(codes.upperBound - codes.lowerBound)
            let gLo = max(UInt64(g0), 1)
            let gHi = min(UInt64(g0) + span, UInt64(numGlyphs) &- 1)
            guard numGlyphs > 1, gLo <= gHi else { return }
            let cLo = UInt64(codes.lowerBound) + (gLo - UInt64(g0))
            let cHi = UInt64(codes.lowerBound) + (gHi - UInt64(g0))
            addRange(UInt32(cLo)...UInt32(cHi))
        }

        mutating func finish() -> [ClosedRange<UInt32>] {
            if open { ranges.append(lo...hi); open = false }
            // Added in order, the ranges are already normalized: `addRange` merged each one that
            // overlaps or adjoins the open range, and appended the others, each starting past
            // the previous one's end + 1 (or after one ending at UInt32.max, which `normalize`
            // does not merge either). Returned as they are, not copied into a new array.
            return sorted ? ranges : Coverage.normalize(ranges, sorted: false)
        }
    }

    static func normalize(_ input: [ClosedRange<UInt32>], sorted: Bool) -> [ClosedRange<UInt32>] {
        let rs = sorted ? input : input.sorted { $0.lowerBound < $1.lowerBound }
        var out: [ClosedRange<UInt32>] = []
        out.reserveCapacity(rs.count)
        for r in rs {
            if let last = out.last, r.lowerBound <= last.upperBound &+ 1, last.upperBound != UInt32.max {
                if r.upperBound > last.upperBound { out[out.count - 1] = last.lowerBound...r.upperBound }
            } else {
                out.append(r)
            }
        }
        return out
    }

    /// Binary search.
    static func contains(_ ranges: [ClosedRange<UInt32>], _ c: UInt32) -> Bool {
        rangeIndex(ranges, c) != nil
    }

    /// The index of the range holding `c`.
    @inline(__always) static func rangeIndex(_ ranges: [ClosedRange<UInt32>], _ c: UInt32) -> Int? {
        var lo = 0
        var hi = ranges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ranges[mid].upperBound < c { lo = mid + 1 } else { hi = mid }
        }
        return lo < ranges.count && ranges[lo].lowerBound <= c ? lo : nil
    }

    /// Whether every code point of `r` is covered.
    @inline(__always) static func containsAll(_ ranges: [ClosedRange<UInt32>], _ r: ClosedRange<UInt32>) -> Bool {
        guard let i = rangeIndex(ranges, r.lowerBound) else { return false }
        return ranges[i].upperBound >= r.upperBound
    }

    /// Mac Roman codes (a (1,0) subtable) to Unicode.
    static func macRomanToUnicode(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var b = Builder()
        var codes: [UInt32] = []
        for r in ranges where r.lowerBound <= 0xFF {
            for c in r.lowerBound...min(r.upperBound, 0xFF) { codes.append(MacRoman.toUnicode(UInt8(c))) }
        }
        codes.sort()
        for c in codes { b.add(c) }
        return b.finish()
    }

    /// Symbol fonts (3,0) map U+F000…F0FF; like Windows (and fontconfig), U+0000…00FF are also
    /// reported for the code points covered there.
    static func addSymbolAliases(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var extra: [ClosedRange<UInt32>] = []
        for r in ranges where r.upperBound >= 0xF000 && r.lowerBound <= 0xF0FF {
            extra.append((max(r.lowerBound, 0xF000) - 0xF000)...(min(r.upperBound, 0xF0FF) - 0xF000))
        }
        guard !extra.isEmpty else { return ranges }
        return normalize(ranges + extra, sorted: false)
    }
}
