/// A document's text with its character and paragraph formatting, as a renderer needs it.
public struct RTFParagraph: Sendable, Hashable {
    /// Paragraph alignment (`\ql`, `\qc`, `\qr`, `\qj`).
    public enum Alignment: String, Sendable, Hashable, Codable {
        /// `left` (`\ql`), `center` (`\qc`), `right` (`\qr`) and `justified` (`\qj`).
        case left, center, right, justified
    }

    /// The alignment of the paragraph.
    public var alignment: Alignment
    /// The paragraph's runs, in order; empty for an empty paragraph.
    public var runs: [RTFTextRun]
    /// Its indents, spacing and line spacing, as stored.
    public var format: RTFParagraphFormat

    /// A paragraph of `runs`.
    public init(alignment: Alignment, runs: [RTFTextRun], format: RTFParagraphFormat = RTFParagraphFormat()) {
        self.alignment = alignment
        self.runs = runs
        self.format = format
    }
}

/// Text with one set of character formatting.
public struct RTFTextRun: Sendable, Hashable {
    /// The text; U+2028 for `\line`, a tab for `\tab`.
    public var text: String
    /// The `\fN` font index into the font table (`RTFDocument.fonts`), if one is set.
    public var fontIndex: Int?
    /// The size in points as stored: `\fsN` half-points (24 = 12 pt, RTF's default).
    public var pointSize: Double
    /// `\b`.
    public var bold: Bool
    /// `\i`.
    public var italic: Bool
    /// The `\cfN` colour from the colour table, as 0–255 red, green, blue; nil for the default
    /// (auto) colour.
    public var color: RTFColor?

    /// A run of `text` with this formatting.
    public init(text: String, fontIndex: Int?, pointSize: Double, bold: Bool, italic: Bool, color: RTFColor?) {
        self.text = text
        self.fontIndex = fontIndex
        self.pointSize = pointSize
        self.bold = bold
        self.italic = italic
        self.color = color
    }
}

/// A colour of an RTF colour table (`\redN\greenN\blueN;`).
public struct RTFColor: Sendable, Hashable, Codable {
    /// The red component, 0–255 (`\redN`).
    public var red: Int
    /// The green component, 0–255 (`\greenN`).
    public var green: Int
    /// The blue component, 0–255 (`\blueN`).
    public var blue: Int
}

extension RTFDocument {
    /// The destinations whose text is not the document's (RTF 1.9.1: tables, metadata, pictures,
    /// objects, headers and footers); with `\*`, any group whose destination is unknown.
    ///
    /// Two are kept on purpose. `\listtext`, a list item's number or bullet with its tabs ("for
    /// the benefit of RTF readers that don't understand Word 97 lists", RTF 1.9.1): this reader
    /// does not build lists from `\listtable`, so it shows the text the writer computed, as
    /// TextEdit draws it. A `\field`'s `\fldrslt`, its result (a link's visible text); only its
    /// instruction, `\fldinst`, is skipped.
    static let skippedDestinations: Set<String> = [
        "fonttbl", "colortbl", "expandedcolortbl", "stylesheet", "info", "pict", "object", "listtable",
        "listoverridetable", "header", "headerl", "headerr", "headerf", "footer", "footerl", "footerr",
        "footerf", "footnote", "themedata", "colorschememapping", "latentstyles", "datastore",
        "xmlnstbl", "generator", "rsidtbl", "revtbl", "filetbl", "fldinst", "nonshppict",
        "shppict", "bkmkstart", "bkmkend", "mmathPr", "pgdsctbl", "passwordhash",
    ]

    /// The document's text as paragraphs of formatted runs: `\f`, `\fs` (and Cocoa's
    /// `\fsmilli`), `\b`, `\i`, `\cf`, `\plain`; `\pard`, `\ql` `\qc` `\qr` `\qj`, the paragraph
    /// format (`\fi` `\li` `\ri` `\sb` `\sa` `\sl` `\slmult`, Cocoa's `\slleading` `\slminimum`
    /// `\slmaximum`; see ``RTFParagraphFormat``); `\par` and
    /// `\`+newline end a paragraph, `\line` is a line break; `\uN` with `\ucN` skipping, `\'hh` in
    /// Windows-1252, the special-character words (`\tab`, `\emdash`, `\bullet`, quotes…).
    /// Destinations that hold no body text (tables, metadata, pictures) are skipped. It never
    /// fails: the document already parsed, and anything it does not know is left out.
    public func paragraphs() -> [RTFParagraph] {
        var reader = TextReader(bytes: bytes)
        var lexer = RTFLexer(bytes: bytes)
        while let token = try? lexer.next() { reader.read(token) }
        return reader.finish()
    }
}

/// One pass of ``RTFDocument/paragraphs()`` over the tokens: the character format of each open
/// group, the paragraph's format, the colour table, and the text and runs read so far.
private struct TextReader {
    struct State {
        var fontIndex: Int?
        var halfPoints = 24
        var milliPoints: Int?
        var bold = false
        var italic = false
        var color = 0
        var skip = false
        var unicodeSkip = 1
    }

