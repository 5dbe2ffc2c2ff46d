// 10-preferred-body-xlarge-xxlarge.swift — Body at xLarge and xxLarge
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xLarge = 19
//       iOS Dynamic Type, xLarge, Body: 19 pt, leading 24 (not in seed: Apple's published HIG
//       table; verify on the HIG page)
//   xxLarge = 21
//       iOS Dynamic Type, xxLarge, Body: 21 pt, leading 27 (not in seed: Apple's published HIG
//       table; verify on the HIG page)

import Foundation
import Typography

func snippet_10() -> [String: Double] {
    let xLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    let xxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    return [
        "xLarge": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xLarge).pointSize),
        "xxLarge": Double(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xxLarge).pointSize),
    ]
}
