#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FontFile
import Foundation

/// The catalog as a read-only, memory-mapped file written beside the SQLite cache after every
/// scan (fontconfig's mmap'd `*.cache-9` files are the model): every face, the lookup tables
/// matching uses (families, PostScript and full names, the CSS matching traits, named instances)
/// and the stamp of every directory the scan listed.
///
/// A command that finds a snapshot for its set of directories, and finds every directory's
/// device, inode, modification and change time as recorded, answers from it without opening
/// SQLite, listing a directory or stat-ing a font file: start-up costs one `stat` per directory
/// and the `mmap`, at any library size. Faces are decoded only when a query reaches them.
///
/// - Adding, removing or renaming a file changes its directory's times (the way fontconfig sees
///   changes). A directory changed within a second of the scan is recorded as unknown, so that a
///   change made in the same clock tick is not missed.
/// - A file rewritten in place keeps its directory's times: a face decoded from the snapshot is
///   checked against its file's size and modification time (``CatalogSnapshot/isFresh(file:)``),
///   and the catalog rereads the file when they differ (``FaceList``).
/// - The SQLite cache stays the record of what was read; the snapshot is derived from it, and
///   any snapshot that is missing, damaged, from another format or for other directories is
///   ignored and written again by the next scan. It is replaced by `rename`, never rewritten in
///   place, so a mapping in use never changes under a reader.
final class CatalogSnapshot: @unchecked Sendable {
    // @unchecked: immutable after init; the mapping is read-only.

    static let magic: [UInt8] = Array("TYPGSNAP".utf8)
    /// Bumped whenever the layout changes: another version's snapshot is ignored.
    static let formatVersion: UInt32 = 3
    /// Magic, version, name-only count, the sections' offsets and counts, then the checksum of
    /// everything after the header (``checksum(_:)``).
    static let headerSize = 16 + 8 * Section.allCases.count + 8
    static var checksumOffset: Int { headerSize - 8 }

    enum Section: Int, CaseIterable {
        case fingerprint, directories, files, faces, instances, lists, postscriptNames, fullNames, families,
             familyOrder, problems, pool
    }

    /// Fixed-size entries of the sections that are arrays.
    static let directorySize = 40, fileSize = 32, faceSize = 64, pairSize = 8, nameSize = 12, familySize = 24

    private let base: UnsafeRawPointer
    private let length: Int
    private let sections: [(offset: Int, count: Int)]
    let path: String
    let faceCount: Int
    /// The files the scan found, those without a usable face included.
    let fileCount: Int
    let familyCount: Int
    /// The families' name order's length (the families listed by a name of their own).
    var familyOrderCount: Int { sections[Section.familyOrder.rawValue].count }

