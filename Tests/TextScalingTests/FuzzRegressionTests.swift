import Foundation
import Testing
@_spi(Fuzzing) @testable import TextScaling

/// Every input the fuzzer (`scripts/fuzz.sh SECONDS rtf`) ever crashed on, replayed through the same
/// invariants (`RTFDocument._checkInvariants`), plus every fixture.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let findings: [String] = {
        let dir = Fixture.directory.appendingPathComponent("fuzz")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "fuzz/" + $0 }
    }()

    static let malformed: [String] = {
        let dir = Fixture.directory.appendingPathComponent("malformed")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted().map { "malformed/" + $0 }
    }()

    @Test func thereAreFindingsToReplay() {
        #expect(!Self.findings.isEmpty)
    }

    @Test("fuzzer findings keep the invariants", arguments: findings)
    func finding(name: String) throws {
        #expect(RTFDocument._checkInvariants(try Fixture.bytes(name)) == nil)
    }

    @Test("fixtures keep the invariants", arguments: Fixture.wellFormed + malformed)
    func fixture(name: String) throws {
        #expect(RTFDocument._checkInvariants(try Fixture.bytes(name)) == nil)
    }
}
