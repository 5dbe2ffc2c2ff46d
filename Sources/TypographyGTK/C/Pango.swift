internal import CGTK4

/// Pango, for TypographyGTK only: font descriptions and attribute lists. The only file that calls
/// Pango. Lengths are given in pixels (Apple's points at 1×) and converted to Pango units here.
enum Pango {
    /// Pango units per pixel (`PANGO_SCALE`).
    static let scale = Double(PANGO_SCALE)

    /// Pango units for a length in pixels, rounded to the nearest unit and kept in Int32.
    static func units(_ pixels: Double) -> Int32 {
        let value = (pixels * scale).rounded()
        guard value.isFinite else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), value)))
    }
}

/// An owned `PangoFontDescription`, freed in `deinit`.
final class PangoFontDescriptionRef {
    let pointer: OpaquePointer

    /// A description with `family`, an absolute size in pixels, a weight (1–1000), a slant and
    /// OpenType variations (`"opsz=17,wght=400"`, or empty for none).
    init(family: String, pixelSize: Double, weight: Int, italic: Bool, variations: String) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, family)
        pango_font_description_set_absolute_size(pointer, Double(Pango.units(pixelSize)))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(max(100, min(1000, weight)))))
        pango_font_description_set_style(pointer, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if !variations.isEmpty { pango_font_description_set_variations(pointer, variations) }
    }

    deinit { pango_font_description_free(pointer) }

    /// What `pango_font_description_to_string` prints ("Inter 17px @opsz=17,wght=400").
    var string: String { Pango.string(of: pointer) }
}

extension Pango {
    /// `pango_font_description_to_string` of a description, its string freed.
    static func string(of description: OpaquePointer) -> String {
        guard let c = pango_font_description_to_string(description) else { return "" }
        defer { g_free(c) }
        return String(cString: c)
    }

    /// The font description in an attribute list, printed by Pango; nil if it holds none.
    static func fontDescriptionString(in list: OpaquePointer) -> String? {
        guard let attributes = pango_attr_list_get_attributes(list) else { return nil }
        defer { g_slist_free_full(attributes) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        var node: UnsafeMutablePointer<GSList>? = attributes
        var found: String?
        while let current = node {
            if let data = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               data.pointee.klass.pointee.type == PANGO_ATTR_FONT_DESC {
                let fontAttribute = UnsafeMutableRawPointer(data).assumingMemoryBound(to: PangoAttrFontDesc.self)
                if let description = fontAttribute.pointee.desc { found = string(of: description) }
            }
            node = current.pointee.next
        }
        return found
    }
}

/// An owned `PangoAttrList` (a reference, dropped in `deinit`) holding a text style's attributes,
/// each over the whole text.
final class PangoAttributeListRef {
    let pointer: OpaquePointer

    /// The font, letter spacing and line height in pixels, and OpenType features as CSS
    /// `font-feature-settings` text (`"liga" 0, "tnum" 1`), or empty for none.
    init(font: PangoFontDescriptionRef, letterSpacing: Double, lineHeight: Double, features: String) {
        pointer = pango_attr_list_new()
        pango_attr_list_insert(pointer, pango_attr_font_desc_new(font.pointer))
        if letterSpacing != 0 { pango_attr_list_insert(pointer, pango_attr_letter_spacing_new(Pango.units(letterSpacing))) }
        // Pango 1.50: a line height in Pango units, baseline to baseline of single-spaced lines.
        if lineHeight > 0 { pango_attr_list_insert(pointer, pango_attr_line_height_new_absolute(Pango.units(lineHeight))) }
        if !features.isEmpty { pango_attr_list_insert(pointer, pango_attr_font_features_new(features)) }
    }

    deinit { pango_attr_list_unref(pointer) }

    /// The list as Pango prints it (`pango_attr_list_to_string`, one attribute a line).
    var string: String {
        guard let c = pango_attr_list_to_string(pointer) else { return "" }
        defer { g_free(c) }
        return String(cString: c)
    }
}
