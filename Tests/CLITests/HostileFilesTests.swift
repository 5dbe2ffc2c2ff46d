import Foundation
import Testing

/// Files that change or are not files: no signal, no hang, one line that names the path.
@Suite struct HostileFilesTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"

    /// Runs the tool with a time limit; a run still going after `seconds` is killed and reported.
    func run(_ args: [String], seconds: Double = 20, environment: [String: String]? = nil) throws -> (code: Int32, signaled: Bool, timedOut: Bool, stderr: String) {
        let p = Process()
        p.executableURL = typographyExecutable()
        p.arguments = args
        if let environment { p.environment = environment }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        let timedOut = p.isRunning
        if timedOut {
            // SIGTERM, then SIGKILL after 2 s: a process that handles SIGTERM and is blocked
            // must not hang the test run too.
            p.terminate()
            let grace = Date().addingTimeInterval(2)
            while p.isRunning && Date() < grace { usleep(10_000) }
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
        }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (p.terminationStatus, p.terminationReason == .uncaughtSignal, timedOut, stderr)
    }

    @Test func aFontTruncatedWhileItIsReadIsAnErrorNeverASignal() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.noto))
        let path = dir.path("changing.ttf")
        try original.write(to: URL(fileURLWithPath: path))
        // Another thread truncates the file to random lengths and restores it, over and over.
        final class Flag: @unchecked Sendable { var stop = false }
        let flag = Flag()
        let writer = Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            var seed: UInt64 = 42
            while !flag.stop {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                ftruncate(fd, off_t(Int(seed >> 33) % original.count))
                _ = original.withUnsafeBytes { pwrite(fd, $0.baseAddress, original.count, 0) }
            }
            close(fd)
        }
        writer.start()
        defer { flag.stop = true }
        // The font reader (`fonts info`), and shaping and drawing, which load the file for
        // HarfBuzz and FreeType: a long text keeps the shaper reading the file while it changes.
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 200)
        let commands: [([String], Int)] = [
            (["fonts", "info", path, "-j"], 40),
            (["measure", text, "--font", path, "--point-size", "12"], 40),
            (["render", "x", "--font", path, "--point-size", "40", "-o", dir.path("o.png")], 15),
        ]
        for (args, times) in commands {
            var outcomes: [Int32: Int] = [:]
            for _ in 0..<times {
                let r = try run(args)
                #expect(!r.signaled, "\(args[0]): killed by a signal: \(r.stderr)")
                #expect(!r.timedOut)
                #expect(r.code == 0 || r.code == 65, "\(args[0]): exit \(r.code): \(r.stderr)")
                if r.code != 0 { #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(path)) }
                outcomes[r.code, default: 0] += 1
            }
            #expect(outcomes.values.reduce(0, +) == times)
        }
        flag.stop = true
    }

    @Test func specialFilesAreRefusedBeforeTheyCanBlock() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let fifo = dir.path("fifo.ttf")
        #expect(mkfifo(fifo, 0o644) == 0)
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let cases: [([String], String)] = [
            (["fonts", "info", fifo], "not a regular file"),
            (["fonts", "info", "/dev/zero"], "not a regular file"),
            (["rtf", "info", fifo], "not a regular file"),
            (["rtf", "convert", fifo, "--to", "ios", "-o", dir.path("out.rtf")], "not a regular file"),
            (["rtf", "render", fifo, "-o", dir.path("out.png")], "not a regular file"),
            (["lint", fifo], "not a regular file"),
            (["measure", "--runs", fifo], "not a regular file"),
            (["measure", "--lines", fifo, "--font", Self.noto, "--point-size", "12"], "not a regular file"),
            (["measure", "x", "--font", fifo, "--point-size", "12"], "not a regular file"),
        ]
        for (args, message) in cases {
            let r = try run(args, seconds: 15, environment: env)
            #expect(!r.timedOut, "\(args) hung")
            #expect(!r.signaled)
            #expect((64...77).contains(r.code) && r.stderr.contains(message) && r.stderr.contains(args.contains(fifo) ? fifo : "/dev/zero"),
                    "\(args): exit \(r.code): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            // A font file that cannot be read is no input (66), by path in any command.
            if args[0] == "fonts" || args.firstIndex(of: "--font").map({ args[$0 + 1] == fifo }) == true {
                #expect(r.code == 66, "\(args): \(r.code)")
            }
        }
        // A folder with a FIFO among fonts: the FIFO is named and refused, the fonts still install.
        let folder = dir.path("fonts")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.noto, toPath: folder + "/NotoSans-Regular.ttf")
        #expect(mkfifo(folder + "/pipe.ttf", 0o644) == 0)
        for scope in ["process", "user"] {
            let r = try run(["fonts", "install", folder, "--provider", "org.example.test", "--scope", scope, "--yes"],
                            seconds: 30, environment: env)
            #expect(!r.timedOut, "install --scope \(scope) hung on a FIFO")
            #expect(r.stderr.contains("pipe.ttf") && r.stderr.contains("not a regular file"), "\(scope): \(r.stderr)")
        }
        // A folder with a FIFO beside a font given to a consumer's --register: the FIFO is one
        // line, the answer is still given with the font that did register, and the run ends
        // with the FIFO's 66.
        let registered = dir.path("register")
        try FileManager.default.createDirectory(atPath: registered, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ManagedSandbox.managed(1), toPath: registered + "/ManageTest-01.ttf")
        #expect(mkfifo(registered + "/pipe.ttf", 0o644) == 0)
        for args in [["fonts", "request", "ManageTest-01", "--register", registered, "--provider", "org.example.app"],
                     ["fonts", "pick", "--json", "--query", "Manage Test", "--register", registered, "--provider", "org.example.app"]] {
            let r = try runCLI(args, environment: env)
            #expect(r.code == 66, "\(args[1]): \(r.code) \(r.stderr)")
            #expect(r.stderr == "typography: \(registered)/pipe.ttf: not a regular file\n", "\(args[1]): \(r.stderr)")
            #expect(r.stdout.contains("ManageTest-01"), "\(args[1]) gave no answer: \(r.stdout)")
        }
    }

    @Test func readOnlyOutputsAndOneCharacterNamesBehaveTheSameEverywhere() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let rtf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rtf/ios-uitextview.rtf").path
        // A read-only file at -o is refused, as the shell's > refuses it: exit 73, one line, the
        // file unchanged, no temporary file left. (This mode binds root too: no write bit at all.)
        let cases: [(String, [String])] = [
            ("ro.rtf", ["rtf", "convert", rtf, "--to", "mac", "-o"]),
            ("ro.css", ["export", "--format", "css", "-o"]),
            ("ro.png", ["render", "x", "--font", Self.noto, "--point-size", "12", "-o"]),
            ("ro.svg", ["specimen", "-o"]),
        ]
        for (name, args) in cases {
            let path = dir.path(name)
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            #expect(chmod(path, 0o444) == 0)
            let r = try runCLI(args + [path], environment: WarmSandbox.env)
            #expect(r.code == 73 && r.stderr == "typography: \(path): is read-only; make it writable (chmod u+w) to replace it\n",
                    "\(args[0]): \(r.code) \(r.stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        }
        // In a folder of exported files, a read-only file stops the export before anything moves.
        let folder = dir.path("tokens")
        #expect(try runCLI(["export", "--format", "style-dictionary", "--all", "-o", folder]).code == 0)
        let config = folder + "/config.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        #expect(chmod(config, 0o444) == 0)
        let refused = try runCLI(["export", "--format", "style-dictionary", "--all", "-o", folder])
        #expect(refused.code == 73 && refused.stderr.contains("is read-only; nothing written"), "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: config)) == before)
        #expect(dir.contents().allSatisfy { !$0.contains("typography-") }, "\(dir.contents())")

        // One-character names relative to the working folder (Foundation's path splitting
        // trapped on them): written like any other name.
        for (name, args) in [("z", ["export", "--format", "css", "-o"]), ("y", ["rtf", "convert", rtf, "--to", "mac", "-o"]),
                             ("é", ["specimen", "--format", "html", "-o"]), ("s", ["export", "--format", "style-dictionary", "--all", "-o"])] {
            let r = try runCLI(args + [name], environment: WarmSandbox.env, currentDirectory: dir.url)
            #expect(r.code == 0 && FileManager.default.fileExists(atPath: dir.path(name)), "\(name): \(r.code) \(r.stderr)")
        }
    }

    @Test func linksAtInputsAndOutputsBehaveTheSameEverywhere() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let rtf = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rtf/ios-uitextview.rtf").path
        // A dangling link at -o is followed: the file it names is created, the link stays.
        let link = dir.path("out.rtf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.rtf")
        let r = try runCLI(["rtf", "convert", rtf, "--to", "mac", "-o", link])
        #expect(r.code == 0, "\(r.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "target.rtf")
        #expect(FileManager.default.fileExists(atPath: dir.path("target.rtf")))
        let pngLink = dir.path("out.png")
        try FileManager.default.createSymbolicLink(atPath: pngLink, withDestinationPath: dir.path("drawn.png"))
        #expect(try runCLI(["render", "x", "body", "-o", pngLink], environment: WarmSandbox.env).code == 0)
        #expect(FileManager.default.fileExists(atPath: dir.path("drawn.png")))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: pngLink)) == dir.path("drawn.png"))

        // A loop is called a loop, as an input (66) and as an output (73), and nothing is written.
        try FileManager.default.createSymbolicLink(atPath: dir.path("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: dir.path("b"), withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(atPath: dir.path("a.png"), withDestinationPath: "b.png")
        try FileManager.default.createSymbolicLink(atPath: dir.path("b.png"), withDestinationPath: "a.png")
        let cases: [([String], Int32)] = [
            (["fonts", "info", dir.path("a")], 66), (["rtf", "info", dir.path("a")], 66), (["lint", dir.path("a")], 66),
            // A font by path is an input like any other: the same 66 in every command.
            (["measure", "x", "--font", dir.path("a"), "--point-size", "12"], 66),
            (["measure", "x", "body", "--fallback", dir.path("a")], 66),
            (["rtf", "convert", rtf, "--to", "mac", "-o", dir.path("a")], 73),
            (["render", "x", "--font", Self.noto, "--point-size", "12", "-o", dir.path("a.png")], 73),
        ]
        for (args, code) in cases {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == code && r.stderr.contains("a loop of symbolic links") && r.stderr.split(separator: "\n").count == 1,
                    "\(args): \(r.code) \(r.stderr)")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir.path("a"))) == "b")
        // An output that is a FIFO is refused, never replaced nor opened.
        #expect(mkfifo(dir.path("pipe.rtf"), 0o644) == 0)
        let fifo = try runCLI(["rtf", "convert", rtf, "--to", "mac", "-o", dir.path("pipe.rtf")])
        #expect(fifo.code == 73 && fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
    }

    @Test func malformedInputsAreReportedWithTheirPosition() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        // JSON: line and column of the first syntax error (the second object lacks a comma).
        let json = dir.path("usages.json")
        try "{\"usages\": [\n  {\"platform\": \"ios\", \"style\": \"body\"},\n  {\"platform\": \"ios\" \"style\": \"body\"}\n]}"
            .write(toFile: json, atomically: true, encoding: .utf8)
        let lint = try runCLI(["lint", json])
        #expect(lint.code == 65 && lint.stderr.contains("usages.json:3:22: not valid JSON"), "\(lint.stderr)")
        let cut = dir.path("cut.json")
        try "[{\"platform\": \"ios\",".write(toFile: cut, atomically: true, encoding: .utf8)
        let ends = try runCLI(["lint", cut])
        #expect(ends.code == 65 && ends.stderr.contains("cut.json:1:21:") && ends.stderr.contains("ends before"), "\(ends.stderr)")
        // Valid JSON with a bad value: the usage's position in the list (from 0).
        let bad = dir.path("bad.json")
        try #"[{"platform": "ios", "style": "body"}, {"platform": "ios", "style": "bodyy"}, {"style": "body"}]"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let style = try runCLI(["lint", bad])
        #expect(style.code == 65 && style.stderr.hasPrefix("typography: \(bad): usage 1: unknown text style 'bodyy'"), "\(style.stderr)")
        try #"[{"platform": "ios", "style": "body"}, {"style": "body"}]"#.write(toFile: bad, atomically: true, encoding: .utf8)
        let platform = try runCLI(["lint", bad])
        #expect(platform.code == 65 && platform.stderr == "typography: \(bad): usage 1: no \"platform\"\n", "\(platform.stderr)")
        // RTF: the byte offset.
        let rtf = dir.path("bin.rtf")
        try "{\\rtf1\\ansi \\bin999 abc}".write(toFile: rtf, atomically: true, encoding: .utf8)
        let r = try runCLI(["rtf", "info", rtf])
        #expect(r.code == 65 && r.stderr.contains("at byte 12"), "\(r.stderr)")
        // A lint list over the size lint reads is refused before it is read.
        let big = dir.path("big.json")
        FileManager.default.createFile(atPath: big, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()
        let refused = try runCLI(["lint", big])
        #expect(refused.code == 65 && refused.stderr.contains("more than the") && refused.stderr.contains(big), "\(refused.stderr)")
    }

    /// Found by scripts/fuzz-cli.py: `fonts request X --wait 1e300` crashed (SIGILL) converting
    /// the wait to nanoseconds.
    @Test func absurdWaitsAreUsageErrors() throws {
        for args in [["fonts", "request", "X", "--wait", "1e300"], ["fonts", "watch", "--timeout", "1e300"],
                     ["fonts", "request", "X", "--wait", "-1"], ["fonts", "watch", "--timeout", "nan"]] {
            let r = try run(args, seconds: 10)
            #expect(!r.signaled && !r.timedOut && r.code == 64 && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }
}
