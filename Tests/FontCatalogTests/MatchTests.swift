import Foundation
import FontFile
import Testing
@testable import FontCatalog

@Suite("CSS Fonts 4 matching within a family")
struct MatchTests {
    /// (faces' weights, desired weight, expected weight): CSS Fonts 4 §5.2 step 4, font-weight.
    static let weightCases: [([Int], Double, Int)] = [
        ([300, 400, 700], 400, 400),  // exact
        ([300, 500, 700], 400, 500),  // 400: 500 first
        ([300, 700], 400, 300),  // 400: nothing in 400–500, then lighter descending
        ([300, 600], 450, 300),  // 450: lighter before heavier than 500
        ([600, 700], 450, 600),  // 450: nothing lighter, then heavier ascending
        ([480, 500], 450, 480),  // 450: between desired and 500, ascending
        ([100, 500], 350, 100),  // below 400: lighter descending first
        ([400, 500], 300, 400),  // below 400: then heavier ascending
        ([500, 800], 600, 800),  // above 500: heavier ascending first
        ([400, 500], 700, 500),  // above 500: then lighter descending
        ([200, 900], 500, 200),  // 500: lighter (descending) before above 500
        ([100, 300, 900], 900, 900),
    ]

    @Test("font-weight follows the 400/500 and <400/>500 rules", arguments: weightCases)
    func weightRules(_ c: ([Int], Double, Int)) throws {
        let catalog = Catalog(faces: c.0.map { face("Fam", weight: $0) })
        let m = try #require(catalog.match(FontQuery(family: "Fam", weight: c.1)))
        #expect(m.face.weight == c.2)
    }

    static let widthCases: [([Double], Double, Double)] = [
        ([75, 100, 125], 100, 100), ([75, 125], 100, 75), ([62.5, 112.5], 87.5, 62.5),
        ([100, 150], 87.5, 100), ([75, 100], 112.5, 100), ([75, 150], 112.5, 150),
    ]

    @Test("font-stretch: narrower first at or below 100 %, wider first above", arguments: widthCases)
    func widthRules(_ c: ([Double], Double, Double)) throws {
        let catalog = Catalog(faces: c.0.map { face("Fam", width: $0) })
        let m = try #require(catalog.match(FontQuery(family: "Fam", width: c.1)))
        #expect(m.face.width == c.2)
    }

    @Test("font-stretch is decided before font-style, and font-style before font-weight")
    func stepOrder() throws {
        let catalog = Catalog(faces: [
            face("Fam", weight: 400, width: 75, slant: .italic),
            face("Fam", weight: 700, width: 100),
            face("Fam", weight: 400, width: 100, slant: .italic),
            face("Fam", weight: 900, width: 100, slant: .italic),
        ])
        // Width 100 keeps three faces; italic keeps two; weight 700 picks 900 (heavier first above 500).
        let m = try #require(catalog.match(FontQuery(family: "Fam", weight: 700, style: .italic)))
        #expect(m.face.width == 100 && m.face.italic && m.face.weight == 900)
        #expect(!m.syntheticBold && !m.syntheticOblique)
    }

    static let styleCases: [([FaceInfo.Slant], FontQuery.Style, FaceInfo.Slant, Bool)] = [
        ([.upright, .italic, .oblique], .italic, .italic, false),
        ([.upright, .oblique], .italic, .oblique, false),
        ([.upright], .italic, .upright, true),
        ([.italic, .oblique], .normal, .oblique, false),
        ([.italic, .oblique], .oblique, .oblique, false),
        ([.upright, .italic], .oblique, .italic, false),
    ]

    @Test("font-style falls back italic → oblique → normal (and normal → oblique → italic)", arguments: styleCases)
    func styleRules(_ c: ([FaceInfo.Slant], FontQuery.Style, FaceInfo.Slant, Bool)) throws {
        let catalog = Catalog(faces: c.0.map { face("Fam", slant: $0) })
        let m = try #require(catalog.match(FontQuery(family: "Fam", style: c.1)))
        #expect(m.face.slant == c.2)
        #expect(m.syntheticOblique == c.3)
    }

