/// Decoding of 8-bit bytes in font names. Cocoa writes `\ansi\ansicpg1252`, so `\'hh` escapes and
/// raw 8-bit bytes are Windows-1252 (the Unicode mapping file cp1252.txt). Other code pages are
/// decoded the same way: only reported names are affected, never the document's bytes.
enum Windows1252 {
    /// 0x80…0x9F; 0 marks the five undefined positions (decoded as U+FFFD).
    private static let high: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    static func scalar(_ byte: UInt8) -> Unicode.Scalar {
        if byte >= 0x80, byte <= 0x9F {
            let v = high[Int(byte - 0x80)]
            return v == 0 ? "\u{FFFD}" : (Unicode.Scalar(v) ?? "\u{FFFD}")
        }
        return Unicode.Scalar(byte)
    }
}
