import Foundation
import Testing
@testable import TypographyText
import TypographyAppKit
import TypographyUIKit

/// Apple's attribute values in adjacent runs: Foundation on Linux compares the runs' attributes each
/// time a run is added, and its CoreFoundation halts when both values' first stored words read as
/// "not a type" (`UIKitObject`'s documentation). In Foundation's box that word was an address, so
/// whether a string halted depended on where things were allocated; CoreFoundation's own
/// comparison, called directly, shows the rule without depending on addresses.
@Suite("Adjacent runs with their own attribute objects")
struct AdjacentRunsTests {
    @Test func runsWithTheirOwnObjectsAppend() {
        let out = NSMutableAttributedString(string: "")
        for i in 0..<8 {
            let style = NSMutableParagraphStyle()
            style.alignment = i % 3 == 0 ? .center : .natural
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: i % 2, height: 1)
            let attrs: [NSAttributedString.Key: Any] = [
                .font: i % 2 == 0 ? UIFont.systemFont(ofSize: 12) : UIFont.systemFont(ofSize: 13),
                .foregroundColor: UIColor(white: i % 2 == 0 ? 0 : 0.5, alpha: 1),
                .paragraphStyle: style, .shadow: shadow,
                .underlineStyle: NSUnderlineStyle.single.rawValue,
            ]
            out.append(NSAttributedString(string: "run \(i) ", attributes: attrs))
            out.append(NSAttributedString(string: "ns ", attributes: [.font: NSFont.systemFont(ofSize: 12)]))
        }
        #expect(out.string.hasPrefix("run 0 ns run 1 ns "))
        #expect(out.size().width > 0)
    }

    /// 100,000 runs, each with a colour of its own, then fonts of their own over every other
    /// character: a stress of the path the halt was on (the RTF reader's, run by run). On a halt
    /// the test process ends on SIGILL.
    @Test func manyRunsWithTheirOwnObjectsAreBuilt() {
        let count = 100_000
        let colours = (0..<count).map { UIColor(white: CGFloat($0 % 1000) / 1000, alpha: 1) }
        let out = NSMutableAttributedString(string: "")
        for colour in colours {
            out.append(NSAttributedString(string: "x", attributes: [.foregroundColor: colour]))
        }
        let fonts = (0..<count / 2).map { NSFont.systemFont(ofSize: CGFloat(10 + $0 % 9)) }
        for (i, font) in fonts.enumerated() {
            out.addAttributes([.font: font], range: NSRange(location: 2 * i, length: 1))
        }
        #expect(out.length == count)
        let last = out.attributes(at: count - 2, effectiveRange: nil)
        #expect((last[.font] as? NSFont)?.pointSize == CGFloat(10 + (count / 2 - 1) % 9))
        #expect((last[.foregroundColor] as? UIColor) == colours[count - 2])
    }

#if os(Linux)
    /// CoreFoundation's own `CFEqual` and `CFHash`, which the run array calls, on two distinct
    /// objects of each class: they answer as `isEqual` and `hash` do. Black's first stored word,
    /// before the header, was 0.0, "not a type": `CFEqual` on two blacks halted every time.
    @Test func coreFoundationComparesThemAsSwiftDoes() {
        func style(_ indent: CGFloat) -> NSParagraphStyle {
            let s = NSMutableParagraphStyle()
            s.headIndent = indent
            return s
        }
        func shadow(_ blur: CGFloat) -> NSShadow {
            let s = NSShadow()
            s.shadowBlurRadius = blur
            return s
        }
        let pairs: [(UIKitObject, UIKitObject, UIKitObject)] = [
            (UIColor(white: 0, alpha: 1), UIColor(white: 0, alpha: 1), UIColor(white: 0.5, alpha: 1)),
            (UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 13)),
            (NSFont.systemFont(ofSize: 12), NSFont.systemFont(ofSize: 12), NSFont.boldSystemFont(ofSize: 12)),
            (style(0), style(0), style(4)), (shadow(0), shadow(0), shadow(2)),
        ]
        for (a, equal, different) in pairs {
            #expect(a !== equal)
            #expect(coreFoundationEqual(a, equal), "\(type(of: a))")
            #expect(!coreFoundationEqual(a, different), "\(type(of: a))")
            #expect(coreFoundationHash(a) == UInt(bitPattern: a.hash), "\(type(of: a))")
        }
        let attachments = (NSTextAttachment(), NSTextAttachment())
        #expect(!coreFoundationEqual(attachments.0, attachments.1))
    }
#endif

    /// Values compare by what they are, as UIKit's do: runs whose attributes are equal, though
    /// made of distinct objects, are one effective range; a different size or colour splits them.
    @Test func equalValuesMakeOneRun() {
        func attrs(size: CGFloat, white: CGFloat) -> [NSAttributedString.Key: Any] {
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            return [.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor(white: white, alpha: 1), .paragraphStyle: style]
        }
        let s = NSMutableAttributedString(string: "")
        s.append(NSAttributedString(string: "ab", attributes: attrs(size: 12, white: 0)))
        s.append(NSAttributedString(string: "cd", attributes: attrs(size: 12, white: 0)))
        s.append(NSAttributedString(string: "ef", attributes: attrs(size: 13, white: 0)))
        s.append(NSAttributedString(string: "gh", attributes: attrs(size: 13, white: 0.5)))
        var range = NSRange()
        _ = s.attributes(at: 0, longestEffectiveRange: &range, in: NSRange(location: 0, length: s.length))
        #expect(range == NSRange(location: 0, length: 4))
        _ = s.attributes(at: 4, longestEffectiveRange: &range, in: NSRange(location: 0, length: s.length))
        #expect(range == NSRange(location: 4, length: 2))
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(Set([UIColor(white: 0, alpha: 1), UIColor(white: 0, alpha: 1), UIColor.red]).count == 2)
    }

    /// They are `NSObject`s, as on Apple's platforms: a dictionary literal of them infers
    /// `[Key: NSObject]`.
    @Test func valuesAreNSObjects() {
        let attrs = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red,
                     .paragraphStyle: NSParagraphStyle.default, .shadow: NSShadow()]
        let typed: [NSAttributedString.Key: NSObject] = attrs
        #expect(typed.count == 4)
        #expect((NSFont.systemFont(ofSize: 12) as Any) is NSObject)
    }
}

#if os(Linux)
// CoreFoundation's comparison and hash, as swift-corelibs-foundation's libFoundation exports them
// (CoreFoundation itself is not importable from Swift on Linux).
@_silgen_name("CFEqual") private func coreFoundationEqual(_ a: AnyObject, _ b: AnyObject) -> Bool
@_silgen_name("CFHash") private func coreFoundationHash(_ a: AnyObject) -> UInt
#endif
