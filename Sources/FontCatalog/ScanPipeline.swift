import Dispatch
import Foundation
import SafeFile
import FontFile
import GRDB

/// Reads files on other threads while the directories are still being walked: ``submit(_:)``
/// queues a file, and ``finish()`` reads what is left on the calling thread too, waits, and
/// gives every file's result.
final class ScanPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private var paths: [String] = []
    /// Where each file not yet taken is (dropped when taken, so its directory can be closed).
    private var locations: [FileLocation?] = []
    private var results: [FileScan?] = []
    private var next = 0
    private var closed = false
    private let group = DispatchGroup()
    private let afterRead: (@Sendable (String) -> Void)?

    /// Starts one reader per core but one (the calling thread walks meanwhile).
    init(afterRead: (@Sendable (String) -> Void)?) {
        self.afterRead = afterRead
        let readers = max(1, processorCount() - 1)
        for _ in 0..<readers {
            group.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                self.read()
                self.group.leave()
            }
        }
    }

    /// Queues a file; returns its place in the queue (its index in ``Results``). Called by the
    /// walking thread only (the one that calls ``finish()``): files are handed to the readers in
    /// batches (1, 2, 4… up to 32 files), each under the lock once, instead of taking the lock
    /// the readers use, and its cache lines, for every file.
    func submit(_ path: String, at location: FileLocation? = nil) -> Int {
        pendingPaths.append(path)
        pendingLocations.append(location)
        let index = submitted
        submitted += 1
        if pendingPaths.count >= batch { flush() }
        return index
    }

    /// Files queued by the walking thread, not yet handed to the readers (that thread's only).
    private var pendingPaths: [String] = []
    private var pendingLocations: [FileLocation?] = []
    private var submitted = 0
    private var batch = 1

    /// Hands the files queued so far to the readers (the walking thread).
    private func flush() {
        guard !pendingPaths.isEmpty else { return }
        condition.lock()
        paths.append(contentsOf: pendingPaths)
        locations.append(contentsOf: pendingLocations)
        results.append(contentsOf: repeatElement(nil, count: pendingPaths.count))
        condition.broadcast()
        condition.unlock()
        pendingPaths.removeAll(keepingCapacity: true)
        pendingLocations.removeAll(keepingCapacity: true)
        batch = min(batch * 2, 32)
    }

    /// The next file to read, waiting for one until the queue is closed.
    private func take() -> (Int, String, FileLocation?)? {
        condition.lock()
        defer { condition.unlock() }
        while next >= paths.count && !closed { condition.wait() }
        guard next < paths.count else { return nil }
        next += 1
        let location = locations[next - 1]
        locations[next - 1] = nil
        return (next - 1, paths[next - 1], location)
    }

    private func read() {
        let scratch = ScratchBuffer.take()
        defer { ScratchBuffer.give(scratch) }
        while let (i, path, location) = take() {
            let scan = SparseFontFile.scan(path: path, at: location, buffer: scratch, afterRead: afterRead)
            condition.lock()
            results[i] = scan
            condition.unlock()
        }
    }

    /// The files submitted, in order, and what reading each gave.
    struct Results {
        var paths: [String]
        var scans: [FileScan?]
    }

    /// Closes the queue, reads what is left (on this thread too), waits, and returns every result.
    func finish() -> Results {
        flush()
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
        read()
        group.wait()
        condition.lock()
        defer { condition.unlock() }
        // Handed over, not shared: the caller moves the scans out of them.
        var out = Results(paths: [], scans: [])
        swap(&out.paths, &paths)
        swap(&out.scans, &results)
        return out
    }
}
