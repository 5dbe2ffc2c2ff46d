import Foundation
import FontCatalog
import Testing
@testable import FontManagement

@Suite("Ownership, removal and reconciliation")
struct OwnershipTests {
    @Test("a provider removes only its own fonts: by PostScript name, installed path or original file")
    func uninstall() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let a = try provider("a"), b = try provider("b")
        let files = try (1...3).map { try s.source(String(format: "ManageTest-%02d.ttf", $0)) }
        _ = m.register(files, provider: a, scope: .user, consent: yes)
        let installed = try m.registeredFonts(provider: a)
        #expect(installed.count == 3)
        #expect(try m.registeredFonts(provider: b).isEmpty)

        let refused = m.unregister(["ManageTest-01", installed[1].path, files[2]], provider: b)
        #expect(refused.map { $0.error?.kind } == [.notOwner, .notOwner, .notOwner])
        #expect(refused[0].error?.message.contains("provider 'a'") == true)
        #expect(try m.registeredFonts(provider: a).count == 3)

        let removed = m.unregister(["managetest-01", installed[1].path, files[2]], provider: a)
        #expect(removed.map(\.status) == [.removed, .removed, .removed])
        #expect(try m.registeredFonts(provider: a).isEmpty)
        #expect(s.files(in: s.paths.fontsRoot + "/a").isEmpty)
        #expect(m.unregister(["ManageTest-01"], provider: a)[0].error?.kind == .notFound)
    }

    @Test("the system's fonts cannot be touched, by name or by file")
    func systemFonts() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let p = try provider("p")
        let byName = m.unregister(["TrakTest-Regular"], provider: p)
        #expect(byName[0].error?.kind == .systemFont, "\(byName)")
        let byFile = m.unregister([s.systemFonts + "/TrakTest.ttf"], provider: p)
        #expect(byFile[0].error?.kind == .systemFont)
        #expect(m.setEnabled(["TrakTest-Regular"], provider: p, enabled: false)[0].error?.kind == .systemFont)
        #expect(FileManager.default.fileExists(atPath: s.systemFonts + "/TrakTest.ttf"))
        #expect(m.unregister(["NoSuchFont-Regular"], provider: p)[0].error?.kind == .notFound)
    }

    @Test("removing a provider removes all its fonts, both scopes, and its folders; others keep theirs")
    func removeProvider() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let a = try provider("a"), b = try provider("b")
        _ = m.register([try s.source("ManageTest-01.ttf"), try s.source("ManageTest-02.ttf")], provider: a, scope: .user, consent: yes)
        _ = m.register([try s.source("ManageTest-03.ttf")], provider: a, scope: .user, enabled: false, consent: yes)
        _ = m.register([try s.source("ManageTest-04.ttf")], provider: a, scope: .process)
        _ = m.register([try s.source("ManageTest-05.ttf")], provider: b, scope: .user, consent: yes)
        let removed = try m.removeProvider(a)
        #expect(removed.count == 4)
        #expect(try m.registeredFonts(provider: a).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: s.paths.fontsRoot + "/a"))
        #expect(!FileManager.default.fileExists(atPath: s.paths.disabledRoot + "/a"))
        #expect(try m.registeredFonts(provider: b).count == 1)
        #expect(throws: FontManagementError.self) { try m.removeProvider(a) }
    }

    @Test("reconciliation removes what an interrupted install or removal left, and reports it")
    func reconcile() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let p = try provider("p")
        do {
            let m = try s.manager()
            _ = m.register([try s.source("ManageTest-01.ttf"), try s.source("ManageTest-02.ttf")], provider: p, scope: .user, consent: yes)
            #expect(m.reconciliation.isEmpty)
        }
        let folder = s.paths.fontsRoot + "/p"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ManagementSandbox.fixture("ManageTest-03.ttf"))))
        // A temporary file (died before the rename), an unrecorded font (died before the commit),
        // a record without its file (deleted by hand), a link out of the folder.
        _ = try s.write("data/fonts/typography/p/.ManageTest-03.ttf.typography-AbC123", bytes)
        _ = try s.write("data/fonts/typography/p/ManageTest-03.ttf", bytes)
        try FileManager.default.removeItem(atPath: folder + "/ManageTest-02.ttf")
        let outside = try s.write("outside/Precious.ttf", bytes)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link.ttf", withDestinationPath: outside)
        _ = try s.write("data/fonts/typography/p/.uuid", Array("fontconfig's".utf8))
        try FileManager.default.createDirectory(atPath: s.paths.fontsRoot + "/Not A Provider", withIntermediateDirectories: true)

        let m = try s.manager()
        let kinds = Dictionary(m.reconciliation.map { ($0.kind, $0.action) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds[.temporaryFile] == .removed)
        #expect(kinds[.orphanFile] == .removed)
        #expect(kinds[.missingFile] == .recordRemoved)
        #expect(kinds[.symlink] == .removed)
        #expect(kinds[.unknownFolder] == .left)
        #expect(m.reconciliation.count == 5, "\(m.reconciliation)")
        #expect(s.files(in: folder) == [".uuid", "ManageTest-01.ttf"])
        #expect(FileManager.default.fileExists(atPath: outside), "the link's target is never touched")
        #expect(try m.registeredFonts(provider: p).map(\.postscriptNames) == [["ManageTest-01"]])
        // Consistent now: a second open finds nothing to fix.
        #expect(try s.manager().reconciliation.filter { $0.action != .left }.isEmpty)
    }

    @Test("an install and a removal go through their steps in order: lock, temporary file, rename, commit")
    func stepOrder() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        final class Seen: @unchecked Sendable { var steps: [FontManager.Step] = [] }
        let seen = Seen()
        let m = try s.manager(step: { seen.steps.append($0) })
        _ = m.register([try s.source("ManageTest-01.ttf")], provider: try provider("p"), scope: .user, consent: yes)
        _ = m.unregister(["ManageTest-01"], provider: try provider("p"))
        // What a crash at each step leaves is tested with SIGKILL in CLITests (FontsKillTests).
        #expect(seen.steps == [.locked, .temporaryWritten, .renamed, .committed, .removalCommitted])
    }

    @Test("eight threads with their own managers install and remove at once: nothing lost, nothing corrupt")
    func concurrentManagers() async throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let files = try (1...16).map { try s.source(String(format: "ManageTest-%02d.ttf", $0)) }
        let shared = try s.source("ManageTest-32.ttf")
        let winners = await withTaskGroup(of: Int.self) { group in
            for t in 0..<8 {
                group.addTask {
                    guard let m = try? s.manager(), let p = try? ProviderID("p\(t)") else { return 0 }
                    _ = m.register([files[2 * t], files[2 * t + 1]], provider: p, scope: .user, consent: yes)
                    _ = m.unregister([files[2 * t + 1]], provider: p)
                    return m.register([shared], provider: p, scope: .user, consent: yes).results[0].status == .installed ? 1 : 0
                }
            }
            return await group.reduce(0, +)
        }
        #expect(winners == 1, "exactly one provider gets the contested name")
        let m = try s.manager()
        #expect(m.reconciliation.isEmpty)
        let all = try m.allRegisteredFonts()
        #expect(all.count == 9)
        let expected: Set<String> = Set((0..<8).map { (t: Int) -> String in String(format: "ManageTest-%02d", 2 * t + 1) }).union(["ManageTest-32"])
        let names: Set<String> = Set(all.flatMap(\.postscriptNames))
        #expect(names == expected)
        for f in all { #expect(FileManager.default.fileExists(atPath: f.path)) }
    }
}
