import Foundation
import Testing
@testable import TypographyText
import TypographyUIKit

/// The drawing UIKit code does around text — image contexts begun by hand, fill colours, Bézier
/// paths, Core Graphics fills with translation and saved states, images drawn and tinted — read
/// back from the PNG by ImageMagick.
@Suite("Drawing around text", .serialized)
struct GraphicsDrawingTests {
    init() { TestFonts.use() }

    /// RGB pixels, decoded by ImageMagick on white.
    struct RGB {
        let width: Int, bytes: [UInt8]
        subscript(x: Int, y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 3
            return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
        }
    }

    static func rgb(_ png: Data, width: Int) throws -> RGB {
        let bytes = try DecorationDrawingTests.run("/usr/bin/convert", ["png:-", "-background", "white", "-alpha", "remove", "-depth", "8", "rgb:-"], input: png)
        return RGB(width: width, bytes: [UInt8](bytes))
    }

    @Test("an image context begun by hand: a rounded rectangle filled, text drawn, the image taken, the context ended")
    func imageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 1)
        UIColor.red.setFill()
        UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 10).fill()
        "Hi".draw(at: CGPoint(x: 40, y: 14), withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 100, height: 50) && image.scale == 1)
        let png = try #require(image.pngData())
        #expect(UIImage(data: png)?.size == CGSize(width: 100, height: 50))
        let p = try Self.rgb(png, width: 100)
        #expect(p[20, 25] == (255, 0, 0), "inside the rectangle")
        #expect(p[11, 11] == (255, 255, 255), "outside the rounded corner")
        #expect(p[10, 25].0 > 200 && p[5, 25] == (255, 255, 255), "the straight edge at x 10")
        var white = 0
        for x in 40..<60 { for y in 14..<30 where p[x, y].1 > 160 && p[x, y].2 > 160 { white += 1 } }
        #expect(white > 10, "the white text on the red")
    }

    @Test("Core Graphics: fills, a saved and restored colour, translation, ellipses")
    func coreGraphics() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).pngData { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.blue.cgColor)
            cg.saveGState()
            cg.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            cg.translateBy(x: 30, y: 0)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.restoreGState()
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.fillEllipse(in: CGRect(x: 20, y: 20, width: 30, height: 30))
        }
        let p = try Self.rgb(png, width: 60)
        #expect(p[35, 5] == (0, 255, 0), "translated, in the saved colour")
        #expect(p[5, 5] == (0, 0, 255), "restored colour and origin")
        #expect(p[35, 35] == (0, 0, 255) && p[21, 21] == (255, 255, 255), "the ellipse, not its box's corner")
    }

    @Test("an image drawn tinted takes the tint's colour in its shape; alwaysOriginal keeps its own")
    func tint() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let png = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).pngData { _ in
            square.withTintColor(.red).draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            square.withTintColor(.red, renderingMode: .alwaysOriginal).draw(at: CGPoint(x: 25, y: 5))
        }
        let p = try Self.rgb(png, width: 40)
        #expect(p[10, 10] == (255, 0, 0) && p[18, 18] == (255, 0, 0), "tinted, scaled to 20 × 20")
        #expect(p[30, 10] == (0, 0, 0) && p[22, 10] == (255, 255, 255), "its own colours at its own size")
    }

    @Test("edge insets move a rectangle's edges in")
    func insets() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(r == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
