import FontCatalog
import FontFile
import Foundation

/// An app that uses fonts, and what it may see.
///
/// - By default it sees the system's fonts and its own: those it registered for the process, and
///   as a provider its own user-scope fonts.
/// - With ``useInstalledFonts`` (the "Use Installed Fonts" capability) it also sees every
///   provider's enabled user-scope fonts.
/// - Installed fonts take part in nothing but lookups by name — PostScript name, full name or
///   family name — unless ``installedFontsInFallback``: never the design map's family for a design
///   or a generic family, never a substitute, never fallback for characters ("Fonts installed
///   this way do not participate in font fallback", WWDC19).
public struct FontConsumer: Sendable, Hashable {
    /// Whether the app may see every provider's enabled user-scope fonts (the "Use Installed Fonts" capability).
    public var useInstalledFonts: Bool
    /// The consumer is also this provider: it sees its own installed fonts without opting in.
    public var provider: ProviderID?
    /// Whether installed fonts the consumer sees may also be chosen for a design, a generic family, a substitute or fallback.
    public var installedFontsInFallback: Bool

    /// A consumer that sees the system's fonts and its own, and more as each option says.
    public init(useInstalledFonts: Bool = false, provider: ProviderID? = nil, installedFontsInFallback: Bool = false) {
        self.useInstalledFonts = useInstalledFonts
        self.provider = provider
        self.installedFontsInFallback = installedFontsInFallback
    }
}

/// One requested font name, as a consumer sees it. JSON: `name`, `status` (`available`,
/// `substituted`, `missing`), `face` (the face used: the font itself, or the substitute; null when
/// missing), `substitute` (the substitute's PostScript name, or null), `reason` (why substituted
/// or missing; null when available), `installedBy` (the provider that installed the font, when
/// one did), `installed` (`{provider, enabled, visible}` or null).
public struct FontRequestResult: Sendable, Hashable, Codable {
    /// Whether the font is there.
    public enum Status: String, Sendable, Hashable, Codable { /** `available`: the font itself; `substituted`: another face stands in; `missing`: nothing. */ case available, substituted, missing }

    /// A provider-installed font of the requested name.
    public struct Installed: Sendable, Hashable, Codable {
        /// The provider that installed it.
        public var provider: ProviderID
        /// Where it was registered.
        public var scope: RegistrationScope
        /// Whether it is enabled.
        public var enabled: Bool
        /// Whether this consumer sees it (opted in, or it is its own).
        public var visible: Bool
    }

    /// The requested name.
    public var name: String
    /// Whether the font is there.
    public var status: Status
    /// The face used: the font itself or the substitute; `nil` when missing.
    public var face: CatalogFace?
    /// The substitute's PostScript name, when substituted.
    public var substitute: String?
    /// Why the font was substituted or is missing; `nil` when available.
    public var reason: String?
    /// The provider-installed font of that name, when one is registered.
    public var installed: Installed?

    enum CodingKeys: String, CodingKey { case name, status, face, substitute, reason, installed }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(status, forKey: .status)
        try c.encode(face, forKey: .face)
        try c.encode(substitute, forKey: .substitute)
        try c.encode(reason, forKey: .reason)
        try c.encode(installed, forKey: .installed)
    }
}

/// What happened to a request while it waited: the first answer, then each name that became
/// available (or stopped being available).
public enum FontRequestUpdate: Sendable, Hashable {
    /// The first answer, one result per name, in the order asked.
    case initial([FontRequestResult])
    /// A name's status changed (a provider installed, enabled, disabled or removed its font).
    case changed(FontRequestResult)
}

