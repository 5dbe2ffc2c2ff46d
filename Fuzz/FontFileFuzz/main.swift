// libFuzzer target for the FontFile reader: every entry point on arbitrary bytes.
// Built by scripts/fuzz.sh (swiftc -sanitize=fuzzer,address over Sources/FontFile).

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFileFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    _ = FontScanner.format(of: bytes)
    let scan = FontScanner.scan(bytes)
    for face in scan.faces {
        for instance in face.namedInstanceFaces { _ = instance.weight }
        _ = face.trak?.normalTracking(atPointSize: 13)
        _ = face.trak?.tracking(track: -1, atPointSize: 200)
        _ = face.covers(0x41)
        _ = face.description
        _ = (try? FontScanner.tables(in: bytes, index: face.index))?.name?.records.count
    }
    for error in scan.errors { _ = error.description }
    // The catalog's scan: GSUB and GPOS left out, the same classification otherwise.
    let catalogScan = FontScanner.scan(bytes, purpose: .catalog)
    for face in catalogScan.faces {
        _ = face.description
        for instance in face.namedInstanceFaces { _ = instance.weight }
    }
    return 0
}

extension FaceInfo {
    /// Touches every string, as printing would.
    var description: String {
        [postscriptName, fullName, family, style, typographicFamily, typographicSubfamily]
            .compactMap { $0 }.joined(separator: "|") + warnings.joined()
    }
}
