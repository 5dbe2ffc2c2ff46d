import Foundation

/// One glyph positioned on a line, in points.
public struct PositionedGlyph: Sendable, Hashable {
    /// The glyph id in its font.
    public var id: UInt32
    /// The UTF-8 offset, in the line's text, of the first character the glyph shows (its cluster).
    public var cluster: Int
    /// The glyph's origin, from the line's start, x to the right.
    public var x: Double
    /// The glyph's vertical offset from the baseline, y up.
    public var y: Double
    /// The advance, tracking included.
    public var advance: Double
}

/// Glyphs of one font, one script and one direction, positioned on a line.
public struct GlyphRun: Sendable {
    /// The font instance the glyphs are set in.
    public let font: FontInstance
    /// The glyphs in visual order (left to right).
    public let glyphs: [PositionedGlyph]
    /// Whether the run is right to left (an odd bidi level).
    public let isRightToLeft: Bool
    /// The ISO 15924 script tag ("Latn", "Arab").
    public let script: String
    /// The Unicode bidi embedding level.
    public let bidiLevel: Int
    /// The run's text, as UTF-8 offsets into the line's text.
    public let textRange: Range<Int>
    /// The run's own colour (a `TextRun`'s), or nil for the drawing's foreground.
    public var color: RGBA? = nil
}

/// Characters set in a fallback face (or in none, when no face covers them).
public struct FallbackUse: Sendable, Hashable {
    /// The characters.
    public let text: String
    /// Their UTF-8 offsets in the measured text.
    public let textRange: Range<Int>
    /// The face used, or nil when no face covers them (they show the primary's .notdef).
    public let face: FontFace?
    /// What is synthesized in that face (a fallback lighter than 600 for a bold style, or
    /// upright for an italic one); empty when nothing is, or when no face covers them.
    public let synthesis: FontSynthesis
}

/// Ink bounds in points, relative to the line's origin on the baseline; y up.
public struct InkBounds: Sendable, Hashable, Codable {
    /// The left edge of the ink, in points.
    public var minX: Double
    /// The bottom edge of the ink (y up), in points.
    public var minY: Double
    /// The right edge of the ink, in points.
    public var maxX: Double
    /// The top edge of the ink (y up), in points.
    public var maxY: Double
    /// The ink's width, in points.
    public var width: Double { maxX - minX }
    /// The ink's height, in points.
    public var height: Double { maxY - minY }
}

/// One line of text, shaped and measured.
public struct ShapedLine: Sendable {
    /// The text that was set.
    public let text: String
    /// The glyph runs in visual order.
    public let runs: [GlyphRun]
    /// The advance width in points, tracking included (none after the last cluster).
    public let width: Double
    /// Above the baseline: the largest ascent of the fonts used (always including the primary).
    public let ascent: Double
    /// Below the baseline, positive: the largest descent of the fonts used.
    public let descent: Double
    /// Baseline to baseline: the style's line height, grown to a fallback face's own line height
    /// when that is taller (scripts that need taller lines); without a style, the largest own
    /// line height of the fonts used.
    public let lineHeight: Double
    /// What decided ``lineHeight``: `style`, `font`, or the PostScript name (else file name) of
    /// the fallback face the line grew for.
    public let lineHeightSource: String
    /// The tracking applied.
    public let tracking: AppliedTracking
    /// Whether optional ligatures were off (they are whenever tracking is not zero).
    public let ligaturesDisabled: Bool
    /// Characters set in fallback faces, in logical order.
    public let fallbacks: [FallbackUse]
    /// The paragraph direction the line was laid out in.
    public let isRightToLeft: Bool

    /// Width without tracking, and the number of places tracking is added: width =
    /// untrackedWidth + trackedGaps × tracking (points), exactly, for this set of glyphs.
    public let untrackedWidth: Double
    /// The number of places tracking is added (see ``untrackedWidth``).
    public let trackedGaps: Int
    /// Grapheme clusters in the text.
    public let graphemeCount: Int

    /// ascent + descent: the glyph box from the font metrics.
    public var height: Double { ascent + descent }

    /// The same line with its glyphs moved: new runs `width` wide (justification, tab stops); what
    /// they added counts as untracked width.
    func with(runs: [GlyphRun], width: Double) -> ShapedLine {
        ShapedLine(text: text, runs: runs, width: width, ascent: ascent, descent: descent,
                   lineHeight: lineHeight, lineHeightSource: lineHeightSource, tracking: tracking,
                   ligaturesDisabled: ligaturesDisabled, fallbacks: fallbacks, isRightToLeft: isRightToLeft,
                   untrackedWidth: untrackedWidth + (width - self.width), trackedGaps: trackedGaps,
                   graphemeCount: graphemeCount)
    }

    /// The number of glyphs, over every run.
    public var glyphCount: Int { runs.reduce(0) { $0 + $1.glyphs.count } }

    /// The same line with only the glyphs `keep` accepts (by run and glyph index), each run in
    /// the colour `color` gives it (by run index): what a text shadow draws from the line's own
    /// glyphs. The width and metrics stay the line's.
    public func recolored(keeping keep: (Int, Int) -> Bool, color: (Int) -> RGBA) -> ShapedLine {
        let kept: [GlyphRun] = runs.enumerated().compactMap { r, run in
            let glyphs = run.glyphs.indices.filter { keep(r, $0) }.map { run.glyphs[$0] }
            guard !glyphs.isEmpty else { return nil }
            var copy = GlyphRun(font: run.font, glyphs: glyphs, isRightToLeft: run.isRightToLeft, script: run.script,
                                bidiLevel: run.bidiLevel, textRange: run.textRange)
            copy.color = color(r)
            return copy
        }
        return with(runs: kept, width: width)
    }

    /// The union of the glyphs' ink boxes (nil when nothing has ink: empty text, spaces).
    public func inkBounds() -> InkBounds? {
        var b: InkBounds?
        for run in runs {
            let s = run.font.pointsPerUnit, xs = run.font.horizontalPointsPerUnit
            run.font.hb.withGlyphExtents { extents in
                for g in run.glyphs {
                    guard let e = extents(g.id) else { continue }
                    let r = InkBounds(minX: g.x + e.0 * xs, minY: g.y + e.1 * s, maxX: g.x + e.2 * xs, maxY: g.y + e.3 * s)
                    if var u = b {
                        u.minX = min(u.minX, r.minX); u.minY = min(u.minY, r.minY)
                        u.maxX = max(u.maxX, r.maxX); u.maxY = max(u.maxY, r.maxY)
                        b = u
                    } else {
                        b = r
                    }
                }
            }
        }
        return b
    }
}
