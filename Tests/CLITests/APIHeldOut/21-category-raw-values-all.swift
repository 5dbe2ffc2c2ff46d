// 21-category-raw-values-all.swift — All twelve raw values round-trip
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory(rawValue:)
//   UIContentSizeCategory.rawValue
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   matches = 12
//       the UIKit constants UICTContentSizeCategoryXS … UICTContentSizeCategoryAccessibilityXXXL
//       (not in seed, not HIG values; UIContentSizeCategory documentation lists the constants)

import Foundation
import Typography

func snippet_21() -> [String: Double] {
    let expected: [(UIContentSizeCategory, String)] = [
        (.extraSmall, "UICTContentSizeCategoryXS"),
        (.small, "UICTContentSizeCategoryS"),
        (.medium, "UICTContentSizeCategoryM"),
        (.large, "UICTContentSizeCategoryL"),
        (.extraLarge, "UICTContentSizeCategoryXL"),
        (.extraExtraLarge, "UICTContentSizeCategoryXXL"),
        (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
        (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"),
        (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
        (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
        (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
        (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
    ]
    var matches = 0
    for (category, raw) in expected where category.rawValue == raw && UIContentSizeCategory(rawValue: raw) == category {
        matches += 1
    }
    return ["matches": Double(matches)]
}
