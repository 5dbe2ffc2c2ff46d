import Foundation
import FontCatalog
import SafeFile

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hyphenation dictionary's pattern automaton (libhyphen's: a trie of the patterns with a
/// fallback link from each state, in one level or two) as flat tables in a file that loads by
/// mapping it.
///
/// libhyphen reads a dictionary's text and builds its automaton at every start: 1 to 20 s of CPU
/// for the German dictionary's 77,000 patterns (278,832 states), depending on the machine's load.
/// The automaton it builds is kept here, once, as tables of fixed-size records; opening it is one
/// `mmap` and a checksum (about 10 MB read once for German), and a word walks only the states it
/// passes through, each index checked as it is read (CompiledPatterns+Hyphenate.swift), so German
/// hyphenation is ready in milliseconds in a fresh process.
///
/// The file (little-endian, every table 4-byte aligned):
/// - a header: the magic `TYPHYPH\0`, ``formatVersion``, the number of levels, the source
///   dictionary's size and modification time (a changed source is compiled again), the body's
///   length and its checksum;
/// - per level: its minimums, its flags (UTF-8; has replacement patterns), the offset of its `NOHYPHEN` list (NUL-separated) and
///   its count, then the number of states, transitions and string bytes; then the states (24 bytes each: match, replacement,
///   their index and cut, the fallback state, the first transition and their number), the
///   transitions (8 bytes each, as libhyphen's `HyphenTrans`: the byte and the next state), and
///   the strings (each NUL-terminated).
struct CompiledPatterns {
    /// One level of the automaton, as libhyphen has it.
    struct Level: Equatable {
        var leftMin: Int8 = 0, rightMin: Int8 = 0, compoundLeftMin: Int8 = 0, compoundRightMin: Int8 = 0
        var utf8 = false
        /// Offset of the `NOHYPHEN` list in `strings` (−1: none), and how many entries it has.
        var noHyphen: Int32 = -1
        var noHyphenCount: Int32 = 0
        var states: [State] = []
        var transitions: [Transition] = []
        /// NUL-terminated strings, addressed by offset.
        var strings: [UInt8] = []
    }

    /// A state of the automaton.
    struct State: Equatable {
        /// Offsets in the level's strings (−1: none).
        var match: Int32 = -1, replacement: Int32 = -1
        var replacementIndex: Int8 = 0, replacementCut: Int8 = 0
        var fallback: Int32 = -1
        var firstTransition: Int32 = 0, transitionCount: Int32 = 0
    }

    /// A transition on one byte of the word to another state.
    struct Transition: Equatable {
        var byte: UInt8
        var next: Int32
    }

    /// Raised when the layout of the file changes: an older file is compiled again.
    static let formatVersion: UInt32 = 2
    static let magic: [UInt8] = Array("TYPHYPH\0".utf8)
    static let headerSize = 48
    static let levelHeaderSize = 28
    static let stateSize = 24
    static let transitionSize = 8

    /// The file's bytes for levels compiled from a source of `sourceSize` bytes modified at
    /// `sourceModified` (nanoseconds since 1970).
    static func encode(_ levels: [Level], sourceSize: UInt64, sourceModified: Int64) -> [UInt8] {
        var body: [UInt8] = []
        for level in levels { appendLevel(level, to: &body) }
        var out: [UInt8] = magic
        appendInteger(formatVersion, to: &out)
        appendInteger(UInt32(levels.count), to: &out)
        appendInteger(sourceSize, to: &out)
        appendInteger(sourceModified, to: &out)
        appendInteger(UInt64(body.count), to: &out)
        let sum = body.withUnsafeBytes { checksum($0) }
        appendInteger(sum, to: &out)
        out += body
        return out
    }

    private static func appendLevel(_ level: Level, to body: inout [UInt8]) {
        body += [UInt8(bitPattern: level.leftMin), UInt8(bitPattern: level.rightMin),
                 UInt8(bitPattern: level.compoundLeftMin), UInt8(bitPattern: level.compoundRightMin)]
        let replaces = level.states.contains { $0.replacement >= 0 }
        appendInteger(UInt32(level.utf8 ? 1 : 0) | (replaces ? 2 : 0), to: &body)
        appendInteger(level.noHyphen, to: &body)
        appendInteger(level.noHyphenCount, to: &body)
        appendInteger(UInt32(level.states.count), to: &body)
        appendInteger(UInt32(level.transitions.count), to: &body)
        appendInteger(UInt32(level.strings.count), to: &body)
        for state in level.states {
            appendInteger(state.match, to: &body)
            appendInteger(state.replacement, to: &body)
            body += [UInt8(bitPattern: state.replacementIndex), UInt8(bitPattern: state.replacementCut), 0, 0]
            appendInteger(state.fallback, to: &body)
            appendInteger(state.firstTransition, to: &body)
            appendInteger(state.transitionCount, to: &body)
        }
        for transition in level.transitions {
            body += [transition.byte, 0, 0, 0]
            appendInteger(transition.next, to: &body)
        }
        body += level.strings
        while body.count % 4 != 0 { body.append(0) }
    }