    @Test("a variable face whose range holds the weight is used at that weight, as its named instance when one is exact")
    func variableRanges() throws {
        let axes = [CatalogFace.Axis(tag: "wght", min: 100, default: 400, max: 900)]
        let path = "/fonts/Var.ttf"
        let catalog = Catalog(faces: [
            face("Var", weight: 400, axes: axes, path: path, postscriptName: "Var"),
            face("Var", weight: 600, axes: axes, instance: 0, coordinates: ["wght": 600], path: path, postscriptName: "Var-SemiBold"),
            face("Var", weight: 300, path: "/fonts/Var-Light.ttf", postscriptName: "Var-Light"),
        ])
        let semibold = try #require(catalog.match(FontQuery(family: "Var", weight: 600)))
        #expect(semibold.face.postscriptName == "Var-SemiBold")
        #expect(semibold.variations == ["wght": 600])
        let between = try #require(catalog.match(FontQuery(family: "Var", weight: 650)))
        #expect(between.face.postscriptName == "Var" && between.variations == ["wght": 650])
        // Exactly right static and variable faces: the static one.
        let light = try #require(catalog.match(FontQuery(family: "Var", weight: 300)))
        #expect(light.face.postscriptName == "Var-Light" && light.variations.isEmpty)
    }

    @Test("bold asked of a family without bold is marked for synthetic emboldening")
    func syntheticBold() throws {
        let catalog = Catalog(faces: [face("Fam", weight: 400)])
        #expect(catalog.match(FontQuery(family: "Fam", weight: 700))?.syntheticBold == true)
        #expect(catalog.match(FontQuery(family: "Fam", weight: 500))?.syntheticBold == false)
    }

    /// A copy of TrakTest.ttf whose `trak` table record is renamed `tag`: a face with a colour
    /// glyph table of that kind (present, not parsed: presence is the rule).
    static func colourFont(_ tag: String, in t: TempDir) throws -> String {
        var bytes = try Fixtures.bytes("TrakTest.ttf")
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let offsets: [Int] = (0..<tables).map { 12 + 16 * $0 }
        let trak: [UInt8] = Array("trak".utf8)
        let record = try #require(offsets.first { (offset: Int) -> Bool in Array(bytes[offset..<(offset + 4)]) == trak })
        bytes.replaceSubrange(record..<(record + 4), with: Array(tag.utf8))
        return try t.write("fonts/Colour-\(tag.trimmingCharacters(in: .whitespaces)).ttf", bytes)
    }

    @Test("a face with colour glyphs (COLR, CBDT, sbix, SVG) is never marked for synthesis, from a scan and from the cache",
          arguments: ["COLR", "CBDT", "sbix", "SVG "])
    func colourGlyphsAreNotSynthesized(tag: String) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let path = try Self.colourFont(tag, in: t)
        let info = try FontScanner.face(atPath: path)
        #expect(info.colorGlyphs && !info.hasTrak)
        #expect(try FontScanner.face(atPath: Fixtures.path("TrakTest.ttf")).colorGlyphs == false)
        let scanned = openCatalog([t.path + "/fonts"], in: t)
        let cached = openCatalog([t.path + "/fonts"], in: t)
        #expect(cached.summary.scannedFiles == 0 && cached.faces == scanned.faces)
        for catalog in [scanned, cached] {
            let face = try #require(catalog.faces.first)
            #expect(face.colorGlyphs)
            let m = try #require(catalog.match(FontQuery(family: face.familyName, weight: 700, style: .italic)))
            #expect(m.face.path == path)
            #expect(!m.syntheticBold && !m.syntheticOblique)
        }
        // The same face without colour glyphs is synthesized.
        var plain = try #require(scanned.faces.first)
        plain.colorGlyphs = false
        let m = try #require(Catalog(faces: [plain]).match(FontQuery(family: plain.familyName, weight: 700, style: .italic)))
        #expect(m.syntheticBold && m.syntheticOblique)
    }

    static let queries: [(String, FontQuery)] = [
        ("Inter:weight=600:italic", FontQuery(family: "Inter", weight: 600, style: .italic)),
        ("system-ui:weight=700", FontQuery(family: "system-ui", weight: 700)),
        ("system-ui:weight=bold", FontQuery(family: "system-ui", weight: 700)),
        (":design=serif:size=28", FontQuery(design: .serif, pointSize: 28)),
        ("JetBrains Mono:width=condensed:oblique", FontQuery(family: "JetBrains Mono", width: 75, style: .oblique)),
        ("SF Pro:semibold:compact", FontQuery(family: "SF Pro", weight: 600, compact: true)),
        ("Noto Sans:width=87.5%:style=italic", FontQuery(family: "Noto Sans", width: 87.5, style: .italic)),
    ]

    @Test("queries parse like fontconfig patterns", arguments: queries)
    func parsesQueries(_ c: (String, FontQuery)) throws {
        #expect(try FontQuery(parsing: c.0) == c.1)
    }

    @Test("bad queries are one-line errors", arguments: ["Inter:weight=heavyish", "Inter:weight=0", "Inter:width=abc", "Inter:style=slanted", "Inter:design=fancy", "Inter:size=-1", "Inter:colour=red", "Inter:sparkly"])
    func rejectsBadQueries(_ q: String) {
        #expect(throws: CatalogError.self) { try FontQuery(parsing: q) }
    }
}

