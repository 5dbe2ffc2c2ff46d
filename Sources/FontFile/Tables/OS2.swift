/// The OS/2 and Windows metrics table, versions 0 to 5.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/os2
///
/// Fields a version does not have are `nil`. Font bug tolerated: a table shorter than its
/// version needs (old 68-byte version 0 tables without the typo metrics, or a version 5 table
/// cut before the optical sizes) keeps the fields that are present; the rest are `nil`. A table
/// shorter than 68 bytes is malformed (treated as absent).
public struct OS2Table: Sendable, Hashable, Codable {
    /// The table version, 0 to 5.
    public var version: UInt16
    /// The average advance width of the face's lowercase or all glyphs, in font units.
    public var xAvgCharWidth: Int16
    /// 1…1000.
    public var usWeightClass: UInt16
    /// 1…9 (ultra-condensed … ultra-expanded).
    public var usWidthClass: UInt16
    /// The embedding licensing rights (bit field; 0 is installable embedding).
    public var fsType: UInt16
    /// The recommended horizontal size of subscripts, in font units.
    public var ySubscriptXSize: Int16
    /// The recommended vertical size of subscripts, in font units.
    public var ySubscriptYSize: Int16
    /// The recommended horizontal offset of subscripts, in font units.
    public var ySubscriptXOffset: Int16
    /// The recommended vertical offset of subscripts (positive is down), in font units.
    public var ySubscriptYOffset: Int16
    /// The recommended horizontal size of superscripts, in font units.
    public var ySuperscriptXSize: Int16
    /// The recommended vertical size of superscripts, in font units.
    public var ySuperscriptYSize: Int16
    /// The recommended horizontal offset of superscripts, in font units.
    public var ySuperscriptXOffset: Int16
    /// The recommended vertical offset of superscripts (positive is up), in font units.
    public var ySuperscriptYOffset: Int16
    /// The thickness of the strikeout stroke, in font units.
    public var yStrikeoutSize: Int16
    /// The position of the top of the strikeout stroke above the baseline, in font units.
    public var yStrikeoutPosition: Int16
    /// The IBM font class (high byte) and subclass (low byte).
    public var sFamilyClass: Int16
    /// The ten PANOSE bytes (empty when the table was read for classification only, see
    /// ``init(_:arrays:)``).
    public var panose: [UInt8]
    /// PANOSE bytes 0 (family kind), 1 (serif style) and 3 (proportion), all the classifier
    /// reads of them, kept however the table was read.
    var panoseKind: UInt8, panoseSerifStyle: UInt8, panoseProportion: UInt8
    /// The four 32-bit words of Unicode range bits (empty when read for classification only).
    public var ulUnicodeRange: [UInt32]
    /// The font vendor's four-character identifier.
    public var achVendID: OpenTypeTag
    /// The font selection flags (italic, bold, regular, use typo metrics, oblique, …).
    public var fsSelection: UInt16
    /// The lowest BMP code point in the face (0xFFFF when above the BMP).
    public var usFirstCharIndex: UInt16
    /// The highest BMP code point in the face (0xFFFF when above the BMP).
    public var usLastCharIndex: UInt16
    // Version 0 (78 bytes; Apple's original version 0 stopped at 68).
    /// The typographic ascender, in font units (version 0 tables of 78 bytes and later).
    public var sTypoAscender: Int16?
    /// The typographic descender (usually negative), in font units.
    public var sTypoDescender: Int16?
    /// The typographic line gap, in font units.
    public var sTypoLineGap: Int16?
    /// The Windows clipping ascent above the baseline, in font units.
    public var usWinAscent: UInt16?
    /// The Windows clipping descent below the baseline (positive), in font units.
    public var usWinDescent: UInt16?
    // Version 1.
    /// The two 32-bit words of code page bits (version 1 and later; `nil` when absent or read for classification only).
    public var ulCodePageRange: [UInt32]?
    // Versions 2–4.
    /// The height of lowercase x, in font units (version 2 and later).
    public var sxHeight: Int16?
    /// The height of capital H, in font units (version 2 and later).
    public var sCapHeight: Int16?
    /// The glyph for characters the face lacks, as a code point (version 2 and later).
    public var usDefaultChar: UInt16?
    /// The code point of the word-break character, usually space (version 2 and later).
    public var usBreakChar: UInt16?
    /// The longest context, in characters, any feature of the face needs (version 2 and later).
    public var usMaxContext: UInt16?
    // Version 5: in TWIPs (1/20 point).
    /// The lowest point size the face is designed for, in TWIPs (version 5).
    public var usLowerOpticalPointSize: UInt16?
    /// The highest point size the face is designed for (exclusive), in TWIPs (version 5).
    public var usUpperOpticalPointSize: UInt16?

