import Foundation
import SafeFile

/// fontconfig's own reading of its configuration, through libfontconfig, for the process's
/// environment: the directories exactly as fontconfig follows `<include>` (files, `conf.d`
/// directories, `prefix="xdg"`, conditional includes), `<dir>` prefixes, `<reset-dirs>` and
/// `<remap-dir>`.
///
/// Loading it costs about 8 ms (`FcInitLoadConfig` on the CI machine, measured with a small C
/// program), more than reading the cache below, so the answer is kept in
/// `fontconfig-dirs.json` beside the catalog's cache, keyed on the environment fontconfig reads
/// and on the size and modification time of every configuration file and directory it read
/// (and of the user's configuration places, so that creating `~/.config/fontconfig/fonts.conf`
/// is seen). Any change loads the configuration again.
///
/// fontconfig has no public call that says whether `<selectfont>` rejects a file, so the
/// `<rejectfont>`/`<acceptfont>` `<glob>` rules are read from the very files fontconfig read
/// (``FontconfigSetup/configFiles``), without following anything itself; pattern-based rules are
/// reported in ``FontDirectories/unsupported``.
extension FontDirectories {
    /// The environment variables fontconfig reads while loading its configuration.
    static let fontconfigVariables = ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME",
                                      "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DATA_DIRS", "XDG_CACHE_HOME"]

    /// Whether `env` gives fontconfig the same variables as this process has (libfontconfig
    /// reads only the process's own environment).
    static func isProcessEnvironment(_ env: [String: String]) -> Bool {
        let own = ProcessInfo.processInfo.environment
        return fontconfigVariables.allSatisfy { own[$0] == env[$0] }
    }

    /// The directories from libfontconfig (cached as described above); nil when fontconfig
    /// loads no configuration file at all.
    static func fromLibrary(environment env: [String: String]) -> FontDirectories? {
        let cacheFile = parentPath(Catalog.defaultCachePath(environment: env))
            + "/fontconfig-dirs.json"
        let key = fontconfigVariables.map { "\($0)=\(env[$0] ?? "")" }.joined(separator: "\n")
        let cwd = FileManager.default.currentDirectoryPath
        if let cached = DirectoriesCache.read(cacheFile), cached.key == key, cached.cwd == nil || cached.cwd == cwd,
           cached.isCurrent {
            return cached.directories
        }
        guard let setup = FontconfigSetup.load(), !setup.configFiles.isEmpty else { return nil }
        var result = FontDirectories(directories: [], configFiles: setup.configFiles)
        result.add(setup.fontDirectories)
        var usesCwd = false
        for file in setup.configFiles { usesCwd = result.readSelectFont(file) || usesCwd }
        // What to watch: every file and directory read, and the places a user configuration
        // would appear.
        let home = homeDirectory(env)
        let xdgConfig = xdg(env, "XDG_CONFIG_HOME", home: home, default: ".config")
        var watched = setup.configFiles + setup.configDirectories
        watched += setup.configFiles.map { parentPath($0) }
        watched += [xdgConfig + "/fontconfig", xdgConfig + "/fontconfig/fonts.conf", xdgConfig + "/fontconfig/conf.d",
                    home + "/.fonts.conf", home + "/.fonts.conf.d"]
        var unique: [String] = []
        for w in watched where !unique.contains(w) { unique.append(w) }
        DirectoriesCache(key: key, cwd: usesCwd ? cwd : nil, stamps: unique.map(DirectoriesCache.Stamp.init),
                         directories: result).write(cacheFile)
        return result
    }

    /// Adds the `<selectfont>` glob rules of one configuration file (its root's children only);
    /// returns whether the file has a directory relative to the current directory (`<dir>`
    /// without a leading `/` or `~`, or `prefix="cwd"`), which the cache must then be keyed on.
    @discardableResult
    mutating func readSelectFont(_ file: String) -> Bool {
        // Without blocking (a FIFO named as a configuration file is skipped), as the scan reads.
        guard let bytes = try? InputFile.read(file, limit: ConfigXML.maxBytes) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        var usesCwd = text.contains("prefix=\"cwd\"") || text.contains("prefix='cwd'")
        var rest = Substring(text)
        while let r = rest.range(of: "<dir>") {
            rest = rest[r.upperBound...]
            if let first = rest.first(where: { !$0.isWhitespace }), first != "/", first != "~" { usesCwd = true }
        }
        // Most files have no <selectfont>: not parsed at all.
        guard bytes.count <= ConfigXML.maxBytes, text.contains("<selectfont"),
              let root = try? ConfigXML.parse(bytes), root.name == "fontconfig" else { return usesCwd }
        let cwd = FileManager.default.currentDirectoryPath
        let home = FontDirectories.homeDirectory(ProcessInfo.processInfo.environment)
        for el in root.children where el.name == "selectfont" {
            for part in el.children where part.name == "rejectfont" || part.name == "acceptfont" {
                for item in part.children {
                    if item.name == "glob" {
                        let g = FontDirectories.absolute(FontDirectories.trimmed(item.text), cwd: cwd, home: home)
                        if part.name == "rejectfont" { rejectGlobs.append(g) } else { acceptGlobs.append(g) }
                    } else {
                        unsupported.append("<\(part.name)><\(item.name)> in \(file)")
                    }
                }
            }
        }
        return usesCwd
    }
}

/// `fontconfig-dirs.json`: what libfontconfig said, and the files it depends on.
struct DirectoriesCache: Codable {
    struct Stamp: Codable, Equatable {
        var path: String
        /// Size and modification time in nanoseconds; -1 when the path does not exist.
        var size: Int64
        var mtime: Int64

        init(_ path: String) {
            self.path = path
            var st = stat()
            // The scan's own stamp of a file (FileStamp), or -1 for a path that does not exist.
            let stamp = stat(path, &st) == 0 ? FileStamp(st) : FileStamp.stale
            size = stamp.size
            mtime = stamp.mtime
        }
    }

    var key: String
    /// The current directory, when the configuration has directories relative to it.
    var cwd: String?
    var stamps: [Stamp]
    var directories: FontDirectories

    /// Whether every file and directory is as it was.
    var isCurrent: Bool { stamps.allSatisfy { Stamp($0.path) == $0 } }

    static func read(_ path: String) -> DirectoriesCache? {
        // Without blocking: a FIFO or a device put there is no cache.
        guard let bytes = try? InputFile.read(path, limit: 4 << 20) else { return nil }
        return try? JSONDecoder().decode(DirectoriesCache.self, from: Data(bytes))
    }

    /// Written atomically (a temporary file renamed over it); a failure only costs the next
    /// process a load.
    func write(_ path: String) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        let dir = parentPath(path)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let tmp = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: tmp, contents: data) else { return }
        if rename(tmp, path) != 0 { unlink(tmp) }
    }
}
