import ArgumentParser
import CLISupport
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
        runCommandLine(LintCommand.self) {
            var command = try LintCommand.parseAsRoot(arguments)
            try command.run()
        }
    }
}
