// The catalog's benchmark, built in release by Benchmarks/catalog.sh, which runs fontconfig beside
// it and prints the ratios. Prints figures only; never fails on speed.
//
//   catalog-bench scan DIR [RUNS]        cold scan of DIR in memory (no cache): best, median and first ms, µs per face
//   catalog-bench scan-once DIR          one cold scan, for timing the whole process
//   catalog-bench first DIR EMPTY        a new process's first scan, split: an empty directory first
//                                        (what the process pays once, whatever it scans), then DIR
//   catalog-bench index DIR [RUNS]       building the catalog's index (its lookup tables) over DIR's faces: best µs
//   catalog-bench warm DIR CACHE [RUNS]  warm start of DIR from the SQLite cache: median ms
//   catalog-bench warm-once DIR CACHE    one warm start, for timing the whole process
//   catalog-bench match QUERY [N]        ns per match of QUERY in this machine's catalog
import Dispatch
import FontCatalog
import FontFile
import Foundation

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func ms(_ ns: UInt64) -> String { String(format: "%.2f", Double(ns) / 1e6) }

/// The whole-process modes print the face count and exit as a command-line tool does: `print`
/// (whose first call looks up conformances of its argument at run time, some 1 M instructions)
/// and tearing down the catalog's memory just before exit are not what is being measured.
func printAndExit(_ n: Int, keeping catalog: Catalog) -> Never {
    withExtendedLifetime(catalog) {
        var line = String(n) + "\n"
        line.withUTF8 { b in _ = write(1, b.baseAddress, b.count) }
        exit(0)
    }
}

let args = CommandLine.arguments
guard args.count >= 3 else {
    FileHandle.standardError.write(Data("usage: catalog-bench scan|scan-once|warm|warm-once|match ARGS\n".utf8))
    exit(64)
}

switch args[1] {
case "scan":
    let runs = max(1, args.count > 3 ? Int(args[3]) ?? 5 : 5)
    var best = UInt64.max, first = UInt64.max
    var faces = 0, files = 0
    var all: [UInt64] = []
    for _ in 0..<runs {
        let t0 = now()
        let c = Catalog.open(directories: .only([args[2]]), cachePath: nil)
        let t = now() - t0
        all.append(t)
        if first == .max { first = t }
        best = min(best, t)
        faces = c.faces.count
        files = c.summary.files
    }
    func perFace(_ ns: UInt64) -> String { String(format: "%.2f", Double(ns) / 1000 / Double(max(faces, 1))) }
    print("scan: \(files) files, \(faces) faces, best of \(runs): \(ms(best)) ms, \(perFace(best)) µs per face")
    // The median beside the best: on this VM a process's scans get faster in steps over its first
    // tens of milliseconds (1.6 ms after 20 scans where the second took 3.4), while a loop of pure
    // computation runs at one speed from the start; handing work between two threads through a
    // condition variable costs 30–90 µs per round trip here.
    all.sort()
    print("scan: median of \(runs): \(ms(all[all.count / 2])) ms, \(perFace(all[all.count / 2])) µs per face")
    // The first scan of the process also starts the reader thread and maps the scratch buffers
    // that later scans reuse: shown apart, as what a command-line process pays.
    print("scan: the process's first scan: \(ms(first)) ms, \(perFace(first)) µs per face")
case "index":
    // What a cold scan spends after reading, when all cores but one have nothing left to do.
    let runs = args.count > 3 ? Int(args[3]) ?? 50 : 50
    let scanned = Catalog.open(directories: .only([args[2]]), cachePath: nil)
    var best = UInt64.max
    for _ in 0..<runs {
        let t0 = now()
        let c = Catalog(faces: scanned.faces.array, summary: scanned.summary)
        best = min(best, now() - t0)
        withExtendedLifetime(c) {}
    }
    print("index: \(scanned.faces.count) faces, best of \(runs): \(String(format: "%.1f", Double(best) / 1000)) µs")
case "first":
    // A process's first scan pays, once, for what the Swift runtime sets up on first use (type
    // metadata of the generic collections, looked up by conformance over the whole binary), the
    // design map and the reader thread. Opening an empty directory first pays all of that, so the
    // scan of DIR after it is what the faces cost.
    guard args.count >= 4 else {
        FileHandle.standardError.write(Data("usage: catalog-bench first DIR EMPTY\n".utf8))
        exit(64)
    }
    let e0 = now()
    let empty = Catalog.open(directories: .only([args[3]]), cachePath: nil)
    let e1 = now()
    let c = Catalog.open(directories: .only([args[2]]), cachePath: nil)
    let e2 = now()
    guard empty.faces.isEmpty else {
        FileHandle.standardError.write(Data("catalog-bench: \(args[3]) has fonts; it must be empty\n".utf8))
        exit(64)
    }
    let perFace = Double(e2 - e1) / 1000 / Double(max(c.faces.count, 1))
    print("first: empty directory \(ms(e1 - e0)) ms, then \(c.faces.count) faces \(ms(e2 - e1)) ms, \(String(format: "%.2f", perFace)) µs per face")
case "init":
    let t0 = now()
    _ = FontFile.LanguageSupport.languageCodes.count
    print("language data: \(ms(now() - t0)) ms")
case "scan-once":
    let c = Catalog.open(directories: .only([args[2]]), cachePath: nil)
    printAndExit(c.faces.count, keeping: c)
case "warm":
    let cache = args[3]
    let runs = args.count > 4 ? Int(args[4]) ?? 20 : 20
    _ = Catalog.open(directories: .only([args[2]]), cachePath: cache)  // fill the cache
    var times: [UInt64] = []
    var faces = 0
    for _ in 0..<runs {
        let t0 = now()
        let c = Catalog.open(directories: .only([args[2]]), cachePath: cache)
        times.append(now() - t0)
        faces = c.faces.count
        precondition(c.summary.scannedFiles == 0, "a warm start read files")
    }
    times.sort()
    print("warm: \(faces) faces from the cache, median of \(runs): \(ms(times[times.count / 2])) ms (min \(ms(times[0])))")
case "warm-once":
    let c = Catalog.open(directories: .only([args[2]]), cachePath: args[3])
    printAndExit(c.faces.count, keeping: c)
case "match":
    let n = args.count > 3 ? Int(args[3]) ?? 1_000_000 : 1_000_000
    let catalog = Catalog.open(directories: .standard(), cachePath: nil)
    let query: FontQuery
    do { query = try FontQuery(parsing: args[2]) } catch {
        FileHandle.standardError.write(Data("catalog-bench: \(error)\n".utf8))
        exit(64)
    }
    guard let first = catalog.match(query) else { print("match: nothing installed"); exit(66) }
    var sink = 0
    let t0 = now()
    for _ in 0..<n { sink &+= catalog.match(query)?.face.weight ?? 0 }
    let elapsed = now() - t0
    print("match: \(args[2]) → \(first.face.postscriptName ?? "?") among \(catalog.faces.count) faces: \(String(format: "%.0f", Double(elapsed) / Double(n))) ns per match (\(sink % 2))")
default:
    FileHandle.standardError.write(Data("catalog-bench: unknown mode \(args[1])\n".utf8))
    exit(64)
}
