#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The font files under the catalog's directories, recursively, as fontconfig finds them:
/// symbolic links followed, names starting with "." skipped, every file path once.
///
/// A symbolic link to one of its own ancestors (a loop) is reported and not followed; a directory
/// reached twice by different paths is scanned under both, as fontconfig does. Missing
/// directories are skipped silently (fontconfig's configuration names directories that usually do
/// not exist, like `~/.fonts`). Bounded: at most ``maxFiles`` files and ``maxDepth`` levels.
struct DirectoryWalk {
    struct Found: Sendable {
        var path: String
        /// ``FileStamp/stale`` when the walk was told it needs no stamps (a cold scan: the reader
        /// takes the stamp from the open file).
        var stamp: FileStamp
        /// Where the file was queued for reading while the walk went on (``onFile``'s answer), or
        /// nil.
        var submission: Int? = nil
    }

    static let maxDepth = 64

    /// Files that are never fonts but are usual in font directories (X11's index files), and
    /// extensions of documentation: skipped without a problem (fontconfig skips them too).
    static let bookkeepingNames: Set<String> = ["fonts.dir", "fonts.scale", "fonts.alias", "encodings.dir"]
    static let documentExtensions: Set<String> = [
        "txt", "md", "html", "htm", "pdf", "json", "xml", "conf", "sh", "py", "license", "readme", "cache-7",
        "cache-8", "cache-9", "uuid", "css", "yaml", "yml",
    ]

    var files: [Found] = []
    var problems: [CatalogProblem] = []
    /// Every directory listed (or found unreadable), and each root that is not a directory,
    /// with its stamp as it was before it was listed: the catalog's snapshot is current while
    /// they are all unchanged.
    var directoryStamps: [(path: String, stamp: CatalogSnapshot.DirectoryStamp)] = []
    var seen: Set<String> = []
    let maxFiles: Int
    let directories: FontDirectories
    /// Called with each file as it is found (a cold scan starts reading files meanwhile), and
    /// where it is: its directory, kept open, and its name in it, so that the reader opens it
    /// with `openat` without the kernel walking the whole path again (nil past the budget of
    /// directories kept open, see ``DirectoryHandle``). Answers the file's place in the queue.
    /// Regular files are queued as the directory is read, before its entries are sorted (so that
    /// reading starts at once): queue order is not ``files``' order, each file's
    /// ``Found/submission`` links the two.
    let onFile: ((Found, FileLocation?) -> Int)?
    /// Files queued but not (yet) in ``files``: with ``files``, never more than ``maxFiles``.
    private var queuedAhead = 0
    /// Whether each file's stamp is needed (to compare with a cache). When not, a directory entry
    /// the file system marks as a regular file (`d_type`) is taken without a `stat`: the reader
    /// opens it and `fstat`s it anyway. Entries of unknown type, links and directories are still
    /// `stat`ed (links are followed; directories need their identity for loop detection).
    let needsStamps: Bool

