import FontCatalog
import FontFile
import Foundation
import GRDB
import SafeFile
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an uninstall, enable or disable did to one item. JSON: `item` (as given), `status`
/// (`removed`, `enabled`, `disabled`, `unchanged`, `refused`), `font` (or null), `error` (or null).
public struct OperationResult: Sendable, Hashable, Codable {
    /// What happened to the item.
    public enum Status: String, Sendable, Hashable, Codable {
        /// `removed`, `enabled`, `disabled`: done; `unchanged`: the font already was in that state; `refused`: nothing done, ``OperationResult/error`` says why.
        case removed, enabled, disabled, unchanged, refused
    }

    /// The item, as given (a PostScript name or a file).
    public var item: String
    /// What happened to it.
    public var status: Status
    /// The font the item names, when it was found.
    public var font: RegisteredFont?
    /// Why the item was refused, when it was.
    public var error: FontManagementError?

    enum CodingKeys: String, CodingKey { case item, status, font, error }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(item, forKey: .item)
        try c.encode(status, forKey: .status)
        try c.encode(font, forKey: .font)
        try c.encode(error, forKey: .error)
    }
}

extension FontManager {
    enum Target {
        case user(FontRegistry.Row)
        case process(RegisteredFont)

        var font: RegisteredFont {
            switch self {
            case .user(let r): return r.font
            case .process(let f): return f
            }
        }
    }

    /// Finds what `item` names — the path of an installed file, a file with the same content as
    /// an installed one, or a PostScript name — among `provider`'s fonts. Another provider's font
    /// is `notOwner`; a system font is `systemFont`; anything else `notFound`.
    func locate(_ item: String, provider: ProviderID) throws(FontManagementError) -> Target {
        let rows = try registry.read { db in try FontRegistry.fonts(db) }
        let process = processFonts.fonts
        var candidates: [Target] = []
        if let (type, _) = FileSystem.type(item), type == .regular || type == .symlink {
            let path = FontManager.absolutePath(item)
            candidates = rows.filter { $0.font.path == path }.map { .user($0) } + process.filter { $0.path == path }.map { .process($0) }
            if candidates.isEmpty, let bytes = try? FileSystem.read(item, limit: limits.maxFileBytes) {
                let sha = SHA256.hash(bytes).hex
                candidates = rows.filter { $0.font.sha256 == sha }.map { .user($0) } + process.filter { $0.sha256 == sha }.map { .process($0) }
            }
            if candidates.isEmpty {
                if systemCatalog.faces.contains(where: { $0.path == path }) {
                    throw FontManagementError(.systemFont, "\(item): a system font, not installed by a provider; it cannot be removed here")
                }
                throw FontManagementError(.notFound, "\(item): not registered by any provider")
            }
        } else {
            let key = item.lowercased()
            candidates = rows.filter { $0.font.postscriptNames.contains { $0.lowercased() == key } }.map { .user($0) }
                + process.filter { $0.postscriptNames.contains { $0.lowercased() == key } }.map { .process($0) }
            if candidates.isEmpty {
                if systemCatalog.face(named: item)?.postscriptName?.lowercased() == key {
                    throw FontManagementError(.systemFont, "\(item): a system font, not installed by a provider; it cannot be changed here")
                }
                throw FontManagementError(.notFound, "\(item): no font of that PostScript name is registered (and no such file)")
            }
        }
        if let mine = candidates.first(where: { $0.font.provider == provider }) { return mine }
        let owner = candidates.first?.font.provider.rawValue ?? "?"
        throw FontManagementError(.notOwner, "\(item): belongs to provider '\(owner)', not '\(provider)'; a provider changes only its own fonts")
    }

    /// Removes `provider`'s fonts named by `items` (installed paths, files of the same content, or
    /// PostScript names; a collection goes whole). Each item succeeds or fails on its own.
    public func unregister(_ items: [String], provider: ProviderID) -> [OperationResult] {
        var results: [OperationResult] = []
        var changedEnabled = false
        var changedUser = false
        for item in items {
            do {
                let target = try locate(item, provider: provider)
                switch target {
                case .user(let row):
                    try removeUser(row)
                    changedUser = true
                    if row.font.enabled { changedEnabled = true }
                case .process(let font):
                    removeProcess(font)
                }
                results.append(OperationResult(item: item, status: .removed, font: target.font))
            } catch {
                results.append(OperationResult(item: item, status: .refused, error: .wrap(error)))
            }
        }
        if changedUser { monitor.poke() }
        if changedEnabled, options.refreshFontconfigCache {
            _ = FontconfigCache.refresh(paths.folder(of: provider, enabled: true))
        }
        return results
    }

