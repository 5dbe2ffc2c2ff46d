/// Writing a document back: every byte it does not change is copied as it was read. Only the
/// parameters of `\fsN`, `\fsmilliN`, the length words a conversion scales (`\fi` `\li` `\ri`
/// `\sb` `\sa`, `\sl` unless `\slmult1`, `\slleading` `\slminimum` `\slmaximum`, `\tx` `\tb`
/// `\deftab` `\pardeftab`, `\vieww` `\viewh`), `\cocoatextscalingN` and `\cocoaplatformN` are
/// rewritten, and missing
/// header tags are inserted; unknown control words, groups, `\*` destinations, `\uN` and `\'hh`
/// escapes, `\bin` data, line breaks and spacing all stay byte for byte.
extension RTFDocument {
    /// How a conversion keeps the document looking the same in another scaling (WWDC19 talk 227).
    public enum Approach: String, CaseIterable, Sendable, Hashable, Codable {
        /// Change the document model: rewrite the stored font sizes into the target scaling.
        case model
        /// Change the view: keep the stored sizes and render them at a scale (`ViewScale`).
        case view
    }

    /// Where the scaling of the document's sizes came from.
    public enum ScalingOrigin: String, Sendable, Hashable, Codable {
        /// Named by the caller (Apple's `NSSourceTextScalingDocumentOption`); overrides the tag.
        case option
        /// The document's `\cocoatextscaling` tag.
        case tag
        /// Inferred from the platform the caller says the untagged document was written on.
        case platformOption
        /// Inferred from the document's `\cocoaplatform` (a document with that tag but no scaling).
        case platformTag
    }

    /// One font size the writer changed, and how often.
    public struct SizeChange: Sendable, Hashable, Codable {
        /// The size before, as `\fsN` half-points.
        public let fromHalfPoints: Int
        /// The size after, as `\fsN` half-points.
        public let toHalfPoints: Int
        /// How many times the size was changed.
        public let count: Int
        /// The exact sizes, in thousandths of a point, of a size Cocoa refined with `\fsmilli`.
        public var fromMillipoints: Int?
        /// The exact size after, in thousandths of a point, when written with `\fsmilli`.
        public var toMillipoints: Int?

        /// A change from one size to another, made `count` times.
        public init(fromHalfPoints: Int, toHalfPoints: Int, count: Int, fromMillipoints: Int? = nil,
                    toMillipoints: Int? = nil) {
            self.fromHalfPoints = fromHalfPoints
            self.toHalfPoints = toHalfPoints
            self.count = count
            self.fromMillipoints = fromMillipoints
            self.toMillipoints = toMillipoints
        }

        /// The sizes in points: the `\fsmilli` sizes when there are, else the `\fs` sizes.
        public var fromPoints: Double { fromMillipoints.map { Double($0) / 1000 } ?? Double(fromHalfPoints) / 2 }
        /// The size after, in points.
        public var toPoints: Double { toMillipoints.map { Double($0) / 1000 } ?? Double(toHalfPoints) / 2 }
    }

    /// What `write` produced. The new document is not held in memory: `write(to:)` streams it
    /// (the input's untouched spans and the rewritten parameters), and `bytes` builds it on demand.
    public struct WriteResult: Sendable {
        /// The new document, built on each call (`write(to:)` streams it without building it).
        public var bytes: [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(byteCount)
            stream { piece in out.append(contentsOf: piece) }
            return out
        }
        /// The new document's size in bytes.
        public let byteCount: Int
        /// The scaling it is tagged with.
        public let textScaling: TextScalingType
        /// The platform tag it carries (`nil` when an existing tag with a value Apple does not define
        /// was kept as it was).
        public let platform: CocoaPlatform?
        /// The distinct sizes converted, smallest first.
        public let sizeChanges: [SizeChange]
        /// How many `\fs` and `\fsmilli` were rewritten.
        public let changedSizeCount: Int
        /// How many length words (indents, spacing, line heights, tab stops, the view size) were
        /// rewritten.
        public let changedLengthCount: Int
        /// How many length words converting back would not restore (one twip away; `--exact`
        /// looks at font sizes only).
        public let irreversibleLengthCount: Int
        /// Sizes (in the document's original half-points) that converting back would not restore.
        public let irreversibleHalfPoints: [Int]
        /// Whether header tags had to be inserted (the document was untagged: a migration).
        public let insertedTags: Bool
        /// Whether the output differs from the input at all.
        public let changed: Bool
        /// What to write: the input and the rewrites, in document order.
        let plan: Plan

