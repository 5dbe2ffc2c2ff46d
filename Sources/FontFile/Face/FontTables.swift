/// Every table this reader parses, for one face: the dump behind `typography fonts info`, and
/// the input of the classification (``FaceInfo``).
///
/// Required tables — `head`, `hhea`, `maxp`, `name`, `cmap` — are not optional here: a missing
/// one is ``FontFileError/Kind/tableMissing(_:)`` and a malformed one an error naming its tag.
/// `OS/2` and `post` are optional: old Mac TrueType fonts lack them (then weight, width and
/// slant come from the names and `head.macStyle`). Every other table is optional, and a
/// malformed optional table is treated as absent with a line in ``warnings``.
public struct FontTables: Sendable, Hashable, Codable {
    /// The file's container format.
    public var format: FontFormat
    /// The face's index in its file (0 unless a collection).
    public var faceIndex: Int
    /// How many faces the file holds.
    public var faceCount: Int
    /// The table directory, in file order.
    public var directory: [TableRecord]
    /// The font header (`head`).
    public var head: HeadTable
    /// The horizontal header (`hhea`).
    public var hhea: HheaTable
    /// The maximum profile (`maxp`).
    public var maxp: MaxpTable
    /// The OS/2 and Windows metrics (`OS/2`), when present and well-formed.
    public var os2: OS2Table?
    /// Every name record, decoded; `nil` unless the tables were read in full.
    public var name: NameTable?
    /// The PostScript table (`post`), when present and well-formed.
    public var post: PostTable?
    /// The horizontal metrics summary (`hmtx`), when present and well-formed.
    public var hmtx: HmtxTable?
    /// The character to glyph mapping (`cmap`).
    public var cmap: CmapTable
    /// The font variations (`fvar`), when present and well-formed.
    public var fvar: FvarTable?
    /// The style attributes (`STAT`), when present and well-formed.
    public var stat: STATTable?
    /// Apple's tracking table (`trak`), when present and well-formed.
    public var trak: TrakTable?
    /// The script and feature lists of the glyph substitution table (`GSUB`), when present and well-formed.
    public var gsub: LayoutFeatureList?
    /// The script and feature lists of the glyph positioning table (`GPOS`), when present and well-formed.
    public var gpos: LayoutFeatureList?
    /// Tolerated font bugs and optional tables treated as absent, one line each.
    public var warnings: [String]

    enum CodingKeys: String, CodingKey {
        case format, faceIndex, faceCount, directory, head, hhea, maxp
        case os2 = "OS/2"
        case name, post, hmtx, cmap, fvar
        case stat = "STAT"
        case trak
        case gsub = "GSUB"
        case gpos = "GPOS"
        case warnings
    }
}

/// Parses the tables of one face inside a `withUnsafeBytes` scope.
struct FaceParser {
    let file: ByteReader
    let directory: TableDirectory
    let path: String?
    var warnings: [String] = []

    init(file: ByteReader, faceOffset: Int, path: String?) throws(FontFileError) {
        self.file = file
        self.path = path
        do {
            directory = try TableDirectory(file, at: faceOffset)
        } catch .outOfBounds {
            throw FontFileError(.outOfBounds, path: path,
                                reason: "table directory at offset \(faceOffset) runs past the end of the file (\(file.count) bytes)")
        } catch {
            throw FontFileError.from(error, path: path, table: nil)
        }
    }

    /// The bytes of a required table, or an error naming it.
    func required(_ tag: OpenTypeTag) throws(FontFileError) -> ByteReader {
        guard let rec = directory.record(tag) else {
            throw FontFileError.from(.tableMissing(tag), path: path, table: tag)
        }
        do {
            return try file.slice(Int(rec.offset), Int(rec.length))
        } catch {
            throw pastTheEnd(rec)
        }
    }

    /// The error for a table whose record runs past the end of the file.
    func pastTheEnd(_ rec: TableRecord) -> FontFileError {
        FontFileError(.outOfBounds, path: path, table: rec.tag,
                      reason: "table (offset \(rec.offset), length \(rec.length)) extends past the end of the file (\(file.count) bytes)")
    }

    /// The bytes of an optional table; `nil` (with a warning) when it lies outside the file.
    mutating func optional(_ tag: OpenTypeTag) -> ByteReader? {
        guard let rec = directory.record(tag) else { return nil }
        guard let r = try? file.slice(Int(rec.offset), Int(rec.length)) else {
            warnings.append("\(tag): table extends past the end of the file; treated as absent")
            return nil
        }
        return r
    }

    /// Runs `body` on a required table, turning its failure into an error naming the table.
    func parseRequired<T>(_ tag: OpenTypeTag, _ body: (ByteReader) throws(ParseError) -> T) throws(FontFileError) -> T {
        let r = try required(tag)
        do { return try body(r) } catch { throw FontFileError.from(error, path: path, table: tag) }
    }

    /// Runs `body` on an optional table; a failure makes it absent, with a warning.
    mutating func parseOptional<T>(_ tag: OpenTypeTag, _ body: (ByteReader, inout [String]) throws(ParseError) -> T) -> T? {
        guard let r = optional(tag) else { return nil }
        do {
            return try body(r, &warnings)
        } catch {
            let why: String
            switch error {
            case .outOfBounds: why = "out of bounds"
            case .invalidFormat(let s): why = s
            case .tableMissing(let t): why = "needs missing table \(t)"
            }
            warnings.append("\(tag): malformed (\(why)); treated as absent")
            return nil
        }
    }

