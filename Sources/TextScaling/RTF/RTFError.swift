/// Why an RTF document could not be read or written faithfully. Each describes itself in one line
/// that says what is wrong and, when it is about a place in the file, at which byte (from 0).
public struct RTFError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
    public enum Kind: Sendable, Hashable {
        /// The input does not start with `{\rtf`.
        case notRTF
        /// A `}` closes the document before the end of the file, or data follows the document.
        case unbalancedBraces
        /// The file ends inside a group, after a lone backslash, or inside `\bin` data.
        case truncated
        /// A `\bin` length that is negative or not a number.
        case invalidBinary
        /// The document has no `\cocoatextscaling` tag and the caller named neither its scaling nor
        /// the platform it was written on.
        case untagged
        /// The document's `\cocoatextscaling` has a value Apple does not define, or two tags
        /// disagree, and the caller did not name the scaling.
        case ambiguousScaling
        /// A conversion that cannot be done faithfully: nothing is written.
        case cannotConvert
    }

    /// Which of the reasons this is.
    public let kind: Kind
    /// The byte offset the error is about, if any.
    public let offset: Int?
    /// The reason, in words.
    public let reason: String

    /// An error of `kind` for `reason`, about byte `offset` when given.
    public init(_ kind: Kind, _ reason: String, at offset: Int? = nil) {
        self.kind = kind
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        if let offset { return "\(reason) at byte \(offset)" }
        return reason
    }
}
