import Foundation
import TypeSystem

/// The one ellipsizer, over runs as Pango's is. Every line that may have to end in an ellipsis is
/// fitted here: a one-line label (`fit`), and the last line a line limit or a height leaves in a
/// paragraph of one run or of several, in a document, in TextKit's and CoreText's truncation. In
/// order: the rest of the paragraph as it is, when it fits and no text after it was cut; the rest
/// tightened, when allowed, by the same amount at every gap of every run; else truncated at
/// grapheme boundaries at its head, middle or tail, with `FitOptions.ellipsis` in the attributes
/// of the run at the cut.
extension Typesetter {
    /// What the ellipsizer set: a line that stands for the whole rest of its paragraph (what the
    /// ellipsis hides is the line's, as TextKit's truncated glyphs are its line fragment's).
    struct Ellipsized {
        let line: ShapedLine
        let fits: Bool
        let tightened: Bool
        let truncated: Bool
        /// What bounded tightening (see ``FitResult/tighteningLimit``), nil when not tried.
        var tighteningLimit: String?
        /// Shaping passes tightening added (ligatures taken apart).
        var tighteningPasses: Int
        let note: String?
        /// Candidates truncation shaped.
        let truncationPasses: Int
    }

    struct Ellipsizer {
        let paragraph: ShapedParagraph
        /// The first grapheme the line shows; it may show any of the paragraph's rest.
        let first: Int
        let room: Double
        let options: FitOptions
        /// Text after the paragraph was cut: the line ends in an ellipsis even when the rest fits.
        let textFollows: Bool
        /// The rest already shaped as one run's line, tabs fixed (what `fit` measured), if it was.
        var shapedRest: RawLine? = nil

        var graphemeCount: Int { paragraph.analysis.graphemeCount }

        func set() -> Ellipsized {
            // With text cut after the paragraph, the rest is neither measured nor tightened.
            let parts = textFollows && options.truncation != .none ? [] : restParts()
            let restWidth = parts.reduce(0) { $0 + $1.raw.width(perMille: $1.span.perMille) }
            if !textFollows && restWidth <= room + 1e-9 {
                return untruncated(Self.line(of: parts, perMille: parts.map(\.span.perMille), rtl: paragraph.analysis.baseRTL),
                                   fits: true, tightened: false)
            }
            var limit: String? = nil
            var passes = 0
            if !textFollows && options.allowsTightening && !parts.isEmpty {
                let tight = Typesetter.tightened(parts, width: room, rtl: paragraph.analysis.baseRTL,
                                                 reshapeWithoutLigatures: { restParts(ligaturesOff: true) })
                limit = tight.limit
                passes = tight.passes
                if let line = tight.line {
                    var set = untruncated(line, fits: true, tightened: true)
                    set.tighteningLimit = limit
                    set.tighteningPasses = passes
                    return set
                }
            }
            if options.truncation == .none {
                var set = untruncated(Self.line(of: parts, perMille: parts.map(\.span.perMille), rtl: paragraph.analysis.baseRTL),
                                      fits: false, tightened: false)
                set.tighteningLimit = limit
                set.tighteningPasses = passes
                return set
            }
            var truncation = truncated()
            truncation.tighteningLimit = limit
            return truncation.result(tighteningPasses: passes)
        }

        /// The rest as it is (or tightened), not truncated.
        private func untruncated(_ line: ShapedLine, fits: Bool, tightened: Bool) -> Ellipsized {
            Ellipsized(line: line, fits: fits, tightened: tightened,
                       truncated: false, tighteningLimit: nil, tighteningPasses: 0, note: nil, truncationPasses: 0)
        }

        /// The rest of the paragraph from `first`, each run's part shaped with its attributes
        /// (optional ligatures off when its tracking is not zero, or when `ligaturesOff`). One
        /// run's part has its tabs at Apple's default stops, as a one-line `CTLine` sets them.
        func restParts(ligaturesOff: Bool = false) -> [(raw: RawLine, span: Span)] {
            let startScalar = paragraph.analysis.graphemeStarts[first]
            let spans = paragraph.spans.filter { $0.scalars.upperBound > startScalar }
            if spans.count == 1, let span = spans.first, let shapedRest, !ligaturesOff { return [(shapedRest, span)] }
            return spans.map { span in
                let lo = max(startScalar, span.scalars.lowerBound) - span.scalars.lowerBound
                let hi = span.scalars.count
                let raw = Shaper.shape(span.analysis, range: lo..<hi, attrs: span.attrs, fonts: span.fonts,
                                       ligaturesOff: ligaturesOff || span.perMille != 0,
                                       levels: span.levels.map { Array($0[lo..<hi]) })
                return (spans.count == 1 ? raw.fixingTabs(perMille: span.perMille, attrs: span.attrs) : raw, span)
            }
        }

