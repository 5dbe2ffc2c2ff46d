/// The horizontal metrics table, summarised: enough to tell a monospaced font.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/hmtx
public struct HmtxTable: Sendable, Hashable, Codable {
    /// The number of long metrics read (hhea.numberOfHMetrics, capped as below).
    public var numberOfHMetrics: Int
    /// Whether every non-zero advance width is the same (zero-width marks are ignored, and so is
    /// glyph 0, `.notdef`, which text never shows).
    public var allNonZeroAdvancesEqual: Bool
    /// That common advance, when `allNonZeroAdvancesEqual`.
    public var monospacedAdvance: UInt16?
    /// The smallest and largest non-zero advances (only in a full read).
    public var minAdvance: UInt16?
    /// The largest non-zero advance (only in a full read).
    public var maxAdvance: UInt16?

    /// Reads the advances of the first `numberOfHMetrics` glyphs. With `full` false it stops at
    /// the second distinct non-zero advance (proportional fonts stop within a few glyphs).
    /// Font bug tolerated: numberOfHMetrics larger than numGlyphs or than the metrics present is
    /// capped to both (as FreeType caps it).
    init(_ r: ByteReader, numberOfHMetrics declared: Int, numGlyphs: Int, full: Bool) throws(ParseError) {
        let n = min(declared, max(numGlyphs, 1), r.available(recordsOf: 4, from: 0))
        guard n > 0 else { throw .invalidFormat("no horizontal metrics") }
        numberOfHMetrics = n
        var first: UInt16 = 0
        var equal = true
        var lo = UInt16.max
        var hi: UInt16 = 0
        // Glyphs past the last long metric repeat its advance, so with one metric glyph 0's
        // advance is every glyph's; otherwise glyph 0 (.notdef) is skipped.
        for i in (n > 1 ? 1 : 0)..<n {
            let adv = try r.u16(4 * i)
            guard adv != 0 else { continue }
            if first == 0 { first = adv } else if adv != first {
                equal = false
                if !full { break }
            }
            lo = min(lo, adv)
            hi = max(hi, adv)
        }
        allNonZeroAdvancesEqual = equal && first != 0
        monospacedAdvance = allNonZeroAdvancesEqual ? first : nil
        minAdvance = full && hi > 0 ? lo : nil
        maxAdvance = full && hi > 0 ? hi : nil
    }
}
