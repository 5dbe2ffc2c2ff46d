import Foundation
import SourceLint
import Testing
import TypeSystem

/// Patterns the tenth audit found on apps the lint had not seen (docs/lint/real-apps.md), each
/// written from the pattern with made-up names, beside the case that must stay as it is.
@Suite("Source lint: the patterns of the tenth audit")
struct TenthAuditTests {
    /// A Less variable defined as another (`@link-size: @body-3`) in one file, whose own value is
    /// in a third file: the use reaches the third file's definition, which is reported there, as
    /// a direct use across files is. A chain that ends in `rem` stays silent, and so does one
    /// whose use is named for an image.
    @Test func lessAliasesAreFollowedThroughAThirdFile() throws {
        let tree = try TempTree()
        try tree.write("style/tokens.less", "@body-3: 14px;\n@body-4: 1rem;\n")
        try tree.write("style/components.less", "@link-size: @body-3;\n@tag-size: @body-4;\n")
        try tree.write("link/index.less", "@import '../style/components.less';\n.link { font-size: @link-size; }\n.tag { font-size: @tag-size; }\n")
        // A size named for an image sizes the image (an empty state's illustration), through an alias too.
        try tree.write("style/spacing.less", "@size-12: 48px;\n")
        try tree.write("empty/token.less", "@empty-font-size-image: @size-12;\n")
        try tree.write("empty/index.less", ".empty-image { font-size: @empty-font-size-image; }\n")
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["style/tokens.less:1 textDoesNotScale"])
        let message = report.findings.first?.message ?? ""
        #expect(message.contains("link/index.less:2"), "\(message)")
    }
}

extension TenthAuditTests {
    /// `config.fontScale = 1f` on a configuration the activity applies pins every view's text at
    /// one scale (Kotlin and Java); `minOf(…, 1.3f)` caps it; a value of the app's own is its
    /// text-size setting in place of the system's (a note). Without a configuration applied, or
    /// from the configuration's own scale, the assignment is not judged.
    @Test func aConfigurationFontScaleTheAppAppliesIsReported() {
        let kotlin = """
            class Main : AppCompatActivity() {
                override fun attachBaseContext(base: Context) {
                    val c = Configuration(base.resources.configuration)
                    c.fontScale = 1f
                    applyOverrideConfiguration(c)
                    super.attachBaseContext(base)
                }
            }
            """
        #expect(lintLevels(kotlin, .kotlin) == ["4 textDoesNotScale warning"])
        let capped = """
            fun wrap(base: Context): Context {
                val c = Configuration(base.resources.configuration)
                c.fontScale = minOf(c.fontScale, 1.3f)
                return base.createConfigurationContext(c)
            }
            """
        #expect(lintLevels(capped, .kotlin) == ["3 dynamicTypeCapped warning"])
        let java = """
            class Base extends Activity {
                @Override protected void attachBaseContext(Context base) {
                    Configuration config = new Configuration(base.getResources().getConfiguration());
                    config.fontScale = 1.0f;
                    super.attachBaseContext(base.createConfigurationContext(config));
                }
            }
            """
        #expect(lintLevels(java, .java) == ["4 textDoesNotScale warning"])
        let notApplied = "fun log(c: Configuration) {\n    c.fontScale = 1f\n}\n"
        #expect(lintLevels(notApplied, .kotlin).isEmpty)
        let own = """
            fun wrap(base: Context, settings: Settings): Context {
                val c = Configuration(base.resources.configuration)
                settings.fontScale?.let { c.fontScale = it }
                c.fontScale = base.resources.configuration.fontScale
                return base.createConfigurationContext(c)
            }
            """
        #expect(lintLevels(own, .kotlin) == ["3 textDoesNotScale note"])
    }

