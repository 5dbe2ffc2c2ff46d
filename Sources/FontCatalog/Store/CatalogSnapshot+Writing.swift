#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FontFile
import Foundation

extension CatalogSnapshot {
    /// What a scan gives the snapshot besides the catalog.
    struct Inputs {
        var fingerprint: [UInt8]
        /// Every directory the scan listed (and each root, found or not), with its stamp.
        var directories: [(path: String, stamp: DirectoryStamp)]
        /// The realtime clock's seconds when the scan started: directories changed since then, or
        /// in the second before, are recorded as unknown.
        var scanStart: Int64
        /// The size and modification time of each file read, by path.
        /// Every file the scan found, with its size and modification time, in the cache's order
        /// (path bytes).
        var files: [(path: String, stamp: FileStamp)]
        var problems: [CatalogProblem]
        /// The SQLite cache this snapshot was made with: recorded with the directories, so that a
        /// cache changed since (by another version, damaged, deleted) makes the snapshot stale.
        var cacheFile: String?
        /// Where each face's record can be copied from, as it is: a snapshot and, per face, its
        /// index there (or -1, to encode the face). Nil: every face is encoded.
        var copyFrom: (snapshot: CatalogSnapshot, faces: [Int32])? = nil
    }

    /// Writes the snapshot of `catalog` (in the cache's order) to `path`: to a temporary file
    /// beside it, then renamed over it. Errors are thrown; nothing is left half-written.
    static func write(_ catalog: Catalog, _ inputs: Inputs, to path: String) throws {
        let faces = catalog.faces.array
        try write(faces: faces, index: catalog.index.memoryTables ?? CatalogIndex(faces, nameOnlyPaths: catalog.nameOnlyPaths),
                  inputs, to: path)
    }

