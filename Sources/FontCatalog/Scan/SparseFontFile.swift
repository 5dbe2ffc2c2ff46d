#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FontFile
import Foundation

/// A file's identity for the cache: size and modification time (nanoseconds).
struct FileStamp: Hashable, Sendable {
    var size: Int64
    var mtime: Int64

    init(size: Int64, mtime: Int64) {
        self.size = size
        self.mtime = mtime
    }

    init(_ st: stat) {
        size = Int64(st.st_size)
        #if canImport(Darwin)
        mtime = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        #else
        mtime = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        #endif
    }

    /// A stamp no file has: the file is read again on the next scan.
    static let stale = FileStamp(size: -1, mtime: -1)
}

/// The outcome of reading one file.
struct FileScan: Sendable {
    var faces: [CatalogFace] = []
    var problems: [CatalogProblem] = []
    /// The stamp to record; ``FileStamp/stale`` when the file changed while it was read.
    var stamp: FileStamp
}

/// Reads a font file for the catalog without holding it in memory and without mapping it.
///
/// FontFile parses a contiguous buffer indexed by file offsets. Rather than map the file (a file
/// truncated while mapped raises SIGBUS: a crash) or read all of it (glyph outlines are most of a
/// font's bytes and the catalog never needs them), the file's bytes are placed in an anonymous,
/// zero-filled mapping of the file's size, and only the header, the table directories and the
/// tables the classifier reads are copied in with `pread`. Untouched pages of the mapping cost no
/// memory. The big outline and bitmap tables (``skippedTables``) stay zero; a classifier that
/// read them would see them as malformed optional tables, never crash — and a test compares this
/// reader with FontFile's own file reader on every installed font to keep them equal.
///
/// ``scan(path:at:buffer:compact:afterRead:)`` reads most files with ``CompactFontFile``
/// instead (the same tables, into a small buffer with the directory rewritten); this reader is
/// for the files it finds odd, whose errors and warnings quote file offsets and sizes.
enum SparseFontFile {
    /// Files larger than this are refused (a font collection of 2 GiB is not a font).
    static let maxFileSize: Int64 = 2 << 30
    /// The most faces of a collection read.
    static let maxFaces = 4096
    /// The most table records per face read.
    static let maxTables = 1024

    /// Tables never copied in: outlines, bitmaps, hinting, variation deltas, and GSUB and GPOS
    /// (the catalog's scan, ``FontScanner/Purpose/catalog``, does not read their feature lists).
    static let skippedTables: Set<UInt32> = Set([
        "glyf", "loca", "CFF ", "CFF2", "gvar", "CBDT", "CBLC", "EBDT", "EBLC", "EBSC", "sbix", "SVG ",
        "hdmx", "VORG", "vmtx", "cvt ", "fpgm", "prep", "cvar", "DSIG", "LTSH", "VDMX", "kern", "kerx",
        "MATH", "JSTF", "BASE", "HVAR", "VVAR", "MVAR", "COLR", "CPAL", "GDEF", "GSUB", "GPOS", "morx",
        "mort", "ankr", "just", "bsln", "opbd", "prop", "lcar", "Zapf", "PCLT", "gasp", "meta", "bdat",
        "bloc",
    ].map(tagValue))

    /// ``skippedTables``, sorted, for a binary search without hashing.
    static let skippedSorted: [UInt32] = skippedTables.sorted()

