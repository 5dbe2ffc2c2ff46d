// 01-preferred-body-default.swift — UIFont.preferredFont(forTextStyle:) at the default size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 17
//       iOS Dynamic Type, Large (default), Body: 17 pt, leading 22 — size: "Scaling custom fonts
//       automatically with Dynamic Type", seed 002 ("returns ... size 17 (body style on large text
//       size)"); leading 22: seed 000 ("it has 22-point line height")

import Foundation
import Typography

func snippet_01() -> [String: Double] {
    let font = UIFont.preferredFont(forTextStyle: .body)
    return ["pointSize": Double(font.pointSize)]
}
