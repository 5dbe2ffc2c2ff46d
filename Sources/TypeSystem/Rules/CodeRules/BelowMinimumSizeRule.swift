/// `belowMinimumSize`: text below the platform's minimum size at the default text size.
public enum BelowMinimumSizeRule: CodeRuleUnit {
    /// Its id, level, summary and details.
    public static let metadata = CodeRuleMetadata(
        rule: .belowMinimumSize, defaultLevel: .warning, levelDetail: nil,
        summary: "Text below the platform's minimum size",
        details: "Text smaller than the platform's minimum at the default text size: the HIG's 11 pt on iOS and iPadOS, 10 pt on macOS, 12 pt on watchOS and visionOS, 23 pt on tvOS; Material 3's smallest role (Label Small, 11 sp) on Android and Compose, and in Flutter code built on Material (a file that imports package:flutter/material.dart or Material's own package, package:material_ui; 11 logical pixels); none for CSS and other Flutter code unless an Apple platform is named.")

    /// The violations of the rule in `usage`.
    public static func check(_ usage: CodeTextUsage) -> [CodeViolation] {
        guard let size = usage.pointSize, size > 0, let (minimum, source) = CodeLint.minimum(for: usage), size < minimum else { return [] }
        // The HIG gives points; Material sp, which Flutter's sizes are in logical pixels.
        let unit = source == nil ? "pt" : usage.styleFix == .flutter ? "logical px" : "sp"
        let fix = source == nil ? nearestAtLeast(minimum, usage).map { " (\($0))" } ?? "" : ""
        return [CodeViolation(rule: .belowMinimumSize, level: .warning,
            message: "\(usage.sizeText ?? CodeLint.fmt(size) + " pt") is below the \(CodeLint.fmt(minimum)) \(unit) minimum \(source ?? "on \(usage.platform.displayName)"); use at least \(CodeLint.fmt(minimum)) \(unit)\(fix)")]
    }

    /// The nearest style at or above `minimum`, for the fix of text below the minimum.
    private static func nearestAtLeast(_ minimum: Double, _ usage: CodeTextUsage) -> String? {
        guard let n = Legibility.nearestTextStyle(to: minimum, on: usage.platform), n.pointSize >= minimum else { return nil }
        return "\(CodeLint.styleName(n.style, usage.styleFix, platform: usage.platform)) is \(CodeLint.fmt(n.pointSize)) pt"
    }

    // Minimums: the HIG's 11 pt on iOS and 12 pt on watchOS; Material 3's Label Small, 11 sp.
    // CSS and Flutter publish none (Flutter on Material takes Material's); sizes below 4 pt are
    // placeholders, not text.
    /// Code the rule reports and leaves alone, and its fixes, which the tests run.
    public static let examples = CodeRuleExamples(
        triggering: [
            CodeRuleExample("Badge.swift", """
                import SwiftUI
                let badge = Text("NEW").font(↓.system(size: 10))
                let legal = Text("©").font(↓.custom("Inter", size: 9))
                """),
            CodeRuleExample("Clock Watch App/Face.swift", """
                import SwiftUI
                let date = Text("MON").font(↓.custom("Inter", size: 11))
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" ↓android:textSize="10sp" />
                """),
            CodeRuleExample("Row.kt", """
                @Composable fun Caption() { Text("a", fontSize = ↓10.sp) }
                """),
            CodeRuleExample("lib/legal.dart", """
                import 'package:flutter/material.dart';
                Widget legal() => Text('©', style: TextStyle(fontSize: ↓9));
                """),
            CodeRuleExample("lib/badge.dart", """
                import 'package:material_ui/material_ui.dart';
                Widget badge() => Badge(label: Text('CLOUD'), textStyle: TextStyle(fontSize: ↓8));
                """),
        ],
        nonTriggering: [
            CodeRuleExample("Badge.swift", """
                import SwiftUI
                import UIKit
                let badge = Text("NEW").font(.caption2)
                let legal = Text("©").font(.custom("Inter", size: 11))
                let placeholder = UIFont(name: "Custom", size: 1)
                """),
            CodeRuleExample("Glyphs.swift", """
                import SwiftUI
                import UIKit
                enum Glyph: String { case check = "\\u{f00c}", close = "\\u{f00d}" }
                let done = Text("\\u{f00c}").font(.custom("Inter", size: 9))
                let check = Text(Glyph.check.rawValue).font(.custom("AppGlyphs", size: 9))
                let home = Text("home").font(.custom("MaterialIcons-Regular", size: 9))
                let star = UIFont(name: "FontAwesome5Free-Solid", size: 9)
                func style(_ label: UILabel) {
                    label.font = UIFont(name: "AppGlyphs", size: 9)!
                    label.text = "\\u{f00d}"
                }
                """),
            CodeRuleExample("site.css", """
                .legal { font-size: 0.5625rem; }
                """),
            CodeRuleExample("res/layout/row.xml", """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android" android:textSize="11sp" />
                """),
            CodeRuleExample("main.dart", """
                Widget legal() => Text('©', style: TextStyle(fontSize: 9));
                """),
            CodeRuleExample("lib/legal.dart", """
                import 'package:flutter/cupertino.dart';
                Widget legal() => Text('©', style: TextStyle(fontSize: 9));
                """),
            CodeRuleExample("lib/caption.dart", """
                import 'package:flutter/material.dart';
                Widget caption() => Text('a', style: TextStyle(fontSize: 11));
                """),
        ])
}
