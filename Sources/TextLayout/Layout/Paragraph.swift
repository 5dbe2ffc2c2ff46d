import Foundation
import TypeSystem

/// Horizontal alignment of the lines of a paragraph. Leading and trailing follow the paragraph's
/// direction (leading is the right edge of a right-to-left paragraph).
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lines start at the paragraph's start edge (the left of a left-to-right paragraph).
    case leading
    /// Lines are centred between the paragraph's edges.
    case center
    /// Lines end at the paragraph's end edge (the right of a left-to-right paragraph).
    case trailing
    /// Lines but the last of each paragraph are stretched to the width at their spaces.
    case justified
}

/// How a paragraph is broken into lines.
public struct ParagraphOptions: Sendable, Hashable {
    /// The width lines are broken to, in points.
    public var width: Double
    /// How the lines are aligned when the style's alignment is `.natural`.
    public var alignment: TextAlignment
    /// At most this many lines; the last one is truncated (nil: no limit).
    public var maxLines: Int?
    /// How the last line is fitted when `maxLines` cuts the text.
    public var fit: FitOptions
    /// The paragraph style: indents, spacing, line height, hyphenation, wrapping. Its alignment,
    /// when not `.natural`, takes precedence over `alignment`.
    public var style: ParagraphStyle

    /// Options for lines `width` points wide, aligned to `alignment`, with at most `maxLines` lines
    /// fitted by `fit`, in `style`.
    public init(width: Double, alignment: TextAlignment = .leading, maxLines: Int? = nil,
                fit: FitOptions = FitOptions(allowsTightening: true, truncation: .tail),
                style: ParagraphStyle = ParagraphStyle()) {
        self.width = width
        self.alignment = alignment
        self.maxLines = maxLines
        self.fit = fit
        self.style = style
    }
}

/// A line of a paragraph, placed.
public struct ParagraphLine: Sendable {
    /// The line's shaped glyphs, in visual order, with its text, width and metrics.
    public let line: ShapedLine
    /// The line's left edge, in points from the paragraph's left edge (indents included).
    public let x: Double
    /// The top of the line's box, in points from the paragraph's top.
    public let top: Double
    /// The line box's height: the line's height after the paragraph style's line-height multiple
    /// and limits (without them, `line.lineHeight`). `lineSpacing` and paragraph spacing are gaps
    /// between boxes, not part of them.
    public let height: Double
    /// The baseline, in points from the paragraph's top: the line's ascent + descent box centred
    /// in its line box.
    public var baseline: Double { top + (height - (line.ascent + line.descent)) / 2 + line.ascent }
    /// The line's text as UTF-8 offsets in the paragraph's text (trailing spaces, which hang
    /// past the edge and are not drawn, excluded; a hyphen the line ends with is not in the text).
    public let textRange: Range<Int>
    /// The same range as UTF-16 offsets (NSString's and JavaScript's indices).
    public internal(set) var utf16Range: Range<Int> = 0..<0
    /// The same range as Unicode scalar (code point) offsets.
    public internal(set) var scalarRange: Range<Int> = 0..<0
    /// The line ends with a hyphen that is not in the text (hyphenation): `line.text` has it last.
    public let hyphenated: Bool
    /// The line ends in a forced break (U+2028, or the end of a paragraph).
    public let endsInForcedBreak: Bool

    init(line: ShapedLine, x: Double, top: Double, textRange: Range<Int>, height: Double? = nil,
         hyphenated: Bool = false, endsInForcedBreak: Bool = true) {
        self.line = line
        self.x = x
        self.top = top
        self.textRange = textRange
        self.height = height ?? line.lineHeight
        self.hyphenated = hyphenated
        self.endsInForcedBreak = endsInForcedBreak
    }

    /// The line moved by `dx`, `dy` and its text range by `offset` UTF-8 bytes (ranges in other
    /// units are set again by ``Paragraph/settingOffsets(text:)``).
    func moved(dx: Double = 0, dy: Double = 0, offset: Int = 0) -> ParagraphLine {
        var moved = ParagraphLine(line: line, x: x + dx, top: top + dy,
                                  textRange: (textRange.lowerBound + offset)..<(textRange.upperBound + offset),
                                  height: height, hyphenated: hyphenated, endsInForcedBreak: endsInForcedBreak)
        // In the same text its other offsets stand.
        if offset == 0 {
            moved.utf16Range = utf16Range
            moved.scalarRange = scalarRange
        }
        return moved
    }
}

/// Lines of text broken to a width (ICU's line break opportunities, libhyphen's hyphenation
/// points), in the Unicode Bidirectional Algorithm's order (FriBidi; rules L1–L2 per line),
/// aligned and indented by a ``ParagraphStyle``.
public struct Paragraph: Sendable {
    /// The lines, top to bottom, each placed.
    public let lines: [ParagraphLine]
    /// The width the paragraph was broken to.
    public let width: Double
    /// The sum of the lines' heights, with line and paragraph spacing.
    public let height: Double
    /// The text was cut by `maxLines`.
    public let truncated: Bool
    /// The text the lines were set from: their ranges and glyph clusters index into it.
    public let text: String

