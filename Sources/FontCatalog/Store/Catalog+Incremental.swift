import Dispatch
import Foundation

extension Catalog {
    /// The catalog after a change to some of its directories, from the previous snapshot and the
    /// changed directories alone: only the directories whose stamps changed (with what is under
    /// them) are listed again, only new and changed files in them are read, and the cache and the
    /// snapshot are updated with that. Files elsewhere keep their faces from the snapshot, so no
    /// other directory is listed and no other file is `stat`ed or read.
    ///
    /// Nil when the change is one the full scan must handle: more than a few directories changed,
    /// a link loop or a limit met in them, the file limit crossed, or a cache that cannot be
    /// written (the full scan then reports it).
    static func incremental(from old: CatalogSnapshot, directories: FontDirectories, store: CatalogStore,
                            options: ScanOptions, given: [CatalogProblem], fingerprint: [UInt8],
                            snapshotPath: String, designMap: DesignMap, start: DispatchTime) -> Catalog? {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let scanStart = Int64(now.tv_sec)
        let recorded = old.recordedDirectories()
        let changed = recorded.filter { $0.stamp.kind == 3 || CatalogSnapshot.DirectoryStamp(path: $0.path) != $0.stamp }
            .map(\.path).sorted()
        // A cache changed since the snapshot (another process's scan, damage) or a snapshot
        // that is not as written: the full scan, which checks the cache, decides.
        guard let cacheFile = store.path, !changed.contains(cacheFile), old.checksumMatches() else { return nil }
        let top = outermostDirectories(changed)
        guard !top.isEmpty, top.count <= 8 else { return nil }
        let prefixes = top.map { $0 + "/" }
        let inChanged = { (path: String) -> Bool in prefixes.contains { path.hasPrefix($0) } }

        var sub = directories
        sub.directories = top
        let walk = DirectoryWalk(sub, maxFiles: options.maxFiles, needsStamps: true)
        guard !walk.problems.contains(where: { $0.kind == .limit || $0.kind == .symlinkLoop }) else { return nil }
        guard let listing = RescanListing(old: old, walk: walk, inChanged: inChanged, maxFiles: options.maxFiles) else { return nil }

        let scans = scanFiles(listing.toScan, options: options)
        var change = CatalogStore.Change()
        change.removedPaths = listing.removed
        for (path, scan) in zip(listing.toScan, scans) { change.scanned.append((path, scan)) }
        guard (try? store.apply(change)) != nil else { return nil }

        let files = listing.filesInStoreOrder()
        var (fields, oldFace, fileProblems) = indexFields(of: files, old: old, scans: scans)
        let ordered = isInStoreOrder(fields)
        let problems = rescanProblems(old: old, top: top, inChanged: inChanged, reused: listing.reused,
                                      walkProblems: walk.problems, fileProblems: fileProblems)
        fileProblems = []

        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let summary = ScanSummary(
            directories: directories.directories, cachePath: store.path, files: files.count, faces: fields.count,
            scannedFiles: listing.toScan.count, reusedFiles: files.count - listing.toScan.count,
            removedFiles: listing.removed.count, problems: given + problems, seconds: seconds)
        let nameOnly = providerFontPaths(fields)
        let stamps = recorded.filter { d in d.path != cacheFile && !top.contains(d.path) && !inChanged(d.path) }
            + walk.directoryStamps
        var inputs = CatalogSnapshot.Inputs(
            fingerprint: fingerprint, directories: stamps, scanStart: scanStart,
            files: RescanListing.stamps(of: files, scans: scans), problems: problems, cacheFile: cacheFile)
        // The faces in the cache's order already (files sorted, each file's faces sorted), as they
        // nearly always are: the new snapshot is written from the index fields and the old
        // records, and the catalog is the new snapshot's, as the next command will open it.
        if ordered {
            inputs.copyFrom = (old, oldFace)
            let index = CatalogIndex(fields, nameOnlyPaths: nameOnly)
            if (try? CatalogSnapshot.write(faces: fields, index: index, inputs, to: snapshotPath)) != nil {
                if let written = CatalogSnapshot(path: snapshotPath, fingerprint: fingerprint),
                   written.faceCount == fields.count {
                    let catalog = Catalog(snapshot: written, summary: summary, designMap: designMap)
                    catalog.openedBy = .incremental
                    // Consumed, so that the other thread's release is the last.
                    freeElsewhere([consume fields, consume index, consume oldFace, inputs,
                                   listing, files, walk, scans])
                    return catalog
                }
                // Written but not as this scan's catalog: never left for the next command.
                unlink(snapshotPath)
            }
            inputs.copyFrom = nil
        }
        // Out of order (then sorted), or no snapshot written: every face decoded, in memory.
        var faces = fields.indices.map { i in fields[i].full ?? old.face(Int(oldFace[i]), path: fields[i].path) }
        fields = []
        sortInStoreOrder(&faces)
        let catalog = Catalog(faces: faces, summary: summary, designMap: designMap, nameOnlyPaths: nameOnly)
        catalog.openedBy = .incremental
        if !ordered { try? CatalogSnapshot.write(catalog, inputs, to: snapshotPath) }
        return catalog
    }

    /// The previous problems outside the changed directories and of the files reused in them,
    /// then what listing and reading the changed directories found. (A problem of a changed
    /// directory itself, "cannot read the directory", is the new listing's to report again.)
    private static func rescanProblems(old: CatalogSnapshot, top: [String], inChanged: (String) -> Bool, reused: Set<String>,
                                       walkProblems: [CatalogProblem], fileProblems: [CatalogProblem]) -> [CatalogProblem] {
        var problems = old.problems.filter {
            (!inChanged($0.path) && !top.contains($0.path)) || reused.contains($0.path)
        }
        problems += walkProblems
        problems += fileProblems.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return problems
    }

