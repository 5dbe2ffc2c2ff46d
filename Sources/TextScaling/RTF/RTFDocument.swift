/// A Cocoa RTF document as NSAttributedString writes it, read for what text scaling needs: the
/// header tags, the font table and every font size. The bytes are kept as they are; the writer
/// (`RTFDocument+Writing.swift`) changes only the tokens it must.
///
/// The header NSAttributedString writes since iOS 13 and macOS 10.15:
///
///     {\rtf1\ansi\ansicpg1252\cocoartf2761
///     \cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;}
///
/// - `\cocoatextscaling` is `NSTextScalingType`: 0 standard, 1 iOS (`TextScalingType`);
/// - `\cocoaplatform` is the platform that wrote the file: 0 macOS, 1 iOS (`CocoaPlatform`);
/// - `\fsN` is a font size in half-points (RTF 1.9.1: "Font size in half-points");
/// - `\fsmilliN`, which Cocoa writes right after `\fs` for a size that is not a whole half-point
///   (`\fs26 \fsmilli13333` for 13.333 pt), is the same size in thousandths of a point, and wins
///   over the `\fs` it follows.
///
/// Reading never recurses: nesting depth is bounded only by the input's size.
public struct RTFDocument: Sendable {
    /// The document's bytes, exactly as read.
    public let bytes: [UInt8]
    /// The parameter of `\rtf` (1 for every RTF written today).
    public let rtfVersion: Int?
    /// The parameter of `\cocoartf` (NSAttributedString's writer version); `nil` for RTF not
    /// written by Cocoa.
    public let cocoaVersion: Int?
    /// The fonts of the font table, in document order.
    public let fonts: [RTFFont]
    /// The font indexes the text refers to (`\fN` outside the font table), sorted.
    public let usedFontIndexes: [Int]
    /// The font indexes the text refers to that the font table does not define, sorted.
    public let undefinedFontIndexes: [Int]
    /// Every distinct `\fs` size, smallest first, with how often it occurs.
    public let fontSizes: [FontSize]
    /// Problems that did not stop reading (see `Issue`); at most `issueLimit` are kept.
    public let issues: [Issue]
    /// How many problems were found in all (may exceed `issues.count`).
    public let issueCount: Int
    /// Counts of what the document holds.
    public let statistics: Statistics
    /// The page and view geometry the document's root group gives (`\paperw`, `\margl`, `\margr`,
    /// `\vieww`, `\viewkind`…), in twips.
    public let geometry: RTFDocumentGeometry

    // For the writer. It keeps no list of the occurrences it rewrites: a document of dense `\fs`
    // runs has one every 7 bytes, and 24 bytes each made the list 3.4 times the input (docs/
    // robustness.md, "Memory"). It counts each distinct value instead, and finds the words again
    // by lexing the input as it streams the output.
    let scalingTags: [Tag]
    let platformTags: [Tag]
    /// Each valid `\fs` value (≥ 0, 32 bits) and how often it occurs.
    let sizeValueCounts: [Int: Int]
    /// Each valid `\fsmilli` value and how often it occurs.
    let milliValueCounts: [Int: Int]
    /// `\fs` and `\fsmilli` with no number, a negative one or one beyond 32 bits.
    let invalidSizeCount: Int
    /// Each value of a length word a conversion scales (`RTFWord.isScaledLength`, not an `\sl`
    /// made a multiple by `\slmult1`), and how often it occurs.
    let lengthValueCounts: [Int: Int]
    /// Scaled length words whose number does not fit in 32 bits.
    let unreadableLengthCount: Int
    /// The offsets of the `\sl` words that `\slmult1` makes multiples (not scaled), ascending.
    let multipleLineSpacings: [UInt32]
    /// Where header tags go when the document has none: before the first group, text or control
    /// symbol of the root group (for Cocoa RTF, right before `{\fonttbl`).
    let headerInsertionOffset: Int

    /// The most issues kept in ``issues`` (100).
    public static let issueLimit = 100

    /// One distinct font size of the document.
    public struct FontSize: Sendable, Hashable, Codable {
        /// The `\fs` size (for a size given by `\fsmilli` alone, the nearest half-point).
        public let halfPoints: Int
        /// How many `\fs` (or `\fs` `\fsmilli` pairs) give this size.
        public let count: Int
        /// The `\fsmilli` size in thousandths of a point, when Cocoa wrote one: the exact size.
        public var millipoints: Int?
        /// The size in points: the `\fsmilli` size when there is one, else the `\fs` size.
        public var points: Double { millipoints.map { Double($0) / 1000 } ?? Double(halfPoints) / 2 }

        /// A size of `halfPoints`, refined by `millipoints` when given.
        public init(halfPoints: Int, count: Int, millipoints: Int? = nil) {
            self.halfPoints = halfPoints
            self.count = count
            self.millipoints = millipoints
        }
    }

