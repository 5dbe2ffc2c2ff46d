/// A Dynamic Type size (the user's preferred text size): SwiftUI's `DynamicTypeSize`, with its
/// case names (`.xSmall` … `.xxxLarge`, `.accessibility1` … `.accessibility5`).
///
/// The order of the cases is the order of the size slider, so sizes compare and form closed and
/// one-sided ranges (`.large...`, `...(.xxxLarge)`, `.small ... .accessibility2`, like SwiftUI's
/// `dynamicTypeSize(_:)`). SwiftUI's older ``ContentSizeCategory`` (`.extraSmall` …
/// `.accessibilityExtraExtraExtraLarge`) converts both ways: `DynamicTypeSize(category)`,
/// `ContentSizeCategory(size)`. The raw values are the stable names of the command line and JSON.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    /// Extra small (`ContentSizeCategory.extraSmall`).
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default size.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large: the largest size outside the accessibility sizes.
    case xxxLarge
    /// The first accessibility size (`accessibilityMedium`).
    case accessibility1
    /// The second accessibility size (`accessibilityLarge`).
    case accessibility2
    /// The third accessibility size (`accessibilityExtraLarge`).
    case accessibility3
    /// The fourth accessibility size (`accessibilityExtraExtraLarge`).
    case accessibility4
    /// The fifth and largest accessibility size (`accessibilityExtraExtraExtraLarge`).
    case accessibility5

    /// Position on the size slider, 0 for `xSmall`.
    @inlinable public var index: Int {
        switch self {
        case .xSmall: return 0
        case .small: return 1
        case .medium: return 2
        case .large: return 3
        case .xLarge: return 4
        case .xxLarge: return 5
        case .xxxLarge: return 6
        case .accessibility1: return 7
        case .accessibility2: return 8
        case .accessibility3: return 9
        case .accessibility4: return 10
        case .accessibility5: return 11
        }
    }

    /// Whether this is one of the larger accessibility sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool { index >= DynamicTypeSize.accessibility1.index }

    /// The name the HIG uses in its tabs ("xSmall", "Large", "AX3").
    public var higName: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "AX1"
        case .accessibility2: return "AX2"
        case .accessibility3: return "AX3"
        case .accessibility4: return "AX4"
        case .accessibility5: return "AX5"
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.index < rhs.index
    }
}
