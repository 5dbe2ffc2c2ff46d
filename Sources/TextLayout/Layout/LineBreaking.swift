/// One paragraph's line-breaking problem: grapheme advances, the break after each grapheme
/// (ICU's opportunities in each run's language, soft hyphens, and the hyphenation points of each
/// run's hyphenator) and the width of any candidate line, in O(1) from prefix sums. Greedy
/// wrapping walks its candidates first-fit; balance, pretty and optimal are costs of its one
/// solver (LineBreakProblem+Solver.swift).
struct LineBreakProblem {
    enum Kind: UInt8 { case none, allowed, mandatory, hyphen }
    /// A chosen line: its last grapheme (inclusive), and whether it ends with a hyphen.
    struct Line: Equatable { var end: Int; var hyphen: Bool; var emergency: Bool = false }
    /// The paragraph's tabs: the graphemes that are one (ascending), the stops, and where the
    /// first line and the others start from the leading margin.
    typealias Tabs = (graphemes: [Int], stops: TabStops, firstLineStart: Double, lineStart: Double)

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
    /// Hyphenation points, found on demand (nil: no run is hyphenated).
    let hyphenation: HyphenationPoints?
    /// The widths of lines cut inside a word, each side shaped on its own (nil: the sum of
    /// advances, for a problem that cannot reshape).
    let cutWidths: CutWidths?
    /// The paragraph's tabs (nil when it has none).
    let tabs: Tabs?
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
    /// included; empty: no hyphen anywhere). Break opportunities are ICU's for each of `runs`'
    /// languages, and words are hyphenated by their run's hyphenator; a soft hyphen's is a hyphen
    /// break. `reshape` measures a line cut inside a word as it will be drawn (see ``CutWidths``).
    init(_ a: Analysis, advances: [Double], trailing: [Double], hyphenWidths: [Double], runs: [LanguageRun],
         strategy: ParagraphStyle.LineBreakStrategy, limits: HyphenationLimits = HyphenationLimits(),
         tabStops: TabStops? = nil, firstLineStart: Double = 0, lineStart: Double = 0,
         rules: LineBreaker.Rules = LineBreaker.Rules(), reshape: CutWidths.Reshape? = nil) {
        let n = a.graphemeCount
        cutWidths = reshape.map(CutWidths.init)
        count = n
        var prefix = [Double](repeating: 0, count: n + 1)
        for g in 0..<n { prefix[g + 1] = prefix[g] + advances[g] }
        self.prefix = prefix
        self.trailing = trailing
        self.hyphenWidths = hyphenWidths
        self.advances = advances
        lastNonSpace = Self.lastNonSpaces(a)
        kind = Self.breakKinds(a, runs: runs, strategy: strategy, rules: rules, softHyphens: !hyphenWidths.isEmpty)
        hyphenation = HyphenationPoints(a, runs: runs, limits: limits)
        if let tabStops, let found = Self.tabs(a, stops: tabStops, firstLineStart: firstLineStart, lineStart: lineStart) {
            (tabs, nextDecimal) = found
        } else {
            (tabs, nextDecimal) = (nil, [])
        }
    }

    /// For each grapheme, the last at or before it that is not a space (−1: none).
    private static func lastNonSpaces(_ a: Analysis) -> [Int] {
        var last = -1
        return (0..<a.graphemeCount).map { g in
            for k in a.graphemeStarts[g]..<a.graphemeStarts[g + 1] where !hangs(a.scalars[k]) {
                last = g
                break
            }
            return last
        }
    }

    /// The break after each grapheme: ICU's in each run's language, none between two Hangul
    /// syllables with `hangulWordPriority`, a hyphen break at a soft hyphen (U+00AD) when a hyphen
    /// can be drawn, and a forced break after the last.
    private static func breakKinds(_ a: Analysis, runs: [LanguageRun], strategy: ParagraphStyle.LineBreakStrategy,
                                   rules: LineBreaker.Rules, softHyphens: Bool) -> [Kind] {
        let n = a.graphemeCount
        let breaks = LineBreaker.breaks(a.scalars, runs: runs, rules: rules)
        var kind = [Kind](repeating: .none, count: n)
        for g in 0..<n {
            switch breaks[a.graphemeStarts[g + 1] - 1] {
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
        for g in 0..<n where softHyphens && kind[g] == .allowed && a.scalars[a.graphemeStarts[g + 1] - 1] == 0xAD {
            kind[g] = .hyphen
        }
        return kind
    }

    /// The graphemes that are a tab, with the stops and the lines' starts, and for each grapheme
    /// the first decimal separator at or after it; nil when the text has no tab.
    private static func tabs(_ a: Analysis, stops: TabStops, firstLineStart: Double,
                             lineStart: Double) -> (tabs: Tabs, nextDecimal: [Int])? {
        let n = a.graphemeCount
        var tabGraphemes: [Int] = []
        for g in 0..<n where a.graphemeStarts[g + 1] - a.graphemeStarts[g] == 1 && a.scalars[a.graphemeStarts[g]] == 0x09 {
            tabGraphemes.append(g)
        }
        guard !tabGraphemes.isEmpty else { return nil }
        var next = [Int](repeating: n, count: n + 1)
        for g in stride(from: n - 1, through: 0, by: -1) {
            let c = a.scalars[a.graphemeStarts[g]]
            next[g] = c == UInt32(stops.decimalSeparator) ? g : next[g + 1]
        }
        return ((tabGraphemes, stops, firstLineStart, lineStart), next)
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
    func tabbedWidth(_ s: Int, _ c: Int, tabs: Tabs) -> Double {
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

    /// The lines for a wrap mode and strategy: greedy's first fit, or the solver with the mode's
    /// cost. `consecutiveHyphens` bounds the hyphenated lines in a row in optimal wrapping (0: no
    /// bound, demerits alone).
    func lines(wrap: ParagraphStyle.Wrap, strategy: ParagraphStyle.LineBreakStrategy, factor: Double,
               consecutiveHyphens: Int = 0, shrinks: Bool = false, available: @escaping (Int) -> Double) -> [Line] {
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
}

extension LineBreaker {
    /// For each code point of a paragraph whose runs have languages of their own, whether a line
    /// may (or must) break after it: by ICU's rules for its run's language, each language's found
    /// over the whole paragraph, so that a break at a run's edge sees the text on both sides. One
    /// pass when every run has the same language.
    static func breaks(_ scalars: [UInt32], runs: [LanguageRun], rules: Rules) -> [Break] {
        var languages: [String?] = []
        for run in runs where !languages.contains(run.language) { languages.append(run.language) }
        var out = breaks(scalars, language: languages.first ?? nil, rules: rules)
        for language in languages.dropFirst() {
            let own = breaks(scalars, language: language, rules: rules)
            for run in runs where run.language == language {
                for k in run.scalars where k < out.count && k < own.count { out[k] = own[k] }
            }
        }
        return out
    }
}
