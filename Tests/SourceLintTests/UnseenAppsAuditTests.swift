import Foundation
import SourceLint
import Testing
import TypeSystem

/// The patterns of the third audit on apps the lint had never seen (docs/lint/real-apps.md), each
/// written from the pattern, with the case that must still be reported beside it.
@Suite("Source lint: the patterns of the third audit")
struct UnseenAppsAuditTests {
    // MARK: Flutter

    @Test("Flutter code built on Material's own package takes Material's minimum", arguments: [
        "import 'package:material_ui/material_ui.dart';",
        "import 'package:flutter/material.dart';",
    ])
    func materialAsItsOwnPackage(importLine: String) {
        let source = """
            \(importLine)
            Widget badge() => Text('CLOUD', style: const TextStyle(fontSize: 8));
            Widget label() => Text('Rating', style: const TextStyle(fontSize: 11));
            """
        #expect(lintLevels(source, .dart) == ["2 belowMinimumSize warning"])
        // Code on widgets only (or Cupertino's package) has no published minimum.
        let cupertino = source.replacingOccurrences(of: importLine, with: "import 'package:cupertino_ui/cupertino_ui.dart';")
        #expect(lintLevels(cupertino, .dart) == [])
    }
}

extension UnseenAppsAuditTests {
    // MARK: Style sheets

    @Test func aNestedRuleForAnIconElementIsNotText() {
        // Less and SCSS name a component's elements with `&` (BEM): `&__left-icon` in `.cell`
        // styles `.cell__left-icon`, an icon font's glyph.
        let less = """
            .cell {
              font-size: 14px;
              &__left-icon,
              &__right-icon { font-size: 16px; }
              &__title { font-size: 13px; }
            }
            .share {
              &__icon { &--link { font-size: 26px; } }
            }
            """
        #expect(lintLevels(less, .less) == ["2 textDoesNotScale warning", "5 textDoesNotScale warning"])
    }

    @Test func aSizeNamedForAnIconIsNotText() {
        let css = """
            .close { font-size: var(--popup-close-icon-size); }
            .title { font-size: var(--popup-title-font-size); }
            :root { --popup-close-icon-size: 22px; --popup-title-font-size: 16px; }
            """
        #expect(lintLevels(css, .css) == ["2 textDoesNotScale warning"])
    }

    @Test func aVariableUsedThroughAnotherIsAFontSize() throws {
        let tree = try TempTree()
        // The theme's scale in one file; a component aliases a step of it and uses the alias.
        try tree.write("style/variables.less", ":root {\n  --font-size-xs: 10px;\n  --font-size-md: 1rem;\n}\n")
        try tree.write("progress/index.less", ":root {\n  --progress-pivot-font-size: var(--font-size-xs);\n  --progress-label-size: var(--font-size-md);\n}\n.pivot { font-size: var(--progress-pivot-font-size); }\n.label { font-size: var(--progress-label-size); }\n")
        // An icon's size taken from the same scale is not a font size.
        try tree.write("badge/index.less", ":root { --badge-icon-size: var(--font-size-xs); }\n.badge__icon { font-size: var(--badge-icon-size); }\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["style/variables.less:2 textDoesNotScale"])
        #expect(report.findings.first?.message.contains("progress/index.less:5") == true, "\(report.findings)")
    }
}

extension UnseenAppsAuditTests {
    // MARK: Swift

    @Test func aButtonWhoseLabelIsAPropertyOfImagesIsNotText() {
        let source = """
            import SwiftUI
            struct Composer: View {
                var body: some View {
                    HStack {
                        Button(action: send, label: { sendIcon }).font(.system(size: 32))
                        Button(action: send, label: { sendTitle }).font(.system(size: 15))
                    }
                }
                private var sendIcon: some View {
                    Image(uiImage: icon).symbolRenderingMode(.palette)
                }
                private var sendTitle: some View { Text("Send") }
            }
            """
        #expect(lintLevels(source, .swift) == ["6 textDoesNotScale warning"])
    }

