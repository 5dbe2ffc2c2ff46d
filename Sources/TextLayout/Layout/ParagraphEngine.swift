import Foundation
import TypeSystem

/// The one paragraph engine. A paragraph of attributed runs is its input (a single style is one
/// run; the document stacker splits text at hard breaks and stacks the paragraphs): the paragraph
/// is analysed once (code points, graphemes,
/// bidi levels over the whole paragraph, whatever run a character is in), each run's part of it
/// shaped once with its own attributes for the grapheme advances; ICU's break opportunities,
/// hyphenation points and soft hyphens make one ``LineBreakProblem``, whose wrap mode chooses the
/// lines; each line is reshaped run by run, its runs put in visual order (UAX #9 L2) across the
/// runs, set at its tab stops, and placed (indents, alignment, justification, line height).
extension Typesetter {
    /// One run's part of a paragraph.
    struct Span {
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
        /// The run's hyphen, and its width with tracking (0 when the text draws no hyphen).
        let hyphen: String
        let hyphenWidth: Double
        /// The run's colour and baseline offset.
        let color: RGBA?
        let rise: Double
    }

    /// The attributes each run is shaped with, and its hyphen.
    struct RunSetting {
        let fonts: [FontInstance]
        let perMille: Double
        let source: TrackingSource
        let tracking: Double
        /// U+2010 when the run's font has it, else U+002D.
        let hyphen: String

        init(_ attributes: TextAttributes) {
            fonts = Typesetter.fonts(attributes)
            perMille = attributes.tracking.perMille
            source = attributes.tracking.source
            tracking = Tracking.points(perMille: attributes.tracking.perMille, pointSize: attributes.font.pointSize)
            hyphen = fonts[0].hb.nominalGlyph(0x2010) != nil ? "\u{2010}" : "-"
        }
    }

    /// A line set and not yet placed.
    struct PendingLine {
        let line: ShapedLine
        let range: Range<Int>
        let isLastOfParagraph: Bool
        let forced: Bool
        let rtl: Bool
        let lineOfParagraph: Int
        let hyphenated: Bool
        /// Line-relative UTF-8 offsets of the graphemes after which justification may add space
        /// when the line's script is written without spaces (CJK, Thai…): its break opportunities.
        let expansions: [Int]
        /// Optimal fit set the line wider than its room, to be justified by shrinking its spaces.
        var shrinks = false
    }

    /// Sets attributed runs as paragraphs (`options.width` infinity: no wrapping, one line per
    /// hard break, as wide as the widest line): one block of a document, which the document
    /// stacker splits at its hard breaks (LF, CR LF, CR, U+0085, U+2029) and stacks. U+2028 forces
    /// a new line. `options.maxLines` limits the lines of all the paragraphs together.
    static func setParagraphs(_ runs: [TextRun], options: ParagraphOptions) throws(LayoutError) -> Paragraph {
        try validate(options)
        let block = TextBlock(runs, alignment: options.alignment, style: options.style, maxLines: options.maxLines,
                              fit: options.fit, terminator: "")
        return try document([block], options: DocumentOptions(width: options.width)).paragraph
    }

    /// Sets one paragraph's runs (text without hard breaks) into lines, up to `options.maxLines`,
    /// and places them in the width (infinity: as wide as its widest line). `base`: the
    /// attributes whose direction the paragraph takes. `textFollows`: text after the paragraph is
    /// cut when the line limit ends in it, so its last line ends in an ellipsis.
    static func setParagraph(_ runs: [TextRun], options: ParagraphOptions, base: TextAttributes,
                             textFollows: Bool) throws(LayoutError) -> Paragraph {
        try validate(options)
        var setter = ParagraphSetter(runs, options: options, base: base, textFollows: textFollows)
        try setter.setLines()
        return setter.placedLines()
    }

    /// Throws for a width, line limit or paragraph style the engine cannot set.
    private static func validate(_ options: ParagraphOptions) throws(LayoutError) {
        let width = options.width
        guard width.isFinite || width == .infinity, width >= 0 else {
            throw LayoutError.invalid("width", width, "must be a finite number ≥ 0, or infinity for no wrapping")
        }
        if let maxLines = options.maxLines, maxLines < 1 {
            throw LayoutError(.invalidArgument, input: "maximum lines \(maxLines)", reason: "must be at least 1")
        }
        if let reason = options.style.invalidReason {
            throw LayoutError(.invalidArgument, input: "paragraph style", reason: reason)
        }
    }

