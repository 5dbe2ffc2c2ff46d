import FontCatalog
import FontFile
import Foundation

/// How a font picker is set up (UIFontPickerViewController.Configuration).
public struct FontPickerConfiguration: Sendable, Hashable {
    /// List faces (every weight and style, named instances included) instead of families.
    public var includeFaces: Bool
    /// Previews in the system font instead of each entry's own font (WYSIWYG).
    public var displayUsingSystemFont: Bool
    /// Trait filters: each that is set must hold.
    public var monospaced: Bool?
    /// Serif (`true`) or not (`false`), when set.
    public var serif: Bool?
    /// Rounded (`true`) or not (`false`), when set.
    public var rounded: Bool?
    /// Italic (`true`) or upright (`false`), when set.
    public var italic: Bool?
    /// OS/2 weights, inclusive.
    public var weight: ClosedRange<Int>?
    /// BCP 47 codes: the font must support every one (`filterPredicate` by languages).
    public var languages: [String]

    /// A configuration listing families (or faces, with `includeFaces`) that pass every filter given.
    public init(includeFaces: Bool = false, displayUsingSystemFont: Bool = false, monospaced: Bool? = nil,
                serif: Bool? = nil, rounded: Bool? = nil, italic: Bool? = nil, weight: ClosedRange<Int>? = nil,
                languages: [String] = []) {
        self.includeFaces = includeFaces
        self.displayUsingSystemFont = displayUsingSystemFont
        self.monospaced = monospaced
        self.serif = serif
        self.rounded = rounded
        self.italic = italic
        self.weight = weight
        self.languages = languages
    }
}

/// One entry of the picker. JSON: `id` (the family, or the face's PostScript name), `displayName`,
/// `family`, `style` (faces only, else null), `postscriptName` (the face chosen: the entry's own,
/// or its family's regular face), `faceCount`, `styles`, `weight`, `italic`, `monospaced`,
/// `design`, `preview` (`{path, index, postscriptName, variations, usesSystemFont}`: the face the
/// preview is drawn in), `previewText` (text the preview face covers), `file` (the file that
/// serves the face), `alsoIn` (other files with the same face: a variable font's named instance
/// beside a static face), `installedBy` (the provider, or null).
public struct FontPickerEntry: Sendable, Hashable, Codable {
    /// The face a preview is drawn in.
    public struct Preview: Sendable, Hashable, Codable {
        /// The font file's path.
        public var path: String
        /// The face's index in its file.
        public var index: Int
        /// The face's PostScript name.
        public var postscriptName: String?
        /// The variation coordinates to draw it at (axis tag → value; empty for a static face).
        public var variations: [String: Double]
        /// Whether this is the system font (``FontPickerConfiguration/displayUsingSystemFont``) rather than the entry's own face.
        public var usesSystemFont: Bool
    }

    /// The family name, or the face's PostScript name when the picker lists faces.
    public var id: String
    /// The name to show: the family, or the face's full name.
    public var displayName: String
    /// The family name.
    public var family: String
    /// The style name (typographic subfamily), for a face; `nil` for a family.
    public var style: String?
    /// The PostScript name of the face chosen: the entry's own, or its family's representative (regular) face.
    public var postscriptName: String?
    /// How many faces the entry stands for (1 for a face).
    public var faceCount: Int
    /// The family's style names, lightest first (the face's own style for a face).
    public var styles: [String]
    /// The weight of the entry's face, on the OpenType 1–1000 scale.
    public var weight: Int
    /// Whether the entry's face is italic.
    public var italic: Bool
    /// Whether the entry's face is monospaced.
    public var monospaced: Bool
    /// The system design the entry's face corresponds to, from the catalog's design map.
    public var design: FaceInfo.Design
    /// The face the preview is drawn in.
    public var preview: Preview?
    /// Text the preview face draws without tofu: the entry's name when the face covers it, else a
    /// sample of the script of the face's first supported language (its exemplar letters), else
    /// the face's own first characters (a symbol font).
    public var previewText: String
    /// The file that serves the entry's face (its representative face, for a family).
    public var file: String
    /// Other files that have the same face (a variable font's named instance of a face that is
    /// also installed as a static file); the static file serves it.
    public var alsoIn: [String]
    /// The provider that installed the entry's file, or `nil` for a font no provider installed.
    public var installedBy: ProviderID?

