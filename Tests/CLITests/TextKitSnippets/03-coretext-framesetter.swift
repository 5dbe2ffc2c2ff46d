// 03 — Core Text's framesetter, as macOS and iOS code sizes and sets text without a view.
// Compiles unchanged with `import CoreText` and `import UIKit` in place of `import Typography`.
//
// Apple's calls: CTFramesetterCreateWithAttributedString, CTFramesetterSuggestFrameSizeWithConstraints,
// CGPath(rect:transform:), CTFramesetterCreateFrame, CTFrameGetLines, CTFrameGetLineOrigins,
// CTLineGetTypographicBounds, CTFrameGetVisibleStringRange, CFRangeMake.
// Expected: two lines of body (22 points each on iOS at Large: WWDC20, seed 000) are 44 points;
// the suggested size is the size `boundingRect(with:options:context:)` gives for the same string
// and width (Core Text is the layout under UIKit's text: 1 when they agree); the second line's
// origin is one line height below the first's (Core Text's origins grow up).
import Typography

func snippet_03() -> [String: Double] {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let string = NSAttributedString(string: "First line\nSecond line", attributes: [.font: body])
    let framesetter = CTFramesetterCreateWithAttributedString(string as CFAttributedString)
    var fit = CFRange()
    let suggested = CTFramesetterSuggestFrameSizeWithConstraints(
        framesetter, CFRangeMake(0, 0), nil, CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), &fit)
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 320, height: 200), transform: nil)
    let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
    let lines = CTFrameGetLines(frame) as! [CTLine]
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
    var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
    let width = CTLineGetTypographicBounds(lines[0], &ascent, &descent, &leading)
    let bounding = string.boundingRect(with: CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude),
                                       options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    let visible = CTFrameGetVisibleStringRange(frame)
    return ["lines": Double(lines.count), "height": Double(ceil(suggested.height)),
            "agreesWithBoundingRect": abs(suggested.width - bounding.width) < 0.001 && abs(suggested.height - bounding.height) < 0.001 ? 1 : 0,
            "originStep": Double(origins[0].y - origins[1].y), "fitsAll": fit.length == string.length ? 1 : 0,
            "visibleAll": visible.length == string.length ? 1 : 0, "firstLineHasWidth": width > 0 && ascent > 0 && descent > 0 ? 1 : 0]
}