        /// Passes the new document to `sink` in pieces, in order: spans of the input as they were,
        /// and the rewritten parameters and inserted tags between them.
        public func write(to sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
            try plan.stream(sink)
        }

        func stream(_ sink: (UnsafeRawBufferPointer) -> Void) {
            plan.stream(sink)
        }
    }

    /// The rewrites of a document, applied while it is written: every `\fs`/`\fsmilli` parameter and
    /// every scaled length converted from `conversion.from` to `conversion.to`, found by lexing the
    /// input again and computed as they are reached (nothing per occurrence is stored), and the few
    /// tag edits.
    struct Plan: Sendable {
        let input: [UInt8]
        let conversion: (from: TextScalingType, to: TextScalingType)?
        /// The `\sl` words that are multiples (not scaled), ascending offsets.
        let multipleLineSpacings: [UInt32]
        /// The tag edits, sorted; they never overlap each other or a size's parameter (checked by
        /// `check()` before a result is made).
        let edits: [Edit]

        /// The converted parameter of a size or length word, or nil when it stays as it is.
        static func replacement(_ word: RTFWord, value: Int?, conversion: (from: TextScalingType, to: TextScalingType)) -> String? {
            guard let value else { return nil }
            let converted: Int?
            switch word {
            case .fs: converted = value >= 0 ? HalfPoints.convert(value, from: conversion.from, to: conversion.to) : nil
            case .fsmilli: converted = value >= 0 ? Millipoints.convert(value, from: conversion.from, to: conversion.to) : nil
            default: converted = word.isScaledLength ? Twips.convert(value, from: conversion.from, to: conversion.to) : nil
            }
            guard let converted, converted != value else { return nil }
            return String(converted)
        }

        /// Every rewrite in document order: (range replaced, replacement).
        func forEachRewrite(_ body: (Range<Int>, String) throws -> Void) rethrows {
            var e = 0
            if let conversion {
                var lexer = RTFLexer(bytes: input)
                var m = 0
                // The document was read whole, so the lexer cannot fail on it; a failure would end
                // the rewrites early, never trap.
                while let token = try? lexer.next() {
                    guard token.kind == .controlWord, let word = RTFWord.lookup(input, token.nameRange),
                          word == .fs || word == .fsmilli || word.isScaledLength else { continue }
                    if word == .sl {
                        let offset = UInt32(truncatingIfNeeded: token.range.lowerBound)
                        while m < multipleLineSpacings.count, multipleLineSpacings[m] < offset { m += 1 }
                        if m < multipleLineSpacings.count, multipleLineSpacings[m] == offset { continue }
                    }
                    guard let r = Self.replacement(word, value: token.value, conversion: conversion) else { continue }
                    while e < edits.count, edits[e].range.lowerBound <= token.parameterRange.lowerBound {
                        try body(edits[e].range, edits[e].replacement)
                        e += 1
                    }
                    try body(token.parameterRange, r)
                }
            }
            while e < edits.count {
                try body(edits[e].range, edits[e].replacement)
                e += 1
            }
        }

        /// The output's size, or nil when two rewrites overlap (a bug, reported rather than trapped).
        func check() -> Int? {
            var copied = 0
            var size = input.count
            var overlap = false
            forEachRewrite { range, replacement in
                if range.lowerBound < copied { overlap = true }
                copied = max(copied, range.upperBound)
                size += replacement.utf8.count - range.count
            }
            return overlap ? nil : size
        }

