import Foundation
import FontFile
import GRDB
import Testing
@testable import FontCatalog

@Suite("Scanning files into the catalog")
struct ScanTests {
    @Test("every face of the fixtures is catalogued: collections face by face, variable fonts with each named instance")
    func cataloguesEveryFace() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        let catalog = openCatalog([dir], in: t)
        let byFile = Dictionary(grouping: catalog.faces) { ($0.path as NSString).lastPathComponent }
        #expect(byFile["CollectionTest.ttc"]?.map(\.postscriptName) == ["CollectionTest-Regular", "CollectionTest-Bold"])
        #expect(byFile["CollectionTest.ttc"]?.map(\.index) == [0, 1])
        let variable = byFile["OpszVariable.ttf"] ?? []
        #expect(variable.count == 5)
        #expect(variable.map(\.namedInstance) == [nil, 0, 1, 2, 3])
        #expect(variable.dropFirst().map(\.postscriptName) == ["OpszVariable-Regular", "OpszVariable-Bold", "OpszVariable-CondensedLight", "OpszVariable-DisplayBlack"])
        #expect(variable[2].weight == 700)
        #expect(variable[3].width == 75)
        #expect(variable[0].axes.map(\.tag) == ["wght", "wdth", "opsz"])
        #expect(catalog.summary.files == Fixtures.fonts.count)
        #expect(catalog.summary.problems.isEmpty, "\(catalog.summary.problems)")
    }

    @Test("a cached face is the face that was scanned", arguments: [true, false])
    func cacheRoundTrip(fromCache: Bool) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        let first = openCatalog([dir], in: t)
        let second = fromCache ? openCatalog([dir], in: t) : Catalog.open(directories: .only([dir]), cachePath: nil)
        #expect(second.faces == first.faces)
        if fromCache { #expect(second.summary.scannedFiles == 0) }
    }

    /// The sparse reader copies in only some tables; it must classify exactly as FontFile does
    /// with the whole file mapped.
    @Test("the sparse reader classifies every fixture as FontFile's own file reader does")
    func sparseEqualsMappedForFixtures() throws {
        for name in Fixtures.fonts + Fixtures.refused {
            try compareSparseWithMapped(Fixtures.path(name))
        }
    }

    @Test("the sparse reader classifies every installed Noto and default font as FontFile's own file reader does",
          .enabled(if: Installed.hasNoto))
    func sparseEqualsMappedForInstalledFonts() throws {
        let files = Installed.fontFiles(under: ["/usr/share/fonts"])
        #expect(files.count > 100)
        // One scratch buffer for all, as a scan uses it: what a file leaves in it never shows
        // in the next.
        let scratch = ScratchBuffer()
        for path in files { try compareSparseWithMapped(path, buffer: scratch) }
        // The compact reader is the one that read them (it leaves only odd files to the sparse one).
        let noto = files.filter { $0.hasPrefix(Installed.noto + "/") }
        #expect(noto.filter(Self.readsCompactly).count == noto.count)
    }

    /// Compares the catalog's reader (compact, else sparse) with FontFile's own file reader, and
    /// with the sparse reader alone: faces, warnings and problems, word for word.
    func compareSparseWithMapped(_ path: String, buffer: ScratchBuffer? = nil) throws {
        let mapped = FontScanner.scan(atPath: path)
        let read = SparseFontFile.scan(path: path, buffer: buffer)
        var expected: [CatalogFace] = []
        for info in mapped.faces { expected += CatalogFace.records(for: info, path: path) }
        #expect(read.faces == expected, "\(path)")
        #expect(read.problems == SparseFontFile.problems(of: mapped, path: path), "\(path)")
        // Languages are not read with the faces but worked out from their coverage when asked:
        // the same as FontFile's full scan finds, listed or asked for one by one.
        for info in mapped.faces {
            let record = read.faces.first { $0.index == info.index && $0.namedInstance == nil }
            #expect(record?.languages == info.languages, "\(path) #\(info.index)")
            let supported = LanguageSupport.languageCodes.filter { record?.supports(language: $0) == true }
            #expect(supported == info.languages, "\(path) #\(info.index)")
        }
        let sparse = SparseFontFile.scan(path: path, compact: false)
        #expect(read.faces == sparse.faces, "\(path)")
        #expect(read.problems == sparse.problems, "\(path)")
    }

    /// Whether the compact reader reads the file itself (rather than leaving it to the sparse one).
    static func readsCompactly(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size > 0 else { return false }
        if case .bytes = CompactFontFile.fill(ScratchBuffer(), fd: fd, size: Int(st.st_size)) { return true }
        return false
    }

    /// The compact reader rewrites the table directory into its own buffer and leaves every file
    /// that is the least odd to the sparse reader: on damaged copies of the fixtures (cut,
    /// scribbled on, records pointing anywhere) both give the same faces, warnings and problems.
    /// One scratch buffer serves all the files, compact and odd ones in turn.
    @Test("the compact reader reads damaged fonts exactly as the sparse reader does")
    func compactEqualsSparseOnDamagedFonts() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let scratch = ScratchBuffer()
        var rng = SplitMix(seed: 0xC0FFEE)
        var n = 0, compactly = 0
        func check(_ bytes: [UInt8], _ label: @autoclosure () -> String) throws {
            n += 1
            let path = try t.write("damaged/\(n).ttf", bytes)
            let compact = SparseFontFile.scan(path: path, buffer: scratch)
            let sparse = SparseFontFile.scan(path: path, compact: false)
            if compact.faces != sparse.faces { Issue.record("faces differ: \(label())") }
            if compact.problems != sparse.problems { Issue.record("problems differ: \(label()): \(compact.problems) \(sparse.problems)") }
            if Self.readsCompactly(path) { compactly += 1 }
        }
        func put16(_ b: inout [UInt8], _ o: Int, _ v: Int) {
            guard o >= 0, o + 2 <= b.count else { return }
            b[o] = UInt8(truncatingIfNeeded: v >> 8); b[o + 1] = UInt8(truncatingIfNeeded: v)
        }
        func put32(_ b: inout [UInt8], _ o: Int, _ v: Int) {
            guard o >= 0, o + 4 <= b.count else { return }
            for k in 0..<4 { b[o + k] = UInt8(truncatingIfNeeded: v >> (24 - 8 * k)) }
        }
        func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
        func u32(_ b: [UInt8], _ o: Int) -> Int { u16(b, o) << 16 | u16(b, o + 2) }

        for name in Fixtures.fonts {
            let full = try Fixtures.bytes(name)
            try check(full, name)
            for cut in stride(from: 1, to: full.count, by: max(1, full.count / 80)) {
                try check(Array(full[..<cut]), "\(name) cut at \(cut)")
            }
            for round in 0..<80 {
                var bytes = full
                // Half of the rounds scribble on the header and the directories.
                let span = round % 2 == 0 ? min(full.count, 512) : full.count
                for _ in 0..<(1 + Int(rng.next() % 6)) {
                    bytes[Int(rng.next() % UInt64(span))] = UInt8(truncatingIfNeeded: rng.next())
                }
                try check(bytes, "\(name) scribbled, round \(round)")
            }
            // Every record of every directory, pointed elsewhere.
            let faces = u32(full, 0) == 0x7474_6366 ? (0..<u32(full, 8)).map { u32(full, 12 + 4 * $0) } : [0]
            for face in faces {
                let records = (0..<u16(full, face + 4)).map { face + 12 + 16 * $0 }
                for (k, rec) in records.enumerated() {
                    let tag = String(decoding: full[rec..<(rec + 4)], as: UTF8.self)
                    let offset = u32(full, rec + 8), length = u32(full, rec + 12)
                    let other = records[(k + 1) % records.count]
                    let edits: [(String, (inout [UInt8]) -> Void)] = [
                        ("offset past the end", { put32(&$0, rec + 8, full.count + 4) }),
                        ("length past the end", { put32(&$0, rec + 12, full.count - offset + 1) }),
                        ("length 0", { put32(&$0, rec + 12, 0) }),
                        ("over the directory", { put32(&$0, rec + 8, face + 8) }),
                        ("over the next table", { put32(&$0, rec + 8, u32(full, other + 8)) }),
                        ("inside the next table", { put32(&$0, rec + 8, u32(full, other + 8) + 2); put32(&$0, rec + 12, max(0, u32(full, other + 12) - 2)) }),
                        ("4 bytes long", { put32(&$0, rec + 12, 4) }),
                        ("to the last byte", { put32(&$0, rec + 8, full.count - 1); put32(&$0, rec + 12, 1) }),
                        ("lists far off", {
                            put16(&$0, offset + 4, max(0, length - 2)); put16(&$0, offset + 6, max(0, length / 2))
                            put16(&$0, offset + length / 2, 0x7FFF)
                        }),
                    ]
                    for (what, edit) in edits {
                        var bytes = full
                        edit(&bytes)
                        try check(bytes, "\(name): \(tag) \(what)")
                    }
                }
                for (what, v) in [("numTables 0", 0), ("numTables past the end", 0xFFFF), ("numTables one more", records.count + 1)] {
                    var bytes = full
                    put16(&bytes, face + 4, v)
                    try check(bytes, "\(name): \(what)")
                }
            }
            if faces.count > 1 {
                let edits: [(String, (inout [UInt8]) -> Void)] = [
                    ("a face past the end", { put32(&$0, 16, full.count + 100) }),
                    ("both faces the same", { put32(&$0, 16, faces[0]) }),
                    ("a face at 0", { put32(&$0, 12, 0) }),
                    ("faces in reverse order", { put32(&$0, 12, faces[1]); put32(&$0, 16, faces[0]) }),
                    ("a face inside the other's directory", { put32(&$0, 16, faces[0] + 16) }),
                    ("numFonts past the end", { put32(&$0, 8, 0xFFFF) }),
                    ("numFonts 0", { put32(&$0, 8, 0) }),
                    ("version 3", { put16(&$0, 4, 3) }),
                ]
                for (what, edit) in edits {
                    var bytes = full
                    edit(&bytes)
                    try check(bytes, "\(name): \(what)")
                }
            }
        }
        for (label, bytes) in BadInputTests.cases.map({ ($0.0, $0.3) }) { try check(try bytes(), label) }
        // Most damaged copies are still read compactly: the comparison is not all odd files.
        #expect(compactly > n / 2, "\(compactly) of \(n)")
    }

    /// A small seeded generator (SplitMix64), so that a failure can be reproduced.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("coverage round-trips through its compact form", arguments: [
        [ClosedRange<UInt32>](), [0x20...0x7E], [0...0, 0x10FFFF...0x10FFFF], [0x41...0x5A, 0x61...0x7A, 0x1F600...0x1F64F],
        [0x61...0x7A, 0x41...0x5A, 0x50...0x60],
    ])
    func coverageRoundTrip(_ ranges: [ClosedRange<UInt32>]) {
        let c = CompactCoverage(ranges)
        #expect(c.ranges == CompactCoverage.normalized(ranges))
        for r in ranges { #expect(c.contains(r.lowerBound) && c.contains(r.upperBound)) }
    }

    @Test("damaged coverage bytes decode to what they hold, never trap")
    func damagedCoverage() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let bytes = (0..<Int.random(in: 0..<64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let r = CompactCoverage(bytes: bytes).ranges
            #expect(r.allSatisfy { $0.upperBound <= 0x10FFFF })
        }
    }
}