    enum CodingKeys: String, CodingKey {
        case id, displayName, family, style, postscriptName, faceCount, styles, weight, italic, monospaced, design, preview
        case previewText, file, alsoIn, installedBy
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(displayName, forKey: .displayName)
        try c.encode(family, forKey: .family)
        try c.encode(style, forKey: .style)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(faceCount, forKey: .faceCount)
        try c.encode(styles, forKey: .styles)
        try c.encode(weight, forKey: .weight)
        try c.encode(italic, forKey: .italic)
        try c.encode(monospaced, forKey: .monospaced)
        try c.encode(design, forKey: .design)
        try c.encode(preview, forKey: .preview)
        try c.encode(previewText, forKey: .previewText)
        try c.encode(file, forKey: .file)
        try c.encode(alsoIn, forKey: .alsoIn)
        try c.encode(installedBy, forKey: .installedBy)
    }
}

/// The model of a font picker: the entries a configuration lists, and search. The view (a
/// terminal list in `typography fonts pick`, an app's list) draws ``entries``, or
/// ``search(_:)``'s, and previews each in ``FontPickerEntry/preview``'s face.
public struct FontPicker: Sendable {
    /// The configuration the entries were listed with.
    public let configuration: FontPickerConfiguration
    /// Every entry, families (or faces) in name order.
    public let entries: [FontPickerEntry]

    /// The entries of `catalog` that pass the configuration's filters. `installedBy` maps the paths
    /// of provider-installed files to their provider. An unknown language is an error.
    public init(catalog: Catalog, configuration: FontPickerConfiguration = FontPickerConfiguration(),
                installedBy: [String: ProviderID] = [:]) throws(FontManagementError) {
        self.configuration = configuration
        var faces = try FontPicker.matchingFaces(catalog, configuration: configuration)
        // Apple's private system names never show.
        faces = faces.filter { !$0.familyName.hasPrefix(".") && !($0.postscriptName ?? "").hasPrefix(".") }
        var system: SystemPreview?
        if configuration.displayUsingSystemFont, let m = catalog.match(FontQuery(family: "system-ui")) {
            system = (m.face, m.variations)
        }
        let distinct = FontPicker.distinctFaces(faces)
        if configuration.includeFaces {
            entries = FontPicker.faceEntries(distinct, catalog: catalog, system: system, installedBy: installedBy)
        } else {
            entries = FontPicker.familyEntries(distinct, catalog: catalog, system: system, installedBy: installedBy)
        }
    }

    /// The system face and its variations, when every entry is previewed in it.
    private typealias SystemPreview = (face: CatalogFace, variations: [String: Double])

    /// The catalog's faces that pass the configuration's filters, each of its languages included.
    private static func matchingFaces(_ catalog: Catalog,
                                      configuration: FontPickerConfiguration) throws(FontManagementError) -> [CatalogFace] {
        // Named instances always: a family's faces are counted and listed as the faces mode
        // lists them.
        var filter = FaceFilter(includeNamedInstances: true)
        filter.monospaced = configuration.monospaced
        filter.serif = configuration.serif
        filter.rounded = configuration.rounded
        filter.italic = configuration.italic
        filter.weight = configuration.weight
        var faces: [CatalogFace]
        do {
            faces = try catalog.faces(matching: filter)
            for language in configuration.languages {
                var f = filter
                f.language = language
                let keep = Set(try catalog.faces(matching: f).map(FontPicker.key))
                faces = faces.filter { keep.contains(FontPicker.key($0)) }
            }
        } catch {
            throw FontManagementError(.malformed, error.description)
        }
        return faces
    }

    /// Where an entry's preview is drawn: the system face when configured, else the face itself.
    private static func preview(_ f: CatalogFace, system: SystemPreview?) -> FontPickerEntry.Preview {
        if let system {
            return .init(path: system.face.path, index: system.face.index, postscriptName: system.face.postscriptName,
                         variations: system.variations, usesSystemFont: true)
        }
        return .init(path: f.path, index: f.index, postscriptName: f.postscriptName, variations: f.coordinates, usesSystemFont: false)
    }

