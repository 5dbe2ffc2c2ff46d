import ArgumentParser
import CLISupport
import DesktopSettings
import Foundation
import TypeSystem

/// The tool's own defaults, beside the user's default platform (CLISupport's `Defaults`): the
/// platform a command uses and the desktop's text size.
extension Defaults {
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
}
