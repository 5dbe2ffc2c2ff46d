import Foundation
import ArgumentParser

/// Runs one parsed command line of `Command` with `body`, and returns the exit code. Every failure
/// is one line on standard error, never a stack trace: a ``CLIError`` with its own code, or the
/// argument parser's first line with a list it announces ("one of the following:") joined onto it
/// and exit 64; `--help` and `--version` print their full text on standard output and exit 0.
package func runCommandLine<Command: ParsableCommand>(_ type: Command.Type, _ body: () throws -> Void) -> Int32 {
    do {
        try body()
        return 0
    } catch let error as CLIError {
        if !error.message.isEmpty { Out.error("typography: \(error.message)") }
        return error.code.rawValue
    } catch {
        let code = Command.exitCode(for: error)
        if code == .success {
            Out.line(Command.fullMessage(for: error))
            return 0
        }
        var lines = Command.message(for: error).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // A value quoted with a line break in it ("The value 'a⏎b' is invalid…") stays whole:
        // lines are joined while a quote is open.
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