    init(_ directories: FontDirectories, maxFiles: Int, needsStamps: Bool = true, onFile: ((Found, FileLocation?) -> Int)? = nil) {
        self.directories = directories
        self.maxFiles = maxFiles
        self.needsStamps = needsStamps
        self.onFile = onFile
        for dir in directories.directories {
            var st = stat()
            guard stat(dir, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else {
                directoryStamps.append((dir, CatalogSnapshot.DirectoryStamp(path: dir)))
                continue
            }
            walk(dir, ancestors: [DirID(st)], depth: 0)
        }
    }

    /// Whether `path` is found for the first time. Under one directory every path is found once
    /// (each is the directory's path and entry names, which are unique within their directory and
    /// never "." or ".."): the set of paths seen, and hashing every path into it, is needed only
    /// when several directories are walked (one may hold another).
    mutating func firstSighting(_ path: String) -> Bool {
        directories.directories.count <= 1 || seen.insert(path).inserted
    }

    struct DirID: Hashable {
        var dev: UInt64
        var ino: UInt64
        init(_ st: stat) {
            dev = UInt64(truncatingIfNeeded: st.st_dev)
            ino = UInt64(truncatingIfNeeded: st.st_ino)
        }
    }

    static func skipQuietly(_ name: String) -> Bool {
        // The usual font file name (ASCII, ending in a font extension) decided on its bytes:
        // the same answer as below without hashing or lowercasing it.
        if let fontFile = name.utf8.withContiguousStorageIfAvailable(isPlainFontFileName), fontFile { return false }
        if bookkeepingNames.contains(name) { return true }
        if name.hasPrefix("fonts.cache-") { return true }
        if let dot = name.lastIndex(of: ".") {
            return documentExtensions.contains(name[name.index(after: dot)...].lowercased())
        }
        let upper = name.uppercased()
        return upper.hasPrefix("README") || upper.hasPrefix("LICENSE") || upper.hasPrefix("COPYING")
    }

    /// An ASCII name ending in `.ttf`, `.otf`, `.ttc` or `.otc` (any case) and not starting with
    /// `fonts.cache-`: never skipped by ``skipQuietly(_:)`` (not a bookkeeping name, and not a
    /// document extension).
    static func isPlainFontFileName(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        isASCIIFontFileName(b) && !(b.count >= 12 && b.baseAddress.map { memcmp($0, "fonts.cache-", 12) == 0 } ?? false)
    }

    /// An ASCII name ending in `.ttf`, `.otf`, `.ttc` or `.otc` (any case).
    static func isASCIIFontFileName(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard b.count > 4, asciiOnly(b), b[b.count - 4] == 0x2E else { return false }
        let e0 = b[b.count - 3] | 0x20, e1 = b[b.count - 2] | 0x20, e2 = b[b.count - 1] | 0x20
        return (e0 == 0x74 && e1 == 0x74 && (e2 == 0x66 || e2 == 0x63))  // ttf, ttc
            || (e0 == 0x6F && e1 == 0x74 && (e2 == 0x66 || e2 == 0x63))  // otf, otc
    }

    mutating func walk(_ dir: String, ancestors: [DirID], depth: Int) {
        guard var listing = DirectoryListing(dir) else {
            directoryStamps.append((dir, CatalogSnapshot.DirectoryStamp(path: dir)))
            problems.append(CatalogProblem(.unreadable, path: dir, reason: "cannot read the directory: \(errnoText())"))
            return
        }
        // Kept open while the entries are checked: each is stat'ed relative to it, without the
        // kernel walking the directory's path again for every file. At most maxDepth are open.
        defer { listing.close() }
        var dirStat = stat()
        directoryStamps.append((dir, fstat(listing.fd, &dirStat) == 0 ? CatalogSnapshot.DirectoryStamp(dirStat)
                                                                      : CatalogSnapshot.DirectoryStamp(kind: 3)))
        var directory = WalkedDirectory(dir, fd: listing.fd, hasReaders: onFile != nil)
        let (entries, order) = readEntries(&listing, of: &directory)
        for (_, _, k) in order {
            if files.count >= maxFiles {
                problems.append(CatalogProblem(.limit, path: dir, reason: "more than \(maxFiles) files under the font directories; the rest were not scanned"))
                return
            }
            let (path, regular, queued) = entries[k]
            if let queued {
                files.append(queued)
                queuedAhead -= 1
                continue
            }
            if regular && !needsStamps {
                // A regular file stamped by the reader, past those queued above (the limit).
                if DirectoryWalk.skipQuietly(directory.name(of: path)) || directories.isRejected(path) { continue }
                if firstSighting(path) {
                    var found = Found(path: path, stamp: .stale)
                    found.submission = onFile?(found, directory.location())
                    files.append(found)
                }
                continue
            }
            visit(path, in: &directory, ancestors: ancestors, depth: depth)
        }
    }

    /// A directory's entry, and the file found when it was already queued for reading.
    private typealias Entry = (path: String, regular: Bool, queued: Found?)
    /// An entry's name's first 32 bytes (in two prefixes) and its place in the entries: sorted
    /// instead of the entries themselves, and nearly always without comparing the paths (each
    /// comparison of which retained and released both).
    private typealias EntryKey = (prefix: UTF8Prefix, next: UTF8Prefix, entry: Int)

    /// A directory's entries (names starting with "." skipped), and their order by name. A
    /// regular file (not a link: d_type describes the entry itself) that the reader stamps is
    /// queued at once, while the rest of the directory is read and sorted.
    private mutating func readEntries(_ listing: inout DirectoryListing,
                                      of directory: inout WalkedDirectory) -> (entries: [Entry], order: [EntryKey]) {
        var entries: [Entry] = []
        var order: [EntryKey] = []
        while let (bytes, type) = listing.next() {
            let n = bytes.count
            if n == 0 || bytes[0] == 0x2E { continue }  // names starting with "." are skipped
            let path = directory.path(ofEntry: bytes)
            let prefix = UTF8Prefix(bytes)
            let next = n > 16 ? UTF8Prefix(UnsafeBufferPointer(rebasing: bytes[16...])) : UTF8Prefix.empty
            let fontName = DirectoryWalk.isPlainFontFileName(bytes)
            let regular = Int32(type) == Int32(DT_REG)
            // The same checks as for the sorted entries in walk, in the same order.
            if regular && !needsStamps, let onFile, files.count + queuedAhead < maxFiles {
                if !fontName && DirectoryWalk.skipQuietly(directory.name(of: path)) { continue }
                if directories.isRejected(path) || !firstSighting(path) { continue }
                var found = Found(path: path, stamp: .stale)
                found.submission = onFile(found, directory.location())
                queuedAhead += 1
                order.append((prefix, next, entries.count))
                entries.append((path, true, found))
                continue
            }
            order.append((prefix, next, entries.count))
            entries.append((path, regular, nil))
        }
        entries.withUnsafeBufferPointer { e in
            order.sort { a, b in
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                return UTF8Prefix.precedes(a.next, e[a.entry].path, b.next, e[b.entry].path)
            }
        }
        return (entries, order)
    }

    /// An entry the walk `stat`s (links followed): a directory is walked unless it loops or is
    /// too deep, a regular file found, anything else reported.
    private mutating func visit(_ path: String, in directory: inout WalkedDirectory, ancestors: [DirID], depth: Int) {
        let name = directory.name(of: path)
        var st = stat()
        if (directory.fd >= 0 ? fstatat(directory.fd, name, &st, 0) : stat(path, &st)) != 0 {
            let code = errno
            problems.append(DirectoryWalk.statProblem(path, code: code))
            return
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR:
            let id = DirID(st)
            if ancestors.contains(id) {
                problems.append(CatalogProblem(.symlinkLoop, path: path, reason: "symbolic link loop: leads back to a directory that contains it; not followed"))
            } else if depth + 1 >= DirectoryWalk.maxDepth {
                problems.append(CatalogProblem(.limit, path: path, reason: "directories nested deeper than \(DirectoryWalk.maxDepth); not scanned"))
            } else {
                walk(path, ancestors: ancestors + [id], depth: depth + 1)
            }
        case S_IFREG:
            if DirectoryWalk.skipQuietly(name) || directories.isRejected(path) { return }
            if firstSighting(path) {
                var found = Found(path: path, stamp: FileStamp(st))
                found.submission = onFile?(found, directory.location())
                files.append(found)
            }
        default:
            if DirectoryWalk.skipQuietly(name) { return }
            problems.append(CatalogProblem(.notARegularFile, path: path, reason: "not a regular file (a FIFO, socket or device)"))
        }
    }

    /// The problem of an entry that cannot be `stat`ed, failing with errno `code`.
    private static func statProblem(_ path: String, code: Int32) -> CatalogProblem {
        var lst = stat()
        if code == ELOOP {
            return CatalogProblem(.symlinkLoop, path: path, reason: "symbolic link loop")
        } else if lstat(path, &lst) == 0, (lst.st_mode & S_IFMT) == S_IFLNK {
            return CatalogProblem(.notARegularFile, path: path, reason: "dangling symbolic link")
        } else {
            return CatalogProblem(.unreadable, path: path, reason: "cannot stat: \(errnoText(code))")
        }
    }

    /// A directory being walked: its descriptor, and its path's bytes with a trailing "/".
    /// Each entry's path is made from those bytes and the entry's in one allocation; its name is
    /// the path's end (a String of its own only for the rare entries that need one). Within one
    /// directory, paths sort as their names do.
    private struct WalkedDirectory {
        /// The descriptor the listing keeps open.
        let fd: Int32
        let pathBytes: [UInt8]
        /// Whether files are handed to readers as they are found (``onFile``).
        let hasReaders: Bool
        /// This directory, kept open for the readers while they have files of it to read.
        private var shared: DirectoryHandle?
        private var sharedTried = false

        init(_ path: String, fd: Int32, hasReaders: Bool) {
            self.fd = fd
            self.hasReaders = hasReaders
            var pathBytes = Array(path.utf8)
            if path != "/" { pathBytes.append(0x2F) }
            self.pathBytes = pathBytes
        }

        /// Where an entry's name starts in its path.
        var nameStart: Int { pathBytes.count }

        func name(of path: String) -> String { String(Substring(path.utf8.dropFirst(nameStart))) }

        /// The path of the entry named `bytes`.
        func path(ofEntry bytes: UnsafeBufferPointer<UInt8>) -> String {
            let n = bytes.count
            return pathBytes.withUnsafeBufferPointer { d in
                String(unsafeUninitializedCapacity: d.count + n) { out in
                    _ = out.initialize(fromContentsOf: d)
                    _ = UnsafeMutableBufferPointer(rebasing: out[d.count...]).initialize(fromContentsOf: bytes)
                    return d.count + n
                }
            }
        }

        /// Where a file of this directory is: its name starts at `nameStart` in its path.
        mutating func location() -> FileLocation? {
            guard hasReaders, fd >= 0 else { return nil }
            if !sharedTried {
                sharedTried = true
                shared = DirectoryHandle(duplicating: fd)
            }
            return shared.map { FileLocation(directory: $0, nameStart: nameStart) }
        }
    }
}

/// A directory's entries, one at a time: each name's bytes (valid until the next entry) and
/// its type (`d_type`).
///
/// On Linux, read with `getdents64` (looked up at run time; `readdir` otherwise) asking for
/// 2 KiB first, then 32 KiB at a time. glibc's `readdir` asks for 32 KiB at once, and ext4 lists
/// a hashed directory of a few hundred fonts in one call of about 150 µs, during which a cold
/// scan's reader had no file to read; a first call of 2 KiB returns after about 40 µs.
struct DirectoryListing {
    /// The directory, open.
    let fd: Int32
    /// `readdir`'s stream, when `getdents64` is not used.
    private var stream: OpaquePointer?
    private var buffer: UnsafeMutableRawPointer?
    private var filled = 0
    private var offset = 0
    private var calls = 0
    private var done = false

