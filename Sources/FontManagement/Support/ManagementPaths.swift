import Foundation

/// Where font management keeps its files. All under the user's data directory, so that
/// fontconfig's standard configuration (`<dir prefix="xdg">fonts</dir>`) finds the enabled fonts:
///
/// | what | where |
/// |---|---|
/// | enabled user-scope fonts | `$XDG_DATA_HOME/fonts/typography/<provider>/` (fontconfig, `fc-list`, GTK… see them) |
/// | disabled user-scope fonts | `$XDG_DATA_HOME/typography/disabled-fonts/<provider>/` (outside every fontconfig directory) |
/// | the registry | `$XDG_DATA_HOME/typography/font-registry.sqlite` (SQLite, WAL) |
///
/// `$XDG_DATA_HOME` is `~/.local/share` when unset or relative. On macOS the enabled fonts go to
/// `~/Library/Fonts/typography/<provider>/` and the rest to `~/Library/Application Support/typography/`.
public struct ManagementPaths: Sendable, Hashable {
    /// The folder of enabled fonts; one folder per provider under it.
    public var fontsRoot: String
    /// The folder of disabled fonts; one folder per provider under it.
    public var disabledRoot: String
    /// The registry database.
    public var registryPath: String

    /// Paths with enabled fonts under `fontsRoot`, disabled ones under `disabledRoot`, and the registry at `registryPath`.
    public init(fontsRoot: String, disabledRoot: String, registryPath: String) {
        self.fontsRoot = fontsRoot
        self.disabledRoot = disabledRoot
        self.registryPath = registryPath
    }

    /// The standard paths for the environment's HOME and XDG variables.
    public static func standard(environment env: [String: String] = ProcessInfo.processInfo.environment) -> ManagementPaths {
        let home = env["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
        let support = home + "/Library/Application Support/typography"
        return ManagementPaths(fontsRoot: home + "/Library/Fonts/typography", disabledRoot: support + "/disabled-fonts",
                               registryPath: support + "/font-registry.sqlite")
        #else
        var data = home + "/.local/share"
        if let v = env["XDG_DATA_HOME"], v.hasPrefix("/") { data = v }
        data = normalize(data)
        return ManagementPaths(fontsRoot: data + "/fonts/typography", disabledRoot: data + "/typography/disabled-fonts",
                               registryPath: data + "/typography/font-registry.sqlite")
        #endif
    }

    /// The folder of `provider`'s enabled or disabled fonts.
    public func folder(of provider: ProviderID, enabled: Bool) -> String {
        (enabled ? fontsRoot : disabledRoot) + "/" + provider.rawValue
    }

    /// Whether `path` is inside the managed folders (enabled or disabled).
    public func isManaged(_ path: String) -> Bool {
        path.hasPrefix(fontsRoot + "/") || path.hasPrefix(disabledRoot + "/")
    }

    /// Repeated and trailing slashes and `.` components removed.
    static func normalize(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
