import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the twelfth audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the twelfth audit")
struct TwelfthAuditTests {
    /// Compose: a `fontSize` given by a name the file binds to sp literals only (a `val`, a
    /// parameter's default, a top-level constant) is that size, and the minimum applies to it. A
    /// name bound to a text style's size, or to sp and something else, is not followed; a named
    /// argument (`fontSize = fontSize`) is not a binding of the name.
    @Test func aComposeSizeHeldInANameIsChecked() {
        let source = """
            @Composable
            fun Log(lines: List<String>) {
                val fontSize = 10.sp
                lines.forEach { Text(it, fontSize = fontSize) }
            }
            @Composable
            fun Caption(line: String, captionSize: TextUnit = 9.sp) { Text(line, fontSize = captionSize) }
            private val TINY = 8.sp
            @Composable
            fun Tag(line: String) { Text(line, fontSize = TINY) }
            private val ROOMY = 15.sp
            @Composable
            fun Body(line: String) { Text(line, fontSize = ROOMY) }
            @Composable
            fun Styled(line: String) {
                val styleSize = MaterialTheme.typography.labelSmall.fontSize
                Text(line, fontSize = styleSize)
            }
            """
        #expect(lintLevels(source, .kotlin) == ["10 belowMinimumSize warning", "4 belowMinimumSize warning", "7 belowMinimumSize warning"])
    }

    /// Flutter: a `fontSize` held in a name the file binds to one number (`final s = 9.0`, a
    /// top-level `const`), or in a class's `static const` of any Dart file linted with it, is that
    /// number, and so is a `BottomNavigationBar`'s label size. A name bound to two numbers is not
    /// followed.
    @Test func aFlutterSizeHeldInAConstantIsChecked() throws {
        let tree = try TempTree()
        try tree.write("lib/res/sizes.dart", "class Sizes {\n  static const double tiny = 9.0;\n  static const double body = 15;\n}\n")
        try tree.write("lib/rows.dart", """
            import 'package:flutter/material.dart';
            import 'res/sizes.dart';
            const double kHint = 10.0;
            Widget a() => Text('a', style: TextStyle(fontSize: Sizes.tiny));
            Widget b() => Text('b', style: TextStyle(fontSize: Sizes.body));
            Widget c() => Text('c', style: TextStyle(fontSize: kHint));
            Widget d(bool wide) {
              final small = 8.0;
              var either = 9.0;
              if (wide) either = 16.0;
              return Column(children: [Text('d', style: TextStyle(fontSize: small)), Text('e', style: TextStyle(fontSize: either))]);
            }
            Widget e() => BottomNavigationBar(items: const [], selectedFontSize: 12, unselectedFontSize: Sizes.tiny);
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == [
            "lib/rows.dart:4 belowMinimumSize", "lib/rows.dart:6 belowMinimumSize", "lib/rows.dart:11 belowMinimumSize",
            "lib/rows.dart:13 belowMinimumSize",
        ])
        // A `BottomNavigationBar`'s label sizes are text sizes: only the small one is reported.
        #expect(report.findings.filter { $0.line == 13 }.map(\.message).allSatisfy { $0.contains("unselectedFontSize") })
    }

    /// Flutter: a widget's field that its text uses as the `fontSize` (`fontSize: fs ?? 11`, or
    /// `widget.fs` in its `State`) takes the numbers its constructor calls pass, in any Dart file
    /// linted with it: a call that passes a small one is reported there. A call that passes a large
    /// one, or a field that is not a size, stays silent.
    @Test func aSizePassedToAWidgetIsCheckedAtTheCall() throws {
        let tree = try TempTree()
        try tree.write("lib/widgets/pill.dart", """
            import 'package:flutter/material.dart';
            class Pill extends StatelessWidget {
              const Pill({super.key, this.label, this.fs = 12, this.gap});
              final String? label;
              final double? fs;
              final double? gap;
              @override
              Widget build(BuildContext context) => Padding(padding: EdgeInsets.all(gap ?? 2), child: Text(label ?? '', style: TextStyle(fontSize: fs ?? 12)));
            }
            class Counter extends StatefulWidget {
              const Counter({super.key, required this.size});
              final double size;
              @override
              State<Counter> createState() => _CounterState();
            }
            class _CounterState extends State<Counter> {
              @override
              Widget build(BuildContext context) => Text('3', style: TextStyle(fontSize: widget.size));
            }
            """)
        try tree.write("lib/screens/home.dart", """
            import 'package:flutter/material.dart';
            import '../widgets/pill.dart';
            Widget header() => Row(children: const [Pill(label: 'UP', fs: 9), Pill(label: 'LIVE', fs: 14, gap: 1), Counter(size: 8)]);
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["lib/screens/home.dart:3 belowMinimumSize"])
        #expect(report.findings.count == 2)
        #expect(report.findings.contains { $0.message.contains("Pill's fontSize, pill.dart:8") }, "\(report.findings.map(\.message))")
    }

