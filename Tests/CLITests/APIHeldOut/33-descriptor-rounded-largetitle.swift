// 33-descriptor-rounded-largetitle.swift — Rounded, emphasized large title (the Reminders "Today" label)
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   withSymbolicTraits(.traitBold)
//   withDesign(.rounded)
//   UIFont(descriptor:size:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   pointSize = 34
//       WWDC20 10175 code sample, seed 000 ("SF Pro Rounded Bold"; "everything else besides the
//       design stays the same, including font size, weight and line height"); iOS Large, Large
//       Title: 34 pt ("Scaling custom fonts automatically with Dynamic Type", seed 002)

import Foundation
import Typography

func snippet_33() -> [String: Double] {
    if let descriptor = UIFontDescriptor
        .preferredFontDescriptor(withTextStyle: .largeTitle)
        .withSymbolicTraits(.traitBold)?
        .withDesign(.rounded) {
        let font = UIFont(descriptor: descriptor, size: 0)
        return ["pointSize": Double(font.pointSize)]
    }
    return [:]
}
