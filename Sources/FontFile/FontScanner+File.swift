#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading from a path: the file is opened without blocking (a FIFO can never hang the call), it
/// must be a regular file, and it is read into memory with `pread`. It is never memory-mapped: a
/// file truncated by another process while it is read gives a short read, which the bounds-checked
/// reader reports as an error, where a mapping would kill the process with SIGBUS. This is the
/// only file of the module that touches the file system.
extension FontScanner {
    /// The classification of every face in the file at `path`. Throws the first failure.
    public static func faces(atPath path: String) throws(FontFileError) -> [FaceInfo] {
        try withMapped(path) { b throws(FontFileError) in try faces(in: b, path: path) }
    }

    /// The classification of face `index` of the file at `path`.
    public static func face(atPath path: String, index: Int = 0) throws(FontFileError) -> FaceInfo {
        try withMapped(path) { b throws(FontFileError) in try face(in: b, index: index, path: path) }
    }

    /// Every readable face of the file at `path` and an error for each one that is not. Never
    /// throws: a missing or unreadable file is one error.
    public static func scan(atPath path: String) -> Scan {
        do {
            return try withMapped(path) { b throws(FontFileError) in scan(b, path: path) }
        } catch {
            return Scan(path: path, format: .unknown, faces: [], errors: [error])
        }
    }

    /// How many faces the file at `path` holds.
    public static func faceCount(atPath path: String) throws(FontFileError) -> Int {
        try withMapped(path) { b throws(FontFileError) in try faceCount(in: b, path: path) }
    }

    /// Every parsed table of face `index` of the file at `path`.
    public static func tables(atPath path: String, index: Int = 0) throws(FontFileError) -> FontTables {
        try withMapped(path) { b throws(FontFileError) in try tables(in: b, index: index, path: path) }
    }

    /// The tables and the classification of face `index`, from one parse.
    public static func inspect(atPath path: String, index: Int = 0) throws(FontFileError) -> (face: FaceInfo, tables: FontTables) {
        try withMapped(path) { b throws(FontFileError) in try inspect(in: b, index: index, path: path) }
    }

    /// The format of the file at `path`, from its first bytes.
    public static func format(atPath path: String) throws(FontFileError) -> FontFormat {
        try withMapped(path) { b throws(FontFileError) in FontFormat.sniff(b) }
    }

    /// The largest font file read: 2 GiB, as the catalog's scan.
    static let maxFileSize = 1 << 31

    static func withMapped<T>(_ path: String, _ body: (UnsafeRawBufferPointer) throws(FontFileError) -> T) throws(FontFileError) -> T {
        let bytes = try readFile(path)
        let result: Result<T, FontFileError> = bytes.withUnsafeBytes { b in
            Result { () throws(FontFileError) in try body(b) }
        }
        return try result.get()
    }

    /// The bytes of the regular file at `path` (links followed), read with `pread`; as many as
    /// are there when a file shrinks while it is read. (`SafeFile.InputFile` reads the same way for
    /// the other modules; FontFile keeps its own copy so that it depends on nothing.)
    static func readFile(_ path: String) throws(FontFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case ENOENT: throw FontFileError(.fileNotFound, path: path, reason: "no such file")
            case ELOOP: throw FontFileError(.fileUnreadable, path: path, reason: "a loop of symbolic links")
            case ENXIO: throw FontFileError(.fileUnreadable, path: path, reason: "not a regular file")  // a socket
            default: throw FontFileError(.fileUnreadable, path: path, reason: "cannot read: \(String(cString: strerror(e)))")
            }
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            throw FontFileError(.fileUnreadable, path: path, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FontFileError(.fileUnreadable, path: path, reason: "is a directory")
        default: throw FontFileError(.fileUnreadable, path: path, reason: "not a regular file")
        }
        guard st.st_size <= maxFileSize else {
            throw FontFileError(.fileUnreadable, path: path, reason: "larger than 2 GiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var done = 0
        let count = bytes.count
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            while done < count {
                let n = pread(fd, base + done, count - done, off_t(done))
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }  // the file got shorter while it was read
                done += n
            }
            return nil
        }
        if let failure {
            throw FontFileError(.fileUnreadable, path: path, reason: "cannot read: \(String(cString: strerror(failure)))")
        }
        if done < count { bytes.removeSubrange(done...) }
        return bytes
    }
}
