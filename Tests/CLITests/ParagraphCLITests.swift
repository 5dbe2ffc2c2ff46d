import Foundation
import Testing

/// `typography render` and `measure` with `--line-width` and the paragraph options, run as a user
/// runs them, with real fonts from fonts-noto-core and Debian's hyphenation dictionaries.
@Suite("Paragraph options of render and measure")
struct ParagraphCLITests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let german = "Die Donaudampfschifffahrtsgesellschaft veröffentlichte ihre Jahresbilanz, und die Rechtsschutzversicherungsgesellschaften reagierten außerordentlich zurückhaltend."
    static let lineKeys: Set<String> = ["text", "utf16Range", "scalarRange", "x", "width", "top", "height", "baseline",
                                        "ascent", "descent", "hyphenated"]

    @Test("render --json gives each line's text, ranges, box, metrics and hyphen")
    func renderJSONLines() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("para-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try runCLI(["render", Self.german, "--font", Self.noto, "--point-size", "15", "--line-width", "160",
                            "--lang", "de", "--hyphenate", "--align", "justified", "--first-line-indent", "1em", "-o", out, "--json"],
                           environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        let o = try #require(try r.json() as? [String: Any])
        let lines = try #require(o["lineDetails"] as? [[String: Any]])
        #expect(lines.count == (o["lines"] as? [String])?.count)
        #expect(lines.allSatisfy { Set($0.keys) == Self.lineKeys })
        #expect(lines.contains { $0["hyphenated"] as? Bool == true && ($0["text"] as? String)?.hasSuffix("\u{2010}") == true })
        #expect(lines.first?["x"] as? Double == 15)
        // The ranges cover the text in order.
        let u16 = Array(Self.german.utf16)
        var last = 0
        for l in lines {
            let range = try #require(l["utf16Range"] as? [Int])
            #expect(range[0] >= last && range[1] <= u16.count)
            let text = String(decoding: u16[range[0]..<range[1]], as: UTF16.self)
            let shown = (l["text"] as? String ?? "")
            #expect(shown == text || shown == text + "\u{2010}")
            last = range[1]
        }
    }

    @Test("Hyphenation in a language without a dictionary: one warning line, no hyphens")
    func missingDictionaryWarns() throws {
        let r = try runCLI(["measure", Self.german, "--font", Self.noto, "--point-size", "15", "--line-width", "120",
                            "--lang", "sw", "--hyphenate", "--json"])
        #expect(r.code == 0)
        let warnings = r.stderr.split(separator: "\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("no hyphenation dictionary") == true)
        let o = try #require(try r.json() as? [String: Any])
        let lines = try #require(o["lines"] as? [[String: Any]])
        #expect(!lines.contains { $0["hyphenated"] as? Bool == true })
    }

    @Test("Bad paragraph options are one-line usage errors", arguments: [
        ["--wrap", "balanced"], ["--align", "centre-ish"], ["--hyphenation-factor", "2"], ["--first-line-indent", "-3"],
        ["--line-height-multiple", "0"], ["--min-line-height", "30", "--max-line-height", "20"],
        ["--line-break-strategy", "pushy"], ["--line-spacing", "nan"],
        ["--wrap", "optimal", "--hyphenate-limit-lines", "-1"], ["--hyphenate-limit-lines", "two"],
        ["--hyphenate-limit-chars", "5,2,2,2"], ["--hyphenate-limit-chars", "5,x"],
    ])
    func badOptions(extra: [String]) throws {
        let r = try runCLI(["measure", "Hello world", "--font", Self.noto, "--point-size", "15", "--line-width", "100"] + extra)
        #expect(r.code == 64)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test("Paragraph options without --line-width are usage errors")
    func needLineWidth() throws {
        let r = try runCLI(["measure", "Hello", "--font", Self.noto, "--point-size", "15", "--wrap", "balance"])
        #expect(r.code == 64)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("para-\(UUID()).png").path
        let s = try runCLI(["render", "Hello", "--font", Self.noto, "--point-size", "15", "--hyphenate", "-o", out])
        #expect(s.code == 64)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("measure --wrap balance keeps greedy's line count and evens the lines")
    func balanceFromTheCLI() throws {
        func lines(_ wrap: String) throws -> [Double] {
            let r = try runCLI(["measure", "Typography for every platform that Swift runs on", "--font", Self.noto,
                                "--point-size", "22", "--line-width", "260", "--wrap", wrap, "--json"])
            let o = try #require(try r.json() as? [String: Any])
            return try #require(o["lines"] as? [[String: Any]]).compactMap { $0["width"] as? Double }
        }
        let g = try lines("greedy"), b = try lines("balance")
        #expect(g.count == b.count && g.count == 3)
        #expect((b.max() ?? 0) - (b.min() ?? 0) < (g.max() ?? 0) - (g.min() ?? 0))
    }

    @Test("measure --wrap optimal with --hyphenate-limit-lines 1: justified, hyphenated, never two hyphens in a row")
    func optimalFromTheCLI() throws {
        let text = "Die Schriftsetzerin prüfte jeden Absatz sorgfältig, bevor die Druckerei am Montag mit der Arbeit begann. Lange Wörter wie Straßenbahnhaltestelle, Verkehrsverbindungen oder Rechtsschutzversicherungsgesellschaften machen deutschen Text schwer zu setzen."
        let r = try runCLI(["measure", text, "--font", Self.noto, "--point-size", "15", "--line-width", "200", "--lang", "de",
                            "--align", "justified", "--hyphenate", "--wrap", "optimal", "--hyphenate-limit-lines", "1",
                            "--hyphenate-limit-chars", "6,3,3", "--json"], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        let lines = try #require(o["lines"] as? [[String: Any]])
        let hyphenated = lines.map { $0["hyphenated"] as? Bool == true }
        #expect(hyphenated.contains(true))
        for (a, b) in zip(hyphenated, hyphenated.dropFirst()) { #expect(!(a && b)) }
        #expect(lines.allSatisfy { ($0["width"] as? Double ?? .infinity) <= 200 + 1e-6 })
    }
}