    /// Writes the snapshot of `faces` (in the cache's order) and their `index` to `path`, as
    /// ``write(_:_:to:)``.
    static func write<F: SnapshotFace>(faces: [F], index: CatalogIndex, _ inputs: Inputs, to path: String) throws {
        // The header and each section are written as they are: not joined into one more copy of
        // the whole file first.
        let (parts, pool) = encode(faces: faces, index: index, inputs)
        let tmp = path + ".tmp.\(getpid())"
        let fd = open(tmp, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw CatalogStore.StoreError(reason: "cannot write \(tmp): \(errnoText())") }
        var ok = true
        var position = 0
        let zeros = [UInt8](repeating: 0, count: 8)
        func put(_ b: UnsafeRawBufferPointer) {
            guard let start = b.baseAddress else { return }
            var written = 0
            while ok && written < b.count {
                let n = Glibc_write(fd, start + written, b.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { ok = false } else { written += n }
            }
            position += b.count
        }
        for part in parts where !part.isEmpty {
            let pad = (8 - position % 8) % 8
            if pad > 0 { zeros.withUnsafeBytes { put(UnsafeRawBufferPointer(rebasing: $0[0..<pad])) } }
            part.withUnsafeBytes { put($0) }
        }
        // The pool, the last section: its pieces as they are, the copied ones straight from the
        // previous snapshot's mapping.
        if pool.count > 0 {
            let pad = (8 - position % 8) % 8
            if pad > 0 { zeros.withUnsafeBytes { put(UnsafeRawBufferPointer(rebasing: $0[0..<pad])) } }
            pool.forEachPiece { put($0) }
        }
        // To a multiple of 8, where an empty last section starts.
        let tail = (8 - position % 8) % 8
        if tail > 0 { zeros.withUnsafeBytes { put(UnsafeRawBufferPointer(rebasing: $0[0..<tail])) } }
        // The checksum of what was written after the header, read back from the page cache.
        if ok, position > headerSize, let m = mmap(nil, position, PROT_READ, MAP_SHARED, fd, 0), m != MAP_FAILED {
            var sum = checksum(UnsafeRawBufferPointer(start: m + headerSize, count: position - headerSize)).littleEndian
            munmap(m, position)
            ok = pwrite(fd, &sum, 8, off_t(checksumOffset)) == 8
        } else {
            ok = false
        }
        let err = errno
        close(fd)
        guard ok, rename(tmp, path) == 0 else {
            unlink(tmp)
            throw CatalogStore.StoreError(reason: "cannot write \(path): \(String(cString: strerror(ok ? errno : err)))")
        }
    }

    /// The header, then each section.
    static func encode<F: SnapshotFace>(faces: [F], index: CatalogIndex, _ inputs: Inputs) -> (sections: [[UInt8]], pool: Pool) {
        var pool = Pool()
        var sections = [[UInt8]](repeating: [], count: Section.allCases.count)
        sections[Section.fingerprint.rawValue] = inputs.fingerprint

        let cacheEntry = inputs.cacheFile.map { [(path: $0, stamp: DirectoryStamp(path: $0))] } ?? []
        let dirs = directoriesSection(inputs.directories + cacheEntry, scanStart: inputs.scanStart, pool: &pool)
        var tables = FaceTables(faces: faces, index: index, copyFrom: inputs.copyFrom)
        let (files, fileCount) = fileAndFaceSections(inputs, tables: &tables, pool: &pool)
        sections[Section.postscriptNames.rawValue] = namesSection(index.byPostScriptName, pool: &pool)
        sections[Section.fullNames.rawValue] = namesSection(index.byFullName, pool: &pool)
        let (families, order, familyCount) = familySections(index, lists: &tables.lists, pool: &pool)

        var problems = ""
        for p in inputs.problems { problems += "\(p.kind.rawValue)\t\(escape(p.path))\t\(escape(p.reason))\n" }

        sections[Section.directories.rawValue] = dirs.bytes
        sections[Section.files.rawValue] = files.bytes
        sections[Section.faces.rawValue] = tables.table.bytes
        sections[Section.instances.rawValue] = tables.instances.bytes
        var listBytes = Words()
        for v in tables.lists { listBytes.u32(v) }
        sections[Section.lists.rawValue] = listBytes.bytes
        sections[Section.families.rawValue] = families.bytes
        sections[Section.familyOrder.rawValue] = order.bytes
        sections[Section.problems.rawValue] = Array(problems.utf8)

        let counts: [Section: Int] = [
            .directories: inputs.directories.count + cacheEntry.count, .files: fileCount, .faces: faces.count,
            .instances: faces.count, .lists: tables.lists.count, .postscriptNames: sections[Section.postscriptNames.rawValue].count / nameSize,
            .fullNames: sections[Section.fullNames.rawValue].count / nameSize, .families: familyCount,
            .familyOrder: index.familyKeys.count, .pool: pool.count,
        ]
        let header = self.header(counts: counts, sections: sections, poolCount: pool.count,
                                 nameOnlyCount: index.nameOnly.filter { $0 }.count)
        return ([header] + sections, pool)
    }

    /// The magic, version, name-only count and each section's offset and count; the checksum is
    /// left zero, to be written once the rest is.
    private static func header(counts: [Section: Int], sections: [[UInt8]], poolCount: Int, nameOnlyCount: Int) -> [UInt8] {
        var out = Sink()
        out.bytes += magic
        out.u32(formatVersion)
        out.u32(UInt32(nameOnlyCount))
        var offset = headerSize
        for s in Section.allCases {
            offset = (offset + 7) & ~7
            out.u32(UInt32(offset))
            out.u32(UInt32(counts[s] ?? sections[s.rawValue].count))
            offset += s == .pool ? poolCount : sections[s.rawValue].count
        }
        out.u64(0)  // the checksum, written once the rest is
        return out.bytes
    }

    /// Each directory's path and stamp; one changed since the second before the scan started is
    /// recorded as unknown.
    private static func directoriesSection(_ directories: [(path: String, stamp: DirectoryStamp)], scanStart: Int64,
                                           pool: inout Pool) -> Words {
        var dirs = Words()
        for (path, stamp) in directories {
            var s = stamp
            if s.changed(since: scanStart - 1) { s.kind = 3 }
            let (o, c) = pool.string(path)
            dirs.u32(o); dirs.u32(c)
            dirs.u64((s.kind << 56) | (s.dev & 0x00FF_FFFF_FFFF_FFFF))
            dirs.u64(s.ino)
            dirs.u64(UInt64(bitPattern: (s.mtime << 30) | (s.mtimeNanos & 0x3FFF_FFFF)))
            dirs.u64(UInt64(bitPattern: (s.ctime << 30) | (s.ctimeNanos & 0x3FFF_FFFF)))
        }
        return dirs
    }

    /// Files (every file the scan found, in the cache's order) and faces (in the same order:
    /// each file's faces are together). Records go straight into the pool.
    private static func fileAndFaceSections<F: SnapshotFace>(_ inputs: Inputs, tables: inout FaceTables<F>,
                                                              pool: inout Pool) -> (files: Words, count: Int) {
        let faces = tables.faces
        var files = Words()
        tables.table.reserve(faces.count * faceSize)
        if let copySnapshot = tables.copySnapshot {
            // Nearly everything is copied by reference: room for the faces encoded and the names.
            pool.keep(copySnapshot)
            pool.reserve(faces.count * 32 + inputs.files.count * 8)
        } else {
            pool.reserve(faces.count * 400 + inputs.files.count * 64)
        }
        files.reserve(inputs.files.count * fileSize)
        tables.instances.reserve(faces.count * pairSize)
        let paths = inputs.files
        var next = 0  // the next face to place
        var fileNo = 0
        // Files in `paths` order; a face whose file is not listed gets an entry of its own.
        var k = 0
        while k < paths.count || next < faces.count {
            let path: String
            let stamp: FileStamp
            if k < paths.count, next >= faces.count || faces[next].path == paths[k].path
                || utf8Order(paths[k].path, faces[next].path) < 0 {
                (path, stamp) = (paths[k].path, paths[k].stamp)
                k += 1
            } else {
                (path, stamp) = (faces[next].path, .stale)
            }
            let first = next
            while next < faces.count && faces[next].path == path {
                tables.writeFace(next, fileNo: fileNo, pool: &pool)
                next += 1
            }
            let (o, c) = tables.appendPath(path, ofFace: first, faceCount: next - first, pool: &pool)
            files.u32(o); files.u32(c); files.u32(UInt32(first)); files.u32(UInt32(next - first))
            files.u64(UInt64(bitPattern: stamp.size)); files.u64(UInt64(bitPattern: stamp.mtime))
            fileNo += 1
        }
        return (files, fileNo)
    }

    /// The faces, instances and lists sections as they are built. The faces array itself, its
    /// faces read in place (`faces[i].field`): copying a face retains and releases each of its
    /// strings and arrays.
    struct FaceTables<F: SnapshotFace> {
        let faces: [F]
        let index: CatalogIndex
        let copySnapshot: CatalogSnapshot?
        let copyFaces: [Int32]
        var table = Words(), instances = Words(), lists = [UInt32]()

        init(faces: [F], index: CatalogIndex, copyFrom: (snapshot: CatalogSnapshot, faces: [Int32])?) {
            self.faces = faces
            self.index = index
            self.copySnapshot = copyFrom?.snapshot
            self.copyFaces = copyFrom?.faces ?? []
        }

        mutating func writeFace(_ i: Int, fileNo: Int, pool: inout Pool) {
            let t = index.traits[i]
            table.f64(t.weight.lowerBound); table.f64(t.weight.upperBound)
            table.f64(t.width.lowerBound); table.f64(t.width.upperBound)
            table.u32(UInt32(fileNo)); table.u32(UInt32(truncatingIfNeeded: faces[i].index))
            table.u32(UInt32(bitPattern: Int32(truncatingIfNeeded: faces[i].namedInstance ?? -1)))
            let flags: UInt32 = (t.variable ? 1 : 0) | (t.isInstance ? 2 : 0) | (index.nameOnly[i] ? 4 : 0)
            table.u32(UInt32(t.styles) | flags << 8)
            if let copySnapshot, i < copyFaces.count, copyFaces[i] >= 0 {
                let (record, coverage) = copySnapshot.rawRecord(Int(copyFaces[i]))
                let (ro, rc) = pool.reference(record)
                let (co, cc) = pool.reference(coverage)
                table.u32(ro); table.u32(rc); table.u32(co); table.u32(cc)
            } else {
                encodeRecord(i, pool: &pool)
            }
            // Only a variable face that is not an instance has instances: the others are not looked up.
            let inst = t.variable && !t.isInstance ? index.instancesOf[i] ?? [] : []
            instances.u32(UInt32(lists.count)); instances.u32(UInt32(inst.count))
            for j in inst { lists.append(UInt32(j)) }
        }

        private mutating func encodeRecord(_ i: Int, pool: inout Pool) {
            let recordStart = pool.count
            let coverage = faces[i].appendRecord(to: &pool) ?? []
            let recordEnd = pool.count
            let (co, cc) = pool.bytes(coverage)
            table.u32(UInt32(recordStart)); table.u32(UInt32(recordEnd - recordStart)); table.u32(co); table.u32(cc)
        }

        /// Puts the path of a file in the pool: the path of a file whose faces were copied is
        /// copied too, after its faces' records in the previous pool, so that a run of kept files
        /// stays one piece.
        func appendPath(_ path: String, ofFace first: Int, faceCount: Int, pool: inout Pool) -> (UInt32, UInt32) {
            if let copySnapshot, faceCount > 0, first < copyFaces.count, copyFaces[first] >= 0 {
                let old = copySnapshot.rawFilePath(copySnapshot.file(ofFace: Int(copyFaces[first])))
                return old.elementsEqual(path.utf8) ? pool.reference(old) : pool.string(path)
            }
            return pool.string(path)
        }
    }

    /// Names, sorted by their folded bytes (the first face of a name is the one the index keeps).
    private static func namesSection(_ table: [FoldedName: Int], pool: inout Pool) -> [UInt8] {
        let entries = table.map { (key: foldedKey($0.key), face: $0.value) }
            .sorted { a, b in
                let c = a.key.withUnsafeBytes { compare($0, b.key) }
                return c < 0 || (c == 0 && a.face < b.face)
            }
        var s = Words()
        for e in entries {
            let (o, c) = pool.bytes(e.key)
            s.u32(o); s.u32(c); s.u32(UInt32(e.face))
        }
        return s.bytes
    }

    /// Families by key bytes, their members appended to `lists`; their name order as positions in
    /// that list.
    private static func familySections(_ index: CatalogIndex, lists: inout [UInt32],
                                       pool: inout Pool) -> (families: Words, order: Words, count: Int) {
        let keys = index.byFamily.keys.sorted { utf8Order($0, $1) < 0 }
        var position: [String: Int] = [:]
        var families = Words()
        for (k, key) in keys.enumerated() {
            position[key] = k
            let (ko, kc) = pool.string(key)
            families.u32(ko); families.u32(kc)
            if let name = index.familyNames[key] {
                let (no, nc) = pool.string(name)
                families.u32(no); families.u32(nc)
            } else {
                families.u32(0); families.u32(UInt32.max)
            }
            let members = index.byFamily[key] ?? []
            families.u32(UInt32(lists.count)); families.u32(UInt32(members.count))
            lists += members.map { UInt32($0) }
        }
        var order = Words()
        for key in index.familyKeys { order.u32(UInt32(position[key] ?? 0)) }
        return (families, order, keys.count)
    }

    /// A little-endian buffer of 32-bit words, for the sections that hold nothing else: a word is
    /// one array append, not four.
    struct Words {
        private var words: [UInt32] = []
        /// Room for `bytes` bytes.
        mutating func reserve(_ bytes: Int) { words.reserveCapacity(bytes / 4) }
        mutating func u32(_ v: UInt32) { words.append(v.littleEndian) }
        mutating func u64(_ v: UInt64) {
            u32(UInt32(truncatingIfNeeded: v)); u32(UInt32(truncatingIfNeeded: v >> 32))
        }
        mutating func f64(_ v: Double) { u64(v.bitPattern) }
        /// The words' bytes.
        var bytes: [UInt8] {
            words.withUnsafeBytes { w in
                [UInt8](unsafeUninitializedCapacity: w.count) { out, n in
                    if let dst = out.baseAddress, let src = w.baseAddress { memcpy(dst, src, w.count) }
                    n = w.count
                }
            }
        }
    }

    /// A little-endian byte buffer.
    struct Sink {
        var bytes: [UInt8] = []
        mutating func u32(_ v: UInt32) {
            withUnsafeBytes(of: v.littleEndian) { append($0) }
        }
        mutating func u64(_ v: UInt64) {
            withUnsafeBytes(of: v.littleEndian) { append($0) }
        }
        /// Raw bytes, appended as typed ones: `append(contentsOf:)` copies a raw buffer byte by
        /// byte, a typed one in one move (the records a rescan copies are some 30 MB at 50,000
        /// files).
        private mutating func append(_ b: UnsafeRawBufferPointer) {
            b.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0) }
        }
        mutating func f64(_ v: Double) { u64(v.bitPattern) }
        mutating func optionalString(_ s: String?) {
            guard let s else { u32(UInt32.max); return }
            u32(UInt32(s.utf8.count))
            bytes += s.utf8
        }
        /// Appends `s`'s bytes; their offset and length.
        mutating func string(_ s: String) -> (UInt32, UInt32) { self.bytes(Array(s.utf8)) }
        mutating func bytes(_ b: [UInt8]) -> (UInt32, UInt32) {
            let o = UInt32(bytes.count)
            bytes += b
            return (o, UInt32(b.count))
        }
        mutating func bytes(_ b: UnsafeRawBufferPointer) -> (UInt32, UInt32) {
            let o = UInt32(bytes.count)
            append(b)
            return (o, UInt32(b.count))
        }
    }
}

