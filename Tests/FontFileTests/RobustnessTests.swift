import Foundation
import Testing
@testable import FontFile

/// Bad input of every kind gives an error or a documented recovery, never a trap, a hang or an
/// unbounded allocation. (A trap would crash the test process: reaching the end is the check.)
@Suite("Robustness")
struct RobustnessTests {
    /// Reads everything the API offers from `bytes`; returns the errors met.
    @discardableResult
    static func exercise(_ bytes: [UInt8]) -> [FontFileError] {
        var errors: [FontFileError] = []
        let scan = FontScanner.scan(bytes)
        errors += scan.errors
        for f in scan.faces {
            _ = f.namedInstanceFaces
            _ = try? JSONEncoder().encode(f)
        }
        let n = (try? bytes.withUnsafeBytes { b in try FontScanner.faceCount(in: b) }) ?? 1
        for i in 0..<min(n, 4) {
            do { _ = try FontScanner.tables(in: bytes, index: i) } catch { errors.append(error) }
        }
        return errors
    }

    @Test func emptyInputIsAnError() {
        let errors = Self.exercise([])
        #expect(errors.first?.kind == .invalidFormat)
        #expect(errors.first?.description == "<memory>: empty file")
    }

    @Test("Truncated at every length, each font gives an error or a face",
          arguments: ["StaticTest-SemiCondensedMedium.ttf", "CFFTest-BoldItalic.otf", "MacRomanName.ttf"])
    func truncatedAtEveryLength(file: String) throws {
        let full = try Fixtures.bytes(file)
        // Every length must end in an error or a face; lengths that cut a required table must
        // be errors (tables past the last required one, like 'CFF ', are not parsed).
        for n in 0..<full.count {
            let bytes = Array(full[0..<n])
            let scan = FontScanner.scan(bytes)
            #expect(scan.faces.count + scan.errors.count == 1)
            for e in scan.errors { #expect(!e.description.contains("\n")) }
            if n < 12 { #expect(scan.errors.count == 1) }
        }
    }

    @Test func truncatedCollectionAndVariableFontAtSampledLengths() throws {
        for file in ["CollectionTest.ttc", "OpszVariable.ttf", "TrakTest.ttf"] {
            let full = try Fixtures.bytes(file)
            for n in stride(from: 0, to: full.count, by: 7) { Self.exercise(Array(full[0..<n])) }
        }
    }

    @Test func randomBytesNeverTrap() {
        var rng = SplitMix64(seed: 0x5EED)
        for round in 0..<2000 {
            let count = Int(rng.next() % 600)
            var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            // Half of them start like a font, so the parsers behind the header are reached.
            if round % 2 == 0, bytes.count >= 4 {
                let heads: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("ttcf".utf8), Array("true".utf8)]
                bytes.replaceSubrange(0..<4, with: heads[round / 2 % 4])
            }
            Self.exercise(bytes)
        }
    }

    @Test func randomCorruptionOfRealFontsNeverTraps() throws {
        var rng = SplitMix64(seed: 42)
        for file in ["StaticTest-SemiCondensedMedium.ttf", "OpszVariable.ttf", "TrakTest.ttf", "CollectionTest.ttc"] {
            let full = try Fixtures.bytes(file)
            for _ in 0..<300 {
                var bytes = full
                for _ in 0..<(1 + Int(rng.next() % 16)) {
                    let i = Int(rng.next() % UInt64(bytes.count))
                    bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                }
                Self.exercise(bytes)
            }
        }
    }

    @Test func type1IsRefusedByName() throws {
        let errors = Self.exercise(Array("%!FontType1-1.0: Foo 001\n".utf8))
        #expect(errors.first?.kind == .unsupportedFormat(.type1))
        #expect(errors.first?.description.contains("Type 1") == true)
    }

    static let otherFormatCases: [([UInt8], FontFormat)] = [
        ([0x01, 0x66, 0x63, 0x70, 0, 0], .bitmap),
        (Array("STARTFONT 2.1\n".utf8), .bitmap),
        ([0x00, 0x05, 0x16, 0x07, 0, 0, 0, 0], .macResource),
        ([0x1F, 0x8B, 0x08, 0x00], .compressed),
        (Array("wOFF".utf8) + [0, 1, 0, 0], .woff),
        (Array("wOF2".utf8) + [0, 1, 0, 0], .woff2),
        (Array("typ1".utf8) + [0, 0], .type1),
        (Array("hello, world".utf8), .unknown),
    ]

    @Test("Other formats are recognised and refused", arguments: Self.otherFormatCases)
    func otherFormats(bytes: [UInt8], format: FontFormat) {
        #expect(FontScanner.format(of: bytes) == format)
        let errors = Self.exercise(bytes)
        let want: FontFileError.Kind = format == .unknown ? .invalidFormat : .unsupportedFormat(format)
        #expect(errors.first?.kind == want)
    }

    @Test func dfontResourceForkIsRecognised() {
        var b = Bytes()
        b.u32(256); b.u32(256 + 16); b.u32(16); b.u32(30)
        let bytes = b.b + [UInt8](repeating: 0, count: 256 - 16 + 16 + 30)
        #expect(FontScanner.format(of: bytes) == .macResource)
    }

    @Test func tableDirectoryPointingPastTheEndNamesTheTable() throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        let rec = try #require(Surgery.recordOffset(bytes, "cmap"))
        Surgery.put32(&bytes, rec + 8, bytes.count - 10)
        let errors = Self.exercise(bytes)
        #expect(errors.first?.kind == .outOfBounds)
        #expect(errors.first?.table == "cmap")
        #expect(errors.first?.description.contains("'cmap' table") == true)
    }

