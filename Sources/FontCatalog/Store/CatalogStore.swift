import Foundation
import SafeFile
import FontFile
import GRDB

/// The SQLite cache of the catalog, through GRDB: one row per file (its size, modification time
/// and problem) and one per face.
///
/// - The file is ours when its `application_id` is ``applicationID`` and its `user_version` is
///   ``schemaVersion``. Anything else at the cache path — another schema version, another
///   program's database, a file that is not SQLite, a truncated or otherwise corrupt database —
///   is deleted and rebuilt, and the reason is reported as a ``CatalogProblem`` of kind `cache`.
///   A directory or any other entry that is not a file at the cache path is never deleted: the
///   catalog is then kept in memory (``removeDatabase(at:)``).
/// - Every change of a scan is one transaction: a scan that is interrupted (killed, crashed)
///   leaves the previous consistent state, which SQLite's rollback journal restores on the next
///   open.
final class CatalogStore {
    /// 'TYPG'
    static let applicationID: Int32 = 0x5459_5047
    /// 2: `face.colorGlyphs` (a version-1 cache is rebuilt: it does not know which faces have
    /// colour glyphs). 3: no `face.languages` (they follow from the coverage, see
    /// ``CatalogFace/languages``). 4: monospaced only for faces that cover the Latin capitals; rounded
    /// only from the name or STAT (not PANOSE): a version-3 cache is rebuilt. 5: serif or sans
    /// from the family name's "Sans" or "Serif" before PANOSE.
    static let schemaVersion: Int32 = 5

    let dbQueue: DatabaseQueue
    let path: String?

    /// Opens (creating it if needed) the cache at `path`, or an in-memory one when `path` is nil.
    /// `rebuilt` receives why an existing file was discarded.
    static func open(path: String?, rebuilt: inout String?) throws -> CatalogStore {
        guard let path else { return try CatalogStore(queue: DatabaseQueue(configuration: configuration()), path: nil) }
        let dir = parentPath(path)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let why: String
        do {
            return try CatalogStore(queue: DatabaseQueue(path: path, configuration: configuration()), path: path)
        } catch let error as StoreError {
            why = error.reason
        } catch let error as DatabaseError {
            why = "not a usable SQLite database (\(error.message ?? "\(error.resultCode)"))"
        }
        try removeDatabase(at: path)
        let store = try CatalogStore(queue: DatabaseQueue(path: path, configuration: configuration()), path: path)
        rebuilt = why  // said only once it is true
        return store
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.busyMode = .timeout(10)
        config.label = "typography.catalog"
        return config
    }

    /// Deletes the database at `path` and SQLite's files beside it. Only what can be one of those
    /// files is deleted: a regular file, or a symbolic link (the link, never what it points to).
    /// Anything else at one of those paths — a directory above all, which `removeItem` would
    /// delete with everything in it — is left as it is, and nothing is deleted: the error says
    /// what is there, and the catalog is kept in memory.
    static func removeDatabase(at path: String) throws {
        let paths = ["", "-journal", "-wal", "-shm"].map { path + $0 }
        for p in paths {
            var st = stat()
            guard lstat(p, &st) == 0 else { continue }
            let type = st.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFLNK else {
                throw StoreError(reason: "\(p) is \(type == S_IFDIR ? "a directory" : "not a regular file"), not a cache file: left as it is")
            }
        }
        for p in paths where unlink(p) != 0 && errno != ENOENT {
            throw StoreError(reason: "cannot delete \(p): \(String(cString: strerror(errno)))")
        }
    }

    struct StoreError: Error { let reason: String }
    /// A cache that must not be deleted (a newer version's): the catalog is kept in memory.
    struct KeptCache: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private init(queue: DatabaseQueue, path: String?) throws {
        dbQueue = queue
        self.path = path
        try dbQueue.writeWithoutTransaction { db in
            let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let version = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            if appID == CatalogStore.applicationID && version == CatalogStore.schemaVersion {
                // Ours: check that the tables are there and readable.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM file")
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM face")
                return
            }
            if appID == CatalogStore.applicationID && version > CatalogStore.schemaVersion {
                // A newer typography's cache: left as it is (deleting it would make the two
                // versions rebuild each other's cache on every run); this run keeps its catalog
                // in memory.
                throw KeptCache(reason: "written by a newer version of typography (cache schema \(version), this one reads \(CatalogStore.schemaVersion)); left as it is")
            }
            if appID == CatalogStore.applicationID {
                throw StoreError(reason: "cache schema version \(version), this version uses \(CatalogStore.schemaVersion)")
            }
            if appID != 0 || tableCount != 0 {
                throw StoreError(reason: "not the catalog's database (application id \(appID), \(tableCount) schema objects)")
            }
            try db.inTransaction {
                try db.execute(sql: CatalogStore.schema)
                try db.execute(sql: "PRAGMA application_id = \(CatalogStore.applicationID)")
                try db.execute(sql: "PRAGMA user_version = \(CatalogStore.schemaVersion)")
                return .commit
            }
        }
    }

