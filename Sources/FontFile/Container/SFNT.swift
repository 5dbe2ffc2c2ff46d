/// The sfnt container: the table directory of one face, and the `ttcf` collection header.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/otff
///
/// Tolerated, as FreeType and fontTools do: wrong table checksums (never verified), tables that
/// overlap (legal, and harmless to a reader), and a table directory that is not sorted by tag
/// (looked up linearly). A duplicated tag: the first record wins.

/// One record of the table directory.
public struct TableRecord: Sendable, Hashable, Codable {
    /// The table tag.
    public let tag: OpenTypeTag
    /// The table checksum as recorded (never verified).
    public let checksum: UInt32
    /// The table's offset from the start of the file, in bytes.
    public let offset: UInt32
    /// The table's length, in bytes.
    public let length: UInt32
}

/// The table directory of one face.
struct TableDirectory {
    let sfntVersion: UInt32
    let records: [TableRecord]

    /// Parses the directory at `offset` (0 for a single font, the collection's offset otherwise).
    /// A `numTables` whose records do not fit in the file is an error: the directory itself is
    /// the one structure we cannot do without.
    init(_ r: ByteReader, at offset: Int) throws(ParseError) {
        sfntVersion = try r.u32(offset)
        switch sfntVersion {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break
        default:
            throw .invalidFormat("face has no sfnt header (version \(hex32(sfntVersion)))")
        }
        let numTables = Int(try r.u16(offset + 4))
        let fit = r.available(recordsOf: 16, from: offset + 12)
        guard numTables <= fit else {
            throw .invalidFormat(
                "table directory: numTables is \(numTables) but only \(fit) records fit in the file")
        }
        var recs: [TableRecord] = []
        recs.reserveCapacity(numTables)
        for i in 0..<numTables {
            let o = offset + 12 + 16 * i
            recs.append(TableRecord(tag: try r.tag(o), checksum: try r.u32(o + 4),
                                    offset: try r.u32(o + 8), length: try r.u32(o + 12)))
        }
        records = recs
    }

    func record(_ tag: OpenTypeTag) -> TableRecord? {
        for rec in records where rec.tag == tag { return rec }
        return nil
    }
}

/// The offsets of the faces of a `ttcf` collection.
func collectionOffsets(_ r: ByteReader) throws(ParseError) -> [Int] {
    let major = try r.u16(4)
    // Versions 1 and 2 share the offset table; a later major version may not.
    guard major == 1 || major == 2 else { throw .invalidFormat("ttcf: unknown version \(major)") }
    let numFonts = Int(try r.u32(8))
    let fit = r.available(recordsOf: 4, from: 12)
    guard numFonts <= fit else {
        throw .invalidFormat("ttcf: numFonts is \(numFonts) but only \(fit) offsets fit in the file")
    }
    guard numFonts > 0 else { throw .invalidFormat("ttcf: the collection has no fonts") }
    var offsets: [Int] = []
    offsets.reserveCapacity(numFonts)
    for i in 0..<numFonts { offsets.append(Int(try r.u32(12 + 4 * i))) }
    return offsets
}

func hex32(_ v: UInt32) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 8 - s.count)) + s
}
