// 40-textstyle-raw-value.swift — UIFont.TextStyle raw values, as they cross process boundaries
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.TextStyle(rawValue:)
//   UIFont.TextStyle.rawValue
//   UIFont.preferredFont(forTextStyle:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   bodyRaw = 1
//       UIFont.TextStyle.body.rawValue is "UICTFontTextStyleBody" (UIKit constant
//       UIFontTextStyleBody; not in seed, not a HIG value)
//   title1FromRaw = 28
//       UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1") is .title1: iOS Large, Title 1: 28
//       pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)

import Foundation
import Typography

func snippet_40() -> [String: Double] {
    let style = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle1")
    return [
        "bodyRaw": UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody" ? 1 : 0,
        "title1FromRaw": Double(UIFont.preferredFont(forTextStyle: style).pointSize),
    ]
}
