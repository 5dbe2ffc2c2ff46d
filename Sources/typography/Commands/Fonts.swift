import ArgumentParser

/// `typography fonts`: font files and, later, the installed fonts.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Inspect font files (and, later, manage the installed fonts).",
        subcommands: [FontsInfo.self])
}
