import Foundation
import Testing

/// A sandboxed HOME/XDG for the font management commands. By default fontconfig is configured
/// with a small "system" folder of fixtures plus the sandbox's user font directory
/// (`<dir prefix="xdg">fonts</dir>`, as the standard configuration has it), so that every command
/// and `fc-list` see the same small set quickly; `systemConfig: true` keeps this machine's
/// /etc/fonts configuration (the real system fonts, and the sandbox's user directory).
final class ManagedSandbox: @unchecked Sendable {
    let root: URL
    var env: [String: String]
    let systemFonts: String

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func fixture(_ name: String) -> String {
        name.hasPrefix("ManageTest") ? fixtures + "/managed-fonts/" + name : fixtures + "/fonts/" + name
    }

    static func managed(_ n: Int) -> String { fixture(String(format: "ManageTest-%02d.ttf", n)) }

    init(systemConfig: Bool = false, system: [String] = ["TrakTest.ttf", "CFFTest-BoldItalic.otf"]) throws {
        let sandbox = try makeSandboxEnvironment()
        root = sandbox.root
        env = sandbox.env
        systemFonts = root.appendingPathComponent("system-fonts").path
        try FileManager.default.createDirectory(atPath: systemFonts, withIntermediateDirectories: true)
        for n in system { try FileManager.default.copyItem(atPath: Self.fixture(n), toPath: systemFonts + "/" + n) }
        env["FONTCONFIG_PATH"] = nil
        env["TYPOGRAPHY_FONT_DIRS"] = nil
        env["TYPOGRAPHY_TEST_FAULT"] = nil
        if systemConfig {
            env["FONTCONFIG_FILE"] = nil
        } else {
            let conf = root.appendingPathComponent("fonts.conf").path
            try Data("""
                <?xml version="1.0"?>
                <fontconfig>
                  <dir>\(systemFonts)</dir>
                  <dir prefix="xdg">fonts</dir>
                  <cachedir prefix="xdg">fontconfig</cachedir>
                </fontconfig>
                """.utf8).write(to: URL(fileURLWithPath: conf))
            env["FONTCONFIG_FILE"] = conf
            // fontconfig 2.14 also expands `prefix="xdg"` under each of XDG_DATA_DIRS
            // (/usr/share…): an empty one keeps the system's fonts out.
            let share = root.appendingPathComponent("share").path
            try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
            env["XDG_DATA_DIRS"] = share
        }
    }

    var data: String { env["XDG_DATA_HOME"] ?? "" }
    var fontsRoot: String { data + "/fonts/typography" }
    var disabledRoot: String { data + "/typography/disabled-fonts" }
    var registry: String { data + "/typography/font-registry.sqlite" }

    func run(_ args: [String], extraEnv: [String: String] = [:], stdin: String? = nil) throws -> CLIResult {
        try runCLI(args, environment: env.merging(extraEnv) { $1 }, stdin: stdin)
    }

    /// Runs `tool` (fc-list, sqlite3, sha256sum…) with the sandbox's environment.
    func tool(_ tool: String, _ args: [String]) throws -> (code: Int32, out: String) {
        try runTool(tool, args, environment: env)
    }

    /// The PostScript names fontconfig lists (fc-list with the sandbox's HOME and XDG).
    func fcList() throws -> Set<String> {
        Set(try tool("fc-list", ["--format", "%{postscriptname}\n"]).out.split(separator: "\n").map(String.init))
    }

    /// The registry's rows, read with the sqlite3 tool (not through our code): path → sha256.
    func registryRows() throws -> [String: String] {
        guard FileManager.default.fileExists(atPath: registry) else { return [:] }
        let r = try tool("sqlite3", ["-separator", "\t", registry, "SELECT path, sha256 FROM font"])
        var out: [String: String] = [:]
        for line in r.out.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            if parts.count == 2 { out[parts[0]] = parts[1] }
        }
        return out
    }

    func integrityCheck() throws -> String {
        try tool("sqlite3", [registry, "PRAGMA integrity_check"]).out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every entry of every provider folder (enabled and disabled): path → is hidden.
    func managedFiles() -> [String] {
        var out: [String] = []
        for root in [fontsRoot, disabledRoot] {
            for p in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
                for f in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + p)) ?? [] { out.append(root + "/" + p + "/" + f) }
            }
        }
        return out.sorted()
    }

    /// The invariants a crash must keep, checked on disk and in the registry without our code:
    /// every record has its file with the recorded content; every font file under its final name
    /// is a complete copy of one of the fixtures (never half written). Temporary files (hidden)
    /// may remain until the next command reconciles. Returns a list of violations.
    func crashInvariants() throws -> [String] {
        var problems: [String] = []
        let rows = try registryRows()
        for (path, sha) in rows {
            guard FileManager.default.fileExists(atPath: path) else { problems.append("record without file: \(path)"); continue }
            if try sha256(path) != sha { problems.append("recorded file with other content: \(path)") }
        }
        let complete = try Set((1...32).map { try sha256(ManagedSandbox.managed($0)) })
        for f in managedFiles() where !(f as NSString).lastPathComponent.hasPrefix(".") {
            if !complete.contains(try sha256(f)) { problems.append("half-written font file: \(f)") }
        }
        return problems
    }

    /// After reconciliation: records and files correspond one to one, nothing hidden of ours left.
    func consistent() throws -> [String] {
        var problems = try crashInvariants()
        let rows = try registryRows()
        for f in managedFiles() {
            let name = (f as NSString).lastPathComponent
            if name.hasPrefix(".") { if name.contains(".typography-") { problems.append("temporary file left: \(f)") }; continue }
            if rows[f] == nil { problems.append("file without record: \(f)") }
        }
        let ok = try integrityCheck()
        if ok != "ok" && !ok.isEmpty { problems.append("integrity_check: \(ok)") }
        return problems
    }

    func sha256(_ path: String) throws -> String {
        String(try tool("sha256sum", [path]).out.prefix(64))
    }

    func cleanup() { try? FileManager.default.removeItem(at: root) }
}

