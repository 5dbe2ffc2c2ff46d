// 25-fontmetrics-direction.swift — Scaled values grow above Large and shrink below it
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   UIFontMetrics(forTextStyle:)
//   scaledValue(for:compatibleWith:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   growsAtAX1 = 1
//       Body grows from 17 pt (Large, "Scaling custom fonts automatically with Dynamic Type", seed
//       002) to 28 pt (AX1, HIG Typography, seed 001)
//   shrinksAtXSmall = 1
//       Body shrinks from 17 pt to 14 pt at xSmall (HIG Typography, seed 001)
//   monotonic = 1
//       Body at xxxLarge (23 pt) is larger than at xLarge (19 pt) (not in seed: Apple's published
//       HIG table; verify on the HIG page)

import Foundation
import Typography

func snippet_25() -> [String: Double] {
    let metrics = UIFontMetrics(forTextStyle: .body)
    func scaled(_ category: UIContentSizeCategory) -> CGFloat {
        metrics.scaledValue(for: 20, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
    }
    return [
        "growsAtAX1": scaled(.accessibilityMedium) > 20 ? 1 : 0,
        "shrinksAtXSmall": scaled(.extraSmall) < 20 ? 1 : 0,
        "monotonic": scaled(.extraExtraExtraLarge) > scaled(.extraLarge) ? 1 : 0,
    ]
}
