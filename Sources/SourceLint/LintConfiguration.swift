import TypeSystem

/// The source lint's settings, from the config file (`$XDG_CONFIG_HOME/typography/config`) and
/// a `.typography` file at the root of a folder that is linted, in the config file's syntax
/// (`key = value` lines, `#` starts a comment):
///
/// ```
/// platform = ios                          # the default platform (all commands)
/// lint.tightLeadingMultiline = off        # turn a rule off
/// lint.belowMinimumSize = error           # or change its level: note, warning, error
/// lint.platform[WatchApp/**] = watchos    # the platform of the files a glob matches
/// ```
///
/// Globs match paths relative to the linted folder: `*` and `?` within a name, `**` across
/// folders. A later line wins over an earlier one; the root's `.typography` over the user's file.
public struct LintConfiguration: Sendable, Hashable {
    /// A rule's level, or nil for off. Rules not named keep their default level.
    public var levels: [CodeRule: CodeFindingLevel?] = [:]
    /// Platforms by glob, in the order written.
    public var platforms: [(glob: String, platform: Platform)] = []
    /// The `platform` key: the platform when nothing else tells.
    public var defaultPlatform: Platform?

    /// No settings: every rule at its default level.
    public init() {}

    /// Equal settings.
    public static func == (a: LintConfiguration, b: LintConfiguration) -> Bool {
        a.levels == b.levels && a.defaultPlatform == b.defaultPlatform
            && a.platforms.map(\.glob) == b.platforms.map(\.glob) && a.platforms.map(\.platform) == b.platforms.map(\.platform)
    }

    /// Hashes the settings.
    public func hash(into h: inout Hasher) {
        h.combine(defaultPlatform)
        for p in platforms { h.combine(p.glob); h.combine(p.platform) }
    }

    /// Reads `text`; `source` names the file in errors (`path:line: reason`). Keys that are not
    /// the lint's (other commands' settings) are left alone.
    public static func parse(_ text: String, source: String) throws(LintConfigurationError) -> LintConfiguration {
        var c = LintConfiguration()
        try c.merge(text, source: source)
        return c
    }

    /// Adds the settings of `text` to these; its lines win.
    public mutating func merge(_ text: String, source: String) throws(LintConfigurationError) {
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmed(" \t\r") }
            guard parts.count == 2 else { continue }
            let key = parts[0], value = parts[1]
            func fail(_ reason: String) -> LintConfigurationError {
                LintConfigurationError(message: "\(source):\(number + 1): \(reason)")
            }
            if key == "platform" {
                do { defaultPlatform = try Platform(name: value) } catch { throw fail("\(error)") }
                continue
            }
            guard key.hasPrefix("lint.") else { continue }
            let name = key.dropFirst(5)
            if name.hasPrefix("platform[") && name.hasSuffix("]") {
                let glob = String(name.dropFirst(9).dropLast())
                guard !glob.isEmpty else { throw fail("an empty glob in \(key)") }
                do { platforms.append((glob, try Platform(name: value))) } catch { throw fail("\(error)") }
                continue
            }
            guard let rule = CodeRule(id: String(name)) else {
                throw fail("unknown lint rule '\(name)' (rules: \(CodeRule.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            switch value.lowercased() {
            case "off", "none", "false", "0": levels[rule] = .some(nil)
            case "on", "true", "1": levels[rule] = nil
            default:
                guard let level = CodeFindingLevel(name: value) else {
                    throw fail("unknown level '\(value)' for \(rule.rawValue) (off, note, warning or error)")
                }
                levels[rule] = .some(level)
            }
        }
    }

    /// The level of `rule` for a finding whose own level is `level`; nil when the rule is off.
    public func level(of rule: CodeRule, default level: CodeFindingLevel) -> CodeFindingLevel? {
        guard let set = levels[rule] else { return level }
        return set
    }

    /// The platform for `relativePath` from the globs (the last that matches wins).
    public func platform(for relativePath: String) -> Platform? {
        platforms.last { Glob.matches($0.glob, relativePath) }?.platform
    }
}

/// A bad line in a configuration file (a usage error).
public struct LintConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `file:line: reason`.
    public let message: String
    /// The message.
    public var description: String { message }
}

/// Path globs: `*` and `?` within a name, `**` for any number of folders, `[…]` not special.
enum Glob {
    static func matches(_ glob: String, _ path: String) -> Bool {
        let g = Array(glob.utf8), p = Array(path.utf8)
        // A glob without a slash matches the name at any depth (like .gitignore).
        if !g.contains(47) { return match(g[...], (p.split(separator: 47).last ?? [])[...]) || match(g[...], p[...]) }
        return match(g[...], p[...])
    }

    private static func match(_ g: ArraySlice<UInt8>, _ p: ArraySlice<UInt8>) -> Bool {
        var g = g, p = p
        while let c = g.first {
            if c == 42 {  // *
                if g.dropFirst().first == 42 {  // **
                    var rest = g.dropFirst(2)
                    if rest.first == 47 { rest = rest.dropFirst() }
                    if match(rest, p) { return true }
                    var q = p
                    while !q.isEmpty {
                        q = q.dropFirst()
                        if match(rest, q) { return true }
                    }
                    return false
                }
                let rest = g.dropFirst()
                var q = p
                while true {
                    if match(rest, q) { return true }
                    guard let f = q.first, f != 47 else { return false }
                    q = q.dropFirst()
                }
            }
            guard let f = p.first else { return false }
            if c == 63 { if f == 47 { return false } } else if c != f { return false }
            g = g.dropFirst()
            p = p.dropFirst()
        }
        return p.isEmpty
    }
}