    /// The paths of the faces a provider installed (name-only, as ``Catalog/nameOnlyPaths``).
    private static func providerFontPaths(_ fields: [IndexFields]) -> Set<String> {
        let root = Catalog.providerFontsRoot(environment: ProcessInfo.processInfo.environment) + "/"
        var nameOnly = Set<String>()
        for i in fields.indices where fields[i].path.hasPrefix(root) { nameOnly.insert(fields[i].path) }
        return nameOnly
    }

    /// The changed directories that are not under another changed one: each is listed again
    /// with everything under it.
    private static func outermostDirectories(_ changed: [String]) -> [String] {
        var top: [String] = []
        for d in changed where !top.contains(where: { d == $0 || d.hasPrefix($0 + "/") }) { top.append(d) }
        return top
    }

    /// What the index reads of each face: a kept face's fields read back from the snapshot
    /// (its record is copied into the new one as it is, never decoded whole), a scanned face
    /// whole. Decoding every kept face whole takes 47 ms of a one-file rescan at 50,000 files;
    /// these fields take 26. Also where each face is in the old snapshot (its record is copied
    /// from there), or -1, and the problems of the files read.
    private static func indexFields(of files: [RescanListing.Entry], old: CatalogSnapshot,
                                    scans: [FileScan]) -> ([IndexFields], oldFace: [Int32], [CatalogProblem]) {
        var fields: [IndexFields] = []
        fields.reserveCapacity(old.faceCount + scans.reduce(0) { $0 + $1.faces.count })
        var fileProblems: [CatalogProblem] = []
        var oldFace: [Int32] = []
        oldFace.reserveCapacity(fields.capacity)
        for f in files {
            switch f.source {
            case .old(let n):
                for i in old.faces(ofFile: n) {
                    fields.append(old.indexFields(i, path: f.path))
                    oldFace.append(Int32(i))
                }
            case .scanned(let k):
                var own = scans[k].faces
                own.sort(by: storeOrder)
                for face in own { fields.append(IndexFields(face)) }
                oldFace += repeatElement(-1, count: own.count)
                fileProblems += scans[k].problems
            }
        }
        return (fields, oldFace, fileProblems)
    }
}

/// The previous scan's files, and the changed directories' new listing: kept as they were outside
/// the changed directories; inside, reused when the file is still there with the same size and
/// modification time, else read again.
private struct RescanListing {
    enum Source { case old(Int), scanned(Int) }
    typealias Entry = (path: String, stamp: FileStamp, source: Source)

    /// The previous files outside the changed directories, in the cache's order.
    var kept: [Entry] = []
    /// The files listed in the changed directories.
    var found: [Entry] = []
    var toScan: [String] = []
    var reused = Set<String>()
    /// The previous files inside the changed directories.
    var before: [String: (n: Int, stamp: FileStamp)] = [:]
    var removed: [String] = []

    /// Nil when the files would cross `maxFiles`.
    init?(old: CatalogSnapshot, walk: DirectoryWalk, inChanged: (String) -> Bool, maxFiles: Int) {
        kept.reserveCapacity(old.fileCount)
        for n in 0..<old.fileCount {
            let path = old.filePath(n)
            if inChanged(path) { before[path] = (n, old.fileStamp(n)) } else { kept.append((path, old.fileStamp(n), .old(n))) }
        }
        guard kept.count + walk.files.count <= maxFiles else { return nil }
        for f in walk.files {
            if let b = before[f.path], b.stamp == f.stamp, f.stamp != .stale {
                found.append((f.path, f.stamp, .old(b.n)))
                reused.insert(f.path)
            } else {
                found.append((f.path, f.stamp, .scanned(toScan.count)))
                toScan.append(f.path)
            }
        }
        let present = Set(walk.files.map(\.path))
        removed = before.keys.filter { !present.contains($0) }
    }

    /// Each file with its stamp as read: a file read again has the stamp its scan found.
    static func stamps(of files: [Entry], scans: [FileScan]) -> [(path: String, stamp: FileStamp)] {
        files.map { f in
            if case .scanned(let k) = f.source { return (f.path, scans[k].stamp) }
            return (f.path, f.stamp)
        }
    }

    /// Every file in the cache's order: the kept ones are in it already, the others are merged in.
    func filesInStoreOrder() -> [Entry] {
        let found = self.found.sorted { utf8Order($0.path, $1.path) < 0 }
        var files: [Entry] = []
        files.reserveCapacity(kept.count + found.count)
        var a = 0, b = 0
        while a < kept.count || b < found.count {
            if b >= found.count || (a < kept.count && utf8Order(kept[a].path, found[b].path) < 0) {
                files.append(kept[a]); a += 1
            } else {
                files.append(found[b]); b += 1
            }
        }
        return files
    }
}

/// Gives `values` back on another thread. A one-file rescan at 50,000 files builds some 60,000
/// index entries, their strings and the lists around them; freeing them here, as the function
/// returned, took about 16 ms of the command's 152 (a tenth of its ratio to the cold scan). A command
/// that exits soon after does not wait for it; a long-lived process gets the memory back all the
/// same.
private func freeElsewhere(_ values: [Any]) {
    final class Leftovers: @unchecked Sendable {
        // @unchecked: never read; only released, on the other thread.
        let values: [Any]
        init(_ values: [Any]) { self.values = values }
    }
    let leftovers = Leftovers(values)
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(leftovers) {} }
}
