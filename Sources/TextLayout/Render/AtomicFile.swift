import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it is either entirely there or not changed at all: the bytes go to a
/// temporary file in the target's directory, which is then renamed over the target. On any
/// failure the temporary file is removed and the error names the path and the reason.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws(LayoutError) {
        guard !path.isEmpty else { throw LayoutError(.cannotWrite, input: "output path", reason: "empty") }
        var isDir: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue) {
            throw LayoutError(.cannotWrite, input: path, reason: "is a directory")
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var template = Array("\(dir)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buf -> Int32 in
            guard let base = buf.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw LayoutError(.cannotWrite, input: path, reason: "cannot create a file in \(dir): \(errorText(errno))")
        }
        let tmp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ why: String) -> LayoutError {
            close(fd)
            unlink(tmp)
            return LayoutError(.cannotWrite, input: path, reason: why)
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { b -> Int in
                // Non-empty here (written < count), so the base address exists.
                guard let base = b.baseAddress else { return -1 }
                #if canImport(Glibc)
                return Glibc.write(fd, base + written, b.count - written)
                #else
                return Darwin.write(fd, base + written, b.count - written)
                #endif
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail("cannot write: \(errorText(errno))")
            }
            written += n
        }
        // mkstemp creates the file readable by its owner only; give it the usual mode.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        guard fsync(fd) == 0 || errno == EINVAL else { throw fail("cannot write: \(errorText(errno))") }
        guard close(fd) == 0 else {
            unlink(tmp)
            throw LayoutError(.cannotWrite, input: path, reason: "cannot write: \(errorText(errno))")
        }
        guard rename(tmp, path) == 0 else {
            let e = errno
            unlink(tmp)
            throw LayoutError(.cannotWrite, input: path, reason: "cannot replace the file: \(errorText(e))")
        }
    }

    static func errorText(_ e: Int32) -> String { String(cString: strerror(e)) }
}