    /// One entry per distinct face, by family, weight, slant and name.
    private static func faceEntries(_ distinct: [[CatalogFace]], catalog: Catalog, system: SystemPreview?,
                                    installedBy: [String: ProviderID]) -> [FontPickerEntry] {
        var out: [FontPickerEntry] = []
        for same in distinct {
            guard let f = same.first else { continue }
            let style = f.typographicSubfamily ?? f.style
            var others: [String] = []
            for o in same.dropFirst() where o.path != f.path && !others.contains(o.path) { others.append(o.path) }
            out.append(FontPickerEntry(
                id: f.postscriptName ?? f.fullName ?? f.familyName, displayName: f.fullName ?? "\(f.familyName) \(style ?? "")",
                family: f.familyName, style: style, postscriptName: f.postscriptName, faceCount: 1,
                styles: style.map { [$0] } ?? [], weight: f.weight, italic: f.italic, monospaced: f.monospaced,
                design: catalog.designMap.design(of: f), preview: preview(f, system: system),
                previewText: FontPicker.previewText(for: f, name: f.fullName ?? f.familyName, system: system?.face),
                file: f.path, alsoIn: others, installedBy: installedBy[f.path]))
        }
        out.sort { ($0.family.lowercased(), $0.weight, $0.italic ? 1 : 0, $0.displayName) < ($1.family.lowercased(), $1.weight, $1.italic ? 1 : 0, $1.displayName) }
        return out
    }

