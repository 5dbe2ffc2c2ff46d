import Dispatch
import Foundation
import GRDB

/// A registration that keeps delivering changes until it is cancelled or released (GRDB's
/// observation tokens: keep it for as long as you observe).
public final class FontObservation: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops the observation; later changes are not delivered. Safe to call more than once.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    deinit { cancel() }
}

/// Delivers font changes to observers, from this process and from every other one.
///
/// Across processes: every user-scope change is a row of the registry's change log, committed
/// with the change itself. While anyone observes, a private read-only connection polls
/// `PRAGMA data_version` every ``interval`` (0.1 s by default) — a number SQLite changes when
/// another connection commits, read without touching the database file's pages — and only when
/// it moved reads the log rows after the last one delivered. So an install or removal in any
/// process reaches observers within the interval plus the read, well under a second, with no C,
/// no inotify and no daemon. A commit in this process also polls at once (no wait).
/// Process-scope changes are delivered directly (they are not in the registry).
final class ChangeMonitor: @unchecked Sendable {
    let registryPath: String
    let interval: Double
    private let queue = DispatchQueue(label: "typography.font-changes")
    private var subscribers: [Int: @Sendable (FontChange) -> Void] = [:]
    private var nextID = 0
    private var timer: DispatchSourceTimer?
    private var reader: DatabaseQueue?
    private var lastSeq = 0
    private var lastVersion: Int?

    init(registryPath: String, interval: Double) {
        self.registryPath = registryPath
        self.interval = interval
    }

    deinit { timer?.cancel() }

    /// Calls `handler` (on a private serial queue, in order) with every change from now on.
    func subscribe(_ handler: @escaping @Sendable (FontChange) -> Void) -> FontObservation {
        let id: Int = queue.sync {
            nextID += 1
            subscribers[nextID] = handler
            if timer == nil { start() }
            return nextID
        }
        return FontObservation { [weak self] in
            guard let self else { return }
            self.queue.async {
                self.subscribers[id] = nil
                if self.subscribers.isEmpty { self.stop() }
            }
        }
    }

    /// Delivers a change that is not in the registry (process scope).
    func publish(_ change: FontChange) {
        queue.async { self.deliver([change]) }
    }

    /// Polls now: this process just committed a change.
    func poke() {
        queue.async { if self.timer != nil { self.poll() } }
    }

    // MARK: On the queue

    private func start() {
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(5)
        config.label = "typography.font-registry.monitor"
        reader = try? DatabaseQueue(path: registryPath, configuration: config)
        lastSeq = (try? reader?.read { db in try FontRegistry.lastSeq(db) }) ?? 0
        lastVersion = try? reader?.inDatabase { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
        let t = DispatchSource.makeTimerSource(queue: queue)
        t.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(10))
        t.setEventHandler { [weak self] in self?.poll() }
        t.resume()
        timer = t
    }

    private func stop() {
        timer?.cancel()
        timer = nil
        reader = nil
        lastVersion = nil
    }

    private func poll() {
        if reader == nil {
            // The registry did not exist yet when observing began.
            var config = Configuration()
            config.readonly = true
            config.busyMode = .timeout(5)
            reader = try? DatabaseQueue(path: registryPath, configuration: config)
            guard reader != nil else { return }
        }
        guard let reader else { return }
        guard let version = try? reader.inDatabase({ db in try Int.fetchOne(db, sql: "PRAGMA data_version") }) else { return }
        if version == lastVersion { return }
        lastVersion = version
        guard let changes = try? reader.read({ db in try FontRegistry.changes(db, after: lastSeq) }), !changes.isEmpty else { return }
        lastSeq = changes.last?.seq ?? lastSeq
        deliver(changes)
    }

    private func deliver(_ changes: [FontChange]) {
        let handlers = subscribers.sorted { $0.key < $1.key }.map(\.value)
        for c in changes {
            for h in handlers { h(c) }
        }
    }
}
