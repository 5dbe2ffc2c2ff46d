/// A four-byte OpenType tag (`'head'`, `'wght'`, `'liga'`).
///
/// Encodes as a four-character string in JSON. Bytes outside printable ASCII are shown as
/// `\xNN`-free replacement (`?`) in ``description`` so a hostile tag cannot inject control
/// characters into output.
public struct Tag: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible, ExpressibleByStringLiteral
{
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A tag from a string of up to four ASCII characters, padded with spaces (`"cvt"` → `'cvt '`).
    /// Characters past the fourth, and non-ASCII ones, are refused (`nil`).
    public init?(_ string: String) {
        let scalars = Array(string.unicodeScalars)
        guard scalars.count <= 4, scalars.allSatisfy({ $0.value < 0x80 }) else { return nil }
        var v: UInt32 = 0
        for i in 0..<4 {
            v = v << 8 | (i < scalars.count ? scalars[i].value : 0x20)
        }
        rawValue = v
    }

    public init(stringLiteral value: String) {
        // Literals in this module are always valid tags.
        self = Tag(value) ?? Tag(rawValue: 0x3F3F_3F3F)
    }

    public var description: String {
        var s = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let b = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            s.unicodeScalars.append(Unicode.Scalar(b >= 0x20 && b < 0x7F ? b : 0x3F))
        }
        return s
    }

    public static func < (a: Tag, b: Tag) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let t = Tag(s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a tag: \(s)")
        }
        self = t
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
