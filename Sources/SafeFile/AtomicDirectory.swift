import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Several files written into one directory so that no file is ever left half-written.
public enum AtomicDirectory {
    /// Writes `files` (paths relative to `directory`, `/`-separated, no `..`) into `directory`.
    ///
    /// Every file is first written in full and flushed (fsync) in a staging directory beside
    /// `directory` (`.{name}.typography-XXXXXX`). Then:
    /// - when `directory` does not exist, the staging directory is renamed to it: all the files
    ///   appear at once or none does;
    /// - when it exists, each file is renamed over its destination: every file is either the
    ///   complete new one or the old one, and a failure before the first rename changes nothing.
    ///
    /// On any failure the staging directory is removed and the error (exit 73) names the path.
    public static func write(_ files: [(path: String, bytes: [UInt8])], to directory: String) throws(SafeFileError) {
        guard !directory.isEmpty else { throw SafeFileError(path: "output directory", reason: "empty") }
        for file in files {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if file.path.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                throw SafeFileError(path: file.path, reason: "not a plain relative path")
            }
        }
        let target = try followLinks(directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue { throw SafeFileError(path: directory, reason: "exists and is not a directory") }
        let parent = parentPath(target)
        let staging = try makeStagingDirectory(beside: target, in: parent, for: directory)
        var keepStaging = false
        defer { if !keepStaging { try? FileManager.default.removeItem(atPath: staging) } }
        try stage(files, in: staging, for: directory)
        if !exists {
            // The directory mode the user's umask gives (mkdtemp makes it 0700).
            let mask = umask(0)
            umask(mask)
            chmod(staging, 0o777 & ~mask)
            guard rename(staging, target) == 0 else {
                throw SafeFileError(path: directory, reason: "cannot create: \(String(cString: strerror(errno)))")
            }
            keepStaging = true
            syncDirectory(parent.isEmpty ? "." : parent)
            return
        }
        try checkReplaceable(files, in: target)
        try move(files, from: staging, into: target)
    }

    /// A new, empty staging directory beside `target` (`.{name}.typography-XXXXXX`); errors name
    /// `directory`, the path asked for.
    private static func makeStagingDirectory(beside target: String, in parent: String,
                                             for directory: String) throws(SafeFileError) -> String {
        let base = (target as NSString).lastPathComponent
        var template = Array(((parent.isEmpty ? "." : parent) + "/.\(base).typography-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buf -> Bool in
            guard let p = buf.baseAddress else { return false }
            return mkdtemp(p) != nil
        }
        guard made else {
            throw SafeFileError(path: directory, reason: "cannot create a directory in \(parent.isEmpty ? "." : parent): \(String(cString: strerror(errno)))")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every file written in full and flushed in the staging directory; errors name `directory`.
    private static func stage(_ files: [(path: String, bytes: [UInt8])], in staging: String,
                              for directory: String) throws(SafeFileError) {
        do {
            for file in files {
                let path = staging + "/" + file.path
                let folder = parentPath(path)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try AtomicFile.write(file.bytes, to: path)
            }
        } catch let error as SafeFileError {
            throw SafeFileError(path: directory, reason: error.reason)
        } catch {
            throw SafeFileError(path: directory, reason: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Everything that would stop a file from taking its place is found before any is moved,
    /// so that a refusal leaves the directory as it was: a file where a folder must go, a
    /// folder where a file must go, a read-only file.
    private static func checkReplaceable(_ files: [(path: String, bytes: [UInt8])], in target: String) throws(SafeFileError) {
        for file in files {
            let parts = file.path.split(separator: "/").map(String.init)
            var path = target
            for (k, part) in parts.enumerated() {
                path += "/" + part
                var st = stat()
                guard lstat(path, &st) == 0 else { break }  // absent: made when moved
                let type = st.st_mode & S_IFMT
                if k < parts.count - 1, type != S_IFDIR {
                    var followed = stat()
                    guard type == S_IFLNK, stat(path, &followed) == 0, (followed.st_mode & S_IFMT) == S_IFDIR else {
                        throw SafeFileError(path: path, reason: "is not a directory (\(file.path) goes inside it); nothing written")
                    }
                }
                if k == parts.count - 1, type == S_IFDIR {
                    throw SafeFileError(path: path, reason: "is a directory; nothing written")
                }
                if k == parts.count - 1, type == S_IFREG, isReadOnly(path) {
                    throw SafeFileError(path: path, reason: "is read-only; nothing written")
                }
            }
        }
    }

    /// Each staged file renamed over its destination in `target`.
    private static func move(_ files: [(path: String, bytes: [UInt8])], from staging: String,
                             into target: String) throws(SafeFileError) {
        for file in files {
            let destination = target + "/" + file.path
            let folder = parentPath(destination)
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw SafeFileError(path: folder, reason: "cannot create: \(error.localizedDescription)")
            }
            var st = stat()
            if lstat(destination, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
                throw SafeFileError(path: destination, reason: "is a directory")
            }
            guard rename(staging + "/" + file.path, destination) == 0 else {
                throw SafeFileError(path: destination, reason: "cannot replace: \(String(cString: strerror(errno)))")
            }
            syncDirectory(folder)
        }
    }

    /// Makes renames in `path` durable (best effort: some file systems refuse fsync on a directory).
    static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY)
        if fd >= 0 {
            _ = fsync(fd)
            close(fd)
        }
    }
}
