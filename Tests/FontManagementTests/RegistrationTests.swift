import Foundation
import FontCatalog
import FontFile
import Testing
@testable import FontManagement

@Suite("Provider ids")
struct ProviderIDTests {
    @Test("valid ids", arguments: ["org.example.fonts", "a", "my-font_app.2", "0day", String(repeating: "a", count: 64)])
    func valid(_ raw: String) throws {
        #expect(try ProviderID(raw).rawValue == raw)
    }

    @Test("invalid ids are refused with a reason", arguments: [
        "", ".", "..", "a/b", "../etc", "a..b", ".hidden", "-dash", "Upper", "sp ace", "é", "a\u{0}b",
        String(repeating: "a", count: 65), "/abs",
    ])
    func invalid(_ raw: String) {
        #expect(throws: FontManagementError.self) { try ProviderID(raw) }
        do { _ = try ProviderID(raw) } catch { #expect(error.kind == .invalidProvider) }
    }
}

@Suite("Registering fonts")
struct RegistrationTests {
    @Test("a user-scope install copies the file into the provider's folder and records it")
    func userInstall() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let file = try s.source("ManageTest-01.ttf")
        let batch = m.register([file], provider: try provider("org.example"), scope: .user, consent: yes)
        #expect(batch.done)
        let r = try #require(batch.results.first)
        #expect(r.status == .installed, "\(r.error?.message ?? "")")
        let font = try #require(r.font)
        #expect(font.path == s.paths.fontsRoot + "/org.example/ManageTest-01.ttf")
        #expect(font.postscriptNames == ["ManageTest-01"])
        #expect(font.families == ["Manage Test 01"])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(font.sha256 == SHA256.hash(bytes).hex)
        #expect(font.bytes == bytes.count)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: font.path))) == bytes)
        // The user's permissions: a regular file of this user, mode from the umask (no execute bits).
        let attrs = try FileManager.default.attributesOfItem(atPath: font.path)
        #expect((attrs[.ownerAccountID] as? NSNumber)?.uint32Value == geteuid())
        let mode = (attrs[.posixPermissions] as? NSNumber)?.uint16Value ?? 0
        let mask = umask(0)
        umask(mask)
        #expect(mode == 0o666 & ~UInt16(mask))
        let listed = try m.registeredFonts(provider: try provider("org.example"))
        #expect(listed.map(\.path) == [font.path] && listed.map(\.sha256) == [font.sha256])
        #expect(abs((listed.first?.installedAt.timeIntervalSince1970 ?? 0) - font.installedAt.timeIntervalSince1970) < 0.001)
        // Only the font, no temporary file.
        #expect(s.files(in: s.paths.fontsRoot + "/org.example") == ["ManageTest-01.ttf"])
    }

    @Test("each file succeeds or fails with its own reason; onResult per file; results in the order given")
    func perFileResults() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let garbage = try s.write("sources/garbage.ttf", Array("not a font at all, just text".utf8))
        let truncated = try s.write("sources/Truncated.ttf", Array([UInt8](try Data(contentsOf: URL(fileURLWithPath: ManagementSandbox.fixture("ManageTest-04.ttf")))).prefix(300)))
        let files = [try s.source("ManageTest-01.ttf"), try s.source("Type1Header.pfb"), try s.source("WOFFHeader.woff"),
                     garbage, truncated, s.sources + "/missing.ttf", try s.source("TrakTest.ttf"), try s.source("ManageTest-02.ttf")]
        final class Seen: @unchecked Sendable { var files: [String] = [] }
        let seen = Seen()
        let batch = m.register(files, provider: try provider("p"), scope: .user, consent: yes) { seen.files.append($0.file) }
        #expect(batch.results.map(\.file) == files)
        #expect(Set(seen.files) == Set(files))
        let kinds = batch.results.map { $0.error?.kind }
        #expect(kinds == [nil, .unsupportedFormat, .unsupportedFormat, .malformed, .malformed, .fileNotFound, .duplicateName, nil])
        #expect(batch.results[1].error?.message.contains("Type 1") == true)
        #expect(batch.results[6].error?.message.contains("system font") == true)
        #expect(batch.results.map(\.status) == [.installed, .refused, .refused, .refused, .refused, .refused, .refused, .installed])
        for r in batch.results { #expect(!(r.error?.message.contains("\n") ?? false)) }
        #expect(s.files(in: s.paths.fontsRoot + "/p") == ["ManageTest-01.ttf", "ManageTest-02.ttf"])
    }

