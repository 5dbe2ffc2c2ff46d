import Foundation
import FontFile

/// What to match: a family (a name, a generic family such as `system-ui`, or one of Apple's
/// families) or a design, and the CSS properties font-stretch (width), font-style and
/// font-weight.
public struct FontQuery: Sendable, Hashable {
    /// CSS font-style.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// Faces tried in order: `normal`: upright, oblique, italic; `italic`: italic, oblique, upright; `oblique`: oblique, italic, upright.
        case normal, italic, oblique
    }

    /// A family name, a generic family or Apple's family; `nil` for the design's family.
    public var family: String?
    /// The design used when `family` is nil (and for a generic family, its own design).
    public var design: FaceInfo.Design?
    /// CSS font-weight, 1–1000.
    public var weight: Double
    /// CSS font-stretch, a percentage (100 normal).
    public var width: Double
    /// CSS font-style.
    public var style: Style
    /// The point size the text is drawn at: picks the display family from 20 pt (Inter Display,
    /// SF Pro Display) and sets `opsz` of a variable face.
    public var pointSize: Double?
    /// watchOS: Apple's SF Compact families instead of SF Pro.
    public var compact: Bool
    /// Monospaced spacing asked for (`:spacing=mono`): kept when the family is substituted, and
    /// the monospaced design when there is no family.
    public var monospace: Bool = false
    /// The BCP 47 language of the text (`:lang=ja`): when the face chosen does not cover it,
    /// fontconfig's first face for that language is used (``FontMatch/Rule/language``).
    public var language: String?

    /// A query for a family or a design at a weight, width, style and point size.
    public init(family: String? = nil, design: FaceInfo.Design? = nil, weight: Double = 400, width: Double = 100,
                style: Style = .normal, pointSize: Double? = nil, compact: Bool = false) {
        self.family = family
        self.design = design
        self.weight = weight
        self.width = width
        self.style = style
        self.pointSize = pointSize
        self.compact = compact
    }

    /// Parses `FAMILY[:property…]`, like fontconfig's pattern syntax: `Inter:weight=600:italic`,
    /// `system-ui:weight=bold`, `:design=serif`, `JetBrains Mono:width=condensed:size=11`.
    /// Properties: `weight=` (1–1000 or a name), `width=` (a percentage or a name), `style=`
    /// (`normal`, `italic`, `oblique`), `design=`, `size=` (points), `spacing=` (`mono`,
    /// `proportional`), `lang=` (BCP 47), and the bare words `italic`, `oblique`, `bold`, `mono`,
    /// `compact` (or `watchos`).
    public init(parsing text: String) throws(CatalogError) {
        self.init()
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard let first = parts.first else { return }
        if !first.isEmpty { family = first }
        for part in parts.dropFirst() where !part.isEmpty {
            let kv = part.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
            let key = kv[0].lowercased()
            if kv.count == 1 {
                switch key {
                case "italic": style = .italic
                case "oblique": style = .oblique
                case "roman", "upright", "normal": style = .normal
                case "bold": weight = 700
                case "compact", "watchos": compact = true
                case "mono", "monospace": monospace = true
                default:
                    if let w = FontQuery.weightNames[key] { weight = w }
                    else if let w = FontQuery.widthNames[key] { width = w }
                    else { throw CatalogError(.invalidQuery, "invalid query '\(text)': unknown property '\(part)'") }
                }
                continue
            }
            let value = kv[1]
            switch key {
            case "weight", "wght": weight = try FontQuery.parseWeight(value)
            case "width", "wdth", "stretch": width = try FontQuery.parseWidth(value)
            case "style", "slant":
                guard let s = Style(rawValue: value.lowercased()) else {
                    throw CatalogError(.invalidQuery, "invalid style '\(value)': use normal, italic or oblique")
                }
                style = s
            case "design":
                guard let d = FaceInfo.Design(rawValue: value.lowercased()) else {
                    throw CatalogError(.invalidQuery, "invalid design '\(value)': use default, rounded, serif or monospaced")
                }
                design = d
            case "size", "pointsize", "opsz":
                guard let v = Double(value), v.isFinite, v > 0, v <= 100_000 else {
                    throw CatalogError(.invalidQuery, "invalid size '\(value)': a positive number of points")
                }
                pointSize = v
            case "platform":
                compact = value.lowercased() == "watchos"
            case "spacing":
                switch value.lowercased() {
                case "mono", "monospace", "100", "dual", "90", "charcell", "110": monospace = true
                case "proportional", "0": monospace = false
                default:
                    throw CatalogError(.invalidQuery, "invalid spacing '\(value)': use mono or proportional")
                }
            case "lang", "language":
                guard let code = Catalog.canonicalLanguage(value) else {
                    throw CatalogError(.unknownLanguage, "unknown language '\(value)': give a BCP 47 tag the catalog knows (en, ar, hi, ja, zh-Hans, zh-Hant, ko…)")
                }
                language = code
            default:
                throw CatalogError(.invalidQuery, "invalid query '\(text)': unknown property '\(key)'")
            }
        }
    }

    /// Apple's nine weights as TypeSystem numbers them (Ultralight 100, Thin 200), and the CSS
    /// and OpenType names that do not clash with them.
    public static let weightNames: [String: Double] = [
        "ultralight": 100, "hairline": 100, "thin": 200, "extralight": 200, "light": 300,
        "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
        "extrabold": 800, "ultrabold": 800, "heavy": 800, "black": 900,
    ]

    /// CSS font-stretch keywords, and SwiftUI's widths (compressed is read as extra-condensed:
    /// Apple publishes no percentage for it).
    public static let widthNames: [String: Double] = [
        "ultra-condensed": 50, "ultracondensed": 50, "extra-condensed": 62.5, "extracondensed": 62.5,
        "compressed": 62.5, "condensed": 75, "semi-condensed": 87.5, "semicondensed": 87.5,
        "standard": 100, "semi-expanded": 112.5, "semiexpanded": 112.5, "expanded": 125,
        "extra-expanded": 150, "extraexpanded": 150, "ultra-expanded": 200, "ultraexpanded": 200,
    ]

    /// A weight from a name (`thin`, `semibold`, `normal`…) or a number from 1 to 1000.
    public static func parseWeight(_ s: String) throws(CatalogError) -> Double {
        let lowered = s.lowercased().replacingOccurrences(of: " ", with: "")
        if let w = weightNames[lowered] { return w }
        if lowered == "normal" { return 400 }
        guard let v = Double(s), v.isFinite, v >= 1, v <= 1000 else {
            throw CatalogError(.invalidQuery, "invalid weight '\(s)': a number from 1 to 1000 or a name (thin, regular, semibold, bold, black…)")
        }
        return v
    }

    /// A width from a CSS font-stretch keyword (or SwiftUI width name) or a percentage.
    public static func parseWidth(_ s: String) throws(CatalogError) -> Double {
        let lowered = s.lowercased()
        if let w = widthNames[lowered] { return w }
        if lowered == "normal" { return 100 }
        let number = lowered.hasSuffix("%") ? String(lowered.dropLast()) : lowered
        guard let v = Double(number), v.isFinite, v >= 25, v <= 400 else {
            throw CatalogError(.invalidQuery, "invalid width '\(s)': a percentage from 25 to 400 or a name (condensed, expanded…)")
        }
        return v
    }
}
