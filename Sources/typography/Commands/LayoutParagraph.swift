import ArgumentParser
import CLISupport
import Foundation
import TextLayout

/// The paragraph options of `render` and `measure` with `--line-width`: NSParagraphStyle's
/// properties (indents, spacing, line height multiple and limits, alignment, hyphenation factor,
/// line-break strategy) and our wrapping modes.
struct ParagraphStyleOptions: ParsableArguments {
    @Option(help: "With --line-width: natural (or leading), left, right, center, trailing or justified.")
    var align: String = "natural"
    @Option(help: ArgumentHelp("With --line-width: how lines are chosen: greedy (as Apple's text system), balance (as many lines, even lengths: headings), pretty (no very short last line) or optimal (Knuth–Plass total fit over the paragraph, as TeX).", valueName: "mode"))
    var wrap: String = "greedy"
    @Flag(help: "With --line-width: hyphenate (hyphenation factor 1) with the --lang dictionary.") var hyphenate = false
    @Option(name: .customLong("hyphenation-factor"),
            help: ArgumentHelp("With --line-width: how readily a line is hyphenated instead of left short, 0…1 (NSParagraphStyle.hyphenationFactor).", valueName: "factor"))
    var hyphenationFactor: String?
    @Option(name: .customLong("hyphenate-limit-lines"),
            help: ArgumentHelp("With --wrap optimal: at most this many hyphenated lines in a row (default 0: no limit, a repeated hyphen costs demerits instead), as CSS hyphenate-limit-lines.", valueName: "lines"))
    var hyphenateLimitLines: String?
    @Option(name: .customLong("hyphenate-limit-chars"),
            help: ArgumentHelp("With --line-width: the letters a hyphenated word has at least, and a hyphen leaves before and after it, as CSS hyphenate-limit-chars (0: automatic, the dictionary's: German 4,2,2, English 5,2,3).", valueName: "word,before,after"))
    var hyphenateLimitChars: String?
    @Option(name: .customLong("line-break-strategy"),
            help: ArgumentHelp("With --line-width: none, push-out, hangul-word-priority or standard (both), comma-separated (NSLineBreakStrategy).", valueName: "strategy"))
    var lineBreakStrategy: String = "none"
    @Option(name: .customLong("line-break"),
            help: ArgumentHelp("With --line-width: how strictly lines break around CJK punctuation and small kana (CSS line-break): auto (the --lang tag's -u-lb-, else strict for Japanese), loose, normal, strict or anywhere (between any two characters).", valueName: "strictness"))
    var lineBreak: String?
    @Option(name: .customLong("word-break"),
            help: ArgumentHelp("With --line-width: normal, or keep-all (CSS word-break: no break between letters or ideographs without a space, as Korean is set).", valueName: "mode"))
    var wordBreak: String?
    @Option(name: .customLong("first-line-indent"), help: ArgumentHelp("With --line-width: the first line's indent from the leading edge (pt, px or em).", valueName: "length"))
    var firstLineIndent: String?
    @Option(name: .customLong("head-indent"), help: ArgumentHelp("With --line-width: the other lines' indent from the leading edge.", valueName: "length"))
    var headIndent: String?
    @Option(name: .customLong("tail-indent"), help: ArgumentHelp("With --line-width: the trailing edge; positive: from the leading edge, zero or negative: from the trailing edge.", valueName: "length"))
    var tailIndent: String?
    @Option(name: .customLong("paragraph-spacing"), help: ArgumentHelp("With --line-width: space after each paragraph.", valueName: "length"))
    var paragraphSpacing: String?
    @Option(name: .customLong("paragraph-spacing-before"), help: ArgumentHelp("With --line-width: space before each paragraph but the first.", valueName: "length"))
    var paragraphSpacingBefore: String?
    @Option(name: .customLong("line-spacing"), help: ArgumentHelp("With --line-width: extra space between the lines of a paragraph.", valueName: "length"))
    var lineSpacing: String?
    @Option(name: .customLong("line-height-multiple"), help: ArgumentHelp("With --line-width: the line height times this (1.2).", valueName: "number"))
    var lineHeightMultiple: String?
    @Option(name: .customLong("min-line-height"), help: ArgumentHelp("With --line-width: the smallest line height.", valueName: "length"))
    var minLineHeight: String?
    @Option(name: .customLong("max-line-height"), help: ArgumentHelp("With --line-width: the largest line height.", valueName: "length"))
    var maxLineHeight: String?
    @Option(name: .customLong("tab-stops"), help: ArgumentHelp("With --line-width: the tab stops, comma-separated lengths from the leading edge, each ending in l (left, the default), r (right), c (centre) or d (decimal): 72,144r,216d. Default: every 28 pt, as NSParagraphStyle's.", valueName: "stops"))
    var tabStops: String?
    @Option(name: .customLong("default-tab-interval"), help: ArgumentHelp("With --line-width: past the last tab stop, tabs go to the multiples of this.", valueName: "length"))
    var defaultTabInterval: String?

