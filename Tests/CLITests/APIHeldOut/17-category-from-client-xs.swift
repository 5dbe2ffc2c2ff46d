// 17-category-from-client-xs.swift — A server sizes text for "UICTContentSizeCategoryXS"
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory(rawValue:)
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 14
//       iOS xSmall, Body: 14 pt, leading 19 (HIG Typography, seed 001)
//   largeTitle = 31
//       iOS xSmall, Large Title: 31 pt, leading 38 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_17() -> [String: Double] {
    let category = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    return [
        "body": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize),
        "largeTitle": Double(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize),
    ]
}
