import CDesktopLoader
import Foundation
import SafeFile
import TypeSystem

/// The sources of ``DesktopTextSize``, read in their order of precedence.
struct DesktopReaders: Sendable {
    let environment: [String: String]

    static let overrideVariable = "TYPOGRAPHY_TEXT_SIZE"
    static let portalVariable = "TYPOGRAPHY_USE_PORTAL"
    static let gsettingsKey = "org.gnome.desktop.interface text-scaling-factor"
    /// How long a portal call may take before the portal counts as absent.
    static let portalTimeoutMilliseconds: Int32 = 500

    /// A source's answer: nothing, a usable setting, or a value that is not one (with the reason).
    enum Answer {
        case absent
        case found(DesktopTextSize.Setting, detail: String)
        case bad(String)
    }

    /// Whether the portal is asked: in a Flatpak sandbox, or when the environment asks.
    var usesPortal: Bool {
        environment[Self.portalVariable] == "1" || FileManager.default.fileExists(atPath: "/.flatpak-info")
    }

    func read() -> DesktopTextSize {
        let sources: [(DesktopTextSize.Source, () -> Answer)] = [
            (.environment, readEnvironment),
            (.portal, { usesPortal ? readPortal() : .absent }),
            (.gsettings, readGSettings),
            (.kde, readKDE),
            (.xresources, readXResources),
        ]
        for (source, read) in sources {
            switch read() {
            case .absent: continue
            case .found(let setting, let detail):
                return DesktopTextSize(setting: setting, source: source, detail: detail)
            case .bad(let reason):
                return DesktopTextSize(setting: nil, source: .none, detail: "no usable setting: Large",
                                       warning: "\(reason); using Large")
            }
        }
        return DesktopTextSize(setting: nil, source: .none, detail: "no desktop text-size setting: Large")
    }

    /// A text scale from a source, checked against the range.
    static func scale(_ value: Double, _ what: String) -> Answer {
        guard value.isFinite, DesktopTextSize.textScaleRange.contains(value) else {
            return .bad("\(what) = \(format(value)) is outside the text scales 0.5–3.0")
        }
        return .found(.textScale(value), detail: "\(what) = \(format(value))")
    }

    /// A DPI from a source, as a text scale (DPI ÷ 96), checked against the range.
    static func dpi(_ text: String, _ what: String) -> Answer {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite else {
            return .bad("\(what) = \(quoted(trimmed)) is not a number")
        }
        let scale = value / DesktopTextSize.referenceDPI
        guard DesktopTextSize.textScaleRange.contains(scale) else {
            return .bad("\(what) = \(format(value)) is outside 48–288 DPI (text scales 0.5–3.0)")
        }
        return .found(.textScale(scale), detail: "\(what) = \(format(value)) (text scale \(format(scale)))")
    }

