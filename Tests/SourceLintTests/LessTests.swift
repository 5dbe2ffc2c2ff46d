import Foundation
import SourceLint
import Testing

/// Less style sheets: `@name: value;` variables, `@import` in its forms, `//` comments, mixins,
/// guards and `@{…}` interpolation; a size held in a variable that another file uses is
/// reported where it is defined, as SCSS's and custom properties' are.
@Suite("Source lint: Less")
struct LessTests {
    @Test func lessFilesAreReadByTheirExtension() {
        #expect(SourceLanguage(path: "styles/site.less") == .less)
        #expect(SourceLanguage(path: "styles/SITE.LESS") == .less)
    }

    @Test func variablesAreFollowedAcrossFilesAndReportedAtTheDefinition() throws {
        let tree = try TempTree()
        try tree.write("less/variables.less", """
            // Type scale
            @body-font-size: 14px;
            @lead-font-size: 1.25rem;
            @small-font-size: @body-font-size - 2px;

            """)
        try tree.write("less/theme.less", "@caption-size:11px; // captions\n")
        try tree.write("less/main.less", """
            @import (reference) "variables";
            @import (css, optional) "print.css";
            .body { font-size: @body-font-size; }
            .lead { font-size: @lead-font-size; }
            .small { font-size: @small-font-size; }

            """)
        try tree.write("less/caption.less", "@import \"theme.less\";\n.caption {\n  font-size: @caption-size;\n}\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["less/variables.less:2 textDoesNotScale", "less/theme.less:1 textDoesNotScale"])
        let body = report.findings.first { $0.path.hasSuffix("variables.less") }
        #expect(body?.column == 1)
        #expect(body.map { $0.message.contains("less/main.less:3") && $0.message.contains("0.875rem") } == true, "\(body?.message ?? "")")
        let caption = report.findings.first { $0.path.hasSuffix("theme.less") }?.message ?? ""
        #expect(caption.contains("less/caption.less:3"), "\(caption)")
        #expect(report.problems.isEmpty)
    }

    /// Within one file a variable is followed to its use, as in SCSS; what is Less's own syntax
    /// is neither a finding nor a reason to lose the rules after it.
    @Test func lessSyntaxWithinAFile() {
        let less = """
            @import (reference) "mixins.less";
            @prefix: app;
            @size: 12px;
            .title { font-size: @size; }
            // .note { font-size: 10px; }
            .@{prefix}-label { font-size: 13px; }
            .mixin(@a: 10px; @b: 2) when (@b > 1) { width: @a; }
            @media (min-width: 768px) {
              .wide { font-size: 1rem; .mixin(); }
            }
            @detached: { .x { color: red; } };
            .caption { font: 300 11px/1.4 @family; }
            """
        #expect(lintLevels(less, .less) == ["12 lightWeightAtSmallSize warning", "12 textDoesNotScale warning",
                                            "4 textDoesNotScale warning", "6 textDoesNotScale warning"])
    }

    /// `--fix` turns a Less variable's px into rem, and a second fix changes nothing.
    @Test func aLessDefinitionIsFixedToRem() throws {
        let tree = try TempTree()
        let variables = "@body-font-size: 14px;\n"
        try tree.write("variables.less", variables)
        try tree.write("main.less", "@import \"variables\";\np { font-size: @body-font-size; }\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let findings = report.findings.filter { $0.path.hasSuffix("variables.less") }
        let fixed = try #require(SourceFixer.fixed(variables, language: .less, findings: findings))
        #expect(fixed.text == "@body-font-size: 0.875rem;\n")
        #expect(fixed.fixed == 1)
        let again = SourceLinter.lint(text: fixed.text, language: .less, path: tree.root.path + "/variables.less",
                                      variablesUsedElsewhere: ["@body-font-size": "main.less:2"]).0
        #expect(again.isEmpty)
    }
}
