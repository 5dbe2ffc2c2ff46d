import ArgumentParser
import CLISupport
import DesktopSettings
import Foundation
import TypeSystem

/// `typography environment`: the desktop's text size as a Dynamic Type category, and where it came
/// from (DesktopSettings' `DesktopTextSize`); `--watch` prints each change.
struct EnvironmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "environment",
        abstract: "Show the desktop's text size as a Dynamic Type category, and where it came from.",
        discussion: """
            Sources, first found wins: $TYPOGRAPHY_TEXT_SIZE (a category or a text scale), the XDG \
            desktop portal (sandboxed, or TYPOGRAPHY_USE_PORTAL=1), GSettings \
            org.gnome.desktop.interface text-scaling-factor, KDE's font DPI (kcmfonts), the X \
            resource Xft.dpi; else Large. Every command's --category defaults to this category. \
            See docs/desktop-text-size.md.
            """)

    @Option(name: [.customShort("p"), .customLong("platform")], help: platformHelp, transform: parsePlatform)
    var platformOption: Platform?
    @Flag(help: "Keep running and print a line each time the setting changes.") var watch = false
    @Option(help: "With --watch: stop after this many seconds (exit 0).") var timeout: Double?
    @Flag(name: [.short, .long], help: "Print JSON (one object per line with --watch).") var json = false

    struct Output: Encodable {
        let platform: String
        let category: String?
        let textScale: Double?
        let source: String
        let detail: String
        let warning: String?
    }

    func validate() throws {
        if let timeout {
            guard watch else { throw ValidationError("--timeout applies to --watch") }
            guard timeout.isFinite, timeout >= 0, timeout <= maximumWait else {
                throw ValidationError("invalid timeout \(timeout): a number of seconds, at most \(Int(maximumWait)) (a year)")
            }
        }
        try Defaults.validateUserPlatform(given: platformOption)
    }

    func run() throws {
        let platform = Defaults.platform(given: platformOption)
        if !watch {
            try show(DesktopTextSize.current(), platform: platform, pretty: true)
            return
        }
        // Each reading on its own line as it comes; the first is the current one.
        let observation = DesktopTextSize.observe(includingCurrent: true) { reading in
            try? show(reading, platform: platform, pretty: false)
        }
        withExtendedLifetime(observation) {
            if let timeout {
                Thread.sleep(forTimeInterval: timeout)
            } else {
                while true { pause() }
            }
        }
        observation.cancel()
    }

    private func show(_ reading: DesktopTextSize, platform: Platform, pretty: Bool) throws {
        if let warning = reading.warning { Out.error("typography: warning: \(warning)") }
        let out = Output(platform: platform.rawValue, category: reading.category(for: platform)?.rawValue,
                         textScale: reading.textScale, source: reading.source.rawValue,
                         detail: reading.detail, warning: reading.warning)
        if json {
            try Out.json(out, pretty: pretty && !watch)
        } else if watch {
            Out.line("\(out.category ?? "none")\t\(out.textScale.map { formatNumber($0, maxFractionDigits: 4) } ?? "-")\t\(out.source)\t\(Out.oneLine(out.detail))")
        } else {
            Out.record("category:   \(out.category ?? "none (\(platform.displayName) has no Dynamic Type)")")
            Out.record("text scale: \(out.textScale.map { formatNumber($0, maxFractionDigits: 4) } ?? "-")")
            Out.record("source:     \(out.source): \(out.detail)")
        }
    }
}
