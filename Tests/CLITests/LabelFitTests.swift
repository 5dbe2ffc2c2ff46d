import Foundation
import Testing

/// `fit` and `render --fit` with a label's options (SwiftUI `minimumScaleFactor`,
/// `allowsTightening`, `lineLimit`), checked against `measure` of the same text at the size the
/// label settles on: the chosen size fits, and a size 0.11 % larger (more than the search's
/// tolerance) does not.
@Suite struct LabelFitTests {
    /// A font with no tracking of its own (0/1000 em given), so width is linear in size.
    static let serif = "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"
    static let text = "Wonderful typography on every platform"

    func run(_ args: [String]) throws -> [String: Any] {
        let r = try runCLI(args + ["-j"], environment: WarmSandbox.env)
        return try #require(try r.json() as? [String: Any], "\(args): \(r.stderr)")
    }

    func width(_ text: String, size: Double) throws -> Double {
        let m = try run(["measure", text, "--font", Self.serif, "--point-size", "\(size)", "--tracking", "0"])
        return try #require(m["width"] as? Double)
    }

    @Test func minimumScaleFactorShrinksToTheLargestSizeThatFits() throws {
        let full = try width(Self.text, size: 20)
        let target = full * 0.7  // fits at 70 % of the size (width is linear in size here)
        let r = try run(["fit", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                         "--line-width", "\(target)", "--minimum-scale-factor", "0.5"])
        let scale = try #require(r["scaleFactor"] as? Double)
        let size = try #require(r["pointSize"] as? Double)
        #expect(r["fits"] as? Bool == true && r["truncated"] as? Bool == false && r["tightened"] as? Bool == false)
        #expect(r["text"] as? String == Self.text)
        #expect(abs(size - 20 * scale) < 1e-9)
        #expect(abs(scale - 0.7) <= 0.0011, "\(scale)")
        #expect(try width(Self.text, size: size) <= target + 1e-9)
        #expect(try width(Self.text, size: 20 * (scale + 0.0011)) > target)
        // Never below the minimum: at 0.8 it cannot fit, so it is truncated at 0.8 of the size.
        let capped = try run(["fit", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                              "--line-width", "\(target)", "--minimum-scale-factor", "0.8", "--no-tightening"])
        #expect(capped["scaleFactor"] as? Double == 0.8 && capped["pointSize"] as? Double == 16)
        #expect(capped["truncated"] as? Bool == true && (capped["width"] as? Double ?? .infinity) <= target)
    }

    /// `render --fit --json` says the size it drew at, as `fit --json` does: the text at 70 % of
    /// 20 pt fits (width is linear in size for this font), so it is drawn at about 14 pt; at a
    /// minimum of 0.8 it is drawn at 16 pt, truncated.
    @Test func renderFitReportsThePointSizeAndScaleFactorItDrewAt() throws {
        let target = try width(Self.text, size: 20) * 0.7
        let dir = try TempDir()
        defer { dir.remove() }
        let drawn = try run(["render", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                             "--fit", "\(target)", "--minimum-scale-factor", "0.5", "-o", dir.path("fit.png")])
        let scale = try #require(drawn["scaleFactor"] as? Double, "\(drawn)")
        let size = try #require(drawn["pointSize"] as? Double)
        #expect(abs(scale - 0.7) <= 0.0011 && abs(size - 20 * scale) < 1e-9)
        #expect(try width(Self.text, size: size) <= target + 1e-9)
        let capped = try run(["render", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                              "--fit", "\(target)", "--minimum-scale-factor", "0.8", "--no-tightening", "-o", dir.path("capped.png")])
        #expect(capped["scaleFactor"] as? Double == 0.8 && capped["pointSize"] as? Double == 16)
        #expect(capped["truncated"] as? Bool == true)
        // Nothing shrinks without a minimum scale factor: drawn at the size asked for.
        let plain = try run(["render", "Short", "--font", Self.serif, "--point-size", "20", "--fit", "500", "-o", dir.path("plain.png")])
        #expect(plain["scaleFactor"] as? Double == 1 && plain["pointSize"] as? Double == 20)
    }

