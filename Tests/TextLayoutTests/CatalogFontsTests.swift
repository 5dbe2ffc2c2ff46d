import FontCatalog
import FontFile
import Foundation
import Testing
@testable import TypeSystem
@testable import TextLayout

/// The installed fonts (Debian's fonts-inter, fonts-quicksand, fonts-noto-core,
/// fonts-jetbrains-mono, fonts-noto-color-emoji: scripts/setup.sh), scanned once into a catalog
/// whose cache lives in a temporary directory.
enum InstalledCatalog {
    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogfonts-\(UUID())")
    static let catalog: Catalog = {
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        return Catalog.open(directories: FontDirectories(directories: ["/usr/share/fonts"]),
                            cachePath: cacheDirectory.appendingPathComponent("catalog.sqlite").path)
    }()
    static let fonts = CatalogFonts(catalog: catalog)
}

/// A temporary font directory with copies of some installed fonts, and a catalog of only it.
struct FontDirectory {
    let url: URL

    init(copying paths: [String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fontdir-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for p in paths {
            try FileManager.default.copyItem(atPath: p, toPath: url.appendingPathComponent((p as NSString).lastPathComponent).path)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func catalog(designMap: DesignMap = .standard) -> Catalog {
        Catalog.open(directories: FontDirectories(directories: [url.path]), cachePath: nil, designMap: designMap)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite("Styles through the catalog: the design map's face is the face measured and drawn")
struct CatalogFontsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let style: TextStyle
        let platform: Platform
        var size: DynamicTypeSize? = nil
        var design: FontDesign = .default
        var italic = false
        let family: String
        var testDescription: String {
            "\(style.rawValue) \(platform.rawValue) \(size?.rawValue ?? "-") \(design.rawValue)\(italic ? " italic" : "") → \(family)"
        }
    }

    static let cases: [Case] = [
        Case(style: .body, platform: .iOS, family: "Inter"),                          // 17 pt
        Case(style: .headline, platform: .iOS, family: "Inter"),                      // 17 pt semibold
        Case(style: .title3, platform: .iOS, family: "Inter Display"),                // 20 pt: the switch point itself
        Case(style: .title, platform: .iOS, family: "Inter Display"),                 // 28 pt
        Case(style: .body, platform: .iOS, size: .xxxLarge, family: "Inter Display"), // 23 pt
        Case(style: .footnote, platform: .iOS, size: .accessibility5, family: "Inter Display"),
        Case(style: .caption2, platform: .iOS, family: "Inter"),                      // 11 pt
        Case(style: .body, platform: .iOS, design: .rounded, family: "Quicksand"),
        Case(style: .largeTitle, platform: .iOS, design: .rounded, family: "Quicksand"),
        Case(style: .body, platform: .iOS, design: .serif, family: "Noto Serif"),
        Case(style: .body, platform: .iOS, design: .serif, italic: true, family: "Noto Serif"),
        Case(style: .body, platform: .iOS, design: .monospaced, family: "JetBrains Mono"),
        Case(style: .body, platform: .watchOS, family: "Inter"),
        Case(style: .body, platform: .macOS, family: "Inter"),                        // 13 pt
    ]

    static let text = "Settings Office 0123 fi"

    @Test(arguments: cases)
    func styleUsesTheDesignMapsFaceAndAgreesWithHBShape(_ c: Case) throws {
        let env = TypeEnvironment(platform: c.platform, dynamicTypeSize: c.size)
        let style = try c.style.resolved(in: env, modifiers: StyleModifiers(design: c.design, italic: c.italic))
        let font = try InstalledCatalog.fonts.font(for: style, covering: [Self.text])
        #expect(font.family == c.family)
        #expect(font.face.familyName == c.family)
        #expect(font.vanished.isEmpty)
        // The face is the catalog's match: same file and face index.
        let m = try #require(font.match)
        #expect(font.face.path == m.face.path && font.face.index == m.face.index)
        // The style's numbers reach the instance.
        #expect(font.attributes.font.pointSize == style.pointSize)
        #expect(font.attributes.lineHeight == style.lineHeight)
        if c.italic { #expect(font.face.info.italic || font.attributes.font.variations.contains { $0.tag == "ital" || $0.tag == "slnt" }) }
        let wght = font.attributes.font.variations.first { $0.tag == "wght" }?.value ?? Double(font.face.info.weight)
        #expect(abs(wght - Double(style.weight.numericValue)) <= 100, "weight \(wght) for \(style.weight)")

        // Width: hb-shape on the same file, size and variations (optional ligatures off when
        // tracked), plus the tracking after every grapheme cluster but the last.
        let line = Typesetter.measure(Self.text, font.attributes)
        let pm = font.attributes.tracking.perMille
        let vars = font.attributes.font.variations.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
        let units = try HBShape.width(font: font.face.path, text: Self.text, features: pm != 0 ? HBShape.noLigatures : nil,
                                      variations: vars.isEmpty ? nil : vars)
        let size = style.pointSize
        let expected = Double(units) * size / Double(font.face.unitsPerEm)
            + (pm != 0 ? Double(Self.text.count - 1) * size * pm / 1000 : 0)
        #expect(abs(line.width - expected) <= oneSixtyFourth, "ours \(line.width), hb-shape \(expected)")
        #expect(line.fallbacks.isEmpty)
    }

    @Test("Text and Display: the face switches at Apple's 20 pt when the faces declare no size range")
    func switchPoint() throws {
        for (size, family) in [(19.5, "Inter"), (20.0, "Inter Display"), (34.0, "Inter Display")] {
            let style = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS))
            let f = try InstalledCatalog.fonts.font(for: style.withPointSize(size))
            #expect(f.family == family, "\(size) pt")
            #expect(f.opticalSizeRule == "switchPoint")
        }
        // A design with a single family has no rule.
        let mono = try TextStyle.title.resolved(in: TypeEnvironment(platform: .iOS), modifiers: StyleModifiers(design: .monospaced))
        #expect(try InstalledCatalog.fonts.font(for: mono).opticalSizeRule == nil)
    }

    @Test("Text and Display: the faces' OS/2 v5 size ranges decide when both declare one")
    func sizeRangesDecide() throws {
        let dir = try FontDirectory(copying: [Fonts.fixtures.appendingPathComponent("OpticalRange-Text.ttf").path,
                                              Fonts.opticalRangeDisplay])
        defer { dir.remove() }
        var entries = DesignMap.standard.entries
        entries[.default] = DesignMap.Entry(design: .default, appleFamilies: ["SF Pro"], compactAppleFamilies: ["SF Compact"],
                                            appleDisplayFamily: "SF Pro Display", openFamilies: ["Optical Range Text"],
                                            openDisplayFamily: "Optical Range Display")
        let map = DesignMap(entries: entries, genericNames: DesignMap.standard.genericNames)
        let fonts = CatalogFonts(catalog: dir.catalog(designMap: map))
        let base = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS))
        // 22 pt: the switch point says Display; the Text face's range (6–24 pt) holds it.
        for (size, family) in [(12.0, "Optical Range Text"), (22.0, "Optical Range Text"), (24.0, "Optical Range Display"),
                               (40.0, "Optical Range Display"), (100.0, "Optical Range Display")] {
            let f = try fonts.font(for: base.withPointSize(size))
            #expect(f.family == family, "\(size) pt")
            #expect(f.face.familyName == family)
            #expect(f.opticalSizeRule == "range")
        }
    }

