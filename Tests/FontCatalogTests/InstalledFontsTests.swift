import Foundation
import FontFile
import Testing
@testable import FontCatalog

/// Queries and matches on the real Debian fonts `scripts/setup.sh` installs.
@Suite("Queries and matching on the installed default fonts", .enabled(if: Installed.hasDefaults))
struct InstalledFontsTests {
    static let catalog: Catalog = Catalog.open(directories: .only(["/usr/share/fonts"]), cachePath: nil)

    static let filters: [(String, FaceFilter, String, Bool)] = [
        ("monospaced", FaceFilter(monospaced: true), "JetBrains Mono", true),
        ("monospaced excludes Inter", FaceFilter(monospaced: true), "Inter", false),
        ("serif", FaceFilter(serif: true), "Noto Serif", true),
        ("sans", FaceFilter(sans: true), "Noto Sans", true),
        ("italic", FaceFilter(italic: true), "JetBrains Mono", true),
        ("variable", FaceFilter(variable: true), "Inter", true),
        ("variable excludes static Noto Sans", FaceFilter(variable: true), "Noto Sans", false),
        ("weight 800-900", FaceFilter(weight: 800...900), "Inter", true),
        ("weight 800-900 excludes Noto Sans", FaceFilter(weight: 800...900), "Noto Sans", false),
        ("axis wght", FaceFilter(axis: "wght"), "Inter Display", true),
        ("language ru", FaceFilter(language: "ru"), "Noto Sans", true),
        ("language ar", FaceFilter(language: "ar"), "Noto Sans Arabic", true),
        ("language ar excludes Inter", FaceFilter(language: "ar"), "Inter", false),
        ("language en-GB is en", FaceFilter(language: "en-GB"), "Quicksand", true),
        ("covers Greek", FaceFilter(covers: "Ωμέγα"), "Noto Serif", true),
        ("covers Devanagari", FaceFilter(covers: "नमस्ते"), "Noto Sans Devanagari", true),
        ("covers Devanagari excludes JetBrains Mono", FaceFilter(covers: "नमस्ते"), "JetBrains Mono", false),
        ("width 87.5", FaceFilter(width: 87.5...87.5), "DejaVu Sans", true),
        ("Quicksand's legacy-named Medium is in Quicksand", FaceFilter(family: "Quicksand", weight: 500...500), "Quicksand Medium", true),
    ]

    @Test("filters select the faces they name", arguments: filters)
    func filtersSelectFaces(_ c: (String, FaceFilter, String, Bool)) throws {
        let families = Set(try Self.catalog.faces(matching: c.1).map(\.familyName))
        #expect(families.contains(c.2) == c.3, "\(c.0)")
    }

    @Test("an unknown language is an error naming it")
    func unknownLanguage() {
        #expect(throws: CatalogError.self) { try Self.catalog.faces(matching: FaceFilter(language: "tlh")) }
    }

    @Test("exact names: PostScript and full name; not found is nil")
    func exactNames() {
        #expect(Self.catalog.face(named: "NotoSans-Regular")?.familyName == "Noto Sans")
        #expect(Self.catalog.face(named: "Noto Serif Bold")?.weight == 700)
        #expect(Self.catalog.face(named: "NoSuchFont-Regular") == nil)
    }

    static let matches: [(String, String, Int, Bool)] = [
        ("system-ui", "Inter", 400, false),
        ("system-ui:weight=700", "Inter", 700, false),
        ("Inter:weight=600:italic", "Inter", 600, true),
        ("system-ui:size=34", "Inter Display", 400, false),
        ("ui-rounded:weight=500", "Quicksand", 500, false),
        ("ui-serif:weight=600", "Noto Serif", 700, false),
        ("ui-monospace:weight=300", "JetBrains Mono", 300, false),
        ("New York:italic", "Noto Serif", 400, true),
        ("Noto Sans:weight=900", "Noto Sans", 700, false),
    ]

    @Test("the design map and CSS matching give the expected default faces", arguments: matches)
    func matchesDefaults(_ c: (String, String, Int, Bool)) throws {
        let m = try #require(Self.catalog.match(try FontQuery(parsing: c.0)))
        #expect(m.family == c.1, "\(c.0)")
        #expect(Int(m.variations["wght"] ?? Double(m.face.weight)) == c.2, "\(c.0)")
        #expect(m.face.italic == c.3, "\(c.0)")
    }

    @Test("a variable font's weight between named instances is the variable face at that weight")
    func variableBetweenInstances() throws {
        let m = try #require(Self.catalog.match(FontQuery(family: "Inter", weight: 650)))
        #expect(m.face.variable && m.variations["wght"] == 650)
    }

    @Test("characters the default family lacks fall back to Noto (and emoji to Noto Color Emoji)")
    func fallback() throws {
        // Arabic: the face fontconfig orders first for the script's language that covers it.
        if let fcMatch = Installed.tool("fc-match") {
            let expected = try runTool(fcMatch, ["-f", "%{file}", "sans-serif:lang=ar:charset=628"]).out
            #expect(Self.catalog.fallback(for: "ب")?.path == expected)
        }
        #expect(Self.catalog.fallback(for: "क")?.familyName == "Noto Sans Devanagari")
        #expect(Self.catalog.fallback(for: "😀")?.familyName == "Noto Color Emoji")
        #expect(Self.catalog.fallback(for: "\u{10FFFD}") == nil)
    }

    @Test("Noto Color Emoji (CBDT bitmaps) is the one installed face with colour glyphs among the Noto and default fonts; a bold italic match asks for no synthesis")
    func colourGlyphs() throws {
        let colour = Self.catalog.faces.filter(\.colorGlyphs).map(\.familyName)
        #expect(Set(colour) == ["Noto Color Emoji"], "\(colour)")
        let m = try #require(Self.catalog.match(try FontQuery(parsing: "Noto Color Emoji:weight=700:italic")))
        #expect(m.face.colorGlyphs && !m.syntheticBold && !m.syntheticOblique)
        let text = try #require(Self.catalog.match(try FontQuery(parsing: "Noto Sans Mono:weight=700:italic")))
        #expect(!text.face.colorGlyphs && text.syntheticOblique)
    }
}
