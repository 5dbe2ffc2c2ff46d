#if !canImport(UIKit)
import Foundation
import TextLayout

/// An attributed string laid out once (``AttributedLayout``, the layout `boundingRect` and drawing
/// use) with the engine's queries on every paragraph, in the string's UTF-16 offsets and the
/// layout's coordinates: what TextKit's layout manager and Core Text's frames and lines answer.
package final class LaidOutText: @unchecked Sendable {
    // @unchecked: made once and never changed; used on the thread that asked, as TextKit's.
    package let string: NSAttributedString
    let layout: AttributedLayout
    /// The engine's queries on the document's lines (the string's offsets).
    package let queries: ParagraphQueries
    /// Where the layout's origin is drawn from: the left inset of the lines (TextKit's line
    /// fragment padding).
    package let inset: Double

    init(_ string: NSAttributedString, layout: AttributedLayout, inset: Double = 0) {
        self.string = string
        self.layout = layout
        self.inset = inset
        queries = ParagraphQueries(layout.document.paragraph)
    }

    /// Lays out `string` in `width` (infinity: unwrapped) and `height`, at most `maximumLines` lines
    /// (0: any), the last one kept truncated when text is cut and `truncatesLastLine`; a truncated
    /// line shows `ellipsis` where its text is cut.
    package static func make(_ string: NSAttributedString, width: Double, height: Double = .infinity, maximumLines: Int = 0,
                             truncatesLastLine: Bool = false, usesFontLeading: Bool = true, inset: Double = 0,
                             ellipsis: String = "\u{2026}") -> LaidOutText {
        let layout = (try? AttributedLayout.layout(string, width: width, height: height, usesFontLeading: usesFontLeading,
                                                   truncateLast: truncatesLastLine, maximumLines: maximumLines,
                                                   ellipsis: ellipsis))
            ?? AttributedLayout(document: DocumentLayout.empty)
        return LaidOutText(string, layout: layout, inset: inset)
    }

    /// The lines kept, top to bottom.
    package var lines: [ParagraphLine] { layout.document.paragraph.lines }

    /// Line `i`'s fragment in the string's offsets and the layout's coordinates (its line box
    /// `width` wide). A paragraph's last line holds its terminator (the line feed).
    package func fragment(_ i: Int, width: Double) -> LineFragment {
        let local = queries.lineFragments[i]
        let used = local.usedRect
        return LineFragment(lineIndex: i, utf16Range: local.utf16Range,
                            rect: LayoutRect(x: 0, y: local.rect.y, width: width, height: local.rect.height),
                            usedRect: LayoutRect(x: used.x + inset, y: used.y, width: used.width, height: used.height),
                            baseline: local.baseline)
    }

    /// The line that holds character `index` (the last line for the end; nil without lines).
    package func lineIndex(forCharacter index: Int) -> Int? { queries.lineIndex(forUTF16: index) }

    /// The caret of character `index`: its line and its strong and weak x.
    package func caret(at index: Int) -> (line: Int, strong: Double, weak: Double)? {
        queries.caret(atUTF16: index).map { ($0.lineIndex, $0.strongX + inset, $0.weakX + inset) }
    }

    /// The character under `point` and how far the point is through it (TextKit's fraction).
    package func characterIndex(at point: CGPoint) -> (index: Int, fraction: Double)? {
        queries.characterIndex(x: Double(point.x) - inset, y: Double(point.y)).map { ($0.utf16Index, $0.fraction) }
    }

    /// The rectangles a character range covers, line by line.
    package func rects(for range: NSRange) -> [CGRect] {
        queries.selectionRects(forUTF16: range.location..<NSMaxRange(range)).map {
            CGRect(x: $0.x + inset, y: $0.y, width: $0.width, height: $0.height)
        }
    }

    /// Line `i`'s glyph runs, in the string's offsets and the layout's coordinates.
    package func glyphRuns(ofLine i: Int) -> [QueriedGlyphRun] {
        queries.glyphRuns(ofLine: i).map { run in
            QueriedGlyphRun(font: run.font, glyphs: run.glyphs, positions: run.positions.map { ($0.x + inset, $0.y) },
                            advances: run.advances, utf16Indices: run.utf16Indices, utf16Range: run.utf16Range,
                            isRightToLeft: run.isRightToLeft)
        }
    }

    /// Line `i` as the engine placed it (its top and x in the layout).
    package func placedLine(_ i: Int) -> ParagraphLine { lines[i] }

    /// The text an ellipsis stands for on line `i` (UTF-16 offsets in the string), or nil.
    package func truncatedRange(ofLine i: Int) -> Range<Int>? { queries.truncatedUTF16Range(ofLine: i) }

    /// The layout kept every line (no height or line limit cut any).
    package var holdsAllLines: Bool { !layout.document.cut }

    /// The widest line's used width (indents included).
    package var usedWidth: Double { layout.usedWidth }
    /// The height of the lines kept.
    package var height: Double { layout.height }

    /// What ``draw(lines:at:parts:)`` draws: the background colours, the rest (shadows, glyphs,
    /// underlines and strikethroughs), or both.
    package struct Parts: OptionSet {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let backgrounds = Parts(rawValue: 1)
        package static let glyphs = Parts(rawValue: 2)
        package static let all: Parts = [.backgrounds, .glyphs]
    }

    /// Draws lines `range` with the layout's origin at `origin` (user space, top-left), with the
    /// string's decorations, into the current image or PDF context.
    package func draw(lines range: Range<Int>, at origin: CGPoint, parts: Parts = .all, in context: CGContext? = nil) {
        guard let target = (context?.target ?? GraphicsContext.current)?.page else { return }
        let dx = Double(origin.x) + target.state.origin.x + inset, dy = Double(origin.y) + target.state.origin.y
        let whole = NSRange(location: 0, length: string.length)
        for i in range where lines.indices.contains(i) {
            let line = lines[i]
            let x = dx + line.x, baseline = dy + line.baseline
            let marks = LineDecorations(string, paragraph: whole, line: line)
            if parts.contains(.backgrounds) { marks?.drawBackgrounds(&target.drawing, x: x, top: dy + line.top) }
            guard parts.contains(.glyphs) else { continue }
            marks?.drawShadows(&target.drawing, x: x, baseline: baseline)
            if let marks {
                marks.drawGlyphs(&target.drawing, x: x, baseline: baseline, foreground: target.foreground)
            } else {
                target.drawing.text(line.line, x: x, baseline: baseline, color: target.foreground)
            }
            marks?.drawLines(&target.drawing, x: x, baseline: baseline)
            marks?.drawAttachments(on: target, x: x, baseline: baseline)
        }
    }
}
#endif
