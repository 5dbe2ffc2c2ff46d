// 04 — A Core Text line's carets and hit testing, and its truncation and glyph runs, as text
// editors and custom labels use them. Compiles unchanged with `import CoreText` and `import UIKit`.
//
// Apple's calls: CTLineCreateWithAttributedString, CTLineGetOffsetForStringIndex,
// CTLineGetStringIndexForPosition, CTLineCreateTruncatedLine, CTLineGetGlyphRuns,
// CTRunGetGlyphCount, CTRunGetStringIndices, CTRunGetStatus, CTLineGetStringRange.
// Expected (Core Text's documented contract): the index at each caret's offset is that index again
// (round trip, 1 when every one holds); a line truncated to 100 points is at most 100 points wide;
// the glyph runs' string indices of a left-to-right line rise; the line holds the whole string.
import Typography

func snippet_04() -> [String: Double] {
    let font = UIFont.systemFont(ofSize: 17)
    let string = NSAttributedString(string: "Typography on every platform", attributes: [.font: font])
    let line = CTLineCreateWithAttributedString(string as CFAttributedString)
    var roundTrips = true
    for index in 0...string.length {
        let x = CTLineGetOffsetForStringIndex(line, index, nil)
        if CTLineGetStringIndexForPosition(line, CGPoint(x: x, y: 0)) != index { roundTrips = false }
    }
    let token = CTLineCreateWithAttributedString(NSAttributedString(string: "\u{2026}", attributes: [.font: font]))
    let truncated = CTLineCreateTruncatedLine(line, 100, .end, token)
    let truncatedWidth = truncated.map { CTLineGetTypographicBounds($0, nil, nil, nil) } ?? -1
    var rising = true
    var glyphs = 0
    for run in CTLineGetGlyphRuns(line) as! [CTRun] {
        let count = CTRunGetGlyphCount(run)
        glyphs += count
        var indices = [CFIndex](repeating: 0, count: count)
        CTRunGetStringIndices(run, CFRangeMake(0, 0), &indices)
        if zip(indices, indices.dropFirst()).contains(where: { $0 > $1 }) { rising = false }
        if CTRunGetStatus(run).contains(.rightToLeft) { rising = false }
    }
    let range = CTLineGetStringRange(line)
    return ["roundTrips": roundTrips ? 1 : 0, "truncatedFits": truncatedWidth >= 0 && truncatedWidth <= 100 ? 1 : 0,
            "indicesRise": rising ? 1 : 0, "hasGlyphs": glyphs > 0 ? 1 : 0,
            "wholeString": range.location == 0 && range.length == string.length ? 1 : 0]
}
