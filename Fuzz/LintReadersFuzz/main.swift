// libFuzzer target for the source lint's own readers (CSS, SCSS and Less, Kotlin, Dart, Android
// XML) and their fixes: any bytes → text → the linter on one file of the language named by
// FUZZ_READER (css, kotlin, dart or android-xml): its reader, the rules of CodeLint on every usage
// it reports, and the suppressions → the fixes of the findings (`--fix`), applied. Any input must
// give findings or nothing, never a trap or a hang, and the fixes must keep two invariants: the
// fixed text is not rejected by the reader when the original was not, and fixing the fixed text
// again changes nothing. It links
// SourceLintCore, the lint without its Swift reader (TypeSystem and libxml2 only; swift-syntax
// is a 20-minute build with the sanitizers).
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import Foundation
import SourceLintCore
import TypeSystem

let reader = ProcessInfo.processInfo.environment["FUZZ_READER"] ?? ""
/// The language of an input whose first byte is `first` (CSS: bit 0 reads it as SCSS, bit 1 as
/// Less), and the path it is linted under.
let language: @Sendable (UInt8) -> (SourceLanguage, String)
switch reader {
case "css":
    language = { first in first & 2 == 2 ? (.less, "f.less") : first & 1 == 1 ? (.scss, "f.scss") : (.css, "f.css") }
case "kotlin": language = { _ in (.kotlin, "f.kt") }
case "dart": language = { _ in (.dart, "f.dart") }
case "android-xml": language = { _ in (.androidXML, "res/f.xml") }
default:
    FileHandle.standardError.write(Data("lint-readers-fuzz: FUZZ_READER must be css, kotlin, dart or android-xml\n".utf8))
    exit(64)
}

/// The findings of `text` and the reader's problem with it, from the linter itself
/// (`SourceLinter.lint`, as `typography-lint` lints one file): its rules, suppressions, levels,
/// columns and fixes, so that the invariants below are the tool's. Not a copy of its loop: a copy
/// drifts from it (one finding per line where the tool keeps one per place), and then reports
/// the copy's bugs as the tool's.
func lint(_ text: String, first: UInt8) -> (findings: [SourceFinding], problem: String?, language: SourceLanguage) {
    let (language, path) = language(first)
    let dimens = language == .androidXML ? AndroidXMLReader.dimens(in: text) : [:]
    let (findings, problem) = SourceLinter.lint(text: text, language: language, path: path, platform: .iOS, dimens: dimens, swift: nil)
    return (findings, problem, language)
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
