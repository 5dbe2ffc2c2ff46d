import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the seventh audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the seventh audit")
struct SeventhAuditTests {
    /// A Compose size written as a product before `.sp` is that product, with a name the file
    /// binds only to one number (a parameter's default) at that number: the size the code has
    /// when nothing else is passed. A factor the file does not bind to a number is not guessed.
    @Test func aProductBeforeSpIsItsValueAtTheDefaults() {
        let source = """
            fun typeScale(scale: Float = 1.0f) = Typography(
                labelSmall = TextStyle(fontSize = (10 * scale).sp),
                bodyLarge = TextStyle(fontSize = (16 * scale).sp),
            )
            val fixed = TextStyle(fontSize = (9 * 1f).sp)
            val plain = TextStyle(fontSize = (8).sp)
            fun other(factor: Float) = TextStyle(fontSize = (10 * factor).sp)
            """
        #expect(lintLevels(source, .kotlin) == ["2 belowMinimumSize warning", "5 belowMinimumSize warning", "6 belowMinimumSize warning"])
        let (findings, _) = SourceLinter.lint(text: source, language: .kotlin, path: "Type.kt")
        #expect(findings.first?.message.contains("(10*scale).sp (10.sp)") == true, "\(findings.map(\.message))")
    }
}

extension SeventhAuditTests {
    /// `UIFont(descriptor:size:)` with a size other than 0 replaces the descriptor's size: a text
    /// style's descriptor at 34 points is a fixed font. Size 0 keeps the descriptor's, and a size
    /// read from a text style's font scales.
    @Test func aDescriptorsFontAtASizeOfItsOwnIsFixed() {
        let source = """
            import UIKit
            func setUp(label: UILabel, title: UILabel, body: UILabel, other: UILabel) {
                let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).withSymbolicTraits(.traitBold)!
                title.font = UIFont(descriptor: d, size: 34)
                label.font = UIFont(descriptor: d, size: 9)
                body.font = UIFont(descriptor: d, size: 0)
                other.font = UIFont(descriptor: d, size: UIFont.preferredFont(forTextStyle: .body).pointSize)
            }
            """
        #expect(lintLevels(source, .swift) == ["4 textDoesNotScale warning", "5 belowMinimumSize warning", "5 textDoesNotScale warning"])
    }
}

extension SeventhAuditTests {
    /// An iPhone app running on a Mac runs on macOS: code in the branch of
    /// `ProcessInfo.processInfo.isiOSAppOnMac` (or of the `.mac` idiom) is judged for macOS, which
    /// has no Dynamic Type and a 10 pt minimum; the other branch stays iOS code.
    @Test func codeForAnIPhoneAppOnAMacIsJudgedForMacOS() {
        let source = """
            import SwiftUI
            struct Scaled: ViewModifier {
                let base: CGFloat
                func body(content: Content) -> some View {
                    if ProcessInfo.processInfo.isiOSAppOnMac {
                        content.font(.system(size: base + 2))
                    } else {
                        content.font(.system(size: 15))
                    }
                }
            }
            let note = UIDevice.current.userInterfaceIdiom == .mac
                ? Font.system(size: 9)
                : Font.system(size: 12)
            """
        #expect(lintLevels(source, .swift) == ["13 belowMinimumSize warning", "14 textDoesNotScale warning", "8 textDoesNotScale warning"])
    }
}

extension SeventhAuditTests {
    /// A font made only to measure with (its line height, ascender, cap height) or as the
    /// attribute of a string whose characters alone are read shows no text at its size. The same
    /// fonts shown in a label, or in an attributed string that is shown, are reported.
    @Test func aFontOnlyMeasuredOrDroppedIsNotText() {
        let source = """
            import UIKit
            func height(lines: Int) -> CGFloat { CGFloat(lines) * UIFont.systemFont(ofSize: 17).lineHeight }
            func minHeight(_ v: UITextView) -> CGFloat { 3 * (v.font ?? .systemFont(ofSize: 14)).lineHeight }
            func plain(_ s: String) -> String { NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 14)]).string }
            func stripped(_ s: String) -> String { StyledString(html: s, font: .systemFont(ofSize: 14)).string }
            func show(_ s: String, in label: UILabel) {
                label.attributedText = NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 14)])
                label.font = UIFont.systemFont(ofSize: 17)
                label.attributedText = StyledString(html: s, font: .systemFont(ofSize: 13)).attributed
            }
            """
        #expect(lintLevels(source, .swift) == ["7 textDoesNotScale warning", "8 textDoesNotScale warning", "9 textDoesNotScale warning"])
    }
}

