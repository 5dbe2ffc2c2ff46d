import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// One sandboxed HOME/XDG for the suites below, its catalog cache scanned once (the installed
/// fonts: scripts/setup.sh), so that each command starts warm as a user's second run does.
enum WarmSandbox {
    static let env: [String: String] = {
        guard let (env, _) = try? makeSandboxEnvironment() else { return ProcessInfo.processInfo.environment }
        _ = try? runCLI(["fonts", "scan", "--quiet"], environment: env)
        return env
    }()
}

/// A temporary directory removed at the end of a test.
struct TempDir {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func remove() { try? FileManager.default.removeItem(at: url) }
    func contents() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] }
}

/// hb-shape's glyphs for `text` in `font` (JSON output, glyph ids): each glyph's fields.
func hbShapeGlyphs(font: String, text: String, features: String? = nil) throws -> [[String: Any]] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
    p.arguments = ["--output-format=json", "--no-glyph-names"] + (features.map { ["--features=\($0)"] } ?? []) + [font, text]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
}

/// The sum of hb-shape's advances, in font units.
func hbShapeWidth(font: String, text: String, features: String? = nil) throws -> Int {
    try hbShapeGlyphs(font: font, text: text, features: features).reduce(0) { $0 + ($1["ax"] as? Int ?? 0) }
}

@Suite("measure/fit/render with a text STYLE or a catalog font")
struct StyleLayoutTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    func measure(_ args: [String], env: [String: String] = WarmSandbox.env) throws -> [String: Any] {
        let r = try runCLI(["measure"] + args + ["--json"], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        return try #require(try r.json() as? [String: Any])
    }

