import Foundation
import TypeSystem

/// Horizontal alignment of the lines of a paragraph. Leading and trailing follow the paragraph's
/// direction (leading is the right edge of a right-to-left paragraph).
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, center, trailing
    /// Lines but the last of each paragraph are stretched to the width at their spaces.
    case justified
}

/// How a paragraph is broken into lines.
public struct ParagraphOptions: Sendable, Hashable {
    /// The width lines are broken to, in points.
    public var width: Double
    public var alignment: TextAlignment
    /// At most this many lines; the last one is truncated (nil: no limit).
    public var maxLines: Int?
    /// How the last line is fitted when `maxLines` cuts the text.
    public var fit: FitOptions
    /// The paragraph style: indents, spacing, line height, hyphenation, wrapping. Its alignment,
    /// when not `.natural`, takes precedence over `alignment`.
    public var style: ParagraphStyle

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
        ParagraphLine(line: line, x: x + dx, top: top + dy,
                      textRange: (textRange.lowerBound + offset)..<(textRange.upperBound + offset),
                      height: height, hyphenated: hyphenated, endsInForcedBreak: endsInForcedBreak)
    }
}

/// Lines of text broken to a width (ICU's line break opportunities, libhyphen's hyphenation
/// points), in the Unicode Bidirectional Algorithm's order (FriBidi; rules L1–L2 per line),
/// aligned and indented by a ``ParagraphStyle``.
public struct Paragraph: Sendable {
    public let lines: [ParagraphLine]
    /// The width the paragraph was broken to.
    public let width: Double
    /// The sum of the lines' heights, with line and paragraph spacing.
    public let height: Double
    /// The text was cut by `maxLines`.
    public let truncated: Bool

    init(lines: [ParagraphLine], width: Double, height: Double, truncated: Bool) {
        self.lines = lines
        self.width = width
        self.height = height
        self.truncated = truncated
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
        return Paragraph(lines: out, width: width, height: height, truncated: truncated)
    }
}

