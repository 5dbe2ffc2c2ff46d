/// The entry points of the reader: classify the faces of a font file, or dump its tables.
///
/// Each call parses inside one `withUnsafeBytes` scope and returns values that own their data:
/// nothing returned keeps the font's bytes alive. No input can trap, hang or allocate without
/// bound (see `docs/robustness.md`).
///
///     let faces = try FontScanner.faces(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
///     print(faces[0].typographicFamily ?? "?", faces[0].weight, faces[0].design)
public enum FontScanner {
    /// The outcome of scanning one file: the faces that could be read, and one error per face
    /// (or for the whole file) that could not. For the catalog, which must go on past bad fonts.
    public struct Scan: Sendable {
        /// The file's path, when one was given (used in error messages).
        public var path: String?
        /// The file's container format.
        public var format: FontFormat
        /// The faces that could be read, in the file's order.
        public var faces: [FaceInfo]
        /// One error per face that could not be read, or one for the whole file.
        public var errors: [FontFileError]
    }

    /// What a scan is for: how much of each face is parsed and built. Both purposes classify
    /// with the same rules and agree on every field the catalog keeps.
    public enum Purpose: Sendable, Hashable {
        /// Every table and every field of ``FaceInfo``: the default.
        case full
        /// What a font catalog keeps, for the faster scan of many files:
        /// - `GSUB` and `GPOS` are not parsed: `gsubFeatures` and `gposFeatures` stay empty
        ///   (and their warnings are not reported);
        /// - `trak` is parsed, so that `hasTrak` keeps its meaning (a malformed table is absent),
        ///   but not kept: `trak` is `nil`;
        /// - `monospacedSignals` and `roundedSignals` stay empty, while `monospaced`, `rounded`
        ///   and `design` are decided as for `.full`;
        /// - `languages` stays empty: they follow from `codePoints`
        ///   (``LanguageSupport/languages(covering:)``), and a catalog works them out for the
        ///   faces it is asked about rather than for every face it scans.
        case catalog
    }

    // MARK: In-memory bytes

    /// The format of `bytes`, from their first bytes.
    public static func format(of bytes: UnsafeRawBufferPointer) -> FontFormat { FontFormat.sniff(bytes) }

    /// How many faces `bytes` hold (1 for a single font).
    public static func faceCount(in bytes: UnsafeRawBufferPointer, path: String? = nil) throws(FontFileError) -> Int {
        try faceOffsets(ByteReader(bytes), path: path).offsets.count
    }

    /// The classification of face `index`.
    public static func face(in bytes: UnsafeRawBufferPointer, index: Int = 0, path: String? = nil) throws(FontFileError) -> FaceInfo {
        let r = ByteReader(bytes)
        let (format, offsets) = try faceOffsets(r, path: path)
        guard index >= 0, index < offsets.count else {
            throw FontFileError(.noSuchFace, path: path, reason: "no face \(index): the file has \(offsets.count)")
        }
        return try classify(r, format: format, offsets: offsets, index: index, path: path)
    }

    /// The classification of every face. Throws the first failure; see ``scan(_:path:)`` to go on.
    public static func faces(in bytes: UnsafeRawBufferPointer, path: String? = nil) throws(FontFileError) -> [FaceInfo] {
        let r = ByteReader(bytes)
        let (format, offsets) = try faceOffsets(r, path: path)
        var out: [FaceInfo] = []
        out.reserveCapacity(offsets.count)
        for i in offsets.indices { out.append(try classify(r, format: format, offsets: offsets, index: i, path: path)) }
        return out
    }

    /// Every face that can be read, and an error for each that cannot. Never throws.
    /// `purpose`: ``Purpose/catalog`` leaves out what a catalog does not keep.
    public static func scan(_ bytes: UnsafeRawBufferPointer, path: String? = nil, purpose: Purpose = .full) -> Scan {
        let r = ByteReader(bytes)
        let format = FontFormat.sniff(r)
        let offsets: [Int]
        do {
            offsets = try faceOffsets(r, path: path).offsets
        } catch {
            return Scan(path: path, format: format, faces: [], errors: [error])
        }
        var scan = Scan(path: path, format: format, faces: [], errors: [])
        scan.faces.reserveCapacity(offsets.count)
        for i in offsets.indices {
            do {
                scan.faces.append(try classify(r, format: format, offsets: offsets, index: i, path: path, purpose: purpose))
            } catch {
                scan.errors.append(error)
            }
        }
        return scan
    }

    /// Every parsed table of face `index`, in full (all name records decoded).
    public static func tables(in bytes: UnsafeRawBufferPointer, index: Int = 0, path: String? = nil) throws(FontFileError) -> FontTables {
        try inspect(in: bytes, index: index, path: path).tables
    }

