// 53-swiftui-designs.swift — Font.system(_:design:weight:) with serif and rounded designs
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.system(_:design:weight:)
//   Font.Design
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   serifBody = 17
//       WWDC20 10175 code sample, seed 000: a design keeps size, weight and line height; Body 17
//       pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)
//   roundedLargeTitle = 34
//       Large Title 34 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)
//   roundedIsBold = 1
//       weight == .bold as asked

import Foundation
import Typography

func snippet_53() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    let serif = Font.system(.body, design: .serif).resolve(in: context)
    let rounded = Font.system(.largeTitle, design: .rounded, weight: .bold).resolve(in: context)
    return [
        "serifBody": Double(serif.pointSize),
        "roundedLargeTitle": Double(rounded.pointSize),
        "roundedIsBold": rounded.weight == .bold ? 1 : 0,
    ]
}
