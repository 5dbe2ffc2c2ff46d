/// Knuth–Plass's total fit: optimal wrapping is the one solver with TeX's demerits as its cost.
extension LineBreakProblem {
    /// Half the advance of the paragraph's first word separator (a quarter of the average
    /// advance when it has none): the stretch of one space.
    var oneSpaceStretch: Double {
        for g in 0..<count where lastNonSpace[g] != g && advances[g] > 0 { return advances[g] / 2 }
        return count > 0 ? prefix[count] / Double(count) / 4 : 1
    }

    /// Knuth–Plass's total fit over the whole paragraph (TeX's method, with minikin's quadratic
    /// badness): the lines whose sum of demerits (``TotalFitCost``) is least. Greedy's lines when a
    /// word is wider than its line (no line can hold it).
    func optimal(_ greedyLines: [Line], factor: Double, consecutiveHyphens: Int, shrinks: Bool = false,
                 available: @escaping (Int) -> Double) -> [Line] {
        guard greedyLines.count >= 2, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let cost = TotalFitCost(room: Stretchability(self), lastNonSpace: lastNonSpace, shrinks: shrinks,
                                consecutiveHyphens: consecutiveHyphens, available: available)
        return cheapestLines(cost, from: 0, candidates: candidates(hyphens: factor > 0)) ?? greedyLines
    }

    /// How far past its room (its spaces shrunk as far as they go) a line may still be set, in
    /// points: TeX's `\hfuzz`, the overflow TeX does not even report. At 15 pt it is 1/150 em, less
    /// than a pixel at 2× up to 150 pt; it lets a line that is a hair too wide stand instead of
    /// loosening every line around it.
    static let overflowTolerance = 0.1

    /// How far a line can stretch and shrink, from prefix sums of what stretchability and
    /// shrinkability add up, so each line costs O(1).
    struct Stretchability {
        var spaceAdvance: [Double]
        var otherAdvance: [Double]
        let oneSpace: Double

        init(_ p: LineBreakProblem) {
            oneSpace = p.oneSpaceStretch
            spaceAdvance = [Double](repeating: 0, count: p.count + 1)
            otherAdvance = [Double](repeating: 0, count: p.count + 1)
            for g in 0..<p.count {
                let space = p.lastNonSpace[g] != g
                spaceAdvance[g + 1] = spaceAdvance[g] + (space ? p.advances[g] : 0)
                otherAdvance[g + 1] = otherAdvance[g] + (!space && p.kind[g] == .allowed ? p.advances[g] : 0)
            }
        }

        /// How far a line's content from `s` to `c` (its last grapheme that is not a space) can
        /// stretch before it looks loose: half of each word separator's advance inside it; on a
        /// line without separators (CJK, Thai…), a quarter of the advance before each
        /// opportunity; a line of one word as if it had one space.
        func stretch(_ s: Int, _ c: Int) -> Double {
            guard c > s else { return oneSpace }
            let spaces = (spaceAdvance[c] - spaceAdvance[s]) / 2
            if spaces > LineBreakProblem.eps { return spaces }
            let others = (otherAdvance[c] - otherAdvance[s]) / 4
            return others > LineBreakProblem.eps ? others : oneSpace
        }

        /// How far the spaces from `s` to `c` may shrink: a third of their advance (TeX's interword shrink).
        func shrink(_ s: Int, _ c: Int) -> Double { (spaceAdvance[c] - spaceAdvance[s]) / 3 }
    }
}

/// TeX's demerits as the solver's cost. A line's demerits are 10 (a line) plus 100 r², r its
/// slack over its stretchability (r = 1: each space half as wide again), plus
/// ``HyphenDemerits`` for a hyphen, a hyphenated line after another and a hyphen before the last
/// line. The last line of a paragraph (or before a forced break) has no badness. With `shrinks`
/// (justified text), a line's spaces may also shrink by up to a third, r then the overflow over
/// that shrinkability; a line may overflow that by ``LineBreakProblem/overflowTolerance`` more,
/// and beyond it is infeasible. The state is how many hyphenated lines end the lines so far
/// (capped); at most `consecutiveHyphens` follow each other (0: no bound, the demerits alone).
///
/// Why r² and not TeX's (10 + 100 r³)²: TeX rejects lines past a tolerance, so its badness only
/// ranks lines near their natural width; here no line is rejected for being loose, a narrow
/// column has many loose lines, and a cubic cost trades many loose lines for one very tight one.
/// The squared ratio minimises the sum of squared stretch itself.
struct TotalFitCost: LineBreakCost {
    let room: LineBreakProblem.Stretchability
    let lastNonSpace: [Int]
    let shrinks: Bool
    let consecutiveHyphens: Int
    let available: (Int) -> Double
    /// The most hyphenated lines in a row a state counts.
    var cap: Int { consecutiveHyphens > 0 ? consecutiveHyphens : 1 }
    var states: Int { cap + 1 }

    /// The line's demerits before its hyphen follows another; nil when it overflows (so does every
    /// longer line ending there).
    func fit(_ line: LineBreakProblem.CandidateLine) -> Double? {
        let s = line.start
        let W = available(s == 0 ? 0 : 1)
        let c = lastNonSpace[line.end]
        // A justified line's spaces may shrink by a third (TeX's interword shrink).
        let shrink = shrinks && !line.endsAtForcedBreak && c > s ? room.shrink(s, c) : 0
        guard line.width <= W + shrink + LineBreakProblem.overflowTolerance else { return nil }
        var badness = 0.0  // 100 r²
        if !line.endsAtForcedBreak {
            let r: Double
            if line.width > W {
                r = (line.width - W) / max(shrink, LineBreakProblem.overflowTolerance)
            } else {
                r = (W - line.width) / max(room.stretch(s, c), LineBreakProblem.eps)
            }
            badness = 100 * r * r
        }
        return 10 + badness + (line.hyphen ? HyphenDemerits.hyphen : 0)
    }

    func step(_ demerits: Double, _ line: LineBreakProblem.CandidateLine, after state: Int?) -> (cost: Double, state: Int)? {
        let inARow = state ?? 0
        let hyphens = line.hyphen ? inARow + 1 : 0
        if line.hyphen && consecutiveHyphens > 0 && hyphens > consecutiveHyphens { return nil }
        var extra = 0.0
        if line.hyphen && inARow > 0 { extra += HyphenDemerits.consecutive }
        if line.endsParagraph && inARow > 0 { extra += HyphenDemerits.beforeLastLine }
        return (demerits + extra, min(hyphens, cap))
    }

    func accepts(_ state: Int) -> Bool { true }
}

/// The demerits a hyphen adds in optimal wrapping, as TeX's `\hyphenpenalty`,
/// `\doublehyphendemerits` and `\finalhyphendemerits` do, on the scale of our line demerits
/// (10 a line, 100 r² for its spacing: one line whose spaces stretch by half costs 110).
enum HyphenDemerits {
    /// A line that ends with a hyphen.
    static let hyphen = 50.0
    /// A hyphenated line that follows another.
    static let consecutive = 300.0
    /// A paragraph's last line that follows a hyphenated one.
    static let beforeLastLine = 150.0
}
