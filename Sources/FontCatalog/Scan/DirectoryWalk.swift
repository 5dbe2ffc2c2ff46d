#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The font files under the catalog's directories, recursively, as fontconfig finds them:
/// symbolic links followed, names starting with "." skipped, every file path once.
///
/// A symbolic link to one of its own ancestors (a loop) is reported and not followed; a directory
/// reached twice by different paths is scanned under both, as fontconfig does. Missing
/// directories are skipped silently (fontconfig's configuration names directories that usually do
/// not exist, like `~/.fonts`). Bounded: at most ``maxFiles`` files and ``maxDepth`` levels.
struct DirectoryWalk {
    struct Found: Sendable {
        var path: String
        var stamp: FileStamp
    }

    static let maxDepth = 64

    /// Files that are never fonts but are usual in font directories (X11's index files), and
    /// extensions of documentation: skipped without a problem (fontconfig skips them too).
    static let bookkeepingNames: Set<String> = ["fonts.dir", "fonts.scale", "fonts.alias", "encodings.dir"]
    static let documentExtensions: Set<String> = [
        "txt", "md", "html", "htm", "pdf", "json", "xml", "conf", "sh", "py", "license", "readme", "cache-7",
        "cache-8", "cache-9", "uuid", "css", "yaml", "yml",
    ]

    var files: [Found] = []
    var problems: [CatalogProblem] = []
    var seen: Set<String> = []
    let maxFiles: Int
    let directories: FontDirectories

    init(_ directories: FontDirectories, maxFiles: Int) {
        self.directories = directories
        self.maxFiles = maxFiles
        for dir in directories.directories {
            var st = stat()
            guard stat(dir, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { continue }
            walk(dir, ancestors: [DirID(st)], depth: 0)
        }
    }

    struct DirID: Hashable {
        var dev: UInt64
        var ino: UInt64
        init(_ st: stat) {
            dev = UInt64(truncatingIfNeeded: st.st_dev)
            ino = UInt64(truncatingIfNeeded: st.st_ino)
        }
    }

    static func skipQuietly(_ name: String) -> Bool {
        if bookkeepingNames.contains(name) { return true }
        if name.hasPrefix("fonts.cache-") { return true }
        if let dot = name.lastIndex(of: ".") {
            return documentExtensions.contains(name[name.index(after: dot)...].lowercased())
        }
        let upper = name.uppercased()
        return upper.hasPrefix("README") || upper.hasPrefix("LICENSE") || upper.hasPrefix("COPYING")
    }

    mutating func walk(_ dir: String, ancestors: [DirID], depth: Int) {
        guard let handle = opendir(dir) else {
            problems.append(CatalogProblem(.unreadable, path: dir, reason: "cannot read the directory: \(errnoText())"))
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        closedir(handle)
        names.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }

        for name in names {
            if files.count >= maxFiles {
                problems.append(CatalogProblem(.limit, path: dir, reason: "more than \(maxFiles) files under the font directories; the rest were not scanned"))
                return
            }
            let path = dir == "/" ? "/" + name : dir + "/" + name
            var st = stat()
            if stat(path, &st) != 0 {
                let code = errno
                var lst = stat()
                if code == ELOOP {
                    problems.append(CatalogProblem(.symlinkLoop, path: path, reason: "symbolic link loop"))
                } else if lstat(path, &lst) == 0, (lst.st_mode & S_IFMT) == S_IFLNK {
                    problems.append(CatalogProblem(.notARegularFile, path: path, reason: "dangling symbolic link"))
                } else {
                    problems.append(CatalogProblem(.unreadable, path: path, reason: "cannot stat: \(errnoText(code))"))
                }
                continue
            }
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                let id = DirID(st)
                if ancestors.contains(id) {
                    problems.append(CatalogProblem(.symlinkLoop, path: path, reason: "symbolic link loop: leads back to a directory that contains it; not followed"))
                } else if depth + 1 >= DirectoryWalk.maxDepth {
                    problems.append(CatalogProblem(.limit, path: path, reason: "directories nested deeper than \(DirectoryWalk.maxDepth); not scanned"))
                } else {
                    walk(path, ancestors: ancestors + [id], depth: depth + 1)
                }
            case S_IFREG:
                if DirectoryWalk.skipQuietly(name) || directories.isRejected(path) { continue }
                if seen.insert(path).inserted { files.append(Found(path: path, stamp: FileStamp(st))) }
            default:
                if DirectoryWalk.skipQuietly(name) { continue }
                problems.append(CatalogProblem(.notARegularFile, path: path, reason: "not a regular file (a FIFO, socket or device)"))
            }
        }
    }
}
