// 43-swiftui-allcases-ax1.swift — Font.TextStyle.allCases resolved at accessibility1
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.TextStyle.allCases
//   DynamicTypeSize.accessibility1
//   Font.resolve(in:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   sum = 319
//       sum of the iOS AX1 Size column (HIG Typography, seed 001)
//   min = 20
//       iOS AX1, Caption 2: 20 pt (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_43() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility1
    let context = environment.fontResolutionContext
    var sizes: [Font.TextStyle: Double] = [:]
    for style in Font.TextStyle.allCases {
        sizes[style] = Double(Font.system(style).resolve(in: context).pointSize)
    }
    return ["sum": sizes.values.reduce(0, +), "min": sizes.values.min() ?? 0]
}
