import ArgumentParser
import Foundation

/// `typography-lint`, the source lint as its own executable: `typography lint ARGS…` runs it, as
/// git and cargo run their subcommands, so that the `typography` tool never builds swift-syntax.
@main
enum Main {
    /// The release, the same as `typography --version` prints (CHANGELOG.md).
    static let version = "0.4.3"

    static func main() {
        // A write past RLIMIT_FSIZE is then an error like a full disk, not a SIGXFSZ kill.
        signal(SIGXFSZ, SIG_IGN)
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs one command line; returns the exit code. Every failure is one line on
    /// standard error.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try LintCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as CLIError {
            if !error.message.isEmpty { Out.error("typography: \(error.message)") }
            return error.code.rawValue
        } catch {
            let code = LintCommand.exitCode(for: error)
            if code == .success {
                Out.line(LintCommand.fullMessage(for: error))
                return 0
            }
            var lines = LintCommand.message(for: error).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            while lines.count > 1, lines[0].filter({ $0 == "'" }).count % 2 == 1, !lines[1].hasPrefix("- ") {
                lines[0] += "\u{A}" + lines.remove(at: 1)
            }
            var message = lines.first ?? "error"
            if message.hasSuffix(":"), lines.count > 1 {
                message += " " + lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
                    .joined(separator: ", ")
            }
            Out.error("typography: \(message)")
            return code == .validationFailure ? SysExit.usage.rawValue : code.rawValue
        }
    }
}
