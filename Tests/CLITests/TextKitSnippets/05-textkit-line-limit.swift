// 05 — A container of at most two lines that truncates its last one, as a label with
// numberOfLines = 2 lays out, measured through TextKit 1. Compiles unchanged with `import UIKit`.
//
// Apple's calls: NSTextContainer.maximumNumberOfLines, lineBreakMode (.byTruncatingTail),
// enumerateLineFragments(forGlyphRange:using:), truncatedGlyphRange(inLineFragmentForGlyphAt:),
// lineFragmentRect(forGlyphAt:effectiveRange:), NSNotFound.
// Expected (UIKit's documentation of maximumNumberOfLines and truncatedGlyphRange): two line
// fragments; the second is truncated (its truncated range is not NSNotFound), the first is not;
// two lines of 17-point system text at the default line height of the font.
import Typography

func snippet_05() -> [String: Double] {
    let text = String(repeating: "A label whose text is far too long for two short lines. ", count: 4)
    let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let storage = NSTextStorage(attributedString: string)
    let layoutManager = NSLayoutManager()
    storage.addLayoutManager(layoutManager)
    let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    container.maximumNumberOfLines = 2
    container.lineBreakMode = .byTruncatingTail
    layoutManager.addTextContainer(container)
    var fragments: [NSRange] = []
    layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: layoutManager.numberOfGlyphs)) { _, _, _, range, _ in
        fragments.append(range)
    }
    let secondTruncated = fragments.count == 2
        && layoutManager.truncatedGlyphRange(inLineFragmentForGlyphAt: fragments[1].location).location != NSNotFound
    let firstTruncated = layoutManager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location != NSNotFound
    var effective = NSRange()
    let firstRect = layoutManager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &effective)
    return ["lines": Double(fragments.count), "secondTruncated": secondTruncated ? 1 : 0,
            "firstTruncated": firstTruncated ? 1 : 0, "firstLineStartsAtZero": effective.location == 0 ? 1 : 0,
            "lineHeight": Double(firstRect.height) == Double(UIFont.systemFont(ofSize: 17).lineHeight) ? 1 : 0]
}
