/// How a paragraph is set, shaped like Apple's `NSParagraphStyle`: the same property names, the
/// same units (points) and the same sign conventions, plus `wrap`, which is ours.
///
///     var style = ParagraphStyle()
///     style.alignment = .justified
///     style.firstLineHeadIndent = 18
///     style.hyphenationFactor = 0.8
///     style.wrap = .pretty
///     let p = try Typesetter.paragraph(text, attrs, options: ParagraphOptions(width: 320, style: style))
///
/// The default value sets text as `NSParagraphStyle.default` does: natural alignment, no indents,
/// no spacing, the font's line height, no hyphenation, greedy lines.
public struct ParagraphStyle: Sendable, Hashable, Codable {
    /// Horizontal alignment (`NSTextAlignment`). Left and right are absolute; natural is the
    /// leading edge of the paragraph's direction (left for left-to-right text, right for
    /// right-to-left text).
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// The leading edge of the paragraph's direction.
        case natural
        /// The left edge, whatever the direction.
        case left
        /// The right edge, whatever the direction.
        case right
        /// Centred between the indents.
        case center
        /// Lines but the last of each paragraph and those ending in a forced break are stretched to
        /// the width between the indents; the others are set as natural.
        case justified
    }

    /// How lines are chosen. `greedy` is what Apple's text system does; `balance`, `pretty` and
    /// `optimal` are ours (CSS `text-wrap: balance` and `text-wrap: pretty`, and TeX's total fit).
    public enum Wrap: String, Sendable, Hashable, Codable, CaseIterable {
        /// Each line takes as much text as fits.
        case greedy
        /// The same number of lines as greedy, with lengths as even as possible (headings).
        case balance
        /// Greedy, then an optimal-fit pass over the last lines so that the last line is not very
        /// short (Knuth–Plass style, over the last lines only).
        case pretty
        /// Knuth–Plass total fit over the whole paragraph, as TeX sets paragraphs: the lines with
        /// the least demerits for loose lines, hyphens, hyphenated lines in a row and a hyphenated
        /// line before the last (and at most `maximumConsecutiveHyphenatedLines` hyphenated lines
        /// in a row when that is set).
        case optimal
    }

    /// Apple's `NSLineBreakStrategy` options.
    public struct LineBreakStrategy: OptionSet, Sendable, Hashable, Codable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a strategy from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No strategy: plain greedy lines.
        public static let none: LineBreakStrategy = []
        /// Push a word from the line before onto the last line rather than leave it alone there
        /// (`NSLineBreakStrategy.pushOut`: "avoid an orphan word on the last line").
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Never break between Hangul syllables: Korean lines break at spaces only
        /// (`NSLineBreakStrategy.hangulWordPriority`).
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The strategy of Apple's standard views (`NSLineBreakStrategy.standard`): push out and
        /// Hangul word priority.
        public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]
    }

    /// How strictly lines may break around Japanese and Chinese punctuation and small kana (CSS
    /// `line-break`), as ICU's `lb` locale keyword selects its rules. Ours: Apple's
    /// `NSParagraphStyle` has no such property.
    public enum LineBreakStrictness: String, Sendable, Hashable, Codable, CaseIterable {
        /// The language's own: the language tag's `-u-lb-` keyword when it has one
        /// (`ja-u-lb-loose`), else strict for Japanese, else ICU's rules for the language (CSS
        /// `line-break: auto`).
        case automatic
        /// The fewest restrictions (CSS `loose`): a line may also start with small kana, the
        /// prolonged sound mark, iteration marks and some hyphens.
        case loose
        /// The common restrictions (CSS `normal`): a line may start with small kana and the
        /// prolonged sound mark (UAX #14's CJ class is ID), never with 、。」 and the like.
        case normal
        /// The most restrictions (CSS `strict`): no line starts with small kana or the prolonged
        /// sound mark either (CJ is NS, as UAX #14 resolves it for strict breaking).
        case strict
        /// A line may break between any two grapheme clusters, whatever the rules say (CSS
        /// `anywhere`); hard line breaks still end lines.
        case anywhere

        /// The strictness a BCP 47 tag's `-u-lb-` keyword names ("ja-u-lb-loose" → loose), or nil
        /// when it names none.
        public init?(languageTag: String) {
            let locale = LineBreaker.icuLocale(languageTag)
            guard let at = locale.firstIndex(of: "@") else { return nil }
            for keyword in locale[locale.index(after: at)...].split(separator: ";") {
                let pair = keyword.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0] == "lb" else { continue }
                switch pair[1] {
                case "loose": self = .loose
                case "normal": self = .normal
                case "strict": self = .strict
                default: return nil
                }
                return
            }
            return nil
        }
    }

    /// Whether a line may break inside a word of letters that has no spaces (CSS `word-break`).
    public enum WordBreak: String, Sendable, Hashable, Codable, CaseIterable {
        /// The rules' breaks: between Hangul syllables, ideographs and kana, and at the words of
        /// Thai, Lao, Khmer and Myanmar.
        case normal
        /// CSS `keep-all`: no break between two letters, digits or ideographs (UAX #14 AL, AI, NU,
        /// ID, CJ, and Hangul's H2, H3, JL, JV, JT), so Korean, Chinese and Japanese break only at
        /// spaces and punctuation. Thai, Lao, Khmer and Myanmar (SA) keep their word breaks.
        /// Apple's `LineBreakStrategy.hangulWordPriority` does the same between Hangul only.
        case keepAll
    }

    /// A tab stop (`NSTextTab`): where the text after a tab character goes.
    public struct TextTab: Sendable, Hashable, Codable {
        /// How the text after the tab stands against the stop: `NSTextTab`'s left, right and
        /// center alignments, and `decimal`, a stop whose column terminator is the decimal
        /// separator (`NSTextTab.columnTerminators(for:)`). Natural is left in a left-to-right
        /// paragraph.
        public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
            /// The text starts at the stop.
            case left
            /// The text ends at the stop.
            case right
            /// The text is centred on the stop.
            case center
            /// The text's decimal separator stands at the stop (its end, when it has none).
            case decimal
        }
        /// How the text after the tab stands against the stop.
        public var alignment: Alignment
        /// The stop's distance from the leading margin, in points (`NSTextTab.location`).
        public var location: Double

        /// A stop `location` points from the leading margin.
        public init(_ alignment: Alignment = .left, location: Double) {
            self.alignment = alignment
            self.location = location
        }
    }

    /// `NSParagraphStyle.default`'s tab stops: "12 left-aligned tabs, spaced by 28.0 points".
    public static let defaultTabStops: [TextTab] = (1...12).map { TextTab(.left, location: Double($0) * 28) }

    /// Horizontal alignment of the lines.
    public var alignment: Alignment = .natural
    /// Indent of the paragraph's first line from the leading margin, in points (≥ 0).
    public var firstLineHeadIndent: Double = 0
    /// Indent of every line but the first from the leading margin, in points (≥ 0).
    public var headIndent: Double = 0
    /// The trailing edge of the lines, in points. Apple's convention: positive is the distance from
    /// the leading margin (the line length); zero or negative is the distance from the trailing
    /// margin (−10: 10 pt inside it).
    public var tailIndent: Double = 0
    /// Space after the paragraph, in points (≥ 0).
    public var paragraphSpacing: Double = 0
    /// Space before the paragraph, in points (≥ 0); not added before the first paragraph of a text,
    /// as in Apple's text system.
    public var paragraphSpacingBefore: Double = 0
    /// Extra space between the lines of a paragraph (after each line but its last), in points (≥ 0).
    public var lineSpacing: Double = 0
    /// The natural line height is multiplied by this before the limits apply (0: not set, 1).
    public var lineHeightMultiple: Double = 0
    /// Each line is at least this tall, in points (0: no minimum).
    public var minimumLineHeight: Double = 0
    /// Each line is at most this tall, in points (0: no maximum).
    public var maximumLineHeight: Double = 0
    /// How readily a line is hyphenated instead of being left short, 0…1 (Apple's definition):
    /// 0 never hyphenates; otherwise a word is hyphenated when the line would otherwise be filled
    /// to less than `hyphenationFactor` of its width. 1 hyphenates whenever a point fits.
    public var hyphenationFactor: Float = 0
    /// Apple's line-break strategy.
    public var lineBreakStrategy: LineBreakStrategy = .none
    /// How lines are chosen (ours, beyond Apple).
    public var wrap: Wrap = .greedy
    /// How strictly lines break around CJK punctuation and small kana (CSS `line-break`; ours).
    /// Automatic takes the language tag's `-u-lb-`, else strict for Japanese.
    public var lineBreakStrictness: LineBreakStrictness = .automatic
    /// Whether a line may break between letters without a space (CSS `word-break`; ours).
    public var wordBreak: WordBreak = .normal
    /// At most this many hyphenated lines in a row in `optimal` wrapping (CSS
    /// `hyphenate-limit-lines`); 0, the default: no limit, a hyphenated line after another costs
    /// demerits instead (as TeX's `\doublehyphendemerits`), so a run of hyphens is taken only when
    /// the spacing it saves is worth more. Greedy lines are Apple's and take no limit.
    public var maximumConsecutiveHyphenatedLines: Int = 0
    /// A word is hyphenated only when it has at least this many letters (CSS
    /// `hyphenate-limit-chars`' first value). 0: automatic, the letters the dictionary leaves
    /// before and after a hyphen together (TeX's patterns' minimums: 4 in German, 5 in English).
    public var minimumHyphenatedWordLength: Int = 0
    /// A hyphen leaves at least this many letters before it on the line (0: automatic, the
    /// dictionary's `LEFTHYPHENMIN`, which is never less than 2).
    public var minimumCharactersBeforeHyphen: Int = 0
    /// A hyphen leaves at least this many letters after it for the next line (0: automatic, the
    /// dictionary's `RIGHTHYPHENMIN`, never less than 2: 2 in German, 3 in English, as TeX's patterns).
    public var minimumCharactersAfterHyphen: Int = 0
    /// The tab stops, in any order (`NSParagraphStyle.tabStops`); by default 12 left stops every
    /// 28 points, as Apple's.
    public var tabStops: [TextTab] = ParagraphStyle.defaultTabStops
    /// Past the last tab stop, tabs go to the multiples of this, in points, when it is positive
    /// (`NSParagraphStyle.defaultTabInterval`, default 0).
    public var defaultTabInterval: Double = 0

    /// The default style: natural alignment, no indents or spacing, greedy lines, no hyphenation.
    public init() {}

    /// A style with the given properties; each defaults to `NSParagraphStyle.default`'s value.
    public init(alignment: Alignment = .natural, firstLineHeadIndent: Double = 0, headIndent: Double = 0,
                tailIndent: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
                lineSpacing: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
                maximumLineHeight: Double = 0, hyphenationFactor: Float = 0,
                lineBreakStrategy: LineBreakStrategy = .none, wrap: Wrap = .greedy) {
        self.alignment = alignment
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.hyphenationFactor = hyphenationFactor
        self.lineBreakStrategy = lineBreakStrategy
        self.wrap = wrap
    }

    /// The trailing edge's distance from the leading margin for a container `width` points wide,
    /// by Apple's sign convention for `tailIndent`.
    public func lineEnd(inWidth width: Double) -> Double {
        tailIndent > 0 ? min(tailIndent, width) : width + tailIndent
    }

    /// The hyphenation limits the style sets beyond the dictionary's own (0: the dictionary's).
    /// Automatic limits are the dictionary's in every wrap mode: its minimums are those of the TeX
    /// patterns it was made from (German 2 and 2, so 4-letter words; English 2 and 3), and a
    /// fixed 5-letter minimum would keep German from breaking words TeX breaks.
    var hyphenationLimits: HyphenationLimits {
        HyphenationLimits(word: minimumHyphenatedWordLength, before: minimumCharactersBeforeHyphen,
                          after: minimumCharactersAfterHyphen)
    }

    /// The line height for a line whose natural height is `natural`: times `lineHeightMultiple`
    /// when set, then clamped to `minimumLineHeight` and `maximumLineHeight` when set.
    public func lineHeight(natural: Double) -> Double {
        var h = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { h = max(h, minimumLineHeight) }
        if maximumLineHeight > 0 { h = min(h, maximumLineHeight) }
        return h
    }

    /// A one-line reason when a value is out of range (negative spacing, a factor outside 0…1,
    /// a maximum below the minimum, a value that is not finite), else nil.
    public var invalidReason: String? {
        // Checked one by one, without a list: every paragraph laid out asks (a label measured by
        // boundingRect too).
        func bad(_ name: String, _ v: Double, negativeAllowed: Bool = false) -> String? {
            if !v.isFinite { return "\(name) \(v) is not a finite number" }
            if !negativeAllowed && v < 0 { return "\(name) \(v) must be ≥ 0" }
            if v > 1_000_000 { return "\(name) \(v) is larger than 1000000" }
            return nil
        }
        // One statement each: a chain of nine `??` took the type checker 1.4 s.
        if let r = bad("firstLineHeadIndent", firstLineHeadIndent) { return r }
        if let r = bad("headIndent", headIndent) { return r }
        if let r = bad("tailIndent", tailIndent, negativeAllowed: true) { return r }
        if let r = bad("paragraphSpacing", paragraphSpacing) { return r }
        if let r = bad("paragraphSpacingBefore", paragraphSpacingBefore) { return r }
        if let r = bad("lineSpacing", lineSpacing) { return r }
        if let r = bad("lineHeightMultiple", lineHeightMultiple) { return r }
        if let r = bad("minimumLineHeight", minimumLineHeight) { return r }
        if let r = bad("maximumLineHeight", maximumLineHeight) { return r }
        if !(hyphenationFactor >= 0 && hyphenationFactor <= 1) {
            return "hyphenationFactor \(hyphenationFactor) must be between 0 and 1"
        }
        if !defaultTabInterval.isFinite || defaultTabInterval < 0 || defaultTabInterval > 1_000_000 {
            return "defaultTabInterval \(defaultTabInterval) must be a number from 0 to 1000000"
        }
        if let bad = tabStops.first(where: { !$0.location.isFinite || $0.location < 0 || $0.location > 1_000_000 }) {
            return "a tab stop's location \(bad.location) must be a number from 0 to 1000000"
        }
        for (name, v) in [("maximumConsecutiveHyphenatedLines", maximumConsecutiveHyphenatedLines),
                          ("minimumHyphenatedWordLength", minimumHyphenatedWordLength),
                          ("minimumCharactersBeforeHyphen", minimumCharactersBeforeHyphen),
                          ("minimumCharactersAfterHyphen", minimumCharactersAfterHyphen)] where v < 0 || v > 1000 {
            return "\(name) \(v) must be from 0 to 1000"
        }
        if tabStops.count > 10_000 { return "\(tabStops.count) tab stops are more than 10000" }
        if maximumLineHeight > 0 && minimumLineHeight > maximumLineHeight {
            return "minimumLineHeight \(minimumLineHeight) is larger than maximumLineHeight \(maximumLineHeight)"
        }
        return nil
    }
}