        /// Runs' parts of a line positioned at their tracking, in their colours and baseline
        /// offsets: one plain run is its own line.
        static func line(of parts: [(raw: RawLine, span: Span)], perMille: [Double], rtl: Bool) -> ShapedLine {
            let pieces = zip(parts, perMille).map { part, perMille in
                Piece(line: part.raw.positioned(perMille: perMille, source: part.span.source), color: part.span.color,
                      rise: part.span.rise)
            }
            if pieces.count == 1 && pieces[0].color == nil && pieces[0].rise == 0 { return pieces[0].line }
            return compose(pieces, rtl: rtl)
        }

        /// The span holding code point `scalar` of the paragraph (the last at its end).
        func span(atScalar scalar: Int) -> Span {
            paragraph.spans.first { $0.scalars.contains(scalar) } ?? paragraph.spans[paragraph.spans.count - 1]
        }

        /// The ellipsis a run draws: `options.ellipsis`, or "..." when its fonts do not cover it.
        func ellipsis(in span: Span) -> String {
            let analysis = Analysis(options.ellipsis, fonts: span.fonts.map(\.hb), direction: span.attrs.direction)
            return analysis.missing.contains(true) ? "..." : options.ellipsis
        }
    }

    /// Tightening a line of runs to `width`: the same tracking taken from every gap, each run
    /// down to its font's tight track when it has one; with a run whose font has none, only when
    /// the line is at most `FitOptions.tighteningFactor` too wide. Width is linear in tracking
    /// for a given set of glyphs, so the tracking is computed, not searched; the line is shaped
    /// again only when it had optional ligatures on (zero tracking) and tightening takes them
    /// apart. The line is nil when tightening cannot make it fit.
    static func tightened(_ parts: [(raw: RawLine, span: Span)], width: Double, rtl: Bool,
                          reshapeWithoutLigatures: () -> [(raw: RawLine, span: Span)])
        -> (line: ShapedLine?, limit: String, passes: Int) {
        let eps = 1e-9
        let everyTight = parts.allSatisfy { $0.span.attrs.tracking.tightPerMille != nil }
        let limit = everyTight ? "tightTrack" : "tighteningFactor"
        let natural = parts.reduce(0) { $0 + $1.raw.width(perMille: $1.span.perMille) }
        guard everyTight || natural <= width * (1 + FitOptions.tighteningFactor) + eps else { return (nil, limit, 0) }
        var parts = parts
        var passes = 0
        if parts.contains(where: { $0.span.perMille == 0 && $0.raw.trackedGaps > 0 && !$0.raw.ligaturesDisabled }) {
            parts = reshapeWithoutLigatures()
            passes = 1
        }
        let gaps = parts.reduce(0) { $0 + $1.raw.trackedGaps }
        guard gaps > 0 else { return (nil, limit, passes) }
        // Points taken from every gap.
        var cut = (parts.reduce(0) { $0 + $1.raw.width(perMille: $1.span.perMille) } - width) / Double(gaps)
        func perMille(_ part: (raw: RawLine, span: Span)) -> Double {
            part.span.perMille - cut * 1000 / part.span.attrs.font.pointSize
        }
        let withinTight = parts.allSatisfy { part in part.span.attrs.tracking.tightPerMille.map { perMille(part) >= $0 - eps } ?? true }
        guard withinTight && cut > 0 else { return (nil, limit, passes) }
        // Never wider than asked because of rounding: nudge down (no reshaping).
        var line = Ellipsizer.line(of: parts, perMille: parts.map(perMille), rtl: rtl)
        var nudges = 0
        while line.width > width && nudges < 16 {
            cut += max(abs(cut) * 1e-12, (line.width - width) / Double(gaps))
            line = Ellipsizer.line(of: parts, perMille: parts.map(perMille), rtl: rtl)
            nudges += 1
        }
        return (line, limit, passes)
    }
}
