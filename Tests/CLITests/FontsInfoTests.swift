import Foundation
import Testing

/// `typography fonts info FILE`, run as a user runs it, on the committed test fonts.
@Suite("typography fonts info")
struct FontsInfoTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fonts")

    static func font(_ name: String) -> String { fonts.appendingPathComponent(name).path }

    static let faceKeys: Set<String> = [
        "path", "index", "namedInstance", "postscriptName", "fullName", "family", "style",
        "typographicFamily", "weight", "width", "italic", "monospaced", "design", "variable", "axes",
        "opticalSize", "hasTrak", "hasSTAT", "tables",
    ]

    @Test func jsonHasTheFaceFieldsAndTheTablesNested() throws {
        let path = Self.font("OpszVariable.ttf")
        let r = try runCLI(["fonts", "info", path, "--json"])
        #expect(r.code == 0, "\(r.stderr)")
        let obj = try #require(try r.json() as? [String: Any])
        #expect(Self.faceKeys.isSubset(of: Set(obj.keys)), "missing \(Self.faceKeys.subtracting(obj.keys))")
        #expect(obj["path"] as? String == path)
        #expect(obj["index"] as? Int == 0)
        #expect(obj["namedInstance"] is NSNull)
        #expect(obj["variable"] as? Bool == true)
        #expect(obj["hasSTAT"] as? Bool == true && obj["hasTrak"] as? Bool == false)
        let axes = try #require(obj["axes"] as? [[String: Any]])
        #expect(axes.map { $0["tag"] as? String } == ["wght", "wdth", "opsz"])
        #expect(axes.allSatisfy { Set(["tag", "min", "default", "max"]).isSubset(of: $0.keys) })
        let opsz = try #require(obj["opticalSize"] as? [String: Any])
        #expect(opsz["min"] as? Double == 8 && opsz["max"] as? Double == 144)
        let tables = try #require(obj["tables"] as? [String: Any])
        for tag in ["head", "hhea", "maxp", "OS/2", "name", "post", "hmtx", "cmap", "fvar", "STAT"] {
            #expect(tables[tag] != nil, "tables.\(tag)")
        }
        #expect(tables["trak"] == nil || tables["trak"] is NSNull)
    }

    @Test func jsonOfAStaticFontHasNullOpticalSize() throws {
        let r = try runCLI(["fonts", "info", Self.font("StaticTest-SemiCondensedMedium.ttf"), "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["opticalSize"] is NSNull)
        #expect(obj["weight"] as? Int == 500)
        #expect(obj["width"] as? Double == 87.5)
        #expect(obj["typographicFamily"] as? String == "Static Test")
        #expect(obj["design"] as? String == "default")
    }

    @Test func textSummaryShowsNamesClassificationAndTrak() throws {
        let r = try runCLI(["fonts", "info", Self.font("TrakTest.ttf")])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Trak Test"))
        #expect(r.stdout.contains("trak: 3 tracks × 5 sizes"))
        #expect(r.stdout.contains("STAT: version 1."))
        #expect(r.stdout.contains("cmap: version 0"))
        #expect(r.stderr.isEmpty)
    }

    @Test func collectionFaceIsChosenWithIndex() throws {
        let r = try runCLI(["fonts", "info", Self.font("CollectionTest.ttc"), "--index", "1", "--json"])
        let obj = try #require(try r.json() as? [String: Any])
        #expect(obj["index"] as? Int == 1 && obj["style"] as? String == "Bold")
        #expect(obj["faceCount"] as? Int == 2)
        let bad = try runCLI(["fonts", "info", Self.font("CollectionTest.ttc"), "--index", "7"])
        #expect(bad.code == 64)
    }

    @Test func missingFileExits66WithOneLine() throws {
        let r = try runCLI(["fonts", "info", "/no/such/font.ttf"])
        #expect(r.code == 66)
        #expect(r.stderr == "typography: /no/such/font.ttf: no such file\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("Unparseable input exits 65 with one line naming the file",
          arguments: ["Type1Header.pfa", "Type1Header.pfb", "WOFFHeader.woff", "WOFF2Header.woff2", "README.md"])
    func unparseableExits65(file: String) throws {
        let path = Self.font(file)
        let r = try runCLI(["fonts", "info", path])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("typography: \(path): "))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func truncatedFontExits65NamingTheTable() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.font("StaticTest-SemiCondensedMedium.ttf")))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-info-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("cut.ttf")
        try data.prefix(300).write(to: path)
        let r = try runCLI(["fonts", "info", path.path])
        #expect(r.code == 65)
        #expect(r.stderr.hasPrefix("typography: \(path.path): '"))
        #expect(r.stderr.contains("' table: "))
    }

    @Test func fontsGroupIsListedInHelp() throws {
        let r = try runCLI(["fonts", "--help"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("info"))
    }
}
