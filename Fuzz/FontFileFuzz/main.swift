// libFuzzer target for the OpenType reader: any bytes → FontScanner's sniffing, the full scan and
// the catalog's scan, every table and string they expose. Any input must give faces or errors,
// never a trap or a hang. Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import FontFile

extension FaceInfo {
    /// Touches every string, as printing would.
    var fuzzDescription: String {
        [postscriptName, fullName, family, style, typographicFamily, typographicSubfamily]
            .compactMap { $0 }.joined(separator: "|") + warnings.joined()
    }
}

fuzz("fontfile") { bytes in
    _ = FontScanner.format(of: bytes)
    let scan = FontScanner.scan(bytes)
    for face in scan.faces {
        for instance in face.namedInstanceFaces { _ = instance.weight }
        _ = face.trak?.normalTracking(atPointSize: 13)
        _ = face.trak?.tracking(track: -1, atPointSize: 200)
        _ = face.covers(0x41)
        _ = face.fuzzDescription
        _ = (try? FontScanner.tables(in: bytes, index: face.index))?.name?.records.count
    }
    for error in scan.errors { _ = error.description }
    // The catalog's scan: GSUB and GPOS left out, the same classification otherwise.
    let catalogScan = FontScanner.scan(bytes, purpose: .catalog)
    for face in catalogScan.faces {
        _ = face.fuzzDescription
        for instance in face.namedInstanceFaces { _ = instance.weight }
    }
    return nil
}