    static let firstRead = 2048
    static let laterReads = 32768

    typealias GetDents = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int
    #if os(Linux)
    /// glibc's `getdents64` (2.30 and later, declared only with `_GNU_SOURCE`, so not visible to
    /// Swift): nil when the C library has none, and `readdir` is used.
    static let getdents: GetDents? = dlsym(nil, "getdents64").map { unsafeBitCast($0, to: GetDents.self) }
    #else
    static let getdents: GetDents? = nil
    #endif

    /// `getdents`: false to use `readdir` even where `getdents64` is found (for tests).
    init?(_ path: String, getdents: Bool = true) {
        let fd = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        self.fd = fd
        if getdents && DirectoryListing.getdents != nil {
            buffer = UnsafeMutableRawPointer.allocate(byteCount: DirectoryListing.laterReads, alignment: 8)
        } else {
            guard let s = fdopendir(fd) else {
                let code = errno
                closeDescriptor(fd)
                errno = code
                return nil
            }
            stream = s
        }
    }

    /// The next entry, or nil at the end (or on an error reading the directory).
    mutating func next() -> (name: UnsafeBufferPointer<UInt8>, type: UInt8)? {
        if let stream {
            guard let entry = readdir(stream), let nameOffset = MemoryLayout<dirent>.offset(of: \.d_name) else { return nil }
            let type = entry.pointee.d_type
            let base = UnsafeRawPointer(entry) + nameOffset
            let c = base.assumingMemoryBound(to: UInt8.self)
            return (UnsafeBufferPointer(start: c, count: strlen(base.assumingMemoryBound(to: CChar.self))), type)
        }
        guard let buffer, let getdents = DirectoryListing.getdents else { return nil }
        if offset >= filled {
            guard !done else { return nil }
            let size = calls == 0 ? DirectoryListing.firstRead : DirectoryListing.laterReads
            calls += 1
            var n = getdents(fd, buffer, size)
            while n < 0 && errno == EINTR { n = getdents(fd, buffer, size) }
            guard n > 0 else { done = true; return nil }
            filled = n
            offset = 0
        }
        // struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name.
        let record = buffer + offset
        let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
        guard length > 19, offset + length <= filled else { done = true; filled = 0; return nil }
        offset += length
        let type = record.load(fromByteOffset: 18, as: UInt8.self)
        let name = UnsafeRawPointer(record + 19)
        let count = strnlen(name.assumingMemoryBound(to: CChar.self), length - 19)
        return (UnsafeBufferPointer(start: name.assumingMemoryBound(to: UInt8.self), count: count), type)
    }

