// 29-scaledfont-custom-name.swift — A custom font scaled like the large title
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont(name:size:)
//   scaledFont(for:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 34
//       iOS Large, Large Title: 34 pt ("Scaling custom fonts automatically with Dynamic Type",
//       seed 002); multiplier 1 at Large

import Foundation
import Typography

func snippet_29() -> [String: Double] {
    let base = UIFont(name: "Avenir-Medium", size: 34) ?? UIFont.systemFont(ofSize: 34)
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: base, compatibleWith: large)
    return ["pointSize": Double(font.pointSize)]
}