    @Test("A glyph table cut short by the end of the file is an error naming it, though it is never parsed",
          arguments: [("CFFTest-BoldItalic.otf", "CFF "), ("StaticTest-SemiCondensedMedium.ttf", "glyf")])
    func truncatedGlyphTable(file: String, tag: String) throws {
        let full = try Fixtures.bytes(file)
        let table = try #require(Surgery.table(full, tag))
        let bytes = Array(full[0..<(table.offset + table.length / 2)])
        if tag == "CFF " {
            // 'CFF ' is the last table: every table the classifier reads is whole, as in a
            // download cut short (the case that was read as a good face).
            for other in ["head", "hhea", "maxp", "OS/2", "name", "cmap", "post"] {
                let t = try #require(Surgery.table(full, other))
                try #require(t.offset + t.length <= bytes.count, "\(other) is after \(tag) in \(file)")
            }
        }
        let scan = FontScanner.scan(bytes)
        #expect(scan.faces.isEmpty)
        let e = try #require(scan.errors.first)
        #expect(e.kind == .outOfBounds)
        #expect(e.table == OpenTypeTag(tag))
        #expect(e.description.contains("extends past the end of the file (\(bytes.count) bytes)"), "\(e)")
        // The whole file is a face.
        #expect(FontScanner.scan(full).faces.count == 1)
    }

    @Test func cffFaceWithoutItsCFFTableIsAnError() throws {
        var bytes = try Fixtures.bytes("CFFTest-BoldItalic.otf")
        Surgery.rename(&bytes, "CFF ", to: "CFFX")
        let e = try #require(FontScanner.scan(bytes).errors.first)
        #expect(e.kind == .tableMissing("CFF "))
        #expect(e.description.contains("'CFF ' table: an OpenType font with CFF outlines ('OTTO') has neither"), "\(e)")
    }

