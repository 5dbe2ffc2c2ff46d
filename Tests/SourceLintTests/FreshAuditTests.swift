import Foundation
import SourceLint
import Testing
import TypeSystem

/// The patterns the audit of apps the lint had never seen found (docs/lint/real-apps.md, second
/// audit), each written from the pattern, with the case that must still be reported beside it.
@Suite("Source lint: the patterns of the fresh audit")
struct FreshAuditTests {
    /// A project of two targets, as Xcode writes it: an iOS app whose files are listed in its
    /// Sources phase, and a watchOS app whose folder is synchronized (Xcode 16). Neither folder's
    /// name says its platform.
    static let twoTargetProject = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                A1 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* ContentView.swift */; };
                F1 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1 /* Phone */, S1 /* Companion */, ); sourceTree = "<group>"; };
                G1 /* Phone */ = {isa = PBXGroup; children = (F1, ); path = Phone; sourceTree = "<group>"; };
                S1 /* Companion */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Companion; sourceTree = "<group>"; };
                P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A1 /* ContentView.swift in Sources */, ); };
                P2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = ( ); };
                T1 /* Phone */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = Phone; };
                T2 /* Companion */ = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); fileSystemSynchronizedGroups = (S1 /* Companion */, ); name = Companion; };
                C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; "TARGETED_DEVICE_FAMILY" = "1,2"; }; name = Debug; };
                C2 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 10.0; }; name = Debug; };
                C0 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1 /* Debug */, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2 /* Debug */, ); };
                R0 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1 /* Phone */, T2 /* Companion */, ); };
            };
            rootObject = R0 /* Project object */;
        }
        """

    static let eleven = """
        import SwiftUI
        struct Row: View {
            var body: some View { Text("Steps").font(.system(size: 11)) }
        }
        """

    @Test func theXcodeTargetThatBuildsAFileGivesItsPlatform() throws {
        let tree = try TempTree()
        try tree.write("App.xcodeproj/project.pbxproj", Self.twoTargetProject)
        try tree.write("Phone/ContentView.swift", Self.eleven)
        try tree.write("Companion/Row.swift", Self.eleven)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // 11 pt: iOS's minimum (the HIG's 11 pt) passes, watchOS's (12 pt) does not.
        #expect(keys(report.findings, root: tree.root.path) == [
            "Companion/Row.swift:3 belowMinimumSize", "Companion/Row.swift:3 textDoesNotScale",
            "Phone/ContentView.swift:3 textDoesNotScale",
        ])
        let watch = report.findings.filter { $0.path.hasSuffix("Row.swift") }
        #expect(watch.allSatisfy { $0.platform == .watchOS }, "\(watch)")
        #expect(report.findings.filter { $0.path.hasSuffix("ContentView.swift") }.allSatisfy { $0.platform == .iOS })
    }

    @Test func aMacOnlyProjectIsMacOSForFilesThatImportOnlySwiftUI() throws {
        let tree = try TempTree()
        let mac = Self.twoTargetProject.replacingOccurrences(of: "SDKROOT = iphoneos", with: "SDKROOT = macosx")
            .replacingOccurrences(of: "SDKROOT = watchos", with: "SDKROOT = macosx")
        try tree.write("Tool/Tool.xcodeproj/project.pbxproj", mac)
        try tree.write("Tool/Phone/ContentView.swift", Self.eleven)
        try tree.write("Tool/Shared/Unlisted.swift", Self.eleven)
        // The same code beside no project is iOS's, as before.
        try tree.write("Loose/Row.swift", Self.eleven)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // macOS has no Dynamic Type and its minimum is 10 pt: nothing to report there.
        #expect(keys(report.findings, root: tree.root.path) == ["Loose/Row.swift:3 textDoesNotScale"])
    }

    @Test("a font on a view that shows only images is not text", arguments: [
        ("""
         struct Bar: View {
             var body: some View {
                 HStack {
                     Button { close() } label: { Image(systemName: "xmark.app") }
                         .font(.system(size: 25))
                     Label("Start", systemImage: "play.fill")
                         .labelStyle(.iconOnly)
                         .font(.system(size: 18, weight: .regular))
                     HStack(spacing: 2) { Image(systemName: "star"); Image(systemName: "star.fill").bold() }
                         .font(.system(size: 9))
                     Button(action: close) { Image(systemName: "gear") }.font(.system(size: 20))
                     Button("Close") { close() }.font(.system(size: 18))
                     Label("Start", systemImage: "play.fill").font(.system(size: 18))
                     Button { close() } label: { Image(systemName: "xmark"); Text("Close") }.font(.system(size: 17))
                 }
             }
         }
         """, ["12 textDoesNotScale warning", "13 textDoesNotScale warning", "14 textDoesNotScale warning"]),
    ])
    func imageOnlyViews(source: String, expected: [String]) {
        #expect(lintLevels(source, .swift) == expected)
    }

    @Test func aFontOnBlanksOnlySizesAGapNotText() {
        let source = """
            import UIKit
            func title() -> NSAttributedString {
                let s = NSMutableAttributedString(string: "\\n\\n", attributes: [.font: UIFont.systemFont(ofSize: 8)])
                s.append(NSAttributedString(string: " ", attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 4)]))
                s.append(NSAttributedString(string: "Alerts are off", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
                return s
            }
            """
        #expect(lintLevels(source, .swift) == ["5 textDoesNotScale warning"])
    }

    // MARK: Style sheets

    @Test("a size in a function that converts px to rem follows the reader's setting", arguments: [
        ".a { font-size: rem-calc(11px); }\n.b { font-size: to-rem(14px); }\n.c { font-size: px-to-rem(12px); }\n.d { font-size: 12px; }\n",
    ])
    func remFunctions(css: String) {
        #expect(lintLevels(css, .scss) == ["4 textDoesNotScale warning"])
    }

    @Test func aControlNoOneSeesIsNotText() {
        let css = """
            .upload select,
            .upload input[type="file"] {
                position: absolute;
                width: 100%;
                opacity: 0;
                cursor: pointer;
            }
            .upload   input[type="file"] { font-size: 500px; overflow: hidden; }
            .sr-only { clip: rect(0, 0, 0, 0); font-size: 1px; }
            .upload .label { font-size: 12px; }
            .tip { position: absolute; opacity: 0; transition: opacity 0.2s; font-size: 12px; }
            .tip.shown { opacity: 1; }
            """
        // A tooltip that starts transparent is shown later: still text.
        #expect(lintLevels(css, .css) == ["10 textDoesNotScale warning", "11 textDoesNotScale warning"])
    }

    @Test func aLessThemeOverrideOfAVariableIsFollowedAsSCSSIs() throws {
        let tree = try TempTree()
        // The component defines its variable from a scalable global; the theme, linted with it,
        // overrides it in px (Less takes the last definition).
        try tree.write("less/components/menu.less", "@menu-subtitle-size: @global-small-size;\n.menu-subtitle { font-size: @menu-subtitle-size; }\n")
        try tree.write("less/components/variables.less", "@global-small-size: 0.875rem;\n")
        try tree.write("less/theme/menu.less", "@menu-subtitle-size: 12px;\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["less/theme/menu.less:1 textDoesNotScale"])
    }

    @Test func aBorderThatSharesAVariableNameIsNotAFontSize() throws {
        let tree = try TempTree()
        try tree.write("_group.scss", "@each $value in $sizes { .g { font-size: $value; } }\n")
        try tree.write("_borders.scss", "$value: 10px dashed green;\n.x { border: $value; }\n")
        try tree.write("_type.scss", "$value: 10px;\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["_type.scss:1 textDoesNotScale"])
    }

    @Test func aSizeReadFromATextStyleScales() {
        let source = """
            import UIKit
            final class Empty: UIView {
                let title = UILabel()
                let body = UILabel()
                let note = UILabel()
                func setUp() {
                    title.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize * 1.091, weight: .regular)
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                    body.font = UIFont.systemFont(ofSize: descriptor.pointSize)
                    note.font = .systemFont(ofSize: 13)
                }
            }
            """
        #expect(lintLevels(source, .swift) == ["10 textDoesNotScale warning"])
    }

    // MARK: App-wide text scalers

    @Test("an app-wide text scaler of the app's own is reported", arguments: [
        ("""
         Widget build(BuildContext context) {
           final own = MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(settings.textScale.value));
           final followed = MediaQuery.of(context).copyWith(textScaler: TextScaler.linear(MediaQuery.textScaleFactorOf(context) * 1.1));
           return MediaQuery(data: own, child: child);
         }
         """, SourceLanguage.dart, ["2 textDoesNotScale warning"]),
        ("html { -webkit-text-size-adjust: none; text-size-adjust: 100%; }\nbody { text-size-adjust: none; }\n", .css,
         ["1 textDoesNotScale warning", "2 textDoesNotScale warning"]),
    ])
    func appWideScalers(source: String, language: SourceLanguage, expected: [String]) {
        #expect(lintLevels(source, language) == expected)
    }

    @Test func aBarOfIconsWithSpacersAndConditionsIsNotText() {
        let source = """
            struct Header: View {
                var body: some View {
                    HStack {
                        Image(systemName: "cube.fill")
                        if !isDemo {
                            Spacer()
                            Button { close() } label: { Image(systemName: "xmark") }
                        } else {
                            Divider()
                        }
                    }
                    .font(.system(size: 24))
                    HStack {
                        Image(systemName: "cube.fill")
                        if !isDemo { Text("Demo") }
                    }
                    .font(.system(size: 24))
                }
            }
            """
        #expect(lintLevels(source, .swift) == ["17 textDoesNotScale warning"])
    }

    @Test func aFontOnAPropertyDeclaredAsAnImageIsNotText() {
        let source = """
            struct GameButton: View {
                let icon: Image
                let title: Text
                var body: some View {
                    VStack {
                        self.icon.font(.system(size: 40))
                        icon.font(.system(size: 40))
                        title.font(.system(size: 40))
                    }
                }
            }
            """
        #expect(lintLevels(source, .swift) == ["8 textDoesNotScale warning"])
    }

    @Test("a fix gives the styles of the platform the file is built for", arguments: [
        // watchOS at Large (the HIG's watchOS table): Body 16, Footnote 13; no style is 11 pt.
        (Platform.watchOS, [".body", ".footnote", ".system(size: 11)"]),
        // iOS at Large (the HIG's iOS table): Callout 16, Footnote 13, Caption 2 11.
        (Platform.iOS, [".callout", ".footnote", ".caption2"]),
    ])
    func fixesUseTheBuiltPlatform(platform: Platform, expected: [String]) throws {
        let text = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("Heart rate").font(.system(size: 16))
                        Text("Resting").font(.system(size: 13))
                        Text("bpm").font(.system(size: 11))
                    }
                }
            }
            """
        let findings = SourceLinter.lint(text: text, language: .swift, path: "Row.swift", builtFor: platform).0
        let fixed = try #require(SourceFixer.fixed(text, language: .swift, findings: findings)).text
        let fonts = fixed.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: ".font(") else { return nil }
            return String(line[r.upperBound...].dropLast())
        }
        #expect(fonts == expected)
    }

    @Test func codeInAnOSBranchIsJudgedForThatPlatform() {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    #if os(watchOS)
                    Text("Steps").font(.system(size: 11))
                    #elseif os(macOS)
                    Text("Steps").font(.system(size: 11))
                    #else
                    Text("Steps").font(.system(size: 11))
                    #endif
                }
            }
            """
        // watchOS: below its 12 pt minimum; macOS: no Dynamic Type, 11 pt above its 10 pt
        // minimum; the rest (iOS): 11 pt is iOS's minimum, but it does not scale.
        #expect(lintLevels(source, .swift) == ["5 belowMinimumSize warning", "5 textDoesNotScale warning", "9 textDoesNotScale warning"])
    }

    @Test func setTextSizeInPixelsOfAnSpDimensionScales() throws {
        let tree = try TempTree()
        try tree.write("app/src/main/res/values/dimens.xml", """
            <resources>
                <dimen name="title_size">18sp</dimen>
                <dimen name="row_title">@dimen/title_size</dimen>
                <dimen name="badge_size">12dp</dimen>
            </resources>
            """)
        try tree.write("app/src/main/java/Row.kt", """
            fun bind(view: TextView, res: Resources) {
                view.setTextSize(TypedValue.COMPLEX_UNIT_PX, res.getDimension(R.dimen.row_title))
                view.setTextSize(TypedValue.COMPLEX_UNIT_PX, res.getDimensionPixelSize(R.dimen.badge_size).toFloat())
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        // The sp dimension scales; the dp one is a size in pixels that the font scale never
        // changes (12 dp is above the minimum: one warning, that it does not scale).
        #expect(report.findings.map { "\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" } == ["3 textDoesNotScale warning"], "\(report.findings)")
    }
}
