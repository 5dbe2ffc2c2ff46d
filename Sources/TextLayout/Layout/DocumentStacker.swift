/// The one stacker. A document's blocks are split at their hard breaks, and every paragraph, of
/// whichever block, is set by the paragraph engine and placed under the last with the spacing
/// between them; as many lines are kept as the block's line limit, the document's and the height
/// allow. Without a width the box is as wide as the widest paragraph, and the paragraphs placed by
/// the box's width are set again in it.
struct DocumentStacker {
    /// One paragraph of a block: its runs between two hard breaks.
    struct BlockParagraph {
        let block: Int
        let runs: [TextRun]
        /// The characters after it in the document's text: its hard break, or its block's terminator.
        let terminator: String
        let isLastOfBlock: Bool
        /// Where the paragraph starts in the document's text (UTF-8).
        let offset: Int
    }

    /// What setting a paragraph again, in the box, must repeat.
    struct Setting {
        var maxLines: Int?
        var fit: FitOptions
        var textFollows: Bool
    }

    /// A paragraph set, with the lines of it that are kept.
    struct Kept {
        let paragraph: Int
        var set: Paragraph
        let setting: Setting
        var lineCount: Int
        let top: Double
    }

    let blocks: [TextBlock]
    let paragraphs: [BlockParagraph]
    let options: DocumentOptions
    /// The whole document's text, its last terminator left out.
    let text: String
    var kept: [Kept] = []
    /// The lines kept of the block being stacked (paragraphs come block by block): what its
    /// line limit leaves. Two numbers, not an array a block: an array per layout is a cost a
    /// label feels (its allocation looks up generic metadata on Linux).
    var currentBlock = -1
    var linesOfCurrentBlock = 0
    var lineCount = 0
    var bottom = 0.0
    var box = 0.0
    /// The height or the document's line limit cut lines.
    var cut = false
    /// A block's line limit cut its text.
    var truncated = false

    /// The stacker of `blocks`, split into paragraphs. A block whose runs carry paragraph
    /// attributes (an attributed string's runs) becomes one block a paragraph, each with the
    /// attributes of its first run; its line limit then counts each paragraph's lines.
    init(blocks: [TextBlock], options: DocumentOptions) {
        self.options = options
        var stacked: [TextBlock] = []
        var paragraphs: [BlockParagraph] = []
        var text = ""
        for block in blocks where !block.runs.isEmpty {
            let parts = Self.split(block, index: stacked.count, at: text.utf8.count)
            let ownParagraphs = block.runs.contains { $0.paragraph != nil }
            if !ownParagraphs { stacked.append(block) }
            for part in parts {
                if ownParagraphs {
                    stacked.append(block.paragraph(part.runs, terminator: part.terminator))
                    paragraphs.append(BlockParagraph(block: stacked.count - 1, runs: part.runs, terminator: part.terminator,
                                                     isLastOfBlock: true, offset: part.offset))
                } else {
                    paragraphs.append(part)
                }
                text += part.runs.count == 1 ? part.runs[0].text : part.runs.map(\.text).joined()
                text += part.terminator
            }
        }
        if let last = paragraphs.last, !last.terminator.isEmpty, text.hasSuffix(last.terminator) {
            text.removeLast(last.terminator.count)
        }
        self.blocks = stacked
        self.paragraphs = paragraphs
        self.text = text
    }

