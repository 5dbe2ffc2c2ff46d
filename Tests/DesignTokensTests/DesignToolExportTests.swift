import Foundation
import Testing
import TypeSystem
@testable import DesignTokens

/// Tokens Studio, Figma Variables and Style Dictionary exports checked with Python `jsonschema`
/// against schemas written from the published docs (Schemas/*.schema.json cite them) plus the
/// rules those docs state in prose (validate-design-tools.py), and their numbers against the
/// published tables in `TypeSystem.PublishedTables` (HIG), never against our own output.
@Suite("Design tool export")
struct DesignToolExportTests {
    static let validator = ExportTests.schemas.appendingPathComponent("validate-design-tools.py").path

    static func validate(_ kind: String, _ path: String) throws -> (code: Int32, output: String) {
        try ExportTests.python([validator, kind, path])
    }

    static func json(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.serialized().utf8)) as? [String: Any])
    }

    static func value(_ tree: Any?, _ path: [String]) -> Any? {
        var node = tree
        for part in path { node = (node as? [String: Any])?[part] }
        return node
    }

    static let platformTables: [(Platform, [(category: DynamicTypeSize?, styles: [PublishedStyle])])] = [
        (.iOS, PublishedTables.iOSDynamicType.map { ($0.category, $0.styles) }),
        (.watchOS, PublishedTables.watchOSDynamicType.map { ($0.category, $0.styles) }),
        (.macOS, [(nil, PublishedTables.macOSTextStyles)]),
        (.tvOS, [(nil, PublishedTables.tvOSTextStyles)]),
    ]

    @Test("Tokens Studio and Figma Variables exports of every platform validate, and the validator refuses broken ones")
    func designToolsValidate() throws {
        for platform in TypeScale.exportablePlatforms {
            let studio = try ExportTests.temporaryFile(try DesignToolExporters.tokensStudio(platform: platform).serialized(), "studio.json")
            let s = try Self.validate("tokens-studio", studio.path)
            #expect(s.code == 0, "\(platform): \(s.output)")
            let figma = try ExportTests.temporaryFile(try DesignToolExporters.figmaVariables(platform: platform).serialized(), "figma.json")
            let f = try Self.validate("figma-variables", figma.path)
            #expect(f.code == 0, "\(platform): \(f.output)")
        }
        // Not vacuous: an unknown token type, a theme selecting a missing set and a dangling reference.
        let badStudio = try ExportTests.temporaryFile(#"""
            {"a/base": {"x": {"value": 1, "type": "fontSize"}},
             "a/large": {"y": {"value": "{nowhere}", "type": "fontSizes"}},
             "$themes": [{"id": "t", "name": "T", "selectedTokenSets": {"a/large": "enabled", "a/gone": "source"}}],
             "$metadata": {"tokenSetOrder": ["a/base", "a/large"]}}
            """#, "bad-studio.json")
        let s = try Self.validate("tokens-studio", badStudio.path)
        #expect(s.code == 1 && s.output.contains("schema:") && s.output.contains("a/gone") && s.output.contains("{nowhere}"), "\(s.output)")
        // A dotted name, a STRING scoped to FONT_SIZE, a missing value and a duplicate name.
        let badFigma = try ExportTests.temporaryFile(#"""
            {"variableCollections": [{"action": "CREATE", "id": "c", "name": "C", "initialModeId": "m"}],
             "variableModes": [{"action": "UPDATE", "id": "m", "name": "Large", "variableCollectionId": "c"}],
             "variables": [{"action": "CREATE", "id": "v", "name": "body.size", "variableCollectionId": "c", "resolvedType": "STRING", "scopes": ["FONT_SIZE"]},
                           {"action": "CREATE", "id": "w", "name": "body.size", "variableCollectionId": "c", "resolvedType": "FLOAT"}],
             "variableModeValues": [{"variableId": "v", "modeId": "m", "value": 17}]}
            """#, "bad-figma.json")
        let f = try Self.validate("figma-variables", badFigma.path)
        #expect(f.code == 1 && f.output.contains("schema:") && f.output.contains("not unique") && f.output.contains("has no value"), "\(f.output)")
    }

    @Test("Tokens Studio: one set and one theme per published category, with the HIG's sizes, line heights and leading")
    func tokensStudioValues() throws {
        for (platform, table) in Self.platformTables {
            let doc = try Self.json(try DesignToolExporters.tokensStudio(platform: platform))
            let themes = try #require(doc["$themes"] as? [[String: Any]])
            #expect(themes.map { $0["name"] as? String } == table.map { $0.category?.higName ?? "Standard" })
            let step = platform == .watchOS ? 1.0 : 2.0  // HIG: tight/loose leading ±2 pt, ±1 pt on watchOS
            for (category, styles) in table {
                let set = "\(platform.rawValue)/\(category?.rawValue ?? "standard")"
                for row in styles {
                    let s = row.style.rawValue
                    #expect(Self.value(doc, [set, s, "fontSize", "value"]) as? Double == row.pointSize, "\(set) \(s)")
                    #expect(Self.value(doc, [set, s, "lineHeight", "value"]) as? Double == row.lineHeight, "\(set) \(s)")
                    #expect(Self.value(doc, [set, s, "lineHeightTight", "value"]) as? Double == row.lineHeight - step, "\(set) \(s)")
                    #expect(Self.value(doc, [set, s, "lineHeightLoose", "value"]) as? Double == row.lineHeight + step, "\(set) \(s)")
                    #expect(Self.value(doc, [set, s, "fontWeight", "value"]) as? String == "{fontWeight.\(row.weight.rawValue)}")
                }
            }
        }
        // SF Pro at 17 pt: −26/1000 em (HIG tracking table) is −2.6 % of the size.
        let ios = try Self.json(try DesignToolExporters.tokensStudio(platform: .iOS))
        let row = try #require(PublishedTables.sfProTracking.entries.first { $0.pointSize == 17 })
        #expect(Self.value(ios, ["ios/large", "body", "letterSpacing", "default", "value"]) as? String == "\(JSONValue.format(row.perMille / 10))%")
        #expect(Self.value(ios, ["ios/base", "fontFamily", "default", "value"]) as? String == "SF Pro")
    }

    @Test("Figma Variables: the collection's modes are the published categories, each value the HIG's")
    func figmaVariablesValues() throws {
        for (platform, table) in Self.platformTables {
            let body = try Self.json(try DesignToolExporters.figmaVariables(platform: platform))
            let modes = try #require(body["variableModes"] as? [[String: Any]])
            // Large is the initial mode (the collection's default, first in Figma's list): the
            // collection's own mode, renamed (UPDATE); the other published categories follow in order.
            let order = table.filter { $0.category == .large } + table.filter { $0.category != .large }
            #expect(modes.map { $0["name"] as? String } == order.map { $0.category?.higName ?? "Standard" })
            let collection = try #require((body["variableCollections"] as? [[String: Any]])?.first)
            #expect(collection["initialModeId"] as? String == modes.first?["id"] as? String)
            #expect(modes.first?["action"] as? String == "UPDATE")
            #expect(modes.dropFirst().allSatisfy { $0["action"] as? String == "CREATE" })
            if platform.supportsDynamicType { #expect(modes.first?["name"] as? String == "Large", "\(platform)") }
            let variables = try #require(body["variables"] as? [[String: Any]])
            let values = try #require(body["variableModeValues"] as? [[String: Any]])
            func value(_ name: String, _ mode: Int) -> Any? {
                guard let id = variables.first(where: { $0["name"] as? String == name })?["id"] as? String,
                      let modeID = modes[mode]["id"] as? String else { return nil }
                return values.first { $0["variableId"] as? String == id && $0["modeId"] as? String == modeID }?["value"]
            }
            for (i, (_, styles)) in order.enumerated() {
                for row in styles {
                    #expect(value("\(row.style.rawValue)/fontSize", i) as? Double == row.pointSize, "\(platform) \(row.style)")
                    #expect(value("\(row.style.rawValue)/lineHeight", i) as? Double == row.lineHeight, "\(platform) \(row.style)")
                    #expect(value("\(row.style.rawValue)/fontWeight", i) as? Double == Double(row.weight.numericValue))
                }
            }
            let family = variables.first { $0["name"] as? String == "fontFamily/default" }
            #expect(family?["resolvedType"] as? String == "STRING" && family?["scopes"] as? [String] == ["FONT_FAMILY"])
        }
        let ios = try Self.json(try DesignToolExporters.figmaVariables(platform: .iOS))
        let mode = try #require((ios["variableModes"] as? [[String: Any]])?.first?["id"] as? String)  // Large
        let spacing = (ios["variableModeValues"] as? [[String: Any]])?.first {
            $0["variableId"] as? String == "variable:ios:body/letterSpacing/default" && $0["modeId"] as? String == mode
        }?["value"] as? Double
        #expect(abs((spacing ?? 0) - 17 * -26 / 1000.0) < 1e-12)  // SF Pro 17 pt: −26/1000 em
    }

    @Test("Style Dictionary: config.json follows the v4 config reference, its source finds the tokens, and the tokens carry the HIG's sizes in rem")
    func styleDictionary() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in try StyleDictionaryExporter.files(platforms: TypeScale.exportablePlatforms) {
            let url = dir.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let good = try Self.validate("style-dictionary", dir.path)
        #expect(good.code == 0, "\(good.output)")
        let config = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("config.json"))) as? [String: Any])
        let platforms = try #require(config["platforms"] as? [String: [String: Any]])
        #expect(Set(platforms.keys) == ["css", "scss", "js", "ios-swift", "android", "compose", "flutter"])
        for (name, platform) in platforms { #expect(platform["transformGroup"] as? String == name) }
        let tokens = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(StyleDictionaryExporter.tokensPath))) as? [String: Any])
        for (category, styles) in PublishedTables.iOSDynamicType {
            for row in styles {
                let size = Self.value(tokens, ["ios", category.rawValue, row.style.rawValue, "fontSize", "$value"]) as? String
                #expect(size == "\(JSONValue.format(row.pointSize / 16))rem", "\(category) \(row.style)")
            }
        }
        // Sizes reach Android and Compose in sp, and CSS/SCSS keep letter spacing. The facts of
        // Style Dictionary v4.4.0 this relies on (lib/common/transforms.js, transformGroups.js; the
        // "Transforms > Predefined" reference): `size/remToSp` and `size/compose/remToSp` match
        // `$type === "fontSize"` only and give `(parseFloat(value) × 16).toFixed(2)` + "sp" / ".sp";
        // `size/remToDp` matches `dimension` (dp); the `css` and `scss` groups contain
        // `typography/css/shorthand`, a `font` shorthand without letter spacing, which platform
        // `expand: {include: ["typography"]}` keeps from ever seeing a typography token.
        let remToSp: (String) -> String = { String(format: "%.2f", (Double($0.replacingOccurrences(of: "rem", with: "")) ?? .nan) * 16) }
        let body = try #require(Self.value(tokens, ["ios", "large", "body", "fontSize"]) as? [String: Any])
        #expect(body["$type"] as? String == "fontSize")
        #expect(remToSp(body["$value"] as? String ?? "") + "sp" == "17.00sp")  // HIG: iOS Body at Large is 17 pt
        for web in ["css", "scss"] {
            let include = (platforms[web]?["expand"] as? [String: Any])?["include"] as? [String]
            #expect(include == ["typography"], "\(web)")
        }
        func filters(_ name: String) -> [String] {
            ((platforms[name]?["files"] as? [[String: Any]]) ?? []).compactMap { ($0["filter"] as? [String: Any])?["$type"] as? String }
        }
        for native in ["android", "compose"] {
            #expect(filters(native).contains("fontSize"), "\(native)")
            #expect(!filters(native).contains("dimension"), "\(native): no tracking in dp")
        }
        for native in ["ios-swift", "flutter"] { #expect(Set(filters(native)) == ["fontSize", "dimension", "number", "fontWeight"]) }
        // Not vacuous: a misspelt format and a build path without its trailing slash are refused.
        let bad = dir.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        try Data(#"{"source": ["tokens/**/*.json"], "platforms": {"css": {"transformGroup": "css", "buildPath": "build", "files": [{"destination": "a.css", "format": "css/variable"}]}}}"#.utf8)
            .write(to: bad.appendingPathComponent("config.json"))
        let refused = try Self.validate("style-dictionary", bad.path)
        #expect(refused.code == 1 && refused.output.contains("css/variable") && refused.output.contains("buildPath") && refused.output.contains("source:"), "\(refused.output)")
    }
}

/// The SwiftUI and UIKit snippets, parsed by `swiftc -parse` and type-checked against stub
/// modules that declare the SwiftUI and UIKit API they use with Apple's signatures (SwiftStubs/).
@Suite("Swift snippet export")
struct SwiftSnippetExportTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SwiftStubs")

    static func swiftc(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A directory holding the stub `SwiftUI` and `UIKit` modules.
    static func stubModules() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for module in ["SwiftUI", "UIKit"] {
            let r = try swiftc(["-emit-module", "-parse-as-library", "-module-name", module,
                                stubs.appendingPathComponent("\(module).swift").path,
                                "-o", dir.appendingPathComponent("\(module).swiftmodule").path])
            #expect(r.code == 0, "\(module) stub: \(r.output)")
        }
        return dir.path
    }

    @Test("every snippet parses and type-checks against the SwiftUI and UIKit signatures; a broken one does not")
    func snippetsCompile() throws {
        let modules = try Self.stubModules()
        for platform in TypeScale.exportablePlatforms {
            for framework in SwiftSnippetExporter.Framework.allCases where !(framework == .uiKit && platform == .macOS) {
                let source = try SwiftSnippetExporter.source(framework, platform: platform, family: "Inter")
                let file = try ExportTests.temporaryFile(source, "Styles.swift")
                let parsed = try Self.swiftc(["-parse", file.path])
                #expect(parsed.code == 0, "\(framework) \(platform): \(parsed.output)")
                let checked = try Self.swiftc(["-typecheck", "-I", modules, file.path])
                #expect(checked.code == 0, "\(framework) \(platform): \(checked.output)")
            }
        }
        let broken = try SwiftSnippetExporter.source(.swiftUI, platform: .iOS, family: "Inter").replacingOccurrences(of: "case body\n", with: "case body(\n")
        let file = try ExportTests.temporaryFile(broken, "Broken.swift")
        #expect(try Self.swiftc(["-parse", file.path]).code != 0)
    }

    @Test("the snippets carry the HIG's Large sizes, line heights and weights, and UIKit's text style names")
    func snippetValues() throws {
        let large = try #require(PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles)
        for framework in SwiftSnippetExporter.Framework.allCases {
            let source = try SwiftSnippetExporter.source(framework, platform: .iOS, family: "Inter")
            func block(_ name: String) -> String {
                guard let start = source.range(of: "public var \(name):") else { return "" }
                let rest = source[start.upperBound...]
                return String(rest[..<(rest.range(of: "\n    }\n")?.lowerBound ?? rest.endIndex)])
            }
            for row in large {
                let s = row.style.rawValue
                #expect(block("size").contains("case .\(s): return \(JSONValue.format(row.pointSize))\n"), "\(framework) \(s)")
                #expect(block("lineHeight").contains("case .\(s): return \(JSONValue.format(row.lineHeight))\n"), "\(framework) \(s)")
                #expect(block("weight").contains("case .\(s): return .\(row.weight.rawValue)\n"), "\(framework) \(s)")
            }
            #expect(block("trackingPerMille").contains("case .body: return -26\n"))  // SF Pro 17 pt (HIG)
        }
        let uiKit = try SwiftSnippetExporter.source(.uiKit, platform: .iOS, family: "Inter")
        #expect(uiKit.contains("case .title: return .title1\n") && uiKit.contains("case .caption: return .caption1\n"))
        #expect(uiKit.contains("UIFontMetrics(forTextStyle: textStyle).scaledFont(for: base)"))
        let swiftUI = try SwiftSnippetExporter.source(.swiftUI, platform: .iOS, family: "Inter")
        #expect(swiftUI.contains("Font.custom(AppTextStyle.family, size: size, relativeTo: textStyle)"))
        #expect(throws: SwiftSnippetExporter.Refusal.self) { try SwiftSnippetExporter.source(.uiKit, platform: .macOS, family: "Inter") }
        #expect(throws: SwiftSnippetExporter.Refusal.self) { try SwiftSnippetExporter.source(.swiftUI, platform: .iOS, family: "In\"ter") }
        #expect(throws: TypeSystemError.self) { try SwiftSnippetExporter.source(.swiftUI, platform: .visionOS, family: "Inter") }
    }
}