    /// SwiftUI: a Dynamic Type size that is a name (`let cap: DynamicTypeSize = .xLarge`) or the
    /// value of a function or computed property whose every return is a literal size (a `switch`
    /// over the app's own setting), in this file or another, is capped at the largest of them.
    /// One that can reach an accessibility size, or returns a size it does not write, is not.
    @Test func aDynamicTypeSizeFromTheAppsOwnSettingIsCapped() throws {
        let tree = try TempTree()
        try tree.write("App/Model.swift", """
            import SwiftUI
            enum ReadingSize: String { case compact, regular, roomy
                func typeSize() -> DynamicTypeSize {
                    switch self { case .compact: .small; case .regular: .large; case .roomy: .xLarge }
                }
                var generous: DynamicTypeSize {
                    switch self {
                    case .compact: return .large
                    default: return .accessibility2
                    }
                }
                func system(_ s: DynamicTypeSize) -> DynamicTypeSize { s }
                func either() -> DynamicTypeSize { self == .compact ? .medium : .xxLarge }
            }
            """)
        try tree.write("App/Root.swift", """
            import SwiftUI
            struct Root: View {
                @AppStorage("reading") var reading: ReadingSize = .regular
                @Environment(\\.dynamicTypeSize) var current
                let ceiling: DynamicTypeSize = .xxxLarge
                var body: some View {
                    VStack {
                        Text("a").environment(\\.dynamicTypeSize, reading.typeSize())
                        Text("b").environment(\\.dynamicTypeSize, reading.generous)
                        Text("c").dynamicTypeSize(ceiling)
                        Text("d").environment(\\.dynamicTypeSize, reading.system(current))
                        Text("e").environment(\\.dynamicTypeSize, reading.either())
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == [
            "App/Root.swift:8 dynamicTypeCapped", "App/Root.swift:10 dynamicTypeCapped", "App/Root.swift:12 dynamicTypeCapped",
        ])
    }

    /// A test framework's import names that module: `import Quick` is the test framework, and
    /// `import QuickLook` (or any module whose name starts so) is not, so its file's findings stay
    /// warnings.
    @Test func aModuleNamedLikeATestFrameworkIsNotOne() {
        let product = """
            import UIKit
            import QuickLook
            func tiny() -> UIFont { .systemFont(ofSize: 9) }
            """
        #expect(lintLevels(product, .swift) == ["3 belowMinimumSize warning", "3 textDoesNotScale warning"])
        let test = """
            import UIKit
            import Quick
            func tiny() -> UIFont { .systemFont(ofSize: 9) }
            """
        #expect(lintLevels(test, .swift) == ["3 belowMinimumSize note", "3 textDoesNotScale note"])
    }

    /// A control's font, where the function that sets it empties the control's title and nothing
    /// in the file (for `self`, in its type) gives the control a title with characters, sizes an
    /// empty control: no size rule applies. A control given a title elsewhere is text.
    @Test func aControlWhoseTitleIsEmptiedShowsNoText() {
        let appKit = """
            import AppKit
            final class Bezel: NSButton {
                func setUp() {
                    font = .systemFont(ofSize: 7) // a smaller bezel
                    title = "" // no title: a view of its own shows the label
                }
            }
            final class Named: NSButton {
                func setUp() {
                    font = .systemFont(ofSize: 8)
                    title = ""
                }
                func show(_ name: String) { title = name }
            }
            """
        #expect(lintLevels(appKit, .swift) == ["10 belowMinimumSize warning"])
        let uiKit = """
            import UIKit
            func bar() -> [UIButton] {
                let dot = UIButton()
                dot.titleLabel?.font = .systemFont(ofSize: 6)
                dot.setTitle("", for: .normal)
                let go = UIButton()
                go.titleLabel?.font = .systemFont(ofSize: 6)
                go.setTitle("", for: .normal)
                go.setTitle("Go", for: .selected)
                return [dot, go]
            }
            """
        #expect(lintLevels(uiKit, .swift) == ["7 belowMinimumSize warning", "7 textDoesNotScale warning"])
    }

    /// On macOS, the text style a message names is AppKit's (`NSFont.preferredFont(forTextStyle:)`).
    @Test func appKitMessagesNameAppKitsTextStyles() {
        let source = """
            import AppKit
            let label = NSTextField(labelWithString: "x")
            func style() { label.font = NSFont.systemFont(ofSize: 8) }
            """
        let findings = SourceLinter.lint(text: source, language: .swift, path: "File").0
        #expect(findings.count == 1)
        #expect(findings.allSatisfy { $0.message.contains("NSFont.preferredFont(forTextStyle: .footnote) is 10 pt") }, "\(findings.map(\.message))")
    }
}
