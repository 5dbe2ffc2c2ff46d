import Foundation
import Testing

/// The command line's conventions, checked over the whole command tree as ArgumentParser
/// describes it (`--experimental-dump-help`), and through the built tool as a user runs it.
@Suite struct CLIConventionsTests {
    /// One option or flag name as it appears in one command.
    struct Use: CustomStringConvertible {
        let command: String
        let kind: String
        let valueName: String
        let longName: String?
        let visible: Bool
        var description: String { "\(command) (\(kind) <\(valueName)>)" }
    }

    /// Every name (`--x`, `-x`) of every command, from the tool's own description of itself.
    static func uses() throws -> [String: [Use]] {
        let r = try runCLI(["--experimental-dump-help"])
        guard r.code == 0, let root = try r.json() as? [String: Any], let command = root["command"] as? [String: Any] else {
            throw CLIConventionsError.dump(r.stderr)
        }
        var names: [String: [Use]] = [:]
        func walk(_ cmd: [String: Any], _ path: String) {
            for argument in cmd["arguments"] as? [[String: Any]] ?? [] {
                let list = argument["names"] as? [[String: Any]] ?? []
                let long = list.first { ($0["kind"] as? String) == "long" }.flatMap { $0["name"] as? String }
                for n in list {
                    guard let name = n["name"] as? String, let kind = n["kind"] as? String else { continue }
                    let key = (kind == "short" ? "-" : "--") + name
                    names[key, default: []].append(Use(
                        command: path, kind: argument["kind"] as? String ?? "?",
                        valueName: argument["valueName"] as? String ?? "", longName: long,
                        visible: argument["shouldDisplay"] as? Bool ?? true))
                }
            }
            for sub in cmd["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + " " + (sub["commandName"] as? String ?? "?"))
            }
        }
        walk(command, "typography")
        // typography-lint, which `typography lint` runs, follows the same conventions.
        let lint = try runProgram(typographyExecutable().deletingLastPathComponent().appendingPathComponent("typography-lint").path,
                                  ["--experimental-dump-help"], environment: ProcessInfo.processInfo.environment)
        guard lint.code == 0, let lintRoot = try lint.json() as? [String: Any], let lintCommand = lintRoot["command"] as? [String: Any] else {
            throw CLIConventionsError.dump(lint.stderr)
        }
        walk(lintCommand, "typography lint")
        return names
    }

    enum CLIConventionsError: Error { case dump(String) }

