// 37-descriptor-tight-leading.swift — Tight leading keeps the point size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   withSymbolicTraits(.traitTightLeading)
//   withSymbolicTraits(.traitLooseLeading)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   tightPointSize = 17
//       Body 17 pt; tight leading changes only the line height (to 20 pt, WWDC20 10175 code
//       sample, seed 000: "Now it has 20 points of line height"), which no UIKit property reports,
//       so it is not asserted
//   isTight = 1
//       the descriptor carries .traitTightLeading
//   loosePointSize = 17
//       loose leading: 24 pt line height (WWDC20 10175 code sample, seed 000), size unchanged

import Foundation
import Typography

func snippet_37() -> [String: Double] {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    guard let tight = body.withSymbolicTraits(.traitTightLeading),
          let loose = body.withSymbolicTraits(.traitLooseLeading) else { return [:] }
    let tightFont = UIFont(descriptor: tight, size: 0)
    return [
        "tightPointSize": Double(tightFont.pointSize),
        "isTight": tightFont.fontDescriptor.symbolicTraits.contains(.traitTightLeading) ? 1 : 0,
        "loosePointSize": Double(UIFont(descriptor: loose, size: 0).pointSize),
    ]
}