@Suite("The design map")
struct DesignMapTests {
    static func openDefaults() -> Catalog {
        Catalog(faces: [
            face("Inter", weight: 400), face("Inter", weight: 700), face("Inter Display", weight: 400),
            face("Quicksand", weight: 400), face("Noto Serif", weight: 400), face("JetBrains Mono", weight: 400),
            face("Noto Sans", weight: 400),
        ])
    }

    static let generic: [(String, String)] = [
        ("system-ui", "Inter"), ("-apple-system", "Inter"), ("sans-serif", "Inter"), ("ui-sans-serif", "Inter"),
        ("ui-rounded", "Quicksand"), ("ui-serif", "Noto Serif"), ("serif", "Noto Serif"),
        ("ui-monospace", "JetBrains Mono"), ("monospace", "JetBrains Mono"),
        ("SF Pro", "Inter"), ("SF Pro Rounded", "Quicksand"), ("New York", "Noto Serif"), ("SF Mono", "JetBrains Mono"),
        ("SF Compact", "Inter"),
    ]

    @Test("generic families and Apple's families resolve through one design map to the open defaults", arguments: generic)
    func genericFamilies(_ c: (String, String)) throws {
        let m = try #require(Self.openDefaults().match(FontQuery(family: c.0)))
        #expect(m.family == c.1)
        let isGeneric = DesignMap.standard.genericNames[c.0.lowercased()] != nil
        #expect((m.substitution == nil) == isGeneric, "\(c.0): \(m.substitution ?? "nil")")
    }

    @Test("Apple's families are used when installed; SF Compact on watchOS")
    func appleFamiliesWhenInstalled() throws {
        let catalog = Catalog(faces: [
            face("Inter"), face("SF Pro"), face("SF Compact"), face("SF Pro Rounded"), face("New York"), face("SF Mono"),
        ])
        #expect(catalog.match(FontQuery(family: "system-ui"))?.family == "SF Pro")
        #expect(catalog.match(FontQuery(family: "system-ui", compact: true))?.family == "SF Compact")
        #expect(catalog.match(FontQuery(design: .rounded))?.family == "SF Pro Rounded")
        #expect(catalog.match(FontQuery(design: .serif))?.family == "New York")
        #expect(catalog.match(FontQuery(family: "SF Mono"))?.substitution == nil)
    }

    @Test("from 20 pt the default design uses the display family (Inter Display), as SF Pro Display")
    func displaySizes() throws {
        let catalog = Self.openDefaults()
        #expect(catalog.match(FontQuery(design: .default, pointSize: 17))?.family == "Inter")
        #expect(catalog.match(FontQuery(design: .default, pointSize: 20))?.family == "Inter Display")
        #expect(catalog.match(FontQuery(family: "system-ui", pointSize: 34))?.family == "Inter Display")
        #expect(DesignMap.standard.candidateFamilies(for: .default, pointSize: 28).prefix(2) == ["SF Pro Display", "SF Pro"])
    }

    @Test("a design whose families are missing falls back: rounded to the default design")
    func designFallback() throws {
        let catalog = Catalog(faces: [face("Inter"), face("Noto Serif")])
        #expect(catalog.match(FontQuery(design: .rounded))?.family == "Inter")
        #expect(catalog.match(FontQuery(design: .monospaced))?.family == "Inter")
    }

