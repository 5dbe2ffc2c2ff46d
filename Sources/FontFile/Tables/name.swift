/// The naming table: every record of every platform/encoding, decoded where the encoding is
/// one we decode (UTF-16BE for Unicode, Windows and ISO 10646; Mac Roman; ASCII; Latin-1).
/// Spec: https://learn.microsoft.com/typography/opentype/spec/name
public struct NameTable: Sendable, Hashable, Codable {
    public struct Record: Sendable, Hashable, Codable {
        public var platformID: UInt16
        public var encodingID: UInt16
        public var languageID: UInt16
        public var nameID: UInt16
        /// The BCP 47 tag of a format 1 language-tag record (languageID ≥ 0x8000).
        public var languageTag: String?
        /// The decoded string; `nil` for an encoding we do not decode (Windows Shift-JIS, Big5…,
        /// Mac Japanese…) or a string outside the table.
        public var value: String?
    }

    public var format: UInt16
    public var records: [Record]
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
struct NameView {
    let r: ByteReader
    let format: UInt16
    let count: Int
    let storage: Int
    /// Whether `count` was cut to the records present.
    let truncated: Bool
    /// Best record index per name ID < 32 (-1: none), found in one pass.
    private var bestLow: [Int32]

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
        var best = [Int32](repeating: -1, count: 32)
        var bestScore = [Int](repeating: 0, count: 32)
        for i in 0..<count {
            let o = 6 + 12 * i
            let id = Int(try r.u16(o + 6))
            guard id < 32 else { continue }
            let s = NameView.score(platform: try r.u16(o), encoding: try r.u16(o + 2), language: try r.u16(o + 4))
            if s > bestScore[id], try r.u16(o + 8) > 0 {
                bestScore[id] = s
                best[id] = Int32(i)
            }
        }
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
        return NameView.decode(s, platform: platform, encoding: encoding)
    }

    static func decode(_ s: ByteReader, platform: UInt16, encoding: UInt16) -> String? {
        switch (platform, encoding) {
        case (0, _), (3, 0), (3, 1), (3, 10), (2, 1): return tidy(TextDecoding.utf16BE(s))
        case (1, 0): return tidy(TextDecoding.macRoman(s))
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
            let i = Int(bestLow[Int(id)])
            if i >= 0, let v = decode(i), !v.isEmpty { return v }
            if i < 0 { return nil }
            // The best record did not decode to anything: fall back to a full search.
        }
        var best: (score: Int, value: String)?
        for i in 0..<count {
            let o = 6 + 12 * i
            guard let nid = try? r.u16(o + 6), nid == id,
                  let p = try? r.u16(o), let e = try? r.u16(o + 2), let l = try? r.u16(o + 4)
            else { continue }
            let s = NameView.score(platform: p, encoding: e, language: l)
            guard s > (best?.score ?? 0), let v = decode(i), !v.isEmpty else { continue }
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
        var budget = 2 * r.count + 65536
        var overBudget = false
        var tags: [String] = []
        if format == 1, let n = try? r.u16(6 + 12 * count) {
            let base = 6 + 12 * count + 2
            let fit = min(Int(n), r.available(recordsOf: 4, from: base))
            for j in 0..<fit {
                guard let len = try? r.u16(base + 4 * j), let off = try? r.u16(base + 4 * j + 2),
                      let s = try? r.slice(storage + Int(off), Int(len)), budget >= s.count
                else { tags.append(""); continue }
                budget -= s.count
                tags.append(TextDecoding.utf16BE(s))
            }
        }
        for i in 0..<count {
            let o = 6 + 12 * i
            guard let p = try? r.u16(o), let e = try? r.u16(o + 2), let l = try? r.u16(o + 4),
                  let nid = try? r.u16(o + 6), let len = try? r.u16(o + 8)
            else { continue }
            var value: String?
            if budget >= Int(len) {
                value = decode(i)
                if value != nil { budget -= Int(len) }
            } else {
                overBudget = true
            }
            var langTag: String?
            if l >= 0x8000, Int(l - 0x8000) < tags.count { langTag = tags[Int(l - 0x8000)] }
            records.append(NameTable.Record(platformID: p, encodingID: e, languageID: l,
                                            nameID: nid, languageTag: langTag, value: value))
        }
        if truncated { warnings.append("name: count is larger than the records present; the records that fit were read") }
        if overBudget { warnings.append("name: strings past the decoding budget were left undecoded") }
        return NameTable(format: format, records: records, languageTags: tags)
    }
}
