/// Decoders for the encodings of `name` table strings. Every decoder is total: malformed input
/// is replaced (U+FFFD), never trapped on, and its output is bounded by its input's length.
enum TextDecoding {
    /// UTF-16BE. Unpaired surrogates and an odd trailing byte become U+FFFD (the standard
    /// library's UTF-16 decoding repairs them). With `trim`, leading and trailing spaces, NULs
    /// and line ends are dropped first.
    static func utf16BE(_ r: ByteReader, trim: Bool = false) -> String {
        let n = r.count / 2
        // ASCII (nearly every name): each code unit is one byte, written straight into a string
        // of the exact length, so that a name of up to 15 bytes is a small string (no allocation)
        // and there is no transcoding pass. Code units 0..<n are in bounds: n is count / 2.
        var lo = 0
        var hi = n
        if trim {
            while lo < hi, isJunk(r.u16InBounds(2 * lo)) { lo += 1 }
            while hi > lo, isJunk(r.u16InBounds(2 * (hi - 1))) { hi -= 1 }
        }
        let oddTail = r.count % 2 == 1 && !(trim && hi == lo)
        if !oddTail, (lo..<hi).allSatisfy({ r.u16InBounds(2 * $0) < 0x80 }) {
            return String(unsafeUninitializedCapacity: hi - lo) { out in
                for i in lo..<hi { out[i - lo] = UInt8(truncatingIfNeeded: r.u16InBounds(2 * i)) }
                return hi - lo
            }
        }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(n, 1)) { buf in
            var count = 0
            for i in 0..<n {
                // i < count / 2: in bounds; the reader checks it all the same.
                guard let u = try? r.u16(2 * i) else { break }
                buf[count] = u
                count += 1
            }
            var lo = 0
            var hi = count
            if trim {
                while lo < hi, isJunk(buf[lo]) { lo += 1 }
                while hi > lo, isJunk(buf[hi - 1]) { hi -= 1 }
            }
            // Font bug tolerated: an odd byte count (a truncated last code unit) is replaced.
            let odd = r.count % 2 == 1 && !(trim && hi == lo)
            return utf8String(UnsafeBufferPointer(rebasing: buf[lo..<hi]), appendingReplacement: odd)
        }
    }

    @inline(__always) static func isJunk(_ u: UInt16) -> Bool { u == 0x20 || u == 0 || u == 0x0D || u == 0x0A }

    /// Mac OS Roman, the encoding of Macintosh-platform (1, 0) names.
    static func macRoman(_ r: ByteReader, trim: Bool = false) -> String {
        let n = r.count
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(n, 1)) { buf in
            var count = 0
            for i in 0..<n {
                guard let b = try? r.u8(i) else { break }
                buf[count] = UInt16(MacRoman.toUnicode(b))
                count += 1
            }
            var lo = 0
            var hi = count
            if trim {
                while lo < hi, isJunk(buf[lo]) { lo += 1 }
                while hi > lo, isJunk(buf[hi - 1]) { hi -= 1 }
            }
            return utf8String(UnsafeBufferPointer(rebasing: buf[lo..<hi]), appendingReplacement: false)
        }
    }

    /// UTF-16 code units to a String, transcoded by hand into UTF-8 (the standard library's
    /// UTF-16 decoding with repair is several times slower). Unpaired surrogates become U+FFFD.
    static func utf8String(_ u: UnsafeBufferPointer<UInt16>, appendingReplacement: Bool) -> String {
        let capacity = 3 * u.count + 3
        return String(unsafeUninitializedCapacity: capacity) { out in
            var o = 0
            func put(_ v: UInt32) {
                switch v {
                case 0..<0x80:
                    out[o] = UInt8(v); o += 1
                case 0x80..<0x800:
                    out[o] = UInt8(0xC0 | (v >> 6)); out[o + 1] = UInt8(0x80 | (v & 0x3F)); o += 2
                case 0x800..<0x10000:
                    out[o] = UInt8(0xE0 | (v >> 12)); out[o + 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
                    out[o + 2] = UInt8(0x80 | (v & 0x3F)); o += 3
                default:
                    out[o] = UInt8(0xF0 | (v >> 18)); out[o + 1] = UInt8(0x80 | ((v >> 12) & 0x3F))
                    out[o + 2] = UInt8(0x80 | ((v >> 6) & 0x3F)); out[o + 3] = UInt8(0x80 | (v & 0x3F)); o += 4
                }
            }
            var i = 0
            while i < u.count {
                let c = u[i]
                i += 1
                if c < 0xD800 || c >= 0xE000 {
                    put(UInt32(c))
                } else if c < 0xDC00, i < u.count, u[i] >= 0xDC00, u[i] < 0xE000 {
                    put(0x10000 + ((UInt32(c) - 0xD800) << 10) + (UInt32(u[i]) - 0xDC00))
                    i += 1
                } else {
                    put(0xFFFD)  // a lone surrogate
                }
            }
            if appendingReplacement { put(0xFFFD) }
            return o
        }
    }

    /// 7-bit ASCII (ISO platform, encoding 0); bytes ≥ 0x80 become U+FFFD.
    static func ascii(_ r: ByteReader) -> String {
        var s = String.UnicodeScalarView()
        for b in r.bytes { s.append(b < 0x80 ? Unicode.Scalar(b) : "\u{FFFD}") }
        return String(s)
    }

    /// ISO 8859-1 (ISO platform, encoding 2).
    static func latin1(_ r: ByteReader) -> String {
        var s = String.UnicodeScalarView()
        for b in r.bytes { s.append(Unicode.Scalar(b)) }
        return String(s)
    }
}

