/// Placing the kept paragraphs in the box, and the document's layout.
extension DocumentStacker {
    /// The box's width: the given one, or without one the widest paragraph's (its tail indent
    /// added). A paragraph placed by the box's width (centred, right-aligned, justified, right to
    /// left, or with a tail indent) is set again in that box, as it was set before.
    mutating func setInBox() throws(LayoutError) {
        guard !options.width.isFinite else { box = options.width; return }
        box = 0
        for entry in kept {
            box = max(box, entry.set.width + max(0, -blocks[paragraphs[entry.paragraph].block].style.tailIndent))
        }
        for k in kept.indices {
            let block = blocks[paragraphs[kept[k].paragraph].block]
            let reusable = !block.placedByWidth && block.style.tailIndent == 0
                && !kept[k].set.lines.contains { $0.line.isRightToLeft }
            if reusable { continue }
            let set = try self.set(kept[k].paragraph, kept[k].setting, width: box)
            kept[k].set = set
            kept[k].lineCount = min(kept[k].lineCount, set.lines.count)
        }
    }

    /// The text range of block `index` in the document's text (its terminator left out).
    func textRange(ofBlock index: Int) -> Range<Int> {
        let parts = paragraphs.filter { $0.block == index }
        guard let first = parts.first, let last = parts.last else { return 0..<0 }
        return first.offset..<(last.offset + last.runs.reduce(0) { $0 + $1.text.utf8.count })
    }

    /// The layout: the kept lines moved to their places in the document and its text.
    func result() -> DocumentLayout {
        var lines: [ParagraphLine] = []
        var placed: [DocumentLayout.Block] = []
        var usedWidth = 0.0
        var height = 0.0
        var previousBlock: Int? = nil
        for entry in kept {
            let part = paragraphs[entry.paragraph]
            let style = blocks[part.block].style
            let first = lines.count
            for (i, line) in entry.set.lines.prefix(entry.lineCount).enumerated() {
                lines.append(line.moved(dy: entry.top, offset: part.offset))
                usedWidth = max(usedWidth, line.line.width + style.indent(ofLine: i))
            }
            if let last = lines.last { height = last.top + last.height }
            if let previous = placed.last, previousBlock == part.block {
                placed[placed.count - 1] = DocumentLayout.Block(lines: previous.lines.lowerBound..<lines.count, top: previous.top,
                                                                textRange: previous.textRange)
            } else {
                placed.append(DocumentLayout.Block(lines: first..<lines.count, top: entry.top, textRange: textRange(ofBlock: part.block)))
            }
            previousBlock = part.block
        }
        let truncated = cut || truncated
        // One paragraph is the document's text: its lines' offsets are already the document's.
        let paragraph = paragraphs.count == 1 && kept.count == 1
            ? Paragraph(lines: lines, width: box, height: height, truncated: truncated, text: text)
            : Paragraph(lines: lines, width: box, height: height, truncated: truncated).settingOffsets(text: text)
        return DocumentLayout(paragraph: paragraph, blocks: placed, usedWidth: usedWidth, cut: cut)
    }
}
