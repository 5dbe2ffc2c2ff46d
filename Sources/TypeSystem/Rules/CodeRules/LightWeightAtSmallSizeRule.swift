/// `lightWeightAtSmallSize`: Ultralight, Thin or Light below the Body size.
public enum LightWeightAtSmallSizeRule: CodeRuleUnit {
    /// Its id, level, summary and details.
    public static let metadata = CodeRuleMetadata(
        rule: .lightWeightAtSmallSize, defaultLevel: .warning, levelDetail: nil,
        summary: "A light weight at a small size",
        details: "Ultralight, Thin or Light below the Body size: the HIG advises against light weights at small sizes.")

    /// The violations of the rule in `usage`.
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        let platform = usage.platform
        guard let size = usage.pointSize, let weight = usage.weight, Legibility.lightWeights.contains(weight),
              let small = try? Legibility.smallTextThreshold(for: platform == .catalyst ? .iOS : platform), size < small else { return [] }
        return [CodeViolation(rule: .lightWeightAtSmallSize, level: .warning,
            message: "\(weight.higName) at \(usage.sizeText ?? CodeLint.fmt(size) + " pt") is below the \(CodeLint.fmt(small)) pt Body size; use Regular or heavier")]
    }

    // Body is 17 pt on iOS at Large (HIG), so 13 pt Light is small and 17 pt Light is not.
    /// Code the rule reports and leaves alone, and its fixes, which the tests run.
    public static let examples = CodeRuleExamples(
        triggering: [
            CodeRuleExample("Note.swift", """
                import SwiftUI
                let note = Text("note").font(↓.system(size: 13, weight: .light))
                """),
            CodeRuleExample("site.css", """
                .note { font-size: 0.75rem; ↓font-weight: 300; }
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textSize="12sp" ↓android:fontFamily="sans-serif-light" />
                """),
        ],
        nonTriggering: [
            CodeRuleExample("Note.swift", """
                import SwiftUI
                let body = Text("body").font(.system(size: 17, weight: .light))
                let note = Text("note").font(.system(size: 13, weight: .semibold))
                """),
            CodeRuleExample("site.css", """
                .hero { font-size: 2rem; font-weight: 300; }
                """),
        ])
}
