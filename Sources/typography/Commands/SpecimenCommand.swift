import ArgumentParser
import CLISupport
import DesignTokens
import FontCatalog
import Foundation
import TextLayout
import TypeSystem

/// `typography specimen --platform P [--size C] -o FILE`: the platform's type ramp drawn in the
/// fonts the catalog chooses; `--categories`: styles across every size category.
struct SpecimenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Draw a platform's text styles (or, with --categories, styles across size categories) to PNG, SVG or PDF.",
        discussion: "Each style's name, size, line height, weight and Apple's tracking, then a sample set in it with the face the catalog chooses (Apple's fonts when installed, else the design map's open fonts) and the tracking that face gets. --categories draws --styles (body,title,footnote by default) at every size category, then their point sizes as a chart.")

    @OptionGroup var env: EnvironmentOptions
    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file: .png, .svg, .pdf or .html.")
    var output: String
    @Option(help: ArgumentHelp("png, svg, pdf or html (default: the output's extension). html: a self-contained page with controls for the size category, design, leading and weight (docs/specimen.md).", valueName: "format"))
    var format: String?
    @Flag(help: "Styles across every size category instead of the ramp at one category.") var categories = false
    @Option(help: "Comma-separated styles to draw (default: every published style; with --categories: body,title,footnote).")
    var styles: String?
    @Option(help: "The sample text (default: a pangram and the digits; with --categories: \"Aa\").") var text: String?
    @OptionGroup var traits: StyleTraitOptions
    @Option(help: "PNG pixels per point (default 2).") var scale: String = "2"
    @Option(name: .customLong("lang"), help: ArgumentHelp("BCP 47 language of the sample (ja, zh-Hant, ar…): the fallback faces fontconfig orders first for it.", valueName: "language"))
    var lang: String?
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let language = try lang.map(validatedLanguage)
        let named = format?.lowercased()
        if named == "html" || (named == nil && (output as NSString).pathExtension.lowercased() == "html") {
            try writeHTML(language: language)
            return
        }
        let format: ImageFormat
        if let named {
            guard let f = ImageFormat(rawValue: named) else {
                let hint = TypeSystemError.closestName(to: named, among: ["png", "svg", "pdf", "html"])
                throw CLIError.usage("invalid format '\(named)'; \(hint.map { "did you mean \($0)? " } ?? "")use png, svg, pdf or html")
            }
            format = f
        } else {
            guard let f = ImageFormat(path: output) else { throw unknownImageFormat(output) }
            format = f
        }
        let pixels = try parseNumber(scale, what: "scale")
        let list = try styles.map { s in
            try s.split(separator: ",").map { name in try typeSystem { try TextStyle(name: String(name).trimmingCharacters(in: .whitespaces)) } }
        }
        if let list, list.isEmpty { throw CLIError.usage("--styles: give at least one style") }
        let modifiers = traits.modifiers
        let legibilityWeight = traits.legibilityWeight
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let specimen: Specimen
        if categories {
            if env.size != nil || env.watchCase != nil {
                throw CLIError.usage("--categories draws every size category; omit --category and --watch-case")
            }
            guard env.platform.supportsDynamicType else {
                throw CLIError.usage("\(env.platform.rawValue) has no Dynamic Type: no size categories to compare")
            }
            specimen = try library {
                try Specimen.categories(platform: env.platform, modifiers: modifiers, styles: list ?? Specimen.defaultCategoryStyles,
                                        sample: text ?? "Aa", legibilityWeight: legibilityWeight, fonts: fonts,
                                        language: language)
            }
        } else {
            let environment = try env.environment(legibilityWeight: legibilityWeight)
            specimen = try library {
                try Specimen.ramp(environment: environment, modifiers: modifiers, styles: list,
                                  sample: text ?? Specimen.defaultSample, fonts: fonts, language: language)
            }
        }
        try layout { () throws(LayoutError) in try Renderer.write(specimen.drawing, to: output, format: format, scale: pixels) }
        for v in specimen.vanished { Out.error("typography: \(v)") }
        if json {
            try Out.json(SpecimenJSON(specimen, output: output, format: format, kind: categories ? "categories" : "ramp",
                                      platform: env.platform))
            return
        }
        let d = specimen.drawing
        let families = Array(Set(specimen.entries.map(\.font.family))).sorted().joined(separator: ", ")
        Out.record("wrote \(output) (\(format.rawValue), \(specimen.entries.count) \(categories ? "cells" : "styles"), \(formatNumber(d.width)) × \(formatNumber(d.height)) pt; fonts: \(families))")
    }
}

