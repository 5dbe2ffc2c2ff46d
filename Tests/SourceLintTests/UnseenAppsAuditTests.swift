import Foundation
import SourceLint
import Testing
import TypeSystem

/// The patterns of the third audit on apps the lint had never seen (docs/lint/real-apps.md), each
/// written from the pattern, with the case that must still be reported beside it.
@Suite("Source lint: the patterns of the third audit")
struct UnseenAppsAuditTests {
    // MARK: Flutter

    @Test("Flutter code built on Material's own package takes Material's minimum", arguments: [
        "import 'package:material_ui/material_ui.dart';",
        "import 'package:flutter/material.dart';",
    ])
    func materialAsItsOwnPackage(importLine: String) {
        let source = """
            \(importLine)
            Widget badge() => Text('CLOUD', style: const TextStyle(fontSize: 8));
            Widget label() => Text('Rating', style: const TextStyle(fontSize: 11));
            """
        #expect(lintLevels(source, .dart) == ["2 belowMinimumSize warning"])
        // Code on widgets only (or Cupertino's package) has no published minimum.
        let cupertino = source.replacingOccurrences(of: importLine, with: "import 'package:cupertino_ui/cupertino_ui.dart';")
        #expect(lintLevels(cupertino, .dart) == [])
    }
}
