import Foundation
import TypeSystem

/// A small pool of HarfBuzz buffers, so that shaping does not allocate one per call.
final class BufferPool: @unchecked Sendable {
    // @unchecked: `free` is only touched under `lock`.
    private let lock = NSLock()
    private var free: [HBBuffer] = []

    static let shared = BufferPool()

    /// A buffer made at start-up, used when HarfBuzz cannot give a new one (see `HBBuffer.init`).
    private let reserve: HBBuffer?
    private let reserveLock = NSLock()

    init() { reserve = HBBuffer() }

    func with<R>(_ body: (HBBuffer) -> R, orElse fallback: () -> R) -> R {
        lock.lock()
        let pooled = free.popLast() ?? HBBuffer()
        lock.unlock()
        guard let b = pooled else {
            guard let reserve else { return fallback() }
            reserveLock.lock()
            defer { reserveLock.unlock() }
            return body(reserve)
        }
        let r = body(b)
        lock.lock()
        if free.count < 16 { free.append(b) }
        lock.unlock()
        return r
    }
}

enum Shaper {
    /// A glyph's advance in points: HarfBuzz's (font units × `scale`), plus a synthetic bold's
    /// `bold` when the glyph has an advance at all (marks keep zero), as HarfBuzz ≥ 7 widens
    /// advances for `hb_font_set_synthetic_bold` (see ``FontSynthesis``).
    @inline(__always)
    static func advance(_ units: Int32, _ scale: Double, _ bold: Double) -> Double {
        let a = Double(units) * scale
        return bold != 0 && units != 0 ? a + bold : a
    }

    /// One glyph as shaped, before tracking, in points.
    struct RawGlyph {
        var id: UInt32
        var cluster: Int
        var advance: Double
        var xOffset: Double
        var yOffset: Double
        /// Tracking goes after this glyph.
        var gap: Bool
        /// Cutting the text at this glyph's cluster needs shaping again (HarfBuzz's unsafe-to-break).
        var unsafe = false
    }

    /// One shaped run before tracking.
    struct RawRun {
        var fontIndex: Int
        var script: UInt32
        var level: UInt8
        var start: Int   // UTF-8
        var end: Int
        var glyphs: [RawGlyph] = []
    }

    /// The glyphs of `run` taken from `whole` (runs of the same text shaped whole): nil unless a
    /// run of `whole` with the same font, script and level holds it, and each end of `run` is that
    /// run's own end or the start of a cluster HarfBuzz marked safe to break at. Glyphs come in
    /// the whole run's visual order; tracking gaps are found again by the caller.
    static func reused(_ run: RawRun, from whole: [RawRun]) -> [RawGlyph]? {
        guard let w = whole.first(where: {
            $0.fontIndex == run.fontIndex && $0.script == run.script && $0.level == run.level
                && $0.start <= run.start && run.end <= $0.end
        }) else { return nil }
        func safe(at cluster: Int) -> Bool {
            // The glyphs of the cluster that starts exactly there, all safe.
            var found = false
            for g in w.glyphs where g.cluster == cluster {
                if g.unsafe { return false }
                found = true
            }
            return found
        }
        if run.start > w.start && !safe(at: run.start) { return nil }
        if run.end < w.end && !safe(at: run.end) { return nil }
        var out: [RawGlyph] = []
        out.reserveCapacity(w.glyphs.count)
        for var g in w.glyphs where g.cluster >= run.start && g.cluster < run.end {
            g.gap = false
            out.append(g)
        }
        return out
    }

