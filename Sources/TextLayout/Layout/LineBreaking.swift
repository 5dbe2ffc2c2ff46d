/// One paragraph's line-breaking problem: grapheme advances, the break after each grapheme
/// (ICU's opportunities and libhyphen's points) and the width of any candidate line, in O(1)
/// from prefix sums. Greedy, balanced and pretty wrapping choose lines over it.
struct LineBreakProblem {
    enum Kind: UInt8 { case none, allowed, mandatory, hyphen }
    /// A chosen line: its last grapheme (inclusive), and whether it ends with a hyphen.
    struct Line: Equatable { var end: Int; var hyphen: Bool; var emergency: Bool = false }

    let count: Int
    /// Sum of the advances of graphemes 0..<g (tracking after each included).
    let prefix: [Double]
    /// The break after each grapheme (the last: mandatory).
    var kind: [Kind]
    /// The last grapheme at or before g that is not a space (−1: none).
    let lastNonSpace: [Int]
    /// The tracking a line ending at each grapheme does not draw after it.
    let trailing: [Double]
    /// The hyphen's width after each grapheme (empty: no hyphen can be drawn).
    let hyphenWidths: [Double]
    /// Each grapheme's advance.
    let advances: [Double]
    /// Hyphenation points, found on demand (nil: no hyphenation).
    let hyphenation: HyphenationPoints?
    /// The widths of lines cut inside a word, each side shaped on its own (nil: the sum of
    /// advances, for a problem that cannot reshape).
    let cutWidths: CutWidths?
    /// The paragraph's tabs: the graphemes that are one (ascending), the stops, and where the
    /// first line and the others start from the leading margin. Nil when it has none.
    let tabs: (graphemes: [Int], stops: TabStops, firstLineStart: Double, lineStart: Double)?
    /// For each grapheme, the first decimal separator at or after it (count: none); only with tabs.
    let nextDecimal: [Int]
    static let eps = 1e-9

