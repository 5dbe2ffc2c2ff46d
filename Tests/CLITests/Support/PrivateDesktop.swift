import Foundation

/// A private desktop for a test: temporary HOME and XDG directories, a D-Bus user bus
/// of its own (the real `dbus-daemon`, whose activated services — dconf, the portal — inherit the
/// temporary directories), and optionally an X display (Xvfb). Nothing reaches the user's real
/// settings: dconf writes under the temporary XDG_CONFIG_HOME.
final class PrivateDesktop {
    let root: URL
    private(set) var env: [String: String]
    private var processes: [Process] = []

    struct Missing: Error, CustomStringConvertible {
        let tool: String
        var description: String { "\(tool) is not installed: run scripts/setup.sh --tests" }
    }

    /// Starts the bus (and Xvfb when `display`); throws if a tool is missing or does not start.
    init(display: Bool = false, desktop: String = "GNOME") throws {
        let sandbox = try makeSandboxEnvironment()
        root = sandbox.root
        env = sandbox.env
        env["XDG_CURRENT_DESKTOP"] = desktop
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: env["XDG_RUNTIME_DIR"]!)
        if display {
            // A display number of our own: the lowest free one from 90.
            var number = 90
            while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                    || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
            try start(Self.tool("Xvfb"), [":\(number)", "-nolisten", "tcp", "-noreset", "-screen", "0", "640x480x24"])
            guard wait(for: "/tmp/.X11-unix/X\(number)") else { throw Missing(tool: "a running Xvfb") }
            env["DISPLAY"] = ":\(number)"
        }
        let socket = root.appendingPathComponent("bus").path
        try start(Self.tool("dbus-daemon"), ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"])
        guard wait(for: socket) else { throw Missing(tool: "a running dbus-daemon") }
        env["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(socket)"
    }

    deinit {
        // The services the bus started (dconf-service, the portals) outlive it; they carry the
        // desktop's HOME in their environment, which is how they are found.
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
        // SIGTERM first: the document portal unmounts its FUSE file system when it ends cleanly.
        for pid in services { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline, services.contains(where: { kill($0, 0) == 0 && !Self.isZombie($0) }) { usleep(20_000) }
        for pid in services where kill(pid, 0) == 0 { kill(pid, SIGKILL) }
        // A FUSE mount left under the temporary root (the document portal's) would keep its files.
        if let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) {
            for line in mounts.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count > 1, fields[1].hasPrefix(root.path + "/") else { continue }
                let unmount = Process()
                unmount.executableURL = URL(fileURLWithPath: (try? Self.tool("fusermount3")) ?? "/bin/umount")
                unmount.arguments = unmount.executableURL?.lastPathComponent == "fusermount3" ? ["-u", String(fields[1])] : ["-l", String(fields[1])]
                try? unmount.run()
                let end = Date().addingTimeInterval(3)
                while unmount.isRunning && Date() < end { usleep(10_000) }
            }
        }
        for process in processes.reversed() { stop(process) }
        try? FileManager.default.removeItem(at: root)
    }

    /// Whether a process has ended and waits to be reaped (state Z in /proc/PID/stat).
    static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    static func tool(_ name: String) throws -> String {
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/libexec", "/usr/lib/xdg-desktop-portal"] {
            let path = dir + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Missing(tool: name)
    }

    /// Starts a long-running process on the private desktop; it is stopped when the desktop goes away.
    @discardableResult
    func start(_ path: String, _ arguments: [String], output: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = env
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        processes.append(process)
        return process
    }

    /// Runs a command on the private desktop to its end; throws if it fails.
    func run(_ tool: String, _ arguments: [String], input: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.tool(tool))
        process.arguments = arguments
        process.environment = env
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(message: "\(tool) \(arguments.joined(separator: " ")) failed: \(message)")
        }
    }

    struct CLIError: Error, CustomStringConvertible { let message: String; var description: String { message } }

    private func wait(for path: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: path) { return true }
            usleep(20_000)
        }
        return false
    }
}

/// Stops a process: SIGTERM, then SIGKILL after 3 s. Not `waitUntilExit`, which can wait forever
/// when called from a deinit or a `defer` on a test's thread.
func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(3)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
}

/// The lines a running process writes, collected as they come, each with the time it arrived.
final class LineCollector: @unchecked Sendable {
    let pipe = Pipe()
    private let lock = NSLock()
    private var buffer = ""
    private var collected: [(line: String, at: Date)] = []

    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer += String(decoding: data, as: UTF8.self)
            while let newline = self.buffer.firstIndex(of: "\n") {
                self.collected.append((String(self.buffer[..<newline]), Date()))
                self.buffer = String(self.buffer[self.buffer.index(after: newline)...])
            }
            self.lock.unlock()
        }
    }

    var lines: [(line: String, at: Date)] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// Waits up to `seconds` for the `count`-th line and returns it, or nil.
    func line(_ count: Int, within seconds: Double) -> (line: String, at: Date)? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let all = lines
            if all.count >= count { return all[count - 1] }
            usleep(10_000)
        }
        return nil
    }
}
