// 13-textstyles-loop-large.swift — Every iOS text style at Large, keyed by style
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.TextStyle
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   sum = 205
//       sum of the Large sizes 34+28+22+20+17+17+16+15+13+12+11 ("Scaling custom fonts
//       automatically with Dynamic Type", seed 002: the per-style base sizes "based on Apple
//       metrics")
//   largeTitle = 34
//       iOS Large, Large Title: 34 pt, leading 41 (size: "Scaling custom fonts automatically with
//       Dynamic Type", seed 002; leading not in seed: Apple's published HIG table; verify on the
//       HIG page)
//   subheadline = 15
//       iOS Large, Subhead: 15 pt, leading 20 (size: "Scaling custom fonts automatically with
//       Dynamic Type", seed 002; leading not in seed: Apple's published HIG table; verify on the
//       HIG page)
//   caption1 = 12
//       iOS Large, Caption 1: 12 pt, leading 16 (size: "Scaling custom fonts automatically with
//       Dynamic Type", seed 002; leading not in seed: Apple's published HIG table; verify on the
//       HIG page)

import Foundation
import Typography

func snippet_13() -> [String: Double] {
    let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline,
        .body, .callout, .footnote, .caption1, .caption2,
    ]
    let traits = UITraitCollection(preferredContentSizeCategory: .large)
    var sizes: [UIFont.TextStyle: Double] = [:]
    for style in styles {
        sizes[style] = Double(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize)
    }
    return [
        "sum": sizes.values.reduce(0, +),
        "largeTitle": sizes[.largeTitle] ?? 0,
        "subheadline": sizes[.subheadline] ?? 0,
        "caption1": sizes[.caption1] ?? 0,
    ]
}