@Suite("The SQLite cache")
struct CacheTests {
    @Test("a warm start reads only new and changed files and forgets removed ones")
    func warmStart() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        let cold = openCatalog([dir], in: t)
        #expect(cold.summary.scannedFiles == Fixtures.fonts.count)

        let warm = openCatalog([dir], in: t)
        #expect(warm.summary.scannedFiles == 0)
        #expect(warm.summary.reusedFiles == Fixtures.fonts.count)

        // Change one (new contents, new size), remove one, add one.
        try FileManager.default.removeItem(atPath: dir + "/MonoTest-Regular.ttf")
        try FileManager.default.removeItem(atPath: dir + "/TrakTest.ttf")
        try FileManager.default.copyItem(atPath: Fixtures.path("MonoTest-Regular.ttf"), toPath: dir + "/TrakTest.ttf")
        try FileManager.default.copyItem(atPath: Fixtures.path("TrakTest.ttf"), toPath: dir + "/Renamed.ttf")
        let after = openCatalog([dir], in: t)
        #expect(after.summary.scannedFiles == 2)
        #expect(after.summary.removedFiles == 1)
        #expect(after.summary.reusedFiles == Fixtures.fonts.count - 2)
        #expect(!after.faces.contains { $0.path.hasSuffix("MonoTest-Regular.ttf") })
        #expect(after.faces.first { $0.path.hasSuffix("/TrakTest.ttf") }?.monospaced == true)
        #expect(after.faces.first { $0.path.hasSuffix("/Renamed.ttf") }?.hasTrak == true)
    }

    @Test("a changed modification time alone makes a file read again")
    func mtimeChange() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf", "MonoTest-Regular.ttf"])
        _ = openCatalog([dir], in: t)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: dir + "/TrakTest.ttf")
        let again = openCatalog([dir], in: t)
        #expect(again.summary.scannedFiles == 1)
    }

    static let badCaches: [(String, @Sendable (String) throws -> Void)] = [
        ("random bytes", { p in try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: p)) }),
        ("an empty file", { p in try Data().write(to: URL(fileURLWithPath: p)) }),
        ("text", { p in try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: p)) }),
        ("a truncated cache", { p in
            let data = try Data(contentsOf: URL(fileURLWithPath: p))
            try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: p))
        }),
        ("a cache whose b-tree pages are damaged", { p in
            // Page 2 is the file table's root, page 4 the face table's: an invalid page type is
            // found as soon as either is read (payload bytes alone are not checksummed by SQLite).
            var data = try Data(contentsOf: URL(fileURLWithPath: p))
            for page in [1, 3] where (page + 1) * 4096 <= data.count { data[page * 4096] = 0xFF }
            try data.write(to: URL(fileURLWithPath: p))
        }),
        ("another program's SQLite database", { p in
            try FileManager.default.removeItem(atPath: p)
            let q = try DatabaseQueue(path: p)
            try q.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('hi')") }
        }),
        ("an older schema version", { p in
            let q = try DatabaseQueue(path: p)
            try q.write { db in try db.execute(sql: "PRAGMA user_version = 0") }
        }),
    ]

    @Test("a corrupt or foreign cache file is rebuilt, not a failure", arguments: badCaches)
    func rebuildsBadCache(_ c: (String, @Sendable (String) throws -> Void)) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        let good = openCatalog([dir], in: t)
        try c.1(t.cachePath)
        let reopened = openCatalog([dir], in: t)
        #expect(reopened.faces == good.faces, "\(c.0)")
        // An empty file is an empty SQLite database: used as is, nothing to report.
        if c.0 != "an empty file" {
            #expect(reopened.summary.problems.contains { $0.kind == .cache }, "\(c.0): \(reopened.summary.problems)")
        }
        // And the rebuilt cache is good: the next start reads nothing.
        let third = openCatalog([dir], in: t)
        #expect(third.summary.scannedFiles == 0, "\(c.0)")
        #expect(third.summary.problems.isEmpty, "\(c.0)")
        #expect(third.faces == good.faces)
    }

    /// Where a directory stands in place of one of the cache's files, it is never deleted (with
    /// what is in it): the catalog is kept in memory, and the problem says why.
    static let directoriesInTheWay: [(String, @Sendable (String) throws -> Void)] = [
        ("a directory at the cache path", { p in
            try FileManager.default.removeItem(atPath: p)
            try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: false)
        }),
        ("a directory at the journal's path, beside a corrupt cache", { p in
            try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: p))
            try FileManager.default.createDirectory(atPath: p + "-journal", withIntermediateDirectories: false)
        }),
    ]

    @Test("a directory in place of a cache file is left with what is in it", arguments: directoriesInTheWay)
    func leavesDirectoriesAlone(_ c: (String, @Sendable (String) throws -> Void)) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        let good = openCatalog([dir], in: t)
        try c.1(t.cachePath)
        let directory = FileManager.default.fileExists(atPath: t.cachePath + "-journal") ? t.cachePath + "-journal" : t.cachePath
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: directory + "/keep.txt"))
        let reopened = openCatalog([dir], in: t)
        #expect(reopened.faces == good.faces, "\(c.0)")
        #expect(reopened.summary.cachePath == nil, "\(c.0): the catalog is kept in memory")
        #expect(reopened.summary.problems.contains { $0.kind == .cache && $0.reason.contains("is a directory") },
                "\(c.0): \(reopened.summary.problems)")
        #expect(!reopened.summary.problems.contains { $0.reason.hasSuffix("rebuilt") }, "\(c.0): nothing was rebuilt")
        #expect(try String(contentsOfFile: directory + "/keep.txt", encoding: .utf8) == "keep me\n", "\(c.0)")
    }

    struct Interrupted: Error {}

    @Test("an interrupted write leaves the previous consistent state")
    func interruptedWrite() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Array(Fixtures.fonts.prefix(4)))
        let before = openCatalog([dir], in: t)
        for n in Fixtures.fonts.dropFirst(4) { try FileManager.default.copyItem(atPath: Fixtures.path(n), toPath: dir + "/" + n) }
        try FileManager.default.removeItem(atPath: dir + "/" + Fixtures.fonts[0])
        var options = ScanOptions()
        options._interruptWrite = { throw Interrupted() }
        // The failed write is reported and the catalog still answers (from memory).
        let during = openCatalog([dir], in: t, options: options)
        #expect(during.summary.problems.contains { $0.kind == .cache })
        // The cache on disk holds exactly the state before the interrupted scan.
        let store = try DatabaseQueue(path: t.cachePath)
        let paths = try store.read { db in try String.fetchAll(db, sql: "SELECT path FROM file ORDER BY path") }
        #expect(Set(paths) == Set(before.faces.map(\.path)))
        let check = try store.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}

