extension Typesetter.ParagraphSetter {
    /// The last allowed line of runs, where text follows: as much of the rest of the paragraph as
    /// fits beside the ellipsis (`options.fit.ellipsis`, in the attributes of the run at the cut),
    /// cut where `options.fit.truncation` says — the line's end (tail), the paragraph's start
    /// (head: "…end of the paragraph") or both sides of its middle — found by bisection on the
    /// number of graphemes kept.
    mutating func setEllipsizedLine(of paragraph: Typesetter.ShapedParagraph, problem: LineBreakProblem, lineIndex: Int,
                                    start: Int, end: Int) {
        let room = available(lineIndex)
        let truncation = options.fit.truncation
        let ends = truncation == .head || truncation == .middle
        // The tail keeps at most the broken line's graphemes; head and middle draw on the whole rest.
        let available = ends ? paragraph.analysis.graphemeCount - start : end - start + 1
        var lo = 0, hi = available
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ellipsized(paragraph, problem: problem, start: start, keeping: mid).line.width <= room + 1e-9 {
                lo = mid
            } else {
                hi = mid - 1
            }
        }
        let (line, endScalar) = ellipsized(paragraph, problem: problem, start: start, keeping: lo)
        let startByte = paragraph.byte(ofScalar: paragraph.analysis.graphemeStarts[start])
        lines.append(Typesetter.PendingLine(line: line, range: startByte..<paragraph.byte(ofScalar: endScalar),
                                 isLastOfParagraph: true, forced: true, rtl: paragraph.analysis.baseRTL,
                                 paragraph: paragraph.index, lineOfParagraph: lineIndex, hyphenated: false,
                                 expansions: []))
        truncated = true
    }

    /// `count` graphemes of the paragraph from grapheme `start` on, with the ellipsis where the
    /// truncation cuts: after them (tail, trailing spaces left out), before the paragraph's last
    /// `count` (head), or between the first half and the paragraph's last half (middle); and the
    /// code point the line's text range ends at (the paragraph's end for head and middle).
    func ellipsized(_ paragraph: Typesetter.ShapedParagraph, problem: LineBreakProblem, start: Int,
                    keeping count: Int) -> (line: ShapedLine, endScalar: Int) {
        let analysis = paragraph.analysis
        let graphemes = analysis.graphemeCount
        let headCount: Int, tailCount: Int
        switch options.fit.truncation {
        case .head: (headCount, tailCount) = (0, count)
        case .middle: (headCount, tailCount) = ((count + 1) / 2, count / 2)
        case .tail, .none: (headCount, tailCount) = (count, 0)
        }
        // The head's content, its trailing spaces left out; the tail's start.
        let headLast = start + headCount - 1
        let contentEnd = headCount > 0 ? problem.lastNonSpace[headLast] : start - 1
        let startScalar = analysis.graphemeStarts[start]
        let headEnd = contentEnd >= start ? analysis.graphemeStarts[contentEnd + 1] : startScalar
        let tailStart = analysis.graphemeStarts[max(start + headCount, graphemes - tailCount)]
        let paragraphEnd = analysis.graphemeStarts[graphemes]
        let ends = tailCount > 0 || options.fit.truncation == .head || options.fit.truncation == .middle
        // The ellipsis takes the attributes of the text it follows (the start's, with no head).
        let owner = run(atByte: paragraph.byte(ofScalar: max(startScalar, headEnd - 1)))
        let ellipsis = Typesetter.measure(options.fit.ellipsis, runs[owner].attributes)
        var pieces: [Typesetter.Piece] = []
        if headEnd > startScalar { pieces.append(Typesetter.Piece(line: paragraph.line(from: startScalar, to: headEnd, hyphen: false), color: nil, rise: 0)) }
        pieces.append(Typesetter.Piece(line: ellipsis, color: runs[owner].color, rise: runs[owner].baselineOffset))
        if tailCount > 0 && tailStart < paragraphEnd {
            pieces.append(Typesetter.Piece(line: paragraph.line(from: tailStart, to: paragraphEnd, hyphen: false), color: nil, rise: 0))
        }
        let endScalar = ends ? paragraphEnd : headEnd
        if pieces.count == 1 { return (ellipsis, endScalar) }
        return (Typesetter.compose(pieces, rtl: analysis.baseRTL), endScalar)
    }
}
