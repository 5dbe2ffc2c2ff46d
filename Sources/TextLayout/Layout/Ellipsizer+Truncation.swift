import Foundation
import TypeSystem

/// Truncation: as many whole graphemes as fit beside the ellipsis, from the ends the truncation
/// keeps.
extension Typesetter.Ellipsizer {
    /// A truncated line, before the ellipsizer reports it.
    struct Truncated {
        var line: ShapedLine
        var note: String?
        var shapings: Int
        var tighteningLimit: String?

        func result(tighteningPasses: Int) -> Typesetter.Ellipsized {
            Typesetter.Ellipsized(line: line, fits: false, tightened: false, truncated: true,
                                  tighteningLimit: tighteningLimit, tighteningPasses: tighteningPasses, note: note,
                                  truncationPasses: shapings)
        }
    }

    /// The rest truncated so that what is kept and the ellipsis fit in the room, at the runs' own
    /// tracking. An estimate from the graphemes' advances on the whole paragraph comes first; then
    /// a few back-offs one grapheme at a time, as shaping usually differs by a grapheme or two; then
    /// a binary search over the rest (width grows with what is kept), so that a candidate far too
    /// wide costs log n shapings, not n: tab widths change with where the cut puts them, and runs
    /// of zero-width NULs give many graphemes to back off through (3.3 KB of such text once cost
    /// 3.5 s one grapheme at a time).
    func truncated() -> Truncated {
        let startScalar = paragraph.analysis.graphemeStarts[first]
        let firstSpan = span(atScalar: startScalar)
        let ellipsisWidth = Typesetter.measure(ellipsis(in: firstSpan), firstSpan.attrs).width
        if ellipsisWidth > room {
            return Truncated(line: Typesetter.measure("", firstSpan.attrs),
                             note: "the width \(room) pt cannot hold even the ellipsis (\(ellipsisWidth) pt)", shapings: 0)
        }
        // The ellipsis follows a tracked gap.
        let budget = room - ellipsisWidth - firstSpan.tracking
        let estimate = Self.keptGraphemes(advances: Array(paragraph.advances[first..<graphemeCount]), budget: budget,
                                          tracking: firstSpan.tracking, truncation: options.truncation)
        var shapings = 0
        /// The candidate after `backOffs` steps from the estimate, if it fits (or keeps nothing, the
        /// last resort).
        func candidate(_ backOffs: Int) -> ShapedLine? {
            shapings += 1
            let kept = backedOff(estimate, by: backOffs)
            let line = candidateLine(head: kept.head, tail: kept.tail)
            return line.width <= room + 1e-9 || kept.head + kept.tail == 0 ? line : nil
        }
        let steps = estimate.head + estimate.tail  // after this many, nothing is kept
        var fitting: [Int: ShapedLine] = [:]
        let backOffs = Self.fewestBackOffs(steps: steps) { backOffs in
            guard let line = candidate(backOffs) else { return false }
            fitting[backOffs] = line
            return true
        }
        return Truncated(line: backOffs.flatMap { fitting[$0] } ?? candidateLine(head: 0, tail: 0), note: nil,
                         shapings: shapings)
    }

    /// The fewest back-offs in `0...steps` whose candidate `fits` (which holds from some count on,
    /// as a candidate narrows with each back-off), asking as few times as it can: four single steps,
    /// which usually find it, then a binary search over the rest, so that a candidate far too wide
    /// costs about log₂(steps) shapings, not `steps`. Nil when none fits.
    static func fewestBackOffs(steps: Int, fits: (Int) -> Bool) -> Int? {
        for backOffs in 0..<min(4, steps + 1) where fits(backOffs) { return backOffs }
        var lo = 4, hi = steps  // fits(lo - 1) is false
        var best: Int? = nil
        while lo <= hi {
            let mid = (lo + hi) / 2
            if fits(mid) { best = mid; hi = mid - 1 } else { lo = mid + 1 }
        }
        return best
    }

    /// The graphemes kept after backing off `count` times: one grapheme a time, from the end that
    /// truncation takes from (the middle's larger side first).
    private func backedOff(_ kept: (head: Int, tail: Int), by count: Int) -> (head: Int, tail: Int) {
        var head = kept.head, tail = kept.tail
        for _ in 0..<count {
            if options.truncation == .head || (options.truncation == .middle && tail > head) {
                if tail > 0 { tail -= 1 } else { head -= 1 }
            } else {
                if head > 0 { head -= 1 } else { tail -= 1 }
            }
        }
        return (head, tail)
    }

