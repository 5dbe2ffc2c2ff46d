import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the eleventh audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the eleventh audit")
struct EleventhAuditTests {
    /// The base of a scaled size (`scaledValue(for: 9)`, `@ScaledMetric var size = 9`) is the
    /// text's size at the default text size, and the minimum applies to it, as it does to the
    /// font given to `scaledFont(for:)`. A scaled size from 17 stays silent, and so does an
    /// `@ScaledMetric` of another view with a small value.
    @Test func aScaledSizeIsCheckedAtItsBase() {
        let swiftUI = """
            import SwiftUI
            extension Font {
                static var badge: Font { .system(size: UIFontMetrics.default.scaledValue(for: 9.0)).weight(.semibold) }
                static var title: Font { .system(size: UIFontMetrics.default.scaledValue(for: 17)) }
            }
            struct Chip: View {
                @ScaledMetric var chipSize = 8.0
                var body: some View { Text("new").font(.system(size: chipSize)) }
            }
            struct Row: View {
                @ScaledMetric var chipSize = 15.0
                var body: some View { Text("row").font(.system(size: chipSize)) }
            }
            """
        #expect(lintLevels(swiftUI, .swift) == ["3 belowMinimumSize warning", "8 belowMinimumSize warning"])
        let uiKit = """
            import UIKit
            let small = UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 10))
            let body = UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 17))
            """
        #expect(lintLevels(uiKit, .swift) == ["2 belowMinimumSize warning"])
    }

    /// `.init(name:size:)` where the declared type, the return type or the `font` assigned is a
    /// font type is that type's initializer: judged as `UIFont(name:size:)` is. Where the
    /// context is another type, it is not a font.
    @Test func anImplicitInitOfAFontTypeIsThatFont() {
        let source = """
            import UIKit
            extension UIFont {
                static var navTitle: UIFont { .init(name: "Brand-Medium", size: 17.0)! }
            }
            func caption() -> UIFont? { .init(name: "Brand-Regular", size: 12) }
            func style(_ label: UILabel) {
                label.font = .init(name: "Brand-Bold", size: 20)
            }
            struct Tag { let name: String; let size: Int }
            let tag: Tag = .init(name: "new", size: 3)
            """
        #expect(lintLevels(source, .swift) == ["3 textDoesNotScale warning", "5 textDoesNotScale warning", "7 textDoesNotScale warning"])
    }

    /// A size read from a font the file does not make (`textView.font?.pointSize` of a parameter,
    /// `0.75 * font.pointSize`) is as scaled as that font, which is judged where it is made: not a
    /// size of its own to report, not even as a note. A font the file makes at a fixed size stays
    /// a warning where it is made and a note where its size is read (the fifth audit's rule).
    @Test func aSizeReadFromAFontIsJudgedWhereTheFontIsMade() {
        let source = """
            import UIKit
            final class Hint {
                let layer = CATextLayer()
                init(field: UITextView) {
                    layer.fontSize = field.font?.pointSize ?? 0
                }
            }
            func shrink(_ s: NSMutableAttributedString, base: UIFont) {
                s.addAttributes([.font: base.withSize(0.75 * base.pointSize)], range: NSRange(location: 0, length: s.length))
            }
            let fixed = UIFont.systemFont(ofSize: 15)
            let label = UILabel()
            func apply() { label.font = UIFont(name: "Brand", size: fixed.pointSize) }
            """
        #expect(lintLevels(source, .swift) == ["11 textDoesNotScale warning", "13 textDoesNotScale note"])
    }
}

extension EleventhAuditTests {
    /// A pseudo-element whose `content` is empty or blank draws no character: its `font-size`
    /// sizes a box drawn by its background (a radio button's dot). One with a character in its
    /// content, or a blank content on the element itself, is text.
    @Test func aBlankPseudoElementsFontSizeIsNotText() {
        let css = """
            input[type="radio"]:checked::after { content: " "; width: .25em; height: .25em; background: currentColor; font-size: 32px; }
            .dot:before { content: ""; font-size: 20px; border-radius: 50%; }
            .quote::before { content: "“"; font-size: 40px; }
            .badge { content: " "; font-size: 12px; }
            """
        #expect(lintLevels(css, .css) == ["3 textDoesNotScale warning", "4 textDoesNotScale warning"])
    }

