/// Apple's tracking table: for each track (normal 0, tight -1, loose +1…), a tracking value in
/// font units at each of a list of point sizes. Only the horizontal data is read.
/// Spec: https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html
public struct TrakTable: Sendable, Hashable, Codable {
    /// One track: a tracking value per size of the table.
    public struct Track: Sendable, Hashable, Codable {
        /// The track value (Fixed): 0 normal, negative tighter, positive looser.
        public var track: Double
        /// The `name` table ID of the track's name.
        public var nameID: UInt16
        /// The track's name, resolved through the name table ("Normal", "Tight").
        public var name: String?
        /// The tracking at each of the table's sizes, in font units (FWord).
        public var values: [Int16]
    }

    /// The table version (1.0).
    public var version: Double
    /// The table format (0).
    public var format: UInt16
    /// The point sizes (Fixed), in the table's order.
    public var sizes: [Double]
    /// Every track of the horizontal data, in table order.
    public var tracks: [Track]

    /// The normal track (value 0), if any.
    public var normalTrack: Track? { tracks.first { $0.track == 0 } }

    /// The tracking of the normal track at `pointSize`, in font units: linear between the two
    /// sizes around it, and clamped at the ends (the first value below the smallest size, the
    /// last above the largest), as Apple's `trak` specification describes. `nil` without a
    /// normal track or when `pointSize` is not finite.
    public func normalTracking(atPointSize pointSize: Double) -> Double? {
        guard let t = normalTrack else { return nil }
        return TrakTable.interpolate(sizes: sizes, values: t.values, at: pointSize)
    }

    /// The tracking of the track whose value is `track` (e.g. -1 for tight), as
    /// ``normalTracking(atPointSize:)`` does it for the normal track.
    public func tracking(track: Double, atPointSize pointSize: Double) -> Double? {
        guard let t = tracks.first(where: { $0.track == track }) else { return nil }
        return TrakTable.interpolate(sizes: sizes, values: t.values, at: pointSize)
    }

    static func interpolate(sizes: [Double], values: [Int16], at p: Double) -> Double? {
        let n = min(sizes.count, values.count)
        guard n > 0, p.isFinite else { return nil }
        if p <= sizes[0] { return Double(values[0]) }
        if p >= sizes[n - 1] { return Double(values[n - 1]) }
        for i in 1..<n where p <= sizes[i] {
            let s0 = sizes[i - 1], s1 = sizes[i]
            let v0 = Double(values[i - 1]), v1 = Double(values[i])
            guard s1 > s0 else { return v1 }
            return v0 + (v1 - v0) * (p - s0) / (s1 - s0)
        }
        return Double(values[n - 1])
    }

    /// Counts are checked against the bytes present; sizes that do not strictly increase make
    /// the table malformed (interpolation would be meaningless).
    init(_ r: ByteReader, names: NameView?) throws(ParseError) {
        version = try r.fixed(0)
        format = try r.u16(4)
        guard version == 1, format == 0 else {
            throw .invalidFormat("trak: unknown version \(version) or format \(format)")
        }
        let horiz = Int(try r.u16(6))
        guard horiz != 0 else {
            sizes = []
            tracks = []
            return
        }
        let nTracks = Int(try r.u16(horiz))
        let nSizes = Int(try r.u16(horiz + 2))
        let sizeTable = Int(try r.u32(horiz + 4))
        guard nTracks <= r.available(recordsOf: 8, from: horiz + 8) else {
            throw .invalidFormat("trak: nTracks \(nTracks) does not fit in the table")
        }
        guard nSizes <= r.available(recordsOf: 4, from: sizeTable) else {
            throw .invalidFormat("trak: nSizes \(nSizes) does not fit in the table")
        }
        var sizes: [Double] = []
        sizes.reserveCapacity(nSizes)
        for i in 0..<nSizes {
            let s = try r.fixed(sizeTable + 4 * i)
            if let last = sizes.last, s <= last {
                throw .invalidFormat("trak: sizes do not increase (\(last) then \(s))")
            }
            sizes.append(s)
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(nTracks)
        for i in 0..<nTracks {
            let o = horiz + 8 + 8 * i
            let nameID = try r.u16(o + 4)
            let valuesOffset = Int(try r.u16(o + 6))
            try r.check(valuesOffset, 2 * nSizes)
            var values: [Int16] = []
            values.reserveCapacity(nSizes)
            for j in 0..<nSizes { values.append(try r.i16(valuesOffset + 2 * j)) }
            tracks.append(Track(track: try r.fixed(o), nameID: nameID, name: names?.string(nameID), values: values))
        }
        self.sizes = sizes
        self.tracks = tracks
    }
}