@Suite("Bad input: each problem is one line naming the file, and the scan goes on")
struct BadInputTests {
    static func fontBytes() throws -> [UInt8] { try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf") }

    static func u32(_ b: [UInt8], _ o: Int) -> Int { b[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }

    /// CollectionTest.ttc cut in the glyf table its two faces share (its first table): neither
    /// face can be read (face 2's directory is at the end of the file).
    static func cutCollection() throws -> [UInt8] { Array(try Fixtures.bytes("CollectionTest.ttc").prefix(3000)) }

    /// CFFTest-BoldItalic.otf cut in the middle of its 'CFF ' table, its last: every table the
    /// classifier reads is whole.
    static func cutCFF() throws -> [UInt8] {
        let full = try Fixtures.bytes("CFFTest-BoldItalic.otf")
        for i in 0..<(Int(full[4]) << 8 | Int(full[5])) where full[(12 + 16 * i)..<(16 + 16 * i)].elementsEqual("CFF ".utf8) {
            return Array(full.prefix(u32(full, 12 + 16 * i + 8) + u32(full, 12 + 16 * i + 12) / 2))
        }
        return full
    }

    static let cases: [(String, String, CatalogProblem.Kind, @Sendable () throws -> [UInt8])] = [
        ("a truncated font", "truncated.ttf", .malformed, { Array(try fontBytes().prefix(300)) }),
        ("a font cut in its table directory", "cut.ttf", .malformed, { Array(try fontBytes().prefix(20)) }),
        ("an empty file", "empty.ttf", .malformed, { [] }),
        ("random bytes", "random.ttf", .malformed, { (0..<4096).map { _ in UInt8.random(in: 0...255) } }),
        ("a Type 1 font", "Type1Header.pfb", .unsupportedFormat, { try Fixtures.bytes("Type1Header.pfb") }),
        ("a Type 1 font (PFA)", "Type1Header.pfa", .unsupportedFormat, { try Fixtures.bytes("Type1Header.pfa") }),
        ("a WOFF2 file", "x.woff2", .unsupportedFormat, { try Fixtures.bytes("WOFF2Header.woff2") }),
        ("a collection with an impossible face count", "huge.ttc", .malformed, { [0x74, 0x74, 0x63, 0x66, 0, 1, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF] }),
        ("an sfnt claiming 65535 tables", "tables.ttf", .malformed, { [0, 1, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0, 0, 0] }),
        ("a collection cut short", "cut.ttc", .malformed, { try cutCollection() }),
        ("a CFF font cut short in its outlines", "cut.otf", .malformed, { try cutCFF() }),
    ]

    @Test("a file none of whose faces can be read is one line, with each face's reason")
    func unreadableCollectionIsOneLine() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let bad = try t.write("fonts/cut.ttc", try Self.cutCollection())
        let catalog = openCatalog([t.path + "/fonts"], in: t)
        let problem = try #require(catalog.summary.problems.first)
        #expect(catalog.summary.problems.count == 1)
        #expect(problem.path == bad)
        #expect(problem.reason.hasPrefix("face 1 of 2: "), "\(problem.reason)")
        #expect(problem.reason.contains("; face 2 of 2: table directory at offset "), "\(problem.reason)")
    }

    @Test("a CFF font cut short in its outlines names the 'CFF ' table and is not catalogued")
    func truncatedCFF() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        try t.write("fonts/cut.otf", try Self.cutCFF())
        let catalog = openCatalog([t.path + "/fonts"], in: t)
        #expect(catalog.faces.isEmpty)
        #expect(catalog.summary.problems.first?.reason.hasPrefix("'CFF ' table: table (offset ") == true, "\(catalog.summary.problems)")
    }

