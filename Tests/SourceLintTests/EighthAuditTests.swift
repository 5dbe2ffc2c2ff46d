import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the eighth audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the eighth audit")
struct EighthAuditTests {
    /// A member of a value (`badge.size`) is that value's own property, not a type property of
    /// the same name that another file declares; through the type (`Metrics.size`) or as an
    /// implicit member of the size's own type (`.titleSize`, declared in `extension CGFloat`)
    /// the constant is read.
    @Test func aValuesMemberIsNotAnotherTypesConstant() throws {
        let tree = try TempTree()
        try tree.write("Metrics.swift", "import SwiftUI\nenum Metrics { static let size: CGFloat = 8 }\n")
        try tree.write("Badge.swift", """
            import SwiftUI
            fileprivate extension CGFloat { static let titleSize: CGFloat = 26 }
            struct Badge: View {
                let label: Label
                var body: some View {
                    VStack {
                        Text("a").font(.system(size: label.size))
                        Text("b").font(.system(size: Metrics.size))
                        Text("c").font(.system(size: .titleSize))
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let badge = report.findings.filter { $0.path.hasSuffix("Badge.swift") }
        #expect(Set(badge.map { "\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" })
                == ["7 textDoesNotScale note", "8 belowMinimumSize warning", "8 textDoesNotScale warning", "9 textDoesNotScale warning"],
                "\(badge.map(\.message))")
    }

    /// A font given only to measurements shows no text: as the `.font` attribute of
    /// `boundingRect(with:options:attributes:context:)` or `size(withAttributes:)`, to a function
    /// named for a measurement (`width(font:)`), through a computed property every use of which
    /// measures, or in an attributed string that is only measured. The same font shown in a label
    /// stays reported.
    @Test func aFontOnlyMeasuredIsNotText() {
        let source = """
            import UIKit
            extension String {
                func width(font: UIFont) -> CGFloat {
                    ceil(boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil).width)
                }
            }
            func titleWidth(_ t: String) -> CGFloat { t.width(font: UIFont.systemFont(ofSize: 12, weight: .semibold)) }
            func height(_ t: String, size: CGFloat) -> CGFloat {
                let a = NSMutableAttributedString(string: t, attributes: [.font: UIFont.systemFont(ofSize: 13)])
                let more = NSAttributedString(string: "NSFW", attributes: [.font: UIFont.systemFont(ofSize: 9)]); a.append(more)
                return a.boundingRect(with: CGSize(width: 300, height: 1000), options: [.usesLineFragmentOrigin], context: nil).height
            }
            final class Cell {
                private static var emojiFont: UIFont { UIFont.systemFont(ofSize: 18) }
                static func width(_ e: String) -> CGFloat { (e as NSString).size(withAttributes: [.font: emojiFont]).width }
                func show(_ label: UILabel) { label.font = UIFont.systemFont(ofSize: 12) }
            }
            """
        #expect(lintLevels(source, .swift) == ["16 textDoesNotScale warning"])
    }

    /// A size computed from the user's content size category (`contentSizeCategory
    /// .preferredContentSize(size)`) follows the user's text size; a fixed size beside it does not.
    @Test func aSizeFromTheContentSizeCategoryScales() {
        let source = """
            import UIKit
            struct Style {
                let size: CGFloat
                func font(contentSizeCategory: UIContentSizeCategory) -> UIFont {
                    let preferredSize = contentSizeCategory.preferredContentSize(size)
                    return UIFont.systemFont(ofSize: preferredSize)
                }
                func fixed() -> UIFont { UIFont.systemFont(ofSize: 15) }
            }
            """
        #expect(lintLevels(source, .swift) == ["8 textDoesNotScale warning"])
    }

    /// `import Cocoa` under `#if DEBUG` still says the file is a Mac file; an import under a
    /// platform's condition does not.
    @Test func anImportUnderADebugConditionCounts() {
        let mac = """
            #if DEBUG
            import Cocoa
            #endif
            final class Badge { let field = NSTextField(); func setUp() { field.font = NSFont.systemFont(ofSize: 10) } }
            """
        #expect(lintLevels(mac, .swift).isEmpty)
        let ios = """
            #if os(macOS)
            import Cocoa
            #endif
            import UIKit
            final class Badge { let field = UILabel(); func setUp() { field.font = UIFont.systemFont(ofSize: 10) } }
            """
        #expect(lintLevels(ios, .swift) == ["5 belowMinimumSize warning", "5 textDoesNotScale warning"])
    }
}

extension EighthAuditTests {
    /// A project that names no SDK but one deployment target (`MACOSX_DEPLOYMENT_TARGET`, its
    /// SDK left to an `.xcconfig` or to Xcode) builds for that target's platform.
    @Test func aProjectsOneDeploymentTargetGivesItsPlatform() throws {
        let tree = try TempTree()
        let project = FreshAuditTests.twoTargetProject
            .replacingOccurrences(of: "SDKROOT = iphoneos; \"TARGETED_DEVICE_FAMILY\" = \"1,2\";", with: "MACOSX_DEPLOYMENT_TARGET = 10.13;")
        try tree.write("App.xcodeproj/project.pbxproj", project)
        try tree.write("Phone/ContentView.swift", FreshAuditTests.eleven)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // macOS: no Dynamic Type, and 11 pt is above its 10 pt minimum.
        #expect(report.findings.filter { $0.path.hasSuffix("ContentView.swift") }.isEmpty, "\(report.findings)")
        let ios = FreshAuditTests.twoTargetProject
            .replacingOccurrences(of: "SDKROOT = iphoneos; \"TARGETED_DEVICE_FAMILY\" = \"1,2\";", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;")
        try tree.write("App.xcodeproj/project.pbxproj", ios)
        let again = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(again.findings.filter { $0.path.hasSuffix("ContentView.swift") }.map(\.platform) == [.iOS])
    }

    /// `TextScaler.noScaling` on `Text.rich` whose spans with text carry a size the user's scaler
    /// already scaled keeps that text from being scaled twice; a span with a fixed size keeps the
    /// finding.
    @Test func noScalingOnSpansTheUsersScalerScaledIsNotReported() {
        let source = """
            import 'package:flutter/material.dart';
            Widget title(BuildContext context, String name) => Text.rich(
              TextSpan(text: name, style: TextStyle(fontSize: MediaQuery.textScalerOf(context).scale(14))),
              textScaler: TextScaler.noScaling);
            Widget fixed(String name) => Text.rich(
              TextSpan(text: name, style: const TextStyle(fontSize: 14)),
              textScaler: TextScaler.noScaling);
            Widget inherited(BuildContext context, String name) => Text.rich(
              TextSpan(children: [TextSpan(text: name)],
                style: TextStyle(fontSize: MediaQuery.textScalerOf(context).scale(14))),
              textScaler: TextScaler.noScaling);
            """
        #expect(lintLevels(source, .dart) == ["7 textDoesNotScale warning"])
    }

    /// In a file with CRLF line ends, a finding's column is where its code is (the lines were
    /// split at `Character`s, and "\r\n" is one).
    @Test func columnsInCRLFFilesAreWhereTheCodeIs() {
        let source = "import 'package:flutter/material.dart';\r\nWidget a() => Text('x',\r\n    style: TextStyle(fontSize: 9));\r\n"
        let (findings, _) = SourceLinter.lint(text: source, language: .dart, path: "a.dart")
        // `9` is at column 32 of line 3: `    style: TextStyle(fontSize: 9));`.
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.line == 3 && $0.column == 32 }, "\(findings.map { "\($0.line):\($0.column)" })")
        let lf = SourceLinter.lint(text: source.replacingOccurrences(of: "\r\n", with: "\n"), language: .dart, path: "a.dart").0
        #expect(lf.map(\.column) == findings.map(\.column))
    }

    /// A `Paint`'s size held in a name the file converts from dp (`float size = 9 * density`, or
    /// one number later multiplied by the density, itself held in a name) is in dp; a name bound
    /// to one number in pixels stays unreported.
    @Test func aPaintSizeHeldInANameFromDpIsReported() {
        let java = """
            import android.graphics.Paint;
            class Week {
                private static int TEXT_SIZE = 9;
                private static int PX_SIZE = 30;
                private float mScale;
                private Paint p = new Paint();
                private Paint q = new Paint();
                Week(Context context) {
                    mScale = context.getResources().getDisplayMetrics().density;
                    TEXT_SIZE *= mScale;
                    p.setTextSize(TEXT_SIZE);
                    q.setTextSize(PX_SIZE);
                }
            }
            """
        #expect(lintLevels(java, .java) == ["11 belowMinimumSize warning", "11 textDoesNotScale warning"])
        let kotlin = """
            import android.graphics.Paint
            class Chart(context: Context) {
                private val paint = Paint()
                fun setUp() {
                    val size = 9 * context.resources.displayMetrics.density
                    paint.textSize = size
                }
            }
            """
        #expect(lintLevels(kotlin, .kotlin) == ["6 belowMinimumSize warning", "6 textDoesNotScale warning"])
    }

    /// A transparent control laid over another is a hit area, unless another rule makes it
    /// visible (`.box:hover .copy { opacity: 1 }`); an inline SVG sized by `font-size` is an image.
    @Test func aHitAreaAnotherRuleShowsIsText() {
        let shown = """
            .box:hover .copy { opacity: 1; }
            .box .copy { position: absolute; cursor: pointer; font-size: 14px; opacity: 0; }
            .upload input { position: absolute; cursor: pointer; font-size: 100px; opacity: 0; }
            .banner > svg { font-size: 88px; }
            .banner > p { font-size: 88px; }
            """
        #expect(lintLevels(shown, .css) == ["2 textDoesNotScale warning", "5 textDoesNotScale warning"])
    }
}

extension EighthAuditTests {
    /// A `View` modifier another file defines that sets a font of the size it is given
    /// (`func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
    /// self.font(.system(size: size, weight: weight)) }`) is judged at each call with the size it
    /// passes; on an image it sizes a symbol.
    @Test func aFontModifierOfAnotherFileIsJudgedAtItsCalls() throws {
        let tree = try TempTree()
        try tree.write("Modifiers.swift", """
            import SwiftUI
            extension View {
                func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
                    self.font(.system(size: size, weight: weight))
                }
            }
            """)
        try tree.write("Row.swift", """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(title).fontSize(13, .semibold)
                        Text(title).fontSize(9)
                        Image(systemName: "star").fontSize(30)
                    }
                }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        let row = report.findings.filter { $0.path.hasSuffix("Row.swift") }
        #expect(Set(row.map { "\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" })
                == ["6 textDoesNotScale warning", "7 belowMinimumSize warning", "7 textDoesNotScale warning"],
                "\(row.map(\.message))")
    }
}

