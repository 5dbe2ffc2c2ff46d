// 31-descriptor-title1-bold.swift — Emphasized Title 1 through a bold symbolic trait
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontDescriptor.preferredFontDescriptor(withTextStyle:)
//   withSymbolicTraits(.traitBold)
//   UIFont(descriptor:size:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 28
//       WWDC20 10175 code sample, seed 000: "// 28 pt Bold on iOS"; iOS Large, Title 1: 28 pt,
//       leading 34
//   isBold = 1
//       the descriptor carries .traitBold

import Foundation
import Typography

func snippet_31() -> [String: Double] {
    guard let descriptor = UIFontDescriptor
        .preferredFontDescriptor(withTextStyle: .title1)
        .withSymbolicTraits(.traitBold) else { return [:] }
    let font = UIFont(descriptor: descriptor, size: 0)
    return [
        "pointSize": Double(font.pointSize),
        "isBold": font.fontDescriptor.symbolicTraits.contains(.traitBold) ? 1 : 0,
    ]
}
