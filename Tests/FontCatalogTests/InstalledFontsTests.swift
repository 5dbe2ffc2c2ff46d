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
        ("axis wght", FaceFilter(axis: "wght"), "Inter Display", true),
        ("language ru", FaceFilter(language: "ru"), "Noto Sans", true),
        ("language ar", FaceFilter(language: "ar"), "Noto Sans Arabic", true),
        ("language ar excludes Inter", FaceFilter(language: "ar"), "Inter", false),
        ("language en-GB is en", FaceFilter(language: "en-GB"), "Quicksand", true),
        ("covers Greek", FaceFilter(covers: "Ωμέγα"), "Noto Serif", true),
        ("covers Devanagari", FaceFilter(covers: "नमस्ते"), "Noto Sans Devanagari", true),
        ("covers Devanagari excludes JetBrains Mono", FaceFilter(covers: "नमस्ते"), "JetBrains Mono", false),
        // Inter (setup.sh) has only normal-width faces; which condensed faces exist depends on
        // the machine, so the condensed range is checked only to exclude it.
        ("width 100", FaceFilter(width: 100...100), "Inter", true),
        ("width 75-87.5 excludes Inter", FaceFilter(width: 75...87.5), "Inter", false),
        ("Quicksand's legacy-named Medium is in Quicksand", FaceFilter(family: "Quicksand", weight: 500...500), "Quicksand Medium", true),
    ]

    /// The weights installed for a family's upright faces of normal width (static faces and the
    /// named instances of variable ones), from the catalog itself: what a test on "the installed
    /// fonts" may expect depends on which are installed (fonts-noto-extra adds Noto's Thin to
    /// Black and its condensed widths).
    static func installedWeights(_ family: String) -> [Int] {
        let faces = (try? catalog.faces(matching: FaceFilter(family: family))) ?? []
        return Set(faces.filter { !$0.italic && $0.width == 100 }.map(\.weight)).sorted()
    }

    /// CSS Fonts 4 §5.2, font-weight: for a desired weight above 500, the nearest available weight
    /// at or above it, else the nearest below; from 400 to 500, the desired weight, then up to 500,
    /// then below, then above; below 400, the nearest at or below, else above.
    static func cssWeight(_ desired: Int, available: [Int]) -> Int? {
        let up = available.filter { $0 >= desired }.sorted()
        let down = available.filter { $0 < desired }.sorted(by: >)
        if available.contains(desired) { return desired }
        if desired > 500 { return up.first ?? down.first }
        if desired >= 400 {
            if let mid = up.first(where: { $0 <= 500 }) { return mid }
            return down.first ?? up.first
        }
        return down.first ?? up.first
    }

    @Test("a weight range excludes a family only when none of its faces has such a weight")
    func weightRangeByInstalledWeights() throws {
        let families = Set(try Self.catalog.faces(matching: FaceFilter(weight: 800...900)).map(\.familyName))
        let notoSans = (try Self.catalog.faces(matching: FaceFilter(family: "Noto Sans"))).map(\.weight)
        #expect(!notoSans.isEmpty)
        #expect(families.contains("Noto Sans") == notoSans.contains { (800...900).contains($0) })
    }

    @Test("filters select the faces they name", arguments: filters)
    func filtersSelectFaces(_ c: (String, FaceFilter, String, Bool)) throws {
        let families = Set(try Self.catalog.faces(matching: c.1).map(\.familyName))
        #expect(families.contains(c.2) == c.3, "\(c.0)")
    }

    @Test("a width range selects exactly the faces of those widths")
    func widthRangeIsExact() throws {
        let all = try Self.catalog.faces(matching: FaceFilter())
        let picked = try Self.catalog.faces(matching: FaceFilter(width: 87.5...87.5))
        #expect(picked.allSatisfy { $0.width == 87.5 })
        #expect(picked.count == all.filter { $0.width == 87.5 }.count)
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
        ("ui-monospace:weight=300", "JetBrains Mono", 300, false),
        ("New York:italic", "Noto Serif", 400, true),
    ]

    @Test("the design map and CSS matching give the expected default faces", arguments: matches)
    func matchesDefaults(_ c: (String, String, Int, Bool)) throws {
        let m = try #require(Self.catalog.match(try FontQuery(parsing: c.0)))
        #expect(m.family == c.1, "\(c.0)")
        #expect(Int(m.variations["wght"] ?? Double(m.face.weight)) == c.2, "\(c.0)")
        #expect(m.face.italic == c.3, "\(c.0)")
    }

    /// Weights a family may or may not have installed: the weight matched is the one CSS's rule
    /// picks among the weights that are installed.
    @Test("the matched weight follows CSS's rule over the installed weights", arguments: [
        ("ui-serif:weight=600", "Noto Serif", 600), ("Noto Sans:weight=900", "Noto Sans", 900),
        ("Noto Sans:weight=300", "Noto Sans", 300), ("Noto Serif:weight=450", "Noto Serif", 450),
    ])
    func matchedWeightFollowsCSS(_ query: String, _ family: String, _ desired: Int) throws {
        let m = try #require(Self.catalog.match(try FontQuery(parsing: query)))
        #expect(m.family == family)
        let weights = Self.installedWeights(family)
        let expected = try #require(Self.cssWeight(desired, available: weights), "\(family): \(weights)")
        #expect(Int(m.variations["wght"] ?? Double(m.face.weight)) == expected, "\(query) among \(weights)")
    }

    @Test("a variable font's weight between named instances is the variable face at that weight")
    func variableBetweenInstances() throws {
        let m = try #require(Self.catalog.match(FontQuery(family: "Inter", weight: 650)))
        #expect(m.face.variable && m.variations["wght"] == 650)
    }

    @Test("characters the default family lacks fall back to Noto (and emoji to Noto Color Emoji)")
    func fallback() throws {
        // Arabic: the face fontconfig orders first for the script's language that covers it,
        // passing over a display face (Kufic, by the family's name: docs/font-choice.md).
        if let fcMatch = Installed.tool("fc-match") {
            let faces = try runTool(fcMatch, ["-a", "-f", "%{family[0]}\t%{file}\n", "sans-serif:lang=ar:charset=628"]).out
            let rows: [[Substring]] = faces.split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1) }
            let row: [Substring]? = rows.first { $0.count == 2 && !$0[0].localizedCaseInsensitiveContains("kufi") }
            let expected: String? = row.map { String($0[1]) }
            #expect(Self.catalog.fallback(for: "ب")?.path == expected)
        }
        #expect(Self.catalog.fallback(for: "क")?.familyName == "Noto Sans Devanagari")
        #expect(Self.catalog.fallback(for: "😀")?.familyName == "Noto Color Emoji")
        #expect(Self.catalog.fallback(for: "\u{10FFFD}") == nil)
    }

    @Test("The faces with colour glyphs are the ones fontconfig calls colour (Noto Color Emoji, CBDT bitmaps, among the default fonts); a bold italic match asks for no synthesis")
    func colourGlyphs() throws {
        let colour = Self.catalog.faces.filter(\.colorGlyphs).map(\.familyName)
        #expect(colour.contains("Noto Color Emoji"))
        // fontconfig's own reading of the same folder (its `color` property: COLR, CBDT, sbix or
        // SVG glyphs), whatever else is installed.
        if let fcList = Installed.tool("fc-list") {
            let out = try runTool(fcList, [":color=true", "--format", "%{file}\t%{family[0]}\n"]).out
            var listed: [String] = []
            for line in out.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                if fields.count == 2, fields[0].hasPrefix("/usr/share/fonts/") { listed.append(fields[1]) }
            }
            #expect(Set(colour) == Set(listed), "ours \(Set(colour)), fontconfig's \(Set(listed))")
        }
        let m = try #require(Self.catalog.match(try FontQuery(parsing: "Noto Color Emoji:weight=700:italic")))
        #expect(m.face.colorGlyphs && !m.syntheticBold && !m.syntheticOblique)
        let text = try #require(Self.catalog.match(try FontQuery(parsing: "Noto Sans Mono:weight=700:italic")))
        #expect(!text.face.colorGlyphs && text.syntheticOblique)
    }
}
