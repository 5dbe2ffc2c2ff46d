// 06 — TextKit 2's layout fragments, as iOS 15+ and macOS 12+ code measures text without a view:
// a content storage, a text layout manager, a container, then the fragments' frames and lines.
// Compiles unchanged with `import UIKit` in place of `import Typography`.
//
// Apple's calls: NSTextContentStorage, NSTextLayoutManager, addTextLayoutManager(_:), textContainer,
// attributedString, documentRange, ensureLayout(for:), enumerateTextLayoutFragments(from:options:using:),
// NSTextLayoutFragment.layoutFragmentFrame, textLineFragments, usageBoundsForTextContainer.
// Expected: one layout fragment a paragraph and one line fragment a line (Apple's documentation of
// NSTextLayoutFragment); two lines of body at 22 points (iOS at Large: WWDC20, seed 000) end 44
// points down; the usage bounds' height is `boundingRect`'s in the container's width less its
// padding (1 when they agree).
import Typography

func snippet_06() -> [String: Double] {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = NSAttributedString(string: "First line\nSecond line", attributes: [.font: body])
    let contentStorage = NSTextContentStorage()
    let layoutManager = NSTextLayoutManager()
    contentStorage.addTextLayoutManager(layoutManager)
    let container = NSTextContainer(size: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude))
    layoutManager.textContainer = container
    contentStorage.attributedString = text
    layoutManager.ensureLayout(for: layoutManager.documentRange)
    var fragments = 0, lines = 0
    var bottom: CGFloat = 0
    layoutManager.enumerateTextLayoutFragments(from: layoutManager.documentRange.location, options: [.ensuresLayout]) { fragment in
        fragments += 1
        lines += fragment.textLineFragments.count
        bottom = fragment.layoutFragmentFrame.maxY
        return true
    }
    let usage = layoutManager.usageBoundsForTextContainer
    let bounding = text.boundingRect(with: CGSize(width: 320 - 2 * container.lineFragmentPadding, height: CGFloat.greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    return ["fragments": Double(fragments), "lines": Double(lines), "bottom": Double(bottom),
            "agreesWithBoundingRect": abs(usage.height - bounding.height) < 0.001 ? 1 : 0]
}
