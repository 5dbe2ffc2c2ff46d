import Foundation

/// Reading from a path: the file is memory-mapped (`Data(contentsOf:options: .alwaysMapped)`),
/// so only the pages of the tables actually read are loaded, and it is unmapped when the call
/// returns. This is the only file of the module that uses Foundation.
extension FontScanner {
    /// The classification of every face in the file at `path`. Throws the first failure.
    public static func faces(atPath path: String) throws(FontFileError) -> [FaceInfo] {
        try withMapped(path) { b throws(FontFileError) in try faces(in: b, path: path) }
    }

    /// The classification of face `index` of the file at `path`.
    public static func face(atPath path: String, index: Int = 0) throws(FontFileError) -> FaceInfo {
        try withMapped(path) { b throws(FontFileError) in try face(in: b, index: index, path: path) }
    }

    /// Every readable face of the file at `path` and an error for each one that is not. Never
    /// throws: a missing or unreadable file is one error.
    public static func scan(atPath path: String) -> Scan {
        do {
            return try withMapped(path) { b throws(FontFileError) in scan(b, path: path) }
        } catch {
            return Scan(path: path, format: .unknown, faces: [], errors: [error])
        }
    }

    /// How many faces the file at `path` holds.
    public static func faceCount(atPath path: String) throws(FontFileError) -> Int {
        try withMapped(path) { b throws(FontFileError) in try faceCount(in: b, path: path) }
    }

    /// Every parsed table of face `index` of the file at `path`.
    public static func tables(atPath path: String, index: Int = 0) throws(FontFileError) -> FontTables {
        try withMapped(path) { b throws(FontFileError) in try tables(in: b, index: index, path: path) }
    }

    /// The tables and the classification of face `index`, from one parse.
    public static func inspect(atPath path: String, index: Int = 0) throws(FontFileError) -> (face: FaceInfo, tables: FontTables) {
        try withMapped(path) { b throws(FontFileError) in try inspect(in: b, index: index, path: path) }
    }

    /// The format of the file at `path`, from its first bytes.
    public static func format(atPath path: String) throws(FontFileError) -> FontFormat {
        try withMapped(path) { b throws(FontFileError) in FontFormat.sniff(b) }
    }

    static func withMapped<T>(_ path: String, _ body: (UnsafeRawBufferPointer) throws(FontFileError) -> T) throws(FontFileError) -> T {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontFileError(.fileNotFound, path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw FontFileError(.fileUnreadable, path: path, reason: "is a directory")
        }
        // A device, FIFO or socket (after links): never mapped nor read (Foundation's error for
        // one speaks of permissions, and a FIFO would block).
        if let regular = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile, !regular {
            throw FontFileError(.fileUnreadable, path: path, reason: "not a regular file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw FontFileError(.fileUnreadable, path: path, reason: "cannot read: \(error.localizedDescription)")
        }
        let result: Result<T, FontFileError> = data.withUnsafeBytes { b in
            Result { () throws(FontFileError) in try body(b) }
        }
        return try result.get()
    }
}
