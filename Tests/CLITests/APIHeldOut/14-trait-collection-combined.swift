// 14-trait-collection-combined.swift — Content size and Bold Text in one trait collection
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UITraitCollection(traitsFrom:)
//   UITraitCollection(preferredContentSizeCategory:)
//   UITraitCollection(legibilityWeight:)
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 28
//       iOS AX1, Body: 28 pt, leading 34 (HIG Typography, seed 001); Bold Text changes the weight,
//       not the size
//   isBoldText = 1
//       the trait collection keeps legibilityWeight == .bold (UITraitCollection documentation)
//   isAX1 = 1
//       the trait collection keeps preferredContentSizeCategory == .accessibilityMedium

import Foundation
import Typography

func snippet_14() -> [String: Double] {
    let traits = UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
        UITraitCollection(legibilityWeight: .bold),
    ])
    let font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
    return [
        "pointSize": Double(font.pointSize),
        "isBoldText": traits.legibilityWeight == .bold ? 1 : 0,
        "isAX1": traits.preferredContentSizeCategory == .accessibilityMedium ? 1 : 0,
    ]
}
