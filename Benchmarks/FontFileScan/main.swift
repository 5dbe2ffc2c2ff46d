// Times FontFile's classification of every face of the given files, in process.
// Built and run by Benchmarks/fontfile-scan.sh, which also times fc-scan on the same files.
import Foundation

@main
enum FontFileScanBench {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            print("usage: fontfile-scan-bench FILE...")
            exit(64)
        }
        // 1. Classification only, bytes already in memory (the <10 µs/face goal).
        let files: [[UInt8]] = paths.compactMap { (try? Data(contentsOf: URL(fileURLWithPath: $0))).map { [UInt8]($0) } }
        var faces = 0
        for f in files { faces += FontScanner.scan(f).faces.count }
        let rounds = max(1, 20_000 / max(faces, 1))
        let clock = ContinuousClock()
        var sink = 0
        let t0 = clock.now
        for _ in 0..<rounds {
            for f in files {
                f.withUnsafeBytes { b in
                    for face in FontScanner.scan(b).faces { sink &+= face.weight }
                }
            }
        }
        let inMemory = clock.now - t0
        // 2. Through the path API: mmap, classify, unmap (warm page cache).
        let t1 = clock.now
        for _ in 0..<max(1, rounds / 4) {
            for p in paths { sink &+= FontScanner.scan(atPath: p).faces.count }
        }
        let withIO = clock.now - t1
        func us(_ d: Duration, _ n: Int) -> Double {
            let (s, atto) = d.components
            return (Double(s) * 1e6 + Double(atto) / 1e12) / Double(n)
        }
        let perFace = us(inMemory, rounds * faces)
        let perFaceIO = us(withIO, max(1, rounds / 4) * faces)
        print("faces \(faces)")
        print(String(format: "ours_in_memory_us_per_face %.2f", perFace))
        print(String(format: "ours_with_mmap_us_per_face %.2f", perFaceIO))
        if sink == 42 { print("") }
    }
}
