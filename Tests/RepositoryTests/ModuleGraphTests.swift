import Foundation
import Testing

/// The module graph is a contract (docs/architecture.md, "The allowed imports"): every target's
/// dependencies in Package.swift and every `import` in Sources/ must be an edge the table lists.
@Suite("Module graph")
struct ModuleGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Modules of the platform's C library, which any module may import.
    static let platformModules: Set<String> = ["Glibc", "Darwin", "Musl", "Android", "Bionic", "WinSDK", "ucrt", "CRT"]

    /// The rows of the table: module → the modules it may import.
    static func allowedEdges(in text: String) -> [String: Set<String>] {
        guard let start = text.range(of: "<!-- module-graph"), let end = text.range(of: "<!-- end module-graph -->") else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, !cells[1].isEmpty, cells[1] != "module", !cells[1].hasPrefix("-") else { continue }
            table[cells[1]] = Set(cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return table
    }

    /// A target of Package.swift: its name, its folder and the names of its dependencies.
    struct Target: Equatable {
        var name: String
        var path: String
        var dependencies: [String]
    }

    /// The targets declared with `.target`, `.executableTarget` and `.systemLibrary`, read from the
    /// manifest's text: each call's arguments up to its closing parenthesis.
    static func targets(inManifest text: String) -> [Target] {
        var result: [Target] = []
        for call in calls(of: ["target", "executableTarget", "systemLibrary"], in: text) {
            guard let name = firstCapture(#"^\s*name:\s*"([^"]+)""#, in: call) else { continue }
            let path = firstCapture(#"path:\s*"([^"]+)""#, in: call) ?? "Sources/\(name)"
            var dependencies: [String] = []
            if let list = bracketed(after: "dependencies:", in: call) {
                // `.product(name: "GRDB", package: …)` and `.target(name: "CCairo", condition: …)`
                // name their module first; plain strings are targets.
                let items = try? NSRegularExpression(pattern: #"(?:\.(?:product|target|byName)\(\s*name:\s*)?"([^"]+)"(?:,\s*package:\s*"[^"]+")?"#)
                let l = list as NSString
                for d in items?.matches(in: list, range: NSRange(location: 0, length: l.length)) ?? [] {
                    dependencies.append(l.substring(with: d.range(at: 1)))
                }
            }
            result.append(Target(name: name, path: path, dependencies: dependencies))
        }
        return result
    }

    /// The arguments of each call `.NAME(…)` in the manifest, parentheses balanced; a call inside
    /// another's arguments (`.target(name:condition:)` in a dependency list) is not one of them.
    static func calls(of names: [String], in text: String) -> [String] {
        let ns = text as NSString
        let pattern = try? NSRegularExpression(pattern: #"\.(?:"# + names.joined(separator: "|") + #")\("#)
        var result: [String] = []
        var end = 0
        for m in pattern?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? [] where m.range.location >= end {
            let open = m.range.location + m.range.length
            var depth = 1, i = open
            while i < ns.length, depth > 0 {
                let c = ns.character(at: i)
                if c == 0x28 { depth += 1 } else if c == 0x29 { depth -= 1 }
                i += 1
            }
            end = i
            result.append(ns.substring(with: NSRange(location: open, length: max(0, i - 1 - open))))
        }
        return result
    }

    static func firstCapture(_ pattern: String, in text: String) -> String? {
        guard let re = try? NSRegularExpression(pattern: pattern),
              let m = re.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) else { return nil }
        return (text as NSString).substring(with: m.range(at: 1))
    }

    /// The text inside the brackets that follow `label`, brackets balanced.
    static func bracketed(after label: String, in text: String) -> String? {
        guard let r = text.range(of: label), let open = text[r.upperBound...].firstIndex(of: "[") else { return nil }
        var depth = 0
        var i = open
        while i < text.endIndex {
            if text[i] == "[" { depth += 1 } else if text[i] == "]" {
                depth -= 1
                if depth == 0 { return String(text[text.index(after: open)..<i]) }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// The modules a Swift file imports, with their line numbers (`import X`, `@_exported import X`,
    /// `internal import X`, `import struct X.Y`…). Lines inside a multi-line string literal are
    /// text, not imports (the lint's rules hold Swift examples that import SwiftUI or UIKit).
    static func imports(inSwift text: String) -> [(module: String, line: Int)] {
        var result: [(String, Int)] = []
        let re = try? NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
        var inString = false
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let s = String(line)
            if !inString, let m = re?.firstMatch(in: s, range: NSRange(location: 0, length: (s as NSString).length)) {
                result.append(((s as NSString).substring(with: m.range(at: 1)), n + 1))
            }
            if (s.components(separatedBy: "\"\"\"").count - 1) % 2 == 1 { inString.toggle() }
        }
        return result
    }

    static func read(_ relative: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)) ?? ""
    }

    static let table = allowedEdges(in: read("docs/architecture.md"))
    static let sourceTargets = targets(inManifest: read("Package.swift")).filter { $0.path.hasPrefix("Sources/") }

    @Test("the table of allowed imports is there, with a row for every module in Sources/")
    func everyModuleHasARow() throws {
        #expect(Self.table.count >= 20, "docs/architecture.md: the module-graph table is missing or short")
        #expect(Self.sourceTargets.count >= 20, "Package.swift: its targets could not be read")
        for target in Self.sourceTargets {
            #expect(Self.table[target.name] != nil, "docs/architecture.md has no row for \(target.name)")
        }
    }

    @Test("Package.swift declares only the edges the table allows")
    func manifestFollowsTheTable() {
        for target in Self.sourceTargets {
            let allowed = Self.table[target.name] ?? []
            for dependency in target.dependencies where !allowed.contains(dependency) {
                Issue.record("Package.swift: \(target.name) depends on \(dependency), which docs/architecture.md does not allow")
            }
        }
    }

    @Test("every import in Sources/ is an allowed edge that the target declares")
    func importsFollowTheTable() throws {
        let packageModules = Set(Self.targets(inManifest: Self.read("Package.swift")).map(\.name))
            .union(["GRDB", "ArgumentParser", "SwiftSyntax", "SwiftParser"])
        var checked = 0
        for target in Self.sourceTargets {
            let allowed = Self.table[target.name] ?? []
            let folder = Self.root.appendingPathComponent(target.path)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in walker where file.pathExtension == "swift" {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                for (module, line) in Self.imports(inSwift: text) where !Self.platformModules.contains(module) {
                    checked += 1
                    if !allowed.contains(module) {
                        Issue.record("\(relative):\(line): \(target.name) imports \(module), which docs/architecture.md does not allow")
                    } else if packageModules.contains(module) && !target.dependencies.contains(module) {
                        Issue.record("\(relative):\(line): \(target.name) imports \(module) without declaring it in Package.swift")
                    }
                }
            }
        }
        #expect(checked > 100, "too few imports were read: \(checked)")
    }

    @Test("the reader finds a forbidden import: TextLayout in TypographyGTK")
    func aForbiddenImportIsFound() {
        let gtk = Self.table["TypographyGTK"] ?? []
        let planted = Self.imports(inSwift: "import FontCatalog\n@preconcurrency internal import TextLayout\n")
        #expect(planted.map(\.module) == ["FontCatalog", "TextLayout"])
        let quoted = Self.imports(inSwift: "let example = \"\"\"\n    import UIKit\n    \"\"\"\nimport FontCatalog\n")
        #expect(quoted.map(\.module) == ["FontCatalog"] && quoted.map(\.line) == [4])
        #expect(!gtk.isEmpty && !gtk.contains("TextLayout"))
        let manifest = Self.targets(inManifest: #".target(name: "X", dependencies: ["A", .product(name: "GRDB", package: "GRDB.swift"), .target(name: "C", condition: .when(platforms: [.macOS]))], path: "Sources/Y")"#)
        #expect(manifest == [Target(name: "X", path: "Sources/Y", dependencies: ["A", "GRDB", "C"])])
    }
}