    /// Shapes code points `range` of `a` as one line, with optional ligatures off when
    /// `ligaturesOff`, and finds where tracking goes (``RawLine/positioned(perMille:source:)``
    /// applies it). `levels` overrides the analysis' levels for the range (a paragraph line, after
    /// rule L1). `reuse`: the runs of this analysis shaped whole with the same attributes, fonts and
    /// ligature setting (``RawLine/runs`` of a shaping of every code point); a run of the range that
    /// lies inside one of them, cut only where HarfBuzz says cutting is safe, takes its glyphs from
    /// there instead of being shaped again (HarfBuzz's advice for line breaking: a paragraph's lines
    /// are then shaped once, not twice).
    static func shape(_ a: Analysis, range: Range<Int>, attrs: TextAttributes, fonts: [FontInstance],
                      ligaturesOff: Bool, levels: [UInt8]? = nil, reuse: [RawRun]? = nil) -> RawLine {
        var raws = itemize(a, range: range, levels: levels)
        shapeRuns(&raws, a, attrs: attrs, fonts: fonts, ligaturesOff: ligaturesOff, reuse: reuse)
        if let object = attrs.inlineObject { place(object, in: &raws) }
        let order = VisualOrder.of(levels: raws.map { Int($0.level) })
        let base = range.isEmpty ? 0 : a.offsets[range.lowerBound]
        let (visual, untracked, gaps) = markTrackingGaps(raws, order: order, a, base: base)
        let fallbacks = fallbackUses(a, range: range, fonts: fonts, base: base)
        var metrics = verticalMetrics(raws, attrs: attrs, fonts: fonts)
        if let object = attrs.inlineObject, !range.isEmpty {
            metrics.ascent = max(metrics.ascent, object.ascent)
            metrics.descent = max(metrics.descent, object.descent)
            metrics.lineHeight = max(metrics.lineHeight, metrics.ascent + metrics.descent)
        }

        let gCount = range.isEmpty ? 0
            : Int(a.graphemeOfScalar[range.upperBound - 1]) - Int(a.graphemeOfScalar[range.lowerBound]) + 1
        let text = range.isEmpty ? "" : String(decoding: a.utf8[a.offsets[range.lowerBound]..<a.offsets[range.upperBound]], as: UTF8.self)
        var line = RawLine(text: text, fonts: fonts, runs: visual, untrackedWidth: untracked,
                           trackedGaps: gaps, ascent: metrics.ascent, descent: metrics.descent, lineHeight: metrics.lineHeight,
                           lineHeightSource: metrics.source, fallbacks: fallbacks, isRightToLeft: a.baseRTL,
                           graphemeCount: gCount, ligaturesDisabled: ligaturesOff, pointSize: attrs.font.pointSize)
        line.kerning = attrs.kerning
        return line
    }

    /// An inline object in place of the runs' glyphs: one glyph a cluster, as wide as the object,
    /// with the glyph ID nothing draws.
    private static func place(_ object: InlineObject, in raws: inout [RawRun]) {
        for r in raws.indices {
            var seen = Set<Int>()
            for g in raws[r].glyphs.indices {
                let first = seen.insert(raws[r].glyphs[g].cluster).inserted
                raws[r].glyphs[g].id = InlineObject.glyph
                raws[r].glyphs[g].advance = first ? object.width : 0
                raws[r].glyphs[g].xOffset = 0
                raws[r].glyphs[g].yOffset = 0
            }
        }
    }

    /// The runs of `range` in logical order: a new run where the level, script or font changes.
    private static func itemize(_ a: Analysis, range: Range<Int>, levels: [UInt8]?) -> [RawRun] {
        var raws: [RawRun] = []
        guard !range.isEmpty else { return raws }
        func level(_ i: Int) -> UInt8 { levels?[i - range.lowerBound] ?? a.levels[i] }
        var runStart = range.lowerBound
        var cur = (level(runStart), a.scripts[runStart], Int(a.fontOfGrapheme[Int(a.graphemeOfScalar[runStart])]))
        for i in range.dropFirst() {
            let k = (level(i), a.scripts[i], Int(a.fontOfGrapheme[Int(a.graphemeOfScalar[i])]))
            if k != cur {
                raws.append(RawRun(fontIndex: cur.2, script: cur.1, level: cur.0,
                                   start: a.offsets[runStart], end: a.offsets[i]))
                runStart = i
                cur = k
            }
        }
        raws.append(RawRun(fontIndex: cur.2, script: cur.1, level: cur.0,
                           start: a.offsets[runStart], end: a.offsets[range.upperBound]))
        return raws
    }