extension SpecimenCommand {
    /// `--format html`: the page of DesignTokens' `HTMLSpecimen`, with the face the catalog chooses
    /// for every style, category, design and weight (what `measure` would use) and its tracking.
    func writeHTML(language: String?) throws {
        for (given, name) in [(categories, "--categories"), (styles != nil, "--styles"), (env.size != nil, "--category"),
                              (env.watchCase != nil, "--watch-case"), (traits.bold || traits.weight != nil, "--bold/--weight"),
                              (traits.design != .default, "--design"), (traits.leading != .standard, "--leading"),
                              (traits.italic, "--italic"), (traits.width != .standard, "--font-width"), (json, "--json"),
                              (lang != nil, "--lang")] where given {
            throw CLIError.usage("\(name) does not apply to --format html: the page has controls for the size, design, leading and weight")
        }
        let platform = env.platform
        let sample = text ?? Specimen.defaultSample
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let categories: [DynamicTypeSize?] = platform.supportsDynamicType
            ? TextStyle.publishedCategories(for: platform).map { $0 } : [nil]
        var faces: [HTMLSpecimen.Key: HTMLSpecimen.Face] = [:]
        for category in categories {
            let environment = TypeEnvironment(platform: platform, dynamicTypeSize: category,
                                              legibilityWeight: traits.legibilityWeight)
            for style in TextStyle.publishedStyles(for: platform) {
                for design in FontDesign.allCases {
                    for emphasized in [false, true] {
                        let resolved = try typeSystem {
                            try style.resolved(in: environment, modifiers: StyleModifiers(bold: emphasized, design: design))
                        }
                        let chosen = try library { try fonts.font(for: resolved, covering: [sample]) }
                        let font = chosen.attributes.font
                        guard let name = font.face.postscriptName else { continue }
                        let variations = font.variations.map { "\"\($0.tag)\" \(formatNumber($0.value, maxFractionDigits: 3))" }
                        faces[HTMLSpecimen.Key(category: category, style: style, design: design, emphasized: emphasized)] =
                            HTMLSpecimen.Face(postScriptName: name, trackingEm: chosen.attributes.tracking.perMille / 1000,
                                              variationSettings: variations.joined(separator: ", "))
                    }
                }
            }
        }
        let page = try typeSystem { try HTMLSpecimen.page(platform: platform, sample: sample, faces: faces) }
        try RTFFile.writeAtomically(Array(page.utf8), to: output)
        let distinct = Set(faces.values.map(\.postScriptName)).count
        Out.record("wrote \(output) (html, \(TextStyle.publishedStyles(for: platform).count) styles × \(categories.count) \(categories.count == 1 ? "size" : "sizes") × 4 designs; \(distinct) faces)")
    }
}

/// The specimen's JSON: what was drawn, style by style.
struct SpecimenJSON: Encodable {
    struct Entry: Encodable {
        let style: String
        let size: String?
        let pointSize: Double
        let lineHeight: Double
        let weight: String
        let appleTracking: AppleTracking
        let tracking: TrackingJSON
        let font: FontJSON
        let family: String
        let reason: String?
        let fallbacks: [FallbackJSON]
        let lines: [String]
        let truncated: Bool

