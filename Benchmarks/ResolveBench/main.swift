// Resolutions per second on one core: `scripts/bench-resolve.sh` builds this in release and runs it.
// Not a timed test: it prints figures, it never fails on speed.
import Foundation
import TypeSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let iterations = CommandLine.arguments.count > 1 ? (Int(CommandLine.arguments[1]) ?? 20_000_000) : 20_000_000

// A mix of realistic requests: every iOS style × category, with and without traits, plus
// watchOS, macOS and Catalyst.
var requests: [(TextStyle, TypeEnvironment, StyleModifiers)] = []
for category in DynamicTypeSize.allCases {
    for style in TextStyle.publishedStyles(for: .iOS) {
        requests.append((style, TypeEnvironment(platform: .iOS, dynamicTypeSize: category), .none))
        requests.append((style, TypeEnvironment(platform: .iOS, dynamicTypeSize: category),
                         StyleModifiers(bold: true, leading: .tight, design: .rounded)))
    }
}
for style in TextStyle.publishedStyles(for: .macOS) {
    requests.append((style, TypeEnvironment(platform: .macOS), StyleModifiers(design: .serif)))
    requests.append((style, TypeEnvironment(platform: .catalyst, dynamicTypeSize: .xLarge), .none))
}
for category in TextStyle.publishedCategories(for: .watchOS) {
    for style in TextStyle.publishedStyles(for: .watchOS) {
        requests.append((style, TypeEnvironment(platform: .watchOS, dynamicTypeSize: category), .none))
    }
}

@inline(never)
func run(_ n: Int, _ requests: [(TextStyle, TypeEnvironment, StyleModifiers)]) throws -> Double {
    var sink = 0.0
    let count = requests.count
    var i = 0
    for k in 0..<n {
        let (style, env, mods) = requests[i]
        let r = try style.resolved(in: env, modifiers: mods)
        sink += r.pointSize + r.tracking.points
        i += 1
        if i == count { i = 0 }
        _ = k
    }
    return sink
}

_ = try run(100_000, requests)  // warm up (builds the index)
let clock = ContinuousClock()
var sink = 0.0
let elapsed = try clock.measure { sink = try run(iterations, requests) }
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let perSecond = Double(iterations) / seconds
print("resolve: \(iterations) calls over \(requests.count) distinct requests in \(String(format: "%.3f", seconds)) s")
print("resolve: \(String(format: "%.1f", perSecond / 1e6)) million calls/s on one core (goal ≥ 10), \(String(format: "%.1f", seconds / Double(iterations) * 1e9)) ns/call")
if sink.isNaN { print("") }
