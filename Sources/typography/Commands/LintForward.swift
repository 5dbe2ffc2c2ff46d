import ArgumentParser
import CLISupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `typography lint ARGS…`: runs `typography-lint ARGS…`, the source lint's own executable, as git
/// and cargo run their subcommands. The lint is a separate product so that building `typography`
/// never builds swift-syntax. The executable beside the running `typography` wins, then the
/// first on `PATH`; the process is replaced (exec), so standard input, output, error and the exit
/// status are the lint's own.
struct LintForward: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check source code (Swift, CSS/SCSS, Android XML, Kotlin, Dart) against the HIG's legibility rules: runs typography-lint (see typography lint --help).",
        discussion: """
        The lint is its own executable, typography-lint (the product of the same name: \
        `swift build -c release --product typography-lint`, or `make install`). `typography lint \
        ARGS…` runs it with the same arguments: the one beside typography first, then the first \
        on PATH. Exit 69 when it is not installed.
        """)

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Arguments for typography-lint.", valueName: "argument"))
    var arguments: [String] = []

    func run() throws {
        try LintForward.exec(arguments)
    }

    /// The name of the lint's executable.
    static let executableName = "typography-lint"

    /// Where `typography-lint` is: beside the running executable (its real path, then the path it
    /// was started by), then the first executable of that name on `PATH`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var dirs: [String] = []
        if let exe = Bundle.main.executablePath {
            let resolved = URL(fileURLWithPath: exe).resolvingSymlinksInPath().deletingLastPathComponent().path
            dirs.append(resolved)
            dirs.append(URL(fileURLWithPath: exe).deletingLastPathComponent().path)
        }
        if let argv0 = CommandLine.arguments.first, argv0.contains("/") {
            dirs.append(URL(fileURLWithPath: argv0).deletingLastPathComponent().path)
        }
        for dir in dirs {
            let candidate = dir + "/" + executableName
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        for dir in (environment["PATH"] ?? "").split(separator: ":") where !dir.isEmpty {
            let candidate = dir + "/" + executableName
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Replaces this process with `typography-lint arguments…`; returns only by throwing.
    static func exec(_ arguments: [String]) throws -> Never {
        guard let path = locate() else {
            throw CLIError.unavailable("lint: \(executableName) is not installed beside typography or on PATH; build it with `swift build -c release --product \(executableName)` (or `make install`)")
        }
        let argv = [executableName] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) }
        cArgs.append(nil)
        execv(path, cArgs)
        let reason = String(cString: strerror(errno))
        for p in cArgs { free(p) }
        throw CLIError.unavailable("lint: cannot run \(path): \(reason)")
    }
}
