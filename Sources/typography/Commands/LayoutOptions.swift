import ArgumentParser
import CLISupport
import FontCatalog
import Foundation
import TextLayout
import TypeSystem

/// Converts a layout error into the tool's one-line error with its exit code.
func mapLayoutError(_ e: LayoutError) -> CLIError {
    switch e.kind {
    case .fontNotFound: return .noInput(e.description)
    case .badFont: return .dataError(e.description)
    case .invalidArgument: return .usage(e.description)
    case .cannotWrite: return .cantCreate(e.description)
    case .internalFailure: return .software(e.description)
    case .libraryUnavailable: return .unavailable(e.description)
    }
}

/// Runs `body`, turning `LayoutError` into the tool's error.
func layout<T>(_ body: () throws(LayoutError) -> T) throws -> T {
    do { return try body() } catch { throw mapLayoutError(error) }
}

/// Runs `body`, turning the libraries' errors (layout, type system) into the tool's.
func library<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let e as LayoutError {
        throw mapLayoutError(e)
    } catch let e as TypeSystemError {
        throw mapTypeSystemError(e)
    }
}

/// What the layout commands lay out with, and how it was chosen.
struct LayoutSetup {
    var attributes: TextAttributes
    /// The catalog's choice, when the catalog chose (a style, a font name).
    var font: CatalogFont?
    /// The resolved style, in style mode.
    var style: ResolvedStyle?
}

/// The font and text options shared by `measure`, `fit` and `render`: a text STYLE with the same
/// options as `typography resolve` (the catalog chooses the face), or `--font NAME|PATH` with
/// `--point-size N` (a custom font, optionally scaled with `--relative-to STYLE`).
struct LayoutFontOptions: ParsableArguments {
    // A style in an environment (as `typography resolve`).
    @Option(name: [.customShort("p"), .customLong("platform")], help: platformHelp, transform: parsePlatform)
    var platform: Platform?
    @Option(name: [.customShort("c"), .customLong("category")], help: categoryHelp, transform: parseCategory)
    var categoryOption: DynamicTypeSize?
    /// The previous release's spelling of `--category`, kept hidden for one release.
    @Option(name: .customLong("size"), help: .hidden, transform: parseCategory)
    var legacySize: DynamicTypeSize?
    /// The size category given, if any.
    var size: DynamicTypeSize? { categoryOption ?? legacySize }
    /// The platform of a STYLE or `--relative-to`: `--platform`, else the user's default.
    /// Without either, a `--font` is laid out with no platform (its own tracking data decides).
    func stylePlatform() throws -> Platform { try platform ?? Defaults.userPlatform.get() }

    func validate() throws {
        do { _ = try category(categoryOption, legacy: legacySize) } catch let e as CLIError { throw ValidationError(e.message) }
    }
    @Option(name: .customLong("watch-case"),
            help: ArgumentHelp("Apple Watch case size in mm; sets watchOS's default size category.", valueName: "mm"))
    var watchCase: Int?
    @Flag(help: "With a STYLE: the bold symbolic trait (the style's emphasized weight).") var bold = false
    @Option(help: "With a STYLE: ultraLight … black (or 100…900). With --font: 1–1000 or a name, for the face and its wght axis.")
    var weight: String?
    @Option(name: .customLong("legibility-weight"), help: "With a STYLE: the Bold Text setting, regular or bold.",
            transform: { try LegibilityWeight(name: $0) })
    var legibilityWeight: LegibilityWeight?
    @Option(help: "With a STYLE: leading tight, standard or loose.", transform: { try LeadingVariant(name: $0) })
    var leading: LeadingVariant?
    @Option(help: "With a STYLE: design default, rounded, serif or monospaced.", transform: { try FontDesign(name: $0) })
    var design: FontDesign?
    @Option(name: .customLong("font-width"),
            help: ArgumentHelp("Width: compressed, condensed, standard or expanded (with a STYLE), or a percentage of normal for a wdth axis.", valueName: "width"))
    var width: String?
    @Flag(help: "Italic: the italic face, or ital=1 / slnt at its most slanted on a variable font.") var italic = false

