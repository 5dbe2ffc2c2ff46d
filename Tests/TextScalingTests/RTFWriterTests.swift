import Foundation
import Testing
@testable import TextScaling

@Suite("RTF writer")
struct RTFWriterTests {
    /// The document with every `\fs` parameter blanked and the header tags removed, token by
    /// token: two documents that differ only in what conversion may change compare equal.
    static func skeleton(_ source: [UInt8]) throws -> [UInt8] {
        var lexer = RTFLexer(bytes: source)
        var out: [UInt8] = []
        while let token = try lexer.next() {
            if token.kind == .controlWord, let word = RTFWord.lookup(source, token.nameRange) {
                switch word {
                case .cocoatextscaling, .cocoaplatform:
                    continue
                case .fs:
                    out += bytes(#"\fs#"#) + source[token.parameterRange.upperBound..<token.range.upperBound]
                    continue
                case _ where word.isScaledLength:
                    // A length (indent, spacing, tab stop, view size): its number may change too.
                    out += source[token.range.lowerBound..<token.parameterRange.lowerBound] + bytes("#")
                        + source[token.parameterRange.upperBound..<token.range.upperBound]
                    continue
                default:
                    break
                }
            }
            out += source[token.range]
        }
        return out
    }

    /// The streamed document is the built one, and its announced size is right. The values are
    /// WWDC19 talk 227's conversion (iOS → standard is × 13/17 rounded to half points: 17 pt → 13 pt,
    /// 22 pt → 17 pt, \fsmilli13333 → 10196 millipoints).
    @Test("write(to:) streams exactly bytes, piece by piece")
    func streamingMatchesBytes() throws {
        let source = bytes(#"{\rtf1\ansi\cocoatextscaling1\cocoaplatform1{\fonttbl\f0\fnil .SFUI-Regular;}\f0\fs34 a\fs44 b\fs26\fsmilli13333 c}"#)
        let result = try RTFDocument(bytes: source).convert(to: .standard).result
        var streamed: [UInt8] = []
        var pieces = 0
        result.write { piece in
            streamed += piece
            pieces += 1
        }
        #expect(streamed == result.bytes)
        #expect(result.byteCount == streamed.count)
        #expect(pieces > 5)  // spans and rewrites, never one whole copy
        let text = String(decoding: streamed, as: UTF8.self)
        #expect(text.contains(#"\cocoatextscaling0"#) && text.contains(#"\fs26 a\fs34 b"#), "\(text)")
    }

    @Test("a no-op rewrite gives the identical file", arguments: Fixture.wellFormed)
    func noOpRewriteIsIdentical(name: String) throws {
        let source = try Fixture.bytes(name)
        let document = try RTFDocument(bytes: source)
        guard let scaling = document.textScaling else { return }  // untagged: a rewrite migrates
        let result = try document.write(textScaling: scaling)
        #expect(result.bytes == source)
        #expect(!result.changed)
        #expect(!result.insertedTags)
    }

    @Test("converting and converting back gives the identical file", arguments: [
        "textedit-macos.rtf", "ios-uitextview.rtf", "ios-notes-standard.rtf", "binary-pict.rtf",
    ])
    func convertAndBackIsIdentical(name: String) throws {
        let source = try Fixture.bytes(name)
        let document = try RTFDocument(bytes: source)
        let original = try #require(document.textScaling)
        let other: TextScalingType = original == .iOS ? .standard : .iOS
        let there = try document.convert(to: other)
        #expect(there.bytes != source)
        #expect(try RTFDocument(bytes: there.bytes).textScaling == other)
        #expect(try Self.skeleton(there.bytes) == Self.skeleton(source), "only sizes, lengths and tags change")
        let back = try RTFDocument(bytes: there.bytes).convert(to: original)
        #expect(back.bytes == source)
    }

    @Test func iOSToStandardRewritesOnlyTheSizesAndTheTag() throws {
        let source = bytes("{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n\\cocoatextscaling1\\cocoaplatform1{\\fonttbl\\f0\\fnil\\fcharset0 .SFUI-Regular;}\n\\f0\\fs34 \\cf0 Body\\\n\\fs56 Title {\\*\\x \\fs24}\\fs30\\b x}")
        let conversion = try RTFDocument(bytes: source).convert(to: .standard)
        #expect(conversion.bytes.text == "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n\\cocoatextscaling0\\cocoaplatform1{\\fonttbl\\f0\\fnil\\fcharset0 .SFUI-Regular;}\n\\f0\\fs26 \\cf0 Body\\\n\\fs43 Title {\\*\\x \\fs18}\\fs23\\b x}")
        #expect(conversion.source == .iOS)
        #expect(conversion.origin == .tag)
        #expect(conversion.result.changedSizeCount == 4)
        #expect(conversion.result.sizeChanges == [
            .init(fromHalfPoints: 24, toHalfPoints: 18, count: 1), .init(fromHalfPoints: 30, toHalfPoints: 23, count: 1),
            .init(fromHalfPoints: 34, toHalfPoints: 26, count: 1), .init(fromHalfPoints: 56, toHalfPoints: 43, count: 1),
        ])
        #expect(conversion.viewScale.factor == 1)
    }