    /// A paragraph analysed and shaped once: its runs' parts, their shapings and the grapheme
    /// advances the line breaker takes. Sets any code point range of it as a line.
    struct ShapedParagraph {
        let analysis: Analysis
        /// The paragraph's UTF-8 range in the text.
        let range: Range<Int>
        /// The run the paragraph starts in, and its attributes.
        let firstRun: Int
        let firstAttributes: TextAttributes
        let spans: [Span]
        /// Each part's whole shaping, kept: a line's glyphs are taken from it where HarfBuzz says
        /// the cut is safe (Shaper.reused), instead of shaping the line again.
        let shapedSpans: [[Shaper.RawRun]]
        /// Each part's whole shaping, positioned.
        let wholeLines: [ShapedLine]
        /// Grapheme advances, tracking after each included.
        let advances: [Double]
        /// The tracking after each grapheme (none after a part's last, where its shaping ends).
        let trailing: [Double]
        /// The hyphen width after each grapheme (empty when the text draws no hyphen).
        let hyphenWidths: [Double]

        /// Grapheme advances from one shaping of each part, tracking after each included (`shaped`:
        /// the parts' shapings, when made already).
        init(_ analysis: Analysis, range: Range<Int>, firstRun: Int, firstAttributes: TextAttributes,
             spans: [Span], hyphens: Bool, shaped: [RawLine]? = nil) {
            self.analysis = analysis
            self.range = range
            self.firstRun = firstRun
            self.firstAttributes = firstAttributes
            self.spans = spans
            var advances = [Double](repeating: 0, count: analysis.graphemeCount)
            var trailing = [Double](repeating: 0, count: analysis.graphemeCount)
            var hyphenWidths = hyphens ? [Double](repeating: 0, count: analysis.graphemeCount) : []
            var shapedSpans: [[Shaper.RawRun]] = []
            var wholeLines: [ShapedLine] = []
            for (index, span) in spans.enumerated() {
                let raw = shaped?[index] ?? Shaper.shape(span.analysis, range: 0..<span.analysis.scalars.count, attrs: span.attrs,
                                                         fonts: span.fonts, ligaturesOff: span.perMille != 0, levels: span.levels)
                shapedSpans.append(raw.runs)
                let whole = raw.positioned(perMille: span.perMille, source: span.source)
                wholeLines.append(whole)
                for run in whole.runs {
                    for glyph in run.glyphs {
                        advances[analysis.grapheme(ofByte: span.bytes.lowerBound + glyph.cluster)] += glyph.advance
                    }
                }
                let firstGrapheme = Int(analysis.graphemeOfScalar[span.scalars.lowerBound])
                let lastGrapheme = Int(analysis.graphemeOfScalar[span.scalars.upperBound - 1])
                for grapheme in firstGrapheme...lastGrapheme {
                    trailing[grapheme] = span.tracking
                    if hyphens { hyphenWidths[grapheme] = span.hyphenWidth }
                }
                // No tracking after a part's last grapheme (its run's shaping ends there).
                if span.scalars.upperBound < analysis.scalars.count { trailing[lastGrapheme] = 0 }
            }
            self.advances = advances
            self.trailing = trailing
            self.hyphenWidths = hyphenWidths
            self.shapedSpans = shapedSpans
            self.wholeLines = wholeLines
        }