    private static func appendInteger<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    /// A checksum of the body: four interleaved 64-bit multiply–rotate lanes over its words (a
    /// flipped bit anywhere changes it), fast enough to run on every open.
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9,
                                                       0x85EB_CA77_C2B2_AE63)
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let words = bytes.count / 8
        var index = 0
        @inline(__always) func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let x = (lane ^ word) &* prime
            return (x << 29) | (x >> 35)
        }
        while index + 4 <= words {
            let at = index * 8
            lanes.0 = mix(lanes.0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            lanes.1 = mix(lanes.1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)))
            lanes.2 = mix(lanes.2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self)))
            lanes.3 = mix(lanes.3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self)))
            index += 4
        }
        var tail = lanes.0 ^ (lanes.1 << 1) ^ (lanes.2 << 2) ^ (lanes.3 << 3) ^ UInt64(bytes.count)
        for at in (index * 8)..<bytes.count { tail = mix(tail, UInt64(bytes[at])) }
        return tail
    }
}

extension CompiledPatterns {
    /// The folder compiled dictionaries are cached in: `$XDG_CACHE_HOME/typography/hyphenation`
    /// (`~/.cache/…`; beside the font catalog's cache).
    static var cacheDirectory: String {
        (Catalog.defaultCachePath() as NSString).deletingLastPathComponent + "/hyphenation"
    }

    /// The cache file for a dictionary: the format version (versions never read each other's
    /// files), its name, and a hash of its path (two folders' dictionaries of the same name do
    /// not take turns overwriting one file).
    static func cachePath(forDictionary path: String) -> String {
        let name = (path as NSString).lastPathComponent
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return cacheDirectory + "/v\(formatVersion)-" + name + "-" + String(hash, radix: 16) + ".bin"
    }

    /// The size and modification time (ns) of a file, following links; nil when it cannot be read.
    static func identity(of path: String) -> (size: UInt64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (UInt64(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// Writes the file atomically (a temporary file renamed over it): a reader never sees half of
    /// one. A cache that cannot be written is not an error: the next process compiles again.
    static func store(_ bytes: [UInt8], at path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try? AtomicFile.write(bytes, to: path)
    }
}

/// A compiled dictionary mapped from its file and checked: every index and offset in it is in
/// bounds (libhyphen follows them without checks), and its checksum and source agree. Unmapped
/// when released.
final class MappedPatterns: @unchecked Sendable {
    /// One level's tables, inside the mapping.
    struct Level {
        let leftMin: Int8, rightMin: Int8, compoundLeftMin: Int8, compoundRightMin: Int8
        let utf8: Bool
        /// Some state has a replacement (non-standard hyphenation, "ck" → "k-k"): libhyphen's own
        /// matcher is needed.
        let replaces: Bool
        let noHyphen: Int32, noHyphenCount: Int32
        let stateCount: Int, transitionCount: Int, stringCount: Int
        /// The state records, the transitions (laid out as libhyphen's `HyphenTrans`) and the
        /// strings.
        let states: UnsafeRawPointer, transitions: UnsafeRawPointer, strings: UnsafeRawPointer

        /// State `index`'s record.
        func state(_ index: Int) -> CompiledPatterns.State {
            let at = index * CompiledPatterns.stateSize
            func int32(_ offset: Int) -> Int32 { Int32(littleEndian: states.loadUnaligned(fromByteOffset: at + offset, as: Int32.self)) }
            return CompiledPatterns.State(match: int32(0), replacement: int32(4),
                                          replacementIndex: states.load(fromByteOffset: at + 8, as: Int8.self),
                                          replacementCut: states.load(fromByteOffset: at + 9, as: Int8.self),
                                          fallback: int32(12), firstTransition: int32(16), transitionCount: int32(20))
        }
    }

    let levels: [Level]
    private let base: UnsafeMutableRawPointer
    private let length: Int

    /// The compiled file at `path` for a source of this identity; nil when it is missing, of
    /// another version or source, damaged (its checksum), or its tables do not fit in it. The
    /// indices inside the tables are checked as they are followed, or all at once by
    /// ``tablesAreSound()`` before libhyphen is handed them.
    init?(path: String, source: (size: UInt64, modified: Int64)) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size >= CompiledPatterns.headerSize, info.st_size < 1 << 31 else { return nil }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(mapped), count: length)
        guard let levels = Self.checkedLevels(bytes, source: source) else {
            munmap(mapped, length)
            return nil
        }
        base = mapped
        self.length = length
        self.levels = levels
    }

    deinit { munmap(base, length) }

    private static func checkedLevels(_ bytes: UnsafeRawBufferPointer, source: (size: UInt64, modified: Int64)) -> [Level]? {
        func u32(_ at: Int) -> UInt32 { UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) }
        func u64(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        guard Array(bytes[0..<8]) == CompiledPatterns.magic, u32(8) == CompiledPatterns.formatVersion,
              (1...2).contains(u32(12)), u64(16) == source.size, Int64(bitPattern: u64(24)) == source.modified,
              u64(32) == UInt64(bytes.count - CompiledPatterns.headerSize)
        else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[CompiledPatterns.headerSize...])
        guard CompiledPatterns.checksum(body) == u64(40) else { return nil }
        var levels: [Level] = []
        var at = 0
        for _ in 0..<Int(u32(12)) {
            guard let (level, next) = checkedLevel(body, at: at) else { return nil }
            levels.append(level)
            at = next
        }
        return at == body.count ? levels : nil
    }

