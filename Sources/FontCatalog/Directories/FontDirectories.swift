import Foundation
import SafeFile

/// The directories the catalog scans: the ones fontconfig is configured with on this machine
/// (read by libfontconfig for this process's environment); the platform's standard
/// folders on macOS; `TYPOGRAPHY_FONT_DIRS` (colon-separated); and any given explicitly.
///
/// For another environment than the process's (libfontconfig reads only the process's own), the
/// configuration is read by a reader of our own that follows what fontconfig 2.14 does:
/// - the main file is `FONTCONFIG_FILE` (default `fonts.conf`); a relative name is looked for in
///   each directory of `FONTCONFIG_PATH`, then in the default configuration directory
///   (`/etc/fonts`);
/// - `<include ignore_missing="yes" prefix="xdg">` of a file, or of a directory (its files named
///   `[0-9]*.conf`, in byte order); `prefix="xdg"` is under `XDG_CONFIG_HOME` (`~/.config`);
/// - `<dir>` with `prefix="xdg"` (under `XDG_DATA_HOME`, `~/.local/share`, and under each of
///   `XDG_DATA_DIRS`, `/usr/local/share:/usr/share`), `"default"` or
///   `"cwd"` (the current directory), `"relative"` (the configuration file's directory), and `~`;
/// - `<reset-dirs/>`, and `<selectfont>` with `<rejectfont>`/`<acceptfont>` `<glob>` patterns.
///   Pattern-based `<rejectfont><pattern>` elements (by property) are not applied: they need
///   the face's properties, and are reported in ``unsupported``.
///
/// A file that is not well-formed XML is reported in ``problems`` and skipped (fontconfig reports
/// it too and ignores what it could not parse). Nothing here can trap: every file is read with a
/// size bound and includes are followed at most ``maxIncludeDepth`` deep.
public struct FontDirectories: Sendable, Hashable, Codable {
    /// The directories, in the order configured, without duplicates.
    public var directories: [String]
    /// The configuration files read, in order.
    public var configFiles: [String]
    /// `<rejectfont><glob>` patterns: files matching one are not scanned…
    public var rejectGlobs: [String]
    /// …unless they match an `<acceptfont><glob>` pattern.
    public var acceptGlobs: [String]
    /// Broken or unreadable configuration files, one line each.
    public var problems: [CatalogProblem]
    /// Configuration elements that were seen and not applied.
    public var unsupported: [String]

    /// Directories and configuration as given.
    public init(directories: [String], configFiles: [String] = [], rejectGlobs: [String] = [],
                acceptGlobs: [String] = [], problems: [CatalogProblem] = [], unsupported: [String] = []) {
        self.directories = directories
        self.configFiles = configFiles
        self.rejectGlobs = rejectGlobs
        self.acceptGlobs = acceptGlobs
        self.problems = problems
        self.unsupported = unsupported
    }

    static let maxIncludeDepth = 16
    static let maxConfigFiles = 1000

    /// Whether `<selectfont>` rejects the file at `path`.
    public func isRejected(_ path: String) -> Bool {
        guard !rejectGlobs.isEmpty else { return false }
        guard rejectGlobs.contains(where: { globMatch($0, path) }) else { return false }
        return !acceptGlobs.contains(where: { globMatch($0, path) })
    }

