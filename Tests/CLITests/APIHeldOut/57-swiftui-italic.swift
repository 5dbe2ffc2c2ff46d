// 57-swiftui-italic.swift — Italic body
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.italic()
//   Font.Resolved.isItalic
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 17
//       iOS Large, Body: 17 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)
//   isItalic = 1
//       italic as asked
//   isBold = 0
//       Body is Regular (HIG Typography, seed 001 weight column)

import Foundation
import Typography

func snippet_57() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    let resolved = Font.body.italic().resolve(in: context)
    return [
        "pointSize": Double(resolved.pointSize),
        "isItalic": resolved.isItalic ? 1 : 0,
        "isBold": resolved.isBold ? 1 : 0,
    ]
}
