import SafeFile
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
/// lint.exclude = vendor/**, **/*.min.css   # paths left out (added to earlier lines)
/// lint.unreadable = report                 # a file that cannot be read: fail (default) or report
/// lint.include-tests = on                  # tests, previews, generated, minified and vendored
///                                          # files' findings at their levels, not notes
/// ```
///
/// Globs match paths relative to the linted folder or to the repository root (``RepositoryRoot``):
/// `*` and `?` within a name, `**` across folders. A later line wins over an earlier one; the
/// root's `.typography` over the user's file, a linted subfolder's own over the root's.
public struct LintConfiguration: Sendable, Hashable {
    /// A rule's level, or nil for off. Rules not named keep their default level.
    public var levels: [CodeRule: CodeFindingLevel?] = [:]
    /// Platforms by glob, in the order written.
    public var platforms: [(glob: String, platform: Platform)] = []
    /// The `platform` key: the platform when nothing else tells.
    public var defaultPlatform: Platform?
    /// `lint.exclude`: globs of paths left out, relative to the linted folder.
    public var exclude: [String] = []
    /// `lint.unreadable`: whether a file that cannot be read or parsed fails the run (the
    /// default) or is only reported.
    public var unreadableFails = true
    /// `lint.include-tests`: whether findings in tests, previews, generated, minified and
    /// vendored files (``FileRole``) keep their levels; by default they are notes.
    public var includeTests = false

    /// No settings: every rule at its default level.
    public init() {}

    /// Equal settings.
    public static func == (a: LintConfiguration, b: LintConfiguration) -> Bool {
        a.levels == b.levels && a.defaultPlatform == b.defaultPlatform && a.exclude == b.exclude && a.unreadableFails == b.unreadableFails
            && a.includeTests == b.includeTests
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
        for (number, rawLine) in text.lines.enumerated() {
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
            if name == "exclude" {
                exclude += value.split(separator: ",").map { $0.trimmed(" \t") }.filter { !$0.isEmpty }
                continue
            }
            if name == "unreadable" {
                switch value.lowercased() {
                case "fail", "error": unreadableFails = true
                case "report", "warn", "warning": unreadableFails = false
                default: throw fail("unknown value '\(value)' for lint.unreadable (fail or report)")
                }
                continue
            }
            if name == "include-tests" || name == "includeTests" {
                switch value.lowercased() {
                case "on", "true", "1", "yes": includeTests = true
                case "off", "false", "0", "no": includeTests = false
                default: throw fail("unknown value '\(value)' for lint.include-tests (on or off)")
                }
                continue
            }
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

    /// The platform for a file from the globs that match any of its `paths` (relative to the
    /// linted folder, to the repository root): the last glob that matches wins.
    public func platform(forAnyOf paths: [String]) -> Platform? {
        platforms.last { p in paths.contains { Glob.matches(p.glob, $0) } }?.platform
    }
}

/// The paths a folder walk leaves out: `--exclude` and `lint.exclude` globs, and the patterns of
/// the `.gitignore` files met on the way (git's rules: `#` comments, `!` re-includes, a trailing
/// `/` for folders only, a slash elsewhere anchors the pattern to the `.gitignore`'s folder).
struct IgnoreRules {
    struct Rule {
        var pattern: String
        var negated: Bool
        var folderOnly: Bool
        /// Matched against the whole relative path (a pattern with a `/` before its end).
        var anchored: Bool
        /// The pattern's bytes, converted once (not for each path the walk meets).
        var bytes: [UInt8] = []
    }
    /// Each exclusion glob's bytes, and those of the glob with `/**` (everything below it).
    private var globs: [(glob: [UInt8], below: [UInt8])]
    private var rules: [Rule] = []
    /// The walked folder relative to the repository root, and a `/`: exclusion globs match a
    /// path relative to the linted folder or to the root (a root `.typography`'s globs are
    /// written from the root).
    private var rootPrefix: [UInt8]

    init(exclude: [String], rootPrefix: String = "") {
        globs = exclude.map { (Array($0.utf8), Array(($0 + "/**").utf8)) }
        self.rootPrefix = rootPrefix.isEmpty ? [] : Array((rootPrefix + "/").utf8)
    }

    /// Adds the patterns of the `.gitignore` at `path` (in the folder `folder`, relative to the
    /// linted root); returns how many were added.
    mutating func addGitignore(_ path: String, folder: String) -> Int {
        guard let bytes = try? InputFile.read(path, limit: 1 << 20), let text = String(validating: bytes, as: UTF8.self) else { return 0 }
        var added = 0
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = String(raw)
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") { negated = true; line.removeFirst() }
            if line.hasPrefix("\\") { line.removeFirst() }
            var folderOnly = false
            if line.hasSuffix("/") { folderOnly = true; line.removeLast() }
            guard !line.isEmpty else { continue }
            let anchored = line.dropLast().contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let pattern = anchored ? prefix + line : (prefix.isEmpty ? line : prefix + "**/" + line)
            rules.append(Rule(pattern: pattern, negated: negated, folderOnly: folderOnly, anchored: anchored, bytes: Array(pattern.utf8)))
            added += 1
        }
        return added
    }

    /// Drops the last `count` patterns (a `.gitignore` applies only below its folder).
    mutating func remove(_ count: Int) {
        if count > 0 { rules.removeLast(min(count, rules.count)) }
    }

    /// Whether `relative` (a file, or a folder when `folder`) is left out.
    func ignores(_ relative: String, folder: Bool) -> Bool {
        let path = Array(relative.utf8)
        if globs.contains(where: { Glob.matches($0.glob, path) || Glob.matches($0.below, path) }) { return true }
        if !rootPrefix.isEmpty {
            let inRoot = rootPrefix + path
            if globs.contains(where: { Glob.matches($0.glob, inRoot) || Glob.matches($0.below, inRoot) }) { return true }
        }
        var ignored = false
        for r in rules where !(r.folderOnly && !folder) {
            if r.anchored ? Glob.matchesWhole(r.bytes, path) : Glob.matches(r.bytes, path) { ignored = !r.negated }
        }
        return ignored
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
        matches(Array(glob.utf8), Array(path.utf8))
    }

    /// The same, on the bytes of the glob and the path.
    static func matches(_ g: [UInt8], _ p: [UInt8]) -> Bool {
        // A glob without a slash matches the name at any depth (like .gitignore).
        if !g.contains(47) {
            let name = p.lastIndex(of: 47).map { p[($0 + 1)...] } ?? p[...]
            return match(g[...], name) || match(g[...], p[...])
        }
        return match(g[...], p[...])
    }

    /// The glob against the whole path, never just its last name.
    static func matchesWhole(_ g: [UInt8], _ p: [UInt8]) -> Bool {
        match(g[...], p[...])
    }

    private static func match(_ g: ArraySlice<UInt8>, _ p: ArraySlice<UInt8>) -> Bool {
        var g = g, p = p
        while let c = g.first {
            if c == 42 {  // *
                if g.dropFirst().first == 42 {  // **
                    var rest = g.dropFirst(2)
                    if rest.first == 47 { rest = rest.dropFirst() }
                    // `**` at the end matches everything below; otherwise it stands for whole
                    // folders, so the rest is tried after each `/` (`**/b.css` is not `ab.css`).
                    if rest.isEmpty { return true }
                    if match(rest, p) { return true }
                    var q = p
                    while let slash = q.firstIndex(of: 47) {
                        q = q[(slash + 1)...]
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
