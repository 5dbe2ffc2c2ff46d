// 36-descriptor-compatible-with.swift — A text style descriptor for a given trait collection
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   bodyXSmall = 14
//       iOS xSmall, Body: 14 pt, leading 19 (HIG Typography, seed 001)
//   headlineAX1 = 28
//       iOS AX1, Headline: 28 pt, leading 34 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_36() -> [String: Double] {
    let xSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    return [
        "bodyXSmall": Double(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: xSmall).pointSize),
        "headlineAX1": Double(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline, compatibleWith: ax1).pointSize),
    ]
}