/// The Mac OS Roman character set (Apple's ROMAN.TXT mapping), used for Macintosh-platform names
/// and for format 0/6 `cmap` subtables on platform 1, encoding 0.
enum MacRoman {
    @inline(__always) static func toUnicode(_ b: UInt8) -> UInt32 {
        b < 0x80 ? UInt32(b) : UInt32(high[Int(b) - 0x80])
    }

    /// 0x80…0xFF.
    static let high: [UInt16] = [
        0x00C4, 0x00C5, 0x00C7, 0x00C9, 0x00D1, 0x00D6, 0x00DC, 0x00E1,
        0x00E0, 0x00E2, 0x00E4, 0x00E3, 0x00E5, 0x00E7, 0x00E9, 0x00E8,
        0x00EA, 0x00EB, 0x00ED, 0x00EC, 0x00EE, 0x00EF, 0x00F1, 0x00F3,
        0x00F2, 0x00F4, 0x00F6, 0x00F5, 0x00FA, 0x00F9, 0x00FB, 0x00FC,
        0x2020, 0x00B0, 0x00A2, 0x00A3, 0x00A7, 0x2022, 0x00B6, 0x00DF,
        0x00AE, 0x00A9, 0x2122, 0x00B4, 0x00A8, 0x2260, 0x00C6, 0x00D8,
        0x221E, 0x00B1, 0x2264, 0x2265, 0x00A5, 0x00B5, 0x2202, 0x2211,
        0x220F, 0x03C0, 0x222B, 0x00AA, 0x00BA, 0x03A9, 0x00E6, 0x00F8,
        0x00BF, 0x00A1, 0x00AC, 0x221A, 0x0192, 0x2248, 0x2206, 0x00AB,
        0x00BB, 0x2026, 0x00A0, 0x00C0, 0x00C3, 0x00D5, 0x0152, 0x0153,
        0x2013, 0x2014, 0x201C, 0x201D, 0x2018, 0x2019, 0x00F7, 0x25CA,
        0x00FF, 0x0178, 0x2044, 0x20AC, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x2021, 0x00B7, 0x201A, 0x201E, 0x2030, 0x00C2, 0x00CA, 0x00C1,
        0x00CB, 0x00C8, 0x00CD, 0x00CE, 0x00CF, 0x00CC, 0x00D3, 0x00D4,
        0xF8FF, 0x00D2, 0x00DA, 0x00DB, 0x00D9, 0x0131, 0x02C6, 0x02DC,
        0x00AF, 0x02D8, 0x02D9, 0x02DA, 0x00B8, 0x02DD, 0x02DB, 0x02C7,
    ]
}
