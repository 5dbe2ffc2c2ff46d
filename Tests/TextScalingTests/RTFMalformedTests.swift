import Testing
@testable import TextScaling

/// Malformed input: a clear error or a documented recovery, never a crash, never a silently
/// changed document.
@Suite("Malformed RTF")
struct RTFMalformedTests {
    @Test("errors", arguments: [
        ("malformed/unbalanced-extra-close.rtf", RTFError.Kind.unbalancedBraces),
        ("malformed/truncated.rtf", .truncated),
        ("malformed/missing-close.rtf", .truncated),
        ("malformed/lone-backslash.rtf", .truncated),
        ("malformed/bin-past-end.rtf", .truncated),
        ("malformed/bin-negative.rtf", .invalidBinary),
        ("malformed/not-rtf.txt", .notRTF),
        ("malformed/empty.rtf", .notRTF),
        ("malformed/rtf-without-group.rtf", .notRTF),
        ("malformed/wrong-first-word.rtf", .notRTF),
    ])
    func errors(name: String, kind: RTFError.Kind) throws {
        let source = try Fixture.bytes(name)
        #expect {
            _ = try RTFDocument(bytes: source)
        } throws: { error in
            guard let error = error as? RTFError else { return false }
            // One line, with the place.
            return error.kind == kind && !error.description.contains("\n") && error.offset != nil
        }
    }

    @Test func unbalancedBracesNameTheByteWhereTheDataFollows() throws {
        let source = try Fixture.bytes("malformed/unbalanced-extra-close.rtf")
        let rootClose = try #require(source.firstRange(of: bytes("}}"))).lowerBound
        let error = try #require(#expect(throws: RTFError.self) { _ = try RTFDocument(bytes: source) })
        #expect(error.offset == rootClose + 1)
        #expect(error.description.hasPrefix("unbalanced braces"))
    }

    @Test("recoveries", arguments: [
        ("malformed/huge-number.rtf", RTFDocument.Issue.Kind.sizeOutOfRange),
        ("malformed/negative-size.rtf", .sizeOutOfRange),
        ("malformed/size-without-number.rtf", .sizeWithoutParameter),
        ("malformed/invalid-escapes.rtf", .invalidHexEscape),
        ("malformed/unknown-scaling.rtf", .unknownTextScaling),
        ("malformed/conflicting-tags.rtf", .conflictingTextScaling),
    ])
    func recoveries(name: String, kind: RTFDocument.Issue.Kind) throws {
        let source = try Fixture.bytes(name)
        let document = try RTFDocument(bytes: source)
        #expect(document.issues.contains { $0.kind == kind }, "\(document.issues)")
        // Reading changes nothing, and rewriting with the same tag gives the same bytes.
        if let scaling = document.textScaling {
            #expect(try document.write(textScaling: scaling).bytes == source)
        }
    }

    @Test func invalidEscapesTakeOnlyTheHexDigitsThereAre() throws {
        let document = try RTFDocument(bytes: Fixture.bytes("malformed/invalid-escapes.rtf"))
        #expect(document.issues.filter { $0.kind == .invalidHexEscape }.count == 3)
        #expect(document.statistics.groupCount == 2)
    }

    @Test func hugeSizesAreNeitherConvertedNorTruncated() throws {
        let source = try Fixture.bytes("malformed/huge-number.rtf")
        let document = try RTFDocument(bytes: source)
        #expect(document.fontSizes.isEmpty)
        #expect(throws: RTFError.self) { _ = try document.convert(to: .standard) }
    }

    @Test func aHundredThousandNestedGroupsNeitherRecurseNorFail() throws {
        let depth = 100_000
        let source = bytes(#"{\rtf1\cocoatextscaling1\cocoaplatform1 "#)
            + [UInt8](repeating: 0x7B, count: depth) + bytes(#"\fs34 deep"#)
            + [UInt8](repeating: 0x7D, count: depth) + bytes("}")
        let document = try RTFDocument(bytes: source)
        #expect(document.statistics.maximumDepth == depth + 1)
        #expect(document.fontSizes.map(\.halfPoints) == [34])
        let converted = try document.convert(to: .standard)
        #expect(converted.result.changedSizeCount == 1)
        #expect(try RTFDocument(bytes: converted.bytes).convert(to: .iOS).bytes == source)
    }

    @Test func aHundredThousandUnclosedGroupsAreATruncation() throws {
        let source = bytes(#"{\rtf1 "#) + [UInt8](repeating: 0x7B, count: 100_000)
        #expect {
            _ = try RTFDocument(bytes: source)
        } throws: { error in
            (error as? RTFError)?.kind == .truncated
                && (error as? RTFError)?.description.contains("100001 groups still open") == true
        }
    }

    @Test func randomBytesNeverTrap() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = bytes(#"{}\\'*abfsu019- ;"#) + [0x0A, 0x00, 0xFF]
        for _ in 0..<2000 {
            let count = Int(generator.next() % 200)
            var source = bytes(#"{\rtf1"#)
            for _ in 0..<count { source.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            guard let document = try? RTFDocument(bytes: source) else { continue }
            if let scaling = document.textScaling {
                #expect(try document.write(textScaling: scaling).bytes == source)
            }
            _ = try? document.convert(to: .standard, from: .iOS)
        }
    }
}

/// A small deterministic generator, so that the random test is reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
