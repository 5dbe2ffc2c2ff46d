import Foundation
import SafeFile

/// What refreshing fontconfig's cache did. JSON: `command`, `status` (the exit status, or null when
/// it could not run), `message` (null when it succeeded).
public struct FontconfigRefresh: Sendable, Hashable, Codable {
    /// The command run (`fc-cache` on the folder).
    public var command: String
    /// Its exit status; `nil` when it could not run.
    public var status: Int?
    /// What went wrong; `nil` when it succeeded.
    public var message: String?

    enum CodingKeys: String, CodingKey { case command, status, message }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(command, forKey: .command)
        try c.encode(status, forKey: .status)
        try c.encode(message, forKey: .message)
    }
}

/// Runs `fc-cache` on a folder so that every fontconfig client finds the change in its cache.
/// (fontconfig also notices a folder whose modification time changed and rescans it, so a
/// missing `fc-cache` only costs the next app a scan: it is reported, never an error.)
enum FontconfigCache {
    static func refresh(_ folder: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> FontconfigRefresh {
        // The folder itself when it exists, else its nearest existing parent (a removed provider).
        var target = folder
        while !FileManager.default.fileExists(atPath: target), target.count > 1 {
            target = parentPath(target)
        }
        let command = "fc-cache \(target)"
        guard let exe = find("fc-cache", environment: environment) else {
            return FontconfigRefresh(command: command, status: nil, message: "fc-cache not found on PATH; fontconfig rescans the folder when it sees it changed")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = [target]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        do {
            try p.run()
        } catch {
            return FontconfigRefresh(command: command, status: nil, message: "cannot run fc-cache: \(error.localizedDescription)")
        }
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let status = Int(p.terminationStatus)
        let text = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        return FontconfigRefresh(command: command, status: status, message: status == 0 ? nil : (text ?? "fc-cache failed"))
    }

    static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
}
