import ArgumentParser
import CLISupport
import TypeSystem

/// `typography completions bash|zsh|fish`: the shell completion script, generated from the
/// command definitions, on standard output.
struct Completions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print the completion script for bash, zsh or fish.",
        discussion: """
            bash: typography completions bash > ~/.local/share/bash-completion/completions/typography
            zsh:  typography completions zsh > ~/.zfunc/_typography   (with fpath+=~/.zfunc before compinit)
            fish: typography completions fish > ~/.config/fish/completions/typography.fish
            """)

    @Argument(help: ArgumentHelp("The shell: bash, zsh or fish.", valueName: "shell")) var shell: String

    func run() throws {
        let accepted = CompletionShell.allCases.map(\.rawValue)
        guard let kind = CompletionShell(rawValue: shell.lowercased()) else {
            let hint = TypeSystemError.closestName(to: shell, among: accepted).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.usage("unknown shell '\(shell)'; \(hint)accepted: \(accepted.joined(separator: ", "))")
        }
        Out.line(Typography.completionScript(for: kind))
    }
}
