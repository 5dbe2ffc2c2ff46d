extension RTFDocument {
    /// One pass over the tokens, with an explicit stack of open groups (no recursion).
    struct Reader {
        enum FrameKind: UInt8 {
            case root
            /// `{\fonttbl …}`
            case fontTable
            /// `{\f0 … Name;}` inside the font table.
            case fontEntry
            /// A group inside a font entry, or a `\*` group inside the font table (`\*\panose`).
            case fontSkipped
            case other
        }

        struct Frame {
            var kind: FrameKind
            /// `\ucN`: how many fallback characters follow a `\uN` (default 1, kept per group).
            var unicodeSkip: UInt8
            var fresh: Bool
        }

        let bytes: [UInt8]
        var rtfVersion: Int?
        var cocoaVersion: Int?
        var fonts: [RTFFont] = []
        var usedFonts: [Int: Int] = [:]
        var sizeCounts: [Int: Int] = [:]
        var milliCounts: [Int: Int] = [:]
        var invalidSizeCount = 0
        var lengthCounts: [Int: Int] = [:]
        var unreadableLengthCount = 0
        var multipleLineSpacings: [UInt32] = []
        var geometry = RTFDocumentGeometry()
        /// The current paragraph's `\sl` (its offset, its value, whether it is scaled), and whether
        /// `\slmult1` was given since `\pard` (an `\slmult` normally follows its `\sl`; either
        /// order is read).
        var lineSpacing: (offset: Int, value: Int?, hasNumber: Bool, scaled: Bool)?
        var lineSpacingIsMultiple = false
        /// `\fsmilli` sizes, with the `\fs` each refines (nil for one alone), and how often.
        var refinedSizeCounts: [MilliPair: Int] = [:]
        /// The value of the `\fs` the previous token was (an `\fsmilli` right after it refines it).
        var previousFs: Int??
        var scalingTags: [Tag] = []
        var platformTags: [Tag] = []
        var insertionOffset: Int?
        var statistics = Statistics()
        var issues: [Issue] = []
        var issueCount = 0

        // The font entry being read.
        var fontIndex: Int?
        var fontFamily: String?
        var fontCharset: Int?
        var fontName: [Unicode.Scalar] = []
        var fontStarted = false
        var fontFallbackToSkip = 0
        var highSurrogate: UInt32?

        static let maximumNameLength = 256

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func issue(_ kind: Issue.Kind, _ message: String, at offset: Int) {
            issueCount += 1
            if issues.count < RTFDocument.issueLimit { issues.append(Issue(kind: kind, offset: offset, message: message)) }
        }

        mutating func read() throws(RTFError) {
            statistics.byteCount = bytes.count
            let rootStart = try Self.rootStart(bytes)
            var lexer = RTFLexer(bytes: bytes, position: rootStart)
            var frames: [Frame] = []
            while let token = try lexer.next() {
                let fsBefore = previousFs
                previousFs = nil
                switch token.kind {
                case .groupStart:
                    openGroup(token, frames: &frames)
                    continue
                case .groupEnd:
                    if try closeGroup(token, frames: &frames) { return }
                    continue
                default:
                    break
                }
                let top = frames.count - 1
                let word = token.kind == .controlWord ? RTFWord.lookup(bytes, token.nameRange) : nil
                if frames[top].fresh {
                    frames[top].fresh = false
                    try readFirstToken(token, word: word, of: &frames[top], depth: top)
                }
                if top == 0, insertionOffset == nil {
                    switch token.kind {
                    case .text, .controlSymbol, .hexEscape: insertionOffset = token.range.lowerBound
                    default: break
                    }
                }
                readToken(token, word: word, frame: &frames[top], atRoot: top == 0, fsBefore: fsBefore ?? nil)
            }
            throw RTFError(.truncated,
                           "truncated: the file ends with \(frames.count) group\(frames.count == 1 ? "" : "s") still open",
                           at: bytes.count)
        }

        /// A `{`: a frame whose kind follows from its parent's (the font table's entries, the
        /// groups inside them), with the parent's `\uc`.
        mutating func openGroup(_ token: RTFToken, frames: inout [Frame]) {
            if frames.count == 1, insertionOffset == nil { insertionOffset = token.range.lowerBound }
            let parent = frames.last
            let kind: FrameKind
            switch parent?.kind {
            case nil: kind = .root
            case .fontTable?: kind = .fontEntry
            case .fontEntry?, .fontSkipped?: kind = .fontSkipped
            default: kind = .other
            }
            frames.append(Frame(kind: kind, unicodeSkip: parent?.unicodeSkip ?? 1, fresh: true))
            statistics.groupCount += 1
            statistics.maximumDepth = max(statistics.maximumDepth, frames.count)
        }

        /// A `}`: whether it closes the root group (the document ends there; only blank space may follow).
        mutating func closeGroup(_ token: RTFToken, frames: inout [Frame]) throws(RTFError) -> Bool {
            let closed = frames.removeLast()
            if closed.kind == .fontEntry || closed.kind == .fontTable { finishFont() }
            guard frames.isEmpty else { return false }
            if insertionOffset == nil { insertionOffset = token.range.lowerBound }
            try Self.checkTrailing(bytes, after: token.range.upperBound)
            return true
        }

        /// The first token of a group, which says what the group is: the root must start with
        /// `\rtf`, `\fonttbl` starts the font table, and `\*` in the font table a group to skip.
        mutating func readFirstToken(_ token: RTFToken, word: RTFWord?, of frame: inout Frame, depth: Int) throws(RTFError) {
            switch frame.kind {
            case .root:
                guard word == .rtf else {
                    throw RTFError(.notRTF, "not an RTF document: the first group does not start with \\rtf",
                                   at: token.range.lowerBound)
                }
                rtfVersion = token.value
            case .other where depth == 1 && word == .fonttbl:
                frame.kind = .fontTable
            case .fontEntry where token.kind == .controlSymbol && bytes[token.nameRange.lowerBound] == Byte.star:
                frame.kind = .fontSkipped
            default:
                break
            }
        }

        /// Any token but a group's start or end, in the group `frame`: counted, and read for the
        /// sizes and tags (control words) or the font names (in the font table).
        mutating func readToken(_ token: RTFToken, word: RTFWord?, frame: inout Frame, atRoot: Bool, fsBefore: Int?) {
            let kind = frame.kind
            let inFontTable = kind == .fontTable || kind == .fontEntry
            switch token.kind {
            case .controlWord:
                statistics.controlWordCount += 1
                if let word {
                    if word == .fsmilli {
                        fsmilli(token, after: fsBefore, inFontTable: inFontTable)
                    } else {
                        handle(word, token, frame: &frame, atRoot: atRoot, inFontTable: inFontTable,
                               inFontSkipped: kind == .fontSkipped)
                    }
                } else if inFontTable {
                    consumeFallback()
                }
            case .text:
                if inFontTable { fontText(token.range) }
            case .hexEscape:
                statistics.hexEscapeCount += 1
                if token.value == nil {
                    issue(.invalidHexEscape, "\\' is not followed by two hexadecimal digits", at: token.range.lowerBound)
                }
                if inFontTable {
                    if fontFallbackToSkip > 0 {
                        fontFallbackToSkip -= 1
                    } else {
                        appendToName(token.value.map { Windows1252.scalar(UInt8($0)) } ?? "\u{FFFD}")
                    }
                }
            case .controlSymbol:
                if inFontTable { consumeFallback() }
            case .binaryData:
                statistics.binaryBlockCount += 1
                statistics.binaryByteCount += token.range.count
            case .lineBreak, .groupStart, .groupEnd:
                break
            }
        }

        /// The offset of the root `{`: the input may start with blank space, then must read `{\rtf`.
        static func rootStart(_ bytes: [UInt8]) throws(RTFError) -> Int {
            var i = 0
            while i < bytes.count, isBlank(bytes[i]) { i += 1 }
            let magic: [UInt8] = Array("{\\rtf".utf8)
            guard bytes.count - i >= magic.count, Array(bytes[i..<(i + magic.count)]) == magic else {
                throw RTFError(.notRTF, "not an RTF document: it does not start with {\\rtf", at: i)
            }
            return i
        }

        /// After the root group closes, only blank space (and NUL padding) may follow.
        static func checkTrailing(_ bytes: [UInt8], after end: Int) throws(RTFError) {
            var i = end
            while i < bytes.count, isBlank(bytes[i]) || bytes[i] == Byte.nul { i += 1 }
            if i < bytes.count {
                throw RTFError(.unbalancedBraces,
                               "unbalanced braces: the document's group closes at byte \(end - 1) but data follows",
                               at: i)
            }
        }

        static func isBlank(_ b: UInt8) -> Bool {
            b == Byte.space || b == Byte.tab || b == Byte.cr || b == Byte.lf
        }

        /// `\fsmilliN`: a size in thousandths of a point, refining the `\fs` right before it.
        mutating func fsmilli(_ token: RTFToken, after fs: Int?, inFontTable: Bool) {
            if let value = sizeValue(token, word: "fsmilli", inFontTable: inFontTable) {
                refinedSizeCounts[MilliPair(halfPoints: fs, millipoints: value), default: 0] += 1
                milliCounts[value, default: 0] += 1
            }
        }

        /// A size word's parameter when it is a size; else an issue is recorded and nil returned.
        mutating func sizeValue(_ token: RTFToken, word: String, inFontTable: Bool) -> Int? {
            statistics.fontSizeCount += 1
            defer { if inFontTable { consumeFallback() } }
            if let value = token.value, value >= 0 { return value }
            invalidSizeCount += 1
            if token.parameterRange.isEmpty {
                issue(.sizeWithoutParameter, "\\\(word) has no size", at: token.range.lowerBound)
            } else {
                let text = String(decoding: bytes[token.parameterRange.prefix(24)], as: UTF8.self)
                issue(.sizeOutOfRange, "\\\(word)\(text)\(token.parameterRange.count > 24 ? "…" : "") is not a font size",
                      at: token.range.lowerBound)
            }
            return nil
        }

        mutating func handle(_ word: RTFWord, _ token: RTFToken, frame: inout Frame, atRoot: Bool,
                             inFontTable: Bool, inFontSkipped: Bool) {
            switch word {
            case .fs:
                if let value = sizeValue(token, word: "fs", inFontTable: inFontTable) {
                    sizeCounts[value, default: 0] += 1
                    previousFs = .some(value)
                }
                return
            case .uc:
                frame.unicodeSkip = UInt8(clamping: max(0, token.value ?? 1))
            case .u:
                statistics.unicodeEscapeCount += 1
                if inFontTable, let value = token.value {
                    appendUTF16(UInt32(truncatingIfNeeded: value < 0 ? value + 65536 : value))
                    fontFallbackToSkip = Int(frame.unicodeSkip)
                    return
                }
            case .cocoatextscaling where atRoot:
                scalingTags.append(Tag(range: token.range, parameterRange: token.parameterRange, value: token.value))
            case .cocoaplatform where atRoot:
                platformTags.append(Tag(range: token.range, parameterRange: token.parameterRange, value: token.value))
            case .cocoartf where atRoot:
                cocoaVersion = token.value
            case .pard:
                lineSpacing = nil
                lineSpacingIsMultiple = false
            case .slmult:
                lineSpacingIsMultiple = (token.value ?? 1) != 0
                if let current = lineSpacing, current.scaled == lineSpacingIsMultiple {
                    // The paragraph's \sl changes kind: a multiple is not scaled, a height is.
                    if lineSpacingIsMultiple {
                        if current.hasNumber { countLength(current.value, by: -1) }
                        multipleLineSpacings.append(UInt32(truncatingIfNeeded: current.offset))
                    } else {
                        if current.hasNumber { countLength(current.value, by: 1) }
                        if multipleLineSpacings.last == UInt32(truncatingIfNeeded: current.offset) {
                            multipleLineSpacings.removeLast()
                        }
                    }
                    lineSpacing = (current.offset, current.value, current.hasNumber, !lineSpacingIsMultiple)
                }
            case .paperw where atRoot, .paperh where atRoot, .margl where atRoot, .margr where atRoot,
                 .viewkind where atRoot:
                geometry.set(word, token.value)
            case .f:
                if inFontTable {
                    if fontStarted, fontIndex != nil || !fontName.isEmpty { finishFont() }
                    fontIndex = token.value
                    fontStarted = true
                    return
                } else if !inFontSkipped, let value = token.value, usedFonts[value] == nil {
                    usedFonts[value] = token.range.lowerBound
                }
            case .fcharset where inFontTable:
                fontCharset = token.value
                fontStarted = true
                return
            case .fnil, .froman, .fswiss, .fmodern, .fscript, .fdecor, .ftech, .fbidi:
                if inFontTable {
                    fontFamily = word.fontFamily
                    fontStarted = true
                    return
                }
            default:
                break
            }
            if word.isScaledLength {
                let scaled = word != .sl || !lineSpacingIsMultiple
                let hasNumber = !token.parameterRange.isEmpty
                if word == .sl {
                    lineSpacing = (token.range.lowerBound, token.value, hasNumber, scaled)
                    if !scaled { multipleLineSpacings.append(UInt32(truncatingIfNeeded: token.range.lowerBound)) }
                }
                if scaled, hasNumber { countLength(token.value, by: 1) }
                if atRoot, word == .vieww || word == .viewh { geometry.set(word, token.value) }
            }
            if inFontTable { consumeFallback() }
        }

        /// Counts a scaled length's value (`nil`: a number beyond 32 bits) up or down.
        mutating func countLength(_ value: Int?, by delta: Int) {
            guard let value else {
                unreadableLengthCount += delta
                return
            }
            let n = lengthCounts[value, default: 0] + delta
            lengthCounts[value] = n > 0 ? n : nil
        }

        /// A token inside a font entry that stands for one fallback character after `\uN`.
        mutating func consumeFallback() {
            if fontFallbackToSkip > 0 { fontFallbackToSkip -= 1 }
        }

        mutating func fontText(_ range: Range<Int>) {
            for i in range {
                let b = bytes[i]
                if fontFallbackToSkip > 0 {
                    fontFallbackToSkip -= 1
                    continue
                }
                if b == Byte.semicolon {
                    finishFont()
                } else {
                    appendToName(Windows1252.scalar(b))
                }
            }
        }

        /// Appends one UTF-16 unit of a `\uN` escape; a surrogate pair becomes one scalar, a lone
        /// surrogate U+FFFD.
        mutating func appendUTF16(_ unit: UInt32) {
            switch unit {
            case 0xD800...0xDBFF:
                flushHighSurrogate()
                highSurrogate = unit
            case 0xDC00...0xDFFF:
                if let high = highSurrogate {
                    highSurrogate = nil
                    pushScalar(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                } else {
                    pushScalar("\u{FFFD}")
                }
            default:
                appendToName(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }

        mutating func appendToName(_ scalar: Unicode.Scalar) {
            flushHighSurrogate()
            pushScalar(scalar)
        }

        /// A high surrogate not followed by a low one stands for nothing: U+FFFD.
        mutating func flushHighSurrogate() {
            if highSurrogate != nil {
                highSurrogate = nil
                pushScalar("\u{FFFD}")
            }
        }

        mutating func pushScalar(_ scalar: Unicode.Scalar) {
            fontStarted = true
            if fontName.count < Self.maximumNameLength { fontName.append(scalar) }
        }

        mutating func finishFont() {
            flushHighSurrogate()
            if fontStarted {
                var name = String(String.UnicodeScalarView(fontName))
                while name.first?.isWhitespace == true { name.removeFirst() }
                while name.last?.isWhitespace == true { name.removeLast() }
                if fontIndex != nil || !name.isEmpty {
                    fonts.append(RTFFont(index: fontIndex, name: name, family: fontFamily, charset: fontCharset))
                }
            }
            fontIndex = nil
            fontFamily = nil
            fontCharset = nil
            fontName.removeAll(keepingCapacity: true)
            fontStarted = false
            fontFallbackToSkip = 0
        }
    }
}
