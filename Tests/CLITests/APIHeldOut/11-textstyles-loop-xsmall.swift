// 11-textstyles-loop-xsmall.swift — Every iOS text style at xSmall, in a loop
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.TextStyle
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   count = 11
//       11 iOS text styles (HIG Typography, seed 001 xSmall table rows; "Scaling custom fonts
//       automatically with Dynamic Type", seed 002 list of 11 styles)
//   sum = 179
//       sum of the iOS xSmall Size column: 31+25+19+17+14+14+13+12+12+11+11 (HIG Typography, seed
//       001)
//   min = 11
//       iOS xSmall, Caption 1 and Caption 2: 11 pt (HIG Typography, seed 001)
//   max = 31
//       iOS xSmall, Large Title: 31 pt (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_11() -> [String: Double] {
    let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline,
        .body, .callout, .footnote, .caption1, .caption2,
    ]
    let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    var sizes: [Double] = []
    for style in styles {
        sizes.append(Double(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize))
    }
    return [
        "count": Double(sizes.count),
        "sum": sizes.reduce(0, +),
        "min": sizes.min() ?? 0,
        "max": sizes.max() ?? 0,
    ]
}
