// 18-category-from-client-ax1.swift — A server sizes text for "UICTContentSizeCategoryAccessibilityM"
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory(rawValue:)
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   footnote = 23
//       iOS AX1, Footnote: 23 pt, leading 29 (HIG Typography, seed 001)
//   caption2 = 20
//       iOS AX1, Caption 2: 20 pt, leading 25 (HIG Typography, seed 001)
//   isAccessibilityCategory = 1
//       accessibilityMedium is an accessibility size (isAccessibilityCategory documentation)

import Foundation
import Typography

func snippet_18() -> [String: Double] {
    let category = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    return [
        "footnote": Double(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits).pointSize),
        "caption2": Double(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize),
        "isAccessibilityCategory": category.isAccessibilityCategory ? 1 : 0,
    ]
}
