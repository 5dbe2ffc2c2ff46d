import Foundation
import Testing
@testable import TypographyText
import TypographyUIKit

/// With `.truncatesLastVisibleLine`, UIKit keeps the text within the height given (only the first
/// line is kept whatever its height). Truncated at its tail, the last line kept can be taller than
/// it was: a paragraph that truncates at its head drops the text that needed a taller fallback face
/// (Myanmar, whose Noto face has far taller lines than Noto Sans), and the tail's truncation keeps
/// it. Then that line no longer fits, and the line before it must end the text instead.
@Suite("The last visible line, truncated, stays within the height")
struct TruncatedLastLineTests {
    init() { TestFonts.use() }

    @Test func aLineThatGrowsWhenTruncatedGivesWayToTheLineBefore() throws {
        let small = try #require(UIFont(name: "Noto Sans", size: 12))
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingHead
        let s = NSMutableAttributedString(string: "First line\n", attributes: [.font: small, .paragraphStyle: style])
        s.append(NSAttributedString(string: "\u{1019}\u{103C}\u{1014}\u{103A}\u{1019}\u{102C} words after it, far too many for the width\nThird paragraph",
                                    attributes: [.font: small, .paragraphStyle: style]))
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
        let unbounded = s.boundingRect(with: CGSize(width: 120, height: 10_000), options: options, context: nil)
        let smallLine = small.lineHeight
        // Not vacuous: each paragraph is one line, and cut at its head the second keeps only
        // Latin text, so it is as tall as the first.
        #expect(abs(unbounded.height - 3 * smallLine) < 0.01, "\(unbounded.height) against 3 × \(smallLine)")
        // Room for two lines of Noto Sans, not for one that holds Myanmar.
        let height = 2 * smallLine + 2
        let r = s.boundingRect(with: CGSize(width: 120, height: height), options: options, context: nil)
        #expect(r.height <= height, "\(r.height) pt tall in \(height) pt")
        #expect(r.height >= smallLine - 0.01, "the first line is kept")
    }
}