    let bytes: [UInt8]
    var colors: [RTFColor?] = []
    var stack: [State] = []
    var state = State()
    var alignment = RTFParagraph.Alignment.left
    var format = RTFParagraphFormat()
    var paragraphs: [RTFParagraph] = []
    var runs: [RTFTextRun] = []
    var text = String.UnicodeScalarView()
    var pendingSkip = 0
    var highSurrogate: UInt32?
    var groupStart = false
    // The colour table being read: its group depth and the current entry.
    var colorDepth: Int?
    var entry = (red: 0, green: 0, blue: 0, any: false)
    // The document's \deftab, and the tab kind word waiting for its \tx.
    var documentTabWidth: Int?
    var tabKind: RTFTabStop.Kind?

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The paragraphs, the last one (unless empty) ended by the end of the document.
    mutating func finish() -> [RTFParagraph] {
        if highSurrogate != nil { text.append("\u{FFFD}") }
        flush()
        if !runs.isEmpty { paragraphs.append(RTFParagraph(alignment: alignment, runs: runs, format: format)) }
        return paragraphs
    }

    func current() -> RTFTextRun {
        RTFTextRun(text: "", fontIndex: state.fontIndex,
                   pointSize: state.milliPoints.map { Double($0) / 1000 } ?? Double(state.halfPoints) / 2,
                   bold: state.bold, italic: state.italic,
                   color: state.color > 0 && state.color < colors.count ? colors[state.color] : nil)
    }

    mutating func flush() {
        if highSurrogate != nil, !state.skip {
            highSurrogate = nil
            text.append("\u{FFFD}")
        }
        guard !text.isEmpty else { return }
        var run = current()
        run.text = String(text)
        text.removeAll()
        if var last = runs.last, last.fontIndex == run.fontIndex, last.pointSize == run.pointSize,
           last.bold == run.bold, last.italic == run.italic, last.color == run.color {
            last.text += run.text
            runs[runs.count - 1] = last
        } else {
            runs.append(run)
        }
    }

    mutating func change(_ body: (inout State) -> Void) {
        flush()
        body(&state)
    }

    mutating func emit(_ scalar: Unicode.Scalar) {
        if state.skip { return }
        if pendingSkip > 0 { pendingSkip -= 1; return }
        if highSurrogate != nil {
            // A high surrogate that no low one followed.
            highSurrogate = nil
            text.append("\u{FFFD}")
        }
        text.append(scalar)
    }

    mutating func endParagraph() {
        flush()
        var f = format
        if f.defaultTabWidth == nil { f.defaultTabWidth = documentTabWidth }
        paragraphs.append(RTFParagraph(alignment: alignment, runs: runs, format: f))
        runs = []
    }

    mutating func read(_ token: RTFToken) {
        let wasGroupStart = groupStart
        groupStart = false
        switch token.kind {
        case .groupStart:
            stack.append(state)
            groupStart = true
        case .groupEnd:
            if let depth = colorDepth, stack.count == depth { colorDepth = nil }
            if !state.skip { flush() }
            if let previous = stack.popLast() { state = previous }
        case .controlSymbol:
            readSymbol(bytes[token.nameRange.lowerBound], atGroupStart: wasGroupStart)
        case .hexEscape:
            if let v = token.value { emit(Windows1252.scalar(UInt8(truncatingIfNeeded: v))) }
        case .text:
            readText(bytes[token.range])
        case .lineBreak, .binaryData:
            break
        case .controlWord:
            readWord(String(decoding: bytes[token.nameRange], as: UTF8.self), token.value, atGroupStart: wasGroupStart)
        }
    }

    mutating func readSymbol(_ symbol: UInt8, atGroupStart: Bool) {
        switch symbol {
        case UInt8(ascii: "*"):
            if atGroupStart { state.skip = true }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            if !state.skip { endParagraph() }
        case UInt8(ascii: "~"): emit("\u{00A0}")
        case UInt8(ascii: "_"): emit("\u{2011}")
        case UInt8(ascii: "-"): break  // an optional hyphen
        case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"): emit(Unicode.Scalar(symbol))
        default: break
        }
    }

    mutating func readText(_ chunk: ArraySlice<UInt8>) {
        if colorDepth != nil {
            // ";" ends a colour entry; an empty first entry is the auto colour.
            for b in chunk where b == UInt8(ascii: ";") {
                colors.append(entry.any ? RTFColor(red: entry.red, green: entry.green, blue: entry.blue) : nil)
                entry = (0, 0, 0, false)
            }
            return
        }
        for b in chunk { emit(Windows1252.scalar(b)) }
    }

