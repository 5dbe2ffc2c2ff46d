import Foundation
import Testing

/// Every kind of PNG the tool draws is a valid PNG that says its colours are sRGB, checked by
/// `pngcheck` (Debian's package) rather than by our own reading of the file.
@Suite struct PNGTests {
    func pngcheck(_ path: String) throws -> (code: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/pngcheck")
        p.arguments = ["-v", path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, out)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pngcheck"), "needs pngcheck (apt: pngcheck)"))
    func everyPictureIsAValidSRGBPNG() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let commands: [[String]] = [
            ["render", "Hello", "body", "-o", dir.path("line.png")],
            ["render", "Hello", "body", "--color", "#C0392B80", "--background", "none", "-o", dir.path("alpha.png")],
            ["specimen", "-o", dir.path("specimen.png"), "--scale", "1"],
            ["specimen", "--categories", "-o", dir.path("categories.png"), "--scale", "1"],
            ["plot", "tracking", "-o", dir.path("plot.png"), "--scale", "1"],
        ]
        for args in commands {
            let r = try runCLI(args, environment: WarmSandbox.env)
            #expect(r.code == 0, "\(args): \(r.stderr)")
            let path = try #require(args.firstIndex(of: "-o").map { args[$0 + 1] })
            let check = try pngcheck(path)
            #expect(check.code == 0, "\(path): \(check.output)")
            // The sRGB chunk, and the gAMA and cHRM values the PNG specification gives for sRGB.
            #expect(check.output.contains("chunk sRGB") && check.output.contains("rendering intent = perceptual"), "\(check.output)")
            #expect(check.output.contains("0.45455") && check.output.contains("White x = 0.3127 y = 0.329"), "\(check.output)")
            #expect(check.output.contains("No errors detected"), "\(check.output)")
        }
    }
}
