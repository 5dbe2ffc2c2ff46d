import Dispatch
import Foundation
import SafeFile
import FontFile
import GRDB

/// How a scan is run.
public struct ScanOptions: Sendable {
    /// Called from scanning threads as files are read: `(done, total)`. Throttle in the callee.
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The most files scanned under all directories together.
    public var maxFiles: Int
    /// Read every file again, ignoring what the cache says.
    public var rescanAll: Bool
    /// Compare every file's size and modification time with the cache, even when no directory
    /// changed (which is all a command checks otherwise): finds files rewritten in place.
    public var checkEveryFile = false
    /// Test hook: called after a file's bytes are read and before it is checked for changes.
    var afterRead: (@Sendable (String) -> Void)?
    /// For tests only: called inside the cache's write transaction once half of the changes are
    /// written (to throw, or to kill the process, and check that the cache keeps its state).
    public var _interruptWrite: (@Sendable () throws -> Void)?

    /// Options with a progress callback, a limit of `maxFiles` files, and every file read again when `rescanAll`.
    public init(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, maxFiles: Int = 1_000_000,
                rescanAll: Bool = false) {
        self.progress = progress
        self.maxFiles = maxFiles
        self.rescanAll = rescanAll
    }
}

/// What a scan did.
public struct ScanSummary: Sendable, Hashable, Codable {
    /// The directories scanned.
    public var directories: [String]
    /// The cache file, or null for an in-memory catalog.
    public var cachePath: String?
    /// Font files found (including those with problems).
    public var files: Int
    /// Faces in the catalog, named instances included.
    public var faces: Int
    /// Files read in this scan: new or changed since the cache was written.
    public var scannedFiles: Int
    /// Files whose cached faces were reused.
    public var reusedFiles: Int
    /// Files forgotten because they are gone.
    public var removedFiles: Int
    /// Every file that could not be used, and configuration and cache problems, one line each.
    public var problems: [CatalogProblem]
    /// Wall-clock seconds.
    public var seconds: Double

    enum CodingKeys: String, CodingKey {
        case directories, cachePath, files, faces, scannedFiles, reusedFiles, removedFiles, problems, seconds
    }

    // Every field is always present (null when absent).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(directories, forKey: .directories)
        try c.encode(cachePath, forKey: .cachePath)
        try c.encode(files, forKey: .files)
        try c.encode(faces, forKey: .faces)
        try c.encode(scannedFiles, forKey: .scannedFiles)
        try c.encode(reusedFiles, forKey: .reusedFiles)
        try c.encode(removedFiles, forKey: .removedFiles)
        try c.encode(problems, forKey: .problems)
        try c.encode(seconds, forKey: .seconds)
    }
}

/// Lookup tables a catalog builds on first use.
final class LazyTables: @unchecked Sendable {
    // @unchecked: every property is read and written under `lock`.
    let lock = NSLock()
    var byFile: [String: Int]?
}

/// The faces installed on the machine, from the SQLite cache, kept up to date with the files.
///
///     let catalog = try Catalog.open()                   // fontconfig's directories, user cache
///     let m = catalog.match(try FontQuery(parsing: "system-ui:weight=600"))
///     print(m?.face.fullName ?? "nothing installed", m?.substitution ?? "")
///
/// Opening a catalog with a cache first looks for the snapshot of the last scan of the same
/// directories (``CatalogSnapshot``): when every directory it lists is as it was, the catalog is
/// that mapped file, and nothing else is read. When some directories changed, only they are
/// listed and read again. Otherwise (no snapshot, `fonts scan`, ``ScanOptions/rescanAll``) it is
/// a scan: every file under the directories is checked against the cache by size and modification
/// time, new and changed files are read (on every core), files that are gone are forgotten, and
/// all of it is written in one transaction, then the snapshot. A value: safe to share between
/// threads; queries read no font file (a mapped catalog `stat`s the file of a face it decodes,
/// once, see ``FaceList``).
public final class Catalog: Sendable {
    /// Every face, named instances included, in file path order. A catalog opened from its
    /// snapshot decodes each face when it is read (see ``FaceList``).
    public let faces: FaceList
    /// What the scan that made the catalog did.
    public let summary: ScanSummary
    /// Which families stand for each system design and generic family name.
    public let designMap: DesignMap
    /// The name-only files of a catalog made from a list of faces; nil for a mapped one, whose
    /// snapshot marks its name-only faces.
    private let givenNameOnlyPaths: Set<String>?
    let index: IndexView
    /// How ``open(directories:cachePath:options:designMap:)`` made this catalog (for tests).
    /// Set once, right after the catalog is made and before it is shared.
    nonisolated(unsafe) var openedBy: OpenedBy = .faces
    enum OpenedBy { case faces, scan, snapshot, incremental }
    /// Tables built on first use only.
    let lazyTables = LazyTables()

