import Foundation
import Testing

/// The catalog's snapshot as a user meets it: the next command sees every change to the fonts.
@Suite("The catalog snapshot, from the command line")
struct CatalogSnapshotCLITests {
    /// The PostScript names `fonts list --faces -j` gives, and its problems on standard error.
    static func faces(_ s: CatalogSandbox) throws -> (names: Set<String>, stderr: String) {
        let r = try s.run(["fonts", "list", "--faces", "-j"])
        #expect(r.code == 0, "\(r.stderr)")
        let list = try #require(try r.json() as? [[String: Any]])
        return (Set(list.compactMap { $0["postscriptName"] as? String }), r.stderr)
    }

    static func snapshots(_ s: CatalogSandbox) -> [String] {
        let dir = (s.cachePath as NSString).deletingLastPathComponent
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".index") }
    }

    @Test("the next command sees a file added, removed, replaced, rewritten in place, turned into a FIFO or broken")
    func nextCommandSeesChanges() throws {
        let s = try CatalogSandbox(fixtures: ["TrakTest.ttf", "MonoTest-Regular.ttf"])
        defer { s.cleanup() }
        let fixtures = CatalogSandbox.fixtures
        // Folders just written are not trusted for a second (a change in the same clock tick would
        // not show): wait, so that the commands below use the snapshot when nothing changed.
        Thread.sleep(forTimeInterval: 2.1)
        #expect(try Self.faces(s).names == ["TrakTest-Regular", "MonoTest-Regular"])
        #expect(Self.snapshots(s).count == 1)
        let match = try s.run(["fonts", "match", "Mono Test", "-j"])
        #expect(match.code == 0 && match.stdout.contains("MonoTest-Regular"), "\(match.stderr)")

        // Added.
        try FileManager.default.copyItem(atPath: fixtures + "/CFFTest-BoldItalic.otf", toPath: s.fonts + "/CFFTest-BoldItalic.otf")
        #expect(try Self.faces(s).names == ["TrakTest-Regular", "MonoTest-Regular", "CFFTest-BoldItalic"])
        // Removed.
        try FileManager.default.removeItem(atPath: s.fonts + "/TrakTest.ttf")
        #expect(try Self.faces(s).names == ["MonoTest-Regular", "CFFTest-BoldItalic"])
        // Replaced (renamed over).
        try FileManager.default.copyItem(atPath: fixtures + "/TrakTest.ttf", toPath: s.fonts + "/.partial")
        #expect(rename(s.fonts + "/.partial", s.fonts + "/CFFTest-BoldItalic.otf") == 0)
        #expect(try Self.faces(s).names == ["MonoTest-Regular", "TrakTest-Regular"])
        // Rewritten in place, once the folder is old enough to be trusted again.
        Thread.sleep(forTimeInterval: 2.1)
        _ = try Self.faces(s)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/CFFTest-BoldItalic.otf"))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: s.fonts + "/MonoTest-Regular.ttf"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: bytes)
        try handle.close()
        // The folder's times did not change: the faces read from the snapshot are checked against
        // their files, and the next command scans the change into the cache.
        #expect(try Self.faces(s).names == ["CFFTest-BoldItalic", "TrakTest-Regular"])
        #expect(try Self.faces(s).names == ["CFFTest-BoldItalic", "TrakTest-Regular"])
        let matched = try s.run(["fonts", "match", "CFF Test:weight=700:italic", "-j"])
        #expect(matched.stdout.contains("CFFTest-BoldItalic"), "\(matched.stdout)")
        // A FIFO in a file's place: reported, and the command does not block on it.
        try FileManager.default.removeItem(atPath: s.fonts + "/CFFTest-BoldItalic.otf")
        #expect(mkfifo(s.fonts + "/CFFTest-BoldItalic.otf", 0o644) == 0)
        let fifo = try Self.faces(s)
        #expect(fifo.names == ["CFFTest-BoldItalic"])
        #expect(fifo.stderr.isEmpty || !fifo.stderr.contains("\u{1B}"))
        let scan = try s.run(["fonts", "scan"])
        #expect(scan.stderr.contains(s.fonts + "/CFFTest-BoldItalic.otf: not a regular file"), "\(scan.stderr)")
        // A broken file in a file's place.
        try Data(bytes.prefix(64)).write(to: URL(fileURLWithPath: s.fonts + "/.partial"))
        #expect(rename(s.fonts + "/.partial", s.fonts + "/MonoTest-Regular.ttf") == 0)
        #expect(try Self.faces(s).names.isEmpty)
        let rescan = try s.run(["fonts", "scan"])
        #expect(rescan.stderr.contains(s.fonts + "/MonoTest-Regular.ttf: "), "\(rescan.stderr)")
        #expect(Self.snapshots(s).count == 1)
    }
}
