import Foundation
import Testing

/// `specimen --format html` checked in a real browser: headless Chromium (Debian's package) lays
/// the page out, and each sample line's width must agree with `typography measure` for the same
/// text, style, category, design and weight within 1 %.
@Suite("HTML specimen in Chromium", .serialized)
struct HTMLSpecimenTests {
    static let sample = "Sphinx of black quartz, judge my vow. 0123456789"

    func chromium() throws -> String {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                     "/Applications/Chromium.app/Contents/MacOS/Chromium"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw PrivateDesktop.Missing(tool: "chromium")
    }

    /// Runs Chromium headless on `url` in the sandbox; returns its standard output (the DOM).
    func browse(_ arguments: [String], env: [String: String], root: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try chromium())
        var args = ["--headless=new", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--user-data-dir=\(root.appendingPathComponent("chromium").path)", "--virtual-time-budget=5000"]
        if getuid() == 0 { args.append("--no-sandbox") }  // Chromium's sandbox refuses to run as root
        process.arguments = args + arguments
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { stop(process) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The widths the page reports for a configuration.
    func widths(_ page: URL, _ query: String, env: [String: String], root: URL) throws -> [String: Double] {
        let dom = try browse(["--dump-dom", page.absoluteString + "?report=1&" + query], env: env, root: root)
        let start = try #require(dom.range(of: "<pre id=\"report\" hidden=\"\">"), "no report in the DOM")
        let json = dom[start.upperBound...].prefix { $0 != "<" }
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Double])
    }

    @Test("each line's width in Chromium agrees with measure within 1 % (four configurations)")
    func widthsAgreeWithMeasure() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let page = sandbox.root.appendingPathComponent("ios.html")
        let written = try runCLI(["specimen", "--format", "html", "-p", "ios", "-o", page.path], environment: sandbox.env)
        #expect(written.code == 0, "\(written.stderr)")
        var worst = 0.0
        for (category, design, weight) in [("large", "default", "regular"), ("accessibility3", "default", "regular"),
                                           ("large", "serif", "regular"), ("xSmall", "rounded", "emphasized")] {
            let browser = try widths(page, "category=\(category)&design=\(design)&weight=\(weight)", env: sandbox.env, root: sandbox.root)
            #expect(browser.count == 11, "\(browser)")  // iOS publishes 11 styles
            for (style, width) in browser.sorted(by: { $0.key < $1.key }) {
                var args = ["measure", Self.sample, style, "-p", "ios", "-c", category, "--design", design, "-j"]
                if weight == "emphasized" { args.append("--bold") }
                let measured = try runCLI(args, environment: sandbox.env)
                let expected = try #require((try measured.json() as? [String: Any])?["width"] as? Double, "\(measured.stderr)")
                let difference = abs(width - expected) / expected
                worst = max(worst, difference)
                #expect(difference <= 0.01, "\(style) at \(category), \(design), \(weight): Chromium \(width) px, measure \(expected) pt")
            }
        }
        print("HTML specimen: largest width difference from measure \(String(format: "%.3f", worst * 100)) %")
    }

    @Test("the page is self-contained, escapes its sample, and shows every control")
    func pageContents() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let page = sandbox.root.appendingPathComponent("mac.html")
        let hostile = "</script><script>alert(1)</script> & \"q\" \u{1B}[2J"
        let result = try runCLI(["specimen", "-o", page.path, "-p", "macos", "--text", hostile], environment: sandbox.env)
        #expect(result.code == 0, "\(result.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"))
        #expect(!html.contains("\u{1B}"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page loads nothing from the network")
        // macOS has no Dynamic Type: no size control; design, leading, weight and fonts are there.
        #expect(!html.contains("id=\"category\""))
        for id in ["design", "leading", "weight", "fonts"] { #expect(html.contains("id=\"\(id)\"")) }
        // The exported CSS is the page's: custom properties in rem.
        #expect(html.contains("--ty-body-font-size: 0.8125rem;"))  // macOS Body 13 pt (HIG) ÷ 16
        // Chromium renders it: a screenshot is a real PNG.
        let shot = sandbox.root.appendingPathComponent("shot.png")
        _ = try browse(["--window-size=1000,800", "--screenshot=\(shot.path)", page.absoluteString], env: sandbox.env, root: sandbox.root)
        let png = try Data(contentsOf: shot)
        #expect(png.count > 10_000 && png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test("bad input: an unknown format, options the page replaces, an unwritable path")
    func badInput() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let unknown = try runCLI(["specimen", "--format", "htm", "-o", "x.htm"], environment: sandbox.env)
        #expect(unknown.code == 64 && unknown.stderr.contains("did you mean html?"), "\(unknown.stderr)")
        let option = try runCLI(["specimen", "--format", "html", "-o", "x.html", "--design", "serif"], environment: sandbox.env)
        #expect(option.code == 64 && option.stderr.contains("--design does not apply to --format html"), "\(option.stderr)")
        let path = sandbox.root.appendingPathComponent("missing/dir/page.html").path
        let unwritable = try runCLI(["specimen", "-o", path], environment: sandbox.env)
        #expect(unwritable.code == 73 && unwritable.stderr.split(separator: "\n").count == 1, "\(unwritable.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
