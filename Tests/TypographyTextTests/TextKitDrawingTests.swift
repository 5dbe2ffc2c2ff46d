import Foundation
import Testing
@testable import TypographyCoreText
@testable import TypographyText
import TypographyUIKit

/// TextKit's and Core Text's drawing is the engine's: the same pixels as the attributed string drawn
/// by UIKit's own call, and Core Graphics' path calls fill what they name.
@Suite("TextKit and Core Text draw as the string draws", .serialized)
struct TextKitDrawingTests {
    static let size = CGSize(width: 240, height: 90)

    func text() throws -> NSAttributedString {
        let font = try #require(UIFont(name: "Noto Sans", size: 24))
        let s = NSMutableAttributedString(string: "Hello, TextKit\nand Core Text", attributes: [.font: font])
        s.addAttribute(.backgroundColor, value: UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1), range: NSRange(location: 0, length: 5))
        return s
    }

    func png(_ draw: @escaping (CGContext) -> Void) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        return UIGraphicsImageRenderer(size: Self.size, format: format).pngData { ctx in draw(ctx.cgContext) }
    }

    @Test("a layout manager's backgrounds and glyphs are the string's draw(with:)")
    func layoutManagerDrawsAsTheString() throws {
        let text = try text()
        let storage = NSTextStorage(attributedString: text)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: Self.size)
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        let range = manager.glyphRange(for: container)
        let viaTextKit = png { _ in
            manager.drawBackground(forGlyphRange: range, at: CGPoint(x: 10, y: 5))
            manager.drawGlyphs(forGlyphRange: range, at: CGPoint(x: 10, y: 5))
        }
        let viaString = png { _ in
            text.draw(with: CGRect(x: 10, y: 5, width: Self.size.width, height: Self.size.height),
                      options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        }
        #expect(viaTextKit == viaString)
    }

    @Test("a frame draws as the string in its rectangle; a line draws at the text position's baseline")
    func coreTextDrawsAsTheString() throws {
        let text = try text()
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: CGRect(x: 10, y: 5, width: 230, height: 85), transform: nil), nil)
        let viaFrame = png { ctx in CTFrameDraw(frame, ctx) }
        let viaString = png { _ in
            text.draw(with: CGRect(x: 10, y: 5, width: 230, height: 85), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
        }
        #expect(viaFrame == viaString)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Core Text", attributes: [.font: try #require(UIFont(name: "Noto Sans", size: 24))]))
        let first = try #require(CTFrameGetLines(frame) as? [CTLine]).count
        #expect(first == 2)
        let baseline = 40.0
        let viaLine = png { ctx in
            ctx.textPosition = CGPoint(x: 10, y: baseline)
            CTLineDraw(line, ctx)
        }
        let single = NSAttributedString(string: "Core Text", attributes: [.font: try #require(UIFont(name: "Noto Sans", size: 24))])
        let ascent = Double(single.boundingRect(with: .zero, options: [], context: nil).minY)  // −(first baseline)
        let viaDrawAt = png { _ in single.draw(with: CGRect(x: 10, y: baseline, width: 0, height: 0), options: [], context: nil) }
        #expect(viaLine == viaDrawAt, "baseline origin \(ascent)")
    }

    @Test("addRect and drawPath fill the rectangle and nothing else")
    func pathFills() throws {
        let data = png { ctx in
            ctx.addRect(CGRect(x: 20, y: 10, width: 40, height: 30))
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.drawPath(using: .fill)
            // The path was used up: this fills nothing.
            ctx.fillPath()
        }
        let grey = try DecorationDrawingTests.grey(png: data, width: Int(Self.size.width), height: Int(Self.size.height))
        #expect(grey[40, 25] < 16 && grey[21, 11] < 16 && grey[58, 38] < 16)
        #expect(grey[70, 25] > 240 && grey[40, 50] > 240 && grey[10, 5] > 240)
    }
}
