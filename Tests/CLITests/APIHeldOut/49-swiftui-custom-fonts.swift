// 49-swiftui-custom-fonts.swift — Font.custom with relativeTo:, without it, and with fixedSize:
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.custom(_:size:relativeTo:)
//   Font.custom(_:size:)
//   Font.custom(_:fixedSize:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   relativeToTitle = 34
//       34 pt at the default Large size (WWDC20 10175 code sample, seed 000: "Avenir font, medium
//       weight, 34-point", scaled relative to title); multiplier 1 at Large ("Scaling custom fonts
//       automatically with Dynamic Type", seed 002)
//   defaultRelativeToBody = 17
//       17 pt at Large; "custom font will scale relative to body text style by default now in iOS
//       14" (WWDC20 10175 code sample, seed 000)
//   fixedAtAX3 = 12
//       "a custom font that is fixed size and doesn't scale at all with the fixedSize parameter"
//       (WWDC20 10175 code sample, seed 000)

import Foundation
import Typography

func snippet_49() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let title = Font.custom("Avenir-Medium", size: 34, relativeTo: .title).resolve(in: environment.fontResolutionContext)
    let paragraph = Font.custom("Avenir-Book", size: 17).resolve(in: environment.fontResolutionContext)
    environment.dynamicTypeSize = .accessibility3
    let code = Font.custom("Menlo", fixedSize: 12).resolve(in: environment.fontResolutionContext)
    return [
        "relativeToTitle": Double(title.pointSize),
        "defaultRelativeToBody": Double(paragraph.pointSize),
        "fixedAtAX3": Double(code.pointSize),
    ]
}
