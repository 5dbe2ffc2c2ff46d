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
        try SnippetCompiler.expectSetGivesItsNumbers(Self.folder, count: 8)
    }
}
