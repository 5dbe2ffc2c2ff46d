import Foundation
import Testing
import TypeSystem
@testable import DesignTokens

/// Exports checked with real parsers (Python `jsonschema` against a schema written from the DTCG
/// 2025.10 text; `tinycss2` for CSS) and their numbers against the published tables in
/// `TypeSystem.Published` (HIG), never against our own output.
@Suite("Design token export")
struct ExportTests {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Schemas")

    static func python(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        // Debian's python3, where scripts/setup.sh installs python3-jsonschema and python3-tinycss2.
        let debian = "/usr/bin/python3"
        let system = FileManager.default.isExecutableFile(atPath: debian)
        process.executableURL = URL(fileURLWithPath: system ? debian : "/usr/bin/env")
        process.arguments = (system ? [] : ["python3"]) + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func temporaryFile(_ text: String, _ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dtcg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("the DTCG export of every platform validates against the 2025.10 schema and its aliases resolve")
    func dtcgValidates() throws {
        let text = try DTCGExporter.document(platforms: TypeScale.exportablePlatforms).serialized()
        let file = try Self.temporaryFile(text, "tokens.json")
        let validator = Self.schemas.appendingPathComponent("validate-dtcg.py").path
        let good = try Self.python([validator, file.path])
        #expect(good.code == 0, "\(good.output)")
        // The validator is not vacuous: a pt unit and a dangling alias are both refused.
        let bad = try Self.temporaryFile(
            #"{"a": {"$type": "dimension", "$value": {"value": 1, "unit": "pt"}}, "b": {"$type": "number", "$value": "{a.x}"}}"#, "bad.json")
        let refused = try Self.python([validator, bad.path])
        #expect(refused.code == 1)
        #expect(refused.output.contains("schema:") && refused.output.contains("alias:"), "\(refused.output)")
    }

    static func dtcg(_ platform: Platform) throws -> [String: Any] {
        let text = try DTCGExporter.document(platforms: [platform]).serialized()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(root[platform.rawValue] as? [String: Any])
    }

    static func value(_ group: [String: Any], _ path: String) -> Any? {
        var node: Any? = group
        for part in path.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
        return (node as? [String: Any])?["$value"]
    }

    @Test("DTCG sizes, line heights, leading variants and weights are the HIG's, in every category", arguments: [
        (Platform.iOS, PublishedTables.iOSDynamicType), (.watchOS, PublishedTables.watchOSDynamicType),
    ])
    func dtcgMatchesPublishedTables(platform: Platform, table: [(category: DynamicTypeSize, styles: [PublishedStyle])]) throws {
        let group = try Self.dtcg(platform)
        let leadingStep = platform == .watchOS ? 1.0 : 2.0  // HIG: tight/loose leading ±2 pt, ±1 pt on watchOS
        var checked = 0
        for (category, styles) in table {
            for row in styles {
                let base = "\(category.rawValue).\(row.style.rawValue)"
                let size = try #require((Self.value(group, base + ".fontSize") as? [String: Any])?["value"] as? Double)
                #expect(size == row.pointSize, "\(base)")
                let ratio = try #require(Self.value(group, base + ".lineHeight") as? Double)
                #expect(abs(ratio * size - row.lineHeight) < 1e-9, "\(base)")
                let tight = try #require(Self.value(group, base + ".lineHeightTight") as? Double)
                #expect(abs(tight * size - (row.lineHeight - leadingStep)) < 1e-9, "\(base)")
                let loose = try #require(Self.value(group, base + ".lineHeightLoose") as? Double)
                #expect(abs(loose * size - (row.lineHeight + leadingStep)) < 1e-9, "\(base)")
                #expect(Self.value(group, base + ".fontWeight") as? String == "{\(platform.rawValue).fontWeight.\(row.weight.rawValue)}")
                if let emphasized = row.emphasizedWeight {
                    #expect(Self.value(group, base + ".fontWeightEmphasized") as? String == "{\(platform.rawValue).fontWeight.\(emphasized.rawValue)}")
                }
                checked += 1
            }
        }
        #expect(checked == table.reduce(0) { $0 + $1.styles.count })
    }

    @Test("DTCG exports macOS and tvOS from their single published tables")
    func dtcgSingleTablePlatforms() throws {
        for (platform, rows) in [(Platform.macOS, PublishedTables.macOSTextStyles), (.tvOS, PublishedTables.tvOSTextStyles)] {
            let group = try Self.dtcg(platform)
            for row in rows {
                let size = (Self.value(group, "standard.\(row.style.rawValue).fontSize") as? [String: Any])?["value"] as? Double
                #expect(size == row.pointSize, "\(platform) \(row.style)")
            }
        }
    }

    @Test("iOS Body at Large: 17 pt, 22 pt line height, SF Pro tracking −26/1000 em (HIG: −0.43 pt published, 17 × −26/1000 = −0.442)")
    func bodyLargeTracking() throws {
        let group = try Self.dtcg(.iOS)
        let row = try #require(PublishedTables.sfProTracking.entries.first { $0.pointSize == 17 })
        #expect(row.perMille == -26)
        let spacing = try #require((Self.value(group, "large.body.letterSpacing.default") as? [String: Any])?["value"] as? Double)
        #expect(abs(spacing - 17 * row.perMille / 1000) < 1e-12)
        #expect(abs(spacing - row.publishedPoints) < 0.015)  // Apple's rounded points column
        let css = try CSSExporter.stylesheet(platform: .iOS)
        #expect(css.contains("  --ty-body-font-size: 1.0625rem;\n"))      // 17 / 16
        #expect(css.contains("  --ty-body-line-height: 1.375rem;\n"))     // 22 / 16
        #expect(css.contains("  --ty-body-letter-spacing: -0.026em;\n"))  // −26/1000 em
    }

    @Test("the CSS parses with tinycss2, and every category's rule carries the HIG's Body size")
    func cssParsesAndFollowsCategories() throws {
        let css = try CSSExporter.stylesheet(platform: .iOS)
        let file = try Self.temporaryFile(css, "ios.css")
        let script = """
            import sys, tinycss2, json
            rules = tinycss2.parse_stylesheet(open(sys.argv[1]).read(), skip_whitespace=True, skip_comments=True)
            out, errors = {}, [r for r in rules if r.type == 'error']
            for r in rules:
                if r.type != 'qualified-rule': continue
                sel = tinycss2.serialize(r.prelude).strip()
                decls = tinycss2.parse_declaration_list(r.content, skip_whitespace=True, skip_comments=True)
                errors += [d for d in decls if d.type == 'error']
                out[sel] = {d.name: tinycss2.serialize(d.value).strip() for d in decls if d.type == 'declaration'}
            print(json.dumps({"errors": [e.message for e in errors], "rules": out}))
            """
        let result = try Self.python(["-c", script, file.path])
        #expect(result.code == 0, "\(result.output)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect((parsed["errors"] as? [String])?.isEmpty == true, "\(parsed["errors"] ?? "")")
        let rules = try #require(parsed["rules"] as? [String: [String: String]])
        for (category, styles) in PublishedTables.iOSDynamicType {
            let body = try #require(styles.first { $0.style == .body })
            let selector = "[data-dynamic-type=\"\(category.rawValue)\"]"
            #expect(rules[selector]?["--ty-body-font-size"] == "\(JSONValue.format(body.pointSize / 16))rem", "\(category)")
            #expect(rules[selector]?["--ty-body-line-height"] == "\(JSONValue.format(body.lineHeight / 16))rem", "\(category)")
        }
        #expect(rules[":root"]?["--ty-body-font-size"] == "1.0625rem")
        #expect(rules[":root"]?["--ty-font-rounded"]?.hasPrefix("ui-rounded") == true)
        #expect(rules[".ty-body"]?["font-size"] == "var(--ty-body-font-size)")
    }

    @Test("visionOS has no published table, so nothing is exported for it")
    func visionOSRefused() {
        #expect(throws: TypeSystemError.self) { try DTCGExporter.document(platforms: [.visionOS]) }
        #expect(throws: TypeSystemError.self) { try CSSExporter.stylesheet(platform: .visionOS) }
    }
}

/// SCSS compiled by libsass (Debian's python3-libsass) and the Tailwind config evaluated by Node,
/// compared with the HIG's iOS tables.
@Suite("Theme export")
struct ThemeExportTests {
    @Test("SCSS compiles, and its category map gives the HIG's Body size in every category")
    func scssCompiles() throws {
        let scss = try ThemeExporters.scss(platform: .iOS)
        let file = try ExportTests.temporaryFile(scss, "_ty.scss")
        var probe = "@import \"ty\";\n.large { size: $ty-body-font-size; spacing: $ty-body-letter-spacing; }\n"
        for (category, _) in PublishedTables.iOSDynamicType {
            probe += ".\(category.rawValue) { size: map-get(map-get(map-get($ty-dynamic-type, \"\(category.rawValue)\"), \"body\"), \"font-size\"); }\n"
        }
        let script = "import sys, sass; print(sass.compile(string=sys.argv[1], include_paths=[sys.argv[2]], output_style='compact'))"
        let result = try ExportTests.python(["-c", script, probe, file.deletingLastPathComponent().path])
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.contains(".large { size: 1.0625rem; spacing: -0.026em; }"), "\(result.output)")
        for (category, styles) in PublishedTables.iOSDynamicType {
            let body = try #require(styles.first { $0.style == .body })
            #expect(result.output.contains(".\(category.rawValue) { size: \(JSONValue.format(body.pointSize / 16))rem; }"), "\(category)")
        }
    }

    @Test("the Tailwind config loads in Node and its fontSize tuples are the HIG's Large sizes")
    func tailwindLoads() throws {
        let file = try ExportTests.temporaryFile(try ThemeExporters.tailwind(platform: .iOS), "tailwind.config.js")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", "process.stdout.write(JSON.stringify(require(process.argv[1]).theme.extend.fontSize))", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let sizes = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [Any]])
        let large = try #require(PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles)
        for row in large {
            let tuple = try #require(sizes["ty-" + CSSExporter.cssName(row.style)], "\(row.style)")
            #expect(tuple.first as? String == "\(JSONValue.format(row.pointSize / 16))rem")
            let facets = try #require(tuple.last as? [String: String])
            #expect(facets["lineHeight"] == "\(JSONValue.format(row.lineHeight / 16))rem")
            #expect(facets["fontWeight"] == String(row.weight.numericValue))
        }
        #expect((sizes["ty-body"]?.last as? [String: String])?["letterSpacing"] == "-0.026em")  // SF Pro 17 pt: −26/1000 em
    }
}

/// Android XML checked by xmllint and ElementTree; Compose and Flutter have no compiler on this
/// machine (no kotlinc, no dart), so their text is checked line by line against the HIG's iOS
/// Large table.
@Suite("Mobile theme export")
struct MobileExportTests {
    static let large = PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles ?? []

    @Test("Android XML is well-formed (xmllint) and every text appearance carries the HIG's values")
    func androidXML() throws {
        let file = try ExportTests.temporaryFile(try MobileExporters.androidXML(platform: .iOS), "typography.xml")
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        lint.arguments = ["xmllint", "--noout", file.path]
        try lint.run()
        lint.waitUntilExit()
        #expect(lint.terminationStatus == 0)
        let script = """
            import sys, json, xml.etree.ElementTree as ET
            ns = '{http://schemas.android.com/apk/res/android}'
            out = {s.get('name'): {i.get('name'): i.text for i in s} for s in ET.parse(sys.argv[1]).getroot()}
            print(json.dumps(out))
            """
        let result = try ExportTests.python(["-c", script, file.path])
        let styles = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String: String]])
        #expect(!Self.large.isEmpty)
        for row in Self.large {
            let name = "TextAppearance.Typography." + row.style.rawValue.prefix(1).uppercased() + row.style.rawValue.dropFirst()
            let items = try #require(styles[name], "\(name)")
            #expect(items["android:textSize"] == "\(JSONValue.format(row.pointSize))sp")
            #expect(items["android:lineHeight"] == "\(JSONValue.format(row.lineHeight))sp")
            #expect(items["android:textFontWeight"] == String(row.weight.numericValue))
            if let emphasized = row.emphasizedWeight {
                #expect(styles[name + ".Emphasized"]?["android:textFontWeight"] == String(emphasized.numericValue))
            }
        }
        #expect(styles["TextAppearance.Typography.Body"]?["android:letterSpacing"] == "-0.026")  // SF Pro 17 pt
    }

    @Test("Compose and Flutter carry the HIG's Large sizes and line heights for every style")
    func composeAndFlutter() throws {
        let compose = try MobileExporters.compose(platform: .iOS)
        let flutter = try MobileExporters.flutter(platform: .iOS)
        for row in Self.large {
            let size = JSONValue.format(row.pointSize), leading = JSONValue.format(row.lineHeight)
            #expect(compose.contains("val \(row.style.rawValue) = TextStyle(fontSize = \(size).sp, lineHeight = \(leading).sp,"), "\(row.style)")
            let slot = try #require(MobileExporters.materialSlot(row.style))
            #expect(flutter.contains("  \(slot): TextStyle(fontSize: \(size), height: \(JSONValue.format(row.lineHeight / row.pointSize)),"), "\(row.style)")
        }
        #expect(compose.contains("    bodyLarge = IosTextStyles.body,"))
        #expect(flutter.contains("letterSpacing: \(JSONValue.format(17 * -26 / 1000.0))"))  // Body: 17 × −26/1000
    }
}
