import Foundation
import Testing

@Suite("typography fonts watch/request/pick")
struct FontsWatchRequestPickTests {
    @Test("watch in one process sees another process's install and removal within one second, as JSON lines")
    func watchAcrossProcesses() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let watch = try BackgroundCLI(["fonts", "watch", "--json", "--count", "3", "--timeout", "30"], environment: s.env)
        #expect(watch.waitFor(20) { watch.stderr.contains("watching") })
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"]).code == 0)
        #expect(try s.run(["fonts", "disable", "ManageTest-01", "--provider", "p"]).code == 0)
        #expect(try s.run(["fonts", "uninstall", "ManageTest-01", "--provider", "p"]).code == 0)
        #expect(watch.finish() == 0, "\(watch.stderr)")
        let lines = watch.lines
        #expect(lines.count == 3)
        var kinds: [String] = []
        for (arrived, line) in lines {
            let j = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(j.keys) == ["seq", "kind", "scope", "provider", "postscriptNames", "path", "time", "note"])
            kinds.append(j["kind"] as? String ?? "")
            // `time` is the commit's; the line arrived within a second of it.
            let f = ISO8601DateFormatter()
            f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let committed = try #require(f.date(from: j["time"] as? String ?? ""))
            #expect(arrived.timeIntervalSince(committed) < 1.0, "\(arrived.timeIntervalSince(committed)) s")
        }
        #expect(kinds == ["installed", "disabled", "removed"])
    }

    @Test("watch --timeout ends quietly with 0; --count not reached in time is 75")
    func watchBounds() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let quiet = try s.run(["fonts", "watch", "--timeout", "0.3"])
        #expect(quiet.code == 0 && quiet.stdout.isEmpty)
        #expect(try s.run(["fonts", "watch", "--timeout", "0.3", "--count", "1"]).code == 75)
        #expect(try s.run(["fonts", "watch", "--timeout", "-1"]).code == 64)
    }

    @Test("request --wait: the consumer is told when another process installs the missing font; exit 0")
    func requestWaits() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let req = try BackgroundCLI(["fonts", "request", "ManageTest-09", "TrakTest-Regular", "Helvetica", "--wait", "30", "--use-installed-fonts", "--json"],
                                    environment: s.env)
        #expect(req.waitFor(20) { !req.lines.isEmpty })
        let first = try #require(try JSONSerialization.jsonObject(with: Data((req.lines.first?.1 ?? "").utf8)) as? [String: Any])
        #expect(first["event"] as? String == "initial")
        let statuses = (first["results"] as? [[String: Any]])?.map { $0["status"] as? String }
        #expect(statuses == ["missing", "available", "substituted"])
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(9), "--provider", "p", "--yes"]).code == 0)
        // Helvetica stays substituted, so this request would wait until its timeout: stop it once
        // the change has arrived (the request that completes is the second one below).
        #expect(req.waitFor(20) { req.lines.contains { $0.1.contains("\"event\":\"changed\"") } })
        req.process.terminate()
        _ = req.finish()
        let changed = req.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.1.utf8)) as? [String: Any] }
            .first { $0["event"] as? String == "changed" }
        let r = try #require(changed?["result"] as? [String: Any])
        #expect(r["name"] as? String == "ManageTest-09" && r["status"] as? String == "available")
        #expect((r["installed"] as? [String: Any])?["provider"] as? String == "p")

        let done = try BackgroundCLI(["fonts", "request", "ManageTest-10", "--wait", "30", "--use-installed-fonts"], environment: s.env)
        #expect(done.waitFor(20) { !done.lines.isEmpty })
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(10), "--provider", "p", "--yes"]).code == 0)
        #expect(done.finish() == 0, "\(done.stderr)")
        #expect(done.lines.contains { $0.1.hasPrefix("available: ManageTest-10") })
    }

    @Test("request without opting in: the installed font is missing and the reason names its provider; --wait times out with 75")
    func requestNotOptedIn() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(2), "--provider", "p", "--yes"]).code == 0)
        let r = try s.run(["fonts", "request", "ManageTest-02", "--json"])
        #expect(r.code == 0)
        let j = try #require((try r.json() as? [[String: Any]])?.first)
        #expect(Set(j.keys) == ["name", "status", "face", "substitute", "reason", "installed"])
        #expect(j["status"] as? String == "missing")
        #expect((j["reason"] as? String)?.contains("use installed fonts") == true)
        #expect((j["installed"] as? [String: Any])?["visible"] as? Bool == false)
        let waited = try s.run(["fonts", "request", "ManageTest-02", "--wait", "0.5", "--json"])
        #expect(waited.code == 75)
        #expect(waited.stdout.split(separator: "\n").last?.contains("\"complete\":false") == true)
        #expect(try s.run(["fonts", "request", "ManageTest-02", "--provider", "p", "--json"]).stdout.contains("\"available\""))
    }

    @Test("installed fonts stand in for a generic family only with --installed-fonts-in-fallback")
    func noFallbackByDefault() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"]).code == 0)
        func substitute(_ extra: [String]) throws -> String? {
            let r = try s.run(["fonts", "request", "monospace", "--use-installed-fonts", "--json"] + extra)
            return (try r.json() as? [[String: Any]])?.first?["substitute"] as? String
        }
        let byDefault = try substitute([])
        #expect(byDefault != nil && byDefault != "ManageTest-01")
        #expect(try substitute(["--installed-fonts-in-fallback"]) == "ManageTest-01")
    }

    @Test("pick --json: entries filtered by traits and language, searched, with previews drawn in each font")
    func pickJSON() throws {
        let s = try ManagedSandbox(system: ["TrakTest.ttf", "CFFTest-BoldItalic.otf", "MonoTest-Regular.ttf", "CollectionTest.ttc"])
        defer { s.cleanup() }
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"]).code == 0)
        func ids(_ extra: [String]) throws -> [String] {
            let r = try s.run(["fonts", "pick", "--json"] + extra)
            #expect(r.code == 0, "\(r.stderr)")
            return (try r.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        #expect(try ids([]) == ["CFF Test", "Collection Test", "Mono Test", "Trak Test"])
        #expect(try ids(["--use-installed-fonts"]).contains("Manage Test 01"))
        #expect(try ids(["--monospaced"]) == ["Mono Test"])
        #expect(try ids(["--italic"]) == ["CFF Test"])
        #expect(try ids(["--faces", "--weight", "700-900"]) == ["CFFTest-BoldItalic", "CollectionTest-Bold"])
        #expect(try ids(["--language", "ru"]).isEmpty)
        #expect(try ids(["--query", "coll"]) == ["Collection Test"])
        #expect(try s.run(["fonts", "pick", "--json", "--language", "xx-nope"]).code == 64)

        let dir = s.root.path + "/previews"
        let r = try s.run(["fonts", "pick", "--json", "--previews", dir, "--query", "test"])
        let entries = try #require(try r.json() as? [[String: Any]])
        #expect(entries.count == 4)
        for e in entries {
            let png = try #require(e["previewImage"] as? String)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: png)))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let preview = try #require(e["preview"] as? [String: Any])
            #expect(preview["usesSystemFont"] as? Bool == false)
        }
        // WYSIWYG: each drawn in its own font, so the images differ.
        let sizes = Set(try entries.compactMap { $0["previewImage"] as? String }.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
        #expect(sizes.count == 4)
    }

    @Test("pick interactively on a terminal (tmux): type to search, arrows, Enter prints the choice")
    func pickInteractive() throws {
        let s = try ManagedSandbox(system: ["TrakTest.ttf", "CFFTest-BoldItalic.otf", "MonoTest-Regular.ttf", "CollectionTest.ttc"])
        defer { s.cleanup() }
        let out = s.root.path + "/choice"
        let cmd = Tmux.envPrefix(s.env, keys: Tmux.sandboxKeys) + " " + Tmux.quote(typographyExecutable().path)
            + " fonts pick --faces > " + Tmux.quote(out) + "; echo code=$? >> " + Tmux.quote(out) + "; sleep 30"
        let tmux = try Tmux(cmd)
        defer { tmux.kill() }
        #expect(try tmux.waitForScreen("Search:"))
        #expect(try tmux.capture().contains("of 5 fonts"))
        try tmux.send("coll")
        let filtered = try tmux.waitForScreen("2 of 5 fonts")
        let screen = try tmux.capture()
        #expect(filtered, "\(screen)")
        #expect(try tmux.capture().contains("> Collection Test Bold") || tmux.capture().contains("> Collection Test Regular"))
        try tmux.send("Down")
        usleep(200_000)
        try tmux.send("Enter")
        let end = Date().addingTimeInterval(10)
        while !((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").contains("code=") && Date() < end { usleep(50_000) }
        let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(text == "CollectionTest-Regular\ncode=0\n" || text == "CollectionTest-Bold\ncode=0\n", "\(text)")
        #expect(!(try tmux.capture().contains("Search:")), "the alternate screen is left")
    }

    @Test("pick: Esc and Ctrl-C cancel with 130, SIGINT from outside too, and the terminal is restored each time")
    func pickCancelRestoresTerminal() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        for way in ["Escape", "C-c", "SIGINT"] {
            let out = s.root.path + "/out-\(way)"
            let cmd = Tmux.envPrefix(s.env, keys: Tmux.sandboxKeys) + " sh -c " + Tmux.quote(
                Tmux.quote(typographyExecutable().path) + " fonts pick > " + Tmux.quote(out) + "; echo code=$? >> " + Tmux.quote(out)
                    + "; stty -a >> " + Tmux.quote(out) + "; sleep 30")
            let tmux = try Tmux(cmd)
            defer { tmux.kill() }
            #expect(try tmux.waitForScreen("Search:"))
            if way == "SIGINT" {
                // The picker is the shell's child.
                let shell = try #require(try tmux.panePID())
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                p.arguments = ["ps", "-o", "pid=", "--ppid", "\(shell)"]
                let pipe = Pipe()
                p.standardOutput = pipe
                try p.run()
                let pids = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                p.waitUntilExit()
                // sh -c runs the tool as its child (sh's own child, the pane's grandchild).
                var target = pids.split(separator: "\n").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }.first
                if let t = target {
                    let q = Process()
                    q.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                    q.arguments = ["ps", "-o", "pid=", "--ppid", "\(t)"]
                    let qp = Pipe()
                    q.standardOutput = qp
                    try q.run()
                    let inner = String(decoding: qp.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    q.waitUntilExit()
                    if let i = inner.split(separator: "\n").compactMap({ Int32($0.trimmingCharacters(in: .whitespaces)) }).first { target = i }
                }
                let pid = try #require(target)
                kill(pid, SIGINT)
            } else {
                try tmux.send(way)
            }
            let end = Date().addingTimeInterval(10)
            while !((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").contains("speed") && Date() < end { usleep(50_000) }
            let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            #expect(text.hasPrefix("code=130\n"), "\(way): \(text.prefix(40))")
            let flags = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
            #expect(flags.contains("icanon") && flags.contains("echo") && flags.contains("isig"), "\(way): the terminal is back in cooked mode")
        }
    }

    @Test("pick without a terminal and without --json is a usage error")
    func pickNeedsTerminal() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        // setsid: no controlling terminal, whatever the test runner has.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["setsid", "-w", typographyExecutable().path, "fonts", "pick"]
        p.environment = s.env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 64)
        #expect(text.contains("--json"))
    }
}