/// The alignment a line is set with, from a style's and the options' alignments.
enum ResolvedAlignment { case left, right, center, justified }

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
        Hyphenator.hasDictionary(for: language)
    }

    /// The hyphenation points of a word in a language: the code point offsets after which it may
    /// be hyphenated (libhyphen's standard points, with the dictionary's minimum lengths at each
    /// end); empty when the language has no dictionary.
    public static func hyphenationPoints(_ word: String, language: String?) -> [Int] {
        guard let d = Hyphenator.dictionary(for: language) else { return [] }
        return d.points(word.unicodeScalars.map { lowercase($0) })
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
    /// hyphenated at libhyphen's points. A word wider than the line is broken at a hyphenation
    /// point when one fits, else between grapheme clusters. Lines are chosen as `style.wrap` says
    /// (greedy, balanced or pretty). Each line is reshaped on its own (contextual forms and
    /// kerning at line ends are right) with the attributes' tracking and line height.
    public static func paragraph(_ text: String, _ attrs: TextAttributes, options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        let W = options.width
        guard W.isFinite, W >= 0 else { throw LayoutError.invalid("width", W, "must be a finite number ≥ 0") }
        if let m = options.maxLines, m < 1 {
            throw LayoutError(.invalidArgument, input: "maximum lines \(m)", reason: "must be at least 1")
        }
        let style = options.style
        if let reason = style.invalidReason {
            throw LayoutError(.invalidArgument, input: "paragraph style", reason: reason)
        }
        let fonts = fonts(attrs)
        let pm = attrs.tracking.perMille
        let src = attrs.tracking.source
        let t = Tracking.points(perMille: pm, pointSize: attrs.font.pointSize)
        let factor = Double(style.hyphenationFactor)
        let dictionary = factor > 0 ? Hyphenator.dictionary(for: attrs.language) : nil
        // The hyphen drawn at a hyphenated line's end: U+2010 when the font has it, else U+002D.
        let hyphen = fonts[0].hb.nominalGlyph(0x2010) != nil ? "\u{2010}" : "-"
        let hyphenWidth = dictionary != nil ? measure(hyphen, attrs).width + t : 0
        let lineEnd = style.lineEnd(inWidth: W)
        func available(_ lineOfParagraph: Int) -> Double {
            max(0, lineEnd - (lineOfParagraph == 0 ? style.firstLineHeadIndent : style.headIndent))
        }

        // Paragraphs, as UTF-8 ranges of the text.
        let bytes = Array(text.utf8)
        var paras: [Range<Int>] = []
        var s = 0, i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                paras.append(s..<i)
                if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                s = i + 1
            } else if bytes[i] == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA9 {
                paras.append(s..<i)  // U+2029 PARAGRAPH SEPARATOR
                i += 2
                s = i + 1
            }
            i += 1
        }
        paras.append(s..<bytes.count)

        struct Pending {
            let line: ShapedLine
            let range: Range<Int>
            let isLastOfParagraph: Bool
            let forced: Bool
            let rtl: Bool
            let paragraph: Int
            let lineOfParagraph: Int
            let hyphenated: Bool
            /// Line-relative UTF-8 offsets of the graphemes after which justification may add space
            /// when the line has no word separator (CJK, Thai…): its break opportunities.
            let expansions: [Int]
        }
        var pending: [Pending] = []
        var truncated = false
        let maxLines = options.maxLines ?? Int.max

        paraLoop: for (pi, pr) in paras.enumerated() {
            let ptext = String(decoding: bytes[pr], as: UTF8.self)
            let a = Analysis(ptext, fonts: fonts.map(\.hb), direction: attrs.direction)
            let n = a.scalars.count
            if n == 0 {
                if pending.count == maxLines { truncated = true; break }
                pending.append(Pending(line: measure("", attrs), range: pr.lowerBound..<pr.lowerBound,
                                       isLastOfParagraph: true, forced: true, rtl: a.baseRTL, paragraph: pi,
                                       lineOfParagraph: 0, hyphenated: false, expansions: []))
                continue
            }
            // Advances per grapheme on the whole paragraph, tracking after each included.
            let whole = Shaper.shape(a, range: 0..<n, attrs: attrs, fonts: fonts, ligaturesOff: pm != 0)
                .positioned(perMille: pm, source: src)
            // Tab stops, when the paragraph has a tab.
            let tabStops = ptext.utf8.contains(0x09)
                ? TabStops(style, spaceWidth: measure(" ", attrs).width + t, language: attrs.language, rightToLeft: a.baseRTL)
                : nil
            let problem = LineBreakProblem(a, advances: whole, language: attrs.language, tracking: t,
                                           strategy: style.lineBreakStrategy, dictionary: dictionary,
                                           hyphenWidth: hyphenWidth, tabStops: tabStops,
                                           firstLineStart: style.firstLineHeadIndent, lineStart: style.headIndent,
                                           rules: LineBreaker.Rules(style))
            let chosen = problem.lines(wrap: style.wrap, strategy: style.lineBreakStrategy, factor: factor,
                                       available: available)
            for (li, brk) in chosen.enumerated() {
                let start = li == 0 ? 0 : chosen[li - 1].end + 1
                if pending.count == maxLines - 1 && maxLines != Int.max && !(li == chosen.count - 1 && pi == paras.count - 1) {
                    // The last allowed line: the rest of the text, fitted (truncated) to the width.
                    let restStart = pr.lowerBound + a.offsets[a.graphemeStarts[start]]
                    var rest = String(decoding: bytes[restStart..<bytes.count], as: UTF8.self)
                    rest = rest.replacingOccurrences(of: "\r\n", with: " ")
                        .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
                        .replacingOccurrences(of: "\u{2029}", with: " ").replacingOccurrences(of: "\u{2028}", with: " ")
                    let fit = try fit(rest, width: available(li), attrs, options: options.fit)
                    pending.append(Pending(line: fit.line, range: restStart..<bytes.count, isLastOfParagraph: true,
                                           forced: true, rtl: a.baseRTL, paragraph: pi, lineOfParagraph: li,
                                           hyphenated: false, expansions: []))
                    truncated = !fit.fits || fit.truncated
                    break paraLoop
                }
                if pending.count == maxLines && maxLines != Int.max {
                    truncated = true
                    break paraLoop
                }
                let end = brk.end
                // Trailing spaces hang: excluded from the shaped line.
                let contentEnd = problem.lastNonSpace[end] >= start ? problem.lastNonSpace[end] : start - 1
                let sc0 = a.graphemeStarts[start]
                let sc1 = contentEnd >= start ? a.graphemeStarts[contentEnd + 1] : sc0
                var line: ShapedLine
                if brk.hyphen && sc1 > sc0 {
                    let lineText = String(decoding: a.utf8[a.offsets[sc0]..<a.offsets[sc1]], as: UTF8.self) + hyphen
                    line = measure(lineText, attrs)
                } else if sc1 > sc0 {
                    // Rule L1: the line's trailing whitespace would take the paragraph level; it is
                    // excluded here, so the levels of the content stand.
                    line = Shaper.shape(a, range: sc0..<sc1, attrs: attrs, fonts: fonts, ligaturesOff: pm != 0)
                        .positioned(perMille: pm, source: src)
                } else {
                    line = measure("", attrs)
                }
                if let tabStops {
                    line = tabStops.setting(line, startX: li == 0 ? style.firstLineHeadIndent : style.headIndent)
                }
                var expansions: [Int] = []
                if contentEnd > start {
                    let base = a.offsets[sc0]
                    for g in start..<contentEnd where problem.kind[g] == .allowed {
                        expansions.append(a.offsets[a.graphemeStarts[g]] - base)
                    }
                }
                let r0 = pr.lowerBound + a.offsets[sc0], r1 = pr.lowerBound + a.offsets[sc1]
                let last = end + 1 >= problem.count
                pending.append(Pending(line: line, range: r0..<r1, isLastOfParagraph: last,
                                       forced: last || problem.kind[end] == .mandatory, rtl: a.baseRTL,
                                       paragraph: pi, lineOfParagraph: li, hyphenated: brk.hyphen,
                                       expansions: expansions))
            }
        }

        // Place: indents, alignment and vertical position.
        var out: [ParagraphLine] = []
        var top = 0.0
        for (k, p) in pending.enumerated() {
            if k > 0 && p.lineOfParagraph == 0 {
                top += style.paragraphSpacing + style.paragraphSpacingBefore
            }
            var line = p.line
            let head = p.lineOfParagraph == 0 ? style.firstLineHeadIndent : style.headIndent
            // The line's box between the indents, from the paragraph's left edge.
            let lo = p.rtl ? W - lineEnd : head
            let hi = p.rtl ? W - head : lineEnd
            let (align, justified) = options.resolvedAlignment(rtl: p.rtl)
            if justified && !p.forced, let j = justify(line, to: hi - lo, expansions: p.expansions) { line = j }
            let x: Double
            switch align {
            case .left, .justified: x = lo
            case .right: x = hi - line.width
            case .center: x = lo + (hi - lo - line.width) / 2
            }
            let h = style.lineHeight(natural: line.lineHeight)
            out.append(ParagraphLine(line: line, x: x, top: top, textRange: p.range, height: h,
                                     hyphenated: p.hyphenated, endsInForcedBreak: p.forced))
            top += h
            if !p.isLastOfParagraph { top += style.lineSpacing }
        }
        return Paragraph(lines: out, width: W, height: top, truncated: truncated).settingOffsets(text: text)
    }

    /// The line stretched to `width`: by widening its word separators (U+0020, U+00A0, U+3000)
    /// when it has any; otherwise (Thai, Lao, Khmer, Myanmar, Chinese, Japanese: scripts written
    /// without spaces) by adding space after the graphemes at `expansions` (line-relative UTF-8
    /// offsets: the line's break opportunities, which ICU puts between words and between
    /// ideographs). Nil when there is nowhere to add space or it is already as wide.
    static func justify(_ line: ShapedLine, to width: Double, expansions: [Int] = []) -> ShapedLine? {
        let extra = width - line.width
        guard extra > 0 else { return nil }
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
        var spaces = line.runs.reduce(0) { $0 + $1.glyphs.filter { isSpaceAt($0.cluster) }.count }
        // Without separators: the last glyph of each grapheme before an opportunity.
        let expandAt = Set(expansions)
        let useSeparators = spaces > 0
        func widensAt(_ run: GlyphRun, _ i: Int) -> Bool {
            if useSeparators { return isSpaceAt(run.glyphs[i].cluster) }
            let c = run.glyphs[i].cluster
            guard expandAt.contains(c) else { return false }
            // Visual order: the glyph of the cluster that is last in the run's logical order.
            let next = run.isRightToLeft ? i - 1 : i + 1
            return next < 0 || next >= run.glyphs.count || run.glyphs[next].cluster != c
        }
        if spaces == 0 && !expandAt.isEmpty {
            spaces = line.runs.reduce(0) { acc, r in acc + r.glyphs.indices.filter { widensAt(r, $0) }.count }
        } else if spaces == 0 {
            return nil
        }
        guard spaces > 0 else { return nil }
        let add = extra / Double(spaces)
        // Pens are continuous across runs: a glyph's offset from its pen is kept.
        var oldPen = 0.0, pen = 0.0
        var runs: [GlyphRun] = []
        for r in line.runs {
            var glyphs = r.glyphs
            for i in glyphs.indices {
                glyphs[i].x = pen + (r.glyphs[i].x - oldPen)
                oldPen += r.glyphs[i].advance
                if widensAt(r, i) { glyphs[i].advance += add }
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
