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
        let exists = try checkReplaceable(destination, path: path, replacingReadOnly: replacingReadOnly)
        let directory = parentPath(destination)
        var file = try TemporaryFile(beside: destination, in: directory, for: path)
        try writeBuffered(to: file, producing: produce)
        let mode = permissions(for: destination, exists: exists)
        guard fchmod(file.fd, mode) == 0 else { throw file.fail("cannot set permissions") }
        guard fsync(file.fd) == 0 else { throw file.fail("cannot flush to disk") }
        file.closed = true
        guard close(file.fd) == 0 else { throw file.fail("cannot close") }
        beforeRename?()
        guard rename(file.path, destination) == 0 else { throw file.fail("cannot replace") }
        // Make the rename itself durable (best effort: some file systems refuse fsync on a directory).
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Whether `destination` exists; throws when it is there but must not be replaced: a
    /// directory, not a regular file (renaming over a device or a pipe would replace it with a
    /// regular file), or read-only unless `replacingReadOnly`.
    private static func checkReplaceable(_ destination: String, path: String,
                                         replacingReadOnly: Bool) throws(SafeFileError) -> Bool {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { throw SafeFileError(path: path, reason: "is a directory") }
        if exists, let type = try? FileManager.default.attributesOfItem(atPath: destination)[.type] as? FileAttributeType,
           type != .typeRegular {
            throw SafeFileError(path: path, reason: "not a regular file")
        }
        if exists, !replacingReadOnly, isReadOnly(destination) {
            throw SafeFileError(path: path, reason: "is read-only; make it writable (chmod u+w) to replace it")
        }
        return exists
    }

    /// The mode of the file replaced, or what a new file gets under the umask.
    private static func permissions(for destination: String, exists: Bool) -> mode_t {
        if exists, let attributes = try? FileManager.default.attributesOfItem(atPath: destination),
           let permissions = attributes[.posixPermissions] as? NSNumber {
            return mode_t(permissions.uint16Value & 0o7777)
        }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// The temporary file a write goes to, open, in the destination's directory.
    private struct TemporaryFile {
        let fd: Int32
        let path: String
        /// The path the write was asked for, which errors name.
        let destinationPath: String
        var closed = false

        init(beside destination: String, in directory: String, for destinationPath: String) throws(SafeFileError) {
            self.destinationPath = destinationPath
            let base = (destination as NSString).lastPathComponent
            var template = Array(((directory.isEmpty ? "." : directory) + "/.\(base).typography-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { buf -> Int32 in
                guard let base = buf.baseAddress else { return -1 }
                return mkstemp(base)
            }
            guard fd >= 0 else {
                throw SafeFileError(path: destinationPath,
                                    reason: "cannot create a file in \(directory.isEmpty ? "." : directory): \(errnoText())")
            }
            self.fd = fd
            path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// Closes (unless closed) and removes the file.
        func discard() {
            if !closed { close(fd) }
            unlink(path)
        }

        /// The file discarded, and the error for `what` failing (errno's reason).
        func fail(_ what: String) -> SafeFileError {
            let text = errnoText()
            discard()
            return SafeFileError(path: destinationPath, reason: "\(what): \(text)")
        }

        /// Writes all of `piece`, retrying short writes and EINTR; false on an error (errno set).
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
    }

    /// Writes what `produce` passes to its sink to `file`, gathered in a 256 KiB buffer written
    /// as it fills. On a failure the file is discarded.
    private static func writeBuffered(to file: TemporaryFile,
                                      producing produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws(SafeFileError) {
        struct WriteFailed: Error {}
        let capacity = 256 << 10
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var used = 0
        func flush() -> Bool {
            defer { used = 0 }
            return file.writeAll(UnsafeRawBufferPointer(rebasing: buffer[0..<used]))
        }
        do {
            try produce { piece in
                if used + piece.count > capacity {
                    guard flush() else { throw WriteFailed() }
                }
                if piece.count >= capacity {
                    guard file.writeAll(piece) else { throw WriteFailed() }
                } else if let source = piece.baseAddress, let target = buffer.baseAddress {
                    (target + used).copyMemory(from: source, byteCount: piece.count)
                    used += piece.count
                }
            }
            guard flush() else { throw WriteFailed() }
        } catch is WriteFailed {
            throw file.fail("cannot write")
        } catch {
            file.discard()
            throw SafeFileError(path: file.destinationPath, reason: "cannot write: \(error)")
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
