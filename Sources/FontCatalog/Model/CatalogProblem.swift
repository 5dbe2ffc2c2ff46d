import FontFile

/// A file the catalog could not use, or a configuration or cache file it had to skip or rebuild:
/// one line naming the file and the reason. A scan goes on past every problem.
public struct CatalogProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The file cannot be opened or read (permissions, I/O error, vanished).
        case unreadable
        /// Not a regular file (a FIFO, a socket, a device), or a dangling symbolic link.
        case notARegularFile
        /// A symbolic link that leads back into a directory being scanned.
        case symlinkLoop
        /// A font format the reader recognises and refuses (Type 1, WOFF, bitmap…).
        case unsupportedFormat
        /// Not a font file, or a font whose required tables are missing or malformed.
        case malformed
        /// A face of the file could not be read (the others were).
        case badFace
        /// The file's size or modification time changed while it was read; it is read again on
        /// the next scan.
        case changedDuringScan
        /// Larger than the catalog reads.
        case tooLarge
        /// Too many files: the rest of a directory was not scanned.
        case limit
        /// A fontconfig configuration file that is broken or missing.
        case config
        /// The cache file was unusable and rebuilt, or could not be written.
        case cache
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file the problem is about.
    public var path: String
    /// The reason, in words (one line).
    public var reason: String

    /// A problem of `kind` with the file at `path`, for `reason` (its control characters escaped).
    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = CatalogProblem.oneLine(reason)
    }

    /// `path: reason`, on one line.
    public var description: String { "\(CatalogProblem.oneLine(path)): \(reason)" }

    static func oneLine(_ s: String) -> String { FontFileError.oneLineMessage(s) }
}

/// Why the catalog could not do what was asked. One line, naming the input and the reason.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
    public enum Kind: String, Sendable, Hashable {
        /// A query or option that does not parse (`--weight heavyish`, `Inter:weight=x`).
        case invalidQuery
        /// An unknown language code.
        case unknownLanguage
        /// One of Apple's private system font names (`.SFUI-Regular`), which never resolve.
        case privateName
        /// The catalog has no face at all.
        case noFont
        /// A directory given explicitly does not exist.
        case noSuchDirectory
        /// The cache could not be created or written and no fallback was possible.
        case cacheUnavailable
    }

    /// Which of the reasons this is.
    public let kind: Kind
    /// The one-line message, naming the input and the reason.
    public let message: String

    /// An error of `kind` with `message` (its control characters escaped, so it stays one line).
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = CatalogProblem.oneLine(message)
    }

    public var description: String { message }
}