    /// A problem that did not stop reading. A conversion refuses if one affects what it changes.
    public struct Issue: Sendable, Hashable, CustomStringConvertible {
        /// What the problem is.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// `\fs` with no number.
            case sizeWithoutParameter
            /// `\fs` with a negative number or one beyond 32 bits (`\fs99999999999999999999`).
            case sizeOutOfRange
            /// `\'` not followed by two hexadecimal digits (decoded as U+FFFD).
            case invalidHexEscape
            /// `\cocoatextscaling` with a value other than 0 or 1.
            case unknownTextScaling
            /// Two `\cocoatextscaling` tags that disagree.
            case conflictingTextScaling
            /// `\cocoaplatform` with a value other than 0 or 1.
            case unknownPlatform
            /// Two `\cocoaplatform` tags that disagree.
            case conflictingPlatform
            /// `\fN` names a font the font table does not define.
            case undefinedFont
        }

        /// What the problem is.
        public let kind: Kind
        /// The byte offset in the document where it was found.
        public let offset: Int
        /// The problem, in words.
        public let message: String

        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Counts of what the reader went through.
    public struct Statistics: Sendable, Hashable, Codable {
        /// The document's size, in bytes.
        public var byteCount = 0
        /// How many groups (`{…}`) the document has.
        public var groupCount = 0
        /// The deepest nesting of groups.
        public var maximumDepth = 0
        /// How many control words the document has.
        public var controlWordCount = 0
        /// `\fs` occurrences.
        public var fontSizeCount = 0
        /// `\uN` escapes.
        public var unicodeEscapeCount = 0
        /// `\'hh` escapes.
        public var hexEscapeCount = 0
        /// How many `\bin` blocks of binary data the document has.
        public var binaryBlockCount = 0
        /// How many bytes those blocks hold in all.
        public var binaryByteCount = 0
    }

    struct Tag: Sendable {
        let range: Range<Int>
        let parameterRange: Range<Int>
        let value: Int?
    }

    struct MilliPair: Hashable {
        var halfPoints: Int?
        var millipoints: Int
    }

    /// The largest document the reader takes: its offsets are kept as UInt32.
    public static let maximumSize = Int(UInt32.max)

    /// Reads `bytes`. Throws when the input is not RTF, its braces do not balance, it is truncated
    /// or a `\bin` length is invalid; every other problem is recorded in `issues`.
    public init(bytes: [UInt8]) throws(RTFError) {
        guard bytes.count <= Self.maximumSize else {
            throw RTFError(.notRTF, "the document is \(bytes.count) bytes; the largest read is 4 GiB")
        }
        var reader = Reader(bytes: bytes)
        try reader.read()
        self.bytes = bytes
        rtfVersion = reader.rtfVersion
        cocoaVersion = reader.cocoaVersion
        fonts = reader.fonts
        let defined = Set(reader.fonts.compactMap(\.index))
        usedFontIndexes = reader.usedFonts.keys.sorted()
        undefinedFontIndexes = usedFontIndexes.filter { !defined.contains($0) }
        for index in undefinedFontIndexes {
            reader.issue(.undefinedFont, "\\f\(index) names no font of the font table", at: reader.usedFonts[index] ?? 0)
        }
        var counts = reader.sizeCounts
        for (pair, n) in reader.refinedSizeCounts {
            if let h = pair.halfPoints {
                counts[h, default: 0] -= n
                if counts[h] == 0 { counts[h] = nil }
            }
        }
        var list = counts.map { FontSize(halfPoints: $0.key, count: $0.value) }
        // A refined pair, or an \fsmilli alone (its nearest half-point).
        var refined: [Int: (halfPoints: Int, count: Int)] = [:]
        for (pair, n) in reader.refinedSizeCounts {
            let h = pair.halfPoints ?? (pair.millipoints + 250) / 500
            refined[pair.millipoints, default: (h, 0)].count += n
        }
        list += refined.map { FontSize(halfPoints: $0.value.halfPoints, count: $0.value.count, millipoints: $0.key) }
        fontSizes = list.sorted { ($0.points, $0.halfPoints) < ($1.points, $1.halfPoints) }
        sizeValueCounts = reader.sizeCounts
        milliValueCounts = reader.milliCounts
        invalidSizeCount = reader.invalidSizeCount
        lengthValueCounts = reader.lengthCounts
        unreadableLengthCount = reader.unreadableLengthCount
        multipleLineSpacings = reader.multipleLineSpacings
        geometry = reader.geometry
        scalingTags = reader.scalingTags
        platformTags = reader.platformTags
        headerInsertionOffset = reader.insertionOffset ?? 0
        statistics = reader.statistics
        Self.checkTags(reader.scalingTags, name: "cocoatextscaling", known: { TextScalingType(rtfValue: $0) != nil },
                       unknown: .unknownTextScaling, conflicting: .conflictingTextScaling, into: &reader)
        Self.checkTags(reader.platformTags, name: "cocoaplatform", known: { CocoaPlatform(rtfValue: $0) != nil },
                       unknown: .unknownPlatform, conflicting: .conflictingPlatform, into: &reader)
        issues = reader.issues
        issueCount = reader.issueCount
    }

