import Foundation
@testable import SourceLintCore
import Testing

/// Our Kotlin and Dart tokenizers against tree-sitter's grammars: every string and comment starts
/// where tree-sitter says, in every Kotlin and Dart fixture (scripts/crosscheck-tokens.py; the
/// test command installs tree-sitter, tree-sitter-kotlin and tree-sitter-dart from PyPI).
@Suite("Source lint: tokenizers cross-checked with tree-sitter")
struct TokenizerCrossCheckTests {
    @Test func stringsAndCommentsStartWhereTreeSitterSays() throws {
        var files: [[String: Any]] = []
        for dir in ["lint-source", "lint-heldout"] {
            let root = fixtures.appendingPathComponent(dir)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let rel as String in walker where rel.hasSuffix(".kt") || rel.hasSuffix(".dart") {
                let path = root.appendingPathComponent(rel).path
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let dialect: CodeTokenizer.Dialect = rel.hasSuffix(".kt") ? .kotlin : .dart
                let tk = CodeTokenizer(text, dialect: dialect)
                files.append([
                    "path": path, "dialect": rel.hasSuffix(".kt") ? "kotlin" : "dart",
                    "strings": tk.tokens.filter { $0.kind == .string }.map { [$0.line, $0.column] },
                    "comments": tk.comments.map { c -> [Int] in
                        // The comment's column: where it starts on its first line.
                        let before = text.utf8.prefix(upTo: c.text.startIndex.samePosition(in: text.utf8) ?? text.utf8.startIndex)
                        let column = before.count - (before.lastIndex(of: 10).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
                        return [c.startLine, column]
                    },
                ])
            }
        }
        #expect(files.count >= 9)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("tokens.json")
        try JSONSerialization.data(withJSONObject: files).write(to: json)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // scripts/setup.sh installs tree-sitter and its grammars (scripts/dependencies.txt) into .build/venv.
        let python = root.appendingPathComponent(".build/venv/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "\(python) is missing: run ./scripts/setup.sh")
        let script = root.appendingPathComponent("scripts/crosscheck-tokens.py").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = [script, json.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(text)")
        #expect(text.contains("tokens: ok"), "\(text)")
    }
}
