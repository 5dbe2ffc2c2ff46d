import Foundation
import SourceLint
import Testing
import TypeSystem

/// The patterns of the fifth audit (docs/lint/real-apps.md, "Sixteen apps judged before the
/// run"), each written from what the code means, with the case that must still be reported beside
/// it.
@Suite("Source lint: the patterns of the fifth audit")
struct FifthAuditTests {
    @Test func theElseOfAnOSBranchIsNotJudgedForThatPlatform() {
        let source = """
            import SwiftUI
            struct About: View {
            #if os(iOS)
                var body: some View { Text("About").font(.system(size: 10)) }
            #else
                var body: some View { Text("About").font(.system(size: 10)) }
            #endif
            }
            struct Credits: View {
            #if !os(iOS)
                var body: some View { Text("Credits").font(.system(size: 10)) }
            #endif
            }
            struct Row: View {
            #if os(watchOS)
                var body: some View { Text("Steps").font(.headline) }
            #else
                var body: some View { Text("Steps").font(.system(size: 10)) }
            #endif
            }
            """
        // Line 4 is iOS code: below its 11 pt minimum, and fixed. Lines 6 and 11 are never built
        // for iOS, the only platform the file shows: not judged. Line 18 is the file's own
        // platform (iOS) outside a watchOS branch: judged.
        #expect(lintLevels(source, .swift) == [
            "18 belowMinimumSize warning", "18 textDoesNotScale warning",
            "4 belowMinimumSize warning", "4 textDoesNotScale warning",
        ])
    }

    @Test func helpersCalledOnlyWhileAnImageContextIsOpenDrawIntoTheImage() {
        let source = """
            import UIKit
            final class ChartPainter {
                func chartImage(size: CGSize) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    paintLegend()
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image
                }
                private func paintLegend() {
                    paintValue("D1")
                }
                private func paintValue(_ value: String) {
                    value.draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
                }
                func caption() -> UILabel {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 14)
                    return label
                }
            }
            """
        // Two calls away from the function that opens the context, the legend is drawn into the
        // image; the label's font is shown as text.
        #expect(lintLevels(source, .swift) == ["18 textDoesNotScale warning"])
    }

    @Test func symbolConfigurationsWrittenAsInitAndLabelIconsSizeSymbols() {
        let source = """
            import SwiftUI
            import UIKit
            let avatar = UIImage(systemName: "person.circle")!
                .applyingSymbolConfiguration(.init(font: .systemFont(ofSize: 17), scale: .large))
            struct Row { init(font: UIFont) {} }
            let row = [Row].init(arrayLiteral: .init(font: .systemFont(ofSize: 17)))
            struct RowLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.icon.symbolVariant(.fill).font(.system(size: 35))
                        configuration.title.font(.system(size: 15))
                    }
                }
            }
            struct PlayButton: View {
                var playing: Bool
                var body: some View {
                    Group {
                        switch playing {
                        case true: Label("Pause", systemImage: "pause.fill")
                        case false: Label("Play", systemImage: "play.fill")
                        }
                    }
                    .font(.system(size: 36))
                    .labelStyle(.iconOnly)
                    Label("Pause", systemImage: "pause.fill")
                        .font(.system(size: 36))
                }
            }
            """
        // The symbol configuration (4), the label style's icon (10) and the icon-only labels of
        // either case (24) size symbols; a font given to another type's `.init(font:)` (6), the
        // style's title (11) and the label with its title (27) are text.
        #expect(lintLevels(source, .swift) == [
            "11 textDoesNotScale warning", "27 textDoesNotScale warning", "6 textDoesNotScale warning",
        ])
    }

    @Test func aFontResizedWithWithSizeHasThatFixedSize() {
        let source = """
            import UIKit
            func makeTag(_ label: UILabel, _ thumbnail: UIImage) {
                label.font = label.font.withSize(14)
                let caption = UIFont.preferredFont(forTextStyle: .body)
                label.font = caption.withSize(caption.pointSize * 0.8)
                _ = thumbnail.withSize(14)
                label.font.withSize(12)
            }
            """
        // A font resized to 14 pt no longer scales; one resized from a text style's size scales;
        // an image's `withSize` is not a font; a resized font that is not used shows nothing.
        #expect(lintLevels(source, .swift) == ["3 textDoesNotScale warning"])
    }

    @Test func classPatternSelectorsAndBEMElementsSayWhetherARuleStylesAnIcon() {
        let source = """
            [class^="app-icon-"], [class*=" app-icon-"] { font-size: 10px; }
            .app-icon-search { font-size: 10px; }
            .icon-box__desc { font-size: 12px; }
            .cell__icon--large { font-size: 24px; }
            [class*="label"] { font-size: 12px; }
            """
        // Icon classes matched by a prefix (1) or named (2), and a BEM element named for an icon
        // (4), size icons; the description under an icon (3) and a class pattern that names no
        // icon (5) are text.
        #expect(lintLevels(source, .css) == ["3 textDoesNotScale warning", "5 textDoesNotScale warning"])
    }

    @Test func aFontSizeThatSetsTheEmOfAnImageIsNotText() {
        let source = """
            .spinner { font-size: 16px; width: 1em; height: 1em; mask: url(spinner.svg) no-repeat; }
            .loading { font-size: 16px; width: 1em; height: 1em; background: transparent url(loading.svg) no-repeat; }
            .checkbox { appearance: none; width: 1em; height: calc(1em * (14 * 1.4 / 20)); font-size: 20px; }
            .badge { font-size: 10px; width: 1.5em; height: 1.5em; line-height: 1.5em; background: red; }
            .field { appearance: none; width: 20em; height: 2.5em; font-size: 14px; }
            .banner { font-size: 14px; width: 1em; height: 1em; }
            .spinner-circle { font-size: 16px; width: 1em; height: 1em; animation: turn 1s steps(60, end) infinite; }
            .ticker { font-size: 14px; width: 1em; height: 2em; animation: scroll 2s infinite; }
            """
        // A mask (1), a background image (2) and a checkbox drawn by the style sheet (3), each a
        // box about one em wide: their font size sizes the drawing. A badge with a colour and its
        // number (4), a wide text field (5) and a box with nothing drawn (6) keep their text. A
        // square em box that turns is a spinner (7); an animated box that is not square keeps
        // its text (8). (Style sheets have no minimum size: belowMinimumSize.md.)
        #expect(lintLevels(source, .css) == [
            "4 textDoesNotScale warning", "5 textDoesNotScale warning", "6 textDoesNotScale warning", "8 textDoesNotScale warning",
        ])
    }

    @Test func aPixelSizeFromAThemeAttributeInSpScales() throws {
        let tree = try TempTree()
        try tree.write("app/src/main/res/values/styles.xml", """
            <resources>
                <style name="TextSmall">
                    <item name="text_large">16sp</item><item name="text_medium">14sp</item><item name="badge_text">10sp</item>
                </style>
                <style name="TextLarge">
                    <item name="text_large">20sp</item><item name="text_medium">18sp</item><item name="badge_text">12dp</item>
                </style>
            </resources>
            """)
        try tree.write("app/src/main/java/Row.kt", """
            class Row(context: Context) {
                private var largePx = 0f
                private var mediumPx: Float = 0f
                private var badgePx = 0f
                init {
                    val tv = TypedValue()
                    context.theme.resolveAttribute(R.attr.text_large, tv, true)
                    largePx = tv.getDimension(context.resources.displayMetrics)
                    context.theme.resolveAttribute(R.attr.text_medium, tv, true)
                    mediumPx = tv.getDimension(context.resources.displayMetrics)
                    context.theme.resolveAttribute(R.attr.badge_text, tv, true)
                    badgePx = tv.getDimension(context.resources.displayMetrics)
                }
                fun bind(title: TextView, badge: TextView, latest: Boolean) {
                    val size = if (latest) {
                        mediumPx
                    } else {
                        largePx
                    }
                    title.setTextSize(TypedValue.COMPLEX_UNIT_PX, size)
                    badge.setTextSize(TypedValue.COMPLEX_UNIT_PX, badgePx)
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // getDimension converts an sp size with the font scale: the title scales, whichever
        // branch gives its size (a property's 0 before it is set sizes nothing). The badge's
        // attribute is in dp in one theme: it is still a note.
        #expect(keys(report.findings, root: tree.root.path) == ["app/src/main/java/Row.kt:21 textDoesNotScale"])
    }

    @Test func noScalingOnTextAlreadyScaledOrOnAGlyphInPlaceOfAnIcon() {
        let source = """
            import 'package:flutter/material.dart';
            Widget title(BuildContext context, TextStyle base) {
              final scaler = MediaQuery.textScalerOf(context);
              final style = base.copyWith(fontSize: scaler.scale(base.fontSize!));
              return Text('Title', style: style, textScaler: TextScaler.noScaling);
            }
            Widget flag(String? emoji, double size) {
              if (emoji != null) {
                return Text(emoji, style: TextStyle(fontSize: size), textScaler: TextScaler.noScaling);
              }
              return Icon(Icons.flag, size: size);
            }
            Widget caption(String text, double size) {
              return Text(text, style: TextStyle(fontSize: size), textScaler: TextScaler.noScaling);
            }
            """
        // The title's size is the user's already (scaled once, not twice); the flag is sized as
        // the icon it stands in for; the caption turns the user's size off.
        #expect(lintLevels(source, .dart) == ["14 textDoesNotScale warning"])
    }

    @Test func codeForOneKindOfDeviceIsJudgedForItsPlatform() {
        let source = """
            import SwiftUI
            import UIKit
            struct LetterBar: View {
                var body: some View {
                    Text("A").font(UIDevice.current.userInterfaceIdiom == .tv ? .system(size: 22) : .footnote)
                    Text("B").font(UIDevice.current.userInterfaceIdiom != .tv ? .footnote : .system(size: 40))
                    Text("C").font(UIDevice.current.userInterfaceIdiom == .tv ? .footnote : .system(size: 9))
                }
            }
            func style(_ label: UILabel) {
                label.font = UIDevice.current.userInterfaceIdiom == .tv ? UIFont.systemFont(ofSize: 20) : UIFont.preferredFont(forTextStyle: .body)
            }
            """
        // tvOS has no Dynamic Type and a 23 pt minimum: 22 pt there is too small (5), 40 pt is
        // fine (6), and 20 pt assigned in a branch (11) is too small; the other branch is the
        // file's iOS: 9 pt is too small and fixed (7).
        #expect(lintLevels(source, .swift) == [
            "11 belowMinimumSize warning", "5 belowMinimumSize warning", "7 belowMinimumSize warning", "7 textDoesNotScale warning",
        ])
    }

    @Test func aFixedFontAtATextStylesLargestSizeIsACap() {
        let source = """
            import UIKit
            final class GridCell: UICollectionViewCell {
                private var titleFont: UIFont {
                    let regular = UIFont.preferredFont(forTextStyle: .subheadline)
                    if regular.pointSize > 28 { return UIFont.systemFont(ofSize: 28) }
                    return regular
                }
                private var captionFont: UIFont {
                    let regular = UIFont.preferredFont(forTextStyle: .subheadline)
                    if regular.pointSize > 20 { return UIFont.systemFont(ofSize: 20) }
                    return regular
                }
                private var badgeFont: UIFont {
                    let regular = UIFont.preferredFont(forTextStyle: .subheadline)
                    if regular.pointSize > 20 { return UIFont.systemFont(ofSize: 13) }
                    return regular
                }
            }
            """
        // Subhead is 15 pt at Large and 25 pt at AX1 (Apple's iOS table): a cap at 28 lets it
        // reach AX1 (5); a cap at 20 stops it before (10); a fixed 13 pt font in that branch is
        // not the style's cap but a size that does not scale (15).
        #expect(lintLevels(source, .swift) == ["10 dynamicTypeCapped warning", "15 textDoesNotScale warning"])
    }

    @Test func aSizeReadFromALabelsTextStyleFontScales() {
        let source = """
            import UIKit
            extension String {
                func bold(fontSize: CGFloat) -> NSAttributedString {
                    NSAttributedString(string: self, attributes: [.font: UIFont.boldSystemFont(ofSize: fontSize)])
                }
            }
            final class Cell: UITableViewCell {
                let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.preferredFont(forTextStyle: .body)
                    return label
                }()
                let dateLabel = UILabel()
                func show(_ title: String) {
                    titleLabel.attributedText = title.bold(fontSize: titleLabel.font.pointSize)
                    dateLabel.font = UIFont.systemFont(ofSize: 12)
                }
            }
            """
        // The bold font's size is the title label's, whose every font is its text style's: it
        // scales. The date label's fixed 12 pt font (16) is reported, and a label given such a
        // font is not taken for a text style's.
        #expect(lintLevels(source, .swift) == ["16 textDoesNotScale warning"])
        let fixedLabel = source.replacingOccurrences(of: "label.font = UIFont.preferredFont(forTextStyle: .body)",
                                                     with: "label.font = UIFont.systemFont(ofSize: 17)")
        #expect(lintLevels(fixedLabel, .swift).contains("4 textDoesNotScale note"))
    }

    @Test func aFontMadeOnlyForItsNameIsNotText() {
        let source = """
            import SwiftUI
            import UIKit
            extension Font {
                private static let systemFamily = UIFont.systemFont(ofSize: 12).familyName
                private static let boldName = UIFont.boldSystemFont(ofSize: 12).fontName
                static func dynamic(size: CGFloat) -> Font { .custom(systemFamily, size: size) }
                static let caption = UIFont.systemFont(ofSize: 12)
            }
            """
        // Lines 4 and 5 read a name; the font of line 7 is shown at 12 pt.
        #expect(lintLevels(source, .swift) == ["7 textDoesNotScale warning"])
    }

    @Test func aPaintSizedInPixelsFromDpDoesNotScale() {
        let java = """
            class Chart {
                void style(Paint info, TextView label, Context context) {
                    info.setTextSize(Utils.convertDpToPixel(20f));
                    info.setTextSize(TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_SP, 20f, context.getResources().getDisplayMetrics()));
                    label.setTextSize(20f);
                }
            }
            """
        let kotlin = """
            class Gauge(context: Context) : View(context) {
                private val valuePaint = Paint(Paint.ANTI_ALIAS_FLAG)
                private val unitPaint = TextPaint()
                init {
                    valuePaint.textSize = 24.dp.toPx(context)
                    unitPaint.textSize = TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, 12f, resources.displayMetrics)
                }
                private val axisPaint = Paint().apply {
                    color = Color.BLACK
                    textSize = 20.dp.toPx(context).toFloat()
                }
                private val labelPaint = TextPaint().apply { textSize = 14.sp.toPx(context) }
                private var iconPaint: Paint? = null
                fun icon(text: String): Drawable {
                    iconPaint = Paint(Paint.ANTI_ALIAS_FLAG).apply { textSize = 24.dp.toPx(context).toFloat() }
                    val image = createBitmap(48, 48, Bitmap.Config.ARGB_8888)
                    val canvas = Canvas(image)
                    canvas.drawText(text, 24f, 30f, iconPaint!!)
                    return image.toDrawable(resources)
                }
            }
            """
        // A Paint in pixels converted from dp (3; Kotlin 5, 6 and 10, in `apply`) is text that
        // never scales; one converted from sp (Java 4, Kotlin 12) scales, and a TextView's
        // one-argument setTextSize is in sp (5). A paint that draws only into a bitmap (15) makes
        // an image, shown at the image's size.
        #expect(lintLevels(java, .java) == ["3 textDoesNotScale warning"])
        #expect(lintLevels(kotlin, .kotlin) == ["10 textDoesNotScale warning", "5 textDoesNotScale warning", "6 textDoesNotScale warning"])
    }

    @Test func aCalcOfPixelsTimesANumberIsAFixedSize() {
        let source = """
            .steps { --steps-font-size: 17; font-size: calc(1px * var(--steps-font-size)); }
            .built { font-size: calc(1px * 17); }
            .fluid { font-size: calc(1rem + 2px); }
            .scaled { font-size: calc(1rem * 1.2); }
            """
        // Pixels times numbers are pixels (1, 2); with rem the size follows the reader's (3, 4).
        #expect(lintLevels(source, .css) == ["1 textDoesNotScale warning", "2 textDoesNotScale warning"])
    }

    @Test func aScaledSizeStoppedAtOneCategorysSizeIsACap() {
        func source(_ category: String) -> String {
            """
            import SwiftUI
            import UIKit
            extension View {
                func font(size: CGFloat, maxSizeCategory: UIContentSizeCategory = \(category)) -> some View {
                    modifier(CappedFont(size: size, maxSizeCategory: maxSizeCategory))
                }
            }
            extension UIFont {
                static func font(ofSize size: CGFloat, maxSizeCategory: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge) -> UIFont {
                    .systemFont(ofSize: size)
                }
                static let body = font(ofSize: 17, maxSizeCategory: .accessibilityMedium)
            }
            private struct CappedFont: ViewModifier {
                @Environment(\\.sizeCategory) var sizeCategory
                var size: CGFloat
                var maxSizeCategory: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
                func body(content: Content) -> some View {
                    let metrics = UIFontMetrics(forTextStyle: .body)
                    let largest = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                    let scaled = min(largest, metrics.scaledValue(for: size, compatibleWith: sizeCategory.traitCollection))
                    return content.font(.system(size: scaled))
                }
            }
            """
        }
        // The modifier's size scales until the category its caller gives, by default the
        // modifier's own: xxLarge stops text before AX1 (22); AX1 does not. The struct's own
        // default is never used (its one construction passes the category), nor is the other
        // `font(ofSize:…)`'s. (The UIKit font of line 10 is a size that does not scale.)
        let capped = lintLevels(source(".extraExtraLarge"), .swift)
        #expect(capped == ["10 textDoesNotScale warning", "22 dynamicTypeCapped warning"], "\(capped)")
        let open = lintLevels(source(".accessibilityMedium"), .swift)
        #expect(open == ["10 textDoesNotScale warning"], "\(open)")
    }

    @Test func aDeviceCheckDeclaredInAnotherFileIsFollowed() throws {
        let tree = try TempTree()
        try tree.write("Shared/UIDevice+Kind.swift", """
            import UIKit
            extension UIDevice {
                static var isTV: Bool { current.userInterfaceIdiom == .tv }
                static var isPhone: Bool {
                    current.userInterfaceIdiom == .phone
                }
            }
            """)
        try tree.write("Shared/LetterBar.swift", """
            import SwiftUI
            import UIKit
            struct LetterBar: View {
                var body: some View {
                    Text("A").font(UIDevice.isTV ? .system(size: 22) : .footnote)
                    Text("B").font(!UIDevice.isTV ? .footnote : .system(size: 40))
                    if UIDevice.isTV {
                        Text("C").font(.system(size: 30))
                    } else {
                        Text("C").font(.system(size: 30))
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // The tvOS branches (5, 6, 8) take tvOS's rules: 22 pt is below its 23 pt minimum, 40
        // and 30 pt are fine, and tvOS has no Dynamic Type; the else branch (10) is iOS code.
        #expect(keys(report.findings, root: tree.root.path) == [
            "Shared/LetterBar.swift:10 textDoesNotScale", "Shared/LetterBar.swift:5 belowMinimumSize",
        ])
    }

    @Test func anAliasIsReportedWhereItsSizeIsWritten() throws {
        let tree = try TempTree()
        try tree.write("less/vars.less", "@font-size-base: 14px;\n@empty-font-size: @font-size-base;\n@tag-font-size: @empty-font-size;\n")
        try tree.write("less/empty.less", "@import \"./vars.less\";\n.empty { font-size: @empty-font-size; }\n.tag { font-size: @tag-font-size; }\n")
        try tree.write("scss/_vars.scss", "$base: 16px;\n$body: $base;\n")
        try tree.write("scss/site.scss", "@import \"vars\";\nbody { font-size: $body; }\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // Once, at the px size the aliases (and the alias of an alias) lead to; not at each alias.
        #expect(keys(report.findings, root: tree.root.path) == [
            "less/vars.less:1 textDoesNotScale", "scss/_vars.scss:1 textDoesNotScale",
        ])
    }

    @Test func aHelperThatPassesItsSizeOnIsFollowedForTheFontTypeItsPlaceExpects() throws {
        let tree = try TempTree()
        try tree.write("Theme/Font+Styles.swift", """
            import SwiftUI
            import UIKit
            extension UIFont {
                public static func fontWithSize(_ size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                    UIFont.systemFont(ofSize: size, weight: weight)
                }
                public static func boldFontWithSize(_ size: CGFloat) -> UIFont { fontWithSize(size, weight: .bold) }
            }
            extension Font {
                public static func fontWithSize(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                    Font.system(size: size, weight: weight, design: .rounded)
                }
                public static func boldFontWithSize(_ size: CGFloat) -> Font { .fontWithSize(size, weight: .bold) }
                public static func readableFontWithSize(_ size: CGFloat) -> Font { .custom("Avenir", size: size) }
            }
            """)
        try tree.write("App/Day.swift", """
            import SwiftUI
            import UIKit
            struct Day: View {
                var body: some View {
                    Text("MON").font(.boldFontWithSize(9))
                    Text("Today").font(.readableFontWithSize(15))
                }
            }
            func style(_ label: UILabel) {
                label.font = .boldFontWithSize(15)
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // Two calls deep, the SwiftUI helper makes a fixed 9 pt font (5), below iOS's minimum,
        // and the UIKit one a fixed 15 pt font (10); a helper over Font.custom scales (6). The
        // helpers' own `size` parameters are notes where they make the font.
        let app = keys(report.findings, root: tree.root.path).filter { $0.hasPrefix("App/") }
        #expect(app == ["App/Day.swift:10 textDoesNotScale", "App/Day.swift:5 belowMinimumSize", "App/Day.swift:5 textDoesNotScale"])
        let uiKit = report.findings.first { $0.path.hasSuffix("Day.swift") && $0.line == 10 }
        #expect(uiKit?.message.contains("UIFontMetrics") == true, "\(uiKit?.message ?? "")")
    }
}
