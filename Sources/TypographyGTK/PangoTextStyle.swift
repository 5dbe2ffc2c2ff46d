import FontCatalog
import TypeSystem

/// A resolved text style as Pango sets it: a font description and an attribute list that a
/// `GtkLabel` (or any `PangoLayout`) takes as they are.
///
///     let body = try TextStyle.body.resolved(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxLarge))
///     let pango = PangoTextStyle(body, catalog: Catalog.open())
///     pango.fontDescription   // "Inter 21px @opsz=21,wght=400"
///
/// - **Family**: the catalog's choice for the style (``FontCatalog/Catalog/textStyleFace(_:)``:
///   Apple's family when installed, else the design map's stand-in, with its Text or Display
///   member by optical size), the same face TextLayout draws the style with. Without a catalog, or when it has no face at all, Apple's family
///   name is given and fontconfig substitutes.
/// - **Size in absolute units**: Apple's points are pixels at 1× (as CSS's `px`), so a 17 pt style
///   is `17px` to Pango (`pango_font_description_set_absolute_size`), never 17 of Pango's points,
///   which GTK would turn into 22.7 px at 96 DPI and scale again with the desktop's font DPI.
/// - **Weight and slant** from the style (after the bold trait, an explicit weight and Bold Text).
/// - **Variations**: the `wght`, `wdth` and `opsz` coordinates of the chosen face's instance, for
///   the axes it has (`opsz` follows the style's optical size).
/// - **Letter spacing**: Apple's size-specific tracking in points (``ResolvedStyle/tracking``).
/// - **Line height**: the style's line height, absolute (Pango 1.50's `line_height` attribute).
/// - **OpenType features**: the tags given (`tnum`, `smcp`…) on; when the style is tracked,
///   optional ligatures off (`liga`, `clig`, `dlig`, `hlig`), as tracking takes them apart on
///   Apple's platforms and in TextLayout.
public final class PangoTextStyle {
    /// The style this was made from.
    public let style: ResolvedStyle
    /// The family Pango is asked for.
    public let family: String
    /// The variation coordinates set (empty for a static face).
    public let variations: [FontVariation]
    /// The OpenType features, as the `font-feature-settings` text Pango is given (`"liga" 0, "tnum" 1`).
    public let fontFeatures: String

    let font: PangoFontDescriptionRef
    let attributes: PangoAttributeListRef

    /// Pango attributes for `style` with `family` and the given variation coordinates. `features`
    /// are four-character OpenType tags turned on; a tag that is not four printable ASCII
    /// characters is left out.
    public init(_ style: ResolvedStyle, family: String, variations: [FontVariation] = [],
                features: [String] = []) {
        self.style = style
        self.family = family
        self.variations = variations
        var settings: [String] = []
        if style.tracking.points != 0 {
            settings += ["liga", "clig", "dlig", "hlig"].map { "\"\($0)\" 0" }
        }
        settings += features.filter(PangoTextStyle.isFeatureTag).map { "\"\($0)\" 1" }
        fontFeatures = settings.joined(separator: ", ")
        let coordinates = variations.map { "\($0.tag)=\(PangoTextStyle.number($0.value))" }.joined(separator: ",")
        font = PangoFontDescriptionRef(family: family, pixelSize: style.pointSize, weight: style.weight.numericValue,
                                       italic: style.italic, variations: coordinates)
        attributes = PangoAttributeListRef(font: font, letterSpacing: style.tracking.points,
                                           lineHeight: style.lineHeight, features: fontFeatures)
    }

    /// Pango attributes for `style` with the catalog's family and instance (see the type's rules).
    public convenience init(_ style: ResolvedStyle, catalog: Catalog?, features: [String] = []) {
        let (family, variations) = PangoTextStyle.choice(for: style, catalog: catalog)
        self.init(style, family: family, variations: variations, features: features)
    }

    /// The size in pixels: the style's point size.
    public var pixelSize: Double { style.pointSize }
    /// Letter spacing in pixels: Apple's tracking in points at this size.
    public var letterSpacing: Double { style.tracking.points }
    /// Line height in pixels, baseline to baseline.
    public var lineHeight: Double { style.lineHeight }
    /// The font description as Pango prints it (`pango_font_description_to_string`): "Inter 17px".
    public var fontDescription: String { font.string }
    /// The whole attribute list as Pango prints it (`pango_attr_list_to_string`).
    public var attributeList: String { attributes.string }

    /// The catalog's family for a style and the instance's `wght`, `wdth` and `opsz`; Apple's
    /// family and no variations when there is no catalog or it has no face.
    static func choice(for style: ResolvedStyle, catalog: Catalog?) -> (String, [FontVariation]) {
        guard let catalog, let chosen = catalog.textStyleFace(query(for: style)) else { return (style.family, []) }
        return (chosen.family, chosen.styleAxes)
    }

    /// The catalog query for a style: its family, design, weight, width, slant and optical size.
    static func query(for style: ResolvedStyle) -> FontQuery {
        FontQuery(family: style.family, design: .init(rawValue: style.design.rawValue),
                  weight: Double(style.weight.numericValue), width: style.width.percentage,
                  style: style.italic ? .italic : .normal, pointSize: style.opticalSize,
                  compact: style.platform == .watchOS)
    }

    static func isFeatureTag(_ tag: String) -> Bool {
        tag.utf8.count == 4 && tag.utf8.allSatisfy { (0x21...0x7E).contains($0) && $0 != 0x22 && $0 != 0x2C }
    }

    /// A coordinate as Pango parses it: whole numbers without a fraction, others to 1/1000.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
