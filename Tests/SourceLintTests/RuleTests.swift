import SourceLint
import Testing
import TypeSystem

/// Lints `text` as `language` and returns `LINE RULE` for each finding.
func lint(_ text: String, _ language: SourceLanguage, path: String = "File", platform: Platform? = nil,
          configuration: LintConfiguration = LintConfiguration()) -> [String] {
    SourceLinter.lint(text: text, language: language, path: path, platform: platform, configuration: configuration).0
        .map { "\($0.line) \($0.rule.rawValue)" }.sorted()
}

@Suite("Source lint rules, per language")
struct RuleTests {
    // MARK: textDoesNotScale

    @Test("text that does not scale, and text that does", arguments: [
        // SwiftUI: .system(size:); a text style, custom (scales like body since iOS 14), relativeTo:, @ScaledMetric, fixedSize:.
        ("""
         struct Badge: View {
             @ScaledMetric var size = 14.0
             var body: some View {
                 VStack {
                     Text("New").font(.system(size: 14))
                     Text("Ok").font(Font.custom("Inter", size: 14))
                     Text("Ok").font(.subheadline)
                     Text("Ok").font(.custom("Inter", size: 14, relativeTo: .subheadline))
                     Text("Ok").font(.system(size: size))
                     Text("Dial").font(.custom("Inter", fixedSize: 40))
                 }
             }
         }
         """, SourceLanguage.swift, ["5 textDoesNotScale"]),
        // UIKit: a system font without UIFontMetrics; one through scaledFont(for:); one bound then scaled.
        ("""
         import UIKit
         final class Cell: UITableViewCell {
             func configure() {
                 textLabel?.font = UIFont.systemFont(ofSize: 15)
                 detailTextLabel?.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                 let serif = UIFont(name: "Georgia", size: 17)!
                 accessoryLabel.font = UIFontMetrics.default.scaledFont(for: serif)
                 titleLabel.adjustsFontForContentSizeCategory = false
             }
         }
         """, .swift, ["4 textDoesNotScale", "8 textDoesNotScale"]),
        // CSS: px and pt; rem, em, %, keywords.
        ("""
         .title { font-size: 20px; }
         .meta { font-size: 10.5pt; }
         .body { font-size: 1rem; }
         .small { font-size: 87.5%; }
         .big { font-size: larger; }
         .em { font-size: 1.2em; }
         """, .css, ["1 textDoesNotScale", "2 textDoesNotScale"]),
        // Android: dp and px; sp.
        ("""
         <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
             <TextView android:textSize="14dp" />
             <TextView android:textSize="18px" />
             <TextView android:textSize="14sp" />
         </LinearLayout>
         """, .androidXML, ["2 textDoesNotScale", "3 textDoesNotScale"]),
        // Compose: a pinned fontScale, a size that divides the scale away; a plain sp size.
        ("""
         @Composable
         fun Screen() {
             CompositionLocalProvider(LocalDensity provides Density(density = 3f, fontScale = 1f)) { Body() }
             Text("x", fontSize = (14 / LocalDensity.current.fontScale).sp)
             Text("y", fontSize = 14.sp)
         }
         """, .kotlin, ["3 textDoesNotScale", "4 textDoesNotScale"]),
        // Flutter: noScaling, linear(1), textScaleFactor: 1; the user's scaler.
        ("""
         Widget build(BuildContext context) {
           return Column(children: [
             Text('a', textScaler: TextScaler.noScaling),
             Text('b', textScaler: TextScaler.linear(1)),
             Text('c', textScaleFactor: 1.0),
             Text('d', textScaler: MediaQuery.textScalerOf(context)),
           ]);
         }
         """, .dart, ["3 textDoesNotScale", "4 textDoesNotScale", "5 textDoesNotScale"]),
    ])
    func textDoesNotScale(source: String, language: SourceLanguage, expected: [String]) {
        #expect(lint(source, language).filter { $0.hasSuffix("textDoesNotScale") } == expected.sorted())
    }

