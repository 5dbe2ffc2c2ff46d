// 59-swiftui-dynamic-type-from-uikit.swift — A SwiftUI view sized from the UIKit category a client reports
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIContentSizeCategory(rawValue:)
//   DynamicTypeSize(_: UIContentSizeCategory)
//   EnvironmentValues.dynamicTypeSize
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 28
//       "UICTContentSizeCategoryAccessibilityM" is AX1; iOS AX1, Body: 28 pt, leading 34 (HIG
//       Typography, seed 001)
//   callout = 26
//       iOS AX1, Callout: 26 pt, leading 32 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_59() -> [String: Double] {
    let reported = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = DynamicTypeSize(reported) ?? .large
    let context = environment.fontResolutionContext
    return [
        "body": Double(Font.body.resolve(in: context).pointSize),
        "callout": Double(Font.callout.resolve(in: context).pointSize),
    ]
}
