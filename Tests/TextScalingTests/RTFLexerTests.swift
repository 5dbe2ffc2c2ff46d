import Testing
@testable import TextScaling

@Suite("RTF tokenizer")
struct RTFLexerTests {
    /// All tokens of `source`.
    static func tokens(_ source: [UInt8]) throws -> [RTFToken] {
        var lexer = RTFLexer(bytes: source)
        var all: [RTFToken] = []
        while let token = try lexer.next() { all.append(token) }
        return all
    }

    static func describe(_ source: [UInt8]) throws -> [String] {
        try tokens(source).map { token in
            let text = Array(source[token.range]).text
            return "\(token.kind):\(text)"
        }
    }

    @Test func tokensCoverEveryByteInOrder() throws {
        for name in Fixture.wellFormed {
            let source = try Fixture.bytes(name)
            var next = 0
            for token in try Self.tokens(source) {
                #expect(token.range.lowerBound == next, "\(name): gap before byte \(next)")
                next = token.range.upperBound
            }
            #expect(next == source.count, "\(name)")
        }
    }

    @Test("token kinds and spans", arguments: [
        (#"{\rtf1 Hi}"#, ["groupStart:{", #"controlWord:\rtf1 "#, "text:Hi", "groupEnd:}"]),
        (#"\fs34\cf0 x"#, [#"controlWord:\fs34"#, #"controlWord:\cf0 "#, "text:x"]),
        (#"\li-360\b"#, [#"controlWord:\li-360"#, #"controlWord:\b"#]),
        (#"\b-x"#, [#"controlWord:\b"#, "text:-x"]),
        (#"\'e9\'4z"#, [#"hexEscape:\'e9"#, #"hexEscape:\'4"#, "text:z"]),
        (#"\'}"#, [#"hexEscape:\'"#, "groupEnd:}"]),
        (#"\*\{\}\\\~"#, [#"controlSymbol:\*"#, #"controlSymbol:\{"#, #"controlSymbol:\}"#, #"controlSymbol:\\"#, #"controlSymbol:\~"#]),
        ("a\r\n\nb", ["text:a", "lineBreak:\r\n\n", "text:b"]),
        ("\\\nx", ["controlSymbol:\\\n", "text:x"]),
        (#"\u8594  x"#, [#"controlWord:\u8594 "#, "text: x"]),
    ])
    func kindsAndSpans(source: String, expected: [String]) throws {
        #expect(try Self.describe(bytes(source)) == expected)
    }

    @Test func parametersAreParsedWithinThirtyTwoBits() throws {
        let cases: [(String, Int?)] = [
            (#"\fs34"#, 34), (#"\li-360"#, -360), (#"\x2147483647"#, 2_147_483_647),
            (#"\x-2147483648"#, -2_147_483_648), (#"\x2147483648"#, nil),
            (#"\fs99999999999999999999"#, nil), (#"\b"#, nil),
        ]
        for (source, value) in cases {
            let token = try #require(try Self.tokens(bytes(source)).first)
            #expect(token.value == value, "\(source)")
        }
        let huge = try #require(try Self.tokens(bytes(#"\fs99999999999999999999 x"#)).first)
        #expect(huge.parameterOutOfRange)
        #expect(huge.parameterRange == 3..<23)
        #expect(huge.range == 0..<24)
    }

    @Test func binaryDataIsOneTokenWhateverItHolds() throws {
        let data: [UInt8] = [0x7B, 0x7D, 0x5C, 0x00, 0xFF, 0x0A, 0x7D]
        let source = bytes(#"{\bin7 "#) + data + bytes("}")
        let tokens = try Self.tokens(source)
        #expect(tokens.map(\.kind) == [.groupStart, .controlWord, .binaryData, .groupEnd])
        #expect(Array(source[tokens[2].range]) == data)
    }

    @Test func binaryDataStartsRightAfterTheNumberWhenThereIsNoSpace() throws {
        let source = bytes(#"\bin2}}x"#)
        let tokens = try Self.tokens(source)
        #expect(tokens.map(\.kind) == [.controlWord, .binaryData, .text])
        #expect(Array(source[tokens[1].range]).text == "}}")
    }

    @Test func binaryWithoutLengthHoldsNothing() throws {
        #expect(try Self.tokens(bytes(#"\bin x"#)).map(\.kind) == [.controlWord, .text])
    }

    @Test("errors", arguments: [
        (#"abc\"#, RTFError.Kind.truncated, 3),
        (#"\bin10 abc"#, .truncated, 0),
        (#"x\bin-1 abc"#, .invalidBinary, 1),
        (#"\bin99999999999 abc"#, .invalidBinary, 0),
    ])
    func errors(source: String, kind: RTFError.Kind, offset: Int) {
        #expect {
            _ = try Self.tokens(bytes(source))
        } throws: { error in
            guard let error = error as? RTFError else { return false }
            return error.kind == kind && error.offset == offset
        }
    }
}
