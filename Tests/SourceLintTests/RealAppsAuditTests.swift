import Foundation
import SourceLint
import Testing
import TypeSystem

/// The false-finding patterns the audit of eight open-source apps found (docs/lint/real-apps.md),
/// each written from the pattern, not copied from an app, with the case that must still be
/// reported beside it.
@Suite("Source lint: the patterns of the real-apps audit")
struct RealAppsAuditTests {
    // MARK: Swift

    @Test("a font that sizes only an SF Symbol image is not text", arguments: [
        // SwiftUI: the chain starts at an Image (a system symbol, or a symbol of the app's assets);
        // the same font on Text is reported.
        ("""
         struct Overlay: View {
             var body: some View {
                 VStack {
                     Image(systemName: "play.fill")
                         .resizable()
                         .frame(width: 30, height: 30)
                         .font(.system(size: 44, weight: .light))
                     SwiftUI.Image(systemName: "star").font(.system(size: 9))
                     Text("Play").font(.system(size: 44))
                     Image("custom.symbol").font(.system(size: 14))
                 }
             }
         }
         """, ["9 textDoesNotScale warning"]),
        // UIKit: the font of a symbol configuration; the same font on a label is reported.
        ("""
         import UIKit
         final class MoreButton: UIButton {
             func setUp() {
                 let config = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 15, weight: .medium))
                 setImage(UIImage(systemName: "ellipsis", withConfiguration: config), for: .normal)
                 titleLabel?.font = .systemFont(ofSize: 15)
             }
         }
         """, ["6 textDoesNotScale warning"]),
    ])
    func symbolImages(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    @Test("a size helper that many properties call is followed from each of them", arguments: [
        // Every property passes a scaled size through the same two helpers: nothing to report.
        ("""
         extension Font {
             private static func scaled(_ base: CGFloat) -> CGFloat {
                 UIFontMetrics.default.scaledValue(for: base * Settings.shared.zoom)
             }
             private static func themed(size: CGFloat) -> Font {
                 if Settings.shared.rounded { return .system(size: size, design: .rounded) }
                 return .system(size: size)
             }
             private static func themedUIFont(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
             static var appTitle: Font { themed(size: scaled(28)) }
             static var appHeadline: Font { themed(size: scaled(17)).weight(.semibold) }
             static var appBody: Font { themed(size: scaled(17)) }
             static var appCaption: Font { themed(size: scaled(12)) }
             static var appBodyUIFont: UIFont { themedUIFont(size: scaled(17)) }
             static var appCaptionUIFont: UIFont { themedUIFont(size: scaled(12)) }
         }
         """, [String]()),
        // One property passes a literal: the helper's fonts are reported, with that size.
        ("""
         extension Font {
             private static func scaled(_ base: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: base) }
             private static func themed(size: CGFloat) -> Font { .system(size: size) }
             static var appTitle: Font { themed(size: scaled(28)) }
             static var appBody: Font { themed(size: scaled(17)) }
             static var appBadge: Font { themed(size: 13) }
         }
         """, ["3 textDoesNotScale warning"]),
    ])
    func helpersCalledOften(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    @Test("a conditional size is followed to both branches", arguments: [
        ("""
         struct Counter: View {
             let remaining: Int
             var body: some View {
                 Text("\\(remaining)").font(.system(size: remaining < 0 ? 9 : 16, weight: .medium))
             }
         }
         """, ["4 belowMinimumSize warning", "4 textDoesNotScale warning"]),
        ("""
         struct Counter: View {
             let compact: Bool
             var body: some View {
                 Text("1").font(.system(size: compact ? UIFontMetrics.default.scaledValue(for: 12) : UIFontMetrics.default.scaledValue(for: 15)))
             }
         }
         """, []),
        // Nested: the condition's own operators do not hide the branches.
        ("""
         func size(wide: Bool, tall: Bool) -> Font { .system(size: wide && tall ? 20 : tall ? 18 : 16) }
         """, ["1 textDoesNotScale warning"]),
    ])
    func conditionalSizes(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    @Test("a file is parsed whenever it may set a font or Dynamic Type", arguments: [
        ("struct Theme { let caption: Font = .system(size: 12) }", "1 textDoesNotScale warning"),
        ("func apply(_ style: inout Style) { style.caption = .system(size: 12) }", "1 textDoesNotScale warning"),
        ("extension Style { static let tag: Self = .custom(\"Inter\", fixedSize: 9) }", "1 belowMinimumSize warning"),
        ("let v = row.dynamicTypeSize(...DynamicTypeSize.large)", "1 dynamicTypeCapped warning"),
        ("cell.maximumContentSizeCategory = .extraLarge", "1 dynamicTypeCapped warning"),
    ])
    func quickCheck(source: String, expected: String) {
        #expect(lintLevels(source, .swift) == [expected])
    }

    // MARK: Android XML

    @Test func androidLintsSmallSpSuppressionCounts() {
        let xml = """
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:tools="http://schemas.android.com/tools">
            <TextView android:textSize="9sp" tools:ignore="SmallSp" />
            <FrameLayout tools:ignore="SmallSp">
                <TextView android:textSize="8dp" />
            </FrameLayout>
            <TextView android:textSize="9sp" />
        </LinearLayout>
        """
        // SmallSp silences the size rule only: 8dp still does not scale.
        #expect(lintLevels(xml, .androidXML) == ["5 textDoesNotScale warning", "7 belowMinimumSize warning"])
    }

    // MARK: Style sheets

    @Test func aCustomPropertysFallbackCountsOnlyWhereNoFileDefinesTheProperty() throws {
        let tree = try TempTree()
        // Tokens in rem, with px variables kept as fallbacks for pages without the tokens.
        try tree.write("src/tokens.scss", ":root {\n  --heading-size: 1.5rem;\n}\n")
        try tree.write("src/_variables.scss", "$heading-size: 24px !default;\n$note-size: 12px !default;\n")
        try tree.write("src/headings.scss", """
            .heading { font-size: var(--heading-size, $heading-size); }
            .note { font-size: $note-size; }
            .tip { font: var(--tip-font, normal 11px/1.4 sans-serif); }
            .badge { font-size: var(--badge-size, 10px); }
            .pill { font-size: var(--heading-size, 13px); }

            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let found = report.findings.map { f -> String in
            let rel = f.path.hasPrefix(tree.root.path + "/") ? String(f.path.dropFirst(tree.root.path.count + 1)) : f.path
            return "\(rel):\(f.line) \(f.rule.rawValue) \(f.level.rawValue)"
        }
        // $heading-size is only the fallback of a property the tokens define; --tip-font and
        // --badge-size are defined by no file linted: their fallbacks are notes.
        #expect(found.sorted() == [
            "src/_variables.scss:2 textDoesNotScale warning",
            "src/headings.scss:3 textDoesNotScale note",
            "src/headings.scss:4 textDoesNotScale note",
        ])
    }

    @Test func sizesInAnSCSSMapAreFollowedToTheirDefinitions() throws {
        let tree = try TempTree()
        // A type scale in px, gathered in a map of maps, applied by an @each through map-get.
        try tree.write("scss/_scale.scss", """
            $display-size-1: 64px !default;
            $display-size-2: 3rem !default;
            $display-lh-1: 72px !default;
            $display-steps: (
              1: (size: $display-size-1, lh: $display-lh-1),
              2: (size: $display-size-2, lh: 1.2)
            ) !default;
            $display-leading: (1: (size: $display-lh-1)) !default;

            """)
        try tree.write("scss/display.scss", """
            @each $step, $name in (1: one, 2: two) {
              .display-#{$name} {
                $entry: map-get($display-steps, $step);
                font-size: map-get($entry, 'size');
                line-height: map-get($entry, 'lh');
              }
            }
            // A second loop reuses the name for a map of line heights only.
            @each $step, $name in (1: one) {
              .display-tight-#{$name} {
                $entry: map-get($display-leading, $step);
                line-height: map-get($entry, 'size');
              }
            }

            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let found = report.findings.map { f -> String in
            let rel = f.path.hasPrefix(tree.root.path + "/") ? String(f.path.dropFirst(tree.root.path.count + 1)) : f.path
            return "\(rel):\(f.line) \(f.rule.rawValue)"
        }
        // The px size is reported where it is defined; the rem one and the line heights are not.
        #expect(found == ["scss/_scale.scss:1 textDoesNotScale"])
        #expect(report.findings.first?.message.contains("scss/display.scss:4") == true, "\(report.findings)")
    }
}
