import FontCatalog
import FontFile
import Foundation
import GRDB

/// Fonts that apps install for the user and fonts that apps use: the font provider and font
/// consumer of WWDC19's "Font Management and Text Scaling", on fontconfig.
///
///     let manager = try FontManager()
///     let provider = try ProviderID("org.example.fonts")
///     let batch = manager.register(["Fonts/"], provider: provider, scope: .user,
///                                  consent: { request in askTheUser(request) })
///     for r in batch.results { print(r.file, r.status, r.error?.message ?? "") }
///
///     // A consumer that opted in to installed fonts:
///     let catalog = manager.catalog(for: FontConsumer(useInstalledFonts: true))
///     let token = manager.observe { change in redraw(change) }   // keep the token
///
/// - **Registering** checks every file before anything is installed: a format the reader
///   accepts, a file that parses, faces with PostScript names no one else has (the system, another
///   provider, another file), the provider's limits; then asks for consent (user scope). Each file
///   succeeds or fails with its own reason.
/// - **User scope**: the file is copied into `$XDG_DATA_HOME/fonts/typography/<provider>/`
///   atomically (temporary name, fsync, rename) inside the registry's write transaction, then
///   recorded, then fontconfig's cache is refreshed (`fc-cache` on the folder): `fc-list`, GTK and
///   every other app see it. See ``ManagementPaths``.
/// - **Ownership**: a provider lists, disables and removes only its own fonts.
/// - **Reconciliation**: opening a manager compares the registry with the folders; whatever an
///   interrupted install or removal left (a temporary file, a file without a record, a record
///   without its file) is cleaned up and reported in ``reconciliation``.
public final class FontManager: @unchecked Sendable {
    /// How a manager works; the defaults are the documented behaviour.
    public struct Options: Sendable {
        /// Run `fc-cache` on the provider's folder after each batch that changed it.
        public var refreshFontconfigCache: Bool
        /// Seconds between two polls of the registry while someone observes.
        public var pollInterval: Double
        /// Test hook: called at each step of an install or removal (``Step``), e.g. to kill the
        /// process there and check what a crash leaves.
        public var _step: (@Sendable (Step) -> Void)?

        /// Options with fontconfig's cache refreshed after each change, and the registry polled every `pollInterval` seconds while observed.
        public init(refreshFontconfigCache: Bool = true, pollInterval: Double = 0.1) {
            self.refreshFontconfigCache = refreshFontconfigCache
            self.pollInterval = pollInterval
        }
    }

    /// The steps of a user-scope install and removal, for crash tests.
    public enum Step: String, Sendable, CaseIterable {
        /// The registry's write lock is held; nothing is written yet.
        case locked
        /// The temporary file is complete and flushed; not renamed yet.
        case temporaryWritten
        /// The file has its final name; the record is not committed yet.
        case renamed
        /// The record is committed (the install is done); fontconfig's cache not refreshed yet.
        case committed
        /// A removal's record is deleted and committed; the file is not unlinked yet.
        case removalCommitted
    }

    /// Where the manager keeps its fonts, the disabled ones and the registry.
    public let paths: ManagementPaths
    /// The limits each provider's fonts are held to.
    public let limits: ManagementLimits
    /// How the manager works.
    public let options: Options
    /// The fonts registered for this process only (``ProcessFontRegistry/shared`` unless given).
    public let processFonts: ProcessFontRegistry
    /// What reconciling the registry with the folders found and did when this manager opened.
    public let reconciliation: [ReconcileReport]

    let registry: FontRegistry
    let monitor: ChangeMonitor
    private let systemCatalogSource: @Sendable () -> Catalog
    private let lock = NSLock()
    private var systemCatalogCache: Catalog?
    private var parsedFaces: [String: (sha: String, faces: [CatalogFace])] = [:]

    /// Opens (creating it if needed) the registry at `paths.registryPath` and reconciles it with
    /// the folders. `systemCatalog` gives the machine's fonts without the managed folders (by
    /// default ``FontManager/openSystemCatalog(paths:environment:)``); it is called at most once,
    /// when first needed.
    public init(paths: ManagementPaths = .standard(), limits: ManagementLimits = .fromEnvironment(),
                options: Options = Options(), processFonts: ProcessFontRegistry = .shared,
                systemCatalog: (@Sendable () -> Catalog)? = nil) throws(FontManagementError) {
        self.paths = paths
        self.limits = limits
        self.options = options
        self.processFonts = processFonts
        self.systemCatalogSource = systemCatalog ?? { FontManager.openSystemCatalog(paths: paths) }
        registry = try FontRegistry(path: paths.registryPath)
        monitor = ChangeMonitor(registryPath: paths.registryPath, interval: options.pollInterval)
        reconciliation = try Reconciler(paths: paths, registry: registry).run()
        if reconciliation.contains(where: { $0.action != .left }), options.refreshFontconfigCache {
            _ = FontconfigCache.refresh(paths.fontsRoot)
        }
    }