    @Test("opsz: the style's optical size, clamped to the axis; none and fixed are honoured")
    func opticalSizing() throws {
        let dir = try FontDirectory(copying: [Fonts.opszVariable])
        defer { dir.remove() }
        let fonts = CatalogFonts(catalog: dir.catalog())
        let title = try TextStyle.title.resolved(in: TypeEnvironment(platform: .iOS))  // 28 pt
        let auto = try fonts.font(for: title)
        #expect(auto.attributes.font.opticalSize == 28)
        let huge = try fonts.font(for: title.withPointSize(400))
        #expect(huge.attributes.font.opticalSize == 144)  // the axis maximum
        let none = try fonts.font(for: title, options: FontOptions(opticalSizing: .none))
        #expect(none.attributes.font.opticalSize == 14)   // the file's default
        let fixed = try fonts.font(for: title, options: FontOptions(opticalSizing: .fixed(9)))
        #expect(fixed.attributes.font.opticalSize == 9)
        // Mac Catalyst scales the size by 0.77; opsz follows the unscaled iOS size.
        let catalyst = try TextStyle.title.resolved(in: TypeEnvironment(platform: .catalyst))
        let c = try fonts.font(for: catalyst)
        #expect(c.attributes.font.pointSize == catalyst.pointSize)
        #expect(c.attributes.font.opticalSize == catalyst.opticalSize)
        #expect(catalyst.opticalSize == 28)
        // wght and wdth from the style.
        let bold = try TextStyle.title.resolved(in: TypeEnvironment(platform: .iOS),
                                                modifiers: StyleModifiers(weight: .bold, width: .condensed))
        let b = try fonts.font(for: bold).attributes.font.variations
        #expect(b.first { $0.tag == "wght" }?.value == 700)
        #expect(b.first { $0.tag == "wdth" }?.value == 75)
    }