    // A custom font.
    @Option(help: "A font: a PostScript, full or family name from the catalog, or a font file's path. With a STYLE: the style set in this font instead of the catalog's choice.")
    var font: String?
    @Option(help: "The face index in a collection (--font PATH; default 0).") var index: Int = 0
    @Option(name: .customLong("point-size"), help: ArgumentHelp("The point size of --font (12, 12pt or 12px) (at Large when --relative-to scales it).", valueName: "points"))
    var pointSize: String?
    @Option(name: .customLong("relative-to"), help: "Scale --point-size with Dynamic Type like this style (UIFontMetrics / Font.custom(relativeTo:)).",
            transform: { try TextStyle(name: $0) })
    var relativeTo: TextStyle?
    @Option(help: ArgumentHelp("With --relative-to: the largest scaled size (points: 28, 28pt or 28px).", valueName: "points")) var maximum: String?
    @Flag(name: .customLong("fixed-size"), help: "With --font: a fixed size that never scales (Font.custom(_:fixedSize:)).")
    var fixedSize = false

    // Both.
    @Option(name: .customLong("optical-size"),
            help: "auto (opsz follows the size, the default), none (the file's default), or a number.")
    var opticalSize: String = "auto"
    @Option(help: "Explicit axis coordinates, winning over everything: \"wght=650,opsz=20\".") var variations: String?
    @Option(help: "Tracking in 1/1000 em (-10) or em (-0.01em), explicit. Default: the font's trak (with STAT), Apple's tables for Apple's families, Inter's published curve, else 0.")
    var tracking: String?
    @Option(name: .customLong("fallback"), help: "A fallback font file tried before the catalog's fallbacks (repeatable, in order).")
    var fallbacks: [String] = []
    @Option(name: .customLong("line-height"),
            help: ArgumentHelp("The line height: 22, 22pt, 22px, or 1.3em of the font size (default: the style's, else the font's own).", valueName: "length"))
    var lineHeight: String?
    @Option(help: ArgumentHelp("Kerning: extra space after each character that keeps ligatures (0.5, 0.5pt, 0.02em), unlike --tracking, which takes them apart.", valueName: "length"))
    var kerning: String?
    @Option(help: ArgumentHelp("OpenType features to turn on, comma-separated four-letter tags (tnum,smcp,c2sc,ss01…).", valueName: "tags"))
    var features: String?
    @Flag(name: .customLong("monospaced-digit"), help: "Digits of one width (tnum), as SwiftUI's monospacedDigit().")
    var monospacedDigit = false
    @Flag(name: .customLong("small-caps"), help: "Small capitals (smcp and c2sc), as SwiftUI's smallCaps().")
    var smallCaps = false
    @Option(help: "Base direction: auto, ltr or rtl.") var direction: String = "auto"
    @Option(name: [.customLong("lang"), .customLong("language")],
            help: ArgumentHelp("BCP 47 language (ar, hi, ja, zh-Hant…): shaping, line breaking, and the fallback faces (fontconfig's order for it).", valueName: "language"))
    var language: String?
    @Flag(name: .customLong("no-synthesis"), help: "Never synthesize bold or oblique: a face without the weight or slant asked for is drawn as it is.")
    var noSynthesis = false

    /// The attributes for `style` (style mode) or `--font` (font mode), with fallbacks from the
    /// catalog for the characters of `texts` that the face lacks. Faces the catalog listed but
    /// that are gone are reported on standard error, one line each, and the next match is used.
    func setup(style: TextStyle?, covering texts: [String]) throws -> LayoutSetup {
        var options = try fontOptions()
        // A line height in em is relative to the size the font gets, known only once it is chosen.
        let emLineHeight: Double?
        if let lineHeight, case .em(let e) = try Length(lineHeight, what: "line height") {
            emLineHeight = e
            options.lineHeight = nil
        } else {
            emLineHeight = nil
        }
        let fonts = CatalogFonts(opening: { openCatalog(quiet: true) })
        let explicit = try library { try fallbacks.map { path throws(LayoutError) in try fonts.face(path: path) } }
        var opts = options
        opts.fallbacks = explicit
        let result: LayoutSetup
        if let style {
            result = try styleSetup(style, fonts: fonts, options: opts, texts: texts)
        } else {
            result = try fontSetup(fonts: fonts, options: opts, texts: texts)
        }
        for v in result.font?.vanished ?? [] { Out.error("typography: \(v)") }
        var adjusted = result
        if let emLineHeight {
            adjusted.attributes.lineHeight = emLineHeight * result.attributes.font.pointSize
        }
        if let kerning {
            adjusted.attributes.kerning = try Length(kerning, what: "kerning").points(fontSize: result.attributes.font.pointSize)
        }
        adjusted.attributes.features = try featureTags()
        return adjusted
    }

