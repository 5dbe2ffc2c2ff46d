import Foundation
import PackagePlugin

/// The source lint in the build of each target that names this plugin: typography-lint reads the
/// target's folder (with its `.typography` configuration, if any) and prints each finding as `file:line:column: warning: message [rule]`,
/// the compiler's own form, so the build shows them as warnings. Warnings never fail the build;
/// a rule set to `error` in the config does. The command writes a Swift file holding one comment
/// (the target compiles it), so that the build runs it again only when a source file changes.
@main
struct TypographyLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SourceModuleTarget else { return [] }
        let files = source.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let tool = try context.tool(named: "TypographyLintCLI")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("TypographyLint.swift")
        return [.buildCommand(
            displayName: "typography-lint \(target.name)",
            executable: tool.url,
            arguments: ["--build-tool-output", output.path(percentEncoded: false), source.directory.string],
            inputFiles: files,
            outputFiles: [output])]
    }
}
