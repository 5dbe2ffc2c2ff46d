// 54-swiftui-nested-types.swift — Font.TextStyle, Font.Weight, Font.Design, Font.Width and Font.Leading
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.TextStyle
//   Font.Weight
//   Font.Design
//   Font.Width
//   Font.Leading
//   Font.width(_:)
//   Font.leading(_:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 16
//       iOS Large, Callout: 16 pt, leading 21 (size: "Scaling custom fonts automatically with
//       Dynamic Type", seed 002; leading not in seed: Apple's published HIG table; verify on the
//       HIG page)
//   isLight = 1
//       weight == .light as asked
//   isCondensed = 1
//       width == .condensed as asked
//   isTight = 1
//       leading == .tight as asked

import Foundation
import Typography

func snippet_54() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    let style: Font.TextStyle = .callout
    let weight: Font.Weight = .light
    let design: Font.Design = .monospaced
    let width: Font.Width = .condensed
    let leading: Font.Leading = .tight
    let resolved = Font.system(style, design: design, weight: weight)
        .width(width)
        .leading(leading)
        .resolve(in: context)
    return [
        "pointSize": Double(resolved.pointSize),
        "isLight": resolved.weight == .light ? 1 : 0,
        "isCondensed": resolved.width == .condensed ? 1 : 0,
        "isTight": resolved.leading == .tight ? 1 : 0,
    ]
}
