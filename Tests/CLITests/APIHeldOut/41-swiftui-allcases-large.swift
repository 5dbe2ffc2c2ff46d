// 41-swiftui-allcases-large.swift — Font.TextStyle.allCases on iOS, resolved at Large
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.TextStyle.allCases
//   Font.system(_:design:weight:)
//   Font.resolve(in:)
//   EnvironmentValues.fontResolutionContext
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   count = 11
//       11 iOS text styles (the HIG iOS tables have 11 rows, HIG Typography, seed 001); issue 34:
//       "SwiftUI's loop over iOS styles has 11"
//   sum = 205
//       sum of the Large sizes 34+28+22+20+17+17+16+15+13+12+11 ("Scaling custom fonts
//       automatically with Dynamic Type", seed 002)

import Foundation
import Typography

func snippet_41() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    var count = 0
    var sum = 0.0
    for style in Font.TextStyle.allCases {
        count += 1
        sum += Double(Font.system(style).resolve(in: context).pointSize)
    }
    return ["count": Double(count), "sum": sum]
}
