import Foundation
import Testing

/// Output that cannot be written, FIFOs where the tool reads its own settings and caches, line
/// breaks in quoted values, and outputs refused before anything is written.
@Suite("Failed writes, FIFOs in settings and caches, one-line errors", .serialized)
struct OutputFailureTests {
    /// Runs the tool through `sh` with `redirect` applied (`>/dev/full`, `>&-`…), in `env`.
    func shell(_ arguments: [String], _ redirect: String, env: [String: String]) throws -> (code: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([typographyExecutable().path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        p.arguments = ["-c", "exec " + quoted.joined(separator: " ") + " " + redirect]
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("Standard output on a full disk or closed: one line and exit 74, never a trap or output lost with exit 0",
          arguments: [["table"], ["export", "--format", "dtcg", "--all"], ["fonts", "info", ManagedSandbox.fixture("TrakTest.ttf")]])
    func failedWrites(arguments: [String]) throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        for redirect in [">/dev/full", ">&-"] {
            let r = try shell(arguments, redirect, env: sandbox.env)
            #expect(r.code == 74, "\(arguments) \(redirect): \(r.code) \(r.stderr)")
            #expect(r.stderr.hasPrefix("typography: cannot write to standard output: ") && r.stderr.split(separator: "\n").count == 1,
                    "\(arguments) \(redirect): \(r.stderr)")
        }
        // Standard error full too: exit 74, nothing else to say it with.
        let both = try shell(["fonts", "info", "/nonexistent.ttf"], "2>/dev/full", env: sandbox.env)
        #expect(both.code == 66 || both.code == 74, "\(both.code)")
    }

    @Test("A FIFO where the desktop's settings, the directory cache or FONTCONFIG_FILE are read never blocks")
    func fifosInSettingsAndCaches() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        var env = sandbox.env
        let config = try #require(env["XDG_CONFIG_HOME"]), cache = try #require(env["XDG_CACHE_HOME"])
        // With a time limit: a hang is a failure, not a stuck test run.
        let limited = HostileFilesTests()
        // KDE's kcmfonts, read for the desktop's text size by every command.
        #expect(mkfifo(config + "/kcmfonts", 0o600) == 0)
        let table = try limited.run(["resolve", "body"], seconds: 15, environment: env)
        #expect(!table.timedOut && table.code == 0, "\(table.stderr)")
        // The catalog's cache of fontconfig's directories.
        #expect(try runCLI(["fonts", "match", "Inter"], environment: env).code == 0)
        let dirs = cache + "/typography/fontconfig-dirs.json"
        try? FileManager.default.removeItem(atPath: dirs)
        #expect(mkfifo(dirs, 0o600) == 0)
        let match = try limited.run(["fonts", "match", "Inter", "--json"], seconds: 15, environment: env)
        #expect(!match.timedOut && match.code == 0, "\(match.stderr)")
        // FONTCONFIG_FILE itself (libfontconfig would open it blocking): one line, no hang.
        let fifo = sandbox.root.appendingPathComponent("fonts.conf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        env["FONTCONFIG_FILE"] = fifo
        let blocked = try limited.run(["fonts", "match", "Inter"], seconds: 15, environment: env)
        #expect(!blocked.timedOut && !blocked.signaled, "hung or killed")
        #expect(blocked.stderr.split(separator: "\n").count <= 1, "\(blocked.stderr)")
        env["FONTCONFIG_FILE"] = nil

        // GSettings' files (GIO and dconf open them blocking, and read a device for ever): dconf's
        // profile as a FIFO or /dev/zero, the user's dconf database as a FIFO, the keyfile
        // backend's file as a FIFO. Each is named in one warning and the command goes on at Large.
        let profile = sandbox.root.appendingPathComponent("fifo-profile").path
        #expect(mkfifo(profile, 0o600) == 0)
        try FileManager.default.createDirectory(atPath: config + "/dconf", withIntermediateDirectories: true)
        #expect(mkfifo(config + "/dconf/user", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: config + "/glib-2.0/settings", withIntermediateDirectories: true)
        #expect(mkfifo(config + "/glib-2.0/settings/keyfile", 0o600) == 0)
        for (variable, value, file) in [("DCONF_PROFILE", profile, profile), ("DCONF_PROFILE", "/dev/zero", "/dev/zero"),
                                        ("DCONF_PROFILE", env["DCONF_PROFILE"], config + "/dconf/user"),
                                        ("GSETTINGS_BACKEND", "keyfile", config + "/glib-2.0/settings/keyfile")] {
            var e = env
            e[variable] = value
            let r = try limited.run(["resolve", "body"], seconds: 15, environment: e)
            #expect(!r.timedOut && r.code == 0, "\(variable)=\(value ?? "-"): \(r.code) \(r.stderr)")
            #expect(r.stderr.contains("\(file): not a regular file") && r.stderr.split(separator: "\n").count == 1,
                    "\(variable)=\(value ?? "-"): \(r.stderr)")
        }
        // The user's own fonts.conf, which the standard configuration includes, as a FIFO: the
        // command does not wait on it.
        try FileManager.default.createDirectory(atPath: config + "/fontconfig", withIntermediateDirectories: true)
        #expect(mkfifo(config + "/fontconfig/fonts.conf", 0o600) == 0)
        try FileManager.default.removeItem(atPath: config + "/dconf/user")
        for args in [["fonts", "match", "Inter"], ["measure", "Hi", "body"]] {
            let r = try limited.run(args, seconds: 15, environment: env)
            #expect(!r.timedOut && r.code == 0, "\(args[0]) with a FIFO fonts.conf: \(r.code) \(r.stderr)")
        }
    }