        enum CodingKeys: String, CodingKey {
            case style, size, pointSize, lineHeight, weight, appleTracking, tracking, font, family, reason, fallbacks, lines, truncated
        }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(style, forKey: .style)
            try c.encode(size, forKey: .size)
            try c.encode(pointSize, forKey: .pointSize)
            try c.encode(lineHeight, forKey: .lineHeight)
            try c.encode(weight, forKey: .weight)
            try c.encode(appleTracking, forKey: .appleTracking)
            try c.encode(tracking, forKey: .tracking)
            try c.encode(font, forKey: .font)
            try c.encode(family, forKey: .family)
            try c.encode(reason, forKey: .reason)
            try c.encode(fallbacks, forKey: .fallbacks)
            try c.encode(lines, forKey: .lines)
            try c.encode(truncated, forKey: .truncated)
        }
    }
    struct AppleTracking: Encodable {
        let perMille: Double
        let points: Double
        let table: String?
        enum CodingKeys: String, CodingKey { case perMille, points, table }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(perMille, forKey: .perMille)
            try c.encode(points, forKey: .points)
            try c.encode(table, forKey: .table)
        }
    }
    struct Vanished: Encodable {
        let path: String
        let reason: String
        let replacedBy: String?
        enum CodingKeys: String, CodingKey { case path, reason, replacedBy }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(path, forKey: .path)
            try c.encode(reason, forKey: .reason)
            try c.encode(replacedBy, forKey: .replacedBy)
        }
    }

    let output: String
    let format: String
    let kind: String
    let platform: String
    let width: Double
    let height: Double
    let styles: [Entry]
    let vanished: [Vanished]

    init(_ s: Specimen, output: String, format: ImageFormat, kind: String, platform: Platform) {
        self.output = output
        self.format = format.rawValue
        self.kind = kind
        self.platform = platform.rawValue
        width = s.drawing.width
        height = s.drawing.height
        styles = s.entries.map { e in
            let r = e.style
            let applied = e.lines.first?.tracking ?? AppliedTracking(perMille: 0, pointSize: r.pointSize, source: e.font.attributes.tracking.source)
            return Entry(style: r.style.rawValue, size: r.size?.rawValue, pointSize: r.pointSize, lineHeight: r.lineHeight,
                         weight: r.weight.rawValue,
                         appleTracking: AppleTracking(perMille: r.tracking.perMille, points: r.tracking.points, table: r.trackingTable?.rawValue),
                         tracking: TrackingJSON(applied), font: FontJSON(e.font.attributes.font), family: e.font.family,
                         reason: e.font.reason, fallbacks: e.lines.flatMap(\.fallbacks).map(FallbackJSON.init),
                         lines: e.lines.map(\.text), truncated: e.truncated)
        }
        vanished = s.vanished.map { Vanished(path: $0.path, reason: $0.reason, replacedBy: $0.replacedBy) }
    }
}

/// `typography plot`: charts of the published data.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Charts of Apple's published data (PNG, SVG or PDF).",
        subcommands: [PlotTracking.self])
}

/// `typography plot tracking -o FILE`: the seven tracking tables against size.
struct PlotTracking: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracking",
        abstract: "Tracking (1/1000 em) against point size, one line per published tracking table.")

    @Option(name: [.customShort("o"), .customLong("output")], help: "The output file: .png, .svg, .pdf or .html.")
    var output: String
    @Option(help: ArgumentHelp("png, svg, pdf or html (default: the output's extension). html: a self-contained page with controls for the size category, design, leading and weight (docs/specimen.md).", valueName: "format"))
    var format: String?
    @Option(help: "PNG pixels per point (default 2).") var scale: String = "2"
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        struct Table: Encodable {
            let table: String
            let family: String
            let rows: Int
            let minSize: Double
            let maxSize: Double
            let minPerMille: Double
            let maxPerMille: Double
        }
        let output: String
        let format: String
        let width: Double
        let height: Double
        let tables: [Table]
    }

    func run() throws {
        guard let format = ImageFormat(path: output) else {
            throw unknownImageFormat(output)
        }
        let pixels = try parseNumber(scale, what: "scale")
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let plot = try layout { () throws(LayoutError) -> TrackingPlot in
            let p = try TrackingPlot.make(fonts: fonts)
            try Renderer.write(p.drawing, to: output, format: format, scale: pixels)
            return p
        }
        let tables = plot.tables.map { t in
            Output.Table(table: t.id.rawValue, family: t.family, rows: t.entries.count,
                         minSize: t.entries.first?.pointSize ?? 0, maxSize: t.entries.last?.pointSize ?? 0,
                         minPerMille: t.entries.map(\.perMille).min() ?? 0, maxPerMille: t.entries.map(\.perMille).max() ?? 0)
        }
        if json {
            try Out.json(Output(output: output, format: format.rawValue, width: plot.drawing.width,
                                height: plot.drawing.height, tables: tables))
            return
        }
        Out.record("wrote \(output) (\(format.rawValue), \(tables.count) tracking tables, \(formatNumber(plot.drawing.width)) × \(formatNumber(plot.drawing.height)) pt)")
    }
}
