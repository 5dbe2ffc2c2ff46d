/// The glyph positioning table: only its script and feature lists are read, with the reader
/// shared with GSUB (``LayoutFeatureList``).
/// Spec: https://learn.microsoft.com/typography/opentype/spec/gpos
enum GPOS {
    static func featureList(_ r: ByteReader, warnings: inout [String]) throws(ParseError) -> LayoutFeatureList {
        try LayoutFeatureList(r, tableName: "GPOS", warnings: &warnings)
    }
}