    /// Uniform auto-sizing draws the text at its `autoSizeMinTextSize` when it does not fit: a
    /// size checked against the minimum, in a layout and in a style. Without uniform auto-sizing
    /// the attribute sizes nothing; `tools:ignore="SmallSp"` silences it.
    @Test func anAutoSizeMinimumBelowTheMinimumIsReported() {
        let layout = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools">
                <TextView android:textSize="16sp" app:autoSizeTextType="uniform"
                    app:autoSizeMinTextSize="6sp" app:autoSizeMaxTextSize="16sp" />
                <TextView android:textSize="16sp" app:autoSizeTextType="uniform" app:autoSizeMinTextSize="12sp" />
                <TextView android:textSize="16sp" app:autoSizeMinTextSize="6sp" />
                <TextView android:textSize="16sp" app:autoSizeTextType="uniform" app:autoSizeMinTextSize="6sp" tools:ignore="SmallSp" />
            </LinearLayout>
            """
        #expect(lintLevels(layout, .androidXML) == ["4 belowMinimumSize warning"])
        let style = """
            <resources>
                <style name="Fit">
                    <item name="autoSizeTextType">uniform</item>
                    <item name="autoSizeMinTextSize">8sp</item>
                </style>
            </resources>
            """
        #expect(lintLevels(style, .androidXML) == ["4 belowMinimumSize warning"])
    }

    /// `clamp(maxScaleFactor: wide ? 1.2 : 1.1)` caps at the larger of the two; a choice whose
    /// larger value is past the accessibility sizes is no cap that matters.
    @Test func aScaleCapChosenByAConditionCapsAtTheLarger() {
        let dart = """
            Widget title(BuildContext context, bool wide) => Text('t',
                textScaler: MediaQuery.textScalerOf(context).clamp(maxScaleFactor: wide ? 1.2 : 1.1));
            Widget body(BuildContext context, bool wide) => Text('b',
                textScaler: MediaQuery.textScalerOf(context).clamp(maxScaleFactor: wide ? 1.5 : 3.0));
            """
        #expect(lintLevels(dart, .dart) == ["2 dynamicTypeCapped warning"])
    }

    /// A `Paint` sized from sp (`9.sp.toPx()`, a `TextUnit` parameter's `toPx()` whose default
    /// chooses among sp literals, a name bound to either) follows the font scale, and its size is
    /// checked against the minimum; 14 sp stays silent.
    @Test func aPaintSizedFromSpIsCheckedAgainstTheMinimum() {
        let kotlin = """
            @Composable
            fun Board(size: Int, digit: TextUnit = when (size) { 12 -> 9.sp; else -> 16.sp }) {
                val px = with(LocalDensity.current) { digit.toPx() }
                val paint = remember { Paint().apply { textSize = px } }
                val label = remember { Paint().apply { textSize = with(density) { 14.sp.toPx() } } }
                Canvas(Modifier) { drawIntoCanvas { it.nativeCanvas.drawText("5", 0f, 0f, paint) } }
            }
            """
        #expect(lintLevels(kotlin, .kotlin) == ["4 belowMinimumSize warning"])
    }

    /// Pixels converted to sp and back (`(cell * 0.9f).toSp().toPx()`) are the same pixels: a
    /// `Paint` sized so, in one branch or through a name, never follows the font scale.
    @Test func aPaintSizedByARoundTripThroughSpIsFixed() {
        let kotlin = """
            @Composable
            fun Grid(cell: Float, auto: Boolean, main: TextUnit) {
                val density = LocalDensity.current
                val digitPx = with(density) { if (auto) (cell * 0.9f).toSp().toPx() else main.toPx() }
                val marks = remember { Paint().apply { textSize = with(density) { (cell / 3).toSp().toPx() } } }
                val digits = Paint()
                digits.textSize = digitPx
                val label = remember { Paint().apply { textSize = with(density) { main.toPx() } } }
            }
            """
        #expect(lintLevels(kotlin, .kotlin) == ["5 textDoesNotScale warning", "7 textDoesNotScale warning"])
    }
}
