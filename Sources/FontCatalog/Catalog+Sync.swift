import Dispatch
import Foundation
import SafeFile
import FontFile
import GRDB

extension Catalog {
    struct SyncOutcome {
        var faces: [CatalogFace]
        var fileProblems: [CatalogProblem]
        var scanned: Int
        var reused: Int
        var removed: Int
        /// Each file's size and modification time (with a cache only).
        var stamps: [String: FileStamp] = [:]
    }

    /// Compares the files with the cache, reads what changed, writes it in one transaction and
    /// loads the faces.
    /// Without a store, everything is read and kept in memory only. `prescanned`: files already
    /// read in this scan (while the directories were walked), by path.
    static func sync(store: CatalogStore?, walk: DirectoryWalk, options: ScanOptions,
                     prescanned: consuming ScanPipeline.Results? = nil) throws -> SyncOutcome {
        let cached = try store?.files() ?? [:]
        var change = CatalogStore.Change()
        var toScan: [String] = []
        // The paths present, to find the cached files that are gone (needed only with a cache).
        var present = Set<String>()
        if store != nil { present.reserveCapacity(walk.files.count) }
        var problems: [CatalogProblem] = []
        for f in walk.files {
            if store != nil { present.insert(f.path) }
            if !options.rescanAll, let row = cached[f.path], row.stamp == f.stamp {
                problems += row.problems
            } else {
                toScan.append(f.path)
            }
        }
        for (path, row) in cached where !present.contains(path) { change.removed.append(row.id) }

        var scans = readFiles(toScan, walk: walk, prescanned: consume prescanned, options: options)
        var faces: [CatalogFace]
        var stamps: [String: FileStamp] = [:]
        if let store {
            stamps.reserveCapacity(walk.files.count)
            for f in walk.files where f.stamp != .stale { stamps[f.path] = f.stamp }
            change.scanned.reserveCapacity(scans.count)
            for (k, path) in zip(scans.indices, toScan) {
                problems += scans[k].problems
                stamps[path] = scans[k].stamp
                change.scanned.append((path, scans[k]))
            }
            scans = []
            faces = try apply(change, to: store, present: present, options: options, problems: &problems)
        } else {
            faces = movingFaces(outOf: &scans, problems: &problems)
        }
        problems.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return SyncOutcome(faces: faces, fileProblems: problems, scanned: toScan.count,
                           reused: walk.files.count - toScan.count, removed: change.removed.count, stamps: stamps)
    }

    /// The scans of `toScan`, in its order: taken from what was read while walking when that is
    /// every file, else read now (on every core), those read while walking reused.
    private static func readFiles(_ toScan: [String], walk: DirectoryWalk, prescanned: consuming ScanPipeline.Results?,
                                  options: ScanOptions) -> [FileScan] {
        // A cold scan: every file to read (all of them) was read while walking. The queue's
        // order is not the walk's: each file's submission says where its result is.
        let readWhileWalking = prescanned.map { p in
            toScan.count == walk.files.count && walk.files.allSatisfy { f in
                f.submission.map { $0 < p.scans.count && p.scans[$0] != nil } ?? false
            }
        } ?? false
        if readWhileWalking, var taken = prescanned.take() {
            // Each scan is moved out of the pipeline's results, not copied: their face lists
            // stay uniquely referenced, so that the faces can be moved out of them below.
            var scans: [FileScan] = []
            scans.reserveCapacity(walk.files.count)
            for f in walk.files {
                if let k = f.submission, let scan = taken.scans[k].take() { scans.append(scan) }
            }
            return scans
        }
        var byPath: [String: FileScan] = [:]
        if let prescanned {
            for (path, scan) in zip(prescanned.paths, prescanned.scans) { byPath[path] = scan }
        }
        var results = scanFiles(byPath.isEmpty ? toScan : toScan.filter { byPath[$0] == nil }, options: options).makeIterator()
        var read: [FileScan] = []
        read.reserveCapacity(toScan.count)
        for path in toScan {
            guard let scan = byPath[path] ?? results.next() else { break }
            read.append(scan)
        }
        return read
    }

    /// Writes `change` to the cache in one transaction and loads the faces. When the write fails
    /// (but the database is not damaged), the transaction was rolled back: the cache keeps its
    /// previous state, and the faces are the cached ones with this scan's changes applied in memory.
    private static func apply(_ change: CatalogStore.Change, to store: CatalogStore, present: Set<String>,
                              options: ScanOptions, problems: inout [CatalogProblem]) throws -> [CatalogFace] {
        do {
            try store.apply(change, interrupt: options._interruptWrite)
            return try store.faces()
        } catch let error where !Catalog.isCorruption(error) {
            problems.append(CatalogProblem(.cache, path: store.path ?? ":memory:", reason: "cannot write the cache (\(Catalog.describe(error))); it keeps its previous state and this catalog is kept in memory"))
            let replaced = Set(change.scanned.map(\.path))
            var faces = try store.faces().filter { present.contains($0.path) && !replaced.contains($0.path) }
            faces += change.scanned.flatMap(\.scan.faces)
            Catalog.sortInStoreOrder(&faces)
            return faces
        }
    }

    /// The faces of `scans`, without a cache. Each face moved straight out of its file's scan, not
    /// copied (some twenty references retained) and then released with the scan; nor is each scan
    /// copied into a list of changes that no cache will write.
    private static func movingFaces(outOf scans: inout [FileScan], problems: inout [CatalogProblem]) -> [CatalogFace] {
        var faces: [CatalogFace] = []
        faces.reserveCapacity(scans.reduce(0) { $0 + $1.faces.count })
        for k in scans.indices {
            if !scans[k].problems.isEmpty { problems += scans[k].problems }
            var taken: [CatalogFace] = []
            swap(&taken, &scans[k].faces)
            taken.reverse()
            while let face = taken.popLast() { faces.append(face) }
        }
        scans = []
        Catalog.sortInStoreOrder(&faces)
        return faces
    }

    /// Reads `paths` on every core. Results are in the order of `paths`.
    static func scanFiles(_ paths: [String], options: ScanOptions) -> [FileScan] {
        guard !paths.isEmpty else { return [] }
        final class Results: @unchecked Sendable {
            var items: [FileScan]
            let lock = NSLock()
            var done = 0
            /// The next file to hand out.
            var next = 0
            init(_ n: Int) { items = Array(repeating: FileScan(stamp: .stale), count: n) }
        }
        let results = Results(paths.count)
        let progress = options.progress
        let afterRead = options.afterRead
        let total = paths.count
        // One task per core, each taking the next file as it finishes one (so a big file does not
        // hold up the others), with one scratch buffer per task: every new buffer's pages fault in
        // as they are first written, which cost more than the reads when there was a buffer per
        // chunk of files.
        let workers = min(total, max(1, processorCount()))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let scratch = ScratchBuffer.take()
            defer { ScratchBuffer.give(scratch) }
            var finished: FileScan?
            var finishedIndex = 0
            while true {
                results.lock.lock()
                if let scan = finished {
                    results.items[finishedIndex] = scan
                    results.done += 1
                }
                let done = results.done
                let i = results.next
                results.next += 1
                results.lock.unlock()
                if finished != nil { progress?(done, total) }
                guard i < total else { return }
                finished = SparseFontFile.scan(path: paths[i], buffer: scratch, afterRead: afterRead)
                finishedIndex = i
            }
        }
        return results.items
    }
}
