// 04 — Seed 000 (WWDC20 session 10175), its UIKit sample for tracking, as the seed shows it but
// for the label it is assigned to (`label.attributedText = …`: a view, which this package does
// not have).
// Expected, from the seed: tracking -0.5 tightens the word, as the tracking API (not kerning)
// does; `kCTTrackingAttributeName` is Core Text's name of the attribute UIKit calls
// `.tracking`, so both measure the same, and the tracked word is narrower than the untracked one.
import Typography

func snippet_04() -> [String: Double] {
    let text = NSAttributedString(string: "hamburgefonstiv",
        attributes: [kCTTrackingAttributeName as NSAttributedString.Key: -0.5])

    let uikit = NSAttributedString(string: "hamburgefonstiv", attributes: [.tracking: -0.5])
    let plain = NSAttributedString(string: "hamburgefonstiv")
    let tracked = text.size().width
    return ["sameAsUIKitTracking": tracked == uikit.size().width ? 1 : 0,
            "narrower": tracked < plain.size().width ? 1 : 0]
}