    /// The full table dump and the classification of face `index`, from one parse.
    public static func inspect(in bytes: UnsafeRawBufferPointer, index: Int = 0, path: String? = nil)
        throws(FontFileError) -> (face: FaceInfo, tables: FontTables)
    {
        let r = ByteReader(bytes)
        let (format, offsets) = try faceOffsets(r, path: path)
        guard index >= 0, index < offsets.count else {
            throw FontFileError(.noSuchFace, path: path, reason: "no face \(index): the file has \(offsets.count)")
        }
        do {
            var p = try FaceParser(file: r, faceOffset: offsets[index], path: path)
            let (t, names) = try p.tables(format: format == .collection ? faceFormat(r, offsets[index]) : format,
                                          faceIndex: index, faceCount: offsets.count, full: true)
            return (FaceInfo(tables: t, names: names, path: path), t)
        } catch {
            throw error.inFace(index, of: offsets.count)
        }
    }

    // MARK: Internals

    static func faceOffsets(_ r: ByteReader, path: String?) throws(FontFileError) -> (format: FontFormat, offsets: [Int]) {
        let format = FontFormat.sniff(r)
        switch format {
        case .trueType, .cff:
            return (format, singleFace)
        case .collection:
            do {
                return (format, try collectionOffsets(r))
            } catch {
                throw FontFileError.from(error, path: path, table: nil)
            }
        default:
            if r.count == 0 {
                throw FontFileError(.invalidFormat, path: path, reason: "empty file")
            }
            if r.count < 4 && format == .unknown {
                throw FontFileError(.outOfBounds, path: path, reason: "file too short (\(r.count) bytes) to be a font")
            }
            let kind: FontFileError.Kind = format == .unknown ? .invalidFormat : .unsupportedFormat(format)
            throw FontFileError(kind, path: path, reason: format.refusal)
        }
    }

    /// The face offsets of a single font: one shared array, not one allocated per file.
    static let singleFace = [0]

    /// The outline format of a face inside a collection.
    static func faceFormat(_ r: ByteReader, _ offset: Int) -> FontFormat {
        (try? r.u32(offset)) == 0x4F54_544F ? .cff : .trueType
    }

    static func classify(_ r: ByteReader, format: FontFormat, offsets: [Int], index: Int, path: String?,
                         purpose: Purpose = .full) throws(FontFileError) -> FaceInfo
    {
        do {
            var p = try FaceParser(file: r, faceOffset: offsets[index], path: path)
            let f = format == .collection ? faceFormat(r, offsets[index]) : format
            let (t, names) = try p.tables(format: f, faceIndex: index, faceCount: offsets.count, full: false,
                                          layout: purpose == .full)
            return FaceInfo(tables: t, names: names, path: path, purpose: purpose)
        } catch {
            throw error.inFace(index, of: offsets.count)
        }
    }
}

extension FontScanner {
    /// Byte-array conveniences for the calls above.
    public static func faces(in bytes: [UInt8], path: String? = nil) throws(FontFileError) -> [FaceInfo] {
        let result: Result<[FaceInfo], FontFileError> = bytes.withUnsafeBytes { b in
            Result { () throws(FontFileError) in try faces(in: b, path: path) }
        }
        return try result.get()
    }

    /// The classification of face `index` of `bytes`.
    public static func face(in bytes: [UInt8], index: Int = 0, path: String? = nil) throws(FontFileError) -> FaceInfo {
        let result: Result<FaceInfo, FontFileError> = bytes.withUnsafeBytes { b in
            Result { () throws(FontFileError) in try face(in: b, index: index, path: path) }
        }
        return try result.get()
    }

    /// Every face of `bytes` that can be read, and an error for each that cannot. Never throws.
    public static func scan(_ bytes: [UInt8], path: String? = nil, purpose: Purpose = .full) -> Scan {
        bytes.withUnsafeBytes { scan($0, path: path, purpose: purpose) }
    }

    /// Every parsed table of face `index` of `bytes`, in full.
    public static func tables(in bytes: [UInt8], index: Int = 0, path: String? = nil) throws(FontFileError) -> FontTables {
        let result: Result<FontTables, FontFileError> = bytes.withUnsafeBytes { b in
            Result { () throws(FontFileError) in try tables(in: b, index: index, path: path) }
        }
        return try result.get()
    }

    /// The format of `bytes`, from their first bytes.
    public static func format(of bytes: [UInt8]) -> FontFormat {
        bytes.withUnsafeBytes { FontFormat.sniff($0) }
    }
}
