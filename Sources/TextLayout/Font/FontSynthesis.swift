import FontCatalog
import FontFile
import Foundation

/// Synthetic styles: what is drawn — and measured — when a face lacks the weight or the slant
/// asked for, as CSS `font-synthesis: weight style` (the initial value), Core Text and Pango do.
///
/// - **Bold** when a weight of 600 or more is asked for and the face is lighter than 600 (its
///   `wght` coordinate, else its `OS/2` weight): the outlines are emboldened by
///   ``boldStrength`` (1/24 em) to the right and up, and every glyph with an advance is that
///   much wider. This is FreeType's `FT_GlyphSlot_Embolden` (strength `ppem / 24`, the advance
///   grown by it), which cairo-ft's `CAIRO_FT_SYNTHESIZE_BOLD` — fontconfig's `embolden`, so
///   Pango's synthetic bold — applies; the advances grow as HarfBuzz ≥ 7's
///   `hb_font_set_synthetic_bold(font, 1/24, 1/24, in_place: false)` grows them (every non-zero
///   advance; marks stay at zero). HarfBuzz 6 (Debian 12) has no such call, so TextLayout adds it.
/// - **Oblique** when italic is asked for and the face is upright (no italic or oblique face,
///   no `ital` or `slnt` coordinate in use): the glyphs are sheared by ``obliqueAngle``, 14°,
///   CSS Fonts 4's angle for `font-style: oblique` given without an angle, which WebKit also
///   uses for synthetic italics (`SYNTHETIC_OBLIQUE_ANGLE` 14). Advances are unchanged; ink
///   bounds lean right above the baseline; HarfBuzz moves marks along the slant
///   (`hb_font_set_synthetic_slant`). FreeType's own `FT_GlyphSlot_Oblique` (and cairo-ft's
///   `CAIRO_FT_SYNTHESIZE_OBLIQUE`) uses about 12°; TextLayout applies its shear through the
///   Cairo font matrix instead, so that measuring and drawing share the one number.
///
/// Fallback faces follow the same rule against the weight and slant asked for the primary.
/// Colour fonts — emoji: `CBDT`, `sbix`, `COLR` or `SVG ` glyphs — are never synthesized (our
/// choice, not a published rule): emboldening smears a picture's edges and a shear leans a
/// picture that is not a letter, so an emoji in a bold or italic line is drawn, and measured, as
/// the font has it.
public struct FontSynthesis: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt8
    /// A set of the given bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Synthetic bold: outlines emboldened by ``boldStrength`` and advances widened by it.
    public static let bold = FontSynthesis(rawValue: 1 << 0)
    /// Synthetic oblique: glyphs sheared by ``obliqueAngle``.
    public static let oblique = FontSynthesis(rawValue: 1 << 1)

    /// The synthetic oblique's angle in degrees: 14 (CSS Fonts 4's default oblique angle).
    public static let obliqueAngle = 14.0
    /// The synthetic oblique's shear: tan 14° ≈ 0.2493 (x grows by this × the height above the
    /// baseline).
    public static let slant = tan(obliqueAngle * Double.pi / 180)
    /// The synthetic bold's strength in em: 1/24 (FreeType's `FT_GlyphSlot_Embolden`). The
    /// outline grows by it to the right and up, and each glyph's advance by the same.
    public static let boldStrength = 1.0 / 24

    /// The weight from which a face counts as bold, and below which it is emboldened when bold is
    /// asked for: 600, the catalog's rule (`FontMatch.syntheticBold`).
    public static let boldWeight = 600.0

    /// "bold", "oblique", in that order (the CLI's `synthetic` list).
    public var names: [String] {
        var n: [String] = []
        if contains(.bold) { n.append("bold") }
        if contains(.oblique) { n.append("oblique") }
        return n
    }

    /// "bold", "oblique" or "bold and oblique" (for text output); empty for none.
    public var phrase: String { names.joined(separator: " and ") }

    public var description: String { names.isEmpty ? "none" : names.joined(separator: "+") }

    /// What `face`, instanced at `variations`, needs synthesized for a requested `weight`
    /// (1–1000, nil: not asked) and `italic`.
    public static func needed(face: FaceInfo, variations: [FontVariation], weight: Double?, italic: Bool) -> FontSynthesis {
        var s: FontSynthesis = []
        if let weight, weight >= boldWeight {
            let effective = variations.first { $0.tag == "wght" }?.value ?? Double(face.weight)
            if effective < boldWeight { s.insert(.bold) }
        }
        if italic {
            let slantedFace = face.italic || face.slant != .upright
            let slantedAxis = variations.contains { ($0.tag == "ital" && $0.value >= 0.5) || ($0.tag == "slnt" && $0.value != 0) }
            if !slantedFace && !slantedAxis { s.insert(.oblique) }
        }
        return s
    }
}
