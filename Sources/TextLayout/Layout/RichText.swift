/// A run of text with its own attributes: one piece of a paragraph that mixes styles, like
/// concatenated SwiftUI `Text` values or the runs of an attributed string.
public struct TextRun: Sendable {
    /// The run's text. A line feed (or U+2029) ends a paragraph; U+2028 ends a line.
    public var text: String
    /// How the run is set: its font, size, tracking, kerning and line height.
    public var attributes: TextAttributes
    /// Its colour when drawn; nil: the drawing's foreground.
    public var color: RGBA?

    /// A run of `text` set with `attributes`, drawn in `color` (the foreground when nil).
    public init(_ text: String, _ attributes: TextAttributes, color: RGBA? = nil) {
        self.text = text
        self.attributes = attributes
        self.color = color
    }
}

/// A piece of a line: consecutive code points of one run.
fileprivate struct Piece {
    var run: Int
    var scalars: [UInt32]
}

extension Typesetter {
    /// Lays out runs in different styles as one paragraph (`options.width` infinity: no wrapping,
    /// one line per hard break), as concatenated SwiftUI `Text` does:
    /// lines break at the opportunities of the whole text (ICU, in the first run's language), whatever run
    /// they fall in; each run is shaped with its own attributes (shaping breaks at run
    /// boundaries, as it does on Apple's platforms); a line's ascent, descent and height are the
    /// largest of the runs on it, so the tallest run sets the line height.
    ///
    /// The style applies as in a paragraph of one style: indents, spacing, line height, tab stops,
    /// the wrap mode (balance and pretty by bisection on the width) and hyphenation in the first
    /// run's language, for a word that lies within one run.
    ///
    /// Limits: each run keeps its own direction (bidi reordering across runs is not done), and a
    /// word wider than the width that cannot be hyphenated overflows rather than breaking inside.
    /// With `maxLines`, the last line ends with an ellipsis in its last run's attributes when text
    /// is cut.
    public static func paragraph(runs: [TextRun], options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        let W = options.width
        guard W.isFinite || W == .infinity, W >= 0 else {
            throw LayoutError.invalid("width", W, "must be a finite number ≥ 0, or infinity for no wrapping")
        }
        let style = options.style
        if let reason = style.invalidReason {
            throw LayoutError(.invalidArgument, input: "paragraph style", reason: reason)
        }
        let lineEnd = W == .infinity ? Double.infinity : style.lineEnd(inWidth: W)
        /// The width of a paragraph's line `i` between the indents.
        func available(_ i: Int) -> Double {
            max(0, lineEnd - (i == 0 ? style.firstLineHeadIndent : style.headIndent))
        }
        if let m = options.maxLines, m < 1 {
            throw LayoutError(.invalidArgument, input: "maximum lines \(m)", reason: "must be at least 1")
        }
        // Code points of the whole text, with the run each belongs to.
        var scalars: [UInt32] = []
        var owner: [Int] = []
        for (i, run) in runs.enumerated() {
            for s in run.text.unicodeScalars {
                scalars.append(s.value)
                owner.append(i)
            }
        }
        let breaks = LineBreaker.breaks(scalars, language: runs.first?.attributes.language, rules: LineBreaker.Rules(style))

        /// A segment: the text between two break opportunities, as pieces, and how it ends.
        struct Segment { var pieces: [Piece]; var mandatory: Bool; var width = 0.0; var trimmedWidth = 0.0 }

        func text(_ s: [UInt32]) -> String {
            var out = String.UnicodeScalarView()
            for v in s { if let u = Unicode.Scalar(v) { out.append(u) } }
            return String(out)
        }
        func isSpace(_ c: UInt32) -> Bool {
            c == 0x20 || c == 0x09 || c == 0x3000 || (c >= 0x2000 && c <= 0x200A) || c == 0x205F || c == 0x1680
        }
        func isHardBreak(_ c: UInt32) -> Bool { c == 0x0A || c == 0x0D || c == 0x2028 || c == 0x2029 }
        func width(_ pieces: [Piece]) -> Double {
            pieces.reduce(0) { $0 + measure(text($1.scalars), runs[$1.run].attributes).width }
        }
        func trimmed(_ pieces: [Piece]) -> [Piece] {
            var p = pieces
            while var last = p.last {
                while let c = last.scalars.last, isSpace(c) || isHardBreak(c) { last.scalars.removeLast() }
                if last.scalars.isEmpty { p.removeLast() } else { p[p.count - 1] = last; break }
            }
            return p
        }

        // Segments between break opportunities.
        var segments: [Segment] = []
        var current = Segment(pieces: [], mandatory: false)
        for k in scalars.indices {
            if let last = current.pieces.last, last.run == owner[k] {
                current.pieces[current.pieces.count - 1].scalars.append(scalars[k])
            } else {
                current.pieces.append(Piece(run: owner[k], scalars: [scalars[k]]))
            }
            if breaks[k] != .none || k == scalars.count - 1 {
                current.mandatory = breaks[k] == .mandatory && isHardBreak(scalars[k])
                current.width = width(current.pieces)
                current.trimmedWidth = width(trimmed(current.pieces))
                segments.append(current)
                current = Segment(pieces: [], mandatory: false)
            }
        }

        // Tab stops, when the text has a tab: a line's width is then its pieces between the tabs,
        // each tab taken to its stop from where the line starts.
        let tabStops = scalars.contains(0x09) && !runs.isEmpty
            ? TabStops(style, spaceWidth: measure(" ", runs[0].attributes).width, language: runs[0].attributes.language)
            : nil
        func lineStart(_ i: Int) -> Double { i == 0 ? style.firstLineHeadIndent : style.headIndent }
        func tabbedWidth(_ pieces: [Piece], lineOfParagraph i: Int) -> Double {
            guard let tabStops else { return width(pieces) }
            var segments: [(width: Double, toDecimal: Double?)] = []
            var w = 0.0
            var toDecimal: Double?
            for piece in pieces {
                var part: [UInt32] = []
                func flush() {
                    guard !part.isEmpty else { return }
                    let attrs = runs[piece.run].attributes
                    if toDecimal == nil, let d = part.firstIndex(of: UInt32(tabStops.decimalSeparator)) {
                        toDecimal = w + measure(text(Array(part[..<d])), attrs).width
                    }
                    w += measure(text(part), attrs).width
                    part = []
                }
                for c in piece.scalars {
                    if c == 0x09 {
                        flush()
                        segments.append((w, toDecimal))
                        w = 0
                        toDecimal = nil
                    } else {
                        part.append(c)
                    }
                }
                flush()
            }
            segments.append((w, toDecimal))
            return tabStops.width(startX: lineStart(i), segments: segments)
        }

        // Hyphenation, in the first run's language, as in a paragraph of one style.
        let factor = Double(style.hyphenationFactor)
        let language = runs.first?.attributes.language
        let canHyphenate = factor > 0 && Hyphenator.hasDictionary(for: language)
        /// A segment's word split at its last hyphenation point that fits `room` points: the part
        /// that stays (with its hyphen) and the rest. The segment must be one run's letters (then
        /// its spaces); nil when no point fits.
        func hyphenated(_ seg: Segment, room: Double) -> (head: Piece, rest: Segment)? {
            guard canHyphenate, seg.pieces.count == 1, let piece = seg.pieces.first else { return nil }
            let letters = piece.scalars.prefix { c in Unicode.Scalar(c)?.properties.isAlphabetic ?? false }
            guard letters.count >= 2 else { return nil }
            let points = Typesetter.hyphenationPoints(text(Array(letters)), language: language)
            let attrs = runs[piece.run].attributes
            let hyphen: UInt32 = attrs.font.hb.nominalGlyph(0x2010) != nil ? 0x2010 : 0x2D
            for p in points.reversed() where p > 0 && p < letters.count {
                let head = Piece(run: piece.run, scalars: Array(piece.scalars[..<p]) + [hyphen])
                if width([head]) <= room + 1e-9 {
                    var rest = seg
                    rest.pieces = [Piece(run: piece.run, scalars: Array(piece.scalars[p...]))]
                    rest.width = width(rest.pieces)
                    rest.trimmedWidth = width(trimmed(rest.pieces))
                    return (head, rest)
                }
            }
            return nil
        }

        /// Lines chosen greedily: as many segments as fit (trailing spaces hang); a hard break ends
        /// a line. `narrowing[p]` takes `by` points off the width of paragraph p's lines from its
        /// line `from` on (balanced and pretty wrapping).
        struct Fill {
            var lines: [[Piece]] = []
            /// Each line's index in its paragraph, whether it ends one (a hard break, the end), its
            /// paragraph, and whether it ends with a hyphen.
            var lineOfParagraph: [Int] = []
            var endsParagraph: [Bool] = []
            var paragraph: [Int] = []
            var hyphenated: [Bool] = []
            var truncated = false
        }
        let maxLines = options.maxLines ?? Int.max
        func fill(narrowing: [Int: (from: Int, by: Double)] = [:]) -> Fill {
            var f = Fill()
            var line: [Piece] = []
            var lineWidth = 0.0
            var index = 0
            var inParagraph = 0, paragraph = 0
            var carried: Segment?  // the rest of a hyphenated word, set first on the next line
            func room() -> Double {
                guard let n = narrowing[paragraph], inParagraph >= n.from else { return available(inParagraph) }
                return max(0, available(inParagraph) - n.by)
            }
            func endLine(ends: Bool, hyphen: Bool = false) {
                f.lines.append(line)
                f.lineOfParagraph.append(inParagraph)
                f.endsParagraph.append(ends)
                f.paragraph.append(paragraph)
                f.hyphenated.append(hyphen)
                if ends { inParagraph = 0; paragraph += 1 } else { inParagraph += 1 }
                line = []
                lineWidth = 0
            }
            while carried != nil || index < segments.count {
                let fromCarried = carried != nil
                let seg = carried ?? segments[index]
                let fitted = tabStops == nil ? lineWidth + seg.trimmedWidth
                    : tabbedWidth(trimmed(line + seg.pieces), lineOfParagraph: inParagraph)
                if fitted > room() + 1e-9 {
                    // Filled to less than the factor of its width, or with a word that fits nowhere:
                    // hyphenate the word when a point fits (not after a tab: its stop decides).
                    let filled = line.isEmpty ? 0 : lineWidth / max(room(), 1e-9)
                    if tabStops == nil, filled < factor || line.isEmpty, let (head, rest) = hyphenated(seg, room: room() - lineWidth) {
                        line.append(head)
                        carried = rest
                        if !fromCarried { index += 1 }  // the segment now goes on as its rest
                        endLine(ends: false, hyphen: true)
                        if f.lines.count == maxLines { f.truncated = true; break }
                        continue
                    }
                    if !line.isEmpty {
                        endLine(ends: false)
                        if f.lines.count == maxLines { f.truncated = true; break }
                        continue
                    }
                }
                line += seg.pieces
                lineWidth += seg.width
                if fromCarried { carried = nil } else { index += 1 }
                if seg.mandatory {
                    let c = seg.pieces.last?.scalars.last ?? 0
                    endLine(ends: c != 0x2028)
                    if f.lines.count == maxLines && index < segments.count { f.truncated = true; break }
                }
            }
            if !line.isEmpty && !f.truncated { endLine(ends: true) }
            if f.lines.isEmpty {
                f.lines = [[]]; f.lineOfParagraph = [0]; f.endsParagraph = [true]; f.paragraph = [0]; f.hyphenated = [false]
            }
            if let last = f.endsParagraph.indices.last { f.endsParagraph[last] = true }
            return f
        }

        var chosen = fill()
        if style.wrap != .greedy && W.isFinite && !chosen.truncated {
            func counts(_ f: Fill) -> [Int: Int] { f.paragraph.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
            /// The words of paragraph p's last line.
            func lastLineWords(_ f: Fill, _ p: Int) -> Int {
                guard let i = f.paragraph.lastIndex(of: p) else { return 0 }
                return f.lines[i].flatMap(\.scalars).split(whereSeparator: isSpace).count
            }
            let greedyCounts = counts(chosen)
            var narrowing: [Int: (from: Int, by: Double)] = [:]
            for (p, n) in greedyCounts where n > 1 {
                // Balanced (CSS text-wrap: balance, as Chromium does it, by bisection): the
                // paragraph in the narrowest width that keeps its number of lines. Pretty: only
                // its last lines (up to four), narrowed as little as makes the last line hold
                // more than one word, when that keeps the number of lines.
                let from = style.wrap == .balance ? 0 : max(0, n - 4)
                if style.wrap == .pretty && lastLineWords(chosen, p) != 1 { continue }
                func trial(_ by: Double) -> Fill {
                    var t = narrowing
                    t[p] = (from, by)
                    return fill(narrowing: t)
                }
                func keeps(_ f: Fill) -> Bool { !f.truncated && counts(f)[p] == n }
                var lo = 0.0, hi = max(0, available(1))
                for _ in 0..<24 {
                    let mid = (lo + hi) / 2
                    if keeps(trial(mid)) { lo = mid } else { hi = mid }
                }
                if style.wrap == .balance {
                    narrowing[p] = (from, lo)
                } else if lastLineWords(trial(lo), p) > 1 {
                    // The least narrowing that gives the last line a second word.
                    var a = 0.0, b = lo
                    for _ in 0..<24 {
                        let mid = (a + b) / 2
                        let f = trial(mid)
                        if lastLineWords(f, p) > 1 && keeps(f) { b = mid } else { a = mid }
                    }
                    narrowing[p] = (from, b)
                }
            }
            if !narrowing.isEmpty { chosen = fill(narrowing: narrowing) }
        }
        let lines = chosen.lines, lineOfParagraph = chosen.lineOfParagraph, endsParagraph = chosen.endsParagraph
        let truncated = chosen.truncated

        // Set each line: its pieces shaped with their run's attributes, side by side.
        var shaped: [ShapedLine] = []
        for (n, pieces) in lines.enumerated() {
            var content = trimmed(pieces)
            if truncated && n == lines.count - 1, let lastRun = content.last?.run ?? pieces.last?.run {
                // Cut: the ellipsis follows in the last run's attributes, backing off until it fits.
                let ellipsis = Piece(run: lastRun, scalars: [0x2026])
                while !content.isEmpty && width(content + [ellipsis]) > available(lineOfParagraph[n]) + 1e-9 {
                    content[content.count - 1].scalars.removeLast()
                    content = trimmed(content)
                }
                content.append(ellipsis)
            }
            var composed = composeLine(content, runs: runs, text: text)
            if let tabStops { composed = tabStops.setting(composed, startX: lineStart(lineOfParagraph[n])) }
            shaped.append(composed)
        }

        // Place: alignment and vertical position, as `paragraph(_:_:options:)` does. Without a
        // width (infinity) the paragraph is as wide as its widest line.
        let box = W == .infinity
            ? (zip(shaped, lineOfParagraph).map { $0.width + ($1 == 0 ? style.firstLineHeadIndent : style.headIndent) }.max() ?? 0)
            : W
        let end = W == .infinity ? box : lineEnd
        var out: [ParagraphLine] = []
        var top = 0.0
        var offset = 0
        let (align, justified) = options.resolvedAlignment(rtl: false)
        for (n, shapedLine) in shaped.enumerated() {
            var line = shapedLine
            let li = lineOfParagraph[n]
            if n > 0 && li == 0 { top += style.paragraphSpacing + style.paragraphSpacingBefore }
            let lo = li == 0 ? style.firstLineHeadIndent : style.headIndent
            if justified && !endsParagraph[n] && end.isFinite, let j = justify(line, to: end - lo) { line = j }
            let x: Double
            switch align {
            case .left, .justified: x = lo
            case .right: x = end - line.width
            case .center: x = lo + (end - lo - line.width) / 2
            }
            let length = line.text.utf8.count
            let h = style.lineHeight(natural: line.lineHeight)
            out.append(ParagraphLine(line: line, x: x, top: top, textRange: offset..<(offset + length), height: h,
                                     hyphenated: chosen.hyphenated[n], endsInForcedBreak: endsParagraph[n]))
            offset += length
            top += h
            if !endsParagraph[n] { top += style.lineSpacing }
        }
        return Paragraph(lines: out, width: box, height: top, truncated: truncated)
            .settingOffsets(text: out.map(\.line.text).joined())
    }

    /// One line made of pieces set in their runs' attributes: glyph runs placed pen after pen; the
    /// line's ascent, descent and height the largest of its pieces'.
    fileprivate static func composeLine(_ pieces: [Piece], runs: [TextRun],
                            text: ([UInt32]) -> String) -> ShapedLine {
        var glyphRuns: [GlyphRun] = []
        var pen = 0.0
        var ascent = 0.0, descent = 0.0, lineHeight = 0.0
        var lineText = ""
        var fallbacks: [FallbackUse] = []
        var graphemes = 0
        var source = "font"
        for piece in pieces {
            let attrs = runs[piece.run].attributes
            let s = text(piece.scalars)
            let shaped = measure(s, attrs)
            let base = lineText.utf8.count
            for r in shaped.runs {
                let glyphs = r.glyphs.map { g -> PositionedGlyph in
                    var moved = g
                    moved.x += pen
                    moved.cluster += base
                    return moved
                }
                var run = GlyphRun(font: r.font, glyphs: glyphs, isRightToLeft: r.isRightToLeft, script: r.script,
                                   bidiLevel: r.bidiLevel, textRange: (r.textRange.lowerBound + base)..<(r.textRange.upperBound + base))
                run.color = runs[piece.run].color
                glyphRuns.append(run)
            }
            for f in shaped.fallbacks {
                fallbacks.append(FallbackUse(text: f.text, textRange: (f.textRange.lowerBound + base)..<(f.textRange.upperBound + base),
                                             face: f.face, synthesis: f.synthesis))
            }
            pen += shaped.width
            ascent = max(ascent, shaped.ascent)
            descent = max(descent, shaped.descent)
            if shaped.lineHeight > lineHeight {
                lineHeight = shaped.lineHeight
                source = shaped.lineHeightSource
            }
            lineText += s
            graphemes += shaped.graphemeCount
        }
        if pieces.isEmpty, let first = runs.first {
            let empty = measure("", first.attributes)
            ascent = empty.ascent
            descent = empty.descent
            lineHeight = empty.lineHeight
            source = empty.lineHeightSource
        }
        let tracking = pieces.first.map { runs[$0.run].attributes }
            .map { AppliedTracking(perMille: $0.tracking.perMille, pointSize: $0.font.pointSize, source: $0.tracking.source) }
            ?? AppliedTracking(perMille: 0, pointSize: 0, source: .none)
        return ShapedLine(text: lineText, runs: glyphRuns, width: pen, ascent: ascent, descent: descent,
                          lineHeight: lineHeight, lineHeightSource: source, tracking: tracking,
                          ligaturesDisabled: false, fallbacks: fallbacks, isRightToLeft: false,
                          untrackedWidth: pen, trackedGaps: 0, graphemeCount: graphemes)
    }
}

/// A paragraph of runs with its own alignment: one block of a document.
public struct TextBlock: Sendable {
    /// The block's runs; a block whose runs hold no text is an empty line as tall as its first run.
    public var runs: [TextRun]
    /// How the block's lines are aligned (when `style.alignment` is natural).
    public var alignment: TextAlignment
    /// The block's paragraph style: indents, spacing, line height (an RTF paragraph's \\fi \\li
    /// \\ri \\sa \\sb \\sl). Its `paragraphSpacingBefore` is not added before the first block,
    /// its `paragraphSpacing` not after the last.
    public var style: ParagraphStyle