    /// Shapes each run (or takes its glyphs from the whole shaping, `reuse`).
    private static func shapeRuns(_ raws: inout [RawRun], _ a: Analysis, attrs: TextAttributes, fonts: [FontInstance],
                                  ligaturesOff: Bool, reuse: [RawRun]?) {
        var shaped = [Bool](repeating: false, count: raws.count)
        if let reuse {
            for r in raws.indices {
                if let glyphs = Shaper.reused(raws[r], from: reuse) {
                    raws[r].glyphs = glyphs
                    shaped[r] = true
                }
            }
        }
        guard shaped.contains(false) else { return }
        a.utf8.withUnsafeBufferPointer { bytes in
            BufferPool.shared.with { buffer in
                for r in raws.indices where !shaped[r] {
                    let run = raws[r]
                    let font = fonts[run.fontIndex]
                    let scale = font.pointsPerUnit, xScale = font.horizontalPointsPerUnit
                    let bold = font.syntheticAdvance * font.horizontalScale
                    let cursive = HBUnicode.cursive.contains(run.script)
                    buffer.shape(font: font.hb, utf8: bytes, start: run.start, end: run.end,
                                 rtl: run.level & 1 == 1, script: run.script, language: attrs.language,
                                 tracked: ligaturesOff && !cursive, features: attrs.features) { n, glyph in
                        raws[r].glyphs.reserveCapacity(n)
                        for i in 0..<n {
                            let g = glyph(i)
                            raws[r].glyphs.append(RawGlyph(id: g.glyph, cluster: g.cluster,
                                                           advance: Shaper.advance(g.xAdvance, xScale, bold),
                                                           xOffset: Double(g.xOffset) * xScale,
                                                           yOffset: Double(g.yOffset) * scale, gap: false,
                                                           unsafe: g.unsafeToBreak))
                        }
                    }
                }
            } orElse: { }
        }
    }

    /// The runs in visual order, their clusters and ranges made relative to `base`, with the glyphs
    /// tracking goes after marked: after each grapheme cluster but the visually last, except inside
    /// a run of a cursive script. Also the untracked width and the number of gaps.
    private static func markTrackingGaps(_ raws: [RawRun], order: [Int], _ a: Analysis,
                                         base: Int) -> (visual: [RawRun], untracked: Double, gaps: Int) {
        var untracked = 0.0
        var gaps = 0
        var visual: [RawRun] = []
        visual.reserveCapacity(order.count)
        for (vi, ri) in order.enumerated() {
            var r = raws[ri]
            let n = r.glyphs.count
            let cursive = HBUnicode.cursive.contains(r.script)
            for i in 0..<n {
                untracked += r.glyphs[i].advance
                let g = a.grapheme(ofByte: r.glyphs[i].cluster)
                var nextG: Int? = nil
                var sameRun = true
                if i + 1 < n {
                    nextG = a.grapheme(ofByte: r.glyphs[i + 1].cluster)
                } else {
                    var k = vi + 1
                    while k < order.count && raws[order[k]].glyphs.isEmpty { k += 1 }
                    if k < order.count {
                        nextG = a.grapheme(ofByte: raws[order[k]].glyphs[0].cluster)
                        sameRun = false
                    }
                }
                if let nextG, nextG != g, !(sameRun && cursive) {
                    gaps += 1
                    r.glyphs[i].gap = true
                }
                if base != 0 { r.glyphs[i].cluster -= base }
            }
            if base != 0 {
                r.start -= base
                r.end -= base
            }
            visual.append(r)
        }
        return (visual, untracked, gaps)
    }

