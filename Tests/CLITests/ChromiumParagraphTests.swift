import Foundation
import Testing

/// Paragraphs in 15 languages and 13 scripts, each at two widths, laid out by headless Chromium
/// (Debian's package) in the same font files through `@font-face`, at the same size and width, and
/// by `typography measure --line-width`: the lines must be the same text. Differences must be
/// listed in `exceptions`, each with its reason, and a listed one must still differ.
@Suite("Paragraph lines agree with Chromium's", .serialized)
struct ChromiumParagraphTests {
    struct Case { let language: String; let font: String; let text: String }

    static var fixture: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/paragraphs/paragraphs.tsv")
    }

    static func cases() throws -> [Case] {
        try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").compactMap { line -> Case? in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard f.count == 3 else { return nil }
            return Case(language: f[0], font: "/usr/share/fonts/" + f[1], text: f[2])
        }
    }

    static let widths: [Double] = [180, 290]
    static let size = 17.0
    /// Known differences: "language@width" → why.
    static let exceptions: [String: String] = [
        // ICU's Khmer dictionary: Debian 12's ICU 72 keeps ល្បីល្បាញ ("famous") as one word
        // (checked with ubrk_open(UBRK_LINE, "km") directly); the newer ICU inside Chromium 156
        // breaks it as ល្បី|ល្បាញ, so Chromium moves ល្បី up a line. Same rules, other data.
        "km@180": "ICU 72's Khmer dictionary keeps ល្បីល្បាញ whole; Chromium's newer ICU splits it",
        "km@290": "ICU 72's Khmer dictionary keeps ល្បីល្បាញ whole; Chromium's newer ICU splits it",
    ]

    /// The page: each paragraph in a box of its width; a script reports each one's lines (the
    /// graphemes grouped by the top of their client rectangles) as JSON in `<pre id="report">`.
    static func page(_ cases: [Case]) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let fonts = Array(Set(cases.map(\.font))).sorted()
        var html = "<!doctype html><html><head><meta charset=\"utf-8\"><style>\n"
        for (i, f) in fonts.enumerated() {
            html += "@font-face { font-family: F\(i); src: url(\"\(URL(fileURLWithPath: f).absoluteString)\"); }\n"
        }
        html += "body { margin: 0; } .p { font-size: \(size)px; line-height: normal; white-space: normal; overflow-wrap: break-word; margin: 0 0 30px 0; font-kerning: normal; }\n"
        html += "</style></head><body>\n"
        var id = 0
        for c in cases {
            let fi = fonts.firstIndex(of: c.font) ?? 0
            for w in widths {
                html += "<div class=\"p\" id=\"p\(id)\" data-key=\"\(c.language)@\(Int(w))\" lang=\"\(c.language)\" style=\"width: \(Int(w))px; font-family: F\(fi)\">\(escape(c.text))</div>\n"
                id += 1
            }
        }
        html += """
        <pre id="report"></pre>
        <script>
        document.fonts.ready.then(() => {
          const out = {};
          const seg = new Intl.Segmenter(undefined, { granularity: "grapheme" });
          for (const div of document.querySelectorAll(".p")) {
            const node = div.firstChild;
            const text = node.textContent;
            const lines = [];
            let top = null, current = "";
            let offset = 0;
            for (const { segment } of seg.segment(text)) {
              const r = document.createRange();
              r.setStart(node, offset);
              r.setEnd(node, offset + segment.length);
              offset += segment.length;
              const rects = Array.from(r.getClientRects()).filter(x => x.width > 0 || x.height > 0);
              if (rects.length > 0) {
                const t = rects[0].top;
                if (top !== null && t > top + \(size / 2)) { lines.push(current); current = ""; }
                if (top === null || t > top + \(size / 2)) top = t;
              }
              current += segment;
            }
            lines.push(current);
            out[div.dataset.key] = lines.map(l => l.trim());
          }
          document.getElementById("report").textContent = JSON.stringify(out);
        });
        </script></body></html>
        """
        return html
    }

    func chromium() throws -> String {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                     "/Applications/Chromium.app/Contents/MacOS/Chromium"]
        where FileManager.default.isExecutableFile(atPath: path) { return path }
        throw PrivateDesktop.Missing(tool: "chromium")
    }

    /// Chromium's lines for every paragraph of the page.
    func browserLines(_ page: URL, env: [String: String], root: URL) throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try chromium())
        var args = ["--headless=new", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--allow-file-access-from-files",
                    "--user-data-dir=\(root.appendingPathComponent("chromium").path)", "--virtual-time-budget=10000"]
        if getuid() == 0 { args.append("--no-sandbox") }  // Chromium's sandbox refuses to run as root
        process.arguments = args + ["--dump-dom", page.absoluteString]
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { stop(process) }
        let dom = String(decoding: data, as: UTF8.self)
        let start = try #require(dom.range(of: "<pre id=\"report\">"), "no report in the DOM")
        let json = dom[start.upperBound...].prefix { $0 != "<" }
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String]])
    }

    @Test("Lines equal Chromium's in every script at two widths (Thai, Lao, Khmer and Myanmar by dictionary)")
    func linesAgree() throws {
        let cases = try Self.cases()
        #expect(Set(cases.map(\.language)).count >= 12)
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        let page = sandbox.root.appendingPathComponent("paragraphs.html")
        try Self.page(cases).write(to: page, atomically: true, encoding: .utf8)
        let browser = try browserLines(page, env: sandbox.env, root: sandbox.root)
        var agree = 0, total = 0
        var differences: [String] = []
        for c in cases {
            for w in Self.widths {
                let key = "\(c.language)@\(Int(w))"
                let theirs = try #require(browser[key], "Chromium reported nothing for \(key)")
                let r = try runCLI(["measure", c.text, "--font", c.font, "--point-size", "\(Self.size)",
                                    "--line-width", "\(w)", "--lang", c.language, "--json"], environment: sandbox.env)
                #expect(r.code == 0, "\(key): \(r.stderr)")
                let o = try #require(try r.json() as? [String: Any])
                let ours = try #require(o["lines"] as? [[String: Any]]).map {
                    ($0["text"] as? String ?? "").trimmingCharacters(in: .whitespaces)
                }
                total += 1
                if ours == theirs {
                    agree += 1
                    #expect(Self.exceptions[key] == nil, "\(key) now agrees: remove it from the exceptions")
                } else {
                    differences.append("\(key): ours \(ours) Chromium \(theirs)")
                    #expect(Self.exceptions[key] != nil, "\(key) differs:\n ours     \(ours)\n Chromium \(theirs)")
                }
            }
        }
        print("Chromium paragraphs: \(agree) of \(total) agree (\(String(format: "%.1f", Double(agree) * 100 / Double(max(total, 1)))) %)")
        for d in differences { print("  " + d) }
        #expect(agree + Self.exceptions.count == total)
        #expect(total == cases.count * Self.widths.count)
    }
}