    @Test("listing by design or roundness sees the map's families: Quicksand is rounded, as ui-rounded makes it")
    func listingByDesign() throws {
        var stated = face("Quicksand", weight: 700)
        stated.design = .serif  // a file that states a design keeps it, whatever the map lists
        var roundedByName = face("M PLUS Rounded 1c")
        roundedByName.rounded = true
        roundedByName.design = .rounded
        let catalog = Catalog(faces: Self.openDefaults().faces + [stated, roundedByName])
        func families(_ filter: FaceFilter) throws -> [String] { try catalog.families(matching: filter).map(\.family) }
        #expect(try families(FaceFilter(rounded: true)) == ["M PLUS Rounded 1c", "Quicksand"])
        #expect(try families(FaceFilter(design: .rounded)) == ["M PLUS Rounded 1c", "Quicksand"])
        #expect(try catalog.faces(matching: FaceFilter(design: .rounded)).map(\.weight) == [400, 400])
        #expect(try catalog.faces(matching: FaceFilter(design: .serif)).map(\.familyName) == ["Noto Serif", "Quicksand"])
        #expect(try families(FaceFilter(design: .monospaced)) == ["JetBrains Mono"])
        // Not rounded: only the Quicksand face whose file states another design.
        #expect(try catalog.faces(matching: FaceFilter(rounded: false)).filter { $0.familyName == "Quicksand" }.map(\.weight) == [700])
        #expect(try catalog.families(matching: FaceFilter(family: "Quicksand")).first?.design == .rounded)
        #expect(try catalog.families(matching: FaceFilter(family: "Inter")).first?.design == .default)
        // The faces themselves say what their files say.
        #expect(catalog.faces.first { $0.familyName == "Quicksand" }?.design == .default)
    }

    @Test("names starting with '.' never resolve, as on Apple platforms")
    func privateNames() throws {
        let catalog = Catalog(faces: [face(".SF UI", postscriptName: ".SFUI-Regular"), face("Inter")])
        #expect(catalog.face(named: ".SFUI-Regular") == nil)
        #expect(catalog.resolve(name: ".SFUI-Regular").status == .missing)
        // Refused by the one path every command takes, with the same message.
        #expect(catalog.match(FontQuery(family: ".SF UI")) == nil)
        #expect(throws: CatalogError.self) { try catalog.choose(FontQuery(family: ".SF UI")) }
        do {
            _ = try catalog.choose(FontQuery(family: ".SF UI"))
        } catch {
            #expect(error.kind == .privateName && error.message.contains("private"))
        }
    }

    @Test("an empty catalog matches nothing, without trapping")
    func emptyCatalog() {
        let catalog = Catalog(faces: [])
        #expect(catalog.match(FontQuery(family: "system-ui")) == nil)
        #expect(catalog.resolve(name: "Inter").status == .missing)
        #expect(catalog.face(named: "Inter-Regular") == nil)
    }
}

@Suite("Resolving a document's font names")
struct ResolveTests {
    static let cases: [(String, NameResolution.Status, String?)] = [
        ("Inter-700", .found, "Inter-700"),  // PostScript name
        ("inter 700", .found, "Inter-700"),  // full name, any case
        ("Inter", .found, "Inter-400"),  // family: its regular face
        ("Inter-Bold", .substituted, "Inter-700"),  // a style of an installed family
        ("Inter SemiBold Italic", .substituted, "Inter-700"),
        ("SF Pro", .substituted, "Inter-400"),  // Apple's family through the design map
        // Not installed, and none of fontconfig's aliases for it is in this catalog: the generic
        // class, keeping the weight the name asks for.
        ("Helvetica-Bold", .substituted, "Inter-700"),
        ("Menlo", .substituted, "JetBrainsMono-400"),
        ("Times New Roman", .substituted, "NotoSerif-400"),
        (".SFUI-Regular", .missing, nil),
        // Nothing is known of it: missing, with the design map's stand-in.
        ("No Such Family 123", .missing, "Inter-400"),
        ("", .missing, nil),
    ]

    @Test("names resolve to found, substituted (by which face and why) or missing", arguments: cases)
    func resolves(_ c: (String, NameResolution.Status, String?)) {
        let catalog = Catalog(faces: [
            face("Inter", weight: 400), face("Inter", weight: 700), face("JetBrains Mono", weight: 400),
            face("Noto Serif", weight: 400),
        ])
        let r = catalog.resolve(name: c.0)
        #expect(r.status == c.1, "\(c.0): \(r.reason ?? "")")
        #expect(r.face?.postscriptName == c.2, "\(c.0)")
        #expect((r.reason != nil) == (c.1 != .found))
    }
}

@Suite("Catalog.removing(paths:)")
struct CatalogRemovingTests {
    @Test("dropping vanished files keeps name-only faces out of fallback and substitution")
    func removingKeepsNameOnlyPaths() {
        let installed = face("Provided Sans", path: "/fonts/provided.ttf")
        let gone = face("Gone Sans", path: "/fonts/gone.ttf")
        let catalog = Catalog(faces: [installed, gone], nameOnlyPaths: ["/fonts/provided.ttf"])
        let pruned = catalog.removing(paths: ["/fonts/gone.ttf"])
        #expect(pruned.faces.map(\.path) == ["/fonts/provided.ttf"])
        #expect(pruned.nameOnlyPaths == ["/fonts/provided.ttf"])
        // Still found by name…
        #expect(pruned.resolve(name: "Provided Sans").status == .found)
        // …but never a substitute or a fallback.
        #expect(pruned.fallback(for: "A", design: .default, weight: 400, italic: false) == nil)
    }
}

