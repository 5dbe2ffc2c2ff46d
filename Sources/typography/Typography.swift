import ArgumentParser
import Foundation

/// The `typography` command-line tool. Each subcommand parses its arguments, makes one library
/// call, and prints readable text or, with `--json`, JSON (field names documented in the README).
struct Typography: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typography",
        abstract: "Apple's UI typography system: text styles, Dynamic Type, tracking, fonts.",
        subcommands: Typography.allSubcommands
    )

    /// Every subcommand group, in the order `--help` lists them.
    static let allSubcommands: [ParsableCommand.Type] = [
        Table.self, Resolve.self, TrackingCommand.self, Scale.self, LintCommand.self, Fonts.self,
        LayoutMeasure.self, LayoutFit.self, LayoutRender.self, SpecimenCommand.self, PlotCommand.self, RTF.self,
    ]
}

@main
enum Main {
    static func main() async {
        let code = await run(Array(CommandLine.arguments.dropFirst()))
        exit(code)
    }

    /// Parses and runs one command line; returns the exit code. Every failure is reported as one
    /// line on standard error: never a stack trace.
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            var command = try Typography.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch let error as CLIError {
            if !error.message.isEmpty { Out.error("typography: \(error.message)") }
            return error.code.rawValue
        } catch {
            let code = Typography.exitCode(for: error)
            if code == .success {
                // --help, --version: the full text, on standard output.
                Out.line(Typography.fullMessage(for: error))
                return 0
            }
            let message = Typography.message(for: error)
                .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
                ?? "error"
            Out.error("typography: \(message)")
            return code == .validationFailure ? SysExit.usage.rawValue : code.rawValue
        }
    }
}
