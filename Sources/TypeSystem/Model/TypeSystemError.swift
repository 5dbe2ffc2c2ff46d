/// Errors of the type system. Each describes itself in one line that names the input and why
/// it was refused.
public struct TypeSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The small, closed set of reasons.
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

    /// Which of the reasons this is.
    public let kind: Kind
    public let description: String

    /// An error of `kind` described by `description` (one line naming the input and the reason).
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    static func unknown(_ what: String, _ value: String, accepted: [String], aliases: [String] = [])
        -> TypeSystemError
    {
        let hint = TypeSystemError.closestName(to: value, among: accepted + aliases).map { "did you mean '\($0)'? " } ?? ""
        return TypeSystemError(
            .unknownName,
            "unknown \(what) '\(value)'; \(hint)accepted: \(accepted.joined(separator: ", "))")
    }

    static func badNumber(_ what: String, _ value: Double, _ reason: String) -> TypeSystemError {
        TypeSystemError(.invalidNumber, "invalid \(what) \(value): \(reason)")
    }
}

extension TypeSystemError {
    /// The candidate closest to `input` by edit distance (case, spaces, hyphens and underscores
    /// ignored; a swap of two neighbours counts as one edit), if it is close enough to be a likely
    /// typo: one edit for names of up to 3 letters, else up to a third of the letters, at least 2 and
    /// at most 3. Used for the "did you mean" of every unknown name.
    public static func closestName(to input: String, among candidates: [String]) -> String? {
        let key = Array(normalizedName(input))
        guard !key.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(normalizedName(candidate))
            let longer = max(key.count, other.count)
            let limit = longer <= 3 ? 1 : min(3, max(2, longer / 3))
            // The distance is at least the difference in length: a long input (a pasted paragraph, a
            // fuzzer's kilobyte) is no typo of any name, and is not compared letter by letter with
            // every one of them.
            guard abs(key.count - other.count) <= limit else { continue }
            let d = editDistance(key, other)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }
}

/// The former top-level name of ``TypeSystemError/closestName(to:among:)``: a generic name at the top
/// level of every module that imports the umbrella.
@available(*, deprecated, renamed: "TypeSystemError.closestName(to:among:)")
public func closestName(to input: String, among candidates: [String]) -> String? {
    TypeSystemError.closestName(to: input, among: candidates)
}

/// The optimal-string-alignment distance between two character arrays: insertions, deletions,
/// substitutions and transpositions of neighbours, each one edit.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, rows[i - 2][j - 2] + 1) }
            rows[i][j] = d
        }
    }
    return rows[a.count][b.count]
}