    /// The machine's catalog without the managed folders: fontconfig's directories (see
    /// `FontDirectories.standard`), with `<rejectfont>`-style globs for the managed folders, and the
    /// catalog's cache.
    public static func openSystemCatalog(paths: ManagementPaths = .standard(),
                                         environment: [String: String] = ProcessInfo.processInfo.environment,
                                         options: ScanOptions = ScanOptions()) -> Catalog {
        var dirs = FontDirectories.standard(environment: environment)
        dirs.rejectGlobs += [paths.fontsRoot + "/*", paths.disabledRoot + "/*"]
        return Catalog.open(directories: dirs, cachePath: Catalog.defaultCachePath(environment: environment), options: options)
    }

    /// The system's catalog (opened once).
    public var systemCatalog: Catalog {
        lock.lock()
        if let c = systemCatalogCache { lock.unlock(); return c }
        lock.unlock()
        let opened = systemCatalogSource()
        let faces = opened.faces.filter { !paths.isManaged($0.path) }
        let c = faces.count == opened.faces.count ? opened
            : Catalog(faces: faces, summary: opened.summary, designMap: opened.designMap)
        lock.lock()
        defer { lock.unlock() }
        if systemCatalogCache == nil { systemCatalogCache = c }
        return systemCatalogCache ?? c
    }

    // MARK: Listing

    /// The user-scope fonts of `provider` (only its own), in installation order.
    public func registeredFonts(provider: ProviderID) throws(FontManagementError) -> [RegisteredFont] {
        try registry.read { db in try FontRegistry.fonts(db, provider: provider).map(\.font) }
            + processFonts.fonts.filter { $0.provider == provider }
    }

    /// Every user-scope font of every provider: the system settings' view ("General › Fonts"),
    /// not a provider's.
    public func allRegisteredFonts() throws(FontManagementError) -> [RegisteredFont] {
        try registry.read { db in try FontRegistry.fonts(db).map(\.font) } + processFonts.fonts
    }

    /// Every provider with its fonts, by id.
    public func providers() throws(FontManagementError) -> [ProviderSummary] {
        let all = try allRegisteredFonts()
        var by: [ProviderID: [RegisteredFont]] = [:]
        for f in all { by[f.provider, default: []].append(f) }
        return by.keys.sorted().map { id in
            let fonts = by[id] ?? []
            return ProviderSummary(provider: id, fontCount: fonts.count, bytes: fonts.reduce(0) { $0 + $1.bytes },
                                   folder: paths.folder(of: id, enabled: true), fonts: fonts)
        }
    }

    // MARK: Observing

    /// Calls `handler` with every change of the registered fonts from now on — installs,
    /// removals, enabling and disabling, in this process (both scopes) and in every other one
    /// (user scope), in order, on a private queue. Keep the token: releasing it cancels.
    public func observe(_ handler: @escaping @Sendable (FontChange) -> Void) -> FontObservation {
        monitor.subscribe(handler)
    }

    /// The changes of the registered fonts from now on, as an async sequence. It ends when the
    /// iterating task is cancelled.
    public func changes() -> AsyncStream<FontChange> {
        AsyncStream { continuation in
            let token = monitor.subscribe { continuation.yield($0) }
            continuation.onTermination = { _ in token.cancel() }
        }
    }

    // MARK: Internal

    /// The faces of a user-scope font file, parsed once per content.
    func faces(of font: RegisteredFont) -> [CatalogFace] {
        lock.lock()
        if let hit = parsedFaces[font.path], hit.sha == font.sha256 { lock.unlock(); return hit.faces }
        lock.unlock()
        let scan = FontScanner.scan(atPath: font.path)
        let faces = scan.faces.flatMap { CatalogFace.records(for: $0, path: font.path) }
        lock.lock()
        parsedFaces[font.path] = (font.sha256, faces)
        lock.unlock()
        return faces
    }

    func step(_ s: Step) { options._step?(s) }
}

/// One provider and its fonts. JSON: `provider`, `fontCount`, `bytes`, `folder`, `fonts`.
public struct ProviderSummary: Sendable, Hashable, Codable {
    /// The provider.
    public var provider: ProviderID
    /// How many fonts the provider has registered, in every scope.
    public var fontCount: Int
    /// The provider's fonts' total size, in bytes.
    public var bytes: Int
    /// The folder of its enabled user-scope fonts.
    public var folder: String
    /// The provider's fonts, in order of registration.
    public var fonts: [RegisteredFont]
}