extension EighthAuditTests {
    /// A label whose layer is rendered into an image context (`label.layer.render(in:)`) is drawn
    /// into the image: its font sizes the image. A label shown as a view stays reported.
    @Test func aLabelRenderedIntoAnImageIsAnImage() {
        let source = """
            import UIKit
            func snapshot(_ text: String) -> UIImage? {
                let label = UILabel()
                label.text = text
                label.font = UIFont.systemFont(ofSize: 9)
                UIGraphicsBeginImageContextWithOptions(label.bounds.size, false, 0)
                defer { UIGraphicsEndImageContext() }
                guard let context = UIGraphicsGetCurrentContext() else { return nil }
                label.layer.render(in: context)
                return UIGraphicsGetImageFromCurrentImageContext()
            }
            func show(_ label: UILabel) { label.font = UIFont.systemFont(ofSize: 9) }
            """
        #expect(lintLevels(source, .swift) == ["12 belowMinimumSize warning", "12 textDoesNotScale warning"])
    }
}

extension EighthAuditTests {
    /// A widget handed to a capture (`captureFromWidget`) is drawn into an image; the same text
    /// shown on screen stays reported.
    @Test func aWidgetCapturedIntoAnImageIsAnImage() {
        let source = """
            import 'package:flutter/material.dart';
            Future<Uint8List> card(String name) => ScreenshotController().captureFromWidget(
              Text(name, style: const TextStyle(fontSize: 9)));
            Widget shown(String name) => Text(name, style: const TextStyle(fontSize: 9));
            """
        #expect(lintLevels(source, .dart) == ["4 belowMinimumSize warning"])
    }
}

