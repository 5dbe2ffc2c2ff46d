// 06-preferred-small-styles.swift — Footnote, callout, subheadline and caption 1 at xSmall and AX1
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   footnoteXSmall = 12
//       iOS xSmall, Footnote: 12 pt, leading 16 (HIG Typography, seed 001)
//   calloutXSmall = 13
//       iOS xSmall, Callout: 13 pt, leading 18 (HIG Typography, seed 001)
//   subheadlineAX1 = 25
//       iOS AX1, Subhead: 25 pt, leading 31 (HIG Typography, seed 001)
//   caption1AX1 = 22
//       iOS AX1, Caption 1: 22 pt, leading 28 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_06() -> [String: Double] {
    let xSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    return [
        "footnoteXSmall": Double(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: xSmall).pointSize),
        "calloutXSmall": Double(UIFont.preferredFont(forTextStyle: .callout, compatibleWith: xSmall).pointSize),
        "subheadlineAX1": Double(UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: ax1).pointSize),
        "caption1AX1": Double(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: ax1).pointSize),
    ]
}
