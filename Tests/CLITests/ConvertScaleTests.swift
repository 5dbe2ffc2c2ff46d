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
        #expect(abs((obj["fromBodySize"] as? Double ?? 0) - 20.2) < 1e-9)
        #expect(obj["fromUnit"] as? String == "dp")
        #expect(obj["toBodySize"] as? Double == 21)
        #expect(obj["clamped"] as? Bool == false)
        #expect((obj["rule"] as? String)?.contains("17 pt") == true)
    }

    @Test("bad settings are one-line usage errors naming the input", arguments: [
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
