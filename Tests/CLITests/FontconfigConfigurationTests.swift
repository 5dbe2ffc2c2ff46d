import Foundation
import Testing

/// The directories the catalog scans are the ones libfontconfig reads from its configuration.
@Suite("fontconfig's configuration through libfontconfig", .serialized)
struct FontconfigConfigurationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fonts").path

    struct Setup {
        let root: URL
        var env: [String: String]
        let conf: String

        init() throws {
            let sandbox = try makeSandboxEnvironment()
            root = sandbox.root
            env = sandbox.env
            conf = root.appendingPathComponent("fonts.conf").path
            env["FONTCONFIG_FILE"] = conf
            for key in ["FONTCONFIG_PATH", "TYPOGRAPHY_FONT_DIRS", "TYPOGRAPHY_TEST_FAULT"] { env[key] = nil }
            // Keep the system's fonts out of prefix="xdg" directories.
            env["XDG_DATA_DIRS"] = root.appendingPathComponent("share").path
        }

        func folder(_ name: String, fonts: [String]) throws -> String {
            let dir = root.appendingPathComponent(name).path
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for f in fonts { try FileManager.default.copyItem(atPath: fixtures + "/" + f, toPath: dir + "/" + f) }
            return dir
        }

        func write(_ xml: String) throws {
            try Data("<?xml version=\"1.0\"?>\n<fontconfig>\(xml)</fontconfig>\n".utf8).write(to: URL(fileURLWithPath: conf))
        }

        func scan() throws -> (dirs: [String], files: Set<String>) {
            let r = try runCLI(["fonts", "scan", "--json"], environment: env)
            #expect(r.code == 0, "\(r.stderr)")
            let j = (try? r.json()) as? [String: Any] ?? [:]
            let list = try runCLI(["fonts", "list", "--faces", "--json"], environment: env)
            let files = Set(((try? list.json()) as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
            return ((j["directories"] as? [String]) ?? [], files)
        }
    }

    @Test("<remap-dir> and an included conf.d are followed as fontconfig follows them; <selectfont> rejects by glob")
    func followsWhatFontconfigFollows() throws {
        let s = try Setup()
        defer { try? FileManager.default.removeItem(at: s.root) }
        let remapped = try s.folder("remapped", fonts: ["TrakTest.ttf"])
        let included = try s.folder("included", fonts: ["MonoTest-Regular.ttf", "CFFTest-BoldItalic.otf"])
        let confd = try s.folder("conf.d", fonts: [])
        try Data("<fontconfig><dir>\(included)</dir></fontconfig>".utf8)
            .write(to: URL(fileURLWithPath: confd + "/10-included.conf"))
        try s.write("""
            <remap-dir as-path="/usr/share/fonts">\(remapped)</remap-dir>
            <include ignore_missing="yes">\(confd)</include>
            <selectfont><rejectfont><glob>\(included)/CFF*</glob></rejectfont></selectfont>
            """)
        let (dirs, files) = try s.scan()
        #expect(dirs.contains(remapped), "\(dirs)")
        #expect(dirs.contains(included), "\(dirs)")
        #expect(files.contains(remapped + "/TrakTest.ttf"))
        #expect(files.contains(included + "/MonoTest-Regular.ttf"))
        #expect(!files.contains(included + "/CFFTest-BoldItalic.otf"))
        // The peer agrees on the directories' files.
        let theirs = Set(try runTool("fc-list", ["--format", "%{file}\n"], environment: s.env).out
            .split(separator: "\n").map(String.init))
        #expect(theirs == files, "fc-list: \(theirs.sorted()), ours: \(files.sorted())")
    }

    @Test("A change to the configuration is seen by the next command (the cached answer is keyed on the files)")
    func cacheFollowsTheFiles() throws {
        let s = try Setup()
        defer { try? FileManager.default.removeItem(at: s.root) }
        let a = try s.folder("a", fonts: ["TrakTest.ttf"])
        let b = try s.folder("b", fonts: ["MonoTest-Regular.ttf"])
        try s.write("<dir>\(a)</dir>")
        #expect(try s.scan().dirs == [a])
        try s.write("<dir>\(a)</dir><dir>\(b)</dir>")
        #expect(try s.scan().dirs == [a, b])
        // A file included from a directory that did not exist yet.
        let confd = try s.folder("conf.d", fonts: [])
        try s.write("<dir>\(a)</dir><include ignore_missing=\"yes\">\(confd)</include>")
        #expect(try s.scan().dirs == [a])
        try Data("<fontconfig><dir>\(b)</dir></fontconfig>".utf8).write(to: URL(fileURLWithPath: confd + "/20-b.conf"))
        #expect(try s.scan().dirs == [a, b])
    }
}
