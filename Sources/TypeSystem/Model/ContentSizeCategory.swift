/// SwiftUI's older name for the user's preferred text size, with SwiftUI's case names
/// (`.extraSmall` … `.extraExtraExtraLarge`, `.accessibilityMedium` …
/// `.accessibilityExtraExtraExtraLarge`).
///
/// The type system works in ``DynamicTypeSize``; the two convert both ways, one case to one case
/// in slider order: `DynamicTypeSize(ContentSizeCategory.accessibilityMedium)` is
/// `.accessibility1`, `ContentSizeCategory(DynamicTypeSize.xxxLarge)` is `.extraExtraExtraLarge`.
///
/// Until version 0.5 this name belonged to the type now called ``DynamicTypeSize``; its case
/// names (`.xSmall`, `.xxxLarge`, `.accessibility3`…) still compile here, deprecated, with a fix-it
/// to SwiftUI's name.
public enum ContentSizeCategory: CaseIterable, Sendable, Hashable, Comparable {
    /// UIKit's `.extraSmall` (`UICTContentSizeCategoryXS`); the HIG's xSmall.
    case extraSmall
    /// The HIG's Small.
    case small
    /// The HIG's Medium.
    case medium
    /// The HIG's Large: the default.
    case large
    /// The HIG's xLarge.
    case extraLarge
    /// The HIG's xxLarge.
    case extraExtraLarge
    /// The HIG's xxxLarge: the largest size outside the accessibility sizes.
    case extraExtraExtraLarge
    /// The HIG's AX1.
    case accessibilityMedium
    /// The HIG's AX2.
    case accessibilityLarge
    /// The HIG's AX3.
    case accessibilityExtraLarge
    /// The HIG's AX4.
    case accessibilityExtraExtraLarge
    /// The HIG's AX5.
    case accessibilityExtraExtraExtraLarge

    /// The category of a Dynamic Type size (SwiftUI's `ContentSizeCategory(_:)`).
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[dynamicTypeSize.index]
    }

    /// Whether this is one of the accessibility categories (AX1…AX5), as in SwiftUI.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilityCategory }

    /// Slider order: `.small < .large`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        DynamicTypeSize(lhs) < DynamicTypeSize(rhs)
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of SwiftUI's older category (SwiftUI's `DynamicTypeSize(_:)`).
    public init(_ category: ContentSizeCategory) {
        switch category {
        case .extraSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .extraLarge: self = .xLarge
        case .extraExtraLarge: self = .xxLarge
        case .extraExtraExtraLarge: self = .xxxLarge
        case .accessibilityMedium: self = .accessibility1
        case .accessibilityLarge: self = .accessibility2
        case .accessibilityExtraLarge: self = .accessibility3
        case .accessibilityExtraExtraLarge: self = .accessibility4
        case .accessibilityExtraExtraExtraLarge: self = .accessibility5
        }
    }
}

// The case names `ContentSizeCategory` had until version 0.5 (now ``DynamicTypeSize``'s), kept one
// release longer so that code written against them compiles with a fix-it to SwiftUI's name.
extension ContentSizeCategory {
    /// Former name of ``extraSmall``.
    @available(*, deprecated, renamed: "extraSmall")
    public static var xSmall: ContentSizeCategory { .extraSmall }
    /// Former name of ``extraLarge``.
    @available(*, deprecated, renamed: "extraLarge")
    public static var xLarge: ContentSizeCategory { .extraLarge }
    /// Former name of ``extraExtraLarge``.
    @available(*, deprecated, renamed: "extraExtraLarge")
    public static var xxLarge: ContentSizeCategory { .extraExtraLarge }
    /// Former name of ``extraExtraExtraLarge``.
    @available(*, deprecated, renamed: "extraExtraExtraLarge")
    public static var xxxLarge: ContentSizeCategory { .extraExtraExtraLarge }
    /// Former name of ``accessibilityMedium``.
    @available(*, deprecated, renamed: "accessibilityMedium")
    public static var accessibility1: ContentSizeCategory { .accessibilityMedium }
    /// Former name of ``accessibilityLarge``.
    @available(*, deprecated, renamed: "accessibilityLarge")
    public static var accessibility2: ContentSizeCategory { .accessibilityLarge }
    /// Former name of ``accessibilityExtraLarge``.
    @available(*, deprecated, renamed: "accessibilityExtraLarge")
    public static var accessibility3: ContentSizeCategory { .accessibilityExtraLarge }
    /// Former name of ``accessibilityExtraExtraLarge``.
    @available(*, deprecated, renamed: "accessibilityExtraExtraLarge")
    public static var accessibility4: ContentSizeCategory { .accessibilityExtraExtraLarge }
    /// Former name of ``accessibilityExtraExtraExtraLarge``.
    @available(*, deprecated, renamed: "accessibilityExtraExtraExtraLarge")
    public static var accessibility5: ContentSizeCategory { .accessibilityExtraExtraExtraLarge }
}
