import Foundation
import Testing

/// A sandboxed HOME/XDG whose fontconfig configuration lists only a copy of the test fonts, so
/// that every run scans the same small set and never the real user's fonts or cache.
struct CatalogSandbox {
    let root: URL
    let fonts: String
    var env: [String: String]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts").path

    init(fixtures names: [String] = ["TrakTest.ttf", "CollectionTest.ttc", "OpszVariable.ttf", "MonoTest-Regular.ttf",
                                     "CFFTest-BoldItalic.otf", "Type1Header.pfb", "WOFFHeader.woff"]) throws {
        let sandbox = try makeSandboxEnvironment()
        root = sandbox.root
        env = sandbox.env
        fonts = root.appendingPathComponent("fonts").path
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        for n in names { try FileManager.default.copyItem(atPath: Self.fixtures + "/" + n, toPath: fonts + "/" + n) }
        let conf = root.appendingPathComponent("fonts.conf").path
        try Data("<fontconfig><dir>\(fonts)</dir></fontconfig>".utf8).write(to: URL(fileURLWithPath: conf))
        env["FONTCONFIG_FILE"] = conf
        env["FONTCONFIG_PATH"] = nil
        env["TYPOGRAPHY_FONT_DIRS"] = nil
    }

    var cachePath: String { (env["XDG_CACHE_HOME"] ?? "") + "/typography/catalog.sqlite" }

    func run(_ args: [String], extraEnv: [String: String] = [:]) throws -> CLIResult {
        try runCLI(args, environment: env.merging(extraEnv) { $1 })
    }