        /// `text` as a paragraph of one run, without hard breaks of its own (a line feed in it is
        /// one more character): what `fit` hands the ellipsizer, with the shaping it measured
        /// (tabs at the default stops, which the truncation's estimate then counts) and the
        /// text's analysis, when made.
        init(oneRun text: String, _ attrs: TextAttributes, shaped: RawLine, analysis: Analysis?) {
            let setting = RunSetting(attrs)
            let analysis = analysis ?? Analysis(text, fonts: setting.fonts.map(\.hb), direction: attrs.direction,
                                                embeddings: attrs.embeddedRanges(overBytes: 0..<text.utf8.count))
            let span = Span(run: 0, bytes: 0..<analysis.utf8.count, scalars: 0..<analysis.scalars.count, analysis: analysis,
                            levels: nil, attrs: attrs, fonts: setting.fonts, perMille: setting.perMille,
                            source: setting.source, tracking: setting.tracking, hyphen: setting.hyphen, hyphenWidth: 0,
                            color: nil, rise: 0)
            self.init(analysis, range: 0..<analysis.utf8.count, firstRun: 0, firstAttributes: attrs,
                      spans: [span], hyphens: false, shaped: [shaped])
        }

        /// Code points `start..<end` of the paragraph's text.
        func text(from start: Int, to end: Int) -> String {
            String(decoding: analysis.utf8[analysis.offsets[start]..<analysis.offsets[end]], as: UTF8.self)
        }

        /// The UTF-8 offset in the text of the paragraph's code point `scalar`.
        func byte(ofScalar scalar: Int) -> Int { range.lowerBound + analysis.offsets[scalar] }

        /// Code points `start..<end` of the paragraph as one line: each run's part shaped with its
        /// attributes (the last ending with its run's hyphen when `hyphen`).
        func line(from start: Int, to end: Int, hyphen: Bool) -> ShapedLine {
            var pieces: [Piece] = []
            for (spanIndex, span) in spans.enumerated()
            where span.scalars.lowerBound < end && span.scalars.upperBound > start {
                let lo = max(start, span.scalars.lowerBound) - span.scalars.lowerBound
                let hi = min(end, span.scalars.upperBound) - span.scalars.lowerBound
                let part = span.analysis
                let piece: ShapedLine
                if hyphen && hi + span.scalars.lowerBound == end {
                    let pieceText = String(decoding: part.utf8[part.offsets[lo]..<part.offsets[hi]], as: UTF8.self)
                    piece = Typesetter.measure(pieceText + span.hyphen, span.attrs)
                } else {
                    // Rule L1: the line's trailing whitespace would take the paragraph level; it
                    // is excluded here, so the levels of the content stand.
                    piece = Shaper.shape(part, range: lo..<hi, attrs: span.attrs, fonts: span.fonts,
                                         ligaturesOff: span.perMille != 0, levels: span.levels.map { Array($0[lo..<hi]) },
                                         reuse: shapedSpans[spanIndex])
                        .positioned(perMille: span.perMille, source: span.source)
                }
                pieces.append(Piece(line: piece, color: span.color, rise: span.rise))
            }
            if pieces.isEmpty { return Typesetter.measure("", firstAttributes) }
            if pieces.count == 1 && pieces[0].color == nil && pieces[0].rise == 0 { return pieces[0].line }
            return Typesetter.compose(pieces, rtl: analysis.baseRTL)
        }
    }

    /// Sets one paragraph's runs into lines, up to the line limit, then places the lines.
    struct ParagraphSetter {
        let runs: [TextRun]
        let options: ParagraphOptions
        let style: ParagraphStyle
        /// The first run's attributes: the text's direction.
        let base: TextAttributes
        /// No wrapping: the width is infinity.
        let unbounded: Bool
        /// Where a line ends, from the box's start edge (infinity when unbounded).
        let lineEnd: Double
        let hyphenationFactor: Double
        /// Each run's hyphenator: its own, or its language's dictionary (empty: no hyphenation).
        let hyphenators: [(any Hyphenator)?]
        let wrap: ParagraphStyle.Wrap
        let maxLines: Int
        /// All the runs' text, and its UTF-8.
        let text: String
        let bytes: [UInt8]
        /// Each run's UTF-8 range in the text.
        let runBytes: [Range<Int>]
        let settings: [RunSetting]
        /// A hyphen can be drawn when the text may be hyphenated or has a soft hyphen.
        let hyphens: Bool
        /// Text after the paragraph is cut if the line limit ends in it.
        let textFollows: Bool
        private var hyphenWidthOfRun: [Int: Double] = [:]
        var lines: [PendingLine] = []
        var truncated = false

