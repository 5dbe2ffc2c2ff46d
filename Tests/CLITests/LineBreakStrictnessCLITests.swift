import Foundation
import Testing

/// `render --line-width` with CSS `line-break` strictness (`--line-break`, or `-u-lb-` in the
/// `--lang` tag) and `word-break: keep-all` (`--word-break`). The rules are UAX #14's: its CJ
/// class (small kana, the prolonged sound mark ー) resolves to NS under strict breaking, and no
/// line starts with NS; under normal and loose it resolves to ID, which a line may start with.
@Suite("Line-break strictness on the command line")
struct LineBreakStrictnessCLITests {
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let japanese = "週末のパーティーのため、駅前のデパートでショッピングをしました。ちょっと高いチョコレートやクッキー、ジュースを買って、キャンディーもたくさん選びました。"
    /// UAX #14's CJ class (Unicode 15's LineBreak.txt) as far as the text above uses it.
    static let cj: Set<Character> = ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ー"]

    static func lines(_ extra: [String], width: Int, text: String = japanese) throws -> [String] {
        let dir = try TempDir()
        defer { dir.remove() }
        let r = try runCLI(["render", text, "--font", cjk, "--point-size", "16", "--line-width", "\(width)",
                            "-o", dir.path("p.png"), "-j"] + extra, environment: WarmSandbox.env)
        let json = try #require(try r.json() as? [String: Any], "\(extra): \(r.stderr)")
        return json["lines"] as? [String] ?? []
    }

    static let widths = Array(stride(from: 80, through: 300, by: 20))

    /// The lines at each width, and how many lines start with small kana or ー.
    static func cjStarts(_ extra: [String]) throws -> (count: Int, lines: [[String]]) {
        var n = 0
        var all: [[String]] = []
        for w in widths {
            let lines = try lines(extra, width: w)
            #expect(lines.joined() == japanese)
            n += lines.dropFirst().filter { $0.first.map { cj.contains($0) } ?? false }.count
            #expect(!lines.dropFirst().contains { $0.hasPrefix("、") || $0.hasPrefix("。") }, "\(extra) at \(w): \(lines)")
            all.append(lines)
        }
        return (n, all)
    }

    /// `--lang ja`'s lines at every width, set once for the four tests that compare with them.
    static let strictLines: [[String]]? = try? widths.map { try lines(["--lang", "ja"], width: $0) }

    @Test("--lang ja is strict; ja-u-lb-strict and --line-break strict too", arguments: [
        ["--lang", "ja"], ["--lang", "ja-u-lb-strict"], ["--lang", "ja-u-lb-loose", "--line-break", "strict"],
    ])
    func strict(_ extra: [String]) throws {
        #expect(try Self.cjStarts(extra).count == 0)
    }

    @Test("ja-u-lb-loose, ja-u-lb-normal and --line-break loose let a line start with small kana or ー, unlike --lang ja",
          arguments: [["--lang", "ja-u-lb-loose"], ["--lang", "ja-u-lb-normal"], ["--lang", "ja", "--line-break", "loose"],
                      ["--lang", "ja", "--line-break", "normal"]])
    func loose(_ extra: [String]) throws {
        let (count, lines) = try Self.cjStarts(extra)
        #expect(count > 0)
        let strict = try #require(Self.strictLines, "--lang ja did not render")
        #expect(lines != strict, "\(extra) sets the same lines as --lang ja at every width")
    }

    @Test("--line-break anywhere breaks inside an English word that would fit on the next line")
    func anywhere() throws {
        let text = "ab Typesetting"
        let normal = try Self.lines(["--lang", "en"], width: 95, text: text)
        #expect(normal.map { $0.trimmingCharacters(in: .whitespaces) } == ["ab", "Typesetting"])
        let anywhere = try Self.lines(["--lang", "en", "--line-break", "anywhere"], width: 95, text: text)
        #expect(anywhere.first?.hasPrefix("ab T") == true, "\(anywhere)")
        #expect(anywhere.joined() == text)
    }

    @Test("--word-break keep-all ends Korean lines at spaces only")
    func keepAll() throws {
        let korean = "타이포그래피는 글자를 읽기 좋고 보기 좋게 배열하는 기술입니다. 한국어는 띄어쓰기로 단어를 나눕니다."
        let words = Set(korean.split(separator: " ").map(String.init))
        let lines = try Self.lines(["--lang", "ko", "--word-break", "keep-all"], width: 150, text: korean)
        #expect(lines.count > 2)
        for l in lines { #expect(l.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(l)") }
    }

    @Test("An unknown strictness or word-break mode is a usage error naming it", arguments: [
        (["--line-break", "strictest"], "strictest"), (["--word-break", "keepall-ish"], "keepall-ish"),
    ])
    func unknown(_ extra: [String], name: String) throws {
        let r = try runCLI(["render", "日本語", "--font", Self.cjk, "--point-size", "16", "--line-width", "100", "-o", "/tmp/never-\(UUID()).png"] + extra,
                           environment: WarmSandbox.env)
        #expect(r.code == 64)
        #expect(r.stderr.contains("'\(name)'") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }
}

/// Golden renders of Japanese kinsoku, looked at when made: the command must draw the same PNG,
/// byte for byte (our encoder is deterministic; the font is fonts-noto-cjk's). The multi-run RTF
/// document's golden render is drawn through the library (RTFDocumentLayoutTests).
/// To make one again after a deliberate change, run its arguments with `-o` the golden file, and
/// look at it before committing it.
@Suite("Kinsoku golden render")
struct KinsokuGoldenTests {
    static var golden: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/paragraphs/golden")
    }

    static let cases: [(file: String, arguments: [String])] = [
        ("japanese-strict.png",
         ["render", LineBreakStrictnessCLITests.japanese, "--font", LineBreakStrictnessCLITests.cjk, "--point-size", "16",
          "--line-width", "200", "--lang", "ja", "--show-bounds"]),
    ]

    @Test("the command draws the golden PNG", arguments: cases)
    func matchesGolden(file: String, arguments: [String]) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID())-\(file)")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try runCLI(arguments + ["-o", out.path], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let drawn = try Data(contentsOf: out)
        let expected = try Data(contentsOf: Self.golden.appendingPathComponent(file))
        #expect(drawn == expected, "\(file) differs from the golden render (\(drawn.count) vs \(expected.count) bytes)")
    }
}
