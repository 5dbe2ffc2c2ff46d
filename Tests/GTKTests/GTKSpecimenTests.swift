import Foundation
import Testing

/// The HIG's iOS Dynamic Type tables for the categories these tests reach: style → (size, leading)
/// in points, and the weight. Source: Apple Human Interface Guidelines, "Typography" ›
/// Specifications › "iOS, iPadOS Dynamic Type sizes" (tabs Large (default) and xxxLarge) and
/// "iOS, iPadOS larger accessibility type sizes" (tabs AX1 and AX2),
/// https://developer.apple.com/design/human-interface-guidelines/typography — copied from the
/// published tables, not from this package's data. Weights: Headline Semibold (600), every other
/// style Regular (400).
let publishedIOS: [String: [String: (size: Double, leading: Double)]] = [
    "large": [
        "largeTitle": (34, 41), "title": (28, 34), "title2": (22, 28), "title3": (20, 25), "headline": (17, 22),
        "body": (17, 22), "callout": (16, 21), "subheadline": (15, 20), "footnote": (13, 18), "caption": (12, 16),
        "caption2": (11, 13),
    ],
    "xxxLarge": [
        "largeTitle": (40, 48), "title": (34, 41), "title2": (28, 34), "title3": (26, 32), "headline": (23, 29),
        "body": (23, 29), "callout": (22, 28), "subheadline": (21, 28), "footnote": (19, 24), "caption": (18, 23),
        "caption2": (17, 22),
    ],
    "accessibility1": [
        "largeTitle": (44, 52), "title": (38, 46), "title2": (34, 41), "title3": (31, 38), "headline": (28, 34),
        "body": (28, 34), "callout": (26, 32), "subheadline": (25, 31), "footnote": (23, 29), "caption": (22, 28),
        "caption2": (20, 25),
    ],
    "accessibility2": [
        "largeTitle": (48, 57), "title": (43, 51), "title2": (39, 47), "title3": (37, 44), "headline": (33, 40),
        "body": (33, 40), "callout": (32, 39), "subheadline": (30, 37), "footnote": (27, 33), "caption": (26, 32),
        "caption2": (24, 30),
    ],
]

/// GTKSpecimen, the real GTK 4 app, on Xvfb with a private D-Bus session and dconf: it follows
/// `gsettings set org.gnome.desktop.interface text-scaling-factor` live.
@Suite("GTK specimen", .serialized)
struct GTKSpecimenTests {
    let specimen = builtExecutable("GTKSpecimen").path
    let typography = builtExecutable("typography").path

    /// The category `typography environment` gives on the desktop.
    func cliCategory(_ desktop: PrivateDesktop) throws -> String {
        let result = try run(typography, ["environment", "-j"], environment: desktop.env)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return try #require(object["category"] as? String)
    }

