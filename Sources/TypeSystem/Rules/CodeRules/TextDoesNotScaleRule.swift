/// `textDoesNotScale`: text whose size ignores the user's text size (Dynamic Type, the
/// browser's or Android's font scale): the HIG's "Support Dynamic Type".
public enum TextDoesNotScaleRule: CodeRuleUnit {
    /// Its id, level, summary and details.
    public static let metadata = CodeRuleMetadata(
        rule: .textDoesNotScale, defaultLevel: .warning,
        levelDetail: "error for a root `font-size` in px",
        summary: "Text that does not scale with the user's text size",
        details: "Text sized in fixed units (SwiftUI .system(size:), UIFont without UIFontMetrics, CSS px or pt, Android dp, a pinned font scale) stays the same size when the user asks for larger text. The HIG: support Dynamic Type.")

    /// Text that stays one size, a pinned scale, or a size that is not a literal. macOS and
    /// tvOS have no Dynamic Type: Swift code for them has nothing to follow.
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        let platform = usage.platform
        guard platform.supportsDynamicType || [.css, .android, .compose, .flutter].contains(usage.styleFix) else { return [] }
        let nearest = usage.pointSize.flatMap { Legibility.nearestTextStyle(to: $0, on: platform) }
        let styleHint = nearest.map { "\(CodeLint.styleName($0.style, usage.styleFix, platform: platform)) (\(CodeLint.fmt($0.pointSize)) pt at \(platform.supportsDynamicType ? "Large" : "the default size"))" }
        switch usage.scaling {
        case .fixed(let what), .fixedRoot(let what):
            var fix = [String]()
            if let s = usage.scalableFix { fix.append(s) }
            if let h = styleHint { fix.append(fix.isEmpty ? "use \(h)" : "the nearest text style is \(h)") }
            let fixText = fix.isEmpty ? "use a text style" : (usage.scalableFix != nil ? "use " : "") + fix.joined(separator: "; ")
            if case .fixedRoot = usage.scaling {
                return [CodeViolation(rule: .textDoesNotScale, level: .error,
                    message: "\(what) on the root overrides the reader's text size for the whole page; \(fixText)")]
            }
            return [CodeViolation(rule: .textDoesNotScale, level: .warning, message: "\(what) stays the same size at every text size; \(fixText)")]
        case .pinned(let what):
            return [CodeViolation(rule: .textDoesNotScale, level: .warning,
                message: "\(what) ignores the user's text size; remove it so text follows the setting")]
        case .untraced(let what):
            return [CodeViolation(rule: .textDoesNotScale, level: .note,
                message: "\(what): this size is not a literal; make sure it scales (\(usage.scalableFix.map { "for example \($0)" } ?? "a text style or a scaled size"))")]
        case .appSetting(let what, let mechanism):
            return [CodeViolation(rule: .textDoesNotScale, level: .note,
                message: "\(what) follows the app's own text-size setting (\(mechanism)), not the user's system-wide text size; make sure its default follows that too (\(usage.scalableFix.map { "for example \($0)" } ?? "a text style or a scaled size"))")]
        case .scales, .optedOut:
            return []
        }
    }

    // The fixed texts follow the HIG's iOS Large sizes (Body 17, Headline 17 Semibold, Title 1
    // 28, Subhead 15, Footnote 13, Title 3 20), watchOS's (Body 16), a 16 px root for CSS and
    // Android's sp unit (docs/lint/fixes.md).
    /// Code the rule reports and leaves alone, and its fixes, which the tests run.
    public static let examples = CodeRuleExamples(
        triggering: [
            CodeRuleExample("Price.swift", """
                import SwiftUI
                struct Price: View {
                    var body: some View { Text("9.99").font(↓.system(size: 15)) }
                }
                """),
            CodeRuleExample("Row.swift", """
                import SwiftUI
                func row(titleFont: Font) -> some View {
                    HStack { Image(systemName: "star").font(titleFont); Text("Starred").font(titleFont) }
                }
                let starred = row(titleFont: ↓.system(size: 15))
                """),
            CodeRuleExample("Cell.swift", """
                import UIKit
                func style(_ label: UILabel) {
                    label.font = ↓UIFont.systemFont(ofSize: 15)
                    ↓label.adjustsFontForContentSizeCategory = false
                }
                """),
            CodeRuleExample("site.css", """
                html { ↓font-size: 14px; }
                .price { ↓font-size: 15px; }
                .note i { ↓font-size: 15px; }
                body { ↓-webkit-text-size-adjust: none; }
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" ↓android:textSize="15dp" />
                """),
            CodeRuleExample("Row.kt", """
                fun bind(view: TextView) { view.↓setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f) }
                @Composable fun Title() { Text("a", fontSize = ↓16.dp.toSp()) }
                @Composable fun App() { CompositionLocalProvider(LocalDensity provides ↓Density(density = 2f, fontScale = 1f)) { Title() } }
                class Main : Activity() {
                    override fun attachBaseContext(base: Context) {
                        val c = Configuration(base.resources.configuration)
                        c.↓fontScale = 1f
                        applyOverrideConfiguration(c)
                        super.attachBaseContext(base)
                    }
                }
                """),
            CodeRuleExample("main.dart", """
                Widget build(BuildContext context) => MediaQuery(
                  data: MediaQuery.of(context).copyWith(textScaler: ↓TextScaler.noScaling),
                  child: Text('a', ↓textScaleFactor: 1.0),
                );
                """),
        ],
        nonTriggering: [
            CodeRuleExample("Price.swift", """
                import SwiftUI
                struct Price: View {
                    @ScaledMetric var size = 15.0
                    var body: some View {
                        Text("9.99").font(.subheadline)
                        Text("9.99").font(.custom("Georgia", size: 15, relativeTo: .subheadline))
                        Text("12:00").font(.custom("Clock", fixedSize: 48))
                        Text("9.99").font(.system(size: size))
                        Image(systemName: "play").font(.system(size: 54))
                    }
                }
                """),
            CodeRuleExample("Toolbar.swift", """
                import SwiftUI
                import UIKit
                struct ToolbarIcon: View {
                    let name: String
                    var symbolFont: Font = .system(size: 15)
                    var body: some View { Image(systemName: name).font(symbolFont) }
                }
                func closeButton(symbolFont: Font) -> some View {
                    Button { } label: { Image(systemName: "xmark").font(symbolFont) }
                }
                let star = ToolbarIcon(name: "star", symbolFont: .system(size: 13))
                let close = closeButton(symbolFont: .system(size: 13, weight: .bold))
                func configure(_ button: UIButton, symbolFont: UIFont = .systemFont(ofSize: 13)) {
                    button.setImage(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(font: symbolFont)), for: .normal)
                }
                """),
            CodeRuleExample("Cell.swift", """
                import UIKit
                func style(_ label: UILabel) {
                    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))
                    label.adjustsFontForContentSizeCategory = true
                }
                """),
            CodeRuleExample("Sidebar.swift", """
                import AppKit
                let label = NSTextField(labelWithString: "Mac")
                func style() { label.font = NSFont.systemFont(ofSize: 13) }
                """),
            CodeRuleExample("site.css", """
                .price { font-size: 0.875rem; }
                .tag { font-size: rem-calc(11px); }
                .glyph { font: bold icons14px; }
                .breadcrumb:before { content: '\\E5CC'; font-size: 25px; }
                .nav i.material-icons { font-size: 24px; }
                .star { font-family: 'Font Awesome 6 Free'; font-size: 12px; }
                .close { font-size: var(--popup-close-icon-size); }
                """),
            CodeRuleExample("cell.less", """
                .cell {
                  &__left-icon { font-size: 16px; }
                }
                """),
            CodeRuleExample("Badge.swift", """
                import UIKit
                func badge(_ value: String) -> UIImage {
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 80)]
                    return UIGraphicsImageRenderer(size: CGSize(width: 256, height: 256)).image { _ in
                        value.draw(at: .zero, withAttributes: attributes)
                    }
                }
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textSize="15sp" />
                """),
            CodeRuleExample("Row.kt", """
                @Composable fun Title() { Text("a", fontSize = 16.sp) }
                """),
            CodeRuleExample("main.dart", """
                Widget build(BuildContext context) => Text('a', textScaler: MediaQuery.textScalerOf(context));
                """),
        ],
        fixes: [
            CodeRuleExample("V.swift", """
                import SwiftUI
                let a = Font.system(size: 17)
                let b = Font.system(size: 17, weight: .semibold)
                let c = Font.system(size: 28, weight: .bold)
                let d = Font.system(size: 13, design: .rounded)
                """, fixed: """
                import SwiftUI
                let a = Font.body
                let b = Font.headline
                let c = Font.title.weight(.bold)
                let d = Font.system(.footnote, design: .rounded)
                """),
            CodeRuleExample("Clock Watch App/Face.swift", """
                import SwiftUI
                let body = Font.system(size: 16)
                """, fixed: """
                import SwiftUI
                let body = Font.body
                """),
            CodeRuleExample("Cell.swift", """
                import UIKit
                func style(_ title: UILabel) {
                    title.font = UIFont.systemFont(ofSize: 20)
                    title.textColor = .label
                }
                func pin(_ label: UILabel) { label.adjustsFontForContentSizeCategory = false }
                """, fixed: """
                import UIKit
                func style(_ title: UILabel) {
                    title.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20))
                    title.adjustsFontForContentSizeCategory = true
                    title.textColor = .label
                }
                func pin(_ label: UILabel) { label.adjustsFontForContentSizeCategory = true }
                """),
            CodeRuleExample("site.css", """
                .price { font-size: 14px; }
                .tag { font: 600 12px/1.4 system-ui; margin: 8px; }
                """, fixed: """
                .price { font-size: 0.875rem; }
                .tag { font: 600 0.75rem/1.4 system-ui; margin: 8px; }
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:padding="4dp" android:textSize="12dp" />
                """, fixed: """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:padding="4dp" android:textSize="12sp" />
                """),
            CodeRuleExample("Row.kt", """
                fun bind(view: TextView) { view.setTextSize(TypedValue.COMPLEX_UNIT_DIP, 14f) }
                @Composable fun Title() { Text("a", fontSize = 16.dp.toSp()) }
                """, fixed: """
                fun bind(view: TextView) { view.setTextSize(TypedValue.COMPLEX_UNIT_SP, 14f) }
                @Composable fun Title() { Text("a", fontSize = 16.sp) }
                """),
            CodeRuleExample("main.dart", """
                Widget build(BuildContext context) => MediaQuery(
                  data: MediaQuery.of(context).copyWith(
                    textScaler: TextScaler.noScaling,
                  ),
                  child: Text('a', textScaleFactor: 1.0),
                );
                """, fixed: """
                Widget build(BuildContext context) => MediaQuery(
                  data: MediaQuery.of(context).copyWith(
                  ),
                  child: Text('a'),
                );
                """),
        ])
}