        init(_ runs: [TextRun], options: ParagraphOptions, base: TextAttributes, textFollows: Bool) {
            self.runs = runs
            self.options = options
            self.base = base
            let style = options.style
            self.style = style
            unbounded = !options.width.isFinite
            lineEnd = unbounded ? Double.infinity : style.lineEnd(inWidth: options.width)
            hyphenationFactor = unbounded ? 0 : Double(style.hyphenationFactor)
            let hyphenators = hyphenationFactor > 0
                ? runs.map { $0.attributes.hyphenator ?? HyphenationDictionaries.dictionary(for: $0.attributes.language) }
                : []
            self.hyphenators = hyphenators
            wrap = unbounded ? ParagraphStyle.Wrap.greedy : style.wrap
            maxLines = options.maxLines ?? Int.max
            var text = ""
            var runBytes: [Range<Int>] = []
            for run in runs {
                let start = text.utf8.count
                text += run.text
                runBytes.append(start..<text.utf8.count)
            }
            self.text = text
            self.runBytes = runBytes
            settings = runs.map { RunSetting($0.attributes) }
            let bytes = Array(text.utf8)
            self.bytes = bytes
            hyphens = hyphenators.contains { $0 != nil } || text.unicodeScalars.contains("\u{AD}")
            self.textFollows = textFollows
        }

        /// The head indent of a paragraph's line.
        func indent(_ lineOfParagraph: Int) -> Double { style.indent(ofLine: lineOfParagraph) }

        /// The room for a paragraph's line between its indents.
        func available(_ lineOfParagraph: Int) -> Double { max(0, lineEnd - indent(lineOfParagraph)) }

