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
    /// The line's left edge, in points from the paragraph's left edge.
    public let x: Double
    /// The top of the line's box, in points from the paragraph's top.
    public let top: Double
    /// The baseline, in points from the paragraph's top: the line's ascent + descent box centred
    /// in its line height.
    public var baseline: Double { top + (line.lineHeight - (line.ascent + line.descent)) / 2 + line.ascent }
    /// The line's text as UTF-8 offsets in the paragraph's text (trailing spaces, which hang
    /// past the edge and are not drawn, excluded).
    public let textRange: Range<Int>
}

/// Lines of text broken to a width (UAX #14 opportunities, libunibreak), in the Unicode
/// Bidirectional Algorithm's order (FriBidi; rules L1–L2 per line), aligned.
public struct Paragraph: Sendable {
    public let lines: [ParagraphLine]
    /// The width the paragraph was broken to.
    public let width: Double
    /// The sum of the lines' heights.
    public let height: Double
    /// The text was cut by `maxLines`.
    public let truncated: Bool
}

extension Typesetter {
    /// Breaks `text` into lines of at most `options.width` points. Hard breaks (LF, CR LF, CR,
    /// U+2029) start a new bidi paragraph; U+2028 breaks a line. A word wider than the width is
    /// broken between grapheme clusters. Each line is reshaped on its own (contextual forms and
    /// kerning at line ends are right) with the attributes' tracking and line height.
    public static func paragraph(_ text: String, _ attrs: TextAttributes, options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        let W = options.width
        guard W.isFinite, W >= 0 else { throw LayoutError.invalid("width", W, "must be a finite number ≥ 0") }
        if let m = options.maxLines, m < 1 {
            throw LayoutError(.invalidArgument, input: "maximum lines \(m)", reason: "must be at least 1")
        }
        let fonts = fonts(attrs)
        let pm = attrs.tracking.perMille
        let src = attrs.tracking.source
        let t = Tracking.points(perMille: pm, pointSize: attrs.font.pointSize)

        // Bidi paragraphs, as UTF-8 ranges of the text.
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

        struct Pending { let line: ShapedLine; let range: Range<Int>; let isLastOfParagraph: Bool; let rtl: Bool }
        var pending: [Pending] = []
        var truncated = false
        let maxLines = options.maxLines ?? Int.max

        paraLoop: for pr in paras {
            let ptext = String(decoding: bytes[pr], as: UTF8.self)
            let a = Analysis(ptext, fonts: fonts.map(\.hb), direction: attrs.direction)
            let n = a.scalars.count
            if n == 0 {
                if pending.count == maxLines { truncated = true; break }
                pending.append(Pending(line: measure("", attrs), range: pr.lowerBound..<pr.lowerBound,
                                       isLastOfParagraph: true, rtl: a.baseRTL))
                continue
            }
            // Advances per grapheme on the whole paragraph, tracking after each included.
            let whole = Shaper.shape(a, range: 0..<n, attrs: attrs, fonts: fonts, ligaturesOff: pm != 0)
                .positioned(perMille: pm, source: src)
            let gCount = a.graphemeCount
            var adv = [Double](repeating: 0, count: gCount)
            for run in whole.runs {
                for g in run.glyphs { adv[a.grapheme(ofByte: g.cluster)] += g.advance }
            }
            // Break opportunities after each grapheme (after its last code point).
            let brks = LineBreaker.breaks(a.scalars, language: attrs.language)
            func breakAfter(_ g: Int) -> LineBreaker.Break { brks[a.graphemeStarts[g + 1] - 1] }
            func isSpace(_ g: Int) -> Bool {
                for k in a.graphemeStarts[g]..<a.graphemeStarts[g + 1] {
                    let c = a.scalars[k]
                    if !(c == 0x20 || c == 0x09 || c == 0x3000 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x205F || c == 0x1680) { return false }
                }
                return true
            }

            var start = 0
            while start < gCount {
                if pending.count == maxLines - 1 && maxLines != Int.max {
                    // The last allowed line: the rest of the text, fitted (truncated) to the width.
                    let restStart = pr.lowerBound + a.offsets[a.graphemeStarts[start]]
                    var rest = String(decoding: bytes[restStart..<bytes.count], as: UTF8.self)
                    rest = rest.replacingOccurrences(of: "\r\n", with: " ")
                        .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
                        .replacingOccurrences(of: "\u{2029}", with: " ").replacingOccurrences(of: "\u{2028}", with: " ")
                    let fit = try fit(rest, width: W, attrs, options: options.fit)
                    let cut = !fit.fits || fit.truncated
                    // Only a cut when text remains past what fits.
                    pending.append(Pending(line: fit.line, range: restStart..<bytes.count, isLastOfParagraph: true, rtl: a.baseRTL))
                    truncated = cut
                    break paraLoop
                }
                // Greedy: the last opportunity whose line (trailing spaces hanging) fits.
                var w = 0.0
                var lastFit: Int? = nil      // grapheme index after which to break
                var g = start
                while g < gCount {
                    w += adv[g]
                    // Width if we broke after g: without trailing spaces and the tracking after the last.
                    var e = g
                    var we = w
                    while e >= start && isSpace(e) { we -= adv[e]; e -= 1 }
                    let lineW = we - (e >= start ? t : 0)
                    let b = g + 1 < gCount ? breakAfter(g) : .mandatory
                    if lineW > W + 1e-9 && !isSpace(g) { break }
                    if b == .mandatory && g + 1 < gCount {
                        lastFit = g
                        break
                    }
                    if b != .none || g + 1 == gCount { lastFit = g }
                    g += 1
                }
                var end: Int  // last grapheme of the line (inclusive)
                if let lf = lastFit {
                    end = lf
                } else {
                    // Nothing fits before an opportunity: break inside the word, between grapheme
                    // clusters (at least one per line).
                    var ww = 0.0
                    end = start
                    while end + 1 < gCount && ww + adv[end] + adv[end + 1] - t <= W + 1e-9 { ww += adv[end]; end += 1 }
                }
                // Trailing spaces hang: excluded from the shaped line.
                var contentEnd = end
                while contentEnd >= start && isSpace(contentEnd) { contentEnd -= 1 }
                let sc0 = a.graphemeStarts[start]
                let sc1 = contentEnd >= start ? a.graphemeStarts[contentEnd + 1] : sc0
                var line: ShapedLine
                if sc1 > sc0 {
                    // Rule L1: the line's trailing whitespace would take the paragraph level; it is
                    // excluded here, so the levels of the content stand.
                    line = Shaper.shape(a, range: sc0..<sc1, attrs: attrs, fonts: fonts, ligaturesOff: pm != 0)
                        .positioned(perMille: pm, source: src)
                } else {
                    line = measure("", attrs)
                }
                let r0 = pr.lowerBound + a.offsets[sc0], r1 = pr.lowerBound + a.offsets[sc1]
                pending.append(Pending(line: line, range: r0..<r1, isLastOfParagraph: end + 1 >= gCount, rtl: a.baseRTL))
                start = end + 1
            }
        }

        // Place: alignment and vertical position.
        var out: [ParagraphLine] = []
        var top = 0.0
        for p in pending {
            var line = p.line
            var x: Double
            let leadingIsLeft = !p.rtl
            switch options.alignment {
            case .leading: x = leadingIsLeft ? 0 : W - line.width
            case .trailing: x = leadingIsLeft ? W - line.width : 0
            case .center: x = (W - line.width) / 2
            case .justified:
                if !p.isLastOfParagraph, let j = justify(line, to: W) { line = j }
                x = leadingIsLeft ? 0 : W - line.width
            }
            out.append(ParagraphLine(line: line, x: x, top: top, textRange: p.range))
            top += line.lineHeight
        }
        return Paragraph(lines: out, width: W, height: top, truncated: truncated)
    }

