import Foundation
import Testing

/// `rtf render`: a Cocoa RTF document drawn through the same runs as `render --runs`, at the
/// sizes its text scaling gives on the display asked for (WWDC19 "Font Management and Text
/// Scaling": standard = iOS × 13/17, iOS = standard × 17/13).
@Suite struct RTFRenderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rtf")

    func render(_ name: String, _ extra: [String], dir: TempDir) throws -> [String: Any] {
        let r = try runCLI(["rtf", "render", Self.fixtures.appendingPathComponent(name).path,
                            "-o", dir.path("\(name)-\(UUID()).png"), "-j"] + extra, environment: WarmSandbox.env)
        return try #require(try r.json() as? [String: Any], "\(name) \(extra): \(r.stderr)")
    }

    @Test func anIOSNoteKeepsItsVisualSizeInTheStandardScaling() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        // The fixture is tagged \cocoatextscaling1 (iOS); its sizes are \fs56 \fs34 \fs30 \fs26 \fs44 \fs24.
        let own = try render("ios-uitextview.rtf", [], dir: dir)
        #expect(own["documentScaling"] as? String == "ios" && own["viewScale"] as? Double == 1)
        let ownRuns = try #require(own["runs"] as? [[String: Any]])
        #expect(ownRuns.compactMap { $0["pointSize"] as? Double } == [28, 17, 15, 13, 22, 12])
        let mac = try render("ios-uitextview.rtf", ["--scaling", "mac"], dir: dir)
        #expect(mac["displayScaling"] as? String == "standard")
        let macRuns = try #require(mac["runs"] as? [[String: Any]])
        for (a, b) in zip(ownRuns, macRuns) {
            let stored = try #require(a["storedPointSize"] as? Double)
            #expect(abs((b["pointSize"] as? Double ?? 0) - stored * 13 / 17) < 1e-9)
        }
        // The text is the document's: the emoji's surrogate pair and the Windows-1252 quotes decoded.
        let lines = (own["lines"] as? [String] ?? []).joined(separator: " ")
        #expect(lines.contains("emoji 😀") && lines.contains("“quotes”"))
        // Apple's private names are the system font, never looked up by name.
        let fonts = try #require(own["fonts"] as? [[String: Any]])
        #expect(fonts.contains { $0["name"] as? String == ".SFUI-Semibold" && ($0["reason"] as? String)?.contains("system font") == true })
        // A standard document shown in the iOS scaling grows by 17/13.
        let ios = try render("textedit-macos.rtf", ["--scaling", "ios"], dir: dir)
        let plain = try render("textedit-macos.rtf", [], dir: dir)
        for (a, b) in zip(try #require(plain["runs"] as? [[String: Any]]), try #require(ios["runs"] as? [[String: Any]])) {
            #expect(abs((b["pointSize"] as? Double ?? 0) - (a["pointSize"] as? Double ?? 0) * 17 / 13) < 1e-9)
        }
    }

    /// Each document's wrapping width and where it comes from (typed: the literal took the
    /// type checker 3 s to infer).
    static let documentWidths: [(String, [String], Double, String)] = [
        // ios-paragraphs.rtf: \paperw12240\margl1440\margr1440\vieww9360\viewkind1 → 9360 twips, 468 pt.
        ("ios-paragraphs.rtf", [String](), 468.0, "page"),
        // Drawn in the standard scaling, the page's width shrinks with the sizes: 468 × 13/17.
        ("ios-paragraphs.rtf", ["--scaling", "standard"], 468.0 * 13 / 17, "page"),
        // textedit-macos.rtf: \vieww11520\viewkind0 → 576 pt.
        ("textedit-macos.rtf", [], 576.0, "view"),
        // ios-uitextview.rtf gives no geometry: 468 pt.
        ("ios-uitextview.rtf", [], 468.0, "default"),
        ("textedit-macos.rtf", ["--line-width", "300"], 300.0, "option"),
    ]

    /// Without --line-width the text wraps at the document's own text width, as TextEdit lays it
    /// out: the page less its margins for \viewkind1, \vieww for a view document.
    @Test(arguments: documentWidths)
    func wrapsAtTheDocumentsTextWidth(name: String, extra: [String], width: Double, source: String) throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let out = try render(name, extra, dir: dir)
        #expect(abs((out["lineWidth"] as? Double ?? 0) - width) < 1e-9, "\(out)")
        #expect(out["lineWidthSource"] as? String == source)
        // The drawing is as wide as the wrapping width.
        #expect(abs((out["width"] as? Double ?? 0) - width) < 1e-9)
    }

    @Test func aNarrowViewDocumentWrapsItsParagraphs() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let narrow = dir.path("narrow.rtf")
        // 2880 twips: 144 pt, two inches.
        try #"{\rtf1\ansi\cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss Helvetica;}\vieww2880\viewkind0 \f0\fs24 The quick brown fox jumps over the lazy dog and runs far away.}"#
            .write(toFile: narrow, atomically: true, encoding: .utf8)
        let png = dir.path("narrow.png")
        let r = try runCLI(["rtf", "render", narrow, "-o", png, "-j"], environment: WarmSandbox.env)
        let json = try #require(try r.json() as? [String: Any], "\(r.stderr)")
        #expect(json["lineWidth"] as? Double == 144 && json["lineWidthSource"] as? String == "view")
        #expect((json["lines"] as? [String] ?? []).count >= 3, "\(json)")
        let wide = try runCLI(["rtf", "render", narrow, "-o", png, "-j", "--line-width", "none"], environment: WarmSandbox.env)
        let unwrapped = try #require(try wide.json() as? [String: Any], "\(wide.stderr)")
        #expect((unwrapped["lines"] as? [String] ?? []).count == 1)
        #expect(unwrapped["lineWidth"] is NSNull)
    }

    @Test func aDamagedDocumentWidthIsRefusedInOneLine() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let huge = dir.path("huge.rtf")
        // 2^31 − 1 twips: 107,374,182 pt, no page at all.
        try #"{\rtf1\ansi\vieww2147483647\viewkind0 Hello}"#.write(toFile: huge, atomically: true, encoding: .utf8)
        let r = try runCLI(["rtf", "render", huge, "-o", dir.path("huge.png")], environment: WarmSandbox.env)
        #expect(r.code == 65 && r.stderr.contains(huge) && r.stderr.contains(#"\vieww"#)
            && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("huge.png")))
        // --line-width draws it anyway.
        let given = try runCLI(["rtf", "render", huge, "-o", dir.path("huge.png"), "--line-width", "200"], environment: WarmSandbox.env)
        #expect(given.code == 0, "\(given.stderr)")
    }

    @Test func badInputIsOneLine() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let fixture = Self.fixtures.appendingPathComponent("ios-uitextview.rtf").path
        let cases: [([String], Int32, String)] = [
            (["rtf", "render", fixture, "-o", dir.path("x.gif")], 64, "unknown image format"),
            (["rtf", "render", fixture, "-o", dir.path("x.png"), "--scaling", "andriod"], 64, "unknown scaling"),
            (["rtf", "render", dir.path("missing.rtf"), "-o", dir.path("x.png")], 66, "no such file"),
            (["rtf", "render", fixture, "-o", dir.path("x.png"), "--line-width=-5"], 64, "line width"),
        ]
        for (args, code, message) in cases {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == code && r.stderr.contains(message) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        let notRTF = dir.path("not.rtf")
        try "plain text".write(toFile: notRTF, atomically: true, encoding: .utf8)
        let r = try runCLI(["rtf", "render", notRTF, "-o", dir.path("x.png")], environment: WarmSandbox.env)
        #expect(r.code == 65 && r.stderr.contains(notRTF))
        #expect(!FileManager.default.fileExists(atPath: dir.path("x.png")))
    }
}