    /// A catalog of `faces`, with the files of `nameOnlyPaths` used only when asked for by name (see ``nameOnlyPaths``).
    public init(faces: [CatalogFace], summary: ScanSummary? = nil, designMap: DesignMap = .standard,
                nameOnlyPaths: Set<String> = []) {
        self.faces = FaceList(faces)
        givenNameOnlyPaths = nameOnlyPaths
        self.summary = summary ?? ScanSummary(
            directories: [], cachePath: nil, files: Set(faces.map(\.path)).count, faces: faces.count,
            scannedFiles: 0, reusedFiles: 0, removedFiles: 0, problems: [], seconds: 0)
        self.designMap = designMap
        self.index = IndexView(storage: .memory(IndexView.MemoryIndex(CatalogIndex(faces, nameOnlyPaths: nameOnlyPaths))))
    }

    /// The catalog a snapshot holds.
    init(snapshot: CatalogSnapshot, summary: ScanSummary, designMap: DesignMap) {
        faces = FaceList(snapshot)
        givenNameOnlyPaths = nil
        self.summary = summary
        self.designMap = designMap
        index = IndexView(storage: .mapped(snapshot))
    }

    /// Files whose faces are used only when asked for by name (PostScript name, full name or
    /// family): never as the design map's family for a design or generic family, never as a
    /// substitute, never in fallback. Font management puts the fonts providers installed here
    /// ("Fonts installed this way do not participate in font fallback", WWDC19).
    public var nameOnlyPaths: Set<String> {
        if let givenNameOnlyPaths { return givenNameOnlyPaths }
        var out = Set<String>()
        if !index.nameOnly.isEmpty {
            for i in faces.indices where index.nameOnly[i] { out.insert(faces[i].path) }
        }
        return out
    }

    /// `"index#path"` of every face that is not a named instance → its position in ``faces``
    /// (built on first use: language-aware choices look fontconfig's faces up in it).
    var facesByFile: [String: Int] {
        lazyTables.lock.lock()
        defer { lazyTables.lock.unlock() }
        if let t = lazyTables.byFile { return t }
        var t: [String: Int] = [:]
        for i in faces.indices where faces[i].namedInstance == nil { t["\(faces[i].index)#\(faces[i].path)"] = i }
        lazyTables.byFile = t
        return t
    }

    /// The position of the face of `path` with face index `faceIndex` that is not a named
    /// instance.
    func position(path: String, faceIndex: Int) -> Int? {
        if case .mapped = faces.storage { return faces.position(path: path, index: faceIndex) }
        return facesByFile["\(faceIndex)#\(path)"]
    }

    /// This catalog without the faces of `paths` — files found gone or changed since the scan —
    /// keeping everything else (summary, design map, and any other stored property: a new one
    /// must be carried over here too).
    public func removing(paths: Set<String>) -> Catalog {
        Catalog(faces: faces.filter { !paths.contains($0.path) }, summary: summary, designMap: designMap,
                nameOnlyPaths: nameOnlyPaths)
    }

