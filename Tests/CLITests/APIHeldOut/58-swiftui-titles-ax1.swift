// 58-swiftui-titles-ax1.swift — SwiftUI titles at accessibility1
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.largeTitle
//   Font.title
//   Font.title2
//   Font.title3
//   DynamicTypeSize.accessibility1
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   largeTitle = 44
//       iOS AX1, Large Title: 44 pt, leading 52 (HIG Typography, seed 001)
//   title = 38
//       iOS AX1, Title 1: 38 pt, leading 46 (HIG Typography, seed 001)
//   title2 = 34
//       iOS AX1, Title 2: 34 pt, leading 41 (HIG Typography, seed 001)
//   title3 = 31
//       iOS AX1, Title 3: 31 pt, leading 38 (HIG Typography, seed 001)

import Foundation
import Typography

func snippet_58() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility1
    let context = environment.fontResolutionContext
    return [
        "largeTitle": Double(Font.largeTitle.resolve(in: context).pointSize),
        "title": Double(Font.title.resolve(in: context).pointSize),
        "title2": Double(Font.title2.resolve(in: context).pointSize),
        "title3": Double(Font.title3.resolve(in: context).pointSize),
    ]
}
