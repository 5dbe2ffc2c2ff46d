// 02 — "Which link was tapped": the character under a point of a label's text, as iOS apps find
// it with TextKit 1 (layoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)).
// Compiles unchanged with `import UIKit` in place of `import Typography`.
//
// Apple's calls: NSTextStorage, NSLayoutManager, NSTextContainer, glyphRange(forCharacterRange:
// actualCharacterRange:), boundingRect(forGlyphRange:in:), characterIndex(for:in:
// fractionOfDistanceBetweenInsertionPoints:), NSLocationInRange.
// Expected (by the API's contract, UIKit's documentation of these calls): the middle of the link's
// last character's rectangle hits that character; the text's first point hits character 0;
// a point past the end of the last line hits the last character with the fraction 1.
import Typography

func snippet_02() -> [String: Double] {
    let text = NSMutableAttributedString(string: "Read the terms of service before you continue.",
                                         attributes: [.font: UIFont.systemFont(ofSize: 15)])
    let link = (text.string as NSString).range(of: "terms of service")
    text.addAttribute(.link, value: "https://example.com/terms", range: link)
    let storage = NSTextStorage(attributedString: text)
    let layoutManager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: 160, height: 400))
    container.lineFragmentPadding = 0
    layoutManager.addTextContainer(container)
    storage.addLayoutManager(layoutManager)
    let glyphs = layoutManager.glyphRange(forCharacterRange: link, actualCharacterRange: nil)
    let box = layoutManager.boundingRect(forGlyphRange: glyphs, in: container)
    // A tap on the middle of the link's last character (the link wraps: the middle of its whole
    // box can fall between its lines).
    let lastGlyph = NSRange(location: NSMaxRange(glyphs) - 1, length: 1)
    let tap = layoutManager.boundingRect(forGlyphRange: lastGlyph, in: container)
    let inside = layoutManager.characterIndex(for: CGPoint(x: tap.midX, y: tap.midY), in: container,
                                              fractionOfDistanceBetweenInsertionPoints: nil)
    let first = layoutManager.characterIndex(for: CGPoint(x: 0.5, y: 1), in: container,
                                             fractionOfDistanceBetweenInsertionPoints: nil)
    var fraction: CGFloat = 0
    let used = layoutManager.usedRect(for: container)
    let past = layoutManager.characterIndex(for: CGPoint(x: 1_000, y: used.maxY - 1), in: container,
                                            fractionOfDistanceBetweenInsertionPoints: &fraction)
    return ["tapHitsLink": NSLocationInRange(inside, link) ? 1 : 0, "tapIsLastLinkCharacter": inside == NSMaxRange(link) - 1 ? 1 : 0, "firstPoint": Double(first),
            "pastEndIsLast": past == text.length - 1 ? 1 : 0, "pastEndFraction": Double(fraction),
            "linkWraps": box.height > 20 ? 1 : 0]
}
