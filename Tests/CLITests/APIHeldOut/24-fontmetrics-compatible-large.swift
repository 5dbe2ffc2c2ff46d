// 24-fontmetrics-compatible-large.swift — scaledValue(for:compatibleWith:) with an explicit Large trait collection
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontMetrics(forTextStyle:)
//   scaledValue(for:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 20
//       "Scaling custom fonts automatically with Dynamic Type", seed 002: multiplier 1 at Large
//   title1 = 28
//       same; Title 1 at Large is 28 pt ("Scaling custom fonts automatically with Dynamic Type",
//       seed 002)

import Foundation
import Typography

func snippet_24() -> [String: Double] {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    return [
        "body": Double(UIFontMetrics(forTextStyle: .body).scaledValue(for: 20, compatibleWith: large)),
        "title1": Double(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: large)),
    ]
}