    /// Which of the tables that hold the glyphs `tag` is (a bit of its own), or 0: `glyf`,
    /// `loca`, `CFF `, `CFF2`, and the bitmap and colour tables that stand in for outlines
    /// (`CBDT`, `CBLC`, `EBDT`, `EBLC`, `sbix`).
    @inline(__always)
    static func glyphTableBit(_ tag: OpenTypeTag) -> UInt16 {
        glyphTables.first { $0.tag == tag }?.bit ?? 0
    }

    /// Built once: a `switch` over tag literals builds each literal's tag on every call, for
    /// every record of the directory.
    private static let glyphTables: [(tag: OpenTypeTag, bit: UInt16)] = [
        ("glyf", 1), ("loca", 2), ("CFF ", 4), ("CFF2", 8), ("CBDT", 16), ("CBLC", 32),
        ("EBDT", 64), ("EBLC", 128), ("sbix", 256),
    ]

    /// A face whose glyphs cannot be drawn is an error naming the table, though the classifier
    /// never reads the glyphs: a glyph table that runs past the end of the file (a truncated
    /// download: FreeType then refuses the face), and a face of CFF outlines (`OTTO`) without
    /// its `CFF ` or `CFF2` table. One pass over the directory.
    func checkGlyphTables() throws(FontFileError) {
        var seen: UInt16 = 0
        for rec in directory.records {
            let bit = FaceParser.glyphTableBit(rec.tag)
            // Only the first record of a tag counts, as in `TableDirectory.record`.
            guard bit != 0, seen & bit == 0 else { continue }
            seen |= bit
            guard (try? file.slice(Int(rec.offset), Int(rec.length))) != nil else { throw pastTheEnd(rec) }
        }
        if directory.sfntVersion == 0x4F54_544F, seen & (4 | 8) == 0 {
            throw FontFileError(.tableMissing("CFF "), path: path, table: "CFF ",
                                reason: "an OpenType font with CFF outlines ('OTTO') has neither a 'CFF ' nor a 'CFF2' table")
        }
    }

    /// Parses every table. With `full`, the name table is decoded in full and hmtx is read to
    /// its end (min/max advances); without, only what the classification needs. Without
    /// `layout`, GSUB and GPOS are not parsed (`gsub` and `gpos` are `nil`).
    mutating func tables(format: FontFormat, faceIndex: Int, faceCount: Int, full: Bool, layout: Bool = true)
        throws(FontFileError) -> (FontTables, NameView)
    {
        let head = try parseRequired("head") { r throws(ParseError) in try HeadTable(r) }
        try checkGlyphTables()
        let hhea = try parseRequired("hhea") { r throws(ParseError) in try HheaTable(r) }
        let maxp = try parseRequired("maxp") { r throws(ParseError) in try MaxpTable(r) }
        let names = try parseRequired("name") { r throws(ParseError) in try NameView(r) }
        // The classification's names first, so the lookups of fvar, STAT and trak can never
        // spend the decoding budget before them.
        for id: UInt16 in [1, 2, 4, 6, 16, 17] { _ = names.string(id) }
        let numGlyphs = Int(maxp.numGlyphs)
        let cmap = try parseRequired("cmap") { r throws(ParseError) in
            var w: [String] = []
            let t = try CmapTable(r, numGlyphs: numGlyphs, keepSubtables: full, warnings: &w)
            return (t, w)
        }
        warnings += cmap.1
        // Without `full` the tables are only classified: OS/2's arrays (range bits, PANOSE) and
        // cmap's subtable list are not built (the classification reads the three PANOSE bytes it
        // needs in place, and neither of the rest).
        let os2 = parseOptional("OS/2") { r, w throws(ParseError) in
            let t = try OS2Table(r, arrays: full)
            if OS2Table.isShort(version: t.version, length: r.count) {
                w.append("OS/2: version \(t.version) table is shorter than its version needs; missing fields are absent")
            }
            return t
        }
        let post = parseOptional("post") { r, _ throws(ParseError) in try PostTable(r) }
        let hmtx = parseOptional("hmtx") { r, _ throws(ParseError) in
            try HmtxTable(r, numberOfHMetrics: Int(hhea.numberOfHMetrics), numGlyphs: numGlyphs, full: full)
        }
        let fvar = parseOptional("fvar") { r, _ throws(ParseError) in try FvarTable(r, names: names) }
        let stat = parseOptional("STAT") { r, w throws(ParseError) in try STATTable(r, names: names, warnings: &w) }
        let trak = parseOptional("trak") { r, _ throws(ParseError) in try TrakTable(r, names: names) }
        var gsub: LayoutFeatureList?
        var gpos: LayoutFeatureList?
        if layout {
            gsub = parseOptional("GSUB") { r, w throws(ParseError) in try LayoutFeatureList(r, tableName: "GSUB", warnings: &w) }
            gpos = parseOptional("GPOS") { r, w throws(ParseError) in try GPOS.featureList(r, warnings: &w) }
        }
        if names.overBudget {
            warnings.append("name: names past the decoding budget were left out")
        }
        var nameTable: NameTable?
        if full { nameTable = names.table(warnings: &warnings) } else if names.truncated {
            warnings.append("name: count is larger than the records present; the records that fit were read")
        }
        let t = FontTables(format: format, faceIndex: faceIndex, faceCount: faceCount,
                           directory: directory.records, head: head, hhea: hhea, maxp: maxp, os2: os2,
                           name: nameTable, post: post, hmtx: hmtx, cmap: cmap.0, fvar: fvar, stat: stat,
                           trak: trak, gsub: gsub, gpos: gpos, warnings: warnings)
        return (t, names)
    }
}
