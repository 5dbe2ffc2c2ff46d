import Foundation
import SourceLint
import Testing
import TypeSystem

/// What code means, not how it is spelled: a font that sizes only icons, a font helper of another
/// file, and an app's own text-size setting. Each case is written from the pattern, with the
/// case that must still be reported beside it.
@Suite("Source lint: symbols, helpers across files, an app's own text size")
struct SemanticsTests {
    /// A font parameter that sizes a symbol and is also a label's font is text: one use that is
    /// not an image's makes it so.
    @Test func aFontThatAlsoReachesALabelIsText() throws {
        let text = """
            import UIKit
            func configure(_ label: UILabel, _ button: UIButton, font: UIFont) {
                label.font = font
                button.setImage(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(font: font)), for: .normal)
            }
            func show(_ title: UILabel, _ close: UIButton) { configure(title, close, font: UIFont.systemFont(ofSize: 15)) }
            """
        let findings = SourceLinter.lint(text: text, language: .swift, path: "Bar.swift").0
        #expect(findings.contains { $0.rule == .textDoesNotScale && $0.line == 6 && $0.level == .warning }, "\(findings)")
    }

    /// A helper in one file, called in another: judged at the call with the size it passes
    /// (10 pt: below iOS's 11 pt minimum, and `.system(size:)` does not scale). A helper that
    /// scales (`UIFontMetrics`) at 15 pt is neither.
    @Test func aFontHelperOfAnotherFileIsJudgedAtItsCall() throws {
        let tree = try TempTree()
        try tree.write("Style/Fonts.swift", """
            import SwiftUI
            import UIKit
            func appFont(_ size: CGFloat) -> Font { .system(size: size) }
            func uiAppFont(_ size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }
            func scaledAppFont(_ size: CGFloat) -> UIFont {
                UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: size))
            }
            """)
        try tree.write("Feed/Row.swift", """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("Posted").font(appFont(10)) }
            }
            func style(_ label: UILabel) { label.font = scaledAppFont(15) }
            func caption(_ label: UILabel) {
                label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: uiAppFont(13))
                let base = uiAppFont(15)
                label.font = UIFontMetrics.default.scaledFont(for: base)
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let reported = report.findings.filter { $0.level != .note }
        #expect(keys(reported, root: tree.root.path) == ["Feed/Row.swift:3 belowMinimumSize", "Feed/Row.swift:3 textDoesNotScale"],
                "\(report.findings)")
        #expect(reported.first { $0.rule == .textDoesNotScale }?.message.contains("Style/Fonts.swift:3") == true)
        // A UIKit helper's font that the call site scales, in place or through a name, scales.
        #expect(!report.findings.contains { $0.path.hasSuffix("Row.swift") && $0.line > 5 }, "\(report.findings)")
    }

    /// Rules that give one element different fixed sizes under the values of a switch that
    /// names text size (or a size class on the page's root) are the page's own text-size
    /// setting: notes that name it. A component's size variants and a theme are not.
    @Test func sizeClassesOfAPageSettingAreNotesThatNameIt() throws {
        let css = """
            html.font-size-small .article { font-size: 14px; }
            html.font-size-large .article { font-size: 20px; }
            [data-font-size="small"] p { font-size: 13px; }
            [data-font-size="large"] p { font-size: 18px; }
            .btn-sm { font-size: 12px; }
            .btn-lg { font-size: 20px; }
            body.dark .title { font-size: 15px; }
            body.light .title { font-size: 16px; }
            """
        let findings = SourceLinter.lint(text: css, language: .css, path: "reader.css").0.filter { $0.rule == .textDoesNotScale }
        #expect(findings.filter { $0.level == .note }.map(\.line) == [1, 2, 3, 4])
        #expect(findings.filter { $0.level == .warning }.map(\.line) == [5, 6, 7, 8])
        #expect(findings.first?.message.contains("html.font-size-large, html.font-size-small") == true, "\(findings)")
        let scss = """
            html.text-size-1 { .post { font-size: 14px; } }
            html.text-size-2 { .post { font-size: 17px; } }
            """
        let nested = SourceLinter.lint(text: scss, language: .scss, path: "_reader.scss").0.filter { $0.rule == .textDoesNotScale }
        #expect(nested.count == 2 && nested.allSatisfy { $0.level == .note }, "\(nested)")
    }

    /// Android views sized by the app's own text-size preference (SharedPreferences' getters with
    /// a key that says text size), directly or through a name: notes naming the read. A fixed size
    /// beside them stays a warning.
    @Test func anAndroidTextSizePreferenceIsANoteThatNamesIt() throws {
        let kotlin = """
            class ArticleView(context: Context) {
                private val prefs = PreferenceManager.getDefaultSharedPreferences(context)
                fun bind(body: TextView, title: TextView, date: TextView) {
                    val scale: Float = prefs.getFloat("article_text_scale", 1f)
                    body.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 16f * scale)
                    title.setTextSize(TypedValue.COMPLEX_UNIT_DIP, prefs.getInt("titleFontSize", 20).toFloat())
                    date.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 12f)
                }
            }
            """
        let findings = SourceLinter.lint(text: kotlin, language: .kotlin, path: "ArticleView.kt").0.filter { $0.rule == .textDoesNotScale }
        #expect(findings.map(\.line) == [5, 6, 7], "\(findings)")
        #expect(findings.first { $0.line == 5 }.map { $0.level == .note && $0.message.contains("article_text_scale") } == true, "\(findings)")
        #expect(findings.first { $0.line == 6 }.map { $0.level == .note && $0.message.contains("titleFontSize") } == true, "\(findings)")
        #expect(findings.first { $0.line == 7 }?.level == .warning)
    }

    /// Classes named as text sizes (`.smallText`, `.largeText`) are the app's setting where its
    /// code names them (it sets them on the page), and utility classes of the style sheet where
    /// it does not: the same style sheet is notes in one tree and warnings in the other.
    @Test func textSizeClassesThatTheCodeNamesAreTheAppsSetting() throws {
        let css = """
            @supports not (-webkit-touch-callout: none) {
                .smallText { font-size: 14px; }
                .largeText { font-size: 18px; }
                .xlargeText { font-size: 20px; }
            }