    @Test("Characters the face lacks fall back through the catalog by coverage, and are reported")
    func fallbackIsReported() throws {
        let style = try TextStyle.title.resolved(in: TypeEnvironment(platform: .iOS))
        let text = "Hello مرحبا नमस्ते 👋"
        let font = try InstalledCatalog.fonts.font(for: style, covering: [text])
        #expect(font.family == "Inter Display")
        let line = Typesetter.measure(text, font.attributes)
        let used = Dictionary(line.fallbacks.map { ($0.text, $0.face?.familyName ?? "none") }, uniquingKeysWith: { a, _ in a })
        // Arabic: the face fontconfig orders first for Arabic that covers it (the peer decides),
        // passing over a display face (Kufic, by the family's name: docs/font-choice.md).
        let fc = Process()
        fc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        fc.arguments = ["fc-match", "-a", "-f", "%{family[0]}\n", "sans-serif:lang=ar:charset=645"]
        let pipe = Pipe()
        fc.standardOutput = pipe
        try fc.run()
        let families = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        fc.waitUntilExit()
        let arabic = families.split(separator: "\n").first { !$0.localizedCaseInsensitiveContains("kufi") }
            .map(String.init) ?? ""
        #expect(used["مرحبا"] == arabic, "\(used)")
        #expect(used["नमस्ते"] == "Noto Sans Devanagari", "\(used)")
        #expect(used["👋"] == "Noto Color Emoji", "\(used)")
        #expect(line.fallbacks.allSatisfy { $0.face != nil })
        // Nothing is asked of the catalog for text the face covers.
        let latin = try InstalledCatalog.fonts.font(for: style, covering: ["Hello, world"])
        #expect(latin.attributes.fallbacks.isEmpty)
    }

    @Test("A face file given by path opens the catalog only when a character needs a fallback")
    func fileFontOpensTheCatalogLazily() throws {
        let opened = Flag()
        let fonts = CatalogFonts(opening: { opened.set(); return InstalledCatalog.catalog })
        let latin = try fonts.font(file: Fonts.interRegular, pointSize: 17, covering: ["Settings"])
        #expect(!opened.value && !fonts.isCatalogOpen)
        #expect(latin.attributes.tracking.source == .curve)
        let arabic = try fonts.font(file: Fonts.interRegular, pointSize: 17, covering: ["Settings مرحبا"])
        #expect(opened.value)
        #expect(arabic.attributes.fallbacks.count == 1)
        #expect(arabic.attributes.fallbacks.first?.face.info.covers(0x0645) == true)
    }

