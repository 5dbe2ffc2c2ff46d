import FontCatalog
import FontFile
import Foundation
import GRDB
import SafeFile

/// What a registration batch did: one result per file, in the order given (folders expanded), and
/// fontconfig's cache refresh. JSON: `provider`, `scope`, `done` (always true: the batch is
/// complete), `results`, `fontconfigCache` (`{command, status, message}` or null).
public struct RegistrationBatch: Sendable, Hashable, Codable {
    /// The provider that registered the files.
    public var provider: ProviderID
    /// Where the registrations take effect.
    public var scope: RegistrationScope
    /// Always `true`: the batch is complete.
    public var done: Bool
    /// One result per file, in the order given (folders expanded).
    public var results: [RegistrationResult]
    /// What refreshing fontconfig's cache did, when it was refreshed.
    public var fontconfigCache: FontconfigRefresh?

    enum CodingKeys: String, CodingKey { case provider, scope, done, results, fontconfigCache }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(provider, forKey: .provider)
        try c.encode(scope, forKey: .scope)
        try c.encode(done, forKey: .done)
        try c.encode(results, forKey: .results)
        try c.encode(fontconfigCache, forKey: .fontconfigCache)
    }

    /// Whether every file was registered (now or before).
    public var allSucceeded: Bool { results.allSatisfy(\.succeeded) }
}

/// A file that passed every check and may be installed.
struct Candidate {
    var file: String
    var bytes: [UInt8]
    var sha256: String
    var format: FontFormat
    var faces: [FaceInfo]
    var names: [String]
    var families: [String]
}