    @Test func theFixNamesTheNearestTextStyleFromThePublishedTable() {
        let text = "struct V: View { var body: some View { Text(\"a\").font(.system(size: 15)) } }"
        let f = SourceLinter.lint(text: text, language: .swift, path: "V.swift").0
        #expect(f.count == 1)
        #expect(f.first?.message == ".system(size: 15) stays the same size at every text size; use .subheadline (15 pt at Large)")
        // 34 pt is the iOS Large Title at Large (HIG Specifications, iOS Dynamic Type sizes).
        let big = SourceLinter.lint(text: ".t { font-size: 34px }", language: .css, path: "a.css").0
        #expect(big.first?.message.contains("2.125rem; the nearest text style is Large Title (34 pt at Large)") == true, "\(big)")
    }

    // MARK: belowMinimumSize

    @Test("the HIG's minimum per platform (11 iOS, 10 macOS, 12 watchOS and visionOS, 23 tvOS)", arguments: [
        (Platform.iOS, 10.5, true), (.iOS, 11, false), (.macOS, 9, true), (.macOS, 10, false),
        (.watchOS, 11, true), (.watchOS, 12, false), (.visionOS, 11, true), (.tvOS, 22, true), (.tvOS, 23, false),
    ])
    func minimumPerPlatform(platform: Platform, size: Double, flagged: Bool) {
        let text = "struct V: View { var body: some View { Text(\"a\").font(.custom(\"Inter\", size: \(size), relativeTo: .body)) } }"
        #expect(lint(text, .swift, platform: platform).contains("1 belowMinimumSize") == flagged)
    }

    @Test func thePlatformComesFromTheTargetsFolderOrImports() {
        let text = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").font(.custom(\"X\", size: 11, relativeTo: .body)) } }"
        #expect(lint(text, .swift, path: "App/View.swift") == [])
        #expect(lint(text, .swift, path: "MyApp Watch App/View.swift") == ["2 belowMinimumSize"])
        let appKit = "import AppKit\nlet f = NSFont.systemFont(ofSize: 9)"
        // macOS has no Dynamic Type: only the 10 pt minimum applies.
        #expect(lint(appKit, .swift) == ["2 belowMinimumSize"])
    }

