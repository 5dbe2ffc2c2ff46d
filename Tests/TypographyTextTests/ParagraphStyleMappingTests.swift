import Foundation
import Testing
import TextLayout
@testable import TypographyText

/// NSParagraphStyle's shape (UIKit's raw values, as in UIKit's headers NSText.h and
/// NSParagraphStyle.h) and its mapping onto TextLayout's ParagraphStyle.
@Suite("NSParagraphStyle")
struct ParagraphStyleMappingTests {
    @Test("UIKit's raw values", arguments: [
        (NSTextAlignment.left.rawValue, 0), (NSTextAlignment.center.rawValue, 1), (NSTextAlignment.right.rawValue, 2),
        (NSTextAlignment.justified.rawValue, 3), (NSTextAlignment.natural.rawValue, 4),
        (NSLineBreakMode.byWordWrapping.rawValue, 0), (NSLineBreakMode.byCharWrapping.rawValue, 1),
        (NSLineBreakMode.byClipping.rawValue, 2), (NSLineBreakMode.byTruncatingHead.rawValue, 3),
        (NSLineBreakMode.byTruncatingTail.rawValue, 4), (NSLineBreakMode.byTruncatingMiddle.rawValue, 5),
        (NSWritingDirection.natural.rawValue, -1), (NSWritingDirection.leftToRight.rawValue, 0),
        (NSWritingDirection.rightToLeft.rawValue, 1),
    ])
    func rawValues(value: Int, expected: Int) {
        #expect(value == expected)
    }

    @Test("Every property reaches TextLayout's paragraph style")
    func mapping() {
        let s = NSMutableParagraphStyle()
        s.alignment = .justified
        s.firstLineHeadIndent = 18
        s.headIndent = 6
        s.tailIndent = -12
        s.lineSpacing = 2
        s.paragraphSpacing = 8
        s.paragraphSpacingBefore = 4
        s.minimumLineHeight = 10
        s.maximumLineHeight = 30
        s.lineHeightMultiple = 1.2
        s.hyphenationFactor = 0.8
        s.lineBreakStrategy = .standard
        s.tabStops = [NSTextTab(textAlignment: .right, location: 100)]
        s.defaultTabInterval = 36
        let p = s.layoutStyle
        #expect(p.alignment == .justified && p.firstLineHeadIndent == 18 && p.headIndent == 6 && p.tailIndent == -12)
        #expect(p.lineSpacing == 2 && p.paragraphSpacing == 8 && p.paragraphSpacingBefore == 4)
        #expect(p.minimumLineHeight == 10 && p.maximumLineHeight == 30 && abs(p.lineHeightMultiple - 1.2) < 1e-12)
        #expect(abs(Double(p.hyphenationFactor) - 0.8) < 1e-6)
        #expect(p.lineBreakStrategy == .standard)
        #expect(p.tabStops == [ParagraphStyle.TextTab(.right, location: 100)] && p.defaultTabInterval == 36)
        // Apple's defaults: the same as TextLayout's.
        #expect(NSParagraphStyle.default.layoutStyle == ParagraphStyle())
        #expect(NSParagraphStyle.default.tabStops.count == 12 && NSParagraphStyle.default.tabStops[0].location == 28)
        // copy() is immutable and equal; mutableCopy() is independent.
        let copy = s.copy() as? NSParagraphStyle
        #expect(copy?.isEqual(s) == true && !(copy is NSMutableParagraphStyle))
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-US") == .leftToRight)
    }
}