    /// A block's paragraphs: its runs cut at the hard breaks of their text (ParagraphBreaks' rule);
    /// an empty paragraph keeps the run it is in, without text, for its height.
    static func split(_ block: TextBlock, index: Int, at offset: Int) -> [BlockParagraph] {
        // LF, CR, and the last bytes of U+0085 and U+2029: most blocks have none, and are one paragraph.
        func mayBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0x85 || byte == 0xA9 }
        guard block.runs.contains(where: { $0.text.utf8.contains(where: mayBreak) }) else {
            return [BlockParagraph(block: index, runs: block.runs, terminator: block.terminator, isLastOfBlock: true,
                                   offset: offset)]
        }
        var joined = ""
        var runBytes: [Range<Int>] = []
        for run in block.runs {
            let start = joined.utf8.count
            joined += run.text
            runBytes.append(start..<joined.utf8.count)
        }
        let utf8 = Array(joined.utf8)
        let ranges = ParagraphBreaks.utf8Ranges(of: joined)
        return ranges.enumerated().map { k, range in
            var runs: [TextRun] = []
            for (r, bytes) in runBytes.enumerated() where bytes.lowerBound < range.upperBound && bytes.upperBound > range.lowerBound {
                var part = block.runs[r]
                part.text = String(decoding: utf8[max(bytes.lowerBound, range.lowerBound)..<min(bytes.upperBound, range.upperBound)],
                                   as: UTF8.self)
                runs.append(part)
            }
            if runs.isEmpty {
                var empty = block.runs[runBytes.firstIndex { $0.upperBound > range.lowerBound } ?? block.runs.count - 1]
                empty.text = ""
                runs = [empty]
            }
            let last = k == ranges.count - 1
            let terminator = last ? block.terminator
                : String(decoding: utf8[range.upperBound..<ranges[k + 1].lowerBound], as: UTF8.self)
            return BlockParagraph(block: index, runs: runs, terminator: terminator, isLastOfBlock: last,
                                  offset: offset + range.lowerBound)
        }
    }

    /// The width paragraphs are first set in: the box's, or infinity (no wrapping).
    var layoutWidth: Double { options.width.isFinite ? options.width : .infinity }

    /// Sets paragraph `index` in `width` as `setting` says. Unwrapped, its tail indent is left out:
    /// the box grows by it instead.
    func set(_ index: Int, _ setting: Setting, width: Double) throws(LayoutError) -> Paragraph {
        let part = paragraphs[index]
        let block = blocks[part.block]
        var style = block.style
        if !width.isFinite { style.tailIndent = 0 }
        let paragraphOptions = ParagraphOptions(width: width, alignment: block.alignment, maxLines: setting.maxLines,
                                                fit: setting.fit, style: style)
        return try Typesetter.setParagraph(part.runs, options: paragraphOptions, base: block.runs[0].attributes,
                                           textFollows: setting.textFollows)
    }

    /// The last line's fitting when the height or the document's line limit cuts the text: at
    /// its tail (UIKit's `.truncatesLastVisibleLine`), with the block's ellipsis and tightening.
    func lastLineFit(_ block: TextBlock) -> FitOptions {
        FitOptions(allowsTightening: block.fit.allowsTightening, truncation: .tail, ellipsis: block.fit.ellipsis)
    }

    /// How paragraph `index` is set: up to its block's remaining lines with the block's fitting;
    /// up to the document's remaining lines, truncated as the document says, when that is fewer
    /// and the document truncates its last line. Text follows when the limit's text goes on.
    func setting(for index: Int) -> Setting {
        let part = paragraphs[index]
        let block = blocks[part.block]
        let blockRemaining = block.maxLines.map { $0 - linesKept(ofBlock: part.block) }
        var setting = Setting(maxLines: blockRemaining, fit: block.fit, textFollows: !part.isLastOfBlock)
        if options.truncatesLastLine, let limit = options.maximumLines {
            let remaining = max(1, limit - lineCount)
            let moreParagraphs = index < paragraphs.count - 1
            if remaining < (blockRemaining ?? Int.max) {
                setting = Setting(maxLines: remaining, fit: lastLineFit(block), textFollows: moreParagraphs)
            } else if remaining == blockRemaining {
                setting.textFollows = setting.textFollows || moreParagraphs
            }
        }
        return setting
    }

    /// Sets and keeps paragraphs until the text, the height or the document's line limit ends.
    mutating func stack() throws(LayoutError) {
        if let maxLines = blocks.compactMap(\.maxLines).first(where: { $0 < 1 }) {
            throw LayoutError(.invalidArgument, input: "maximum lines \(maxLines)", reason: "must be at least 1")
        }
        for index in paragraphs.indices {
            let part = paragraphs[index]
            let block = blocks[part.block]
            if let limit = block.maxLines, linesKept(ofBlock: part.block) >= limit {
                truncated = true
                continue
            }
            if let limit = options.maximumLines, lineCount >= limit, !kept.isEmpty {
                cut = true
                break
            }
            let setting = setting(for: index)
            let top = kept.last.map { bottom + blocks[paragraphs[$0.paragraph].block].style.paragraphSpacing
                + block.style.paragraphSpacingBefore } ?? 0
            let set = try self.set(index, setting, width: layoutWidth)
            let count = keptLines(of: set, at: top)
            if count == 0 {
                cut = true
                if options.truncatesLastLine { try endLastKeptWithEllipsis() }
                break
            }
            let cutHere = count < set.lines.count
            keep(Kept(paragraph: index, set: set, setting: setting, lineCount: count, top: top))
            if cutHere {
                cut = true
                if options.truncatesLastLine { try endLastKeptWithEllipsis() }
                break
            }
        }
    }

    func linesKept(ofBlock block: Int) -> Int { block == currentBlock ? linesOfCurrentBlock : 0 }

    /// How many of `set`'s lines fit under the height and the document's line limit (the
    /// document's first line always does).
    func keptLines(of set: Paragraph, at top: Double) -> Int {
        var count = 0
        for line in set.lines where top + line.top + line.height <= options.height + 1e-9 { count += 1 }
        if let limit = options.maximumLines { count = min(count, max(0, limit - lineCount)) }
        if kept.isEmpty && !set.lines.isEmpty { count = max(count, 1) }
        return count
    }

    mutating func keep(_ paragraph: Kept) {
        kept.append(paragraph)
        let block = paragraphs[paragraph.paragraph].block
        linesOfCurrentBlock = linesKept(ofBlock: block) + paragraph.lineCount
        currentBlock = block
        lineCount += paragraph.lineCount
        truncated = truncated || paragraph.set.truncated
        let last = paragraph.set.lines[paragraph.lineCount - 1]
        bottom = paragraph.top + last.top + last.height
    }

    /// The text after the last kept paragraph was cut: its last kept line ends in an ellipsis.
    /// Truncated, that line may be taller than before (the runs it keeps and the ellipsis's own
    /// run differ), so what is kept is measured again: a line that no longer fits the height is
    /// dropped, and the line before it ends in the ellipsis instead.
    mutating func endLastKeptWithEllipsis() throws(LayoutError) {
        guard let last = kept.popLast() else { return }
        lineCount -= last.lineCount
        linesOfCurrentBlock -= last.lineCount
        let block = blocks[paragraphs[last.paragraph].block]
        var lines = last.lineCount
        while true {
            let setting = Setting(maxLines: lines, fit: lastLineFit(block), textFollows: true)
            let set = try self.set(last.paragraph, setting, width: layoutWidth)
            let wanted = min(lines, set.lines.count)
            let fitting = min(keptLines(of: set, at: last.top), wanted)
            if fitting == wanted {
                keep(Kept(paragraph: last.paragraph, set: set, setting: setting, lineCount: wanted, top: last.top))
                return
            }
            if fitting == 0 {
                // Not even the paragraph's first line fits once truncated (the document's first
                // line always fits, so a paragraph was kept before this one).
                try endLastKeptWithEllipsis()
                return
            }
            lines = fitting
        }
    }
}