        func stream(_ sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
            try input.withUnsafeBytes { (whole: UnsafeRawBufferPointer) throws -> Void in
                var copied = 0
                try forEachRewrite { range, replacement in
                    if range.lowerBound > copied { try sink(UnsafeRawBufferPointer(rebasing: whole[copied..<range.lowerBound])) }
                    var text = replacement
                    try text.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
                    copied = range.upperBound
                }
                if copied < whole.count { try sink(UnsafeRawBufferPointer(rebasing: whole[copied...])) }
            }
        }
    }

    /// Writes the document tagged with `textScaling`; with `source`, converts every `\fs` from
    /// `source` to `textScaling` first. This is Apple's writing API: `NSTextScalingDocumentAttribute`
    /// alone "will overwrite the text scaling metadata in the document, but will not perform any
    /// conversion"; with `NSSourceTextScalingDocumentAttribute` it "will convert the font sizes in
    /// the document from the source text scaling type" (UIKit `NSAttributedString.h`).
    ///
    /// - Parameters:
    ///   - platform: written as `\cocoaplatform` when given. Otherwise an existing tag is kept, and
    ///     a missing one is inferred from the scaling the document was in (standard → macOS,
    ///     iOS → iOS).
    ///   - requireExactRoundTrip: refuse when converting back would not give every size back.
    /// Converting also scales the document's lengths by the same ratio (`Twips.convert`): paragraph
    /// indents and spacing, line heights, tab stops and the view size; not a multiple
    /// (`\sl` with `\slmult1`), nor the paper size and margins (docs/text-scaling.md says why).
    ///
    /// - Throws: `RTFError.cannotConvert` when a size cannot be converted faithfully (an `\fs`
    ///   without a size, negative or out of range, or one that would not round-trip when
    ///   `requireExactRoundTrip`), or a length's parameter is beyond 32 bits. Nothing is produced
    ///   then.
    public func write(textScaling: TextScalingType, convertingFrom source: TextScalingType? = nil,
                      platform: CocoaPlatform? = nil, requireExactRoundTrip: Bool = false) throws(RTFError) -> WriteResult {
        var counts = ConversionCounts()
        if let source, source != textScaling {
            counts = try checkConversion(from: source, to: textScaling, requireExactRoundTrip: requireExactRoundTrip)
        }
        let tagging = tagEdits(textScaling: textScaling, platform: platform, source: source)
        var edits = tagging.edits
        edits.sort {
            $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound
                : $0.range.upperBound < $1.range.upperBound
        }
        let converting = source.flatMap { $0 != textScaling ? ($0, textScaling) : nil }
        let plan = Plan(input: bytes, conversion: converting, multipleLineSpacings: multipleLineSpacings, edits: edits)
        guard let byteCount = plan.check() else {
            throw RTFError(.cannotConvert, "internal error: two changes overlap; nothing written")
        }
        return WriteResult(
            byteCount: byteCount, textScaling: textScaling, platform: tagging.platform,
            sizeChanges: converting.map { sizeChanges(from: $0.0, to: $0.1) } ?? [],
            changedSizeCount: counts.sizes, changedLengthCount: counts.lengths,
            irreversibleLengthCount: counts.irreversibleLengths, irreversibleHalfPoints: counts.irreversible,
            insertedTags: tagging.inserted, changed: !edits.isEmpty || counts.sizes > 0 || counts.lengths > 0, plan: plan)
    }

    /// What converting changes: the sizes and lengths that change, and the lengths and half-point
    /// sizes that would not convert back exactly.
    struct ConversionCounts {
        var sizes = 0
        var lengths = 0
        var irreversibleLengths = 0
        var irreversible: [Int] = []
    }