    @Test("below the minimum in each language", arguments: [
        ("Text(\"a\").font(.system(size: 9))", SourceLanguage.swift, true),
        ("Text(\"a\").font(.caption2)", .swift, false),
        // CSS and Flutter publish no minimum (WCAG sets none; Flutter none): not without an Apple platform.
        (".a { font-size: 0.625rem }", .css, false),
        (".a { font-size: 0.75rem }", .css, false),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"10sp\"/>", .androidXML, true),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"12sp\"/>", .androidXML, false),
        ("Text(\"a\", fontSize = 9.sp)", .kotlin, true),
        ("Text(\"a\", fontSize = 11.sp)", .kotlin, false),
        ("Text('a', style: TextStyle(fontSize: 8))", .dart, false),
        ("Text('a', style: TextStyle(fontSize: 13))", .dart, false),
    ])
    func belowMinimum(source: String, language: SourceLanguage, flagged: Bool) {
        #expect(lint(source, language).contains { $0.hasSuffix("belowMinimumSize") } == flagged, "\(source)")
    }

    // MARK: lightWeightAtSmallSize

    @Test("light weights below Body, and not at or above it", arguments: [
        ("Text(\"a\").font(.footnote.weight(.light))", SourceLanguage.swift, true),
        ("Text(\"a\").font(.largeTitle.weight(.thin))", .swift, false),
        ("Text(\"a\").font(.system(size: 13, weight: .ultraLight))", .swift, true),
        ("Text(\"a\").font(.caption).fontWeight(.regular)", .swift, false),
        (".a { font-size: 0.875rem; font-weight: 200 }", .css, true),
        (".a { font-size: 2rem; font-weight: 300 }", .css, false),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"13sp\" android:textFontWeight=\"300\"/>", .androidXML, true),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"13sp\" android:fontFamily=\"sans-serif-medium\"/>", .androidXML, false),
        ("Text(\"a\", fontSize = 12.sp, fontWeight = FontWeight.Thin)", .kotlin, true),
        ("Text(\"a\", fontSize = 12.sp, fontWeight = FontWeight.Medium)", .kotlin, false),
        ("TextStyle(fontSize: 12, fontWeight: FontWeight.w200)", .dart, true),
        ("TextStyle(fontSize: 24, fontWeight: FontWeight.w200)", .dart, false),
    ])
    func lightWeight(source: String, language: SourceLanguage, flagged: Bool) {
        #expect(lint(source, language).contains { $0.hasSuffix("lightWeightAtSmallSize") } == flagged, "\(source)")
    }

    // MARK: dynamicTypeCapped

    @Test("caps before AX1, and ranges that reach it", arguments: [
        ("v.dynamicTypeSize(...DynamicTypeSize.xxxLarge)", SourceLanguage.swift, true),
        ("v.dynamicTypeSize(.small ..< .accessibility1)", .swift, true),
        ("v.dynamicTypeSize(...DynamicTypeSize.accessibility1)", .swift, false),
        ("v.dynamicTypeSize(.large)", .swift, true),
        ("v.dynamicTypeSize(.xSmall...)", .swift, false),
        ("v.environment(\\.sizeCategory, .extraLarge)", .swift, true),
        ("view.maximumContentSizeCategory = .extraExtraLarge", .swift, true),
        ("view.maximumContentSizeCategory = .accessibilityMedium", .swift, false),
        (".p { font-size: clamp(1rem, 1rem + 1vw, 1.25rem) }", .css, false),
        (".p { font-size: min(1rem, 18px) }", .css, true),
        ("val d = Density(density, fontScale.coerceAtMost(1.5f))", .kotlin, true),
        ("val d = Density(density, fontScale.coerceAtMost(2f))", .kotlin, false),
        ("MediaQuery.textScalerOf(context).clamp(maxScaleFactor: 1.5)", .dart, true),
        ("MediaQuery.textScalerOf(context).clamp(maxScaleFactor: 2.0)", .dart, false),
    ])
    func capped(source: String, language: SourceLanguage, flagged: Bool) {
        #expect(lint(source, language).contains { $0.hasSuffix("dynamicTypeCapped") } == flagged, "\(source)")
    }

    // MARK: tightLeadingMultiline

    @Test("tight leading on three or more lines, not on two", arguments: [
        ("Text(s).font(.body.leading(.tight)).lineLimit(3)", SourceLanguage.swift, true),
        ("Text(s).font(.body.leading(.tight)).lineLimit(2)", .swift, false),
        ("Text(s).font(.body.leading(.tight)).lineLimit(nil)", .swift, true),
        ("Text(s).font(.body).lineLimit(5)", .swift, false),
        (".p { font-size: 1rem; line-height: 1; -webkit-line-clamp: 3 }", .css, true),
        (".p { font-size: 1rem; line-height: 1.5; -webkit-line-clamp: 3 }", .css, false),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"14sp\" android:maxLines=\"4\" android:lineSpacingExtra=\"-2sp\"/>", .androidXML, true),
        ("<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"14sp\" android:maxLines=\"2\" android:lineSpacingExtra=\"-2sp\"/>", .androidXML, false),
        ("Text(s, maxLines = 3, style = TextStyle(fontSize = 16.sp, lineHeight = 1.em))", .kotlin, true),
        ("Text(s, maxLines = 3, style = TextStyle(fontSize = 16.sp, lineHeight = 24.sp))", .kotlin, false),
        ("Text(s, maxLines: 5, style: TextStyle(fontSize: 16, height: 0.9))", .dart, true),
        ("Text(s, maxLines: 5, style: TextStyle(fontSize: 16, height: 1.4))", .dart, false),
    ])
    func tightLeading(source: String, language: SourceLanguage, flagged: Bool) {
        let found = SourceLinter.lint(text: source, language: language, path: "f").0.filter { $0.rule == .tightLeadingMultiline }
        #expect(!found.isEmpty == flagged, "\(source)")
        #expect(found.allSatisfy { $0.level == .note })
    }
}

