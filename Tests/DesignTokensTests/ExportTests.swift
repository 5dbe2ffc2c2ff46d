import Foundation
import Testing
import TypeSystem
@testable import DesignTokens

/// Exports checked with real parsers (Python `jsonschema` against a schema written from the DTCG
/// 2025.10 text; `tinycss2` for CSS) and their numbers against the published tables in
/// `TypeSystem.PublishedTables` (HIG), never against our own output.
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

    /// The Resolver Module's rules (DTCG, "Design Tokens Resolver Module 2025.10",
    /// technical-reports/resolver/syntax.md) are checked by validate-resolver.py, written from
    /// the text; it then resolves every context and validates each merged result against the
    /// 2025.10 format schema. The expected sizes are the HIG's Body in each category.
    @Test("the DTCG Resolver document follows the Resolver Module, and each size-category context resolves to the HIG's sizes")
    func resolverDocument() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ files: [ExportFile]) throws {
            for file in files {
                let url = dir.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
        }
        try write(try DTCGResolverExporter.files(platforms: TypeScale.exportablePlatforms))
        let resolverPath = dir.appendingPathComponent(DTCGResolverExporter.resolverPath)
        let validator = Self.schemas.appendingPathComponent("validate-resolver.py").path
        let result = try Self.python([validator, resolverPath.path])
        #expect(result.code == 0, "\(result.output)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        let resolutions = try #require(report["resolutions"] as? [String: [String: Double]])
        #expect(resolutions["default"]?["ios.body.fontSize"] == 17)  // Large is every modifier's default
        for (platform, table) in [(Platform.iOS, PublishedTables.iOSDynamicType), (.watchOS, PublishedTables.watchOSDynamicType)] {
            let modifier = DTCGResolverExporter.modifierName(platform)
            for (category, styles) in table {
                for row in styles {
                    #expect(resolutions["\(modifier)=\(category.rawValue)"]?["\(platform.rawValue).\(row.style.rawValue).fontSize"] == row.pointSize,
                            "\(platform) \(category) \(row.style)")
                }
            }
            // A modifier's contexts are exactly the platform's published categories.
            let contexts = resolutions.keys.filter { $0.hasPrefix(modifier + "=") }.map { String($0.dropFirst(modifier.count + 1)) }
            #expect(Set(contexts) == Set(table.map { $0.category.rawValue }), "\(platform)")
        }
        #expect(resolutions["default"]?["macos.body.fontSize"] == PublishedTables.macOSTextStyles.first { $0.style == .body }?.pointSize)
        // Not vacuous: documents that break the module's rules are refused, each with its reason.
        let original = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: resolverPath)) as? [String: Any])
        func refused(_ change: (inout [String: Any]) -> Void, _ reason: String) throws {
            var doc = original
            change(&doc)
            let bad = dir.appendingPathComponent("bad.resolver.json")
            try JSONSerialization.data(withJSONObject: doc).write(to: bad)
            let out = try Self.python([validator, bad.path])
            #expect(out.code == 1 && out.output.contains(reason), "\(reason): \(out.output.prefix(400))")
        }
        func modifier(_ doc: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
            var modifiers = doc["modifiers"] as? [String: Any] ?? [:]
            var ios = modifiers["iosSizeCategory"] as? [String: Any] ?? [:]
            edit(&ios)
            modifiers["iosSizeCategory"] = ios
            doc["modifiers"] = modifiers
        }
        try refused({ $0["version"] = "2025" }, "version MUST be 2025.10")
        try refused({ $0["resolutionOrder"] = nil }, "resolutionOrder is required")
        try refused({ modifier(&$0) { $0["default"] = "huge" } }, "default huge is not one of the contexts")
        try refused({ modifier(&$0) { $0["contexts"] = ["large": [["$ref": "size-categories/ios/large.json"]]] } }, "one context")
        try refused({ modifier(&$0) { $0["contexts"] = [:] } }, "non-empty contexts")
        try refused({ modifier(&$0) { $0["contexts"] = ["a": [["$ref": "#/modifiers/watchosSizeCategory"]], "b": []] } }, "MUST NOT reference a modifier")
        try refused({ $0["resolutionOrder"] = [["$ref": "#/sets/nowhere"]] }, "names no set or modifier")
        try refused({ $0["sets"] = ["ios": ["sources": [["$ref": "platforms/missing.json"]]]] }, "is not a file")
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

    @Test("the Tailwind v3 config loads in Node; its utilities read CSS variables that its plugin sets per size category to the HIG's sizes")
    func tailwindLoads() throws {
        let file = try ExportTests.temporaryFile(try ThemeExporters.tailwind(platform: .iOS), "tailwind.config.js")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Tailwind calls each plugin with its helpers (tailwindcss.com/docs/plugins); addBase is stubbed.
        let script = """
            const config = require(process.argv[1]); let base = null;
            for (const plugin of config.plugins) plugin({ addBase: (rules) => { base = rules; } });
            process.stdout.write(JSON.stringify({ sizes: config.theme.extend.fontSize, base }));
            """
        process.arguments = ["node", "-e", script, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let loaded = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sizes = try #require(loaded["sizes"] as? [String: [Any]])
        let base = try #require(loaded["base"] as? [String: [String: String]])
        let body = try #require(sizes["ty-body"])
        #expect(body.first as? String == "var(--ty-body-font-size)")
        #expect((body.last as? [String: String])?["letterSpacing"] == "var(--ty-body-letter-spacing)")
        #expect((sizes["ty-body-emphasized"]?.last as? [String: String])?["fontWeight"] == "var(--ty-body-font-weight-emphasized)")
        let large = try #require(PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles)
        for row in large {
            let s = CSSExporter.cssName(row.style)
            #expect(base[":root"]?["--ty-\(s)-font-size"] == "\(JSONValue.format(row.pointSize / 16))rem", "\(row.style)")
            #expect(base[":root"]?["--ty-\(s)-line-height"] == "\(JSONValue.format(row.lineHeight / 16))rem")
            #expect(base[":root"]?["--ty-\(s)-font-weight"] == String(row.weight.numericValue))
        }
        #expect(base[":root"]?["--ty-body-letter-spacing"] == "-0.026em")  // SF Pro 17 pt: −26/1000 em
        for (category, styles) in PublishedTables.iOSDynamicType {
            let row = try #require(styles.first { $0.style == .body })
            #expect(base["[data-dynamic-type=\"\(category.rawValue)\"]"]?["--ty-body-font-size"] == "\(JSONValue.format(row.pointSize / 16))rem", "\(category)")
        }
    }

    @Test("the Tailwind v4 stylesheet's @theme holds the text-ty-* variables Tailwind's text utility reads, and each category rule overrides them with the HIG's sizes")
    func tailwindV4Theme() throws {
        let css = try ThemeExporters.tailwindV4(platform: .iOS)
        // tinycss2 reads the at-rule and the rules; each becomes {selector: {property: value}}.
        let script = """
            import sys, json, tinycss2
            out = {}
            for rule in tinycss2.parse_stylesheet(sys.argv[1], skip_comments=True, skip_whitespace=True):
                if rule.type == 'error': print(json.dumps({'error': rule.message})); sys.exit(1)
                name = '@' + rule.at_keyword if rule.type == 'at-rule' else tinycss2.serialize(rule.prelude).strip()
                decls = tinycss2.parse_declaration_list(rule.content, skip_comments=True, skip_whitespace=True)
                out[name] = {d.name: tinycss2.serialize(d.value).strip() for d in decls if d.type == 'declaration'}
            print(json.dumps(out))
            """
        let result = try ExportTests.python(["-c", script, css])
        #expect(result.code == 0, "\(result.output)")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [String: String]])
        let theme = try #require(rules["@theme"])
        let large = try #require(PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles)
        for row in large {
            let name = "--text-ty-" + CSSExporter.cssName(row.style)
            #expect(theme[name] == "\(JSONValue.format(row.pointSize / 16))rem", "\(row.style)")
            #expect(theme[name + "--line-height"] == "\(JSONValue.format(row.lineHeight / 16))rem")
            #expect(theme[name + "--font-weight"] == String(row.weight.numericValue))
            if let emphasized = row.emphasizedWeight { #expect(theme[name + "-emphasized--font-weight"] == String(emphasized.numericValue)) }
        }
        #expect(theme["--text-ty-body--letter-spacing"] == "-0.026em")
        #expect(theme["--font-ty-default"]?.contains("\"Inter\"") == true)
        for (category, styles) in PublishedTables.iOSDynamicType {
            let row = try #require(styles.first { $0.style == .body })
            #expect(rules["[data-dynamic-type=\"\(category.rawValue)\"]"]?["--text-ty-body"] == "\(JSONValue.format(row.pointSize / 16))rem", "\(category)")
        }
    }
}

/// Android XML checked by xmllint and ElementTree; Compose and Flutter have no compiler on this
/// machine (no kotlinc, no dart), so they are parsed with tree-sitter's Kotlin and Dart grammars
/// (PyPI) and their text is checked against the HIG's iOS Large table.
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
            #expect(flutter.contains("  \(slot): TextStyle(fontFamily: \"Inter\", fontSize: \(size), height: \(JSONValue.format(row.lineHeight / row.pointSize)),"), "\(row.style)")
        }
        #expect(compose.contains("    bodyLarge = IosTextStyles.body,"))
        #expect(flutter.contains("letterSpacing: \(JSONValue.format(17 * -26 / 1000.0))"))  // Body: 17 × −26/1000
    }

    /// Material 3's 15 type roles (m3.material.io, "Type scale tokens": display, headline, title,
    /// body and label, each Large, Medium and Small), and our documented mapping from Apple's
    /// styles (docs/design-tokens.md).
    static let materialMapping: [(role: String, style: TextStyle)] = [
        ("displayLarge", .largeTitle), ("displayMedium", .largeTitle), ("displaySmall", .largeTitle),
        ("headlineLarge", .largeTitle), ("headlineMedium", .title), ("headlineSmall", .title2),
        ("titleLarge", .title3), ("titleMedium", .headline), ("titleSmall", .subheadline),
        ("bodyLarge", .body), ("bodyMedium", .callout), ("bodySmall", .footnote),
        ("labelLarge", .subheadline), ("labelMedium", .caption), ("labelSmall", .caption2),
    ]

    /// Python with tree-sitter and the Kotlin and Dart grammars from PyPI: the virtual environment
    /// scripts/setup.sh makes at .build/venv from scripts/dependencies.txt.
    static func treeSitterPython() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let python = root.appendingPathComponent(".build/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "\(python) is missing: run ./scripts/setup.sh")
        return python
    }

    static func parse(_ language: String, _ text: String) throws -> [String: Any] {
        let file = try ExportTests.temporaryFile(text, language == "kotlin" ? "Theme.kt" : "theme.dart")
        let script = ExportTests.schemas.appendingPathComponent("parse-mobile.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try treeSitterPython())
        process.arguments = [script, language, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(String(decoding: data, as: UTF8.self))")
    }

    @Test("Compose and Flutter fill all 15 Material 3 roles with the documented styles, each with a font family, and parse with tree-sitter's Kotlin and Dart grammars")
    func materialRoles() throws {
        let compose = try Self.parse("kotlin", try MobileExporters.compose(platform: .iOS))
        #expect((compose["errors"] as? [String]) == [], "\(compose["errors"] ?? "")")
        let typography = try #require(compose["typography"] as? [String: String])
        #expect(typography.count == 15)
        for (role, style) in Self.materialMapping { #expect(typography[role] == style.rawValue, "\(role)") }
        let styles = try #require(compose["textStyles"] as? [String: [String]])
        for (_, style) in Self.materialMapping { #expect(styles[style.rawValue]?.contains("fontFamily") == true, "\(style)") }

        let flutter = try Self.parse("dart", try MobileExporters.flutter(platform: .iOS, family: "Source Sans 3"))
        #expect((flutter["errors"] as? [String]) == [], "\(flutter["errors"] ?? "")")
        let roles = try #require(flutter["roles"] as? [String: [String]])
        #expect(Set(roles.keys) == Set(Self.materialMapping.map(\.role)))
        #expect(roles.values.allSatisfy { $0.contains("fontFamily") })
        let text = try MobileExporters.flutter(platform: .iOS, family: "Source Sans 3")
        // displayLarge is Large Title: 34 pt on 41 (HIG, iOS at Large).
        #expect(text.contains("  displayLarge: TextStyle(fontFamily: \"Source Sans 3\", fontSize: 34, height: \(JSONValue.format(41.0 / 34)),"))
        // Every platform fills every role, from the styles it publishes.
        for platform in [Platform.macOS, .tvOS, .watchOS] {
            let parsed = try Self.parse("kotlin", try MobileExporters.compose(platform: platform))
            #expect((parsed["typography"] as? [String: String])?.count == 15, "\(platform)")
            #expect((parsed["errors"] as? [String]) == [], "\(platform)")
        }
        // The grammar check is not vacuous: a missing parenthesis is an error.
        let broken = try Self.parse("kotlin", "val x = TextStyle(fontSize = 1.sp,\n")
        #expect((broken["errors"] as? [String])?.isEmpty == false)
    }
}
