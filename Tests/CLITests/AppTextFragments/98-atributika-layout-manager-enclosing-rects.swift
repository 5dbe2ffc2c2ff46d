// Source: https://github.com/psharanda/Atributika/blob/2de3536009a6f9ba88344a612ed219e2eb99ca2f/Sources/Views/TextUtils.swift#L9-L40
// App: Atributika (license: MIT)
// Uses: NSLayoutManager.enumerateLineFragments(forGlyphRange:using:), NSLayoutManager.enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:), NSTextContainer, NSNotFound, CGRect.intersects(_:), CGRect.intersection(_:)
// Expect: no documented value
// note: the copied lines are inside `#if os(iOS)` with `import UIKit` in the app (not copied)
import Typography

    extension NSLayoutManager {
        func enclosingRects(in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> [CGRect] {
            var lineRects = [CGRect]()
            enumerateLineFragments(
                forGlyphRange: glyphRange)
            { _, usedRect, _, _, _ in
                lineRects.append(usedRect)
            }

            var enclosingRects = [CGRect]()
            enumerateEnclosingRects(
                forGlyphRange: glyphRange,
                withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                in: textContainer
            ) { rect, _ in
                enclosingRects.append(rect)
            }

            var result = [CGRect]()
            for lineRect in lineRects {
                var enclosingRectForLine = lineRect

                for enclosingRect in enclosingRects {
                    if enclosingRect.intersects(lineRect) {
                        enclosingRectForLine = enclosingRectForLine.intersection(enclosingRect)
                    }
                }
                result.append(enclosingRectForLine)
            }
            return result
        }
    }