extension CatalogSnapshot {
    /// The pool section as it is written: bytes encoded here, and bytes copied from a previous
    /// snapshot by reference (written from its mapping, never copied into memory first). A
    /// one-file rescan at 50,000 files copies some 24 MB of records: building them into one array
    /// first (its pages faulted in, then copied again by `write`) took most of the 25 ms its face
    /// table and pool took; by reference, with ``Words``, 11 ms.
    struct Pool {
        enum Piece {
            /// A range of `owned`.
            case owned(Range<Int>)
            case mapped(UnsafeRawBufferPointer)
        }

        private var owned = Sink()
        /// The pieces before the open run of `owned` bytes.
        private var pieces: [Piece] = []
        /// Where in `owned` the open run starts: bytes encoded are only appended to `owned` (a
        /// cold scan encodes every record), and the run becomes a piece when a reference follows.
        private var ownedFrom = 0
        /// The bytes in `pieces`.
        private var closed = 0
        /// The snapshots the mapped pieces are in, kept mapped until the pool is written.
        private var kept: [CatalogSnapshot] = []

        /// The pool's length so far: the next offset.
        var count: Int { closed + owned.bytes.count - ownedFrom }

        mutating func keep(_ snapshot: CatalogSnapshot) { kept.append(snapshot) }
        mutating func reserve(_ n: Int) { owned.bytes.reserveCapacity(n) }