    /// A screenshot of the whole X screen (ImageMagick's `import`), and the size of what is not
    /// the empty screen (`-trim`): the window.
    /// The window may still be resizing after the report (the X server's configure round trip):
    /// screenshots are taken every 100 ms until two in a row have the same size (at most 3 s).
    func screenshot(_ desktop: PrivateDesktop, _ name: String) throws -> (url: URL, width: Int, height: Int) {
        let url = desktop.root.appendingPathComponent(name)
        var numbers: [Int] = []
        for _ in 0..<30 {
            try desktop.run("import", ["-window", "root", url.path])
            let trimmed = try run(PrivateDesktop.tool("convert"), [url.path, "-trim", "-format", "%w %h", "info:"], environment: desktop.env)
            let now = trimmed.stdout.split(separator: " ").compactMap { Int($0) }
            try #require(now.count == 2, "convert -trim: \(trimmed.stdout) \(trimmed.stderr)")
            if now == numbers { break }
            numbers = now
            usleep(100_000)
        }
        if let keep = ProcessInfo.processInfo.environment["TYPOGRAPHY_GTK_SCREENSHOTS"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            let target = URL(fileURLWithPath: keep).appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: url, to: target)
        }
        return (url, numbers[0], numbers[1])
    }

    /// Each style's report against the HIG's table for `category`.
    func checkSizes(_ line: [String: Any], _ category: String) throws {
        let table = try #require(publishedIOS[category], "no published table in the test for \(category)")
        let styles = try #require(line["styles"] as? [String: [String: Any]], "\(line)")
        #expect(Set(styles.keys) == Set(table.keys))
        for (style, published) in table {
            let got = try #require(styles[style], "\(style) missing")
            #expect(got["pointSize"] as? Double == published.size, "\(category) \(style): \(got)")
            #expect(got["lineHeight"] as? Double == published.leading, "\(category) \(style): \(got)")
            #expect(got["weight"] as? Int == (style == "headline" ? 600 : 400), "\(category) \(style): \(got)")
            // Absolute sizes: Pango prints them in px, Apple's points as pixels.
            let pango = try #require(got["pango"] as? String)
            #expect(pango.contains(" \(Int(published.size))px"), "\(category) \(style): \(pango)")
            // GTK laid the label out at least one line height tall (Pango's absolute line height).
            let height = try #require(got["allocatedHeight"] as? Int)
            #expect(Double(height) >= published.leading && Double(height) <= published.leading + 2,
                    "\(category) \(style): allocated \(height) px for a \(published.leading) pt line")
            #expect(got["letterSpacing"] is Double, "\(got)")
        }
        #expect(line["restyleMs"] is Double && line["laidOutMs"] is Double, "\(line)")
    }

    @Test("the app follows text-scaling-factor 1.5 then 2.0 within a second, with the HIG's sizes and taller labels")
    func followsGSettings() throws {
        let desktop = try PrivateDesktop(display: true)
        let reportURL = desktop.root.appendingPathComponent("report.jsonl")
        let errors = desktop.root.appendingPathComponent("specimen.err")
        let app = try desktop.start(specimen, ["--report", reportURL.path], errors: errors)
        let report = ReportReader(reportURL)
        // The first line: the catalog is scanned into the empty cache first (seconds on a cold machine).
        let first = try #require(report.line(1, within: 120),
                                 "no report line; stderr: \(String(decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self))")
        #expect(first.object["category"] as? String == "large" && first.object["source"] as? String == "none", "\(first.object)")
        try checkSizes(first.object, "large")
        var shots = [try screenshot(desktop, "gtk-specimen-large.png")]

        var previous = first.object
        for (count, factor) in [(2, "1.5"), (3, "2.0")] {
            let before = Date()
            try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", factor])
            let seen = try #require(report.line(count, within: 5), "no report line after text-scaling-factor \(factor)")
            let delay = seen.at.timeIntervalSince(before)
            #expect(delay < 1.0, "the report came \(delay) s after gsettings set \(factor)")
            let category = try cliCategory(desktop)
            #expect(seen.object["category"] as? String == category, "\(factor): app \(seen.object["category"] ?? "-"), CLI \(category)")
            #expect(seen.object["source"] as? String == "gsettings")
            try checkSizes(seen.object, category)
            // Every label grew.
            let now = try #require(seen.object["styles"] as? [String: [String: Any]])
            let then = try #require(previous["styles"] as? [String: [String: Any]])
            for (style, values) in now {
                let grown = (values["allocatedHeight"] as? Int ?? 0) > (then[style]?["allocatedHeight"] as? Int ?? .max)
                #expect(grown, "\(style) did not grow at \(factor): \(then[style] ?? [:]) → \(values)")
            }
            previous = seen.object
            shots.append(try screenshot(desktop, "gtk-specimen-\(category).png"))
        }
        // The window on the screen grew with its labels.
        for (a, b) in zip(shots, shots.dropFirst()) {
            #expect(b.width > a.width && b.height > a.height, "\(a.url.lastPathComponent) \(a.width)×\(a.height) → \(b.url.lastPathComponent) \(b.width)×\(b.height)")
        }
        #expect(report.count == 3, "a report line with no change of the text size")
        #expect(app.isRunning)
    }

    @Test("under Wayland (weston's headless compositor) the app follows text-scaling-factor too")
    func wayland() throws {
        let desktop = try PrivateDesktop(display: false)
        try desktop.startWayland()
        let reportURL = desktop.root.appendingPathComponent("report.jsonl")
        let errors = desktop.root.appendingPathComponent("specimen.err")
        let app = try desktop.start(specimen, ["--report", reportURL.path], errors: errors)
        let report = ReportReader(reportURL)
        let first = try #require(report.line(1, within: 120),
                                 "no report line; stderr: \(String(decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self))")
        try checkSizes(first.object, "large")
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "2.0"])
        let seen = try #require(report.line(2, within: 5), "no report line after text-scaling-factor 2.0")
        let category = try cliCategory(desktop)
        #expect(seen.object["category"] as? String == category)
        try checkSizes(seen.object, category)
        #expect(app.isRunning)
    }

    @Test("the PyGObject example follows the desktop through typography export and environment --watch")
    func pythonExample() throws {
        let desktop = try PrivateDesktop(display: true)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/GTKPython/text_styles.py").path
        let output = desktop.root.appendingPathComponent("python.out")
        let errors = desktop.root.appendingPathComponent("python.err")
        // Debian's python3 with PyGObject (python3-gi, gir1.2-gtk-4.0), not a virtual environment's.
        try desktop.start("/usr/bin/python3", [script, typography], errors: errors, output: output)
        func lines() -> [String] {
            String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
                .split(separator: "\n").map(String.init)
        }
        func wait(for count: Int) -> [String] {
            let deadline = Date().addingTimeInterval(30)
            while lines().count < count && Date() < deadline { usleep(20_000) }
            return lines()
        }
        let first = wait(for: 1)
        #expect(first == ["large"], "\(first); stderr: \(String(decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self))")
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "2.0"])
        #expect(wait(for: 2) == ["large", try cliCategory(desktop)])
    }

    @Test("no display: one line on standard error and exit 69")
    func noDisplay() throws {
        let desktop = try PrivateDesktop(display: false, bus: false)
        let result = try run(specimen, [], environment: desktop.env)
        #expect(result.code == 69)
        #expect(result.stderr.hasPrefix("GTKSpecimen: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        // A display that is named but not there.
        var env = desktop.env
        env["DISPLAY"] = ":7931"
        let gone = try run(specimen, [], environment: env)
        #expect(gone.code == 69, "\(gone.stderr)")
        #expect(gone.stderr.contains("cannot open the display :7931"), "\(gone.stderr)")
    }

    @Test("bad arguments are usage errors (64); a report file that cannot be created is 73", arguments: [
        (["--frobnicate"], Int32(64), "unknown argument"),
        (["--report"], Int32(64), "--report needs a file"),
        (["--size-range", "AX2...small"], Int32(64), "not two size categories"),
        (["--report", "/nonexistent-directory/report.jsonl"], Int32(73), "cannot open the report file"),
    ])
    func badArguments(arguments: [String], code: Int32, message: String) throws {
        let desktop = try PrivateDesktop(display: false, bus: false)
        let result = try run(specimen, arguments, environment: desktop.env)
        #expect(result.code == code, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message) && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