    /// Checks that every size and length converts from `source` to `textScaling` (and back
    /// exactly, when `requireExactRoundTrip`), and counts what changes.
    func checkConversion(from source: TextScalingType, to textScaling: TextScalingType,
                         requireExactRoundTrip: Bool) throws(RTFError) -> ConversionCounts {
        var changedCount = 0
        var changedLengths = 0
        var irreversibleLengths = 0
        var irreversible: [Int] = []
        // Checked from the counts of each distinct value; the offset for a message is found by
        // lexing again (`firstWord`), which only a refusal pays for.
        if invalidSizeCount > 0, let bad = firstWord({ ($0 == .fs || $0 == .fsmilli) && !($1.map { $0 >= 0 } ?? false) }) {
            let text = String(decoding: bytes[bad.token.parameterRange.prefix(24)], as: UTF8.self)
            throw RTFError(.cannotConvert, "cannot convert \\\(bad.name)\(text): it is not a font size",
                           at: bad.token.range.lowerBound)
        }
        for (word, counts) in [(RTFWord.fs, sizeValueCounts), (.fsmilli, milliValueCounts)] {
            for (value, n) in counts {
                let converted = word == .fs ? HalfPoints.convert(value, from: source, to: textScaling)
                    : Millipoints.convert(value, from: source, to: textScaling)
                guard let converted else {
                    let offset = firstWord { $0 == word && $1 == value }?.token.range.lowerBound
                    throw RTFError(.cannotConvert, "cannot convert \\\(word == .fs ? "fs" : "fsmilli")\(value): too large",
                                   at: offset)
                }
                if converted != value { changedCount += n }
            }
        }
        if unreadableLengthCount > 0, let bad = firstScaledLength({ $0.value == nil }) {
            // A word with no number has nothing to scale; one beyond 32 bits cannot be.
            let text = String(decoding: bytes[bad.token.parameterRange.prefix(24)], as: UTF8.self)
            throw RTFError(.cannotConvert, "cannot convert \\\(bad.name)\(text): the length is out of range",
                           at: bad.token.range.lowerBound)
        }
        for (value, n) in lengthValueCounts {
            guard let converted = Twips.convert(value, from: source, to: textScaling) else {
                let bad = firstScaledLength { $0.value == value }
                throw RTFError(.cannotConvert, "cannot convert \\\(bad?.name ?? "")\(value): too large",
                               at: bad?.token.range.lowerBound)
            }
            if converted != value { changedLengths += n }
            if !Twips.roundTrips(value, from: source, through: textScaling) { irreversibleLengths += n }
        }
        irreversible = fontSizes.filter { $0.millipoints == nil }.map(\.halfPoints)
            .filter { !HalfPoints.roundTrips($0, from: source, through: textScaling) }
        if requireExactRoundTrip, let first = irreversible.first {
            let offset = firstWord { $0 == .fs && $1 == first }?.token.range.lowerBound
            let list = irreversible.prefix(5).map { "\(Self.points($0)) pt (\\fs\($0))" }.joined(separator: ", ")
            throw RTFError(.cannotConvert,
                           "\(irreversible.count) size\(irreversible.count == 1 ? "" : "s") would not convert back exactly: \(list)\(irreversible.count > 5 ? ", …" : "")",
                           at: offset)
        }
        return ConversionCounts(sizes: changedCount, lengths: changedLengths, irreversibleLengths: irreversibleLengths,
                                irreversible: irreversible)
    }

