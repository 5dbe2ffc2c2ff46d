import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error.
enum Out {
    static func line(_ s: String) {
        FileHandle.standardOutput.write(Data((s + "\n").utf8))
    }

    /// Bytes as they are, to standard output, in one write (or as few as the pipe takes).
    static func raw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = write(1, buf.baseAddress.map { $0 + offset }, buf.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }

    static func error(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }

    /// Encodes `value` as JSON on one stable form: sorted keys, no escaped slashes.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws {
        line(try jsonString(value, pretty: pretty))
    }

    static func jsonString<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .throw
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self)
    }
}

/// A plain-text table with aligned columns, for output without `--json`.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned right (numbers).
    var rightAligned: Set<Int> = []

    init(_ header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (i, cell) in row.enumerated() where i < widths.count {
                widths[i] = max(widths[i], cell.count)
            }
        }
        func fmt(_ row: [String]) -> String {
            var parts: [String] = []
            for (i, cell) in row.enumerated() where i < widths.count {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                parts.append(rightAligned.contains(i) ? pad + cell : cell + pad)
            }
            var s = parts.joined(separator: "  ")
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }
        var lines = [fmt(header)]
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        lines += rows.map(fmt)
        return lines.joined(separator: "\n")
    }
}

/// Formats a number without a trailing ".0" (17, 32.5, -0.43).
func formatNumber(_ value: Double, maxFractionDigits: Int = 3) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var s = String(format: "%.\(maxFractionDigits)f", value)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
}

/// Input files a user names: read the same way everywhere. The path is opened without blocking,
/// so a FIFO, socket or device is refused by its type instead of hanging the command; links are
/// followed; a loop of links says so; a file over `limit` bytes is refused before it is read.
enum InputFile {
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case ENOENT: throw CLIError.noInput("\(path): no such file")
            case ELOOP: throw CLIError.noInput("\(path): a loop of symbolic links")
            case EACCES: throw CLIError(code: .noPermission, message: "\(path): permission denied")
            default: throw CLIError.noInput("\(path): cannot read: \(String(cString: strerror(e)))")
            }
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw CLIError.noInput("\(path): cannot read: \(String(cString: strerror(errno)))") }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CLIError.noInput("\(path): is a directory")
        default: throw CLIError.noInput("\(path): not a regular file")
        }
        guard Int(st.st_size) <= limit else {
            throw CLIError.dataError("\(path): \(st.st_size) bytes, more than the \(limit) this command reads")
        }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var done = 0
        let count = bytes.count
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            while done < count {
                let n = pread(fd, base + done, count - done, off_t(done))
                if n < 0 { if errno == EINTR { continue }; return errno }
                if n == 0 { break }
                done += n
            }
            return nil
        }
        if let failure { throw CLIError(code: .ioError, message: "\(path): cannot read: \(String(cString: strerror(failure)))") }
        if done < count { bytes.removeSubrange(done...) }
        return bytes
    }
}
