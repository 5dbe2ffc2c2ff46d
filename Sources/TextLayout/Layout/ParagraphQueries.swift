/// A rectangle in a layout's coordinates: points from the top left of the paragraph (y down).
public struct LayoutRect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (never negative).
    public var width: Double
    /// The height (never negative).
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
}

/// Where the insertion point of a character index is drawn.
///
/// In text of one direction there is one caret. Where the directions change, the boundary has two
/// places: ``strongX`` is where a character of the paragraph's direction typed there appears,
/// ``weakX`` where one of the other direction appears — Pango's strong and weak cursors
/// (`pango_layout_get_cursor_pos`), Core Text's primary and secondary offsets
/// (`CTLineGetOffsetForStringIndex`). The two are equal away from a direction boundary.
public struct CaretPosition: Sendable, Hashable {
    /// The line the caret is on.
    public let lineIndex: Int
    /// The strong caret: the trailing edge of the character before the index when that character
    /// runs in the paragraph's direction, else the leading edge of the character at the index.
    public let strongX: Double
    /// The weak caret: the other of the two edges.
    public let weakX: Double
    /// The top of the caret's line box.
    public let top: Double
    /// The height of the caret's line box.
    public let height: Double
    /// The line's baseline, from the paragraph's top.
    public let baseline: Double
}

/// The character under a point, as TextKit's `characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`
/// and Pango's `pango_layout_xy_to_index` find it.
public struct CharacterHit: Sendable, Hashable {
    /// The UTF-16 offset of the grapheme cluster under the point (the nearest one on the nearest line
    /// when the point is outside the text).
    public let utf16Index: Int
    /// How far the point is from the grapheme's leading edge (its left in left-to-right text, its
    /// right in right-to-left text) toward its trailing edge: 0 to 1.
    public let fraction: Double
    /// The line the point falls on.
    public let lineIndex: Int
}

/// One line's place in a layout, as TextKit's line fragments and Core Text's lines give it.
public struct LineFragment: Sendable, Hashable {
    /// The line's index, top to bottom.
    public let lineIndex: Int
    /// The text the line holds, as UTF-16 offsets: from its first character to the next line's first
    /// (the whitespace and line break the line hangs past its edge included).
    public let utf16Range: Range<Int>
    /// The whole line box: as wide as the layout, as tall as the line.
    public let rect: LayoutRect
    /// The part of the box the glyphs use (indents and alignment applied).
    public let usedRect: LayoutRect
    /// The baseline, from the layout's top.
    public let baseline: Double

    /// A fragment from its parts (a layout of several paragraphs moves its paragraphs' fragments).
    public init(lineIndex: Int, utf16Range: Range<Int>, rect: LayoutRect, usedRect: LayoutRect, baseline: Double) {
        self.lineIndex = lineIndex
        self.utf16Range = utf16Range
        self.rect = rect
        self.usedRect = usedRect
        self.baseline = baseline
    }
}

/// A line's run of glyphs in one font and direction, with each glyph's place and its text.
public struct QueriedGlyphRun: Sendable {
    /// The run's font.
    public let font: FontInstance
    /// The glyph ids, in visual order.
    public let glyphs: [UInt32]
    /// Each glyph's origin: x from the layout's left, y from the layout's top (on the baseline,
    /// raised or lowered by the font's own offsets).
    public let positions: [(x: Double, y: Double)]
    /// Each glyph's advance.
    public let advances: [Double]
    /// Each glyph's text: the UTF-16 offset of its cluster's first character.
    public let utf16Indices: [Int]
    /// The run's text as UTF-16 offsets (the hyphen a hyphenated line adds has none).
    public let utf16Range: Range<Int>
    /// The run is set right to left.
    public let isRightToLeft: Bool

    /// A run from its parts (a layout of several paragraphs moves its paragraphs' runs).
    public init(font: FontInstance, glyphs: [UInt32], positions: [(x: Double, y: Double)], advances: [Double],
                utf16Indices: [Int], utf16Range: Range<Int>, isRightToLeft: Bool) {
        self.font = font
        self.glyphs = glyphs
        self.positions = positions
        self.advances = advances
        self.utf16Indices = utf16Indices
        self.utf16Range = utf16Range
        self.isRightToLeft = isRightToLeft
    }
}