    static func isSkipped(_ tag: UInt32) -> Bool {
        skippedSorted.withUnsafeBufferPointer { t in
            var lo = 0, hi = t.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if t[mid] < tag { lo = mid + 1 } else { hi = mid }
            }
            return lo < t.count && t[lo] == tag
        }
    }

    static func tagValue(_ s: String) -> UInt32 {
        var v: UInt32 = 0
        for b in s.utf8.prefix(4) { v = v << 8 | UInt32(b) }
        return v
    }

    /// Reads the file at `path` and classifies its faces. Never throws and never traps.
    /// `afterRead` is a test hook, called once the bytes are read and before the file is checked
    /// for changes.
    /// `buffer` is a scratch buffer reused from file to file by one thread (one is made when nil).
    /// `location`: the file as a directory kept open and the name in it that ends `path` (the
    /// same file, opened without walking the path again).
    /// `compact`: read with ``CompactFontFile`` (false, for tests: always the sparse reader).
    static func scan(path: String, at location: FileLocation? = nil, buffer: ScratchBuffer? = nil,
                     compact: Bool = true, afterRead: (@Sendable (String) -> Void)? = nil) -> FileScan {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        // withCString: a native string's own bytes (passing a String as a C string copies it).
        let fd = location.map { l in
            withExtendedLifetime(l.directory) { path.withCString { openat(l.directory.fd, $0 + l.nameStart, flags) } }
        }
            ?? path.withCString { open($0, flags) }
        guard fd >= 0 else {
            return FileScan(problems: [CatalogProblem(.unreadable, path: path, reason: "cannot open: \(errnoText())")], stamp: .stale)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            return FileScan(problems: [CatalogProblem(.unreadable, path: path, reason: "cannot stat: \(errnoText())")], stamp: .stale)
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            return FileScan(problems: [CatalogProblem(.notARegularFile, path: path, reason: "not a regular file")], stamp: .stale)
        }
        let before = FileStamp(st)
        guard before.size <= maxFileSize else {
            return FileScan(problems: [CatalogProblem(.tooLarge, path: path, reason: "file of \(before.size) bytes is larger than the 2 GiB the catalog reads")], stamp: before)
        }
        let size = Int(before.size)

        var result: FileScan
        if size == 0 {
            let scan = [UInt8]().withUnsafeBytes { FontScanner.scan($0, path: path) }
            result = FileScan(problems: problems(of: scan, path: path), stamp: before)
        } else {
            let scratch = buffer ?? ScratchBuffer()
            let bytes: UnsafeRawBufferPointer
            switch compact ? CompactFontFile.fill(scratch, fd: fd, size: size) : .odd {
            case .bytes(let b):
                bytes = b
            case .failed(let reason):
                return FileScan(problems: [CatalogProblem(.unreadable, path: path, reason: reason)], stamp: .stale)
            case .odd:
                guard let buf = scratch.prepare(size: size) else {
                    return FileScan(problems: [CatalogProblem(.unreadable, path: path, reason: "cannot reserve memory: \(errnoText())")], stamp: .stale)
                }
                if let failure = fill(buf, fd: fd, written: &scratch.written) {
                    return FileScan(problems: [CatalogProblem(.unreadable, path: path, reason: failure)], stamp: .stale)
                }
                bytes = UnsafeRawBufferPointer(buf)
            }
            var scan = FontScanner.scan(bytes, path: path, purpose: .catalog)
            let found = problems(of: scan, path: path)
            // Each face moved out of the scan (popped, in file order), not copied and released.
            var infos: [FaceInfo] = []
            swap(&infos, &scan.faces)
            infos.reverse()
            var faces: [CatalogFace] = []
            faces.reserveCapacity(infos.count)
            while let info = infos.popLast() { CatalogFace.appendRecords(for: info, path: path, to: &faces) }
            result = FileScan(faces: faces, problems: found, stamp: before)
        }

        afterRead?(path)
        // A file that changed while it was read: what was read may mix two versions.
        var after = stat()
        let afterStamp: FileStamp? = fstat(fd, &after) == 0 ? FileStamp(after) : nil
        if afterStamp != before {
            return FileScan(problems: [CatalogProblem(.changedDuringScan, path: path, reason: "changed while it was read (size or modification time); read again on the next scan")], stamp: .stale)
        }
        return result
    }

    /// One problem per face that cannot be read; one for the file when none of its faces can
    /// (each face's reason in it, `face 1 of 2: …; face 2 of 2: …`).
    static func problems(of scan: FontScanner.Scan, path: String) -> [CatalogProblem] {
        let each = problemPerError(of: scan, path: path)
        guard scan.faces.isEmpty, each.count > 1, let first = each.first else { return each }
        return [CatalogProblem(first.kind, path: path, reason: each.map(\.reason).joined(separator: "; "))]
    }

    static func problemPerError(of scan: FontScanner.Scan, path: String) -> [CatalogProblem] {
        scan.errors.map { e in
            let kind: CatalogProblem.Kind
            switch e.kind {
            case .unsupportedFormat: kind = .unsupportedFormat
            case .fileNotFound, .fileUnreadable: kind = .unreadable
            default: kind = scan.faces.isEmpty ? .malformed : .badFace
            }
            // FontFileError's description already starts with the path.
            let text = e.description
            let prefix = path + ": "
            return CatalogProblem(kind, path: path, reason: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
        }
    }

    /// Copies the header, the table directories and the tables the classifier reads into `buf`.
    /// Returns a reason when the file cannot be read.
    static func fill(_ buf: UnsafeMutableRawBufferPointer, fd: Int32, written: inout [Range<Int>]) -> String? {
        let size = buf.count
        if let e = readAt(buf, fd: fd, offset: 0, length: min(size, 4096), written: &written) { return e }
        func u32(_ o: Int) -> UInt32? {
            guard o >= 0, o + 4 <= size else { return nil }
            return UInt32(buf[o]) << 24 | UInt32(buf[o + 1]) << 16 | UInt32(buf[o + 2]) << 8 | UInt32(buf[o + 3])
        }
        func u16(_ o: Int) -> Int? {
            guard o >= 0, o + 2 <= size else { return nil }
            return Int(buf[o]) << 8 | Int(buf[o + 1])
        }
        guard let magic = u32(0) else { return nil }
        var faceOffsets: [Int] = []
        switch magic {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, OTTO, true
            faceOffsets = [0]
        case 0x7474_6366:  // ttcf
            guard let n = u32(8) else { return nil }
            let count = Int(min(n, UInt32(maxFaces)))
            if let e = readAt(buf, fd: fd, offset: 12, length: min(count * 4, max(0, size - 12)), written: &written) { return e }
            for k in 0..<count {
                guard let o = u32(12 + 4 * k) else { break }
                faceOffsets.append(Int(o))
            }
        default:
            return nil  // not an sfnt: the first bytes are enough to tell what it is
        }
        let headLength = min(size, 4096)
        /// Reads what the first 4 KiB do not already hold of a range.
        func read(_ offset: Int, _ length: Int) -> String? {
            let end = offset + length
            if end <= headLength { return nil }
            let start = max(offset, headLength)
            return readAt(buf, fd: fd, offset: start, length: end - start, written: &written)
        }
        var requested = RequestedTables()
        var requests: [Range<Int>] = []
        for face in faceOffsets where face >= 0 && face < size {
            if let e = read(face, min(12, size - face)) { return e }
            guard let n = u16(face + 4) else { continue }
            let tables = min(n, maxTables)
            // Room for the first face's tables at once (the arrays grew 1, 2, 4… per file);
            // later faces of a collection grow them geometrically as before.
            if requests.isEmpty {
                requests.reserveCapacity(tables)
                requested.reserveCapacity(min(65, tables))
            }
            let dirStart = face + 12
            guard dirStart < size else { continue }
            if let e = read(dirStart, min(tables * 16, size - dirStart)) { return e }
            for t in 0..<tables {
                let rec = dirStart + 16 * t
                guard let tag = u32(rec), let off = u32(rec + 8), let len = u32(rec + 12) else { break }
                let offset = Int(off)
                guard !isSkipped(tag), offset < size, requested.firstTime(offset << 32 | Int(len)) else { continue }
                let length = min(Int(len), size - offset)
                // post: the header, not the glyph names.
                requests.append(offset..<(offset + (tag == postTag ? min(length, 32) : length)))
            }
        }
        for r in mergedReads(requests) {
            if let e = read(r.lowerBound, r.count) { return e }
        }
        return nil
    }

    /// Tables already requested (a table shared by faces, or by two tags, is read once), by
    /// offset and length (a record sharing another's offset but longer must be read to its own
    /// end): a list while short, a set past that.
    private struct RequestedTables {
        private var list: [Int] = []
        private var set: Set<Int> = []

        mutating func reserveCapacity(_ count: Int) { list.reserveCapacity(count) }

        /// Whether the table with this key is requested for the first time (and now is).
        mutating func firstTime(_ key: Int) -> Bool {
            if set.isEmpty {
                if list.contains(key) { return false }
                list.append(key)
                if list.count > 64 { set = Set(list) }
                return true
            }
            return set.insert(key).inserted
        }
    }

    /// The requested ranges in file order, neighbouring ones in one read: a gap of up to 4 KiB
    /// costs less than a system call.
    private static func mergedReads(_ requests: [Range<Int>]) -> [Range<Int>] {
        var requests = requests
        requests.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        merged.reserveCapacity(requests.count)
        for r in requests where !r.isEmpty {
            if let last = merged.last, r.lowerBound <= last.upperBound + 4096 {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        return merged
    }

    static let postTag = tagValue("post")

    /// `pread` until `length` bytes are in, or end of file (a file that shrank: its zeros stay).
    static func readAt(_ buf: UnsafeMutableRawBufferPointer, fd: Int32, offset: Int, length: Int, written: inout [Range<Int>]) -> String? {
        guard length > 0, offset >= 0, offset + length <= buf.count, let base = buf.baseAddress else { return nil }
        written.append(offset..<(offset + length))
        var done = 0
        while done < length {
            let n = pread(fd, base + offset + done, length - done, off_t(offset + done))
            if n < 0 {
                if errno == EINTR { continue }
                return "cannot read: \(errnoText())"
            }
            if n == 0 { break }
            done += n
        }
        return nil
    }
}

/// The buffer a file's bytes are placed in, reused by one thread from file to file: an
/// anonymous mapping that grows to the largest file seen. Mapping and unmapping a buffer per file
/// cost more (page faults, unmap shoot-downs) than everything else in a scan.
///
/// Outside what was written it is all zeros: the sparse reader (``prepare(size:)``) zeroes the
/// ranges it wrote (``written``) before the next file; the compact reader
/// (``CompactFontFile``) writes from the start only, up to ``dirty``, and zeroes what lies past
/// a file's content when it is done. The mapping's pages are touched only where bytes are written.
///
/// Used by one thread at a time: a reader takes one from ``pool`` for a scan and gives it back.
final class ScratchBuffer: @unchecked Sendable {
    /// Buffers kept between scans, so that the next scan in this process (a catalog reopened
    /// after fonts were installed, a font manager's rescan) neither maps new buffers nor faults
    /// their pages in again, and no scan ends unmapping what it touched (an unmap in a process
    /// with several threads interrupts the other cores to flush their address caches). At most
    /// one per core is kept, and only of the first reservation's size: a buffer that grew for a
    /// huge file is unmapped when given back. What a kept buffer holds: the pages the reads of
    /// earlier scans touched (the largest file's tables, typically under a megabyte).
    private static let pool = ScratchPool()

    final class ScratchPool: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [ScratchBuffer] = []

        func take() -> ScratchBuffer {
            lock.lock()
            let b = kept.popLast()
            lock.unlock()
            return b ?? ScratchBuffer()
        }

        func give(_ b: ScratchBuffer) {
            guard b.capacity <= ScratchBuffer.initialReservation else { return }
            lock.lock()
            if kept.count < processorCount() { kept.append(b) }
            lock.unlock()
        }
    }

    /// A buffer for one scan's reader: kept from an earlier scan, or new.
    static func take() -> ScratchBuffer { pool.take() }

    /// Gives a reader's buffer back for later scans (or unmaps it).
    static func give(_ b: ScratchBuffer) { pool.give(b) }

    private var base: UnsafeMutableRawPointer?
    private var capacity = 0
    /// Ranges the sparse reader wrote (zeroed by the next ``prepare(size:)`` or ``beginCompact()``).
    var written: [Range<Int>] = []
    /// Bytes from here on are zero, but for ``written``.
    var dirty = 0
    /// The compact reader's working lists, kept from file to file to spare their allocations.
    var plan = CompactFontFile.Plan()

    init() {}

    /// A zeroed buffer of `size` bytes for the sparse reader, or nil when no memory can be mapped.
    func prepare(size: Int) -> UnsafeMutableRawBufferPointer? {
        if let base {
            for r in written { memset(base + r.lowerBound, 0, r.count) }
            if dirty > 0 { memset(base, 0, dirty) }
        }
        written.removeAll(keepingCapacity: true)
        dirty = 0
        if size > capacity {
            release()
            guard map(size) else { return nil }
        }
        guard let base else { return nil }
        return UnsafeMutableRawBufferPointer(start: base, count: size)
    }

    /// Zeroes what the sparse reader wrote, before the compact reader writes from the start.
    func beginCompact() {
        guard let base, !written.isEmpty else { return }
        for r in written { memset(base + r.lowerBound, 0, r.count) }
        written.removeAll(keepingCapacity: true)
    }

    /// The buffer, at least `size` bytes long, its first ``dirty`` bytes kept when it grows;
    /// nil when no memory can be mapped.
    func reserve(_ size: Int) -> UnsafeMutableRawPointer? {
        if size > capacity {
            let old = base, oldCapacity = capacity
            guard map(size) else {
                base = old
                capacity = oldCapacity
                return nil
            }
            if let old {
                if dirty > 0, let base { base.copyMemory(from: old, byteCount: dirty) }
                munmap(old, oldCapacity)
            }
        }
        return base
    }

    /// The address space first reserved: the compact reader's zero tail takes the length of a
    /// file's largest skipped table (10 MB of bitmaps in NotoColorEmoji), and growing the
    /// buffer means a new mapping, a copy and an unmapping. Pages never written cost nothing.
    static let initialReservation = 64 << 20

    /// Maps a new zeroed buffer of at least `size` bytes (the old one is the caller's to unmap).
    private func map(_ size: Int) -> Bool {
        var rounded = max(size, Self.initialReservation)
        var mapped = mmap(nil, rounded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        if mapped == MAP_FAILED, size < rounded {
            // Strict overcommit accounting counts address space as memory: ask for what is needed.
            rounded = max(size, 1 << 20)
            mapped = mmap(nil, rounded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        }
        guard let p = mapped, p != MAP_FAILED else { return false }
        base = p
        capacity = rounded
        return true
    }

    private func release() {
        if let base { munmap(base, capacity) }
        base = nil
        capacity = 0
    }

    deinit { release() }
}

/// The processors online, from `sysconf`, read once per process: Foundation's
/// `activeProcessorCount` reads cgroup files on Linux (several system calls and allocations), and
/// glibc's `sysconf` opens, reads and closes `/sys/devices/system/cpu/online` on every call
/// (11–13 µs here; a scan asked four times, twice on its critical path). Dispatch, which runs the
/// scan's threads, also counts the processors once, when it starts.
func processorCount() -> Int { onlineProcessors }

private let onlineProcessors = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