    /// A block of `runs` aligned as `alignment` says, set with `style`.
    public init(_ runs: [TextRun], alignment: TextAlignment = .leading, style: ParagraphStyle = ParagraphStyle()) {
        self.runs = runs
        self.alignment = alignment
        self.style = style
    }
}

extension Typesetter {
    /// Blocks (a document's paragraphs, each with its own alignment) laid out one under the
    /// other in `width` points (infinity: no wrapping, as wide as the widest line).
    public static func document(_ blocks: [TextBlock], width: Double) throws(LayoutError) -> Paragraph {
        let blocks = blocks.filter { !$0.runs.isEmpty }
        var box = width
        if width == .infinity {
            // As wide as the widest line: measured unwrapped first, then aligned in that width.
            box = 0
            for block in blocks {
                var style = block.style
                style.tailIndent = 0
                box = max(box, try paragraph(runs: block.runs, options: ParagraphOptions(width: .infinity, style: style)).width
                          + max(0, -block.style.tailIndent))
            }
        }
        var lines: [ParagraphLine] = []
        var top = 0.0
        var offset = 0
        var text = ""
        for (k, block) in blocks.enumerated() {
            if k > 0 { top += blocks[k - 1].style.paragraphSpacing + block.style.paragraphSpacingBefore }
            let p = try paragraph(runs: block.runs, options: ParagraphOptions(width: box, alignment: block.alignment, style: block.style))
            for l in p.lines { lines.append(l.moved(dy: top, offset: offset)) }
            top += p.height
            let blockText = block.runs.map(\.text).joined()
            text += blockText + "\n"
            offset += blockText.utf8.count + 1
        }
        return Paragraph(lines: lines, width: box, height: top, truncated: false).settingOffsets(text: text)
    }
}
