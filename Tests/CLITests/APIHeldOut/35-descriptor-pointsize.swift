// 35-descriptor-pointsize.swift — A text style descriptor carries its point size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontDescriptor.preferredFontDescriptor(withTextStyle:)
//   UIFontDescriptor.pointSize
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   body = 17
//       iOS Large, Body: 17 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)
//   footnote = 13
//       iOS Large, Footnote: 13 pt ("Scaling custom fonts automatically with Dynamic Type", seed
//       002)

import Foundation
import Typography

func snippet_35() -> [String: Double] {
    return [
        "body": Double(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize),
        "footnote": Double(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).pointSize),
    ]
}
