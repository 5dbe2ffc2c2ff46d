// libFuzzer target for the source lint's own readers (CSS, SCSS and Less, Kotlin, Dart, Android
// XML) and their fixes: any bytes → text → the reader named by FUZZ_READER (css, kotlin, dart or
// android-xml) → the rules of CodeLint on every usage it reports, and the suppressions → the
// fixes of the findings (`--fix`), applied. Any input must give findings or nothing, never a trap
// or a hang, and the fixes must keep two invariants: the fixed text is not rejected by the reader
// when the original was not, and fixing the fixed text again changes nothing. It links
// SourceLintCore, the lint without its Swift reader (TypeSystem and libxml2 only; swift-syntax
// is a 20-minute build with the sanitizers).
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import Foundation
import SourceLintCore
import TypeSystem

let reader = ProcessInfo.processInfo.environment["FUZZ_READER"] ?? ""
/// The reader, and the language its fixes are made in, for an input whose first byte is `first`
/// (CSS: bit 0 reads it as SCSS, bit 1 as Less).
let read: @Sendable (String, UInt8) -> (ReaderOutput, SourceLanguage)
switch reader {
case "css":
    read = { text, first in
        let scss = first & 1 == 1, less = first & 2 == 2
        return (CSSReader.read(text, path: "f.scss", platform: .iOS, scss: scss, less: less), less ? .less : scss ? .scss : .css)
    }
case "kotlin": read = { text, _ in (KotlinReader.read(text, path: "f.kt", platform: .iOS), .kotlin) }
case "dart": read = { text, _ in (DartReader.read(text, path: "f.dart", platform: .iOS), .dart) }
case "android-xml":
    read = { text, _ in
        (AndroidXMLReader.read(text, path: "res/f.xml", platform: .iOS, dimens: AndroidXMLReader.dimens(in: text)), .androidXML)
    }
default:
    FileHandle.standardError.write(Data("lint-readers-fuzz: FUZZ_READER must be css, kotlin, dart or android-xml\n".utf8))
    exit(64)
}

/// The findings of `text` as `SourceLinter.lint` makes them (one per line and rule, suppressions
/// applied, columns in Unicode scalars), and the reader's problem with the file.
func lint(_ text: String, first: UInt8) -> (findings: [SourceFinding], problem: String?, language: SourceLanguage) {
    let (output, language) = read(text, first)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var findings: [SourceFinding] = []
    var seen = Set<String>()
    for u in output.usages {
        for v in CodeLint.check(u.usage) {
            if let only = u.only, !only.contains(v.rule) { continue }
            guard !Suppression.isSuppressed(v.rule, line: u.line, in: output.suppressions),
                  seen.insert("\(u.line):\(v.rule.rawValue)").inserted else { continue }
            var column = u.column
            if lines.indices.contains(u.line - 1) {
                column = String(decoding: lines[u.line - 1].utf8.prefix(max(0, u.column - 1)), as: UTF8.self).unicodeScalars.count + 1
            }
            var finding = SourceFinding(path: "f", line: u.line, column: column, rule: v.rule, level: v.level,
                                        message: v.message, platform: u.usage.platform)
            if v.rule == .textDoesNotScale && v.level != .note { finding.fix = u.fix }
            findings.append(finding)
        }
    }
    return (findings, output.problem, language)
}

fuzz("lint-readers (\(reader))") { bytes in
    let first = bytes.first ?? 0
    let text = String(decoding: bytes, as: UTF8.self)
    let (findings, problem, language) = lint(text, first: first)
    // The fixes, as `--fix` applies them (pass after pass, until nothing changes).
    let relint: (String) -> [SourceFinding] = { lint($0, first: first).findings }
    guard let fixed = SourceFixer.fixedToTheEnd(text, language: language, findings: findings, swift: nil, lint: relint),
          fixed.text != text else { return nil }
    let again = lint(fixed.text, first: first)
    if problem == nil, let rejected = again.problem {
        return "the fixed text is rejected by the reader (\(rejected))"
    }
    if let twice = SourceFixer.fixedToTheEnd(fixed.text, language: language, findings: again.findings, swift: nil, lint: relint),
       twice.text != fixed.text {
        return "fixing the fixed text changes it again (\(twice.fixed) more fixes)"
    }
    return nil
}