    /// The edits that tag the document: every root-level `\cocoatextscaling` set to `textScaling`
    /// (one inserted when there is none), and `\cocoaplatform` set when named, kept when present,
    /// inferred when missing; also the platform written and whether a tag was inserted.
    func tagEdits(textScaling: TextScalingType, platform: CocoaPlatform?,
                  source: TextScalingType?) -> (edits: [Edit], platform: CocoaPlatform?, inserted: Bool) {
        var edits: [Edit] = []
        let writtenPlatform: CocoaPlatform?
        var inserted = false
        // \cocoatextscaling: update every root-level tag, or insert one.
        for tag in scalingTags where tag.value != textScaling.rtfValue {
            edits.append(Edit(range: tag.parameterRange, replacement: String(textScaling.rtfValue)))
        }
        // \cocoaplatform: set when named, keep when present, infer when missing.
        if let platform {
            writtenPlatform = platform
            for tag in platformTags where tag.value != platform.rtfValue {
                edits.append(Edit(range: tag.parameterRange, replacement: String(platform.rtfValue)))
            }
        } else if !platformTags.isEmpty {
            writtenPlatform = self.platform
        } else {
            writtenPlatform = CocoaPlatform(nativeScaling: source ?? textScaling)
        }
        let scalingWord = "\\cocoatextscaling\(textScaling.rtfValue)"
        let platformWord = writtenPlatform.map { "\\cocoaplatform\($0.rtfValue)" } ?? ""
        switch (scalingTags.first, platformTags.first) {
        case (nil, nil):
            edits.append(insertion(scalingWord + platformWord, at: headerInsertionOffset))
            inserted = true
        case (nil, let platformTag?):
            edits.append(insertion(scalingWord, at: platformTag.range.lowerBound))
            inserted = true
        case (let scalingTag?, nil):
            edits.append(insertion(platformWord, at: scalingTag.range.upperBound))
            inserted = true
        case (_?, _?):
            break
        }
        return (edits, writtenPlatform, inserted)
    }

    /// The document's distinct sizes that converting from `source` to `target` changes, smallest
    /// first: a size refined by `\fsmilli` by its exact size (13.333 → 17.435 pt, not 13 → 17).
    func sizeChanges(from source: TextScalingType, to target: TextScalingType) -> [SizeChange] {
        fontSizes.compactMap { size -> SizeChange? in
            let toHalf = HalfPoints.convert(size.halfPoints, from: source, to: target) ?? size.halfPoints
            if let m = size.millipoints {
                let toMilli = Millipoints.convert(m, from: source, to: target) ?? m
                guard toMilli != m || toHalf != size.halfPoints else { return nil }
                return SizeChange(fromHalfPoints: size.halfPoints, toHalfPoints: toHalf, count: size.count,
                                  fromMillipoints: m, toMillipoints: toMilli)
            }
            guard toHalf != size.halfPoints else { return nil }
            return SizeChange(fromHalfPoints: size.halfPoints, toHalfPoints: toHalf, count: size.count)
        }
    }

    /// The scaling the document's sizes are in: the caller's `declared` scaling (Apple's source
    /// option) first, then the `\cocoatextscaling` tag, then the native scaling of the platform the
    /// caller names, then that of the `\cocoaplatform` tag.
    /// - Throws: `RTFError.untagged` for an untagged document when neither a scaling nor a
    ///   platform is named; `.ambiguousScaling` for a tag whose value is unknown or contradicted.
    public func sourceScaling(declared: TextScalingType? = nil,
                              platform: CocoaPlatform? = nil) throws(RTFError) -> (scaling: TextScalingType, origin: ScalingOrigin) {
        if let declared { return (declared, .option) }
        if isTagged {
            if let textScaling { return (textScaling, .tag) }
            let first = scalingTags[0]
            let text = String(decoding: bytes[first.parameterRange], as: UTF8.self)
            if scalingTags.contains(where: { $0.value != first.value }) {
                throw RTFError(.ambiguousScaling, "the document's \\cocoatextscaling tags disagree; name its scaling",
                               at: first.range.lowerBound)
            }
            throw RTFError(.ambiguousScaling,
                           "the document's \\cocoatextscaling\(text) is not a scaling Apple defines (0 or 1); name its scaling",
                           at: first.range.lowerBound)
        }
        if let platform { return (TextScalingType(nativeTo: platform), .platformOption) }
        if let tagged = self.platform { return (TextScalingType(nativeTo: tagged), .platformTag) }
        throw RTFError(.untagged,
                       "the document has no \\cocoatextscaling tag; name its scaling or the platform it was written on")
    }

