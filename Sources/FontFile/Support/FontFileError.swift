/// Why a font file or face could not be read. Its ``description`` is one line that names the
/// input (the file path when known, else `<memory>`), the table when there is one, and the reason:
///
///     /usr/share/fonts/x.ttf: 'cmap' table: out of bounds (a read past the end of the table)
public struct FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
    public enum Kind: Sendable, Hashable {
        /// A read past the end of the data or of a table.
        case outOfBounds
        /// A value the format forbids: bad magic or version, inconsistent counts.
        case invalidFormat
        /// A required table (`head`, `hhea`, `maxp`, `name`, `cmap`) is not in the font.
        case tableMissing(OpenTypeTag)
        /// A recognised format this reader refuses (Type 1, WOFF, PCF…), see ``FontFormat``.
        case unsupportedFormat(FontFormat)
        /// No file at the path.
        case fileNotFound
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        case fileUnreadable
        /// A face index past the number of faces in the file.
        case noSuchFace
    }

    /// Which of the reasons this is.
    public let kind: Kind
    /// The file path, when the data came from a file.
    public let path: String?
    /// The table the failure happened in, if any.
    public let table: OpenTypeTag?
    /// The reason, in words.
    public let reason: String
    /// The face of a collection the failure is in (`face 2 of 3`), when the file has several.
    public var face: String?

    /// An error of `kind` in the file at `path` (`nil` for bytes in memory), in `table` if any, for `reason`.
    public init(_ kind: Kind, path: String?, table: OpenTypeTag? = nil, reason: String) {
        self.kind = kind
        self.path = path
        self.table = table
        self.reason = reason
    }

    public var description: String {
        let input = path ?? "<memory>"
        let face = self.face.map { "\($0): " } ?? ""
        let where_ = table.map { "'\($0)' table: " } ?? ""
        return "\(input): \(face)\(where_)\(Self.oneLine(reason))"
    }

    /// This error, said of face `index` (from 0) of a file of `count` faces; as it is when the
    /// file has one face.
    func inFace(_ index: Int, of count: Int) -> FontFileError {
        guard count > 1 else { return self }
        var e = self
        e.face = "face \(index + 1) of \(count)"
        return e
    }

    /// Reasons may quote font data: keep them on one line (``oneLineMessage(_:)``).
    static func oneLine(_ s: String) -> String { FontFileError.oneLineMessage(s) }

    /// The error for a failed read in `table`.
    static func from(_ e: ParseError, path: String?, table: OpenTypeTag?) -> FontFileError {
        switch e {
        case .outOfBounds:
            return FontFileError(.outOfBounds, path: path, table: table,
                                 reason: "out of bounds (a read past the end of the data)")
        case .invalidFormat(let why):
            return FontFileError(.invalidFormat, path: path, table: table, reason: why)
        case .tableMissing(let tag):
            return FontFileError(.tableMissing(tag), path: path, table: tag,
                                 reason: "required table is missing")
        }
    }
}
