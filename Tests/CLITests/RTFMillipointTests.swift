import Foundation
import Testing

/// Cocoa writes `\fsmilliN` (thousandths of a point) right after `\fs` for a size that is not a
/// whole half-point: `\fs26 \fsmilli13333` is 13.333 pt.
@Suite("RTF \\fsmilli")
struct RTFMillipointTests {
    static let document = """
        {\\rtf1\\ansi\\ansicpg1252\\cocoartf2761
        \\cocoatextscaling1\\cocoaplatform1{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}
        \\f0\\fs26 \\fsmilli13333 \\cf0 A third{\\fs34 Body}\\fs30\\fsmilli15250 x}
        """

    func write(_ text: String) throws -> (String, URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rtf-milli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("in.rtf").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (path, dir)
    }

    @Test("rtf info reports the \\fsmilli size, not the rounded \\fs beside it")
    func infoReportsMillipoints() throws {
        let (path, dir) = try write(Self.document)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runCLI(["rtf", "info", path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let sizes = ((try r.json() as? [String: Any])?["sizes"] as? [[String: Any]]) ?? []
        let points = sizes.compactMap { $0["points"] as? Double }
        #expect(points == [13.333, 15.25, 17])
        #expect(sizes.first?["millipoints"] as? Int == 13333)
        #expect(sizes.first?["halfPoints"] as? Int == 26)
        // The standard scaling's size is 13/17 of the exact size (WWDC19 227), not of 13 pt.
        let standard = sizes.first?["standardPoints"] as? Double ?? 0
        #expect(abs(standard - 13.333 * 13 / 17) < 1e-9)
        let text = try runCLI(["rtf", "info", path])
        #expect(text.stdout.contains("13.333 pt"))
    }

    @Test("rtf convert scales \\fsmilli with \\fs by 13/17 and leaves every other byte as it was")
    func convertScalesMillipoints() throws {
        let (path, dir) = try write(Self.document)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.rtf").path
        let r = try runCLI(["rtf", "convert", path, "--to", "standard", "-o", out])
        #expect(r.code == 0, "\(r.stderr)")
        // round(13·13333/17) = 10196; round(13·15250/17) = 11662; \fs by HalfPoints: 26 → 20, 34 → 26, 30 → 23.
        let expected = Self.document
            .replacingOccurrences(of: "\\cocoatextscaling1", with: "\\cocoatextscaling0")
            .replacingOccurrences(of: "\\fs26 \\fsmilli13333", with: "\\fs20 \\fsmilli10196")
            .replacingOccurrences(of: "\\fs34 ", with: "\\fs26 ")
            .replacingOccurrences(of: "\\fs30\\fsmilli15250", with: "\\fs23\\fsmilli11662")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
        // The summary reports the exact sizes it wrote (not the \fs beside them).
        #expect(r.stdout.contains("sizes: 13.333 → 10.196 pt ×1, 15.25 → 11.662 pt ×1, 17 → 13 pt ×1"), "\(r.stdout)")
        let json = try runCLI(["rtf", "convert", path, "--to", "standard", "-o", dir.appendingPathComponent("j.rtf").path, "--json"])
        let changes = ((try json.json() as? [String: Any])?["sizeChanges"] as? [[String: Any]]) ?? []
        #expect(changes.first?["fromMillipoints"] as? Int == 13333 && changes.first?["toMillipoints"] as? Int == 10196, "\(changes)")
        #expect(changes.first?["to"] as? Double == 10.196 && changes.first?["toHalfPoints"] as? Int == 20, "\(changes)")
        #expect(changes.last?["fromMillipoints"] is NSNull && changes.last?["to"] as? Double == 13, "\(changes)")
        // And back: within a thousandth of a point of where it started.
        let back = dir.appendingPathComponent("back.rtf").path
        #expect(try runCLI(["rtf", "convert", out, "--to", "ios", "-o", back]).code == 0)
        let again = try String(contentsOfFile: back, encoding: .utf8)
        #expect(again.contains("\\fsmilli13333") && again.contains("\\fsmilli15250"))
    }

    @Test("A malformed \\fsmilli is reported and refused by conversion, with nothing written")
    func malformedMillipoints() throws {
        let (path, dir) = try write("{\\rtf1\\cocoatextscaling1{\\fonttbl\\f0 Helvetica;}\\f0\\fs26\\fsmilli-5 x}")
        defer { try? FileManager.default.removeItem(at: dir) }
        let info = try runCLI(["rtf", "info", path, "--json"])
        #expect(info.code == 0)
        #expect(info.stdout.contains("sizeOutOfRange"))
        let out = dir.appendingPathComponent("out.rtf").path
        let r = try runCLI(["rtf", "convert", path, "--to", "standard", "-o", out])
        #expect(r.code == 65, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
