import Foundation
import TypeSystem

/// What a user sets once for both tools, `typography` and `typography-lint`: the platform every
/// type-system command and the lint use when `--platform` is not given.
///
/// Precedence, first found wins:
/// 1. the environment variable `TYPOGRAPHY_PLATFORM`;
/// 2. the `platform` key of the config file, `$XDG_CONFIG_HOME/typography/config` (or
///    `~/.config/typography/config`): lines of `key = value`, `#` starts a comment;
/// 3. iOS.
///
/// A bad value is a usage error that names where it came from, never a silent fallback.
package enum Defaults {
    /// Where the default platform came from, for `--help` and error messages.
    package static let platformVariable = "TYPOGRAPHY_PLATFORM"

    /// The user's default platform, read once per process.
    package static let userPlatform: Result<Platform, Error> = Result { try platform() }

    /// The user's default platform, read from `environment` and the config file.
    package static func platform(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Platform {
        if let value = environment[platformVariable], !value.isEmpty {
            do { return try Platform(name: value) } catch let e as TypeSystemError {
                throw CLIError.usage("\(platformVariable): \(e.description)")
            }
        }
        let path = configPath(environment: environment)
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0] == "platform" else { continue }
                do { return try Platform(name: parts[1]) } catch let e as TypeSystemError {
                    throw CLIError.usage("\(path):\(number + 1): \(e.description)")
                }
            }
        }
        return .iOS
    }

    /// The config file's path: `$XDG_CONFIG_HOME/typography/config`, else `~/.config/…`.
    package static func configPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/typography/config" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/typography/config"
    }
}

/// `--platform`'s parser: a platform's name (`ios`, `macOS`, `watchos`…).
package func parsePlatform(_ text: String) throws -> Platform { try Platform(name: text) }
