// 03-preferred-body-ax1.swift — Body at the first accessibility size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//   UITraitCollection(preferredContentSizeCategory:)
//   UIContentSizeCategory.accessibilityMedium
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 28
//       iOS larger accessibility type sizes, AX1, Body: 28 pt, leading 34 (HIG Typography, seed
//       001)

import Foundation
import Typography

func snippet_03() -> [String: Double] {
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    return ["pointSize": Double(font.pointSize)]
}