    @Test("A weight or width range far outside 0–1000 is a usage error, not a trap (found by the CLI fuzzer)")
    func hugeRangesAreUsageErrors() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        for args in [["fonts", "list", "--weight", "1e+300"], ["fonts", "list", "--font-width", "90-1e300"],
                     ["fonts", "pick", "--weight", "1e300", "--json"]] {
            let r = try runCLI(args, environment: sandbox.env)
            #expect(r.code == 64 && r.stderr.contains("from 0 to 1000") && r.stderr.split(separator: "\n").count == 1,
                    "\(args): \(r.code) \(r.stderr)")
        }
        // No whole weight in the range (the integer range would be empty: a trap).
        for args in [["fonts", "list", "--weight", "0.5"], ["fonts", "pick", "--json", "--weight", "400.2-400.8"]] {
            let r = try runCLI(args, environment: sandbox.env)
            #expect(r.code == 64 && r.stderr.contains("no whole weight") && r.stderr.split(separator: "\n").count == 1,
                    "\(args): \(r.code) \(r.stderr)")
        }
        // A finite size too large to draw: refused in one line, whatever its magnitude (the
        // message's integer conversion trapped from about 9.2e18).
        let dir = try TempDir()
        defer { dir.remove() }
        for args in [["render", "Hi", "body", "-o", dir.path("o.png"), "--padding", "1e19"],
                     ["render", "Hi", "body", "-o", dir.path("o.svg"), "--line-width", "1e19pt"]] {
            let r = try runCLI(args, environment: sandbox.env)
            #expect(r.code == 64 && r.stderr.contains("too large to draw") && r.stderr.split(separator: "\n").count == 1,
                    "\(args): \(r.code) \(r.stderr)")
        }
        #expect(dir.contents().isEmpty)
    }

    @Test("With --json, a refused font operation is in the JSON and one line on standard error, as in every command")
    func jsonRefusalsAreSaidOnStandardError() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        for args in [["fonts", "install", "/nonexistent/x.ttf", "--provider", "org.example.app", "--scope", "process", "--json"],
                     ["fonts", "uninstall", "/nonexistent/x.ttf", "--provider", "org.example.app", "--json"],
                     ["fonts", "enable", "NoSuchFont-Regular", "--provider", "org.example.app", "--json"]] {
            let r = try runCLI(args, environment: sandbox.env)
            #expect(r.code == 66, "\(args[1]): \(r.code) \(r.stderr)")
            #expect(r.stderr.hasPrefix("typography: ") && r.stderr.split(separator: "\n").count == 1, "\(args[1]): \(r.stderr)")
            #expect((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil, "\(args[1]): \(r.stdout)")
        }
    }

    @Test("libfontconfig's own messages are relayed escaped and bounded: a file name's terminal escape, 3,000 warnings")
    func fontconfigMessagesAreEscaped() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        var env = sandbox.env
        let evil = sandbox.root.appendingPathComponent("evil\u{1B}[31m\u{7}.conf").path
        try Data("<?xml version=\"1.0\"?>\n<fontconfig><dir>/usr/share/fonts</dir><broken\n".utf8).write(to: URL(fileURLWithPath: evil))
        env["FONTCONFIG_FILE"] = evil
        let r = try runCLI(["fonts", "match", "Inter"], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(!r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(r.stderr)")
        #expect(r.stderr.contains("evil\\u{1B}[31m\\u{7}.conf"), "\(r.stderr)")
        // A configuration that makes fontconfig warn 3,000 times: three lines and a count.
        let nested = sandbox.root.appendingPathComponent("nested.conf").path
        let body = String(repeating: "<match>", count: 3000) + String(repeating: "</match>", count: 3000)
        try Data("<?xml version=\"1.0\"?><fontconfig><dir>/usr/share/fonts</dir>\(body)</fontconfig>".utf8)
            .write(to: URL(fileURLWithPath: nested))
        env["FONTCONFIG_FILE"] = nested
        let many = try runCLI(["fonts", "match", "Inter"], environment: env)
        let lines = many.stderr.split(separator: "\n")
        #expect(lines.count == 4 && lines.last?.hasPrefix("fontconfig: … ") == true, "\(lines.prefix(6))")
    }

    @Test("A line break in a quoted value never starts a line of its own: errors, tables and records")
    func lineBreaksAreEscaped() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        for args in [["fonts", "info", "a\nFAKE.ttf"], ["export", "--format", "swiftui", "--family", "Bad\nFAKE"],
                     ["measure", "Hi", "body", "--direction", "r\u{2028}FAKE"],
                     // The argument parser's own message, with the value quoted whole.
                     ["export", "--format", "a\nFAKE"]] {
            let r = try runCLI(args, environment: sandbox.env)
            #expect(r.code != 0)
            #expect(r.stderr.split(separator: "\n").count == 1 && !r.stderr.contains("\u{2028}"), "\(args): \(r.stderr)")
            #expect(r.stderr.contains("\\u{A}FAKE") || r.stderr.contains("\\u{2028}FAKE"), "\(args): \(r.stderr)")
        }
        // A document's font name with a line break stays in its table row.
        let rtf = sandbox.root.appendingPathComponent("n.rtf").path
        try Data("{\\rtf1\\ansi{\\fonttbl\\f0 Line1\\'0aFAKE;}\\f0\\fs24 x}".utf8).write(to: URL(fileURLWithPath: rtf))
        let info = try runCLI(["rtf", "info", rtf], environment: sandbox.env)
        #expect(info.code == 0, "\(info.stderr)")
        #expect(!info.stdout.split(separator: "\n").contains { $0.hasPrefix("FAKE") }, "\(info.stdout)")
    }

    @Test("A Style Dictionary project refused part-way writes nothing; text too wide for a PNG is a one-line usage error")
    func refusedOutputsWriteNothing() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let dir = sandbox.root.appendingPathComponent("sd").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/tokens"))  // where a folder must go
        let r = try runCLI(["export", "--format", "style-dictionary", "-o", dir], environment: sandbox.env)
        #expect(r.code == 73, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["tokens"], "something was written")
        let png = sandbox.root.appendingPathComponent("long.png").path
        let long = try runCLI(["render", String(repeating: "W", count: 10_000), "body", "-o", png], environment: sandbox.env)
        #expect(long.code == 64, "\(long.code): \(long.stderr)")
        #expect(long.stderr.contains("too large to draw") && long.stderr.split(separator: "\n").count == 1, "\(long.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png))
    }
}
