import FontFile
import TypeSystem

/// The base direction of a paragraph or line.
public enum TextDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the first strong character (Unicode Bidirectional Algorithm P2–P3); left to right
    /// when there is none.
    case auto
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Everything that decides how a line of text is set, except the text and the width.
public struct TextAttributes: Sendable, Hashable {
    /// The primary font.
    public var font: FontInstance
    /// Faces tried, in order, for a character the primary font does not cover (the catalog
    /// supplies the list). Each is an instance at the primary's size (see
    /// ``FontInstance/matching(_:)``).
    public var fallbacks: [FontInstance]
    /// The tracking decision (see ``TrackingPolicy``).
    public var tracking: TrackingDecision
    /// The text style's line height (baseline to baseline), or nil for the font's own.
    public var lineHeight: Double?
    /// The base direction.
    public var direction: TextDirection
    /// A BCP 47 language for shaping and line breaking ("ar", "hi"); nil: HarfBuzz's default.
    public var language: String?
    /// Kerning in points, as SwiftUI's `kerning(_:)`: extra space after every grapheme cluster
    /// but the last, added to the font's own kerning. Unlike tracking, it never takes optional
    /// ligatures apart (the WWDC20 "The details of UI typography" distinction: tracking is the
    /// semantically right API for spacing text out, because it de-assembles ligatures). 0 by default.
    public var kerning: Double = 0
    /// OpenType features for the whole text, in HarfBuzz's feature syntax: a four-letter tag turns
    /// a feature on (`tnum` for `monospacedDigit()`, `smcp` and `c2sc` for small caps), `-liga` or
    /// `liga=0` turns one off, `aalt=2` picks an alternate. The font ignores tags it lacks; a
    /// string that is not a feature is ignored.
    public var features: [String] = []
    /// What hyphenates the text's words when its paragraph style asks for hyphenation; nil: the
    /// LibreOffice dictionary of `language` (``Typesetter/hyphenator(for:)``). Compared by identity.
    public var hyphenator: (any Hyphenator)? {
        get { hyphenatorIdentity?.hyphenator }
        set { hyphenatorIdentity = newValue.map(HyphenatorIdentity.init) }
    }
    private var hyphenatorIdentity: HyphenatorIdentity?
    /// An object set in the line in place of the text's glyphs (an image, TextKit's attachment):
    /// each grapheme of the run takes its width, and the line is at least as tall as it. Its
    /// glyphs are not drawn; the caller draws the object at their place.
    public var inlineObject: InlineObject?
    /// Explicit bidi embeddings and overrides over the run, from the outermost in: what
    /// AppKit's `NSWritingDirectionAttributeName` sets. Each level is the formatting characters
    /// it stands for (LRE, RLE, LRO or RLO, closed by PDF) around the run; adjacent runs that
    /// share outer levels share those embeddings. Empty: the bidi algorithm's own levels.
    public var bidiEmbeddings: [BidiEmbedding] = []

    /// ``bidiEmbeddings`` over `bytes` of a text, for its analysis: none when there are none.
    func embeddedRanges(overBytes bytes: Range<Int>) -> [Analysis.EmbeddedRange] {
        bidiEmbeddings.isEmpty || bytes.isEmpty ? [] : [Analysis.EmbeddedRange(bytes: bytes, levels: bidiEmbeddings)]
    }

    /// Printable ASCII in these attributes can take the shaper's one-call path: left to right, no
    /// object in place of the glyphs, no stretched font, no explicit embedding.
    var isSimple: Bool {
        direction != .rightToLeft && inlineObject == nil && font.horizontalScale == 1 && bidiEmbeddings.isEmpty
    }

    /// Attributes with a primary font, its tracking and fallbacks, a line height, a base direction and a language.
    public init(font: FontInstance, tracking: TrackingDecision = .none, fallbacks: [FontInstance] = [],
                lineHeight: Double? = nil, direction: TextDirection = .auto, language: String? = nil) {
        self.font = font
        self.fallbacks = fallbacks
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.direction = direction
        self.language = language
    }

