import Foundation
import Testing

/// Exports opened by the tools they are made for, installed by scripts/setup.sh: Debian's `aapt`
/// with the Android framework's resources, and headless Chromium. Expected numbers are the HIG's
/// published values (iOS at Large: Body 17 pt on 22 pt, tracking −26/1000 em, from the "Dynamic
/// Type sizes" and SF Pro tracking tables), never our own output.
@Suite("Exports in their tools", .serialized)
struct ExportToolTests {
    /// Runs a tool to its end; returns its exit code, standard output and standard error.
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateDesktop.tool(tool))
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("export-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Debian's `android-framework-res` (the framework's resources that `aapt -I` links against).
    static let frameworkResources = "/usr/share/android-framework-res/framework-res.apk"

    @Test("the Android XML compiles with aapt against the framework's resources, without a warning, for every platform",
          arguments: ["ios", "ipados", "watchos", "macos", "tvos"])
    func androidXMLCompilesWithAapt(platform: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let values = dir.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        let export = try runCLI(["export", "--format", "android", "-p", platform, "-o", values.appendingPathComponent("typography.xml").path])
        #expect(export.code == 0, "\(export.stderr)")
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="typography.tokens"><application /></manifest>"#
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("AndroidManifest.xml"))
        #expect(FileManager.default.fileExists(atPath: Self.frameworkResources), "scripts/setup.sh installs android-framework-res")
        let aapt = try Self.run("aapt", ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-I", Self.frameworkResources, "-F", "out.apk"], in: dir)
        #expect(aapt.code == 0, "\(aapt.err)")
        #expect(aapt.err.isEmpty, "aapt said: \(aapt.err)")
        guard platform == "ios" else { return }
        // The compiled table keeps Body's values (HIG, iOS at Large: 17 pt, 22 pt line, −26/1000 em).
        let dump = try Self.run("aapt", ["dump", "--values", "resources", dir.appendingPathComponent("out.apk").path])
        #expect(dump.code == 0)
        let body = dump.out.components(separatedBy: "style/TextAppearance.Typography.Body: <bag>").dropFirst()
        #expect(body.count >= 2, "Body in the default and the versioned configurations")
        let newest = try #require(body.last).components(separatedBy: "resource 0x").first ?? ""
        #expect(newest.contains("Parent=0x7f"), "\(newest)")
        #expect(newest.contains("17.000000sp") && newest.contains("22.000000sp") && newest.contains("-0.026"), "\(newest)")
    }

    /// Style Dictionary's Android and Compose tracking, which its built-ins cannot write in em,
    /// comes from config.mjs's own format and transform. Style Dictionary itself cannot be
    /// installed here (no npm), so Node loads config.mjs and runs that format and transform on the
    /// exported tokens (as Style Dictionary would after `attribute/cti` and `name/snake`), and aapt
    /// compiles the Android resource. Expected: SF Pro at 17 pt, −26/1000 em (HIG tracking table).
    @Test("Style Dictionary's config.mjs writes Android and Compose letter spacing in em, and the Android resource compiles with aapt")
    func styleDictionaryTrackingInEm() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("sd")
        let export = try runCLI(["export", "--format", "style-dictionary", "-p", "ios", "-o", out.path])
        #expect(export.code == 0, "\(export.stderr)")
        let values = dir.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        let script = """
            const [config, tokensPath, xmlPath] = process.argv.slice(1);
            const fs = require('node:fs');
            import(config).then(({ default: c }) => {
              const tokens = JSON.parse(fs.readFileSync(tokensPath, 'utf8'));
              const all = [];
              const walk = (node, path) => {
                if (node && typeof node === 'object' && '$value' in node) {
                  if (node.$type === 'dimension' && path.includes('letterSpacing'))
                    all.push({ ...node, path, name: path.map((p) => p.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()).join('_') });
                  return;
                }
                for (const [k, v] of Object.entries(node || {})) if (!k.startsWith('$')) walk(v, [...path, k]);
              };
              walk(tokens, []);
              fs.writeFileSync(xmlPath, c.format['typography/android/letterSpacing']({ dictionary: { allTokens: all } }));
              const body = all.find((t) => t.path.join('.') === 'ios.large.body.letterSpacing.default');
              process.stdout.write(JSON.stringify({
                compose: c.transform['typography/compose/letterSpacingEm'].transform(body),
                platforms: Object.fromEntries(Object.entries(c.platforms).map(([k, v]) => [k, v.transforms || v.transformGroup])),
              }));
            });
            """
        let node = try Self.run("node", ["-e", script, out.appendingPathComponent("config.mjs").path,
                                         out.appendingPathComponent("tokens/typography.json").path,
                                         values.appendingPathComponent("typography_tracking.xml").path])
        #expect(node.code == 0, "\(node.err)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(node.out.utf8)) as? [String: Any], "\(node.out)")
        #expect(result["compose"] as? String == "(-0.026).em")
        let platforms = try #require(result["platforms"] as? [String: Any])
        #expect(platforms["android-tracking"] as? [String] == ["attribute/cti", "name/snake"])
        #expect(platforms["compose-tracking"] as? [String] == ["attribute/cti", "name/camel", "typography/compose/letterSpacingEm"])
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="typography.tokens"><application /></manifest>"#
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("AndroidManifest.xml"))
        let aapt = try Self.run("aapt", ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-I", Self.frameworkResources, "-F", "out.apk"], in: dir)
        #expect(aapt.code == 0 && aapt.err.isEmpty, "\(aapt.err)")
        let dump = try Self.run("aapt", ["dump", "--values", "resources", dir.appendingPathComponent("out.apk").path])
        let entry = try #require(dump.out.components(separatedBy: "dimen/ios_large_body_letter_spacing_default:").last)
        #expect(entry.prefix(200).contains("(float) -0.026"), "\(entry.prefix(200))")
    }

    /// Loads `html` in headless Chromium (the specimen test's runner) in a sandbox whose fontconfig
    /// names Noto Sans as the system font, and returns the JSON the page writes into
    /// `<pre id="report">`.
    static func report(_ html: String) throws -> [String: Any] {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        var env = sandbox.env
        // The system font (system-ui, sans-serif) pinned to Noto Sans, so that it differs from Inter
        // on any machine with scripts/setup.sh's fonts (fonts-noto-core, fonts-inter).
        let conf = sandbox.root.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>
            <match target="pattern"><test name="family"><string>system-ui</string></test><edit name="family" mode="prepend" binding="strong"><string>Noto Sans</string></edit></match>
            <match target="pattern"><test name="family"><string>sans-serif</string></test><edit name="family" mode="prepend" binding="strong"><string>Noto Sans</string></edit></match>
            </fontconfig>
            """.utf8).write(to: conf)
        env["FONTCONFIG_FILE"] = conf.path
        let page = sandbox.root.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let dom = try HTMLSpecimenTests().browse(["--dump-dom", page.absoluteString], env: env, root: sandbox.root)
        let start = try #require(dom.range(of: "<pre id=\"report\">"), "no report in the DOM: \(dom.prefix(500))")
        let json = dom[start.upperBound...].prefix { $0 != "<" }.replacingOccurrences(of: "&quot;", with: "\"")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
    }

    /// A page with the exported stylesheet, `body` and a script that reports `script`'s object.
    static func page(css: String, body: String, script: String) -> String {
        """
        <!doctype html><html><head><meta charset="utf-8"><style>\(css)</style></head><body>\(body)
        <pre id="report"></pre>
        <script>
        document.fonts.ready.then(() => {
          const cs = (id) => getComputedStyle(document.getElementById(id));
          const width = (id) => document.getElementById(id).getBoundingClientRect().width;
          document.getElementById("report").textContent = JSON.stringify(\(script));
        });
        </script></body></html>
        """
    }

    /// `font: caption` stands in for `-apple-system-body`, which only Safari knows: it is a
    /// `font` shorthand with a system font that resets family, weight and line height just the same.
    /// Expected: iOS Body at Large is 17 pt on 22 pt (HIG), so the line height follows the size as
    /// 22/17 em; tight and loose leading are ∓2 pt (Apple's tight/loose leading on iOS); the
    /// emphasized weight of Body is semibold, 600 (HIG); the designs' families are `ui-rounded`
    /// and `ui-serif` first.
    @Test("Safari's system text size keeps the leading, weight and design modifiers (font: caption in Chromium)")
    func systemTextSizeKeepsModifiers() throws {
        let export = try runCLI(["export", "--format", "css", "-p", "ios"])
        #expect(export.code == 0, "\(export.stderr)")
        #expect(export.stdout.contains("font: -apple-system-body"))
        let css = export.stdout.replacingOccurrences(of: "-apple-system-body", with: "caption")
        let body = """
            <p id="plain" class="ty-body ty-system-text-size">Body</p>
            <p id="tight" class="ty-body ty-system-text-size ty-tight ty-emphasized ty-rounded">Body</p>
            <p id="loose" class="ty-body ty-system-text-size ty-loose ty-serif">Body</p>
            <p id="caption" style="font: caption">Caption</p>
            """
        let script = """
            Object.fromEntries(["plain", "tight", "loose", "caption"].map((id) => [id, {
              size: parseFloat(cs(id).fontSize), lineHeight: cs(id).lineHeight,
              weight: cs(id).fontWeight, family: cs(id).fontFamily }]))
            """
        let report = try Self.report(Self.page(css: css, body: body, script: script))
        func field(_ id: String, _ key: String) -> Any? { (report[id] as? [String: Any])?[key] }
        let size = try #require(field("caption", "size") as? Double)
        let ratio = 22.0 / 17.0
        for (id, leading, weight, family) in [("plain", 0.0, "400", "-apple-system"), ("tight", -2.0, "600", "ui-rounded"),
                                              ("loose", 2.0, "400", "ui-serif")] {
            #expect(field(id, "size") as? Double == size, "\(id): the size is the keyword's")
            let lineHeight = try #require(field(id, "lineHeight") as? String, "\(report)")
            #expect(lineHeight != "normal", "\(id): line height reset by the font shorthand")
            #expect(abs((Double(lineHeight.replacingOccurrences(of: "px", with: "")) ?? 0) - (size * ratio + leading)) < 0.05,
                    "\(id): \(lineHeight) for \(size) px")
            #expect(field(id, "weight") as? String == weight, "\(id)")
            #expect((field(id, "family") as? String)?.hasPrefix(family) == true, "\(id): \(field(id, "family") ?? "")")
        }
    }

    @Test("the exported font stack renders in Inter in Chromium on Linux, not in the system font")
    func fontStackReachesInter() throws {
        let export = try runCLI(["export", "--format", "css", "-p", "ios"])
        #expect(export.code == 0, "\(export.stderr)")
        let text = "Sphinx of black quartz, judge my vow. 0123456789"
        let common = "font-size: 40px; font-weight: 400; letter-spacing: 0; white-space: nowrap"
        let body = """
            <span id="stack" class="ty-body" style="\(common)">\(text)</span><br>
            <span id="inter" style="font-family: 'Inter'; \(common)">\(text)</span><br>
            <span id="system" style="font-family: system-ui; \(common)">\(text)</span>
            """
        let report = try Self.report(Self.page(css: export.stdout, body: body,
                                               script: #"{stack: width("stack"), inter: width("inter"), system: width("system")}"#))
        let stack = try #require(report["stack"] as? Double), inter = try #require(report["inter"] as? Double)
        let system = try #require(report["system"] as? Double)
        #expect(abs(inter - system) > 1, "the check needs Inter and the system font to differ: \(report)")
        #expect(abs(stack - inter) < 0.01, "the stack renders as Inter: \(report)")
    }
}
