import Foundation
import Testing

/// The API as an iOS developer reaches for it: UIKit's and SwiftUI's names compile against
/// `import Typography` and give the numbers of the HIG's tables.
@Suite("Apple's API shape")
struct AppleAPITests {
    /// Every number Examples/AppleAPI prints, with the HIG's value (Typography › Specifications,
    /// the tab named). Expected values come from the published tables, not from this package.
    static let expected: [(String, String)] = [
        ("uikit.body.pointSize", "17.0"),                    // iOS Large: Body 17
        ("uikit.body.lineHeight", "22.0"),                   // a text style's line height: Body Leading 22 (seed 000)
        ("uikit.body.xxxl.pointSize", "23.0"),               // iOS xxxLarge: Body 23
        ("uikit.callout.ax3.pointSize", "38.0"),             // iOS AX3: Callout 38
        ("uikit.largeTitle.pointSize", "34.0"),              // iOS Large: Large Title 34
        ("uikit.title1.pointSize", "28.0"),                  // iOS Large: Title 1 28
        ("uikit.caption1.pointSize", "12.0"),                // iOS Large: Caption 1 12
        ("uikit.metrics.body.20.xxxl", "\(20 * (23.0 / 17.0))"), // Body 17 → 23 at xxxLarge
        ("uikit.metrics.default.17.xxxl", "23.0"),
        ("uikit.metrics.default.17", "17.0"),                // Large is the default: unscaled
        ("uikit.scaledFont.title1.28.ax1", "38.0"),          // iOS AX1: Title 1 38 (28 at Large)
        ("uikit.scaledFont.title1.28.ax1.max36", "36.0"),    // capped by maximumPointSize
        ("uikit.scaledFont.familyName", "Merriweather"),
        ("uikit.body.bold.weight", "semibold"),              // iOS Large: Body's emphasized weight
        ("uikit.body.bold.pointSize", "17.0"),
        ("uikit.body.loose.lineHeight", "24.0"),             // Leading 22, loose +2 pt
        ("uikit.body.tight.lineHeight", "20.0"),             // Leading 22, tight −2 pt
        ("uikit.title1.rounded.familyName", "SF Pro Rounded"),
        ("uikit.system17.pointSize", "17.0"),
        ("uikit.system17.trackingPerMille", "-26.0"),        // SF Pro tracking at 17 pt: −26
        ("uikit.category.fromRaw", "true"),                  // UICTContentSizeCategoryAccessibilityM
        ("uikit.category.isAccessibility", "true"),
        ("uikit.category.ordered", "true"),
        ("uikit.category.toDynamicTypeSize", "accessibility1"),
        ("uikit.category.rawValue", "UICTContentSizeCategoryXXXL"),
        ("swiftui.body.bold.xxxl.pointSize", "23.0"),        // iOS xxxLarge: Body 23
        ("swiftui.body.bold.xxxl.lineHeight", "29.0"),       // iOS xxxLarge: Body Leading 29
        ("swiftui.body.bold.xxxl.weight", "semibold"),       // emphasized weight
        ("swiftui.body.bold.xxxl.isBold", "true"),
        ("swiftui.headline.family", "New York"),
        ("swiftui.headline.lineHeight", "24.0"),             // iOS Large: Headline Leading 22, loose +2
        ("swiftui.allCases.count", "11"),                    // SwiftUI's iOS styles
        ("swiftui.allCases.published", "11"),
        ("swiftui.category.toDynamicTypeSize", "xxxLarge"),
        ("swiftui.category.fromDynamicTypeSize", "accessibilityMedium"),
        ("swiftui.category.isAccessibility", "true"),
        ("swiftui.scaledMetric.body.20.xxxl", "\(20 * (23.0 / 17.0))"),
        ("swiftui.watch.body.xl.pointSize", "17.0"),         // watchOS xLarge: Body 17
        ("swiftui.watch.body.xl.lineHeight", "19.5"),        // watchOS xLarge: Body Leading 19.5
        ("swiftui.watch.callout.isPublished", "false"),      // watchOS publishes no Callout
        ("swiftui.tv.headline.pointSize", "38.0"),           // tvOS: Headline 38
        ("swiftui.mac.body.lineHeight", "16.0"),             // macOS: Body line height 16
        ("swiftui.vision.body.isPublished", "false"),        // no visionOS table is published
    ]

