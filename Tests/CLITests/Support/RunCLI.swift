import Foundation

/// The result of running the built `typography` tool as a user would.
struct CLIResult {
    let code: Int32
    let stdout: String
    let stderr: String

    /// Standard output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// Finds the built `typography` executable next to the test bundle (`.build/<config>/typography`).
func typographyExecutable() -> URL {
    var dir = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent("typography")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        dir.deleteLastPathComponent()
    }
    // Fall back to the conventional location relative to this source file.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/typography")
}

/// A fresh temporary directory used as HOME and XDG base directories, so that no test touches the
/// real user's fonts, caches or configuration.
func makeSandboxEnvironment() throws -> (env: [String: String], root: URL) {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("typography-test-\(UUID().uuidString)")
    var env = ProcessInfo.processInfo.environment
    for (key, sub) in [("HOME", "home"), ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config"),
                       ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
                       ("XDG_RUNTIME_DIR", "runtime")] {
        let dir = root.appendingPathComponent(sub)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        env[key] = dir.path
    }
    // The user's default platform must not leak into tests (they set it when they test it).
    env["TYPOGRAPHY_PLATFORM"] = nil
    // Nor the user's desktop text size, which every command's default category follows: no
    // display, no bus, no override, and a dconf profile with the sandbox's user database only
    // (not an administrator's system databases).
    for key in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "TYPOGRAPHY_TEXT_SIZE",
                "TYPOGRAPHY_USE_PORTAL", "XDG_SESSION_TYPE"] { env[key] = nil }
    let profile = root.appendingPathComponent("dconf-profile")
    try "user-db:user\n".write(to: profile, atomically: true, encoding: .utf8)
    env["DCONF_PROFILE"] = profile.path
    return (env, root)
}

/// Runs the built tool with `arguments` in a sandboxed HOME/XDG environment (unless `environment`
/// is given) and returns its exit code and output.
@discardableResult
func runCLI(
    _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil,
    currentDirectory: URL? = nil
) throws -> CLIResult {
    let process = Process()
    process.executableURL = typographyExecutable()
    process.arguments = arguments
    var sandboxRoot: URL?
    if let environment {
        process.environment = environment
    } else {
        let sandbox = try makeSandboxEnvironment()
        process.environment = sandbox.env
        sandboxRoot = sandbox.root
    }
    defer { if let sandboxRoot { try? FileManager.default.removeItem(at: sandboxRoot) } }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = Pipe()
    process.standardInput = inPipe
    try process.run()
    if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? inPipe.fileHandleForWriting.close()
    // Read both pipes concurrently so that a large output cannot block the child.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    let errHandle = errPipe.fileHandleForReading
    DispatchQueue.global().async {
        errBox.data = errHandle.readDataToEndOfFile()
        group.leave()
    }
    let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return CLIResult(
        code: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
