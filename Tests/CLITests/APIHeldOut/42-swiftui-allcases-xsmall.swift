// 42-swiftui-allcases-xsmall.swift — Font.TextStyle.allCases resolved at xSmall
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.TextStyle.allCases
//   DynamicTypeSize.xSmall
//   Font.resolve(in:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   sum = 179
//       sum of the iOS xSmall Size column (HIG Typography, seed 001)
//   max = 31
//       iOS xSmall, Large Title: 31 pt (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_42() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xSmall
    let context = environment.fontResolutionContext
    let sizes = Font.TextStyle.allCases.map { Double(Font.system($0).resolve(in: context).pointSize) }
    return ["sum": sizes.reduce(0, +), "max": sizes.max() ?? 0]
}
