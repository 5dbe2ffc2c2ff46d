import Foundation
import FontCatalog
import FontFile
import Testing
@testable import FontManagement

@Suite("Consumers: visibility, no fallback, process scope, requests, observation")
struct ConsumerTests {
    @Test("installed fonts are seen only by consumers that opt in, and by their own provider")
    func visibility() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let p = try provider("p")
        _ = m.register([try s.source("ManageTest-01.ttf")], provider: p, scope: .user, consent: yes)
        #expect(m.catalog(for: FontConsumer()).face(named: "ManageTest-01") == nil)
        #expect(m.catalog(for: FontConsumer()).face(named: "TrakTest-Regular") != nil, "the system's fonts are always seen")
        #expect(m.catalog(for: FontConsumer(useInstalledFonts: true)).face(named: "ManageTest-01") != nil)
        #expect(m.catalog(for: FontConsumer(provider: p)).face(named: "ManageTest-01") != nil)
        #expect(m.catalog(for: FontConsumer(provider: try provider("q"))).face(named: "ManageTest-01") == nil)
        let r = m.request(["ManageTest-01"], for: FontConsumer())[0]
        #expect(r.status == .missing)
        #expect(r.installed?.provider == p && r.installed?.visible == false)
        #expect(r.reason?.contains("use installed fonts") == true)
    }

    @Test("installed fonts take part in nothing but lookups by name (unless configured)")
    func noFallback() throws {
        let s = try ManagementSandbox(system: [])
        defer { s.cleanup() }
        let m = try s.manager()
        _ = m.register([try s.source("ManageTest-01.ttf")], provider: try provider("p"), scope: .user, consent: yes)
        let c = m.catalog(for: FontConsumer(useInstalledFonts: true))
        // By name: yes.
        #expect(c.face(named: "ManageTest-01") != nil)
        #expect(c.resolve(name: "ManageTest-01").status == .found)
        #expect(c.match(FontQuery(family: "Manage Test 01"))?.face.postscriptName == "ManageTest-01")
        // As a design's family, a substitute or a fallback for characters: never.
        #expect(c.match(FontQuery(design: .monospaced)) == nil)
        #expect(c.match(FontQuery(family: "monospace")) == nil)
        #expect(c.resolve(name: "Courier").status == .missing)
        #expect(c.fallback(for: "A") == nil)
        // Configured to take part: it does.
        let open = m.catalog(for: FontConsumer(useInstalledFonts: true, installedFontsInFallback: true))
        #expect(open.match(FontQuery(design: .monospaced))?.face.postscriptName == "ManageTest-01")
        #expect(open.fallback(for: "A")?.postscriptName == "ManageTest-01")
    }

    @Test("process scope: the font joins this process's catalogs only; nothing is written")
    func processScope() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let file = try s.source("ManageTest-01.ttf")
        let r = m.register([file], provider: try provider("app"), scope: .process).results[0]
        #expect(r.status == .installed && r.font?.scope == .process && r.font?.path == file)
        #expect(m.catalog(for: FontConsumer()).face(named: "ManageTest-01")?.path == file)
        #expect(m.request(["ManageTest-01"], for: FontConsumer())[0].status == .available)
        #expect(!FileManager.default.fileExists(atPath: s.paths.fontsRoot))
        // Another manager (another process, in effect) does not see it.
        let other = try FontManager(paths: s.paths, options: .init(refreshFontconfigCache: false), processFonts: ProcessFontRegistry(),
                                    systemCatalog: { Catalog(faces: []) })
        #expect(other.catalog(for: FontConsumer(useInstalledFonts: true)).face(named: "ManageTest-01") == nil)
        // Its name is taken in this process; a user-scope install of it is refused here.
        let again = m.register([try s.source("ManageTest-01.ttf", as: "copy.ttf")], provider: try provider("other"), scope: .process)
        #expect(again.results[0].error?.kind == .duplicateName)
        // Disabled and removed.
        #expect(m.setEnabled(["ManageTest-01"], provider: try provider("app"), enabled: false)[0].status == .disabled)
        #expect(m.catalog(for: FontConsumer()).face(named: "ManageTest-01") == nil)
        #expect(m.unregister(["ManageTest-01"], provider: try provider("app"))[0].status == .removed)
        #expect(m.processFonts.fonts.isEmpty)
    }

    @Test("a request reports available, substituted (by what) and missing names")
    func request() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let results = m.request(["TrakTest-Regular", "Trak Test Bold", "NoSuchFont", ".SFNS-Regular"], for: FontConsumer())
        #expect(results.map(\.status) == [.available, .substituted, .missing, .missing])
        #expect(results[1].substitute == "TrakTest-Regular")
        #expect(results[1].reason != nil && results[0].reason == nil)
    }

    @Test("observers see installs and removals from another manager (another connection) within a second; a released token stops")
    func observeAcrossConnections() async throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let watcher = try s.manager()
        let installer = try s.manager()
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var changes: [(FontChange, Date)] = []
            func add(_ c: FontChange) { lock.lock(); changes.append((c, Date())); lock.unlock() }
            var count: Int { lock.lock(); defer { lock.unlock() }; return changes.count }
        }
        let log = Log()
        var token: FontObservation? = watcher.observe { log.add($0) }
        let p = try provider("p")
        let start = Date()
        _ = installer.register([try s.source("ManageTest-01.ttf")], provider: p, scope: .user, consent: yes)
        _ = installer.unregister(["ManageTest-01"], provider: p)
        let done = Date()
        while log.count < 2 && Date().timeIntervalSince(start) < 5 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(log.changes.map(\.0.kind) == [.installed, .removed])
        #expect(log.changes.map(\.0.postscriptNames) == [["ManageTest-01"], ["ManageTest-01"]])
        for (_, seen) in log.changes { #expect(seen.timeIntervalSince(done) < 1) }
        #expect(token != nil)
        token = nil  // released: cancelled
        _ = installer.register([try s.source("ManageTest-02.ttf")], provider: p, scope: .user, consent: yes)
        try await Task.sleep(nanoseconds: 300_000_000)
        #expect(log.count == 2)
    }

    @Test("the async sequence of changes includes process-scope changes")
    func asyncSequence() async throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let stream = m.changes()
        let p = try provider("p")
        let file = try s.source("ManageTest-03.ttf")
        let reader = Task { () -> [FontChange.Kind] in
            var kinds: [FontChange.Kind] = []
            for await c in stream {
                kinds.append(c.kind)
                if kinds.count == 3 { break }
            }
            return kinds
        }
        _ = m.register([file], provider: p, scope: .process)
        _ = m.register([try s.source("ManageTest-04.ttf")], provider: p, scope: .user, consent: yes)
        _ = m.unregister(["ManageTest-03"], provider: p)
        let kinds = await reader.value
        #expect(Set(kinds) == [.installed, .removed] && kinds.count == 3)
    }

    @Test("a waiting request is told when a later install makes a name available")
    func requestUpdates() async throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let consumer = try s.manager()
        let providerApp = try s.manager()
        let stream = consumer.requestUpdates(["ManageTest-09", "TrakTest-Regular"], for: FontConsumer(useInstalledFonts: true))
        let task = Task { () -> [FontRequestUpdate] in
            var updates: [FontRequestUpdate] = []
            for await u in stream {
                updates.append(u)
                if case .changed = u { break }
            }
            return updates
        }
        try await Task.sleep(nanoseconds: 200_000_000)
        _ = providerApp.register([try s.source("ManageTest-09.ttf")], provider: try provider("p"), scope: .user, consent: yes)
        let updates = await task.value
        guard updates.count == 2, case .initial(let first) = updates[0], case .changed(let r) = updates[1] else {
            Issue.record("unexpected updates \(updates)")
            return
        }
        #expect(first.map(\.status) == [.missing, .available])
        #expect(r.name == "ManageTest-09" && r.status == .available && r.installed?.provider.rawValue == "p")
    }
}
