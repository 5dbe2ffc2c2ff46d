import Foundation
import Testing

/// `convert-scale` run as a user runs it. Expected values: AOSP's Android 14 table for 1.3
/// (16 sp → 20.2 dp, halfway between 14 → 18.8 and 18 → 21.6) and the HIG's iOS Body sizes.
@Suite("convert-scale command")
struct ConvertScaleTests {
    @Test func androidToIOSNamesTheCategoryBothBodySizesAndTheRule() throws {
        let r = try runCLI(["convert-scale", "--from", "android:1.3", "--to", "ios", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["to"] as? String == "ios:xxLarge")
        #expect(abs((obj["fromBodySize"] as? Double ?? 0) - 20.2) < 1e-4)  // Android's 32-bit float
        #expect(obj["fromUnit"] as? String == "dp")
        #expect(obj["toBodySize"] as? Double == 21)
        #expect(obj["clamped"] as? Bool == false)
        #expect((obj["rule"] as? String)?.contains("17 pt") == true)
    }

    /// 16 sp on AOSP's View path and on Compose's, worked from the tables (see
    /// ScaleConversionTests.viewAndCompose): 1.155 and 2.005 take the 1.15 and 2.0 tables by their
    /// key (int)(scale × 100); Compose interpolates from identity at 1.0 (1.1 → 17.4, 1.14 → 17.96).
    @Test("Android's two paths, by the key truncation and Compose's own curve", arguments: [
        ("android:1.155", 18.1), ("android:2.005", 28.0), ("android:1.14", 18.24),
        ("android-compose:1.1", 17.4), ("android-compose:1.14", 17.96), ("android-compose:1.03", 16.42),
    ])
    func androidPaths(from: String, dp: Double) throws {
        let r = try runCLI(["convert-scale", "--from", from, "--to", "css", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        #expect(abs((obj["fromBodySize"] as? Double ?? 0) - dp) < 1e-4, "\(from)")
        #expect(obj["from"] as? String == from)
    }

    @Test("conversions to Compose name the Compose model and read back", arguments: ["css:17.4px", "ios:xxLarge"])
    func toCompose(from: String) throws {
        let r = try runCLI(["convert-scale", "--from", from, "--to", "android-compose", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        let to = try #require(obj["to"] as? String)
        #expect(to.hasPrefix("android-compose:"))
        #expect(try runCLI(["convert-scale", "--from", to, "--to", "ios"]).code == 0)
    }

    @Test("a result is never a value the tool refuses: the tiniest CSS size clamps Android to 0.0001")
    func tinyResultsClamp() throws {
        let r = try runCLI(["convert-scale", "--from", "css:0.0001px", "--to", "android", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["to"] as? String == "android:0.0001")
        #expect(obj["clamped"] as? Bool == true)
    }

    @Test("bad settings are one-line usage errors naming the input", arguments: [
        (["--from", "css:1e-320px", "--to", "android"], "'1e-320' in 'css:1e-320px': out of range"),
        (["--from", "android:1e309", "--to", "ios"], "'1e309' in 'android:1e309': out of range"),
        (["--from", "android:1e-320", "--to", "ios"], "'1e-320' in 'android:1e-320': out of range"),
        (["--from", "android-compose:inf", "--to", "ios"], "'inf' in 'android-compose:inf': out of range"),
        (["--from", "css:1e300px", "--to", "ios"], "'1e300' in 'css:1e300px': out of range"),
        (["--from", "css:16px,1e-320", "--to", "ios"], "'1e-320' in 'css:16px,1e-320': out of range"),
        (["--from", "gnome:nan", "--to", "ios"], "'nan' in 'gnome:nan': not a number"),
        (["--from", "windows:90", "--to", "ios"], "90"),
        (["--from", "gnome:x", "--to", "ios"], "'x'"),
        (["--from", "nowhere:1", "--to", "ios"], "'nowhere'"),
        (["--from", "tvos", "--to", "ios"], "tvOS"),
        (["--from", "ios:huge", "--to", "css"], "'huge'"),
    ])
    func badSettings(args: [String], named: String) throws {
        let r = try runCLI(["convert-scale"] + args)
        #expect(r.code == 64)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains(named), "\(r.stderr)")
    }
}

/// `export` run as a user runs it: -o writes the file atomically, standard output otherwise.
@Suite("export command")
struct ExportCommandTests {
    @Test func dtcgForAllPlatformsWritesOneGroupPerPlatform() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("tokens.json").path
        let r = try runCLI(["export", "--format", "dtcg", "--all", "-o", path])
        #expect(r.code == 0, "\(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["ios", "ipados", "macos", "tvos", "watchos"])
    }

    @Test("refusals are one-line errors", arguments: [
        (["export", "--format", "css", "--all"] as [String], Int32(64)),
        (["export", "--format", "png"], Int32(64)),
        (["export", "--format", "css", "-p", "visionos"], Int32(64)),
        (["export", "--format", "css", "-o", "/nonexistent-dir/x.css"], Int32(73)),
        (["export", "--format", "tokens-studio", "--all"], Int32(64)),
        (["export", "--format", "style-dictionary"], Int32(64)),
        (["export", "--format", "dtcg-resolver", "--all"], Int32(64)),
        (["export", "--format", "dtcg-resolver", "-o", "/nonexistent-dir/resolver"], Int32(73)),
        (["export", "--format", "tailwind-v4", "--all"], Int32(64)),
        (["export", "--format", "style-dictionary", "-o", "/nonexistent-dir/sd"], Int32(73)),
        (["export", "--format", "uikit", "-p", "macos"], Int32(64)),
        (["export", "--format", "swiftui", "--family", "A\"B"], Int32(64)),
        (["export", "--format", "figma-variables", "-p", "visionos"], Int32(64)),
    ])
    func refusals(args: [String], code: Int32) throws {
        let r = try runCLI(args)
        #expect(r.code == code, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test func styleDictionaryWritesTheConfigAndTokensIntoADirectoryAndNeverAHalfWrittenOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sd").path
        let r = try runCLI(["export", "--format", "style-dictionary", "--all", "-o", out])
        #expect(r.code == 0 && r.stdout.isEmpty, "\(r.stderr)")
        let config = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/config.json"))) as? [String: Any])
        #expect(config["source"] as? [String] == ["tokens/**/*.json"])
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/tokens/typography.json"))) as? [String: Any])
        #expect(Set(tokens.keys) == ["ios", "ipados", "macos", "tvos", "watchos"])
        // Again into the existing directory: the files are replaced, a file of the user's stays.
        try "mine".write(toFile: out + "/README", atomically: true, encoding: .utf8)
        #expect(try runCLI(["export", "--format", "style-dictionary", "-p", "ios", "-o", out]).code == 0)
        #expect(try String(contentsOfFile: out + "/README", encoding: .utf8) == "mine")
        let ios = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/tokens/typography.json"))) as? [String: Any])
        #expect(Set(ios.keys) == ["ios"])
        // A file where the directory should be: refused, nothing left behind.
        let file = dir.appendingPathComponent("file").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try runCLI(["export", "--format", "style-dictionary", "-o", file])
        #expect(refused.code == 73 && refused.stderr.contains("not a directory"), "\(refused.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }
}
