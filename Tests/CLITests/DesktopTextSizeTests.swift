import Foundation
import Testing

/// The desktop's text size, read from the real stack: GSettings with the dconf backend on a private
/// D-Bus daemon, the real XDG desktop portal (with its GTK backend on Xvfb), KDE's kcmfonts file,
/// and Xft.dpi in a real X server's resources. Expected categories come from the HIG's iOS Body
/// sizes (Typography, "Dynamic Type sizes": xSmall 14, Small 15, Medium 16, Large 17, xLarge 19,
/// xxLarge 21, xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53 pt) and the documented rule:
/// the category whose Body is nearest to 17 pt × text scale.
@Suite("Desktop text size", .serialized)
struct DesktopTextSizeTests {
    /// The example program in Examples/DesktopTextSize, built beside the tool.
    func example() -> String {
        typographyExecutable().deletingLastPathComponent().appendingPathComponent("desktop-text-size-example").path
    }

    func environment(_ desktop: PrivateDesktop, _ args: [String] = []) throws -> [String: Any] {
        let result = try runCLI(["environment", "-j"] + args, environment: desktop.env)
        #expect(result.code == 0, "\(result.stderr)")
        return try #require(try result.json() as? [String: Any])
    }

    @Test("the example prints the new category within a second of gsettings set (GNOME, dconf)")
    func exampleFollowsGSettings() throws {
        let desktop = try PrivateDesktop()
        let lines = LineCollector()
        try desktop.start(example(), [], output: lines.pipe)
        let first = try #require(lines.line(1, within: 10), "the example printed nothing")
        #expect(first.line.hasPrefix("large\tbody 17.0 pt\tnone"), "\(first.line)")

        for (count, (factor, expected)) in [(1.25, "xxLarge\tbody 21.0 pt"), (2.0, "accessibility2\tbody 33.0 pt")].enumerated() {
            let before = Date()
            try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "\(factor)"])
            let seen = try #require(lines.line(count + 2, within: 5), "no line after text-scaling-factor \(factor)")
            #expect(seen.line.hasPrefix(expected + "\tgsettings"), "\(seen.line)")
            let delay = seen.at.timeIntervalSince(before)
            #expect(delay < 1.0, "seen \(delay) s after gsettings set \(factor)")
        }
        // Back to the default: a reset is "no setting", Large again.
        try desktop.run("gsettings", ["reset", "org.gnome.desktop.interface", "text-scaling-factor"])
        let reset = try #require(lines.line(4, within: 5))
        #expect(reset.line.hasPrefix("large\tbody 17.0 pt\tnone"), "\(reset.line)")
    }

    @Test("environment and every command's default category follow GSettings")
    func cliFollowsGSettings() throws {
        let desktop = try PrivateDesktop()
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "1.25"])
        let out = try environment(desktop)
        #expect(out["category"] as? String == "xxLarge")
        #expect(out["textScale"] as? Double == 1.25)
        #expect(out["source"] as? String == "gsettings")
        // resolve without --category: Body at xxLarge is 21 pt (HIG); --category still wins.
        let resolved = try runCLI(["resolve", "body", "-j"], environment: desktop.env)
        #expect((try resolved.json() as? [String: Any])?["pointSize"] as? Double == 21)
        let given = try runCLI(["resolve", "body", "-c", "AX3", "-j"], environment: desktop.env)
        #expect((try given.json() as? [String: Any])?["pointSize"] as? Double == 40)
        // The override for scripts wins over the desktop.
        var scripted = desktop.env
        scripted["TYPOGRAPHY_TEXT_SIZE"] = "AX1"
        let overridden = try runCLI(["resolve", "body", "-j"], environment: scripted)
        #expect((try overridden.json() as? [String: Any])?["pointSize"] as? Double == 28)
    }

    @Test("environment --watch prints each change (the callback API)")
    func watchPrintsChanges() throws {
        let desktop = try PrivateDesktop()
        let lines = LineCollector()
        try desktop.start(typographyExecutable().path, ["environment", "--watch"], output: lines.pipe)
        #expect(lines.line(1, within: 10)?.line.hasPrefix("large\t-\tnone") == true)
        let before = Date()
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "2.0"])
        let seen = try #require(lines.line(2, within: 5))
        #expect(seen.line.hasPrefix("accessibility2\t2\tgsettings"), "\(seen.line)")
        #expect(seen.at.timeIntervalSince(before) < 1.0)
    }

    @Test("a value GSettings rejects (out of range, wrong type) is Large with a one-line warning")
    func badGSettingsValue() throws {
        let desktop = try PrivateDesktop()
        for (value, reason) in [("9.0", "9 is outside the schema's range 0.5–3.0"), ("'big'", "type 's', not a double")] {
            try desktop.run("dconf", ["write", "/org/gnome/desktop/interface/text-scaling-factor", value])
            let result = try runCLI(["environment"], environment: desktop.env)
            #expect(result.code == 0)
            #expect(result.stdout.hasPrefix("category:   large\n"), "\(result.stdout)")
            let warnings = result.stderr.split(separator: "\n")
            #expect(warnings.count == 1 && warnings[0].contains(reason) && warnings[0].hasSuffix("; using Large"), "\(result.stderr)")
            // A command that needs a category warns once and uses Large: Body 17 pt.
            let resolved = try runCLI(["resolve", "body", "-j"], environment: desktop.env)
            #expect((try resolved.json() as? [String: Any])?["pointSize"] as? Double == 17)
            #expect(resolved.stderr.split(separator: "\n").count == 1, "\(resolved.stderr)")
        }
    }

    @Test("an administrator's default in a system dconf database counts (DCONF_PROFILE file-db)")
    func administratorDefault() throws {
        let desktop = try PrivateDesktop()
        let keyfiles = desktop.root.appendingPathComponent("keyfiles")
        try FileManager.default.createDirectory(at: keyfiles, withIntermediateDirectories: true)
        let database = desktop.root.appendingPathComponent("system-db").path
        let profile = desktop.root.appendingPathComponent("profile")
        var env = desktop.env
        env["DCONF_PROFILE"] = profile.path
        for (value, expected) in [("1.25", "xxLarge"), ("7.5", "large")] {
            try "[org/gnome/desktop/interface]\ntext-scaling-factor=\(value)\n"
                .write(to: keyfiles.appendingPathComponent("00-site"), atomically: true, encoding: .utf8)
            try desktop.run("dconf", ["compile", database, keyfiles.path])
            try "user-db:user\nfile-db:\(database)\n".write(to: profile, atomically: true, encoding: .utf8)
            let result = try runCLI(["environment", "-j"], environment: env)
            let out = try #require(try result.json() as? [String: Any], "\(result.stderr)")
            #expect(out["category"] as? String == expected, "\(value): \(out)")
            if value == "7.5" {
                #expect(result.stderr.contains("7.5 is outside the schema's range 0.5–3.0; using Large"), "\(result.stderr)")
            } else {
                #expect(out["source"] as? String == "gsettings" && result.stderr.isEmpty)
            }
        }
    }

    @Test("the XDG desktop portal is read when asked (Read on portal 1.16, its SettingChanged signal)")
    func portal() throws {
        let portal = try PrivateDesktop.tool("xdg-desktop-portal")
        _ = try PrivateDesktop.tool("xdg-desktop-portal-gtk")
        let desktop = try PrivateDesktop(display: true)
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "0.85"])
        try desktop.start(portal, [])
        var asked = desktop.env
        asked["TYPOGRAPHY_USE_PORTAL"] = "1"
        // The portal takes a moment to start; wait until it answers (at most 15 s).
        var out: [String: Any] = [:]
        for _ in 0..<75 {
            out = try #require(try runCLI(["environment", "-j"], environment: asked).json() as? [String: Any])
            if out["source"] as? String == "portal" { break }
            usleep(200_000)
        }
        // 17 × 0.85 = 14.45 pt: nearest Body is xSmall's 14.
        #expect(out["source"] as? String == "portal", "\(out)")
        #expect(out["category"] as? String == "xSmall")
        let lines = LineCollector()
        var watching = asked
        watching["TYPOGRAPHY_USE_PORTAL"] = "1"
        let watcher = Process()
        watcher.executableURL = typographyExecutable()
        watcher.arguments = ["environment", "--watch"]
        watcher.environment = watching
        watcher.standardOutput = lines.pipe
        try watcher.run()
        defer { stop(watcher) }
        #expect(lines.line(1, within: 10)?.line.hasPrefix("xSmall\t0.85\tportal") == true)
        try desktop.run("gsettings", ["set", "org.gnome.desktop.interface", "text-scaling-factor", "1.25"])
        #expect(lines.line(2, within: 5)?.line.hasPrefix("xxLarge\t1.25\tportal") == true, "\(lines.lines)")
    }

    @Test("KDE's font DPI (kcmfonts forceFontDPI, the Wayland key under Wayland)")
    func kde() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        var env = sandbox.env
        let file = URL(fileURLWithPath: env["XDG_CONFIG_HOME"]!).appendingPathComponent("kcmfonts")
        try "[General]\nforceFontDPI=120\nforceFontDPIWayland=168\n".write(to: file, atomically: true, encoding: .utf8)
        let x11 = try #require(try runCLI(["environment", "-j"], environment: env).json() as? [String: Any])
        #expect(x11["source"] as? String == "kde")
        #expect(x11["category"] as? String == "xxLarge")  // 120/96 = 1.25 → 21.25 pt → xxLarge (21)
        env["XDG_SESSION_TYPE"] = "wayland"
        let wayland = try #require(try runCLI(["environment", "-j"], environment: env).json() as? [String: Any])
        #expect(wayland["category"] as? String == "accessibility1")  // 168/96 = 1.75 → 29.75 pt → AX1 (28)
        // 0 is "not forced"; nonsense is Large with a warning that escapes what it quotes.
        try "[General]\nforceFontDPIWayland=0\n".write(to: file, atomically: true, encoding: .utf8)
        #expect((try runCLI(["environment", "-j"], environment: env).json() as? [String: Any])?["source"] as? String == "none")
        try "[General]\nforceFontDPIWayland=\u{1B}[2Jlots\n".write(to: file, atomically: true, encoding: .utf8)
        let bad = try runCLI(["environment"], environment: env)
        #expect(bad.code == 0 && bad.stdout.hasPrefix("category:   large\n"))
        #expect(bad.stderr.contains("'\\u{1B}[2Jlots' is not a number; using Large"), "\(bad.stderr)")
        #expect(!bad.stderr.contains("\u{1B}"))
    }

    @Test("Xft.dpi from a real X server's resources")
    func xresources() throws {
        let desktop = try PrivateDesktop(display: true, desktop: "XFCE")
        try desktop.run("xrdb", ["-merge"], input: "Xft.dpi: 168\n")
        let out = try environment(desktop)
        #expect(out["source"] as? String == "xresources")
        #expect(out["category"] as? String == "accessibility1")
        #expect(out["textScale"] as? Double == 1.75)
        try desktop.run("xrdb", ["-merge"], input: "Xft.dpi: 1000\n")
        let bad = try runCLI(["environment"], environment: desktop.env)
        #expect(bad.stderr == "typography: warning: X resource Xft.dpi = 1000 is outside 48–288 DPI (text scales 0.5–3.0); using Large\n")
    }

    @Test("no desktop at all: Large at once, and the override's bad values warn")
    func noDesktop() throws {
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        var env = sandbox.env
        env["TYPOGRAPHY_USE_PORTAL"] = "1"  // asked, but there is no bus: absent, not a wait
        let out = try #require(try runCLI(["environment", "-j"], environment: env).json() as? [String: Any])
        #expect(out["source"] as? String == "none" && out["category"] as? String == "large")
        for (value, reason) in [("0.2", "outside the text scales 0.5–3.0"), ("huge", "neither a size category nor a text scale"),
                                ("nan", "outside the text scales")] {
            env["TYPOGRAPHY_TEXT_SIZE"] = value
            let result = try runCLI(["environment"], environment: env)
            #expect(result.code == 0 && result.stderr.contains(reason) && result.stderr.split(separator: "\n").count == 1,
                    "\(value): \(result.stderr)")
        }
        env["TYPOGRAPHY_TEXT_SIZE"] = "AX5"
        let ax5 = try #require(try runCLI(["environment", "-j", "-p", "macos"], environment: env).json() as? [String: Any])
        #expect(ax5["category"] == nil || ax5["category"] is NSNull)  // macOS has no Dynamic Type
    }
}
