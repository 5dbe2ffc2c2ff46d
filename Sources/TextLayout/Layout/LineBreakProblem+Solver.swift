/// The one dynamic program that chooses a paragraph's lines over its break candidates, with a
/// cost strategy (as Android minikin's `computeBreaks` takes its strategy): balance, pretty and
/// optimal fit are costs of it (``BalancedCost``, ``PrettyCost``, ``TotalFitCost``); greedy is a
/// first-fit walk over the same candidates (``LineBreakProblem/greedy(from:firstLine:factor:limit:)``).
extension LineBreakProblem {
    /// A line the solver weighs: graphemes `start` through `end`, `end` a break candidate.
    struct CandidateLine {
        let start: Int
        let end: Int
        /// Its width as it will be set: trailing spaces hanging, the hyphen included.
        let width: Double
        /// It ends with a hyphen (a soft hyphen's or a dictionary point's).
        let hyphen: Bool
        /// It is the paragraph's last line.
        let endsParagraph: Bool
        /// It ends the paragraph or at a forced break: its spacing is not stretched.
        let endsAtForcedBreak: Bool
    }

    /// The break candidates from grapheme `start` on: ICU's opportunities, soft hyphens, forced
    /// breaks, hyphenation points (when `hyphens`) and the paragraph's end. Every strategy chooses
    /// among these.
    func candidates(from start: Int = 0, hyphens: Bool) -> [Int] {
        var ends: [Int] = []
        for g in start..<count where kind[g] != .none || (hyphens && isHyphen(g)) || g == count - 1 {
            ends.append(g)
        }
        return ends
    }

    /// The lines of least total cost from grapheme `start` to the paragraph's end, each ending at
    /// one of `ends` (ascending, the last the paragraph's end); nil when no lines reach the end in
    /// a state the cost accepts. A line never spans a forced break.
    func cheapestLines<Cost: LineBreakCost>(_ cost: Cost, from start: Int, candidates ends: [Int]) -> [Line]? {
        guard !ends.isEmpty else { return nil }
        var table = SolverTable(candidates: ends.count, states: cost.states)
        for j in 0..<ends.count {
            weighLines(endingAt: j, from: start, candidates: ends, cost: cost, table: &table)
        }
        return table.cheapestPath(accepting: cost.accepts).map { path in
            path.map { j in Line(end: ends[j], hyphen: ends[j] != count - 1 && hyphenAt(ends[j])) }
        }
    }

    /// Every line that ends at candidate `j`, going back one candidate at a time until the cost
    /// says no longer line can be set or the line would span a forced break: each weighed after
    /// every state its start was reached in.
    private func weighLines<Cost: LineBreakCost>(endingAt j: Int, from start: Int, candidates ends: [Int], cost: Cost,
                                                 table: inout SolverTable) {
        let e = ends[j]
        let hyphen = hyphenAt(e)
        let endsParagraph = e == count - 1
        let forced = endsParagraph || kind[e] == .mandatory
        var i = j - 1
        while i >= -1 {
            let s = i < 0 ? start : ends[i] + 1
            let line = CandidateLine(start: s, end: e, width: width(s, e, hyphen: hyphen), hyphen: hyphen,
                                     endsParagraph: endsParagraph, endsAtForcedBreak: forced)
            guard let fit = cost.fit(line) else { break }
            if i < 0 {
                if let step = cost.step(fit, line, after: nil) { table.relax(from: nil, to: j, step: step) }
            } else {
                for state in 0..<table.states where table.reached(i, state) {
                    if let step = cost.step(fit, line, after: state) { table.relax(from: (i, state), to: j, step: step) }
                }
            }
            // A line never spans a forced break.
            if i >= 0 && kind[ends[i]] == .mandatory { break }
            i -= 1
        }
    }
}

/// How the solver weighs lines: one strategy of line breaking.
protocol LineBreakCost {
    /// What a line costs before its place among the lines is known.
    associatedtype Fit
    /// The states a break can be in beyond where it is (the number of the line it ends, the
    /// hyphenated lines in a row before it…): the solver keeps the cheapest way to each.
    var states: Int { get }
    /// What the line costs wherever it falls; nil when neither it nor any longer line ending at
    /// the same place can be set (the solver stops going back).
    func fit(_ line: LineBreakProblem.CandidateLine) -> Fit?
    /// The line's cost after a break in `state` (nil: it is the first line) and the state its end
    /// is in; nil when it cannot follow that state.
    func step(_ fit: Fit, _ line: LineBreakProblem.CandidateLine, after state: Int?) -> (cost: Double, state: Int)?
    /// Whether the paragraph may end in `state`.
    func accepts(_ state: Int) -> Bool
}

/// The least cost found to each state of each candidate, and the state it is reached from.
struct SolverTable {
    let states: Int
    private(set) var best: [Double]
    /// The state before: candidate × states + state, or −1 for the start.
    private(set) var from: [Int32]

    init(candidates: Int, states: Int) {
        self.states = states
        best = [Double](repeating: .infinity, count: candidates * states)
        from = [Int32](repeating: -1, count: candidates * states)
    }

    /// Whether candidate `i` is reached in `state`.
    @inline(__always)
    func reached(_ i: Int, _ state: Int) -> Bool { best[i * states + state] < .infinity }

    /// A line from a state of a candidate (nil: the start) to candidate `j`, of the step's cost
    /// and into its state: kept when it is the cheapest way there so far (the first found on a tie).
    @inline(__always)
    mutating func relax(from before: (candidate: Int, state: Int)?, to j: Int, step: (cost: Double, state: Int)) {
        let previous = before.map { best[$0.candidate * states + $0.state] } ?? 0
        let total = previous + step.cost
        let k = j * states + step.state
        if total < best[k] {
            best[k] = total
            from[k] = before.map { Int32($0.candidate * states + $0.state) } ?? -1
        }
    }

    /// The candidates the cheapest lines end at, first to last: from the least-cost accepted state
    /// of the last candidate back to the start; nil when no accepted state is reached.
    func cheapestPath(accepting accepts: (Int) -> Bool) -> [Int]? {
        let last = best.count / states - 1
        var end = -1
        var least = Double.infinity
        for state in 0..<states where accepts(state) && best[last * states + state] < least {
            least = best[last * states + state]
            end = last * states + state
        }
        guard end >= 0 else { return nil }
        var path: [Int] = []
        var k = end
        while k >= 0 {
            path.append(k / states)
            k = Int(from[k])
        }
        return path.reversed()
    }
}
