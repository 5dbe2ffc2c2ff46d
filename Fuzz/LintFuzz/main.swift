// libFuzzer target for the lint document: JSON → [TextUsage] (our decoding and name parsing) →
// Lint.check (resolution and rules). Any input must give usages and findings or an error, never
// a trap. Built by scripts/fuzz.sh lint SECONDS.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let decoder = JSONDecoder()
    if let usages = try? decoder.decode([TextUsage].self, from: bytes) {
        _ = try? Lint.check(usages)
    }
    if let text = String(data: bytes, encoding: .utf8) {
        // The name parsers see every string a user can type.
        _ = try? TextStyle(name: text)
        _ = try? DynamicTypeSize(name: text)
        _ = try? FontWeight(name: text)
        _ = try? Platform(name: text)
    }
    return 0
}
