import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read.
public struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for the exit code a command chooses.
    public enum Kind: Sendable, Hashable {
        /// Nothing at the path.
        case notFound
        /// A loop of symbolic links.
        case linkLoop
        /// A directory.
        case directory
        /// A FIFO, socket or device: refused without reading (it could block, or never end).
        case notRegular
        /// Larger than the caller reads.
        case tooLarge
        /// Not permitted.
        case permission
        /// The system failed to read it.
        case io
    }

    /// What went wrong.
    public let kind: Kind
    /// The path as given.
    public let path: String
    /// Why, without the path (`no such file`, `not a regular file`…).
    public let reason: String
    /// One line: the path and the reason.
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}

/// Reading files a user names, the same way everywhere: opened without blocking (a FIFO can
/// never hang the caller), checked to be a regular file once links are followed, refused when
/// over a size limit before anything is read, then read with `pread`. A file that shrinks while
/// it is read gives the bytes that were there (never SIGBUS, as a memory mapping would).
public enum InputFile {
    /// The bytes of the regular file at `path`, at most `limit` of them (more is an error).
    public static func read(_ path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try withOpened(path, limit: limit) { (fd, size) throws(InputFileError) in
            bytes = [UInt8](repeating: 0, count: size)
            let read = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(InputFileError) in try fill(buffer, from: fd, path: path) }
            }
            let done = try read.get()
            if done < size { bytes.removeSubrange(done...) }
        }
        return bytes
    }

    /// The bytes of the regular file at `path`, as `read` gives them, in memory from
    /// `malloc` that the caller owns and releases with `free` (HarfBuzz's blobs take such a
    /// buffer without another copy). Never empty: an empty file is an error.
    public static func readAllocated(_ path: String, limit: Int) throws(InputFileError) -> UnsafeMutableRawBufferPointer {
        var result: UnsafeMutableRawBufferPointer?
        try withOpened(path, limit: limit) { (fd, size) throws(InputFileError) in
            guard size > 0, let base = malloc(size) else {
                throw InputFileError(kind: .io, path: path, reason: size == 0 ? "an empty file" : "cannot read: out of memory")
            }
            let buffer = UnsafeMutableRawBufferPointer(start: base, count: size)
            do throws(InputFileError) {
                let done = try fill(buffer, from: fd, path: path)
                guard done > 0 else { throw InputFileError(kind: .io, path: path, reason: "an empty file") }
                result = UnsafeMutableRawBufferPointer(start: base, count: done)
            } catch {
                free(base)
                throw error
            }
        }
        guard let result else { throw InputFileError(kind: .io, path: path, reason: "an empty file") }
        return result
    }

    /// Opens `path` without blocking, checks that it is a regular file of at most `limit` bytes,
    /// and gives `body` the descriptor and the size.
    private static func withOpened(_ path: String, limit: Int,
                                   _ body: (Int32, Int) throws(InputFileError) -> Void) throws(InputFileError) {
        func fail(_ kind: InputFileError.Kind, _ reason: String) -> InputFileError {
            InputFileError(kind: kind, path: path, reason: reason)
        }
        guard !path.isEmpty else {
            throw InputFileError(kind: .notFound, path: path, reason: "empty file name: give a path")
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case ENOENT: throw fail(.notFound, "no such file")
            case ELOOP: throw fail(.linkLoop, "a loop of symbolic links")
            case ENXIO: throw fail(.notRegular, "not a regular file")  // a socket
            case EACCES, EPERM: throw fail(.permission, "permission denied")
            default: throw fail(.io, "cannot read: \(String(cString: strerror(e)))")
            }
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw fail(.io, "cannot read: \(String(cString: strerror(errno)))") }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail(.directory, "is a directory")
        default: throw fail(.notRegular, "not a regular file")
        }
        guard Int(st.st_size) <= limit else {
            throw fail(.tooLarge, "\(st.st_size) bytes, more than the \(limit) read here")
        }
        try body(fd, Int(st.st_size))
    }

    /// Reads from the start of `fd` into `buffer` with `pread`; the count read, which is less
    /// than the buffer's when the file got shorter while it was read.
    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from fd: Int32, path: String) throws(InputFileError) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let n = pread(fd, base + done, buffer.count - done, off_t(done))
            if n < 0 {
                if errno == EINTR { continue }
                throw InputFileError(kind: .io, path: path, reason: "cannot read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }  // the file got shorter while it was read
            done += n
        }
        return done
    }
}