    /// One entry per family, by name.
    private static func familyEntries(_ distinct: [[CatalogFace]], catalog: Catalog, system: SystemPreview?,
                                      installedBy: [String: ProviderID]) -> [FontPickerEntry] {
        var out: [FontPickerEntry] = []
        // Each family with its distinct faces (as the faces mode lists them), each served by
        // its first file.
        var groups: [String: [CatalogFace]] = [:]
        var names: [String: String] = [:]
        for same in distinct {
            guard let f = same.first else { continue }
            let key = f.familyName.lowercased()
            groups[key, default: []].append(f)
            if names[key] == nil { names[key] = f.familyName }
        }
        for (key, fs) in groups {
            // The face that represents the family: upright, normal width, nearest 400,
            // a face whose style says Regular, static before variable.
            guard let rep = fs.min(by: { FontPicker.representativeOrder($0) < FontPicker.representativeOrder($1) })
            else { continue }
            var styles: [String] = []
            for f in fs.sorted(by: { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) }) {
                let s = f.typographicSubfamily ?? f.style ?? "?"
                if !styles.contains(s) { styles.append(s) }
            }
            let family = names[key] ?? rep.familyName
            out.append(FontPickerEntry(
                id: family, displayName: family, family: family, style: nil, postscriptName: rep.postscriptName,
                faceCount: fs.count, styles: styles, weight: rep.weight, italic: rep.italic,
                monospaced: fs.allSatisfy(\.monospaced), design: catalog.designMap.design(of: rep), preview: preview(rep, system: system),
                previewText: FontPicker.previewText(for: rep, name: family, system: system?.face),
                file: rep.path, alsoIn: [],
                installedBy: fs.lazy.compactMap { installedBy[$0.path] }.first))
        }
        out.sort { ($0.displayName.lowercased(), $0.displayName) < ($1.displayName.lowercased(), $1.displayName) }
        return out
    }

    static func key(_ f: CatalogFace) -> String { "\(f.path)#\(f.index)#\(f.namedInstance ?? -1)" }

    /// A combining mark: drawn on a dotted circle alone, so never a preview's character.
    static func isMark(_ u: Unicode.Scalar) -> Bool {
        switch u.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return u.value == 0x25CC  // the dotted circle itself
        }
    }

    /// The faces, each once: a static face and a variable font's named instance of it (the same
    /// PostScript name, else the same family and style) are one face, served by the static file
    /// (the first of each group, ``serveOrder(_:)``). A variable font's default face is left out
    /// when its named instances are listed (its default is one of them). In the faces' order.
    static func distinctFaces(_ faces: [CatalogFace]) -> [[CatalogFace]] {
        var withInstances = Set<String>()
        for f in faces where f.namedInstance != nil { withInstances.insert("\(f.path)#\(f.index)") }
        var groups: [String: [CatalogFace]] = [:]
        var order: [String] = []
        for f in faces {
            if f.variable, f.namedInstance == nil, withInstances.contains("\(f.path)#\(f.index)") { continue }
            let key = f.postscriptName.map { "ps:" + $0.lowercased() }
                ?? "fs:\(f.familyName.lowercased())/\((f.typographicSubfamily ?? f.style ?? "").lowercased())"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(f)
        }
        return order.compactMap { key in
            groups[key]?.sorted { FontPicker.serveOrder($0) < FontPicker.serveOrder($1) }
        }
    }

    /// Which of the files with the same face serves it: a static face before a named instance,
    /// then path order.
    static func serveOrder(_ f: CatalogFace) -> (Int, Int, String, Int) {
        (f.namedInstance == nil && !f.variable ? 0 : f.namedInstance == nil ? 1 : 2, f.italic ? 1 : 0, f.path, f.index)
    }

    /// The face that represents a family: upright, normal width (100 %), weight nearest 400, then
    /// a face whose style is Regular (some families' Bold files declare weight 400 too: Noto Serif
    /// Myanmar, Noto Nastaliq Urdu), static before variable.
    static func representativeOrder(_ f: CatalogFace) -> (Int, Double, Int, Int, Int, String) {
        let style = (f.typographicSubfamily ?? f.style ?? "").lowercased()
        let regular = style == "regular" || style == "normal" || style == "book" || style == "roman" ? 0 : 1
        return (f.italic ? 1 : 0, abs(f.width - 100), abs(f.weight - 400), regular, f.namedInstance == nil ? 0 : 1, f.path)
    }

    /// Text that `face` draws without tofu (see ``FontPickerEntry/previewText``); with the
    /// system font previewing, the name when the system face covers it.
    ///
    /// A face made for another script than the Latin, Greek and Cyrillic of its name (more than
    /// twice as many characters of its coverage outside them: CJK, Arabic, Elbasan, Nushu…) is
    /// previewed in its own script even when it also draws its name: a sample of the language
    /// its family names (JP, KR, SC, TC, HK for CJK), else of the first non-European language it
    /// supports, else its own first letters.
    static func previewText(for face: CatalogFace, name: String, system: CatalogFace?) -> String {
        let drawn = system ?? face
        let counts = FontPicker.scriptCounts(drawn.coverage.ranges)
        // Made for another script: its own sample even though it draws its name.
        let ownScript = system == nil && counts.other > 2 * counts.european
        if !ownScript && drawn.covers(name) { return name }
        // Not drawing its name, with a script of its own beside some Greek (Noto Sans Elbasan,
        // Coptic): its own letters before the Greek.
        let preferOwn = ownScript || counts.other * 2 > counts.european
        var languages = drawn.languages
        if preferOwn {
            languages.removeAll { code in
                (LanguageSupport.exemplarRanges(code) ?? []).contains { FontPicker.isEuropean($0.lowerBound) }
            }
            if let region = FontPicker.cjkLanguage(named: drawn.familyName), drawn.supports(language: region) {
                languages.insert(region, at: 0)
            }
        }
        for code in languages {
            guard let ranges = LanguageSupport.exemplarRanges(code) else { continue }
            var sample = ""
            var n = 0
            outer: for r in ranges {
                for v in r {
                    guard let u = Unicode.Scalar(v), u.properties.isAlphabetic, !FontPicker.isMark(u),
                          u.properties.generalCategory != .modifierLetter, drawn.covers(u) else { continue }
                    sample.unicodeScalars.append(u)
                    n += 1
                    if n >= 12 { break outer }
                }
            }
            if n >= 3 { return sample }
        }
        // A font of a script without a known language, or a symbol font: its own first letters,
        // else its first characters that draw something, past the ASCII and Latin-1 that symbol
        // and emoji fonts map only as parts of sequences (keycap digits), and past modifier
        // letters and spacing marks (U+02B0–U+02FF: ˇ, ʼ alone are no sample). A face made for
        // another script skips Latin, Greek and Cyrillic too.
        var sample = ""
        for lettersOnly in [true, false] {
            sample = ""
            var n = 0
            outer: for r in drawn.coverage.ranges where r.upperBound >= 0x100 {
                for v in Swift.max(r.lowerBound, 0x100)...r.upperBound {
                    guard let u = Unicode.Scalar(v), !u.properties.isWhitespace,
                          u.properties.generalCategory != .format, u.properties.generalCategory != .control,
                          u.properties.generalCategory != .modifierLetter, !(0x2B0...0x2FF).contains(v),
                          !(preferOwn && FontPicker.isEuropean(v)),
                          !FontPicker.isMark(u), !lettersOnly || u.properties.isAlphabetic else { continue }
                    sample.unicodeScalars.append(u)
                    n += 1
                    if n >= 12 { break outer }
                }
            }
            if n >= 3 { break }
        }
        return sample.isEmpty ? name : sample
    }

    /// Latin, Greek and Cyrillic letters (with their extensions).
    static func isEuropean(_ v: UInt32) -> Bool {
        europeanRanges.contains { $0.contains(v) }
    }

    static let europeanRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x52F, 0x1C80...0x1C8F,
        0x1D00...0x1DBF, 0x1E00...0x1FFF, 0x2C60...0x2C7F, 0x2DE0...0x2DFF, 0xA640...0xA69F, 0xA720...0xA7FF,
        0xAB30...0xAB6F,
    ]

    /// A coverage's code points in Latin, Greek and Cyrillic, and outside them (and outside
    /// punctuation, symbols, private use and emoji: U+2000–U+2BFF, U+E000–U+F8FF, U+FE00–U+FFFF,
    /// U+1F000 and up). A face with more than twice as many outside is made for another script;
    /// DejaVu Sans, with Arabic, Hebrew, Armenian and Georgian beside its Latin, is not.
    static func scriptCounts(_ ranges: [ClosedRange<UInt32>]) -> (european: Int, other: Int) {
        func overlap(_ a: ClosedRange<UInt32>, _ b: ClosedRange<UInt32>) -> Int {
            let lo = Swift.max(a.lowerBound, b.lowerBound), hi = Swift.min(a.upperBound, b.upperBound)
            return lo <= hi ? Int(hi - lo) + 1 : 0
        }
        // Disjoint from the European ranges.
        let neutral: [ClosedRange<UInt32>] = [0...0x40, 0x5B...0x60, 0x7B...0xBF, 0x250...0x36F, 0x2000...0x2BFF,
                                              0xE000...0xF8FF, 0xFE00...0xFFFF, 0x1F000...0x10FFFF]
        var european = 0, other = 0
        for r in ranges {
            let e = europeanRanges.reduce(0) { $0 + overlap(r, $1) }
            let n = neutral.reduce(0) { $0 + overlap(r, $1) }
            european += e
            other += r.count - e - n
        }
        return (european, other)
    }

    /// The language a CJK family's own name gives its region: the JP, KR, SC, TC and HK of Noto
    /// Sans CJK and Source Han.
    static func cjkLanguage(named family: String) -> String? {
        let words = family.uppercased().split(separator: " ")
        guard words.contains(where: { $0 == "CJK" || $0 == "HAN" }) || family.contains("Source Han") else { return nil }
        for (suffix, code) in [("JP", "ja"), ("KR", "ko"), ("SC", "zh-Hans"), ("TC", "zh-Hant"), ("HK", "zh-Hant")]
            where words.contains(Substring(suffix)) { return code }
        return nil
    }

    /// The entries whose name, family or PostScript name contains every word of `text`
    /// (case-insensitive), those whose name starts with the text first.
    public func search(_ text: String) -> [FontPickerEntry] {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return entries }
        let prefix = text.lowercased().trimmingCharacters(in: .whitespaces)
        var starts: [FontPickerEntry] = []
        var others: [FontPickerEntry] = []
        for e in entries {
            let hay = "\(e.displayName) \(e.family) \(e.postscriptName ?? "")".lowercased()
            guard words.allSatisfy({ hay.contains($0) }) else { continue }
            if e.displayName.lowercased().hasPrefix(prefix) { starts.append(e) } else { others.append(e) }
        }
        return starts + others
    }
}

extension FontManager {
    /// The picker of the fonts `consumer` sees (installed fonts only when it opted in), with the
    /// provider of each installed entry.
    public func picker(for consumer: FontConsumer, configuration: FontPickerConfiguration = FontPickerConfiguration()) throws(FontManagementError) -> FontPicker {
        let catalog = catalog(for: consumer)
        var owners: [String: ProviderID] = [:]
        for f in (try? allRegisteredFonts()) ?? [] { owners[f.path] = f.provider }
        return try FontPicker(catalog: catalog, configuration: configuration, installedBy: owners)
    }
}