    // fsSelection bits.
    /// Whether `fsSelection` bit 0 (ITALIC) is set.
    public var isItalic: Bool { fsSelection & (1 << 0) != 0 }
    /// Whether `fsSelection` bit 5 (BOLD) is set.
    public var isBold: Bool { fsSelection & (1 << 5) != 0 }
    /// Whether `fsSelection` bit 6 (REGULAR) is set.
    public var isRegular: Bool { fsSelection & (1 << 6) != 0 }
    /// Whether `fsSelection` bit 7 (USE_TYPO_METRICS) is set: line metrics come from the typo fields.
    public var useTypoMetrics: Bool { fsSelection & (1 << 7) != 0 }
    /// Whether `fsSelection` bit 9 (OBLIQUE) is set.
    public var isOblique: Bool { fsSelection & (1 << 9) != 0 }

    /// The family class, high byte of `sFamilyClass`.
    public var familyClass: Int { Int(UInt16(bitPattern: sFamilyClass) >> 8) }

    /// The optical size range in points (version 5), or `nil` when absent or when it is the
    /// spec's "no information" value (0…0xFFFF).
    public var opticalPointSizeRange: ClosedRange<Double>? {
        guard version >= 5, let lo = usLowerOpticalPointSize, let hi = usUpperOpticalPointSize else {
            return nil
        }
        if lo == 0 && hi >= 0xFFFE { return nil }
        // Font bug tolerated: lower > upper is read as the range between them.
        return Double(min(lo, hi)) / 20 ... Double(max(lo, hi)) / 20
    }

    /// `arrays`: false when only the classification reads the table (it never returns it):
    /// `ulUnicodeRange`, `ulCodePageRange` and `panose` are left empty and `nil`, three arrays not
    /// allocated and freed on every face. Every other field is read the same.
    init(_ r: ByteReader, arrays: Bool = true) throws(ParseError) {
        guard r.count >= 68 else { throw .outOfBounds }
        version = try r.u16(0)
        xAvgCharWidth = try r.i16(2)
        usWeightClass = try r.u16(4)
        usWidthClass = try r.u16(6)
        fsType = try r.u16(8)
        ySubscriptXSize = try r.i16(10)
        ySubscriptYSize = try r.i16(12)
        ySubscriptXOffset = try r.i16(14)
        ySubscriptYOffset = try r.i16(16)
        ySuperscriptXSize = try r.i16(18)
        ySuperscriptYSize = try r.i16(20)
        ySuperscriptXOffset = try r.i16(22)
        ySuperscriptYOffset = try r.i16(24)
        yStrikeoutSize = try r.i16(26)
        yStrikeoutPosition = try r.i16(28)
        sFamilyClass = try r.i16(30)
        panoseKind = try r.u8(32)
        panoseSerifStyle = try r.u8(33)
        panoseProportion = try r.u8(35)
        if arrays {
            var p: [UInt8] = []
            p.reserveCapacity(10)
            for i in 0..<10 { p.append(try r.u8(32 + i)) }
            panose = p
        } else {
            panose = []
        }
        ulUnicodeRange = arrays ? [try r.u32(42), try r.u32(46), try r.u32(50), try r.u32(54)] : []
        achVendID = try r.tag(58)
        fsSelection = try r.u16(62)
        usFirstCharIndex = try r.u16(64)
        usLastCharIndex = try r.u16(66)
        if r.count >= 78 {
            sTypoAscender = try r.i16(68)
            sTypoDescender = try r.i16(70)
            sTypoLineGap = try r.i16(72)
            usWinAscent = try r.u16(74)
            usWinDescent = try r.u16(76)
        }
        if arrays, version >= 1, r.count >= 86 {
            ulCodePageRange = [try r.u32(78), try r.u32(82)]
        }
        if version >= 2, r.count >= 96 {
            sxHeight = try r.i16(86)
            sCapHeight = try r.i16(88)
            usDefaultChar = try r.u16(90)
            usBreakChar = try r.u16(92)
            usMaxContext = try r.u16(94)
        }
        if version >= 5, r.count >= 100 {
            usLowerOpticalPointSize = try r.u16(96)
            usUpperOpticalPointSize = try r.u16(98)
        }
    }

    /// Whether a table of `length` bytes is shorter than its `version` requires (fields were
    /// left `nil`): from the length, so that it holds however the table was read (`arrays`).
    static func isShort(version: UInt16, length: Int) -> Bool {
        let needed: Int
        switch version {
        case 0: needed = 78
        case 1: needed = 86
        case 2, 3, 4: needed = 96
        default: needed = 100
        }
        // The end of the last group of fields read (as `init` reads them).
        let present = length < 78 ? 68 : version >= 5 && length >= 100 ? 100
            : version >= 2 && length >= 96 ? 96 : version >= 1 && length >= 86 ? 86 : 78
        return present < needed
    }
}