    @Test func aStyleIsMeasuredInTheDesignMapsFace() throws {
        let o = try measure(["Settings", "body", "--platform", "ios"])
        #expect(Set(o.keys) == LayoutCommandsTests.measureKeys)
        let font = try #require(o["font"] as? [String: Any])
        #expect(font["postscriptName"] as? String == "Inter-Regular")
        #expect((o["tracking"] as? [String: Any])?["source"] as? String == "curve")
        #expect(o["lineHeight"] as? Double == 22)
        // The same face and size given by path measure the same.
        let byPath = try measure(["Settings", "--font", font["path"] as? String ?? "", "--point-size", "17", "--line-height", "22"])
        #expect(byPath["width"] as? Double == o["width"] as? Double)
        // Title at xxxLarge (34 pt) is Inter Display; the headline is semibold.
        let title = try measure(["Title", "title", "--platform", "ios", "--size", "xxxLarge"])
        #expect((title["font"] as? [String: Any])?["postscriptName"] as? String == "InterDisplay-Regular")
        let units = try hbShapeWidth(font: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf", text: "Title")
        #expect(abs((title["width"] as? Double ?? 0) - Double(units) * 34 / 2048) <= 1.0 / 64)
        let headline = try measure(["Settings", "headline", "--platform", "ios"])
        #expect((headline["font"] as? [String: Any])?["postscriptName"] as? String == "Inter-SemiBold")
        // Designs and modifiers, as `typography resolve` takes them.
        for (args, ps) in [(["--design", "rounded"], "Quicksand"), (["--design", "serif"], "NotoSerif-Regular"),
                           (["--design", "monospaced"], "JetBrainsMono-Regular"), (["--bold"], "Inter-SemiBold"),
                           (["--design", "serif", "--italic"], "NotoSerif-Italic"), (["--weight", "black"], "Inter-Black")] {
            let m = try measure(["Hello", "body", "--platform", "ios"] + args)
            let name = (m["font"] as? [String: Any])?["postscriptName"] as? String ?? ""
            #expect(name.hasPrefix(ps), "\(args): \(name)")
        }
        let text = try runCLI(["measure", "Settings", "body", "--platform", "ios", "--size", "xxxLarge"], environment: WarmSandbox.env)
        #expect(text.stdout.contains("font: InterDisplay-Regular for body on ios at xxxLarge"))
        #expect(text.stdout.contains("SF Pro is not installed"))
    }

    @Test func fallbacksAreReportedForScriptsTheFaceLacks() throws {
        let o = try measure(["Hello مرحبا नमस्ते 👋", "body", "--platform", "ios"])
        let fb = try #require(o["fallbacks"] as? [[String: Any]])
        let byText = Dictionary(fb.map { ($0["text"] as? String ?? "", $0["postscriptName"] as? String ?? "") },
                                uniquingKeysWith: { a, _ in a })
        // Arabic: the face fontconfig orders first for Arabic that covers it (the peer decides),
        // passing over a display (Kufic) face.
        let arabic = try fcFirstTextFace("sans-serif:lang=ar:charset=645", "%{postscriptname}",
                                         environment: ProcessInfo.processInfo.environment)
        #expect(byText["مرحبا"] == arabic, "\(byText)")
        #expect(byText["नमस्ते"] == "NotoSansDevanagari-Regular")
        #expect(byText["👋"] == "NotoColorEmoji")
        #expect(fb.allSatisfy { ($0["path"] as? String)?.hasPrefix("/usr/share/fonts/") == true })
        // A font file by path gets the catalog's fallbacks too.
        let p = try measure(["Hello مرحبا", "--font", Self.inter, "--point-size", "17"])
        #expect((p["fallbacks"] as? [[String: Any]])?.count == 1)
    }

    @Test func aCustomFontScalesRelativeToTitle() throws {
        let o = try measure(["Quicksand", "--font", "Quicksand", "--point-size", "28", "--relative-to", "title",
                             "--platform", "ios", "--size", "xxxLarge"])
        let font = try #require(o["font"] as? [String: Any])
        let path = try #require(font["path"] as? String)
        #expect(path.contains("Quicksand"))
        // 28 pt relative to title is 34 pt at xxxLarge (title: 28 → 34).
        let units = try hbShapeWidth(font: path, text: "Quicksand")
        #expect(abs((o["width"] as? Double ?? 0) - Double(units) * 34 / 1000) <= 1.0 / 64)
        let capped = try measure(["Quicksand", "--font", "Quicksand", "--point-size", "28", "--relative-to", "title",
                                  "--platform", "ios", "--size", "accessibility5", "--maximum", "34"])
        #expect(capped["width"] as? Double == o["width"] as? Double)
        let fixed = try measure(["Quicksand", "--font", "Quicksand", "--point-size", "28", "--fixed-size"])
        #expect(abs((fixed["width"] as? Double ?? 0) - Double(units) * 28 / 1000) <= 1.0 / 64)
        // A PostScript name, and Apple's family through the design map.
        let ps = try measure(["x", "--font", "JetBrainsMono-Bold", "--point-size", "12"])
        #expect((ps["font"] as? [String: Any])?["postscriptName"] as? String == "JetBrainsMono-Bold")
        let sf = try measure(["x", "--font", "SF Pro", "--point-size", "28"])
        #expect((sf["font"] as? [String: Any])?["postscriptName"] as? String == "InterDisplay-Regular")
    }

    @Test func styleAndFontOptionsAreCheckedAsUsageErrors() throws {
        let cases: [([String], Int32, String)] = [
            (["measure", "x", "body", "--platform", "ios", "--point-size", "12"], 64, "--point-size applies to --font"),
            (["measure", "x", "--font", Self.inter], 64, "--font needs --point-size"),
            (["measure", "x"], 64, "give a STYLE"),
            (["measure", "x", "--font", Self.inter, "--point-size", "12", "--maximum", "20"], 64, "--maximum needs --relative-to"),
            (["measure", "x", "--font", Self.inter, "--point-size", "12", "--bold"], 64, "--bold applies to a STYLE"),
            (["measure", "x", "notAStyle", "--platform", "ios"], 64, "notAStyle"),
            (["measure", "x", "body", "--platform", "macos", "--size", "xxxLarge"], 64, "no Dynamic Type"),
            (["measure", "x", "body", "extra", "--platform", "ios"], 64, "unexpected argument 'extra'"),
            (["measure", "x", "--font", "No Such Family 42", "--point-size", "12"], 66, "No Such Family 42"),
            (["measure", "x", "--font", "/nonexistent/font.ttf", "--point-size", "12"], 66, "no such file"),
            (["fit", "x", "body", "--platform", "ios", "--width=-3"], 64, "width"),
            (["fit", "x", "body", "--platform", "ios", "--line-width=-3"], 64, "line width"),
            (["fit", "x", "body", "--line-width", "3furlongs"], 64, "unknown unit 'furlongs'"),
            (["measure", "x", "--font", Self.inter, "--point-size", "1.2em"], 64, "needs a font size"),
        ]
        for (args, code, message) in cases {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == code, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("typography: ") && r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }

    @Test func linesFitAndRenderTakeAStyle() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let file = dir.path("lines.txt")
        try Data("Settings\nمرحبا\nDone\n".utf8).write(to: URL(fileURLWithPath: file))
        let r = try runCLI(["measure", "--lines", file, "footnote", "--platform", "ios"], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let arabic = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect((arabic["fallbacks"] as? [[String: Any]])?.count == 1)

        let fit = try runCLI(["fit", "A much longer title than fits", "title", "--platform", "ios", "--width", "200", "--json"],
                             environment: WarmSandbox.env)
        #expect(fit.code == 0, "\(fit.stderr)")
        let f = try #require(try fit.json() as? [String: Any])
        for key in ["fits", "text", "width", "tracking", "tightened", "truncated"] { #expect(f[key] != nil, "\(key)") }
        #expect(f["truncated"] as? Bool == true)
        #expect((f["width"] as? Double ?? 999) <= 200)

        let out = dir.path("label.svg")
        let render = try runCLI(["render", "Hello", "headline", "--platform", "ios", "-o", out, "--json"], environment: WarmSandbox.env)
        #expect(render.code == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func aFontDeletedAfterTheScanIsReportedThenTheNextMatchIsUsed() throws {
        let fonts = try TempDir()
        defer { fonts.remove() }
        for p in [Self.inter, "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"] {
            try FileManager.default.copyItem(atPath: p, toPath: fonts.path((p as NSString).lastPathComponent))
        }
        // A fontconfig configuration without directories: the catalog is only the directory above.
        try Data("<?xml version=\"1.0\"?><fontconfig></fontconfig>".utf8).write(to: URL(fileURLWithPath: fonts.path("fonts.conf")))
        var (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        env["FONTCONFIG_FILE"] = fonts.path("fonts.conf")
        env["TYPOGRAPHY_FONT_DIRS"] = fonts.url.path
        let victim = fonts.path("Inter-Regular.otf")
        env["TYPOGRAPHY_TEST_FAULT"] = "remove-after-scan:" + victim
        let r = try runCLI(["measure", "Hello", "body", "--platform", "ios", "--json"], environment: env)
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stderr == "typography: \(victim): no such file (listed by the catalog's scan, not loadable now: removed or changed since); using NotoSans-Regular instead\n")
        let o = try #require(try r.json() as? [String: Any])
        #expect((o["font"] as? [String: Any])?["postscriptName"] as? String == "NotoSans-Regular")
        // The next run's scan forgets the file: no report, the same face.
        env["TYPOGRAPHY_TEST_FAULT"] = nil
        let again = try runCLI(["measure", "Hello", "body", "--platform", "ios", "--json"], environment: env)
        #expect(again.code == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(((try again.json() as? [String: Any])?["font"] as? [String: Any])?["postscriptName"] as? String == "NotoSans-Regular")
        // A name whose only face is gone is missing.
        let named = try runCLI(["measure", "Hello", "--font", "Inter-Regular", "--point-size", "12"], environment: env)
        #expect(named.code == 66, "\(named.stderr)")
        // Nothing left at all: one line, exit 66.
        env["TYPOGRAPHY_TEST_FAULT"] = "remove-after-scan:" + fonts.path("NotoSans-Regular.ttf")
        let none = try runCLI(["measure", "Hello", "body", "--platform", "ios"], environment: env)
        #expect(none.code == 66, "\(none.stderr)")
        #expect(none.stderr.split(separator: "\n").last?.contains("no font is installed") == true, "\(none.stderr)")
    }
}

@Suite("specimen and plot tracking")
struct SpecimenCommandTests {
    /// PNG: signature, then IHDR's width and height.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        let b = [UInt8](data)
        guard b.count > 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be32(16), be32(20))
    }

    static func isXML(_ data: Data) -> Bool {
        final class Delegate: NSObject, XMLParserDelegate {
            var root: String?
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if root == nil { root = name }
            }
        }
        let parser = XMLParser(data: data)
        let d = Delegate()
        parser.delegate = d
        return parser.parse() && d.root == "svg"
    }

