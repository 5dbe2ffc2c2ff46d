import Foundation
import TypeSystem

/// Where a tab character takes the text, by a paragraph style's tab stops, as `NSTextTab` and
/// `NSParagraphStyle` define them (Apple's documentation):
///
/// - a stop's location is measured from the leading margin, so indents do not move the stops;
/// - a tab goes to the first stop past the pen. At a left stop the text after the tab starts at
///   the stop; at a right stop it ends there; at a centre stop it is centred on it; at a decimal
///   stop its decimal separator (the language's, `.` by default) stands there, as
///   `NSTextTab.columnTerminators(for:)` makes it. Text that cannot reach the stop without going
///   back starts at the pen (the tab is then zero wide);
/// - past the last stop, tabs go to the multiples of `defaultTabInterval` when it is positive.
///   With no stop left and no interval Apple does not say where a tab goes; here it is as wide as
///   a space.
///
/// "The text after the tab" runs to the next tab or the line's end. Stops apply to left-to-right
/// paragraphs; in a right-to-left paragraph a tab is as wide as a space (ours: Apple does not
/// describe right-to-left tab stops).
struct TabStops {
    let stops: [ParagraphStyle.TextTab]
    let interval: Double
    let spaceWidth: Double
    let decimalSeparator: UInt8

    /// The stops of `style`; in a right-to-left paragraph none (each tab a space wide).
    init(_ style: ParagraphStyle, spaceWidth: Double, language: String?, rightToLeft: Bool = false) {
        stops = rightToLeft ? [] : style.tabStops.sorted { $0.location < $1.location }
        interval = rightToLeft ? 0 : style.defaultTabInterval
        self.spaceWidth = spaceWidth
        var separator: UInt8 = 0x2E
        if style.tabStops.contains(where: { $0.alignment == .decimal }), let language, !language.isEmpty,
           let s = Locale(identifier: language).decimalSeparator, s.utf8.count == 1, let b = s.utf8.first {
            separator = b
        }
        decimalSeparator = separator
    }

    /// The advance of a tab whose pen is `x` points from the leading margin, followed by text
    /// `following` points wide, whose decimal separator (if it has one) is `toDecimal` points in.
    func advance(at x: Double, following: Double, toDecimal: Double?) -> Double {
        let eps = 1e-9
        // The first stop past the pen (binary search: an RTF document may hold many).
        var lo = 0, hi = stops.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if stops[mid].location > x + eps { hi = mid } else { lo = mid + 1 }
        }
        if lo < stops.count {
            let stop = stops[lo]
            switch stop.alignment {
            case .left: return stop.location - x
            case .right: return max(0, stop.location - following - x)
            case .center: return max(0, stop.location - following / 2 - x)
            case .decimal: return max(0, stop.location - (toDecimal ?? following) - x)
            }
        }
        if interval > 0 {
            let next = (floor(x / interval + eps) + 1) * interval
            return next - x
        }
        return spaceWidth
    }

    /// The width of a line that starts `startX` points from the leading margin and is made of
    /// `segments` (each one's width and, if it has one, its width up to its decimal separator)
    /// with a tab between each two.
    func width(startX: Double, segments: [(width: Double, toDecimal: Double?)]) -> Double {
        var x = startX
        for (i, s) in segments.enumerated() {
            if i > 0 { x += advance(at: x, following: s.width, toDecimal: s.toDecimal) }
            x += s.width
        }
        return x - startX
    }

    /// The line with each tab's glyph set to its advance (and drawn as the font's space, not as
    /// a missing glyph): the line starts `startX` points from the leading margin. A line without
    /// tabs is returned as it is. In a right-to-left line each tab is as wide as a space.
    func setting(_ line: ShapedLine, startX: Double) -> ShapedLine {
        let utf8 = Array(line.text.utf8)
        func isTab(_ g: PositionedGlyph) -> Bool { g.cluster < utf8.count && utf8[g.cluster] == 0x09 }
        guard line.runs.contains(where: { $0.glyphs.contains(where: isTab) }) else { return line }
        // Glyphs in visual order, as (run, index).
        var order: [(Int, Int)] = []
        for (r, run) in line.runs.enumerated() { for i in run.glyphs.indices { order.append((r, i)) } }
        var advances = order.map { line.runs[$0.0].glyphs[$0.1].advance }
        let tabs = order.indices.filter { isTab(line.runs[order[$0].0].glyphs[order[$0].1]) }
        var pen = 0.0
        var k = 0
        for (n, t) in tabs.enumerated() {
            while k < t { pen += advances[k]; k += 1 }
            if line.isRightToLeft {
                advances[t] = spaceWidth
            } else {
                // The text after the tab, to the next tab or the line's end.
                let end = n + 1 < tabs.count ? tabs[n + 1] : order.count
                var following = 0.0
                var toDecimal: Double?
                for j in (t + 1)..<max(t + 1, end) {
                    let g = line.runs[order[j].0].glyphs[order[j].1]
                    if toDecimal == nil, g.cluster < utf8.count, utf8[g.cluster] == decimalSeparator { toDecimal = following }
                    following += advances[j]
                }
                advances[t] = advance(at: startX + pen, following: following, toDecimal: toDecimal)
            }
        }
        // Positions again, pen after pen (a glyph keeps its offset from its pen), as justification does.
        var runs = line.runs.map { $0.glyphs }
        var oldPen = 0.0, newPen = 0.0
        for (j, (r, i)) in order.enumerated() {
            let g = line.runs[r].glyphs[i]
            runs[r][i].x = newPen + (g.x - oldPen)
            oldPen += g.advance
            runs[r][i].advance = advances[j]
            if isTab(g), let space = line.runs[r].font.hb.nominalGlyph(0x20) { runs[r][i].id = space }
            newPen += advances[j]
        }
        var glyphRuns: [GlyphRun] = []
        for (r, run) in line.runs.enumerated() {
            var copy = GlyphRun(font: run.font, glyphs: runs[r], isRightToLeft: run.isRightToLeft, script: run.script,
                                bidiLevel: run.bidiLevel, textRange: run.textRange)
            copy.color = run.color
            glyphRuns.append(copy)
        }
        return line.with(runs: glyphRuns, width: newPen)
    }
}

