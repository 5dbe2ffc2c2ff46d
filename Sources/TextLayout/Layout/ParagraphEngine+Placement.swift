import TypeSystem

/// The one placement of set lines: every line the engine sets (a paragraph's, a document's, a
/// label's) is placed here, so that alignment, indents, justification and line height follow one
/// rule whatever asked for the line.
extension ParagraphStyle {
    /// The head indent of a paragraph's line: the first line's own, the others' the same.
    func indent(ofLine lineOfParagraph: Int) -> Double {
        lineOfParagraph == 0 ? firstLineHeadIndent : headIndent
    }
}

extension Typesetter {
    /// `lines` placed in the box `options` gives: each between its indents, on the side its
    /// paragraph's direction and the alignment say (justified when it is not the last of its
    /// paragraph or before a forced break), in a line box of the style's line height, with the
    /// style's line spacing between lines (the document stacker adds the spacing between
    /// paragraphs). Without a width (infinity) the box is as wide as the widest line.
    /// `text`: the text the lines' ranges index into.
    static func placed(_ lines: [PendingLine], options: ParagraphOptions, text: String, truncated: Bool) -> Paragraph {
        let style = options.style
        let unbounded = !options.width.isFinite
        let box = unbounded
            ? (lines.map { $0.line.width + style.indent(ofLine: $0.lineOfParagraph) }.max() ?? 0)
            : options.width
        let end = unbounded ? box : style.lineEnd(inWidth: options.width)
        var placed: [ParagraphLine] = []
        var top = 0.0
        for pending in lines {
            var line = pending.line
            let head = style.indent(ofLine: pending.lineOfParagraph)
            // The line's box between the indents, from the paragraph's left edge.
            let lo = pending.rtl ? box - end : head
            let hi = pending.rtl ? box - head : end
            let (align, justified) = options.resolvedAlignment(rtl: pending.rtl)
            if justified && !pending.forced && hi.isFinite,
               let justifiedLine = justify(line, to: hi - lo, expansions: pending.expansions, shrinks: pending.shrinks) {
                line = justifiedLine
            }
            let x = lo + align.offset(free: hi - lo - line.width)
            let height = style.lineHeight(natural: line.lineHeight)
            placed.append(ParagraphLine(line: line, x: x, top: top, textRange: pending.range, height: height,
                                        hyphenated: pending.hyphenated, endsInForcedBreak: pending.forced))
            top += height
            if !pending.isLastOfParagraph { top += style.lineSpacing }
        }
        return Paragraph(lines: placed, width: box, height: top, truncated: truncated).settingOffsets(text: text)
    }
}
