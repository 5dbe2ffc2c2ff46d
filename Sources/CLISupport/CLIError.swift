import ArgumentParser

/// The sysexits(3) codes `typography` and `typography-lint` exit with (docs/cli-conventions.md).
package enum SysExit: Int32 {
    case ok = 0
    /// Findings were reported (lint).
    case findings = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case unavailable = 69
    case software = 70
    case cantCreate = 73
    case ioError = 74
    case tempFail = 75
    case noPermission = 77
    /// Cancelled by the user (the font picker's Esc or Ctrl-C): 128 + SIGINT, as shells report it.
    case interrupted = 130
}

/// An error the tool reports as one line on standard error, then exits with `code`.
package struct CLIError: Error, CustomStringConvertible {
    package let code: SysExit
    package let message: String

    package var description: String { message }

    /// An error that exits with `code` after printing `message` (nothing when it is empty).
    package init(code: SysExit, message: String) {
        self.code = code
        self.message = message
    }

    package static func usage(_ message: String) -> CLIError { CLIError(code: .usage, message: message) }
    package static func dataError(_ message: String) -> CLIError { CLIError(code: .dataError, message: message) }
    package static func noInput(_ message: String) -> CLIError { CLIError(code: .noInput, message: message) }
    package static func cantCreate(_ message: String) -> CLIError { CLIError(code: .cantCreate, message: message) }
    package static func software(_ message: String) -> CLIError { CLIError(code: .software, message: message) }
    package static func unavailable(_ message: String) -> CLIError { CLIError(code: .unavailable, message: message) }
    /// Not an error: the command ran and reports findings (exit 1).
    package static func findings(_ message: String) -> CLIError { CLIError(code: .findings, message: message) }
}
