// 32-descriptor-body-bold.swift — Emphasized body
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontDescriptor.preferredFontDescriptor(withTextStyle:)
//   withSymbolicTraits(.traitBold)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 17
//       WWDC20 10175 code sample, seed 000: "// 17 pt Semibold on iOS"

import Foundation
import Typography

func snippet_32() -> [String: Double] {
    if let descriptor = UIFontDescriptor
        .preferredFontDescriptor(withTextStyle: .body)
        .withSymbolicTraits(.traitBold) {
        let emphasizedBodyFont = UIFont(descriptor: descriptor, size: 0)
        return ["pointSize": Double(emphasizedBodyFont.pointSize)]
    }
    return [:]
}
