import Foundation
import Testing
@testable import TypographyText
import TypographyAppKit
import TypographyUIKit

/// Apple's attribute values in adjacent runs: Foundation on Linux compares the runs' attributes when
/// a string is built, and halts on two distinct `NSObject` values; these values are Swift classes it
/// compares by `==`, so a string built run by run, each run with its own equal or different
/// objects, is built whole.
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
}