    /// A space that hangs at a line's end (excluded from its width and its shaped text): the space,
    /// tab, ideographic space, the fixed-width spaces U+2000–U+200A, U+2028, U+205F, U+1680.
    @inline(__always)
    static func hangs(_ c: UInt32) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x3000 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x205F || c == 0x1680
    }

    /// The problem for analysed text `a` whose grapheme `g` is `advances[g]` wide (tracking after
    /// it included): `trailing[g]` is the tracking a line ending at `g` does not draw, and
    /// `hyphenWidths[g]` the width of the hyphen drawn after it (its run's hyphen, tracking
    /// included; empty: no hyphen anywhere). Break opportunities are ICU's for `language`; a
    /// soft hyphen's is a hyphen break. `reshape` measures a line cut inside a word as it will be
    /// drawn (see ``CutWidths``).
    init(_ a: Analysis, advances adv: [Double], trailing: [Double], hyphenWidths: [Double], language: String?,
         strategy: ParagraphStyle.LineBreakStrategy, dictionary: (any Hyphenator)?,
         limits: HyphenationLimits = HyphenationLimits(),
         tabStops: TabStops? = nil, firstLineStart: Double = 0, lineStart: Double = 0,
         rules: LineBreaker.Rules = LineBreaker.Rules(), reshape: CutWidths.Reshape? = nil) {
        let n = a.graphemeCount
        cutWidths = reshape.map(CutWidths.init)
        count = n
        var prefix = [Double](repeating: 0, count: n + 1)
        for g in 0..<n { prefix[g + 1] = prefix[g] + adv[g] }
        self.prefix = prefix
        self.trailing = trailing
        self.hyphenWidths = hyphenWidths
        self.advances = adv

        func isSpace(_ g: Int) -> Bool {
            for k in a.graphemeStarts[g]..<a.graphemeStarts[g + 1] where !Self.hangs(a.scalars[k]) { return false }
            return true
        }
        var lns = [Int](repeating: -1, count: n)
        var last = -1
        for g in 0..<n {
            if !isSpace(g) { last = g }
            lns[g] = last
        }
        lastNonSpace = lns

        let brks = LineBreaker.breaks(a.scalars, language: language, rules: rules)
        var kind = [Kind](repeating: .none, count: n)
        for g in 0..<n {
            switch brks[a.graphemeStarts[g + 1] - 1] {
            case .mandatory: kind[g] = .mandatory
            case .allowed: kind[g] = .allowed
            case .none: kind[g] = .none
            }
        }
        if n > 0 { kind[n - 1] = .mandatory }
        if strategy.contains(.hangulWordPriority) {
            func hangul(_ c: UInt32) -> Bool {
                (0xAC00...0xD7A3).contains(c) || (0x1100...0x11FF).contains(c) || (0x3130...0x318F).contains(c)
                    || (0xA960...0xA97F).contains(c) || (0xD7B0...0xD7FF).contains(c)
            }
            for g in 0..<(n - 1) where kind[g] == .allowed {
                if hangul(a.scalars[a.graphemeStarts[g + 1] - 1]) && hangul(a.scalars[a.graphemeStarts[g + 1]]) {
                    kind[g] = .none
                }
            }
        }
        // A soft hyphen (U+00AD) is a hyphen break: the line that ends there draws a hyphen.
        for g in 0..<n where kind[g] == .allowed && a.scalars[a.graphemeStarts[g + 1] - 1] == 0xAD && !hyphenWidths.isEmpty {
            kind[g] = .hyphen
        }
        hyphenation = dictionary.map { HyphenationPoints(a, dictionary: $0, limits: limits) }
        self.kind = kind
        var tabGraphemes: [Int] = []
        if tabStops != nil {
            for g in 0..<n where a.graphemeStarts[g + 1] - a.graphemeStarts[g] == 1 && a.scalars[a.graphemeStarts[g]] == 0x09 {
                tabGraphemes.append(g)
            }
        }
        if let tabStops, !tabGraphemes.isEmpty {
            tabs = (tabGraphemes, tabStops, firstLineStart, lineStart)
            var next = [Int](repeating: n, count: n + 1)
            for g in stride(from: n - 1, through: 0, by: -1) {
                let c = a.scalars[a.graphemeStarts[g]]
                next[g] = c == UInt32(tabStops.decimalSeparator) ? g : next[g + 1]
            }
            nextDecimal = next
        } else {
            tabs = nil
            nextDecimal = []
        }
    }

    /// Whether the paragraph may be hyphenated after grapheme g: a dictionary point where no other
    /// break is.
    @inline(__always)
    func isHyphen(_ g: Int) -> Bool {
        guard let hyphenation, kind[g] == .none else { return false }
        return hyphenation.isPoint(g)
    }

    /// The width of a line from grapheme `s` to `e` (inclusive): trailing spaces hang, no tracking
    /// after the last grapheme, and the hyphen when the line ends at a hyphenation point.
    @inline(__always)
    func width(_ s: Int, _ e: Int, hyphen: Bool = false) -> Double {
        let c = lastNonSpace[e]
        guard c >= s else { return 0 }
        let h = hyphen && !hyphenWidths.isEmpty ? hyphenWidths[c] : 0
        let summed = tabs.map { tabbedWidth(s, c, tabs: $0) - trailing[c] + h } ?? prefix[c + 1] - prefix[s] - trailing[c] + h
        guard let cutWidths else { return summed }
        return summed + cutWidths.difference(self, s, c, hyphen: hyphen && !hyphenWidths.isEmpty, summed: summed)
    }

    /// The width of graphemes `s` to `c` (inclusive) with each tab taken to its stop: a line that
    /// starts at grapheme 0 starts at the first line's indent, any other at the other lines'.
    func tabbedWidth(_ s: Int, _ c: Int, tabs: (graphemes: [Int], stops: TabStops, firstLineStart: Double, lineStart: Double)) -> Double {
        // The first tab at or after s.
        var lo = 0, hi = tabs.graphemes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tabs.graphemes[mid] >= s { hi = mid } else { lo = mid + 1 }
        }
        guard lo < tabs.graphemes.count, tabs.graphemes[lo] <= c else { return prefix[c + 1] - prefix[s] }
        var segments: [(width: Double, toDecimal: Double?)] = []
        var start = s
        func segment(_ from: Int, _ to: Int) -> (width: Double, toDecimal: Double?) {
            let d = from < nextDecimal.count ? nextDecimal[from] : to
            return (prefix[to] - prefix[from], d < to ? prefix[d] - prefix[from] : nil)
        }
        var k = lo
        while k < tabs.graphemes.count, tabs.graphemes[k] <= c {
            segments.append(segment(start, tabs.graphemes[k]))
            start = tabs.graphemes[k] + 1
            k += 1
        }
        segments.append(segment(start, c + 1))
        return tabs.stops.width(startX: s == 0 ? tabs.firstLineStart : tabs.lineStart, segments: segments)
    }

    /// Greedy lines from grapheme `from`: each takes as much as fits; a hyphenation point is taken
    /// when the line would otherwise be filled to less than `factor` of its width (Apple's
    /// `hyphenationFactor`), or when no other break fits; a word wider than the line breaks between
    /// graphemes only when no hyphenation point fits. `limit(i)` is line i's width.
    func greedy(from: Int = 0, firstLine: Int = 0, factor: Double, limit: (Int) -> Double) -> [Line] {
        var lines: [Line] = []
        var s = from
        while s < count {
            let W = limit(firstLine + lines.count)
            var lastFit: Int? = nil
            var lastHyphen: Int? = nil
            var forced = false
            var g = s
            while g < count {
                let w = width(s, g)
                if w > W + Self.eps && lastNonSpace[g] == g { break }
                switch kind[g] {
                case .hyphen:
                    // A soft hyphen: a break when the line fits with its hyphen.
                    if width(s, g, hyphen: true) <= W + Self.eps { lastFit = g }
                case .allowed:
                    lastFit = g
                case .mandatory:
                    lastFit = g
                    forced = true
                case .none:
                    break
                }
                if forced { break }
                g += 1
            }
            // Hyphenation points only in the word that did not fit (after the last break that did).
            if hyphenation != nil && !forced && g < count {
                var k = (lastFit ?? s - 1) + 1
                while k < g {
                    if isHyphen(k) && width(s, k, hyphen: true) <= W + Self.eps { lastHyphen = k }
                    k += 1
                }
            }
            var line: Line
            if let lf = lastFit, forced || lf == count - 1 {
                line = Line(end: lf, hyphen: false)
            } else if let lf = lastFit {
                let soft = kind[lf] == .hyphen
                if let h = lastHyphen, h > lf, factor > 0, width(s, lf, hyphen: soft) / max(W, Self.eps) < factor {
                    line = Line(end: h, hyphen: true)
                } else {
                    line = Line(end: lf, hyphen: soft)
                }
            } else if let h = lastHyphen {
                line = Line(end: h, hyphen: true)
            } else {
                // Nothing fits before an opportunity: break inside the word, between grapheme
                // clusters (at least one per line).
                var e = s
                while e + 1 < count && width(s, e + 1) <= W + Self.eps { e += 1 }
                // Take the spaces after it too, so that the next line does not start with them.
                while e + 1 < count && lastNonSpace[e + 1] != e + 1 && kind[e] != .mandatory { e += 1 }
                line = Line(end: e, hyphen: false, emergency: true)
            }
            lines.append(line)
            s = line.end + 1
        }
        return lines
    }

    /// The lines for a wrap mode and strategy. `consecutiveHyphens` bounds the hyphenated lines
    /// in a row in optimal wrapping (0: no bound, demerits alone).
    func lines(wrap: ParagraphStyle.Wrap, strategy: ParagraphStyle.LineBreakStrategy, factor: Double,
               consecutiveHyphens: Int = 0, shrinks: Bool = false, available: (Int) -> Double) -> [Line] {
        guard count > 0 else { return [] }
        let greedyLines = greedy(factor: factor, limit: available)
        switch wrap {
        case .greedy:
            return strategy.contains(.pushOut) ? pushOut(greedyLines, available: available) : greedyLines
        case .balance:
            return balance(greedyLines, factor: factor, available: available)
        case .pretty:
            return pretty(greedyLines, factor: factor, available: available)
        case .optimal:
            return optimal(greedyLines, factor: factor, consecutiveHyphens: consecutiveHyphens, shrinks: shrinks,
                           available: available)
        }
    }

    /// Whether a line from `s` to `e` has a break opportunity inside (more than one word).
    func hasOpportunity(_ s: Int, _ e: Int) -> Bool {
        guard e > s else { return false }
        for g in s..<e where kind[g] == .allowed || kind[g] == .hyphen { return true }
        return false
    }

    /// Whether a line ending at grapheme g ends with a hyphen: a soft hyphen's or a dictionary
    /// point's.
    @inline(__always)
    func hyphenAt(_ g: Int) -> Bool { kind[g] == .hyphen || isHyphen(g) }

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

    /// Balanced lines (CSS `text-wrap: balance`): the same number as greedy, every line as near
    /// the others' length as can be: the least sum of squared slack over all the lines, the last
    /// included (for a fixed number of lines and text, the least variance of their widths). A
    /// hyphen costs as much as an empty line, and hyphenation points are candidates only when
    /// greedy hyphenated. Greedy's lines when a word is wider than its line, and for a paragraph of
    /// more than 64 lines (CSS lets a user agent bound balancing; the cost grows with the lines).
    func balance(_ greedyLines: [Line], factor: Double, available: (Int) -> Double) -> [Line] {
        let n = greedyLines.count
        guard n >= 2, n <= 64, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let ends = candidates(hyphens: factor > 0 && greedyLines.contains(where: \.hyphen))
        let m = ends.count
        let inf = Double.infinity
        // best[l][j]: the least cost of l + 1 lines, the last ending at ends[j].
        var best = [Double](repeating: inf, count: n * m)
        var from = [Int32](repeating: -1, count: n * m)
        for j in 0..<m {
            let e = ends[j]
            let hy = hyphenAt(e)
            var i = j - 1
            while i >= -1 {
                let s = i < 0 ? 0 : ends[i] + 1
                defer { i -= 1 }
                guard s <= e else { continue }
                let wFirst = width(s, e, hyphen: hy)
                // The widest a line can be is the widest of the lines' widths.
                if s != 0 && wFirst > available(1) + Self.eps && wFirst > available(0) + Self.eps { break }
                for l in (i < 0 ? 0..<1 : 1..<n) {
                    let before = i < 0 ? 0.0 : best[(l - 1) * m + i]
                    guard before < inf else { continue }
                    let W = max(available(l), Self.eps)
                    guard wFirst <= W + Self.eps else { continue }
                    let slack = (W - wFirst) / W
                    let total = before + slack * slack + (hy ? 1 : 0)
                    if total < best[l * m + j] {
                        best[l * m + j] = total
                        from[l * m + j] = Int32(i)
                    }
                }
                if i >= 0 && kind[ends[i]] == .mandatory { break }
            }
        }
        guard best[(n - 1) * m + (m - 1)] < inf else { return greedyLines }
        var chosen: [Line] = []
        var j = m - 1, l = n - 1
        while j >= 0 && l >= 0 {
            let e = ends[j]
            chosen.append(Line(end: e, hyphen: e != count - 1 && hyphenAt(e)))
            j = Int(from[l * m + j])
            l -= 1
        }
        guard chosen.count == n, j == -1 else { return greedyLines }
        return chosen.reversed()
    }

    /// Pretty lines: greedy, unless its last line is shorter than a third of its width; then the
    /// last lines (up to four) are chosen again by an optimal-fit pass (Knuth–Plass style: least
    /// total squared slack, a small cost per hyphen) in which a last line under a third of the
    /// width costs 1000 × its shortfall² (as a fraction of the width) plus 50 when it is one word,
    /// so a short last line takes words with it when the lines above can spare them.
    func pretty(_ greedyLines: [Line], factor: Double, available: (Int) -> Double) -> [Line] {
        let n = greedyLines.count
        guard n >= 2, !greedyLines.contains(where: \.emergency) else { return greedyLines }
        let k = min(4, n)
        let first = n - k
        let s0 = first == 0 ? 0 : greedyLines[first - 1].end + 1
        let lastStart = greedyLines[n - 2].end + 1
        guard width(lastStart, count - 1) < available(n - 1) / 3 else { return greedyLines }
        // A forced break inside the region: leave it to greedy.
        for g in s0..<(count - 1) where kind[g] == .mandatory { return greedyLines }
        // Candidate ends in the region.
        var ends: [Int] = []
        for g in s0..<count where kind[g] == .allowed || kind[g] == .hyphen || (factor > 0 && isHyphen(g)) || g == count - 1 {
            ends.append(g)
        }
        let m = ends.count
        func cost(_ s: Int, _ e: Int, line: Int, last: Bool) -> Double? {
            let W = max(available(line), Self.eps)
            let hyphen = hyphenAt(e)
            let w = width(s, e, hyphen: hyphen)
            guard w <= W + Self.eps else { return nil }
            if last {
                guard w < W / 3 else { return 0 }
                let short = (W / 3 - w) / W
                return short * short * 1000 + (hasOpportunity(s, e) ? 0 : 50)
            }
            let slack = (W - w) / W
            return slack * slack * 100 + (hyphen ? 0.5 : 0)
        }
        // best[j][l]: least cost of l lines from s0 ending at ends[j].
        let inf = Double.infinity
        var best = [[Double]](repeating: [Double](repeating: inf, count: k + 1), count: m)
        var from = [[Int]](repeating: [Int](repeating: -1, count: k + 1), count: m)
        for j in 0..<m {
            let lastLine = j == m - 1
            if let c = cost(s0, ends[j], line: first, last: lastLine && k == 1) { best[j][1] = c }
            for l in 2...max(2, k) where l <= k {
                for i in 0..<j where best[i][l - 1] < inf {
                    guard let c = cost(ends[i] + 1, ends[j], line: first + l - 1, last: lastLine && l == k) else { continue }
                    if best[i][l - 1] + c < best[j][l] {
                        best[j][l] = best[i][l - 1] + c
                        from[j][l] = i
                    }
                }
            }
        }
        guard best[m - 1][k] < inf else { return greedyLines }
        var chosen: [Line] = []
        var j = m - 1, l = k
        while l >= 1 && j >= 0 {
            chosen.append(Line(end: ends[j], hyphen: hyphenAt(ends[j])))
            j = from[j][l]
            l -= 1
        }
        guard chosen.count == k else { return greedyLines }
        return Array(greedyLines[0..<first]) + chosen.reversed()
    }
}
