// 30-systemfont-weight.swift — UIFont.systemFont(ofSize:weight:)
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.systemFont(ofSize:)
//   UIFont.systemFont(ofSize:weight:)
//   UIFont.fontDescriptor
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   light15 = 15
//       a fixed-size system font keeps the size asked for
//   regular15 = 15
//       same
//   descriptorBold28 = 28
//       the font descriptor reports the same point size

import Foundation
import Typography

func snippet_30() -> [String: Double] {
    let light = UIFont.systemFont(ofSize: 15, weight: .light)
    let regular = UIFont.systemFont(ofSize: 15)
    let bold = UIFont.systemFont(ofSize: 28, weight: .bold)
    return [
        "light15": Double(light.pointSize),
        "regular15": Double(regular.pointSize),
        "descriptorBold28": Double(bold.fontDescriptor.pointSize),
    ]
}
