import Foundation
import Testing
@testable import TextLayout

/// The compiled hyphenation dictionaries: libhyphen's automaton written once and mapped from the
/// cache after that gives libhyphen's own points, and a cache that is damaged, stale or of another
/// source is never used.
@Suite("Compiled hyphenation dictionaries")
struct CompiledHyphenationTests {
    /// Letter strings made from a dictionary's own patterns (each pattern without its digits and
    /// dots, joined two by two), so that every part of the automaton is walked: about 4,000 per
    /// language, 4 to 40 letters long, compounds included.
    static func words(fromPatternsOf path: String, count: Int = 4000) throws -> [[UInt32]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let text = String(decoding: data, as: UTF8.self).contains("\u{FFFD}")
            ? String(data.map { Character(Unicode.Scalar($0)) })  // ISO 8859-1 (the German dictionary)
            : String(decoding: data, as: UTF8.self)
        var fragments: [[UInt32]] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let scalars = line.unicodeScalars.filter { $0.properties.isAlphabetic }.map(\.value)
            guard line.unicodeScalars.contains(where: { $0.properties.numericType != nil }), !line.contains(" "),
                  !line.hasPrefix("%"), !line.hasPrefix("#"), scalars.count >= 2 else { continue }
            fragments.append(scalars)
        }
        guard !fragments.isEmpty else { return [] }
        var words: [[UInt32]] = []
        var index = 0
        while words.count < count {
            let a = fragments[(index * 7919) % fragments.count], b = fragments[(index * 104_729 + 17) % fragments.count]
            let word = index % 3 == 0 ? a : a + b
            if (4...40).contains(word.count) { words.append(word) }
            index += 1
        }
        return words
    }

    @Test("The mapped automaton hyphenates as libhyphen reading the dictionary's text",
          arguments: ["de", "en-US", "fr"])
    func mappedEqualsLibhyphen(language: String) throws {
        let path = try #require(HyphenationDictionaries.path(for: language))
        let parsed = try #require(LibHyphenDictionary(path: path))
        let source = try #require(CompiledPatterns.identity(of: path))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        CompiledPatterns.store(CompiledPatterns.encode(parsed.compiledLevels(), sourceSize: source.size,
                                                       sourceModified: source.modified), at: file)
        let mapped = try #require(MappedPatterns(path: file, source: source))
        let compiled = try #require(LibHyphenDictionary(mapped: mapped, path: path))
        #expect(compiled.leftMin == parsed.leftMin && compiled.rightMin == parsed.rightMin)
        let words = try Self.words(fromPatternsOf: path)
        #expect(words.count >= 4000)
        var differing: [String] = []
        var hyphenated = 0
        for word in words {
            let want = parsed.points(word)
            if !want.isEmpty { hyphenated += 1 }
            if compiled.points(word) != want {
                differing.append(String(String.UnicodeScalarView(word.compactMap(Unicode.Scalar.init))))
            }
        }
        #expect(differing.isEmpty, "\(differing.count) words differ, e.g. \(differing.prefix(5))")
        // The words exercise the patterns: most of them have points.
        #expect(hyphenated > words.count / 2)
    }

    /// A dictionary with a replacement pattern (libhyphen's non-standard hyphenation, the old
    /// German "ck" → "k-k") and a compound level is handed to libhyphen's own matcher from the
    /// mapping, and gives libhyphen's points too.
    @Test("A dictionary with replacement patterns hyphenates from the mapping as libhyphen does")
    func replacementPatterns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hyph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hyph_xx.dic").path
        let patterns = "UTF-8\nLEFTHYPHENMIN 2\nRIGHTHYPHENMIN 2\n1ba\n1be\n1bi\n1ka\n1ke\n1la\n1le\n1na\n1ne\n1ta\n1te\n"
            + "c1k/k=k,1,1\nNEXTLEVEL\n1b\n1k\n1n\n1t\n"
        try Data(patterns.utf8).write(to: URL(fileURLWithPath: path))
        let parsed = try #require(LibHyphenDictionary(path: path))
        let source = try #require(CompiledPatterns.identity(of: path))
        let levels = parsed.compiledLevels()
        // The patterns' non-standard `c1k/k=k,1,1` must have compiled to a replacement.
        let hasReplacement = levels.contains { level in level.states.contains { $0.replacement >= 0 } }
        try #require(hasReplacement)
        let file = folder.appendingPathComponent("compiled.bin").path
        CompiledPatterns.store(CompiledPatterns.encode(levels, sourceSize: source.size, sourceModified: source.modified), at: file)
        let mapped = try #require(MappedPatterns(path: file, source: source))
        let compiled = try #require(LibHyphenDictionary(mapped: mapped, path: path))
        for word in ["zucker", "bananenbabe", "katalane", "tabelle", "anbelangen", "backenbart", "nettetakelei"] {
            let scalars = word.unicodeScalars.map(\.value)
            #expect(compiled.points(scalars) == parsed.points(scalars), "\(word)")
        }
    }

    @Test("A damaged, truncated or stale compiled file is refused")
    func damagedFilesAreRefused() throws {
        let path = try #require(HyphenationDictionaries.path(for: "en-US"))
        let parsed = try #require(LibHyphenDictionary(path: path))
        let source = try #require(CompiledPatterns.identity(of: path))
        let good = CompiledPatterns.encode(parsed.compiledLevels(), sourceSize: source.size, sourceModified: source.modified)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        func refused(_ bytes: [UInt8], source: (size: UInt64, modified: Int64)) -> Bool {
            CompiledPatterns.store(bytes, at: file)
            return MappedPatterns(path: file, source: source) == nil
        }
        #expect(!refused(good, source: source))
        var flipped = good
        flipped[good.count / 2] ^= 0x10
        #expect(refused(flipped, source: source))
        #expect(refused(Array(good.dropLast(8)), source: source))
        #expect(refused(Array(good.prefix(CompiledPatterns.headerSize)), source: source))
        #expect(refused([UInt8](repeating: 0x41, count: 4096), source: source))
        #expect(refused(good, source: (source.size + 1, source.modified)))
        #expect(refused(good, source: (source.size, source.modified + 1)))
        var otherVersion = good
        otherVersion[8] &+= 1
        #expect(refused(otherVersion, source: source))
    }

    /// It damages a cache file on purpose, so it runs only where the cache is a folder of the
    /// run's own: the test command (scripts/run-tests.sh) points XDG_CACHE_HOME there. A plain
    /// `swift test` leaves the user's cache alone and skips it.
    @Test("A damaged cache file is replaced by a sound one, and the dictionary still hyphenates",
          .enabled(if: ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] != nil,
                   "XDG_CACHE_HOME is not set: the cache is the user's own"))
    func damagedCacheIsRebuilt() throws {
        let path = try #require(HyphenationDictionaries.path(for: "en-US"))
        let cache = CompiledPatterns.cachePath(forDictionary: path)
        CompiledPatterns.store([UInt8](repeating: 0x5A, count: 1000), at: cache)
        let reference = try #require(LibHyphenDictionary(path: path)).points(Array("hyphenation".unicodeScalars.map(\.value)))
        let rebuilt = try #require(HyphenationDictionaries.opened(path))
        #expect(rebuilt.points(Array("hyphenation".unicodeScalars.map(\.value))) == reference)
        let source = try #require(CompiledPatterns.identity(of: path))
        let mapped = try #require(MappedPatterns(path: cache, source: source))
        let fromCache = try #require(LibHyphenDictionary(mapped: mapped, path: path))
        #expect(fromCache.points(Array("hyphenation".unicodeScalars.map(\.value))) == reference)
    }
}