@Suite("The family index")
struct FamilyIndexTests {
    @Test("a family first met as another face's legacy family (name ID 1) is still named by its own faces")
    func legacyKeyThenTypographicFamily() {
        // A: typographic family "Foo", family "Foo Bold" (the legacy key "foobold" is listed
        // first, without a name); B: "Foo Bold" as its own (typographic) family.
        var a = face("Foo", weight: 700)
        a.family = "Foo Bold"
        var b = face("Foo Bold", weight: 400)
        b.typographicFamily = nil
        for faces in [[a, b], [b, a]] {
            let catalog = Catalog(faces: faces)
            #expect(catalog.displayName("foo bold") == "Foo Bold")
            #expect(catalog.index.familyKeys.contains("foobold"))
            #expect(catalog.index.familyKeys.contains("foo"))
            #expect(catalog.faces(ofFamily: "Foo Bold").count == 2)
            #expect(catalog.faces(ofFamily: "Foo").count == 1)
        }
    }
}

@Suite("Names compared with case ignored")
struct FoldedNameTests {
    // ASCII, non-ASCII (Latin, Greek, Cyrillic, a Kelvin sign that lowercases to ASCII "k",
    // a Turkish dotted capital I that lowercases to two scalars), mixed, empty, and names longer
    // than the 64-byte chunks the hash folds at a time.
    static let names: [String] = [
        "NotoSans-Regular", "notosans-regular", "NOTOSANS-REGULAR", "NotoSans-Bold", "Noto Sans",
        "Ünïcode Sans", "üNÏCODE SANS", "ΑΒΓ Sans", "αβγ sans", "Шрифт", "шрифт", "\u{212A}elvin", "kelvin",
        "KELVIN", "İstanbul", "i̇stanbul", "istanbul", "", "@[`{", "`{@[",
        String(repeating: "LongFamilyName", count: 6), String(repeating: "longfamilyname", count: 6),
        String(repeating: "LongFamilyName", count: 6) + "X", String(repeating: "a", count: 64), String(repeating: "A", count: 64),
        String(repeating: "a", count: 63) + "B", String(repeating: "a", count: 63) + "b",
    ]

    @Test("two names are equal, and hash alike, exactly when their lowercased forms are equal")
    func agreesWithLowercased() {
        for a in FoldedNameTests.names {
            for b in FoldedNameTests.names {
                let same = a.lowercased() == b.lowercased()
                #expect((FoldedName(a) == FoldedName(b)) == same, "\(a) vs \(b)")
                if same { #expect(FoldedName(a).hashValue == FoldedName(b).hashValue, "\(a) vs \(b)") }
            }
        }
    }

    @Test("folding eight ASCII bytes at once folds each as one at a time does")
    func wordFolding() {
        for c in UInt64(0)..<0x80 {
            for position in 0..<8 {
                // The byte among neighbours that are capitals, small letters and punctuation.
                for fill: UInt64 in [0x41, 0x5A, 0x61, 0x40, 0x5B, 0x7F, 0x00] {
                    var w: UInt64 = 0, expected: UInt64 = 0
                    for j in 0..<8 {
                        let b = j == position ? c : fill
                        w |= b << (8 * j)
                        expected |= UInt64(FoldedName.fold(UInt8(b))) << (8 * j)
                    }
                    #expect(FoldedName.foldASCII(w) == expected, "byte \(c) at \(position) among \(fill)")
                }
            }
        }
    }

    @Test("PostScript and full names are found with any case, Unicode included")
    func lookups() {
        var f = face("Ünïcode Sans", weight: 400)
        f.postscriptName = "ÜnïcodeSans-Regular"
        f.fullName = "Ünïcode Sans Regular"
        let catalog = Catalog(faces: [face("Inter", weight: 400), f])
        #expect(catalog.face(named: "ünïcodesans-REGULAR")?.postscriptName == "ÜnïcodeSans-Regular")
        #expect(catalog.face(named: "ÜNÏCODE SANS REGULAR")?.postscriptName == "ÜnïcodeSans-Regular")
        #expect(catalog.face(named: "inter-400")?.postscriptName == "Inter-400")
        #expect(catalog.face(named: "Inter-4000") == nil)
    }
}
