/// A custom type ramp: your own base size for each text style at Large, each scaled per style
/// with Dynamic Type — the approach of the seed post "Scaling custom fonts automatically with
/// Dynamic Type" (define 11 base sizes; let the style's metrics scale each).
public struct TypeRamp: Sendable, Hashable {
    /// The platform whose published sizes scale the ramp.
    public let platform: Platform
    /// Base point size of each style at the Large category.
    public let baseSizes: [TextStyle: Double]

    /// Creates a ramp; every base size must be a valid point size and every style published on
    /// the platform.
    public init(platform: Platform, baseSizes: [TextStyle: Double]) throws {
        let published = Set(TextStyle.publishedStyles(for: platform))
        for (style, size) in baseSizes {
            try TrackingRules.validatePointSize(size, what: "base size of \(style.rawValue)")
            guard published.contains(style) else {
                throw TypeSystemError(.notPublished, "style \(style.rawValue) is not published for \(platform.rawValue)")
            }
        }
        self.platform = platform
        self.baseSizes = baseSizes
    }

    /// Apple's own ramp: the published Large sizes (the single table without Dynamic Type).
    public static func apple(platform: Platform) throws -> TypeRamp {
        var sizes: [TextStyle: Double] = [:]
        let env = TypeEnvironment(platform: platform, dynamicTypeSize: platform.supportsDynamicType ? .large : nil)
        for style in TextStyle.publishedStyles(for: platform) {
            sizes[style] = try style.resolved(in: env).pointSize
        }
        return try TypeRamp(platform: platform, baseSizes: sizes)
    }

    /// The point size of a style at a category.
    public func pointSize(_ style: TextStyle, category: DynamicTypeSize) throws -> Double {
        guard let base = baseSizes[style] else {
            throw TypeSystemError(.notPublished, "the ramp has no base size for \(style.rawValue)")
        }
        return try FontMetrics(forTextStyle: style, platform: platform).scaledValue(base, for: category)
    }
}