    func cleanup() {
        if let e = FileManager.default.enumerator(atPath: root.path) {
            // Never through a link: a test's link to an installed font must not change the font.
            for case let rel as String in e {
                var st = stat()
                if lstat(root.path + "/" + rel, &st) == 0, (st.st_mode & S_IFMT) != S_IFLNK { chmod(root.path + "/" + rel, 0o755) }
            }
        }
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("typography fonts scan/list/match/resolve")
struct FontsCatalogCLITests {
    @Test("scan reports faces, files, problems (one line each on stderr) and writes the cache in the sandbox")
    func scanText() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "scan"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("faces in 7 files (7 read"))
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix(s.fonts + "/Type1Header.pfb: ") && $0.contains("Type 1") })
        #expect(lines.contains { $0.hasPrefix(s.fonts + "/WOFFHeader.woff: ") })
        #expect(FileManager.default.fileExists(atPath: s.cachePath))
        let warm = try s.run(["fonts", "scan"])
        #expect(warm.stdout.contains("(0 read, 7 unchanged, 0 removed)"))
    }

    @Test("scan --json: the summary with its problems list")
    func scanJSON() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "scan", "--json"])
        #expect(r.code == 0)
        let j = try #require(try r.json() as? [String: Any])
        #expect(Set(j.keys) == ["directories", "cachePath", "files", "faces", "scannedFiles", "reusedFiles", "removedFiles", "problems", "seconds"])
        #expect(j["files"] as? Int == 7)
        #expect(j["faces"] as? Int == 1 + 2 + 5 + 1 + 1)
        #expect(j["cachePath"] as? String == s.cachePath)
        let problems = try #require(j["problems"] as? [[String: Any]])
        #expect(problems.map { $0["kind"] as? String } == ["unsupportedFormat", "unsupportedFormat"])
        #expect(Set(problems.first?.keys.map { $0 } ?? []) == ["kind", "path", "reason"])
    }

    @Test("scan DIR adds a directory; a missing DIR is exit 66")
    func scanDirectories() throws {
        let s = try CatalogSandbox(fixtures: ["TrakTest.ttf"])
        defer { s.cleanup() }
        let extra = s.root.appendingPathComponent("extra").path
        try FileManager.default.createDirectory(atPath: extra, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CatalogSandbox.fixtures + "/MonoTest-Regular.ttf", toPath: extra + "/m.ttf")
        let r = try s.run(["fonts", "scan", extra, "--json"])
        #expect((try r.json() as? [String: Any])?["files"] as? Int == 2)
        let viaEnv = try s.run(["fonts", "list", "--monospaced", "--json"], extraEnv: ["TYPOGRAPHY_FONT_DIRS": extra])
        #expect((try viaEnv.json() as? [[String: Any]])?.count == 1)
        let missing = try s.run(["fonts", "scan", s.root.appendingPathComponent("nope").path])
        #expect(missing.code == 66)
        #expect(missing.stderr.split(separator: "\n").count == 1)
        #expect(missing.stderr.contains("no such directory"), "\(missing.stderr)")
        let file = try s.run(["fonts", "scan", extra + "/m.ttf"])
        #expect(file.code == 66)
        #expect(file.stderr == "typography: \(extra)/m.ttf: not a directory\n", "\(file.stderr)")
    }

    @Test("a face in JSON has exactly the documented names")
    func faceJSON() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "list", "--faces", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let faces = try #require(try r.json() as? [[String: Any]])
        #expect(faces.count == 10)
        let required: Set<String> = ["path", "index", "namedInstance", "postscriptName", "fullName", "family", "style",
                                     "typographicFamily", "weight", "width", "italic", "monospaced", "design", "variable",
                                     "axes", "opticalSize", "hasTrak", "hasSTAT"]
        for f in faces { #expect(required.isSubset(of: Set(f.keys)), "\(Set(f.keys))") }
        let variable = try #require(faces.first { $0["postscriptName"] as? String == "OpszVariable-Bold" })
        #expect(variable["namedInstance"] as? Int == 1)
        #expect(variable["weight"] as? Int == 700)
        let axes = try #require(variable["axes"] as? [[String: Any]])
        #expect(axes.map { Set($0.keys) }.allSatisfy { $0 == ["tag", "min", "default", "max"] })
        #expect(axes.map { $0["tag"] as? String } == ["wght", "wdth", "opsz"])
        let optical = try #require(variable["opticalSize"] as? [String: Any])
        #expect(Set(optical.keys) == ["min", "max"])
        let trak = try #require(faces.first { ($0["path"] as? String)?.hasSuffix("TrakTest.ttf") == true })
        #expect(trak["hasTrak"] as? Bool == true)
        #expect(trak["opticalSize"] is NSNull || trak["opticalSize"] is [String: Any])
        let collection = faces.filter { ($0["path"] as? String)?.hasSuffix(".ttc") == true }
        #expect(collection.map { $0["index"] as? Int } == [0, 1])
    }

    static let listFilters: [([String], Int)] = [
        (["--monospaced"], 1), (["--italic"], 1), (["--variable"], 5), (["--serif"], 1),
        (["--weight", "700"], 3), (["--weight", "600-900"], 4), (["--covers", "AB"], 10),
        (["--family", "Collection Test"], 2), (["--axis", "opsz"], 5), (["--width", "75"], 1),
    ]

    @Test("list filters", arguments: listFilters)
    func listFiltersSelect(_ c: ([String], Int)) throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "list", "--faces", "--json"] + c.0)
        #expect(r.code == 0, "\(r.stderr)")
        #expect((try r.json() as? [[String: Any]])?.count == c.1, "\(c.0)")
    }

    @Test("list without --faces lists families, as text and JSON")
    func listFamilies() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let text = try s.run(["fonts", "list"])
        #expect(text.stdout.contains("Collection Test"))
        #expect(text.stdout.contains("families"))
        let j = try #require(try s.run(["fonts", "list", "--json"]).json() as? [[String: Any]])
        #expect(j.contains { $0["family"] as? String == "Opsz Variable" && $0["variable"] as? Bool == true })
    }

    @Test("match: CSS matching, named instances and the design map", arguments: [
        ("Opsz Variable:weight=700", "OpszVariable-Bold", nil as String?),
        ("Opsz Variable:weight=650", "OpszVariable-Regular", "650"),  // variable face at 650: no exact instance
        ("Collection Test:weight=600", "CollectionTest-Bold", nil),
        ("Collection Test:weight=300", "CollectionTest-Regular", nil),
        ("CFF Test:weight=400", "CFFTest-BoldItalic", nil),
    ])
    func matchJSON(_ c: (String, String, String?)) throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "match", c.0, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let j = try #require(try r.json() as? [String: Any])
        let face = try #require(j["face"] as? [String: Any])
        let variations = j["variations"] as? [String: Double] ?? [:]
        if let w = c.2 {
            #expect(variations["wght"] == Double(w))
            #expect(face["namedInstance"] is NSNull)
        } else {
            #expect(face["postscriptName"] as? String == c.1)
        }
        #expect(Set(j.keys).isSuperset(of: ["face", "family", "variations", "substitution", "syntheticBold", "syntheticOblique"]))
    }

    @Test("match with options, and substitution through the design map, in text")
    func matchText() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "match", "--family", "SF Pro", "--weight", "bold"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("substitution"))
        #expect(r.stdout.contains("SF Pro is not installed"))
    }

    static let usageErrors: [([String], Int32)] = [
        (["fonts", "match", "Inter:weight=heavyish"], 64),
        (["fonts", "match", "Inter:sparkly"], 64),
        (["fonts", "match"], 64),
        (["fonts", "match", "--design", "fancy"], 64),
        (["fonts", "list", "--language", "tlh"], 64),
        (["fonts", "list", "--weight", "900-100"], 64),
        (["fonts", "list", "--design", "fancy"], 64),
        (["fonts", "list", "--dir", "/nonexistent/typography-test"], 66),
        (["fonts", "resolve"], 64),
        (["fonts", "match", ""], 64),
        (["fonts", "match", "  "], 64),
    ]

    @Test("bad arguments are one line on stderr with a sysexits code", arguments: usageErrors)
    func usageErrorsAreOneLine(_ c: ([String], Int32)) throws {
        let s = try CatalogSandbox(fixtures: ["TrakTest.ttf"])
        defer { s.cleanup() }
        let r = try s.run(c.0)
        #expect(r.code == c.1, "\(c.0): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(c.0): \(r.stderr)")
        #expect(r.stderr.hasPrefix("typography: "))
    }

    @Test("resolve: found, substituted with the face and why, missing")
    func resolve() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        // (This sandbox's fontconfig configuration has no aliases: Comic Sans MS is unknown to it.)
        let r = try s.run(["fonts", "resolve", "CollectionTest-Bold", "Collection Test Bold", "Collection Test",
                           "CollectionTest-Black", "Comic Sans MS", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let j = try #require(try r.json() as? [[String: Any]])
        #expect(j.map { $0["status"] as? String } == ["found", "found", "found", "substituted", "missing"])
        #expect(j.map { $0["matchedBy"] as? String } == ["postscriptName", "fullName", "family", "style", nil])
        #expect(((j[3]["face"] as? [String: Any])?["postscriptName"] as? String) == "CollectionTest-Bold")
        #expect((j[3]["reason"] as? String)?.isEmpty == false)
        #expect((j[4]["reason"] as? String)?.contains("not installed") == true)
        let text = try s.run(["fonts", "resolve", "Collection Test", "Comic Sans MS"])
        #expect(text.stdout.contains("found") && text.stdout.contains("missing"))
        // A private '.' name is refused, as every command refuses it.
        let refused = try s.run(["fonts", "resolve", "Collection Test", ".SFUI-Regular"])
        #expect(refused.code == 66 && refused.stderr.contains("private") && refused.stdout.isEmpty)
    }

    @Test("scans over the progress delay show progress on stderr (plain lines off a terminal); --quiet silences it")
    func progress() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "scan"], extraEnv: ["TYPOGRAPHY_PROGRESS_DELAY": "0"])
        #expect(r.stderr.contains("scanning fonts: 7/7 files"))
        try FileManager.default.removeItem(atPath: s.cachePath)
        let quiet = try s.run(["fonts", "scan", "--quiet"], extraEnv: ["TYPOGRAPHY_PROGRESS_DELAY": "0"])
        #expect(!quiet.stderr.contains("scanning fonts"))
    }

    @Test("a corrupt cache file is rebuilt: the command succeeds")
    func corruptCache() throws {
        let s = try CatalogSandbox()
        defer { s.cleanup() }
        _ = try s.run(["fonts", "scan"])
        try Data("garbage, not SQLite".utf8).write(to: URL(fileURLWithPath: s.cachePath))
        let r = try s.run(["fonts", "scan", "--json"])
        #expect(r.code == 0)
        let problems = (try r.json() as? [String: Any])?["problems"] as? [[String: Any]] ?? []
        #expect(problems.contains { $0["kind"] as? String == "cache" })
        let list = try s.run(["fonts", "list", "--faces", "--json"])
        #expect((try list.json() as? [[String: Any]])?.count == 10)
    }

    @Test("a scan killed in the middle of its cache write leaves the previous consistent cache")
    func killedDuringWrite() throws {
        let s = try CatalogSandbox(fixtures: ["TrakTest.ttf", "MonoTest-Regular.ttf"])
        defer { s.cleanup() }
        _ = try s.run(["fonts", "scan"])
        for n in ["CollectionTest.ttc", "OpszVariable.ttf", "CFFTest-BoldItalic.otf"] {
            try FileManager.default.copyItem(atPath: CatalogSandbox.fixtures + "/" + n, toPath: s.fonts + "/" + n)
        }
        let killed = try s.run(["fonts", "scan"], extraEnv: ["TYPOGRAPHY_TEST_FAULT": "kill-during-cache-write"])
        #expect(killed.code != 0)
        // The next run finds the two files of the first scan cached, reads the three new ones and
        // reports no cache problem.
        let next = try s.run(["fonts", "scan", "--json"])
        let j = try #require(try next.json() as? [String: Any])
        #expect(j["reusedFiles"] as? Int == 2)
        #expect(j["scannedFiles"] as? Int == 3)
        #expect((j["problems"] as? [Any])?.isEmpty == true)
    }

    /// As root, chmod 000 does not stop reading: the tool runs under setpriv without
    /// CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so that permissions apply as for any user.
    @Test("an unreadable file is one problem naming it; the scan goes on",
          .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func unreadableFileWithoutPrivilege() throws {
        let s = try CatalogSandbox(fixtures: ["TrakTest.ttf", "MonoTest-Regular.ttf"])
        defer { s.cleanup() }
        chmod(s.fonts + "/MonoTest-Regular.ttf", 0)
        let args = ["fonts", "scan", "--json"]
        let r: CLIResult
        if getuid() == 0 {
            r = try runProgram("/usr/bin/setpriv", ["--bounding-set", "-dac_override,-dac_read_search",
                                                   typographyExecutable().path] + args, environment: s.env)
        } else {
            r = try s.run(args)
        }
        #expect(r.code == 0, "\(r.stderr)")
        let j = try #require(try r.json() as? [String: Any])
        let problems = j["problems"] as? [[String: Any]] ?? []
        #expect(problems.count == 1)
        #expect(problems.first?["path"] as? String == s.fonts + "/MonoTest-Regular.ttf")
        #expect(problems.first?["kind"] as? String == "unreadable")
        #expect(j["faces"] as? Int == 1)
    }
}

/// Runs any program with an environment and captures its output.
func runProgram(_ path: String, _ args: [String], environment: [String: String]) throws -> CLIResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    p.environment = environment
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    final class Box: @unchecked Sendable { var data = Data() }
    let box = Box()
    let group = DispatchGroup()
    group.enter()
    let h = err.fileHandleForReading
    DispatchQueue.global().async { box.data = h.readDataToEndOfFile(); group.leave() }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    p.waitUntilExit()
    return CLIResult(code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: box.data, as: UTF8.self))
}
