import ArgumentParser

/// `typography fonts`: font files and the installed fonts.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Inspect font files; scan, list, match and resolve the installed fonts.",
        subcommands: [FontsInfo.self, FontsScan.self, FontsList.self, FontsMatch.self, FontsResolve.self])
}
