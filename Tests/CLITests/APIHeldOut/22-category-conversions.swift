// 22-category-conversions.swift — UIContentSizeCategory ↔ DynamicTypeSize ↔ ContentSizeCategory
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   DynamicTypeSize(_: UIContentSizeCategory)
//   UIContentSizeCategory(_: DynamicTypeSize?)
//   UIContentSizeCategory(_: ContentSizeCategory?)
//   ContentSizeCategory(_: UIContentSizeCategory)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   ax1 = 1
//       UIKit accessibilityMedium is SwiftUI accessibility1 (AX1 in HIG Typography, seed 001)
//   xxxLarge = 1
//       UIKit extraExtraExtraLarge is SwiftUI xxxLarge
//   xSmall = 1
//       SwiftUI xSmall is UIKit extraSmall
//   ax3 = 1
//       SwiftUI ContentSizeCategory.accessibilityExtraLarge is UIKit accessibilityExtraLarge
//   xLarge = 1
//       UIKit extraLarge is SwiftUI ContentSizeCategory.extraLarge

import Foundation
import Typography

func snippet_22() -> [String: Double] {
    return [
        "ax1": DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1 ? 1 : 0,
        "xxxLarge": DynamicTypeSize(UIContentSizeCategory.extraExtraExtraLarge) == .xxxLarge ? 1 : 0,
        "xSmall": UIContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall ? 1 : 0,
        "ax3": UIContentSizeCategory(ContentSizeCategory.accessibilityExtraLarge) == .accessibilityExtraLarge ? 1 : 0,
        "xLarge": ContentSizeCategory(UIContentSizeCategory.extraLarge) == .extraLarge ? 1 : 0,
    ]
}
