import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file write that failed: one line naming the path and the reason.
public struct SafeFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// The file that `path` names once symbolic links are followed, whether that file exists or not:
/// a link to a file that does not exist yet (a dangling link) names that file, which the write
/// then creates; the link stays. A loop of links (40 hops, as the kernel's limit) is an error
/// that says so.
func followLinks(_ path: String) throws(SafeFileError) -> String {
    var current = path
    for _ in 0..<40 {
        var st = stat()
        guard lstat(current, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return current }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(current, &buffer, buffer.count - 1)
        guard n >= 0 else { throw SafeFileError(path: path, reason: "cannot read the link \(current): \(String(cString: strerror(errno)))") }
        let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") {
            current = target
        } else {
            let directory = parentPath(current)
            current = directory.isEmpty ? target : directory + "/" + target
        }
    }
    throw SafeFileError(path: path, reason: "a loop of symbolic links")
}

/// A file no one may write (its mode has no write bit, which binds root too) or this user may not.
func isReadOnly(_ path: String) -> Bool {
    var st = stat()
    guard stat(path, &st) == 0 else { return false }
    return st.st_mode & 0o222 == 0 || access(path, W_OK) != 0
}

/// Files that are either entirely written or not changed at all. Shared by the tool (RTF
/// conversion), TextLayout (rendered images) and font management (installs).
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically: a temporary file in the same directory, written in
    /// full, flushed to disk (fsync), given the mode of the file it replaces, then renamed over
    /// `path`. On any failure the temporary file is removed, `path` is left as it was, and the
    /// error (exit 73) names `path`. A symbolic link at `path` is followed: its target is replaced.
    ///
    /// A read-only file at `path` (no write permission for anyone, or none for this user) is
    /// refused, as the shell's `>` refuses it, unless `replacingReadOnly` is set (font management
    /// replaces its own copies whatever their mode).
    ///
    /// `beforeRename` runs once the temporary file is complete and flushed, just before the rename:
    /// a test hook (font management's crash tests stop the process there).
    public static func write(_ bytes: [UInt8], to path: String, replacingReadOnly: Bool = false,
                             beforeRename: (() -> Void)? = nil) throws(SafeFileError) {
        try write(to: path, replacingReadOnly: replacingReadOnly, beforeRename: beforeRename) { sink in
            try bytes.withUnsafeBytes { try sink($0) }
        }
    }

    /// Writes what `produce` passes to its sink, piece by piece, to `path` atomically, with the
    /// guarantees of `write(_:to:)`: the file is never held whole in memory (pieces are gathered
    /// in a 256 KiB buffer and written as it fills). An error thrown by `produce` leaves `path` as
    /// it was and is reported as a write failure naming `path`.
    public static func write(to path: String, replacingReadOnly: Bool = false, beforeRename: (() -> Void)? = nil,
                             producing produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws(SafeFileError) {
        guard !path.isEmpty else { throw SafeFileError(path: "output path", reason: "empty") }
        let destination = try followLinks(path)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { throw SafeFileError(path: path, reason: "is a directory") }
        // Renaming over a device or a pipe would replace it with a regular file: refuse.
        if exists, let type = try? FileManager.default.attributesOfItem(atPath: destination)[.type] as? FileAttributeType,
           type != .typeRegular {
            throw SafeFileError(path: path, reason: "not a regular file")
        }
        if exists, !replacingReadOnly, isReadOnly(destination) {
            throw SafeFileError(path: path, reason: "is read-only; make it writable (chmod u+w) to replace it")
        }
        let directory = parentPath(destination)
        let base = (destination as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(base).typography-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buf -> Int32 in
            guard let base = buf.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw SafeFileError(path: path, reason: "cannot create a file in \(directory.isEmpty ? "." : directory): \(errnoText())")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        func fail(_ what: String) -> SafeFileError {
            let text = errnoText()
            if !closed { close(fd) }
            unlink(temporary)
            return SafeFileError(path: path, reason: "\(what): \(text)")
        }
        // Writes all of `piece`, retrying short writes and EINTR; false on an error (errno set).
        func writeAll(_ piece: UnsafeRawBufferPointer) -> Bool {
            guard let base = piece.baseAddress else { return true }
            var written = 0
            while written < piece.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, base + written, piece.count - written)
                #else
                let n = Darwin.write(fd, base + written, piece.count - written)
                #endif
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += n
            }
            return true
        }
        struct WriteFailed: Error {}
        let capacity = 256 << 10
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var used = 0
        func flush() -> Bool {
            defer { used = 0 }
            return writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<used]))
        }
        do {
            try produce { piece in
                if used + piece.count > capacity {
                    guard flush() else { throw WriteFailed() }
                }
                if piece.count >= capacity {
                    guard writeAll(piece) else { throw WriteFailed() }
                } else if let source = piece.baseAddress, let target = buffer.baseAddress {
                    (target + used).copyMemory(from: source, byteCount: piece.count)
                    used += piece.count
                }
            }
            guard flush() else { throw WriteFailed() }
        } catch is WriteFailed {
            throw fail("cannot write")
        } catch {
            if !closed { close(fd) }
            unlink(temporary)
            throw SafeFileError(path: path, reason: "cannot write: \(error)")
        }
        let mode: mode_t
        if exists, let attributes = try? FileManager.default.attributesOfItem(atPath: destination),
           let permissions = attributes[.posixPermissions] as? NSNumber {
            mode = mode_t(permissions.uint16Value & 0o7777)
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard fchmod(fd, mode) == 0 else { throw fail("cannot set permissions") }
        guard fsync(fd) == 0 else { throw fail("cannot flush to disk") }
        closed = true
        guard close(fd) == 0 else { throw fail("cannot close") }
        beforeRename?()
        guard rename(temporary, destination) == 0 else { throw fail("cannot replace") }
        // Make the rename itself durable (best effort: some file systems refuse fsync on a directory).
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