    /// Closes the directory.
    mutating func close() {
        if let stream {
            closedir(stream)
        } else {
            closeDescriptor(fd)
        }
        buffer?.deallocate()
        buffer = nil
        stream = nil
    }
}

private func closeDescriptor(_ fd: Int32) { close(fd) }

/// A file as its directory (kept open) and its name in it: the end of the file's path, from
/// UTF-8 offset `nameStart`.
struct FileLocation: Sendable {
    let directory: DirectoryHandle
    let nameStart: Int
}

/// A directory kept open (a duplicate of the walk's descriptor) while readers have files of it to
/// read, closed when the last of them lets go. At most ``limit`` are open at once, so a tree of
/// many directories cannot exhaust the process's descriptors: past it, files are opened by path.
final class DirectoryHandle: @unchecked Sendable {
    let fd: Int32
    static let limit = 32
    private static let lock = NSLock()
    nonisolated(unsafe) private static var open = 0

    /// nil past ``limit`` or when `dup` fails.
    init?(duplicating dfd: Int32) {
        DirectoryHandle.lock.lock()
        defer { DirectoryHandle.lock.unlock() }
        guard DirectoryHandle.open < DirectoryHandle.limit else { return nil }
        let fd = fcntl(dfd, F_DUPFD_CLOEXEC, 0)
        guard fd >= 0 else { return nil }
        self.fd = fd
        DirectoryHandle.open += 1
    }