    static let schema = """
        CREATE TABLE file (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            size INTEGER NOT NULL,
            mtime INTEGER NOT NULL,
            problems TEXT
        );
        CREATE TABLE face (
            id INTEGER PRIMARY KEY,
            fileId INTEGER NOT NULL REFERENCES file(id) ON DELETE CASCADE,
            faceIndex INTEGER NOT NULL,
            namedInstance INTEGER,
            postscriptName TEXT,
            fullName TEXT,
            family TEXT,
            style TEXT,
            typographicFamily TEXT,
            typographicSubfamily TEXT,
            weight INTEGER NOT NULL,
            width REAL NOT NULL,
            slant TEXT NOT NULL,
            monospaced INTEGER NOT NULL,
            serifClass TEXT NOT NULL,
            rounded INTEGER NOT NULL,
            design TEXT NOT NULL,
            variable INTEGER NOT NULL,
            axes TEXT NOT NULL,
            coordinates TEXT NOT NULL,
            opticalMin REAL,
            opticalMax REAL,
            hasTrak INTEGER NOT NULL,
            hasSTAT INTEGER NOT NULL,
            format TEXT NOT NULL,
            coverage BLOB NOT NULL,
            colorGlyphs INTEGER NOT NULL
        );
        CREATE INDEX face_fileId ON face(fileId);
        """

    // MARK: Reading

