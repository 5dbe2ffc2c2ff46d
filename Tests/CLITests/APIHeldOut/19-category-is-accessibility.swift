// 19-category-is-accessibility.swift — isAccessibilityCategory across the twelve sizes
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory
//   isAccessibilityCategory
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xxxLarge = 0
//       xxxLarge is the largest standard size (isAccessibilityCategory documentation: true only
//       for the five accessibility sizes)
//   large = 0
//       same
//   accessibilityMedium = 1
//       same
//   accessibilityExtraExtraExtraLarge = 1
//       same
//   accessibilityCount = 5
//       AX1-AX5: "iOS, iPadOS larger accessibility type sizes: AX1 AX2 AX3 AX4 AX5" (HIG
//       Typography, seed 001)

import Foundation
import Typography

func snippet_19() -> [String: Double] {
    let all: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    return [
        "xxxLarge": UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory ? 1 : 0,
        "large": UIContentSizeCategory.large.isAccessibilityCategory ? 1 : 0,
        "accessibilityMedium": UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory ? 1 : 0,
        "accessibilityExtraExtraExtraLarge": UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory ? 1 : 0,
        "accessibilityCount": Double(all.filter { $0.isAccessibilityCategory }.count),
    ]
}