    /// Attributes for a resolved text style set in `face`: the style's size, weight, width,
    /// italic and optical size become the instance's variations; the style's line height is kept;
    /// tracking follows ``TrackingPolicy`` for the face (its `trak` with `STAT`, else Apple's
    /// tables for Apple's families, else a published curve), unless `explicitTracking` (1/1000 em)
    /// is given. Fallback faces are instanced to match.
    ///
    /// - `opticalSizing`: ``OpticalSizing/auto`` sets `opsz` to the style's
    ///   ``ResolvedStyle/opticalSize`` — the point size, except under Mac Catalyst's 77 % scaling,
    ///   where it is the unscaled iOS size — clamped to the axis; `.none` and `.fixed(x)` as for
    ///   ``FontInstance``.
    /// - `namedInstance`: an `fvar` named instance to start from (the catalog's match may be one).
    /// - `variations`: explicit coordinates by tag, winning over everything else.
    /// - `synthesize`: a face lighter than 600 for a bold style, or upright for an italic one, is
    ///   drawn and measured with synthetic bold or oblique (``FontSynthesis``; CSS
    ///   `font-synthesis: weight style`, the default); false uses the face as it is.
    ///
    /// Widths map as CSS `font-stretch` keywords: condensed 75 %, expanded 125 %, and compressed
    /// 62.5 % (CSS extra-condensed; Apple publishes no percentage for its widths).
    public init(style: ResolvedStyle, face: FontFace, fallbacks: [FontFace] = [],
                explicitTracking: Double? = nil, direction: TextDirection = .auto,
                language: String? = nil, opticalSizing: OpticalSizing = .auto,
                namedInstance: Int? = nil, variations: [String: Double] = [:],
                synthesize: Bool = true) throws(LayoutError) {
        let sizing: OpticalSizing
        switch opticalSizing {
        case .auto: sizing = .fixed(style.opticalSize)
        case .none, .fixed: sizing = opticalSizing
        }
        let font = try FontInstance(face: face, pointSize: style.pointSize, weight: Double(style.weight.numericValue),
                                    width: TextAttributes.percentage(style.width), italic: style.italic,
                                    opticalSizing: sizing, namedInstance: namedInstance, variations: variations,
                                    synthesize: synthesize)
        var fb: [FontInstance] = []
        for f in fallbacks { fb.append(try font.matching(f)) }
        self.init(font: font, tracking: TrackingPolicy.decide(face: face.info, style: style, explicit: explicitTracking),
                  fallbacks: fb, lineHeight: style.lineHeight, direction: direction, language: language)
    }

    /// A style width as a CSS `font-stretch` percentage (``TypeSystem/FontWidth/percentage``).
    public static func percentage(_ width: FontWidth) -> Double { width.percentage }
}

/// A hyphenator compared and hashed by identity, so that attributes stay `Hashable`.
private struct HyphenatorIdentity: Hashable, Sendable {
    let hyphenator: any Hyphenator
    static func == (a: Self, b: Self) -> Bool { a.hyphenator === b.hyphenator }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(hyphenator)) }
}

/// One level of explicit bidi embedding (UAX #9 rules X2–X5).
public struct BidiEmbedding: Sendable, Hashable {
    /// The direction the level sets.
    public var rightToLeft: Bool
    /// An override: every character inside takes the direction, whatever its own (LRO, RLO);
    /// otherwise an embedding, inside which characters keep their own direction (LRE, RLE).
    public var isOverride: Bool

    /// A level that embeds (or, with `isOverride`, overrides) in one direction.
    public init(rightToLeft: Bool, isOverride: Bool = false) {
        self.rightToLeft = rightToLeft
        self.isOverride = isOverride
    }

    /// The formatting character the level stands for: LRE U+202A, RLE U+202B, LRO U+202D or
    /// RLO U+202E.
    var formattingCharacter: UInt32 {
        switch (rightToLeft, isOverride) {
        case (false, false): 0x202A
        case (true, false): 0x202B
        case (false, true): 0x202D
        case (true, true): 0x202E
        }
    }

    /// POP DIRECTIONAL FORMATTING (U+202C), which closes a level.
    static let popDirectionalFormatting: UInt32 = 0x202C
}

/// A box set in a line of text in place of glyphs: how wide it is and how far it reaches above
/// and below the baseline, in points.
public struct InlineObject: Sendable, Hashable {
    /// The advance it takes in the line.
    public var width: Double
    /// How far it reaches above the baseline.
    public var ascent: Double
    /// How far it reaches below the baseline.
    public var descent: Double

    /// A box `width` wide, `ascent` above the baseline and `descent` below it (negative values are 0).
    public init(width: Double, ascent: Double, descent: Double) {
        self.width = max(0, width)
        self.ascent = max(0, ascent)
        self.descent = max(0, descent)
    }

    /// The glyph ID an object's place holds: no face has it, and nothing draws it.
    public static let glyph = UInt32.max
}