    /// The cache file: `$XDG_CACHE_HOME/typography/catalog.sqlite` (`~/.cache/…`), or
    /// `~/Library/Caches/typography/catalog.sqlite` on macOS.
    public static func defaultCachePath(environment env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = FontDirectories.homeDirectory(env)
        #if os(macOS)
        return home + "/Library/Caches/typography/catalog.sqlite"
        #else
        let base = FontDirectories.xdg(env, "XDG_CACHE_HOME", home: home, default: ".cache")
        return base + "/typography/catalog.sqlite"
        #endif
    }

    /// Opens the catalog of `directories` (by default: this machine's, see
    /// ``FontDirectories/standard(environment:extra:)``) with the cache at `cachePath` (nil: in
    /// memory, nothing written). Never fails on a bad font file or a bad cache file: those are
    /// ``ScanSummary/problems``. A cache that cannot be created at all is a problem too, and the
    /// catalog is kept in memory.
    public static func open(directories: FontDirectories = .standard(),
                            cachePath: String? = Catalog.defaultCachePath(),
                            options: ScanOptions = ScanOptions(),
                            designMap: DesignMap = .standard) -> Catalog {
        let start = DispatchTime.now()
        var problems = directories.problems
        // Warm: the snapshot of the last scan of these directories, if none of them changed.
        let fingerprint = Catalog.snapshotFingerprint(directories, options: options)
        let snapshotPath = cachePath.map { Catalog.snapshotPath(cachePath: $0, fingerprint: fingerprint) }
        let previous = snapshotPath.flatMap { reusableSnapshot(at: $0, fingerprint: fingerprint, options: options) }
        if let snapshot = previous, snapshot.directoriesUnchanged() {
            return Catalog(unchanged: snapshot, directories: directories, cachePath: cachePath, problems: problems,
                           designMap: designMap, start: start)
        }
        let (store, rebuilt) = openStore(cachePath: cachePath, problems: &problems)
        // Some directories changed: those alone are listed and read again.
        if let previous, let store, let snapshotPath, rebuilt == nil, !store.isEmpty,
           let catalog = Catalog.incremental(from: previous, directories: directories, store: store, options: options,
                                             given: problems, fingerprint: fingerprint, snapshotPath: snapshotPath,
                                             designMap: designMap, start: start) {
            return catalog
        }
        let request = ScanRequest(directories: directories, cachePath: cachePath, options: options, designMap: designMap,
                                  fingerprint: fingerprint, snapshotPath: snapshotPath, start: start)
        return scan(request, store: store, problems: problems)
    }

    /// The snapshot at `path`, unless the options ask for a scan that a snapshot cannot answer
    /// (every file read again, every file checked, a test's interruption or read hook).
    private static func reusableSnapshot(at path: String, fingerprint: [UInt8], options: ScanOptions) -> CatalogSnapshot? {
        guard !options.rescanAll, !options.checkEveryFile, options._interruptWrite == nil, options.afterRead == nil else {
            return nil
        }
        return CatalogSnapshot(path: path, fingerprint: fingerprint)
    }

