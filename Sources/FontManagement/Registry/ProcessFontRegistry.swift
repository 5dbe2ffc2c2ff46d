import FontCatalog
import Foundation

/// The fonts registered for this process only (Core Text's `.process` scope).
///
/// What "process scope" means in this stack: FontCatalog reads fontconfig's directories without
/// linking fontconfig, and only TextLayout may import C, so the scope is not fontconfig's
/// application fonts (`FcConfigAppFontAddFile`) but this registry. A font registered here is
/// part of every catalog ``FontManager/catalog(for:)`` builds in this process — its queries,
/// matching, name resolution and the picker — and TextLayout draws with it through the path
/// the catalog's face gives (TextLayout opens faces by path). Nothing is copied or written; other
/// processes never see it; it ends with the process (or ``FontManager/unregister(_:provider:)``).
///
/// One per process (``shared``); tests make their own.
public final class ProcessFontRegistry: @unchecked Sendable {
    /// The registry of this process.
    public static let shared = ProcessFontRegistry()

    struct Entry {
        var font: RegisteredFont
        var faces: [CatalogFace]
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// An empty registry, for tests (apps use ``shared``).
    public init() {}

    /// Every registration, in order.
    public var fonts: [RegisteredFont] { withLock { entries.map(\.font) } }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Under the lock: the entries, changed in place.
    func mutate<T>(_ body: (inout [Entry]) throws -> T) rethrows -> T {
        try withLock { try body(&entries) }
    }

    var snapshot: [Entry] { withLock { entries } }
}
