// 50-swiftui-headline-weight.swift — Headline is semibold
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.headline
//   Font.Resolved.weight
//   Font.Resolved.isBold
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 14
//       iOS xSmall, Headline, Semibold: 14 pt, leading 19 (HIG Typography, seed 001)
//   isSemibold = 1
//       Headline weight: Semibold (HIG Typography, seed 001)
//   isBold = 1
//       Font.Resolved.isBold is true for semibold or greater (Font.Resolved.isBold documentation)

import Foundation
import Typography

func snippet_50() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xSmall
    let context = environment.fontResolutionContext
    let headline = Font.headline.resolve(in: context)
    return [
        "pointSize": Double(headline.pointSize),
        "isSemibold": headline.weight == .semibold ? 1 : 0,
        "isBold": headline.isBold ? 1 : 0,
    ]
}