    /// The line stretched to `width` by widening its spaces (U+0020, U+00A0, U+3000); nil when
    /// it has none or is already as wide.
    static func justify(_ line: ShapedLine, to width: Double) -> ShapedLine? {
        let extra = width - line.width
        guard extra > 0 else { return nil }
        let utf8 = Array(line.text.utf8)
        func isSpaceAt(_ off: Int) -> Bool {
            guard off < utf8.count else { return false }
            if utf8[off] == 0x20 { return true }
            if utf8[off] == 0xC2, off + 1 < utf8.count, utf8[off + 1] == 0xA0 { return true }
            if utf8[off] == 0xE3, off + 2 < utf8.count, utf8[off + 1] == 0x80, utf8[off + 2] == 0x80 { return true }
            return false
        }
        let spaces = line.runs.reduce(0) { $0 + $1.glyphs.filter { isSpaceAt($0.cluster) }.count }
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
                if isSpaceAt(r.glyphs[i].cluster) { glyphs[i].advance += add }
                pen += glyphs[i].advance
            }
            runs.append(GlyphRun(font: r.font, glyphs: glyphs, isRightToLeft: r.isRightToLeft, script: r.script,
                                 bidiLevel: r.bidiLevel, textRange: r.textRange))
        }
        return ShapedLine(text: line.text, runs: runs, width: pen, ascent: line.ascent, descent: line.descent,
                          lineHeight: line.lineHeight, lineHeightSource: line.lineHeightSource, tracking: line.tracking,
                          ligaturesDisabled: line.ligaturesDisabled, fallbacks: line.fallbacks,
                          isRightToLeft: line.isRightToLeft, untrackedWidth: line.untrackedWidth,
                          trackedGaps: line.trackedGaps, graphemeCount: line.graphemeCount)
    }
}