    @Test func anUntaggedDocumentIsMigratedBeforeItsFontTable() throws {
        let source = try Fixture.bytes("untagged-legacy.rtf")
        let conversion = try RTFDocument(bytes: source).convert(to: .standard, platform: .macOS)
        let expected = source.text.replacingFirst(#"{\fonttbl"#, with: #"\cocoatextscaling0\cocoaplatform0{\fonttbl"#)
        #expect(conversion.bytes.text == expected)
        #expect(conversion.origin == .platformOption)
        #expect(conversion.result.insertedTags)
        #expect(conversion.result.changedSizeCount == 0)
    }

    @Test func anUntaggedIOSDocumentIsMigratedAndConverted() throws {
        let source = bytes(#"{\rtf1\ansi{\fonttbl\f0\fnil .SFUI-Regular;}\f0\fs34 x}"#)
        let conversion = try RTFDocument(bytes: source).convert(to: .standard, platform: .iOS)
        #expect(conversion.bytes.text == #"{\rtf1\ansi\cocoatextscaling0\cocoaplatform1{\fonttbl\f0\fnil .SFUI-Regular;}\f0\fs26 x}"#)
    }

    @Test("where missing tags go", arguments: [
        (#"{\rtf1}"#, TextScalingType.standard, #"{\rtf1\cocoatextscaling0\cocoaplatform0}"#),
        (#"{\rtf1\ansi Hello}"#, .standard, #"{\rtf1\ansi \cocoatextscaling0\cocoaplatform0Hello}"#),
        // A digit or a space after the insertion would change the inserted word: a delimiter is added.
        (#"{\rtf1\ansi 1 apple}"#, .standard, #"{\rtf1\ansi \cocoatextscaling0\cocoaplatform0 1 apple}"#),
        (#"{\rtf1\ansi  two spaces}"#, .standard, #"{\rtf1\ansi \cocoatextscaling0\cocoaplatform0  two spaces}"#),
        ("{\\rtf1\\ansi\n\n{\\fonttbl}}", .iOS, "{\\rtf1\\ansi\n\n\\cocoatextscaling1\\cocoaplatform1{\\fonttbl}}"),
        (#"{\rtf1\cocoatextscaling1{\fonttbl}}"#, .iOS, #"{\rtf1\cocoatextscaling1\cocoaplatform1{\fonttbl}}"#),
        (#"{\rtf1\cocoatextscaling1 2}"#, .iOS, #"{\rtf1\cocoatextscaling1 \cocoaplatform1 2}"#),
        (#"{\rtf1\cocoaplatform0{\fonttbl}}"#, .standard, #"{\rtf1\cocoatextscaling0\cocoaplatform0{\fonttbl}}"#),
        // \bin data ending in a backslash: the insertion goes after the data, untouched.
        (#"{\rtf1\bin3 {}\x}"#, .standard, #"{\rtf1\bin3 {}\\cocoatextscaling0\cocoaplatform0x}"#),
        (#"{\rtf1\'e9}"#, .standard, #"{\rtf1\cocoatextscaling0\cocoaplatform0\'e9}"#),
    ])
    func tagInsertion(source: String, scaling: TextScalingType, expected: String) throws {
        let result = try RTFDocument(bytes: bytes(source)).write(textScaling: scaling)
        #expect(result.bytes.text == expected)
        let reread = try RTFDocument(bytes: result.bytes)
        #expect(reread.textScaling == scaling)
        #expect(reread.platform != nil)
    }

    @Test func aTagWithoutNumberGetsOne() throws {
        let result = try RTFDocument(bytes: bytes(#"{\rtf1\cocoatextscaling \cocoaplatform x}"#))
            .write(textScaling: .iOS, platform: .iOS)
        #expect(result.bytes.text == #"{\rtf1\cocoatextscaling1 \cocoaplatform1 x}"#)
    }

    @Test func viewBasedConversionKeepsTheSizesAndReportsTheRenderScale() throws {
        let source = try Fixture.bytes("ios-uitextview.rtf")
        let conversion = try RTFDocument(bytes: source).convert(to: .standard, approach: .view)
        #expect(conversion.bytes == source)
        #expect(!conversion.result.changed)
        #expect(conversion.viewScale.factor == 13.0 / 17.0)
        #expect(conversion.result.textScaling == .iOS)
    }

    @Test func viewBasedConversionOfAnUntaggedDocumentOnlyTagsIt() throws {
        let source = bytes(#"{\rtf1{\fonttbl\f0 A;}\f0\fs34 x}"#)
        let conversion = try RTFDocument(bytes: source).convert(to: .standard, platform: .iOS, approach: .view)
        #expect(conversion.bytes.text == #"{\rtf1\cocoatextscaling1\cocoaplatform1{\fonttbl\f0 A;}\f0\fs34 x}"#)
        #expect(conversion.viewScale == ViewScale(document: .iOS, display: .standard))
    }

    @Test func aDeclaredSourceOverridesTheTag() throws {
        // Tagged iOS, but the caller says the sizes are standard: converting to standard changes no size.
        let source = bytes(#"{\rtf1\cocoatextscaling1\cocoaplatform1 \fs34 x}"#)
        let conversion = try RTFDocument(bytes: source).convert(to: .standard, from: .standard)
        #expect(conversion.origin == .option)
        #expect(conversion.bytes.text == #"{\rtf1\cocoatextscaling0\cocoaplatform1 \fs34 x}"#)
    }

    @Test func aNamedPlatformRewritesThePlatformTag() throws {
        let source = try Fixture.bytes("ios-notes-standard.rtf")
        let result = try RTFDocument(bytes: source).write(textScaling: .standard, platform: .macOS)
        #expect(result.bytes.text == source.text.replacingFirst(#"\cocoaplatform1"#, with: #"\cocoaplatform0"#))
    }

    @Test func sizesThatCannotComeBackAreReportedAndRefusedOnRequest() throws {
        let source = bytes(#"{\rtf1\cocoatextscaling1\cocoaplatform1 \fs23 a\fs34 b}"#)
        let document = try RTFDocument(bytes: source)
        let lossy = try document.convert(to: .standard)
        #expect(lossy.result.irreversibleHalfPoints == [23])
        #expect(lossy.bytes.text == #"{\rtf1\cocoatextscaling0\cocoaplatform1 \fs18 a\fs26 b}"#)
        #expect {
            _ = try document.convert(to: .standard, requireExactRoundTrip: true)
        } throws: { error in
            (error as? RTFError)?.kind == .cannotConvert && (error as? RTFError)?.offset == 40
        }
    }

    @Test func binaryDataIsCopiedUntouched() throws {
        let source = try Fixture.bytes("binary-pict.rtf")
        let conversion = try RTFDocument(bytes: source).convert(to: .iOS)
        let out = conversion.bytes
        #expect(conversion.result.sizeChanges.map(\.toHalfPoints) == [32, 44])
        // The 297 bytes of picture data, "\fs24" and "\cocoatextscaling1" inside it included, are intact.
        let dataStart = source.firstRange(of: bytes(#"\bin297 "#))!.upperBound
        let data = Array(source[dataStart..<(dataStart + 297)])
        #expect(out.firstRange(of: bytes(#"\bin297 "#) + data) != nil)
    }

    @Test("conversions that cannot be faithful are refused", arguments: [
        (#"{\rtf1\cocoatextscaling1 \fs x}"#, 25),
        (#"{\rtf1\cocoatextscaling1 \fs-24 x}"#, 25),
        (#"{\rtf1\cocoatextscaling1 \fs99999999999999999999 x}"#, 25),
        (#"{\rtf1\cocoatextscaling0 \fs2147483647 x}"#, 25),
    ])
    func unfaithfulConversionsAreRefused(source: String, offset: Int) throws {
        let document = try RTFDocument(bytes: bytes(source))
        let other: TextScalingType = document.textScaling == .iOS ? .standard : .iOS
        #expect {
            _ = try document.convert(to: other)
        } throws: { error in
            (error as? RTFError)?.kind == .cannotConvert && (error as? RTFError)?.offset == offset
        }
        // Retagging alone does not touch the sizes, so it is allowed.
        #expect(throws: Never.self) { _ = try document.write(textScaling: other) }
    }

    @Test func theSourceScalingMustBeKnown() throws {
        let untagged = try RTFDocument(bytes: bytes(#"{\rtf1 \fs24 x}"#))
        #expect(throws: RTFError.self) { _ = try untagged.convert(to: .standard) }
        #expect(try untagged.convert(to: .standard, from: .iOS).bytes.text
            == #"{\rtf1 \fs18 \cocoatextscaling0\cocoaplatform1x}"#)

        let unknown = try RTFDocument(bytes: Fixture.bytes("malformed/unknown-scaling.rtf"))
        #expect(unknown.textScaling == nil)
        #expect(unknown.isTagged)
        #expect(throws: RTFError.self) { _ = try unknown.convert(to: .standard) }
        let declared = try unknown.convert(to: .standard, from: .standard)
        // The unknown scaling value is replaced; the unknown platform value, not named, is kept.
        #expect(declared.bytes.text.contains(#"\cocoatextscaling0\cocoaplatform9{"#))

        let conflicting = try RTFDocument(bytes: Fixture.bytes("malformed/conflicting-tags.rtf"))
        #expect(throws: RTFError.self) { _ = try conflicting.convert(to: .standard) }
        let fixed = try conflicting.convert(to: .iOS, from: .standard)
        #expect(fixed.bytes.text.contains(#"\cocoatextscaling1\cocoaplatform0\cocoatextscaling1{"#))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
