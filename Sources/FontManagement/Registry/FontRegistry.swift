import FontFile
import Foundation
import SafeFile
import GRDB

/// The registry of user-scope fonts: SQLite in WAL mode through GRDB, one row per installed file
/// (provider, path, SHA-256, size, time, enabled), one per PostScript name (unique across every
/// provider, case-insensitively: two providers can never own one name), and a log of changes that
/// other processes poll.
///
/// - Every change is one `BEGIN IMMEDIATE` transaction: writers are serialized across processes by
///   SQLite's lock, so a check (name free, limits) and the write that relies on it cannot be
///   interleaved with another process's.
/// - `synchronous = FULL`: a committed install survives a power cut, not only a crash.
/// - The file is ours when `application_id` is 'TYPR' and `user_version` is 1. Unlike the catalog's
///   cache, the registry is never deleted: another database at its path is an error that says so.
final class FontRegistry: Sendable {
    /// 'TYPR'
    static let applicationID: Int32 = 0x5459_5052
    static let schemaVersion: Int32 = 1
    /// The change log keeps this many rows; older ones are pruned (observers only need recent ones).
    static let changeLogLimit = 10_000

    let pool: DatabasePool
    let path: String

    init(path: String) throws(FontManagementError) {
        self.path = path
        do {
            try FileManager.default.createDirectory(atPath: parentPath(path),
                                                    withIntermediateDirectories: true)
            pool = try FontRegistry.openPool(path)
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
                    let version = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                    if appID == FontRegistry.applicationID && version == FontRegistry.schemaVersion { return .commit }
                    let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
                    if appID == FontRegistry.applicationID {
                        throw SchemaError(reason: "registry schema version \(version); this version reads \(FontRegistry.schemaVersion)")
                    }
                    if appID != 0 || objects != 0 {
                        throw SchemaError(reason: "not the font registry (application id \(appID), \(objects) schema objects); move it aside")
                    }
                    try db.execute(sql: FontRegistry.schema)
                    try db.execute(sql: "PRAGMA application_id = \(FontRegistry.applicationID)")
                    try db.execute(sql: "PRAGMA user_version = \(FontRegistry.schemaVersion)")
                    return .commit
                }
            }
        } catch let e as SchemaError {
            throw FontManagementError(.registry, "\(path): \(e.reason)")
        } catch {
            throw FontManagementError(.registry, "\(path): cannot open the font registry: \(FontRegistry.describe(error))")
        }
    }

    struct SchemaError: Error { let reason: String }

    /// Opens the pool, trying again while SQLite answers SQLITE_BUSY. Opening switches a new file
    /// to WAL, and SQLite reports BUSY at once, without its busy handler, when two processes make
    /// or switch the same new file together (a lock upgrade that waiting could deadlock); each try
    /// waits a little longer, about 9 s in all, before the error is given.
    static func openPool(_ path: String) throws -> DatabasePool {
        var attempt = 0
        while true {
            do {
                return try DatabasePool(path: path, configuration: FontRegistry.configuration())
            } catch let e as DatabaseError where e.resultCode == .SQLITE_BUSY && attempt < 40 {
                attempt += 1
                usleep(UInt32(min(attempt, 10)) * 25_000)
            }
        }
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        // Eight processes installing at once wait for each other's short transactions.
        config.busyMode = .timeout(60)
        config.label = "typography.font-registry"
        config.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        return config
    }

    static func describe(_ error: Error) -> String {
        if let e = error as? DatabaseError { return e.message ?? "SQLite error \(e.resultCode)" }
        if let e = error as? FontManagementError { return e.message }
        return "\(error)"
    }

    static let schema = """
        CREATE TABLE font (
            id INTEGER PRIMARY KEY,
            provider TEXT NOT NULL,
            path TEXT NOT NULL UNIQUE,
            sourceName TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            bytes INTEGER NOT NULL,
            format TEXT NOT NULL,
            families TEXT NOT NULL,
            enabled INTEGER NOT NULL,
            installedAt REAL NOT NULL
        );
        CREATE INDEX font_provider ON font(provider);
        CREATE TABLE fontName (
            name TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
            fontId INTEGER NOT NULL REFERENCES font(id) ON DELETE CASCADE,
            position INTEGER NOT NULL
        );
        CREATE INDEX fontName_font ON fontName(fontId);
        CREATE TABLE change (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            provider TEXT NOT NULL,
            path TEXT,
            names TEXT NOT NULL,
            time REAL NOT NULL,
            note TEXT
        );
        """

    // MARK: Rows

    /// A font row with its names.
    struct Row: Sendable, Hashable {
        var id: Int64
        var font: RegisteredFont
    }

    static func decodeList(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }

    static func encodeList(_ list: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(list), as: UTF8.self)) ?? "[]"
    }

    /// Every font (of `provider`, when given), in installation order.
    static func fonts(_ db: Database, provider: ProviderID? = nil) throws -> [Row] {
        var sql = "SELECT id, provider, path, sourceName, sha256, bytes, format, families, enabled, installedAt FROM font"
        var args: StatementArguments = []
        if let provider {
            sql += " WHERE provider = ?"
            args = [provider.rawValue]
        }
        sql += " ORDER BY id"
        var names: [Int64: [String]] = [:]
        for r in try GRDB.Row.fetchAll(db, sql: "SELECT fontId, name FROM fontName ORDER BY fontId, position") {
            names[r["fontId"], default: []].append(r["name"])
        }
        return try GRDB.Row.fetchAll(db, sql: sql, arguments: args).compactMap { r -> Row? in
            let id: Int64 = r["id"]
            guard let provider = try? ProviderID(r["provider"] as String) else { return nil }
            let font = RegisteredFont(
                provider: provider, scope: .user, path: r["path"], sourceName: r["sourceName"],
                postscriptNames: names[id] ?? [], families: decodeList(r["families"]), sha256: r["sha256"],
                bytes: r["bytes"], format: FontFormat(rawValue: r["format"]) ?? .unknown, enabled: r["enabled"],
                installedAt: Date(timeIntervalSince1970: r["installedAt"]))
            return Row(id: id, font: font)
        }
    }

    /// The font that owns the PostScript name (case-insensitive), if any.
    static func owner(_ db: Database, name: String) throws -> Row? {
        guard let id = try Int64.fetchOne(db, sql: "SELECT fontId FROM fontName WHERE name = ?", arguments: [name]) else { return nil }
        return try fonts(db).first { $0.id == id }
    }

    /// Files and bytes of `provider`.
    static func usage(_ db: Database, provider: ProviderID) throws -> (count: Int, bytes: Int) {
        let r = try GRDB.Row.fetchOne(db, sql: "SELECT count(*) AS n, coalesce(sum(bytes), 0) AS b FROM font WHERE provider = ?",
                                      arguments: [provider.rawValue])
        return (r?["n"] ?? 0, r?["b"] ?? 0)
    }

    static func insert(_ db: Database, _ font: RegisteredFont) throws -> Int64 {
        try db.execute(sql: """
            INSERT INTO font (provider, path, sourceName, sha256, bytes, format, families, enabled, installedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [font.provider.rawValue, font.path, font.sourceName, font.sha256, font.bytes,
                             font.format.rawValue, encodeList(font.families), font.enabled,
                             font.installedAt.timeIntervalSince1970])
        let id = db.lastInsertedRowID
        for (i, name) in font.postscriptNames.enumerated() {
            try db.execute(sql: "INSERT INTO fontName (name, fontId, position) VALUES (?, ?, ?)", arguments: [name, id, i])
        }
        try logChange(db, kind: font.enabled ? .installed : .disabled, font: font, note: font.enabled ? nil : "registered disabled")
        return id
    }

    static func delete(_ db: Database, _ row: Row, note: String? = nil) throws {
        try db.execute(sql: "DELETE FROM font WHERE id = ?", arguments: [row.id])
        try logChange(db, kind: .removed, font: row.font, note: note)
    }

    static func setEnabled(_ db: Database, _ row: Row, enabled: Bool, path: String) throws {
        try db.execute(sql: "UPDATE font SET enabled = ?, path = ? WHERE id = ?", arguments: [enabled, path, row.id])
        var font = row.font
        font.path = path
        font.enabled = enabled
        try logChange(db, kind: enabled ? .enabled : .disabled, font: font, note: nil)
    }

    static func logChange(_ db: Database, kind: FontChange.Kind, font: RegisteredFont, note: String?) throws {
        try db.execute(sql: "INSERT INTO change (kind, provider, path, names, time, note) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [kind.rawValue, font.provider.rawValue, font.path, encodeList(font.postscriptNames),
                                   Date().timeIntervalSince1970, note])
        let seq = db.lastInsertedRowID
        if seq % 1000 == 0 {
            try db.execute(sql: "DELETE FROM change WHERE seq <= ?", arguments: [seq - Int64(changeLogLimit)])
        }
    }

    /// Changes after `seq`, in order.
    static func changes(_ db: Database, after seq: Int) throws -> [FontChange] {
        try GRDB.Row.fetchAll(db, sql: "SELECT seq, kind, provider, path, names, time, note FROM change WHERE seq > ? ORDER BY seq",
                              arguments: [seq]).compactMap { r -> FontChange? in
            guard let kind = FontChange.Kind(rawValue: r["kind"]), let provider = try? ProviderID(r["provider"] as String)
            else { return nil }
            return FontChange(seq: r["seq"], kind: kind, scope: .user, provider: provider,
                              postscriptNames: decodeList(r["names"]), path: r["path"],
                              time: Date(timeIntervalSince1970: r["time"]), note: r["note"])
        }
    }

    static func lastSeq(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT coalesce(max(seq), 0) FROM change") ?? 0
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction (the cross-process write lock).
    func write<T>(_ body: (Database) throws -> T) throws(FontManagementError) -> T {
        do {
            var result: T?
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
            }
            guard let result else { throw FontManagementError(.registry, "\(path): the transaction produced no result") }
            return result
        } catch let e as FontManagementError {
            throw e
        } catch {
            throw FontManagementError(.registry, "\(path): \(FontRegistry.describe(error))")
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(FontManagementError) -> T {
        do {
            return try pool.read { db in try body(db) }
        } catch let e as FontManagementError {
            throw e
        } catch {
            throw FontManagementError(.registry, "\(path): \(FontRegistry.describe(error))")
        }
    }
}
