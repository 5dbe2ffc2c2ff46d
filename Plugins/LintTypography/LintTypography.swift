import Foundation
import PackagePlugin

/// `swift package lint-typography [ARGS…]`: runs typography-lint over the package's source
/// targets (their folders), or over the paths given. Any other argument (`--format sarif`,
/// `--baseline FILE`, `--strict`…) goes to the lint as it is; the lint's exit status fails the
/// command when it reports findings.
@main
struct LintTypography: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "TypographyLintCLI")
        var args = arguments
        // Paths given (anything not an option, and not an option's value) win; else the
        // package's source targets.
        let valued: Set<String> = ["--format", "--platform", "-p", "--docs-url", "--baseline", "--write-baseline", "--exclude"]
        var hasPath = false
        var skip = false
        for a in arguments {
            if skip { skip = false; continue }
            if valued.contains(a) { skip = true; continue }
            if !a.hasPrefix("-") || a == "-" { hasPath = true }
        }
        if !hasPath {
            let dirs = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { $0.kind != .test }
                .map { $0.directory.string }
            guard !dirs.isEmpty else {
                Diagnostics.remark("lint-typography: the package has no source targets")
                return
            }
            args += dirs
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string)
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("lint-typography: typography-lint exited with status \(process.terminationStatus)")
            throw LintFailed(status: process.terminationStatus)
        }
    }

    struct LintFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "typography-lint exited with status \(status)" }
    }
}
