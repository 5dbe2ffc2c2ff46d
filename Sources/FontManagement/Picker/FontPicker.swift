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
    public var serif: Bool?
    public var rounded: Bool?
    public var italic: Bool?
    /// OS/2 weights, inclusive.
    public var weight: ClosedRange<Int>?
    /// BCP 47 codes: the font must support every one (`filterPredicate` by languages).
    public var languages: [String]

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
/// preview is drawn in), `installedBy` (the provider, or null).
public struct FontPickerEntry: Sendable, Hashable, Codable {
    public struct Preview: Sendable, Hashable, Codable {
        public var path: String
        public var index: Int
        public var postscriptName: String?
        public var variations: [String: Double]
        public var usesSystemFont: Bool
    }

    public var id: String
    public var displayName: String
    public var family: String
    public var style: String?
    public var postscriptName: String?
    public var faceCount: Int
    public var styles: [String]
    public var weight: Int
    public var italic: Bool
    public var monospaced: Bool
    public var design: FaceInfo.Design
    public var preview: Preview?
    public var installedBy: ProviderID?

    enum CodingKeys: String, CodingKey {
        case id, displayName, family, style, postscriptName, faceCount, styles, weight, italic, monospaced, design, preview, installedBy
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
        try c.encode(installedBy, forKey: .installedBy)
    }
}

/// The model of a font picker: the entries a configuration lists, and search. The view (a
/// terminal list in `typography fonts pick`, an app's list) draws ``entries``, or
/// ``search(_:)``'s, and previews each in ``FontPickerEntry/preview``'s face.
public struct FontPicker: Sendable {
    public let configuration: FontPickerConfiguration
    /// Every entry, families (or faces) in name order.
    public let entries: [FontPickerEntry]

    /// The entries of `catalog` that pass the configuration's filters. `installedBy` maps the paths
    /// of provider-installed files to their provider. An unknown language is an error.
    public init(catalog: Catalog, configuration: FontPickerConfiguration = FontPickerConfiguration(),
                installedBy: [String: ProviderID] = [:]) throws(FontManagementError) {
        self.configuration = configuration
        var filter = FaceFilter(includeNamedInstances: configuration.includeFaces)
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
        // Apple's private system names never show.
        faces = faces.filter { !$0.familyName.hasPrefix(".") && !($0.postscriptName ?? "").hasPrefix(".") }
        var system: (face: CatalogFace, variations: [String: Double])?
        if configuration.displayUsingSystemFont, let m = catalog.match(FontQuery(family: "system-ui")) {
            system = (m.face, m.variations)
        }
        func preview(_ f: CatalogFace) -> FontPickerEntry.Preview {
            if let system {
                return .init(path: system.face.path, index: system.face.index, postscriptName: system.face.postscriptName,
                             variations: system.variations, usesSystemFont: true)
            }
            return .init(path: f.path, index: f.index, postscriptName: f.postscriptName, variations: f.coordinates, usesSystemFont: false)
        }
        var out: [FontPickerEntry] = []
        if configuration.includeFaces {
            for f in faces {
                let style = f.typographicSubfamily ?? f.style
                out.append(FontPickerEntry(
                    id: f.postscriptName ?? f.fullName ?? f.familyName, displayName: f.fullName ?? "\(f.familyName) \(style ?? "")",
                    family: f.familyName, style: style, postscriptName: f.postscriptName, faceCount: 1,
                    styles: style.map { [$0] } ?? [], weight: f.weight, italic: f.italic, monospaced: f.monospaced,
                    design: catalog.designMap.design(of: f), preview: preview(f), installedBy: installedBy[f.path]))
            }
            out.sort { ($0.family.lowercased(), $0.weight, $0.italic ? 1 : 0, $0.displayName) < ($1.family.lowercased(), $1.weight, $1.italic ? 1 : 0, $1.displayName) }
        } else {
            var groups: [String: [CatalogFace]] = [:]
            var names: [String: String] = [:]
            for f in faces {
                let key = f.familyName.lowercased()
                groups[key, default: []].append(f)
                if names[key] == nil { names[key] = f.familyName }
            }
            for (key, fs) in groups {
                // The face that represents the family: upright, nearest 400 (static before variable).
                guard let rep = fs.min(by: { a, b in
                    (a.italic ? 1 : 0, abs(a.weight - 400), a.namedInstance == nil ? 0 : 1, a.path) <
                        (b.italic ? 1 : 0, abs(b.weight - 400), b.namedInstance == nil ? 0 : 1, b.path)
                }) else { continue }
                var styles: [String] = []
                for f in fs.sorted(by: { ($0.weight, $0.italic ? 1 : 0) < ($1.weight, $1.italic ? 1 : 0) }) {
                    let s = f.typographicSubfamily ?? f.style ?? "?"
                    if !styles.contains(s) { styles.append(s) }
                }
                let family = names[key] ?? rep.familyName
                out.append(FontPickerEntry(
                    id: family, displayName: family, family: family, style: nil, postscriptName: rep.postscriptName,
                    faceCount: fs.count, styles: styles, weight: rep.weight, italic: rep.italic,
                    monospaced: fs.allSatisfy(\.monospaced), design: catalog.designMap.design(of: rep), preview: preview(rep),
                    installedBy: fs.lazy.compactMap { installedBy[$0.path] }.first))
            }
            out.sort { ($0.displayName.lowercased(), $0.displayName) < ($1.displayName.lowercased(), $1.displayName) }
        }
        entries = out
    }

    static func key(_ f: CatalogFace) -> String { "\(f.path)#\(f.index)#\(f.namedInstance ?? -1)" }

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
