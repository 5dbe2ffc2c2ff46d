import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the ninth audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the ninth audit")
struct NinthAuditTests {
    /// A `switch` on `userInterfaceIdiom` runs each case on its device, as an `if` comparing with
    /// it does: `.tv` is tvOS (no Dynamic Type, a 23 pt minimum), `.mac` is macOS (no Dynamic
    /// Type; 16 pt is above its 10 pt minimum), also in an `#if` among the cases; `.phone` and
    /// `default` stay iOS code.
    @Test func aSwitchOnTheIdiomIsJudgedPerDevice() {
        let source = """
            import UIKit
            let toastFont: UIFont = {
                switch UIDevice.current.userInterfaceIdiom {
                case .phone: return .systemFont(ofSize: 12)
                case .tv: return .systemFont(ofSize: 20)
                #if compiler(>=5.3)
                case .mac: return .systemFont(ofSize: 16)
                #endif
                default: return .systemFont(ofSize: 12)
                }
            }()
            """
        #expect(lintLevels(source, .swift) == ["4 textDoesNotScale warning", "5 belowMinimumSize warning", "9 textDoesNotScale warning"])
    }

    /// An `Image?` shows an image or nothing (`nil`): a font on it, through `if let`, sizes a
    /// symbol. The same size on a `Text` stays reported.
    @Test func anOptionalImageIsAnImage() {
        let source = """
            import SwiftUI
            struct Move { var kind = 0 }
            extension Move {
                var icon: Image? {
                    switch kind {
                    case 0: Image(systemName: "arrow.left")
                    default: nil
                    }
                }
            }
            struct Row: View {
                let move: Move
                var body: some View {
                    if let icon = move.icon { icon.font(.system(size: 8)) }
                    Text("Move").font(.system(size: 8))
                }
            }
            """
        #expect(lintLevels(source, .swift, platform: .macOS) == ["15 belowMinimumSize warning"])
    }

    /// In `a ?? b`, the fallback `b` goes wherever the whole expression goes: to a symbol
    /// configuration it sizes an image, through a local too (whose name the other value's member
    /// `cell.title.font` is not). Given to a label, it stays reported.
    @Test func theFallbackOfNilCoalescingGoesWhereTheExpressionGoes() {
        let source = """
            import UIKit
            func setUp(_ cell: Cell, _ button: UIButton, _ label: UILabel) {
                let font = cell.title.font ?? UIFont.systemFont(ofSize: 17)
                button.setImage(UIImage(systemName: "ellipsis", withConfiguration: UIImage.SymbolConfiguration(font: font)), for: .normal)
                button.setPreferredSymbolConfiguration(.init(font: label.font ?? .systemFont(ofSize: 15)), forImageIn: .normal)
                label.font = cell.title.font ?? UIFont.systemFont(ofSize: 16)
            }
            """
        #expect(lintLevels(source, .swift) == ["6 textDoesNotScale warning"])
    }

    /// A theme's UIKit font that other files use only as `Font(Theme.arrow)` on an `Image` sizes
    /// a symbol; one they use on a `Text` stays reported.
    @Test func aUIKitFontWrappedForSwiftUIOnAnImageIsASymbolFont() throws {
        let tree = try TempTree()
        try tree.write("Theme.swift", """
            import UIKit
            enum Theme {
                enum Fonts {
                    static let arrow = UIFont.systemFont(ofSize: 15, weight: .bold)
                    static let caption = UIFont.systemFont(ofSize: 15, weight: .bold)
                }
            }
            """)
        try tree.write("Step.swift", """
            import SwiftUI
            struct Step: View {
                var body: some View {
                    HStack {
                        Text("Open").font(Font(Theme.Fonts.caption))
                        Image(systemName: "arrow.up.right").font(Font(Theme.Fonts.arrow))
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(report.findings.map { "\(($0.path as NSString).lastPathComponent):\($0.line) \($0.rule.rawValue)" } == ["Theme.swift:5 textDoesNotScale"])
    }

    /// A Compose function annotated `@Preview`, or with a multipreview annotation (declared in
    /// the file with `@Preview`, or named for previews), runs only in previews: its findings
    /// are notes. `@PreviewParameter` marks a parameter and makes nothing a preview.
    @Test func composePreviewsGiveNotes() {
        let source = """
            @Preview(name = "Light") @Preview(name = "Dark")
            annotation class DayAndNight

            @Preview
            @Composable
            fun ComposerPreview() = Surface { CompositionLocalProvider(LocalDensity provides Density(density = 3f, fontScale = 1.25f)) { Title() } }

            @DayAndNight
            @Composable
            internal fun BadgePreview() { Text("8", fontSize = 8.sp) }

            @PreviewLightDark
            @Composable
            fun RowPreview(@PreviewParameter(Names::class) name: String) { Text(name, fontSize = 8.sp) }

            @Composable
            fun Badge() { Text("8", fontSize = 8.sp) }
            """
        #expect(lintLevels(source, .kotlin) == ["10 belowMinimumSize note", "14 belowMinimumSize note", "17 belowMinimumSize warning", "6 textDoesNotScale note"])
    }

    /// `bitmap.applyCanvas { … }` draws into the bitmap, as `Canvas(bitmap)` does: a `Paint`'s dp
    /// size there sizes an image. The same paint drawing on a view's canvas stays reported.
    @Test func textDrawnInApplyCanvasIsAnImage() {
        let icon = """
            import android.graphics.Paint
            fun badge(s: String, density: Float) = createBitmap(48, 48).applyCanvas {
                val p = Paint()
                p.textSize = 9 * density
                drawText(s, 0f, 40f, p)
            }
            """
        #expect(lintLevels(icon, .kotlin) == [])
        let view = """
            import android.graphics.Paint
            class Badge(context: Context) : View(context) {
                private val p = Paint()
                override fun onDraw(canvas: Canvas) {
                    p.textSize = 9 * resources.displayMetrics.density
                    canvas.drawText("8", 0f, 40f, p)
                }
            }
            """
        #expect(lintLevels(view, .kotlin) == ["5 belowMinimumSize warning", "5 textDoesNotScale warning"])
    }

    /// `toSp()` divides the font scale out of any `Dp`, a parameter's as well as a literal's, and
    /// through a local; on what a function returns (`size.scaledUp().toSp()`, which may have
    /// multiplied the scale in) it is not judged.
    @Test func toSpOfAnyDpIsFixed() {
        let source = """
            @Composable
            fun Avatar(size: Dp, name: String) {
                val fontSize = size.toSp() / 2
                Text(name, fontSize = fontSize)
                Text(name, fontSize = size.scaledUp().toSp())
                Text(name, fontSize = (size / 2).value.sp)
            }
            """
        #expect(lintLevels(source, .kotlin) == ["4 textDoesNotScale warning"])
    }

    /// Only the system's scale (`MediaQuery`, a scaler's `scale(…)` method) is the user's: a
    /// field named `scale` is the app's own value, as one named `factor` is.
    @Test func aFieldNamedScaleIsTheAppsOwn() {
        let source = """
            import 'package:flutter/material.dart';
            class Fixed extends StatelessWidget {
              const Fixed({super.key, required this.child, this.scale = 1});
              final Widget child;
              final double scale;
              @override
              Widget build(BuildContext context) =>
                  MediaQuery(data: MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(scale)), child: child);
            }
            Widget follow(BuildContext context, Widget child) => MediaQuery(
                data: MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(MediaQuery.textScalerOf(context).scale(1))), child: child);
            """
        #expect(lintLevels(source, .dart) == ["8 textDoesNotScale warning"])
    }
}
