/// A paragraph of runs with its own alignment and style: one block of a document.
public struct TextBlock: Sendable {
    /// The block's runs; a block whose runs hold no text is an empty line as tall as its first run.
    public var runs: [TextRun]
    /// How the block's lines are aligned (when `style.alignment` is natural).
    public var alignment: TextAlignment
    /// The block's paragraph style: indents, spacing, line height (an RTF paragraph's \\fi \\li
    /// \\ri \\sa \\sb \\sl). Its `paragraphSpacingBefore` is not added before the first block,
    /// its `paragraphSpacing` not after the last.
    public var style: ParagraphStyle
    /// The most lines the block takes (nil: any): a truncating line break mode's one line.
    public var maxLines: Int?
    /// How a line of the block that does not fit is fitted (its truncation and ellipsis).
    public var fit: FitOptions
    /// The characters that end the block in the document's text ("\n", "\r\n", U+2029…), so that
    /// the layout's offsets are the document's; the last block's is not in the text.
    public var terminator: String

    /// A block of `runs` aligned as `alignment` says, set with `style`.
    public init(_ runs: [TextRun], alignment: TextAlignment = .leading, style: ParagraphStyle = ParagraphStyle(),
                maxLines: Int? = nil, fit: FitOptions = FitOptions(), terminator: String = "\n") {
        self.runs = runs
        self.alignment = alignment
        self.style = style
        self.maxLines = maxLines
        self.fit = fit
        self.terminator = terminator
    }

    /// The block's lines are placed by the width of the box (centred, right-aligned, justified or
    /// trailing), not only by their indents.
    var placedByWidth: Bool {
        switch style.alignment {
        case .natural: return alignment != .leading
        case .left: return false
        default: return true
        }
    }
}

/// The box a document is set in.
public struct DocumentOptions: Sendable, Hashable {
    /// The width; infinity: no wrapping, the box as wide as the widest line.
    public var width: Double
    /// The height: only the lines that fit in it are kept (the first line always is).
    public var height: Double
    /// The most lines kept over the whole document (nil: any).
    public var maximumLines: Int?
    /// When lines are cut by the height or the line limit, the last one kept is truncated at its
    /// tail (UIKit's `.truncatesLastVisibleLine`, a text container's truncating line break mode).
    public var truncatesLastLine: Bool

    /// A box `width` wide and `height` tall, at most `maximumLines` lines.
    public init(width: Double, height: Double = .infinity, maximumLines: Int? = nil, truncatesLastLine: Bool = false) {
        self.width = width
        self.height = height
        self.maximumLines = maximumLines
        self.truncatesLastLine = truncatesLastLine
    }
}

/// A document laid out: every kept line in one ``Paragraph`` (offsets in the document's text,
/// which is the blocks' runs joined by their terminators), and where each block's lines are.
public struct DocumentLayout: Sendable {
    /// A block's place in the layout.
    public struct Block: Sendable, Hashable {
        /// The indices of the block's kept lines in ``DocumentLayout/paragraph``.
        public let lines: Range<Int>
        /// The top of the block's first line box.
        public let top: Double
        /// The block's text as UTF-8 offsets in the document's text (its terminator excluded).
        public let textRange: Range<Int>
    }
    /// The lines of every block, top to bottom, with the document's text.
    public let paragraph: Paragraph
    /// The blocks that have kept lines, in order.
    public let blocks: [Block]
    /// The widest line with its indent (a `boundingRect`'s width).
    public let usedWidth: Double
    /// The height or the line limit cut lines.
    public let cut: Bool

    /// No lines at all.
    public static let empty = DocumentLayout(paragraph: Paragraph(lines: [], width: 0, height: 0, truncated: false),
                                             blocks: [], usedWidth: 0, cut: false)
}

extension Typesetter {
    /// Blocks (a document's paragraphs, each with its own alignment and style) laid out one under
    /// the other in `width` points (infinity: no wrapping, as wide as the widest line).
    public static func document(_ blocks: [TextBlock], width: Double) throws(LayoutError) -> Paragraph {
        try document(blocks, options: DocumentOptions(width: width)).paragraph
    }

    /// Blocks laid out one under the other in the box `options` gives: each block by the one
    /// paragraph engine, stacked with its spacing, the lines that fit in the height and the line
    /// limit kept, the last one truncated when `options.truncatesLastLine` and text was cut.
    public static func document(_ blocks: [TextBlock], options: DocumentOptions) throws(LayoutError) -> DocumentLayout {
        guard !(options.width < 0), !options.width.isNaN, !(options.height < 0), !options.height.isNaN else {
            throw LayoutError.invalid("width or height", options.width, "must be a number ≥ 0")
        }
        var stacker = DocumentStacker(blocks: blocks.filter { !$0.runs.isEmpty }, options: options)
        try stacker.setBox()
        try stacker.stack()
        return stacker.result()
    }
}