    private func styleSetup(_ style: TextStyle, fonts: CatalogFonts, options: FontOptions, texts: [String]) throws -> LayoutSetup {
        let platform = try stylePlatform()
        for (given, name) in [(pointSize != nil, "--point-size"), (relativeTo != nil, "--relative-to"),
                              (maximum != nil, "--maximum"), (fixedSize, "--fixed-size")] where given {
            throw CLIError.usage("\(name) applies to --font without a STYLE (a style has its own size)")
        }
        let env = try environment(platform)
        let fontWeight = try weight.map { w in try typeSystem { try FontWeight(name: w) } }
        let fontWidth = try width.map { w in try typeSystem { try FontWidth(name: w) } }
        let modifiers = StyleModifiers(bold: bold, weight: fontWeight, leading: leading ?? .standard,
                                       design: design ?? .default, width: fontWidth ?? .standard, italic: italic)
        let resolved = try typeSystem { try style.resolved(in: env, modifiers: modifiers) }
        if let font {
            // The style's size, weight, line height and tracking policy, in the font given.
            let chosen = try customFont(font, fonts: fonts, pointSize: resolved.pointSize,
                                        weight: Double(resolved.weight.numericValue),
                                        width: TextAttributes.percentage(resolved.width), options: options, texts: texts)
            var attrs = try library {
                try TextAttributes(style: resolved, face: chosen.face, fallbacks: chosen.attributes.fallbacks.map(\.face),
                                   explicitTracking: options.explicitTracking, direction: options.direction,
                                   language: options.language, opticalSizing: options.opticalSizing,
                                   variations: options.variations, synthesize: options.synthesize)
            }
            if let lh = options.lineHeight { attrs.lineHeight = lh }
            return LayoutSetup(attributes: attrs, font: chosen, style: resolved)
        }
        let chosen = try library { try fonts.font(for: resolved, covering: texts, options: options) }
        return LayoutSetup(attributes: chosen.attributes, font: chosen, style: resolved)
    }

    private func fontSetup(fonts: CatalogFonts, options: FontOptions, texts: [String]) throws -> LayoutSetup {
        guard let font else {
            throw CLIError.usage("give a STYLE (with --platform), or --font NAME|PATH with --point-size N")
        }
        guard let pointSize else { throw CLIError.usage("--font needs --point-size (or give a STYLE)") }
        for (given, name) in [(bold, "--bold"), (leading != nil, "--leading"), (design != nil, "--design")] where given {
            throw CLIError.usage("\(name) applies to a STYLE")
        }
        if maximum != nil && relativeTo == nil { throw CLIError.usage("--maximum needs --relative-to") }
        if fixedSize && relativeTo != nil { throw CLIError.usage("--fixed-size and --relative-to cannot be used together") }
        if (size != nil || watchCase != nil) && relativeTo == nil {
            throw CLIError.usage("--category and --watch-case apply to a STYLE or --relative-to")
        }
        let base = try Length(pointSize, what: "point size").points(what: "--point-size")
        var points = base
        if let relativeTo {
            let platform = try stylePlatform()
            let env = try environment(platform)
            let max = try maximum.map { try Length($0, what: "maximum").points(what: "--maximum") }
            points = try typeSystem {
                try CustomFontSize(size: base, relativeTo: relativeTo, fixed: false, maximum: max).pointSize(in: env)
            }
        }
        var weightValue: Double?
        if let weight {
            if let v = Double(weight) {
                guard v.isFinite else { throw CLIError.usage("invalid weight '\(weight)': not a finite number") }
                weightValue = v
            } else {
                weightValue = Double(try typeSystem { try FontWeight(name: weight) }.numericValue)
            }
        }
        if legibilityWeight == .bold && !font.contains("/") {
            // Bold Text for a custom font: the next heavier face its family has installed.
            let base = weightValue ?? Double(fonts.catalog.resolve(name: font).face?.weight ?? 400)
            if let heavier = fonts.boldTextWeight(for: font, weight: base, italic: italic) { weightValue = heavier }
        }
        var widthValue: Double?
        if let width {
            if let v = Double(width) {
                guard v.isFinite else { throw CLIError.usage("invalid width '\(width)': not a finite number") }
                widthValue = v
            } else {
                widthValue = TextAttributes.percentage(try typeSystem { try FontWidth(name: width) })
            }
        }
        let chosen = try customFont(font, fonts: fonts, pointSize: points, weight: weightValue, width: widthValue,
                                    options: options, texts: texts)
        return LayoutSetup(attributes: chosen.attributes, font: chosen, style: nil)
    }

