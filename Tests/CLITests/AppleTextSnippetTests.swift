import Foundation
import Testing

/// UIKit and SwiftUI text code as Apple documents it (attributed strings, paragraph styles,
/// measuring, drawing into an image and a PDF, fonts by name), compiled against the built library
/// with `import Typography` alone, run with a temporary HOME, and checked against Apple's numbers
/// (AppleTextSnippets/expected.json; each snippet's header cites where its numbers come from).
@Suite("Apple's text API snippets")
struct AppleTextSnippetTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/AppleTextSnippets")

    /// The flags SwiftPM compiles and links the package's own consumer of the umbrella with
    /// (SnippetCompiler reads them from the build manifest): the text module comes with the umbrella.
    static var importFlags: [String] { SnippetCompiler.importFlags }
    static var linkArguments: [String] { SnippetCompiler.linkArguments }

    static func typecheck(_ file: URL) throws -> SnippetCompiler.Result {
        try SnippetCompiler.run("/usr/bin/env", ["swiftc", "-typecheck"] + importFlags + [file.path])
    }

    @Test func textCodeAsAppleDocumentsItCompilesMeasuresAndDraws() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count == 5)
        for file in files {
            let r = try Self.typecheck(file)
            #expect(r.status == 0, "\(file.lastPathComponent) does not compile:\n\(r.output)")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typography-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var main = "import Foundation\n"
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            main += "for (k, v) in snippet_\(name.prefix { $0 != "-" })() { print(\"\(name)\", k, v) }\n"
        }
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("snippets")
        let build = try SnippetCompiler.run("/usr/bin/env", ["swiftc"] + Self.importFlags
            + [mainFile.path] + files.map(\.path) + Self.linkArguments + ["-o", exe.path])
        try #require(build.status == 0, "\(build.output)")

        // Run with a temporary HOME and XDG directories: the fonts are the system's, the cache is the test's.
        let p = Process()
        p.executableURL = exe
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = dir.path
        env["XDG_CACHE_HOME"] = dir.appendingPathComponent("cache").path
        env["XDG_DATA_HOME"] = dir.appendingPathComponent("data").path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        var got: [String: [String: Double]] = [:]
        for line in out.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            if f.count == 3, let v = Double(f[2]) { got[f[0], default: [:]][f[1]] = v }
        }
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("expected.json"))
        let expected = try JSONDecoder().decode([String: [String: Double]].self, from: data)
        #expect(expected.count == files.count)
        for (snippet, numbers) in expected {
            for (key, value) in numbers {
                let actual = got[snippet]?[key]
                #expect(actual.map { abs($0 - value) <= 1e-9 } == true,
                        "\(snippet) \(key): expected \(value), got \(actual.map { "\($0)" } ?? "nothing")")
            }
        }
    }
}