    init(lines: [ParagraphLine], width: Double, height: Double, truncated: Bool, text: String = "") {
        self.lines = lines
        self.width = width
        self.height = height
        self.truncated = truncated
        self.text = text
    }

    /// The paragraph with each line's UTF-16 and scalar ranges set from its UTF-8 range in `text`.
    func settingOffsets(text: String) -> Paragraph {
        let utf8 = Array(text.utf8)
        // UTF-16 and scalar offsets at every UTF-8 offset that starts a code point (and the end).
        var u16 = [Int32](repeating: 0, count: utf8.count + 1)
        var sc = [Int32](repeating: 0, count: utf8.count + 1)
        var a: Int32 = 0, b: Int32 = 0
        var i = 0
        while i < utf8.count {
            u16[i] = a; sc[i] = b
            let byte = utf8[i]
            let len = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            for k in 1..<len where i + k < utf8.count { u16[i + k] = a; sc[i + k] = b }
            a += len == 4 ? 2 : 1
            b += 1
            i += len
        }
        u16[utf8.count] = a
        sc[utf8.count] = b
        func clamp(_ x: Int) -> Int { min(max(x, 0), utf8.count) }
        let out = lines.map { l -> ParagraphLine in
            var l = l
            let lo = clamp(l.textRange.lowerBound), hi = max(lo, clamp(l.textRange.upperBound))
            l.utf16Range = Int(u16[lo])..<Int(u16[hi])
            l.scalarRange = Int(sc[lo])..<Int(sc[hi])
            return l
        }
        return Paragraph(lines: out, width: width, height: height, truncated: truncated, text: text)
    }
}

/// The alignment a line is set with, from a style's and the options' alignments.
enum ResolvedAlignment {
    case left, right, center, justified

    /// How far from the left of its room a line is placed when `free` points of the room are
    /// left over: the one placement rule of paragraphs and labels.
    func offset(free: Double) -> Double {
        switch self {
        case .left, .justified: return 0
        case .right: return free
        case .center: return free / 2
        }
    }
}

extension ParagraphOptions {
    /// The style's alignment unless natural, else the options' (leading, center, trailing,
    /// justified), made absolute for a paragraph direction.
    func resolvedAlignment(rtl: Bool) -> (ResolvedAlignment, justified: Bool) {
        switch style.alignment {
        case .left: return (.left, false)
        case .right: return (.right, false)
        case .center: return (.center, false)
        case .justified: return (rtl ? .right : .left, true)
        case .natural:
            switch alignment {
            case .leading: return (rtl ? .right : .left, false)
            case .trailing: return (rtl ? .left : .right, false)
            case .center: return (.center, false)
            case .justified: return (rtl ? .right : .left, true)
            }
        }
    }
}

extension Typesetter {
    /// Whether hyphenation is available for a BCP 47 language: libhyphen has a dictionary for it
    /// (opened now and kept). Without one, `hyphenationFactor` has no effect.
    public static func hasHyphenationDictionary(for language: String?) -> Bool {
        HyphenationDictionaries.hasDictionary(for: language)
    }

    /// The hyphenation points of a word in a language: the code point offsets after which it may
    /// be hyphenated (libhyphen's standard points, with the dictionary's minimum lengths at each
    /// end); empty when the language has no dictionary.
    public static func hyphenationPoints(_ word: String, language: String?) -> [Int] {
        guard let d = HyphenationDictionaries.dictionary(for: language) else { return [] }
        return d.points(word.unicodeScalars.map { lowercase($0) })
    }

    /// The hyphenator of a BCP 47 language: libhyphen's LibreOffice dictionary for it (opened now
    /// and kept), nil when there is none. A run's words are hyphenated by it unless the run's
    /// ``TextAttributes/hyphenator`` is set.
    public static func hyphenator(for language: String?) -> (any Hyphenator)? {
        HyphenationDictionaries.dictionary(for: language)
    }

    /// A code point lower-cased when its lower case is one code point (else itself).
    static func lowercase(_ s: Unicode.Scalar) -> UInt32 {
        let m = s.properties.lowercaseMapping.unicodeScalars
        return m.count == 1 ? (m.first?.value ?? s.value) : s.value
    }

    /// Breaks `text` into lines of at most `options.width` points less the style's indents. Hard
    /// breaks (LF, CR LF, CR, U+2029) end a paragraph; U+2028 forces a new line. Break
    /// opportunities are ICU's for the attributes' language (dictionaries for Thai, Lao, Khmer and
    /// Myanmar; kinsoku for Japanese); with a `hyphenationFactor` above 0, words are also
    /// hyphenated at libhyphen's points, and a line that breaks at a soft hyphen (U+00AD) ends
    /// with a visible hyphen. A word wider than the line is broken at a hyphenation point when one
    /// fits, else between grapheme clusters. Lines are chosen as `style.wrap` says (greedy,
    /// balanced, pretty or optimal). Each line is reshaped on its own (contextual forms and
    /// kerning at line ends are right) with the attributes' tracking and line height. This is
    /// ``paragraph(runs:options:)`` with one run: the same engine.
    public static func paragraph(_ text: String, _ attrs: TextAttributes, options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        let W = options.width
        guard W.isFinite, W >= 0 else { throw LayoutError.invalid("width", W, "must be a finite number ≥ 0") }
        // A single style is one run, set by the one engine.
        return try setParagraphs([TextRun(text, attrs)], options: options)
    }

