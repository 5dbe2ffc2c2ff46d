import Foundation

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
    /// The library modules the umbrella links, with the C shims and GRDB they need.
    static let libraryTargets = ["TypeSystem", "TypographyUIKit", "FontFile", "TextScaling", "FontCatalog",
                                 "FontManagement", "TextLayout", "DesignTokens", "DesktopSettings", "SafeFile",
                                 "GRDB", "CCairoLoader", "CDesktopLoader", "CICUBridge", "Typography"]

    static func pkgConfig(_ args: [String]) -> [String] {
        let r = (try? run("/usr/bin/env", ["pkg-config"] + args)) ?? Result(status: 1, output: "")
        return r.status == 0 ? r.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) : []
    }

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

    static var importFlags: [String] {
        var flags = ["-I", bin.appendingPathComponent("Modules").path]
        let fm = FileManager.default
        let sources = root.appendingPathComponent("Sources")
        for dir in (try? fm.contentsOfDirectory(atPath: sources.path)) ?? [] where dir.hasPrefix("C") {
            let d = sources.appendingPathComponent(dir)
            if fm.fileExists(atPath: d.appendingPathComponent("module.modulemap").path) { flags += ["-I", d.path] }
        }
        for entry in (try? fm.contentsOfDirectory(atPath: bin.path)) ?? [] where entry.hasSuffix(".build") {
            let map = bin.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if fm.fileExists(atPath: map.path) { flags += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        let checkouts = root.appendingPathComponent(".build/checkouts")
        for name in (try? fm.contentsOfDirectory(atPath: checkouts.path)) ?? [] where name.hasPrefix("GRDB") {
            flags += ["-I", checkouts.appendingPathComponent(name).appendingPathComponent("Sources/GRDBSQLite").path]
        }
        for inc in pkgConfig(["--cflags-only-I", "harfbuzz", "freetype2", "cairo", "fribidi", "libunibreak"]) {
            flags += ["-Xcc", inc]
        }
        return flags
    }

    /// Type-checks `file` only.
    static func typecheck(_ file: URL) throws -> Result {
        try run("/usr/bin/env", ["swiftc", "-typecheck"] + importFlags + [file.path])
    }

    /// The library modules' objects and the C libraries, to link a consumer's program.
    static var linkArguments: [String] {
        var objects: [String] = []
        for target in libraryTargets {
            let dir = bin.appendingPathComponent("\(target).build")
            // The module's current sources (SwiftPM's `sources` list): an object left behind by a
            // source file that no longer exists is not linked.
            let listed = (try? String(contentsOf: dir.appendingPathComponent("sources"), encoding: .utf8))
                .map { Set($0.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") + ".o" }) }
            // Objects in subfolders too: a C target's sources may stand in folders of their own
            // (CICUBridge's third_party/icu/BreakDictionaries.c).
            // A C object is linked when its source is still there (a moved file leaves one behind).
            let sourceDir = root.appendingPathComponent("Sources/\(target)")
            let isOurs = FileManager.default.fileExists(atPath: sourceDir.path)
            let found = (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]) ?? []
            for f in found where f.hasSuffix(".o") {
                let name = String(f.split(separator: "/").last ?? "")
                if name.hasSuffix(".swift.o") {
                    if let listed, !listed.contains(name) { continue }
                } else if isOurs && !FileManager.default.fileExists(atPath: sourceDir.appendingPathComponent(String(f.dropLast(2))).path) {
                    continue
                }
                objects.append(dir.appendingPathComponent(f).path)
            }
        }
        let libs = pkgConfig(["--libs", "harfbuzz", "freetype2", "fribidi", "icu-uc", "fontconfig", "zlib", "sqlite3"])
        return objects + libs + ["-lhyphen", "-lstdc++", "-ldl"]
    }
}
