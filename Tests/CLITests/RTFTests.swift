import Foundation
import Testing

/// `typography rtf info` and `typography rtf convert`, run as a user would.
@Suite("rtf command")
struct RTFTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/rtf")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// A fresh directory for outputs, removed by the caller.
    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rtf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func contents(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// The error is exactly one line, `typography: <path>: <reason>`, and nothing is on stdout.
    static func expectOneLineError(_ r: CLIResult, code: Int32, path: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(r.code == code, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.hasPrefix("typography: \(path): "), "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    // MARK: info

    @Test func infoReportsScalingPlatformFontsAndSizes() throws {
        let r = try runCLI(["rtf", "info", Self.fixture("ios-uitextview.rtf"), "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try r.json() as? [String: Any])
        #expect(json["scaling"] as? String == "ios")
        #expect(json["scalingValue"] as? Int == 1)
        #expect(json["platform"] as? String == "ios")
        #expect(json["tagged"] as? Bool == true)
        #expect(json["bodyPointSize"] as? Double == 17)
        #expect(json["cocoaVersion"] as? Int == 2761)
        #expect(json["format"] as? String == "cocoa-rtf")
        let fonts = try #require(json["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["name"] as? String } == [
            ".SFUI-Semibold", ".SFUI-Regular", ".AppleSystemUIFontMonospaced-Regular", "HelveticaNeue", ".SFUIRounded-Bold",
        ])
        #expect(fonts.map { $0["index"] as? Int } == [0, 1, 2, 3, 4])
        let system = try #require(fonts[0]["system"] as? [String: Any])
        #expect(system["design"] as? String == "default")
        #expect(system["weight"] as? String == "semibold")
        #expect(fonts[3]["system"] is NSNull)
        // Fonts go through the catalog (this machine's fonts, in a sandboxed cache). Apple's private
        // names stand for the system design: drawn with the design map's face, so available.
        for i in [0, 1, 2, 4] {
            #expect(fonts[i]["available"] as? Bool == true, "\(fonts[i])")
            #expect(fonts[i]["status"] as? String == "substituted")
            #expect(fonts[i]["face"] is String)
        }
        // HelveticaNeue is not installed here: missing by name, with the stand-in and the reason.
        #expect(fonts[3]["available"] as? Bool == false)
        #expect(fonts[3]["status"] as? String != "found")
        #expect(fonts[3]["reason"] is String)
        #expect(json["missingFonts"] as? [String] == ["HelveticaNeue"])
        let sizes = try #require(json["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["points"] as? Double } == [12, 13, 15, 17, 22, 28])
        #expect(sizes.map { $0["halfPoints"] as? Int } == [24, 26, 30, 34, 44, 56])
    }

    @Test("scaling and platform of each sample", arguments: [
        ("textedit-macos.rtf", "standard", "macos"),
        ("ios-notes-standard.rtf", "standard", "ios"),
        ("untagged-legacy.rtf", nil, nil),
        ("word-style.rtf", nil, nil),
    ] as [(String, String?, String?)])
    func infoScalingOfEachSample(name: String, scaling: String?, platform: String?) throws {
        let r = try runCLI(["rtf", "info", Self.fixture(name), "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try r.json() as? [String: Any])
        if let scaling { #expect(json["scaling"] as? String == scaling) } else { #expect(json["scaling"] is NSNull) }
        if let platform { #expect(json["platform"] as? String == platform) } else { #expect(json["platform"] is NSNull) }
    }

    @Test func withoutTheCatalogFontsAreNotChecked() throws {
        let j = try runCLI(["rtf", "info", Self.fixture("ios-uitextview.rtf"), "--no-font-check", "--json"])
        let json = try #require(try j.json() as? [String: Any])
        let fonts = try #require(json["fonts"] as? [[String: Any]])
        #expect(fonts.allSatisfy { $0["available"] is NSNull && $0["status"] is NSNull })
        #expect(json["missingFonts"] is NSNull)
        let r = try runCLI(["rtf", "info", Self.fixture("textedit-macos.rtf"), "--no-font-check"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("standard (\\cocoatextscaling0, body 13 pt)"))
        #expect(r.stdout.contains("not checked"))
        #expect(r.stdout.contains("Helvetica-Bold"))
    }

    @Test func infoReportsRecoveredProblems() throws {
        let r = try runCLI(["rtf", "info", Self.fixture("malformed/huge-number.rtf"), "--json"])
        #expect(r.code == 0)
        let json = try #require(try r.json() as? [String: Any])
        let issues = try #require(json["issues"] as? [[String: Any]])
        #expect(issues.map { $0["kind"] as? String } == ["sizeOutOfRange"])
    }

    // MARK: convert

    @Test("converting and converting back gives the identical file", arguments: [
        ("ios-uitextview.rtf", "standard", "ios"),
        ("textedit-macos.rtf", "ios", "standard"),
        ("ios-notes-standard.rtf", "ios", "standard"),
        ("binary-pict.rtf", "ios", "standard"),
    ])
    func convertAndBack(name: String, there: String, back: String) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mid = dir.appendingPathComponent("mid.rtf"), end = dir.appendingPathComponent("end.rtf")
        let r1 = try runCLI(["rtf", "convert", Self.fixture(name), "--to", there, "-o", mid.path])
        #expect(r1.code == 0, "\(r1.stderr)")
        let r2 = try runCLI(["rtf", "convert", mid.path, "--to", back, "-o", end.path])
        #expect(r2.code == 0, "\(r2.stderr)")
        #expect(try Self.contents(mid) != Self.contents(URL(fileURLWithPath: Self.fixture(name))))
        #expect(try Self.contents(end) == Self.contents(URL(fileURLWithPath: Self.fixture(name))))
    }

    @Test func convertRewritesTheSizesAndReportsThem() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.rtf")
        let r = try runCLI(["rtf", "convert", Self.fixture("ios-uitextview.rtf"), "--to", "standard", "-o", out.path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try r.json() as? [String: Any])
        #expect(json["from"] as? String == "ios")
        #expect(json["fromOrigin"] as? String == "tag")
        #expect(json["writtenScaling"] as? String == "standard")
        #expect(json["approach"] as? String == "model")
        #expect(json["changedSizeCount"] as? Int == 6)
        let text = String(decoding: try Self.contents(out), as: UTF8.self)
        #expect(text.contains("\\cocoatextscaling0\\cocoaplatform1{\\fonttbl"))
        #expect(text.contains("\\f1\\b0\\fs26 \\cf2 Body text"))
    }

    @Test func convertScalesTheParagraphLengthsAndKeepsThePaper() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.rtf")
        let r = try runCLI(["rtf", "convert", Self.fixture("ios-paragraphs.rtf"), "--to", "standard", "-o", out.path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try r.json() as? [String: Any])
        let text = String(decoding: try Self.contents(out), as: UTF8.self)
        // × 13/17, to the nearest twip: 9360 → 7158, 8400 → 6424, 720 → 551, 240 → 184, -360 → -275,
        // 120 → 92, 1440 → 1101, 40 → 31. The paper and margins stay; \sl360\slmult1 is a
        // multiple and stays.
        #expect(text.contains(#"\paperw12240\paperh15840\margl1440\margr1440\vieww7158\viewh6424\viewkind1"#), "\(text)")
        #expect(text.contains(#"\pard\pardeftab551\fi551\sl360\slmult1\sa184\partightenfactor0"#))
        #expect(text.contains(#"\pard\tx551\pardeftab551\li551\fi-275\sb92\sa92\partightenfactor0"#))
        #expect(text.contains(#"\pard\pardeftab551\li1101\ri1101\sb184\sa184\slleading31\qj"#))
        #expect(json["changedLengthCount"] as? Int == 21)
        #expect(json["irreversibleLengthCount"] as? Int == 0)
        // And back: every length of the fixture is a whole point, so the file comes back whole.
        let back = dir.appendingPathComponent("back.rtf")
        let r2 = try runCLI(["rtf", "convert", out.path, "--to", "ios", "-o", back.path])
        #expect(r2.code == 0, "\(r2.stderr)")
        #expect(try Self.contents(back) == Self.contents(URL(fileURLWithPath: Self.fixture("ios-paragraphs.rtf"))))
    }

    @Test func aNoOpConversionGivesTheIdenticalFile() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["ios-uitextview.rtf", "textedit-macos.rtf", "binary-pict.rtf"] {
            let out = dir.appendingPathComponent(name)
            let scaling = name.hasPrefix("ios") ? "ios" : "standard"
            let r = try runCLI(["rtf", "convert", Self.fixture(name), "--to", scaling, "-o", out.path])
            #expect(r.code == 0, "\(r.stderr)")
            #expect(try Self.contents(out) == Self.contents(URL(fileURLWithPath: Self.fixture(name))))
        }
    }

    @Test func viewBasedConversionKeepsTheBytesAndGivesTheRenderScale() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("view.rtf")
        let r = try runCLI(["rtf", "convert", Self.fixture("ios-uitextview.rtf"), "--to", "standard", "--view",
                            "-o", out.path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try r.json() as? [String: Any])
        #expect(json["renderScale"] as? Double == 13.0 / 17.0)
        #expect(json["changed"] as? Bool == false)
        #expect(try Self.contents(out) == Self.contents(URL(fileURLWithPath: Self.fixture("ios-uitextview.rtf"))))
    }

    @Test func anUntaggedDocumentIsMigratedWithThePlatformNamed() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("migrated.rtf")
        let r = try runCLI(["rtf", "convert", Self.fixture("untagged-legacy.rtf"), "--to", "standard",
                            "--platform", "macos", "-o", out.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("migrated"))
        let original = String(decoding: try Self.contents(URL(fileURLWithPath: Self.fixture("untagged-legacy.rtf"))), as: UTF8.self)
        let expected = original.replacingOccurrences(of: "{\\fonttbl", with: "\\cocoatextscaling0\\cocoaplatform0{\\fonttbl")
        #expect(String(decoding: try Self.contents(out), as: UTF8.self) == expected)
    }

    @Test func anUntaggedDocumentNeedsItsScalingNamed() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.rtf")
        let input = Self.fixture("untagged-legacy.rtf")
        let r = try runCLI(["rtf", "convert", input, "--to", "standard", "-o", out.path])
        Self.expectOneLineError(r, code: 64, path: input)
        #expect(r.stderr.contains("--from"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func outputMayBeTheInputAndIsReplacedAtomically() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("doc.rtf")
        try FileManager.default.copyItem(atPath: Self.fixture("ios-uitextview.rtf"), toPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let r = try runCLI(["rtf", "convert", file.path, "--to", "standard", "-o", file.path])
        #expect(r.code == 0, "\(r.stderr)")
        let text = String(decoding: try Self.contents(file), as: UTF8.self)
        #expect(text.contains("\\cocoatextscaling0"))
        // The mode of the replaced file is kept; no temporary file is left behind.
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["doc.rtf"])
    }

    @Test func aSymbolicLinkOutputReplacesItsTarget() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("target.rtf"), link = dir.appendingPathComponent("link.rtf")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.rtf")
        let r = try runCLI(["rtf", "convert", Self.fixture("ios-uitextview.rtf"), "--to", "standard", "-o", link.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.rtf")
        #expect(String(decoding: try Self.contents(target), as: UTF8.self).contains("\\cocoatextscaling0"))
    }

    // MARK: errors

    @Test func aMissingInputExits66() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("missing.rtf").path
        Self.expectOneLineError(try runCLI(["rtf", "info", input]), code: 66, path: input)
        Self.expectOneLineError(try runCLI(["rtf", "convert", input, "--to", "ios", "-o", dir.appendingPathComponent("o").path]),
                                code: 66, path: input)
        Self.expectOneLineError(try runCLI(["rtf", "info", dir.path]), code: 66, path: dir.path)
    }

    @Test("malformed input exits 65 and writes nothing", arguments: [
        "malformed/unbalanced-extra-close.rtf", "malformed/truncated.rtf", "malformed/missing-close.rtf",
        "malformed/lone-backslash.rtf", "malformed/bin-past-end.rtf", "malformed/bin-negative.rtf",
        "malformed/not-rtf.txt", "malformed/empty.rtf", "malformed/rtf-without-group.rtf",
        "malformed/wrong-first-word.rtf",
        // Readable, but a conversion would not be faithful:
        "malformed/huge-number.rtf", "malformed/negative-size.rtf", "malformed/size-without-number.rtf",
        "malformed/unknown-scaling.rtf", "malformed/conflicting-tags.rtf",
    ])
    func malformedInput(name: String) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.rtf")
        try Data("previous".utf8).write(to: out)
        let input = Self.fixture(name)
        let r = try runCLI(["rtf", "convert", input, "--to", "standard", "--from", "ios", "-o", out.path])
        if name.hasSuffix("unknown-scaling.rtf") || name.hasSuffix("conflicting-tags.rtf") {
            // With --from the scaling is known; without it the conversion is refused.
            #expect(r.code == 0, "\(r.stderr)")
            let refused = try runCLI(["rtf", "convert", input, "--to", "standard", "-o", out.path])
            Self.expectOneLineError(refused, code: 65, path: input)
            return
        }
        Self.expectOneLineError(r, code: 65, path: input)
        #expect(String(decoding: try Self.contents(out), as: UTF8.self) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.rtf"])
    }

    @Test func aHundredThousandNestedGroupsConvert() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("deep.rtf"), out = dir.appendingPathComponent("out.rtf")
        let depth = 100_000
        try Data(("{\\rtf1\\cocoatextscaling1\\cocoaplatform1 " + String(repeating: "{", count: depth) + "\\fs34 x"
            + String(repeating: "}", count: depth) + "}").utf8).write(to: input)
        let r = try runCLI(["rtf", "convert", input.path, "--to", "standard", "-o", out.path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let info = try runCLI(["rtf", "info", out.path, "--json"])
        let stats = try #require((try info.json() as? [String: Any])?["statistics"] as? [String: Any])
        #expect(stats["maximumDepth"] as? Int == depth + 1)
    }

    @Test func refusingAnInexactConversionWritesNothing() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("half.rtf"), out = dir.appendingPathComponent("out.rtf")
        try Data("{\\rtf1\\cocoatextscaling1\\cocoaplatform1 \\fs23 x}".utf8).write(to: input)
        let r = try runCLI(["rtf", "convert", input.path, "--to", "standard", "--exact", "-o", out.path])
        Self.expectOneLineError(r, code: 65, path: input.path)
        #expect(r.stderr.contains("11.5 pt"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let lossy = try runCLI(["rtf", "convert", input.path, "--to", "standard", "-o", out.path])
        #expect(lossy.code == 0)
        #expect(lossy.stdout.contains("will not restore exactly: 11.5 pt"))
    }

    @Test("bad options exit 64", arguments: [
        ["--to", "bogus"], ["--to", "standard", "--from", "android"], ["--to", "ios", "--platform", "windows"],
    ])
    func badOptions(options: [String]) throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = Self.fixture("ios-uitextview.rtf")
        let r = try runCLI(["rtf", "convert", input] + options + ["-o", dir.appendingPathComponent("o.rtf").path])
        Self.expectOneLineError(r, code: 64, path: input)
    }

    @Test func aMissingOptionExits64() throws {
        let r = try runCLI(["rtf", "convert", Self.fixture("ios-uitextview.rtf"), "-o", "/tmp/x.rtf"])
        #expect(r.code == 64)
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func anUnwritableOutputExits73AndLeavesNothing() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = Self.fixture("ios-uitextview.rtf")
        let aFile = dir.appendingPathComponent("plain")
        try Data("x".utf8).write(to: aFile)
        let outputs = [
            dir.appendingPathComponent("no/such/dir/out.rtf").path,  // missing directory
            aFile.appendingPathComponent("out.rtf").path,  // a file where a directory should be
            dir.path,  // a directory
            "/dev/null",  // not a regular file
        ]
        for output in outputs {
            let r = try runCLI(["rtf", "convert", input, "--to", "standard", "-o", output])
            Self.expectOneLineError(r, code: 73, path: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["plain"])
        #expect(try Self.contents(aFile) == Data("x".utf8))
    }
}