/// Stacks a document's blocks: the box's width, then each block set and placed under the last.
struct DocumentStacker {
    let blocks: [TextBlock]
    let options: DocumentOptions
    var box = 0.0
    /// Each block set unwrapped, when the box's width was measured from them.
    var unwrapped: [Paragraph?] = []
    var lines: [ParagraphLine] = []
    var placed: [DocumentLayout.Block] = []
    var text = ""
    var offset = 0
    var top = 0.0
    var usedWidth = 0.0
    var cut = false

    init(blocks: [TextBlock], options: DocumentOptions) {
        self.blocks = blocks
        self.options = options
    }

    func paragraphOptions(_ block: TextBlock, width: Double, maxLines: Int? = nil, fit: FitOptions? = nil) -> ParagraphOptions {
        ParagraphOptions(width: width, alignment: block.alignment, maxLines: maxLines ?? block.maxLines,
                         fit: fit ?? block.fit, style: block.style)
    }

    /// The box's width: the given one, or unwrapped the widest line (each block is set once
    /// unwrapped; again in the box only when its lines are placed by the box's width).
    mutating func setBox() throws(LayoutError) {
        guard !options.width.isFinite else { box = options.width; return }
        for block in blocks {
            var unbounded = block
            unbounded.style.tailIndent = 0
            let p = try Typesetter.paragraph(runs: block.runs, options: paragraphOptions(unbounded, width: .infinity))
            box = max(box, p.width + max(0, -block.style.tailIndent))
            // A right-to-left line is placed from the box's right edge: set again in the box.
            let reusable = !block.placedByWidth && block.style.tailIndent == 0 && !p.lines.contains { $0.line.isRightToLeft }
            unwrapped.append(reusable ? p : nil)
        }
    }

    mutating func stack() throws(LayoutError) {
        for (k, block) in blocks.enumerated() {
            let blockTop = k == 0 ? 0 : top + blocks[k - 1].style.paragraphSpacing + block.style.paragraphSpacingBefore
            var p: Paragraph
            if k < unwrapped.count, let set = unwrapped[k] { p = set } else {
                p = try Typesetter.paragraph(runs: block.runs, options: paragraphOptions(block, width: box))
            }
            let kept = keptLines(of: p, at: blockTop, first: k == 0)
            if kept == 0 { cut = true; break }
            if kept < p.lines.count {
                cut = true
                if options.truncatesLastLine {
                    let tail = FitOptions(allowsTightening: block.fit.allowsTightening, truncation: .tail, ellipsis: block.fit.ellipsis)
                    p = try Typesetter.paragraph(runs: block.runs, options: paragraphOptions(block, width: box, maxLines: kept, fit: tail))
                }
            }
            place(p, kept: min(kept, p.lines.count), block: block, top: blockTop)
            if cut { break }
        }
    }

    /// How many of `p`'s lines fit under the height and the line limit (the document's first
    /// line always does).
    func keptLines(of p: Paragraph, at blockTop: Double, first: Bool) -> Int {
        var kept = 0
        for line in p.lines where blockTop + line.top + line.height <= options.height + 1e-9 { kept += 1 }
        if let limit = options.maximumLines { kept = min(kept, max(0, limit - lines.count)) }
        if first && !p.lines.isEmpty { kept = max(kept, 1) }
        return kept
    }

    mutating func place(_ p: Paragraph, kept: Int, block: TextBlock, top blockTop: Double) {
        let first = lines.count
        for (i, line) in p.lines.prefix(kept).enumerated() {
            lines.append(line.moved(dy: blockTop, offset: offset))
            let indent = i == 0 ? block.style.firstLineHeadIndent : block.style.headIndent
            usedWidth = max(usedWidth, line.line.width + indent)
        }
        let blockText = block.runs.map(\.text).joined()
        placed.append(DocumentLayout.Block(lines: first..<lines.count, top: blockTop,
                                           textRange: offset..<(offset + blockText.utf8.count)))
        text += blockText + block.terminator
        offset += blockText.utf8.count + block.terminator.utf8.count
        let last = p.lines.prefix(kept).last
        top = kept == p.lines.count ? blockTop + p.height : blockTop + (last.map { $0.top + $0.height } ?? 0)
    }

    /// The layout: the kept lines with the whole document's text, the blocks after a cut included
    /// (the last terminator dropped).
    func result() -> DocumentLayout {
        var whole = text
        var tail = placed.count
        while tail < blocks.count {
            whole += blocks[tail].runs.map(\.text).joined() + blocks[tail].terminator
            tail += 1
        }
        if let last = blocks.last, whole.hasSuffix(last.terminator), !last.terminator.isEmpty {
            whole.removeLast(last.terminator.count)
        }
        // One block is its own text: its lines' offsets are already the document's.
        let paragraph = blocks.count == 1 && placed.count == 1
            ? Paragraph(lines: lines, width: box, height: top, truncated: cut, text: whole)
            : Paragraph(lines: lines, width: box, height: top, truncated: cut).settingOffsets(text: whole)
        return DocumentLayout(paragraph: paragraph, blocks: placed, usedWidth: usedWidth, cut: cut)
    }
}
