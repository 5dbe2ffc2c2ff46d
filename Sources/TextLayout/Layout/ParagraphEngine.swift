import Foundation
import TypeSystem

/// The one paragraph engine. Attributed runs are its input (a single style is one run):
/// paragraphs are split at hard breaks; each paragraph is analysed once (code points, graphemes,
/// bidi levels over the whole paragraph, whatever run a character is in), each run's part of it
/// shaped once with its own attributes for the grapheme advances; ICU's break opportunities,
/// hyphenation points and soft hyphens make one ``LineBreakProblem``, whose wrap mode chooses the
/// lines; each line is reshaped run by run, its runs put in visual order (UAX #9 L2) across the
/// runs, set at its tab stops, and placed (indents, alignment, justification, line height).
extension Typesetter {
    /// One run's part of a paragraph.
    fileprivate struct Span {
        let run: Int
        /// UTF-8 offsets in the paragraph.
        let bytes: Range<Int>
        /// Code point indices in the paragraph's analysis.
        let scalars: Range<Int>
        /// The part's own analysis (the paragraph's when the paragraph is one run).
        let analysis: Analysis
        /// The paragraph's bidi levels for the part (nil: the analysis' own are the paragraph's).
        let levels: [UInt8]?
        let attrs: TextAttributes
        let fonts: [FontInstance]
        let perMille: Double
        let source: TrackingSource
        /// Tracking in points.
        let tracking: Double
    }

    /// The attributes each run is shaped with, and its hyphen.
    fileprivate struct RunSetting {
        let fonts: [FontInstance]
        let perMille: Double
        let source: TrackingSource
        let tracking: Double
        /// U+2010 when the run's font has it, else U+002D.
        let hyphen: String
    }

