// 28-scaledfont-maximum.swift — scaledFont(for:maximumPointSize:compatibleWith:) caps the size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   scaledFont(for:maximumPointSize:compatibleWith:)
//   UIContentSizeCategory.accessibilityExtraLarge
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   cappedAtAX3 = 24
//       the cap: Body at AX1 is already 28 pt > 24 (HIG Typography, seed 001), so at AX3 the
//       result is the maximum, 24
//   uncappedAtLarge = 17
//       at Large the multiplier is 1 ("Scaling custom fonts automatically with Dynamic Type", seed
//       002), 17 < 24

import Foundation
import Typography

func snippet_28() -> [String: Double] {
    let metrics = UIFontMetrics(forTextStyle: .body)
    let base = UIFont.systemFont(ofSize: 17)
    let ax3 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let capped = metrics.scaledFont(for: base, maximumPointSize: 24, compatibleWith: ax3)
    let uncapped = metrics.scaledFont(for: base, maximumPointSize: 24, compatibleWith: large)
    return ["cappedAtAX3": Double(capped.pointSize), "uncappedAtLarge": Double(uncapped.pointSize)]
}
