/// `tightLeadingMultiline`: tight leading on text of three or more lines (information).
public enum TightLeadingMultilineRule: CodeRuleUnit {
    /// Its id, level, summary and details.
    public static let metadata = CodeRuleMetadata(
        rule: .tightLeadingMultiline, defaultLevel: .note, levelDetail: nil,
        summary: "Tight leading on three or more lines",
        details: "Tight leading on text of three or more lines: the HIG advises against it even where height is limited.")

    /// The violations of the rule in `usage`.
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        guard let lines = usage.lines, lines == 0 || lines > Legibility.tightLeadingMaximumLines else { return [] }
        var tight = usage.tightLeadingTrait
        var detail = "tight leading"
        if !tight, let lh = usage.lineHeight, let size = usage.pointSize, size > 0,
           let n = Legibility.nearestTextStyle(to: size, on: usage.platform), n.pointSize > 0 {
            // The tight line height the tables give the nearest style, scaled to this size.
            let limit = n.tightLineHeight * size / n.pointSize
            if lh <= limit + 1e-9 {
                tight = true
                detail = "a line height of \(CodeLint.fmt(lh)) pt on \(CodeLint.fmt(size)) pt text is tight leading (\(CodeLint.styleName(n.style, usage.styleFix, platform: usage.platform)) has \(CodeLint.fmt(n.lineHeight)) pt)"
            }
        }
        guard tight else { return [] }
        let count = lines == 0 ? "unlimited" : "\(lines)"
        return [CodeViolation(rule: .tightLeadingMultiline, level: .note,
            message: "\(detail) on \(count) lines; avoid tight leading for three or more lines")]
    }

    // iOS Body is 17 pt on 22 pt lines at Large, 20 pt with tight leading (HIG): an 18 sp line
    // height on 17 sp text is tight; two lines are few enough.
    /// Code the rule reports and leaves alone, and its fixes, which the tests run.
    public static let examples = CodeRuleExamples(
        triggering: [
            CodeRuleExample("Article.swift", """
                import SwiftUI
                let summary = Text("summary").↓font(.body.leading(.tight)).lineLimit(4)
                """),
            CodeRuleExample("Row.kt", """
                @Composable fun Summary(s: String) { Text(s, fontSize = 17.sp, lineHeight = ↓18.sp, maxLines = 4) }
                """),
        ],
        nonTriggering: [
            CodeRuleExample("Article.swift", """
                import SwiftUI
                let title = Text("title").font(.body.leading(.tight)).lineLimit(2)
                let summary = Text("summary").font(.body).lineLimit(4)
                """),
            CodeRuleExample("Row.kt", """
                @Composable fun Summary(s: String) { Text(s, fontSize = 17.sp, lineHeight = 24.sp, maxLines = 4) }
                """),
        ])
}
