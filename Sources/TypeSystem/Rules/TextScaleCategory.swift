/// The one rule that turns a text scale (a desktop's text-scaling factor, Windows' text size,
/// Android's font scale, a browser's root size over 16 px) into a Dynamic Type category.
extension DynamicTypeSize {
    /// The category whose published Body size on `platform` is nearest to Large's Body size ×
    /// `textScale`; on a tie, the smaller category.
    ///
    /// Throws for a scale that is not a positive finite number, and for a platform without Dynamic
    /// Type (no published categories).
    public static func nearest(toTextScale textScale: Double, on platform: Platform) throws -> DynamicTypeSize {
        guard textScale.isFinite, textScale > 0 else {
            throw TypeSystemError(.invalidNumber, "invalid text scale \(textScale): must be a positive number")
        }
        let categories = TextStyle.publishedCategories(for: platform)
        guard !categories.isEmpty else {
            throw TypeSystemError(.notPublished, "\(platform.displayName) has no Dynamic Type categories with published sizes")
        }
        let target = try bodySize(on: platform, at: .large) * textScale
        var best: (category: DynamicTypeSize, distance: Double)?
        for category in categories {
            let distance = abs(try bodySize(on: platform, at: category) - target)
            if distance < (best?.distance ?? .infinity) { best = (category, distance) }
        }
        guard let found = best?.category else {
            throw TypeSystemError(.notPublished, "\(platform.displayName) has no Dynamic Type categories")
        }
        return found
    }

    /// The published Body size on `platform` at `category`.
    static func bodySize(on platform: Platform, at category: DynamicTypeSize) throws -> Double {
        try TextStyle.body.resolved(in: TypeEnvironment(platform: platform, dynamicTypeSize: category)).pointSize
    }
}