    /// Whether any option but the defaults was given (they all need --line-width).
    var anyGiven: Bool {
        align != "natural" || wrap != "greedy" || hyphenate || hyphenationFactor != nil || lineBreakStrategy != "none"
            || [lineBreak, wordBreak, hyphenateLimitLines, hyphenateLimitChars, firstLineIndent, headIndent, tailIndent, paragraphSpacing, paragraphSpacingBefore, lineSpacing,
                lineHeightMultiple, minLineHeight, maxLineHeight, tabStops, defaultTabInterval].contains { $0 != nil }
    }

    /// The options' alignment: the old names (leading, trailing) through `TextAlignment`.
    func alignment() throws -> (TextAlignment, ParagraphStyle.Alignment) {
        switch align.lowercased() {
        case "natural", "leading": return (.leading, .natural)
        case "trailing": return (.trailing, .natural)
        case "left": return (.leading, .left)
        case "right": return (.leading, .right)
        case "center": return (.center, .center)
        case "justified", "justify": return (.justified, .justified)
        default:
            throw unknownValue("alignment", align, accepted: ["natural", "leading", "left", "right", "center", "trailing", "justified"])
        }
    }

    /// The paragraph style, lengths in points (em of `fontSize`). With hyphenation asked for in a
    /// language without a dictionary, one warning line goes to standard error. `languageTag` is
    /// the --lang tag as given: its `-u-lb-` is the strictness when --line-break is not given.
    func style(fontSize: Double, language: String?, languageTag: String? = nil) throws -> ParagraphStyle {
        var s = ParagraphStyle()
        s.alignment = try alignment().1
        try setLineBreaking(&s, language: language, languageTag: languageTag)
        s.firstLineHeadIndent = try length(firstLineIndent, "first-line indent", fontSize: fontSize)
        s.headIndent = try length(headIndent, "head indent", fontSize: fontSize)
        s.tailIndent = try length(tailIndent, "tail indent", fontSize: fontSize, allowNegative: true)
        s.paragraphSpacing = try length(paragraphSpacing, "paragraph spacing", fontSize: fontSize)
        s.paragraphSpacingBefore = try length(paragraphSpacingBefore, "paragraph spacing before", fontSize: fontSize)
        s.lineSpacing = try length(lineSpacing, "line spacing", fontSize: fontSize)
        s.minimumLineHeight = try length(minLineHeight, "minimum line height", fontSize: fontSize)
        s.maximumLineHeight = try length(maxLineHeight, "maximum line height", fontSize: fontSize)
        if let list = tabStops { s.tabStops = try parsedTabStops(list, fontSize: fontSize) }
        s.defaultTabInterval = try length(defaultTabInterval, "default tab interval", fontSize: fontSize)
        if let m = lineHeightMultiple {
            let v = try parseNumber(m, what: "line height multiple")
            guard v > 0, v <= 100 else { throw CLIError.usage("invalid line height multiple '\(m)': must be more than 0 and at most 100") }
            s.lineHeightMultiple = v
        }
        try setHyphenation(&s)
        if let reason = s.invalidReason { throw CLIError.usage("invalid paragraph style: \(reason)") }
        if s.hyphenationFactor > 0 && !Typesetter.hasHyphenationDictionary(for: language) {
            let lang = language.map { "'\($0)'" } ?? "(none: give --lang)"
            Out.error("typography: warning: no hyphenation dictionary for language \(lang); text is not hyphenated")
        }
        return s
    }

