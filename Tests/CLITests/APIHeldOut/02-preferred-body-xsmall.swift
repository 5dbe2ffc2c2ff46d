// 02-preferred-body-xsmall.swift — Body at xSmall through a trait collection
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//   UITraitCollection(preferredContentSizeCategory:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 14
//       iOS Dynamic Type, xSmall, Body: 14 pt, leading 19 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_02() -> [String: Double] {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    return ["pointSize": Double(font.pointSize)]
}
