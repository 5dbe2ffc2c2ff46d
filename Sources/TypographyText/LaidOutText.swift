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
    /// Each block's queries (its paragraph's own offsets).
    package let queries: [ParagraphQueries]
    /// The lines in order: their block and their index in it.
    package let lines: [(block: Int, line: Int)]
    /// Where the layout's origin is drawn from: the left inset of the lines (TextKit's line
    /// fragment padding).
    package let inset: Double

    init(_ string: NSAttributedString, layout: AttributedLayout, inset: Double = 0) {
        self.string = string
        self.layout = layout
        self.inset = inset
        queries = layout.blocks.map { ParagraphQueries($0.paragraph) }
        var lines: [(Int, Int)] = []
        for (b, block) in layout.blocks.enumerated() {
            // The lines `layout` kept (a height limit keeps only those that fit).
            for (l, line) in block.paragraph.lines.enumerated()
            where block.top + line.top + line.height <= layout.height + 1e-9 || lines.isEmpty {
                lines.append((b, l))
            }
        }
        self.lines = lines
    }

    /// Lays out `string` in `width` (infinity: unwrapped) and `height`, at most `maximumLines` lines
    /// (0: any), the last one kept truncated as `truncation` says when text is cut.
    package static func make(_ string: NSAttributedString, width: Double, height: Double = .infinity, maximumLines: Int = 0,
                     truncatesLastLine: Bool = false, usesFontLeading: Bool = true, inset: Double = 0) -> LaidOutText {
        let empty = AttributedLayout()
        guard var layout = try? AttributedLayout.layout(string, width: width, height: height, usesFontLeading: usesFontLeading,
                                                       truncateLast: truncatesLastLine) else {
            return LaidOutText(string, layout: empty, inset: inset)
        }
        if maximumLines > 0 {
            let all = LaidOutText(string, layout: layout, inset: inset)
            if all.lines.count > maximumLines {
                // The height of the first `maximumLines` lines is the box they fit in.
                let last = all.lines[maximumLines - 1]
                let block = layout.blocks[last.block], line = block.paragraph.lines[last.line]
                let limit = block.top + line.top + line.height
                layout = (try? AttributedLayout.layout(string, width: width, height: limit, usesFontLeading: usesFontLeading,
                                                       truncateLast: truncatesLastLine)) ?? layout
            }
        }
        return LaidOutText(string, layout: layout, inset: inset)
    }

    /// The UTF-16 offset where block `b` starts in the string.
    package func start(ofBlock b: Int) -> Int { layout.blocks[b].range.location }

    /// Line `i`'s fragment in the string's offsets and the layout's coordinates. A paragraph's last
    /// line holds its terminator (the line feed); the line boxes are `width` wide.
    package func fragment(_ i: Int, width: Double) -> LineFragment {
        let (b, l) = lines[i]
        let block = layout.blocks[b]
        let local = queries[b].lineFragments[l]
        let start = self.start(ofBlock: b) + local.utf16Range.lowerBound
        var end = self.start(ofBlock: b) + local.utf16Range.upperBound
        if l == block.paragraph.lines.count - 1 {
            end = b + 1 < layout.blocks.count ? self.start(ofBlock: b + 1) : string.length
        }
        func moved(_ r: LayoutRect, full: Bool) -> LayoutRect {
            LayoutRect(x: full ? 0 : r.x + inset, y: r.y + block.top, width: full ? width : r.width, height: r.height)
        }
        return LineFragment(lineIndex: i, utf16Range: start..<max(start, end), rect: moved(local.rect, full: true),
                            usedRect: moved(local.usedRect, full: false), baseline: local.baseline + block.top)
    }

    /// The line that holds character `index` (the last line for the end; nil without lines).
    package func lineIndex(forCharacter index: Int) -> Int? {
        guard !lines.isEmpty else { return nil }
        var found = 0
        for (i, (b, l)) in lines.enumerated() {
            let local = queries[b].lineFragments[l].utf16Range.lowerBound + start(ofBlock: b)
            if local <= index { found = i } else { break }
        }
        return found
    }

    /// The caret of character `index`: its line and its strong and weak x.
    package func caret(at index: Int) -> (line: Int, strong: Double, weak: Double)? {
        guard let i = lineIndex(forCharacter: index) else { return nil }
        let (b, _) = lines[i]
        guard let c = queries[b].caret(atUTF16: index - start(ofBlock: b)) else { return nil }
        return (i, c.strongX + inset, c.weakX + inset)
    }

    /// The character under `point` and how far the point is through it (TextKit's fraction).
    package func characterIndex(at point: CGPoint) -> (index: Int, fraction: Double)? {
        guard !lines.isEmpty else { return nil }
        let y = Double(point.y)
        var chosen = lines.count - 1
        for (i, (b, l)) in lines.enumerated() {
            let line = layout.blocks[b].paragraph.lines[l]
            if y < layout.blocks[b].top + line.top + line.height { chosen = i; break }
        }
        let (b, l) = lines[chosen]
        let line = layout.blocks[b].paragraph.lines[l]
        guard let hit = queries[b].characterIndex(x: Double(point.x) - inset, y: line.top + line.height / 2) else { return nil }
        return (hit.utf16Index + start(ofBlock: b), hit.fraction)
    }

    /// The rectangles a character range covers, line by line.
    package func rects(for range: NSRange) -> [CGRect] {
        var out: [CGRect] = []
        for (b, block) in layout.blocks.enumerated() {
            let lo = max(range.location, block.range.location), hi = min(range.location + range.length, NSMaxRange(block.range))
            guard lo < hi else { continue }
            let kept = Set(lines.filter { $0.block == b }.map(\.line))
            for rect in queries[b].selectionRects(forUTF16: (lo - block.range.location)..<(hi - block.range.location)) {
                guard let l = block.paragraph.lines.firstIndex(where: { abs($0.top - rect.y) < 1e-9 }), kept.contains(l) else { continue }
                out.append(CGRect(x: rect.x + inset, y: rect.y + block.top, width: rect.width, height: rect.height))
            }
        }
        return out
    }

    /// Line `i`'s glyph runs, in the string's offsets and the layout's coordinates.
    package func glyphRuns(ofLine i: Int) -> [QueriedGlyphRun] {
        let (b, l) = lines[i]
        let top = layout.blocks[b].top, base = start(ofBlock: b)
        return queries[b].glyphRuns(ofLine: l).map { run in
            QueriedGlyphRun(font: run.font, glyphs: run.glyphs, positions: run.positions.map { ($0.x + inset, $0.y + top) },
                            advances: run.advances, utf16Indices: run.utf16Indices.map { $0 + base },
                            utf16Range: (run.utf16Range.lowerBound + base)..<(run.utf16Range.upperBound + base),
                            isRightToLeft: run.isRightToLeft)
        }
    }

    /// Line `i` as the engine placed it in its paragraph, and the top of that paragraph.
    package func placedLine(_ i: Int) -> (line: ParagraphLine, paragraphTop: Double) {
        let (b, l) = lines[i]
        return (layout.blocks[b].paragraph.lines[l], layout.blocks[b].top)
    }

    /// The text an ellipsis stands for on line `i` (UTF-16 offsets in the string), or nil.
    package func truncatedRange(ofLine i: Int) -> Range<Int>? {
        let (b, l) = lines[i]
        return queries[b].truncatedUTF16Range(ofLine: l).map { ($0.lowerBound + start(ofBlock: b))..<($0.upperBound + start(ofBlock: b)) }
    }

    /// The layout kept every line (no height or line limit cut any).
    package var holdsAllLines: Bool { lines.count == layout.blocks.reduce(0) { $0 + $1.paragraph.lines.count } }

    /// The widest line's used width (indents included).
    package var usedWidth: Double { layout.usedWidth }
    /// The height of the lines kept.
    package var height: Double {
        guard let (b, l) = lines.last else { return 0 }
        let line = layout.blocks[b].paragraph.lines[l]
        return layout.blocks[b].top + line.top + line.height
    }

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
        for i in range where lines.indices.contains(i) {
            let (b, l) = lines[i]
            let block = layout.blocks[b], line = block.paragraph.lines[l]
            let x = dx + line.x, baseline = dy + block.top + line.baseline
            let marks = LineDecorations(string, paragraph: block.range, line: line)
            if parts.contains(.backgrounds) { marks?.drawBackgrounds(&target.drawing, x: x, top: dy + block.top + line.top) }
            guard parts.contains(.glyphs) else { continue }
            marks?.drawShadows(&target.drawing, x: x, baseline: baseline)
            target.drawing.text(line.line, x: x, baseline: baseline, color: target.foreground)
            marks?.drawLines(&target.drawing, x: x, baseline: baseline)
        }
    }
}
#endif
