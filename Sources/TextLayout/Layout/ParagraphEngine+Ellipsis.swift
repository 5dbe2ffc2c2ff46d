extension Typesetter.ParagraphSetter {
    /// The last allowed line, where text follows: the rest of the paragraph from grapheme `start`
    /// fitted by the ellipsizer (tightened, or cut where `options.fit.truncation` says: the line's
    /// end, the paragraph's start, or both sides of its middle). `textFollows`: text after the
    /// paragraph is cut too, so the line ends in an ellipsis even when the rest would fit.
    mutating func setEllipsizedLine(of paragraph: Typesetter.ShapedParagraph, lineIndex: Int, start: Int,
                                    textFollows: Bool) {
        let set = Typesetter.Ellipsizer(paragraph: paragraph, first: start, room: available(lineIndex),
                                        options: options.fit, textFollows: textFollows).set()
        let startByte = paragraph.byte(ofScalar: paragraph.analysis.graphemeStarts[start])
        let endByte = paragraph.byte(ofScalar: paragraph.analysis.scalars.count)
        lines.append(Typesetter.PendingLine(line: set.line, range: startByte..<endByte,
                                            isLastOfParagraph: true, forced: true, rtl: paragraph.analysis.baseRTL,
                                            lineOfParagraph: lineIndex, hyphenated: false,
                                            expansions: []))
        truncated = truncated || set.truncated || !set.fits
    }
}