    mutating func readWord(_ name: String, _ value: Int?, atGroupStart: Bool) {
        if atGroupStart && RTFDocument.skippedDestinations.contains(name) {
            state.skip = true
            if name == "colortbl" { colorDepth = stack.count }
            return
        }
        if let depth = colorDepth, stack.count == depth {
            let v = max(0, min(255, value ?? 0))
            switch name {
            case "red": entry.red = v; entry.any = true
            case "green": entry.green = v; entry.any = true
            case "blue": entry.blue = v; entry.any = true
            default: break
            }
            return
        }
        if state.skip { return }
        if readCharacterFormat(name, value) || readParagraphFormat(name, value) { return }
        readCharacter(name, value)
    }

    /// `\f`, `\fs`, `\fsmilli`, `\b`, `\i`, `\cf`, `\plain`; whether `name` is one of them.
    mutating func readCharacterFormat(_ name: String, _ value: Int?) -> Bool {
        switch name {
        case "f": change { $0.fontIndex = value }
        case "fs": change { $0.halfPoints = max(1, min(value ?? 24, 3200)); $0.milliPoints = nil }
        case "fsmilli": change { $0.milliPoints = value.map { max(1, min($0, 1_600_000)) } }
        case "b": change { $0.bold = (value ?? 1) != 0 }
        case "i": change { $0.italic = (value ?? 1) != 0 }
        case "cf": change { $0.color = value ?? 0 }
        case "plain": change { $0.fontIndex = nil; $0.halfPoints = 24; $0.milliPoints = nil; $0.bold = false; $0.italic = false; $0.color = 0 }
        default: return false
        }
        return true
    }

    /// `\pard`, the indents, spacing, line spacing, tab stops and alignment, and the words that
    /// end a paragraph; whether `name` is one of them.
    mutating func readParagraphFormat(_ name: String, _ value: Int?) -> Bool {
        switch name {
        case "pard":
            alignment = .left
            format = RTFParagraphFormat()
        case "fi": format.firstLineIndent = value ?? 0
        case "li": format.leftIndent = value ?? 0
        case "ri": format.rightIndent = value ?? 0
        case "sb": format.spaceBefore = value ?? 0
        case "sa": format.spaceAfter = value ?? 0
        case "sl": format.lineSpacing = value ?? 0
        case "slmult": format.lineSpacingMultiple = (value ?? 1) != 0
        case "slleading": format.lineLeading = value ?? 0
        case "slminimum": format.minimumLineHeight = value ?? 0
        case "slmaximum": format.maximumLineHeight = value ?? 0
        case "tqr": tabKind = .right
        case "tqc": tabKind = .center
        case "tqdec": tabKind = .decimal
        case "tb": tabKind = nil  // a bar tab draws a rule; it is not a stop
        case "tx":
            if format.tabStops.count < RTFParagraphFormat.maximumTabStops {
                format.tabStops.append(RTFTabStop(position: value ?? 0, kind: tabKind ?? .left))
            }
            tabKind = nil
        // A width of 0 or less would put every tab where it stands: ignored, as absent.
        case "pardeftab": format.defaultTabWidth = (value ?? 0) > 0 ? value : nil
        case "deftab": documentTabWidth = (value ?? 0) > 0 ? value : nil
        case "ql": alignment = .left
        case "qc": alignment = .center
        case "qr": alignment = .right
        case "qj": alignment = .justified
        case "par", "sect", "page": endParagraph()
        default: return false
        }
        return true
    }

    /// `\uc`, `\u`, and the words that stand for a character (`\line`, `\tab`, `\emdash`…).
    mutating func readCharacter(_ name: String, _ value: Int?) {
        switch name {
        case "line": emit("\u{2028}")
        case "tab": emit("\t")
        case "uc": state.unicodeSkip = max(0, min(value ?? 1, 10))
        case "u":
            if let v = value { readUnicode(v) }
        case "emdash": emit("\u{2014}")
        case "endash": emit("\u{2013}")
        case "bullet": emit("\u{2022}")
        case "lquote": emit("\u{2018}")
        case "rquote": emit("\u{2019}")
        case "ldblquote": emit("\u{201C}")
        case "rdblquote": emit("\u{201D}")
        case "emspace": emit("\u{2003}")
        case "enspace": emit("\u{2002}")
        default: break
        }
    }

    /// `\uN`: a 16-bit value, negative above 32767; characters past U+FFFF come as a UTF-16
    /// surrogate pair of two \u words (Cocoa writes emoji so). The `\uc` fallback characters
    /// after it are skipped.
    mutating func readUnicode(_ v: Int) {
        let code = UInt32(max(0, v < 0 ? v + 65536 : v))
        if (0xD800...0xDBFF).contains(code), !state.skip {
            if highSurrogate != nil { highSurrogate = nil; text.append("\u{FFFD}") }
            highSurrogate = code
        } else if (0xDC00...0xDFFF).contains(code), let high = highSurrogate {
            highSurrogate = nil
            emit(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) ?? "\u{FFFD}")
        } else {
            emit(Unicode.Scalar(code) ?? "\u{FFFD}")
        }
        pendingSkip = state.unicodeSkip
    }
}
