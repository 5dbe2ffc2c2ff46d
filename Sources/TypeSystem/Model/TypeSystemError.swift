/// Errors of the type system. Each describes itself in one line that names the input and why
/// it was refused.
public struct TypeSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A name (style, category, weight, platform…) that is not one of the accepted ones.
        case unknownName
        /// A number that is not usable (NaN, infinite, zero, negative, absurdly large).
        case invalidNumber
        /// A style or category that Apple publishes no value for on that platform.
        case notPublished
        /// A malformed document (for example a lint usage list).
        case invalidDocument
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    static func unknown(_ what: String, _ value: String, accepted: [String]) -> TypeSystemError {
        TypeSystemError(
            .unknownName,
            "unknown \(what) '\(value)'; accepted: \(accepted.joined(separator: ", "))")
    }

    static func badNumber(_ what: String, _ value: Double, _ reason: String) -> TypeSystemError {
        TypeSystemError(.invalidNumber, "invalid \(what) \(value): \(reason)")
    }
}
