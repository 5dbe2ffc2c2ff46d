import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the sixth audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the sixth audit")
struct SixthAuditTests {
    /// A Dart `part` file has no imports of its own: it is built with its library's, so a library
    /// that imports Material makes Material's minimum apply to its parts too. A part of a library
    /// on widgets only, and a file that is no one's part, keep the language's (none).
    @Test func aDartPartTakesItsLibrarysMaterialImport() throws {
        let tree = try TempTree()
        try tree.write("lib/view/page/home.dart", """
            import 'package:flutter/material.dart';
            part 'home/badge.dart';
            part "home/title.dart";
            Widget page() => Text('Home', style: const TextStyle(fontSize: 14));
            """)
        try tree.write("lib/view/page/home/badge.dart", """
            part of '../home.dart';
            Widget badge() => Text('NEW', style: const TextStyle(fontSize: 8));
            """)
        try tree.write("lib/view/page/home/title.dart", """
            part of '../home.dart';
            Widget title() => Text('Title', style: const TextStyle(fontSize: 11));
            """)
        try tree.write("lib/widgets/plain.dart", """
            import 'package:flutter/widgets.dart';
            part 'plain_label.dart';
            """)
        try tree.write("lib/widgets/plain_label.dart", """
            part of 'plain.dart';
            Widget label() => Text('x', style: const TextStyle(fontSize: 8));
            """)
        try tree.write("lib/orphan.dart", "Widget tag() => Text('x', style: const TextStyle(fontSize: 8));\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["lib/view/page/home/badge.dart:2 belowMinimumSize"])
        // Linted alone, the part has no library to take Material from.
        let alone = try SourceLinter.lint(paths: [tree.root.appendingPathComponent("lib/view/page/home/badge.dart").path],
                                          options: SourceLintOptions())
        #expect(alone.findings.isEmpty)
    }
}