    /// Sets attributed runs as paragraphs (`options.width` infinity: no wrapping, one line per
    /// hard break, as wide as the widest line). Hard breaks (LF, CR LF, CR, U+2029) end a
    /// paragraph; U+2028 forces a new line.
    static func setParagraphs(_ runs: [TextRun], options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        let W = options.width
        guard W.isFinite || W == .infinity, W >= 0 else {
            throw LayoutError.invalid("width", W, "must be a finite number ≥ 0, or infinity for no wrapping")
        }
        if let m = options.maxLines, m < 1 {
            throw LayoutError(.invalidArgument, input: "maximum lines \(m)", reason: "must be at least 1")
        }
        let style = options.style
        if let reason = style.invalidReason {
            throw LayoutError(.invalidArgument, input: "paragraph style", reason: reason)
        }
        guard let base = runs.first?.attributes else {
            return Paragraph(lines: [], width: W.isFinite ? W : 0, height: 0, truncated: false)
        }
        let unbounded = !W.isFinite
        let lineEnd = unbounded ? Double.infinity : style.lineEnd(inWidth: W)
        func indent(_ lineOfParagraph: Int) -> Double {
            lineOfParagraph == 0 ? style.firstLineHeadIndent : style.headIndent
        }
        func available(_ lineOfParagraph: Int) -> Double { max(0, lineEnd - indent(lineOfParagraph)) }
        let factor = unbounded ? 0 : Double(style.hyphenationFactor)
        let dictionary = factor > 0 ? Hyphenator.dictionary(for: base.language) : nil
        let wrap = unbounded ? ParagraphStyle.Wrap.greedy : style.wrap

        // The text, and each run's UTF-8 range in it.
        var text = ""
        var runBytes: [Range<Int>] = []
        var settings: [RunSetting] = []
        for r in runs {
            let lo = text.utf8.count
            text += r.text
            runBytes.append(lo..<text.utf8.count)
            let a = r.attributes
            let fonts = fonts(a)
            settings.append(RunSetting(fonts: fonts, perMille: a.tracking.perMille, source: a.tracking.source,
                                       tracking: Tracking.points(perMille: a.tracking.perMille, pointSize: a.font.pointSize),
                                       hyphen: fonts[0].hb.nominalGlyph(0x2010) != nil ? "\u{2010}" : "-"))
        }
        let single = runs.count == 1
        let bytes = Array(text.utf8)
        /// The run holding UTF-8 offset `b` (the last run at the end).
        func runAt(_ b: Int) -> Int {
            var lo = 0, hi = runBytes.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if runBytes[mid].upperBound <= b { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        // A hyphen can be drawn when the text may be hyphenated or has a soft hyphen.
        let hyphens = dictionary != nil || text.unicodeScalars.contains("\u{AD}")
        var hyphenWidthOfRun: [Int: Double] = [:]
        func hyphenWidth(_ r: Int) -> Double {
            if let w = hyphenWidthOfRun[r] { return w }
            let w = measure(settings[r].hyphen, runs[r].attributes).width + settings[r].tracking
            hyphenWidthOfRun[r] = w
            return w
        }

        // Paragraphs, as UTF-8 ranges of the text.
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
            /// when the line's script is written without spaces (CJK, Thai…): its break opportunities.
            let expansions: [Int]
            /// Optimal fit set the line wider than its room, to be justified by shrinking its spaces.
            var shrinks = false
        }
        var pending: [Pending] = []
        var truncated = false
        let maxLines = options.maxLines ?? Int.max

        paraLoop: for (pi, pr) in paras.enumerated() {
            let ptext = paras.count == 1 ? text : String(decoding: bytes[pr], as: UTF8.self)
            let firstRun = runAt(pr.lowerBound)
            let pattrs = runs[firstRun].attributes
            let a = Analysis(ptext, fonts: settings[firstRun].fonts.map(\.hb), direction: base.direction)
            let n = a.scalars.count
            if n == 0 {
                if pending.count == maxLines { truncated = true; break }
                pending.append(Pending(line: measure("", pattrs), range: pr.lowerBound..<pr.lowerBound,
                                       isLastOfParagraph: true, forced: true, rtl: a.baseRTL, paragraph: pi,
                                       lineOfParagraph: 0, hyphenated: false, expansions: []))
                continue
            }
            /// The code point index of paragraph UTF-8 offset `b` (a code point boundary).
            func scalarOf(_ b: Int) -> Int { b >= a.utf8.count ? n : a.scalarIndex(ofByte: b) }
            // The runs' parts of the paragraph.
            var spans: [Span] = []
            var r = firstRun
            while r < runs.count && runBytes[r].lowerBound < pr.upperBound {
                let lo = max(runBytes[r].lowerBound, pr.lowerBound) - pr.lowerBound
                let hi = min(runBytes[r].upperBound, pr.upperBound) - pr.lowerBound
                if lo < hi {
                    let sc = scalarOf(lo)..<scalarOf(hi)
                    let whole = lo == 0 && hi == a.utf8.count && r == firstRun
                    let st = settings[r]
                    let analysis = whole ? a
                        : Analysis(String(decoding: a.utf8[lo..<hi], as: UTF8.self), fonts: st.fonts.map(\.hb),
                                   direction: base.direction)
                    spans.append(Span(run: r, bytes: lo..<hi, scalars: sc, analysis: analysis,
                                      levels: whole ? nil : Array(a.levels[sc]), attrs: runs[r].attributes,
                                      fonts: st.fonts, perMille: st.perMille, source: st.source, tracking: st.tracking))
                }
                r += 1
            }
            // Grapheme advances from one shaping of each part, tracking after each included.
            var adv = [Double](repeating: 0, count: a.graphemeCount)
            var trailing = [Double](repeating: 0, count: a.graphemeCount)
            var hyphenWidths = hyphens ? [Double](repeating: 0, count: a.graphemeCount) : []
            // Each part's whole shaping, kept: a line's glyphs are taken from it where HarfBuzz says
            // the cut is safe (Shaper.reused), instead of shaping the line again.
            var shapedSpans: [[Shaper.RawRun]] = []
            var wholeLines: [ShapedLine] = []
            for sp in spans {
                let raw = Shaper.shape(sp.analysis, range: 0..<sp.analysis.scalars.count, attrs: sp.attrs, fonts: sp.fonts,
                                       ligaturesOff: sp.perMille != 0, levels: sp.levels)
                shapedSpans.append(raw.runs)
                let whole = raw.positioned(perMille: sp.perMille, source: sp.source)
                wholeLines.append(whole)
                for run in whole.runs {
                    for g in run.glyphs { adv[a.grapheme(ofByte: sp.bytes.lowerBound + g.cluster)] += g.advance }
                }
                let g0 = Int(a.graphemeOfScalar[sp.scalars.lowerBound]), g1 = Int(a.graphemeOfScalar[sp.scalars.upperBound - 1])
                let hw = hyphens ? hyphenWidth(sp.run) : 0
                for g in g0...g1 {
                    trailing[g] = sp.tracking
                    if hyphens { hyphenWidths[g] = hw }
                }
                // No tracking after a part's last grapheme (its run's shaping ends there).
                if sp.scalars.upperBound < n { trailing[g1] = 0 }
            }
            /// Code points `sc0..<sc1` of the paragraph as one line: each run's part shaped with its
            /// attributes (the last ending with its run's hyphen when `hyphen`).
            func setLine(_ sc0: Int, _ sc1: Int, hyphen: Bool) -> ShapedLine {
                var pieces: [Piece] = []
                for (k, sp) in spans.enumerated() where sp.scalars.lowerBound < sc1 && sp.scalars.upperBound > sc0 {
                    let lo = max(sc0, sp.scalars.lowerBound) - sp.scalars.lowerBound
                    let hi = min(sc1, sp.scalars.upperBound) - sp.scalars.lowerBound
                    let pa = sp.analysis
                    let piece: ShapedLine
                    if hyphen && hi + sp.scalars.lowerBound == sc1 {
                        let pieceText = String(decoding: pa.utf8[pa.offsets[lo]..<pa.offsets[hi]], as: UTF8.self)
                        piece = measure(pieceText + settings[sp.run].hyphen, sp.attrs)
                    } else {
                        // Rule L1: the line's trailing whitespace would take the paragraph level; it
                        // is excluded here, so the levels of the content stand.
                        piece = Shaper.shape(pa, range: lo..<hi, attrs: sp.attrs, fonts: sp.fonts, ligaturesOff: sp.perMille != 0,
                                             levels: sp.levels.map { Array($0[lo..<hi]) }, reuse: shapedSpans[k])
                            .positioned(perMille: sp.perMille, source: sp.source)
                    }
                    pieces.append(Piece(line: piece, color: runs[sp.run].color, rise: runs[sp.run].baselineOffset))
                }
                if pieces.isEmpty { return measure("", pattrs) }
                if pieces.count == 1 && pieces[0].color == nil && pieces[0].rise == 0 { return pieces[0].line }
                return compose(pieces, rtl: a.baseRTL)
            }

            // A paragraph that fits on its first line is that line: no break opportunities to find
            // (a label measured by boundingRect mostly fits; finding its breaks with ICU and setting
            // up the breaker is a quarter of its time). Not for text the breaker treats specially:
            // tabs, forced line breaks inside the paragraph (VT, FF, NEL, U+2028), trailing spaces
            // (they hang), or a paragraph that must be cut for maxLines.
            if a.graphemeCount > 0, pending.count + 1 < maxLines || (pending.count + 1 == maxLines && pi == paras.count - 1),
               !a.scalars.contains(where: { $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0x85 || $0 == 0x2028 }),
               let lastScalar = a.scalars.last, !LineBreakProblem.hangs(lastScalar) {
                var width = 0.0
                for g in 0..<a.graphemeCount { width += adv[g] }
                width -= trailing[a.graphemeCount - 1]
                if width <= available(0) + LineBreakProblem.eps {
                    // One run drawn plainly: its whole shaping is the line.
                    let plain = spans.count == 1 && runs[spans[0].run].color == nil && runs[spans[0].run].baselineOffset == 0
                    let line = plain ? wholeLines[0] : setLine(0, n, hyphen: false)
                    pending.append(Pending(line: line, range: pr.lowerBound..<(pr.lowerBound + a.offsets[n]),
                                           isLastOfParagraph: true, forced: true, rtl: a.baseRTL, paragraph: pi,
                                           lineOfParagraph: 0, hyphenated: false, expansions: []))
                    continue
                }
            }
            // Tab stops, when the paragraph has a tab.
            let tabStops = ptext.utf8.contains(0x09)
                ? TabStops(style, spaceWidth: measure(" ", pattrs).width + settings[firstRun].tracking,
                           language: pattrs.language, rightToLeft: a.baseRTL)
                : nil
            let problem = LineBreakProblem(a, advances: adv, trailing: trailing, hyphenWidths: hyphenWidths,
                                           language: base.language, strategy: style.lineBreakStrategy,
                                           dictionary: dictionary, limits: style.hyphenationLimits, tabStops: tabStops,
                                           firstLineStart: style.firstLineHeadIndent, lineStart: style.headIndent,
                                           rules: LineBreaker.Rules(style))
            let shrinks = options.resolvedAlignment(rtl: a.baseRTL).justified && wrap == .optimal
            let chosen = problem.lines(wrap: wrap, strategy: style.lineBreakStrategy, factor: factor,
                                       consecutiveHyphens: style.maximumConsecutiveHyphenatedLines, shrinks: shrinks,
                                       available: available)

            for (li, brk) in chosen.enumerated() {
                let start = li == 0 ? 0 : chosen[li - 1].end + 1
                if pending.count == maxLines - 1 && maxLines != Int.max && !(li == chosen.count - 1 && pi == paras.count - 1) {
                    // The last allowed line, and text follows.
                    if single {
                        // The rest of the text, fitted (tightened or truncated) to the width.
                        let restStart = pr.lowerBound + a.offsets[a.graphemeStarts[start]]
                        var rest = String(decoding: bytes[restStart..<bytes.count], as: UTF8.self)
                        rest = rest.replacingOccurrences(of: "\r\n", with: " ")
                            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
                            .replacingOccurrences(of: "\u{2029}", with: " ").replacingOccurrences(of: "\u{2028}", with: " ")
                        let fit = try fit(rest, width: available(li), base, options: options.fit)
                        pending.append(Pending(line: fit.line, range: restStart..<bytes.count, isLastOfParagraph: true,
                                               forced: true, rtl: a.baseRTL, paragraph: pi, lineOfParagraph: li,
                                               hyphenated: false, expansions: []))
                        truncated = !fit.fits || fit.truncated
                    } else {
                        // Runs: the line as broken, then an ellipsis in its last run's attributes,
                        // backing off grapheme by grapheme (by bisection) until it fits.
                        let room = available(li)
                        func candidate(_ k: Int) -> (ShapedLine, Int) {
                            let c = k >= start ? problem.lastNonSpace[k] : start - 1
                            let sc0 = a.graphemeStarts[start]
                            let sc1 = c >= start ? a.graphemeStarts[c + 1] : sc0
                            let owner = runAt(pr.lowerBound + a.offsets[max(sc0, sc1 - 1)])
                            let ellipsis = measure("\u{2026}", runs[owner].attributes)
                            guard sc1 > sc0 else { return (ellipsis, sc0) }
                            var content = setLine(sc0, sc1, hyphen: false)
                            content = compose([Piece(line: content, color: nil, rise: 0),
                                               Piece(line: ellipsis, color: runs[owner].color, rise: runs[owner].baselineOffset)],
                                              rtl: a.baseRTL)
                            return (content, sc1)
                        }
                        var lo = start - 1, hi = brk.end
                        while lo < hi {
                            let mid = (lo + hi + 1) / 2
                            if candidate(mid).0.width <= room + 1e-9 { lo = mid } else { hi = mid - 1 }
                        }
                        let (line, sc1) = candidate(lo)
                        let r0 = pr.lowerBound + a.offsets[a.graphemeStarts[start]], r1 = pr.lowerBound + a.offsets[sc1]
                        pending.append(Pending(line: line, range: r0..<r1, isLastOfParagraph: true, forced: true,
                                               rtl: a.baseRTL, paragraph: pi, lineOfParagraph: li, hyphenated: false,
                                               expansions: []))
                        truncated = true
                    }
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
                var line = setLine(sc0, sc1, hyphen: brk.hyphen && sc1 > sc0)
                if let tabStops {
                    line = tabStops.setting(line, startX: indent(li))
                }
                var expansions: [Int] = []
                if contentEnd > start {
                    let lineBase = a.offsets[sc0]
                    for g in start..<contentEnd where problem.kind[g] == .allowed {
                        expansions.append(a.offsets[a.graphemeStarts[g]] - lineBase)
                    }
                }
                let r0 = pr.lowerBound + a.offsets[sc0], r1 = pr.lowerBound + a.offsets[sc1]
                let last = end + 1 >= problem.count
                pending.append(Pending(line: line, range: r0..<r1, isLastOfParagraph: last,
                                       forced: last || problem.kind[end] == .mandatory, rtl: a.baseRTL,
                                       paragraph: pi, lineOfParagraph: li, hyphenated: brk.hyphen,
                                       expansions: expansions, shrinks: shrinks))
            }
        }

        // Place: indents, alignment and vertical position. Without a width (infinity) the
        // paragraph is as wide as its widest line.
        let box = unbounded ? (pending.map { $0.line.width + indent($0.lineOfParagraph) }.max() ?? 0) : W
        let end = unbounded ? box : lineEnd
        var out: [ParagraphLine] = []
        var top = 0.0
        for (k, p) in pending.enumerated() {
            if k > 0 && p.lineOfParagraph == 0 {
                top += style.paragraphSpacing + style.paragraphSpacingBefore
            }
            var line = p.line
            let head = indent(p.lineOfParagraph)
            // The line's box between the indents, from the paragraph's left edge.
            let lo = p.rtl ? box - end : head
            let hi = p.rtl ? box - head : end
            let (align, justified) = options.resolvedAlignment(rtl: p.rtl)
            if justified && !p.forced && hi.isFinite, let j = justify(line, to: hi - lo, expansions: p.expansions, shrinks: p.shrinks) { line = j }
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
        return Paragraph(lines: out, width: box, height: top, truncated: truncated).settingOffsets(text: text)
    }

    /// A run's part of a line: shaped, with the run's colour and baseline offset.
    fileprivate struct Piece {
        var line: ShapedLine
        var color: RGBA?
        var rise: Double
    }

    /// One line made of pieces, each a run's part of it shaped with its attributes (in logical
    /// order): their glyph runs put in visual order across the pieces (UAX #9 L2 over the runs'
    /// levels), pen after pen, each raised by its run's baseline offset; the line's ascent, descent
    /// and height the largest of its pieces' (after the shift).
    fileprivate static func compose(_ pieces: [Piece], rtl: Bool) -> ShapedLine {
        var text = ""
        var logical: [(run: GlyphRun, start: Double, width: Double)] = []
        var fallbacks: [FallbackUse] = []
        var ascent = 0.0, descent = 0.0, lineHeight = 0.0
        var source = "font"
        var graphemes = 0
        var ligaturesOff = false
        for piece in pieces {
            let line = piece.line
            let base = text.utf8.count
            var pen = 0.0
            var own: [(run: GlyphRun, start: Double, width: Double)] = []
            for r in line.runs {
                let w = r.glyphs.reduce(0) { $0 + $1.advance }
                let glyphs = r.glyphs.map { g -> PositionedGlyph in
                    var moved = g
                    moved.cluster += base
                    moved.y += piece.rise
                    return moved
                }
                var run = GlyphRun(font: r.font, glyphs: glyphs, isRightToLeft: r.isRightToLeft, script: r.script,
                                   bidiLevel: r.bidiLevel,
                                   textRange: (r.textRange.lowerBound + base)..<(r.textRange.upperBound + base))
                run.color = piece.color ?? r.color
                own.append((run, pen, w))
                pen += w
            }
            // The piece's runs are in its visual order: back to logical order.
            own.sort { $0.run.textRange.lowerBound < $1.run.textRange.lowerBound }
            logical += own
            for f in line.fallbacks {
                fallbacks.append(FallbackUse(text: f.text, textRange: (f.textRange.lowerBound + base)..<(f.textRange.upperBound + base),
                                             face: f.face, synthesis: f.synthesis))
            }
            ascent = max(ascent, line.ascent + piece.rise)
            descent = max(descent, line.descent - piece.rise)
            if line.lineHeight + abs(piece.rise) > lineHeight {
                lineHeight = line.lineHeight + abs(piece.rise)
                source = line.lineHeightSource
            }
            text += line.text
            graphemes += line.graphemeCount
            ligaturesOff = ligaturesOff || line.ligaturesDisabled
        }
        // Visual order (UAX #9 L2): from the highest level down to the lowest odd level, reverse
        // every maximal sequence of runs at that level or higher.
        var order = Array(logical.indices)
        let levels = logical.map(\.run.bidiLevel)
        if let maxLevel = levels.max(), maxLevel > 0 {
            let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? (maxLevel + 1)
            var lev = maxLevel
            while lev >= lowestOdd && lev > 0 {
                var i = 0
                while i < order.count {
                    if levels[order[i]] >= lev {
                        var j = i
                        while j < order.count && levels[order[j]] >= lev { j += 1 }
                        order[i..<j].reverse()
                        i = j
                    } else {
                        i += 1
                    }
                }
                lev -= 1
            }
        }
        var pen = 0.0
        var runs: [GlyphRun] = []
        for k in order {
            let (r, start, w) = logical[k]
            let shift = pen - start
            var moved = GlyphRun(font: r.font, glyphs: r.glyphs.map { g -> PositionedGlyph in
                var m = g
                m.x += shift
                return m
            }, isRightToLeft: r.isRightToLeft, script: r.script, bidiLevel: r.bidiLevel, textRange: r.textRange)
            moved.color = r.color
            runs.append(moved)
            pen += w
        }
        let tracking = pieces.first?.line.tracking ?? AppliedTracking(perMille: 0, pointSize: 0, source: .none)
        return ShapedLine(text: text, runs: runs, width: pen, ascent: ascent, descent: descent,
                          lineHeight: lineHeight, lineHeightSource: source, tracking: tracking,
                          ligaturesDisabled: ligaturesOff, fallbacks: fallbacks, isRightToLeft: rtl,
                          untrackedWidth: pen, trackedGaps: 0, graphemeCount: graphemes)
    }
}
