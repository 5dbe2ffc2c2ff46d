import Foundation
import Testing

/// The machine's own fonts and fontconfig configuration (no pinned FONTCONFIG_FILE), in a
/// sandboxed HOME/XDG. Expectations come from fc-match on the same machine (the peer) and from
/// the documented rules, never from a list of file names.
struct SystemFontsSandbox {
    let root: URL
    var env: [String: String]

    init() throws {
        let sandbox = try makeSandboxEnvironment()
        root = sandbox.root
        env = sandbox.env
        for key in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "TYPOGRAPHY_FONT_DIRS", "TYPOGRAPHY_TEST_FAULT"] { env[key] = nil }
    }

    func run(_ args: [String]) throws -> CLIResult { try runCLI(args, environment: env) }

    /// fc-match's answer for `pattern`, in fontconfig's format string `format`.
    func fcMatch(_ pattern: String, _ format: String = "%{file}") throws -> String {
        try runTool("fc-match", ["-f", format, "--", pattern], environment: env).out
    }

    func cleanup() { try? FileManager.default.removeItem(at: root) }
}

/// Runs `tool` (fc-match, fc-list, sqlite3…) found on PATH with `environment`: its exit code and
/// standard output (standard error is dropped).
func runTool(_ tool: String, _ args: [String], environment: [String: String]) throws -> (code: Int32, out: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [tool] + args
    p.environment = environment
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// fontconfig's first face for `pattern` (its untrimmed `FcFontSort` order, as `fc-match -a`)
/// that is not of a display style, in `format`. The documented rule (docs/font-choice.md): UI
/// text is never set in a Kufic face when a text face draws it; the family's own name says Kufi.
/// `pattern` carries a `charset`, which fontconfig ranks before the family, so the faces that
/// cover it come first.
func fcFirstTextFace(_ pattern: String, _ format: String, environment: [String: String]) throws -> String {
    let out = try runTool("fc-match", ["-a", "-f", "%{family[0]}\t\(format)\n", "--", pattern],
                          environment: environment).out
    for line in out.split(separator: "\n") {
        let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        let words = parts[0].lowercased().split(whereSeparator: { !$0.isLetter })
        if !words.contains("kufi") && !words.contains("kufic") { return parts[1] }
    }
    return ""
}

func jsonObject(_ r: CLIResult) -> [String: Any] {
    ((try? r.json()) as? [String: Any]) ?? [:]
}

@Suite("Font choice: substitution, one path, fontconfig's aliases and languages", .serialized)
struct FontChoiceTests {
    /// Names that are not installed; fontconfig's configuration declares metric-compatible
    /// aliases for them (30-metric-aliases.conf), which scripts/setup.sh installs.
    static let aliasCases: [(query: String, fcPattern: String, minWeight: Int, italic: Bool, monospaced: Bool)] = [
        ("Helvetica-Bold", "Helvetica:bold", 600, false, false),
        ("Helvetica", "Helvetica", 400, false, false),
        ("Arial:bold:italic", "Arial:bold:italic", 600, true, false),
        ("Courier New", "Courier New", 400, false, true),
        ("CourierNewPS-BoldMT", "Courier New:bold", 600, false, true),
        ("Times New Roman:italic", "Times New Roman:italic", 400, true, false),
        ("TimesNewRomanPS-BoldMT", "Times New Roman:bold", 600, false, false),
        ("Calibri", "Calibri", 400, false, false),
        ("Cambria,Bold", "Cambria:bold", 600, false, false),
    ]

    @Test("A name that is not installed gets fontconfig's metric-compatible alias, with its weight, slant and spacing", arguments: aliasCases)
    func aliasesKeepWhatWasAsked(c: (query: String, fcPattern: String, minWeight: Int, italic: Bool, monospaced: Bool)) throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let r = try s.run(["fonts", "match", c.query, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let m = jsonObject(r)
        let face = m["face"] as? [String: Any] ?? [:]
        #expect(m["rule"] as? String == "alias", "\(m)")
        #expect(face["path"] as? String == (try s.fcMatch(c.fcPattern)), "fc-match \(c.fcPattern)")
        #expect((face["weight"] as? Int ?? 0) >= c.minWeight)
        #expect((face["slant"] as? String != "upright") == c.italic)
        if c.monospaced { #expect(face["monospaced"] as? Bool == true) }
        #expect((m["substitution"] as? String ?? "").contains("alias"))
    }

    @Test("A name without an installed alias keeps its generic class: Menlo is monospace, Georgia serif")
    func genericClassKeepsSpacing() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        for (name, design) in [("Menlo", "monospaced"), ("Consolas:bold", "monospaced"), ("Georgia", "serif")] {
            let r = try s.run(["fonts", "match", name, "--json"])
            let m = jsonObject(r)
            let face = m["face"] as? [String: Any] ?? [:]
            // Where fontconfig's configuration aliases the name to an installed family (Georgia to
            // Gelasio, once fonts-gelasio is installed), fc-match gives a family that is neither
            // its generic's nor its default (sans-serif, for a name it knows nothing of, such as
            // Menlo), and the match is by that alias (as in aliasesKeepWhatWasAsked).
            let family = String(name.split(separator: ":")[0])
            let generic = design == "monospaced" ? "monospace" : "serif"
            let unaliased = [try s.fcMatch(generic, "%{family[0]}"), try s.fcMatch("sans-serif", "%{family[0]}")]
            let aliased = !unaliased.contains(try s.fcMatch(family, "%{family[0]}"))
            #expect(m["rule"] as? String == (aliased ? "alias" : "genericClass"), "\(name): \(m)")
            #expect(face["design"] as? String == design, "\(name)")
        }
    }

    @Test("An emoji family that is not installed gets fontconfig's first installed emoji family, not the design map's")
    func emojiFamilyGetsTheEmojiGeneric() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let m = jsonObject(try s.run(["fonts", "match", "Apple Color Emoji", "--json"]))
        let expected = try s.fcMatch("emoji", "%{family[0]}")
        #expect(m["rule"] as? String == "genericClass", "\(m)")
        #expect(m["family"] as? String == expected, "\(m)")
        #expect((m["substitution"] as? String ?? "").contains("an emoji family"), "\(m)")
    }

    @Test("An empty name is one line, the same in every command")
    func emptyNameIsOneLine() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        var lines = Set<String>()
        for args in [["fonts", "match", " "], ["fonts", "resolve", ""], ["measure", "Hi", "--font", "", "--point-size", "12"],
                     ["render", "Hi", "--font", "", "--point-size", "12", "-o", s.root.appendingPathComponent("x.png").path]] {
            let r = try s.run(args)
            #expect(r.code == 64, "\(args): \(r.stderr)")
            lines.insert(r.stderr)
        }
        #expect(lines == ["typography: empty font name: give a family, PostScript or full name\n"], "\(lines)")
    }

    @Test("fonts match, fonts resolve, measure --font and the RTF font table choose the same face")
    func onePathOneAnswer() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let names = ["Helvetica-Bold", "Courier New", "Calibri", "Inter-SemiBold", "Menlo", "TimesNewRomanPS-ItalicMT"]
        var rtf = "{\\rtf1\\ansi{\\fonttbl"
        for (i, n) in names.enumerated() { rtf += "\\f\(i) \(n);" }
        rtf += "}"
        for i in names.indices { rtf += "\\f\(i) x" }
        rtf += "}"
        let doc = s.root.appendingPathComponent("fonts.rtf").path
        try Data(rtf.utf8).write(to: URL(fileURLWithPath: doc))
        let table = (jsonObject(try s.run(["rtf", "info", doc, "--json"]))["fonts"] as? [[String: Any]]) ?? []
        let resolved = (try? s.run(["fonts", "resolve", "--json"] + names).json()) as? [[String: Any]] ?? []
        #expect(table.count == names.count && resolved.count == names.count)
        for (i, name) in names.enumerated() {
            let match = jsonObject(try s.run(["fonts", "match", name, "--json"]))
            let matchPS = (match["face"] as? [String: Any])?["postscriptName"] as? String
            let resolvePS = (resolved.count > i ? resolved[i]["face"] as? [String: Any] : nil)?["postscriptName"] as? String
            let measure = jsonObject(try s.run(["measure", "Hi", "--font", name, "--point-size", "12", "--json"]))
            let measurePS = (measure["font"] as? [String: Any])?["postscriptName"] as? String
            let rtfPS = table.count > i ? table[i]["face"] as? String : nil
            #expect(matchPS != nil)
            #expect(resolvePS == matchPS, "\(name): resolve")
            #expect(measurePS == matchPS, "\(name): measure")
            #expect(rtfPS == matchPS, "\(name): rtf info")
        }
    }

    @Test("A private '.' name, an empty name and control characters are refused with one line, the same everywhere")
    func refusedNames() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let png = s.root.appendingPathComponent("out.png").path
        for (name, code) in [(".SFUI-Regular", Int32(66)), (".AppleSystemUIFont", 66), ("", 64), ("Inter\u{1B}[31m", 64)] {
            let commands: [[String]] = [
                ["fonts", "match", name], ["fonts", "resolve", name],
                ["measure", "Hi", "--font", name, "--point-size", "12"],
                ["fit", "Hi", "--font", name, "--point-size", "12", "--width", "100"],
                ["render", "Hi", "--font", name, "--point-size", "12", "-o", png],
            ]
            var lines: Set<String> = []
            for args in commands {
                let r = try s.run(args)
                #expect(r.code == code, "\(args): \(r.code) \(r.stderr)")
                #expect(r.stdout.isEmpty, "\(args)")
                #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
                #expect(!r.stderr.contains("\u{1B}"), "\(args): escape printed raw")
                lines.insert(r.stderr)
            }
            #expect(!FileManager.default.fileExists(atPath: png))
            if !name.isEmpty { #expect(lines.count == 1, "\(name): \(lines)") }
        }
    }

    @Test("An unknown language tag is a usage error on every command that takes --lang")
    func unknownLanguage() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let png = s.root.appendingPathComponent("out.png").path
        for args in [["fonts", "match", "Inter", "--lang", "xx-nope"], ["measure", "Hi", "body", "--platform", "ios", "--lang", "xx-nope"],
                     ["specimen", "--platform", "ios", "-o", png, "--lang", "qq"], ["fonts", "match", "Inter:lang=zz"]] {
            let r = try s.run(args)
            #expect(r.code == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("unknown language"))
            #expect(r.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("Han text falls back to each region's own face: the one fc-match gives for the language",
          arguments: [("ja", "ja"), ("zh-Hans", "zh-cn"), ("zh-Hant", "zh-tw"), ("ko", "ko"), ("zh-HK", "zh-hk")])
    func hanByLanguage(lang: String, fcLang: String) throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let r = try s.run(["measure", "漢字", "body", "--platform", "ios", "--lang", lang, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let fallbacks = jsonObject(r)["fallbacks"] as? [[String: Any]] ?? []
        // fontconfig's first face for the language that covers the text (U+6F22 U+5B57).
        let expected = try s.fcMatch("sans-serif:lang=\(fcLang):charset=6f22 5b57", "%{postscriptname}")
        #expect(fallbacks.first?["postscriptName"] as? String == expected, "\(fallbacks)")
    }

    @Test("The four regions' Han faces differ from one another, and the script decides without --lang")
    func hanRegionsDiffer() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        var faces: Set<String> = []
        for lang in ["ja", "zh-Hans", "zh-Hant", "ko"] {
            let r = try s.run(["measure", "漢字", "body", "--platform", "ios", "--lang", lang, "--json"])
            faces.insert(((jsonObject(r)["fallbacks"] as? [[String: Any]])?.first?["postscriptName"] as? String) ?? "")
        }
        #expect(faces.count == 4, "\(faces)")
        let plain = try s.run(["measure", "漢字", "body", "--platform", "ios", "--json"])
        let expected = try s.fcMatch("sans-serif:lang=zh-cn:charset=6f22 5b57", "%{postscriptname}")
        #expect(((jsonObject(plain)["fallbacks"] as? [[String: Any]])?.first?["postscriptName"] as? String) == expected)
    }

    @Test("Fallback keeps the request's width and weight: Devanagari in a regular text gets the normal-width regular face")
    func fallbackKeepsWidthAndWeight() throws {
        let s = try SystemFontsSandbox()
        defer { s.cleanup() }
        for (style, fcStyle) in [("body", ""), ("headline", ":weight=semibold")] {
            let r = try s.run(["measure", "नमस्ते", style, "--platform", "ios", "--json"])
            let fb = (jsonObject(r)["fallbacks"] as? [[String: Any]])?.first ?? [:]
            let expected = try s.fcMatch("sans-serif:lang=hi\(fcStyle):charset=928", "%{file}")
            #expect(fb["path"] as? String == expected, "\(style): \(fb)")
            let info = try s.run(["fonts", "info", fb["path"] as? String ?? "", "--json"])
            let faces = (try? info.json()) as? [[String: Any]] ?? [(jsonObject(info))]
            #expect((faces.first?["width"] as? Double ?? 0) == 100, "\(style): a normal-width face")
        }
    }

    @Test("A font a provider installed never wins fallback, a design or a substitution; named, it is used")
    func providerFontsNeverFallBack() throws {
        let covering = ManagedSandbox.fixture("StaticTest-SemiCondensedMedium.ttf")  // covers U+1D400
        let primary = ManagedSandbox.fixture("TrakTest.ttf")                          // does not
        let text = "A\u{1D400}"
        // Control: in a system folder, the same font wins fallback for U+1D400.
        let control = try ManagedSandbox(system: ["TrakTest.ttf", "StaticTest-SemiCondensedMedium.ttf"])
        defer { try? FileManager.default.removeItem(at: control.root) }
        let before = jsonObject(try control.run(["measure", text, "--font", primary, "--point-size", "12", "--json"]))
        #expect((before["fallbacks"] as? [[String: Any]])?.first?["postscriptName"] as? String == "StaticTest-SemiCondensedMedium")

        let s = try ManagedSandbox(system: ["TrakTest.ttf"])
        defer { try? FileManager.default.removeItem(at: s.root) }
        let install = try s.run(["fonts", "install", covering, "--provider", "org.example.fonts", "--yes"])
        #expect(install.code == 0, "\(install.stderr)")
        // fontconfig sees it (it is in fontconfig's user folder)…
        #expect(try s.fcList().contains("StaticTest-SemiCondensedMedium"))
        // …but fallback, the design map and substitution never use it.
        let after = jsonObject(try s.run(["measure", text, "--font", primary, "--point-size", "12", "--json"]))
        // (The run is reported with no face: nothing else covers U+1D400.)
        let fallbacks = after["fallbacks"] as? [[String: Any]] ?? []
        #expect(!fallbacks.contains { $0["postscriptName"] as? String == "StaticTest-SemiCondensedMedium" }, "\(after)")
        #expect(fallbacks.allSatisfy { $0["postscriptName"] is NSNull }, "\(after)")
        for query in ["system-ui", "sans-serif:weight=500:width=87.5", "Helvetica", ":lang=en"] {
            let m = jsonObject(try s.run(["fonts", "match", query, "--json"]))
            #expect((m["face"] as? [String: Any])?["postscriptName"] as? String != "StaticTest-SemiCondensedMedium", "\(query)")
        }
        // Named, it is used.
        let named = jsonObject(try s.run(["measure", "A", "--font", "StaticTest-SemiCondensedMedium", "--point-size", "12", "--json"]))
        #expect((named["font"] as? [String: Any])?["postscriptName"] as? String == "StaticTest-SemiCondensedMedium")
    }

    @Test("UI text is never set in a display face: Kufic Arabic, fontconfig's first face for Arabic, gives way to the next text face")
    func displayFacesAreNotUIText() throws {
        // Only the Noto folder (fonts-noto-core: Noto Kufi Arabic, Noto Sans Arabic, Noto Naskh
        // Arabic), so that fontconfig's own first face for Arabic is the Kufic one.
        var s = try SystemFontsSandbox()
        defer { s.cleanup() }
        let conf = s.root.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <fontconfig>
              <dir>/usr/share/fonts/truetype/noto</dir>
              <include ignore_missing="yes">/etc/fonts/conf.d</include>
              <cachedir>\(s.root.appendingPathComponent("fc-cache").path)</cachedir>
            </fontconfig>
            """.write(to: conf, atomically: true, encoding: .utf8)
        s.env["FONTCONFIG_FILE"] = conf.path
        let first = try s.fcMatch("sans-serif:lang=ar:charset=645", "%{family[0]}")
        #expect(first.localizedCaseInsensitiveContains("Kufi"), "the premise: fontconfig puts \(first) first")
        let expected = try fcFirstTextFace("sans-serif:lang=ar:charset=645", "%{postscriptname}", environment: s.env)
        #expect(!expected.isEmpty && !expected.contains("Kufi"))

        // Fallback in measure and render, with or without --lang.
        for lang in [[], ["--lang", "ar"]] {
            let m = jsonObject(try s.run(["measure", "Hi مرحبا", "body", "--platform", "ios", "--json"] + lang))
            let fb = m["fallbacks"] as? [[String: Any]] ?? []
            #expect(fb.first?["postscriptName"] as? String == expected, "\(lang): \(fb)")
        }
        // fonts match with a language says why it passed over fontconfig's first face.
        let r = try s.run(["fonts", "match", ":lang=ar"])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("display style (Kufic)"), "\(r.stdout)")
        let j = jsonObject(try s.run(["fonts", "match", ":lang=ar", "--json"]))
        #expect((j["face"] as? [String: Any])?["postscriptName"] as? String == expected, "\(j)")
        // Named, a Kufic face is used as any other.
        let named = jsonObject(try s.run(["fonts", "match", first, "--json"]))
        #expect(((named["face"] as? [String: Any])?["family"] as? String ?? "").contains("Kufi"), "\(named)")
    }

}
