/// One variation axis coordinate.
public struct FontVariation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The axis tag ("wght", "opsz").
    public var tag: String
    /// The coordinate, in the axis's user units.
    public var value: Double

    /// The coordinate `value` on the axis `tag`.
    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// `tag=value`, whole numbers without a fraction ("wght=600").
    public var description: String {
        value == value.rounded() && abs(value) < 1e15 ? "\(tag)=\(Int(value))" : "\(tag)=\(value)"
    }
}
