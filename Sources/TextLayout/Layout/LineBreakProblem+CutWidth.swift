/// The width of a line that starts or ends inside a word, measured by shaping it as it will be
/// drawn.
///
/// Grapheme advances come from one shaping of the whole paragraph, where a ligature's advance
/// sits on its first letter and a kerning pair's on its first glyph. Cut inside a word ("of-fice",
/// "traf-fic", "dif-ferent"), the sum of advances counts the ligature on the wrong side of the
/// hyphen: the line before it looks 9–14 pt too wide at 15 pt, the line after as much too narrow,
/// and the hyphen's own kerning with the letter before it is missing. So, as TeX reshapes both
/// sides of a hyphenation point, each side of a cut is shaped on its own: the head of the word up
/// to the cut with its hyphen, and the rest of the word after it. The difference from the sum of
/// advances is kept per cut, so a line costs O(1) after its cut has been shaped once.
final class CutWidths {
    /// The width of graphemes `first` through `last` shaped as one line, with the hyphen drawn
    /// after `last` when `hyphen` is true.
    typealias Reshape = (_ first: Int, _ last: Int, _ hyphen: Bool) -> Double

    private let reshape: Reshape
    /// What shaping the word's head and hyphen adds to the sum of advances, by the cut's last
    /// grapheme.
    private var headDifference: [Int: Double] = [:]
    /// What shaping the rest of the word after a cut adds, by the rest's first grapheme.
    private var tailDifference: [Int: Double] = [:]
    /// Lines that start and end inside the same word, measured whole, by first and last grapheme.
    private var insideWord: [Int: Double] = [:]

    init(reshape: @escaping Reshape) { self.reshape = reshape }

    /// What shaping a line's cuts adds to its sum of advances `summed`: the line holds graphemes
    /// `s` through `c` (its last that is not a space), ending with a hyphen when `hyphen`.
    func difference(_ p: LineBreakProblem, _ s: Int, _ c: Int, hyphen: Bool, summed: Double) -> Double {
        let startsInsideWord = s > 0 && !p.isWordBoundary(s - 1)
        guard startsInsideWord || hyphen else { return 0 }
        if startsInsideWord {
            let restEnd = p.wordEnd(from: s)
            if c < restEnd {
                // A line that ends inside the word it started in without a hyphen ends only where
                // nothing else fits (between graphemes): its sum of advances is enough to find it.
                guard hyphen else { return 0 }
                // The whole line is one piece of a word: measured as it is.
                let key = (s &* p.count &+ c) &* 2 &+ (hyphen ? 1 : 0)
                if let known = insideWord[key] { return known }
                let d = reshape(s, c, hyphen) - summed
                insideWord[key] = d
                return d
            }
        }
        var d = 0.0
        if startsInsideWord {
            if let known = tailDifference[s] {
                d += known
            } else {
                let restEnd = p.wordEnd(from: s)
                let known = reshape(s, restEnd, false) - p.summedWidth(s, restEnd, hyphen: false)
                tailDifference[s] = known
                d += known
            }
        }
        if hyphen {
            if let known = headDifference[c] {
                d += known
            } else {
                let start = p.wordStart(before: c)
                let known = reshape(start, c, true) - p.summedWidth(start, c, hyphen: true)
                headDifference[c] = known
                d += known
            }
        }
        return d
    }
}

extension LineBreakProblem {
    /// Whether a line may start after grapheme g without cutting a word: an opportunity that is
    /// not a hyphen (after a space, a dash, a slash…).
    @inline(__always)
    func isWordBoundary(_ g: Int) -> Bool { kind[g] == .allowed || kind[g] == .mandatory }

    /// The last grapheme that is not a space of the word holding grapheme `s`: up to the next
    /// opportunity that is not a hyphen.
    func wordEnd(from s: Int) -> Int {
        var g = s
        while g < count - 1 && !isWordBoundary(g) { g += 1 }
        return max(s, lastNonSpace[g])
    }

    /// The first grapheme of the word holding grapheme `c`: after the opportunity before it that
    /// is not a hyphen.
    func wordStart(before c: Int) -> Int {
        var g = c
        while g > 0 && !isWordBoundary(g - 1) { g -= 1 }
        return g
    }

    /// The width of graphemes `s` through `c` as the sum of their advances from the paragraph's
    /// one shaping (no tracking after the last, the hyphen's own width when `hyphen`).
    @inline(__always)
    func summedWidth(_ s: Int, _ c: Int, hyphen: Bool) -> Double {
        let h = hyphen && !hyphenWidths.isEmpty ? hyphenWidths[c] : 0
        return prefix[c + 1] - prefix[s] - trailing[c] + h
    }
}