    @Test func collectionErrorsNameTheFace() throws {
        // CollectionTest.ttc: the header, face 1's directory at 20, the tables (glyf first, at
        // 192), face 2's directory at the end.
        let full = try Fixtures.bytes("CollectionTest.ttc")
        try #require(Surgery.u32(full, 8) == 2)
        let second = Surgery.u32(full, 16)
        let glyf = Surgery.u32(full, 20 + 12 + 16 * 2 + 8)
        try #require(glyf == 192 && second > 5000)
        // Cut in the shared glyf table: neither face can be read, and each error says which.
        let cut = Array(full[0..<3000])
        let scan = FontScanner.scan(cut)
        #expect(scan.faces.isEmpty)
        #expect(scan.errors.map(\.face) == ["face 1 of 2", "face 2 of 2"])
        #expect(scan.errors.first?.description.hasPrefix("<memory>: face 1 of 2: '") == true, "\(scan.errors)")
        #expect(scan.errors.last?.description == "<memory>: face 2 of 2: table directory at offset \(second) runs past the end of the file (3000 bytes)")
        // Cut in face 2's directory: face 1 is read, face 2 is an error naming it.
        let late = FontScanner.scan(Array(full[0..<(second + 20)]))
        #expect(late.faces.count == 1)
        #expect(late.errors.map(\.face) == ["face 2 of 2"])
        #expect(late.errors.first?.description.contains("face 2 of 2: table directory: numTables is 10") == true, "\(late.errors)")
        // `fonts info --index` says the face too.
        #expect(throws: FontFileError.self) { try FontScanner.tables(in: cut, index: 1) }
        do { _ = try FontScanner.tables(in: cut, index: 1) } catch { #expect(error.face == "face 2 of 2") }
        // A single font's errors name no face.
        #expect(FontScanner.scan(Array(try Fixtures.bytes("MacRomanName.ttf").prefix(40))).errors.first?.face == nil)
    }

    @Test func aFileThatIsNotRegularIsSaidToBe() {
        let scan = FontScanner.scan(atPath: "/dev/null")
        #expect(scan.errors.first?.kind == .fileUnreadable)
        #expect(scan.errors.first?.description == "/dev/null: not a regular file")
    }

    @Test func optionalTablePastTheEndIsAbsentWithAWarning() throws {
        var bytes = try Fixtures.bytes("TrakTest.ttf")
        let rec = try #require(Surgery.recordOffset(bytes, "trak"))
        Surgery.put32(&bytes, rec + 12, 0x7FFF_FFFF)
        let f = try FontScanner.face(in: bytes)
        #expect(!f.hasTrak)
        #expect(f.warnings.contains { $0.hasPrefix("trak") })
    }

    @Test("A missing required table is an error naming it", arguments: ["head", "hhea", "maxp", "name", "cmap"])
    func missingRequiredTable(tag: String) throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        Surgery.rename(&bytes, tag, to: "zzzz")
        #expect(throws: FontFileError.self) { try FontScanner.face(in: bytes) }
        do { _ = try FontScanner.face(in: bytes) } catch {
            #expect(error.kind == .tableMissing(OpenTypeTag(tag) ?? "????"))
            #expect(error.description == "<memory>: '\(tag)' table: required table is missing")
        }
    }