@Suite("Source lint: suppressions and opt-outs")
struct SuppressionTests {
    @Test("a comment on the line or the line above silences the rules it names, or all", arguments: [
        ("Text(\"a\").font(.system(size: 14)) // typography-lint:ignore textDoesNotScale", SourceLanguage.swift, 0),
        ("// typography-lint:ignore\nText(\"a\").font(.system(size: 9))", .swift, 0),
        ("// typography-lint:ignore belowMinimumSize\nText(\"a\").font(.system(size: 9))", .swift, 1),
        ("/* typography-lint:ignore textDoesNotScale */\n.a { font-size: 14px }", .css, 0),
        ("// typography-lint:ignore text-does-not-scale\n.a { font-size: 14px }", .scss, 0),
        ("/* typography-lint:ignore */\n\n.a { font-size: 14px }", .css, 1),
        ("<!-- typography-lint:ignore -->\n<TextView xmlns:android=\"http://schemas.android.com/apk/res/android\" android:textSize=\"14dp\"/>", .androidXML, 0),
        ("Text(\"a\", fontSize = 14.dp.toSp()) // typography-lint:ignore", .kotlin, 0),
        ("Text(\"a\", fontSize = 14.dp.toSp())", .kotlin, 1),
        ("/* typography-lint:ignore */ Text('a', textScaler: TextScaler.noScaling)", .dart, 0),
        // A string that looks like the comment is not one.
        ("Text(\"// typography-lint:ignore\").font(.system(size: 14))", .swift, 1),
    ])
    func suppression(source: String, language: SourceLanguage, count: Int) {
        #expect(lint(source, language).count == count, "\(source)")
    }

    @Test func fixedSizeIsTheDocumentedOptOutOfScalingOnly() {
        // Still checked against the minimum: a fixed 9 pt is still too small to read.
        #expect(lint("Text(\"a\").font(.custom(\"X\", fixedSize: 9))", .swift) == ["1 belowMinimumSize"])
        #expect(lint("Text(\"a\").font(.custom(\"X\", fixedSize: 30))", .swift) == [])
    }
}

@Suite("Source lint: configuration")
struct ConfigurationTests {
    @Test func rulesTurnOffAndChangeLevel() throws {
        let config = try LintConfiguration.parse("""
            # team settings
            lint.textDoesNotScale = off
            lint.belowMinimumSize = error
            """, source: "config")
        let f = SourceLinter.lint(text: "Text(\"a\").font(.system(size: 9))", language: .swift, path: "V.swift", configuration: config).0
        #expect(f.map(\.rule) == [.belowMinimumSize])
        #expect(f.first?.level == .error)
    }

    @Test func platformsByGlob() throws {
        let config = try LintConfiguration.parse("lint.platform[Watch/**] = watchos\nlint.platform[*.tv.swift] = tvos\n", source: "c")
        let text = "Text(\"a\").font(.custom(\"X\", size: 11, relativeTo: .body))"
        #expect(SourceLinter.lint(text: text, language: .swift, path: "x", relativePath: "Watch/Views/A.swift", configuration: config).0.map(\.rule) == [.belowMinimumSize])
        #expect(SourceLinter.lint(text: text, language: .swift, path: "x", relativePath: "Phone/A.swift", configuration: config).0.isEmpty)
        #expect(SourceLinter.lint(text: text, language: .swift, path: "x", relativePath: "Shared/Home.tv.swift", configuration: config).0.first?.platform == .tvOS)
        // --platform wins over the globs.
        #expect(SourceLinter.lint(text: text, language: .swift, path: "x", relativePath: "Watch/A.swift", platform: .iOS, configuration: config).0.isEmpty)
    }

    @Test("bad lines are errors naming the file and line", arguments: [
        ("lint.noSuchRule = off", "config:1: unknown lint rule 'noSuchRule'"),
        ("\nlint.textDoesNotScale = loud", "config:2: unknown level 'loud'"),
        ("lint.platform[A/**] = amiga", "config:1:"),
    ])
    func badConfiguration(text: String, message: String) {
        do {
            _ = try LintConfiguration.parse(text, source: "config")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}
