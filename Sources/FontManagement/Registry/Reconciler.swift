import Foundation
import SafeFile
import GRDB

/// What reconciling the registry with the folders found, and what it did about it.
/// JSON: `kind`, `path`, `provider` (or null), `action`, `message`.
public struct ReconcileReport: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What was found.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A temporary file an interrupted install left (`.<name>.typography-XXXXXX`).
        case temporaryFile
        /// A font file in a provider's folder without a record: an install interrupted after its
        /// rename and before its commit, or a removal interrupted after its commit.
        case orphanFile
        /// A record whose file is gone (removed by hand).
        case missingFile
        /// A symbolic link inside the managed folders (never followed).
        case symlink
        /// A folder or other entry inside a provider's folder, or a file beside the provider folders.
        case unexpectedEntry
        /// A folder whose name is not a valid provider id.
        case unknownFolder
        /// A recorded file whose size is not the recorded one (changed by hand).
        case sizeMismatch
        /// A managed root that is a symbolic link or not a folder: left alone, nothing installed there.
        case unsafeFolder
    }

    /// What was done about it.
    public enum Action: String, Sendable, Hashable, Codable {
        /// The file (or link) was deleted.
        case removed
        /// The record was deleted (and a `removed` change logged).
        case recordRemoved
        /// Reported only.
        case left
    }

    /// What was found.
    public var kind: Kind
    /// The path of the file, link or folder concerned.
    public var path: String
    /// The provider whose folder or record it is, when known.
    public var provider: ProviderID?
    /// What was done about it.
    public var action: Action
    /// What was found and done, in words.
    public var message: String

    enum CodingKeys: String, CodingKey { case kind, path, provider, action, message }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(path, forKey: .path)
        try c.encode(provider, forKey: .provider)
        try c.encode(action, forKey: .action)
        try c.encode(message, forKey: .message)
    }

    public var description: String { "\(path): \(message)" }
}

/// Compares the registry with the provider folders. A first look reads without any lock; only
/// when something must be fixed does it take the registry's write lock, look again, and fix —
/// installs write their temporary files and renames only while holding that lock, so whatever it
/// finds then is left over from a process that died, never another's work in progress.
struct Reconciler {
    let paths: ManagementPaths
    let registry: FontRegistry

    func run() throws(FontManagementError) -> [ReconcileReport] {
        let first = survey(try registry.read { db in try FontRegistry.fonts(db) })
        guard first.contains(where: { $0.action != .left }) else { return first }
        return try registry.write { db in
            let rows = try FontRegistry.fonts(db)
            let reports = survey(rows)
            let byPath = Dictionary(rows.map { ($0.font.path, $0) }, uniquingKeysWith: { a, _ in a })
            for r in reports {
                switch r.action {
                case .removed:
                    FileSystem.remove(r.path)
                    FileSystem.syncDirectory(parentPath(r.path))
                case .recordRemoved:
                    if let row = byPath[r.path] { try FontRegistry.delete(db, row, note: "reconciled: the file is gone") }
                case .left:
                    break
                }
            }
            return reports
        }
    }

    /// A temporary name AtomicFile gives: `.<name>.typography-XXXXXX`.
    static func isTemporary(_ name: String) -> Bool { name.hasPrefix(".") && name.contains(".typography-") }

    func survey(_ rows: [FontRegistry.Row]) -> [ReconcileReport] {
        var out: [ReconcileReport] = []
        let recorded = Dictionary(rows.map { ($0.font.path, $0) }, uniquingKeysWith: { a, _ in a })
        for (root, enabled) in [(paths.fontsRoot, true), (paths.disabledRoot, false)] {
            guard let (rootType, _) = FileSystem.type(root) else { continue }
            guard rootType == .directory else {
                out.append(ReconcileReport(kind: .unsafeFolder, path: root, provider: nil, action: .left,
                                           message: rootType == .symlink ? "a symbolic link; font management does not follow it" : "not a folder"))
                continue
            }
            for e in FileSystem.entries(root) {
                if e.name.hasPrefix(".") { continue }  // fontconfig's own (.uuid), never ours
                switch e.type {
                case .symlink:
                    out.append(ReconcileReport(kind: .symlink, path: e.path, provider: nil, action: .removed,
                                               message: "symbolic link among the provider folders; removed (links are not followed)"))
                case .directory:
                    guard let provider = try? ProviderID(e.name) else {
                        out.append(ReconcileReport(kind: .unknownFolder, path: e.path, provider: nil, action: .left,
                                                   message: "not a provider folder (invalid provider id); left alone"))
                        continue
                    }
                    out += surveyFolder(e.path, provider: provider, enabled: enabled, recorded: recorded)
                default:
                    out.append(ReconcileReport(kind: .unexpectedEntry, path: e.path, provider: nil, action: .left,
                                               message: "not a provider folder; left alone"))
                }
            }
        }
        for row in rows {
            let present = FileSystem.type(row.font.path).map { $0.0 == .regular } ?? false
            if !present {
                out.append(ReconcileReport(kind: .missingFile, path: row.font.path, provider: row.font.provider, action: .recordRemoved,
                                           message: "registered by '\(row.font.provider)' but the file is gone; record removed"))
            }
        }
        return out
    }

    func surveyFolder(_ folder: String, provider: ProviderID, enabled: Bool,
                      recorded: [String: FontRegistry.Row]) -> [ReconcileReport] {
        var out: [ReconcileReport] = []
        for e in FileSystem.entries(folder) {
            if e.name.hasPrefix(".") {
                if Reconciler.isTemporary(e.name) {
                    out.append(ReconcileReport(kind: .temporaryFile, path: e.path, provider: provider, action: .removed,
                                               message: "temporary file of an interrupted install; removed"))
                }
                continue
            }
            switch e.type {
            case .symlink:
                out.append(ReconcileReport(kind: .symlink, path: e.path, provider: provider, action: .removed,
                                           message: "symbolic link in a provider folder; removed (links are not followed)"))
            case .regular:
                if let row = recorded[e.path] {
                    if row.font.enabled != enabled || row.font.provider != provider {
                        out.append(ReconcileReport(kind: .unexpectedEntry, path: e.path, provider: provider, action: .left,
                                                   message: "recorded for '\(row.font.provider)' (\(row.font.enabled ? "enabled" : "disabled")) but found here"))
                    } else if row.font.bytes != e.size {
                        out.append(ReconcileReport(kind: .sizeMismatch, path: e.path, provider: provider, action: .left,
                                                   message: "\(e.size) bytes, recorded \(row.font.bytes); changed outside font management"))
                    }
                } else {
                    out.append(ReconcileReport(kind: .orphanFile, path: e.path, provider: provider, action: .removed,
                                               message: "no record: left by an interrupted install or removal; removed"))
                }
            default:
                out.append(ReconcileReport(kind: .unexpectedEntry, path: e.path, provider: provider, action: .left,
                                           message: "not a font file of the provider; left alone"))
            }
        }
        return out
    }
}