    /// The snapshot at `path` if it is one of this format, for `fingerprint`, and whole (every
    /// section within the file); nil otherwise.
    init?(path: String, fingerprint: [UInt8]) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_size >= CatalogSnapshot.headerSize,
              st.st_size < Int(UInt32.max) else { return nil }
        let size = Int(st.st_size)
        guard let m = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), m != MAP_FAILED else { return nil }
        let base = UnsafeRawPointer(m)
        var secs: [(Int, Int)] = []
        let ok: Bool = {
            guard memcmp(base, CatalogSnapshot.magic, 8) == 0,
                  base.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == CatalogSnapshot.formatVersion
            else { return false }
            for k in Section.allCases.indices {
                let o = Int(base.loadUnaligned(fromByteOffset: 16 + 8 * k, as: UInt32.self))
                let c = Int(base.loadUnaligned(fromByteOffset: 20 + 8 * k, as: UInt32.self))
                secs.append((o, c))
            }
            let sizes: [Section: Int] = [.directories: CatalogSnapshot.directorySize, .files: CatalogSnapshot.fileSize,
                                         .faces: CatalogSnapshot.faceSize, .instances: CatalogSnapshot.pairSize,
                                         .lists: 4, .postscriptNames: CatalogSnapshot.nameSize,
                                         .fullNames: CatalogSnapshot.nameSize, .families: CatalogSnapshot.familySize,
                                         .familyOrder: 4]
            for s in Section.allCases {
                let (o, c) = secs[s.rawValue]
                let bytes = c * (sizes[s] ?? 1)
                guard o >= CatalogSnapshot.headerSize, o <= size, bytes <= size - o else { return false }
            }
            let (fo, fc) = secs[Section.fingerprint.rawValue]
            return fc == fingerprint.count && memcmp(base + fo, fingerprint, fc) == 0
                && secs[Section.instances.rawValue].1 == secs[Section.faces.rawValue].1
        }()
        self.base = base
        length = size
        self.path = path
        sections = secs
        faceCount = ok ? secs[Section.faces.rawValue].1 : 0
        fileCount = ok ? secs[Section.files.rawValue].1 : 0
        familyCount = ok ? secs[Section.families.rawValue].1 : 0
        if !ok {
            munmap(m, size)
            return nil
        }
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    // MARK: Bounded reads (a damaged file gives empty values, never a trap)

    @inline(__always) private func u32(_ at: Int) -> UInt32 {
        at >= 0 && at <= length - 4 ? base.loadUnaligned(fromByteOffset: at, as: UInt32.self) : 0
    }

    @inline(__always) private func u64(_ at: Int) -> UInt64 {
        at >= 0 && at <= length - 8 ? base.loadUnaligned(fromByteOffset: at, as: UInt64.self) : 0
    }

    @inline(__always) private func f64(_ at: Int) -> Double { Double(bitPattern: u64(at)) }

    @inline(__always) private func entry(_ s: Section, _ i: Int, _ size: Int) -> Int {
        sections[s.rawValue].offset + i * size
    }

    /// The pool's bytes at `offset` (relative to the pool), `count` long; empty when out of bounds.
    private func poolBytes(_ offset: UInt32, _ count: UInt32) -> UnsafeRawBufferPointer {
        let pool = sections[Section.pool.rawValue]
        let o = Int(offset), c = Int(count)
        guard o <= pool.count, c <= pool.count - o else { return UnsafeRawBufferPointer(start: base, count: 0) }
        return UnsafeRawBufferPointer(start: base + pool.offset + o, count: c)
    }

    private func poolString(_ offset: UInt32, _ count: UInt32) -> String {
        String(decoding: poolBytes(offset, count), as: UTF8.self)
    }

    // MARK: Directories

    /// A directory's identity and times, as `stat` gives them (links followed).
    struct DirectoryStamp: Equatable {
        /// 0: nothing there; 1: a directory; 2: something else; 3: unknown (changed too recently
        /// to trust: never equal to what `stat` finds).
        var kind: UInt64
        var dev: UInt64 = 0, ino: UInt64 = 0
        var mtime: Int64 = 0, mtimeNanos: Int64 = 0, ctime: Int64 = 0, ctimeNanos: Int64 = 0

        init(kind: UInt64) { self.kind = kind }

        /// What is at `path` now.
        init(path: String) {
            var st = stat()
            guard stat(path, &st) == 0 else {
                self.init(kind: 0)
                return
            }
            self.init(st)
        }

        init(_ st: stat) {
            kind = (st.st_mode & S_IFMT) == S_IFDIR ? 1 : 2
            dev = UInt64(truncatingIfNeeded: st.st_dev)
            ino = UInt64(truncatingIfNeeded: st.st_ino)
            #if canImport(Darwin)
            mtime = Int64(st.st_mtimespec.tv_sec); mtimeNanos = Int64(st.st_mtimespec.tv_nsec)
            ctime = Int64(st.st_ctimespec.tv_sec); ctimeNanos = Int64(st.st_ctimespec.tv_nsec)
            #else
            mtime = Int64(st.st_mtim.tv_sec); mtimeNanos = Int64(st.st_mtim.tv_nsec)
            ctime = Int64(st.st_ctim.tv_sec); ctimeNanos = Int64(st.st_ctim.tv_nsec)
            #endif
        }

        /// Changed at or after `seconds` (a time of the realtime clock).
        func changed(since seconds: Int64) -> Bool { kind == 1 && (mtime >= seconds || ctime >= seconds) }
    }

    /// Every directory the scan listed, with its stamp then.
    func recordedDirectories() -> [(path: String, stamp: DirectoryStamp)] {
        let (o, c) = sections[Section.directories.rawValue]
        var out: [(path: String, stamp: DirectoryStamp)] = []
        out.reserveCapacity(c)
        for k in 0..<c {
            let at = o + k * CatalogSnapshot.directorySize
            var recorded = DirectoryStamp(kind: u64(at + 8) >> 56)
            recorded.dev = u64(at + 8) & 0x00FF_FFFF_FFFF_FFFF
            recorded.ino = u64(at + 16)
            recorded.mtime = Int64(bitPattern: u64(at + 24)) >> 30
            recorded.mtimeNanos = Int64(bitPattern: u64(at + 24)) & 0x3FFF_FFFF
            recorded.ctime = Int64(bitPattern: u64(at + 32)) >> 30
            recorded.ctimeNanos = Int64(bitPattern: u64(at + 32)) & 0x3FFF_FFFF
            out.append((poolString(u32(at), u32(at + 4)), recorded))
        }
        return out
    }

    /// Whether every directory the scan listed is as it was: same device, inode and times.
    func directoriesUnchanged() -> Bool {
        recordedDirectories().allSatisfy { $0.stamp.kind != 3 && DirectoryStamp(path: $0.path) == $0.stamp }
    }

    // MARK: Files and faces

    /// The path of file `n`.
    func filePath(_ n: Int) -> String {
        let at = entry(.files, n, CatalogSnapshot.fileSize)
        return poolString(u32(at), u32(at + 4))
    }

    /// The bytes of file `n`'s path, as they are in the file.
    func rawFilePath(_ n: Int) -> UnsafeRawBufferPointer {
        let at = entry(.files, n, CatalogSnapshot.fileSize)
        return poolBytes(u32(at), u32(at + 4))
    }

    /// The size and modification time file `n` had when it was read.
    func fileStamp(_ n: Int) -> FileStamp {
        let at = entry(.files, n, CatalogSnapshot.fileSize)
        return FileStamp(size: Int64(bitPattern: u64(at + 16)), mtime: Int64(bitPattern: u64(at + 24)))
    }

    /// Whether file `n` still has the size and modification time it was read with.
    func isFresh(file n: Int) -> Bool {
        var st = stat()
        let path = filePath(n)
        guard stat(path, &st) == 0 else { return false }
        return FileStamp(st) == fileStamp(n)
    }

    /// The faces of file `n`: its first face and how many.
    func faces(ofFile n: Int) -> Range<Int> {
        let at = entry(.files, n, CatalogSnapshot.fileSize)
        let first = Int(u32(at + 8)), count = Int(u32(at + 12))
        guard first <= faceCount, count <= faceCount - first else { return 0..<0 }
        return first..<(first + count)
    }

    /// The file of face `i`.
    func file(ofFace i: Int) -> Int { Int(u32(entry(.faces, i, CatalogSnapshot.faceSize) + 32)) }

    /// The face's index in its file.
    func faceIndex(_ i: Int) -> Int { Int(u32(entry(.faces, i, CatalogSnapshot.faceSize) + 36)) }

    /// The named instance face `i` is, or nil.
    func namedInstance(_ i: Int) -> Int? {
        let v = Int32(bitPattern: u32(entry(.faces, i, CatalogSnapshot.faceSize) + 40))
        return v < 0 ? nil : Int(v)
    }

    func traits(_ i: Int) -> MatchTraits {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        let flags = UInt8(truncatingIfNeeded: u32(at + 44) >> 8)
        let lo = f64(at), hi = f64(at + 8), wlo = f64(at + 16), whi = f64(at + 24)
        // Ranges only of finite, ordered bounds: a damaged file must not make a range trap.
        func range(_ a: Double, _ b: Double, _ fallback: Double) -> ClosedRange<Double> {
            guard a.isFinite else { return fallback...fallback }
            return b.isFinite && a <= b ? a...b : a...a
        }
        return MatchTraits(weight: range(lo, hi, 400), width: range(wlo, whi, 100),
                           styles: UInt8(truncatingIfNeeded: u32(at + 44)),
                           variable: flags & 1 != 0, isInstance: flags & 2 != 0)
    }

    func isNameOnly(_ i: Int) -> Bool { (u32(entry(.faces, i, CatalogSnapshot.faceSize) + 44) >> 8) & 4 != 0 }

    /// Whether any face is name-only.
    var hasNameOnly: Bool { u32(12) != 0 }

    /// Whether the bytes after the header are those written (one pass over the file: a scan that
    /// builds on the snapshot checks it first, so that a damaged file is not carried forward into
    /// the cache and the next snapshot; a warm start does not, and reads a damaged file bounded).
    func checksumMatches() -> Bool {
        u64(CatalogSnapshot.checksumOffset) == CatalogSnapshot.checksum(
            UnsafeRawBufferPointer(start: base + CatalogSnapshot.headerSize, count: length - CatalogSnapshot.headerSize))
    }

    /// FNV-1a over 8-byte words (then the remaining bytes): about 3 ms for 25 MB.
    static func checksum(_ b: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        var k = 0
        while k + 8 <= b.count {
            h = (h ^ b.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            k += 8
        }
        while k < b.count {
            h = (h ^ UInt64(b[k])) &* 0x0000_0100_0000_01B3
            k += 1
        }
        return h
    }

    /// Face `i`'s encoded record and coverage, as they are in the file (a scan that builds on
    /// this snapshot copies them instead of encoding the face again).
    func rawRecord(_ i: Int) -> (record: UnsafeRawBufferPointer, coverage: UnsafeRawBufferPointer) {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        return (poolBytes(u32(at + 48), u32(at + 52)), poolBytes(u32(at + 56), u32(at + 60)))
    }


    func coverage(_ i: Int) -> CompactCoverage {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        return CompactCoverage(bytes: Array(poolBytes(u32(at + 56), u32(at + 60))))
    }

    /// Whether face `i` covers `scalar`, read from the mapped bytes.
    func covers(_ i: Int, _ scalar: UInt32) -> Bool {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        return CompactCoverage.contains(encoded: poolBytes(u32(at + 56), u32(at + 60)), scalar)
    }

    /// Face `i`, decoded; `path`, when given, is its file's (read once for all of a file's faces).
    func face(_ i: Int, path given: String? = nil) -> CatalogFace {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        var r = Reader(poolBytes(u32(at + 48), u32(at + 52)))
        let path = given ?? filePath(file(ofFace: i))
        let ps = r.string(), full = r.string(), family = r.string(), style = r.string()
        let typo = r.string(), typoSub = r.string()
        let weight = Int(Int32(bitPattern: r.u32()))
        let storedWidth = r.f64()
        let slant = FaceInfo.Slant(rawValue: r.string() ?? "") ?? .upright
        let serif = FaceInfo.SerifClass(rawValue: r.string() ?? "") ?? .other
        let design = FaceInfo.Design(rawValue: r.string() ?? "") ?? .default
        let format = FontFormat(rawValue: r.string() ?? "") ?? .trueType
        let flags = r.u32()
        var axes: [CatalogFace.Axis] = []
        // Values as a scan gives them (finite; an axis's default within its range), whatever the
        // file holds: a damaged snapshot must not give a face that traps where it is used.
        for _ in 0..<min(Int(r.u32()), 64) {
            let tag = r.string() ?? ""
            let lo = r.f64(), d = r.f64(), hi = r.f64()
            if lo.isFinite && d.isFinite && hi.isFinite && lo <= d && d <= hi {
                axes.append(CatalogFace.Axis(tag: tag, min: lo, default: d, max: hi))
            }
        }
        var coords: [String: Double] = [:]
        for _ in 0..<min(Int(r.u32()), 64) {
            let tag = r.string() ?? ""
            let v = r.f64()
            if v.isFinite { coords[tag] = v }
        }
        var optLo = r.f64(), optHi = r.f64()
        if !(optLo.isFinite && optHi.isFinite && optLo <= optHi) { (optLo, optHi) = (0, 0) }
        let width = storedWidth.isFinite ? storedWidth : 100
        return CatalogFace(
            path: path, index: faceIndex(i), namedInstance: namedInstance(i), postscriptName: ps, fullName: full,
            family: family, style: style, typographicFamily: typo, typographicSubfamily: typoSub, weight: weight,
            width: width, slant: slant, monospaced: flags & 1 != 0, serifClass: serif, rounded: flags & 2 != 0,
            design: design, variable: flags & 4 != 0, axes: axes, coordinates: coords,
            opticalSize: flags & 8 != 0 ? CatalogFace.OpticalSize(min: optLo, max: optHi) : nil,
            hasTrak: flags & 16 != 0, hasSTAT: flags & 32 != 0, colorGlyphs: flags & 64 != 0, format: format,
            coverage: coverage(i))
    }

    /// What the index reads of face `i` (its file's `path` given), without decoding the rest:
    /// four of the record's names, and the traits as the face table holds them.
    func indexFields(_ i: Int, path: String) -> IndexFields {
        let at = entry(.faces, i, CatalogSnapshot.faceSize)
        var r = Reader(poolBytes(u32(at + 48), u32(at + 52)))
        let ps = r.string(), full = r.string(), family = r.string()
        r.skipString()  // the style
        let typo = r.string()
        return IndexFields(path: path, index: faceIndex(i), namedInstance: namedInstance(i), postscriptName: ps,
                           fullName: full, family: family, typographicFamily: typo, matchTraits: traits(i))
    }

    /// The face of `path` with face index `index` that is not a named instance.
    func face(path: String, index: Int) -> Int? {
        // Files are in the cache's order: path bytes.
        var lo = 0, hi = fileCount
        let key = Array(path.utf8)
        while lo < hi {
            let mid = (lo + hi) / 2
            let at = entry(.files, mid, CatalogSnapshot.fileSize)
            if CatalogSnapshot.compare(poolBytes(u32(at), u32(at + 4)), key) < 0 { lo = mid + 1 } else { hi = mid }
        }
        guard lo < fileCount else { return nil }
        let at = entry(.files, lo, CatalogSnapshot.fileSize)
        guard CatalogSnapshot.compare(poolBytes(u32(at), u32(at + 4)), key) == 0 else { return nil }
        return faces(ofFile: lo).first { faceIndex($0) == index && namedInstance($0) == nil }
    }

    /// The named instances of variable face `i`.
    func instances(of i: Int) -> [Int]? {
        let at = entry(.instances, i, CatalogSnapshot.pairSize)
        let list = list(u32(at), u32(at + 4))
        return list.isEmpty ? nil : list
    }

    private func list(_ offset: UInt32, _ count: UInt32) -> [Int] {
        let (o, c) = sections[Section.lists.rawValue]
        let off = Int(offset), n = Int(count)
        guard off <= c, n <= c - off else { return [] }
        return (0..<n).map { Int(u32(o + 4 * (off + $0))) }
    }

    // MARK: Names and families

    /// The first entry of the sorted name table `section` whose key is not less than `key`.
    private func lowerBound(_ section: Section, size: Int, count: Int, _ key: [UInt8]) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let at = entry(section, mid, size)
            if CatalogSnapshot.compare(poolBytes(u32(at), u32(at + 4)), key) < 0 { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The face a PostScript name (`section` .postscriptNames) or full name (.fullNames) names.
    func face(named name: FoldedName, in section: Section) -> Int? {
        let key = CatalogSnapshot.foldedKey(name)
        let count = sections[section.rawValue].count
        let k = lowerBound(section, size: CatalogSnapshot.nameSize, count: count, key)
        guard k < count else { return nil }
        let at = entry(section, k, CatalogSnapshot.nameSize)
        guard CatalogSnapshot.compare(poolBytes(u32(at), u32(at + 4)), key) == 0 else { return nil }
        let face = Int(u32(at + 8))
        return face < faceCount ? face : nil
    }

    private func familyEntry(key: String) -> Int? {
        let bytes = Array(key.utf8)
        let k = lowerBound(.families, size: CatalogSnapshot.familySize, count: familyCount, bytes)
        guard k < familyCount else { return nil }
        let at = entry(.families, k, CatalogSnapshot.familySize)
        return CatalogSnapshot.compare(poolBytes(u32(at), u32(at + 4)), bytes) == 0 ? k : nil
    }

    /// The faces of the family with ``CatalogIndex/key(_:)`` `key`.
    func family(key: String) -> [Int]? {
        guard let k = familyEntry(key: key) else { return nil }
        let at = entry(.families, k, CatalogSnapshot.familySize)
        return list(u32(at + 16), u32(at + 20)).filter { $0 < faceCount }
    }

    /// The name shown for the family `key`.
    func familyName(key: String) -> String? {
        guard let k = familyEntry(key: key) else { return nil }
        let at = entry(.families, k, CatalogSnapshot.familySize)
        return u32(at + 12) == UInt32.max ? nil : poolString(u32(at + 8), u32(at + 12))
    }

    /// The family key at `position` of the families' name order.
    func familyKey(at position: Int) -> String {
        let k = Int(u32(entry(.familyOrder, position, 4)))
        let at = entry(.families, min(k, max(familyCount - 1, 0)), CatalogSnapshot.familySize)
        return poolString(u32(at), u32(at + 4))
    }

    var problems: [CatalogProblem] {
        let (o, c) = sections[Section.problems.rawValue]
        guard c > 0 else { return [] }
        let text = String(decoding: UnsafeRawBufferPointer(start: base + o, count: c), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let p = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard p.count == 3, let kind = CatalogProblem.Kind(rawValue: String(p[0])) else { return nil }
            return CatalogProblem(kind, path: CatalogSnapshot.unescape(p[1]), reason: CatalogSnapshot.unescape(p[2]))
        }
    }

    // MARK: Keys

    /// The bytes ``FoldedName`` compares: its text with ASCII capitals folded.
    static func foldedKey(_ name: FoldedName) -> [UInt8] { name.text.utf8.map(FoldedName.fold) }

    /// Byte order, then length.
    static func compare(_ a: UnsafeRawBufferPointer, _ b: [UInt8]) -> Int {
        let n = min(a.count, b.count)
        let c = b.withUnsafeBytes { q -> Int32 in
            guard n > 0, let x = a.baseAddress, let y = q.baseAddress else { return 0 }
            return memcmp(x, y, n)
        }
        if c != 0 { return Int(c) }
        return a.count - b.count
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape<S: StringProtocol>(_ s: S) -> String {
        var out = "", escaped = false
        for ch in s {
            if escaped {
                out.append(ch == "t" ? "\t" : ch == "n" ? "\n" : ch)
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// Sequential bounded reads of a face record.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0
        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func u32() -> UInt32 {
            guard at + 4 <= bytes.count else { at = bytes.count; return 0 }
            defer { at += 4 }
            return bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)
        }

        mutating func f64() -> Double {
            guard at + 8 <= bytes.count else { at = bytes.count; return 0 }
            defer { at += 8 }
            return Double(bitPattern: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }

        mutating func skipString() {
            let n = u32()
            if n != UInt32.max { at += min(Int(n), bytes.count - at) }
        }

        mutating func string() -> String? {
            let n = u32()
            guard n != UInt32.max else { return nil }
            let count = min(Int(n), bytes.count - at)
            defer { at += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<(at + count)]), as: UTF8.self)
        }
    }
}

// MARK: - Writing

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

        // Directories.
        var dirs = Words()
        let cacheEntry = inputs.cacheFile.map { [(path: $0, stamp: DirectoryStamp(path: $0))] } ?? []
        for (path, stamp) in inputs.directories + cacheEntry {
            var s = stamp
            if s.changed(since: inputs.scanStart - 1) { s.kind = 3 }
            let (o, c) = pool.string(path)
            dirs.u32(o); dirs.u32(c)
            dirs.u64((s.kind << 56) | (s.dev & 0x00FF_FFFF_FFFF_FFFF))
            dirs.u64(s.ino)
            dirs.u64(UInt64(bitPattern: (s.mtime << 30) | (s.mtimeNanos & 0x3FFF_FFFF)))
            dirs.u64(UInt64(bitPattern: (s.ctime << 30) | (s.ctimeNanos & 0x3FFF_FFFF)))
        }

        // Files (every file the scan found, in the cache's order) and faces (in the same order:
        // each file's faces are together). Records go straight into the pool.
        // The array itself, its faces read in place (`faces[i].field`): copying a face retains
        // and releases each of its strings and arrays.
        var files = Words(), table = Words(), instances = Words(), lists = [UInt32]()
        let copySnapshot = inputs.copyFrom?.snapshot, copyFaces = inputs.copyFrom?.faces ?? []
        table.reserve(faces.count * faceSize)
        if let copySnapshot {
            // Nearly everything is copied by reference: room for the faces encoded and the names.
            pool.keep(copySnapshot)
            pool.reserve(faces.count * 32 + inputs.files.count * 8)
        } else {
            pool.reserve(faces.count * 400 + inputs.files.count * 64)
        }
        files.reserve(inputs.files.count * fileSize)
        instances.reserve(faces.count * pairSize)
        var paths = inputs.files
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
                writeFace(next, fileNo: fileNo)
                next += 1
            }
            // The path of a file whose faces were copied, copied too: after its faces' records
            // in the previous pool, so that a run of kept files stays one piece.
            var (o, c) = (UInt32(0), UInt32(0))
            if let copySnapshot, first < next, first < copyFaces.count, copyFaces[first] >= 0 {
                let old = copySnapshot.rawFilePath(copySnapshot.file(ofFace: Int(copyFaces[first])))
                if old.elementsEqual(path.utf8) { (o, c) = pool.reference(old) } else { (o, c) = pool.string(path) }
            } else {
                (o, c) = pool.string(path)
            }
            files.u32(o); files.u32(c); files.u32(UInt32(first)); files.u32(UInt32(next - first))
            files.u64(UInt64(bitPattern: stamp.size)); files.u64(UInt64(bitPattern: stamp.mtime))
            fileNo += 1
        }
        paths = []

        func writeFace(_ i: Int, fileNo: Int) {
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
                encodeRecord(i)
            }
            // Only a variable face that is not an instance has instances: the others are not looked up.
            let inst = t.variable && !t.isInstance ? index.instancesOf[i] ?? [] : []
            instances.u32(UInt32(lists.count)); instances.u32(UInt32(inst.count))
            for j in inst { lists.append(UInt32(j)) }
        }

        func encodeRecord(_ i: Int) {
            let recordStart = pool.count
            let coverage = faces[i].appendRecord(to: &pool) ?? []
            let recordEnd = pool.count
            let (co, cc) = pool.bytes(coverage)
            table.u32(UInt32(recordStart)); table.u32(UInt32(recordEnd - recordStart)); table.u32(co); table.u32(cc)
        }

        // Names, sorted by their folded bytes (the first face of a name is the one the index keeps).
        func names(_ table: [FoldedName: Int]) -> [UInt8] {
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
        sections[Section.postscriptNames.rawValue] = names(index.byPostScriptName)
        sections[Section.fullNames.rawValue] = names(index.byFullName)

        // Families by key bytes; their name order as positions in that list.
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

        var problems = ""
        for p in inputs.problems { problems += "\(p.kind.rawValue)\t\(escape(p.path))\t\(escape(p.reason))\n" }

        sections[Section.directories.rawValue] = dirs.bytes
        sections[Section.files.rawValue] = files.bytes
        sections[Section.faces.rawValue] = table.bytes
        sections[Section.instances.rawValue] = instances.bytes
        var listBytes = Words()
        for v in lists { listBytes.u32(v) }
        sections[Section.lists.rawValue] = listBytes.bytes
        sections[Section.families.rawValue] = families.bytes
        sections[Section.familyOrder.rawValue] = order.bytes
        sections[Section.problems.rawValue] = Array(problems.utf8)

        let counts: [Section: Int] = [
            .directories: inputs.directories.count + cacheEntry.count, .files: fileNo, .faces: faces.count,
            .instances: faces.count, .lists: lists.count, .postscriptNames: sections[Section.postscriptNames.rawValue].count / nameSize,
            .fullNames: sections[Section.fullNames.rawValue].count / nameSize, .families: keys.count,
            .familyOrder: index.familyKeys.count, .pool: pool.count,
        ]
        var out = Sink()
        out.bytes += magic
        out.u32(formatVersion)
        out.u32(UInt32(index.nameOnly.filter { $0 }.count))
        var offset = headerSize
        for s in Section.allCases {
            offset = (offset + 7) & ~7
            out.u32(UInt32(offset))
            out.u32(UInt32(counts[s] ?? sections[s.rawValue].count))
            offset += s == .pool ? pool.count : sections[s.rawValue].count
        }
        out.u64(0)  // the checksum, written once the rest is
        return ([out.bytes] + sections, pool)
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
