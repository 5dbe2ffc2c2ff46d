// 08-preferred-body-xxxlarge.swift — Body and large title at xxxLarge, the largest non-accessibility size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//   UIContentSizeCategory.extraExtraExtraLarge
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 23
//       iOS Dynamic Type, xxxLarge, Body: 23 pt, leading 29 (not in seed: Apple's published HIG
//       table; verify on the HIG page)
//   largeTitle = 40
//       iOS Dynamic Type, xxxLarge, Large Title: 40 pt, leading 48 (not in seed: Apple's published
//       HIG table; verify on the HIG page)

import Foundation
import Typography

func snippet_08() -> [String: Double] {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    return [
        "body": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize),
        "largeTitle": Double(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize),
    ]
}
