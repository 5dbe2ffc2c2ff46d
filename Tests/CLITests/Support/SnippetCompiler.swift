import Foundation
import Testing

/// Compiles a consumer's source file against the package's built library modules, as an app that
/// depends on the `Typography` product compiles it: `swiftc` with the build's module directory,
/// the C modules' maps and include paths, and (to run it) the library objects and C libraries.
struct SnippetCompiler {
    /// The result of one compilation.
    struct Result {
        var status: Int32
        var output: String
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let bin = typographyExecutable().deletingLastPathComponent()
    /// The build's configuration (`debug`, or `release` where the test command builds so): the
    /// manifest's file and its commands are named by it.
    static var configuration: String { bin.lastPathComponent }

    /// The package's own consumer of the umbrella, whose compile and link commands a snippet
    /// reuses: `readme-example` imports `Typography` as an app does.
    static let consumer = "readme-example"

    static func run(_ tool: String, _ args: [String]) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The arguments of one command in SwiftPM's build manifest (`.build/<configuration>.yaml`, the
    /// llbuild file `swift build` writes): the flags come from the package's own targets (their
    /// `pkgConfig:` modules, module maps and include folders), never from a list kept here.
    static func manifestArguments(_ command: String) -> [String] {
        let manifest = root.appendingPathComponent(".build/\(configuration).yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
              let start = text.range(of: "\n  \"C.\(consumer)-") .flatMap({ first in
                  text.range(of: "-\(command)\":\n", range: first.lowerBound..<text.endIndex) }) else { return [] }
        let block = text[start.upperBound...]
        guard let argsLine = block.split(separator: "\n").first(where: { $0.hasPrefix("    args: ") }),
              let data = argsLine.dropFirst("    args: ".count).data(using: .utf8),
              let args = try? JSONSerialization.jsonObject(with: data) as? [String] else { return [] }
        return args
    }

    /// How SwiftPM compiles the consumer's module, less what names that module and its outputs:
    /// the module search path, the C modules' maps, their include paths and defines.
    static var importFlags: [String] {
        let args = manifestArguments("\(configuration).module")
        var flags: [String] = []
        var i = 1  // past the compiler
        while i < args.count {
            let a = args[i]
            if ["-I", "-Xcc", "-target"].contains(a), i + 1 < args.count {
                flags += [a, args[i + 1]]
                i += 2
                continue
            }
            if a.hasPrefix("-I") || a.hasPrefix("-D") { flags.append(a) }
            i += 1
        }
        return flags
    }

    /// Type-checks `file` only.
    static func typecheck(_ file: URL) throws -> Result {
        try run("/usr/bin/env", ["swiftc", "-typecheck"] + importFlags + [file.path])
    }

    /// The library modules' objects and the C libraries, to link a consumer's program: the
    /// consumer's own link command (its libraries, from the targets' `pkgConfig:` modules and module
    /// maps) and its object list, less its own objects.
    static var linkArguments: [String] {
        let args = manifestArguments("\(configuration).exe")
        var result: [String] = []
        var i = 1
        let own = "/\(consumer.replacingOccurrences(of: "-", with: "_")).build/"
        while i < args.count {
            let a = args[i]
            if ["-o", "-module-name"].contains(a) { i += 2; continue }
            if a == "-Xlinker", i + 1 < args.count, args[i + 1] == "--defsym" || args[i + 1].hasPrefix("main=") { i += 2; continue }
            if a == "-emit-executable" { i += 1; continue }
            if a.hasPrefix("@") {
                let list = (try? String(contentsOfFile: String(a.dropFirst()), encoding: .utf8)) ?? ""
                result += list.split(separator: "\n").map(String.init).filter { !$0.contains(own) }
            } else {
                result.append(a)
            }
            i += 1
        }
        return result
    }

    /// What a snippet set gave: the files that did not compile (with the compiler's output), and
    /// each snippet's numbers as it printed them.
    struct SetRun {
        var files: [URL]
        var notCompiling: [(file: String, output: String)]
        var built: Bool
        var buildOutput: String
        var exitStatus: Int32
        var values: [String: [String: Double]]
    }

    /// Compiles every `NN-name.swift` of `folder` (each defines `snippet_NN() -> [String: Double]`)
    /// against the built library, links them with a `main.swift` that prints every number, and runs
    /// the program with a temporary HOME and XDG folders: the fonts are the system's, the cache is
    /// the run's.
    static func runSnippetSet(_ folder: URL) throws -> SetRun {
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        var run = SetRun(files: files, notCompiling: [], built: false, buildOutput: "", exitStatus: -1, values: [:])
        for file in files {
            let r = try typecheck(file)
            if r.status != 0 { run.notCompiling.append((file.lastPathComponent, r.output)) }
        }
        guard run.notCompiling.isEmpty else { return run }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typography-snippets-\(UUID().uuidString)")
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
        let build = try SnippetCompiler.run("/usr/bin/env", ["swiftc"] + importFlags
            + [mainFile.path] + files.map(\.path) + linkArguments + ["-o", exe.path])
        run.built = build.status == 0
        run.buildOutput = build.output
        guard run.built else { return run }
        let p = Process()
        p.executableURL = exe
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = dir.path
        env["XDG_CACHE_HOME"] = dir.appendingPathComponent("cache").path
        env["XDG_DATA_HOME"] = dir.appendingPathComponent("data").path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        p.environment = env
        p.currentDirectoryURL = dir
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        run.exitStatus = p.terminationStatus
        for line in out.split(separator: "\n") {
            let f = line.split(separator: " ").map(String.init)
            if f.count == 3, let v = Double(f[2]) { run.values[f[0], default: [:]][f[1]] = v }
        }
        return run
    }

    /// Compiles and runs a snippet set, and checks that it has `count` files, that each compiles,
    /// and that every number of its `expected.json` is printed, to 1e-9.
    static func expectSetGivesItsNumbers(_ folder: URL, count: Int) throws {
        let run = try runSnippetSet(folder)
        #expect(run.files.count == count)
        for (file, output) in run.notCompiling { Issue.record("\(file) does not compile:\n\(output)") }
        try #require(run.notCompiling.isEmpty && run.built, "\(run.buildOutput)")
        #expect(run.exitStatus == 0)
        let expected = try expectedValues(folder)
        #expect(expected.count == run.files.count)
        for (snippet, numbers) in expected {
            for (key, value) in numbers {
                let actual = run.values[snippet]?[key]
                #expect(actual.map { abs($0 - value) <= 1e-9 } == true,
                        "\(snippet) \(key): expected \(value), got \(actual.map { "\($0)" } ?? "nothing")")
            }
        }
    }

    /// The numbers a set must give (`expected.json` beside it: snippet → name → value).
    static func expectedValues(_ folder: URL) throws -> [String: [String: Double]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode([String: [String: Double]].self, from: data)
    }
}
