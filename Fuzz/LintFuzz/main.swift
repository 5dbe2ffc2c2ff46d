// libFuzzer target for the lint document reader and the name parsers of TypeSystem: any bytes →
// JSON text usages → the HIG's rules; any text → the style, size, weight and platform names a user
// types. Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
import Foundation
import TypeSystem

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
    }
    return nil
}