    func readEnvironment() -> Answer {
        guard let raw = environment[Self.overrideVariable] else { return .absent }
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return .absent }
        if let value = Double(text) { return Self.scale(value, Self.overrideVariable) }
        if let category = try? DynamicTypeSize(name: text) {
            return .found(.category(category), detail: "\(Self.overrideVariable) = \(category.rawValue)")
        }
        return .bad("\(Self.overrideVariable) = \(Self.quoted(text)) is neither a size category nor a text scale")
    }

    func readPortal() -> Answer {
        var value = 0.0
        var error = [CChar](repeating: 0, count: 256)
        switch typography_portal_text_scaling(&value, Self.portalTimeoutMilliseconds, &error, error.count) {
        case TYPOGRAPHY_DESKTOP_FOUND: return Self.scale(value, "portal \(Self.gsettingsKey)")
        case TYPOGRAPHY_DESKTOP_BAD: return .bad("portal \(Self.gsettingsKey): \(Self.text(error))")
        default: return .absent
        }
    }

    func readGSettings() -> Answer {
        // GIO and dconf open their files blocking: a FIFO there would hang every command, and a
        // device such as /dev/zero would be read forever. Such a file is reported, never handed on.
        if let path = gsettingsSpecialFile {
            return .bad("GSettings \(Self.gsettingsKey): \(path): not a regular file; GSettings not read")
        }
        // Loading GIO costs every command about 2.4 ms (measure: 11.0 → 8.6 ms warm); it is not
        // loaded when dconf can hold no value for the key.
        if dconfHoldsNothing { return .absent }
        var value = 0.0
        var error = [CChar](repeating: 0, count: 256)
        switch typography_gsettings_text_scaling(&value, &error, error.count) {
        case TYPOGRAPHY_DESKTOP_FOUND: return Self.scale(value, "GSettings \(Self.gsettingsKey)")
        case TYPOGRAPHY_DESKTOP_BAD: return .bad("GSettings \(Self.gsettingsKey): \(Self.text(error))")
        default: return .absent
        }
    }

    /// Whether GSettings, with its usual dconf backend, can hold no user or administrator value:
    /// the dconf profile lists user databases only (no profile file means `user-db:user`), and none
    /// of them exists yet (dconf writes the file when a first value is set). Any other backend, a
    /// profile given by name, or system databases: false, and GSettings itself is asked.
    var dconfHoldsNothing: Bool {
        if let backend = environment["GSETTINGS_BACKEND"], backend != "dconf" { return false }
        let text: String?
        if let profile = environment["DCONF_PROFILE"] {
            guard profile.hasPrefix("/") else { return false }
            guard let t = try? InputFile.read(profile, limit: 1 << 20) else { return false }
            text = String(decoding: t, as: UTF8.self)
        } else {
            let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
                .split(separator: ":").map { String($0) + "/dconf/profile/user" }
            let candidates = ["/etc/dconf/profile/user"] + dataDirs
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                return noUserDatabase(["user"])
            }
            guard let t = try? InputFile.read(found, limit: 1 << 20) else { return false }
            text = String(decoding: t, as: UTF8.self)
        }
        var names: [String] = []
        for raw in (text ?? "").split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard line.hasPrefix("user-db:") else { return false }
            names.append(String(line.dropFirst("user-db:".count)))
        }
        return noUserDatabase(names)
    }

    /// Whether none of the dconf user databases `names` exists.
    private func noUserDatabase(_ names: [String]) -> Bool {
        names.allSatisfy { !FileManager.default.fileExists(atPath: userConfig + "/dconf/" + $0) }
    }

    /// The user's configuration folder, as GLib finds it.
    private var userConfig: String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        return environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
    }

    /// A file GSettings would open that is a FIFO, socket or device, or nil: the keyfile
    /// backend's file, and dconf's profile and the user databases it names (`user` without one),
    /// which are read whatever the backend (dconf is asked directly for a value GSettings hides).
    var gsettingsSpecialFile: String? {
        func special(_ path: String) -> Bool {
            var st = stat()
            guard stat(path, &st) == 0 else { return false }
            let type = st.st_mode & S_IFMT
            return type == S_IFIFO || type == S_IFSOCK || type == S_IFCHR || type == S_IFBLK
        }
        let backend = environment["GSETTINGS_BACKEND"] ?? "dconf"
        if backend == "keyfile" {
            let keyfile = userConfig + "/glib-2.0/settings/keyfile"
            if special(keyfile) { return keyfile }
        }
        let dataDirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        let profiles: [String]
        if let profile = environment["DCONF_PROFILE"] {
            profiles = profile.hasPrefix("/") ? [profile] : ["/etc/dconf/profile/" + profile] + dataDirs.map { $0 + "/dconf/profile/" + profile }
        } else {
            profiles = ["/etc/dconf/profile/user"] + dataDirs.map { $0 + "/dconf/profile/user" }
        }
        var names = ["user"]
        if let profile = profiles.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            if special(profile) { return profile }
            let text = (try? InputFile.read(profile, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            names = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("user-db:") }.map { String($0.dropFirst("user-db:".count)) }
        }
        return names.map { userConfig + "/dconf/" + $0 }.first(where: special)
    }

    /// KDE Plasma's `kcmfonts`, `[General]` `forceFontDPI` (X11) or `forceFontDPIWayland`.
    func readKDE() -> Answer {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        let path = base + "/kcmfonts"
        // A settings file is small; anything larger than 1 MiB is not one. Read without blocking:
        // a FIFO or a device there is no settings file either.
        guard let data = try? InputFile.read(path, limit: 1 << 20) else { return .absent }
        let text = String(decoding: data, as: UTF8.self)
        let key = environment["XDG_SESSION_TYPE"] == "wayland" ? "forceFontDPIWayland" : "forceFontDPI"
        var group = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { group = line; continue }
            guard group == "[General]", let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: .whitespaces) == key else { continue }
            let value = String(line[line.index(after: equals)...])
            if Double(value.trimmingCharacters(in: .whitespaces)) == 0 { return .absent }  // "not forced"
            return Self.dpi(value, "\(path) [General] \(key)")
        }
        return .absent
    }

    /// `Xft.dpi` in the X display's resource database.
    func readXResources() -> Answer {
        guard environment["DISPLAY"].map({ !$0.isEmpty }) == true,
              let pointer = typography_x_resources() else { return .absent }
        defer { free(pointer) }
        for line in String(cString: pointer).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Self.dpi(String(line[line.index(after: colon)...]), "X resource Xft.dpi")
        }
        return .absent
    }

    /// A C buffer's text up to its first NUL.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A number as people write it: 1.25, 120.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.4g", value)
    }

    /// A value from a file or the environment, quoted with control characters escaped, cut at 40 characters.
    static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(40) {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                out += String(format: "\\u{%X}", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return "'" + out + (text.unicodeScalars.count > 40 ? "…" : "") + "'"
    }
}

extension DesktopTextSize {
    /// A running observation of the desktop's text size (see ``DesktopTextSize/observe(environment:pollInterval:includingCurrent:_:)``).
    public final class Observation: @unchecked Sendable {
        private let lock = NSLock()
        private var watcher: UnsafeMutableRawPointer?
        private var last: DesktopTextSize?
        private let readers: DesktopReaders
        private let handler: @Sendable (DesktopTextSize) -> Void

        init(readers: DesktopReaders, pollInterval: Duration, includingCurrent: Bool,
             handler: @escaping @Sendable (DesktopTextSize) -> Void) {
            self.readers = readers
            self.handler = handler
            let first = readers.read()
            last = first
            if includingCurrent { handler(first) }
            let (seconds, attoseconds) = pollInterval.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            // The watcher holds an unretained pointer; `cancel()` stops it before `self` goes away.
            let context = Unmanaged.passUnretained(self)
            watcher = typography_desktop_watch_start({ pointer in
                guard let pointer else { return }
                Unmanaged<Observation>.fromOpaque(pointer).takeUnretainedValue().check()
            }, context.toOpaque(), readers.usesPortal ? 1 : 0, max(milliseconds, 0))
        }

        /// Reads the sources again and calls the handler if the reading changed.
        private func check() {
            let now = readers.read()
            lock.lock()
            let changed = now != last
            if changed { last = now }
            lock.unlock()
            if changed { handler(now) }
        }

        /// Stops observing; the handler is not called after this returns.
        public func cancel() {
            lock.lock()
            let running = watcher
            watcher = nil
            lock.unlock()
            if let running { typography_desktop_watch_stop(running) }
        }

        deinit { cancel() }
    }
}