    @Test func iOSDevelopersCallsGiveTheHIGsNumbers() throws {
        let exe = typographyExecutable().deletingLastPathComponent().appendingPathComponent("apple-api-example")
        let process = Process()
        process.executableURL = exe
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var printed: [String: String] = [:]
        for line in out.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { printed[parts[0]] = parts[1] }
        }
        for (key, value) in Self.expected {
            #expect(printed[key] == value, "\(key)")
        }
        #expect(printed.count == Self.expected.count)
    }

    /// Swift Testing's `Tag` is not ambiguous beside `import Typography` (FontFile's tag type is
    /// `OpenTypeTag`).
    @Test func swiftTestingTagCompilesBesideTheUmbrella() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("TagSnippet.swift")
        try """
        import Typography
        import Testing

        extension Tag { @Tag static var slow: Self }

        @Test(.tags(.slow)) func bodyIsSeventeen() {
            #expect(Font.body.resolve(in: Font.Context()).pointSize == 17)
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try SnippetCompiler.typecheck(file)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("ambiguous"))
    }

    /// Each former name still compiles, with a deprecation warning whose fix-it names the new one.
    @Test(arguments: [
        ("let e = TypeEnvironment(platform: .iOS, sizeCategory: .xxxLarge)",
         "init(platform:dynamicTypeSize:watchCaseSizeMM:legibilityWeight:sizeRange:)"),
        ("let c: ContentSizeCategory = .xxxLarge", "extraExtraExtraLarge"),
        ("let c = ContentSizeCategory.accessibility1", "accessibilityMedium"),
        ("let c = ContentSizeCategory.xSmall", "extraSmall"),
        ("let t = Published.iOSDynamicType", "PublishedTables"),
    ])
    func formerNamesGiveFixIts(snippet: String, replacement: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Deprecated.swift")
        try "import Typography\n\(snippet)\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try SnippetCompiler.typecheck(file)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("is deprecated"), "\(result.output)")
        #expect(result.output.contains("use '\(replacement)' instead"), "\(result.output)")
    }

    /// The names the umbrella shares with SwiftUI, under the compiler's name-lookup rules. A
    /// stand-in module named `SwiftUI` declares them (there is no Apple SDK here: the rules are
    /// the compiler's, the same on every platform): used bare in a type position they are
    /// ambiguous, and each way the coexistence article gives compiles.
    @Test func sharedNamesFollowTheDocumentedRecipes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let standIn = dir.appendingPathComponent("SwiftUI.swift")
        try """
        public struct Font { public init() {}; public static let body = Font() }
        public enum DynamicTypeSize { case large }
        public enum ContentSizeCategory { case large }
        public enum LegibilityWeight { case regular }
        public enum TextAlignment { case leading }
        public struct EnvironmentValues { public init() {} }
        @propertyWrapper public struct ScaledMetric { public var wrappedValue: Double
            public init(wrappedValue: Double) { self.wrappedValue = wrappedValue } }
        """.write(to: standIn, atomically: true, encoding: .utf8)
        let module = try SnippetCompiler.run("/usr/bin/env", ["swiftc", "-emit-module", "-parse-as-library",
            "-module-name", "SwiftUI", standIn.path, "-o", dir.appendingPathComponent("SwiftUI.swiftmodule").path])
        #expect(module.status == 0, "\(module.output)")

        func typecheck(_ body: String) throws -> SnippetCompiler.Result {
            let file = dir.appendingPathComponent("Consumer.swift")
            try ("import SwiftUI\nimport Typography\n" + body).write(to: file, atomically: true, encoding: .utf8)
            return try SnippetCompiler.run("/usr/bin/env", ["swiftc", "-typecheck", "-I", dir.path]
                + SnippetCompiler.importFlags + [file.path])
        }
        for name in ["Font", "DynamicTypeSize", "ContentSizeCategory", "LegibilityWeight", "TextAlignment", "EnvironmentValues"] {
            let bare = try typecheck("let x: \(name)? = nil\n")
            #expect(bare.status != 0 && bare.output.contains("ambiguous"), "\(name)")
        }
        let recipes = [
            // Module-qualified names: the umbrella's or the defining module's.
            "let a: SwiftUI.Font = SwiftUI.Font()\nlet b: Typography.Font = .body\nlet c: TypeSystem.DynamicTypeSize = .xxxLarge\n",
            // A scoped import makes one module's name win in the file.
            "import struct SwiftUI.Font\nlet a: Font = Font()\nlet b = TypeSystem.Font.body.resolve(in: .init()).pointSize\n",
            // A declaration in your own module shadows both.
            "typealias Font = SwiftUI.Font\ntypealias TypeFont = TypeSystem.Font\nlet a: Font = Font()\nlet b: TypeFont = .headline\n",
        ]
        for recipe in recipes {
            let r = try typecheck(recipe)
            #expect(r.status == 0, "\(recipe)\n\(r.output)")
        }
    }

    /// A server takes the category an iOS client sends: UIKit's raw values are size names.
    @Test(arguments: [("UICTContentSizeCategoryXXXL", 23), ("UICTContentSizeCategoryAccessibilityM", 28),
                      ("UICTContentSizeCategoryXS", 14)])
    func theToolTakesUIKitsRawValues(category: String, bodySize: Int) throws {
        // iOS Body: 23 pt at xxxLarge, 28 at AX1, 14 at xSmall (HIG).
        let r = try runCLI(["resolve", "body", "-c", category, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"pointSize\" : \(bodySize)"), "\(r.stdout)")
    }

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typography-snippet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}
