// swift-tools-version: 6.0
// Typography: Apple's UI typography system on every platform Swift runs on.
// Layers (dependencies point down only): docs/architecture.md, whose table of allowed imports
// Tests/RepositoryTests/ModuleGraphTests.swift checks this file and every import against.
import PackageDescription

let package = Package(
    name: "Typography",
    platforms: [.macOS(.v13)],
    products: [
        // Everything: `import Typography` re-exports every library module below.
        .library(name: "Typography", targets: ["Typography"]),
        // Or one module: TypeSystem alone is pure Swift with no dependency at all.
        .library(name: "TypeSystem", targets: ["TypeSystem"]),
        // UIKit's names (UIFont, UIFontMetrics, UITraitCollection…) over TypeSystem, where UIKit is absent.
        .library(name: "TypographyUIKit", targets: ["TypographyUIKit"]),
        // Apple's text names (NSAttributedString's keys, NSParagraphStyle, boundingRect, drawing,
        // UIFont's font-file metrics) over TextLayout's engine and the installed fonts.
        .library(name: "TypographyText", targets: ["TypographyText"]),
        // AppKit's font names (NSFont, NSFontDescriptor) with macOS's table, where AppKit is absent.
        .library(name: "TypographyAppKit", targets: ["TypographyAppKit"]),
        // Core Text's names (CTFont, CTFontDescriptor, CTFontManager…, the kCT keys) over the text
        // API and FontManagement, where Core Text is absent.
        .library(name: "TypographyCoreText", targets: ["TypographyCoreText"]),
        .library(name: "FontFile", targets: ["FontFile"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "TextScaling", targets: ["TextScaling"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "DesktopSettings", targets: ["DesktopSettings"]),
        .library(name: "FontCatalog", targets: ["FontCatalog"]),
        .library(name: "FontManagement", targets: ["FontManagement"]),
        // The source lint (`typography lint PATH…`): Swift through swift-syntax, CSS/SCSS, Android
        // XML, Kotlin and Dart. Outside the umbrella, so that `Typography` never builds swift-syntax.
        .library(name: "SourceLint", targets: ["SourceLint"]),
        // The lint without its Swift reader (no swift-syntax): CSS, Android XML, Kotlin, Java, Dart.
        .library(name: "SourceLintCore", targets: ["SourceLintCore"]),
        .executable(name: "typography", targets: ["TypographyCLI"]),
        // The source lint's tool, which `typography lint` runs: its own product, so that building
        // `typography` never builds swift-syntax.
        .executable(name: "typography-lint", targets: ["TypographyLintCLI"]),
        // `swift package lint-typography [ARGS…]`: the lint over the package's source targets.
        .plugin(name: "LintTypography", targets: ["LintTypography"]),
        // The lint in every build of a target that names this plugin: findings as build warnings.
        .plugin(name: "TypographyLintBuildTool", targets: ["TypographyLintBuildTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // The source lint's Swift parser (SwiftSyntax and SwiftParser only; no macros): the newest
        // release, whose two products build in less than half the time of 600's in debug.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // `swift package generate-documentation`: the DocC documentation of the library modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Pure Swift, no dependency at all: the published specification and its rules.
        // Linked against libm on Linux: the standard library's rounding calls it, and a consumer
        // that does not import Foundation would otherwise fail to link.
        .target(name: "TypeSystem", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // UIKit's API shape (UIFont, UIFontDescriptor, UIFontMetrics, UITraitCollection,
        // UIContentSizeCategory) over TypeSystem, for code ported from UIKit. TypeSystem and
        // Foundation (for CGFloat) only, so it builds wherever TypeSystem does; it reads no font
        // files, so UIKit's font-file metrics (UIFont.lineHeight, ascender) are said to be unknown.
        // Empty where the real UIKit exists (#if !canImport(UIKit)).
        .target(name: "TypographyUIKit", dependencies: ["TypeSystem"]),
        // AppKit's font names (NSFont, NSFontDescriptor, NSFont.TextStyle) over TypographyUIKit's,
        // always resolved in macOS's published table. Empty where the real AppKit exists.
        .target(name: "TypographyAppKit", dependencies: ["TypographyUIKit", "TypeSystem"]),
        // Pure Swift, no dependency at all (no C): the bounds-checked OpenType reader and face
        // classifier; files are read with pread (FontScanner+File.swift), never mapped. libm as above.
        .target(name: "FontFile", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // Atomic file writes (temporary file, fsync, rename), shared by the tool, TextLayout and font
        // management. Foundation only.
        .target(name: "SafeFile"),
        // The C libraries TextLayout uses, through pkg-config; only TextLayout imports them
        // (`internal import`), one internal Swift file per library. scripts/setup.sh installs them.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo-ft",
                       providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Cairo's functions in a table, filled on the first drawing: on Linux by dlopen of
        // libcairo.so.2 (so that commands that draw nothing never load Cairo and its 15
        // libraries: 1–3 ms of every process start); on macOS from the linked CCairo.
        .target(name: "CCairoLoader",
                dependencies: [.target(name: "CCairo", condition: .when(platforms: [.macOS]))],
                linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // ICU's common library: line break iterators (UAX #14 with CLDR's tailorings, kinsoku, and
        // the dictionaries for Thai, Lao, Khmer and Myanmar), as CoreText and Chromium use them.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc",
                       providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // The ICU calls in C (ICU's headers clash with Foundation's own copy of ICU in Swift).
        .target(name: "CICUBridge", dependencies: ["CICU"]),
        // libhyphen with the LibreOffice pattern dictionaries (Debian's hyphen-* packages); it
        // ships no pkg-config file, so the module map links it by name.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // zlib (deflate, CRC-32) for TextLayout's own PNG encoder: faster than Cairo's libpng
        // writer on large pictures (no adaptive filter search, grey and opaque images packed).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Font instances (variations, optical size, tracking source), shaping, measuring,
        // fitting, paragraphs and drawing; the glue from a resolved style through the catalog's
        // match to a font instance (CatalogFonts), the specimens and the tracking chart. The only
        // module that imports C; no C type is public. Depends on FontCatalog (never the reverse).
        .target(
            name: "TextLayout",
            dependencies: ["TypeSystem", "FontFile", "FontCatalog", "TextScaling", "SafeFile", "CHarfBuzz", "CFreeType", "CCairoLoader", "CFriBidi", "CICUBridge", "CHyphen", "CZlib"]
        ),
        // Apple's text names: NSAttributedString's keys (Foundation's own NSAttributedString,
        // extended), AttributedString's `font`, NSParagraphStyle, NSStringDrawing's measuring,
        // UIGraphicsImageRenderer and UIGraphicsPDFRenderer, and UIFont's names that need font files
        // (ascender, lineHeight, init?(name:size:), familyNames): thin readers over TextLayout.
        .target(name: "TypographyText", dependencies: ["TextLayout", "TypographyUIKit", "TypographyAppKit", "TypeSystem", "FontCatalog", "TextScaling"]),
        // Core Text's names over TypographyText (fonts drawn as their UIKit fonts) and FontManagement
        // (CTFontManager's scopes, registration, requests and change notification).
        .target(name: "TypographyCoreText", dependencies: ["TypographyText", "TypographyUIKit", "TypographyAppKit", "TextLayout", "TypeSystem",
                                                           "FontCatalog", "FontFile", "FontManagement", "SafeFile"]),
        // fontconfig's own configuration (directories, aliases, language-aware sorting), for
        // FontCatalog only: one internal file calls it (Sources/FontCatalog/Fontconfig/Fontconfig.swift).
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // Pure Swift, above TypeSystem only: converters between the platforms' text-scaling models
        // (Dynamic Type, Android 14's font scale curves, GNOME, Windows, CSS) for any app or build tool.
        .target(name: "DesignTokens", dependencies: ["TypeSystem"]),
        // The Linux desktop's text size (GSettings, the XDG portal, KDE, Xft.dpi) as a Dynamic Type
        // category, and its changes. GIO and Xlib are opened with dlopen on first use (no build-time
        // dependency; a machine without them just has no desktop setting).
        .target(name: "CDesktopLoader", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "DesktopSettings", dependencies: ["TypeSystem", "CDesktopLoader", "SafeFile"]),
        // Pure Swift, no dependency at all: iOS and standard text scalings, the Cocoa RTF reader and writer.
        .target(name: "TextScaling", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // The faces installed on the machine: a concurrent scan with FontFile, the SQLite cache
        // (GRDB), queries, CSS matching, the design map; fontconfig's configuration (its aliases
        // and its language-aware order, through libfontconfig: loaded only when a name is not
        // installed or a character needs a fallback).
        .target(name: "FontCatalog", dependencies: ["FontFile", "CFontconfig", "SafeFile", .product(name: "GRDB", package: "GRDB.swift")]),
        // Font providers and consumers (WWDC19 "Font Management"): registration in the process or
        // the user scope (fontconfig's user font directory, one folder per provider), the registry
        // (SQLite in WAL mode, GRDB), consent, ownership, limits, change observation across
        // processes, font requests and the font picker model. No C; above FontCatalog only.
        .target(name: "FontManagement", dependencies: ["FontCatalog", "FontFile", "SafeFile", .product(name: "GRDB", package: "GRDB.swift")]),
        // libxml2's SAX2 parser, for SourceLint's Android XML reader only: one internal file calls
        // it (Sources/SourceLintCore/LibXML2.swift).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // The source lint without swift-syntax: reading Android XML with libxml2 (CLibXML2) and
        // CSS/SCSS/Less, Kotlin, Java and Dart with tokenizers of our own into text usages for
        // the rules of TypeSystem (CodeLint); the fixes, baselines, configuration and reporters
        // (text, JSON, SARIF, GitHub).
        .target(name: "SourceLintCore", dependencies: ["TypeSystem", "SafeFile", "CLibXML2"]),
        // The source lint: the core with Swift read by swift-syntax; what the tool and library
        // users import (it re-exports the core). Not in the umbrella: swift-syntax is a large build.
        .target(name: "SourceLint", dependencies: [
            "SourceLintCore", "TypeSystem",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The umbrella: re-exports every library module (Sources/Umbrella; its own folder name so
        // that it never clashes with the tool's on a case-insensitive file system).
        .target(name: "Typography",
                dependencies: ["TypeSystem", "TypographyUIKit", "TypographyAppKit", "FontFile", "TextScaling", "FontCatalog", "FontManagement", "TextLayout", "TypographyText", "TypographyCoreText", "DesignTokens", "DesktopSettings"],
                path: "Sources/Umbrella"),
        // The command-line tool (product `typography`); its module is TypographyCLI so that it
        // never clashes with the umbrella module `Typography` on a case-insensitive file system.
        // What the two executables share (not a product): the sysexits codes, one-line errors,
        // escaped output, input files, the user's default platform and the command-line runner.
        .target(name: "CLISupport", dependencies: ["TypeSystem", "SafeFile",
                                                   .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "TypographyCLI",
            dependencies: [
                "CLISupport",
                "TypeSystem",
                "FontFile",
                "TextLayout",
                "TextScaling",
                "DesignTokens",
                "DesktopSettings",
                "SafeFile",
                "FontCatalog",
                "FontManagement",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/typography"
        ),
        // The source lint's command-line tool (product `typography-lint`; `typography lint` runs it).
        .executableTarget(
            name: "TypographyLintCLI",
            dependencies: ["SourceLint", "TypeSystem", "SafeFile", "CLISupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/typography-lint"
        ),
        // SwiftPM plugins over typography-lint (docs/lint/adopting.md): a command plugin and a
        // build-tool plugin whose findings are the build's warnings.
        .plugin(name: "LintTypography",
                capability: .command(intent: .custom(verb: "lint-typography",
                                                     description: "Check the package's sources against the HIG's legibility rules (typography-lint)")),
                dependencies: ["TypographyLintCLI"],
                path: "Plugins/LintTypography"),
        .plugin(name: "TypographyLintBuildTool", capability: .buildTool(), dependencies: ["TypographyLintCLI"],
                path: "Plugins/TypographyLintBuildTool"),
        // Benchmarks: built in release by scripts/bench-*.sh; never timed tests.
        .executableTarget(name: "resolve-bench", dependencies: ["TypeSystem"], path: "Benchmarks/ResolveBench"),
        .executableTarget(name: "layout-bench", dependencies: ["TextLayout"], path: "Benchmarks/LayoutBench"),
        .executableTarget(name: "paragraph-bench", dependencies: ["TextLayout", "TypographyText", "TypographyUIKit", "FontCatalog"],
                          path: "Benchmarks/ParagraphBench"),
        // The fuzzers, each built the same way by scripts/fuzz.sh (SwiftPM, AddressSanitizer and
        // libFuzzer's coverage, -DFUZZING; Fuzz/Driver/FuzzDriver.swift). Built plainly, each
        // replays the inputs named on its command line. A target that needs a module's internals
        // links that module's files as its own sources (symbolic links in its folder).
        .executableTarget(name: "fontfile-fuzz", dependencies: ["FontFile"], path: "Fuzz/FontFileFuzz"),
        .executableTarget(name: "lint-fuzz", dependencies: ["TypeSystem", "SourceLint", .product(name: "SwiftParser", package: "swift-syntax")],
                          path: "Fuzz/LintFuzz"),
        .executableTarget(name: "config-fuzz", path: "Fuzz/ConfigFuzz"),
        .executableTarget(name: "rtf-fuzz", dependencies: ["TextLayout", "TextScaling", "TypographyText", "TypographyUIKit"], path: "Fuzz/RTFFuzz", exclude: ["rtf.dict"]),
        .executableTarget(name: "lint-readers-fuzz", dependencies: ["TypeSystem", "SourceLintCore"], path: "Fuzz/LintReadersFuzz"),
        .executableTarget(name: "paragraph-fuzz", dependencies: ["TextLayout", "TypographyText", "TypographyUIKit", "FontCatalog"],
                          path: "Fuzz/ParagraphFuzz",
                          exclude: ["lsan.supp"]),
        .executableTarget(name: "khmer-fuzz", dependencies: ["CICUBridge", "CICU"], path: "Fuzz/KhmerBreaksFuzz"),
        .executableTarget(name: "catalog-bench", dependencies: ["FontCatalog", "FontFile"], path: "Benchmarks/CatalogBench"),
        // The README's library example: imports the umbrella, as a user's app does.
        .executableTarget(name: "readme-example", dependencies: ["Typography"], path: "Examples/ReadmeExample"),
        // Examples/AppleAPI: UIKit and SwiftUI calls as an iOS developer writes them, against the
        // umbrella (run by AppleAPIExampleTests, which checks its numbers against the HIG).
        .executableTarget(name: "apple-api-example", dependencies: ["Typography"], path: "Examples/AppleAPI"),
        // Examples/DesktopTextSize: follows the desktop's text size (run by DesktopTextSizeTests).
        .executableTarget(name: "desktop-text-size-example", dependencies: ["DesktopSettings", "TypeSystem"],
                          path: "Examples/DesktopTextSize"),
        .testTarget(name: "TypeSystemTests", dependencies: ["TypeSystem"]),
        // The repository's own rules: what it needs from the system is declared (scripts/dependencies.txt).
        // It depends on the fuzzers and benchmarks so that building the test product builds them:
        // the test command replays every corpus through its fuzzer, and a change that breaks a
        // benchmark fails the build. It also holds the executables the CLI tests run, in place of
        // CLITests: CLITests imports none of them, and without them it compiles beside the
        // library instead of after the tool (from a fresh clone, it was the last minute of the
        // build, on one core). The test command builds that product rather than `swift build
        // --build-tests`, which also builds the lint plugins' tool and its swift-syntax a second
        // time, for the host (the "-tool" modules): a fifth of the build on two cores.
        .testTarget(name: "RepositoryTests", dependencies: [
            "fontfile-fuzz", "lint-fuzz", "config-fuzz", "rtf-fuzz", "lint-readers-fuzz", "paragraph-fuzz", "khmer-fuzz",
            "resolve-bench", "layout-bench", "paragraph-bench", "catalog-bench",
            "TypographyCLI", "TypographyLintCLI", "readme-example", "desktop-text-size-example", "apple-api-example",
        ]),
        .testTarget(name: "SourceLintTests", dependencies: ["SourceLint", "SourceLintCore", "TypeSystem", .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "TypeSystem"], exclude: ["Schemas", "SwiftStubs"]),
        // APIHeldOut/: UIKit and SwiftUI snippets written from Apple's documentation, compiled against
        // the built modules by AppleAPIHeldOutTests as a consumer package compiles them.
        // The executables it runs are built through RepositoryTests.
        .testTarget(name: "CLITests", exclude: ["APIHeldOut", "AppleTextSnippets", "AppTextFragments", "SeedSnippets", "TextKitSnippets"]),
        // Regressions/ holds fuzzer inputs, read by path (Tests/FontFileTests/RegressionTests.swift).
        .testTarget(name: "FontFileTests", dependencies: ["FontFile"], exclude: ["Regressions"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "TypeSystem", "FontFile", "FontCatalog", "TextScaling"]),
        .testTarget(name: "TextScalingTests", dependencies: ["TextScaling"]),
        .testTarget(name: "TypographyTextTests", dependencies: ["Typography", "DesktopSettings", "TypographyText", "TypographyUIKit", "TextLayout", "FontCatalog", "TypeSystem"]),
        .testTarget(name: "FontCatalogTests", dependencies: ["FontCatalog", "FontFile"]),
        .testTarget(name: "FontManagementTests", dependencies: ["FontManagement", "FontCatalog", "FontFile", "SafeFile"]),
    ],
    // CICUBridge's Khmer engine is C++ against ICU's headers, which need C++17 from ICU 75 on.
    cxxLanguageStandard: .cxx17
)

// MARK: GTK 4 — TypographyGTK, GTKSpecimen, GTKTests (one block, outside the umbrella)
// Only these targets reach CGTK4, so `swift build --product Typography` or `--product typography`
// never needs GTK; `swift build --product GTKSpecimen` needs libgtk-4-dev (scripts/setup.sh).
package.products += [
    // Text styles on GTK 4 labels that follow the desktop's text size (docs/gtk.md).
    .library(name: "TypographyGTK", targets: ["TypographyGTK"]),
    // A window with one label per iOS text style, following the desktop's text size.
    .executable(name: "GTKSpecimen", targets: ["GTKSpecimen"]),
]
package.targets += [
    // GTK 4 with Pango and GLib, through pkg-config; only TypographyGTK imports it (`internal
    // import`), one internal Swift file per C library (Sources/TypographyGTK/C).
    .systemLibrary(name: "CGTK4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"]), .brew(["gtk4"])]),
    .target(name: "TypographyGTK", dependencies: ["TypeSystem", "FontCatalog", "DesktopSettings", "CGTK4"]),
    .executableTarget(name: "GTKSpecimen", dependencies: ["TypographyGTK", "TypeSystem", "DesktopSettings", "CGTK4"],
                      path: "Examples/GTKSpecimen"),
    // Runs GTKSpecimen under Xvfb with a private D-Bus session and dconf, beside the built tool.
    .testTarget(name: "GTKTests", dependencies: ["GTKSpecimen", "TypographyCLI", "TypographyGTK", "TypeSystem", "DesktopSettings"]),
]
