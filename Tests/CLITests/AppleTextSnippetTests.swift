import Foundation
import Testing

/// UIKit and SwiftUI text code as Apple documents it (attributed strings, paragraph styles,
/// measuring, drawing into an image and a PDF, fonts by name), compiled against the built library
/// with `import Typography` alone, run with a temporary HOME, and checked against Apple's numbers
/// (AppleTextSnippets/expected.json; each snippet's header cites where its numbers come from).
@Suite("Apple's text API snippets")
struct AppleTextSnippetTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/AppleTextSnippets")

    /// The flags SwiftPM compiles and links the package's own consumer of the umbrella with
    /// (SnippetCompiler reads them from the build manifest): the text module comes with the umbrella.
    static var importFlags: [String] { SnippetCompiler.importFlags }
    static var linkArguments: [String] { SnippetCompiler.linkArguments }

    static func typecheck(_ file: URL) throws -> SnippetCompiler.Result {
        try SnippetCompiler.run("/usr/bin/env", ["swiftc", "-typecheck"] + importFlags + [file.path])
    }

    @Test func textCodeAsAppleDocumentsItCompilesMeasuresAndDraws() throws {
        let run = try SnippetCompiler.runSnippetSet(Self.folder)
        #expect(run.files.count == 5)
        for (file, output) in run.notCompiling { Issue.record("\(file) does not compile:\n\(output)") }
        try #require(run.notCompiling.isEmpty && run.built, "\(run.buildOutput)")
        #expect(run.exitStatus == 0)
        let expected = try SnippetCompiler.expectedValues(Self.folder)
        #expect(expected.count == run.files.count)
        for (snippet, numbers) in expected {
            for (key, value) in numbers {
                let actual = run.values[snippet]?[key]
                #expect(actual.map { abs($0 - value) <= 1e-9 } == true,
                        "\(snippet) \(key): expected \(value), got \(actual.map { "\($0)" } ?? "nothing")")
            }
        }
    }
}