    /// Removes one user-scope font: the record first (committed), then the file. A crash between
    /// the two leaves a file without a record, which reconciliation removes.
    func removeUser(_ row: FontRegistry.Row) throws(FontManagementError) {
        try registry.write { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM font WHERE id = ?", arguments: [row.id]) == 1 else {
                throw FontManagementError(.notFound, "\(row.font.path): already removed")
            }
            try FontRegistry.delete(db, row)
        }
        step(.removalCommitted)
        FileSystem.remove(row.font.path)
        FileSystem.syncDirectory(parentPath(row.font.path))
    }

    func removeProcess(_ font: RegisteredFont) {
        processFonts.mutate { entries in entries.removeAll { $0.font.path == font.path && $0.font.provider == font.provider } }
        monitor.publish(FontChange(seq: nil, kind: .removed, scope: .process, provider: font.provider,
                                   postscriptNames: font.postscriptNames, path: font.path, time: Date()))
    }

    /// Removes every font of `provider` (both scopes) and its folders: what happens when the user
    /// deletes a font provider app. Throws `notFound` when it has nothing.
    @discardableResult
    public func removeProvider(_ provider: ProviderID) throws(FontManagementError) -> [RegisteredFont] {
        let rows: [FontRegistry.Row] = try registry.write { db in
            let rows = try FontRegistry.fonts(db, provider: provider)
            for r in rows { try FontRegistry.delete(db, r, note: "provider removed") }
            return rows
        }
        if !rows.isEmpty { step(.removalCommitted) }
        for r in rows { FileSystem.remove(r.font.path) }
        let process = processFonts.fonts.filter { $0.provider == provider }
        for f in process { removeProcess(f) }
        var hadFolder = false
        for enabled in [true, false] {
            let folder = paths.folder(of: provider, enabled: enabled)
            guard let (type, _) = FileSystem.type(folder) else { continue }
            hadFolder = true
            if type == .directory { try? FileManager.default.removeItem(atPath: folder) } else { FileSystem.remove(folder) }
            FileSystem.syncDirectory(parentPath(folder))
        }
        if rows.isEmpty && process.isEmpty && !hadFolder {
            throw FontManagementError(.notFound, "provider '\(provider)' has no fonts")
        }
        if !rows.isEmpty { monitor.poke() }
        if options.refreshFontconfigCache, rows.contains(where: \.font.enabled) || hadFolder {
            _ = FontconfigCache.refresh(paths.fontsRoot)
        }
        return rows.map(\.font) + process
    }

    /// Enables or disables `provider`'s fonts named by `items`. A disabled user-scope font is
    /// kept outside every fontconfig directory (``ManagementPaths/disabledRoot``): registered,
    /// listed, but matched by nothing, here or in any other app.
    public func setEnabled(_ items: [String], provider: ProviderID, enabled: Bool) -> [OperationResult] {
        var results: [OperationResult] = []
        var changed = false
        for item in items {
            do {
                let target = try locate(item, provider: provider)
                if target.font.enabled == enabled {
                    results.append(OperationResult(item: item, status: .unchanged, font: target.font))
                    continue
                }
                var font = target.font
                switch target {
                case .user(let row):
                    font = try moveUser(row, enabled: enabled)
                    changed = true
                case .process(let f):
                    processFonts.mutate { entries in
                        for i in entries.indices where entries[i].font.path == f.path && entries[i].font.provider == provider {
                            entries[i].font.enabled = enabled
                        }
                    }
                    font.enabled = enabled
                    monitor.publish(FontChange(seq: nil, kind: enabled ? .enabled : .disabled, scope: .process, provider: provider,
                                               postscriptNames: f.postscriptNames, path: f.path, time: Date()))
                }
                results.append(OperationResult(item: item, status: enabled ? .enabled : .disabled, font: font))
            } catch {
                results.append(OperationResult(item: item, status: .refused, error: .wrap(error)))
            }
        }
        if changed {
            monitor.poke()
            if options.refreshFontconfigCache { _ = FontconfigCache.refresh(paths.folder(of: provider, enabled: true)) }
        }
        return results
    }

    /// Moves a user-scope font between the enabled and disabled folders: a hard link (or an
    /// atomic copy across file systems) at the new place, the record updated and committed, then
    /// the old name removed. A crash at any point leaves the recorded file in place and at most an
    /// unrecorded one, which reconciliation removes.
    func moveUser(_ row: FontRegistry.Row, enabled: Bool) throws(FontManagementError) -> RegisteredFont {
        let old = row.font.path
        var created: String?
        do {
            let font: RegisteredFont = try registry.write { db in
                guard try Int.fetchOne(db, sql: "SELECT count(*) FROM font WHERE id = ? AND path = ?", arguments: [row.id, old]) == 1 else {
                    throw FontManagementError(.notFound, "\(old): changed by another process; try again")
                }
                let folder = try FileSystem.ensureFolder(root: enabled ? paths.fontsRoot : paths.disabledRoot, child: row.font.provider.rawValue)
                let name = FileSystem.freeName(in: folder, base: FileSystem.safeBaseName(row.font.postscriptNames.first ?? "font"),
                                               ext: FontManager.fileExtension(row.font.format))
                let destination = folder + "/" + name
                if link(old, destination) != 0 {
                    let bytes = try FileSystem.read(old, limit: Int.max)
                    do { try AtomicFile.write(bytes, to: destination, replacingReadOnly: true) } catch {
                        throw FontManagementError(.io, "\(destination): \(error)")
                    }
                }
                created = destination
                FileSystem.syncDirectory(folder)
                try FontRegistry.setEnabled(db, row, enabled: enabled, path: destination)
                var f = row.font
                f.enabled = enabled
                f.path = destination
                return f
            }
            FileSystem.remove(old)
            FileSystem.syncDirectory(parentPath(old))
            return font
        } catch {
            if let created { FileSystem.remove(created) }
            throw FontManagementError.wrap(error)
        }
    }
}