    /// Fallbacks, in logical order, grouped.
    private static func fallbackUses(_ a: Analysis, range: Range<Int>, fonts: [FontInstance], base: Int) -> [FallbackUse] {
        var fallbacks: [FallbackUse] = []
        guard !range.isEmpty else { return fallbacks }
        let g0 = Int(a.graphemeOfScalar[range.lowerBound])
        let g1 = Int(a.graphemeOfScalar[range.upperBound - 1])
        var g = g0
        while g <= g1 {
            let fi = Int(a.fontOfGrapheme[g])
            if fi == 0 && !a.missing[g] { g += 1; continue }
            var h = g + 1
            while h <= g1 && a.fontOfGrapheme[h] == a.fontOfGrapheme[g] && a.missing[h] == a.missing[g] { h += 1 }
            let s = a.offsets[a.graphemeStarts[g]], e = a.offsets[a.graphemeStarts[h]]
            let text = String(decoding: a.utf8[s..<e], as: UTF8.self)
            let covered = !a.missing[g]
            fallbacks.append(FallbackUse(text: text, textRange: (s - base)..<(e - base), face: covered ? fonts[fi].face : nil,
                                         synthesis: covered ? fonts[fi].synthesis : []))
            g = h
        }
        return fallbacks
    }

    /// The line's ascent, descent and height over the fonts its glyphs use, and what set the
    /// height: the style, the primary font, or a taller fallback's PostScript name (or file name).
    private static func verticalMetrics(_ raws: [RawRun], attrs: TextAttributes,
                                        fonts: [FontInstance]) -> (ascent: Double, descent: Double, lineHeight: Double, source: String) {
        let primary = fonts[0].lineMetrics
        var ascent = primary.ascent, descent = primary.descent
        var natural = primary.lineHeight
        var tallestFallback: (Double, FontInstance)? = nil
        // The fallbacks the runs use, in font order: most lines use none, and then nothing is
        // allocated (a set made for every shaping was 1 % of a label's boundingRect).
        var usedFallbacks: [Int] = []
        for r in raws where !r.glyphs.isEmpty && r.fontIndex != 0 && !usedFallbacks.contains(r.fontIndex) {
            usedFallbacks.append(r.fontIndex)
        }
        for fi in usedFallbacks.sorted() {
            let m = fonts[fi].lineMetrics
            ascent = max(ascent, m.ascent)
            descent = max(descent, m.descent)
            natural = max(natural, m.lineHeight)
            if m.lineHeight > (tallestFallback?.0 ?? -1) { tallestFallback = (m.lineHeight, fonts[fi]) }
        }
        var lineHeight: Double
        var source: String
        if let styleLH = attrs.lineHeight {
            lineHeight = styleLH
            source = "style"
            if let (h, f) = tallestFallback, h > styleLH {
                lineHeight = h
                source = f.face.postscriptName ?? (f.face.path as NSString).lastPathComponent
            }
        } else {
            lineHeight = primary.lineHeight
            source = "font"
            if let (h, f) = tallestFallback, h > lineHeight {
                lineHeight = h
                source = f.face.postscriptName ?? (f.face.path as NSString).lastPathComponent
            }
        }
        return (ascent, descent, lineHeight, source)
    }
}

