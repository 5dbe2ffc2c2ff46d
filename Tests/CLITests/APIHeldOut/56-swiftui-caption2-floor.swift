// 56-swiftui-caption2-floor.swift — Caption 2 stays 11 pt from xSmall to Large
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.caption2
//   DynamicTypeSize
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xSmall = 11
//       iOS xSmall, Caption 2: 11 pt, leading 13 (HIG Typography, seed 001)
//   medium = 11
//       "Scaling custom fonts automatically with Dynamic Type", seed 002: "remain 11pt on Extra
//       Small, Small, Medium, and Large"
//   large = 11
//       same

import Foundation
import Typography

func snippet_56() -> [String: Double] {
    var environment = EnvironmentValues()
    var result: [String: Double] = [:]
    let sizes: [(String, DynamicTypeSize)] = [("xSmall", .xSmall), ("medium", .medium), ("large", .large)]
    for (key, size) in sizes {
        environment.dynamicTypeSize = size
        result[key] = Double(Font.caption2.resolve(in: environment.fontResolutionContext).pointSize)
    }
    return result
}