    @Test func everyVisibleFlagNameHasOneMeaningAcrossTheTree() throws {
        let names = try Self.uses()
        #expect(names.count > 40, "the dump lists the tool's options")
        for (name, uses) in names where name != "--help" && name != "-h" {
            let visible = uses.filter(\.visible)
            guard let first = visible.first else { continue }
            // Same kind (flag or option) and the same value name wherever the name is shown.
            for use in visible.dropFirst() {
                #expect(use.kind == first.kind && use.valueName == first.valueName,
                        "\(name): \(first) but \(use)")
            }
        }
    }

    @Test func namesWithTwoMeaningsAreHiddenAliasesOnly() throws {
        // `--size` meant a size category in some commands and points in others; `--width` a font's
        // width class in some and a layout width in others. Each survives one release, hidden.
        let names = try Self.uses()
        for retired in ["--size", "--width"] {
            let uses = names[retired] ?? []
            #expect(!uses.isEmpty, "\(retired) is still accepted as an old spelling")
            #expect(uses.allSatisfy { !$0.visible }, "\(retired) shown in: \(uses.filter(\.visible))")
        }
        for current in ["--category", "--point-size", "--font-width", "--line-width", "--platform"] {
            #expect(names[current]?.contains(where: \.visible) == true, "\(current) is offered")
        }
    }

    @Test func shortFlagsMeanTheSameLongFlagEverywhere() throws {
        let names = try Self.uses()
        let expected = ["-p": "platform", "-c": "category", "-o": "output", "-j": "json"]
        for (short, long) in expected {
            let uses = names[short] ?? []
            #expect(!uses.isEmpty, "\(short) exists")
            for use in uses { #expect(use.longName == long, "\(short) in \(use.command) is --\(use.longName ?? "?")") }
        }
        // Every --json has -j, every --output has -o, every visible --platform has -p.
        for (long, short) in [("--json", "-j"), ("--output", "-o"), ("--platform", "-p"), ("--category", "-c")] {
            let withLong = Set((names[long] ?? []).filter(\.visible).map(\.command))
            let withShort = Set((names[short] ?? []).map(\.command))
            #expect(withLong.subtracting(withShort).isEmpty, "\(long) without \(short) in \(withLong.subtracting(withShort).sorted())")
        }
    }

    @Test func tableWorksWithNoArgumentsAndTheDefaultPlatformComesFromTheUser() throws {
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try runCLI(["table", "--json"], environment: env)
        let ios = try runCLI(["table", "-p", "ios", "-j"], environment: env)
        #expect(plain.code == 0 && plain.stdout == ios.stdout, "\(plain.stderr)")

        var withVariable = env
        withVariable["TYPOGRAPHY_PLATFORM"] = "mac"
        let macos = try runCLI(["table", "--platform", "macos", "--json"], environment: env)
        let fromVariable = try runCLI(["table", "--json"], environment: withVariable)
        #expect(fromVariable.code == 0 && fromVariable.stdout == macos.stdout && macos.stdout != ios.stdout)
        // --platform wins over the variable.
        #expect(try runCLI(["table", "-p", "ios", "-j"], environment: withVariable).stdout == ios.stdout)

        // The config file, below the variable.
        let config = try #require(env["XDG_CONFIG_HOME"]) + "/typography"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "# my defaults\nplatform = watchos  # the watch\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
        let watch = try runCLI(["table", "-p", "watchos", "-j"], environment: env)
        #expect(try runCLI(["table", "-j"], environment: env).stdout == watch.stdout)
        #expect(try runCLI(["table", "-j"], environment: withVariable).stdout == macos.stdout)

        // A bad default is an error that says where it came from, never a silent iOS.
        try "platform = wachos\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
        let badFile = try runCLI(["table"], environment: env)
        #expect(badFile.code == 64 && badFile.stderr.contains("config:1: unknown platform 'wachos'; did you mean 'watchos'?"), "\(badFile.stderr)")
        withVariable["TYPOGRAPHY_PLATFORM"] = "andriod"
        let badVariable = try runCLI(["table"], environment: withVariable)
        #expect(badVariable.code == 64 && badVariable.stderr.hasPrefix("typography: TYPOGRAPHY_PLATFORM: unknown platform 'andriod'"), "\(badVariable.stderr)")
        #expect(badVariable.stderr.split(separator: "\n").count == 1)
    }

    @Test func oldSpellingsGiveTheSameResultAsTheNewOnes() throws {
        let pairs: [([String], [String])] = [
            (["resolve", "body", "-p", "ios", "--category", "AX3", "-j"], ["resolve", "body", "--platform", "ios", "--size", "AX3", "--json"]),
            (["resolve", "body", "-c", "xxxLarge", "--font-width", "condensed", "-j"], ["resolve", "body", "--size", "xxxLarge", "--width", "condensed", "-j"]),
            (["fit", "Hello wonderful world", "body", "--line-width", "80", "-j"], ["fit", "Hello wonderful world", "body", "--width", "80", "-j"]),
            (["fonts", "match", "Inter", "--point-size", "24", "--font-width", "100", "-j"], ["fonts", "match", "Inter", "--size", "24", "--width", "100", "-j"]),
        ]
        for (new, old) in pairs {
            let a = try runCLI(new, environment: WarmSandbox.env)
            let b = try runCLI(old, environment: WarmSandbox.env)
            #expect(a.code == 0 && a.stdout == b.stdout && !a.stdout.isEmpty, "\(new): \(a.stderr) / \(b.stderr)")
        }
        let both = try runCLI(["resolve", "body", "--category", "large", "--size", "large"])
        #expect(both.code == 64 && both.stderr.contains("give --category once"), "\(both.stderr)")
    }

    @Test func unitsAreAcceptedWherePeopleTypeThem() throws {
        // Apple's SF Pro tracking at 15 pt (HIG: −0.24 pt); 1 CSS px is one point of Apple's UI.
        let pt = try runCLI(["tracking", "15", "-j"])
        for typed in ["15pt", "15px", "15 PT"] {
            let r = try runCLI(["tracking", typed, "-j"])
            #expect(r.code == 0 && r.stdout == pt.stdout, "\(typed): \(r.stderr)")
        }
        #expect(try runCLI(["scale", "17px", "-c", "ax1", "-j"]).stdout == (try runCLI(["scale", "17", "-c", "ax1", "-j"])).stdout)
        // em is relative to the font size: iOS body is 17 pt at Large (Apple's table), so 10em = 170 pt.
        let em = try runCLI(["fit", "A fairly long line of text to fit", "body", "--line-width", "10em", "-j"], environment: WarmSandbox.env)
        let points = try runCLI(["fit", "A fairly long line of text to fit", "body", "--line-width", "170", "-j"], environment: WarmSandbox.env)
        #expect(em.code == 0 && em.stdout == points.stdout, "\(em.stderr)")
        // A line height of 1.5em on a 20 pt font is 30 pt.
        let lh = try runCLI(["measure", "x", "--font", "Inter", "--point-size", "20pt", "--line-height", "1.5em", "-j"], environment: WarmSandbox.env)
        let obj = try #require(try lh.json() as? [String: Any], "\(lh.stderr)")
        #expect(obj["lineHeight"] as? Double == 30)
        for (args, message) in [(["tracking", "15em"], "needs a font size"), (["tracking", "15pts"], "did you mean 'pt'?"),
                                (["measure", "x", "--font", "Inter", "--point-size", "12", "--tracking", "2pt"], "1/1000 em")] {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == 64 && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }

    @Test func badValuesSuggestTheNearestName() throws {
        let cases: [([String], String)] = [
            (["table", "-p", "mcos"], "did you mean 'macos'?"),
            (["resolve", "titel"], "did you mean 'title'?"),
            (["resolve", "body", "-c", "xxlarg"], "did you mean 'xxLarge'?"),
            (["resolve", "body", "--weight", "semibod"], "did you mean 'semibold'?"),
            (["resolve", "body", "--design", "rounde"], "did you mean 'rounded'?"),
            (["resolve", "body", "--leading", "lose"], "did you mean 'loose'?"),
            (["completions", "zhs"], "did you mean 'zsh'?"),
            (["rtf", "convert", "x.rtf", "--to", "iso", "-o", "y.rtf"], "did you mean 'ios'?"),
            (["render", "x", "body", "-o", "x.pgn"], "did you mean .png?"),
            (["render", "x", "body", "--line-width", "90", "--align", "centre", "-o", "x.png"], "did you mean 'center'?"),
            (["measure", "x", "body", "--direction", "rtll"], "did you mean 'rtl'?"),
            (["fonts", "list", "--design", "roundd"], "did you mean 'rounded'?"),
            (["fonts", "install", "x.ttf", "--provider", "a.b", "--scope", "usr"], "did you mean 'user'?"),
            (["fit", "x", "body", "--line-width", "9", "--truncate", "tial"], "did you mean 'tail'?"),
        ]
        for (args, hint) in cases {
            let r = try runCLI(args)
            #expect(r.code == 64 && r.stderr.contains(hint) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        // Nothing close: no guess, the accepted list only.
        let far = try runCLI(["table", "-p", "zzzzzzzz"])
        #expect(far.code == 64 && !far.stderr.contains("did you mean") && far.stderr.contains("accepted:"), "\(far.stderr)")
    }

    @Test func friendlyAliases() throws {
        #expect(try runCLI(["table", "-p", "mac", "-j"]).stdout == (try runCLI(["table", "-p", "macos", "-j"])).stdout)
        // `mac` names the standard (13 pt) scaling for RTF, as the Mac's own.
        let dir = try TempDir()
        defer { dir.remove() }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rtf/ios-notes-standard.rtf").path
        let a = try runCLI(["rtf", "convert", fixture, "--to", "mac", "-o", dir.path("a.rtf"), "-j"])
        let b = try runCLI(["rtf", "convert", fixture, "--to", "standard", "-o", dir.path("b.rtf"), "-j"])
        #expect(a.code == 0, "\(a.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("a.rtf")) == FileManager.default.contents(atPath: dir.path("b.rtf")))
    }

    @Test func versionAndCompletions() throws {
        let v = try runCLI(["--version"])
        // The version is the newest release the CHANGELOG lists.
        let changelog = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
        let number = try #require(release?.dropFirst(3).split(separator: " ").first)
        #expect(v.code == 0 && v.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == String(number))
        for (shell, marker) in [("bash", "-F _typography typography"), ("zsh", "#compdef typography"), ("fish", "complete -c 'typography'")] {
            let r = try runCLI(["completions", shell])
            #expect(r.code == 0 && r.stdout.contains(marker), "\(shell)")
            for sub in ["table", "fonts", "render", "completions"] { #expect(r.stdout.contains(sub), "\(shell): \(sub)") }
        }
    }

    @Test func renderFitDrawsExactlyWhatFitDecides() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let text = "Wonderful typography on every platform"
        for width in ["120", "300", "40"] {
            let fit = try runCLI(["fit", text, "title3", "--line-width", width, "-j"], environment: WarmSandbox.env)
            let render = try runCLI(["render", text, "title3", "--fit", width, "-o", dir.path("fit-\(width).png"), "-j"],
                                    environment: WarmSandbox.env)
            let f = try #require(try fit.json() as? [String: Any], "\(fit.stderr)")
            let r = try #require(try render.json() as? [String: Any], "\(render.stderr)")
            #expect(r["lines"] as? [String] == [f["text"] as? String ?? "?"], "\(width)")
            #expect(r["width"] as? Double == f["width"] as? Double, "\(width)")
            #expect(r["truncated"] as? Bool == f["truncated"] as? Bool)
        }
        // With --line-width the same text wraps instead: more than one line.
        let wrapped = try runCLI(["render", text, "title3", "--line-width", "120", "-o", dir.path("wrap.png"), "-j"], environment: WarmSandbox.env)
        #expect(((try wrapped.json() as? [String: Any])?["lines"] as? [String])?.count ?? 0 > 1)
        let both = try runCLI(["render", text, "title3", "--line-width", "120", "--fit", "120", "-o", dir.path("x.png")], environment: WarmSandbox.env)
        #expect(both.code == 64 && both.stderr.contains("not both"))
    }

    @Test func categoryRangesAreWrittenAsSwiftRanges() throws {
        // HIG iOS body: 14 at xSmall, 15 at Small, 17 at Large, 23 at xxxLarge, 28 at AX1.
        let cases: [([String], Double)] = [
            (["-c", "xSmall", "--category-range", "large..."], 17),
            (["-c", "AX5", "--category-range", "...AX1"], 28),
            (["-c", "AX5", "--category-range", "small..<AX1"], 23),
            (["-c", "xSmall", "--category-range", "small...AX2"], 15),
        ]
        for (args, size) in cases {
            let r = try runCLI(["resolve", "body", "-j"] + args)
            #expect((try r.json() as? [String: Any])?["pointSize"] as? Double == size, "\(args): \(r.stderr)")
        }
        for bad in ["large..<large", "large", "..."] {
            let r = try runCLI(["resolve", "body", "--category-range", bad])
            #expect(r.code == 64 && r.stderr.contains("category range"), "\(bad): \(r.stderr)")
        }
    }
}

/// `tracking --family` takes installed families too, with the tracking text layout gives them.
@Suite struct TrackingFamilyTests {
    @Test func installedFamiliesGetTheirOwnTracking() throws {
        // Inter's published dynamic metrics (rsms.me/inter/dynmetrics): tracking in em =
        // -0.0223 + 0.185 × e^(-0.1745 × size).
        for size in [12.0, 17.0, 28.0] {
            let r = try runCLI(["tracking", "\(size)", "--family", "Inter", "-j"], environment: WarmSandbox.env)
            let j = try #require(try r.json() as? [String: Any], "\(r.stderr)")
            let expected = (-0.0223 + 0.185 * exp(-0.1745 * size)) * 1000
            #expect(abs((j["perMille"] as? Double ?? .nan) - expected) < 1e-6, "\(size): \(j)")
            #expect(j["table"] as? String == "curve")
        }
        // A family with no trak table and no published curve: Apple's table for the nearest
        // design class, labelled an approximation. Noto Sans is a sans: SF Pro's table, where the
        // HIG gives 17 pt −26/1000 em (iOS tracking values, SF Pro).
        let noto = try runCLI(["tracking", "17", "--family", "Noto Sans", "-j"], environment: WarmSandbox.env)
        let j = try #require(try noto.json() as? [String: Any], "\(noto.stderr)")
        #expect(j["perMille"] as? Double == -26 && j["table"] as? String == "approximation", "\(j)")
        #expect((j["source"] as? String)?.contains("SF Pro table") == true)
        // A serif gets New York's table: the same number as the New York lookup.
        let serif = try #require(try runCLI(["tracking", "17", "--family", "Noto Serif", "-j"], environment: WarmSandbox.env).json() as? [String: Any])
        let newYork = try #require(try runCLI(["tracking", "17", "--family", "New York", "-j"], environment: WarmSandbox.env).json() as? [String: Any])
        #expect(serif["table"] as? String == "approximation" && serif["perMille"] as? Double == newYork["perMille"] as? Double)
        // Monospaced (Apple publishes no SF Mono tracking) and colour fonts get none.
        for family in ["Liberation Mono", "Noto Color Emoji"] {
            let none = try #require(try runCLI(["tracking", "17", "--family", family, "-j"], environment: WarmSandbox.env).json() as? [String: Any])
            #expect(none["perMille"] as? Double == 0 && none["table"] as? String == "none", "\(family): \(none)")
        }
        // Layout does not use the approximation: measure lays Noto Sans out with none.
        let measured = try #require(try runCLI(["measure", "Hello", "--font", "Noto Sans", "--point-size", "17", "-j"],
                                               environment: WarmSandbox.env).json() as? [String: Any])
        #expect((measured["tracking"] as? [String: Any])?["source"] as? String == "none")
        let missing = try runCLI(["tracking", "12", "--family", "No Such Family 42"], environment: WarmSandbox.env)
        #expect(missing.code == 64 && missing.stderr.contains("nor installed"))
    }
}

/// A value outside an option's list is one line that names every accepted value.
@Suite struct EnumeratedOptionErrorTests {
    @Test func theListIsOnTheOneLine() throws {
        let r = try runCLI(["export", "--format", "dtcgx"])
        #expect(r.code == 64)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("one of the following: dtcg, css,") && r.stderr.contains("uikit"), "\(r.stderr)")
    }
}
