// 51-swiftui-footnote-bold.swift — Emphasized footnote
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   Font.footnote
//   Font.bold()
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 13
//       WWDC20 10175 code sample, seed 000: "Font.footnote.bold() // 13 pt Semibold on iOS"
//   isSemibold = 1
//       same comment: Semibold
//   isBold = 1
//       semibold or greater

import Foundation
import Typography

func snippet_51() -> [String: Double] {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .large
    let context = environment.fontResolutionContext
    let emphasizedFootnoteFont = Font.footnote.bold().resolve(in: context)
    return [
        "pointSize": Double(emphasizedFootnoteFont.pointSize),
        "isSemibold": emphasizedFootnoteFont.weight == .semibold ? 1 : 0,
        "isBold": emphasizedFootnoteFont.isBold ? 1 : 0,
    ]
}
