/// A color with alpha, each component 0…1.
public struct RGBA: Sendable, Hashable, Codable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A color of the given components, opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// "#RRGGBB" or "#RRGGBBAA" (the "#" is optional); nil when malformed.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return nil }
        let full = s.count == 6 ? (v << 8 | 0xFF) : v
        red = Double(full >> 24 & 0xFF) / 255
        green = Double(full >> 16 & 0xFF) / 255
        blue = Double(full >> 8 & 0xFF) / 255
        alpha = Double(full & 0xFF) / 255
    }
}
