import ArgumentParser
import CLISupport

/// `typography fonts`: font files and the installed fonts.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Inspect font files; scan, list, match and resolve the installed fonts; install and manage fonts as a provider; request, watch and pick fonts as a consumer.",
        subcommands: [FontsInfo.self, FontsScan.self, FontsList.self, FontsMatch.self, FontsResolve.self,
                      FontsInstall.self, FontsUninstall.self, FontsEnable.self, FontsDisable.self, FontsRemoveProvider.self,
                      FontsProviders.self, FontsWatch.self, FontsRequest.self, FontsPick.self])
}
