import TypeSystem

/// How a label fits its text to a width, as SwiftUI's `Text` modifiers and `UILabel` do it.
public struct LabelOptions: Sendable, Hashable {
    /// The smallest fraction of the size the text may shrink to (SwiftUI `minimumScaleFactor`,
    /// UIKit `adjustsFontSizeToFitWidth` with `minimumScaleFactor`): 1 never shrinks.
    public var minimumScaleFactor: Double
    /// Tighten tracking before truncating (SwiftUI `allowsTightening`).
    public var allowsTightening: Bool
    /// At most this many lines (SwiftUI `lineLimit`, UIKit `numberOfLines`); nil: no limit.
    public var lineLimit: Int?
    /// Where the last line loses its text when it still does not fit.
    public var truncation: Truncation
    /// The alignment of the lines of a multi-line label.
    public var alignment: TextAlignment

    /// Options with UIKit's defaults: one line, no shrinking, tightening allowed, tail truncation.
    public init(minimumScaleFactor: Double = 1, allowsTightening: Bool = true, lineLimit: Int? = 1,
                truncation: Truncation = .tail, alignment: TextAlignment = .leading) {
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
    }
}

/// What fitting a label did: the size it settled on and the lines it set.
public struct LabelFit: Sendable {
    /// The fraction of the size the text is set at (1: not shrunk).
    public let scaleFactor: Double
    /// The attributes at that size (the font resized, line height and kerning scaled).
    public let attributes: TextAttributes
    /// The lines as set, placed: one for a one-line label.
    public let paragraph: Paragraph
    /// For a one-line label, what `Typesetter.fit` decided (tightening, truncation).
    public let line: FitResult?
    /// The whole text is shown (as it is, shrunk or tightened).
    public let fits: Bool
    /// Tracking was tightened (the last line of a multi-line label, or the one line).
    public let tightened: Bool
    /// Text was cut and an ellipsis shown.
    public let truncated: Bool
}

extension TextAttributes {
    /// The same attributes at `factor` times the size: the font and fallbacks resized (`opsz`
    /// follows the new size), the line height and kerning scaled by the same factor. Tracking
    /// from the font's own data (its `trak`, or a published per-family curve) is decided again
    /// at the new size, as the font would give it; explicit and Apple-table tracking keep their
    /// value in 1/1000 em.
    public func scaled(by factor: Double) throws(LayoutError) -> TextAttributes {
        guard factor.isFinite, factor > 0 else {
            throw LayoutError.invalid("scale factor", factor, "must be a finite number > 0")
        }
        if factor == 1 { return self }
        var copy = self
        let size = font.pointSize * factor
        copy.font = try font.resized(to: size)
        var resized: [FontInstance] = []
        for f in fallbacks { resized.append(try f.resized(to: size)) }
        copy.fallbacks = resized
        copy.lineHeight = lineHeight.map { $0 * factor }
        copy.kerning = kerning * factor
        switch tracking.source {
        case .trak, .curve:
            copy.tracking = TrackingPolicy.decide(face: font.face.info, pointSize: size)
        case .approximation:
            copy.tracking = TrackingPolicy.decide(face: font.face.info, pointSize: size, approximate: true)
        case .explicit, .apple, .none:
            break
        }
        return copy
    }
}

extension Typesetter {
    /// Fits `text` to `width` the way a label does, using, in this order:
    /// 1. the line limit: the text wraps into at most `lineLimit` lines (one by default);
    /// 2. `minimumScaleFactor`: when it does not fit at full size, the largest size down to that
    ///    fraction at which it fits (found to within 1/1000 of the size);
    /// 3. `allowsTightening`: at the smallest size allowed, the last line is tightened (the
    ///    font's tight track, else at most 5 % too wide; see `fit`);
    /// 4. truncation of the last line.
    public static func fitLabel(_ text: String, width: Double, _ attrs: TextAttributes,
                                options: LabelOptions = LabelOptions()) throws(LayoutError) -> LabelFit {
        guard width.isFinite, width >= 0 else { throw LayoutError.invalid("width", width, "must be a finite number ≥ 0") }
        let minimum = options.minimumScaleFactor
        guard minimum.isFinite, minimum > 0, minimum <= 1 else {
            throw LayoutError.invalid("minimum scale factor", minimum, "must be more than 0 and at most 1")
        }
        if let limit = options.lineLimit, limit < 1 {
            throw LayoutError(.invalidArgument, input: "line limit \(limit)", reason: "must be at least 1")
        }
        let exact = FitOptions(allowsTightening: false, truncation: .none)

        /// A one-line label's line, placed by the engine's one placement in its paragraph's
        /// direction.
        func one(_ r: FitResult) -> Paragraph {
            let line = PendingLine(line: r.line, range: 0..<text.utf8.count, isLastOfParagraph: true, forced: true,
                                   rtl: r.paragraphIsRightToLeft, lineOfParagraph: 0, hyphenated: false, expansions: [])
            return placed([line], options: ParagraphOptions(width: width, alignment: options.alignment), text: text,
                          truncated: r.truncated)
        }

        /// The layout at `scale` if the whole text fits there without tightening or truncation.
        func fitting(_ scale: Double) throws(LayoutError) -> (TextAttributes, Paragraph, FitResult?)? {
            let a = try attrs.scaled(by: scale)
            if options.lineLimit == 1 {
                let r = try fit(text, width: width, a, options: exact)
                guard r.fits else { return nil }
                return (a, one(r), r)
            }
            let p = try paragraph(text, a, options: ParagraphOptions(width: width, alignment: options.alignment, maxLines: nil, fit: exact))
            let tooWide = p.lines.contains { $0.line.width > width + 1e-9 }
            guard !tooWide, options.lineLimit.map({ p.lines.count <= $0 }) ?? true else { return nil }
            return (a, p, nil)
        }

        if let (a, p, r) = try fitting(1) {
            return LabelFit(scaleFactor: 1, attributes: a, paragraph: p, line: r, fits: true, tightened: false, truncated: false)
        }
        var scale = minimum
        if minimum < 1 {
            if let (a, p, r) = try fitting(minimum) {
                // The largest scale that fits: it fits at `lo`, not at `hi`.
                var lo = minimum, hi = 1.0
                var best = (a, p, r)
                while hi - lo > 0.001 {
                    let mid = (lo + hi) / 2
                    if let hit = try fitting(mid) { lo = mid; best = hit } else { hi = mid }
                }
                return LabelFit(scaleFactor: lo, attributes: best.0, paragraph: best.1, line: best.2, fits: true,
                                tightened: false, truncated: false)
            }
        } else {
            scale = 1
        }
        // At the smallest size allowed: tighten, then truncate, the last line.
        let a = try attrs.scaled(by: scale)
        let last = FitOptions(allowsTightening: options.allowsTightening, truncation: options.truncation)
        if options.lineLimit == 1 {
            let r = try fit(text, width: width, a, options: last)
            return LabelFit(scaleFactor: scale, attributes: a, paragraph: one(r), line: r, fits: r.fits,
                            tightened: r.tightened, truncated: r.truncated)
        }
        let p = try paragraph(text, a, options: ParagraphOptions(width: width, alignment: options.alignment,
                                                                 maxLines: options.lineLimit, fit: last))
        let tightened = p.lines.last.map { $0.line.tracking.perMille < a.tracking.perMille - 1e-9 } ?? false
        return LabelFit(scaleFactor: scale, attributes: a, paragraph: p, line: nil, fits: !p.truncated,
                        tightened: tightened, truncated: p.truncated)
    }
}
