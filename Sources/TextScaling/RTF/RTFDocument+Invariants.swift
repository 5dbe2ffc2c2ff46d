/// The properties every input must keep, checked by the fuzzer (`Fuzz/RTFFuzz`) and by the
/// regression tests that replay its findings. Reading may fail, but only with an `RTFError`;
/// whatever reads must rewrite and convert faithfully.
extension RTFDocument {
    /// Checks `bytes`; returns a description of the first broken property, or `nil`.
    @_spi(Fuzzing) public static func _checkInvariants(_ bytes: [UInt8]) -> String? {
        let document: RTFDocument
        do {
            document = try RTFDocument(bytes: bytes)
        } catch {
            return nil  // A clear error is an acceptable outcome.
        }
        // A rewrite with the document's own scaling changes nothing, once both tags are there (a
        // document with only one of them gets the other: a migration).
        if let scaling = document.textScaling, document.hasPlatformTag {
            guard let same = try? document.write(textScaling: scaling) else { return "a no-op rewrite failed" }
            if same.bytes != bytes { return "a no-op rewrite changed the document" }
            guard let view = try? document.convert(to: scaling == .iOS ? .standard : .iOS, approach: .view) else {
                return "a view-based conversion of a tagged document failed"
            }
            if view.bytes != bytes { return "a view-based conversion changed a tagged document" }
        }
        let paragraphs = document.paragraphs()
        _ = document.geometry.textWidth
        let source = document.textScaling ?? .iOS
        for target in TextScalingType.allCases {
            let conversion: Conversion
            do {
                conversion = try document.convert(to: target, from: document.textScaling == nil ? source : nil)
            } catch {
                if error.kind != .cannotConvert { return "conversion failed with \(error.kind)" }
                continue
            }
            let converted: RTFDocument
            do {
                converted = try RTFDocument(bytes: conversion.bytes)
            } catch {
                return "converted output does not read back: \(error)"
            }
            if converted.textScaling != target { return "converted output is not tagged \(target)" }
            // Only numbers change: the text of each paragraph stays (not the runs: two sizes that
            // differed may convert to one, and their runs then merge).
            if converted.paragraphs().map(Self.text) != paragraphs.map(Self.text) {
                return "conversion changed the document's text"
            }
            let a = document.statistics, b = converted.statistics
            if a.groupCount != b.groupCount || a.fontSizeCount != b.fontSizeCount || a.binaryByteCount != b.binaryByteCount
                || a.hexEscapeCount != b.hexEscapeCount || a.unicodeEscapeCount != b.unicodeEscapeCount
                || a.maximumDepth != b.maximumDepth {
                return "conversion changed the document's structure"
            }
            // Back again: identical bytes when nothing was inserted, every size can come back, and
            // the numbers the writer may rewrite were written canonically (no "034", no "-0").
            if document.textScaling != nil, !conversion.result.insertedTags,
               conversion.result.irreversibleHalfPoints.isEmpty, conversion.result.irreversibleLengthCount == 0,
               document.rewritableNumbersAreCanonical {
                guard let back = try? converted.convert(to: source) else { return "converting back failed" }
                if back.bytes != bytes { return "converting \(source) → \(target) → \(source) changed the document" }
            }
        }
        return nil
    }

    static func text(_ paragraph: RTFParagraph) -> String {
        paragraph.runs.map(\.text).joined()
    }

    /// Whether every `\fs`, `\fsmilli`, length and header-tag parameter is written as Swift prints the number.
    var rewritableNumbersAreCanonical: Bool {
        func canonical(_ range: Range<Int>, _ value: Int?) -> Bool {
            guard let value else { return range.isEmpty }
            return Array(String(value).utf8) == Array(bytes[range])
        }
        var lexer = RTFLexer(bytes: bytes)
        while let token = try? lexer.next() {
            guard token.kind == .controlWord, let word = RTFWord.lookup(bytes, token.nameRange),
                  word == .fs || word == .fsmilli || word.isScaledLength else { continue }
            if !canonical(token.parameterRange, token.value) { return false }
        }
        return scalingTags.allSatisfy { canonical($0.parameterRange, $0.value) }
    }
}