    /// Pixel sizes from a dp `<dimen>` (`getDimensionPixelSize`), on a `Paint` or in
    /// `setTextSize(COMPLEX_UNIT_PX, …)` through a name, are fixed sizes; an sp one, also through
    /// a Java field, scales and is checked against the minimum; sp converted by hand
    /// (`scaledDensity`) scales.
    @Test func dpDimensionsInPixelsAreFixedAndScaledDensityScales() throws {
        let tree = try TempTree()
        try tree.write("app/src/main/res/values/dimens.xml", """
            <resources>
                <dimen name="overlay_font">14dp</dimen>
                <dimen name="tag_font">10dp</dimen>
                <dimen name="badge_font">10sp</dimen>
            </resources>
            """)
        try tree.write("app/src/main/java/Overlay.kt", """
            class Overlay(res: Resources) : View(null) {
                private val paint = Paint()
                private val tagSize = res.getDimensionPixelSize(R.dimen.tag_font)
                init { paint.textSize = res.getDimensionPixelSize(R.dimen.overlay_font).toFloat() }
                override fun onDraw(canvas: Canvas) { canvas.drawText("12:00", 0f, 0f, paint) }
                fun bind(tag: TextView, label: TextView, size: Float) {
                    tag.setTextSize(TypedValue.COMPLEX_UNIT_PX, tagSize.toFloat())
                    val realSize = (size * resources.displayMetrics.scaledDensity).roundToInt()
                    label.setTextSize(TypedValue.COMPLEX_UNIT_PX, realSize.toFloat())
                }
            }
            """)
        try tree.write("app/src/main/java/Tags.java", """
            class Tags extends ViewGroup {
                private final float mBadgeSize;
                Tags(Context c) { super(c); mBadgeSize = c.getResources().getDimensionPixelSize(R.dimen.badge_font); }
                void bind(TextView tv) { tv.setTextSize(TypedValue.COMPLEX_UNIT_PX, mBadgeSize); }
            }
            """)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(Set(report.findings.map { "\(($0.path as NSString).lastPathComponent):\($0.line) \($0.rule.rawValue) \($0.level.rawValue)" })
                == ["Overlay.kt:4 textDoesNotScale warning", "Overlay.kt:7 textDoesNotScale warning", "Overlay.kt:7 belowMinimumSize warning",
                    "Tags.java:4 belowMinimumSize warning"], "\(report.findings)")
    }

    /// A `Density` given to `CanvasDrawScope().draw(…)` draws into an off-screen bitmap: no
    /// text on screen reads it. Provided to `LocalDensity`, the same one pins the font scale.
    @Test func aDensityForAnOffscreenDrawIsNotTheAppsScale() {
        let source = """
            fun render(painter: Painter, w: Int, h: Int): ImageBitmap {
                val bitmap = ImageBitmap(w, h)
                CanvasDrawScope().draw(density = Density(1f, 1f), layoutDirection = LayoutDirection.Ltr, canvas = Canvas(bitmap), size = Size(w.toFloat(), h.toFloat())) {
                    with(painter) { draw(size) }
                }
                return bitmap
            }
            @Composable fun Fixed(content: @Composable () -> Unit) {
                CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, 1f)) { content() }
            }
            """
        #expect(lintLevels(source, .kotlin) == ["9 textDoesNotScale warning"])
    }
}

extension TenthAuditTests {
    /// With no `.xcodeproj`, the manifest that generates one says the platform: Tuist's
    /// `Project.swift` whose targets all have `destinations: [.mac]` builds a SwiftUI file for
    /// macOS (no Dynamic Type, 13 pt above its minimum), XcodeGen's `platform: iOS` for iOS.
    /// A manifest with targets on two platforms says nothing: the file's imports decide.
    @Test func aProjectManifestSaysThePlatform() throws {
        let view = "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"Row\").font(.system(size: 13)) }\n}\n"
        let tree = try TempTree()
        try tree.write("mac/Project.swift", """
            import ProjectDescription
            let project = Project(name: "Brew", targets: [
                .target(name: "Brew", destinations: [.mac], product: .app, bundleId: "x.brew", sources: ["Sources/**"]),
                .target(name: "Helper", destinations: .macOS, product: .commandLineTool, bundleId: "x.helper", sources: ["Helper/**"]),
            ])
            """)
        try tree.write("mac/Sources/Row.swift", view)
        try tree.write("phone/project.yml", "name: Phone\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Sources]\n")
        try tree.write("phone/Sources/Row.swift", view)
        try tree.write("both/project.yml", "targets:\n  App:\n    platform: iOS\n  MacApp:\n    platform: macOS\n")
        try tree.write("both/Sources/Row.swift", view)
        let report = try SourceLinter.lint(paths: [tree.root.path], options: SourceLintOptions())
        #expect(keys(report.findings, root: tree.root.path) == ["phone/Sources/Row.swift:3 textDoesNotScale", "both/Sources/Row.swift:3 textDoesNotScale"])
    }
}

extension TenthAuditTests {
    /// Arithmetic of fixed sizes is fixed: `UIFont.systemFontSize * 1.0` does not scale (its
    /// value is unpublished: no minimum is checked), `base - 4` with `base` 14 is 10 pt. A size
    /// times a value the file cannot follow stays a note.
    @Test func arithmeticOfFixedSizesIsFixed() {
        let source = """
            import UIKit
            let base: CGFloat = 14
            func style(_ a: UILabel, _ b: UILabel, _ c: UILabel, zoom: CGFloat) {
                a.font = .systemFont(ofSize: UIFont.systemFontSize * 1.0)
                b.font = .systemFont(ofSize: base - 4)
                c.font = .systemFont(ofSize: base * zoom)
            }
            """
        #expect(lintLevels(source, .swift) == ["4 textDoesNotScale warning", "5 belowMinimumSize warning", "5 textDoesNotScale warning", "6 textDoesNotScale note"])
    }
}