    @Test("A custom font scaled relative to title goes through the same path")
    func customFontRelativeToTitle() throws {
        let env = TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge)
        let size = try CustomFontSize(size: 28, relativeTo: .title).pointSize(in: env)
        #expect(size == 34)  // title: 28 pt at Large, 34 pt at xxxLarge
        let f = try InstalledCatalog.fonts.font(named: "Quicksand", pointSize: size, weight: 700, covering: ["Quicksand"])
        #expect(f.family == "Quicksand")
        #expect(f.attributes.font.pointSize == 34)
        #expect(f.face.info.weight == 700)
        let line = Typesetter.measure("Quicksand", f.attributes)
        let units = try HBShape.width(font: f.face.path, text: "Quicksand")
        #expect(abs(line.width - Double(units) * 34 / Double(f.face.unitsPerEm)) <= oneSixtyFourth)
        // Capped by the maximum.
        let capped = try CustomFontSize(size: 28, relativeTo: .title, maximum: 30).pointSize(in: env)
        #expect(capped == 30)
        // Apple's family names resolve through the design map, with the Display family.
        let sf = try InstalledCatalog.fonts.font(named: "SF Pro", pointSize: size)
        #expect(sf.family == "Inter Display")
        #expect(sf.reason?.contains("SF Pro is not installed") == true)
        // A family name that is also a face's full name ("Inter" is Inter.var.ttf's) is the family.
        let inter = try InstalledCatalog.fonts.font(named: "Inter", pointSize: 17, weight: 600)
        #expect(inter.face.info.weight == 600 || inter.attributes.font.variations.contains { $0.tag == "wght" && $0.value == 600 })
        // A PostScript name is that face.
        let ps = try InstalledCatalog.fonts.font(named: "JetBrainsMono-Bold", pointSize: 12)
        #expect(ps.face.postscriptName == "JetBrainsMono-Bold")
        #expect(throws: LayoutError.self) { try InstalledCatalog.fonts.font(named: "No Such Family 123", pointSize: 12) }
    }

    @Test("A face deleted after the scan: reported with what is used instead, then the next match")
    func vanishedFace() throws {
        let dir = try FontDirectory(copying: [Fonts.interRegular, Fonts.notoSans, Fonts.notoNaskh])
        defer { dir.remove() }
        let catalog = dir.catalog()
        #expect(catalog.hasFamily("Inter"))
        try FileManager.default.removeItem(atPath: dir.path("Inter-Regular.otf"))
        let fonts = CatalogFonts(catalog: catalog)
        let body = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS))
        let f = try fonts.font(for: body, covering: ["Hello"])
        #expect(f.family == "Noto Sans")
        #expect(f.vanished.count == 1)
        let v = try #require(f.vanished.first)
        #expect(v.path == dir.path("Inter-Regular.otf"))
        #expect(v.reason == "no such file")
        #expect(v.replacedBy == "NotoSans-Regular")
        #expect(v.description.contains("Inter-Regular.otf: no such file") && v.description.contains("using NotoSans-Regular instead"))
        #expect(!v.description.contains("\n"))
        // The object's view of the catalog forgets the file: no second report.
        let again = try fonts.font(for: body, covering: ["Hello"])
        #expect(again.vanished.isEmpty && again.family == "Noto Sans")
        #expect(!fonts.catalog.faces.contains { $0.path == v.path })

        // A fallback face that vanished: reported, and the characters are reported uncovered.
        try FileManager.default.removeItem(atPath: dir.path("NotoNaskhArabic-Regular.ttf"))
        let arabic = try fonts.font(for: body, covering: ["مرحبا"])
        #expect(arabic.vanished.map(\.path) == [dir.path("NotoNaskhArabic-Regular.ttf")])
        let line = Typesetter.measure("مرحبا", arabic.attributes)
        #expect(line.fallbacks.count == 1 && line.fallbacks.first?.face == nil)

        // Nothing left: a clear error. (A face already loaded keeps working: HarfBuzz holds its
        // bytes; a fresh object over the same catalog loads nothing.)
        try FileManager.default.removeItem(atPath: dir.path("NotoSans-Regular.ttf"))
        #expect(try fonts.font(for: body).family == "Noto Sans")
        let fresh = CatalogFonts(catalog: catalog)
        #expect {
            try fresh.font(for: body)
        } throws: { e in
            guard let e = e as? LayoutError else { return false }
            return e.kind == .fontNotFound && e.description.contains("no font is installed")
        }
    }
}

/// A flag set from a `@Sendable` closure.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var v = false
    func set() { lock.lock(); v = true; lock.unlock() }
    var value: Bool { lock.lock(); defer { lock.unlock() }; return v }
}

extension ResolvedStyle {
    /// The same style at another point size (and optical size), for switch-point tests.
    func withPointSize(_ size: Double) -> ResolvedStyle {
        ResolvedStyle(platform: platform, size: self.size, style: style, weight: weight, pointSize: size,
                      lineHeight: lineHeight, emphasizedWeight: emphasizedWeight, design: design, width: width,
                      italic: italic, leading: leading, family: family, tracking: tracking, trackingTable: trackingTable,
                      opticalSize: size, assumptions: assumptions)
    }
}
