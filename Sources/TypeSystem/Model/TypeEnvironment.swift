/// SwiftUI's name for the environment: `var environment = EnvironmentValues()`, then
/// `environment.dynamicTypeSize = .xxxLarge` and `font.resolve(in: environment.fontResolutionContext)`.
public typealias EnvironmentValues = TypeEnvironment

/// Where a text style is resolved: the platform and the user's settings, like SwiftUI's
/// `EnvironmentValues` (`dynamicTypeSize`, `legibilityWeight`) and UIKit's `UITraitCollection`.
///
/// The initializer's labels are the builder's: `TypeEnvironment(platform: .iOS,
/// dynamicTypeSize: .xxxLarge)` is `TypeEnvironment(platform: .iOS).dynamicTypeSize(.xxxLarge)`.
/// Every API that takes no environment (`@ScaledMetric`, `TextStyle.allCases`, the UIKit layer's
/// defaults) reads ``current``.
public struct TypeEnvironment: Sendable, Hashable {
    /// The platform whose tables apply: iOS unless said otherwise.
    public var platform: Platform
    /// The user's Dynamic Type size, as SwiftUI's non-optional `EnvironmentValues.dynamicTypeSize`:
    /// the size set, else the platform's default (Large; on watchOS the published default for
    /// `watchCaseSizeMM` when given). `EnvironmentValues().dynamicTypeSize` is `.large`, as in SwiftUI.
    public var dynamicTypeSize: DynamicTypeSize {
        get {
            if let dynamicTypeSizeSetting { return dynamicTypeSizeSetting }
            if platform == .watchOS, let mm = watchCaseSizeMM,
               let size = try? TextStyle.watchDefaultCategory(caseSizeMM: mm) {
                return size
            }
            return .large
        }
        set { dynamicTypeSizeSetting = newValue }
    }
    /// The size set, or `nil` when the platform's default applies (the default, which follows
    /// `watchCaseSizeMM` on watchOS). Until version 0.5, `dynamicTypeSize` had this optional type.
    public var dynamicTypeSizeSetting: DynamicTypeSize?
    /// The Apple Watch case size in millimetres, which sets watchOS's default category.
    public var watchCaseSizeMM: Int?
    /// The Bold Text accessibility setting.
    public var legibilityWeight: LegibilityWeight
    /// Limits the category, like SwiftUI's `dynamicTypeSize(_:)` with a range.
    public var sizeRange: ClosedRange<DynamicTypeSize>?
    /// SwiftUI's `EnvironmentValues.font`: the font text takes when it names none; nil (SwiftUI's
    /// default, which draws text in `.body`). Nothing here reads it: it is carried for code that
    /// sets and reads it as SwiftUI code does.
    public var font: Font?

    /// An environment; every argument may be left out (iOS at the platform's default size, regular
    /// legibility weight), as in SwiftUI's `EnvironmentValues()`.
    public init(
        platform: Platform = .iOS, dynamicTypeSize: DynamicTypeSize? = nil, watchCaseSizeMM: Int? = nil,
        legibilityWeight: LegibilityWeight = .regular,
        sizeRange: ClosedRange<DynamicTypeSize>? = nil
    ) {
        self.platform = platform
        self.dynamicTypeSizeSetting = dynamicTypeSize
        self.watchCaseSizeMM = watchCaseSizeMM
        self.legibilityWeight = legibilityWeight
        self.sizeRange = sizeRange
    }

    /// The environment before `dynamicTypeSize:` was the label.
    @available(*, deprecated, renamed: "init(platform:dynamicTypeSize:watchCaseSizeMM:legibilityWeight:sizeRange:)")
    public init(
        platform: Platform, sizeCategory: DynamicTypeSize?, watchCaseSizeMM: Int? = nil,
        legibilityWeight: LegibilityWeight = .regular,
        sizeRange: ClosedRange<DynamicTypeSize>? = nil
    ) {
        self.init(platform: platform, dynamicTypeSize: sizeCategory, watchCaseSizeMM: watchCaseSizeMM,
                  legibilityWeight: legibilityWeight, sizeRange: sizeRange)
    }

    /// The user's text size as SwiftUI's older ``ContentSizeCategory`` (SwiftUI's
    /// `EnvironmentValues.sizeCategory`): the same setting as ``dynamicTypeSize``, Large when that
    /// is the platform's default. (Until version 0.5 this property had ``DynamicTypeSize``'s type.)
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// SwiftUI's `EnvironmentValues.fontResolutionContext`: what `Font.resolve(in:)` takes, the
    /// environment itself.
    public var fontResolutionContext: Font.Context { self }

    /// This environment with the Bold Text setting, like SwiftUI's `legibilityWeight` environment value.
    public func legibilityWeight(_ weight: LegibilityWeight) -> TypeEnvironment {
        var copy = self
        copy.legibilityWeight = weight
        return copy
    }
}

/// Changes applied to a text style, as SwiftUI's font modifiers and UIKit's symbolic traits.
public struct StyleModifiers: Sendable, Hashable, Codable {
    /// The bold symbolic trait: gives the style's emphasized weight.
    public var bold: Bool
    /// An explicit weight (`Font.weight(_:)`), which wins over the style's weight and `bold`.
    public var weight: FontWeight?
    /// The leading variant (`Font.leading(_:)`).
    public var leading: LeadingVariant
    /// The design (`Font.design(_:)`).
    public var design: FontDesign
    /// The width (`Font.width(_:)`).
    public var width: FontWidth
    /// The italic trait (`Font.italic()`).
    public var italic: Bool

    /// Modifiers as given; the defaults change nothing.
    public init(
        bold: Bool = false, weight: FontWeight? = nil, leading: LeadingVariant = .standard,
        design: FontDesign = .default, width: FontWidth = .standard, italic: Bool = false
    ) {
        self.bold = bold
        self.weight = weight
        self.leading = leading
        self.design = design
        self.width = width
        self.italic = italic
    }

    /// No change: the style as published.
    public static let none = StyleModifiers()
}