    @Test func tighteningComesAfterShrinkingAndBeforeTruncation() throws {
        // At the minimum scale the line is 3 % too wide: within the 5 % tightening factor
        // (NSParagraphStyle.tighteningFactorForTruncation), so it is tightened, not truncated.
        let atMinimum = try width(Self.text, size: 16)
        let target = atMinimum / 1.03
        let r = try run(["fit", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                         "--line-width", "\(target)", "--minimum-scale-factor", "0.8"])
        #expect(r["scaleFactor"] as? Double == 0.8)
        #expect(r["tightened"] as? Bool == true && r["truncated"] as? Bool == false && r["text"] as? String == Self.text)
        #expect((r["width"] as? Double ?? .infinity) <= target + 1e-9)
        // Without tightening the same fit truncates.
        let off = try run(["fit", Self.text, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                           "--line-width", "\(target)", "--minimum-scale-factor", "0.8", "--no-tightening"])
        #expect(off["truncated"] as? Bool == true)
    }

    @Test func aLineLimitWrapsThenShrinksThenTruncatesTheLastLine() throws {
        let long = "Wonderful typography on every platform, with enough words for three lines"
        let target = 200.0
        let wrapped = try run(["fit", long, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                               "--line-width", "200", "--line-limit", "none"])
        let allLines = try #require(wrapped["lines"] as? [[String: Any]])
        #expect(allLines.count >= 3 && wrapped["fits"] as? Bool == true)
        for line in allLines { #expect((line["width"] as? Double ?? .infinity) <= target + 1e-9) }

        // Two lines at full size: the last is truncated.
        let two = try run(["fit", long, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                           "--line-width", "200", "--line-limit", "2"])
        let twoLines = try #require(two["lines"] as? [[String: Any]])
        #expect(twoLines.count == 2 && two["truncated"] as? Bool == true)
        #expect((twoLines.last?["text"] as? String)?.hasSuffix("\u{2026}") == true)

        // Two lines with shrinking allowed: every word, in two lines, each within the width.
        let shrunk = try run(["fit", long, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                              "--line-width", "200", "--line-limit", "2", "--minimum-scale-factor", "0.3"])
        let shrunkLines = try #require(shrunk["lines"] as? [[String: Any]])
        #expect(shrunk["fits"] as? Bool == true && shrunkLines.count <= 2)
        #expect(shrunkLines.compactMap { $0["text"] as? String }.joined(separator: " ") == long)
        for line in shrunkLines {
            let text = try #require(line["text"] as? String)
            let size = try #require(shrunk["pointSize"] as? Double)
            #expect(abs(try width(text, size: size) - (line["width"] as? Double ?? 0)) < 1e-6)
            #expect((line["width"] as? Double ?? .infinity) <= target + 1e-9)
        }
        // render --fit draws the same lines.
        let dir = try TempDir()
        defer { dir.remove() }
        let drawn = try run(["render", long, "--font", Self.serif, "--point-size", "20", "--tracking", "0",
                             "--fit", "200", "--line-limit", "2", "--minimum-scale-factor", "0.3", "-o", dir.path("label.png")])
        #expect(drawn["lines"] as? [String] == shrunkLines.compactMap { $0["text"] as? String })
    }

    @Test func badLabelOptionsAreUsageErrors() throws {
        for (args, message) in [(["--minimum-scale-factor", "0"], "minimum scale factor"),
                                (["--minimum-scale-factor", "1.5"], "minimum scale factor"),
                                (["--minimum-scale-factor", "nan"], "minimum scale factor"),
                                (["--line-limit", "0"], "line limit"), (["--line-limit", "two"], "line limit"),
                                (["--truncate", "tial"], "did you mean 'tail'?")] {
            let r = try runCLI(["fit", "x", "--font", Self.serif, "--point-size", "12", "--line-width", "50"] + args)
            #expect(r.code == 64 && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }
}