/// The built tool running in the background, its output collected line by line with the time
/// each line arrived.
final class BackgroundCLI: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var outLines: [(Date, String)] = []
    private var errText = ""
    private let group = DispatchGroup()

    init(_ args: [String], environment: [String: String]) throws {
        process.executableURL = typographyExecutable()
        process.arguments = args
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        read(out.fileHandleForReading) { line in self.lock.lock(); self.outLines.append((Date(), line)); self.lock.unlock() }
        read(err.fileHandleForReading) { line in self.lock.lock(); self.errText += line + "\n"; self.lock.unlock() }
    }

    private func read(_ handle: FileHandle, _ onLine: @escaping @Sendable (String) -> Void) {
        group.enter()
        DispatchQueue.global().async {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let nl = buffer.firstIndex(of: 0x0A) {
                    onLine(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
                    buffer.removeSubrange(buffer.startIndex...nl)
                }
            }
            if !buffer.isEmpty { onLine(String(decoding: buffer, as: UTF8.self)) }
            self.group.leave()
        }
    }

    var lines: [(Date, String)] { lock.lock(); defer { lock.unlock() }; return outLines }
    var stderr: String { lock.lock(); defer { lock.unlock() }; return errText }

    /// Waits until `condition` holds or `timeout` seconds pass; true when it held.
    @discardableResult
    func waitFor(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Waits for the process to end (killing it after `timeout`) and for its output.
    func finish(timeout: Double = 30) -> Int32 {
        if !waitFor(timeout, { !process.isRunning }) { process.terminate() }
        process.waitUntilExit()
        group.wait()
        return process.terminationStatus
    }
}

/// A private tmux server (its own socket directory) for driving the tool on a real terminal.
///
/// The server runs in the foreground (`tmux -D`) as this process's child: a daemonized server
/// would inherit the descriptor Foundation's `Process` watches to notice that the client exited,
/// and waiting for the client would never end.
final class Tmux: @unchecked Sendable {
    let socket = "t"
    let target = "t"
    let directory = "/tmp/tt-\(UUID().uuidString.prefix(8))"
    private let server = Process()

    /// Starts a server, then `command` (a shell command line) in a new 100×20 tmux window.
    init(_ command: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["tmux", "-L", socket, "-D"]
        server.environment = environment
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let socketPath = directory + "/tmux-\(getuid())/" + socket
        let end = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socketPath) && Date() < end { usleep(20_000) }
        try run(["new-session", "-d", "-s", target, "-x", "100", "-y", "20", command])
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TMUX_TMPDIR"] = directory
        env["TMUX"] = nil
        return env
    }

    @discardableResult
    func run(_ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["tmux", "-L", socket] + args
        p.environment = environment
        p.standardInput = FileHandle.nullDevice
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func send(_ keys: String...) throws { try run(["send-keys", "-t", target] + keys) }
    func capture() throws -> String { try run(["capture-pane", "-p", "-t", target]) }
    func panePID() throws -> Int32? { Int32(try run(["list-panes", "-t", target, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitForScreen(_ text: String, timeout: Double = 15) throws -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try capture().contains(text) { return true }
            usleep(50_000)
        }
        return false
    }

    /// Stops the server (and its panes) for good: kill-server, then SIGKILL if it lingers.
    func kill() {
        _ = try? run(["kill-server"])
        let end = Date().addingTimeInterval(2)
        while server.isRunning && Date() < end { usleep(20_000) }
        if server.isRunning { Foundation.kill(server.processIdentifier, SIGKILL) }
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `VAR=value …` for `env`, shell-quoted, so that the tmux shell runs in the sandbox.
    static func envPrefix(_ env: [String: String], keys: [String]) -> String {
        "env " + keys.compactMap { k in env[k].map { "\(k)=\(quote($0))" } }.joined(separator: " ")
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static let sandboxKeys = ["HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_STATE_HOME", "XDG_RUNTIME_DIR",
                              "FONTCONFIG_FILE", "PATH"]
}
