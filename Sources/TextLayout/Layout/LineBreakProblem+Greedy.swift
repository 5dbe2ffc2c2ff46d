/// Greedy wrapping, Apple's (and Chromium's): a first-fit walk over the break candidates.
extension LineBreakProblem {
    /// Greedy lines from grapheme `from`: each takes as much as fits; a hyphenation point is taken
    /// when the line would otherwise be filled to less than `factor` of its width (Apple's
    /// `hyphenationFactor`), or when no other break fits; a word wider than the line breaks between
    /// graphemes only when no hyphenation point fits. `limit(i)` is line i's width.
    func greedy(from: Int = 0, firstLine: Int = 0, factor: Double, limit: (Int) -> Double) -> [Line] {
        var lines: [Line] = []
        var s = from
        while s < count {
            let line = firstFit(from: s, width: limit(firstLine + lines.count), factor: factor)
            lines.append(line)
            s = line.end + 1
        }
        return lines
    }

    /// The line from grapheme `s` that first fit chooses in `W` points.
    private func firstFit(from s: Int, width W: Double, factor: Double) -> Line {
        let reach = self.reach(from: s, width: W)
        // Hyphenation points only in the word that did not fit (after the last break that did).
        let lastHyphen = hyphenation != nil && !reach.forced && reach.stop < count
            ? lastFittingHyphen(from: s, after: reach.lastFit, before: reach.stop, width: W) : nil
        if let lastFit = reach.lastFit, reach.forced || lastFit == count - 1 {
            return Line(end: lastFit, hyphen: false)
        }
        if let lastFit = reach.lastFit {
            let soft = kind[lastFit] == .hyphen
            if let h = lastHyphen, h > lastFit, factor > 0, width(s, lastFit, hyphen: soft) / max(W, Self.eps) < factor {
                return Line(end: h, hyphen: true)
            }
            return Line(end: lastFit, hyphen: soft)
        }
        if let h = lastHyphen { return Line(end: h, hyphen: true) }
        return emergencyLine(from: s, width: W)
    }

    /// How far a line from grapheme `s` reaches in `W` points: the last candidate it can end at
    /// (a soft hyphen only when its hyphen fits too), whether that is a forced break, and the
    /// grapheme the walk stopped at (the first that is not a space and overflows, the forced
    /// break, or `count`).
    private func reach(from s: Int, width W: Double) -> (lastFit: Int?, forced: Bool, stop: Int) {
        var lastFit: Int? = nil
        var g = s
        while g < count {
            if width(s, g) > W + Self.eps && lastNonSpace[g] == g { break }
            switch kind[g] {
            case .hyphen:
                if width(s, g, hyphen: true) <= W + Self.eps { lastFit = g }
            case .allowed:
                lastFit = g
            case .mandatory:
                return (g, true, g)
            case .none:
                break
            }
            g += 1
        }
        return (lastFit, false, g)
    }

    /// The last hyphenation point after `lastFit` and before `stop` at which the line from `s`
    /// fits with its hyphen.
    private func lastFittingHyphen(from s: Int, after lastFit: Int?, before stop: Int, width W: Double) -> Int? {
        var found: Int? = nil
        var k = (lastFit ?? s - 1) + 1
        while k < stop {
            if isHyphen(k) && width(s, k, hyphen: true) <= W + Self.eps { found = k }
            k += 1
        }
        return found
    }

    /// Nothing fits before an opportunity: the word is broken between grapheme clusters (at least
    /// one on the line), and the spaces after the break go with the line, so that the next does
    /// not start with them.
    private func emergencyLine(from s: Int, width W: Double) -> Line {
        var e = s
        while e + 1 < count && width(s, e + 1) <= W + Self.eps { e += 1 }
        while e + 1 < count && lastNonSpace[e + 1] != e + 1 && kind[e] != .mandatory { e += 1 }
        return Line(end: e, hyphen: false, emergency: true)
    }

    /// Apple's `pushOut`: a last line of one word takes the previous line's last word with it,
    /// when that fits.
    func pushOut(_ lines: [Line], available: (Int) -> Double) -> [Line] {
        let k = lines.count
        guard k >= 2 else { return lines }
        let prevStart = k >= 3 ? lines[k - 3].end + 1 : 0
        let lastStart = lines[k - 2].end + 1
        let lastEnd = lines[k - 1].end
        guard !hasOpportunity(lastStart, lastEnd), kind[lines[k - 2].end] == .allowed else { return lines }
        // The previous line's last opportunity but one.
        var g = lines[k - 2].end - 1
        while g >= prevStart && kind[g] != .allowed { g -= 1 }
        guard g >= prevStart, hasOpportunity(prevStart, g) || g > prevStart,
              width(g + 1, lastEnd) <= available(k - 1) + Self.eps else { return lines }
        var out = lines
        out[k - 2] = Line(end: g, hyphen: false)
        return out
    }
}