    /// Checks a written picture: non-empty and valid for its format.
    static func check(_ path: String, width: Double, height: Double) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count > 1000, "\(path): \(data.count) bytes")
        switch (path as NSString).pathExtension {
        case "png":
            let size = try #require(pngSize(data), "\(path): not a PNG")
            #expect(size.0 == Int((width * 2).rounded(.up)) && size.1 == Int((height * 2).rounded(.up)), "\(size)")
        case "svg":
            #expect(isXML(data), "\(path): not well-formed SVG")
        case "pdf":
            #expect(data.prefix(5) == Data("%PDF-".utf8))
            #expect(String(decoding: data.suffix(16), as: UTF8.self).contains("%%EOF"))
        default:
            Issue.record("unexpected extension \(path)")
        }
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func theRampIsDrawnInEachFormat(_ ext: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let out = dir.path("specimen.\(ext)")
        let r = try runCLI(["specimen", "--platform", "ios", "--size", "xxxLarge", "-o", out, "--json"], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        #expect(Set(o.keys) == ["output", "format", "kind", "platform", "width", "height", "styles", "vanished"])
        let styles = try #require(o["styles"] as? [[String: Any]])
        #expect(styles.map { $0["style"] as? String ?? "" } == ["largeTitle", "title", "title2", "title3", "headline", "body",
                                                                 "callout", "subheadline", "footnote", "caption", "caption2"])
        let body = try #require(styles.first { $0["style"] as? String == "body" })
        #expect(body["pointSize"] as? Double == 23 && body["lineHeight"] as? Double == 29 && body["size"] as? String == "xxxLarge")
        #expect(Set(body.keys) == ["style", "size", "pointSize", "lineHeight", "weight", "appleTracking", "tracking", "font",
                                   "family", "reason", "fallbacks", "lines", "truncated"])
        #expect(body["family"] as? String == "Inter Display")
        #expect((styles.last?["family"] as? String) == "Inter")  // caption 2: 17 pt
        try Self.check(out, width: o["width"] as? Double ?? 0, height: o["height"] as? Double ?? 0)
        #expect(dir.contents() == ["specimen.\(ext)"])
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func theCategoryChartIsDrawnInEachFormat(_ ext: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let out = dir.path("chart.\(ext)")
        let r = try runCLI(["specimen", "--platform", "ios", "--categories", "--styles", "body,title1,footnote", "-o", out, "--json"],
                           environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        #expect(o["kind"] as? String == "categories")
        let cells = try #require(o["styles"] as? [[String: Any]])
        #expect(cells.count == 36)
        let body = cells.filter { $0["style"] as? String == "body" }.map { $0["pointSize"] as? Double ?? 0 }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        try Self.check(out, width: o["width"] as? Double ?? 0, height: o["height"] as? Double ?? 0)
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func theTrackingPlotIsDrawnInEachFormat(_ ext: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let out = dir.path("tracking.\(ext)")
        let r = try runCLI(["plot", "tracking", "-o", out, "--json"], environment: WarmSandbox.env)
        #expect(r.code == 0, "\(r.stderr)")
        let o = try #require(try r.json() as? [String: Any])
        let tables = try #require(o["tables"] as? [[String: Any]])
        #expect(tables.map { $0["table"] as? String ?? "" } == ["sfPro", "sfProRounded", "newYork", "macOS", "tvOS", "sfCompact", "sfCompactRounded"])
        #expect(tables.first?["rows"] as? Int == 64)
        #expect(tables[2]["maxSize"] as? Double == 260)
        try Self.check(out, width: o["width"] as? Double ?? 0, height: o["height"] as? Double ?? 0)
    }

    @Test func unwritableOutputIsOneLineExit73AndLeavesNothing() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        // A directory in the way of the file, and a parent that is a file.
        try FileManager.default.createDirectory(atPath: dir.path("taken.png"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir.path("plain")))
        for args in [["specimen", "--platform", "ios", "-o", dir.path("taken.png")],
                     ["specimen", "--platform", "ios", "-o", dir.path("plain/specimen.svg")],
                     ["specimen", "--platform", "ios", "--categories", "-o", dir.path("missing/dir/chart.pdf")],
                     ["plot", "tracking", "-o", dir.path("taken.png")],
                     ["plot", "tracking", "-o", dir.path("plain/tracking.pdf")]] {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == 73, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("typography: ") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(r.stdout.isEmpty)
            #expect(dir.contents() == ["plain", "taken.png"], "\(dir.contents())")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: dir.path("taken.png"))) == [])
        }
    }

    @Test func specimenUsageErrors() throws {
        let cases: [([String], String)] = [
            (["specimen", "--platform", "ios", "-o", "x.gif"], "unknown image format"),
            (["specimen", "--platform", "macos", "--categories", "-o", "x.png"], "no Dynamic Type"),
            (["specimen", "--platform", "ios", "--categories", "--size", "large", "-o", "x.png"], "omit --category"),
            (["specimen", "--platform", "visionos", "-o", "x.png"], "no text-style table"),
            (["specimen", "--platform", "ios", "--styles", "body,nope", "-o", "x.png"], "nope"),
            (["plot", "tracking", "-o", "x.txt"], "unknown image format"),
        ]
        let dir = try TempDir()
        defer { dir.remove() }
        for (args, message) in cases {
            let r = try runCLI(args, environment: WarmSandbox.env, currentDirectory: dir.url)
            #expect(r.code == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        #expect(dir.contents().isEmpty)
    }
}