    /// The directories this machine's catalog scans: fontconfig's (plus macOS's standard
    /// folders on macOS), then `TYPOGRAPHY_FONT_DIRS`, then `extra`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment,
                                extra: [String] = []) -> FontDirectories {
        var result = fontconfig(environment: environment)
        #if os(macOS)
        let home = homeDirectory(environment)
        result.add(["/System/Library/Fonts", "/Library/Fonts", home + "/Library/Fonts"])
        #endif
        result.add(typographyFontDirs(environment, cwd: currentDirectory(environment)))
        result.add(extra.map { absolute($0, cwd: currentDirectory(environment), home: homeDirectory(environment)) })
        return result
    }

    /// Only the given directories (and no configuration).
    /// `environment` (for `~`; by default the process's) and the current directory are read only
    /// when a path is relative: reading the environment builds a dictionary of every variable.
    public static func only(_ directories: [String], environment: [String: String]? = nil) -> FontDirectories {
        var result = FontDirectories(directories: [])
        if directories.allSatisfy({ $0.hasPrefix("/") }) {
            result.add(directories.map(normalize))
            return result
        }
        let env = environment ?? ProcessInfo.processInfo.environment
        result.add(directories.map { absolute($0, cwd: currentDirectory(env), home: homeDirectory(env)) })
        return result
    }

    /// `TYPOGRAPHY_FONT_DIRS`, colon-separated, empty entries ignored.
    static func typographyFontDirs(_ env: [String: String], cwd: String) -> [String] {
        guard let value = env["TYPOGRAPHY_FONT_DIRS"] else { return [] }
        return value.split(separator: ":").map(String.init).filter { !$0.isEmpty }
            .map { absolute($0, cwd: cwd, home: homeDirectory(env)) }
    }

    mutating func add(_ dirs: [String]) {
        for d in dirs {
            let n = FontDirectories.normalize(d)
            if !n.isEmpty, !directories.contains(n) { directories.append(n) }
        }
    }

    // MARK: fontconfig

    /// The directories of fontconfig's configuration, as `fc-list` would scan them: read by
    /// libfontconfig itself for the process's own environment (FontDirectories+Fontconfig.swift);
    /// for another environment (libfontconfig reads only the process's), and when libfontconfig
    /// loads no configuration file, by the reader below.
    public static func fontconfig(environment env: [String: String] = ProcessInfo.processInfo.environment) -> FontDirectories {
        if isProcessEnvironment(env), let dirs = fromLibrary(environment: env) { return dirs }
        var reader = ConfigReader(env: env)
        let main = env["FONTCONFIG_FILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "fonts.conf"
        if let file = reader.locate(main, relativeTo: nil) {
            reader.load(file, depth: 0, required: true)
        } else {
            // fontconfig's built-in fallback when no configuration file can be found.
            reader.result.problems.append(CatalogProblem(
                .config, path: main, reason: "no fontconfig configuration file found; using fontconfig's defaults"))
            reader.result.add(["/usr/share/fonts", "/usr/local/share/fonts",
                               reader.xdgDataHome + "/fonts", reader.home + "/.fonts"])
        }
        return reader.result
    }

    struct ConfigReader {
        let env: [String: String]
        let home: String
        let cwd: String
        var result = FontDirectories(directories: [])
        var seenFiles: Set<String> = []

        init(env: [String: String]) {
            self.env = env
            home = FontDirectories.homeDirectory(env)
            cwd = FontDirectories.currentDirectory(env)
        }

        var xdgDataHome: String { FontDirectories.xdg(env, "XDG_DATA_HOME", home: home, default: ".local/share") }
        /// `XDG_DATA_DIRS`, absolute entries only; `/usr/local/share:/usr/share` when unset or empty.
        var xdgDataDirs: [String] {
            let dirs = (env["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            return dirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dirs.map(FontDirectories.normalize)
        }
        var xdgConfigHome: String { FontDirectories.xdg(env, "XDG_CONFIG_HOME", home: home, default: ".config") }

        /// The configuration search path: `FONTCONFIG_PATH`, then the default directory.
        var searchPath: [String] {
            var dirs = (env["FONTCONFIG_PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
            #if os(macOS)
            dirs += ["/opt/homebrew/etc/fonts", "/usr/local/etc/fonts"]
            #endif
            dirs.append("/etc/fonts")
            return dirs
        }

        /// A configuration file or directory name as fontconfig's FcConfigGetFilename finds it.
        func locate(_ name: String, relativeTo including: String?) -> String? {
            if name.hasPrefix("/") { return exists(name) ? FontDirectories.normalize(name) : nil }
            if name.hasPrefix("~") {
                let p = home + String(name.dropFirst())
                return exists(p) ? FontDirectories.normalize(p) : nil
            }
            var candidates = searchPath
            if let including { candidates.insert(parentPath(including), at: 0) }
            for dir in candidates {
                let p = dir + "/" + name
                if exists(p) { return FontDirectories.normalize(p) }
            }
            return nil
        }

        func exists(_ p: String) -> Bool { FileManager.default.fileExists(atPath: p) }

        mutating func load(_ path: String, depth: Int, required: Bool) {
            guard depth <= FontDirectories.maxIncludeDepth else {
                result.problems.append(CatalogProblem(.config, path: path, reason: "includes nested deeper than \(FontDirectories.maxIncludeDepth); not read"))
                return
            }
            guard result.configFiles.count < FontDirectories.maxConfigFiles else { return }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                if required { result.problems.append(CatalogProblem(.config, path: path, reason: "no such configuration file")) }
                return
            }
            if isDir.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let confs = names.filter { n in
                    guard let f = n.utf8.first, f >= 0x30, f <= 0x39 else { return false }
                    return n.hasSuffix(".conf") && n.utf8.count > 5
                }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                for n in confs {
                    let file = path + "/" + n
                    var d: ObjCBool = false
                    if FileManager.default.fileExists(atPath: file, isDirectory: &d), !d.boolValue {
                        load(file, depth: depth + 1, required: false)
                    }
                }
                return
            }
            // An include cycle: the same file (device and inode: one stat, where resolving the
            // path's symbolic links read every component of it) already read.
            var st = stat()
            let identity = stat(path, &st) == 0 ? "\(st.st_dev):\(st.st_ino)" : path
            guard seenFiles.insert(identity).inserted else { return }
            // Without blocking: a FIFO or a device named as a configuration file is reported.
            let data: [UInt8]
            do {
                data = try InputFile.read(path, limit: ConfigXML.maxBytes)
            } catch {
                result.problems.append(CatalogProblem(.config, path: path, reason: "cannot read the configuration file (\(error.reason))"))
                return
            }
            let root: ConfigXMLElement
            do {
                root = try ConfigXML.parse(data)
            } catch {
                result.problems.append(CatalogProblem(.config, path: path, reason: "not well-formed XML (\(error.description)); file skipped"))
                return
            }
            result.configFiles.append(path)
            guard root.name == "fontconfig" else {
                result.problems.append(CatalogProblem(.config, path: path, reason: "root element is <\(root.name)>, not <fontconfig>; file skipped"))
                return
            }
            for el in root.children { apply(el, file: path, depth: depth) }
        }

        mutating func apply(_ el: ConfigXMLElement, file: String, depth: Int) {
            // The text is trimmed only for the elements that use it (<dir> and <include>), not
            // for every <match> and <alias>.
            switch el.name {
            case "dir":
                let text = FontDirectories.trimmed(el.text)
                guard !text.isEmpty else { return }
                var dirs: [String]
                switch el.attribute("prefix") {
                case "xdg":
                    // fontconfig 2.14 expands it under XDG_DATA_HOME and under each of
                    // XDG_DATA_DIRS (found by the differential test against fc-list).
                    dirs = ([xdgDataHome] + xdgDataDirs).map { $0 + "/" + text }
                case "relative": dirs = [parentPath(file) + "/" + text]
                default: dirs = [text]  // "default", "cwd", none: relative to the current directory
                }
                result.add(dirs.map { FontDirectories.absolute($0, cwd: cwd, home: home) })
            case "include":
                let text = FontDirectories.trimmed(el.text)
                guard !text.isEmpty else { return }
                let ignoreMissing = ["yes", "true", "1"].contains(el.attribute("ignore_missing")?.lowercased() ?? "")
                var name = text
                if el.attribute("prefix") == "xdg" { name = xdgConfigHome + "/" + text }
                if let found = locate(name, relativeTo: file) {
                    load(found, depth: depth + 1, required: !ignoreMissing)
                } else if !ignoreMissing {
                    result.problems.append(CatalogProblem(.config, path: name, reason: "included from \(file) but not found"))
                }
            case "reset-dirs":
                result.directories.removeAll()
            case "selectfont":
                for part in el.children where part.name == "rejectfont" || part.name == "acceptfont" {
                    for item in part.children {
                        if item.name == "glob" {
                            let g = FontDirectories.absolute(FontDirectories.trimmed(item.text), cwd: cwd, home: home)
                            if part.name == "rejectfont" { result.rejectGlobs.append(g) } else { result.acceptGlobs.append(g) }
                        } else {
                            result.unsupported.append("<\(part.name)><\(item.name)> in \(file)")
                        }
                    }
                }
            case "remap-dir":
                result.unsupported.append("<remap-dir> in \(file)")
            default:
                break  // <match>, <alias>, <cachedir>, <config>…: not about which files exist
            }
        }
    }

    // MARK: Paths

    static func homeDirectory(_ env: [String: String]) -> String {
        if let h = env["HOME"], !h.isEmpty { return normalize(h) }
        return NSHomeDirectory()
    }

    static func currentDirectory(_ env: [String: String]) -> String {
        FileManager.default.currentDirectoryPath
    }

    /// An XDG base directory: the variable when it is an absolute path, else `~/<default>`.
    static func xdg(_ env: [String: String], _ key: String, home: String, default sub: String) -> String {
        if let v = env[key], v.hasPrefix("/") { return normalize(v) }
        return home + "/" + sub
    }

    /// `s` without leading and trailing white space and line ends (as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without Foundation's character sets when
    /// the ends are ASCII).
    static func trimmed(_ s: String) -> String {
        func space(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        let bytes = Array(s.utf8)
        var start = 0, end = bytes.count
        while start < end, space(bytes[start]) { start += 1 }
        while end > start, space(bytes[end - 1]) { end -= 1 }
        // Ends that are ASCII and not white space: what Foundation would keep. Otherwise (a
        // non-ASCII space such as U+00A0 or U+2028 may be there) Foundation decides.
        guard start < end, bytes[start] < 0x80, bytes[end - 1] < 0x80 else {
            return s.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return start == 0 && end == bytes.count ? s : String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `~` expanded, made absolute against `cwd`, normalized.
    static func absolute(_ path: String, cwd: String, home: String) -> String {
        var p = path
        if p == "~" || p.hasPrefix("~/") { p = home + p.dropFirst() }
        if !p.hasPrefix("/") { p = cwd + "/" + p }
        return normalize(p)
    }

    /// Repeated and trailing slashes and `.` components removed (`..` is kept: symlinks).
    static func normalize(_ path: String) -> String {
        guard !path.isEmpty else { return path }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}

/// fontconfig's glob: `*` matches any run of characters (slashes included), `?` one character.
func globMatch(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern.utf8), t = Array(text.utf8)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count, p[pi] == UInt8(ascii: "?") || p[pi] == t[ti] {
            pi += 1; ti += 1
        } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
    return pi == p.count
}
