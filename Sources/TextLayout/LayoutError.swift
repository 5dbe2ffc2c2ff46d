import FontFile

/// Why a layout call failed. ``description`` is one line naming the input and the reason:
///
///     /tmp/x.ttf: not a font HarfBuzz can read (0 faces)
///     width -3: must be a finite number ≥ 0
public struct LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
    public enum Kind: Sendable, Hashable {
        /// The font file is missing.
        case fontNotFound
        /// The font file cannot be used (unreadable, not a font, no such face, no glyphs).
        case badFont
        /// A number that is not usable (NaN, infinite, negative width, non-positive size).
        case invalidArgument
        /// The output file cannot be created or written.
        case cannotWrite
        /// A C library failed where it should not (out of memory, a surface error).
        case internalFailure
        /// A C library loaded on first use cannot be loaded (Cairo, for drawing, on Linux).
        case libraryUnavailable
    }

    /// Which of the reasons this is.
    public let kind: Kind
    /// The input the error is about: a path, an argument name and value.
    public let input: String
    /// The reason, in words.
    public let reason: String

    /// An error of `kind` about `input`, for `reason`.
    public init(_ kind: Kind, input: String, reason: String) {
        self.kind = kind
        self.input = input
        self.reason = reason
    }

    public var description: String { LayoutError.oneLine("\(input): \(reason)") }

    static func oneLine(_ s: String) -> String { FontFileError.oneLineMessage(s) }

    static func invalid(_ what: String, _ value: Double, _ why: String) -> LayoutError {
        LayoutError(.invalidArgument, input: "\(what) \(value)", reason: why)
    }

    /// The layout error for a font-file reader error.
    static func from(_ e: FontFileError, path: String) -> LayoutError {
        switch e.kind {
        case .fileNotFound: return LayoutError(.fontNotFound, input: path, reason: "no such file")
        // A file that cannot be read at all (a FIFO, a loop of links, a directory, no
        // permission) is no input (66), as `fonts info` says; one that reads but is no font is
        // bad data (65).
        case .fileUnreadable: return LayoutError(.fontNotFound, input: path, reason: reason(e, path))
        default: return LayoutError(.badFont, input: path, reason: reason(e, path))
        }
    }

    private static func reason(_ e: FontFileError, _ path: String) -> String {
        e.description.hasPrefix(path + ": ") ? String(e.description.dropFirst(path.count + 2)) : e.description
    }
}
