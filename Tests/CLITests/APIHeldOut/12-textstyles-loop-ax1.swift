// 12-textstyles-loop-ax1.swift — Every iOS text style at AX1, in a loop
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.TextStyle
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   sum = 319
//       sum of the iOS AX1 Size column: 44+38+34+31+28+28+26+25+23+22+20 (HIG Typography, seed
//       001)
//   min = 20
//       iOS AX1, Caption 2: 20 pt, leading 25 (HIG Typography, seed 001)
//   max = 44
//       iOS AX1, Large Title: 44 pt, leading 52 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_12() -> [String: Double] {
    let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline,
        .body, .callout, .footnote, .caption1, .caption2,
    ]
    let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let sizes = styles.map { Double(UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits).pointSize) }
    return ["sum": sizes.reduce(0, +), "min": sizes.min() ?? 0, "max": sizes.max() ?? 0]
}
