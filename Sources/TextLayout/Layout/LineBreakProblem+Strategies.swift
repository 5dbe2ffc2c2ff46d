/// Balance and pretty: two costs of the one solver (``LineBreakProblem/cheapestLines(_:from:candidates:)``).
extension LineBreakProblem {
    /// Balanced lines (CSS `text-wrap: balance`): the same number as greedy, every line as near
    /// the others' length as can be: the least sum of squared slack over all the lines, the last
    /// included (for a fixed number of lines and text, the least variance of their widths). A
    /// hyphen costs as much as an empty line, and hyphenation points are candidates only when
    /// greedy hyphenated. Greedy's lines when a word is wider than its line, and for a paragraph of
    /// more than 64 lines (CSS lets a user agent bound balancing; the cost grows with the lines).
    func balance(_ greedyLines: [Line], factor: Double, available: @escaping (Int) -> Double) -> [Line] {
        let n = greedyLines.count
        guard n >= 2, n <= 64, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let ends = candidates(hyphens: factor > 0 && greedyLines.contains(where: \.hyphen))
        return cheapestLines(BalancedCost(lines: n, available: available), from: 0, candidates: ends) ?? greedyLines
    }

    /// Pretty lines: greedy, unless its last line is shorter than a third of its width; then the
    /// last lines (up to four) are chosen again (``PrettyCost``), so a short last line takes words
    /// with it when the lines above can spare them.
    func pretty(_ greedyLines: [Line], factor: Double, available: @escaping (Int) -> Double) -> [Line] {
        let n = greedyLines.count
        guard n >= 2, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let k = min(4, n)
        let first = n - k
        let regionStart = first == 0 ? 0 : greedyLines[first - 1].end + 1
        let lastStart = greedyLines[n - 2].end + 1
        guard width(lastStart, count - 1) < available(n - 1) / 3 else { return greedyLines }
        // A forced break inside the region: leave it to greedy.
        for g in regionStart..<(count - 1) where kind[g] == .mandatory { return greedyLines }
        let cost = PrettyCost(problem: self, lines: k, firstLine: first, available: available)
        guard let chosen = cheapestLines(cost, from: regionStart, candidates: candidates(from: regionStart, hyphens: factor > 0))
        else { return greedyLines }
        return Array(greedyLines[0..<first]) + chosen
    }
}

/// Balance's cost: a line's squared slack as a fraction of its width, 1 more for a hyphen; the
/// state is the line's number, and the paragraph ends on greedy's number of lines.
struct BalancedCost: LineBreakCost {
    let lines: Int
    let available: (Int) -> Double
    var states: Int { lines }

    /// The widest a line can be is the widest of the lines' widths (the first's, or the others').
    func fit(_ line: LineBreakProblem.CandidateLine) -> Double? {
        let widest = max(available(0), available(1)) + LineBreakProblem.eps
        return line.width > widest ? nil : line.width
    }

    func step(_ width: Double, _ line: LineBreakProblem.CandidateLine, after state: Int?) -> (cost: Double, state: Int)? {
        let number = state.map { $0 + 1 } ?? 0
        guard number < lines else { return nil }
        let room = max(available(number), LineBreakProblem.eps)
        guard width <= room + LineBreakProblem.eps else { return nil }
        let slack = (room - width) / room
        return (slack * slack + (line.hyphen ? 1 : 0), number)
    }

    func accepts(_ state: Int) -> Bool { state == lines - 1 }
}

/// Pretty's cost over the paragraph's last `lines` lines (Knuth–Plass style: least total squared
/// slack, a small cost per hyphen), in which a last line under a third of the width costs 1000 ×
/// its shortfall² (as a fraction of the width) plus 50 when it is one word. The state is the
/// number of lines set in the region, less one.
struct PrettyCost: LineBreakCost {
    let problem: LineBreakProblem
    let lines: Int
    /// The paragraph's line number of the region's first line.
    let firstLine: Int
    let available: (Int) -> Double
    var states: Int { lines }

    /// Every line of the region is weighed: its lines have widths of their own, and it is at most
    /// four lines.
    func fit(_ line: LineBreakProblem.CandidateLine) -> Double? { line.width }

    func step(_ width: Double, _ line: LineBreakProblem.CandidateLine, after state: Int?) -> (cost: Double, state: Int)? {
        let set = state.map { $0 + 1 } ?? 0
        guard set < lines else { return nil }
        let room = max(available(firstLine + set), LineBreakProblem.eps)
        guard width <= room + LineBreakProblem.eps else { return nil }
        if line.endsParagraph && set == lines - 1 {
            guard width < room / 3 else { return (0, set) }
            let short = (room / 3 - width) / room
            return (short * short * 1000 + (problem.hasOpportunity(line.start, line.end) ? 0 : 50), set)
        }
        let slack = (room - width) / room
        return (slack * slack * 100 + (line.hyphen ? 0.5 : 0), set)
    }

    func accepts(_ state: Int) -> Bool { state == lines - 1 }
}
