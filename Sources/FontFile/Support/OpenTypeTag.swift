/// A four-byte OpenType tag (`'head'`, `'wght'`, `'liga'`).
///
/// Encodes as a four-character string in JSON. Bytes outside printable ASCII are shown as
/// `\xNN`-free replacement (`?`) in ``description`` so a hostile tag cannot inject control
/// characters into output.
public struct OpenTypeTag: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible, ExpressibleByStringLiteral
{
    /// The four bytes, big-endian (the first character in the high byte).
    public let rawValue: UInt32

    /// A tag from its four bytes, big-endian.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A tag from a string of up to four ASCII characters, padded with spaces (`"cvt"` → `'cvt '`).
    /// Characters past the fourth, and non-ASCII ones, are refused (`nil`).
    public init?(_ string: String) {
        var v: UInt32 = 0
        var n = 0
        for b in string.utf8 {
            guard n < 4, b < 0x80 else { return nil }
            v = v << 8 | UInt32(b)
            n += 1
        }
        while n < 4 {
            v = v << 8 | 0x20
            n += 1
        }
        rawValue = v
    }

    /// A tag literal (`"wght"`): up to four ASCII characters, padded with spaces. Always inlined,
    /// so that a literal is folded into a constant: the classifier looks up a dozen tables by
    /// literal tag per face, and each call re-read the literal's bytes.
    @inline(__always)
    public init(stringLiteral value: StaticString) {
        var v: UInt32 = 0
        var n = 0
        value.withUTF8Buffer { b in
            for c in b.prefix(4) {
                v = v << 8 | UInt32(c)
                n += 1
            }
        }
        while n < 4 {
            v = v << 8 | 0x20
            n += 1
        }
        rawValue = v
    }

    public var description: String {
        var s = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let b = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            s.unicodeScalars.append(Unicode.Scalar(b >= 0x20 && b < 0x7F ? b : 0x3F))
        }
        return s
    }

    public static func < (a: OpenTypeTag, b: OpenTypeTag) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let t = OpenTypeTag(s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a tag: \(s)")
        }
        self = t
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
