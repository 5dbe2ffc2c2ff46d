// 07-preferred-headline-xsmall.swift — Headline and titles at xSmall
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   headline = 14
//       iOS xSmall, Headline (Semibold): 14 pt, leading 19 (HIG Typography, seed 001)
//   title3 = 17
//       iOS xSmall, Title 3: 17 pt, leading 22 (HIG Typography, seed 001)
//   title2 = 19
//       iOS xSmall, Title 2: 19 pt, leading 24 (HIG Typography, seed 001)
//   largeTitle = 31
//       iOS xSmall, Large Title: 31 pt, leading 38 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_07() -> [String: Double] {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    return [
        "headline": Double(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits).pointSize),
        "title3": Double(UIFont.preferredFont(forTextStyle: .title3, compatibleWith: traits).pointSize),
        "title2": Double(UIFont.preferredFont(forTextStyle: .title2, compatibleWith: traits).pointSize),
        "largeTitle": Double(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize),
    ]
}
