import Foundation
import Testing
@testable import FontFile

/// The committed test fonts and the values their generator put in (Tests/Fixtures/fonts).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fonts")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// expected.json, written by scripts/make-test-fonts.py.
    nonisolated(unsafe) static let expected: [String: [String: Any]] = {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("expected.json")),
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
        else { return [:] }
        return obj
    }()

    static func expect(_ file: String) throws -> [String: Any] {
        try #require(expected[file], "expected.json has no entry for \(file)")
    }

    /// Every font file of the fixtures (the seed corpus of the fuzzer too).
    static var allFontFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".md") }.sorted()
    }
}

/// Byte surgery on sfnt fonts, for the bad-input tests.
enum Surgery {
    static func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
    static func u32(_ b: [UInt8], _ o: Int) -> Int {
        Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3])
    }
    static func put16(_ b: inout [UInt8], _ o: Int, _ v: Int) {
        b[o] = UInt8((v >> 8) & 0xFF); b[o + 1] = UInt8(v & 0xFF)
    }
    static func put32(_ b: inout [UInt8], _ o: Int, _ v: Int) {
        for i in 0..<4 { b[o + i] = UInt8((v >> (24 - 8 * i)) & 0xFF) }
    }

    /// The offset of the table record of `tag` in a single font's directory.
    static func recordOffset(_ b: [UInt8], _ tag: String) -> Int? {
        let n = u16(b, 4)
        let want = Array(tag.utf8)
        for i in 0..<n {
            let o = 12 + 16 * i
            if Array(b[o..<(o + 4)]) == want { return o }
        }
        return nil
    }

    /// (offset, length) of table `tag`.
    static func table(_ b: [UInt8], _ tag: String) -> (offset: Int, length: Int)? {
        recordOffset(b, tag).map { (u32(b, $0 + 8), u32(b, $0 + 12)) }
    }

    /// Renames a table (so it is missing under its own tag).
    static func rename(_ b: inout [UInt8], _ tag: String, to other: String) {
        guard let o = recordOffset(b, tag) else { return }
        for (i, c) in other.utf8.enumerated() { b[o + i] = c }
    }
}

/// A big-endian byte writer, for building tables by hand.
struct Bytes {
    var b: [UInt8] = []
    mutating func u8(_ v: Int) { b.append(UInt8(truncatingIfNeeded: v)) }
    mutating func u16(_ v: Int) { b.append(UInt8(truncatingIfNeeded: v >> 8)); b.append(UInt8(truncatingIfNeeded: v)) }
    mutating func u32(_ v: Int) { for s in [24, 16, 8, 0] { b.append(UInt8(truncatingIfNeeded: v >> s)) } }
    mutating func fixed(_ v: Double) { u32(Int(Int32(v * 65536))) }
    mutating func tag(_ s: String) { b += Array(s.utf8.prefix(4)) }
    var count: Int { b.count }
}

extension ByteReader {
    /// Runs `body` with a reader over `bytes`.
    static func with<T>(_ bytes: [UInt8], _ body: (ByteReader) throws -> T) rethrows -> T {
        try bytes.withUnsafeBytes { try body(ByteReader($0)) }
    }
}
