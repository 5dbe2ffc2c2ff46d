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