extension Shaper {
    /// The fast path for the common case — printable ASCII in the primary font, left to right —
    /// with no analysis: one HarfBuzz call, one run, each byte its own grapheme cluster. Nil when
    /// the text is not that simple, or the primary font lacks a glyph (the general path then
    /// falls back and reports it).
    static func shapeSimple(_ text: String, attrs: TextAttributes, ligaturesOff: Bool) -> RawLine? {
        guard attrs.isSimple else { return nil }
        var text = text
        let font = attrs.font
        let scale = font.pointsPerUnit
        let bold = font.syntheticAdvance
        let result: ([RawGlyph], Double, Int)? = text.withUTF8 { bytes -> ([RawGlyph], Double, Int)? in
            for b in bytes where b < 0x20 || b > 0x7E { return nil }
            return BufferPool.shared.with { buffer -> ([RawGlyph], Double, Int)? in
                buffer.shape(font: font.hb, utf8: bytes, start: 0, end: bytes.count, rtl: false,
                             script: HBUnicode.latin, language: attrs.language, tracked: ligaturesOff,
                             features: attrs.features) { n, glyph in
                    var glyphs: [RawGlyph] = []
                    glyphs.reserveCapacity(n)
                    var untracked = 0.0
                    var gaps = 0
                    for i in 0..<n {
                        let g = glyph(i)
                        if g.glyph == 0 { return nil }
                        let adv = Shaper.advance(g.xAdvance, scale, bold)
                        untracked += adv
                        glyphs.append(RawGlyph(id: g.glyph, cluster: g.cluster, advance: adv,
                                               xOffset: Double(g.xOffset) * scale, yOffset: Double(g.yOffset) * scale,
                                               gap: false))
                        if i > 0 && glyphs[i - 1].cluster != g.cluster {
                            glyphs[i - 1].gap = true
                            gaps += 1
                        }
                    }
                    return (glyphs, untracked, gaps)
                }
            } orElse: { nil }
        }
        guard let (glyphs, untracked, gaps) = result else { return nil }
        let m = font.lineMetrics
        let n = text.utf8.count
        let run = RawRun(fontIndex: 0, script: HBUnicode.latin, level: 0, start: 0, end: n, glyphs: glyphs)
        var line = RawLine(text: text, fonts: [font], runs: n == 0 ? [] : [run], untrackedWidth: untracked, trackedGaps: gaps,
                           ascent: m.ascent, descent: m.descent, lineHeight: attrs.lineHeight ?? m.lineHeight,
                           lineHeightSource: attrs.lineHeight == nil ? "font" : "style", fallbacks: [],
                           isRightToLeft: false, graphemeCount: n, ligaturesDisabled: ligaturesOff,
                           pointSize: font.pointSize)
        line.kerning = attrs.kerning
        return line
    }
}

extension Shaper {
    /// ``shapeSimple(_:attrs:ligaturesOff:)`` for measuring: positions with tracking applied
    /// straight from HarfBuzz's output, without the intermediate untracked line.
    static func measureSimple(_ text: String, attrs: TextAttributes) -> ShapedLine? {
        guard attrs.isSimple else { return nil }
        var text = text
        let font = attrs.font
        let scale = font.pointsPerUnit
        let bold = font.syntheticAdvance
        let pm = attrs.tracking.perMille
        // Kerning (points) goes where tracking goes, but leaves ligatures as the font has them.
        let tp = Tracking.points(perMille: pm, pointSize: font.pointSize) + attrs.kerning
        let ligaturesOff = pm != 0
        typealias Out = (glyphs: [PositionedGlyph], untracked: Double, gaps: Int, width: Double)
        let result: Out? = text.withUTF8 { bytes -> Out? in
            for b in bytes where b < 0x20 || b > 0x7E { return nil }
            return BufferPool.shared.with { buffer -> Out? in
                buffer.shape(font: font.hb, utf8: bytes, start: 0, end: bytes.count, rtl: false,
                             script: HBUnicode.latin, language: attrs.language, tracked: ligaturesOff,
                             features: attrs.features) { n, glyph in
                    var glyphs: [PositionedGlyph] = []
                    glyphs.reserveCapacity(n)
                    var untracked = 0.0
                    var gaps = 0
                    var pen = 0.0
                    for i in 0..<n {
                        let g = glyph(i)
                        if g.glyph == 0 { return nil }
                        if i > 0 {
                            if glyphs[i - 1].cluster != g.cluster {
                                // Tracking after the previous cluster.
                                glyphs[i - 1].advance += tp
                                gaps += 1
                            }
                            pen += glyphs[i - 1].advance  // the same sums, in the same order, as the general path
                        }
                        let adv = Shaper.advance(g.xAdvance, scale, bold)
                        untracked += adv
                        glyphs.append(PositionedGlyph(id: g.glyph, cluster: g.cluster, x: pen + Double(g.xOffset) * scale,
                                                      y: Double(g.yOffset) * scale, advance: adv))
                    }
                    if let last = glyphs.last { pen += last.advance }
                    return (glyphs, untracked, gaps, pen)
                }
            } orElse: { nil }
        }
        guard let r = result else { return nil }
        let m = font.lineMetrics
        let n = text.utf8.count
        let runs = n == 0 ? [] : [GlyphRun(font: font, glyphs: r.glyphs, isRightToLeft: false, script: "Latn",
                                           bidiLevel: 0, textRange: 0..<n)]
        return ShapedLine(text: text, runs: runs, width: r.width, ascent: m.ascent, descent: m.descent,
                          lineHeight: attrs.lineHeight ?? m.lineHeight,
                          lineHeightSource: attrs.lineHeight == nil ? "font" : "style",
                          tracking: AppliedTracking(perMille: pm, pointSize: font.pointSize, source: attrs.tracking.source),
                          ligaturesDisabled: ligaturesOff, fallbacks: [], isRightToLeft: false,
                          untrackedWidth: r.untracked, trackedGaps: r.gaps, graphemeCount: n)
    }
}

