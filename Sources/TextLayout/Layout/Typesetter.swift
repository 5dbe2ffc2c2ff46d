import Foundation
import TypeSystem

/// Where a truncated line loses its text.
public enum Truncation: String, Sendable, Hashable, Codable, CaseIterable {
    /// "…end of the text"
    case head
    /// "Start of…the text"
    case middle
    /// "Start of the…"
    case tail
    /// Never truncate: a line that does not fit is returned as it is, reported as not fitting.
    case none
}

/// How a line is fitted to a width.
public struct FitOptions: Sendable, Hashable {
    /// Tighten tracking before truncating (SwiftUI `allowsTightening`, UIKit
    /// `allowsDefaultTighteningForTruncation`).
    public var allowsTightening: Bool
    /// Where the text is cut when it still does not fit (UIKit's `lineBreakMode` truncations).
    public var truncation: Truncation
    /// The ellipsis; "..." is used when no font covers it.
    public var ellipsis: String

    /// Fitting that may tighten, truncates at `truncation` with `ellipsis`.
    public init(allowsTightening: Bool = true, truncation: Truncation = .tail, ellipsis: String = "\u{2026}") {
        self.allowsTightening = allowsTightening
        self.truncation = truncation
        self.ellipsis = ellipsis
    }

    /// Without a tight track, tightening is allowed only for text at most this much too wide:
    /// AppKit's `NSParagraphStyle.tighteningFactorForTruncation` — "tighten … provided that the
    /// ratio of the text width to the line fragment width does not exceed 1.0 + the value of
    /// tighteningFactorForTruncation … The default value is 0.05" (developer.apple.com,
    /// NSParagraphStyle/tighteningFactorForTruncation).
    public static let tighteningFactor = 0.05
}

/// What fitting did.
public struct FitResult: Sendable {
    /// The whole text fits (as it is, or tightened).
    public let fits: Bool
    /// Tracking was tightened to make it fit.
    public let tightened: Bool
    /// Text was replaced by an ellipsis (or, when even the ellipsis does not fit, removed).
    public let truncated: Bool
    /// The line as set: its text, width and tracking.
    public let line: ShapedLine
    /// The tracking before any tightening.
    public let baseTracking: AppliedTracking
    /// What bounded tightening: `tightTrack` (the font's `trak` track −1) or `tighteningFactor`
    /// (the 5 % rule); nil when tightening was not tried.
    public let tighteningLimit: String?
    /// HarfBuzz shaping passes spent fitting the whole text (1 or 2; truncation adds its own).
    public let passes: Int
    /// Why the text is empty when the width cannot hold even the ellipsis, else nil.
    public let note: String?
    /// Candidates truncation shaped (0 without truncation); the tests bound it.
    var truncationPasses = 0

    /// The text drawn: the input, or what truncation kept of it with the ellipsis.
    public var text: String { line.text }
    /// The fitted line's width, in points.
    public var width: Double { line.width }
    /// The tracking the fitted line is drawn with (the base, or tightened).
    public var tracking: AppliedTracking { line.tracking }
}

/// Measures and fits single lines. All positions are in points.
///
///     let face = try FontFace(path: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
///     let font = try FontInstance(face: face, pointSize: 17)
///     let attrs = TextAttributes(font: font, tracking: TrackingPolicy.decide(face: face.info, pointSize: 17))
///     let line = Typesetter.measure("Hello", attrs)       // width, ascent, descent, lineHeight
///     let fit = try Typesetter.fit("A long title", width: 80, attrs)
public enum Typesetter {
    /// The fonts of `attrs`, primary first.
    static func fonts(_ attrs: TextAttributes) -> [FontInstance] { [attrs.font] + attrs.fallbacks }

    /// Shapes and measures `text` as one line with the attributes' tracking (optional ligatures
    /// off whenever it is not zero). A tab goes to the next of `NSParagraphStyle.default`'s tab
    /// stops (every 28 points), as in a one-line `CTLine`; paragraphs take their style's stops.
    public static func measure(_ text: String, _ attrs: TextAttributes) -> ShapedLine {
        let line: ShapedLine
        if let simple = Shaper.measureSimple(text, attrs: attrs) {
            line = simple
        } else {
            let pm = attrs.tracking.perMille
            line = shapeLine(text, attrs, ligaturesOff: pm != 0).raw.positioned(perMille: pm, source: attrs.tracking.source)
        }
        guard text.utf8.contains(0x09) else { return line }
        let space = measure(" ", attrs).width + Tracking.points(perMille: attrs.tracking.perMille, pointSize: attrs.font.pointSize)
        return TabStops(ParagraphStyle(), spaceWidth: space, language: attrs.language, rightToLeft: line.isRightToLeft)
            .setting(line, startX: 0)
    }

