import Foundation
import SafeFile
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error. Human-readable lines are escaped
/// (`Out.escaped`): a font's name, a file's name or a document's text can never move the cursor,
/// recolour the terminal or reorder what is printed. JSON is written exactly (`Out.json`,
/// `Out.jsonLine`): its strings are escaped by JSON's own rules.
package enum Out {
    /// A human-readable line, escaped.
    package static func line(_ s: String) {
        write(1, escaped(s) + "\n")
    }

    /// A human-readable line that quotes names, paths or text from fonts and documents: escaped,
    /// and kept on one line (a line break in a quoted value is written as `\u{A}`).
    package static func record(_ s: String) {
        line(oneLine(s))
    }

    /// A line of JSON, written as it is.
    package static func jsonLine(_ s: String) {
        write(1, s + "\n")
    }

    /// Text to standard error as it is (already escaped: a progress bar, a prompt).
    package static func errorText(_ s: String) {
        write(2, s)
    }

    /// Writes all of `s` to `fd`. A write that fails (a full disk at `>file`, a closed standard
    /// output) ends the run with one line and exit 74, rather than a trap or output silently
    /// lost; standard error failing ends it with 74 alone. (A closed pipe ends it by SIGPIPE,
    /// as for any Unix tool.)
    package static func write(_ fd: Int32, _ s: String) {
        var s = s
        s.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }

    private static func writeAll(_ fd: Int32, _ buf: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < buf.count {
            let n = Glibc_or_Darwin_write(fd, buf.baseAddress.map { $0 + offset }, buf.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                if fd != 2 {
                    let message = "typography: cannot write to standard output: \(reason)\n"
                    _ = message.utf8CString.withUnsafeBufferPointer { Glibc_or_Darwin_write(2, $0.baseAddress, $0.count - 1) }
                }
                exit(74)
            }
            offset += n
        }
    }

    /// `s` with what could take over a terminal made visible: C0 controls but line feed and tab
    /// (ESC, CR, BEL, backspace…), DEL, the C1 controls (U+0080–U+009F, among them the 8-bit CSI),
    /// and the invisible bidirectional formatting characters (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), each written as `\u{XXXX}`. Letters of any script,
    /// right-to-left ones included, are kept.
    package static func escaped(_ s: String) -> String {
        escaping(s) { v in
            (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }

    /// `s` with each scalar that `matches` written as `\u{XXXX}`.
    private static func escaping(_ s: String, _ matches: (UInt32) -> Bool) -> String {
        guard s.unicodeScalars.contains(where: { matches($0.value) }) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if matches(u.value) {
                out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }

    /// Bytes as they are, to standard output, in one write (or as few as the pipe takes).
    package static func raw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(1, $0) }
    }

    /// One line on standard error: escaped, and its line breaks too (an error is always one line,
    /// whatever name or path it quotes).
    package static func error(_ s: String) {
        write(2, escaped(oneLine(s)) + "\n")
    }

    /// `s` with its line breaks and tabs written as `\u{A}`, `\u{9}`… (LF, VT, FF, CR, TAB, NEL,
    /// U+2028, U+2029): for a value from a font, a file or a document put on one line.
    package static func oneLine(_ s: String) -> String {
        escaping(s) { v in (0x09...0x0D).contains(v) || v == 0x85 || v == 0x2028 || v == 0x2029 }
    }

    /// Encodes `value` as JSON on one stable form: sorted keys, no escaped slashes.
    package static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws {
        jsonLine(try jsonString(value, pretty: pretty))
    }

    package static func jsonString<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
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
package struct TextTable {
    package var header: [String]
    package var rows: [[String]] = []
    /// Columns aligned right (numbers).
    package var rightAligned: Set<Int> = []

    package init(_ header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    /// A row; each cell on one line (a name with a line break would start a row of its own), and
    /// escaped here, so that the columns are as wide as the text shown.
    package mutating func add(_ row: [String]) { rows.append(row.map { Out.escaped(Out.oneLine($0)) }) }

    package func render() -> String {
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
package func formatNumber(_ value: Double, maxFractionDigits: Int = 3) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var s = String(format: "%.\(maxFractionDigits)f", value)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
}

/// Input files a user names, read through `SafeFile.InputFile` (non-blocking open, regular
/// files only, a size limit, `pread`), with the tool's exit codes: 66 for what cannot be read,
/// 77 for a permission, 65 for a file over the limit, 74 for an I/O error.
package enum InputFile {
    package static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try SafeFile.InputFile.read(path, limit: limit)
        } catch {
            switch error.kind {
            case .notFound, .linkLoop, .directory, .notRegular: throw CLIError.noInput(error.description)
            case .permission: throw CLIError(code: .noPermission, message: error.description)
            case .tooLarge: throw CLIError.dataError(error.description)
            case .io: throw CLIError(code: .ioError, message: error.description)
            }
        }
    }
}

@inline(__always) private func Glibc_or_Darwin_write(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int {
    write(fd, p, n)
}
