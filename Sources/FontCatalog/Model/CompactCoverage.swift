/// A face's covered code points in the form the cache stores: sorted, disjoint ranges written as
/// LEB128 varints — the gap from the previous range's end, then the length — so that a face of a
/// few hundred ranges takes a few hundred bytes. Decoding is bounded and never traps: bytes that
/// do not decode (a damaged cache) give the ranges read up to there.
public struct CompactCoverage: Sendable, Hashable {
    /// The encoded bytes.
    public let bytes: [UInt8]

    /// A coverage from bytes already encoded (as the cache stores them).
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Encodes sorted, merged ranges (as FontFile gives them); unsorted or overlapping input is
    /// normalized first.
    public init(_ ranges: [ClosedRange<UInt32>]) {
        // Usually already normal (FontFile's ranges are): encoded in the pass that checks it,
        // and normalized first only when it is not.
        bytes = CompactCoverage.encode(ranges, ifNormal: true)
            ?? CompactCoverage.encode(CompactCoverage.normalized(ranges), ifNormal: false) ?? []
    }

    /// The encoding of sorted, disjoint ranges within Unicode. With `ifNormal`, `nil` as soon as
    /// a range is out of order, overlaps the previous one or goes past U+10FFFF (the ranges
    /// ``normalized(_:)`` would change); without, the ranges are encoded as they are.
    static func encode(_ ranges: [ClosedRange<UInt32>], ifNormal: Bool) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(ranges.count * 3)
        var next: UInt32 = 0  // the first code point after the previous range
        for r in ranges {
            if ifNormal, r.upperBound > 0x10FFFF || r.lowerBound < next { return nil }
            CompactCoverage.putVarint(&out, r.lowerBound &- next)
            CompactCoverage.putVarint(&out, r.upperBound - r.lowerBound)
            next = r.upperBound &+ 1
        }
        return out
    }

    /// The decoded ranges.
    public var ranges: [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        var i = 0
        var next: UInt64 = 0
        while i < bytes.count {
            guard let gap = CompactCoverage.varint(bytes, &i), let len = CompactCoverage.varint(bytes, &i) else { break }
            let lo = next + gap
            let hi = lo + len
            guard hi <= 0x10FFFF else { break }
            out.append(UInt32(lo)...UInt32(hi))
            next = hi + 1
        }
        return out
    }

    /// How many code points are covered.
    public var count: Int { ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } }

    /// Whether `codePoint` is covered: the bytes decoded up to the range that reaches it, without
    /// making the list of ranges. Font fallback asks this of many faces for every character; making
    /// the list each time was most of the time an attributed string took to lay out.
    public func contains(_ codePoint: UInt32) -> Bool {
        bytes.withUnsafeBytes { CompactCoverage.contains(encoded: $0, codePoint) }
    }

    /// Binary search in sorted, disjoint ranges.
    public static func contains(_ ranges: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
        var lo = 0, hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) >> 1
            let r = ranges[mid]
            if v < r.lowerBound { hi = mid - 1 } else if v > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    /// Whether the encoded ranges `b` contain `v`: decoded up to the range that reaches `v`,
    /// without making the list of ranges (the catalog's snapshot asks this of mapped bytes).
    static func contains(encoded b: UnsafeRawBufferPointer, _ v: UInt32) -> Bool {
        var i = 0
        var next: UInt64 = 0
        while i < b.count {
            guard let gap = varint(b, &i), let len = varint(b, &i) else { return false }
            let lo = next + gap, hi = lo + len
            guard hi <= 0x10FFFF, UInt64(v) >= lo else { return false }
            if UInt64(v) <= hi { return true }
            next = hi + 1
        }
        return false
    }

    static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        // Usually already normal (FontFile's ranges are): returned as they are, without a copy.
        var ordered = true
        for i in ranges.indices where ranges[i].upperBound > 0x10FFFF || (i > 0 && ranges[i].lowerBound <= ranges[i - 1].upperBound) {
            ordered = false
            break
        }
        if ordered { return ranges }
        var isNormal = true
        for i in ranges.indices.dropFirst() where ranges[i].lowerBound <= ranges[i - 1].upperBound {
            isNormal = false
            break
        }
        let clamped = ranges.filter { $0.lowerBound <= 0x10FFFF }.map { $0.lowerBound...min($0.upperBound, 0x10FFFF) }
        if isNormal, clamped.count == ranges.count { return clamped }
        var out: [ClosedRange<UInt32>] = []
        for r in clamped.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, r.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }

    static func putVarint(_ out: inout [UInt8], _ value: UInt32) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    static func varint<Bytes: RandomAccessCollection>(_ b: Bytes, _ i: inout Int) -> UInt64?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var v: UInt64 = 0
        var shift: UInt64 = 0
        while i < b.count, shift <= 28 {
            let byte = b[i]
            i += 1
            v |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return v }
            shift += 7
        }
        return nil
    }
}
