import Foundation
import Testing

@Suite("typography fonts install/uninstall/enable/disable/remove-provider/providers")
struct FontsManageCLITests {
    @Test("fc-list (this machine's fontconfig configuration) sees a user-scope font after install and not after removal")
    func fcListSeesInstall() throws {
        let s = try ManagedSandbox(systemConfig: true)
        defer { s.cleanup() }
        #expect(!(try s.fcList().contains("ManageTest-01")))
        let r = try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "org.example.fonts", "--yes", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let j = try #require(try r.json() as? [String: Any])
        #expect(Set(j.keys) == ["provider", "scope", "done", "results", "fontconfigCache"])
        #expect(j["done"] as? Bool == true && j["scope"] as? String == "user")
        let fc = try #require(j["fontconfigCache"] as? [String: Any])
        #expect(fc["status"] as? Int == 0, "\(fc)")
        let result = try #require((j["results"] as? [[String: Any]])?.first)
        #expect(Set(result.keys) == ["file", "status", "font", "error"])
        let font = try #require(result["font"] as? [String: Any])
        #expect(Set(font.keys) == ["provider", "scope", "path", "sourceName", "postscriptNames", "families", "sha256", "bytes", "format", "enabled", "installedAt"])
        #expect(font["path"] as? String == s.fontsRoot + "/org.example.fonts/ManageTest-01.ttf")
        #expect(try s.fcList().contains("ManageTest-01"))
        // Other apps see it in fontconfig's matching too.
        #expect(try s.tool("fc-match", ["--format", "%{postscriptname}", "Manage Test 01"]).out == "ManageTest-01")

        let u = try s.run(["fonts", "uninstall", "ManageTest-01", "--provider", "org.example.fonts"])
        #expect(u.code == 0, "\(u.stderr)")
        #expect(!(try s.fcList().contains("ManageTest-01")))
        #expect(try s.consistent().isEmpty)
    }

