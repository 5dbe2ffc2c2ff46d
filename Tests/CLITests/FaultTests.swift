import Foundation
import Testing

/// Faults of the machine, not of the input: a full disk (RLIMIT_FSIZE through `prlimit --fsize`,
/// which makes writes fail as a full disk does), a read-only cache directory, a cache locked by
/// another process, and a cache written by a newer version. Each gets one clear line or a working
/// fallback, and nothing is left half-written.
@Suite struct FaultTests {
    static let prlimit = "/usr/bin/prlimit"
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The tool under `prlimit --fsize=BYTES`.
    func limited(_ bytes: Int, _ args: [String], environment: [String: String]) throws -> CLIResult {
        try runProgram(Self.prlimit, ["--fsize=\(bytes)", typographyExecutable().path] + args, environment: environment)
    }

    func sqlite(_ db: String, _ sql: String) throws -> String {
        let r = try runProgram("/usr/bin/sqlite3", [db, sql], environment: ProcessInfo.processInfo.environment)
        return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func cacheProblems(_ r: CLIResult) throws -> [String] {
        let j = try #require(try r.json() as? [String: Any], "\(r.stderr)")
        return (j["problems"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "cache" }.compactMap { $0["reason"] as? String }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: prlimit), "needs prlimit (util-linux)"))
    func aFullDiskDuringRTFConversionLeavesTheTargetAsItWas() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let dir = try TempDir()
        defer { dir.remove() }
        let input = dir.path("big.rtf")
        try ("{\\rtf1\\ansi\\cocoatextscaling1 " + String(repeating: "\\fs34 hello world ", count: 20000) + "}")
            .write(toFile: input, atomically: true, encoding: .utf8)
        let output = dir.path("out.rtf")
        try "previous contents".write(toFile: output, atomically: true, encoding: .utf8)
        let r = try limited(100_000, ["rtf", "convert", input, "--to", "mac", "-o", output], environment: env)
        #expect(r.code == 73 && r.stderr.contains(output) && r.stderr.split(separator: "\n").count == 1, "\(r.code) \(r.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous contents")
        #expect(dir.contents() == ["big.rtf", "out.rtf"], "a temporary file was left: \(dir.contents())")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: prlimit) && FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
    func aFullDiskDuringTheCacheWriteKeepsTheCatalogInMemory() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try limited(50_000, ["fonts", "scan", "-j"], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        let full = try runCLI(["fonts", "scan", "-j"], environment: env)
        let faces = (try full.json() as? [String: Any])?["faces"] as? Int ?? -1
        #expect((try r.json() as? [String: Any])?["faces"] as? Int == faces, "the limited run still had every face")
        let problems = try cacheProblems(r)
        #expect(problems.contains { $0.contains("cannot write the cache") }, "\(problems)")
        // The cache is a consistent database afterwards, and complete once the disk has room.
        let db = try #require(env["XDG_CACHE_HOME"]) + "/typography/catalog.sqlite"
        #expect(try sqlite(db, "PRAGMA integrity_check") == "ok")
        #expect(try sqlite(db, "SELECT count(*) FROM face") == "\(faces)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: prlimit)))
    func aFullDiskDuringAnInstallLeavesNoFontAndNoRecord() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let font = Self.fixtures.appendingPathComponent("managed-fonts/ManageTest-01.ttf").path
        let size = (try FileManager.default.attributesOfItem(atPath: font)[.size] as? NSNumber)?.intValue ?? 0
        let r = try limited(max(1, size / 2), ["fonts", "install", font, "--provider", "org.example.full", "--yes"], environment: env)
        #expect(r.code != 0 && r.code != 1 && !r.stderr.isEmpty, "\(r.code) \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("typography: ") || $0.hasPrefix("note: ") }, "\(r.stderr)")
        // Nothing registered, no font file left in the user's font folder.
        let providers = try runCLI(["fonts", "providers", "-j"], environment: env)
        #expect(!providers.stdout.contains("ManageTest"), "\(providers.stdout)")
        let data = try #require(env["XDG_DATA_HOME"]) + "/fonts"
        let left = (FileManager.default.enumerator(atPath: data)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".ttf") }
        #expect(left.isEmpty, "\(left)")
        // With room again, the same install works.
        let again = try runCLI(["fonts", "install", font, "--provider", "org.example.full", "--yes"], environment: env)
        #expect(again.code == 0, "\(again.stderr)")
    }

    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aReadOnlyCacheDirectoryKeepsTheCatalogInMemory() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer {
            chmod(root.appendingPathComponent("cache").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let cache = try #require(env["XDG_CACHE_HOME"])
        chmod(cache, 0o555)
        let args = ["fonts", "scan", "-j"]
        let r = getuid() == 0
            ? try runProgram("/usr/bin/setpriv", ["--bounding-set", "-dac_override,-dac_read_search", typographyExecutable().path] + args, environment: env)
            : try runCLI(args, environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try cacheProblems(r).contains { $0.contains("kept in memory") }, "\(r.stdout.prefix(400))")
        #expect(((try r.json() as? [String: Any])?["faces"] as? Int ?? 0) > 0)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
    func aLockedCacheIsWaitedForThenWorkedAroundInMemory() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try runCLI(["fonts", "scan", "--quiet"], environment: env).code == 0)
        let db = try #require(env["XDG_CACHE_HOME"]) + "/typography/catalog.sqlite"
        // Another process holds an exclusive lock (and keeps it while its input stays open).
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        holder.arguments = [db]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nUPDATE file SET mtime = mtime;\n".utf8))
        defer { try? input.fileHandleForWriting.close(); holder.waitUntilExit() }
        usleep(300_000)
        let started = Date()
        let r = try runCLI(["fonts", "scan", "--rescan", "-j"], environment: env)
        let seconds = Date().timeIntervalSince(started)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(seconds < 30, "waited \(seconds) s")
        #expect(try cacheProblems(r).contains { $0.contains("kept in memory") || $0.contains("locked") || $0.contains("busy") }, "\(r.stdout.prefix(600))")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
    func aCacheOfANewerVersionIsLeftAsItIs() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try runCLI(["fonts", "scan", "--quiet"], environment: env).code == 0)
        let db = try #require(env["XDG_CACHE_HOME"]) + "/typography/catalog.sqlite"
        _ = try sqlite(db, "PRAGMA user_version = 99")
        let r = try runCLI(["fonts", "scan", "-j"], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try cacheProblems(r).contains { $0.contains("newer version") && $0.contains("left as it is") }, "\(r.stdout.prefix(600))")
        #expect(try sqlite(db, "PRAGMA user_version") == "99", "the newer cache was rebuilt")
        let match = try runCLI(["fonts", "match", "Inter", "-j"], environment: env)
        #expect(match.code == 0)
    }
}