        mutating func u32(_ v: UInt32) { owned.u32(v) }
        mutating func f64(_ v: Double) { owned.f64(v) }
        mutating func optionalString(_ v: String?) { owned.optionalString(v) }
        /// Appends `s`'s bytes; their offset and length.
        mutating func string(_ v: String) -> (UInt32, UInt32) { bytes(Array(v.utf8)) }
        mutating func bytes(_ b: [UInt8]) -> (UInt32, UInt32) {
            let o = UInt32(truncatingIfNeeded: count)
            _ = owned.bytes(b)
            return (o, UInt32(b.count))
        }

        /// Appends bytes of a kept snapshot's mapping by reference; their offset and length. Bytes
        /// that follow the previous reference in the mapping extend it.
        mutating func reference(_ b: UnsafeRawBufferPointer) -> (UInt32, UInt32) {
            let o = UInt32(truncatingIfNeeded: count)
            guard let start = b.baseAddress, b.count > 0 else { return (o, 0) }
            if owned.bytes.count > ownedFrom {
                pieces.append(.owned(ownedFrom..<owned.bytes.count))
                closed += owned.bytes.count - ownedFrom
                ownedFrom = owned.bytes.count
            }
            closed += b.count
            if case .mapped(let last)? = pieces.last, let lastStart = last.baseAddress, lastStart + last.count == start {
                pieces[pieces.count - 1] = .mapped(UnsafeRawBufferPointer(start: lastStart, count: last.count + b.count))
            } else {
                pieces.append(.mapped(b))
            }
            return (o, UInt32(b.count))
        }

