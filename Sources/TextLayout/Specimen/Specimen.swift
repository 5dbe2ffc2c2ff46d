import FontCatalog
import TypeSystem

/// One style as a specimen shows it: the resolved style, the font the catalog chose for it, and
/// the sample as set.
public struct SpecimenEntry: Sendable {
    /// The style resolved in the specimen's environment.
    public let style: ResolvedStyle
    /// The font the catalog chose for it.
    public let font: CatalogFont
    /// The sample's lines as drawn (a paragraph of at most two lines in the ramp; one line in
    /// the category chart).
    public let lines: [ShapedLine]
    /// The sample did not fit and was truncated.
    public let truncated: Bool
}

/// A picture of the type system, ready to write: the ramp of a platform at one size category,
/// or styles across every size category.
public struct Specimen: Sendable {
    /// The page, ready for ``Renderer``.
    public let drawing: Drawing
    /// Every style drawn, in order (for the category chart: style by style, category by category).
    public let entries: [SpecimenEntry]

    /// The default sample sentence of the ramp.
    public static let defaultSample = "Sphinx of black quartz, judge my vow. 0123456789"
    /// The styles of the category chart by default: the WWDC20 chart's body, title 1 and footnote.
    public static let defaultCategoryStyles: [TextStyle] = [.body, .title, .footnote]

    /// Faces that could not be loaded on the way (reported, then the next match was used).
    public var vanished: [VanishedFace] {
        var seen = Set<String>()
        return entries.flatMap(\.font.vanished).filter { seen.insert($0.path).inserted }
    }

    /// A page as wide as the platform's text needs: tvOS's styles are set for a 1920-point screen
    /// seen from a sofa (Title 1 is 76 pt), watchOS's for a screen about 200 points wide.
    public static func pageWidth(for platform: Platform) -> Double {
        switch platform {
        case .tvOS: return 1280
        case .watchOS: return 480
        case .iOS, .iPadOS, .macOS, .catalyst, .catalystMac, .visionOS: return 760
        }
    }

    /// Distinct, print-safe colours for chart lines (Okabe–Ito, then two more).
    static let palette: [RGBA] = [
        RGBA(red: 0.0, green: 0.45, blue: 0.70),   // blue
        RGBA(red: 0.84, green: 0.37, blue: 0.0),   // vermillion
        RGBA(red: 0.0, green: 0.62, blue: 0.45),   // bluish green
        RGBA(red: 0.80, green: 0.47, blue: 0.65),  // reddish purple
        RGBA(red: 0.90, green: 0.62, blue: 0.0),   // orange
        RGBA(red: 0.34, green: 0.71, blue: 0.91),  // sky blue
        RGBA(red: 0.25, green: 0.25, blue: 0.25),  // dark grey
        RGBA(red: 0.60, green: 0.50, blue: 0.10),
    ]

    static func sourceName(_ s: TrackingSource) -> String {
        switch s {
        case .explicit: return "explicit"
        case .trak: return "font’s trak"
        case .apple: return "Apple’s table"
        case .curve: return "Inter’s curve"
        case .approximation: return "Apple’s table (approximation)"
        case .none: return "no tracking"
        }
    }
}

func niceCeiling(_ v: Double, step: Double) -> Double { (v / step).rounded(.up) * step }
