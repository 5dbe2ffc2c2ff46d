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
        try SnippetCompiler.expectSetGivesItsNumbers(Self.folder, count: 5)
    }
}

/// TextKit 1, TextKit 2 and Core Text layout code as iOS and macOS developers write it (sizing, the tapped link,
/// framesetters, carets, line limits), compiled with `import Typography` alone and checked against
/// Apple's numbers and against `boundingRect` (TextKitSnippets/expected.json; each snippet's header
/// says where its numbers come from).
@Suite("TextKit and Core Text layout snippets")
struct TextKitSnippetTests {
    static let folder = SnippetCompiler.root.appendingPathComponent("Tests/CLITests/TextKitSnippets")

    @Test func textKitAndCoreTextCodeCompilesAndAnswersAsTheEngine() throws {
        try SnippetCompiler.expectSetGivesItsNumbers(Self.folder, count: 6)
    }
}
