#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a linted path belongs to: git's top level (the nearest folder above with a `.git`,
/// a folder or a worktree's file), else the nearest folder above with a `.typography`
/// configuration, else the current folder. Fingerprints are keyed to paths relative to it, so a
/// baseline written at the root matches when a subfolder or one file is linted, from any folder
/// (as SwiftLint's baselines do); its `.typography` applies to every path inside it.
struct RepositoryRoot: Hashable, Sendable {
    /// What made the folder the root.
    enum Kind: Sendable, Hashable {
        /// A `.git` folder or file: git's top level.
        case git
        /// A `.typography` configuration, where there is no git.
        case configuration
        /// The current folder (or the linted folder itself, outside it): no repository to see.
        case currentFolder
    }

    /// The root, absolute, without a trailing `/` (except the file system's root, `/`).
    let path: String
    /// Why it is the root.
    let kind: Kind

    /// Whether the rest of the root's style sheets may be read for context: only a real
    /// repository or configured folder, never whatever the current folder happens to be.
    var isProject: Bool { kind != .currentFolder }

    /// The root of `path` (a file or a folder), as seen from `cwd` (absolute).
    static func of(_ path: String, cwd: String) -> RepositoryRoot {
        let absolute = normalized(path, cwd: cwd)
        var isDir = false
        var st = stat()
        if stat(absolute, &st) == 0 { isDir = st.st_mode & S_IFMT == S_IFDIR }
        let start = isDir ? absolute : parent(absolute)
        var configured: String?
        var dir = start
        while true {
            if exists(join(dir, ".git")) { return RepositoryRoot(path: dir, kind: .git) }
            if configured == nil && exists(join(dir, SourceLinter.rootConfigName)) { configured = dir }
            if dir == "/" { break }
            dir = parent(dir)
        }
        if let configured { return RepositoryRoot(path: configured, kind: .configuration) }
        let here = normalized(".", cwd: cwd)
        if relative(absolute, to: here) != nil { return RepositoryRoot(path: here, kind: .currentFolder) }
        return RepositoryRoot(path: start, kind: .currentFolder)
    }

    /// `path` relative to this root ("" for the root itself), or nil when it is outside.
    func relative(_ path: String, cwd: String) -> String? {
        Self.relative(Self.normalized(path, cwd: cwd), to: self.path)
    }

    /// `absolute` relative to `root`, or nil when outside it.
    static func relative(_ absolute: String, to root: String) -> String? {
        if absolute == root { return "" }
        let base = root == "/" ? "/" : root + "/"
        guard absolute.hasPrefix(base) else { return nil }
        return String(absolute.dropFirst(base.count))
    }

    /// `path` made absolute against `cwd`, with `.`, `..` and repeated `/` resolved by name
    /// (symbolic links are left as they are: both sides of a comparison are spelt from the same
    /// current folder).
    static func normalized(_ path: String, cwd: String) -> String {
        let full = path.hasPrefix("/") ? path : cwd + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The process's current folder, absolute.
    static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func join(_ dir: String, _ name: String) -> String { dir == "/" ? "/" + name : dir + "/" + name }

    private static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }
}