    /// The catalog of a snapshot whose directories are all as it recorded them.
    private convenience init(unchanged snapshot: CatalogSnapshot, directories: FontDirectories, cachePath: String?,
                             problems: [CatalogProblem], designMap: DesignMap, start: DispatchTime) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let summary = ScanSummary(
            directories: directories.directories, cachePath: cachePath, files: snapshot.fileCount,
            faces: snapshot.faceCount, scannedFiles: 0, reusedFiles: snapshot.fileCount, removedFiles: 0,
            problems: problems + snapshot.problems, seconds: seconds)
        self.init(snapshot: snapshot, summary: summary, designMap: designMap)
        openedBy = .snapshot
    }

    /// The cache at `cachePath` (nil: no database at all, everything in memory), and what was
    /// wrong with the file if it had to be rebuilt. A cache that cannot be used is a problem, and
    /// the catalog is kept in memory.
    private static func openStore(cachePath: String?, problems: inout [CatalogProblem]) -> (CatalogStore?, rebuilt: String?) {
        var rebuilt: String?
        var store: CatalogStore?
        do {
            store = try cachePath.map { try CatalogStore.open(path: $0, rebuilt: &rebuilt) }
        } catch {
            problems.append(CatalogProblem(.cache, path: cachePath ?? ":memory:", reason: "cannot use the cache (\(Catalog.describe(error))); the catalog is kept in memory"))
            store = nil
        }
        if let rebuilt, let cachePath {
            problems.append(CatalogProblem(.cache, path: cachePath, reason: "\(rebuilt); rebuilt"))
        }
        return (store, rebuilt)
    }

    /// What ``open(directories:cachePath:options:designMap:)`` was asked for, as a scan needs it.
    private struct ScanRequest {
        let directories: FontDirectories
        let cachePath: String?
        let options: ScanOptions
        let designMap: DesignMap
        let fingerprint: [UInt8]
        let snapshotPath: String?
        let start: DispatchTime
    }

    /// Lists every directory and checks every file against the cache, then writes the snapshot
    /// when the cache holds what the scan found.
    private static func scan(_ request: ScanRequest, store: CatalogStore?, problems: [CatalogProblem]) -> Catalog {
        var store = store
        var problems = problems
        // A cold scan (no cache, or an empty one) reads every file found: reading starts on the
        // other cores while this one is still walking the directories. (Not with a progress
        // callback, which is given the total from the start.)
        let options = request.options
        let pipeline = options.progress == nil && (store?.isEmpty ?? true) ? ScanPipeline(afterRead: options.afterRead) : nil
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let scanStart = Int64(now.tv_sec)
        let walk = DirectoryWalk(request.directories, maxFiles: options.maxFiles, needsStamps: pipeline == nil, onFile: pipeline.map { p in { p.submit($0.path, at: $1) } })
        let prescanned = pipeline?.finish()
        problems += walk.problems
        let cacheProblemsBefore = problems.count
        let outcome = syncRecovering(store: &store, walk: walk, options: options, prescanned: consume prescanned,
                                     cachePath: request.cachePath, problems: &problems)
        // No cache problem in this scan: the cache holds what it found.
        let cacheIsCurrent = problems.count == cacheProblemsBefore
        problems += outcome.fileProblems
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - request.start.uptimeNanoseconds) / 1e9
        let summary = ScanSummary(
            directories: request.directories.directories, cachePath: store?.path, files: walk.files.count,
            faces: outcome.faces.count, scannedFiles: outcome.scanned, reusedFiles: outcome.reused,
            removedFiles: outcome.removed, problems: problems, seconds: seconds)
        let catalog = Catalog(faces: outcome.faces, summary: summary, designMap: request.designMap,
                              nameOnlyPaths: providerFontPaths(outcome.faces))
        catalog.openedBy = .scan
        // The snapshot for the next command, when this scan is what the cache now holds.
        if let snapshotPath = request.snapshotPath, store != nil, cacheIsCurrent {
            let files = snapshotFiles(walk: walk, outcome: outcome)
            let inputs = CatalogSnapshot.Inputs(
                fingerprint: request.fingerprint, directories: walk.directoryStamps, scanStart: scanStart,
                files: files, problems: walk.problems + outcome.fileProblems, cacheFile: store?.path)
            try? CatalogSnapshot.write(catalog, inputs, to: snapshotPath)
            Catalog.removeOldSnapshots(besides: snapshotPath, cachePath: request.cachePath ?? "")
        }
        return catalog
    }

    /// ``sync(store:walk:options:prescanned:)``, and when the cache fails it: a damaged cache is
    /// rebuilt and the scan made again into it; any other failure leaves the file alone and keeps
    /// the catalog in memory. Each failure is a problem; `store` is what the catalog ended with.
    private static func syncRecovering(store: inout CatalogStore?, walk: DirectoryWalk, options: ScanOptions,
                                       prescanned: consuming ScanPipeline.Results?, cachePath: String?,
                                       problems: inout [CatalogProblem]) -> SyncOutcome {
        do {
            return try sync(store: store, walk: walk, options: options, prescanned: consume prescanned)
        } catch {
            let where_ = cachePath ?? ":memory:"
            var ignored: String?
            store = nil
            if !isCorruption(error) {
                // Busy past the timeout, I/O: leave the file alone and work in memory.
                problems.append(CatalogProblem(.cache, path: where_, reason: "cannot read the cache (\(Catalog.describe(error))); the catalog is kept in memory"))
            } else if let cachePath {
                // The database went bad under us (corrupt pages found while reading): start afresh.
                problems.append(CatalogProblem(.cache, path: where_, reason: "unreadable cache (\(Catalog.describe(error))); rebuilt"))
                do {
                    try CatalogStore.removeDatabase(at: cachePath)
                    store = try CatalogStore.open(path: cachePath, rebuilt: &ignored)
                } catch {
                    problems.append(CatalogProblem(.cache, path: cachePath, reason: "cannot rebuild the cache (\(Catalog.describe(error))); the catalog is kept in memory"))
                }
            }
            var fresh = options
            fresh.rescanAll = true
            fresh._interruptWrite = nil
            do {
                return try sync(store: store, walk: walk, options: fresh)
            } catch {
                problems.append(CatalogProblem(.cache, path: where_, reason: "cannot write the cache (\(Catalog.describe(error))); the catalog is kept in memory"))
                return (try? sync(store: nil, walk: walk, options: fresh))
                    ?? SyncOutcome(faces: [], fileProblems: [], scanned: 0, reused: 0, removed: 0)
            }
        }
    }

    /// The paths of the faces a provider installed: used only when named (WWDC19 "Font
    /// Management": "Fonts installed this way do not participate in font fallback"), in every
    /// catalog opened.
    private static func providerFontPaths(_ faces: [CatalogFace]) -> Set<String> {
        let root = Catalog.providerFontsRoot(environment: ProcessInfo.processInfo.environment) + "/"
        var nameOnly = Set<String>()
        for f in faces where f.path.hasPrefix(root) { nameOnly.insert(f.path) }
        return nameOnly
    }

    /// Every file the walk found, with the stamp the scan read it at, in the cache's order (path bytes).
    private static func snapshotFiles(walk: DirectoryWalk, outcome: SyncOutcome) -> [(path: String, stamp: FileStamp)] {
        var files = walk.files.map { (path: $0.path, stamp: outcome.stamps[$0.path] ?? $0.stamp) }
        var ordered = true
        for k in files.indices.dropFirst() where utf8Order(files[k - 1].path, files[k].path) >= 0 {
            ordered = false
            break
        }
        if !ordered { files.sort { utf8Order($0.path, $1.path) < 0 } }
        return files
    }

    /// What a snapshot is valid for: the directories and their accept/reject rules, the file
    /// limit, the provider fonts' folder (whose faces are name-only) and the cache's schema.
    static func snapshotFingerprint(_ directories: FontDirectories, options: ScanOptions) -> [UInt8] {
        let root = Catalog.providerFontsRoot(environment: ProcessInfo.processInfo.environment)
        var parts = ["schema \(CatalogStore.schemaVersion)", "snapshot \(CatalogSnapshot.formatVersion)",
                     "max \(options.maxFiles)", "provider \(root)"]
        parts += directories.directories.map { "dir \($0)" }
        parts += directories.rejectGlobs.map { "reject \($0)" }
        parts += directories.acceptGlobs.map { "accept \($0)" }
        return Array(parts.joined(separator: "\n").utf8)
    }

    /// `<cache>.<hash of the fingerprint>.index`: one snapshot per set of directories, so that
    /// commands scanning other directories (font management's, `--dir`) do not replace each
    /// other's.
    static func snapshotPath(cachePath: String, fingerprint: [UInt8]) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for b in fingerprint { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        let hex = String(h, radix: 16)
        return cachePath + "." + String(repeating: "0", count: 16 - hex.count) + hex + ".index"
    }

    /// Keeps the four newest snapshots beside the cache (and removes temporary files a killed
    /// writer left over a minute ago).
    static func removeOldSnapshots(besides kept: String, cachePath: String) {
        let dir = parentPath(cachePath)
        let prefix = (cachePath as NSString).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        var snapshots: [(path: String, mtime: Int64)] = []
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        for name in names where name.hasPrefix(prefix) && name.contains(".index") {
            let path = dir + "/" + name
            var st = stat()
            guard path != kept, lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
            let mtime = CatalogSnapshot.DirectoryStamp(st).mtime
            if name.contains(".index.tmp.") {
                if mtime < Int64(now.tv_sec) - 60 { unlink(path) }
            } else if name.hasSuffix(".index") {
                snapshots.append((path, mtime))
            }
        }
        for old in snapshots.sorted(by: { $0.mtime > $1.mtime }).dropFirst(3) { unlink(old.path) }
    }

    /// The folder under which font providers install fonts for the user (one folder per
    /// provider; FontManagement's ``ManagementPaths``): `$XDG_DATA_HOME/fonts/typography`
    /// (`~/.local/share/…`), `~/Library/Fonts/typography` on macOS. Faces found there are
    /// ``nameOnlyPaths``.
    public static func providerFontsRoot(environment env: [String: String]) -> String {
        let home = FontDirectories.homeDirectory(env)
        #if os(macOS)
        return home + "/Library/Fonts/typography"
        #else
        return FontDirectories.xdg(env, "XDG_DATA_HOME", home: home, default: ".local/share") + "/fonts/typography"
        #endif
    }

    /// The cache's order: path bytes, face index, the face before its named instances.
    static func storeOrder(_ a: CatalogFace, _ b: CatalogFace) -> Bool {
        let byPath = utf8Order(a.path, b.path)
        if byPath != 0 { return byPath < 0 }
        if a.index != b.index { return a.index < b.index }
        return (a.namedInstance ?? -1) < (b.namedInstance ?? -1)
    }

    /// Sorts `faces` by ``storeOrder(_:_:)``; whether they were in that order already. A scan's
    /// faces nearly always are (files are read in the walk's order): checked first, in one pass,
    /// since sorting moves and copies every face even when nothing is out of place. The check
    /// reads the fields in place: `storeOrder(faces[i], faces[i - 1])` copied two faces (some
    /// twenty references retained and released) for each of them.
    @discardableResult
    static func sortInStoreOrder(_ faces: inout [CatalogFace]) -> Bool {
        if isInStoreOrder(faces) { return true }
        faces.sort(by: storeOrder)
        return false
    }

    /// Whether `faces` are in ``storeOrder(_:_:)``.
    static func isInStoreOrder<F: IndexedFace>(_ faces: [F]) -> Bool {
        for i in faces.indices.dropFirst() {
            let byPath = utf8Order(faces[i - 1].path, faces[i].path)
            if byPath > 0 || (byPath == 0 && (faces[i - 1].index, faces[i - 1].namedInstance ?? -1)
                                               > (faces[i].index, faces[i].namedInstance ?? -1)) {
                return false
            }
        }
        return true
    }

    /// Whether an error means the database file itself is damaged (then it is rebuilt).
    static func isCorruption(_ error: Error) -> Bool {
        guard let e = error as? DatabaseError else { return false }
        return e.resultCode == .SQLITE_CORRUPT || e.resultCode == .SQLITE_NOTADB || e.resultCode == .SQLITE_FORMAT
    }

    static func describe(_ error: Error) -> String {
        if let e = error as? DatabaseError { return e.message ?? "SQLite error \(e.resultCode)" }
        if let e = error as? CatalogStore.StoreError { return e.reason }
        return "\(error)"
    }
}
