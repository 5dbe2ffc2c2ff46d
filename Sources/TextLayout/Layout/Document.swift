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

    /// The block of paragraph `runs` (one of this block's, ending with `terminator`): this block
    /// with the attributes of the paragraph's first run, when it has its own.
    func paragraph(_ runs: [TextRun], terminator: String) -> TextBlock {
        let own = runs.first?.paragraph
        return TextBlock(runs, alignment: alignment, style: own?.style ?? style, maxLines: own.map(\.maxLines) ?? maxLines,
                         fit: own?.fit ?? fit, terminator: terminator)
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

/// What a paragraph takes from the run it starts in (``TextRun/paragraph``): its style, its line
/// limit and how a line of it that does not fit is fitted, as a block has them.
public struct ParagraphAttributes: Sendable, Hashable {
    /// The paragraph's style (its alignment, when not natural, among it).
    public var style: ParagraphStyle
    /// The most lines the paragraph takes (nil: any): a truncating line break mode's one line.
    public var maxLines: Int?
    /// How a line of the paragraph that does not fit is fitted (its truncation and ellipsis).
    public var fit: FitOptions

    /// A paragraph set with `style`, in at most `maxLines` lines fitted by `fit`.
    public init(style: ParagraphStyle = ParagraphStyle(), maxLines: Int? = nil, fit: FitOptions = FitOptions()) {
        self.style = style
        self.maxLines = maxLines
        self.fit = fit
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

    /// Blocks laid out one under the other in the box `options` gives: each block split at its
    /// hard breaks, each paragraph set by the one paragraph engine and stacked with its spacing,
    /// the lines that fit in the height and the line limits kept, the last one truncated when
    /// `options.truncatesLastLine` and text was cut.
    public static func document(_ blocks: [TextBlock], options: DocumentOptions) throws(LayoutError) -> DocumentLayout {
        guard !(options.width < 0), !options.width.isNaN, !(options.height < 0), !options.height.isNaN else {
            throw LayoutError.invalid("width or height", options.width, "must be a number ≥ 0")
        }
        var stacker = DocumentStacker(blocks: blocks, options: options)
        try stacker.stack()
        try stacker.setInBox()
        return stacker.result()
    }
}