    /// The line shaped (fast path when it can), and its analysis when the general path made one.
    static func shapeLine(_ text: String, _ attrs: TextAttributes, ligaturesOff: Bool) -> (raw: RawLine, analysis: Analysis?) {
        if let raw = Shaper.shapeSimple(text, attrs: attrs, ligaturesOff: ligaturesOff) { return (raw, nil) }
        let fonts = fonts(attrs)
        let a = Analysis(text, fonts: fonts.map(\.hb), direction: attrs.direction)
        return (Shaper.shape(a, range: 0..<a.scalars.count, attrs: attrs, fonts: fonts, ligaturesOff: ligaturesOff), a)
    }

    /// Fits `text` on one line of `width` points: as it is if it fits; else tightened (when
    /// allowed: down to the font's tight track when it has one, else only when at most 5 % too
    /// wide); else truncated with an ellipsis at a grapheme boundary.
    ///
    /// A tab is as wide as Apple's default stops (every 28 points) make it at the base tracking,
    /// and keeps that width while the rest tightens or is truncated.
    ///
    /// Width is linear in tracking for a given set of glyphs, so the tracking needed is computed
    /// from one shaping pass; a second pass is made only when the first had optional ligatures on
    /// (zero tracking) and tightening takes them apart.
    public static func fit(_ text: String, width: Double, _ attrs: TextAttributes,
                           options: FitOptions = FitOptions()) throws(LayoutError) -> FitResult {
        guard width.isFinite, width >= 0 else {
            throw LayoutError.invalid("width", width, "must be a finite number ≥ 0")
        }
        let eps = 1e-9
        let base = attrs.tracking.perMille
        let src = attrs.tracking.source
        let baseApplied = AppliedTracking(perMille: base, pointSize: attrs.font.pointSize, source: src)
        let (shaped1, analysis) = shapeLine(text, attrs, ligaturesOff: base != 0)
        let raw1 = shaped1.fixingTabs(perMille: base, attrs: attrs)
        var passes = 1
        if raw1.width(perMille: base) <= width + eps {
            return FitResult(fits: true, tightened: false, truncated: false,
                             line: raw1.positioned(perMille: base, source: src), baseTracking: baseApplied,
                             tighteningLimit: nil, passes: passes, note: nil)
        }
        var limit: String? = nil
        if options.allowsTightening {
            let size = attrs.font.pointSize
            let tight = attrs.tracking.tightPerMille
            limit = tight != nil ? "tightTrack" : "tighteningFactor"
            let allowedByFactor = raw1.width(perMille: base) <= width * (1 + FitOptions.tighteningFactor) + eps
            if tight != nil || allowedByFactor {
                var raw = raw1
                if base == 0 && raw1.trackedGaps > 0 {
                    // Tightening makes tracking non-zero, which takes optional ligatures apart.
                    raw = shapeLine(text, attrs, ligaturesOff: true).raw.fixingTabs(perMille: base, attrs: attrs)
                    passes = 2
                }
                if raw.trackedGaps > 0 {
                    let points = (width - raw.untrackedWidth) / Double(raw.trackedGaps)
                    var pm = points * 1000 / size
                    let withinTight = tight.map { pm >= $0 - eps } ?? true
                    if withinTight && pm < base {
                        // Never wider than asked because of rounding: nudge down (no reshaping).
                        var line = raw.positioned(perMille: pm, source: src)
                        var k = 0
                        while line.width > width && k < 16 {
                            pm -= max(abs(pm) * 1e-12, (line.width - width) * 1000 / size / Double(raw.trackedGaps))
                            line = raw.positioned(perMille: pm, source: src)
                            k += 1
                        }
                        return FitResult(fits: true, tightened: true, truncated: false,
                                         line: line, baseTracking: baseApplied,
                                         tighteningLimit: limit, passes: passes, note: nil)
                    }
                }
            }
        }
        if options.truncation == .none {
            return FitResult(fits: false, tightened: false, truncated: false,
                             line: raw1.positioned(perMille: base, source: src), baseTracking: baseApplied,
                             tighteningLimit: limit, passes: passes, note: nil)
        }
        let fonts = fonts(attrs)
        let a = analysis ?? Analysis(text, fonts: fonts.map(\.hb), direction: attrs.direction)
        let (line, note, shaped) = truncate(a, raw: raw1, width: width, attrs: attrs, fonts: fonts, options: options)
        return FitResult(fits: false, tightened: false, truncated: true, line: line, baseTracking: baseApplied,
                         tighteningLimit: limit, passes: passes, note: note, truncationPasses: shaped)
    }

    // MARK: Truncation