    @Test("Missing OS/2 or post is tolerated", arguments: ["OS/2", "post", "hmtx", "GSUB"])
    func missingOptionalTable(tag: String) throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        Surgery.rename(&bytes, tag, to: "zzzz")
        let f = try FontScanner.face(in: bytes)
        #expect(f.family == "Static Test SemiCondensed Medium")
    }

    @Test func overlappingTablesAreReadEachOnItsOwn() throws {
        // Point hhea into the middle of head: legal for the directory, garbage for hhea.
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        let head = try #require(Surgery.table(bytes, "head"))
        let rec = try #require(Surgery.recordOffset(bytes, "hhea"))
        Surgery.put32(&bytes, rec + 8, head.offset + 2)
        let f = try FontScanner.face(in: bytes)  // hhea is 36 bytes of head's tail: parses, wrong values
        #expect(f.family != nil)
        // Two tables sharing one range exactly (as some tools share data).
        var shared = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        let post = try #require(Surgery.table(shared, "post"))
        let gsubRec = try #require(Surgery.recordOffset(shared, "GSUB"))
        Surgery.put32(&shared, gsubRec + 8, post.offset)
        Surgery.put32(&shared, gsubRec + 12, post.length)
        let g = try FontScanner.face(in: shared)
        #expect(g.gsubFeatures.isEmpty)
        #expect(g.warnings.contains { $0.hasPrefix("GSUB") })
    }

    @Test func hugeNumTablesIsAnError() throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        Surgery.put16(&bytes, 4, 0xFFFF)
        let errors = Self.exercise(bytes)
        #expect(errors.first?.kind == .invalidFormat)
        #expect(errors.first?.reason.contains("numTables is 65535") == true)
    }

    @Test func ttcfWithHugeNumFontsIsAnError() throws {
        var bytes = try Fixtures.bytes("CollectionTest.ttc")
        Surgery.put32(&bytes, 8, 0xFFFF_FFFF)
        let errors = Self.exercise(bytes)
        #expect(errors.first?.kind == .invalidFormat)
        #expect(errors.first?.reason.contains("numFonts is 4294967295") == true)
    }

    @Test func ttcfWithAFaceOffsetPastTheEndKeepsTheOtherFace() throws {
        var bytes = try Fixtures.bytes("CollectionTest.ttc")
        Surgery.put32(&bytes, 16, 0x7FFF_FFF0)
        let scan = FontScanner.scan(bytes)
        #expect(scan.faces.count == 1 && scan.errors.count == 1)
        #expect(scan.faces.first?.style == "Regular")
    }

    @Test func fvarWithAbsurdAxisCountIsAbsentWithAWarning() throws {
        for (field, value) in [(8, 0xFFFF), (12, 0xFFFF), (10, 4), (14, 2)] {  // axisCount, instanceCount, axisSize, instanceSize
            var bytes = try Fixtures.bytes("OpszVariable.ttf")
            let fvar = try #require(Surgery.table(bytes, "fvar"))
            Surgery.put16(&bytes, fvar.offset + field, value)
            let f = try FontScanner.face(in: bytes)
            #expect(!f.variable && f.axes.isEmpty, "field \(field)")
            #expect(f.warnings.contains { $0.hasPrefix("fvar: malformed") })
        }
    }

    @Test func statAndTrakWithAbsurdCountsAreAbsent() throws {
        var bytes = try Fixtures.bytes("TrakTest.ttf")
        let stat = try #require(Surgery.table(bytes, "STAT"))
        Surgery.put16(&bytes, stat.offset + 6, 0xFFFF)  // designAxisCount
        let trak = try #require(Surgery.table(bytes, "trak"))
        let horiz = Surgery.u16(bytes, trak.offset + 6)
        Surgery.put16(&bytes, trak.offset + horiz + 2, 0xFFFF)  // nSizes
        let f = try FontScanner.face(in: bytes)
        #expect(!f.hasSTAT && !f.hasTrak)
        #expect(f.warnings.count == 2)
    }

    @Test func cmapWithAbsurdCountsFallsBackOrFails() throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        let cmap = try #require(Surgery.table(bytes, "cmap"))
        Surgery.put16(&bytes, cmap.offset + 2, 0xFFFF)  // numTables
        let f = try FontScanner.face(in: bytes)  // the records present are read
        #expect(f.covers(0x41))
        #expect(f.warnings.contains { $0.contains("cmap: numTables") })
    }

    @Test func nameTableWithAbsurdCountReadsTheRecordsPresent() throws {
        var bytes = try Fixtures.bytes("StaticTest-SemiCondensedMedium.ttf")
        let name = try #require(Surgery.table(bytes, "name"))
        Surgery.put16(&bytes, name.offset + 2, 0xFFFF)
        let (f, t) = try bytes.withUnsafeBytes { try FontScanner.inspect(in: $0) }
        #expect(t.name != nil)
        #expect(f.warnings.contains { $0.hasPrefix("name: count") })
    }

    @Test func invalidUTF16DecodesWithReplacement() {
        let cases: [([UInt8], String)] = [
            ([0xD8, 0x00], "\u{FFFD}"),
            ([0xDC, 0x00, 0x00, 0x41], "\u{FFFD}A"),
            ([0xD8, 0x3D, 0xDE, 0x00], "😀"),
            ([0x00, 0x41, 0x00], "A\u{FFFD}"),
            ([0xD8, 0x00, 0xD8, 0x00], "\u{FFFD}\u{FFFD}"),
            ([], ""),
        ]
        for (bytes, want) in cases {
            #expect(ByteReader.with(bytes) { TextDecoding.utf16BE($0) } == want)
        }
    }

    @Test func readerRefusesEveryOutOfBoundsRead() throws {
        try ByteReader.with([1, 2, 3]) { r in
            #expect(throws: ParseError.outOfBounds) { try r.u32(0) }
            #expect(throws: ParseError.outOfBounds) { try r.u16(2) }
            #expect(throws: ParseError.outOfBounds) { try r.u8(-1) }
            #expect(throws: ParseError.outOfBounds) { try r.slice(Int.max, 1) }
            #expect(throws: ParseError.outOfBounds) { try r.slice(1, Int.max) }
            #expect((try? r.u16(1)) == 0x0203)
            #expect(r.available(recordsOf: 2, from: Int.max) == 0)
        }
    }

    @Test func missingFileAndDirectoryAreDistinctErrors() {
        #expect(throws: FontFileError.self) { try FontScanner.faces(atPath: "/no/such/font.ttf") }
        do { _ = try FontScanner.faces(atPath: "/no/such/font.ttf") } catch {
            #expect(error.kind == .fileNotFound)
            #expect(error.description == "/no/such/font.ttf: no such file")
        }
        do { _ = try FontScanner.faces(atPath: "/tmp") } catch { #expect(error.kind == .fileUnreadable) }
        #expect(FontScanner.scan(atPath: "/no/such").errors.count == 1)
    }
}

