/// Limits on hyphenation beyond the dictionary's own (CSS `hyphenate-limit-chars`): the letters a
/// word must have, and those a hyphen leaves before and after it. Zero: the dictionary's own.
struct HyphenationLimits: Equatable {
    var word = 0, before = 0, after = 0
}

/// Hyphenation points found lazily, one word at a time: only the words that fall at a line's end
/// are ever hyphenated (a paragraph of 40 words set in 6 lines hyphenates about 6).
final class HyphenationPoints {
    let dictionary: any Hyphenator
    /// The word each grapheme belongs to (−1: not in a word long enough to hyphenate).
    let wordOfGrapheme: [Int32]
    /// Each word's graphemes, and its code points lower-cased.
    let words: [(graphemes: Range<Int>, scalars: Range<Int>)]
    var done: [Bool]
    /// A point after grapheme g.
    var after: [Bool]
    let analysis: Analysis

    /// Letters a word must have, and a hyphen must leave before and after it (at least the
    /// dictionary's own minimums).
    let minimumWord: Int, minBefore: Int, minAfter: Int

    init(_ a: Analysis, dictionary: any Hyphenator, limits: HyphenationLimits) {
        self.dictionary = dictionary
        analysis = a
        minBefore = max(Int(dictionary.leftMin), limits.before)
        minAfter = max(Int(dictionary.rightMin), limits.after)
        minimumWord = max(minBefore + minAfter, limits.word)
        let n = a.graphemeCount
        var wog = [Int32](repeating: -1, count: n)
        var words: [(graphemes: Range<Int>, scalars: Range<Int>)] = []
        @inline(__always) func letter(_ c: UInt32) -> Bool {
            if c < 0x80 { return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
            guard let u = Unicode.Scalar(c) else { return false }
            let p = u.properties
            return p.isAlphabetic || p.generalCategory == .nonspacingMark || p.generalCategory == .spacingMark
        }
        let m = a.scalars.count
        let minimum = minimumWord
        var i = 0
        while i < m {
            guard letter(a.scalars[i]) else { i += 1; continue }
            var j = i
            while j < m && letter(a.scalars[j]) { j += 1 }
            let g0 = Int(a.graphemeOfScalar[i]), g1 = Int(a.graphemeOfScalar[j - 1]) + 1
            // Whole graphemes only, long enough to have a point.
            if j - i >= minimum && a.graphemeStarts[g0] == i && a.graphemeStarts[g1] == j {
                for g in g0..<g1 { wog[g] = Int32(words.count) }
                words.append((g0..<g1, i..<j))
            }
            i = j
        }
        wordOfGrapheme = wog
        self.words = words
        done = [Bool](repeating: false, count: words.count)
        after = [Bool](repeating: false, count: n)
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
        let word = words[w].scalars.map { a.scalars[$0] }.map { c -> UInt32 in
            if c >= 0x41 && c <= 0x5A { return c + 32 }
            if c < 0x80 { return c }
            return Unicode.Scalar(c).map(Typesetter.lowercase) ?? c
        }
        let base = words[w].scalars.lowerBound
        for p in dictionary.points(word) where p >= minBefore && word.count - p >= minAfter {
            let sc = base + p
            let g = Int(a.graphemeOfScalar[sc])
            guard a.graphemeStarts[g] == sc, g > 0 else { continue }
            after[g - 1] = true
        }
    }
}