extension EighthAuditTests {
    /// UIKit's standard sizes (`UIFont.systemFontSize`) are fixed numbers that no text-size
    /// setting changes: a warning, with no minimum checked (Apple does not publish the values).
    @Test func uiKitsStandardSizesAreFixed() {
        let source = """
            import UIKit
            func style(_ label: UILabel, _ other: UILabel) {
                label.font = UIFont.systemFont(ofSize: UIFont.systemFontSize)
                other.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
            }
            """
        #expect(lintLevels(source, .swift) == ["3 textDoesNotScale warning"])
    }
}

extension EighthAuditTests {
    /// A `CATextLayer`'s `fontSize` is the size its text is drawn at, which no text-size setting
    /// changes; the `UIFont` made only for its name (`CGFont(uiFont.fontName as CFString)`) shows
    /// no text. Another type's `fontSize` is not read as one.
    @Test func aTextLayersFontSizeIsFixed() {
        let source = """
            import UIKit
            final class RoundButton: UIView {
                private let textLayer = CATextLayer()
                var style = Style()
                func setUp(title: String) {
                    let uiFont = UIFont.systemFont(ofSize: 9, weight: .semibold)
                    textLayer.string = title
                    textLayer.fontSize = 9
                    textLayer.font = CGFont(uiFont.fontName as CFString)
                    style.fontSize = 9
                }
            }
            """
        #expect(lintLevels(source, .swift) == ["8 belowMinimumSize warning", "8 textDoesNotScale warning"])
    }
}
