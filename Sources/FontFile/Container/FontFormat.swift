/// What a file is, told from its first bytes. Only ``trueType``, ``cff`` and ``collection`` are
/// read; every other recognised format is refused with its own reason, and anything else is
/// ``unknown``.
public enum FontFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// An sfnt with TrueType outlines (`00 01 00 00` or `true`).
    case trueType
    /// An sfnt with CFF outlines (`OTTO`).
    case cff
    /// A TrueType/OpenType collection (`ttcf`): every face is read.
    case collection
    /// A WOFF web font wrapper (`wOFF`): recognised, not decoded.
    case woff
    /// A WOFF2 web font wrapper (`wOF2`): recognised, not decoded.
    case woff2
    /// PostScript Type 1: PFA (`%!PS-AdobeFont`, `%!FontType1`), PFB (`80 01`), or the old Mac
    /// sfnt-wrapped Type 1 (`typ1`).
    case type1
    /// A Mac resource-fork font: a suitcase (AppleSingle/AppleDouble) or a `.dfont`.
    case macResource
    /// A bitmap-only format: PCF, BDF or Windows FNT/FON.
    case bitmap
    /// A compressed file (gzip, as `.pcf.gz`); not decompressed.
    case compressed
    /// None of the above.
    case unknown

    /// The format of `bytes`, from their first bytes only.
    public static func sniff(_ bytes: UnsafeRawBufferPointer) -> FontFormat {
        sniff(ByteReader(bytes))
    }

    static func sniff(_ r: ByteReader) -> FontFormat {
        guard let head = try? r.u32(0) else {
            if let b0 = try? r.u8(0), b0 == 0x80, (try? r.u8(1)) == 0x01 { return .type1 }
            return .unknown
        }
        switch head {
        case 0x0001_0000, 0x7472_7565 /* true */: return .trueType
        case 0x4F54_544F /* OTTO */: return .cff
        case 0x7474_6366 /* ttcf */: return .collection
        case 0x774F_4646 /* wOFF */: return .woff
        case 0x774F_4632 /* wOF2 */: return .woff2
        case 0x7479_7031 /* typ1 */: return .type1
        case 0x0005_1600, 0x0005_1607: return .macResource  // AppleSingle, AppleDouble
        case 0x0166_6370 /* \1fcp */: return .bitmap  // PCF
        default: break
        }
        if head >> 16 == 0x8001 { return .type1 }  // PFB segment header
        if head >> 16 == 0x1F8B { return .compressed }  // gzip
        if head >> 16 == 0x4D5A { return .bitmap }  // "MZ": a Windows .fon (FNT resources)
        if startsWith(r, "%!PS-AdobeFont") || startsWith(r, "%!FontType1") { return .type1 }
        if startsWith(r, "STARTFONT") { return .bitmap }  // BDF
        if looksLikeResourceFork(r) { return .macResource }
        return .unknown
    }

    private static func startsWith(_ r: ByteReader, _ s: StaticString) -> Bool {
        let n = s.utf8CodeUnitCount
        guard r.contains(0, n) else { return false }
        return s.withUTF8Buffer { p in
            for i in 0..<n where (try? r.u8(i)) != p[i] { return false }
            return true
        }
    }

    /// A resource fork (a `.dfont`, or a suitcase's fork copied as is): a 16-byte header of
    /// data offset, map offset, data length and map length that is consistent with the file size.
    private static func looksLikeResourceFork(_ r: ByteReader) -> Bool {
        guard let dataOffset = try? r.u32(0), let mapOffset = try? r.u32(4),
              let dataLength = try? r.u32(8), let mapLength = try? r.u32(12)
        else { return false }
        let size = UInt64(r.count)
        return dataOffset == 0x100 && mapLength >= 28
            && UInt64(dataOffset) + UInt64(dataLength) <= size
            && UInt64(mapOffset) + UInt64(mapLength) <= size
            && UInt64(mapOffset) >= UInt64(dataOffset) + UInt64(dataLength)
    }

    /// Whether this reader reads the format.
    public var isReadable: Bool { self == .trueType || self == .cff || self == .collection }

    /// Why a format is refused, in words.
    var refusal: String {
        switch self {
        case .trueType, .cff, .collection: return "readable"
        case .woff: return "WOFF web font wrapper: recognised but not decoded (decompress it to OpenType first)"
        case .woff2: return "WOFF2 web font wrapper: recognised but not decoded (decompress it to OpenType first)"
        case .type1: return "PostScript Type 1 font (PFA/PFB): not supported (convert it to OpenType)"
        case .macResource: return "Mac resource-fork font (suitcase or dfont): not supported (extract the sfnt resources)"
        case .bitmap: return "bitmap-only font (PCF, BDF or FNT): not supported"
        case .compressed: return "compressed file (gzip): not a font as is"
        case .unknown: return "not a font file this reader knows (no sfnt, collection or known font signature)"
        }
    }
}