    /// Whether a code point is in a script written without spaces between words, where a line is
    /// justified between characters (Han, kana, CJK punctuation and fullwidth forms) or between
    /// words (Thai, Lao, Khmer, Myanmar).
    static func isWrittenWithoutSpaces(_ c: UInt32) -> Bool {
        switch c {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0x2E80...0x2FDF, 0x3001...0x303F,
             0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60,
             0xFF66...0xFF9F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// The most a justified line adds at one place, in ems of the font there: a line that would
    /// need more (two words on a wide line) is stretched this far and left short at its end,
    /// rather than opened into a gap across the line. Three ems is more than any line of a narrow
    /// column needs (German with long compounds, 110 to 300 pt at 15 pt, needs up to 2.5 em).
    static let maximumJustificationPerGap = 3.0

    /// The line stretched to `width` (CSS `text-justify: auto`): at its word separators (U+0020,
    /// U+00A0, U+3000) and, in scripts written without spaces, at the break opportunities
    /// `expansions` (line-relative UTF-8 offsets of the graphemes before them): between ideographs
    /// and kana in Chinese and Japanese, between the dictionary's words in Thai, Lao, Khmer and
    /// Myanmar. A line with neither widens at its other opportunities (after a hyphen, a slash).
    /// Each place grows by at most ``maximumJustificationPerGap`` em, so a line with too few places
    /// stays short of `width`. Nil when there is nowhere to add space or it is already as wide.
    /// With `shrinks` (optimal fit, which sets a justified line up to a third of its spaces too
    /// wide), a line wider than `width` is narrowed at its word separators.
    static func justify(_ line: ShapedLine, to width: Double, expansions: [Int] = [], shrinks: Bool = false) -> ShapedLine? {
        let extra = width - line.width
        guard extra > 0 || (shrinks && extra < 0) else { return nil }
        let utf8 = Array(line.text.utf8)
        // A line with a tab keeps its columns where its tab stops put them: it is not stretched.
        guard !utf8.contains(0x09) else { return nil }
        func isSpaceAt(_ off: Int) -> Bool {
            guard off < utf8.count else { return false }
            if utf8[off] == 0x20 { return true }
            if utf8[off] == 0xC2, off + 1 < utf8.count, utf8[off + 1] == 0xA0 { return true }
            if utf8[off] == 0xE3, off + 2 < utf8.count, utf8[off + 1] == 0x80, utf8[off + 2] == 0x80 { return true }
            return false
        }
        func scalar(at off: Int) -> UInt32 {
            guard off < utf8.count else { return 0 }
            var it = String(decoding: utf8[off..<min(utf8.count, off + 4)], as: UTF8.self).unicodeScalars.makeIterator()
            return it.next()?.value ?? 0
        }
        let spaced = expansions.filter { !isSpaceAt($0) && isWrittenWithoutSpaces(scalar(at: $0)) }
        let hasSeparator = line.runs.contains { $0.glyphs.contains { isSpaceAt($0.cluster) } }
        // Separators and the opportunities of scripts without spaces; else any opportunity.
        let expandAt = extra < 0 ? [] : Set(hasSeparator || !spaced.isEmpty ? spaced : expansions.filter { !isSpaceAt($0) })
        func widensAt(_ run: GlyphRun, _ i: Int) -> Bool {
            let c = run.glyphs[i].cluster
            if isSpaceAt(c) { return true }
            guard expandAt.contains(c) else { return false }
            // Visual order: the glyph of the cluster that is last in the run's logical order.
            let next = run.isRightToLeft ? i - 1 : i + 1
            return next < 0 || next >= run.glyphs.count || run.glyphs[next].cluster != c
        }
        let places = line.runs.reduce(0) { acc, r in acc + r.glyphs.indices.filter { widensAt(r, $0) }.count }
        guard places > 0 else { return nil }
        let add = extra / Double(places)
        // Pens are continuous across runs: a glyph's offset from its pen is kept.
        var oldPen = 0.0, pen = 0.0
        var runs: [GlyphRun] = []
        for r in line.runs {
            var glyphs = r.glyphs
            let most = extra < 0 ? 0 : maximumJustificationPerGap * r.font.pointSize
            for i in glyphs.indices {
                glyphs[i].x = pen + (r.glyphs[i].x - oldPen)
                oldPen += r.glyphs[i].advance
                if widensAt(r, i) { glyphs[i].advance += min(add, most) }
                pen += glyphs[i].advance
            }
            var run = GlyphRun(font: r.font, glyphs: glyphs, isRightToLeft: r.isRightToLeft, script: r.script,
                               bidiLevel: r.bidiLevel, textRange: r.textRange)
            run.color = r.color  // a rich text run's colour stays
            runs.append(run)
        }
        return line.with(runs: runs, width: pen)
    }
}