/// Queries on a ``Paragraph``: where a character index is, which character is at a point, the
/// rectangles of a range, the lines with their ranges, and the glyph runs with their text. Build
/// it once for a paragraph and ask it many times (each answer then costs a binary search and a
/// walk of one line).
///
/// Indices are UTF-16 offsets (`NSString`'s, TextKit's and Core Text's). A grapheme cluster whose
/// glyphs are shared (a ligature, a cluster of several characters) divides its glyphs' width
/// evenly among its graphemes, as Pango and Core Text do. An index in the whitespace that hangs
/// past a line's edge is at that line's end.
public struct ParagraphQueries: Sendable {
    /// The paragraph asked about.
    public let paragraph: Paragraph
    let offsets: TextOffsets
    /// Each line's grapheme boxes, in logical order.
    let boxes: [[GraphemeBox]]
    /// Each line's first UTF-8 offset (the lines' starts, ascending).
    let lineStarts: [Int]
    /// The lines with their ranges, boxes and baselines, top to bottom (made once: TextKit and
    /// Core Text ask for one line's fragment at a time).
    public let lineFragments: [LineFragment]

    /// The queries of `paragraph`.
    public init(_ paragraph: Paragraph) {
        self.paragraph = paragraph
        offsets = TextOffsets(paragraph.text)
        let utf8 = Array(paragraph.text.utf8)
        boxes = paragraph.lines.map { GraphemeBox.boxes(of: $0, text: utf8) }
        var starts: [Int] = []
        for line in paragraph.lines { starts.append(max(line.textRange.lowerBound, starts.last ?? 0)) }
        lineStarts = starts
        let offsets = self.offsets
        let total = offsets.utf16Count
        lineFragments = paragraph.lines.enumerated().map { index, line in
            let start = offsets.utf16(forUTF8: starts[index])
            let end = index + 1 < starts.count ? offsets.utf16(forUTF8: starts[index + 1]) : total
            return LineFragment(lineIndex: index, utf16Range: start..<max(start, end),
                                rect: LayoutRect(x: 0, y: line.top, width: paragraph.width, height: line.height),
                                usedRect: LayoutRect(x: line.x, y: line.top, width: line.line.width, height: line.height),
                                baseline: line.baseline)
        }
    }

    /// The line that holds UTF-16 offset `utf16Index` (the last line for the text's end; nil
    /// without lines).
    public func lineIndex(forUTF16 utf16Index: Int) -> Int? {
        lineIndex(forByte: offsets.utf8(forUTF16: utf16Index))
    }

