// 47-content-size-category-swiftui.swift — SwiftUI ContentSizeCategory names
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   ContentSizeCategory.extraExtraExtraLarge
//   ContentSizeCategory.allCases
//   isAccessibilityCategory
//   UIContentSizeCategory(_:)
//   DynamicTypeSize(_:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   allCases = 12
//       12 sizes (HIG Typography, seed 001)
//   xxxLIsAccessibility = 0
//       extraExtraExtraLarge is not an accessibility size
//   axMIsAccessibility = 1
//       accessibilityMedium is
//   toDynamicTypeSize = 1
//       ContentSizeCategory.extraExtraExtraLarge → UIContentSizeCategory →
//       DynamicTypeSize.xxxLarge

import Foundation
import Typography

func snippet_47() -> [String: Double] {
    let category = ContentSizeCategory.extraExtraExtraLarge
    let viaUIKit = DynamicTypeSize(UIContentSizeCategory(category))
    return [
        "allCases": Double(ContentSizeCategory.allCases.count),
        "xxxLIsAccessibility": category.isAccessibilityCategory ? 1 : 0,
        "axMIsAccessibility": ContentSizeCategory.accessibilityMedium.isAccessibilityCategory ? 1 : 0,
        "toDynamicTypeSize": viaUIKit == .xxxLarge ? 1 : 0,
    ]
}