extension FontManager {
    /// The fonts `consumer` sees, as a catalog: the system's, plus the registered fonts it may
    /// see (``FontConsumer``), with the installed ones usable only by name.
    public func catalog(for consumer: FontConsumer) -> Catalog {
        let system = systemCatalog
        var faces = system.faces.array
        var nameOnly = Set<String>()
        let userFonts = (try? registry.read { db in try FontRegistry.fonts(db).map(\.font) }) ?? []
        for f in userFonts where f.enabled && (consumer.useInstalledFonts || f.provider == consumer.provider) {
            let fs = self.faces(of: f)
            faces += fs
            if !consumer.installedFontsInFallback { nameOnly.insert(f.path) }
        }
        // This process's own fonts: used like fonts bundled with the app.
        for e in processFonts.snapshot where e.font.enabled { faces += e.faces }
        faces.sort { a, b in
            if a.path != b.path { return Array(a.path.utf8).lexicographicallyPrecedes(Array(b.path.utf8)) }
            if a.index != b.index { return a.index < b.index }
            return (a.namedInstance ?? -1) < (b.namedInstance ?? -1)
        }
        return Catalog(faces: faces, summary: system.summary, designMap: system.designMap, nameOnlyPaths: nameOnly)
    }

    /// What each of `names` resolves to for `consumer` now (see `Catalog.resolve(name:)`):
    /// available, substituted (by what and why), or missing — and, when a provider installed
    /// the font, which one and whether this consumer sees it.
    public func request(_ names: [String], for consumer: FontConsumer) -> [FontRequestResult] {
        let catalog = catalog(for: consumer)
        let userFonts = (try? registry.read { db in try FontRegistry.fonts(db).map(\.font) }) ?? []
        let registered = userFonts + processFonts.fonts
        return names.map { result(for: $0, in: catalog, registered: registered, consumer: consumer) }
    }

    func result(for name: String, in catalog: Catalog, registered: [RegisteredFont], consumer: FontConsumer) -> FontRequestResult {
        let r = catalog.resolve(name: name)
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        let owner = registered.first { f in
            f.postscriptNames.contains { $0.lowercased() == key } || f.families.contains { $0.lowercased() == key }
        }
        var installed: FontRequestResult.Installed?
        if let owner {
            let visible = owner.scope == .process || consumer.useInstalledFonts || owner.provider == consumer.provider
            installed = .init(provider: owner.provider, scope: owner.scope, enabled: owner.enabled, visible: visible)
        }
        var out = FontRequestResult(name: name, status: .missing, face: r.face, substitute: nil, reason: r.reason, installed: installed)
        switch r.status {
        case .found:
            out.status = .available
            out.reason = nil
        case .substituted:
            out.status = .substituted
            out.substitute = r.face?.postscriptName
        case .missing:
            out.status = .missing
        }
        if out.status != .available, let owner, let installed {
            let note: String
            if !installed.visible {
                note = "installed by provider '\(owner.provider)', but this consumer does not use installed fonts (opt in: the \"use installed fonts\" capability, --use-installed-fonts)"
            } else if !owner.enabled {
                note = "registered by provider '\(owner.provider)' but disabled"
            } else {
                note = "registered by provider '\(owner.provider)'"
            }
            out.reason = [out.reason, note].compactMap { $0 }.joined(separator: "; ")
        }
        return out
    }

    /// Requests `names` and keeps watching: yields the first answer, then every change of a
    /// name's status as providers install, enable, disable or remove fonts (in any process), until
    /// the iterating task is cancelled — the consumer app that redraws its document when the
    /// provider app installs the fonts it lacked.
    public func requestUpdates(_ names: [String], for consumer: FontConsumer) -> AsyncStream<FontRequestUpdate> {
        AsyncStream { continuation in
            let state = RequestState(names: names)
            let lock = NSLock()
            // Subscribe before the first answer so that nothing between the two is lost.
            let token = observe { [weak self] _ in
                guard let self else { return }
                lock.lock()
                defer { lock.unlock() }
                let now = self.request(names, for: consumer)
                for (i, r) in now.enumerated() where state.last[i].status != r.status || state.last[i].face != r.face {
                    state.last[i] = r
                    continuation.yield(.changed(r))
                }
            }
            lock.lock()
            let first = request(names, for: consumer)
            state.last = first
            continuation.yield(.initial(first))
            lock.unlock()
            continuation.onTermination = { _ in token.cancel() }
        }
    }

    final class RequestState: @unchecked Sendable {
        var last: [FontRequestResult]
        init(names: [String]) {
            last = names.map { FontRequestResult(name: $0, status: .missing, face: nil, substitute: nil, reason: nil, installed: nil) }
        }
    }
}
