import Foundation
import Testing

/// The README's library example is real code: it is compiled as the `readme-example` target,
/// must appear verbatim in the README, and prints what the README's comments say.
@Suite("README example")
struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func readmeShowsTheCompiledExample() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Examples/ReadmeExample/main.swift"), encoding: .utf8)
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// The README's") && !$0.hasPrefix("// Keep it identical") }
            .joined(separator: "\n")
        #expect(readme.contains("```swift\n" + code + "```"))
    }

    @Test func examplePrintsWhatTheCommentsSay() throws {
        let exe = typographyExecutable().deletingLastPathComponent().appendingPathComponent("readme-example")
        let process = Process()
        process.executableURL = exe
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = out.split(separator: "\n").map(String.init)
        // The HIG: iOS xxxLarge body is 23 pt on 29; loose adds 2; the emphasized weight is Semibold.
        #expect(lines == ["SF Pro Rounded semibold 23.0 31.0", "16.0 0.368", "-25.5", "38.0", "\(20 * (23.0 / 17.0))"])
    }
}
