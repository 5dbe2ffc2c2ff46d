import Foundation
import Testing
@testable import TypographyCoreText
@testable import TypographyText
import TypographyUIKit

/// `CTLineCreateTruncatedLine` draws the token it is given where the text is cut, and none without
/// one: "If this parameter is set to NULL, then no truncation token is used and the line is simply
/// cut off" (developer.apple.com, CTLineCreateTruncatedLine(_:_:_:_:)).
@Suite("Core Text's truncated line and its token")
struct CoreTextTruncationTests {
    static let string = "Typography on every platform"

    func truncated(_ token: String?, type: CTLineTruncationType = .end) throws -> String {
        let font = try #require(UIFont(name: "Noto Sans", size: 17))
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: Self.string, attributes: [.font: font]))
        let tokenLine = token.map { CTLineCreateWithAttributedString(NSAttributedString(string: $0, attributes: [.font: font])) }
        let cut = try #require(CTLineCreateTruncatedLine(line, 100, type, tokenLine))
        #expect(CTLineGetTypographicBounds(cut, nil, nil, nil) <= 100 + 1e-6)
        return cut.placed.line.line.text
    }

    @Test("Without a token the line is cut off with nothing in its place")
    func noToken() throws {
        let text = try truncated(nil)
        #expect(!text.isEmpty && Self.string.hasPrefix(text) && text.count < Self.string.count, "\(text)")
    }

    @Test("The token given is drawn where the text is cut, at the end or the start", arguments: ["\u{2026}", "[more]"])
    func givenToken(_ token: String) throws {
        let end = try truncated(token)
        #expect(end.hasSuffix(token) && Self.string.hasPrefix(String(end.dropLast(token.count))), "\(end)")
        let start = try truncated(token, type: .start)
        #expect(start.hasPrefix(token) && Self.string.hasSuffix(String(start.dropFirst(token.count))), "\(start)")
    }
}