    /// `--font` as a path (it names an existing file, or has a "/" or a font extension) or as a
    /// catalog name.
    private func customFont(_ font: String, fonts: CatalogFonts, pointSize: Double, weight: Double?, width: Double?,
                            options: FontOptions, texts: [String]) throws -> CatalogFont {
        let ext = (font as NSString).pathExtension.lowercased()
        let isPath = font.contains("/") || FileManager.default.fileExists(atPath: font)
            || ["ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa"].contains(ext)
        // A name that never resolves is refused before anything is opened, as every command refuses it.
        if !isPath { try checkFontName(font) }
        return try library {
            if isPath {
                return try fonts.font(file: font, index: index, pointSize: pointSize, weight: weight, width: width,
                                      italic: italic, covering: texts, platform: platform, options: options)
            }
            return try fonts.font(named: font, pointSize: pointSize, weight: weight, width: width, italic: italic,
                                  covering: texts, platform: platform, options: options)
        }
    }

    private func environment(_ platform: Platform) throws -> TypeEnvironment {
        if watchCase != nil && platform != .watchOS {
            throw CLIError.usage("--watch-case applies to watchos only, not \(platform.rawValue)")
        }
        if size != nil && !platform.supportsDynamicType {
            throw CLIError.usage("\(platform.rawValue) has no Dynamic Type; omit --category")
        }
        return TypeEnvironment(platform: platform,
                               dynamicTypeSize: size ?? Defaults.desktopCategory(platform, watchCase: watchCase),
                               watchCaseSizeMM: watchCase, legibilityWeight: legibilityWeight ?? .regular)
    }

    /// The options both modes share.
    private func fontOptions() throws -> FontOptions {
        let sizing: OpticalSizing
        switch opticalSize.lowercased() {
        case "auto": sizing = .auto
        case "none": sizing = .none
        default: sizing = .fixed(try parseNumber(opticalSize, what: "optical size"))
        }
        var explicit: [String: Double] = [:]
        if let variations {
            for part in variations.split(separator: ",") {
                let kv = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard kv.count == 2, !kv[0].isEmpty else {
                    throw CLIError.usage("invalid variation '\(part)': expected TAG=VALUE")
                }
                explicit[kv[0]] = try parseNumber(kv[1], what: "variation \(kv[0])")
            }
        }
        let dir: TextDirection
        switch direction.lowercased() {
        case "auto": dir = .auto
        case "ltr", "lefttoright": dir = .leftToRight
        case "rtl", "righttoleft": dir = .rightToLeft
        default: throw unknownValue("direction", direction, accepted: ["auto", "ltr", "rtl"])
        }
        let lineLength = try lineHeight.map { try Length($0, what: "line height") }
        var lh: Double?
        switch lineLength {
        case .points(let p)?: lh = p
        case .em(let e)?: lh = e  // placeholder factor; `setup` multiplies it by the font's size
        case nil: lh = nil
        }
        if let lh, lh <= 0, let lineHeight { throw CLIError.usage("invalid line height '\(lineHeight)': must be greater than 0") }
        let explicitTracking = try tracking.map(parseTracking)
        return FontOptions(opticalSizing: sizing, explicitTracking: explicitTracking, variations: explicit,
                           lineHeight: lh, direction: dir, language: try language.map(validatedLanguage),
                           synthesize: !noSynthesis)
    }
}

