import Foundation

/// The executables built beside the test bundle (`.build/<config>/NAME`).
func builtExecutable(_ name: String) -> URL {
    var dir = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        dir.deleteLastPathComponent()
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/\(name)")
}

/// The result of a process run to its end.
struct Finished {
    let code: Int32
    let stdout: String
    let stderr: String
}

/// Runs `executable` to its end with `environment` (at most `seconds`, then SIGKILL).
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String], seconds: Double = 60) throws -> Finished {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let errors = Box()
    let group = DispatchGroup()
    group.enter()
    let handle = err.fileHandleForReading
    DispatchQueue.global().async {
        errors.data = handle.readDataToEndOfFile()
        group.leave()
    }
    let timer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
    let output = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    timer.cancel()
    return Finished(code: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                    stderr: String(decoding: errors.data, as: UTF8.self))
}

/// A private desktop for one test: temporary HOME and XDG directories, a dconf profile with the
/// temporary user database only, a D-Bus session daemon of its own (dconf-service is activated on
/// it and inherits the temporary directories) and, when asked, an Xvfb display. Nothing reaches
/// the real user's settings, fonts or display.
final class PrivateDesktop {
    let root: URL
    private(set) var env: [String: String]
    private var processes: [Process] = []
    /// The X display (":91"), when there is one.
    private(set) var display: String?

    struct Missing: Error, CustomStringConvertible {
        let tool: String
        var description: String { "\(tool) is not installed: run scripts/setup.sh" }
    }

    init(display wanted: Bool, bus: Bool = true, screen: String = "1600x1200x24") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typography-gtk-test-\(UUID().uuidString)")
        var env = ProcessInfo.processInfo.environment
        for (key, sub) in [("HOME", "home"), ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config"),
                           ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_RUNTIME_DIR", "runtime")] {
            let dir = root.appendingPathComponent(sub)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            env[key] = dir.path
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.appendingPathComponent("runtime").path)
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "TYPOGRAPHY_TEXT_SIZE", "TYPOGRAPHY_USE_PORTAL",
                    "XDG_SESSION_TYPE", "TYPOGRAPHY_PLATFORM", "GDK_BACKEND", "GDK_SCALE", "GDK_DPI_SCALE"] { env[key] = nil }
        let profile = root.appendingPathComponent("dconf-profile")
        try "user-db:user\n".write(to: profile, atomically: true, encoding: .utf8)
        env["DCONF_PROFILE"] = profile.path
        env["XDG_CURRENT_DESKTOP"] = "GNOME"
        // GTK's accessibility bridge would look for the real session's AT-SPI bus.
        env["GTK_A11Y"] = "none"
        env["NO_AT_BRIDGE"] = "1"
        self.env = env
        if wanted {
            // Xvfb chooses a free display itself and writes its number (-displayfd): no race with
            // other tests starting servers at the same time.
            let pipe = Pipe()
            let xvfb = Process()
            xvfb.executableURL = URL(fileURLWithPath: try Self.tool("Xvfb"))
            xvfb.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-noreset", "-screen", "0", screen]
            xvfb.environment = env
            xvfb.standardOutput = pipe
            xvfb.standardError = FileHandle.nullDevice
            xvfb.standardInput = FileHandle.nullDevice
            try xvfb.run()
            processes.append(xvfb)
            var text = ""
            let deadline = Date().addingTimeInterval(10)
            while !text.contains("\n") && Date() < deadline {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw Missing(tool: "a running Xvfb (it printed no display number)")
            }
            self.env["DISPLAY"] = ":\(number)"
            display = ":\(number)"
        }
        guard bus else { return }
        let socket = root.appendingPathComponent("bus").path
        try start(Self.tool("dbus-daemon"), ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"])
        guard wait(for: socket) else { throw Missing(tool: "a running dbus-daemon") }
        self.env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(socket)"
    }

    /// Starts a Wayland compositor of its own (weston's headless backend) in the desktop's
    /// runtime directory and points WAYLAND_DISPLAY (and GDK_BACKEND) at it.
    func startWayland() throws {
        // A short name: the socket's path (the runtime folder under TMPDIR, then this) must fit
        // a Unix socket address's 108 bytes, and the test command's TMPDIR is a folder of its own.
        let socket = "wl-\(ProcessInfo.processInfo.processIdentifier)"
        try start(Self.tool("weston"), ["--backend=headless-backend.so", "--socket=\(socket)", "--width=1600",
                                        "--height=1200", "--idle-time=0"])
        let runtime = root.appendingPathComponent("runtime").appendingPathComponent(socket).path
        guard wait(for: runtime) else { throw Missing(tool: "a running weston") }
        env["WAYLAND_DISPLAY"] = socket
        env["GDK_BACKEND"] = "wayland"
    }

    deinit {
        // Services the bus activated (dconf-service) outlive it: find them by the HOME they carry.
        let marker = Data("HOME=\(root.appendingPathComponent("home").path)\0".utf8)
        let own = ProcessInfo.processInfo.processIdentifier
        var services: [Int32] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != own,
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  environ.range(of: marker) != nil,
                  !processes.contains(where: { $0.processIdentifier == pid }) else { continue }
            services.append(pid)
        }
        // dconf-service outlives SIGTERM: SIGKILL after 2 s.
        for pid in services { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, services.contains(where: { Self.isAlive($0) }) { usleep(20_000) }
        for pid in services where Self.isAlive(pid) { kill(pid, SIGKILL) }
        for process in processes.reversed() { stop(process) }
        try? FileManager.default.removeItem(at: root)
    }

    /// Whether a process runs (exists and has not ended: state Z in /proc/PID/stat).
    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    static func tool(_ name: String) throws -> String {
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/libexec"] {
            let path = dir + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Missing(tool: name)
    }

    /// Starts a long-running process on the desktop; stopped when the desktop goes away.
    @discardableResult
    func start(_ path: String, _ arguments: [String], errors: URL? = nil, output: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        if let output {
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: output)
        }
        if let errors {
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        return process
    }

    /// Runs a tool on the desktop to its end; throws if it fails.
    func run(_ tool: String, _ arguments: [String]) throws {
        let result = try GTKTests.run(Self.tool(tool), arguments, environment: env)
        guard result.code == 0 else {
            throw Missing(tool: "\(tool) \(arguments.joined(separator: " ")) (exit \(result.code): \(result.stderr))")
        }
    }

    private func wait(for path: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        }
        return false
    }
}

/// Stops a process: SIGTERM, then SIGKILL after 3 s.
func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
}

/// The JSON lines a running process appends to a file, each with the time it was first seen
/// (the file is read every 10 ms).
final class ReportReader {
    let url: URL
    private var seen: [(object: [String: Any], at: Date)] = []
    private var consumed = 0

    init(_ url: URL) { self.url = url }

    /// Waits up to `seconds` for the `count`-th line and returns it parsed, with when it was seen.
    func line(_ count: Int, within seconds: Double) -> (object: [String: Any], at: Date)? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            poll()
            if seen.count >= count { return seen[count - 1] }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    var count: Int {
        poll()
        return seen.count
    }

    private func poll() {
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let now = Date()
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.lastIndex(of: "\n") else { return }
        let lines = text[..<end].split(separator: "\n", omittingEmptySubsequences: false)
        while consumed < lines.count {
            let line = lines[consumed]
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            seen.append((object ?? ["unparsable": String(line)], now))
            consumed += 1
        }
    }
}
