/// The script and feature lists of the glyph substitution table (and, through the same reader,
/// of GPOS: both share the OpenType Layout common table formats).
/// Spec: https://learn.microsoft.com/typography/opentype/spec/gsub
/// and https://learn.microsoft.com/typography/opentype/spec/chapter2
public struct LayoutFeatureList: Sendable, Hashable, Codable {
    /// The table's major version (1).
    public var majorVersion: UInt16
    /// The table's minor version.
    public var minorVersion: UInt16
    /// The script tags (`latn`, `arab`, `DFLT`), sorted and unique.
    public var scripts: [OpenTypeTag]
    /// The feature tags (`liga`, `kern`, `ss01`), sorted and unique.
    public var features: [OpenTypeTag]

    /// Counts are capped by the records present. Font bug tolerated: a script or feature list
    /// offset outside the table gives an empty list (noted), as HarfBuzz neuters it.
    init(_ r: ByteReader, tableName: String, warnings: inout [String]) throws(ParseError) {
        majorVersion = try r.u16(0)
        minorVersion = try r.u16(2)
        guard majorVersion == 1 else { throw .invalidFormat("\(tableName): unknown major version \(majorVersion)") }
        scripts = LayoutFeatureList.tags(r, listOffset: Int(try r.u16(4)), tableName: tableName, what: "script", warnings: &warnings)
        features = LayoutFeatureList.tags(r, listOffset: Int(try r.u16(6)), tableName: tableName, what: "feature", warnings: &warnings)
    }

    static func tags(_ r: ByteReader, listOffset: Int, tableName: String, what: String, warnings: inout [String]) -> [OpenTypeTag] {
        guard listOffset != 0 else { return [] }
        guard let count = try? r.u16(listOffset) else {
            warnings.append("\(tableName): \(what) list outside the table; ignored")
            return []
        }
        let n = min(Int(count), r.available(recordsOf: 6, from: listOffset + 2))
        if n < Int(count) { warnings.append("\(tableName): \(what) count larger than the records present") }
        var tags: [OpenTypeTag] = []
        tags.reserveCapacity(n)
        for i in 0..<n {
            if let t = try? r.tag(listOffset + 2 + 6 * i) { tags.append(t) }
        }
        tags.sort()
        var unique: [OpenTypeTag] = []
        unique.reserveCapacity(tags.count)
        for t in tags where unique.last != t { unique.append(t) }
        return unique
    }
}
