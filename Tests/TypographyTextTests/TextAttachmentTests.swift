import Foundation
import Testing
@testable import TypographyText
import TypographyUIKit

/// `NSTextAttachment`: its image takes its bounds' width in the line, makes the line as tall as
/// it needs, and is drawn there (pixels read back by ImageMagick).
@Suite("Text attachments", .serialized)
struct TextAttachmentTests {
    init() { TestFonts.use() }

    /// A solid red image of `size` points at 1 pixel a point.
    func redImage(_ size: CGSize) throws -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: size, format: format).pngData { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(origin: .zero, size: size)).fill()
        }
        return try #require(UIImage(data: png))
    }

    func string(_ attachment: NSTextAttachment, font: UIFont) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        s.append(NSAttributedString(attachment: attachment))
        s.addAttribute(.font, value: font, range: NSRange(location: 2, length: 1))
        s.append(NSAttributedString(string: "cd", attributes: [.font: font]))
        return s
    }

    @Test("an attachment is one U+FFFC that takes its bounds' width in the line")
    func takesItsWidth() throws {
        let font = try #require(UIFont(name: "NotoSans-Regular", size: 12))
        let attachment = NSTextAttachment(image: try redImage(CGSize(width: 20, height: 30)))
        attachment.bounds = CGRect(x: 0, y: -5, width: 24, height: 30)
        let s = string(attachment, font: font)
        #expect(s.string == "ab\u{FFFC}cd")
        let without = NSAttributedString(string: "abcd", attributes: [.font: font]).size().width
        #expect(abs(s.size().width - (without + 24)) < 1e-6)
        // The line holds the attachment: 25 points above the baseline and 5 below.
        #expect(s.size().height >= 30)
        // With zero bounds, the image's own size.
        let plain = NSTextAttachment(image: try redImage(CGSize(width: 20, height: 30)))
        #expect(abs(string(plain, font: font).size().width - (without + 20)) < 1e-6)
    }

    @Test("the image is drawn in its bounds at its place, raised by their origin")
    func isDrawn() throws {
        let font = try #require(UIFont(name: "NotoSans-Regular", size: 12))
        let attachment = NSTextAttachment(image: try redImage(CGSize(width: 20, height: 30)))
        attachment.bounds = CGRect(x: 0, y: -5, width: 20, height: 30)
        let s = string(attachment, font: font)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let origin = CGPoint(x: 10, y: 10)
        let png = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).pngData { _ in s.draw(at: origin) }
        let p = try GraphicsDrawingTests.rgb(png, width: 120)
        let layout = try AttributedLayout.layout(s, width: .infinity)
        let baseline = Double(origin.y) + layout.firstBaseline
        let left = Double(origin.x) + NSAttributedString(string: "ab", attributes: [.font: font]).size().width
        let cx = Int(left + 10), cy = Int(baseline - 10)
        #expect(p[cx, cy] == (255, 0, 0), "inside the image at (\(cx), \(cy))")
        #expect(p[cx, Int(baseline + 3)] == (255, 0, 0), "it reaches below the baseline")
        #expect(p[cx, Int(baseline + 7)] != (255, 0, 0), "and no further than 5 points")
        #expect(p[Int(left + 23), cy] != (255, 0, 0), "nothing red right of it")
    }
}