/// A shaped line before tracking: glyph runs in visual order and where tracking goes. Width is
/// linear in tracking for these glyphs: untrackedWidth + trackedGaps × tracking.
struct RawLine {
    let text: String
    let fonts: [FontInstance]
    let runs: [Shaper.RawRun]
    let untrackedWidth: Double
    let trackedGaps: Int
    let ascent: Double
    let descent: Double
    let lineHeight: Double
    let lineHeightSource: String
    let fallbacks: [FallbackUse]
    let isRightToLeft: Bool
    let graphemeCount: Int
    let ligaturesDisabled: Bool
    let pointSize: Double
    /// Kerning in points (``TextAttributes/kerning``): added at every tracking gap, whatever
    /// the tracking, without taking ligatures apart.
    var kerning = 0.0

    /// The width at a tracking, in points, without positioning anything.
    func width(perMille: Double) -> Double {
        untrackedWidth + Double(trackedGaps) * (Tracking.points(perMille: perMille, pointSize: pointSize) + kerning)
    }

    /// The line with `perMille` of tracking applied.
    func positioned(perMille: Double, source: TrackingSource) -> ShapedLine {
        let tp = Tracking.points(perMille: perMille, pointSize: pointSize) + kerning
        var pen = 0.0
        var out: [GlyphRun] = []
        out.reserveCapacity(runs.count)
        for raw in runs {
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(raw.glyphs.count)
            for g in raw.glyphs {
                let adv = g.gap ? g.advance + tp : g.advance
                glyphs.append(PositionedGlyph(id: g.id, cluster: g.cluster, x: pen + g.xOffset, y: g.yOffset, advance: adv))
                pen += adv
            }
            out.append(GlyphRun(font: fonts[raw.fontIndex], glyphs: glyphs, isRightToLeft: raw.level & 1 == 1,
                                script: HBUnicode.scriptName(raw.script), bidiLevel: Int(raw.level),
                                textRange: raw.start..<raw.end))
        }
        return ShapedLine(text: text, runs: out, width: pen, ascent: ascent, descent: descent,
                          lineHeight: lineHeight, lineHeightSource: lineHeightSource,
                          tracking: AppliedTracking(perMille: perMille, pointSize: pointSize, source: source),
                          ligaturesDisabled: ligaturesDisabled, fallbacks: fallbacks, isRightToLeft: isRightToLeft,
                          untrackedWidth: untrackedWidth, trackedGaps: trackedGaps, graphemeCount: graphemeCount)
    }
}