            """
        let app = try TempTree()
        try app.write("Article/stylesheet.css", css)
        try app.write("Article/ArticleTextSize.swift", """
            enum ArticleTextSize: Int {
                case small, large, xlarge
                var cssClass: String { self == .small ? "smallText" : self == .large ? "largeText" : "xLargeText" }
            }
            """)
        let notes = try SourceLinter.lint(paths: [app.root.path], options: SourceLintOptions()).findings
        #expect(notes.count == 3 && notes.allSatisfy { $0.level == .note && $0.message.contains(".largeText, .smallText, .xlargeText") }, "\(notes)")
        let sheet = try TempTree()
        try sheet.write("stylesheet.css", css)
        let warnings = try SourceLinter.lint(paths: [sheet.root.path], options: SourceLintOptions()).findings
        #expect(warnings.count == 3 && warnings.allSatisfy { $0.level == .warning }, "\(warnings)")
    }

    /// Style sheet rules for an icon set: a class of its own, nested or not, and a selector
    /// list that groups the icon class with the bare `i` and class-prefix patterns it is written
    /// with. An `i` alone, or grouped with text classes, is text.
    @Test func styleSheetRulesForAnIconSetAreNotText() throws {
        let scss = """
            .close { .material-icons { font-size: 18px; } }
            .material-icons { font-size: 18px; }
            .nav { i, [class^="mdi-"], i.material-icons { font-size: 24px; } }
            .note i { font-size: 15px; }
            .note i, .note b { font-size: 15px; }

            """
        let findings = SourceLinter.lint(text: scss, language: .scss, path: "_icons.scss").0.filter { $0.rule == .textDoesNotScale }
        #expect(findings.map(\.line) == [4, 5], "\(findings)")
    }

    /// A size read from the app's own font-size preference (`@AppStorage`, `UserDefaults`), or
    /// multiplied by it, is a note naming the preference; a preference that is not a text size
    /// is not one.
    @Test func aFontSizePreferenceIsANoteThatNamesIt() throws {
        let text = """
            import SwiftUI
            import UIKit
            struct Reader: View {
                @AppStorage("articleFontSize") var articleFontSize: Double = 17
                @AppStorage("cornerRadius") var cornerRadius: Double = 9
                var body: some View {
                    Text("a").font(.system(size: articleFontSize))
                    Text("b").font(.system(size: cornerRadius))
                }
            }
            func style(_ label: UILabel) {
                let scale = UserDefaults.standard.double(forKey: "textScale")
                label.font = UIFont.systemFont(ofSize: 15 * scale)
            }
            """
        let findings = SourceLinter.lint(text: text, language: .swift, path: "Reader.swift").0.filter { $0.rule == .textDoesNotScale }
        let byLine = Dictionary(grouping: findings, by: \.line)
        #expect(byLine[7]?.allSatisfy { $0.level == .note && $0.message.contains("@AppStorage(\"articleFontSize\")") } == true, "\(findings)")
        #expect(byLine[8]?.contains { $0.level == .warning } == true)
        #expect(byLine[13]?.allSatisfy { $0.level == .note && $0.message.contains("textScale") } == true, "\(findings)")
    }
}
