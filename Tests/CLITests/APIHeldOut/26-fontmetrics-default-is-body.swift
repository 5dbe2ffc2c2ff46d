// 26-fontmetrics-default-is-body.swift — UIFontMetrics.default scales like the body style
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontMetrics.default
//   UIFontMetrics(forTextStyle:)
//   scaledValue(for:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   same = 1
//       UIFontMetrics.default documentation: "The font metrics object in this property uses the
//       body style."

import Foundation
import Typography

func snippet_26() -> [String: Double] {
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let a = UIFontMetrics.default.scaledValue(for: 10, compatibleWith: ax1)
    let b = UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: ax1)
    return ["same": a == b ? 1 : 0]
}
