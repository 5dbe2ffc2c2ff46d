// 52-swiftui-title-bold.swift — Emphasized title (Title 1)
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.title
//   Font.bold()
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 28
//       WWDC20 10175 code sample, seed 000: emphasized title1 "maps to SF Pro Bold", "28 pt Bold
//       on iOS"
//   isBoldWeight = 1
//       weight == .bold

import Foundation
import Typography

func snippet_52() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    let title = Font.title.bold().resolve(in: context)
    return [
        "pointSize": Double(title.pointSize),
        "isBoldWeight": title.weight == .bold ? 1 : 0,
    ]
}
