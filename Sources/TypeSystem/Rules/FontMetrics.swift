/// Scaling of custom fonts and layout values relative to a text style, like UIKit's
/// `UIFontMetrics`, SwiftUI's `Font.custom(_:size:relativeTo:)` and `@ScaledMetric`.
///
/// **This is a model.** Apple does not publish the curve `UIFontMetrics` uses. We scale by the
/// ratio of the style's published point sizes: factor = size(style, category) ÷ size(style, Large),
/// unrounded. One observation on a device shows Apple's curve differs slightly (body at Medium
/// scales 17 to 16.333, where this model gives 16). The model is exact at every published size of
/// the style itself.
public struct FontMetrics: Sendable, Hashable {
    /// The text style values scale with.
    public let textStyle: TextStyle
    /// The platform whose published sizes give the scale.
    public let platform: Platform

    /// Metrics for a style; `relativeTo` defaults to body, as in SwiftUI and UIKit.
    public init(forTextStyle textStyle: TextStyle = .body, platform: Platform) {
        self.textStyle = textStyle
        self.platform = platform
    }

    /// The scale factor at a category: 1 at Large, and 1 on platforms without Dynamic Type.
    public func scaleFactor(for category: DynamicTypeSize) throws -> Double {
        guard platform.supportsDynamicType else { return 1 }
        let table = PublishedIndex.table(for: platform)
        let index = PublishedIndex.shared
        guard let base = index.row(table, .large, textStyle) else {
            throw TextStyle.notPublishedError(textStyle, platform: platform, category: .large, table: table)
        }
        guard let row = index.row(table, category, textStyle) else {
            throw TextStyle.notPublishedError(textStyle, platform: platform, category: category, table: table)
        }
        return row.pointSize / base.pointSize
    }

    /// The scale factor in an environment (its category after defaults and clamping).
    public func scaleFactor(in environment: TypeEnvironment) throws -> Double {
        let table = PublishedIndex.table(for: environment.platform)
        guard let category = try TextStyle.category(for: environment, table: table) else { return 1 }
        return try scaleFactor(for: category)
    }

    /// Scales a layout value or font size for a category, optionally capped at `maximum`
    /// (`scaledFont(for:maximumPointSize:)`). Values must be finite and at most 1,000,000 in size.
    public func scaledValue(
        _ value: Double, for category: DynamicTypeSize, maximum: Double? = nil
    ) throws -> Double {
        try FontMetrics.validate(value: value, maximum: maximum)
        return FontMetrics.cap(value * (try scaleFactor(for: category)), maximum)
    }

    /// Scales a value in an environment.
    public func scaledValue(
        _ value: Double, in environment: TypeEnvironment, maximum: Double? = nil
    ) throws -> Double {
        try FontMetrics.validate(value: value, maximum: maximum)
        return FontMetrics.cap(value * (try scaleFactor(in: environment)), maximum)
    }

    static func cap(_ value: Double, _ maximum: Double?) -> Double {
        guard let maximum else { return value }
        return min(value, maximum)
    }

    static func validate(value: Double, maximum: Double?) throws {
        guard value.isFinite else { throw TypeSystemError.badNumber("value", value, "not a finite number") }
        guard abs(value) <= 1_000_000 else {
            throw TypeSystemError.badNumber("value", value, "magnitude above 1000000")
        }
        if let maximum {
            guard maximum.isFinite else { throw TypeSystemError.badNumber("maximum", maximum, "not a finite number") }
            guard maximum > 0 else { throw TypeSystemError.badNumber("maximum", maximum, "must be greater than 0") }
        }
    }
}

/// A custom font size that follows Dynamic Type like `Font.custom(_:size:relativeTo:)`, or stays
/// fixed like `Font.custom(_:fixedSize:)`.
public struct CustomFontSize: Sendable, Hashable {
    /// The size in points at the default size (Large); when `fixed`, the size at every size.
    public var size: Double
    /// The style it scales with; body by default. Ignored when `fixed`.
    public var relativeTo: TextStyle
    /// A fixed size never scales.
    public var fixed: Bool
    /// The largest the scaled size may be, in points; `nil` for no cap.
    public var maximum: Double?

    /// A size of `size` points that scales with `relativeTo` (or stays fixed), capped at `maximum`.
    public init(size: Double, relativeTo: TextStyle = .body, fixed: Bool = false, maximum: Double? = nil) {
        self.size = size
        self.relativeTo = relativeTo
        self.fixed = fixed
        self.maximum = maximum
    }

    /// The point size in an environment.
    public func pointSize(in environment: TypeEnvironment) throws -> Double {
        try TrackingRules.validatePointSize(size, what: "font size")
        if fixed { return size }
        return try FontMetrics(forTextStyle: relativeTo, platform: environment.platform)
            .scaledValue(size, in: environment, maximum: maximum)
    }
}

/// A property wrapper that scales a value with Dynamic Type, like SwiftUI's `@ScaledMetric`.
///
/// The environment is `TypeEnvironment.current`, a task-local value:
/// ```swift
/// struct Card { @ScaledMetric(relativeTo: .body) var padding = 20.0 }
/// TypeEnvironment.$current.withValue(TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge)) {
///     Card().padding  // 20 × 23/17
/// }
/// ```
/// Every platform reads the environment the same way: the style's published sizes on the
/// environment's platform, at its size (after defaults and range).
///
/// Where Apple publishes no size to scale by (the style or the size is not in the platform's
/// table: `relativeTo: .callout` on watchOS, any style on visionOS, AX4 on watchOS), the value is
/// NaN, never the base value passed off as scaled; `$padding.value(in:)` throws the reason, and
/// `$padding.isScaled(in:)` tells the two apart without a throw.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    /// The value at the default size (Large), as written.
    public let baseValue: Value
    /// The text style the value scales with.
    public let metrics: TextStyle
    /// The largest the scaled value may be; `nil` for no cap.
    public let maximum: Value?

    /// A value of `wrappedValue` at the default size that scales with `textStyle`, capped at `maximum`.
    public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body, maximum: Value? = nil) {
        self.baseValue = wrappedValue
        self.metrics = textStyle
        self.maximum = maximum
    }

    /// The value scaled in ``TypeEnvironment/current``; NaN where Apple publishes no size to
    /// scale by (see the type's documentation).
    public var wrappedValue: Value {
        (try? value(in: TypeEnvironment.current)) ?? Value.nan
    }

    /// Whether Apple publishes the sizes this value scales by in `environment`.
    public func isScaled(in environment: TypeEnvironment = TypeEnvironment.current) -> Bool {
        (try? value(in: environment)) != nil
    }

    /// The wrapper itself (`$value`), for ``value(in:)`` and ``isScaled(in:)``.
    public var projectedValue: ScaledMetric<Value> { self }

    /// The scaled value in an explicit environment.
    public func value(in environment: TypeEnvironment) throws -> Value {
        let scaled = try FontMetrics(forTextStyle: metrics, platform: environment.platform)
            .scaledValue(Double(baseValue), in: environment, maximum: maximum.map(Double.init))
        return Value(scaled)
    }
}

extension TypeEnvironment {
    /// The environment `@ScaledMetric` reads: iOS at Large unless a task sets another with
    /// `TypeEnvironment.$current.withValue(…)`.
    @TaskLocal public static var current = TypeEnvironment(platform: .iOS)
}
