import Foundation
import TypeSystem

/// The Linux desktop's text size, as a Dynamic Type category: what the user chose in their
/// desktop's settings, read the way the desktop's own toolkits read it.
///
/// Sources, first found wins (docs/desktop-text-size.md gives each source's reference):
/// 1. `TYPOGRAPHY_TEXT_SIZE` in the environment: a category name (`large`, `xxxLarge`, `AX2`)
///    or a text scale (`1.25`), for scripts and tests.
/// 2. The XDG desktop portal's Settings interface, `org.gnome.desktop.interface`
///    `text-scaling-factor`, when the process is sandboxed (`/.flatpak-info` exists) or
///    `TYPOGRAPHY_USE_PORTAL=1` asks for it.
/// 3. GSettings, `org.gnome.desktop.interface text-scaling-factor` (GNOME, GTK; the dconf
///    backend), when the user (or an administrator, in a system dconf database) has set it: the
///    schema's default does not hide the sources below.
/// 4. KDE Plasma's font DPI: `forceFontDPI` (`forceFontDPIWayland` under Wayland) in the
///    `[General]` group of `$XDG_CONFIG_HOME/kcmfonts`; text scale = DPI ÷ 96. 0 means "not forced".
/// 5. The X resource `Xft.dpi` of the display's resource database (`xrdb -query`); DPI ÷ 96.
/// 6. Nothing: Large.
///
/// A text scale becomes a category by ``TypeSystem/DynamicTypeSize/nearest(toTextScale:on:)``, the rule
/// `typography convert-scale` uses: the category whose published Body size is nearest to Large's
/// Body size × scale. Text scales must lie in 0.5–3.0 (GNOME's own range for the factor); a source
/// that holds anything else — out of range, not a number, of another type — gives Large with a
/// one-line ``warning``, and the sources after it are not consulted.
public struct DesktopTextSize: Sendable, Hashable, CustomStringConvertible {
    /// What the user's setting says.
    public enum Setting: Sendable, Hashable {
        /// A text scale: body text size over the default's (1 is the default).
        case textScale(Double)
        /// A size category named outright (only the environment override can do that).
        case category(DynamicTypeSize)
    }

    /// Where a setting came from.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// `TYPOGRAPHY_TEXT_SIZE`.
        case environment
        /// The XDG desktop portal's Settings interface.
        case portal
        /// GSettings' `org.gnome.desktop.interface text-scaling-factor`.
        case gsettings
        /// KDE Plasma's `kcmfonts` font DPI.
        case kde
        /// The X resource `Xft.dpi`.
        case xresources
        /// No source had a setting (or one was unusable): Large.
        case none
    }

    /// The setting, or nil when there is none (Large).
    public let setting: Setting?
    /// The source the setting came from (`.none` when there is no setting).
    public let source: Source
    /// Where exactly, with the raw value: "GSettings org.gnome.desktop.interface text-scaling-factor = 1.25".
    public let detail: String
    /// Why a source's value was not used, in one line, or nil.
    public let warning: String?

    /// A reading with a setting or none.
    public init(setting: Setting?, source: Source, detail: String, warning: String? = nil) {
        self.setting = setting
        self.source = source
        self.detail = detail
        self.warning = warning
    }

    /// The size category on a platform: the setting's, or Large without one. Nil for a platform
    /// without Dynamic Type (macOS, tvOS), whose sizes do not follow a category.
    public func category(for platform: Platform) -> DynamicTypeSize? {
        guard platform.supportsDynamicType else { return nil }
        switch setting {
        case .category(let category): return category
        case .textScale(let scale): return (try? DynamicTypeSize.nearest(toTextScale: scale, on: platform)) ?? .large
        case nil: return .large
        }
    }

    /// The text scale, when the setting is one.
    public var textScale: Double? {
        if case .textScale(let scale) = setting { return scale }
        return nil
    }

    public var description: String { detail }

    /// The text scales a setting may hold: GNOME's range for `text-scaling-factor`.
    public static let textScaleRange: ClosedRange<Double> = 0.5...3.0
    /// The DPI that is a text scale of 1 (X11's and KDE's reference).
    public static let referenceDPI = 96.0

    /// The desktop's text size now. Never blocks for longer than the portal's timeout (500 ms),
    /// and only when the portal is in use.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopTextSize {
        DesktopReaders(environment: environment).read()
    }

    /// The desktop's text size now, then each time it changes, until the consumer stops iterating.
    ///
    /// GSettings and portal changes arrive at once (their change signals); KDE's file and X
    /// resources, which have no signal here, are read again every `pollInterval`.
    public static func updates(environment: [String: String] = ProcessInfo.processInfo.environment,
                               pollInterval: Duration = .milliseconds(500)) -> AsyncStream<DesktopTextSize> {
        AsyncStream { continuation in
            let observation = observe(environment: environment, pollInterval: pollInterval, includingCurrent: true) {
                continuation.yield($0)
            }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }

    /// Calls `handler` on a background thread each time the desktop's text size changes (and once
    /// at once with the current value when `includingCurrent`). Keep the returned observation;
    /// changes stop when it is cancelled or released.
    public static func observe(environment: [String: String] = ProcessInfo.processInfo.environment,
                               pollInterval: Duration = .milliseconds(500),
                               includingCurrent: Bool = false,
                               _ handler: @escaping @Sendable (DesktopTextSize) -> Void) -> Observation {
        Observation(readers: DesktopReaders(environment: environment), pollInterval: pollInterval,
                    includingCurrent: includingCurrent, handler: handler)
    }
}