        /// The run holding UTF-8 offset `byte` (the last run at the end).
        func run(atByte byte: Int) -> Int {
            var lo = 0, hi = runBytes.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if runBytes[mid].upperBound <= byte { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }

        /// The width of a run's hyphen with its tracking, measured once.
        mutating func hyphenWidth(ofRun run: Int) -> Double {
            if let width = hyphenWidthOfRun[run] { return width }
            let width = Typesetter.measure(settings[run].hyphen, runs[run].attributes).width + settings[run].tracking
            hyphenWidthOfRun[run] = width
            return width
        }

        /// Sets the paragraph's lines, until its text or the line limit ends.
        mutating func setLines() throws(LayoutError) {
            guard !runs.isEmpty else { return }
            if let line = simpleWholeLine() {
                lines.append(line)
                return
            }
            let range = 0..<bytes.count
            let paragraphText = text
            let firstRun = run(atByte: range.lowerBound)
            let firstAttributes = runs[firstRun].attributes
            let embeddings = runs.indices.flatMap { runs[$0].attributes.embeddedRanges(overBytes: runBytes[$0]) }
            let analysis = Analysis(paragraphText, fonts: settings[firstRun].fonts.map(\.hb), direction: base.direction,
                                    embeddings: embeddings)
            guard !analysis.scalars.isEmpty else {
                lines.append(PendingLine(line: Typesetter.measure("", firstAttributes), range: range.lowerBound..<range.lowerBound,
                                         isLastOfParagraph: true, forced: true, rtl: analysis.baseRTL,
                                         lineOfParagraph: 0, hyphenated: false, expansions: []))
                return
            }
            let paragraph = ShapedParagraph(analysis, range: range, firstRun: firstRun,
                                            firstAttributes: firstAttributes,
                                            spans: spans(of: analysis, range: range, firstRun: firstRun), hyphens: hyphens)
            if let line = wholeParagraphLine(paragraph) {
                lines.append(line)
                return
            }
            let tabStops = paragraphText.utf8.contains(0x09)
                ? TabStops(style, spaceWidth: Typesetter.measure(" ", firstAttributes).width + settings[firstRun].tracking,
                           language: firstAttributes.language, rightToLeft: analysis.baseRTL)
                : nil
            setBrokenLines(of: paragraph, tabStops: tabStops)
        }

        /// The runs' parts of a paragraph, each with its own analysis when the paragraph has more
        /// than one run (and the paragraph's bidi levels for it).
        private mutating func spans(of analysis: Analysis, range: Range<Int>, firstRun: Int) -> [Span] {
            let scalarCount = analysis.scalars.count
            /// The code point index of paragraph UTF-8 offset `byte` (a code point boundary).
            func scalar(atByte byte: Int) -> Int {
                byte >= analysis.utf8.count ? scalarCount : analysis.scalarIndex(ofByte: byte)
            }
            var spans: [Span] = []
            var runIndex = firstRun
            while runIndex < runs.count && runBytes[runIndex].lowerBound < range.upperBound {
                let lo = max(runBytes[runIndex].lowerBound, range.lowerBound) - range.lowerBound
                let hi = min(runBytes[runIndex].upperBound, range.upperBound) - range.lowerBound
                if lo < hi {
                    let scalars = scalar(atByte: lo)..<scalar(atByte: hi)
                    let whole = lo == 0 && hi == analysis.utf8.count && runIndex == firstRun
                    let setting = settings[runIndex]
                    let run = runs[runIndex]
                    let partAnalysis = whole ? analysis
                        : Analysis(String(decoding: analysis.utf8[lo..<hi], as: UTF8.self), fonts: setting.fonts.map(\.hb),
                                   direction: base.direction)
                    spans.append(Span(run: runIndex, bytes: lo..<hi, scalars: scalars, analysis: partAnalysis,
                                      levels: whole ? nil : Array(analysis.levels[scalars]), attrs: run.attributes,
                                      fonts: setting.fonts, perMille: setting.perMille, source: setting.source,
                                      tracking: setting.tracking, hyphen: setting.hyphen,
                                      hyphenWidth: hyphens ? hyphenWidth(ofRun: runIndex) : 0,
                                      color: run.color, rise: run.baselineOffset))
                }
                runIndex += 1
            }
            return spans
        }

        /// A paragraph that fits on its first line is that line: no break opportunities to find
        /// (a label measured by boundingRect mostly fits; finding its breaks with ICU and setting
        /// up the breaker is a quarter of its time). Not for text the breaker treats specially:
        /// tabs, forced line breaks inside the paragraph (VT, FF, NEL, U+2028), trailing spaces
        /// (they hang), or a paragraph that must be cut for maxLines.
        private func wholeParagraphLine(_ paragraph: ShapedParagraph) -> PendingLine? {
            let analysis = paragraph.analysis
            guard analysis.graphemeCount > 0, 1 < maxLines || !textFollows,
                  !analysis.scalars.contains(where: { $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0x85 || $0 == 0x2028 }),
                  let lastScalar = analysis.scalars.last, !LineBreakProblem.hangs(lastScalar)
            else { return nil }
            var width = 0.0
            for grapheme in 0..<analysis.graphemeCount { width += paragraph.advances[grapheme] }
            width -= paragraph.trailing[analysis.graphemeCount - 1]
            guard width <= available(0) + LineBreakProblem.eps else { return nil }
            // One run drawn plainly: its whole shaping is the line.
            let plain = paragraph.spans.count == 1 && paragraph.spans[0].color == nil && paragraph.spans[0].rise == 0
            let scalarCount = analysis.scalars.count
            let line = plain ? paragraph.wholeLines[0] : paragraph.line(from: 0, to: scalarCount, hyphen: false)
            return PendingLine(line: line, range: paragraph.range.lowerBound..<paragraph.byte(ofScalar: scalarCount),
                               isLastOfParagraph: true, forced: true, rtl: analysis.baseRTL,
                               lineOfParagraph: 0, hyphenated: false, expansions: [])
        }

        /// The paragraph's runs as line breaking sees them: each with its language and hyphenator.
        private func languageRuns(of paragraph: ShapedParagraph) -> [LanguageRun] {
            paragraph.spans.map { span in
                LanguageRun(scalars: span.scalars, language: span.attrs.language,
                            hyphenator: hyphenators.isEmpty ? nil : hyphenators[span.run])
            }
        }

        /// The paragraph's break opportunities (ICU's and hyphenation points, each run's in its
        /// own language; soft hyphens) as one problem for the line breaker.
        private func breakProblem(_ paragraph: ShapedParagraph, tabStops: TabStops?) -> LineBreakProblem {
            LineBreakProblem(paragraph.analysis, advances: paragraph.advances, trailing: paragraph.trailing,
                             hyphenWidths: paragraph.hyphenWidths, runs: languageRuns(of: paragraph),
                             strategy: style.lineBreakStrategy, limits: style.hyphenationLimits,
                             tabStops: tabStops, firstLineStart: style.firstLineHeadIndent, lineStart: style.headIndent,
                             rules: LineBreaker.Rules(style), reshape: hyphens ? { first, last, hyphen in
                                 let starts = paragraph.analysis.graphemeStarts
                                 return paragraph.line(from: starts[first], to: starts[last + 1], hyphen: hyphen).width
                             } : nil)
        }

        /// The lines the style's wrap mode chooses.
        private func chosenLines(_ problem: LineBreakProblem, shrinks: Bool) -> [LineBreakProblem.Line] {
            problem.lines(wrap: wrap, strategy: style.lineBreakStrategy, factor: hyphenationFactor,
                          consecutiveHyphens: style.maximumConsecutiveHyphenatedLines, shrinks: shrinks,
                          available: available)
        }

        /// Breaks the paragraph into the lines its wrap mode chooses, and sets them up to the line
        /// limit.
        private mutating func setBrokenLines(of paragraph: ShapedParagraph, tabStops: TabStops?) {
            let problem = breakProblem(paragraph, tabStops: tabStops)
            let shrinks = options.resolvedAlignment(rtl: paragraph.analysis.baseRTL).justified && wrap == .optimal
            let chosen = chosenLines(problem, shrinks: shrinks)
            for (lineIndex, lineBreak) in chosen.enumerated() {
                let start = lineIndex == 0 ? 0 : chosen[lineIndex - 1].end + 1
                if lines.count == maxLines - 1 && !(lineIndex == chosen.count - 1 && !textFollows) {
                    // The last allowed line, and text follows.
                    setEllipsizedLine(of: paragraph, lineIndex: lineIndex, start: start, textFollows: textFollows)
                    return
                }
                lines.append(brokenLine(of: paragraph, problem: problem, lineIndex: lineIndex, start: start,
                                        lineBreak: lineBreak, tabStops: tabStops, shrinks: shrinks))
            }
        }

        /// The paragraph's line from grapheme `start` to the chosen break, its trailing spaces
        /// hanging (excluded from the shaped line), set at the tab stops.
        private func brokenLine(of paragraph: ShapedParagraph, problem: LineBreakProblem, lineIndex: Int, start: Int,
                                lineBreak: LineBreakProblem.Line, tabStops: TabStops?, shrinks: Bool) -> PendingLine {
            let analysis = paragraph.analysis
            let end = lineBreak.end
            let contentEnd = problem.lastNonSpace[end] >= start ? problem.lastNonSpace[end] : start - 1
            let startScalar = analysis.graphemeStarts[start]
            let endScalar = contentEnd >= start ? analysis.graphemeStarts[contentEnd + 1] : startScalar
            var line = paragraph.line(from: startScalar, to: endScalar, hyphen: lineBreak.hyphen && endScalar > startScalar)
            if let tabStops {
                line = tabStops.setting(line, startX: indent(lineIndex))
            }
            var expansions: [Int] = []
            if contentEnd > start {
                let lineBase = analysis.offsets[startScalar]
                for grapheme in start..<contentEnd where problem.kind[grapheme] == .allowed {
                    expansions.append(analysis.offsets[analysis.graphemeStarts[grapheme]] - lineBase)
                }
            }
            let last = end + 1 >= problem.count
            return PendingLine(line: line, range: paragraph.byte(ofScalar: startScalar)..<paragraph.byte(ofScalar: endScalar),
                               isLastOfParagraph: last, forced: last || problem.kind[end] == .mandatory,
                               rtl: analysis.baseRTL, lineOfParagraph: lineIndex,
                               hyphenated: lineBreak.hyphen, expansions: expansions, shrinks: shrinks)
        }

        /// The lines placed by the engine's one placement (``Typesetter/placed(_:options:text:truncated:)``).
        func placedLines() -> Paragraph {
            Typesetter.placed(lines, options: options, text: text, truncated: truncated)
        }
    }
}
