// libFuzzer target for the source lint's Dart reader: any bytes → text → the reader (its
// tokenizer or XMLParser, the walk over the tokens) → the rules of CodeLint on every usage it
// reports, and the suppressions. Any input must give findings or nothing, never a trap or a
// hang. Built by scripts/fuzz.sh dart SECONDS.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDart(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let output = DartReader.read(text, path: "f.dart", platform: .iOS)
    for u in output.usages {
        for v in CodeLint.check(u.usage) {
            _ = Suppression.isSuppressed(v.rule, line: u.line, in: output.suppressions)
        }
    }
    return 0
}
