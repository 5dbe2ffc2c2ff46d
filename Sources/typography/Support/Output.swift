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
