/// `dynamicTypeCapped`: Dynamic Type limited to sizes that end before the accessibility sizes (AX1).
public enum DynamicTypeCappedRule: CodeRuleUnit {
    /// Its id, level, summary and details.
    public static let metadata = CodeRuleMetadata(
        rule: .dynamicTypeCapped, defaultLevel: .warning, levelDetail: nil,
        summary: "Dynamic Type capped before the accessibility sizes",
        details: "A Dynamic Type range or text-scale cap that ends before the accessibility sizes (AX1), so people who need the largest text do not get it.")

    /// A cap by a size category, or by a scale (against the scale the style reaches at AX1).
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        var out: [CodeViolation] = []
        if let cap = usage.sizeCap, cap < .accessibility1 {
            out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                message: "\(usage.capText ?? cap.rawValue) stops text at \(cap.higName), before the accessibility sizes; let it reach at least AX1 (\(capName(.accessibility1, usage.styleFix)))"))
        }
        guard let scale = usage.scaleCap else { return out }
        let ax1 = Legibility.accessibilityScale(on: usage.platform, style: usage.scaleCapStyle ?? .body)
        guard scale < ax1 - 1e-9 else { return out }
        let fmt = CodeLint.fmt
        if let base = usage.capBasePointSize {
            let atAX1 = base * ax1
            out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                message: "\(usage.capText ?? "maximumPointSize") stops a \(fmt(base)) pt font at \(fmt(base * scale)) pt, before the accessibility sizes (it reaches \(fmt((atAX1 * 10).rounded() / 10)) pt at AX1); raise maximumPointSize to at least \(fmt(atAX1.rounded(.up))) or remove it"))
        } else {
            out.append(CodeViolation(rule: .dynamicTypeCapped, level: .warning,
                message: "\(usage.capText ?? "a scale of " + fmt(scale)) caps text at \(fmt(scale))×, below the \(fmt((ax1 * 100).rounded() / 100))× Body reaches at AX1; raise the cap to at least \(fmt((ax1 * 100).rounded(.up) / 100))"))
        }
        return out
    }

    private static func capName(_ c: DynamicTypeSize, _ syntax: CodeTextUsage.StyleFixSyntax) -> String {
        switch syntax {
        case .swiftUI: return ".\(c.rawValue)"
        case .uiKit: return ".accessibilityMedium"
        default: return c.higName
        }
    }

    // iOS Body is 17 pt at Large and 28 pt at AX1 (HIG), a scale of 1.65: a cap below it ends
    // before the accessibility sizes.
    /// Code the rule reports and leaves alone, and its fixes, which the tests run.
    public static let examples = CodeRuleExamples(
        triggering: [
            CodeRuleExample("Feed.swift", """
                import SwiftUI
                let feed = Text("feed").↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                """),
            CodeRuleExample("Cell.swift", """
                import UIKit
                func cap(_ view: UIView) { ↓view.maximumContentSizeCategory = .extraExtraExtraLarge }
                """),
            CodeRuleExample("main.dart", """
                Widget build(BuildContext context, Widget child) => MediaQuery.withClampedTextScaling(↓maxScaleFactor: 1.3, child: child);
                """),
            CodeRuleExample("site.css", """
                h1 { ↓font-size: clamp(1rem, 2vw, 20px); }
                """),
        ],
        nonTriggering: [
            CodeRuleExample("Feed.swift", """
                import SwiftUI
                let feed = Text("feed").dynamicTypeSize(...DynamicTypeSize.accessibility3)
                """),
            CodeRuleExample("main.dart", """
                Widget build(BuildContext context, Widget child) => MediaQuery.withClampedTextScaling(maxScaleFactor: 2.0, child: child);
                """),
            CodeRuleExample("site.css", """
                h1 { font-size: clamp(1rem, 2vw, 40px); }
                """),
        ])
}
