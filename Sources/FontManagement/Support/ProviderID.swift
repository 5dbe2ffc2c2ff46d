/// The id of a font provider: the app or tool that installs fonts and owns them. It names the
/// provider's folder (`$XDG_DATA_HOME/fonts/typography/<id>/`), so it is checked strictly:
///
/// - 1 to 64 characters from `a-z 0-9 . _ -`, the first a letter or digit;
/// - no `..` anywhere (so never `.` or `..`), no `/`, no upper case (folders must not differ by
///   case only on case-insensitive file systems).
///
/// Reverse-DNS ids fit: `org.example.fonts`, `my-font-app`.
public struct ProviderID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The id, as validated.
    public let rawValue: String

    /// The longest id, in characters (64).
    public static let maxLength = 64

    /// The id `raw`, or ``FontManagementError/Kind/invalidProvider`` naming why it is not valid.
    public init(_ raw: String) throws(FontManagementError) {
        if let why = ProviderID.problem(raw) {
            throw FontManagementError(.invalidProvider, "invalid provider id '\(raw)': \(why)")
        }
        rawValue = raw
    }

    /// Why `raw` is not a valid id, or nil.
    static func problem(_ raw: String) -> String? {
        let bytes = Array(raw.utf8)
        guard !bytes.isEmpty else { return "empty" }
        guard bytes.count <= maxLength else { return "longer than \(maxLength) characters" }
        func isAlnum(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) }
        guard isAlnum(bytes[0]) else { return "must start with a lower-case letter or a digit" }
        for b in bytes where !(isAlnum(b) || b == 0x2E || b == 0x5F || b == 0x2D) {
            if b >= 0x41 && b <= 0x5A { return "upper-case letters are not allowed (use a-z 0-9 . _ -)" }
            if b == 0x2F { return "'/' is not allowed (use a-z 0-9 . _ -)" }
            return "only a-z 0-9 . _ - are allowed"
        }
        if raw.contains("..") { return "'..' is not allowed" }
        return nil
    }

    public var description: String { rawValue }
    public static func < (a: ProviderID, b: ProviderID) -> Bool { a.rawValue < b.rawValue }

    public init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        do { try self.init(raw) } catch { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
