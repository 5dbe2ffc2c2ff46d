import ArgumentParser
import CLISupport
import Foundation

/// The `typography` command-line tool. Each subcommand parses its arguments, makes one library
/// call, and prints readable text or, with `--json`, JSON (field names documented in the README).
struct Typography: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typography",
        abstract: "Apple's UI typography system: text styles, Dynamic Type, tracking, fonts.",
        version: Typography.version,
        subcommands: Typography.allSubcommands
    )

    /// The release, as `--version` prints it (CHANGELOG.md lists each release's changes).
    static let version = "0.4.3"

    /// Every subcommand group, in the order `--help` lists them.
    static let allSubcommands: [ParsableCommand.Type] = [
        Table.self, Resolve.self, TrackingCommand.self, Scale.self, ConvertScale.self, ExportCommand.self, EnvironmentCommand.self, LintForward.self, Fonts.self,
        LayoutMeasure.self, LayoutFit.self, LayoutRender.self, SpecimenCommand.self, PlotCommand.self, RTF.self, Completions.self,
    ]
}

@main
enum Main {
    /// Synchronous: a command line that runs no async command never starts the concurrency
    /// runtime's threads (an async `main` runs on a worker thread that it has to start first).
    static func main() {
        // A write past RLIMIT_FSIZE (a quota, `ulimit -f`) is then an error like a full disk
        // (EFBIG), reported with the path, instead of SIGXFSZ killing the process half-way.
        signal(SIGXFSZ, SIG_IGN)
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs one command line; returns the exit code. Every failure is reported as one
    /// line on standard error: never a stack trace.
    static func run(_ arguments: [String]) -> Int32 {
        runCommandLine(Typography.self) {
            // `typography lint ARGS…` is the lint's own executable, given every argument as it is
            // (its --help included), before this tool parses anything.
            if arguments.first == "lint" { try LintForward.exec(Array(arguments.dropFirst())) }
            var command = try Typography.parseAsRoot(arguments)
            // The one async command, by its concrete type: a cast to the protocol
            // `AsyncParsableCommand` would scan every protocol conformance in the executable.
            if let request = command as? FontsRequest {
                try runAsync { try await request.run() }
            } else {
                try command.run()
            }
        }
    }

    /// Runs `body` in a task and blocks this (main) thread until it ends.
    static func runAsync(_ body: @escaping @Sendable () async throws -> Void) throws {
        final class Outcome: @unchecked Sendable {
            // @unchecked: written once by the task before `done` is signalled, read after.
            var error: Error?
            let done = DispatchSemaphore(value: 0)
        }
        let outcome = Outcome()
        Task.detached {
            do { try await body() } catch { outcome.error = error }
            outcome.done.signal()
        }
        outcome.done.wait()
        if let error = outcome.error { throw error }
    }
}
