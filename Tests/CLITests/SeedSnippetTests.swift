import Foundation
import Testing

/// The seeds' own AppKit, Core Text and RTF text-scaling code (WWDC20 "The details of UI
/// typography", WWDC19 "Font Management and Text Scaling"), compiled against the built library with
/// `import Typography` alone, run with a temporary HOME and XDG folders, and checked against the
/// numbers the seeds give (SeedSnippets/expected.json; each snippet's header quotes its source).
@Suite("The seeds' AppKit, Core Text and RTF code")
struct SeedSnippetTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/SeedSnippets")

    @Test func theSeedsCodeCompilesAndGivesTheSeedsValues() throws {
        let run = try SnippetCompiler.runSnippetSet(Self.folder)
        #expect(run.files.count == 8)
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
