import Foundation
import Testing

/// Snippets written independently from Apple's documentation, the way an iOS developer writes
/// UIKit and SwiftUI code (APIHeldOut/README.md says how they were made and where each expected
/// number comes from: the HIG's tables and Apple's sessions, never this package's output). Each
/// must compile against `import Typography` as written, and give `expected.json`'s numbers.
@Suite("Held-out Apple API snippets")
struct AppleAPIHeldOutTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/APIHeldOut")

    static func snippets() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everySnippetCompilesAndGivesApplesNumbers() throws {
        let files = try Self.snippets()
        #expect(files.count == 59)
        // Each file on its own, as a consumer writes it.
        var compiled: [URL] = []
        for file in files {
            let r = try SnippetCompiler.typecheck(file)
            #expect(r.status == 0, "\(file.lastPathComponent) does not compile:\n\(r.output)")
            if r.status == 0 { compiled.append(file) }
        }

        // One program that calls every snippet that compiled and prints its numbers.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typography-heldout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var main = "import Foundation\n"
        for file in compiled {
            let name = file.deletingPathExtension().lastPathComponent
            let number = name.prefix { $0 != "-" }
            main += "for (k, v) in snippet_\(number)() { print(\"\(name)\", k, v) }\n"
        }
        let mainFile = dir.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let build = try SnippetCompiler.run("/usr/bin/env", ["swiftc"] + SnippetCompiler.importFlags
            + [mainFile.path] + compiled.map(\.path) + SnippetCompiler.linkArguments
            + ["-o", dir.appendingPathComponent("heldout").path])
        try #require(build.status == 0, "\(build.output)")
        let run = try SnippetCompiler.run(dir.appendingPathComponent("heldout").path, [])
        #expect(run.status == 0)
        var got: [String: [String: Double]] = [:]
        for line in run.output.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            if f.count == 3, let v = Double(f[2]) { got[f[0], default: [:]][f[1]] = v }
        }

        let data = try Data(contentsOf: Self.folder.appendingPathComponent("expected.json"))
        let expected = try JSONDecoder().decode([String: [String: Double]].self, from: data)
        #expect(expected.count == files.count)
        var values = 0
        for (snippet, numbers) in expected {
            for (key, value) in numbers {
                values += 1
                let actual = got[snippet]?[key]
                #expect(actual.map { abs($0 - value) <= 1e-9 } == true, "\(snippet) \(key): expected \(value), got \(actual.map { "\($0)" } ?? "nothing")")
            }
        }
        #expect(values == 155)
    }
}
