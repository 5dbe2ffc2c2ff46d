extension Typesetter.ParagraphSetter {
    /// The narrowest average advance, in ems, that a line of printable ASCII plausibly has: text
    /// longer than the room holds at this rate is left to the breaker without a first try.
    private static let narrowestAverageAdvance = 0.2

    /// A paragraph of one plain run of printable ASCII (no tab, no trailing space, which hangs)
    /// that its primary font covers and that fits on its first line: that line, shaped by the
    /// simple path that `Typesetter.measure` takes (the same glyphs and sums as the general
    /// path), without the analysis, spans and grapheme advances the breaker needs. Most labels
    /// measured by boundingRect are such a paragraph; skipping that work makes their layout about
    /// a tenth cheaper (Benchmarks/paragraph.sh, labels). Text too long to fit at the narrowest
    /// plausible advances is not tried, so that a paragraph that wraps is not shaped twice.
    func simpleWholeLine() -> Typesetter.PendingLine? {
        guard runs.count == 1, let run = runs.first, run.color == nil, run.baselineOffset == 0,
              base.direction != .rightToLeft, 1 < maxLines || !textFollows,
              let last = bytes.last, !LineBreakProblem.hangs(UInt32(last)),
              Double(bytes.count) * run.attributes.font.pointSize * Self.narrowestAverageAdvance <= available(0),
              let line = Shaper.measureSimple(text, attrs: run.attributes),
              line.width <= available(0) + LineBreakProblem.eps
        else { return nil }
        return Typesetter.PendingLine(line: line, range: 0..<bytes.count, isLastOfParagraph: true, forced: true, rtl: false,
                                      lineOfParagraph: 0, hyphenated: false, expansions: [])
    }
}