    deinit {
        close(fd)
        DirectoryHandle.lock.lock()
        DirectoryHandle.open -= 1
        DirectoryHandle.lock.unlock()
    }
}

/// Whether `a`'s UTF-8 bytes sort before `b`'s (the order of paths in the catalog and the cache):
/// one memcmp over the strings' own storage when they are native (always, for paths read from
/// the file system), else element by element.
func utf8Precedes(_ a: String, _ b: String) -> Bool { utf8Order(a, b) < 0 }

/// The order of `a`'s and `b`'s UTF-8 bytes: negative when `a` sorts first, 0 when they are
/// equal, positive when `b` sorts first (as ``utf8Precedes(_:_:)``, for comparing in one pass).
func utf8Order(_ a: String, _ b: String) -> Int {
    let fast: Int? = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y -> Int in
            let n = min(x.count, y.count)
            if n > 0, let px = x.baseAddress, let py = y.baseAddress {
                let c = memcmp(px, py, n)
                if c != 0 { return c < 0 ? -1 : 1 }
            }
            return x.count < y.count ? -1 : x.count > y.count ? 1 : 0
        }
    } ?? nil
    if let fast { return fast }
    if a.utf8.elementsEqual(b.utf8) { return 0 }
    return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
}

/// The first 16 bytes of a string's UTF-8, as two big-endian integers (zero-padded): comparing
/// them orders strings as ``utf8Order(_:_:)`` does up to their 16th byte. A sort compares these
/// first and the strings themselves only on a tie, which settles nearly every comparison of
/// names sharing a short prefix ("NotoSans…") without a call to `memcmp`.
struct UTF8Prefix: Comparable {
    var high: UInt64
    var low: UInt64

    /// The prefix of the empty string.
    static let empty = UTF8Prefix(UnsafeBufferPointer(start: nil, count: 0))

    init(_ s: String) {
        // Native strings (every name read from the file system) in place; others through a copy.
        self = s.utf8.withContiguousStorageIfAvailable(UTF8Prefix.init) ?? Array(s.utf8.prefix(16)).withUnsafeBufferPointer(UTF8Prefix.init)
    }

    /// The prefix of UTF-8 bytes.
    init(_ b: UnsafeBufferPointer<UInt8>) {
        var h: UInt64 = 0, l: UInt64 = 0
        for k in 0..<min(b.count, 8) { h |= UInt64(b[k]) << (56 - 8 * k) }
        if b.count > 8 { for k in 8..<min(b.count, 16) { l |= UInt64(b[k]) << (120 - 8 * k) } }
        high = h
        low = l
    }

    /// `a` before `b` by UTF-8 bytes, given their prefixes.
    @inline(__always) static func precedes(_ pa: UTF8Prefix, _ a: String, _ pb: UTF8Prefix, _ b: String) -> Bool {
        pa != pb ? pa < pb : utf8Order(a, b) < 0
    }

    /// The order of the prefixes' bytes (of the strings' first 16 bytes).
    @inline(__always) static func < (a: UTF8Prefix, b: UTF8Prefix) -> Bool {
        a.high != b.high ? a.high < b.high : a.low < b.low
    }
}