    @Test("exit codes: 64 bad provider or scope, 65 refused format or malformed, 66 missing, 77 not permitted, 73 over the limit")
    func exitCodes() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let f1 = ManagedSandbox.managed(1)
        #expect(try s.run(["fonts", "install", f1, "--provider", "../etc", "--yes"]).code == 64)
        #expect(try s.run(["fonts", "install", f1, "--provider", "a/b", "--yes"]).code == 64)
        #expect(try s.run(["fonts", "install", f1, "--provider", "p", "--scope", "global", "--yes"]).code == 64)
        let t1 = try s.run(["fonts", "install", ManagedSandbox.fixture("Type1Header.pfb"), "--provider", "p", "--yes"])
        #expect(t1.code == 65)
        #expect(t1.stderr.contains("Type 1") && t1.stderr.split(separator: "\n").count == 1)
        #expect(try s.run(["fonts", "install", ManagedSandbox.fixture("WOFF2Header.woff2"), "--provider", "p", "--yes"]).code == 65)
        #expect(try s.run(["fonts", "install", ManagedSandbox.fixture("README.md"), "--provider", "p", "--yes"]).code == 65)
        #expect(try s.run(["fonts", "install", s.root.path + "/missing.ttf", "--provider", "p", "--yes"]).code == 66)
        // The system's font (in the sandbox's fontconfig folder) cannot be shadowed.
        let sys = try s.run(["fonts", "install", ManagedSandbox.fixture("TrakTest.ttf"), "--provider", "p", "--yes"])
        #expect(sys.code == 77)
        #expect(sys.stderr.contains("system font"))
        #expect(try s.run(["fonts", "install", f1, "--provider", "a", "--yes"]).code == 0)
        #expect(try s.run(["fonts", "install", f1, "--provider", "a", "--yes"]).code == 0, "already installed is success")
        #expect(try s.run(["fonts", "install", f1, "--provider", "b", "--yes"]).code == 77)
        #expect(try s.run(["fonts", "uninstall", "ManageTest-01", "--provider", "b"]).code == 77)
        #expect(try s.run(["fonts", "uninstall", "TrakTest-Regular", "--provider", "b"]).code == 77)
        #expect(try s.run(["fonts", "uninstall", "NoSuch-Font", "--provider", "b"]).code == 66)
        #expect(try s.run(["fonts", "remove-provider", "nobody"]).code == 66)
        // Without a terminal and without --yes: no consent.
        let noConsent = try s.run(["fonts", "install", ManagedSandbox.managed(2), "--provider", "a"])
        #expect(noConsent.code == 77)
        #expect(noConsent.stderr.contains("--yes"))
        #expect(noConsent.stderr.split(separator: "\n").count == 1, "the refusal is one line: \(noConsent.stderr)")
        let two = try s.run(["fonts", "install", ManagedSandbox.managed(6), ManagedSandbox.managed(7), "--provider", "a"])
        #expect(two.code == 77 && two.stderr.split(separator: "\n").count == 1 && two.stderr.contains("2 font files"), "\(two.stderr)")
        let limited = try s.run(["fonts", "install", ManagedSandbox.managed(3), ManagedSandbox.managed(4), "--provider", "a", "--yes"],
                                extraEnv: ["TYPOGRAPHY_PROVIDER_MAX_FONTS": "2"])
        #expect(limited.code == 73)
        #expect(limited.stdout.contains("ManageTest-03") && limited.stderr.contains("limit is 2"))
        // The mixed batch: the status of the first failure; the others still installed.
        let mixed = try s.run(["fonts", "install", ManagedSandbox.managed(5), ManagedSandbox.fixture("Type1Header.pfa"), "--provider", "c", "--yes"])
        #expect(mixed.code == 65 && mixed.stdout.contains("ManageTest-05"))
        #expect(try s.consistent().isEmpty)
    }

    @Test("providers lists each provider's fonts; --provider only its own; remove-provider removes them all")
    func providersAndRemoval() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), ManagedSandbox.managed(2), "--provider", "a", "--yes"]).code == 0)
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(3), "--provider", "b", "--yes", "--disabled"]).code == 0)
        let all = try s.run(["fonts", "providers", "--json"])
        let j = try #require(try all.json() as? [String: Any])
        let providers = try #require(j["providers"] as? [[String: Any]])
        #expect(providers.map { $0["provider"] as? String } == ["a", "b"])
        #expect(providers.map { $0["fontCount"] as? Int } == [2, 1])
        #expect(Set(providers[0].keys) == ["provider", "fontCount", "bytes", "folder", "fonts"])
        #expect((j["reconciliation"] as? [Any])?.isEmpty == true)
        let b = try #require(try s.run(["fonts", "providers", "--provider", "b", "--json"]).json() as? [String: Any])
        let bFonts = try #require((b["providers"] as? [[String: Any]])?.first?["fonts"] as? [[String: Any]])
        #expect(bFonts.map { $0["enabled"] as? Bool } == [false])
        #expect(!(try s.fcList().contains("ManageTest-03")), "a disabled font is outside fontconfig's folders")
        #expect(try s.run(["fonts", "enable", "ManageTest-03", "--provider", "b"]).code == 0)
        #expect(try s.fcList().contains("ManageTest-03"))
        #expect(try s.run(["fonts", "disable", "ManageTest-03", "--provider", "a"]).code == 77)
        let text = try s.run(["fonts", "providers"])
        #expect(text.stdout.contains("ManageTest-02") && text.stdout.contains("a  2 files"))

        let removed = try s.run(["fonts", "remove-provider", "a", "--json"])
        #expect(removed.code == 0)
        let rj = try #require(try removed.json() as? [String: Any])
        #expect((rj["removed"] as? [Any])?.count == 2)
        #expect(!FileManager.default.fileExists(atPath: s.fontsRoot + "/a"))
        let names = try s.fcList()
        #expect(!names.contains("ManageTest-01") && !names.contains("ManageTest-02") && names.contains("ManageTest-03"))
        #expect(try s.consistent().isEmpty)
    }

    @Test("uninstall by the original file or the installed path; a collection goes whole")
    func uninstallByFile() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "install", ManagedSandbox.managed(1), ManagedSandbox.fixture("CollectionTest.ttc"), "--provider", "p", "--yes", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try s.fcList().isSuperset(of: ["CollectionTest-Regular", "CollectionTest-Bold"]))
        let u = try s.run(["fonts", "uninstall", ManagedSandbox.managed(1), "CollectionTest-Bold", "--provider", "p", "--json"])
        #expect(u.code == 0, "\(u.stderr)")
        let results = try #require(try u.json() as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["removed", "removed"])
        #expect(Set(results[0].keys) == ["item", "status", "font", "error"])
        #expect(try s.fcList().isDisjoint(with: ["ManageTest-01", "CollectionTest-Regular", "CollectionTest-Bold"]))
        #expect(s.managedFiles().isEmpty)
    }

    @Test("process scope: validated and registered for the command's own process only; nothing written")
    func processScope() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--scope", "process"])
        #expect(r.code == 0 && r.stdout.contains("registered") && r.stdout.contains("process scope"))
        let listed = try s.fcList()
        #expect(s.managedFiles().isEmpty && !listed.contains("ManageTest-01"))
        // A consumer registering it for itself resolves it; another process does not.
        let own = try s.run(["fonts", "request", "ManageTest-01", "--register", ManagedSandbox.managed(1), "--json"])
        #expect(((try own.json() as? [[String: Any]])?.first?["status"] as? String) == "available")
        let other = try s.run(["fonts", "request", "ManageTest-01", "--json"])
        #expect(((try other.json() as? [[String: Any]])?.first?["status"] as? String) == "missing")
    }

    @Test("consent on a terminal: the user is asked y/N; yes installs, anything else installs nothing")
    func terminalConsent() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        for (answer, installed) in [("y", true), ("n", false), ("", false)] {
            let marker = s.root.path + "/done-\(answer.isEmpty ? "empty" : answer)"
            let cmd = Tmux.envPrefix(s.env, keys: Tmux.sandboxKeys) + " " + Tmux.quote(typographyExecutable().path)
                + " fonts install " + Tmux.quote(ManagedSandbox.managed(7)) + " --provider p; echo $? > " + Tmux.quote(marker) + "; sleep 30"
            let tmux = try Tmux(cmd)
            defer { tmux.kill() }
            let prompted = try tmux.waitForScreen("Install? [y/N]")
            let screen = try tmux.capture()
            #expect(prompted, "\(screen)")
            #expect(try tmux.capture().contains("Provider 'p' will install 1 font file"))
            if !answer.isEmpty { try tmux.send(answer) }
            try tmux.send("Enter")
            let end = Date().addingTimeInterval(15)
            while !FileManager.default.fileExists(atPath: marker) && Date() < end { usleep(50_000) }
            let code = (try? String(contentsOfFile: marker, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(code == (installed ? "0" : "77"), "answer '\(answer)'")
            #expect(try s.fcList().contains("ManageTest-07") == installed)
            if installed { #expect(try s.run(["fonts", "uninstall", "ManageTest-07", "--provider", "p"]).code == 0) }
        }
    }
}
