// 20-category-comparison.swift — Comparing content size categories
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory < > <= >=
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xxxLargeBeforeAX1 = 1
//       xxxLarge precedes AX1 (the HIG orders xSmall … xxxLarge, then AX1 … AX5, HIG Typography,
//       seed 001)
//   largeAfterMedium = 1
//       Large follows Medium (HIG Typography, seed 001 tab order)
//   reflexive = 1
//       <= is reflexive
//   ax5Largest = 1
//       AX5 is the largest size

import Foundation
import Typography

func snippet_20() -> [String: Double] {
    let a: UIContentSizeCategory = .extraExtraExtraLarge
    let b: UIContentSizeCategory = .accessibilityMedium
    return [
        "xxxLargeBeforeAX1": a < b ? 1 : 0,
        "largeAfterMedium": UIContentSizeCategory.large > .medium ? 1 : 0,
        "reflexive": UIContentSizeCategory.extraSmall <= .extraSmall ? 1 : 0,
        "ax5Largest": UIContentSizeCategory.accessibilityExtraExtraExtraLarge >= .accessibilityExtraExtraLarge ? 1 : 0,
    ]
}
