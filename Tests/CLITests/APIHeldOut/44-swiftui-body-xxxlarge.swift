// 44-swiftui-body-xxxlarge.swift — DynamicTypeSize.xxxLarge
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   DynamicTypeSize.xxxLarge
//   EnvironmentValues.dynamicTypeSize
//   Font.body
//   Font.largeTitle
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 23
//       iOS Dynamic Type, xxxLarge, Body: 23 pt, leading 29 (not in seed: Apple's published HIG
//       table; verify on the HIG page)
//   largeTitle = 40
//       iOS Dynamic Type, xxxLarge, Large Title: 40 pt, leading 48 (not in seed: Apple's published
//       HIG table; verify on the HIG page)

import Foundation
import Typography

func snippet_44() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xxxLarge
    let context = environment.fontResolutionContext
    return [
        "body": Double(Font.body.resolve(in: context).pointSize),
        "largeTitle": Double(Font.largeTitle.resolve(in: context).pointSize),
    ]
}
