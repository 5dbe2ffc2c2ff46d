import Foundation
import Testing

/// `typography measure`, `fit` and `render`, run as a user runs them, with real fonts from
/// fonts-noto-core (scripts/setup.sh installs them).
@Suite("typography measure/fit/render")
struct LayoutCommandsTests {
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let naskh = "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"
    static let measureKeys: Set<String> = [
        "width", "height", "ascent", "descent", "lineHeight", "lineHeightSource", "glyphCount", "opticalSize",
        "tracking", "font", "fallbacks", "inkBounds", "ligaturesDisabled", "text",
    ]

    @Test func measureJSONHasTheDocumentedFields() throws {
        let r = try runCLI(["measure", "office fi", "--font", Self.noto, "--point-size", "17", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        #expect(Set(o.keys) == Self.measureKeys)
        // hb-shape: o 605 + f_f_i 946 + c 480 + e 564 + space 260 + fi 602 = 3457 units at 17/1000.
        #expect(abs((o["width"] as? Double ?? 0) - 3457 * 17 / 1000.0) < 1e-9)
        #expect(o["glyphCount"] as? Int == 6)
        let tracking = try #require(o["tracking"] as? [String: Any])
        #expect(Set(tracking.keys) == ["perMille", "points", "source"])
        #expect(tracking["source"] as? String == "none")
        let font = try #require(o["font"] as? [String: Any])
        #expect(font["postscriptName"] as? String == "NotoSans-Regular")
    }

    @Test func measureWithTrackingTakesTheLigatureApart() throws {
        let r = try runCLI(["measure", "fi", "--font", Self.noto, "--point-size", "17", "--tracking", "20", "--json"])
        let o = try #require(try r.json() as? [String: Any])
        #expect(o["glyphCount"] as? Int == 2)
        #expect((o["tracking"] as? [String: Any])?["source"] as? String == "explicit")
    }

    @Test func measureLinesPrintsOneObjectPerLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-cli-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("lines.txt")
        try Data("Hello\nمرحبا\n\n\"quoted\" \\ text\n".utf8).write(to: file)
        let r = try runCLI(["measure", "--lines", file.path, "--font", Self.noto, "--point-size", "17", "--fallback", Self.naskh])
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        var texts: [String] = []
        for l in lines {
            let o = try #require(try JSONSerialization.jsonObject(with: Data(l.utf8)) as? [String: Any])
            #expect(Set(o.keys) == Self.measureKeys)
            texts.append(o["text"] as? String ?? "?")
        }
        #expect(texts == ["Hello", "مرحبا", "", "\"quoted\" \\ text"])
        let arabic = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        let fb = try #require(arabic["fallbacks"] as? [[String: Any]])
        #expect(fb.first?["postscriptName"] as? String == "NotoNaskhArabic-Regular")
        let stdin = try runCLI(["measure", "--lines", "-", "--font", Self.noto, "--point-size", "17"], stdin: "a\nb\n")
        #expect(stdin.stdout.split(separator: "\n").count == 2)
    }

    @Test func fitJSONReportsWhatWasDone() throws {
        let r = try runCLI(["fit", "The quick brown fox jumps", "--width", "120", "--font", Self.noto,
                            "--point-size", "17", "--truncate", "tail", "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        for k in ["fits", "text", "width", "tracking", "tightened", "truncated"] { #expect(o[k] != nil, "\(k)") }
        #expect(o["truncated"] as? Bool == true)
        #expect((o["text"] as? String)?.hasSuffix("\u{2026}") == true)
        #expect((o["width"] as? Double ?? 999) <= 120)
    }

    @Test func renderWritesEachFormat() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-cli-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for ext in ["png", "svg", "pdf"] {
            let out = dir.appendingPathComponent("t.\(ext)").path
            let r = try runCLI(["render", "Hello", "--font", Self.noto, "--point-size", "20", "-o", out, "--json"])
            #expect(r.code == 0, "\(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
        let para = dir.appendingPathComponent("p.png").path
        let r = try runCLI(["render", "The quick brown fox jumps over the lazy dog", "--width", "80", "--max-lines", "2",
                            "--font", Self.noto, "--point-size", "15", "-o", para, "--json"])
        let o = try #require(try r.json() as? [String: Any])
        #expect((o["lines"] as? [String])?.count == 2)
        #expect(o["truncated"] as? Bool == true)
    }

    /// On Linux, Cairo is loaded by the first drawing, not at start-up: with a broken
    /// libcairo.so.2 first on the library path, measuring still works, and drawing fails with
    /// one line and EX_UNAVAILABLE (69), leaving no file. (Linked the ordinary way, the dynamic
    /// loader would refuse to start the tool at all.)
    #if os(Linux)
    @Test func cairoIsLoadedOnlyToDraw() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-cli-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not a shared library\n".utf8).write(to: dir.appendingPathComponent("libcairo.so.2"))
        var (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        env["LD_LIBRARY_PATH"] = dir.path

        let m = try runCLI(["measure", "office", "--font", Self.noto, "--point-size", "17", "--json"], environment: env)
        #expect(m.code == 0, "\(m.stderr)")
        // hb-shape: o, f_f_i, c, e.
        #expect((try m.json() as? [String: Any])?["glyphCount"] as? Int == 4)

        let out = dir.appendingPathComponent("t.png").path
        let r = try runCLI(["render", "Hello", "--font", Self.noto, "--point-size", "20", "-o", out], environment: env)
        #expect(r.code == 69, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(r.stderr.contains("cannot load Cairo (libcairo.so.2)"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
    #endif

    @Test func synthesisIsReportedInMeasureFitAndRender() throws {
        let quicksand = "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf"
        let interItalic = "/usr/share/fonts/opentype/inter/Inter-Italic.otf"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-cli-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // (font, options, expected synthetic list)
        let cases: [(String, [String], [String])] = [
            (quicksand, [], []),
            (quicksand, ["--italic"], ["oblique"]),
            (quicksand, ["--weight", "700"], ["bold"]),
            (quicksand, ["--weight", "bold", "--italic"], ["bold", "oblique"]),
            (interItalic, ["--italic"], []),
        ]
        var widths: [Double] = []
        for (font, options, expected) in cases {
            let base = ["--font", font, "--point-size", "24"] + options + ["--json"]
            let m = try runCLI(["measure", "Hamburgefonstiv"] + base)
            #expect(m.code == 0, "\(m.stderr)")
            let o = try #require(try m.json() as? [String: Any])
            #expect(Set(o.keys) == Self.measureKeys)
            let f = try #require(o["font"] as? [String: Any])
            #expect(Set(f.keys) == ["path", "postscriptName", "synthetic", "variations"])
            #expect(f["synthetic"] as? [String] == expected, "\(options)")
            let width = try #require(o["width"] as? Double)
            widths.append(width)
            let fit = try runCLI(["fit", "Hamburgefonstiv", "--width", "1000"] + base)
            let fo = try #require(try fit.json() as? [String: Any])
            #expect((fo["font"] as? [String: Any])?["synthetic"] as? [String] == expected)
            #expect(abs((fo["width"] as? Double ?? 0) - width) < 1e-9)
            let out = dir.appendingPathComponent("r.png").path
            let r = try runCLI(["render", "Hamburgefonstiv", "-o", out] + base)
            let ro = try #require(try r.json() as? [String: Any])
            #expect((ro["font"] as? [String: Any])?["synthetic"] as? [String] == expected)
            #expect(abs((ro["width"] as? Double ?? 0) - width) < 1e-9)
            let text = try runCLI(["render", "Hamburgefonstiv", "-o", out, "--font", font, "--point-size", "24"] + options)
            #expect(text.stdout.contains("synthetic") == !expected.isEmpty, "\(text.stdout)")
        }
        // Bold: 15 glyphs, each 24/24 pt wider; oblique: the same advances.
        #expect(abs(widths[2] - widths[0] - 15 * 24.0 / 24) < 1e-9)
        #expect(widths[1] == widths[0])
    }

    /// `--no-synthesis` draws a face as it is; a fallback face is synthesized by the same rule as
    /// the primary and says so in `fallbacks`.
    @Test func noSynthesisSwitchAndSynthesizedFallbacks() throws {
        let quicksand = "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf"
        let interItalic = "/usr/share/fonts/opentype/inter/Inter-Italic.otf"
        func measure(_ text: String, _ args: [String]) throws -> [String: Any] {
            let r = try runCLI(["measure", text, "--point-size", "24", "--json"] + args)
            #expect(r.code == 0, "\(r.stderr)")
            return try #require(try r.json() as? [String: Any])
        }
        func ink(_ o: [String: Any]) -> [String: Double] { o["inkBounds"] as? [String: Double] ?? [:] }

        // The primary: Quicksand has no italic; with --no-synthesis it is drawn upright.
        let upright = try measure("Hamburgefonstiv", ["--font", quicksand])
        let oblique = try measure("Hamburgefonstiv", ["--font", quicksand, "--italic"])
        let asIs = try measure("Hamburgefonstiv", ["--font", quicksand, "--italic", "--no-synthesis"])
        #expect((asIs["font"] as? [String: Any])?["synthetic"] as? [String] == [])
        #expect(ink(asIs) == ink(upright))
        #expect(ink(oblique) != ink(upright))

        // A fallback: Inter Italic lacks Arabic; the catalog's Arabic face has no italic, so it
        // is sheared, and reported so; not with --no-synthesis.
        let text = "Hello مرحبا"
        let mixed = try measure(text, ["--font", interItalic, "--italic"])
        let fallbacks = try #require(mixed["fallbacks"] as? [[String: Any]])
        #expect(fallbacks.count == 1)
        #expect(Set(fallbacks[0].keys) == ["path", "postscriptName", "synthetic", "text"])
        #expect(fallbacks[0]["text"] as? String == "مرحبا")
        #expect(fallbacks[0]["synthetic"] as? [String] == ["oblique"])
        let mixedAsIs = try measure(text, ["--font", interItalic, "--italic", "--no-synthesis"])
        let plain = try #require((mixedAsIs["fallbacks"] as? [[String: Any]])?.first)
        #expect(plain["synthetic"] as? [String] == [])
        #expect(plain["path"] as? String == fallbacks[0]["path"] as? String)
        // The same advances (a shear moves no glyph), different ink.
        #expect(mixed["width"] as? Double == mixedAsIs["width"] as? Double)
        #expect(ink(mixed) != ink(mixedAsIs))
        let readable = try runCLI(["measure", text, "--point-size", "24", "--font", interItalic, "--italic"])
        #expect(readable.stdout.contains("(synthetic oblique)"), "\(readable.stdout)")
    }

    @Test func errorsAreOneLineWithSysexitsCodes() throws {
        let missing = try runCLI(["measure", "x", "--font", "/nonexistent/font.ttf", "--point-size", "12"])
        #expect(missing.code == 66)
        #expect(missing.stderr.hasPrefix("typography: /nonexistent/font.ttf: "))
        let unwritable = try runCLI(["render", "x", "--font", Self.noto, "--point-size", "12", "-o", "/nonexistent/dir/x.png"])
        #expect(unwritable.code == 73)
        #expect(unwritable.stderr.split(separator: "\n").count == 1)
        let format = try runCLI(["render", "x", "--font", Self.noto, "--point-size", "12", "-o", "/tmp/x.gif"])
        #expect(format.code == 64)
        let width = try runCLI(["fit", "x", "--width=-3", "--font", Self.noto, "--point-size", "12"])
        #expect(width.code == 64)
        #expect(width.stderr.contains("line width '-3'"))
        let size = try runCLI(["measure", "x", "--font", Self.noto, "--point-size", "nan"])
        #expect(size.code == 64)
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data("not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        let notFont = try runCLI(["measure", "x", "--font", junk.path, "--point-size", "12"])
        #expect(notFont.code == 65)
    }
}