    func lineIndex(forByte byte: Int) -> Int? {
        guard !lineStarts.isEmpty else { return nil }
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The caret of UTF-16 offset `utf16Index` (clamped to the text): its strong and weak places,
    /// from the paragraph's left edge. Nil for a paragraph without lines.
    public func caret(atUTF16 utf16Index: Int) -> CaretPosition? {
        let byte = offsets.utf8(forUTF16: utf16Index)
        guard let index = lineIndex(forByte: byte) else { return nil }
        let line = paragraph.lines[index]
        let (strong, weak) = Self.carets(at: byte, boxes: boxes[index], line: line)
        return CaretPosition(lineIndex: index, strongX: line.x + strong, weakX: line.x + weak,
                             top: line.top, height: line.height, baseline: line.baseline)
    }

    /// Pango's rule (`pango_layout_get_cursor_pos`): the trailing edge of the grapheme before the
    /// index and the leading edge of the grapheme at it; the strong caret is the first when that
    /// grapheme runs in the line's direction.
    static func carets(at byte: Int, boxes: [GraphemeBox], line: ParagraphLine) -> (strong: Double, weak: Double) {
        let rtl = line.line.isRightToLeft
        let start = rtl ? line.line.width : 0, end = rtl ? 0 : line.line.width
        // Whitespace that hangs past the edge, and the line break: the line's end. An index
        // inside a grapheme is at that grapheme.
        var byte = min(byte, line.textRange.upperBound)
        if let inside = boxes.first(where: { $0.bytes.contains(byte) }) { byte = inside.bytes.lowerBound }
        let before = boxes.last { $0.bytes.lowerBound < byte }
        let at = boxes.first { $0.bytes.contains(byte) }
        let trailingBefore = before.map { ($0.rtl ? $0.left : $0.right, $0.rtl) } ?? (start, rtl)
        let leadingAt = at.map { ($0.rtl ? $0.right : $0.left, $0.rtl) } ?? (end, rtl)
        return trailingBefore.1 == rtl ? (trailingBefore.0, leadingAt.0) : (leadingAt.0, trailingBefore.0)
    }

    /// The character under the point `x`, `y` (from the paragraph's top left): the nearest line
    /// by height, then the grapheme under `x` on it, or the nearest one.
    public func characterIndex(x: Double, y: Double) -> CharacterHit? {
        guard !paragraph.lines.isEmpty else { return nil }
        let index = paragraph.lines.firstIndex { y < $0.top + $0.height } ?? paragraph.lines.count - 1
        let line = paragraph.lines[index]
        let lineBoxes = boxes[index]
        guard let leftmost = lineBoxes.min(by: { $0.left < $1.left }),
              let rightmost = lineBoxes.max(by: { $0.right < $1.right }) else {
            return CharacterHit(utf16Index: offsets.utf16(forUTF8: lineStarts[index]), fraction: 0, lineIndex: index)
        }
        let lx = x - line.x
        let box: GraphemeBox
        if lx < leftmost.left {
            box = leftmost
        } else if lx >= rightmost.right {
            box = rightmost
        } else {
            box = lineBoxes.first { lx >= $0.left && lx < $0.right } ?? rightmost
        }
        let width = box.right - box.left
        let clamped = min(max(lx, box.left), box.right)
        let fraction = width > 0 ? (box.rtl ? box.right - clamped : clamped - box.left) / width : 0
        return CharacterHit(utf16Index: offsets.utf16(forUTF8: box.bytes.lowerBound),
                            fraction: min(max(fraction, 0), 1), lineIndex: index)
    }

    /// The rectangles that UTF-16 range `utf16Range` covers: on each line, the graphemes in the
    /// range, adjacent ones merged, each as tall as its line box (a selection's highlight).
    public func selectionRects(forUTF16 utf16Range: Range<Int>) -> [LayoutRect] {
        let lo = offsets.utf8(forUTF16: utf16Range.lowerBound), hi = offsets.utf8(forUTF16: utf16Range.upperBound)
        guard lo < hi else { return [] }
        var rects: [LayoutRect] = []
        for (index, line) in paragraph.lines.enumerated() {
            let spans = boxes[index].filter { $0.bytes.lowerBound >= lo && $0.bytes.upperBound <= hi }
                .map { ($0.left, $0.right) }.sorted { $0.0 < $1.0 }
            var merged: [(Double, Double)] = []
            for span in spans {
                if let last = merged.last, span.0 <= last.1 + 0.001 {
                    merged[merged.count - 1].1 = max(last.1, span.1)
                } else {
                    merged.append(span)
                }
            }
            rects += merged.map { LayoutRect(x: line.x + $0.0, y: line.top, width: $0.1 - $0.0, height: line.height) }
        }
        return rects
    }

    /// Line `lineIndex`'s glyph runs, in visual order, with every glyph's place and text.
    public func glyphRuns(ofLine lineIndex: Int) -> [QueriedGlyphRun] {
        guard paragraph.lines.indices.contains(lineIndex) else { return [] }
        let line = paragraph.lines[lineIndex]
        let map = LineTextMap(line: line, text: Array(paragraph.text.utf8))
        return line.line.runs.map { run in
            let indices = run.glyphs.map { offsets.utf16(forUTF8: map.paragraphByte(ofLineByte: $0.cluster).lowerBound) }
            let lo = offsets.utf16(forUTF8: map.paragraphByte(ofLineByte: run.textRange.lowerBound).lowerBound)
            let hi = offsets.utf16(forUTF8: map.paragraphByte(ofLineByte: run.textRange.upperBound).lowerBound)
            return QueriedGlyphRun(font: run.font, glyphs: run.glyphs.map(\.id),
                                   positions: run.glyphs.map { (line.x + $0.x, line.baseline - $0.y) },
                                   advances: run.glyphs.map(\.advance), utf16Indices: indices,
                                   utf16Range: min(lo, hi)..<max(lo, hi), isRightToLeft: run.isRightToLeft)
        }
    }

    /// The text an ellipsis stands for on line `lineIndex`, as UTF-16 offsets; nil when the line
    /// shows all of its text.
    public func truncatedUTF16Range(ofLine lineIndex: Int) -> Range<Int>? {
        guard paragraph.lines.indices.contains(lineIndex) else { return nil }
        let line = paragraph.lines[lineIndex]
        let map = LineTextMap(line: line, text: Array(paragraph.text.utf8))
        guard map.prefix + map.suffix < map.lineLength else { return nil }
        let hidden = map.paragraphByte(ofLineByte: map.prefix)
        guard !hidden.isEmpty else { return nil }
        // A truncated last line hides the rest of the paragraph too.
        let end = lineIndex == paragraph.lines.count - 1 && map.suffix == 0 ? paragraph.text.utf8.count : hidden.upperBound
        return offsets.utf16(forUTF8: hidden.lowerBound)..<offsets.utf16(forUTF8: end)
    }

    /// The UTF-8 offset of UTF-16 offset `utf16Index` in the paragraph's text (clamped).
    public func utf8Offset(forUTF16 utf16Index: Int) -> Int { offsets.utf8(forUTF16: utf16Index) }

    /// The UTF-16 offset of UTF-8 offset `utf8Offset` in the paragraph's text (clamped).
    public func utf16Offset(forUTF8 utf8Offset: Int) -> Int { offsets.utf16(forUTF8: utf8Offset) }
}

extension Paragraph {
    /// Queries on this paragraph (build once, ask many times).
    public var queries: ParagraphQueries { ParagraphQueries(self) }
}
