// 48-swiftui-system-size-fixed.swift — Font.system(size:weight:design:) does not scale
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.system(size:weight:design:)
//   Font.Resolved.pointSize
//   Font.Resolved.isBold
//   Font.Resolved.weight
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSizeAX3 = 20
//       a fixed size stays 20 pt at AX3
//   isBold = 1
//       Font.Resolved.isBold: "weight is semi-bold or greater"
//   isSemibold = 1
//       weight == .semibold
//   plain14AtAX5 = 14
//       Font.system(size: 14) stays 14 pt at AX5

import Foundation
import Typography

func snippet_48() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility3
    let badge = Font.system(size: 20, weight: .semibold, design: .rounded).resolve(in: environment.fontResolutionContext)
    environment.dynamicTypeSize = .accessibility5
    let plain = Font.system(size: 14).resolve(in: environment.fontResolutionContext)
    return [
        "pointSizeAX3": Double(badge.pointSize),
        "isBold": badge.isBold ? 1 : 0,
        "isSemibold": badge.weight == .semibold ? 1 : 0,
        "plain14AtAX5": Double(plain.pointSize),
    ]
}