/// A small seeded generator, so random tests are repeatable.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("name lookups are bounded")
struct NameBudgetTests {
    @Test func manyIDsNamingOneLongStringStopAtTheBudget() throws {
        let records = 1000
        let long = [UInt8](repeating: 0x41, count: 60000)
        var b = Bytes()
        b.u16(0); b.u16(records); b.u16(6 + 12 * records)
        for i in 0..<records { b.u16(3); b.u16(1); b.u16(0x409); b.u16(256 + i); b.u16(long.count); b.u16(0) }
        let table = b.b + long
        let (decoded, over) = try ByteReader.with(table) { r in
            let names = try NameView(r)
            var decoded = 0
            for i in 0..<records where names.string(UInt16(256 + i)) != nil { decoded += 1 }
            // Cached: asking again decodes nothing more.
            _ = names.string(256)
            return (decoded, names.overBudget)
        }
        #expect(over)
        #expect(decoded == (2 * table.count + 65536) / long.count)
    }
}

/// Files that change or are not regular files while a command reads them.
@Suite("Robustness: changing and special files")
struct ChangingFileTests {
    /// A thread truncates and rewrites a font file in a loop while this one reads it through
    /// every path API: the reads give faces or errors, never SIGBUS (which a memory-mapped read
    /// raises when the file shrinks under the mapping; the process would die here).
    @Test("a font truncated and rewritten while it is read never kills the reader")
    func truncatedWhileRead() throws {
        let original = try Fixtures.bytes("OpszVariable.ttf")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fontfile-trunc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("changing.ttf").path
        try Data(original).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let stop = ManagedAtomicFlag()
        let writer = Thread {
            var cut = 0
            while !stop.isSet {
                _ = ftruncate(fd, off_t(cut % 3 == 0 ? 0 : original.count / (cut % 3 + 1)))
                _ = original.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
                cut += 1
            }
        }
        writer.start()
        var faces = 0, errors = 0
        for _ in 0..<3000 {
            let scan = FontScanner.scan(atPath: path)
            faces += scan.faces.count
            errors += scan.errors.count
            if let t = try? FontScanner.inspect(atPath: path) { _ = t.tables.name; faces += 1 } else { errors += 1 }
        }
        stop.set()
        while !writer.isFinished { usleep(1000) }
        #expect(faces + errors > 0)
    }

    /// A FIFO, a socket and a device are refused at once with the reason, never read (a FIFO
    /// with no writer would block forever).
    @Test("special files are refused before they can block", arguments: ["fifo", "socket", "device", "directory"])
    func specialFiles(_ kind: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fontfile-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var path = dir.appendingPathComponent(kind).path
        switch kind {
        case "fifo": try #require(mkfifo(path, 0o600) == 0)
        case "socket":
            let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(s) }
            var addr = sockaddr_un()
            addr.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &addr.sun_path) { b in
                for (i, c) in path.utf8.prefix(b.count - 1).enumerated() { b[i] = c }
            }
            let ok = withUnsafePointer(to: &addr) { p in
                p.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(ok == 0)
        case "device": path = "/dev/zero"
        default: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let scan = FontScanner.scan(atPath: path)
        #expect(scan.faces.isEmpty)
        let reason = scan.errors.first?.description ?? ""
        let expected = kind == "directory" ? "is a directory" : "not a regular file"
        #expect(reason.contains(expected), "\(kind): \(reason)")
    }
}

/// A flag one thread sets and another reads.
final class ManagedAtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
    func set() { lock.lock(); value = true; lock.unlock() }
}
