// 01 — Sizing text with TextKit 1, as iOS code does without a view: a text storage, a layout
// manager and a container with no padding, then `usedRect(for:)` and the line fragments.
// Compiles unchanged with `import UIKit` in place of `import Typography`.
//
// Apple's calls: NSTextStorage(attributedString:), NSLayoutManager, NSTextContainer(size:),
// lineFragmentPadding, ensureLayout(for:), usedRect(for:), glyphRange(for:),
// enumerateLineFragments(forGlyphRange:using:), boundingRect(with:options:context:).
// Expected: body's line height on iOS at Large is 22 points (WWDC20 "The details of UI typography",
// seed 000), so two lines are 44 points; TextKit's used rect with no padding is the rectangle
// `boundingRect(with:options:context:)` gives with .usesLineFragmentOrigin and .usesFontLeading
// (UIKit documents both as the layout of the same text system): 1 when they agree.
import Typography

func snippet_01() -> [String: Double] {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = NSAttributedString(string: "First line\nSecond line", attributes: [.font: body])
    let storage = NSTextStorage(attributedString: text)
    let layoutManager = NSLayoutManager()
    storage.addLayoutManager(layoutManager)
    let container = NSTextContainer(size: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
    container.lineFragmentPadding = 0
    layoutManager.addTextContainer(container)
    layoutManager.ensureLayout(for: container)
    let used = layoutManager.usedRect(for: container)
    var lines = 0
    var heights: Double = 0
    let glyphs = layoutManager.glyphRange(for: container)
    layoutManager.enumerateLineFragments(forGlyphRange: glyphs) { rect, _, _, _, _ in
        lines += 1
        heights += Double(rect.height)
    }
    let bounding = text.boundingRect(with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    let agrees = abs(used.width - bounding.width) < 0.001 && abs(used.height - bounding.height) < 0.001
    return ["height": Double(ceil(used.height)), "lines": Double(lines), "lineHeights": heights,
            "agreesWithBoundingRect": agrees ? 1 : 0, "allGlyphs": glyphs.length == text.length ? 1 : 0]
}
