// 16-category-from-client-xxxl.swift — A server sizes text for the category string an iOS client sends (xxxLarge)
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory(rawValue:)
//   UITraitCollection(preferredContentSizeCategory:)
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 23
//       iOS Dynamic Type, xxxLarge, Body: 23 pt, leading 29 (not in seed: Apple's published HIG
//       table; verify on the HIG page)
//   title1 = 34
//       iOS Dynamic Type, xxxLarge, Title 1: 34 pt, leading 41 (not in seed: Apple's published HIG
//       table; verify on the HIG page)

import Foundation
import Typography

func snippet_16() -> [String: Double] {
    let header = "UICTContentSizeCategoryXXXL"   // as sent by UIApplication.shared.preferredContentSizeCategory.rawValue
    let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: header))
    return [
        "body": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize),
        "title1": Double(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits).pointSize),
    ]
}