    /// Truncates at grapheme boundaries so that text + ellipsis fits, at the base tracking.
    static func truncate(_ a: Analysis, raw: RawLine, width: Double, attrs: TextAttributes, fonts: [FontInstance],
                         options: FitOptions) -> (ShapedLine, String?, Int) {
        let pm = attrs.tracking.perMille
        let src = attrs.tracking.source
        // The ellipsis, in a font that covers it.
        var ellipsis = options.ellipsis
        let ea = Analysis(ellipsis, fonts: fonts.map(\.hb), direction: attrs.direction)
        if ea.missing.contains(true) { ellipsis = "..." }
        let ew = measureWidth(ellipsis, attrs: attrs, fonts: fonts)
        if ew > width {
            let empty = measure("", attrs)
            return (empty, "the width \(width) pt cannot hold even the ellipsis (\(ew) pt)", 0)
        }
        // Each grapheme's advance on the untruncated line, tracking after it included.
        let line = raw.positioned(perMille: pm, source: src)
        let gCount = a.graphemeCount
        var adv = [Double](repeating: 0, count: gCount)
        for run in line.runs {
            for g in run.glyphs { adv[a.grapheme(ofByte: g.cluster)] += g.advance }
        }
        let t = Tracking.points(perMille: pm, pointSize: attrs.font.pointSize)
        let graphemes = (0..<gCount).map { g -> Substring in
            let s = a.offsets[a.graphemeStarts[g]], e = a.offsets[a.graphemeStarts[g + 1]]
            return Substring(String(decoding: a.utf8[s..<e], as: UTF8.self))
        }
        func isSpace(_ g: Int) -> Bool { graphemes[g].allSatisfy { $0.isWhitespace } }

        let budget = width - ew - t  // the ellipsis follows a tracked gap
        let (head, tailCount) = keptGraphemes(advances: adv, budget: budget, tracking: t, truncation: options.truncation)
        // Build, shape, and back off while too wide (contextual shaping, and tabs, can make the
        // shaped candidate wider than its graphemes' advances on the whole line).
        /// The graphemes kept after backing off `k` times from (head, tailCount): one grapheme a
        /// time, from the end that truncation takes from.
        func kept(after k: Int) -> (head: Int, tail: Int) {
            var h = head, tl = tailCount
            for _ in 0..<k {
                if options.truncation == .head || (options.truncation == .middle && tl > h) {
                    if tl > 0 { tl -= 1 } else { h -= 1 }
                } else {
                    if h > 0 { h -= 1 } else { tl -= 1 }
                }
            }
            return (h, tl)
        }
        /// The candidate after `k` back-offs, if it fits (or keeps nothing, the last resort).
        var shaped = 0
        func candidate(_ k: Int) -> ShapedLine? {
            shaped += 1
            var (h, tl) = kept(after: k)
            let none = h == 0 && tl == 0
            while h > 0 && isSpace(h - 1) { h -= 1 }
            while tl > 0 && isSpace(gCount - tl) { tl -= 1 }
            let s = graphemes[0..<h].joined() + ellipsis + graphemes[(gCount - tl)..<gCount].joined()
            let line = measure(s, attrs)
            return line.width <= width + 1e-9 || none ? line : nil
        }
        // A few back-offs one at a time, as shaping usually differs by a grapheme or two; then a
        // binary search over the rest (width grows with what is kept), so that a candidate far
        // too wide costs log n shapings, not n. Tabs after U+202E, for one, make the estimate's
        // tab widths and the candidate's differ by 160 pt, and runs of zero-width NULs give many
        // graphemes to back off through: 3.3 KB of such text costs 3.5 s one grapheme at a time.
        let steps = head + tailCount  // after this many, nothing is kept
        for k in 0..<min(4, steps + 1) {
            if let line = candidate(k) { return (line, nil, shaped) }
        }
        var lo = 4, hi = steps  // candidate(lo - 1) is too wide; candidate(steps) is the last resort
        var best: ShapedLine? = nil
        while lo <= hi {
            let mid = (lo + hi) / 2
            if let line = candidate(mid) { best = line; hi = mid - 1 } else { lo = mid + 1 }
        }
        return (best ?? measure(ellipsis, attrs), nil, shaped)
    }

    /// Candidate counts of graphemes kept at the start and at the end: as many as the budget
    /// holds, from the end (or ends) that truncation keeps.
    private static func keptGraphemes(advances adv: [Double], budget: Double, tracking t: Double,
                                      truncation: Truncation) -> (head: Int, tail: Int) {
        let gCount = adv.count
        var head = 0, tailCount = 0
        switch truncation {
        case .tail, .none:
            var w = 0.0
            while head < gCount && w + adv[head] <= budget + 1e-9 { w += adv[head]; head += 1 }
        case .head:
            var w = 0.0
            while tailCount < gCount && w + adv[gCount - 1 - tailCount] <= budget + 1e-9 {
                w += adv[gCount - 1 - tailCount]; tailCount += 1
            }
        case .middle:
            var w = 0.0
            // Alternate: start gets the extra grapheme, as Apple's middle truncation does.
            var takeHead = true
            while head + tailCount < gCount {
                let g = takeHead ? head : gCount - 1 - tailCount
                if w + adv[g] > budget - t + 1e-9 { break }  // a tracked gap on each side of the ellipsis
                w += adv[g]
                if takeHead { head += 1 } else { tailCount += 1 }
                takeHead.toggle()
            }
        }
        return (head, tailCount)
    }

    static func measureWidth(_ s: String, attrs: TextAttributes, fonts: [FontInstance]) -> Double {
        measure(s, attrs).width
    }
}
