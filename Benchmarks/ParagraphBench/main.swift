// In-process paragraph layout timings for Benchmarks/paragraph.sh: the paragraphs of
// Tests/Fixtures/paragraphs/paragraphs.tsv, each at the given widths, laid out ROUNDS times by
// Typesetter.paragraph (ICU breaks, each line reshaped). Not a timed test: it prints figures.
//
// Usage: paragraph-bench PARAGRAPHS_TSV POINT_SIZE ROUNDS HYPHENATION_FACTOR WIDTH…
// Prints "lines N" (the lines of one pass, to compare with the peer's) and "ns_per_paragraph T"
// (the best of 3 timed passes of ROUNDS over every paragraph and width).
import Foundation
import TextLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let args = CommandLine.arguments
guard args.count >= 6, let size = Double(args[2]), let rounds = Int(args[3]), let factor = Float(args[4]) else {
    FileHandle.standardError.write(Data("usage: paragraph-bench PARAGRAPHS_TSV POINT_SIZE ROUNDS HYPHENATION_FACTOR WIDTH…\n".utf8))
    exit(64)
}
let widths = args[5...].compactMap(Double.init)

struct Case { let attrs: TextAttributes; let text: String }
let cases: [Case] = try {
    var cases: [Case] = []
    for line in try String(contentsOfFile: args[1], encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
        let f = line.split(separator: "\t", maxSplits: 2).map(String.init)
        guard f.count == 3 else { continue }
        let face = try FontFace(path: "/usr/share/fonts/" + f[1])
        var attrs = TextAttributes(font: try FontInstance(face: face, pointSize: size))
        attrs.language = f[0]
        cases.append(Case(attrs: attrs, text: f[2]))
    }
    return cases
}()

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

let style = ParagraphStyle(hyphenationFactor: factor)
func pass() throws -> Int {
    var lines = 0
    for c in cases {
        for w in widths {
            lines += try Typesetter.paragraph(c.text, c.attrs, options: ParagraphOptions(width: w, style: style)).lines.count
        }
    }
    return lines
}
// One untimed pass: fonts, ICU's iterators and the dictionaries are opened once, as in any
// program that lays out more than one paragraph.
print("lines \(try pass())")
var best = Double.infinity
for _ in 0..<3 {
    let t0 = now()
    for _ in 0..<rounds { _ = try pass() }
    best = min(best, Double(now() - t0) / Double(rounds * cases.count * widths.count))
}
print("ns_per_paragraph \(Int(best))")
