// 34-descriptor-designs.swift — Serif, monospaced and default designs keep the text style size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   withDesign(_:)
//   UIFontDescriptor.SystemDesign
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   serif = 17
//       WWDC20 10175 code sample, seed 000: a design keeps "font size, weight and line height";
//       Body 17 pt
//   monospaced = 17
//       same
//   default = 17
//       same

import Foundation
import Typography

func snippet_34() -> [String: Double] {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    var result: [String: Double] = [:]
    if let serif = body.withDesign(.serif) { result["serif"] = Double(UIFont(descriptor: serif, size: 0).pointSize) }
    if let mono = body.withDesign(.monospaced) { result["monospaced"] = Double(UIFont(descriptor: mono, size: 0).pointSize) }
    if let plain = body.withDesign(.default) { result["default"] = Double(UIFont(descriptor: plain, size: 0).pointSize) }
    return result
}