    /// Whether no file is recorded (a new or rebuilt cache).
    var isEmpty: Bool {
        ((try? dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM file") }) ?? 0) == 0
    }

    struct FileRow {
        var id: Int64
        var stamp: FileStamp
        var problems: [CatalogProblem]
    }

    /// Every file row, by path.
    func files() throws -> [String: FileRow] {
        try dbQueue.read { db in
            var out: [String: FileRow] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT id, path, size, mtime, problems FROM file")
            while let row = try rows.next() {
                let path: String = row[1]
                let problems = CatalogStore.decodeProblems(row[4], path: path)
                out[path] = FileRow(id: row[0], stamp: FileStamp(size: row[2], mtime: row[3]), problems: problems)
            }
            return out
        }
    }

    /// Every face, in file path order, then face index, then named instance.
    func faces() throws -> [CatalogFace] {
        try dbQueue.read { db in
            var out: [CatalogFace] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT file.path, faceIndex, namedInstance, postscriptName, fullName, family, style,
                       typographicFamily, typographicSubfamily, weight, width, slant, monospaced, serifClass,
                       rounded, design, variable, axes, coordinates, opticalMin, opticalMax, hasTrak, hasSTAT,
                       format, coverage, colorGlyphs
                FROM face JOIN file ON file.id = face.fileId
                ORDER BY file.path, faceIndex, namedInstance IS NOT NULL, namedInstance
                """)
            while let r = try rows.next() {
                let optMin: Double? = r[19]
                let optMax: Double? = r[20]
                let coverage: Data = r[24]
                out.append(CatalogFace(
                    path: r[0], index: r[1], namedInstance: r[2], postscriptName: r[3], fullName: r[4],
                    family: r[5], style: r[6], typographicFamily: r[7], typographicSubfamily: r[8],
                    weight: r[9], width: r[10], slant: FaceInfo.Slant(rawValue: r[11]) ?? .upright,
                    monospaced: r[12], serifClass: FaceInfo.SerifClass(rawValue: r[13]) ?? .other,
                    rounded: r[14], design: FaceInfo.Design(rawValue: r[15]) ?? .default, variable: r[16],
                    axes: CatalogStore.decodeAxes(r[17]), coordinates: CatalogStore.decodeCoordinates(r[18]),
                    opticalSize: optMin.flatMap { lo in optMax.map { CatalogFace.OpticalSize(min: lo, max: $0) } },
                    hasTrak: r[21], hasSTAT: r[22], colorGlyphs: r[25], format: FontFormat(rawValue: r[23]) ?? .trueType,
                    coverage: CompactCoverage(bytes: [UInt8](coverage))))
            }
            return out
        }
    }

    // MARK: Writing

    struct Change {
        /// Files no longer present.
        var removed: [Int64] = []
        /// Files no longer present, by path.
        var removedPaths: [String] = []
        /// Files read in this scan (new or changed), with what was read.
        var scanned: [(path: String, scan: FileScan)] = []
    }

    /// Applies one scan's changes in one transaction. `interrupt` is a test hook called after half
    /// of the changes are written, inside the transaction.
    func apply(_ change: Change, interrupt: (() throws -> Void)? = nil) throws {
        guard !change.removed.isEmpty || !change.removedPaths.isEmpty || !change.scanned.isEmpty else { return }
        try dbQueue.write { db in
            try db.execute(sql: "PRAGMA foreign_keys = ON")
            let deleteFile = try db.makeStatement(sql: "DELETE FROM file WHERE id = ?")
            for id in change.removed { try deleteFile.execute(arguments: [id]) }
            let deleteByPath = try db.makeStatement(sql: "DELETE FROM file WHERE path = ?")
            for path in change.removedPaths { try deleteByPath.execute(arguments: [path]) }
            let insertFile = try db.makeStatement(sql: "INSERT INTO file (path, size, mtime, problems) VALUES (?, ?, ?, ?)")
            let insertFace = try db.makeStatement(sql: """
                INSERT INTO face (fileId, faceIndex, namedInstance, postscriptName, fullName, family, style,
                    typographicFamily, typographicSubfamily, weight, width, slant, monospaced, serifClass, rounded,
                    design, variable, axes, coordinates, opticalMin, opticalMax, hasTrak, hasSTAT, format,
                    coverage, colorGlyphs)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let half = change.scanned.count / 2
            for (n, item) in change.scanned.enumerated() {
                if n == half, let interrupt { try interrupt() }
                try deleteByPath.execute(arguments: [item.path])
                try insertFile.execute(arguments: [
                    item.path, item.scan.stamp.size, item.scan.stamp.mtime,
                    CatalogStore.encodeProblems(item.scan.problems),
                ])
                let fileId = db.lastInsertedRowID
                for f in item.scan.faces {
                    let values: [DatabaseValueConvertible?] = [
                        fileId, f.index, f.namedInstance, f.postscriptName, f.fullName, f.family, f.style,
                        f.typographicFamily, f.typographicSubfamily, f.weight, f.width, f.slant.rawValue,
                        f.monospaced, f.serifClass.rawValue, f.rounded, f.design.rawValue, f.variable,
                        CatalogStore.encodeAxes(f.axes), CatalogStore.encodeCoordinates(f.coordinates),
                        f.opticalSize?.min, f.opticalSize?.max, f.hasTrak, f.hasSTAT, f.format.rawValue,
                        Data(f.coverage.bytes), f.colorGlyphs,
                    ]
                    try insertFace.execute(arguments: StatementArguments(values))
                }
            }
        }
    }

    // MARK: Compact columns

    /// "wght 100 400 900,wdth 75 100 125"
    static func encodeAxes(_ axes: [CatalogFace.Axis]) -> String {
        axes.map { "\(escapeTag($0.tag)) \($0.min) \($0.default) \($0.max)" }.joined(separator: ",")
    }

    static func decodeAxes(_ s: String) -> [CatalogFace.Axis] {
        s.split(separator: ",").compactMap { item in
            let p = item.split(separator: " ")
            guard p.count == 4, let lo = Double(p[1]), let d = Double(p[2]), let hi = Double(p[3]) else { return nil }
            return CatalogFace.Axis(tag: unescapeTag(p[0]), min: lo, default: d, max: hi)
        }
    }

    /// "wght 600,wdth 100"
    static func encodeCoordinates(_ c: [String: Double]) -> String {
        c.keys.sorted().map { "\(escapeTag($0)) \(c[$0] ?? 0)" }.joined(separator: ",")
    }

    static func decodeCoordinates(_ s: String) -> [String: Double] {
        var out: [String: Double] = [:]
        for item in s.split(separator: ",") {
            let p = item.split(separator: " ")
            if p.count == 2, let v = Double(p[1]) { out[unescapeTag(p[0])] = v }
        }
        return out
    }

    /// Tags may contain spaces ('opsz' no, 'cvt ' yes) and, from a hostile font, commas.
    static func escapeTag(_ t: String) -> String {
        t.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    static func unescapeTag<S: StringProtocol>(_ t: S) -> String {
        String(t).replacingOccurrences(of: "%20", with: " ").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    /// One problem a line: "kind<TAB>reason".
    static func encodeProblems(_ p: [CatalogProblem]) -> String? {
        p.isEmpty ? nil : p.map { "\($0.kind.rawValue)\t\($0.reason)" }.joined(separator: "\n")
    }

    static func decodeProblems(_ s: String?, path: String) -> [CatalogProblem] {
        guard let s else { return [] }
        return s.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            let kind = CatalogProblem.Kind(rawValue: String(parts[0])) ?? .malformed
            return CatalogProblem(kind, path: path, reason: parts.count > 1 ? String(parts[1]) : "")
        }
    }
}
