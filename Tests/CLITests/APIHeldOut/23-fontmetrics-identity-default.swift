// 23-fontmetrics-identity-default.swift — UIFontMetrics at the default size returns the value unchanged
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontMetrics(forTextStyle:)
//   UIFontMetrics.default
//   scaledValue(for:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body20 = 20
//       "Scaling custom fonts automatically with Dynamic Type", seed 002: at the default Large
//       size "the multiplier for all text styles is the same: 1 (no scaling)"
//   default44 = 44
//       same; UIFontMetrics.default is the body metrics

import Foundation
import Typography

func snippet_23() -> [String: Double] {
    let padding = UIFontMetrics(forTextStyle: .body).scaledValue(for: 20)
    let rowHeight = UIFontMetrics.default.scaledValue(for: 44)
    return ["body20": Double(padding), "default44": Double(rowHeight)]
}