        /// Each piece's bytes, in order.
        func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Void) {
            owned.bytes.withUnsafeBytes { all in
                for p in pieces {
                    switch p {
                    case .owned(let r): body(UnsafeRawBufferPointer(rebasing: all[r]))
                    case .mapped(let m): body(m)
                    }
                }
                if all.count > ownedFrom { body(UnsafeRawBufferPointer(rebasing: all[ownedFrom...])) }
            }
        }
    }
}

@inline(__always) private func Glibc_write(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
    write(fd, p, n)
}

/// A face the snapshot can be written from: its index fields, and its record when it has the
/// whole face.
protocol SnapshotFace: IndexedFace {
    /// Appends the face's record to `pool` and gives its coverage's bytes; nil (nothing appended)
    /// when only the index fields are at hand, for a face whose record is copied.
    func appendRecord(to pool: inout CatalogSnapshot.Pool) -> [UInt8]?
}

extension CatalogFace: SnapshotFace {
    func appendRecord(to pool: inout CatalogSnapshot.Pool) -> [UInt8]? {
        pool.optionalString(postscriptName); pool.optionalString(fullName)
        pool.optionalString(family); pool.optionalString(style)
        pool.optionalString(typographicFamily); pool.optionalString(typographicSubfamily)
        pool.u32(UInt32(bitPattern: Int32(truncatingIfNeeded: weight)))
        pool.f64(width)
        pool.optionalString(slant.rawValue); pool.optionalString(serifClass.rawValue)
        pool.optionalString(design.rawValue); pool.optionalString(format.rawValue)
        let faceFlags: UInt32 = (monospaced ? 1 : 0) | (rounded ? 2 : 0) | (variable ? 4 : 0)
            | (opticalSize != nil ? 8 : 0) | (hasTrak ? 16 : 0) | (hasSTAT ? 32 : 0) | (colorGlyphs ? 64 : 0)
        pool.u32(faceFlags)
        pool.u32(UInt32(axes.count))
        for a in axes { pool.optionalString(a.tag); pool.f64(a.min); pool.f64(a.default); pool.f64(a.max) }
        pool.u32(UInt32(coordinates.count))
        for tag in coordinates.keys.sorted() { pool.optionalString(tag); pool.f64(coordinates[tag] ?? 0) }
        pool.f64(opticalSize?.min ?? 0); pool.f64(opticalSize?.max ?? 0)
        return coverage.bytes
    }
}

extension IndexFields: SnapshotFace {
    func appendRecord(to pool: inout CatalogSnapshot.Pool) -> [UInt8]? { full?.appendRecord(to: &pool) }
}
