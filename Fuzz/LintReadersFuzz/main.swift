// libFuzzer target for the source lint's own readers (CSS and SCSS, Kotlin, Dart, Android XML):
// any bytes → text → the reader named by FUZZ_READER (css, kotlin, dart or android-xml) → the
// rules of CodeLint on every usage it reports, and the suppressions. Any input must give findings
// or nothing, never a trap or a hang. The readers' files are linked here as sources of this target
// (they need TypeSystem only; SourceLint's Swift reader needs swift-syntax, a 20-minute build with
// the sanitizers). Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import Foundation
import TypeSystem

let reader = ProcessInfo.processInfo.environment["FUZZ_READER"] ?? ""
let read: @Sendable (String, UInt8) -> ReaderOutput
switch reader {
case "css": read = { text, first in CSSReader.read(text, path: "f.scss", platform: .iOS, scss: first & 1 == 1, less: first & 2 == 2) }
case "kotlin": read = { text, _ in KotlinReader.read(text, path: "f.kt", platform: .iOS) }
case "dart": read = { text, _ in DartReader.read(text, path: "f.dart", platform: .iOS) }
case "android-xml":
    read = { text, _ in AndroidXMLReader.read(text, path: "res/f.xml", platform: .iOS, dimens: AndroidXMLReader.dimens(in: text)) }
default:
    FileHandle.standardError.write(Data("lint-readers-fuzz: FUZZ_READER must be css, kotlin, dart or android-xml\n".utf8))
    exit(64)
}

fuzz("lint-readers (\(reader))") { bytes in
    let output = read(String(decoding: bytes, as: UTF8.self), bytes.first ?? 0)
    for u in output.usages {
        for v in CodeLint.check(u.usage) {
            _ = Suppression.isSuppressed(v.rule, line: u.line, in: output.suppressions)
        }
    }
    return nil
}
