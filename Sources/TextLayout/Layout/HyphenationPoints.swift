/// Limits on hyphenation beyond the dictionary's own (CSS `hyphenate-limit-chars`): the letters a
/// word must have, and those a hyphen leaves before and after it. Zero: the dictionary's own.
struct HyphenationLimits: Equatable {
    var word = 0, before = 0, after = 0
}

/// The letters a word must have to be hyphenated, and those a hyphen leaves at least before and
/// after it: the hyphenator's own minimums, raised by the style's limits, never below one.
struct HyphenationMinimums: Equatable {
    let before: Int, after: Int, word: Int

    init(_ hyphenator: any Hyphenator, limits: HyphenationLimits) {
        before = max(1, hyphenator.minimumBefore, limits.before)
        after = max(1, hyphenator.minimumAfter, limits.after)
        word = max(before + after, limits.word)
    }
}

/// A run's part of a paragraph as line breaking sees it: its code points in the paragraph, the
/// language its break opportunities follow, and what hyphenates its words (nil: nothing).
struct LanguageRun {
    let scalars: Range<Int>
    let language: String?
    let hyphenator: (any Hyphenator)?
}

/// Hyphenation points found lazily, one word at a time: only the words that fall at a line's end
/// are ever hyphenated (a paragraph of 40 words set in 6 lines hyphenates about 6). Each word is
/// hyphenated by the hyphenator of the run its first letter is in.
final class HyphenationPoints {
    /// A word long enough to hyphenate: its graphemes, its code points, and its run's hyphenator
    /// (an index into `hyphenators`).
    struct Word {
        let graphemes: Range<Int>
        let scalars: Range<Int>
        let hyphenator: Int
    }
    /// The paragraph's hyphenators (one for each run that has one), with their minimums.
    let hyphenators: [(hyphenator: any Hyphenator, minimums: HyphenationMinimums)]
    /// The word each grapheme belongs to (−1: not in a word long enough to hyphenate).
    let wordOfGrapheme: [Int32]
    let words: [Word]
    var done: [Bool]
    /// A point after grapheme g.
    var after: [Bool]
    let analysis: Analysis

    /// The points of a paragraph whose runs are `runs` (ascending code point ranges); nil when no
    /// run has a hyphenator.
    init?(_ a: Analysis, runs: [LanguageRun], limits: HyphenationLimits) {
        var hyphenators: [(hyphenator: any Hyphenator, minimums: HyphenationMinimums)] = []
        var runHyphenator: [Int] = []
        for run in runs {
            guard let hyphenator = run.hyphenator else { runHyphenator.append(-1); continue }
            if let known = hyphenators.firstIndex(where: { $0.hyphenator === hyphenator }) {
                runHyphenator.append(known)
            } else {
                runHyphenator.append(hyphenators.count)
                hyphenators.append((hyphenator, HyphenationMinimums(hyphenator, limits: limits)))
            }
        }
        guard !hyphenators.isEmpty else { return nil }
        self.hyphenators = hyphenators
        analysis = a
        let words = Self.words(of: a, runs: runs, hyphenatorOfRun: runHyphenator,
                               minimumWord: hyphenators.map(\.minimums.word))
        var wordOfGrapheme = [Int32](repeating: -1, count: a.graphemeCount)
        for (index, word) in words.enumerated() {
            for g in word.graphemes { wordOfGrapheme[g] = Int32(index) }
        }
        self.wordOfGrapheme = wordOfGrapheme
        self.words = words
        done = [Bool](repeating: false, count: words.count)
        after = [Bool](repeating: false, count: a.graphemeCount)
    }

    /// The points of a paragraph of one language.
    convenience init?(_ a: Analysis, dictionary: any Hyphenator, limits: HyphenationLimits) {
        self.init(a, runs: [LanguageRun(scalars: 0..<a.scalars.count, language: nil, hyphenator: dictionary)], limits: limits)
    }

    /// The runs of letters and marks of whole graphemes that a hyphenator may break, each with
    /// the hyphenator of the run its first letter is in (`hyphenatorOfRun`, −1: none) and at
    /// least as long as that hyphenator's `minimumWord`.
    private static func words(of a: Analysis, runs: [LanguageRun], hyphenatorOfRun: [Int], minimumWord: [Int]) -> [Word] {
        var words: [Word] = []
        let m = a.scalars.count
        var run = 0
        var i = 0
        while i < m {
            guard isLetter(a.scalars[i]) else { i += 1; continue }
            var j = i
            while j < m && isLetter(a.scalars[j]) { j += 1 }
            while run < runs.count - 1 && runs[run].scalars.upperBound <= i { run += 1 }
            let hyphenator = runs[run].scalars.contains(i) ? hyphenatorOfRun[run] : -1
            let g0 = Int(a.graphemeOfScalar[i]), g1 = Int(a.graphemeOfScalar[j - 1]) + 1
            // Whole graphemes only, long enough to have a point.
            if hyphenator >= 0, j - i >= minimumWord[hyphenator], a.graphemeStarts[g0] == i, a.graphemeStarts[g1] == j {
                words.append(Word(graphemes: g0..<g1, scalars: i..<j, hyphenator: hyphenator))
            }
            i = j
        }
        return words
    }

    @inline(__always)
    private static func isLetter(_ c: UInt32) -> Bool {
        if c < 0x80 { return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
        guard let u = Unicode.Scalar(c) else { return false }
        let p = u.properties
        return p.isAlphabetic || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
    }

    /// Whether the text may be hyphenated after grapheme g (where no other break is).
    @inline(__always)
    func isPoint(_ g: Int) -> Bool {
        let w = Int(wordOfGrapheme[g])
        guard w >= 0 else { return false }
        if !done[w] { hyphenate(w) }
        return after[g]
    }

    private func hyphenate(_ w: Int) {
        done[w] = true
        let a = analysis
        let word = words[w].scalars.map { a.scalars[$0] }.map { c -> Unicode.Scalar in
            if c >= 0x41 && c <= 0x5A { return Unicode.Scalar(UInt8(c + 32)) }
            if c < 0x80 { return Unicode.Scalar(UInt8(c)) }
            return Unicode.Scalar(c).map { Unicode.Scalar(Typesetter.lowercase($0)) ?? $0 } ?? "\u{FFFD}"
        }
        let base = words[w].scalars.lowerBound
        let (hyphenator, minimums) = hyphenators[words[w].hyphenator]
        for p in hyphenator.hyphenationPoints(in: word) where p >= minimums.before && word.count - p >= minimums.after {
            let sc = base + p
            let g = Int(a.graphemeOfScalar[sc])
            guard a.graphemeStarts[g] == sc, g > 0 else { continue }
            after[g - 1] = true
        }
    }
}