    private static func checkTags(_ tags: [Tag], name: String, known: (Int) -> Bool,
                                  unknown: Issue.Kind, conflicting: Issue.Kind, into reader: inout Reader) {
        for tag in tags where tag.value.map(known) != true {
            let text = String(decoding: reader.bytes[tag.parameterRange], as: UTF8.self)
            reader.issue(unknown, "\\\(name)\(text) is not a value Apple defines (0 or 1)", at: tag.range.lowerBound)
        }
        if let first = tags.first, let other = tags.dropFirst().first(where: { $0.value != first.value }) {
            reader.issue(conflicting, "\\\(name) is given twice with different values", at: other.range.lowerBound)
        }
    }

    /// The scaling the document is tagged with: `nil` when it has no `\cocoatextscaling`, or the
    /// tag has a value Apple does not define, or two tags disagree.
    public var textScaling: TextScalingType? { Self.agreedValue(scalingTags).flatMap(TextScalingType.init(rtfValue:)) }

    /// Whether the document has a `\cocoatextscaling` tag at all.
    public var isTagged: Bool { !scalingTags.isEmpty }

    /// The raw `\cocoatextscaling` value (`nil` if absent, valueless or conflicting).
    public var textScalingValue: Int? { Self.agreedValue(scalingTags) }

    /// The platform that wrote the document, from `\cocoaplatform`.
    public var platform: CocoaPlatform? { Self.agreedValue(platformTags).flatMap(CocoaPlatform.init(rtfValue:)) }

    /// The raw `\cocoaplatform` value (`nil` if absent, valueless or conflicting).
    public var platformValue: Int? { Self.agreedValue(platformTags) }

    /// Whether the document has a `\cocoaplatform` tag at all.
    public var hasPlatformTag: Bool { !platformTags.isEmpty }

    private static func agreedValue(_ tags: [Tag]) -> Int? {
        guard let first = tags.first?.value else { return nil }
        return tags.allSatisfy { $0.value == first } ? first : nil
    }

    /// The fonts with their availability as `availability` tells it.
    public func fontReport(using availability: some FontAvailability = .unchecked) -> RTFFontReport {
        let used = Set(usedFontIndexes)
        return RTFFontReport(entries: fonts.map { font in
            RTFFontReport.Entry(font: font, available: availability.isAvailable(font),
                                used: font.index.map(used.contains) ?? false)
        })
    }
}

// MARK: - The reading pass

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
                    continue
                case .groupEnd:
                    let closed = frames.removeLast()
                    if closed.kind == .fontEntry || closed.kind == .fontTable { finishFont() }
                    if frames.isEmpty {
                        if insertionOffset == nil { insertionOffset = token.range.lowerBound }
                        try Self.checkTrailing(bytes, after: token.range.upperBound)
                        return
                    }
                    continue
                default:
                    break
                }
                let top = frames.count - 1
                let word = token.kind == .controlWord ? RTFWord.lookup(bytes, token.nameRange) : nil
                if frames[top].fresh {
                    frames[top].fresh = false
                    switch frames[top].kind {
                    case .root:
                        guard word == .rtf else {
                            throw RTFError(.notRTF, "not an RTF document: the first group does not start with \\rtf",
                                           at: token.range.lowerBound)
                        }
                        rtfVersion = token.value
                    case .other where top == 1 && word == .fonttbl:
                        frames[top].kind = .fontTable
                    case .fontEntry where token.kind == .controlSymbol && bytes[token.nameRange.lowerBound] == Byte.star:
                        frames[top].kind = .fontSkipped
                    default:
                        break
                    }
                }
                if top == 0, insertionOffset == nil {
                    switch token.kind {
                    case .text, .controlSymbol, .hexEscape: insertionOffset = token.range.lowerBound
                    default: break
                    }
                }
                let kind = frames[top].kind
                let inFontTable = kind == .fontTable || kind == .fontEntry
                switch token.kind {
                case .controlWord:
                    statistics.controlWordCount += 1
                    if let word {
                        if word == .fsmilli {
                            fsmilli(token, after: fsBefore ?? nil, inFontTable: inFontTable)
                        } else {
                            handle(word, token, frame: &frames[top], atRoot: top == 0, inFontTable: inFontTable,
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
            throw RTFError(.truncated,
                           "truncated: the file ends with \(frames.count) group\(frames.count == 1 ? "" : "s") still open",
                           at: bytes.count)
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
