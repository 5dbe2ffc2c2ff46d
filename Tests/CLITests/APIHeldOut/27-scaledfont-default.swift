// 27-scaledfont-default.swift — scaledFont(for:) at the default size keeps the point size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontMetrics(forTextStyle:)
//   scaledFont(for:)
//   UIFont.systemFont(ofSize:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 17
//       "Scaling custom fonts automatically with Dynamic Type", seed 002: scaledFont(for:) at
//       Large applies multiplier 1; Body 17 pt

import Foundation
import Typography

func snippet_27() -> [String: Double] {
    let base = UIFont.systemFont(ofSize: 17)
    let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
    return ["pointSize": Double(font.pointSize)]
}