extension RawLine {
    /// The line with each tab as wide as Apple's default stops make it at `perMille` of tracking,
    /// from the line's start, and drawn as the font's space: a one-line label (`fit`) then
    /// tightens and truncates the rest of its text around tabs of fixed width.
    func fixingTabs(perMille: Double, attrs: TextAttributes) -> RawLine {
        let utf8 = Array(text.utf8)
        guard utf8.contains(0x09) else { return self }
        let positioned = positioned(perMille: perMille, source: .none)
        let space = Typesetter.measure(" ", attrs).width + Tracking.points(perMille: perMille, pointSize: pointSize)
        let set = TabStops(ParagraphStyle(), spaceWidth: space, language: attrs.language, rightToLeft: isRightToLeft)
            .setting(positioned, startX: 0)
        // The tab glyphs' advances on the set line, in visual order as the runs are.
        let setGlyphs = set.runs.flatMap { $0.glyphs }
        let tp = Tracking.points(perMille: perMille, pointSize: pointSize) + kerning
        var k = 0
        var added = 0.0
        var newRuns = runs
        for r in newRuns.indices {
            for i in newRuns[r].glyphs.indices {
                defer { k += 1 }
                let g = newRuns[r].glyphs[i]
                guard g.cluster < utf8.count, utf8[g.cluster] == 0x09, k < setGlyphs.count else { continue }
                let advance = setGlyphs[k].advance - (g.gap ? tp : 0)
                added += advance - g.advance
                newRuns[r].glyphs[i].advance = advance
                if let space = fonts[newRuns[r].fontIndex].hb.nominalGlyph(0x20) { newRuns[r].glyphs[i].id = space }
            }
        }
        var out = RawLine(text: text, fonts: fonts, runs: newRuns, untrackedWidth: untrackedWidth + added,
                          trackedGaps: trackedGaps, ascent: ascent, descent: descent, lineHeight: lineHeight,
                          lineHeightSource: lineHeightSource, fallbacks: fallbacks, isRightToLeft: isRightToLeft,
                          graphemeCount: graphemeCount, ligaturesDisabled: ligaturesDisabled, pointSize: pointSize)
        out.kerning = kerning
        return out
    }
}
