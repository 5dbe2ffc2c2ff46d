import FontCatalog
import FontFile

/// Why a font could not be registered, removed or found: one line naming the input and the
/// reason. The kinds are a small closed set; the tool maps each to an exit code (README, "Font
/// management").
public struct FontManagementError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A provider id outside the strict charset (`[a-z0-9][a-z0-9._-]*`, no `..`, at most 64).
        case invalidProvider
        /// No file at the path.
        case fileNotFound
        /// The file exists but cannot be read, or is not a regular file.
        case unreadable
        /// A format the reader recognises and refuses: Type 1, suitcase/dfont, bitmap, WOFF…
        case unsupportedFormat
        /// Not a font, or a font that does not parse (or a face without a PostScript name).
        case malformed
        /// Larger than one font file may be (``ManagementLimits/maxFileBytes``).
        case tooLarge
        /// A PostScript name the system, another provider, or another file of the same provider
        /// already has: nothing is overridden.
        case duplicateName
        /// The provider's count or byte limit would be exceeded.
        case limitExceeded
        /// The user did not consent to a user-scope install.
        case consentDenied
        /// The font belongs to another provider.
        case notOwner
        /// The font is one of the system's (not installed by any provider).
        case systemFont
        /// No font of that name or file is registered by the provider.
        case notFound
        /// A path would leave the provider's folder, or a folder on the way is a symbolic link.
        case unsafePath
        /// The registry database cannot be opened, read or written.
        case registry
        /// A file could not be written, renamed or removed.
        case io
    }

    /// Which of the reasons this is.
    public let kind: Kind
    /// The one-line message, naming the input and the reason.
    public let message: String

    /// An error of `kind` with `message` (its control characters escaped, so it stays one line).
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = FontManagementError.oneLine(message)
    }

    public var description: String { message }

    static func oneLine(_ s: String) -> String { FontFileError.oneLineMessage(s) }
}

extension FontManagementError: Codable {
    enum CodingKeys: String, CodingKey { case kind, message }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(Kind.self, forKey: .kind), try c.decode(String.self, forKey: .message))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(message, forKey: .message)
    }
}

extension FontManagementError {
    /// `error` as one of ours (anything else is an I/O error with its description).
    static func wrap(_ error: any Error) -> FontManagementError {
        if let e = error as? FontManagementError { return e }
        return FontManagementError(.io, "\(error)")
    }
}
