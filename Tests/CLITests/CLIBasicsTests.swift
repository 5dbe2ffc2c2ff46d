import Foundation
import Testing

@Suite("CLI basics")
struct CLIBasicsTests {
    @Test func unknownSubcommandIsAOneLineUsageError() throws {
        let r = try runCLI(["no-such-command"])
        #expect(r.code == 64)
        #expect(r.stderr.hasPrefix("typography: "))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test func helpExitsZeroOnStandardOutput() throws {
        let r = try runCLI(["--help"])
        #expect(r.code == 0)
        #expect(r.stdout.contains("USAGE: typography"))
    }
}