    @Test func aMemberAnotherFileDeclaresAsAnImageIsNotText() throws {
        let tree = try TempTree()
        try tree.write("Model/WatchState.swift", """
            import SwiftUI
            final class WatchState {
                var keepAliveImage: Image { Image(systemName: "bolt") }
                func statusIcon() -> Image { Image(systemName: "circle") }
                func network() -> (image: Image, color: Color) { (Image(systemName: "network"), .green) }
                var title: String { "Follower" }
            }
            """)
        try tree.write("Views/StatusRow.swift", """
            import SwiftUI
            struct StatusRow: View {
                let state: WatchState
                var body: some View {
                    HStack {
                        state.keepAliveImage.font(.system(size: 14))
                        state.statusIcon().font(.system(size: 14))
                        state.network().image.font(.system(size: 14))
                        Text(state.title).font(.system(size: 14))
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["Views/StatusRow.swift:9 textDoesNotScale"])
    }

    @Test func textDrawnIntoAnImageIsNotLaidOutText() {
        let source = """
            import UIKit
            struct Badge {
                var valueFont: UIFont { UIFont.systemFont(ofSize: 80, weight: .bold) }
                func image(_ value: String) -> UIImage {
                    let attributes: [NSAttributedString.Key: Any] = [.font: valueFont]
                    let arrow: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 60)]
                    return UIGraphicsImageRenderer(size: CGSize(width: 256, height: 256)).image { _ in
                        value.draw(at: .zero, withAttributes: attributes)
                        "↑".draw(at: .zero, withAttributes: arrow)
                    }
                }
                func label() -> UILabel {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 15)
                    return label
                }
            }
            """
        #expect(lintLevels(source, .swift) == ["14 textDoesNotScale warning"])
    }

    @Test func aFontPropertyThatOtherFilesUseOnlyOnImagesIsASymbolFont() throws {
        let tree = try TempTree()
        try tree.write("Toast/Toast.swift", """
            import SwiftUI
            public struct Toast {
                public var symbolFont: Font
                public var titleFont: Font
                public init(symbolFont: Font = .system(size: 35), titleFont: Font = .system(size: 15)) {
                    self.symbolFont = symbolFont
                    self.titleFont = titleFont
                }
            }
            """)
        try tree.write("Toast/ToastView.swift", """
            import SwiftUI
            struct ToastView: View {
                let toast: Toast
                var body: some View {
                    HStack {
                        Image(systemName: "checkmark").font(toast.symbolFont)
                        Text("Saved").font(toast.titleFont)
                    }
                }
            }
            """)
        try tree.write("Toast/ToastPresenter.swift", """
            import SwiftUI
            func show(symbolFont: Font = .system(size: 30)) -> Toast { Toast(symbolFont: symbolFont) }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["Toast/Toast.swift:5 textDoesNotScale"])
        #expect(report.findings.first?.message.contains("15") == true, "\(report.findings)")
    }
}

extension UnseenAppsAuditTests {
    @Test func aSizeReadFromAStoredTextStyleFontScales() {
        let source = """
            import UIKit
            struct Configuration {
                let baseFont: UIFont
                let titleFont: UIFont
                init(baseFont: UIFont = UIFont.preferredFont(forTextStyle: .body), titleFont: UIFont = UIFont.systemFont(ofSize: 20)) {
                    self.baseFont = baseFont
                    self.titleFont = titleFont
                }
                static let clear = Configuration(baseFont: UIFont.preferredFont(forTextStyle: .callout))
            }
            func code(_ configuration: Configuration) -> UIFont {
                UIFont.monospacedSystemFont(ofSize: configuration.baseFont.pointSize, weight: .regular)
            }
            func heading(_ configuration: Configuration) -> UIFont {
                UIFont.systemFont(ofSize: configuration.titleFont.pointSize + 6, weight: .bold)
            }
            """
        // The title's size comes from a fixed font: a note where it is read, the warning where it is made.
        #expect(lintLevels(source, .swift) == ["15 textDoesNotScale note", "5 textDoesNotScale warning"])
    }
}

extension UnseenAppsAuditTests {
    // MARK: Compose

    @Test func aFunctionOfAnotherFileThatDividesOutTheFontScaleIsFixed() throws {
        let tree = try TempTree()
        try tree.write("ui/util/DensityExtensions.kt", """
            @Composable
            fun Dp.toUnscaledTextUnit(): TextUnit {
                val scalingFactor = LocalConfiguration.current.fontScale
                return TextUnit(value / scalingFactor, TextUnitType.Sp)
            }
            @Composable
            fun TextUnit.maxScaledSp(): TextUnit {
                val scale = LocalConfiguration.current.fontScale
                return (this.value / scale * scale.coerceAtMost(2f)).sp
            }
            """)
        try tree.write("ui/account/Avatar.kt", """
            @Composable fun Initials(text: String) {
                Text(text, style = TextStyle(fontSize = 11.dp.toUnscaledTextUnit()))
                Text(text, style = TextStyle(fontSize = 14.sp.maxScaledSp()))
                Text(text, fontSize = 14.sp)
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["ui/account/Avatar.kt:2 textDoesNotScale"])
        #expect(report.findings.first?.message.contains("ui/util/DensityExtensions.kt:2") == true, "\(report.findings)")
    }
}

extension UnseenAppsAuditTests {
    @Test func aMemberAnotherFileDeclaresAsTextStaysText() throws {
        let tree = try TempTree()
        try tree.write("Model/Status.swift", "import SwiftUI\nstruct Status { var badge: Image { Image(systemName: \"star\") } }\n")
        // A file that never writes `Image` declares the same name as text.
        try tree.write("Model/Score.swift", "import SwiftUI\nstruct Score { var badge: Text { Text(\"10\") } }\n")
        try tree.write("Views/Row.swift", "import SwiftUI\nstruct Row: View {\n    let score: Score\n    var body: some View { score.badge.font(.system(size: 14)) }\n}\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["Views/Row.swift:4 textDoesNotScale"])
    }
}
