import Foundation
import SafeFile
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file operations of font management, each refusing to follow a symbolic link where one
/// could lead out of a provider's folder.
enum FileSystem {
    enum EntryType { case regular, directory, symlink, other }

    struct Entry {
        var name: String
        var path: String
        var type: EntryType
        var size: Int
    }

    /// The type of `path` itself (a symbolic link is reported as one, never followed), or nil.
    static func type(_ path: String) -> (EntryType, Int)? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return (.regular, Int(st.st_size))
        case S_IFDIR: return (.directory, 0)
        case S_IFLNK: return (.symlink, 0)
        default: return (.other, 0)
        }
    }

    /// The entries of a directory (dot files included), each with its own type; empty when the
    /// directory cannot be read.
    static func entries(_ dir: String) -> [Entry] {
        guard let handle = opendir(dir) else { return [] }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            names.append(name)
        }
        closedir(handle)
        names.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return names.compactMap { n in
            let p = dir + "/" + n
            guard let (t, size) = type(p) else { return nil }
            return Entry(name: n, path: p, type: t, size: size)
        }
    }

    /// Makes sure `root/child` is a real directory of this user: the parents of `root` are
    /// created as needed (and may be symbolic links: a user may keep `~/.local/share` elsewhere),
    /// but `root` and `root/child` must be directories themselves, not links, owned by the user.
    static func ensureFolder(root: String, child: String?) throws(FontManagementError) -> String {
        let parent = parentPath(root)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw FontManagementError(.io, "\(parent): cannot create the folder: \(error.localizedDescription)")
        }
        var path = root
        try ensureRealDirectory(path)
        if let child {
            path = root + "/" + child
            try ensureRealDirectory(path)
        }
        return path
    }

    private static func ensureRealDirectory(_ path: String) throws(FontManagementError) {
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw FontManagementError(.io, "\(path): cannot create the folder: \(errnoText())")
        }
        var st = stat()
        guard lstat(path, &st) == 0 else { throw FontManagementError(.io, "\(path): \(errnoText())") }
        if (st.st_mode & S_IFMT) == S_IFLNK {
            throw FontManagementError(.unsafePath, "\(path): is a symbolic link; font management does not follow links out of its folders")
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else {
            throw FontManagementError(.unsafePath, "\(path): not a folder")
        }
        guard st.st_uid == geteuid() else {
            throw FontManagementError(.unsafePath, "\(path): owned by another user (uid \(st.st_uid))")
        }
    }

    /// Whether `path` is a real directory (not a link) of this user, without creating it.
    static func isRealDirectory(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR && st.st_uid == geteuid()
    }

    /// Reads a whole regular file of at most `limit` bytes (`SafeFile.InputFile`: a FIFO is
    /// refused by its type, never opened for a blocking read).
    static func read(_ path: String, limit: Int) throws(FontManagementError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: limit)
        } catch {
            switch error.kind {
            case .notFound: throw FontManagementError(.fileNotFound, "\(path): no such file")
            case .tooLarge: throw FontManagementError(.tooLarge, "\(path): one font file may have at most \(limit) bytes")
            case .linkLoop, .directory, .notRegular, .permission, .io: throw FontManagementError(.unreadable, error.description)
            }
        }
    }

    /// Removes the entry at `path` itself (a link, never its target). True when it is gone.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        if unlink(path) == 0 || errno == ENOENT { return true }
        if errno == EISDIR || errno == EPERM {
            return (try? FileManager.default.removeItem(atPath: path)) != nil
        }
        return false
    }

    /// Flushes a directory's entries (after a rename, link or unlink), best effort.
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// A file name in `dir` that does not exist yet: `base.ext`, else `base-2.ext`, `base-3.ext`…
    static func freeName(in dir: String, base: String, ext: String) -> String {
        var n = 1
        while true {
            let name = n == 1 ? "\(base).\(ext)" : "\(base)-\(n).\(ext)"
            if type(dir + "/" + name) == nil { return name }
            n += 1
        }
    }

    /// A file name from a PostScript name: only `A-Z a-z 0-9 . _ -` kept (others become `_`), no
    /// leading dot, at most 100 characters, never empty. It can never name another folder.
    static func safeBaseName(_ raw: String) -> String {
        var out = ""
        for u in raw.unicodeScalars.prefix(100) {
            let v = u.value
            let ok = (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || v == 0x2E || v == 0x5F || v == 0x2D
            out.unicodeScalars.append(ok ? u : "_")
        }
        while out.hasPrefix(".") { out.removeFirst() }
        out = out.replacingOccurrences(of: "..", with: "_")
        return out.isEmpty ? "font" : out
    }

    static func errnoText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}
