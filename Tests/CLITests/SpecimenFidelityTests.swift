import Foundation
import Testing

/// Every sample of a specimen is drawn exactly as its row says: the face, tracking and line height
/// `measure` gives for that text and style, and the glyph positions `render` draws for that line
/// on its own (both through measuring, not through the specimen's page layout).
@Suite struct SpecimenFidelityTests {
    /// Glyph origins of an SVG that Cairo wrote, grouped into lines by baseline, in order.
    static func glyphLines(_ svg: String) -> [[Double]] {
        var lines: [(y: String, xs: [Double])] = []
        var rest = Substring(svg)
        while let r = rest.range(of: "<use xlink:href=\"#glyph") {
            rest = rest[r.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<end]
            func attribute(_ name: String) -> String? {
                guard let a = tag.range(of: " \(name)=\"") else { return nil }
                return String(tag[a.upperBound...].prefix { $0 != "\"" })
            }
            guard let x = attribute("x").flatMap(Double.init), let y = attribute("y") else { continue }
            if lines.last?.y == y { lines[lines.count - 1].xs.append(x) } else { lines.append((y, [x])) }
        }
        return lines.map(\.xs)
    }

    static func offsets(_ xs: [Double]) -> [Double] { xs.map { $0 - (xs.first ?? 0) } }

    @Test(arguments: ["ios", "ipados", "macos", "watchos", "tvos"])
    func samplesAreDrawnAsMeasureAndRenderSetThem(platform: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let page = dir.path("specimen-\(platform).svg")
        let r = try runCLI(["specimen", "-p", platform, "-o", page, "-j"], environment: WarmSandbox.env)
        let spec = try #require(try r.json() as? [String: Any], "\(r.stderr)")
        let styles = try #require(spec["styles"] as? [[String: Any]])
        let pageLines = Self.glyphLines(try String(contentsOfFile: page, encoding: .utf8)).map(Self.offsets)
        #expect(styles.count >= 9)
        for style in styles {
            let name = try #require(style["style"] as? String)
            let lines = try #require(style["lines"] as? [String])
            #expect(style["truncated"] as? Bool == false, "\(platform) \(name) is cut")
            let font = style["font"] as? [String: Any]
            let tracking = style["tracking"] as? [String: Any]
            for line in lines {
                // The row's face, tracking and line height are what measure gives for the line.
                let m = try runCLI(["measure", line, name, "-p", platform, "-j"], environment: WarmSandbox.env)
                let measured = try #require(try m.json() as? [String: Any], "\(m.stderr)")
                let mf = measured["font"] as? [String: Any]
                #expect(mf?["path"] as? String == font?["path"] as? String, "\(platform) \(name)")
                #expect((measured["tracking"] as? [String: Any])?["perMille"] as? Double == tracking?["perMille"] as? Double)
                #expect(measured["lineHeight"] as? Double == style["lineHeight"] as? Double)
                #expect(mf?["variations"] as? [String: Double] == font?["variations"] as? [String: Double], "\(platform) \(name): opsz")
                // The glyphs the page draws for the line are where render draws that line alone.
                let alone = dir.path("\(platform)-\(name)-\(line.count).svg")
                let rr = try runCLI(["render", line, name, "-p", platform, "-o", alone], environment: WarmSandbox.env)
                #expect(rr.code == 0, "\(rr.stderr)")
                let own = try #require(Self.glyphLines(try String(contentsOfFile: alone, encoding: .utf8)).first.map(Self.offsets))
                let found = pageLines.contains { p in
                    p.count == own.count && zip(p, own).allSatisfy { abs($0 - $1) < 0.01 }
                }
                #expect(found, "\(platform) \(name): \"\(line)\" is not drawn where render draws it")
            }
        }
    }
}
