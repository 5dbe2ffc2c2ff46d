import Foundation
import Testing

/// Exports opened by the tools they are made for, installed by scripts/setup.sh: Debian's `aapt`
/// with the Android framework's resources, and headless Chromium. Expected numbers are the HIG's
/// published values (iOS at Large: Body 17 pt on 22 pt, tracking −26/1000 em, from the "Dynamic
/// Type sizes" and SF Pro tracking tables), never our own output.
@Suite("Exports in their tools", .serialized)
struct ExportToolTests {
    /// Runs a tool to its end; returns its exit code, standard output and standard error.
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateDesktop.tool(tool))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Debian's `android-framework-res` (the framework's resources that `aapt -I` links against).
    static let frameworkResources = "/usr/share/android-framework-res/framework-res.apk"

    @Test("the Android XML compiles with aapt against the framework's resources, without a warning, for every platform",
          arguments: ["ios", "ipados", "watchos", "macos", "tvos"])
    func androidXMLCompilesWithAapt(platform: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let values = dir.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        let export = try runCLI(["export", "--format", "android", "-p", platform, "-o", values.appendingPathComponent("typography.xml").path])
        #expect(export.code == 0, "\(export.stderr)")
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="typography.tokens"><application /></manifest>"#
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("AndroidManifest.xml"))
        #expect(FileManager.default.fileExists(atPath: Self.frameworkResources), "scripts/setup.sh installs android-framework-res")
        let aapt = try Self.run("aapt", ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-I", Self.frameworkResources, "-F", "out.apk"], in: dir)
        #expect(aapt.code == 0, "\(aapt.err)")
        #expect(aapt.err.isEmpty, "aapt said: \(aapt.err)")
        guard platform == "ios" else { return }
        // The compiled table keeps Body's values (HIG, iOS at Large: 17 pt, 22 pt line, −26/1000 em).
        let dump = try Self.run("aapt", ["dump", "--values", "resources", dir.appendingPathComponent("out.apk").path])
        #expect(dump.code == 0)
        let body = dump.out.components(separatedBy: "style/TextAppearance.Typography.Body: <bag>").dropFirst()
        #expect(body.count >= 2, "Body in the default and the versioned configurations")
        let newest = try #require(body.last).components(separatedBy: "resource 0x").first ?? ""
        #expect(newest.contains("Parent=0x7f"), "\(newest)")
        #expect(newest.contains("17.000000sp") && newest.contains("22.000000sp") && newest.contains("-0.026"), "\(newest)")
    }
}
