// `rtf render` applies paragraph formatting through TextLayout's ParagraphStyle
// (Sources/TextLayout/Document/ParagraphStyle+RTF.swift).
import Foundation
import Testing

/// `rtf render` draws a paragraph's indents and spacing where RTF 1.9.1 puts them: `\li` from the
/// left margin, `\fi` from `\li`, `\ri` from the right margin, `\sb` above and `\sa` below, in
/// twips (1/20 pt).
@Suite struct RTFParagraphStyleTests {
    struct Box { let x, top, width, height: Double }

    func layout(_ name: String, _ extra: [String] = [], dir: TempDir) throws -> (lines: [String], boxes: [Box]) {
        let r = try runCLI(["rtf", "render", RTFRenderTests.fixtures.appendingPathComponent(name).path,
                            "-o", dir.path("\(name).png"), "-j"] + extra, environment: WarmSandbox.env)
        let json = try #require(try r.json() as? [String: Any], "\(r.stderr)")
        let boxes = (json["lineBoxes"] as? [[String: Double]] ?? []).map {
            Box(x: $0["x"] ?? .nan, top: $0["top"] ?? .nan, width: $0["width"] ?? .nan, height: $0["height"] ?? .nan)
        }
        return (json["lines"] as? [String] ?? [], boxes)
    }

    @Test func indentsAndSpacingOfTheParagraphsFixture() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let (lines, boxes) = try layout("ios-paragraphs.rtf", dir: dir)
        try #require(lines.count == boxes.count && lines.count >= 9, "\(lines)")
        func index(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)") }
        let body = try index("A body paragraph"), bullet = try index("•"), quote = try index("A block quotation")
        // \fi720: the body's first line starts 36 pt in, the next at the margin.
        #expect(abs(boxes[body].x - 36) < 0.01 && abs(boxes[body + 1].x) < 0.01)
        // \li720\fi-360: the bullet hangs at 18 pt, its second line at 36 pt.
        #expect(abs(boxes[bullet].x - 18) < 0.01 && abs(boxes[bullet + 1].x - 36) < 0.01)
        // \li1440\ri1440 in a 468 pt page: lines between 72 and 396 pt.
        #expect(abs(boxes[quote].x - 72) < 0.01 && boxes[quote].x + boxes[quote].width <= 396 + 0.01)
        // \sa240 after the heading: the body starts 12 pt below the heading's line.
        #expect(abs(boxes[body].top - (boxes[0].top + boxes[0].height + 12)) < 0.01)
        // \sl360\slmult1: the body's lines are 1.5 times as far apart as the same text unformatted.
        // Both are 17 pt text in one face; the bullet's lines are single-spaced.
        let bodyStep = boxes[body + 1].top - boxes[body].top, bulletStep = boxes[bullet + 1].top - boxes[bullet].top
        #expect(abs(bodyStep - 1.5 * bulletStep) < 0.01, "\(bodyStep) \(bulletStep)")
    }

    /// Tabs.rtf, written as TextEdit writes a list and a table of prices: each `\tab` goes to the
    /// paragraph's `\tx` stops (RTF 1.9.1, twips from the left margin), so a row's last column,
    /// at a flush-right stop (`\tqr\tx5040`), ends 252 pt from the margin; a list item's bullet and
    /// text stand at its stops and its next line at `\li720` (36 pt).
    @Test func tabStopsOfTheTabsFixture() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let (lines, boxes) = try layout("tabs.rtf", dir: dir)
        try #require(lines.count == boxes.count, "\(lines)")
        func index(_ prefix: String) throws -> Int { try #require(lines.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)") }
        for row in ["Item", "Apples", "Cheese", "Saffron"] {
            let i = try index(row)
            #expect(abs(boxes[i].x) < 0.01 && abs(boxes[i].x + boxes[i].width - 252) < 0.01, "\(row): \(boxes[i])")
        }
        let bread = try index("\t\u{2022}\tBread")
        #expect(abs(boxes[bread].x) < 0.01)
        #expect(abs(boxes[bread + 1].x - 36) < 0.01, "\(lines[bread + 1])")
        // The field's result is drawn; its instruction is not.
        #expect(lines.contains { $0.contains("the shop's page") } && !lines.contains { $0.contains("HYPERLINK") })
    }
}
