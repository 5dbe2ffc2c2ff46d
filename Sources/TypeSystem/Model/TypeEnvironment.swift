/// Where a text style is resolved: the platform and the user's settings.
public struct TypeEnvironment: Sendable, Hashable {
    public var platform: Platform
    /// The user's content size category. `nil` means the platform's default: Large, or on watchOS
    /// the published default for `watchCaseSizeMM` when given.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The Apple Watch case size in millimetres, which sets watchOS's default category.
    public var watchCaseSizeMM: Int?
    /// The Bold Text accessibility setting.
    public var legibilityWeight: LegibilityWeight
    /// Limits the category, like SwiftUI's `dynamicTypeSize(_:)` with a range.
    public var sizeRange: ClosedRange<DynamicTypeSize>?

    public init(
        platform: Platform, dynamicTypeSize: DynamicTypeSize? = nil, watchCaseSizeMM: Int? = nil,
        legibilityWeight: LegibilityWeight = .regular,
        sizeRange: ClosedRange<DynamicTypeSize>? = nil
    ) {
        self.platform = platform
        self.dynamicTypeSize = dynamicTypeSize
        self.watchCaseSizeMM = watchCaseSizeMM
        self.legibilityWeight = legibilityWeight
        self.sizeRange = sizeRange
    }
}

/// Changes applied to a text style, as SwiftUI's font modifiers and UIKit's symbolic traits.
public struct StyleModifiers: Sendable, Hashable {
    /// The bold symbolic trait: gives the style's emphasized weight.
    public var bold: Bool
    /// An explicit weight (`Font.weight(_:)`), which wins over the style's weight and `bold`.
    public var weight: FontWeight?
    public var leading: LeadingVariant
    public var design: FontDesign
    public var width: FontWidth
    public var italic: Bool

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

    public static let none = StyleModifiers()
}
