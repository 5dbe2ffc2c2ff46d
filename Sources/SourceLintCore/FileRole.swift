import Foundation

/// What a file is for, when it is not the product's own code: its findings are notes unless the
/// configuration says `lint.include-tests = on`, and `--fix` leaves it alone (`--fix-all` does
/// not). Told from what the file is, never from an app's names: the path's folders and name as
/// test runners, build tools and package managers lay them out, and the file's header and imports.
public enum FileRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The product's own code.
    case product
    /// Tests, fixtures and snapshot harnesses: a test folder or file name, or a test framework
    /// imported (XCTest, Swift Testing, JUnit, `flutter_test`).
    case test
    /// SwiftUI previews: a `Preview Content` folder, a `#Preview` or a `PreviewProvider` (those
    /// two for their lines only).
    case preview
    /// Generated code: a build's output folder (`dist/`, `build/`, `generated/`), a generated
    /// name (`.g.dart`, `.pb.swift`), or a header that says so (`@generated`, `DO NOT EDIT`).
    case generated
    /// Minified code: `.min.` in the name, or lines of more than 500 bytes on average.
    case minified
    /// Someone else's code kept in the repository: `vendor/`, `third_party/`, `Pods/`,
    /// `node_modules/`, and Python's installed packages (`site-packages/`, `dist-packages/`).
    case vendored

    /// How a note names it: "in a test file".
    public var phrase: String {
        switch self {
        case .product: return "in product code"
        case .test: return "in test code"
        case .preview: return "in a preview"
        case .generated: return "in a generated file"
        case .minified: return "in a minified file"
        case .vendored: return "in vendored code"
        }
    }

    /// The role of a file from its path (relative to the repository root, so that the folders
    /// above the repository say nothing) and its text.
    static func of(path: String, text: String, language: SourceLanguage) -> FileRole {
        if let role = fromPath(path) { return role }
        if isMinified(text) { return .minified }
        let head = String(decoding: text.utf8.prefix(8192), as: UTF8.self)
        let lower = head.lowercased()
        if generatedMarkers.contains(where: { headerHolds($0, lower) }) { return .generated }
        let imports = testImports[language] ?? []
        if imports.contains(where: { Self.imports(head, $0) }) { return .test }
        return .product
    }

    /// Whether the text holds an import that starts so and names that module, not a longer name
    /// (`import Quick`, the test framework, and not `import QuickLook`): the next character is not
    /// one of a name's.
    static func imports(_ text: String, _ start: String) -> Bool {
        var rest = text[...]
        while let r = rest.range(of: start) {
            guard let next = rest[r.upperBound...].unicodeScalars.first else { return true }
            if !(CharacterSet.alphanumerics.contains(next) || next == "_") || start.hasSuffix("/") { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }

    /// The role the path alone shows, or nil. Folder and file names are compared without case,
    /// except the endings of CamelCase names (`FeedTests/`, `FeedTest.kt`), so that `Latest.swift`
    /// is not a test.
    static func fromPath(_ path: String) -> FileRole? {
        let parts = path.split(separator: "/")
        guard let name = parts.last.map(String.init) else { return nil }
        let folders = parts.dropLast().map(String.init)
        let lowerFolders = folders.map { $0.lowercased() }
        let lowerName = name.lowercased()
        if lowerFolders.contains(where: { vendorFolders.contains($0) }) { return .vendored }
        if lowerName.contains(".min.") { return .minified }
        if lowerFolders.contains(where: { generatedFolders.contains($0) }) || generatedSuffixes.contains(where: { lowerName.hasSuffix($0) }) {
            return .generated
        }
        if lowerFolders.contains(where: { testFolders.contains($0) }) || folders.contains(where: { $0.hasSuffix("Tests") }) { return .test }
        if lowerFolders.contains(where: { $0 == "preview content" || $0 == "previews" }) { return .preview }
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if testStemSuffixes.contains(where: { stem.hasSuffix($0) && stem != $0 }) || lowerName.hasSuffix("_test.dart") { return .test }
        return nil
    }

    /// More than 1 KB whose lines average more than 500 bytes: what a minifier writes.
    static func isMinified(_ text: String) -> Bool {
        let bytes = text.utf8.count
        guard bytes > 1024 else { return false }
        var lines = 1
        for b in text.utf8 where b == 10 { lines += 1 }
        return bytes / lines > 500
    }

    /// Whether `marker` is in the first 20 lines of `lower` (a header, not a string further on).
    private static func headerHolds(_ marker: String, _ lower: String) -> Bool {
        var count = 0
        for line in lower.lines {
            if line.contains(marker) { return true }
            count += 1
            if count == 20 { break }
        }
        return false
    }

    static let vendorFolders: Set<String> = ["vendor", "vendors", "third_party", "third-party", "thirdparty", "pods", "carthage",
                                             "node_modules", "bower_components", "site-packages", "dist-packages"]
    static let generatedFolders: Set<String> = ["dist", "generated", "derivedsources", "derived_sources"]
    static let generatedSuffixes = [".g.dart", ".freezed.dart", ".gr.dart", ".pb.swift", ".generated.swift", ".gen.swift",
                                    ".generated.kt", ".generated.css"]
    static let testFolders: Set<String> = ["test", "tests", "__tests__", "spec", "specs", "androidtest", "testfixtures", "fixtures",
                                           "__fixtures__", "__snapshots__", "testdata", "test_driver", "integration_test"]
    /// A file named for what it tests: `FeedTests.swift`, `FeedTest.kt`, `FeedSpec.swift`.
    static let testStemSuffixes = ["Tests", "Test", "Spec", "Specs"]
    static let generatedMarkers = ["@generated", "do not edit", "code generated", "auto-generated", "autogenerated",
                                   "automatically generated", "this file was generated", "generated by "]
    static let testImports: [SourceLanguage: [String]] = [
        .swift: ["import XCTest", "import Testing", "@testable import", "import SnapshotTesting", "import Quick", "import Nimble",
                 "import ViewInspector"],
        .kotlin: ["import org.junit", "import kotlin.test", "import androidx.test", "import androidx.compose.ui.test",
                  "import org.robolectric", "import io.kotest"],
        .java: ["import org.junit", "import androidx.test", "import org.robolectric", "import static org.junit"],
        .dart: ["package:flutter_test/", "package:test/", "package:integration_test/", "package:golden_toolkit/"],
    ]
}
