import Foundation
import FontFile
import Testing
@testable import FontCatalog

/// The catalog's memory-mapped snapshot answers exactly as the catalog it was written from.
@Suite("The catalog snapshot")
struct SnapshotTests {
    /// A cold scan (in-memory index) and the next open of the same directories (the snapshot).
    static func coldAndWarm(_ dirs: [String], in t: TempDir) -> (cold: Catalog, warm: Catalog) {
        let cold = openCatalog(dirs, in: t)
        let warm = openCatalog(dirs, in: t)
        return (cold, warm)
    }

    static func isMapped(_ c: Catalog) -> Bool {
        if case .mapped = c.faces.storage { return true }
        return false
    }

    @Test("every face, name, family and query of the default fonts gives the same answer from the snapshot as from the full catalog",
          .enabled(if: Installed.hasDefaults))
    func snapshotEqualsFullCatalog() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        // The system's font folders were installed long before: their times are not recent, so
        // the second open is answered by the snapshot.
        let (cold, warm) = Self.coldAndWarm(["/usr/share/fonts"], in: t)
        #expect(!Self.isMapped(cold))
        try #require(Self.isMapped(warm), "the second open did not use the snapshot")
        #expect(warm.faces.count == cold.faces.count)
        // At least a face per font file: what is installed decides the figure, not this test.
        let files = (FileManager.default.enumerator(atPath: "/usr/share/fonts")?.allObjects as? [String] ?? [])
            .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.hasSuffix) }
        #expect(files.count > 100 && cold.faces.count >= files.count)
        #expect(warm.summary.files == cold.summary.files)
        #expect(warm.summary.problems == cold.summary.problems)

        try Self.expectSameAnswers(warm, cold)
    }

    @Test("after files are added to and removed from folders of the default fonts, the rescanned catalog, and the snapshot it writes, answer as a cold scan of the same folders",
          .enabled(if: Installed.hasDefaults))
    func rescanEqualsColdScan() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        // The default fonts as links, in six folders (the walk follows links to files), however
        // many are installed.
        let sources = (FileManager.default.enumerator(atPath: "/usr/share/fonts")?.allObjects as? [String] ?? [])
            .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.hasSuffix) }.sorted()
        try #require(sources.count > 100)
        let perFolder = (sources.count + 5) / 6
        var dirs: Set<String> = []
        for (n, rel) in sources.enumerated() {
            let dir = try t.mkdir("lib/d\(n / perFolder)")
            dirs.insert(dir)
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/\(n)-\((rel as NSString).lastPathComponent)",
                                                       withDestinationPath: "/usr/share/fonts/" + rel)
        }
        let roots = [t.path + "/lib"]
        _ = openCatalog(roots, in: t)
        // Old enough that the folders' times are trusted (see recentChangeIsNotTrusted).
        Thread.sleep(forTimeInterval: 2.1)
        _ = openCatalog(roots, in: t)
        #expect(openCatalog(roots, in: t).openedBy == .snapshot)
        // A second copy of a family already there (its names now have two faces: the first in
        // path order is the one a name gives), a file removed, another added: three folders of
        // many changed, the others kept from the snapshot.
        let inter = try #require(sources.firstIndex { $0.contains("Inter") && !$0.contains("Italic") })
        try FileManager.default.createSymbolicLink(atPath: t.path + "/lib/d0/0000-copy.ttf",
                                                   withDestinationPath: "/usr/share/fonts/" + sources[inter])
        let gone = try FileManager.default.contentsOfDirectory(atPath: t.path + "/lib/d1").sorted()[3]
        try FileManager.default.removeItem(atPath: t.path + "/lib/d1/" + gone)
        try FileManager.default.createSymbolicLink(atPath: t.path + "/lib/d2/zz.ttf", withDestinationPath: Fixtures.path("MonoTest-Regular.ttf"))
        let rescanned = openCatalog(roots, in: t)
        try #require(rescanned.openedBy == .incremental)
        #expect(rescanned.faces.map(\.postscriptName).contains("MonoTest-Regular"))
        #expect(!rescanned.faces.contains { $0.path.hasSuffix("/" + gone) })

        let other = try TempDir("cold")
        defer { other.cleanup() }
        let cold = openCatalog(roots, in: other)
        try #require(cold.openedBy == .scan)
        try Self.expectSameAnswers(rescanned, cold)
        // The snapshot the rescan wrote, opened once its folders are trusted.
        Thread.sleep(forTimeInterval: 2.1)
        _ = openCatalog(roots, in: t)
        let warm = openCatalog(roots, in: t)
        try #require(warm.openedBy == .snapshot)
        try Self.expectSameAnswers(warm, cold)
    }

    /// Every face, per-face table, family, name, query, fallback and listing of `cold` gives the
    /// same answer from `warm`.
    static func expectSameAnswers(_ warm: Catalog, _ cold: Catalog) throws {
        // Faces and the per-face tables.
        for i in cold.faces.indices {
            #expect(warm.faces[i] == cold.faces[i], "face \(i)")
            let a = warm.index.traits[i], b = cold.index.traits[i]
            #expect(a.weight == b.weight && a.width == b.width && a.styles == b.styles
                    && a.variable == b.variable && a.isInstance == b.isInstance, "traits of face \(i)")
            #expect(warm.index.nameOnly[i] == cold.index.nameOnly[i])
            #expect(warm.index.instancesOf[i] == cold.index.instancesOf[i], "instances of face \(i)")
            let f = cold.faces[i]
            #expect(warm.faces.covers(i, "A") == f.covers("A"))
            if f.namedInstance == nil {
                #expect(warm.position(path: f.path, faceIndex: f.index) == cold.position(path: f.path, faceIndex: f.index))
            }
        }
        // Families and names.
        #expect(Array(warm.index.familyKeys) == Array(cold.index.familyKeys))
        for key in cold.index.familyKeys {
            #expect(warm.index.byFamily[key] == cold.index.byFamily[key], "family \(key)")
            #expect(warm.index.familyNames[key] == cold.index.familyNames[key])
        }
        for f in cold.faces {
            for name in [f.postscriptName, f.fullName, f.postscriptName?.uppercased()].compactMap({ $0 }) {
                let folded = FoldedName(name)
                #expect(warm.index.byPostScriptName[folded] == cold.index.byPostScriptName[folded], "\(name)")
                #expect(warm.index.byFullName[folded] == cold.index.byFullName[folded], "\(name)")
            }
        }
        #expect(warm.index.byFamily["nosuchfamily"] == nil)
        #expect(warm.index.byPostScriptName[FoldedName("NoSuch-Face")] == nil)

        // Queries: every face asked for by family and style, by PostScript name and by full name.
        for f in cold.faces where f.namedInstance == nil {
            let style = f.slant == .upright ? "" : ":italic"
            let q = try FontQuery(parsing: "\(f.familyName):weight=\(f.weight):width=\(Int(f.width))\(style)")
            #expect(warm.match(q) == cold.match(q), "\(f.familyName) \(f.weight)")
            if let ps = f.postscriptName {
                #expect(warm.resolve(name: ps) == cold.resolve(name: ps), "\(ps)")
                #expect(warm.face(named: ps) == cold.face(named: ps))
            }
        }
        // Generic families, Apple's names, substitutes, languages and private names.
        for text in ["sans-serif", "serif", "monospace", "system-ui", "ui-rounded", "ui-serif:weight=600",
                     "ui-monospace:weight=700", "Helvetica-Bold", "Courier New", "Times New Roman:italic",
                     "SF Pro", "New York", ":lang=ja", ":lang=zh-Hant", ":lang=ar", ".SFUI-Regular",
                     "Noto Sans:weight=900", "Inter:weight=350:width=90", "Nothing Installed"] {
            let q = try FontQuery(parsing: text)
            #expect(warm.match(q) == cold.match(q), "\(text)")
            #expect(warm.resolve(name: text) == cold.resolve(name: text), "\(text)")
        }
        // Fallback for text of many scripts.
        for s in "Aé→ЖαאعदবਗગଓதతಕമසกລབကႠአកᄀ가あアー漢字😀🂡".unicodeScalars {
            for lang in [nil, "ja", "zh-Hant", "ko"] as [String?] {
                #expect(warm.fallback(for: s, language: lang) == cold.fallback(for: s, language: lang),
                        "U+\(String(s.value, radix: 16)) \(lang ?? "")")
            }
            #expect(warm.fallback(for: s, weight: 700, italic: true) == cold.fallback(for: s, weight: 700, italic: true))
        }
        // Listing.
        #expect(try warm.families() == cold.families())
        #expect(try warm.faces(matching: FaceFilter(family: "Noto Sans")) == cold.faces(matching: FaceFilter(family: "Noto Sans")))
    }

    @Test("a damaged or foreign snapshot is never used and never crashes: the catalog is scanned and the snapshot written again")
    func damagedSnapshot() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(Fixtures.fonts)
        // Old enough that the snapshot is trusted (see recentChangeIsNotTrusted).
        Thread.sleep(forTimeInterval: 2.1)
        let (cold, warm) = Self.coldAndWarm([dir], in: t)
        try #require(Self.isMapped(warm))
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: (t.cachePath as NSString).deletingLastPathComponent)
            .filter { $0.hasSuffix(".index") }
        #expect(snapshots.count == 1)
        let path = (t.cachePath as NSString).deletingLastPathComponent + "/" + snapshots[0]
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        var damaged: [(String, Data)] = [
            ("empty", Data()), ("header only", good.prefix(CatalogSnapshot.headerSize)),
            ("cut in half", good.prefix(good.count / 2)), ("another format", Data("TYPGSNAQ".utf8) + good.dropFirst(8)),
        ]
        // Section offsets and counts pointing past the end, and random bytes over the tables.
        var offsets = good
        for k in 0..<CatalogSnapshot.Section.allCases.count { offsets[16 + 8 * k + 5] = 0xFF }
        damaged.append(("offsets past the end", offsets))
        var generator = SystemRandomNumberGenerator()
        for n in 0..<20 {
            var noisy = good
            for _ in 0..<64 {
                let at = Int.random(in: CatalogSnapshot.headerSize..<noisy.count, using: &generator)
                noisy[at] = UInt8.random(in: 0...255, using: &generator)
            }
            damaged.append(("noise \(n)", noisy))
        }
        for (name, bytes) in damaged {
            try bytes.write(to: URL(fileURLWithPath: path))
            let reopened = openCatalog([dir], in: t)
            // Whatever it decodes, it does not trap; a snapshot that does not open is replaced.
            for f in reopened.faces { _ = f.postscriptName; _ = f.languages }
            _ = reopened.match(try FontQuery(parsing: "Mono Test:weight=700"))
            _ = try? reopened.families()
            if !Self.isMapped(reopened) { #expect(reopened.faces == cold.faces, "\(name)") }
        }
        _ = warm
    }

    @Test("a change to a folder is seen by the next open: added, removed and replaced files, a FIFO and a broken file")
    func changesAreSeen() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        let dir = try t.copyFixtures(["MonoTest-Regular.ttf", "TrakTest.ttf"])
        let fixtures = Fixtures.path("TrakTest.ttf") as NSString
        func fixture(_ name: String) -> String { fixtures.deletingLastPathComponent + "/" + name }
        func settle() { Thread.sleep(forTimeInterval: 2.1) }
        func names(_ c: Catalog) -> Set<String> { Set(c.faces.compactMap(\.postscriptName)) }
        /// What a full scan of the folder, without the cache, finds.
        func full() -> Catalog { Catalog.open(directories: .only([dir]), cachePath: nil) }
        /// The catalog the next open gives, checked against a full scan.
        func reopen(_ how: Catalog.OpenedBy? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> Catalog {
            let c = openCatalog([dir], in: t)
            let f = full()
            #expect(c.faces == f.faces, sourceLocation: sourceLocation)
            #expect(Set(c.summary.problems) == Set(f.summary.problems), sourceLocation: sourceLocation)
            #expect(c.summary.files == f.summary.files, sourceLocation: sourceLocation)
            if let how { #expect(c.openedBy == how, sourceLocation: sourceLocation) }
            return c
        }
        settle()
        _ = openCatalog([dir], in: t)
        var c = openCatalog([dir], in: t)
        try #require(Self.isMapped(c))
        #expect(names(c) == ["MonoTest-Regular", "TrakTest-Regular"])

        // Added (copied in, then renamed into place, as installers do): the folder alone is
        // listed again, and the new file alone read.
        try FileManager.default.copyItem(atPath: fixture("CFFTest-BoldItalic.otf"), toPath: dir + "/.new")
        rename(dir + "/.new", dir + "/CFFTest-BoldItalic.otf")
        c = reopen(.incremental)
        #expect(c.summary.scannedFiles == 1 && c.summary.removedFiles == 0)
        #expect(names(c) == ["MonoTest-Regular", "TrakTest-Regular", "CFFTest-BoldItalic"])
        // Removed.
        unlink(dir + "/TrakTest.ttf")
        c = reopen(.incremental)
        #expect(c.summary.scannedFiles == 0 && c.summary.removedFiles == 1)
        #expect(names(c) == ["MonoTest-Regular", "CFFTest-BoldItalic"])
        settle()
        _ = reopen()
        c = reopen(.snapshot)
        #expect(names(c) == ["MonoTest-Regular", "CFFTest-BoldItalic"])
        // Replaced by rename.
        try FileManager.default.copyItem(atPath: fixture("TrakTest.ttf"), toPath: dir + "/.new")
        rename(dir + "/.new", dir + "/MonoTest-Regular.ttf")
        c = reopen(.incremental)
        #expect(names(c) == ["TrakTest-Regular", "CFFTest-BoldItalic"])
        settle()
        _ = reopen()
        // Rewritten in place: the folder's times do not change; the face read is checked against
        // its file, and the next open scans it.
        c = openCatalog([dir], in: t)
        try #require(Self.isMapped(c))
        let mono = try Data(contentsOf: URL(fileURLWithPath: fixture("MonoTest-Regular.ttf")))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/MonoTest-Regular.ttf"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: mono)
        try handle.close()
        #expect(names(c) == ["MonoTest-Regular", "CFFTest-BoldItalic"])
        c = reopen(.scan)
        #expect(names(c) == ["MonoTest-Regular", "CFFTest-BoldItalic"])
        #expect(c.match(try FontQuery(parsing: "Mono Test"))?.face.postscriptName == "MonoTest-Regular")
        // Replaced by a FIFO: reported, never opened.
        unlink(dir + "/CFFTest-BoldItalic.otf")
        #expect(mkfifo(dir + "/CFFTest-BoldItalic.otf", 0o644) == 0)
        c = reopen(.incremental)
        #expect(names(c) == ["MonoTest-Regular"])
        #expect(c.summary.problems.contains { $0.path.hasSuffix("CFFTest-BoldItalic.otf") })
        // Replaced by a broken file.
        try Data(mono.prefix(100)).write(to: URL(fileURLWithPath: dir + "/.new"))
        unlink(dir + "/CFFTest-BoldItalic.otf")
        rename(dir + "/.new", dir + "/MonoTest-Regular.ttf")
        c = reopen(.incremental)
        #expect(names(c).isEmpty)
        #expect(c.summary.problems.contains { $0.path.hasSuffix("MonoTest-Regular.ttf") })
        // A new folder inside, with a font, and a folder removed.
        try FileManager.default.createDirectory(atPath: dir + "/sub/deeper", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("TrakTest.ttf"), toPath: dir + "/sub/deeper/TrakTest.ttf")
        c = reopen(.incremental)
        #expect(names(c) == ["TrakTest-Regular"])
        settle()
        _ = reopen()
        try FileManager.default.removeItem(atPath: dir + "/sub/deeper")
        c = reopen(.incremental)
        #expect(names(c).isEmpty)
        // And the snapshot written after these changes says the same once trusted.
        settle()
        _ = reopen()
        c = reopen(.snapshot)
        #expect(names(c).isEmpty)
        #expect(c.summary.problems.contains { $0.path.hasSuffix("MonoTest-Regular.ttf") })
    }

    @Test("a folder changed in the second before the scan is not trusted until a later scan finds it unchanged")
    func recentChangeIsNotTrusted() throws {
        let t = try TempDir()
        defer { t.cleanup() }
        // Just made: a file added in the same clock tick as a scan would leave the folder's
        // times as recorded, so the snapshot records such a folder as unknown.
        let dir = try t.copyFixtures(["MonoTest-Regular.ttf"])
        _ = openCatalog([dir], in: t)
        // Listed again (an incremental rescan), not answered from the snapshot unchecked.
        #expect(openCatalog([dir], in: t).openedBy == .incremental)
        Thread.sleep(forTimeInterval: 2.1)
        _ = openCatalog([dir], in: t)
        let c = openCatalog([dir], in: t)
        #expect(c.openedBy == .snapshot)
        #expect(Self.isMapped(c))
        #expect(c.faces.map(\.postscriptName) == ["MonoTest-Regular"])
    }
}
