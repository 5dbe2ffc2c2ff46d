// In-process layout timings for Benchmarks/layout.sh: measuring short UI strings, and fitting
// them, against one shaping pass. Not a timed test: it prints figures, it never fails on speed.
//
// Usage: layout-bench STRINGS_FILE FONT POINT_SIZE ROUNDS
// Prints one line per figure: "name ns_per_string".
import Foundation
import TextLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let args = CommandLine.arguments
guard args.count >= 5, let size = Double(args[3]), let rounds = Int(args[4]) else {
    FileHandle.standardError.write(Data("usage: layout-bench STRINGS_FILE FONT POINT_SIZE ROUNDS\n".utf8))
    exit(64)
}
let strings = try String(contentsOfFile: args[1], encoding: .utf8).split(separator: "\n").map(String.init)

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Best of `rounds` passes over all strings, in ns per string.
func bench(_ body: (String) -> Double) -> Double {
    var best = Double.infinity
    var sink = 0.0
    for _ in 0..<rounds {
        let t0 = now()
        for s in strings { sink += body(s) }
        let dt = Double(now() - t0) / Double(strings.count)
        best = min(best, dt)
    }
    if sink == .infinity { print("") }
    return best
}

let face = try FontFace(path: args[2])
let font = try FontInstance(face: face, pointSize: size)
let decision = TrackingPolicy.decide(face: face.info, pointSize: size)
let attrs = TextAttributes(font: font, tracking: decision)
let widths = strings.map { Typesetter.measure($0, attrs).width }
var index = 0

let only = ProcessInfo.processInfo.environment["LAYOUT_BENCH_ONLY"]
let measure = bench { Typesetter.measure($0, attrs).width }
if only == "measure" { print("measure \(measure)"); exit(0) }
// Fitting to 97 % of each string's width: every string is tightened (within the 5 % rule).
index = 0
let fitTighten = bench { s in
    let w = widths[index % widths.count] * 0.97
    index += 1
    return (try? Typesetter.fit(s, width: w, attrs).width) ?? 0
}
// Fitting to 60 %: every string is truncated (the ellipsis and the cut text are shaped too).
index = 0
let fitTruncate = bench { s in
    let w = widths[index % widths.count] * 0.6
    index += 1
    return (try? Typesetter.fit(s, width: w, attrs).width) ?? 0
}
print("tracking \(decision.source.rawValue) \(decision.perMille)")
print("measure \(measure)")
print("fit-tighten \(fitTighten)")
print("fit-truncate \(fitTruncate)")