    /// Whether a grapheme of the paragraph is all white space (left out beside the ellipsis).
    private func isSpace(_ grapheme: Int) -> Bool {
        let analysis = paragraph.analysis
        return analysis.scalars[analysis.graphemeStarts[grapheme]..<analysis.graphemeStarts[grapheme + 1]]
            .allSatisfy { Unicode.Scalar($0)?.properties.isWhitespace ?? false }
    }

    /// `head` graphemes from `first` and the paragraph's last `tail` with the ellipsis between
    /// them (spaces beside it left out). Shaping
    /// breaks only at a run's edge: a candidate within one run is shaped as one string, so that
    /// kerning and contextual forms across the ellipsis are the run's; otherwise each run's part
    /// is shaped with its attributes and the ellipsis with those of the run at the cut.
    func candidateLine(head: Int, tail: Int) -> ShapedLine {
        var head = head, tail = tail
        while head > 0 && isSpace(first + head - 1) { head -= 1 }
        while tail > 0 && isSpace(graphemeCount - tail) { tail -= 1 }
        let starts = paragraph.analysis.graphemeStarts
        let startScalar = starts[first], headEnd = starts[first + head]
        let tailStart = starts[graphemeCount - tail], paragraphEnd = starts[graphemeCount]
        let owner = span(atScalar: head > 0 ? headEnd - 1 : startScalar)
        let ellipsis = ellipsis(in: owner)
        let inOwner = (head == 0 || owner.scalars.lowerBound <= startScalar)
            && (tail == 0 || owner.scalars.upperBound >= paragraphEnd && owner.scalars.lowerBound <= tailStart)
        if inOwner {
            let text = paragraph.text(from: startScalar, to: headEnd) + ellipsis + paragraph.text(from: tailStart, to: paragraphEnd)
            // In the paragraph's direction, not the kept text's: cut to its other script, a
            // paragraph keeps its direction, and the ellipsis the side that direction gives it.
            var attrs = owner.attrs
            attrs.direction = paragraph.analysis.baseRTL ? .rightToLeft : .leftToRight
            let line = Typesetter.measure(text, attrs)
            guard owner.color != nil || owner.rise != 0 else { return line }
            return Typesetter.compose([Typesetter.Piece(line: line, color: owner.color, rise: owner.rise)],
                                      rtl: paragraph.analysis.baseRTL)
        }
        var pieces: [Typesetter.Piece] = []
        if headEnd > startScalar {
            pieces.append(Typesetter.Piece(line: paragraph.line(from: startScalar, to: headEnd, hyphen: false), color: nil, rise: 0))
        }
        pieces.append(Typesetter.Piece(line: Typesetter.measure(ellipsis, owner.attrs), color: owner.color, rise: owner.rise))
        if tailStart < paragraphEnd && tail > 0 {
            pieces.append(Typesetter.Piece(line: paragraph.line(from: tailStart, to: paragraphEnd, hyphen: false), color: nil, rise: 0))
        }
        return Typesetter.compose(pieces, rtl: paragraph.analysis.baseRTL)
    }

    /// Candidate counts of graphemes kept at the start and at the end: as many as the budget
    /// holds, from the end (or ends) that truncation keeps.
    static func keptGraphemes(advances: [Double], budget: Double, tracking: Double,
                              truncation: Truncation) -> (head: Int, tail: Int) {
        let count = advances.count
        var head = 0, tail = 0
        var width = 0.0
        switch truncation {
        case .tail, .none:
            while head < count && width + advances[head] <= budget + 1e-9 { width += advances[head]; head += 1 }
        case .head:
            while tail < count && width + advances[count - 1 - tail] <= budget + 1e-9 {
                width += advances[count - 1 - tail]; tail += 1
            }
        case .middle:
            // Alternate: the start gets the extra grapheme, as Apple's middle truncation does.
            var takeHead = true
            while head + tail < count {
                let grapheme = takeHead ? head : count - 1 - tail
                if width + advances[grapheme] > budget - tracking + 1e-9 { break }  // a tracked gap each side
                width += advances[grapheme]
                if takeHead { head += 1 } else { tail += 1 }
                takeHead.toggle()
            }
        }
        return (head, tail)
    }
}
