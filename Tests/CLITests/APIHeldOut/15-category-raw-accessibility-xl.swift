// 15-category-raw-accessibility-xl.swift — UIContentSizeCategory.accessibilityExtraLarge and its raw value
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory.accessibilityExtraLarge
//   UIContentSizeCategory.rawValue
//   UIContentSizeCategory(rawValue:)
//   isAccessibilityCategory
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   rawValueMatches = 1
//       raw value "UICTContentSizeCategoryAccessibilityXL" (UIKit constant
//       UIContentSizeCategoryAccessibilityExtraLarge; not in seed, not a HIG value)
//   initFromRawValue = 1
//       UIContentSizeCategory(rawValue:) with that string is .accessibilityExtraLarge
//   isAccessibilityCategory = 1
//       AX3 is an accessibility size (UIContentSizeCategory.isAccessibilityCategory documentation)

import Foundation
import Typography

func snippet_15() -> [String: Double] {
    let category = UIContentSizeCategory.accessibilityExtraLarge
    let fromWire = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    return [
        "rawValueMatches": category.rawValue == "UICTContentSizeCategoryAccessibilityXL" ? 1 : 0,
        "initFromRawValue": fromWire == .accessibilityExtraLarge ? 1 : 0,
        "isAccessibilityCategory": category.isAccessibilityCategory ? 1 : 0,
    ]
}
