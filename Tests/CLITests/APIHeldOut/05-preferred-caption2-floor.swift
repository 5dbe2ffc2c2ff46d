// 05-preferred-caption2-floor.swift — Caption 2 does not shrink below 11 pt
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFont.preferredFont(forTextStyle:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   xSmall = 11
//       iOS xSmall, Caption 2: 11 pt, leading 13 (HIG Typography, seed 001)
//   small = 11
//       "Scaling custom fonts automatically with Dynamic Type", seed 002: "A .caption2 text style
//       size will remain 11pt on Extra Small, Small, Medium, and Large"
//   medium = 11
//       "Scaling custom fonts automatically with Dynamic Type", seed 002, same sentence
//   large = 11
//       "Scaling custom fonts automatically with Dynamic Type", seed 002, same sentence; Large
//       Caption 2 11 pt, leading 13

import Foundation
import Typography

func snippet_05() -> [String: Double] {
    func caption2(_ category: UIContentSizeCategory) -> Double {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        return Double(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize)
    }
    return [
        "xSmall": caption2(.extraSmall),
        "small": caption2(.small),
        "medium": caption2(.medium),
        "large": caption2(.large),
    ]
}
