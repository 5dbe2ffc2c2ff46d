// 09-preferred-body-ax5.swift — Body and caption 2 at the largest accessibility size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//   UIContentSizeCategory.accessibilityExtraExtraExtraLarge
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 53
//       iOS larger accessibility type sizes, AX5, Body: 53 pt, leading 62 (not in seed: Apple's
//       published HIG table; verify on the HIG page)
//   caption2 = 40
//       iOS AX5, Caption 2: 40 pt, leading 48 (not in seed: Apple's published HIG table; verify on
//       the HIG page)

import Foundation
import Typography

func snippet_09() -> [String: Double] {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    return [
        "body": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize),
        "caption2": Double(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize),
    ]
}
