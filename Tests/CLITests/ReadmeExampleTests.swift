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

    @Test func readmeIsAFrontDoorOfAtMost12KB() throws {
        let size = try Data(contentsOf: Self.root.appendingPathComponent("README.md")).count
        #expect(size <= 12 * 1024, "README.md is \(size) bytes")
    }

    /// Every relative link of the README and of docs/ names a file or folder of the repository.
    @Test func relativeLinksPointAtFilesThatExist() throws {
        let docs = Self.root.appendingPathComponent("docs")
        let pages = try [Self.root.appendingPathComponent("README.md")]
            + FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "md" }
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            // Markdown links and images: ](target) with no scheme.
            var rest = Substring(text)
            while let open = rest.range(of: "](") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: ")") else { break }
                // A link within the page (`#anchor`) names no file; `file.md#anchor` names file.md.
                let target = String(rest[..<close].prefix(while: { $0 != "#" }))
                rest = rest[close...]
                if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") || target.contains(" ") { continue }
                let url = page.deletingLastPathComponent().appendingPathComponent(target)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(page.lastPathComponent) links to \(target)")
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    /// Every command of "Use it in your design system" runs as written and writes its file.
    @Test func designSystemCommandsRun() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Use it in your design system").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let commands = block.split(separator: "\n").map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
        #expect(commands.count >= 14)
        let sandbox = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: sandbox.root) }
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            #expect(words.first == "typography", "\(command)")
            let result = try runCLI(Array(words.dropFirst()), environment: sandbox.env, currentDirectory: sandbox.root)
            #expect(result.code == 0, "\(command): \(result.stderr)")
            if let o = words.firstIndex(of: "-o") {
                let path = sandbox.root.appendingPathComponent(words[o + 1]).path
                var isDirectory: ObjCBool = false
                #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), "\(command) wrote nothing")
                if !isDirectory.boolValue {
                    #expect(((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 500, "\(command)")
                }
            }
        }
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
        // UIFontMetrics: Title 1 is 28 pt at Large and 38 pt at AX1. Body's line height is 22 pt at
        // Large (WWDC20 "The details of UI typography"): two lines are 44 pt.
        #expect(lines == ["SF Pro Rounded semibold 23.0 31.0", "16.0 0.368", "-25.5", "38.0", "\(20 * (23.0 / 17.0))", "44.0 true"])
    }
}