extension FontManager {
    /// Font file extensions looked for in a folder: those the reader reads, and the old and web
    /// formats it refuses (so that the refusal is reported, not silently skipped).
    static let folderExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "pfa", "pfb", "t1", "dfont", "suit", "woff", "woff2", "pcf", "bdf", "fon", "fnt",
    ]

    /// Registers font files (and every font file in the folders given) for `provider` in `scope`.
    ///
    /// Every file is checked before anything is installed (see ``FontManager``); for the user
    /// scope, `consent` is then asked once with the files that passed (none passed: not asked;
    /// no handler: refused). `onResult` is called as each file is done, from the calling thread;
    /// the returned batch (``RegistrationBatch/done``) is the whole batch. A font that is
    /// registered `enabled: false` is recorded but matched by nothing until enabled.
    public func register(_ files: [String], provider: ProviderID, scope: RegistrationScope, enabled: Bool = true,
                         consent: ConsentHandler? = nil,
                         onResult: ((RegistrationResult) -> Void)? = nil) -> RegistrationBatch {
        var results: [RegistrationResult] = []
        func emit(_ r: RegistrationResult) {
            results.append(r)
            onResult?(r)
        }
        var candidates: [Candidate] = []
        var order: [String] = []
        var seenNames: [String: String] = [:]
        let systemNames = systemPostScriptNames()
        for item in expand(files) {
            order.append(item.file)
            if let error = item.error {
                emit(RegistrationResult(file: item.file, status: .refused, error: error))
                continue
            }
            do {
                let c = try validate(item.file)
                if let clash = c.names.first(where: { systemNames.contains($0.lowercased()) }) {
                    throw FontManagementError(.duplicateName, "\(item.file): PostScript name '\(clash)' is a system font's; nothing is overridden")
                }
                if let clash = c.names.first(where: { seenNames[$0.lowercased()] != nil }) {
                    throw FontManagementError(.duplicateName, "\(item.file): PostScript name '\(clash)' is also in \(seenNames[clash.lowercased()] ?? "another file") of this batch")
                }
                for n in c.names { seenNames[n.lowercased()] = item.file }
                candidates.append(c)
            } catch {
                emit(RegistrationResult(file: item.file, status: .refused, error: .wrap(error)))
            }
        }

        if scope == .user, !candidates.isEmpty {
            let request = ConsentRequest(provider: provider, scope: scope, files: candidates.map(\.file),
                                         postscriptNames: candidates.flatMap(\.names),
                                         families: Array(Set(candidates.flatMap(\.families))).sorted())
            let agreed = consent?(request) ?? false
            if !agreed {
                let why = consent == nil ? "no consent handler was given" : "the user did not consent"
                for c in candidates {
                    emit(RegistrationResult(file: c.file, status: .refused, error: FontManagementError(
                        .consentDenied, "\(c.file): not installed: \(why) to installing fonts for every app")))
                }
                candidates = []
            }
        }

        var changedFolders = false
        for c in candidates {
            let r: RegistrationResult
            switch scope {
            case .user: r = installForUser(c, provider: provider, enabled: enabled)
            case .process: r = registerForProcess(c, provider: provider, enabled: enabled)
            }
            if r.status == .installed, scope == .user { changedFolders = true }
            emit(r)
        }

        var refresh: FontconfigRefresh?
        if changedFolders {
            monitor.poke()
            if options.refreshFontconfigCache && enabled {
                refresh = FontconfigCache.refresh(paths.folder(of: provider, enabled: true))
            }
        }
        // Results in the order the files were given.
        let position = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        results.sort { (position[$0.file] ?? 0) < (position[$1.file] ?? 0) }
        return RegistrationBatch(provider: provider, scope: scope, done: true, results: results, fontconfigCache: refresh)
    }

    /// ``register(_:provider:scope:enabled:consent:onResult:)`` off the calling thread, for async
    /// callers: the batch once it is done.
    public func registerFonts(_ files: [String], provider: ProviderID, scope: RegistrationScope, enabled: Bool = true,
                              consent: ConsentHandler? = nil) async -> RegistrationBatch {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: self.register(files, provider: provider, scope: scope, enabled: enabled,
                                                             consent: consent, onResult: nil))
            }
        }
    }

    // MARK: Checks

    struct Item {
        var file: String
        var error: FontManagementError?
    }

    /// Files as given, folders replaced by the font files in them (recursively, by extension,
    /// in name order). A folder without any is one refused item.
    func expand(_ files: [String]) -> [Item] {
        var out: [Item] = []
        for f in files {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: f, isDirectory: &isDir), isDir.boolValue else {
                out.append(Item(file: f))
                continue
            }
            var found: [String] = []
            let base = f.hasSuffix("/") ? String(f.dropLast()) : f
            if let e = FileManager.default.enumerator(atPath: base) {
                for case let rel as String in e {
                    let name = (rel as NSString).lastPathComponent
                    guard !name.hasPrefix("."), FontManager.folderExtensions.contains((name as NSString).pathExtension.lowercased())
                    else { continue }
                    found.append(base + "/" + rel)
                }
            }
            if found.isEmpty {
                out.append(Item(file: f, error: FontManagementError(.fileNotFound, "\(f): no font files in the folder")))
            }
            out += found.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { Item(file: $0) }
        }
        return out
    }

    /// Reads and checks one file: size, format, every face parses and has a PostScript name.
    func validate(_ file: String) throws(FontManagementError) -> Candidate {
        let bytes = try FileSystem.read(file, limit: limits.maxFileBytes)
        let format = FontScanner.format(of: bytes)
        guard format.isReadable else {
            if format == .unknown {
                throw FontManagementError(.malformed, "\(file): not a font file (no sfnt, collection or known font signature)")
            }
            let reason = FontScanner.scan(bytes, path: file).errors.first?.reason ?? "\(format.rawValue): not supported"
            throw FontManagementError(.unsupportedFormat, "\(file): \(reason)")
        }
        let scan = FontScanner.scan(bytes, path: file)
        if let e = scan.errors.first {
            throw FontManagementError(.malformed, "does not parse: \(e.description)")
        }
        guard !scan.faces.isEmpty else { throw FontManagementError(.malformed, "\(file): no face") }
        var names: [String] = []
        for face in scan.faces {
            guard let ps = face.postscriptName?.trimmingCharacters(in: .whitespaces), !ps.isEmpty else {
                throw FontManagementError(.malformed, "\(file): face \(face.index) has no PostScript name (name ID 6); fonts are registered and asked for by it")
            }
            guard !ps.hasPrefix(".") else {
                throw FontManagementError(.malformed, "\(file): PostScript name '\(ps)' starts with '.', reserved for the system's private fonts")
            }
            if !names.contains(where: { $0.lowercased() == ps.lowercased() }) { names.append(ps) }
        }
        var families: [String] = []
        for face in scan.faces {
            let fam = face.typographicFamily ?? face.family ?? ""
            if !fam.isEmpty, !families.contains(fam) { families.append(fam) }
        }
        return Candidate(file: file, bytes: bytes, sha256: SHA256.hash(bytes).hex, format: format,
                         faces: scan.faces, names: names, families: families)
    }

    /// Every PostScript name of the system's faces (named instances included), lowercased.
    func systemPostScriptNames() -> Set<String> {
        Set(systemCatalog.faces.compactMap { $0.postscriptName?.lowercased() })
    }

    // MARK: User scope

    /// Installs one checked file: in one registry write transaction (the lock every process
    /// takes), the names and limits are checked against the registry, the file is written to a
    /// temporary name in the provider's folder, flushed, renamed to its final name, and recorded.
    /// A crash before the commit leaves at most a file without a record, which reconciliation
    /// removes; never a record without its file.
    func installForUser(_ c: Candidate, provider: ProviderID, enabled: Bool) -> RegistrationResult {
        var renamedTo: String?
        do {
            let outcome: RegistrationResult = try registry.write { db in
                step(.locked)
                if let result = try checkRegistry(db, c, provider: provider) { return result }
                try checkProcessNames(c, provider: provider)
                let usage = try FontRegistry.usage(db, provider: provider)
                try checkLimits(c, provider: provider, count: usage.count, bytes: usage.bytes, scope: .user)
                let root = enabled ? paths.fontsRoot : paths.disabledRoot
                let folder = try FileSystem.ensureFolder(root: root, child: provider.rawValue)
                let name = FileSystem.freeName(in: folder, base: FileSystem.safeBaseName(c.names.first ?? "font"),
                                               ext: FontManager.fileExtension(c.format))
                let destination = folder + "/" + name
                guard parentPath(destination) == folder else {
                    throw FontManagementError(.unsafePath, "\(destination): outside the provider's folder")
                }
                do {
                    try AtomicFile.write(c.bytes, to: destination, replacingReadOnly: true, beforeRename: { self.step(.temporaryWritten) })
                } catch {
                    throw FontManagementError(.io, "\(c.file): cannot install: \(error)")
                }
                renamedTo = destination
                step(.renamed)
                let font = RegisteredFont(provider: provider, scope: .user, path: destination,
                                          sourceName: (c.file as NSString).lastPathComponent, postscriptNames: c.names,
                                          families: c.families, sha256: c.sha256, bytes: c.bytes.count, format: c.format,
                                          enabled: enabled, installedAt: Timestamp.now())
                _ = try FontRegistry.insert(db, font)
                return RegistrationResult(file: c.file, status: .installed, font: font)
            }
            if outcome.status == .installed { step(.committed) }
            return outcome
        } catch {
            // Rolled back: the renamed file has no record; remove it (reconciliation would).
            if let renamedTo {
                FileSystem.remove(renamedTo)
                FileSystem.syncDirectory(parentPath(renamedTo))
            }
            return RegistrationResult(file: c.file, status: .refused, error: .wrap(error))
        }
    }

    /// Under the write lock: the candidate's names against the registry. Returns a result when
    /// the provider already installed this very file; throws when a name is taken.
    func checkRegistry(_ db: Database, _ c: Candidate, provider: ProviderID) throws -> RegistrationResult? {
        for name in c.names {
            guard let owner = try FontRegistry.owner(db, name: name) else { continue }
            if owner.font.provider == provider && owner.font.sha256 == c.sha256 {
                return RegistrationResult(file: c.file, status: .alreadyInstalled, font: owner.font)
            }
            if owner.font.provider == provider {
                throw FontManagementError(.duplicateName, "\(c.file): PostScript name '\(name)' is already registered by this provider from \(owner.font.path) (a different file); uninstall it first")
            }
            throw FontManagementError(.duplicateName, "\(c.file): PostScript name '\(name)' is already installed by provider '\(owner.font.provider)'; nothing is overridden")
        }
        return nil
    }

    /// The candidate's names against this process's registrations (another provider's, or this
    /// provider's of other content).
    func checkProcessNames(_ c: Candidate, provider: ProviderID) throws(FontManagementError) {
        for entry in processFonts.snapshot {
            for name in c.names where entry.font.postscriptNames.contains(where: { $0.lowercased() == name.lowercased() }) {
                if entry.font.provider == provider && entry.font.sha256 == c.sha256 { continue }
                throw FontManagementError(.duplicateName, "\(c.file): PostScript name '\(name)' is already registered in this process by provider '\(entry.font.provider)'; nothing is overridden")
            }
        }
    }

    func checkLimits(_ c: Candidate, provider: ProviderID, count: Int, bytes: Int, scope: RegistrationScope) throws(FontManagementError) {
        if count + 1 > limits.maxFontsPerProvider {
            throw FontManagementError(.limitExceeded, "\(c.file): provider '\(provider)' has \(count) fonts in the \(scope.rawValue) scope; the limit is \(limits.maxFontsPerProvider)")
        }
        if bytes + c.bytes.count > limits.maxBytesPerProvider {
            throw FontManagementError(.limitExceeded, "\(c.file): provider '\(provider)' would have \(bytes + c.bytes.count) bytes of fonts in the \(scope.rawValue) scope; the limit is \(limits.maxBytesPerProvider)")
        }
    }

    static func fileExtension(_ format: FontFormat) -> String {
        switch format {
        case .cff: return "otf"
        case .collection: return "ttc"
        default: return "ttf"
        }
    }

    // MARK: Process scope

    /// Registers one checked file for this process: nothing is copied; the names must be free
    /// among the system's, the registry's and this process's fonts.
    func registerForProcess(_ c: Candidate, provider: ProviderID, enabled: Bool) -> RegistrationResult {
        do {
            // The user-scope fonts' names: another provider's (or this one's) installed font is
            // not overridden in this process either.
            let owners = try registry.read { db in try c.names.compactMap { try FontRegistry.owner(db, name: $0) } }
            if let owner = owners.first {
                throw FontManagementError(.duplicateName, "\(c.file): PostScript name '\(owner.font.postscriptNames.first ?? "")' is already installed by provider '\(owner.font.provider)'; nothing is overridden")
            }
            let path = FontManager.absolutePath(c.file)
            let faces = c.faces.flatMap { CatalogFace.records(for: $0, path: path) }
            let font = RegisteredFont(provider: provider, scope: .process, path: path,
                                      sourceName: (c.file as NSString).lastPathComponent, postscriptNames: c.names,
                                      families: c.families, sha256: c.sha256, bytes: c.bytes.count, format: c.format,
                                      enabled: enabled, installedAt: Timestamp.now())
            let result: RegistrationResult = try processFonts.mutate { (entries) throws(FontManagementError) -> RegistrationResult in
                for e in entries {
                    for name in c.names where e.font.postscriptNames.contains(where: { $0.lowercased() == name.lowercased() }) {
                        if e.font.provider == provider && e.font.sha256 == c.sha256 {
                            return RegistrationResult(file: c.file, status: .alreadyInstalled, font: e.font)
                        }
                        throw FontManagementError(.duplicateName, "\(c.file): PostScript name '\(name)' is already registered in this process by provider '\(e.font.provider)'; nothing is overridden")
                    }
                }
                let mine = entries.filter { $0.font.provider == provider }
                try checkLimits(c, provider: provider, count: mine.count, bytes: mine.reduce(0) { $0 + $1.font.bytes }, scope: .process)
                entries.append(ProcessFontRegistry.Entry(font: font, faces: faces))
                return RegistrationResult(file: c.file, status: .installed, font: font)
            }
            if result.status == .installed {
                monitor.publish(FontChange(seq: nil, kind: enabled ? .installed : .disabled, scope: .process, provider: provider,
                                           postscriptNames: c.names, path: path, time: font.installedAt,
                                           note: enabled ? nil : "registered disabled"))
            }
            return result
        } catch {
            return RegistrationResult(file: c.file, status: .refused, error: .wrap(error))
        }
    }

    static func absolutePath(_ path: String) -> String {
        let p = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return ManagementPaths.normalize(p)
    }
}
