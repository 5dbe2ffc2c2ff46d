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
