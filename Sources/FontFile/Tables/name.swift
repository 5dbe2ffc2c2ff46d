/// The naming table: every record of every platform/encoding, decoded where the encoding is
/// one we decode (UTF-16BE for Unicode, Windows and ISO 10646; Mac Roman; ASCII; Latin-1).
/// Spec: https://learn.microsoft.com/typography/opentype/spec/name
public struct NameTable: Sendable, Hashable, Codable {
    /// One name record.
    public struct Record: Sendable, Hashable, Codable {
        /// The platform ID (0 Unicode, 1 Macintosh, 3 Windows).
        public var platformID: UInt16
        /// The platform-specific encoding ID.
        public var encodingID: UInt16
        /// The language ID (platform-specific; 0x8000 and above index `languageTags` in format 1).
        public var languageID: UInt16
        /// The name ID (1 family, 2 subfamily, 4 full name, 6 PostScript name, 16 typographic family, …).
        public var nameID: UInt16
        /// The BCP 47 tag of a format 1 language-tag record (languageID ≥ 0x8000).
        public var languageTag: String?
        /// The decoded string; `nil` for an encoding we do not decode (Windows Shift-JIS, Big5…,
        /// Mac Japanese…) or a string outside the table.
        public var value: String?
    }

    /// The table format (0, or 1 with language-tag records).
    public var format: UInt16
    /// Every name record, in the table's order.
    public var records: [Record]
    /// The format 1 language tags (BCP 47), in the table's order; empty for format 0.
    public var languageTags: [String]

    /// The best string for `nameID` (see ``NameView/score(platform:encoding:language:)``).
    public func string(_ nameID: UInt16) -> String? {
        var best: (score: Int, value: String)?
        for rec in records where rec.nameID == nameID {
            guard let v = rec.value, !v.isEmpty else { continue }
            let s = NameView.score(platform: rec.platformID, encoding: rec.encodingID, language: rec.languageID)
            if s > 0, s > (best?.score ?? 0) { best = (s, v) }
        }
        return best?.value
    }
}

/// A view over the name table bytes that decodes only the records asked for: the classifier
/// needs a handful of names, and decoding them all would dominate the time per face.
///
/// Lookups are bounded however the table is built: the best record per name ID is found in one
/// pass, each ID is decoded at most once (cached), and the bytes decoded in all are capped at
/// twice the table's size plus 64 KiB, so a font whose fvar instances or STAT values all name
/// the same long string costs no more than the table itself.
final class NameView {
    let r: ByteReader
    let format: UInt16
    let count: Int
    let storage: Int
    /// Whether `count` was cut to the records present.
    let truncated: Bool
    /// Best record index per name ID < 32 (-1: none), and per higher ID.
    ///
    /// The tables of IDs < 32 (this one, `lowSlot` and `lowCache`) are fixed-size tables stored
    /// inline in this object (``Fixed32``), not arrays: making the arrays looked up their generic
    /// metadata at run time, and each was an allocation of its own, on every face.
    private var bestLow: Fixed32<Int32>
    private let bestHigh: [UInt16: Int32]
    /// Looked-up strings of IDs < 32: `lowSlot[id]` is 0 until `id` is looked up, then 1 + the
    /// slot of `lowCache` holding its string ("" for none: a lookup never gives an empty
    /// string). A face looks up about eight such IDs (the six the classifier reads, the STAT
    /// elided name…), so eight slots, not 32: each slot is released with the object. IDs looked
    /// up once the slots are taken, and higher IDs, are cached in `cache`.
    private var lowSlot = Fixed32<UInt8>(repeating: 0)
    private var lowCache = FixedStrings8()
    private var lowUsed = 0
    private var cache: [UInt16: String?] = [:]
    private var budget: Int
    /// Whether a lookup was refused because the decoding budget was spent.
    private(set) var overBudget = false

    init(_ r: ByteReader) throws(ParseError) {
        self.r = r
        format = try r.u16(0)
        guard format <= 1 else { throw .invalidFormat("unknown name table format \(format)") }
        let declared = Int(try r.u16(2))
        storage = Int(try r.u16(4))
        // Font bug tolerated: a count larger than the records present; the records that fit are
        // read.
        let fit = r.available(recordsOf: 12, from: 6)
        count = min(declared, fit)
        truncated = declared > fit
        budget = 2 * r.count + 65536
        var best = Fixed32<Int32>(repeating: -1)
        var bestScore = Fixed32<UInt8>(repeating: 0)
        var high: [UInt16: (score: Int, index: Int32)] = [:]
        // The records counted are in the table (`fit`): the reads below cannot fail.
        for i in 0..<count {
            let o = 6 + 12 * i
            let id = try r.u16(o + 6)
            guard try r.u16(o + 8) > 0 else { continue }  // empty strings are never the best
            let s = NameView.score(platform: try r.u16(o), encoding: try r.u16(o + 2), language: try r.u16(o + 4))
            guard s > 0 else { continue }
            if id < 32 {
                if s > Int(bestScore[Int(id)]) {
                    bestScore[Int(id)] = UInt8(s)
                    best[Int(id)] = Int32(i)
                }
            } else if s > (high[id]?.score ?? 0) {
                high[id] = (s, Int32(i))
            }
        }
        bestHigh = high.isEmpty ? [:] : high.mapValues(\.index)
        bestLow = best
    }