    @Test("folders are expanded to the font files in them, refused formats included")
    func folders() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let dir = s.sources + "/family"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        for (n, to) in [("ManageTest-03.ttf", "a.ttf"), ("ManageTest-04.ttf", "sub/b.TTF"), ("Type1Header.pfa", "c.pfa")] {
            try FileManager.default.copyItem(atPath: ManagementSandbox.fixture(n), toPath: dir + "/" + to)
        }
        _ = try s.write("sources/family/README.txt", Array("hello".utf8))
        let empty = s.sources + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let batch = m.register([dir, empty], provider: try provider("p"), scope: .user, consent: yes)
        #expect(batch.results.map { ($0.file as NSString).lastPathComponent } == ["a.ttf", "c.pfa", "b.TTF", "empty"])
        #expect(batch.results.map(\.status) == [.installed, .refused, .installed, .refused])
        #expect(batch.results[1].error?.kind == .unsupportedFormat)
        #expect(batch.results[3].error?.kind == .fileNotFound)
    }

    @Test("nothing is overridden: another provider's name, the same provider's other file, a name twice in a batch")
    func duplicates() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let a = try provider("a"), b = try provider("b")
        let f1 = try s.source("ManageTest-01.ttf")
        #expect(m.register([f1], provider: a, scope: .user, consent: yes).results[0].status == .installed)
        // The same file again from its provider: nothing to do.
        let again = m.register([f1], provider: a, scope: .user, consent: yes).results[0]
        #expect(again.status == .alreadyInstalled)
        // Another provider: refused, names the owner.
        let other = m.register([f1], provider: b, scope: .user, consent: yes).results[0]
        #expect(other.error?.kind == .duplicateName)
        #expect(other.error?.message.contains("provider 'a'") == true)
        // Same name, different content, same provider (a copy with trailing bytes after the tables).
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: f1))) + [0, 0, 0, 0]
        let changed = try s.write("sources/changed.ttf", bytes)
        let own = m.register([changed], provider: a, scope: .user, consent: yes).results[0]
        #expect(own.error?.kind == .duplicateName)
        // Twice in one batch.
        let f2 = try s.source("ManageTest-02.ttf")
        let copy = try s.source("ManageTest-02.ttf", as: "copy.ttf")
        let batch = m.register([f2, copy], provider: b, scope: .user, consent: yes)
        #expect(batch.results.map(\.status) == [.installed, .refused])
        #expect(batch.results[1].error?.message.contains("of this batch") == true)
        #expect(try m.allRegisteredFonts().count == 2)
    }

    @Test("limits per provider: count and bytes (and one file's size)")
    func limits() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let size = try FileManager.default.attributesOfItem(atPath: ManagementSandbox.fixture("ManageTest-01.ttf"))[.size] as? Int ?? 0
        let m = try s.manager(limits: ManagementLimits(maxFontsPerProvider: 2, maxBytesPerProvider: 100_000, maxFileBytes: 1_000_000))
        let files = try (1...3).map { try s.source(String(format: "ManageTest-%02d.ttf", $0)) }
        let batch = m.register(files, provider: try provider("p"), scope: .user, consent: yes)
        #expect(batch.results.map(\.status) == [.installed, .installed, .refused])
        #expect(batch.results[2].error?.kind == .limitExceeded)
        // Another provider has its own allowance.
        #expect(m.register([files[2]], provider: try provider("q"), scope: .user, consent: yes).results[0].status == .installed)

        let bytesLimited = try s.manager(limits: ManagementLimits(maxFontsPerProvider: 100, maxBytesPerProvider: size * 2 - 1))
        let r = bytesLimited.register([try s.source("ManageTest-04.ttf"), try s.source("ManageTest-05.ttf")], provider: try provider("r"),
                                      scope: .user, consent: yes)
        #expect(r.results.map { $0.error?.kind } == [nil, .limitExceeded])

        let fileLimited = try s.manager(limits: ManagementLimits(maxFileBytes: size - 1))
        let big = fileLimited.register([try s.source("ManageTest-06.ttf")], provider: try provider("r"), scope: .user, consent: yes)
        #expect(big.results[0].error?.kind == .tooLarge)
    }

    @Test("consent: asked once with the files that passed; refused or missing consent installs nothing")
    func consent() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        final class Asked: @unchecked Sendable { var requests: [ConsentRequest] = [] }
        let asked = Asked()
        let files = [try s.source("ManageTest-01.ttf"), try s.source("Type1Header.pfb"), try s.source("ManageTest-02.ttf")]
        let denied = m.register(files, provider: try provider("p"), scope: .user) { asked.requests.append($0); return false }
        #expect(asked.requests.count == 1)
        #expect(asked.requests.first?.files == [files[0], files[2]])
        #expect(asked.requests.first?.postscriptNames == ["ManageTest-01", "ManageTest-02"])
        #expect(asked.requests.first?.families == ["Manage Test 01", "Manage Test 02"])
        #expect(denied.results.map { $0.error?.kind } == [.consentDenied, .unsupportedFormat, .consentDenied])
        #expect(FileManager.default.fileExists(atPath: s.paths.fontsRoot + "/p") == false)
        let noHandler = m.register([files[0]], provider: try provider("p"), scope: .user, consent: nil)
        #expect(noHandler.results[0].error?.kind == .consentDenied)
        // Nothing passed: not asked at all.
        _ = m.register([files[1]], provider: try provider("p"), scope: .user) { asked.requests.append($0); return true }
        #expect(asked.requests.count == 1)
        // The process scope needs none.
        #expect(m.register([files[0]], provider: try provider("p"), scope: .process, consent: nil).results[0].status == .installed)
        #expect(try m.allRegisteredFonts().map(\.scope) == [.process])
    }

    @Test("the async form gives the same batch")
    func asyncRegister() async throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let batch = await m.registerFonts([try s.source("ManageTest-07.ttf")], provider: try provider("p"), scope: .user, consent: yes)
        #expect(batch.done && batch.allSucceeded)
    }

    @Test("file names from PostScript names never leave the folder")
    func safeNames() {
        for raw in ["../../etc/passwd", "a/b", ".hidden", "..", "", "名前", String(repeating: "x", count: 500), "a\u{0}b"] {
            let n = FileSystem.safeBaseName(raw)
            #expect(!n.isEmpty && !n.contains("/") && !n.hasPrefix(".") && !n.contains("..") && n.count <= 100, "\(raw) → \(n)")
        }
    }

    @Test("a provider folder that is a symbolic link is refused; nothing is written through it")
    func symlinkedFolder() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let outside = s.root + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: s.paths.fontsRoot, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: s.paths.fontsRoot + "/evil", withDestinationPath: outside)
        let r = m.register([try s.source("ManageTest-01.ttf")], provider: try provider("evil"), scope: .user, consent: yes).results[0]
        #expect(r.error?.kind == .unsafePath)
        #expect(s.files(in: outside).isEmpty)
    }

    @Test("disabled fonts are registered outside fontconfig's folders and seen by no consumer until enabled")
    func enabledFlag() throws {
        let s = try ManagementSandbox()
        defer { s.cleanup() }
        let m = try s.manager()
        let p = try provider("p")
        let r = m.register([try s.source("ManageTest-01.ttf")], provider: p, scope: .user, enabled: false, consent: yes).results[0]
        #expect(r.font?.path == s.paths.disabledRoot + "/p/ManageTest-01.ttf")
        #expect(!s.paths.font(r.font?.path ?? "", isUnder: s.paths.fontsRoot))
        let all = FontConsumer(useInstalledFonts: true, provider: p)
        #expect(m.catalog(for: all).face(named: "ManageTest-01") == nil)
        let enabled = m.setEnabled(["ManageTest-01"], provider: p, enabled: true)
        #expect(enabled.map(\.status) == [.enabled])
        #expect(enabled[0].font?.path == s.paths.fontsRoot + "/p/ManageTest-01.ttf")
        #expect(m.catalog(for: all).face(named: "ManageTest-01") != nil)
        #expect(s.files(in: s.paths.disabledRoot + "/p").isEmpty)
        #expect(m.setEnabled(["ManageTest-01"], provider: p, enabled: true).map(\.status) == [.unchanged])
        #expect(m.setEnabled(["ManageTest-01"], provider: try provider("q"), enabled: false)[0].error?.kind == .notOwner)
        #expect(m.setEnabled(["ManageTest-01"], provider: p, enabled: false).map(\.status) == [.disabled])
        #expect(m.catalog(for: all).face(named: "ManageTest-01") == nil)
        #expect(try m.registeredFonts(provider: p).map(\.enabled) == [false])
    }
}

extension ManagementPaths {
    func font(_ path: String, isUnder root: String) -> Bool { path.hasPrefix(root + "/") }
}