    @Test("a bad file is one problem naming it; the good font beside it is catalogued", arguments: cases)
    func badFile(_ c: (String, String, CatalogProblem.Kind, @Sendable () throws -> [UInt8])) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf"])
        let bad = try t.write("fonts/" + c.1, try c.3())
        let catalog = openCatalog([dir], in: t)
        let problems = catalog.summary.problems
        #expect(problems.count == 1, "\(c.0): \(problems)")
        #expect(problems.first?.path == bad, "\(c.0)")
        #expect(problems.first?.kind == c.2, "\(c.0): \(problems)")
        #expect(problems.first.map { !$0.description.contains("\n") && $0.description.hasPrefix(bad + ": ") } == true)
        #expect(catalog.faces.map(\.postscriptName).contains("TrakTest-Regular") || catalog.faces.contains { $0.path.hasSuffix("TrakTest.ttf") })
        // The problem is remembered, not re-read: the next start reports it from the cache.
        let again = openCatalog([dir], in: t)
        #expect(again.summary.scannedFiles == 0)
        #expect(again.summary.problems == problems)
    }

    @Test("10,000 tiny files: one problem each, nothing crashes, the cache stays whole")
    func tenThousandTinyFiles() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf"])
        for i in 0..<10_000 {
            _ = FileManager.default.createFile(atPath: "\(dir)/tiny-\(i).ttf", contents: Data([UInt8(i & 0xFF), 1, 2]))
        }
        let catalog = openCatalog([dir], in: t)
        #expect(catalog.summary.files == 10_001)
        #expect(catalog.summary.problems.count == 10_000)
        #expect(Set(catalog.summary.problems.map(\.path)).count == 10_000)
        #expect(catalog.faces.count == 1)
        let again = openCatalog([dir], in: t)
        #expect(again.summary.scannedFiles == 0)
        #expect(again.summary.problems.count == 10_000)
    }

    /// A cold scan queues each directory's font files for reading as the directory is read,
    /// before its entries are sorted; the limit must still keep the first files in path order.
    @Test("the file limit keeps the first files in path order, whether files are read while walking or after", arguments: [5, 12, 40])
    func fileLimit(limit: Int) throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/TrakTest.ttf"))
        // Names created out of order, files around a subdirectory ("m-sub") that sorts among them.
        for i in [17, 3, 25, 8, 11, 30, 1, 22, 14, 5, 28, 19] {
            _ = FileManager.default.createFile(atPath: dir + "/" + String(format: "f%02d.ttf", i), contents: bytes)
        }
        _ = try t.mkdir("fonts/m-sub")
        for i in [4, 2, 6] {
            _ = FileManager.default.createFile(atPath: dir + "/m-sub/" + String(format: "g%02d.ttf", i), contents: bytes)
        }
        let expected = (try FileManager.default.subpathsOfDirectory(atPath: dir))
            .filter { $0.hasSuffix(".ttf") }.map { dir + "/" + $0 }.sorted().prefix(limit)
        var options = ScanOptions(maxFiles: limit)
        let walking = Catalog.open(directories: .only([dir]), cachePath: nil, options: options)
        // A progress callback turns reading while walking off: the walk first, then the reads.
        options.progress = { _, _ in }
        let after = Catalog.open(directories: .only([dir]), cachePath: nil, options: options)
        for catalog in [walking, after] {
            #expect(catalog.faces.map(\.path) == Array(expected))
            #expect(catalog.summary.files == min(limit, 16))
            #expect(catalog.summary.problems.map(\.kind) == (limit < 16 ? [.limit] : []))
        }
        #expect(walking.faces == after.faces)
    }

    @Test("names that are never fonts are skipped quietly, on the fast path for font names too")
    func quietlySkippedNames() {
        let skipped = ["fonts.dir", "fonts.scale", "fonts.alias", "encodings.dir", "fonts.cache-7", "fonts.cache-9.ttf",
                       "README", "readme.md", "LICENSE.txt", "COPYING", "notes.TXT", "index.html"]
        let kept = ["NotoSans-Regular.ttf", "Inter.TTC", "a.otf", "b.otc", "fonts.cach-9.ttf", "Fonts.Cache-9.ttf",
                    "fonts.cache", "Ünïcode.ttf", "font"]
        for n in skipped { #expect(DirectoryWalk.skipQuietly(n), "\(n)") }
        for n in kept { #expect(!DirectoryWalk.skipQuietly(n), "\(n)") }
    }

    @Test("a directory lists the same entries through getdents64 as through readdir, small first read included")
    func listingsAgree() throws {
        for dir in [Installed.noto, "/usr/share/fonts", "/etc", "/"] {
            func names(_ getdents: Bool) -> [String] {
                guard var l = DirectoryListing(dir, getdents: getdents) else { return [] }
                defer { l.close() }
                var out: [String] = []
                while let (name, type) = l.next() { out.append(String(decoding: name, as: UTF8.self) + "/\(type)") }
                return out.sorted()
            }
            let viaReaddir = names(false)
            #expect(!viaReaddir.isEmpty, "\(dir)")
            #expect(names(true) == viaReaddir, "\(dir)")
            let expected = try FileManager.default.contentsOfDirectory(atPath: dir) + [".", ".."]
            #expect(viaReaddir.map { String($0[..<$0.lastIndex(of: "/")!]) }.sorted() == expected.sorted(), "\(dir)")
        }
        #expect(DirectoryListing("/nonexistent/typography") == nil)
    }

    @Test("a symbolic link loop is reported once and not followed")
    func symlinkLoop() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf"])
        try t.mkdir("fonts/sub")
        try FileManager.default.createSymbolicLink(atPath: dir + "/sub/loop", withDestinationPath: dir)
        try FileManager.default.createSymbolicLink(atPath: dir + "/self.ttf", withDestinationPath: dir + "/self.ttf")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.ttf", withDestinationPath: dir + "/nowhere.ttf")
        let catalog = openCatalog([dir], in: t)
        let problems = Dictionary(uniqueKeysWithValues: catalog.summary.problems.map { ($0.path, $0.kind) })
        #expect(problems == [dir + "/sub/loop": .symlinkLoop, dir + "/self.ttf": .symlinkLoop, dir + "/dangling.ttf": .notARegularFile])
        #expect(catalog.faces.count == 1)
    }

    /// A cold scan opens files relative to their directory, kept open for the readers: past
    /// DirectoryHandle.limit directories, files are opened by path; none stays open afterwards.
    @Test("a cold scan of more directories than are kept open reads every file and leaves no descriptor open")
    func manyDirectoriesCold() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let root = try t.mkdir("fonts")
        let n = DirectoryHandle.limit * 2 + 3
        for i in 0..<n {
            try FileManager.default.copyItem(atPath: Fixtures.path("TrakTest.ttf"), toPath: try t.mkdir("fonts/d\(i)") + "/TrakTest.ttf")
        }
        let cold = Catalog.open(directories: .only([root]), cachePath: nil)
        #expect(cold.summary.files == n)
        #expect(cold.faces.count == n)
        #expect(cold.summary.problems.isEmpty, "\(cold.summary.problems)")
        // No descriptor of this test's directories left open (other tests run meanwhile: only
        // descriptors under this test's own directory are looked at).
        let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        let leaked = fds.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
            .filter { $0.hasPrefix(root) }
        #expect(leaked.isEmpty, "\(leaked)")
        // The same faces as a scan that stats every file (a cache to compare with).
        _ = openCatalog([root], in: t)
        let rescanned = openCatalog([root], in: t, options: ScanOptions(rescanAll: true))
        #expect(rescanned.faces == cold.faces)
    }

    @Test("a FIFO is reported, never opened for reading (which would block)")
    func fifo() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf"])
        #expect(mkfifo(dir + "/pipe.ttf", 0o644) == 0)
        let catalog = openCatalog([dir], in: t)
        #expect(catalog.summary.problems.map(\.kind) == [.notARegularFile])
        #expect(catalog.faces.count == 1)
    }

    /// As root, chmod 000 is still readable: this test runs only for other users. The CLI test
    /// `unreadableFileWithoutPrivilege` covers root by dropping CAP_DAC_OVERRIDE with setpriv.
    @Test("an unreadable file is reported", .enabled(if: getuid() != 0))
    func unreadable() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf", "MonoTest-Regular.ttf"])
        chmod(dir + "/MonoTest-Regular.ttf", 0)
        let catalog = openCatalog([dir], in: t)
        #expect(catalog.summary.problems.map(\.kind) == [.unreadable])
        #expect(catalog.faces.count == 1)
    }

    @Test("a file that changes while it is read is reported, not cached, and read again next time")
    func changesDuringScan() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["TrakTest.ttf", "MonoTest-Regular.ttf"])
        let victim = dir + "/MonoTest-Regular.ttf"
        var options = ScanOptions()
        options.afterRead = { path in
            guard path == victim, let h = FileHandle(forWritingAtPath: path) else { return }
            h.seekToEndOfFile()
            h.write(Data([0, 0, 0, 0]))
            try? h.close()
        }
        let catalog = openCatalog([dir], in: t, options: options)
        #expect(catalog.summary.problems.map(\.kind) == [.changedDuringScan])
        #expect(catalog.summary.problems.first?.path == victim)
        #expect(!catalog.faces.contains { $0.path == victim })
        let next = openCatalog([dir], in: t)
        #expect(next.summary.scannedFiles == 1)
        #expect(next.summary.problems.isEmpty)
        #expect(next.faces.contains { $0.path == victim })
    }

    @Test("a file truncated while it is read never crashes the scan (no memory mapping)")
    func truncatedDuringScan() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["OpszVariable.ttf"])
        let victim = dir + "/OpszVariable.ttf"
        var options = ScanOptions()
        options.afterRead = { path in if path == victim { truncate(path, 10) } }
        let catalog = openCatalog([dir], in: t, options: options)
        #expect(catalog.summary.problems.map(\.kind) == [.changedDuringScan])
    }
}
