// 39-font-descriptor-size.swift — UIFont(descriptor:size:): 0 keeps the descriptor size, anything else replaces it
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont(descriptor:size:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   sizeZero = 17
//       iOS Large, Body: 17 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002);
//       size 0 keeps the descriptor's size (UIFont(descriptor:size:) documentation)
//   size20 = 20
//       an explicit size replaces it

import Foundation
import Typography

func snippet_39() -> [String: Double] {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    return [
        "sizeZero": Double(UIFont(descriptor: body, size: 0).pointSize),
        "size20": Double(UIFont(descriptor: body, size: 20).pointSize),
    ]
}
