// 04-preferred-titles-ax1.swift — Large title and titles at AX1
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//   UIFont.TextStyle
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   largeTitle = 44
//       iOS AX1, Large Title: 44 pt, leading 52 (HIG Typography, seed 001)
//   title1 = 38
//       iOS AX1, Title 1: 38 pt, leading 46 (HIG Typography, seed 001)
//   title2 = 34
//       iOS AX1, Title 2: 34 pt, leading 41 (HIG Typography, seed 001)
//   title3 = 31
//       iOS AX1, Title 3: 31 pt, leading 38 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_04() -> [String: Double] {
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    return [
        "largeTitle": Double(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax1).pointSize),
        "title1": Double(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: ax1).pointSize),
        "title2": Double(UIFont.preferredFont(forTextStyle: .title2, compatibleWith: ax1).pointSize),
        "title3": Double(UIFont.preferredFont(forTextStyle: .title3, compatibleWith: ax1).pointSize),
    ]
}
