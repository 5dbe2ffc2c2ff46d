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
    /// The whole text's direction (its first strong character's, unless the attributes set one),
    /// which places the line: what truncation kept of it may start in the other direction.
    let paragraphIsRightToLeft: Bool
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
        let a = Analysis(text, fonts: fonts.map(\.hb), direction: attrs.direction,
                         embeddings: attrs.embeddedRanges(overBytes: 0..<text.utf8.count))
        return (Shaper.shape(a, range: 0..<a.scalars.count, attrs: attrs, fonts: fonts, ligaturesOff: ligaturesOff), a)
    }

    /// Fits `text` on one line of `width` points: as it is if it fits; else tightened (when
    /// allowed: down to the font's tight track when it has one, else only when at most 5 % too
    /// wide); else truncated with an ellipsis at a grapheme boundary. The text is one run of the
    /// paragraph engine's ellipsizer, which fits every truncated line.
    ///
    /// A tab is as wide as Apple's default stops (every 28 points) make it at the base tracking,
    /// and keeps that width while the rest tightens or is truncated.
    public static func fit(_ text: String, width: Double, _ attrs: TextAttributes,
                           options: FitOptions = FitOptions()) throws(LayoutError) -> FitResult {
        guard width.isFinite, width >= 0 else {
            throw LayoutError.invalid("width", width, "must be a finite number ≥ 0")
        }
        let base = attrs.tracking.perMille
        let baseApplied = AppliedTracking(perMille: base, pointSize: attrs.font.pointSize, source: attrs.tracking.source)
        // Most labels fit: measured by the fast path, without the ellipsizer's analysis.
        let (shaped, analysis) = shapeLine(text, attrs, ligaturesOff: base != 0)
        let raw = shaped.fixingTabs(perMille: base, attrs: attrs)
        if raw.width(perMille: base) <= width + 1e-9 {
            return FitResult(fits: true, tightened: false, truncated: false,
                             line: raw.positioned(perMille: base, source: attrs.tracking.source), baseTracking: baseApplied,
                             tighteningLimit: nil, passes: 1, note: nil, paragraphIsRightToLeft: raw.isRightToLeft)
        }
        let paragraph = ShapedParagraph(oneRun: text, attrs, shaped: raw, analysis: analysis)
        let set = Ellipsizer(paragraph: paragraph, first: 0, room: width, options: options, textFollows: false,
                             shapedRest: raw).set()
        return FitResult(fits: set.fits, tightened: set.tightened, truncated: set.truncated, line: set.line,
                         baseTracking: baseApplied, tighteningLimit: set.tighteningLimit, passes: 1 + set.tighteningPasses,
                         note: set.note, paragraphIsRightToLeft: paragraph.analysis.baseRTL,
                         truncationPasses: set.truncationPasses)
    }
}
