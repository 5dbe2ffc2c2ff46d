// libFuzzer target for the lint document reader, the name parsers of TypeSystem, and the Swift
// source lint with its fixes: any bytes → JSON text usages → the HIG's rules; any text → the
// style, size, weight and platform names a user types; any text → Swift source → findings →
// their fixes (`--fix`), applied. A fix must never make a file that swift-syntax parsed without
// an error unparsable, and fixing the fixed file again must change nothing. Built by
// scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import Foundation
import SourceLint
import SwiftParser
import TypeSystem

/// The broken invariant of the Swift fixes of `text`, if any.
func checkSwiftFixes(_ text: String) -> String? {
    let findings = SourceLinter.lint(text: text, language: .swift, path: "Fuzz.swift").0
    // The edits as `--fix` makes them, before its own check that the result still parses: a
    // candidate that breaks the code is a bug even when that check keeps it out of the file.
    let edits = SourceFixer.edits(of: findings.filter(SourceFixer.applies(to:)))
    guard !edits.isEmpty else { return nil }
    let fixed = SourceFixer.apply(edits, to: text)
    guard fixed != text else { return nil }
    if !Parser.parse(source: text).hasError, Parser.parse(source: fixed).hasError {
        return "a fix made a file that parsed unparsable: \(edits.map(\.replacement))"
    }
    // `--fix` itself (pass after pass, until nothing changes): fixing its result changes nothing.
    let relint: (String) -> [SourceFinding] = { SourceLinter.lint(text: $0, language: .swift, path: "Fuzz.swift").0 }
    guard let once = SourceFixer.fixedToTheEnd(text, language: .swift, findings: findings, lint: relint) else { return nil }
    let again = relint(once.text)
    if let twice = SourceFixer.fixedToTheEnd(once.text, language: .swift, findings: again, lint: relint), twice.text != once.text {
        return "fixing the fixed file changes it again (\(twice.fixed) more fixes)"
    }
    return nil
}

fuzz("lint") { bytes in
    let data = Data(bytes)
    if let usages = try? JSONDecoder().decode([TextUsage].self, from: data) {
        _ = try? Lint.check(usages)
    }
    if let text = String(data: data, encoding: .utf8) {
        // The name parsers see every string a user can type.
        _ = try? TextStyle(name: text)
        _ = try? DynamicTypeSize(name: text)
        _ = try? FontWeight(name: text)
        _ = try? Platform(name: text)
        if let broken = checkSwiftFixes(text) { return broken }
    }
    return nil
}
