import Foundation
import Testing
@testable import FontFile

/// Every input kept in Regressions/ (crashes the fuzzer once found) is read through every
/// entry point without trapping.
@Suite("Fuzzer regressions")
struct RegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasSuffix(".md") }.sorted()
    }

    @Test func theFolderIsThere() {
        #expect(FileManager.default.fileExists(atPath: Self.directory.appendingPathComponent("README.md").path))
    }

    @Test("Each kept input is read without trapping", arguments: Self.inputs)
    func keptInput(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        RobustnessTests.exercise(bytes)
    }
}
