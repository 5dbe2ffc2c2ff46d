import ArgumentParser
import DesktopSettings
import Foundation
import TypeSystem

/// The tool's defaults that a user sets once: the platform that every type-system command uses
/// when `--platform` is not given.
///
/// Precedence, first found wins:
/// 1. the environment variable `TYPOGRAPHY_PLATFORM`;
/// 2. the `platform` key of the config file, `$XDG_CONFIG_HOME/typography/config` (or
///    `~/.config/typography/config`): lines of `key = value`, `#` starts a comment;
/// 3. iOS.
///
/// A bad value is a usage error that names where it came from, never a silent fallback.
enum Defaults {
    /// Where the default platform came from, for `--help` and error messages.
    static let platformVariable = "TYPOGRAPHY_PLATFORM"

    /// The user's default platform, read once per process.
    static let userPlatform: Result<Platform, Error> = Result { try platform() }

    static func platform(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Platform {
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

    /// The platform a command uses: `given` (`--platform`), else the user's default (checked
    /// earlier by ``validateUserPlatform(given:)``), else iOS.
    static func platform(given: Platform?) -> Platform { given ?? ((try? userPlatform.get()) ?? .iOS) }

    /// For a command's `validate()`: when `--platform` is not given, the user's default must be a
    /// platform (a usage error naming where it came from; thrown as ValidationError, exit 64).
    static func validateUserPlatform(given: Platform?) throws {
        guard given == nil else { return }
        do { _ = try userPlatform.get() } catch let e as CLIError { throw ValidationError(e.message) }
    }

    /// The desktop's text size (DesktopSettings), read once per process, and only by a command
    /// that needs a size category it was not given. A warning (an unusable setting) is printed once.
    static let desktopTextSize: DesktopTextSize = {
        let reading = DesktopTextSize.current()
        if let warning = reading.warning { Out.error("typography: warning: \(warning)") }
        return reading
    }()

    /// The size category a command uses when `--category` is not given: the desktop's, when the
    /// desktop has a setting and the platform has Dynamic Type; nil otherwise (the platform's own
    /// default: Large, or the Apple Watch case's with `--watch-case`, which wins).
    static func desktopCategory(_ platform: Platform, watchCase: Int?) -> DynamicTypeSize? {
        guard watchCase == nil, platform.supportsDynamicType else { return nil }
        let reading = desktopTextSize
        return reading.setting == nil ? nil : reading.category(for: platform)
    }

    /// The config file's path: `$XDG_CONFIG_HOME/typography/config`, else `~/.config/…`.
    static func configPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/typography/config" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/typography/config"
    }
}
