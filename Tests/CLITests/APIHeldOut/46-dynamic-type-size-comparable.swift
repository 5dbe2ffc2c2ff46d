// 46-dynamic-type-size-comparable.swift — DynamicTypeSize ordering, ranges and isAccessibilitySize
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   DynamicTypeSize (Comparable, CaseIterable)
//   isAccessibilitySize
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xxxLargeBeforeAX1 = 1
//       xxxLarge precedes AX1 (HIG Typography, seed 001 tab order)
//   ax1IsAccessibility = 1
//       accessibility1 is an accessibility size
//   xxxLargeIsAccessibility = 0
//       xxxLarge is not
//   allCases = 12
//       7 standard sizes + 5 accessibility sizes (HIG Typography, seed 001: "xSmall Small Medium
//       Large (default) xLarge xxLarge xxxLarge", "AX1 AX2 AX3 AX4 AX5")
//   accessibilityCount = 5
//       AX1-AX5 (HIG Typography, seed 001)
//   rangeContainsAX2 = 1
//       .xSmall ... .accessibility3 contains .accessibility2

import Foundation
import Typography

func snippet_46() -> [String: Double] {
    let range = DynamicTypeSize.xSmall ... DynamicTypeSize.accessibility3
    return [
        "xxxLargeBeforeAX1": DynamicTypeSize.xxxLarge < .accessibility1 ? 1 : 0,
        "ax1IsAccessibility": DynamicTypeSize.accessibility1.isAccessibilitySize ? 1 : 0,
        "xxxLargeIsAccessibility": DynamicTypeSize.xxxLarge.isAccessibilitySize ? 1 : 0,
        "allCases": Double(DynamicTypeSize.allCases.count),
        "accessibilityCount": Double(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count),
        "rangeContainsAX2": range.contains(.accessibility2) ? 1 : 0,
    ]
}
