// 38-descriptor-italic.swift — Italic body
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   withSymbolicTraits(.traitItalic)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 17
//       iOS Large, Body: 17 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)
//   isItalic = 1
//       the descriptor carries .traitItalic

import Foundation
import Typography

func snippet_38() -> [String: Double] {
    guard let italic = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        .withSymbolicTraits(.traitItalic) else { return [:] }
    let font = UIFont(descriptor: italic, size: 0)
    return [
        "pointSize": Double(font.pointSize),
        "isItalic": font.fontDescriptor.symbolicTraits.contains(.traitItalic) ? 1 : 0,
    ]
}