extension SeventhAuditTests {
    /// In an extension of `Image`, a chain that starts at `self` starts at an image; in an
    /// extension of `Text`, it starts at text.
    @Test func selfInAnImageExtensionIsAnImage() {
        let source = """
            import SwiftUI
            extension Image {
                func barButton() -> some View {
                    self.resizable().frame(width: 16, height: 16).font(.system(size: 14, weight: .bold))
                }
            }
            extension Text {
                func caption() -> some View { self.font(.system(size: 14)) }
            }
            """
        #expect(lintLevels(source, .swift) == ["8 textDoesNotScale warning"])
    }
}

extension SeventhAuditTests {
    /// An icon set's glyphs, from a package the repository does not hold: a view made of a value
    /// of the set's type, and a font handed to the set's API, size icons. A view of the app's own
    /// text beside them, and a font family named for no icon set, stay text.
    @Test func anIconSetsGlyphsAreNotText() {
        let source = """
            import SwiftUI
            import Lucide
            struct Close: View {
                var body: some View {
                    AttributedText(Lucide.Icon.x.attributedString(size: 20)).font(.system(size: 20))
                    AttributedText(Strings.title.attributed).font(.system(size: 20))
                }
            }
            func copyIcon() -> NSAttributedString { Lucide.attributedString(icon: .copy, for: .systemFont(ofSize: 15)) }
            func mute() -> [NSAttributedString.Key: Any] { Lucide.attributes(for: .systemFont(ofSize: 12)) }
            let glyphs = Font.custom("lucide", size: 18)
            let prose = UIFont(name: "Lucida Grande", size: 18)
            """
        #expect(lintLevels(source, .swift) == ["12 textDoesNotScale warning", "6 textDoesNotScale warning"])
    }
}

extension SeventhAuditTests {
    /// A size read from a type property that another file declares as one number
    /// (`Values.miniFontSize`, `static let miniFontSize: CGFloat = 10`) is that number: checked
    /// for scaling and the minimum as if written there. A name two files declare with different
    /// numbers, or one declared as an expression, is not guessed (a note, as before).
    @Test func aSizeConstantOfAnotherFileIsItsNumber() throws {
        let tree = try TempTree()
        try tree.write("Style/Values.swift", """
            import UIKit
            enum Values {
                static let miniFontSize: CGFloat = 10
                static let largeFontSize = 20 // points
                static let padSize: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 14 : 12
                static let smallSize = isSmallPhone ? CGFloat(8) : CGFloat(12)
                static let tinySize = isSmallPhone ? CGFloat(8) : CGFloat(10)
                static let computed: CGFloat = base * 2
                static let clash: CGFloat = 9
            }
            """)
        try tree.write("Style/Other.swift", "enum Other { static let clash: CGFloat = 12 }\n")
        try tree.write("Views/Cell.swift", """
            import UIKit
            func style(_ a: UILabel, _ b: UILabel, _ c: UILabel, _ d: UILabel) {
                a.font = .systemFont(ofSize: Values.miniFontSize)
                b.font = .boldSystemFont(ofSize: Values.largeFontSize)
                c.font = .systemFont(ofSize: Values.smallSize)
                d.font = .systemFont(ofSize: Values.clash)
                d.font = .systemFont(ofSize: Values.computed)
                d.font = .systemFont(ofSize: Values.tinySize)
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let cell = report.findings.filter { $0.path.hasSuffix("Cell.swift") }
        #expect(Set(cell.map { "\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" })
                == ["3 belowMinimumSize warning", "3 textDoesNotScale warning", "4 textDoesNotScale warning",
                    "5 textDoesNotScale warning", "6 textDoesNotScale note", "7 textDoesNotScale note",
                    "8 belowMinimumSize warning", "8 textDoesNotScale warning"],
                "\(cell.map(\.message))")
    }
}

/// Input the fuzzer found that held swift-syntax's parser for over a minute.
@Suite("Source lint: Swift text the parser takes exponential time on")
struct ExponentialParseTests {
    /// A long run of `[` in a type's place: swift-syntax's lookahead nearly doubles its time with
    /// each one. Such a file is a problem of its own, named with why, and the lint ends at once; a
    /// run of 12, past any real code's nesting, is still read.
    @Test func aLongRunOfBracketsIsAProblemNotAHang() throws {
        let run = String(repeating: "[", count: 25)
        let text = "een that follows thrm\":\"watchos\",\"lines\"erywhere: text styles, custom fonts.\n/./ relative to a st\(run)y\u{7}00%"
        let start = Date()
        let (findings, problem) = SourceLinter.lint(text: text, language: .swift, path: "Fuzzed.swift")
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(findings.isEmpty && problem?.contains("25 `[` in a row") == true, "\(String(describing: problem))")
        let nested = "let grid: [[[[[[[[[[[[Int]]]]]]]]]]]] = []\nlet l = UILabel()\nfunc f() { l.font = .systemFont(ofSize: 9) }\n"
        let (read, none) = SourceLinter.lint(text: nested, language: .swift, path: "Grid.swift")
        #expect(none == nil && read.contains { $0.rule == .belowMinimumSize }, "\(read.map(\.message))")
    }
}
