import Foundation

/// Composing a line of the paragraph engine from its runs' pieces.
extension Typesetter {
    /// A run's part of a line: shaped, with the run's colour and baseline offset.
    struct Piece {
        var line: ShapedLine
        var color: RGBA?
        var rise: Double
    }

    /// A glyph run of a composed line, in the line's text, with where its piece set it.
    private typealias PlacedRun = (run: GlyphRun, start: Double, width: Double)

    /// One line made of pieces, each a run's part of it shaped with its attributes (in logical
    /// order): their glyph runs put in visual order across the pieces (UAX #9 L2 over the runs'
    /// levels), pen after pen, each raised by its run's baseline offset; the line's ascent, descent
    /// and height the largest of its pieces' (after the shift).
    static func compose(_ pieces: [Piece], rtl: Bool) -> ShapedLine {
        var text = ""
        var logical: [PlacedRun] = []
        var fallbacks: [FallbackUse] = []
        var ascent = 0.0, descent = 0.0, lineHeight = 0.0
        var source = "font"
        var graphemes = 0
        var ligaturesOff = false
        for piece in pieces {
            let line = piece.line
            let base = text.utf8.count
            logical += logicalRuns(of: piece, textOffset: base)
            for f in line.fallbacks {
                fallbacks.append(FallbackUse(text: f.text, textRange: (f.textRange.lowerBound + base)..<(f.textRange.upperBound + base),
                                             face: f.face, synthesis: f.synthesis))
            }
            ascent = max(ascent, line.ascent + piece.rise)
            descent = max(descent, line.descent - piece.rise)
            if line.lineHeight + abs(piece.rise) > lineHeight {
                lineHeight = line.lineHeight + abs(piece.rise)
                source = line.lineHeightSource
            }
            text += line.text
            graphemes += line.graphemeCount
            ligaturesOff = ligaturesOff || line.ligaturesDisabled
        }
        var pen = 0.0
        var runs: [GlyphRun] = []
        for k in VisualOrder.of(levels: logical.map(\.run.bidiLevel)) {
            let (r, start, w) = logical[k]
            let shift = pen - start
            var moved = GlyphRun(font: r.font, glyphs: r.glyphs.map { g -> PositionedGlyph in
                var m = g
                m.x += shift
                return m
            }, isRightToLeft: r.isRightToLeft, script: r.script, bidiLevel: r.bidiLevel, textRange: r.textRange)
            moved.color = r.color
            runs.append(moved)
            pen += w
        }
        let tracking = pieces.first?.line.tracking ?? AppliedTracking(perMille: 0, pointSize: 0, source: .none)
        return ShapedLine(text: text, runs: runs, width: pen, ascent: ascent, descent: descent,
                          lineHeight: lineHeight, lineHeightSource: source, tracking: tracking,
                          ligaturesDisabled: ligaturesOff, fallbacks: fallbacks, isRightToLeft: rtl,
                          untrackedWidth: pen, trackedGaps: 0, graphemeCount: graphemes)
    }

    /// A piece's glyph runs in logical order, moved into the composed line: their clusters and
    /// text ranges by the piece's offset in its text, raised by its baseline offset, in its colour;
    /// each with its pen position in the piece and its width.
    private static func logicalRuns(of piece: Piece, textOffset base: Int) -> [PlacedRun] {
        var pen = 0.0
        var own: [PlacedRun] = []
        for r in piece.line.runs {
            let w = r.glyphs.reduce(0) { $0 + $1.advance }
            let glyphs = r.glyphs.map { g -> PositionedGlyph in
                var moved = g
                moved.cluster += base
                moved.y += piece.rise
                return moved
            }
            var run = GlyphRun(font: r.font, glyphs: glyphs, isRightToLeft: r.isRightToLeft, script: r.script,
                               bidiLevel: r.bidiLevel,
                               textRange: (r.textRange.lowerBound + base)..<(r.textRange.upperBound + base))
            run.color = piece.color ?? r.color
            own.append((run, pen, w))
            pen += w
        }
        // The piece's runs are in its visual order: back to logical order.
        own.sort { $0.run.textRange.lowerBound < $1.run.textRange.lowerBound }
        return own
    }
}