    /// How much a record's platform/encoding/language is preferred (0: not decodable). Windows
    /// US English first, as fontconfig and FreeType prefer, then any English, Unicode platform,
    /// Mac Roman English, then other languages.
    static func score(platform: UInt16, encoding: UInt16, language: UInt16) -> Int {
        switch (platform, encoding) {
        case (3, 1), (3, 10):
            if language == 0x0409 { return 100 }
            return language & 0x3FF == 0x09 ? 90 : 60
        case (0, _): return 80
        case (3, 0): return language == 0x0409 ? 75 : 55
        case (1, 0): return language == 0 ? 70 : 40
        case (2, 0), (2, 1), (2, 2): return 50
        default: return 0
        }
    }

    /// Decodes record `i`; `nil` when its encoding is not decoded or its string is outside the
    /// table (tolerated: that one record is skipped).
    func decode(_ i: Int) -> String? {
        let o = 6 + 12 * i
        guard let platform = try? r.u16(o), let encoding = try? r.u16(o + 2),
              let length = try? r.u16(o + 8), let off = try? r.u16(o + 10),
              let s = try? r.slice(storage + Int(off), Int(length))
        else { return nil }
        guard budget >= s.count else {
            overBudget = true
            return nil
        }
        budget -= s.count
        return NameView.decode(s, platform: platform, encoding: encoding)
    }

    static func decode(_ s: ByteReader, platform: UInt16, encoding: UInt16) -> String? {
        switch (platform, encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10), (2, 1): return TextDecoding.utf16BE(s, trim: true)
        case (1, 0): return TextDecoding.macRoman(s, trim: true)
        case (2, 0): return tidy(TextDecoding.ascii(s))
        case (2, 2): return tidy(TextDecoding.latin1(s))
        default: return nil
        }
    }

    /// Font bug tolerated: names padded with spaces, NULs or line ends (trimmed, as fontconfig
    /// trims them).
    static func tidy(_ s: String) -> String {
        let junk: (Character) -> Bool = { $0 == " " || $0 == "\0" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = s.firstIndex(where: { !junk($0) }) else { return "" }
        let last = s.lastIndex(where: { !junk($0) }) ?? first
        return String(s[first...last])
    }

    /// The best string for `id`, or `nil`.
    func string(_ id: UInt16) -> String? {
        if id < 32 {
            let slot = Int(lowSlot[Int(id)])
            if slot > 0 {
                let cached = lowCache[slot - 1]
                return cached.isEmpty ? nil : cached
            }
            if lowUsed < FixedStrings8.count {
                let value = lookup(id)
                lowCache[lowUsed] = value ?? ""
                lowUsed += 1
                lowSlot[Int(id)] = UInt8(lowUsed)
                return value
            }
        }
        if let cached = cache[id] { return cached }
        let value = lookup(id)
        cache[id] = value
        return value
    }

    private func lookup(_ id: UInt16) -> String? {
        guard id < 32 else {
            guard let i = bestHigh[id], let v = decode(Int(i)), !v.isEmpty else { return nil }
            return v
        }
        let i = Int(bestLow[Int(id)])
        guard i >= 0 else { return nil }
        if let v = decode(i), !v.isEmpty { return v }
        // The best record decoded to nothing (all padding, or an undecodable encoding): search
        // the others. At most 32 IDs can get here, each once (cached).
        var best: (score: Int, value: String)?
        for j in 0..<count where j != i {
            let o = 6 + 12 * j
            guard let nid = try? r.u16(o + 6), nid == id,
                  let p = try? r.u16(o), let e = try? r.u16(o + 2), let l = try? r.u16(o + 4)
            else { continue }
            let s = NameView.score(platform: p, encoding: e, language: l)
            guard s > (best?.score ?? 0), let v = decode(j), !v.isEmpty else { continue }
            best = (s, v)
        }
        return best?.value
    }

    /// Every record, decoded, for the full table dump. The decoded bytes are capped at twice
    /// the table's size plus 64 KiB, so records that all point at the same long string cannot
    /// make us allocate without bound; records past the cap keep a `nil` value.
    func table(warnings: inout [String]) -> NameTable {
        var records: [NameTable.Record] = []
        records.reserveCapacity(count)
        var dumpBudget = 2 * r.count + 65536
        var overBudgetDump = false
        var tags: [String] = []
        if format == 1, let n = try? r.u16(6 + 12 * count) {
            let base = 6 + 12 * count + 2
            let fit = min(Int(n), r.available(recordsOf: 4, from: base))
            for j in 0..<fit {
                guard let len = try? r.u16(base + 4 * j), let off = try? r.u16(base + 4 * j + 2),
                      let s = try? r.slice(storage + Int(off), Int(len)), dumpBudget >= s.count
                else { tags.append(""); continue }
                dumpBudget -= s.count
                tags.append(TextDecoding.utf16BE(s))
            }
        }
        for i in 0..<count {
            let o = 6 + 12 * i
            guard let p = try? r.u16(o), let e = try? r.u16(o + 2), let l = try? r.u16(o + 4),
                  let nid = try? r.u16(o + 6), let len = try? r.u16(o + 8)
            else { continue }
            var value: String?
            if dumpBudget >= Int(len) {
                if let off = try? r.u16(o + 10), let sl = try? r.slice(storage + Int(off), Int(len)) {
                    value = NameView.decode(sl, platform: p, encoding: e)
                    dumpBudget -= Int(len)
                }
            } else {
                overBudgetDump = true
            }
            var langTag: String?
            if l >= 0x8000, Int(l - 0x8000) < tags.count { langTag = tags[Int(l - 0x8000)] }
            records.append(NameTable.Record(platformID: p, encodingID: e, languageID: l,
                                            nameID: nid, languageTag: langTag, value: value))
        }
        if truncated { warnings.append("name: count is larger than the records present; the records that fit were read") }
        if overBudgetDump { warnings.append("name: strings past the decoding dumpBudget were left undecoded") }
        return NameTable(format: format, records: records, languageTags: tags)
    }
}