    /// The level at `at` in the body, and where the next starts; nil when any of its indices or
    /// offsets is out of bounds.
    private static func checkedLevel(_ body: UnsafeRawBufferPointer, at start: Int) -> (Level, Int)? {
        guard let base = body.baseAddress, start + CompiledPatterns.levelHeaderSize <= body.count else { return nil }
        func i32(_ at: Int) -> Int32 { Int32(littleEndian: body.loadUnaligned(fromByteOffset: at, as: Int32.self)) }
        let stateCount = Int(UInt32(bitPattern: i32(start + 16)))
        let transitionCount = Int(UInt32(bitPattern: i32(start + 20)))
        let stringCount = Int(UInt32(bitPattern: i32(start + 24)))
        let statesAt = start + CompiledPatterns.levelHeaderSize
        let transitionsAt = statesAt + stateCount * CompiledPatterns.stateSize
        let stringsAt = transitionsAt + transitionCount * CompiledPatterns.transitionSize
        var end = stringsAt + stringCount
        while end % 4 != 0 { end += 1 }
        guard stateCount >= 1, stateCount < 1 << 26, transitionCount < 1 << 26, stringCount < 1 << 28, end <= body.count,
              stringCount == 0 || body[stringsAt + stringCount - 1] == 0
        else { return nil }
        let level = Level(leftMin: Int8(bitPattern: body[start]), rightMin: Int8(bitPattern: body[start + 1]),
                          compoundLeftMin: Int8(bitPattern: body[start + 2]), compoundRightMin: Int8(bitPattern: body[start + 3]),
                          utf8: i32(start + 4) & 1 != 0, replaces: i32(start + 4) & 2 != 0, noHyphen: i32(start + 8),
                          noHyphenCount: i32(start + 12), stateCount: stateCount, transitionCount: transitionCount,
                          stringCount: stringCount, states: base + statesAt, transitions: base + transitionsAt,
                          strings: base + stringsAt)
        return (level, end)
    }

    /// Whether every level's indices and offsets are in bounds: libhyphen follows them unchecked.
    func tablesAreSound() -> Bool { levels.allSatisfy { Self.checkedTables($0, stringCount: $0.stringCount) } }

    /// Whether every state's strings, fallback and transitions, every transition's state, and the
    /// `NOHYPHEN` list are in bounds.
    private static func checkedTables(_ level: Level, stringCount: Int) -> Bool {
        func stringOK(_ offset: Int32) -> Bool { offset == -1 || (offset >= 0 && Int(offset) < stringCount) }
        for index in 0..<level.stateCount {
            let state = level.state(index)
            guard stringOK(state.match), stringOK(state.replacement), state.fallback >= -1, Int(state.fallback) < level.stateCount,
                  state.firstTransition >= 0, state.transitionCount >= 0,
                  Int(state.firstTransition) + Int(state.transitionCount) <= level.transitionCount
            else { return false }
        }
        for index in 0..<level.transitionCount {
            let next = Int32(littleEndian: level.transitions.loadUnaligned(fromByteOffset: index * 8 + 4, as: Int32.self))
            guard next >= 0, Int(next) < level.stateCount else { return false }
        }
        guard level.noHyphen != -1 else { return true }
        // The list is noHyphenCount + 1 NUL-terminated strings, all inside the strings.
        guard stringOK(level.noHyphen), level.noHyphenCount >= 0 else { return false }
        var at = Int(level.noHyphen)
        for _ in 0...Int(level.noHyphenCount) {
            while at < stringCount && level.strings.load(fromByteOffset: at, as: UInt8.self) != 0 { at += 1 }
            guard at < stringCount else { return false }
            at += 1
        }
        return true
    }
}