    /// A conversion as `typography rtf convert` does it: the source scaling as `sourceScaling`
    /// resolves it, then
    /// - `.model`: sizes converted to `target` and the document tagged `target`;
    /// - `.view`: sizes kept, the document tagged with its own scaling (migrating an untagged
    ///   document), and `renderScale` is the scale to draw it at in `target`.
    public func convert(to target: TextScalingType, from declared: TextScalingType? = nil,
                        platform: CocoaPlatform? = nil, approach: Approach = .model,
                        requireExactRoundTrip: Bool = false) throws(RTFError) -> Conversion {
        let (source, origin) = try sourceScaling(declared: declared, platform: platform)
        let result: WriteResult
        switch approach {
        case .model:
            result = try write(textScaling: target, convertingFrom: source, platform: platform,
                               requireExactRoundTrip: requireExactRoundTrip)
        case .view:
            result = try write(textScaling: source, platform: platform)
        }
        return Conversion(source: source, origin: origin, target: target, approach: approach,
                          viewScale: ViewScale(document: result.textScaling, display: target), result: result)
    }

    /// What `convert` did.
    public struct Conversion: Sendable {
        /// The scaling the document's sizes were in.
        public let source: TextScalingType
        /// Where the source scaling came from.
        public let origin: ScalingOrigin
        /// The scaling asked for.
        public let target: TextScalingType
        /// How the document was converted: its sizes rewritten (model) or only its tag (view).
        public let approach: Approach
        /// How to show the written document in the target scaling: factor 1 after a model-based
        /// conversion, 13/17 or 17/13 after a view-based one.
        public let viewScale: ViewScale
        /// The written document and what changed.
        public let result: WriteResult
        /// The written document's bytes.
        public var bytes: [UInt8] { result.bytes }
    }

    /// The first control word, in document order, of ours for which `matches(word, value)` holds,
    /// and its letters (for a refusal's message and offset).
    func firstWord(_ matches: (RTFWord, Int?) -> Bool) -> (token: RTFToken, name: String)? {
        var lexer = RTFLexer(bytes: bytes)
        while let token = try? lexer.next() {
            guard token.kind == .controlWord, let word = RTFWord.lookup(bytes, token.nameRange),
                  matches(word, token.value) else { continue }
            return (token, String(decoding: bytes[token.nameRange], as: UTF8.self))
        }
        return nil
    }

    /// The first length word a conversion scales (with a number, not a multiple `\sl`) for which
    /// `matches` holds.
    func firstScaledLength(_ matches: (RTFToken) -> Bool) -> (token: RTFToken, name: String)? {
        var lexer = RTFLexer(bytes: bytes)
        let multiples = Set(multipleLineSpacings)
        while let token = try? lexer.next() {
            guard token.kind == .controlWord, !token.parameterRange.isEmpty,
                  let word = RTFWord.lookup(bytes, token.nameRange), word.isScaledLength,
                  !(word == .sl && multiples.contains(UInt32(truncatingIfNeeded: token.range.lowerBound))),
                  matches(token) else { continue }
            return (token, String(decoding: bytes[token.nameRange], as: UTF8.self))
        }
        return nil
    }

    static func points(_ halfPoints: Int) -> String {
        halfPoints % 2 == 0 ? String(halfPoints / 2) : "\(halfPoints / 2).5"
    }

    // MARK: Edits

    struct Edit: Sendable {
        /// Bytes of the input replaced (empty: an insertion before `range.lowerBound`).
        let range: Range<Int>
        let replacement: String
    }

    /// An insertion of control words at `offset`. A space delimiter is added when the next byte
    /// would otherwise be read as part of the inserted word's number (a digit) or be swallowed as
    /// its delimiter (a space).
    func insertion(_ words: String, at offset: Int) -> Edit {
        var replacement = words
        if offset < bytes.count, Byte.isDigit(bytes[offset]) || bytes[offset] == Byte.space {
            replacement += " "
        }
        return Edit(range: offset..<offset, replacement: replacement)
    }

}