extension TenthAuditTests {
    /// A local the app computes is the app's own scale, whatever its name: `TextScaler.linear`
    /// of it replaces the user's. The user's own `textScaleFactor` (a `MediaQuery`'s, or a local
    /// bound to it) stays silent.
    @Test func aLocalNamedLikeTheSystemsScaleIsTheAppsOwn() {
        let source = """
            import 'dart:math';
            import 'package:flutter/material.dart';
            Widget caption(BuildContext context, String s, double area) {
              final textScaleFactor = sqrt(area / 300000);
              return Text(s, textScaler: TextScaler.linear(textScaleFactor));
            }
            Widget label(BuildContext context, String s) {
              final textScaleFactor = MediaQuery.of(context).textScaleFactor;
              return Text(s, textScaler: TextScaler.linear(textScaleFactor));
            }
            """
        #expect(lintLevels(source, .dart) == ["5 textDoesNotScale warning"])
    }
}

extension TenthAuditTests {
    /// A light weight on a Material 3 role with no size of its own is judged at the role's
    /// default size (Label Small 11 sp, Body Small 12): in Compose as an argument beside
    /// `style =` (also chosen by `if`) or in `.copy(…)`, in Flutter in `copyWith(…)`. A role at
    /// or above Body's size, and a regular weight, stay silent.
    @Test func aLightWeightOnAMaterialRoleIsJudgedAtTheRolesSize() {
        let compose = """
            @Composable fun Row(s: String, dim: Boolean) {
                Text(s, style = MaterialTheme.typography.labelSmall, fontWeight = FontWeight.Light)
                Text(s, style = MaterialTheme.typography.bodySmall, fontWeight = if (dim) FontWeight.Light else null)
                Text(s, style = MaterialTheme.typography.labelSmall.copy(fontWeight = FontWeight.Thin))
                Text(s, style = MaterialTheme.typography.headlineLarge, fontWeight = FontWeight.Light)
                Text(s, style = MaterialTheme.typography.labelSmall, fontWeight = FontWeight.Medium)
            }
            """
        #expect(lintLevels(compose, .kotlin) == ["2 lightWeightAtSmallSize warning", "3 lightWeightAtSmallSize warning", "4 lightWeightAtSmallSize warning"])
        let flutter = """
            import 'package:flutter/material.dart';
            Widget tag(BuildContext context) => Text('+85', style: Theme.of(context).textTheme.bodySmall?.copyWith(fontWeight: FontWeight.w300));
            Widget head(BuildContext context) => Text('Title', style: Theme.of(context).textTheme.displaySmall?.copyWith(fontWeight: FontWeight.w300));
            """
        #expect(lintLevels(flutter, .dart) == ["2 lightWeightAtSmallSize warning"])
    }
}

extension TenthAuditTests {
    /// A helper that chooses its font by a `switch` on one parameter: a call reaches only the
    /// case its literal argument selects (`default` the values no case names), so a size is
    /// judged at that case's line only. A call whose argument is not a literal reaches every case.
    @Test func aCallReachesOnlyTheCaseItsArgumentSelects() {
        let source = """
            import SwiftUI
            extension Font {
                static func brand(size: CGFloat, weight: Font.Weight) -> Font {
                    switch weight {
                    case .regular: return .custom("Brand-Regular", size: size)
                    case .medium: return .custom("Brand-Medium", size: size)
                    default: return .custom("Brand-Bold", size: size)
                    }
                }
                static let body: Font = .brand(size: 16, weight: .medium)
                static let micro: Font = .brand(size: 10, weight: .regular)
                static let title: Font = .brand(size: 20, weight: .bold)
            }
            """
        #expect(lintLevels(source, .swift).filter { $0.contains("belowMinimumSize") } == ["5 belowMinimumSize warning"])
        let anyWeight = source.replacingOccurrences(of: "static let micro: Font = .brand(size: 10, weight: .regular)",
                                                    with: "static func micro(_ w: Font.Weight) -> Font { .brand(size: 10, weight: w) }")
        #expect(lintLevels(anyWeight, .swift).filter { $0.contains("belowMinimumSize") }
                == ["5 belowMinimumSize warning", "6 belowMinimumSize warning", "7 belowMinimumSize warning"])
    }
}
