/// Knuth–Plass's total fit over a paragraph's candidates: the lines whose sum of demerits is least.
extension LineBreakProblem {
    /// The break candidates: opportunities, soft hyphens, hyphenation points (when `hyphens`)
    /// and the end.
    func candidates(hyphens: Bool) -> [Int] {
        var ends: [Int] = []
        for g in 0..<count where kind[g] != .none || (hyphens && isHyphen(g)) || g == count - 1 {
            ends.append(g)
        }
        return ends
    }

    /// Half the advance of the paragraph's first word separator (a quarter of the average
    /// advance when it has none): the stretch of one space.
    var oneSpaceStretch: Double {
        for g in 0..<count where lastNonSpace[g] != g && advances[g] > 0 { return advances[g] / 2 }
        return count > 0 ? prefix[count] / Double(count) / 4 : 1
    }

    /// Knuth–Plass's total fit over the whole paragraph (TeX's method, with minikin's quadratic
    /// badness): the lines whose sum of demerits is least. A line's demerits are 10 (a line) plus
    /// 100 r², r its slack over its stretchability (r = 1: each space half as wide again), plus
    /// ``HyphenDemerits`` for a hyphen, a hyphenated line after another and a hyphen before the
    /// last line. The last line of a paragraph (or before a forced break) has no badness. With
    /// `shrinks` (justified text), a line's spaces may also shrink by up to a third, r then the
    /// overflow over that shrinkability; a line may overflow that by ``overflowTolerance`` more,
    /// and beyond it is infeasible. At most `consecutiveHyphens` hyphenated lines follow each other
    /// (0: no bound, the demerits alone). Greedy's lines when a word is wider than its line (no
    /// line can hold it).
    ///
    /// Why r² and not TeX's (10 + 100 r³)²: TeX rejects lines past a tolerance, so its badness
    /// only ranks lines near their natural width; here no line is rejected for being loose, a
    /// narrow column has many loose lines, and a cubic cost trades many loose lines for one very
    /// tight one. The squared ratio minimises the sum of squared stretch itself.
    func optimal(_ greedyLines: [Line], factor: Double, consecutiveHyphens: Int, shrinks: Bool = false,
                 available: (Int) -> Double) -> [Line] {
        guard greedyLines.count >= 2, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let ends = candidates(hyphens: factor > 0)
        let room = Stretchability(self)
        var fit = TotalFit(candidates: ends.count, consecutiveHyphens: consecutiveHyphens)
        for j in 0..<ends.count {
            fitLines(endingAt: j, ends: ends, room: room, shrinks: shrinks, fit: &fit, available: available)
        }
        return cheapestLines(fit, ends: ends) ?? greedyLines
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

    /// The least demerits found to each state, and the state each is reached from. A state is a
    /// candidate and how many hyphenated lines end the lines up to it (capped).
    struct TotalFit {
        let consecutiveHyphens: Int
        let cap: Int
        let states: Int
        var best: [Double]
        /// The state before: i × states + c, or −1 for the start.
        var from: [Int32]

        init(candidates m: Int, consecutiveHyphens: Int) {
            self.consecutiveHyphens = consecutiveHyphens
            cap = consecutiveHyphens > 0 ? consecutiveHyphens : 1
            states = cap + 1
            best = [Double](repeating: .infinity, count: m * states)
            from = [Int32](repeating: -1, count: m * states)
        }

        /// A line from candidate `i` (−1: the paragraph's start) to candidate `j`, of demerits `d`,
        /// after each state of `i`: the hyphen penalties, and the states of `j` it improves.
        mutating func relax(from i: Int, to j: Int, demerits d: Double, hyphen hy: Bool, endsParagraph: Bool) {
            let prevStates: Range<Int> = i < 0 ? 0..<1 : 0..<states
            for pc in prevStates {
                let before = i < 0 ? 0.0 : best[i * states + pc]
                guard before < .infinity else { continue }
                var c = hy ? pc + 1 : 0
                if hy && consecutiveHyphens > 0 && c > consecutiveHyphens { continue }
                c = min(c, cap)
                var extra = 0.0
                if hy && pc > 0 { extra += HyphenDemerits.consecutive }
                if endsParagraph && pc > 0 { extra += HyphenDemerits.beforeLastLine }
                let total = before + d + extra
                if total < best[j * states + c] {
                    best[j * states + c] = total
                    from[j * states + c] = i < 0 ? -1 : Int32(i * states + pc)
                }
            }
        }
    }

    /// Every line that ends at candidate `j` and fits, going back one candidate at a time until
    /// the line is too wide or would span a forced break: its demerits, relaxed into `fit`.
    private func fitLines(endingAt j: Int, ends: [Int], room: Stretchability, shrinks: Bool, fit: inout TotalFit,
                          available: (Int) -> Double) {
        let e = ends[j]
        let hy = hyphenAt(e)
        let lastLine = e == count - 1 || kind[e] == .mandatory
        var i = j - 1
        while i >= -1 {
            let s = i < 0 ? 0 : ends[i] + 1
            defer { i -= 1 }
            guard s <= e else { continue }
            let W = available(s == 0 ? 0 : 1)
            let w = width(s, e, hyphen: hy)
            let c = lastNonSpace[e]
            // A justified line's spaces may shrink by a third (TeX's interword shrink).
            let shrink = shrinks && !lastLine && c > s ? room.shrink(s, c) : 0
            if w > W + shrink + Self.overflowTolerance { break }  // wider going back
            var badness = 0.0  // 100 r²
            if !lastLine {
                let r: Double
                if w > W {
                    r = (w - W) / max(shrink, Self.overflowTolerance)
                } else {
                    r = (W - w) / max(room.stretch(s, c), Self.eps)
                }
                badness = 100 * r * r
            }
            let d = 10 + badness + (hy ? HyphenDemerits.hyphen : 0)
            fit.relax(from: i, to: j, demerits: d, hyphen: hy, endsParagraph: e == count - 1)
            // A line never spans a forced break.
            if i >= 0 && kind[ends[i]] == .mandatory { break }
        }
    }

    /// The lines of the least total demerits to the last candidate; nil when none reaches it.
    private func cheapestLines(_ fit: TotalFit, ends: [Int]) -> [Line]? {
        let m = ends.count, states = fit.states
        var endState = -1
        var least = Double.infinity
        for c in 0..<states where fit.best[(m - 1) * states + c] < least {
            least = fit.best[(m - 1) * states + c]
            endState = (m - 1) * states + c
        }
        guard endState >= 0 else { return nil }
        var chosen: [Line] = []
        var k = endState
        while k >= 0 {
            let e = ends[k / states]
            chosen.append(Line(end: e, hyphen: e != count - 1 && hyphenAt(e)))
            k = Int(fit.from[k])
        }
        return chosen.reversed()
    }
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
