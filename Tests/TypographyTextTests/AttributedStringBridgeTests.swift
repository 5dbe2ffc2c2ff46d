import Foundation
import Testing
@testable import TypographyText
import TypographyUIKit

/// `AttributedString` and `NSAttributedString` converted by Apple's names, with UIKit's scope.
@Suite("AttributedString ↔ NSAttributedString")
struct AttributedStringBridgeTests {
    @Test("UIKit's scope and Foundation's link carry over, both ways, run by run")
    func roundTrip() throws {
        var s = AttributedString("Read the docs")
        let body = UIFont.preferredFont(forTextStyle: .body)
        s.uiKit.font = body
        var link = AttributeContainer()
        link.link = URL(string: "https://example.org")
        link.uiKit.underlineStyle = .single
        link.uiKit.foregroundColor = .blue
        let docs = try #require(s.range(of: "docs"))
        s[docs].mergeAttributes(link)

        let ns = NSAttributedString(s)
        #expect(ns.string == "Read the docs")
        #expect(ns.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == body)
        #expect(ns.attribute(.link, at: 9, effectiveRange: nil) as? URL == URL(string: "https://example.org"))
        #expect(ns.attribute(.link, at: 0, effectiveRange: nil) == nil)
        #expect(ns.attribute(.underlineStyle, at: 9, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(ns.attribute(.foregroundColor, at: 9, effectiveRange: nil) as? UIColor == .blue)

        let back = AttributedString(ns)
        #expect(back.runs.count == 2)
        #expect(back.uiKit.font == body)  // the same font over both runs
        #expect(back[try #require(back.range(of: "Read"))].uiKit.font == body)
        #expect(back[try #require(back.range(of: "docs"))].link == URL(string: "https://example.org"))
        #expect(try AttributedString(ns, including: \.uiKit) == back)
        #expect(NSAttributedString(back).isEqual(to: ns))
    }
}
