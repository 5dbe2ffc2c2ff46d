// 45-swiftui-size-category-legacy.swift — The older ContentSizeCategory environment value
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   ContentSizeCategory.extraExtraExtraLarge
//   ContentSizeCategory.accessibilityMedium
//   EnvironmentValues.sizeCategory
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   bodyXXXL = 23
//       iOS Dynamic Type, xxxLarge, Body: 23 pt, leading 29 (not in seed: Apple's published HIG
//       table; verify on the HIG page)
//   bodyAX1 = 28
//       iOS AX1, Body: 28 pt, leading 34 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_45() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.sizeCategory = .extraExtraExtraLarge
    let xxxl = Font.body.resolve(in: environment.fontResolutionContext)
    environment.sizeCategory = .accessibilityMedium
    let ax1 = Font.body.resolve(in: environment.fontResolutionContext)
    return ["bodyXXXL": Double(xxxl.pointSize), "bodyAX1": Double(ax1.pointSize)]
}