/// Splits a layout command's positional arguments: TEXT then an optional STYLE, or (when the
/// text comes from elsewhere, `--lines`) only the STYLE.
func textAndStyle(_ values: [String], textGiven: Bool = true) throws -> (text: String?, style: TextStyle?) {
    let maxCount = textGiven ? 2 : 1
    guard values.count <= maxCount else {
        throw CLIError.usage("unexpected argument '\(values[maxCount])'" + (textGiven ? ": give TEXT, then an optional STYLE" : ": with --lines give only an optional STYLE"))
    }
    let text = textGiven ? values.first : nil
    let styleName = textGiven ? (values.count > 1 ? values[1] : nil) : values.first
    let style = try styleName.map { name in try typeSystem { try TextStyle(name: name) } }
    return (text, style)
}

/// One line saying which face was used and why (for the commands' text output).
func describeFont(_ setup: LayoutSetup) -> String {
    let f = setup.attributes.font
    let vars = f.variations.map(\.description).joined(separator: ", ")
    var s = "font: \(f.face.postscriptName ?? f.face.path)\(vars.isEmpty ? "" : " (\(vars))")"
    if !f.synthesis.isEmpty { s += ", synthetic \(f.synthesis.phrase)" }
    if let style = setup.style {
        s += " for \(style.style.rawValue) on \(style.platform.rawValue)\(style.size.map { " at \($0.rawValue)" } ?? "")"
    }
    if let why = setup.font?.reason { s += "; \(why)" }
    return s
}

/// JSON shapes shared by the layout commands.
struct TrackingJSON: Encodable {
    let perMille: Double
    let points: Double
    let source: String
    init(_ t: AppliedTracking) {
        perMille = t.perMille
        points = t.points
        source = t.source.rawValue
    }
}

/// The font drawn: `{"path", "postscriptName", "synthetic", "variations"}`; `synthetic` lists
/// what is synthesized because the face lacks it (`"bold"`, `"oblique"`; empty for none).
struct FontJSON: Encodable {
    let path: String
    let postscriptName: String?
    let synthetic: [String]
    let variations: [String: Double]
    init(_ f: FontInstance) {
        path = f.face.path
        postscriptName = f.face.postscriptName
        synthetic = f.synthesis.names
        var v: [String: Double] = [:]
        for x in f.variations { v[x.tag] = x.value }
        variations = v
    }
    enum CodingKeys: String, CodingKey { case path, postscriptName, synthetic, variations }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(synthetic, forKey: .synthetic)
        try c.encode(variations, forKey: .variations)
    }
}

struct FallbackJSON: Encodable {
    let text: String
    let path: String?
    let postscriptName: String?
    let synthetic: [String]
    init(_ f: FallbackUse) {
        text = f.text
        path = f.face?.path
        postscriptName = f.face?.postscriptName
        synthetic = f.synthesis.names
    }
    enum CodingKeys: String, CodingKey { case text, path, postscriptName, synthetic }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(path, forKey: .path)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(synthetic, forKey: .synthetic)
    }
}

/// `--tracking`: a number in 1/1000 em, or an em value (`-0.01em` = −10/1000 em). Points need
/// the font size and are refused here: tracking scales with it.
func parseTracking(_ text: String) throws -> Double {
    switch try Length(text, what: "tracking") {
    case .em(let e): return e * 1000
    case .points(let p):
        let lower = text.lowercased()
        if lower.hasSuffix("pt") || lower.hasSuffix("px") {
            throw CLIError.usage("invalid tracking '\(text)': give it in 1/1000 em (-10) or em (-0.01em), which scale with the size")
        }
        return p
    }
}

extension LayoutFontOptions {
    /// `--features`, `--monospaced-digit` and `--small-caps` as OpenType tags, each once, in order.
    func featureTags() throws -> [String] {
        var tags: [String] = []
        if smallCaps { tags += ["c2sc", "smcp"] }
        if monospacedDigit { tags.append("tnum") }
        for part in (features ?? "").split(separator: ",") {
            let tag = part.trimmingCharacters(in: .whitespaces)
            guard (1...4).contains(tag.utf8.count), tag.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value <= 0x7E }) else {
                throw CLIError.usage("invalid feature '\(tag)': an OpenType tag is 1 to 4 printable ASCII characters (tnum, smcp, ss01)")
            }
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }
}
