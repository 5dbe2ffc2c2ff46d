/// A run of text with its own attributes: one piece of a paragraph that mixes styles, like
/// concatenated SwiftUI `Text` values or the runs of an attributed string.
public struct TextRun: Sendable {
    /// The run's text. A line feed (or U+2029) ends a paragraph; U+2028 ends a line.
    public var text: String
    /// How the run is set: its font, size, tracking, kerning and line height.
    public var attributes: TextAttributes
    /// Its colour when drawn; nil: the drawing's foreground.
    public var color: RGBA?
    /// How far the run's glyphs are raised above the baseline, in points (negative: lowered), as
    /// UIKit's `.baselineOffset`. A line grows to hold a raised or lowered run: its ascent (or
    /// descent) is the largest of its runs' after the shift.
    public var baselineOffset: Double
    /// The style of a paragraph that starts in this run (nil: its block's). A paragraph takes the
    /// style of its first run, as an attributed string's paragraph takes the paragraph style of
    /// its first character; so a reader hands the engine a string's runs as they are, and the
    /// engine splits them into paragraphs.
    public var paragraph: ParagraphAttributes?

    /// A run of `text` set with `attributes`, drawn in `color` (the foreground when nil), raised by
    /// `baselineOffset` points; a paragraph that starts in it takes `paragraph` (nil: its block's).
    public init(_ text: String, _ attributes: TextAttributes, color: RGBA? = nil, baselineOffset: Double = 0,
                paragraph: ParagraphAttributes? = nil) {
        self.text = text
        self.attributes = attributes
        self.color = color
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.paragraph = paragraph
    }
}

extension Typesetter {
    /// Lays out runs in different styles as paragraphs (`options.width` infinity: no wrapping,
    /// one line per hard break), as an attributed string is set: by the same engine as
    /// ``paragraph(_:_:options:)``, which is this with one run. Lines break at the opportunities of
    /// the whole text, each run's by ICU's rules for its own language, whatever run they fall in;
    /// each run is
    /// shaped with its own attributes (shaping breaks at run boundaries, as it does on Apple's
    /// platforms); bidi levels are the whole paragraph's, and a line's runs are reordered across
    /// runs; a line's ascent, descent and height are the largest of the runs on it, so the tallest
    /// run sets the line height.
    ///
    /// The style applies as in a paragraph of one style: indents, spacing, line height, tab stops,
    /// justification, every wrap mode, and hyphenation: each run's words by its own
    /// ``TextAttributes/hyphenator``, else by its language's dictionary. With
    /// `maxLines`, the last line is fitted by the one ellipsizer that ``fit(_:width:_:options:)``
    /// uses: tightened, or truncated with the ellipsis in the attributes of the run at the cut.
    public static func paragraph(runs: [TextRun], options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        try setParagraphs(runs, options: options)
    }
}