    /// The wrap mode, line-break strategy, strictness (the --lang tag's `-u-lb-` when
    /// --line-break is not given) and word-break mode.
    private func setLineBreaking(_ s: inout ParagraphStyle, language: String?, languageTag: String?) throws {
        guard let w = ParagraphStyle.Wrap(rawValue: wrap.lowercased()) else {
            throw unknownValue("wrap mode", wrap, accepted: ParagraphStyle.Wrap.allCases.map(\.rawValue))
        }
        s.wrap = w
        var strategy: ParagraphStyle.LineBreakStrategy = []
        for part in lineBreakStrategy.lowercased().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch part {
            case "none": break
            case "push-out", "pushout": strategy.insert(.pushOut)
            case "hangul-word-priority": strategy.insert(.hangulWordPriority)
            case "standard": strategy.formUnion(.standard)
            default:
                throw unknownValue("line-break strategy", part, accepted: ["none", "push-out", "hangul-word-priority", "standard"])
            }
        }
        s.lineBreakStrategy = strategy
        if let lineBreak {
            let names: [String: ParagraphStyle.LineBreakStrictness] = [
                "auto": .automatic, "automatic": .automatic, "loose": .loose, "normal": .normal, "strict": .strict, "anywhere": .anywhere,
            ]
            guard let v = names[lineBreak.lowercased()] else {
                throw unknownValue("line-break strictness", lineBreak, accepted: ["auto", "loose", "normal", "strict", "anywhere"])
            }
            s.lineBreakStrictness = v
        } else if let tag = languageTag ?? language, let v = ParagraphStyle.LineBreakStrictness(languageTag: tag) {
            s.lineBreakStrictness = v
        }
        if let wordBreak {
            switch wordBreak.lowercased() {
            case "normal": s.wordBreak = .normal
            case "keep-all", "keepall": s.wordBreak = .keepAll
            default: throw unknownValue("word-break mode", wordBreak, accepted: ["normal", "keep-all"])
            }
        }
    }

    /// A length option in points (em of `fontSize`; 0 when not given), checked.
    private func length(_ v: String?, _ what: String, fontSize: Double, allowNegative: Bool = false) throws -> Double {
        guard let v else { return 0 }
        let p = try Length(v, what: what).points(fontSize: fontSize)
        guard allowNegative || p >= 0 else { throw CLIError.usage("invalid \(what) '\(v)': must be 0 or more") }
        guard abs(p) <= 1_000_000 else { throw CLIError.usage("invalid \(what) '\(v)': larger than 1000000 pt") }
        return p
    }

    /// --tab-stops: comma-separated lengths, each with an optional kind letter (l, r, c or d).
    private func parsedTabStops(_ list: String, fontSize: Double) throws -> [ParagraphStyle.TextTab] {
        let items = list.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= 10_000 else {
            throw CLIError.usage("invalid --tab-stops: \(items.count) stops are more than 10000")
        }
        return try items.map { item in
            var v = item.trimmingCharacters(in: .whitespaces)
            var kind = ParagraphStyle.TextTab.Alignment.left
            // A kind letter after the length ("144r"); "em" and "px" end in other letters.
            if let last = v.last?.lowercased(), "lrcd".contains(last), !v.lowercased().hasSuffix("em") {
                kind = ["l": .left, "r": .right, "c": .center, "d": .decimal][last] ?? .left
                v.removeLast()
            }
            let shown = Out.escaped(String(item))
            guard !v.isEmpty else { throw CLIError.usage("invalid tab stop '\(shown)' in --tab-stops: give a length, then l, r, c or d") }
            do {
                return ParagraphStyle.TextTab(kind, location: try length(v, "tab stop", fontSize: fontSize))
            } catch {
                throw CLIError.usage("invalid tab stop '\(shown)' in --tab-stops: give a length (pt, px or em) of 0 to 1000000 pt, then l, r, c or d")
            }
        }
    }

    /// The hyphenation factor (--hyphenate is 1) and the limits on hyphenated lines and words.
    private func setHyphenation(_ s: inout ParagraphStyle) throws {
        if let f = hyphenationFactor {
            let v = try parseNumber(f, what: "hyphenation factor")
            guard (0...1).contains(v) else { throw CLIError.usage("invalid hyphenation factor '\(f)': must be between 0 and 1") }
            s.hyphenationFactor = Float(v)
        } else if hyphenate {
            s.hyphenationFactor = 1
        }
        if let v = hyphenateLimitLines {
            guard let n = Int(v.trimmingCharacters(in: .whitespaces)), (0...1000).contains(n) else {
                throw CLIError.usage("invalid --hyphenate-limit-lines '\(Out.escaped(v))': give a whole number from 0 to 1000")
            }
            s.maximumConsecutiveHyphenatedLines = n
        }
        if let v = hyphenateLimitChars {
            let parts = v.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard (1...3).contains(parts.count), parts.allSatisfy({ $0.map { (0...1000).contains($0) } ?? false }) else {
                throw CLIError.usage("invalid --hyphenate-limit-chars '\(Out.escaped(v))': give one to three whole numbers from 0 to 1000 (word,before,after)")
            }
            let n = parts.map { $0 ?? 0 }
            s.minimumHyphenatedWordLength = n[0]
            if n.count > 1 { s.minimumCharactersBeforeHyphen = n[1] }
            // CSS: a missing third value is the second.
            s.minimumCharactersAfterHyphen = n.count > 2 ? n[2] : n.count > 1 ? n[1] : 0
        }
    }
}

/// One line of a paragraph as `--json` gives it.
struct ParagraphLineJSON: Encodable {
    let text: String
    /// UTF-16 offsets [start, end) in the text.
    let utf16Range: [Int]
    /// Unicode scalar offsets [start, end).
    let scalarRange: [Int]
    let x: Double
    let width: Double
    let top: Double
    let height: Double
    let baseline: Double
    let ascent: Double
    let descent: Double
    let hyphenated: Bool

    init(_ l: ParagraphLine) {
        text = l.line.text
        utf16Range = [l.utf16Range.lowerBound, l.utf16Range.upperBound]
        scalarRange = [l.scalarRange.lowerBound, l.scalarRange.upperBound]
        x = l.x
        width = l.line.width
        top = l.top
        height = l.height
        baseline = l.baseline
        ascent = l.line.ascent
        descent = l.line.descent
        hyphenated = l.hyphenated
    }
}
