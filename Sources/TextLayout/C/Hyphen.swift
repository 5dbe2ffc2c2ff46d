// Every libhyphen call of the package goes through this file.
import Foundation
internal import CHyphen

/// Hyphenation points from libhyphen and the LibreOffice pattern dictionaries that Debian's
/// `hyphen-*` packages install (`/usr/share/hyphen/hyph_<lang>[_<REGION>].dic`).
///
/// A dictionary is found from a BCP 47 language tag (the region's file first, then the
/// language's), opened on first use and kept for the life of the process: a first paragraph in
/// English never loads the German dictionary.
enum Hyphenator {
    /// One opened dictionary; freed when released.
    final class Dictionary: @unchecked Sendable {
        let handle: UnsafeMutablePointer<HyphenDict>
        let path: String
        /// The dictionary's patterns are UTF-8 (else ISO 8859-1: the German dictionary).
        let utf8: Bool
        let leftMin: Int32, rightMin: Int32
        let lock = NSLock()

        init?(path: String) {
            guard let h = hnj_hyphen_load(path) else { return nil }
            handle = h
            self.path = path
            utf8 = h.pointee.utf8 != 0
            // LibreOffice's defaults (2 and 2), raised by the dictionary's LEFTHYPHENMIN and
            // RIGHTHYPHENMIN lines.
            leftMin = max(2, Int32(h.pointee.lhmin))
            rightMin = max(2, Int32(h.pointee.rhmin))
        }
        deinit { hnj_hyphen_free(handle) }

        /// The code point offsets inside `word` (lower-cased letters) after which it may be
        /// hyphenated: standard points only (a point that changes the spelling, such as the old
        /// German "ck" → "k-k", is not used).
        func points(_ word: [UInt32]) -> [Int] {
            let n = word.count
            guard n >= Int(leftMin + rightMin), n < 256 else { return [] }
            var bytes: [UInt8] = []
            for c in word {
                if utf8 {
                    guard let u = Unicode.Scalar(c) else { return [] }
                    bytes.append(contentsOf: String(u).utf8)
                } else {
                    guard c <= 0xFF else { return [] }  // not in ISO 8859-1: not a word of this language
                    bytes.append(UInt8(c))
                }
            }
            let length = bytes.count
            // NUL-terminated: libhyphen also reads the word as a C string (strstr, for its
            // compound-word rules), past the length it is given (found by the paragraph fuzzer).
            bytes.append(0)
            var hyphens = [CChar](repeating: 0, count: length + 5)
            var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
            var pos: UnsafeMutablePointer<Int32>? = nil
            var cut: UnsafeMutablePointer<Int32>? = nil
            lock.lock()
            let r = bytes.withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: CChar.self) { w in
                    hnj_hyphen_hyphenate3(handle, w.baseAddress, Int32(length), &hyphens, nil, &rep, &pos, &cut,
                                          leftMin, rightMin, leftMin, rightMin)
                }
            }
            lock.unlock()
            defer {
                if let rep {
                    for i in 0..<length { free(rep[i]) }  // moved entries leave NULL behind
                    free(rep)
                }
                free(pos)
                free(cut)
            }
            guard r == 0 else { return [] }
            // libhyphen gives the points per code point for a UTF-8 dictionary (it normalizes its
            // byte positions), per byte (= code point) for an ISO 8859-1 one: after code point i.
            var out: [Int] = []
            for i in 0..<(n - 1) where hyphens[i] & 1 == 1 {
                if let rep, rep[i] != nil { continue }
                out.append(i + 1)
            }
            return out
        }
    }

    /// The folder the dictionaries are read from; `TYPOGRAPHY_HYPHEN_DIR` overrides it.
    static var directory: String {
        ProcessInfo.processInfo.environment["TYPOGRAPHY_HYPHEN_DIR"] ?? "/usr/share/hyphen"
    }

    private static let lock = NSLock()
    /// Opened dictionaries by path, and nil for a language that has none.
    nonisolated(unsafe) private static var byLanguage: [String: Dictionary?] = [:]

    /// The file for a language tag: hyph_de_CH.dic for "de-CH", then hyph_de.dic, then the first
    /// hyph_de_*.dic in sorted order (hyph_de_AT…). Nil when there is none.
    static func path(for language: String) -> String? {
        let parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let lang = parts.first?.lowercased(), !lang.isEmpty, lang.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        let fm = FileManager.default
        var candidates: [String] = []
        if let region = parts.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) {
            candidates.append("hyph_\(lang)_\(region.uppercased()).dic")
        }
        candidates.append("hyph_\(lang).dic")
        for c in candidates {
            let p = directory + "/" + c
            if fm.isReadableFile(atPath: p) { return p }
        }
        let prefix = "hyph_\(lang)_"
        let files = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".dic") }.sorted()
        return files.first.map { directory + "/" + $0 }
    }

    /// The dictionary for a language, opened on first use; nil when there is none.
    static func dictionary(for language: String?) -> Dictionary? {
        guard let language, !language.isEmpty else { return nil }
        let key = language.lowercased()
        lock.lock()
        if let d = byLanguage[key] { lock.unlock(); return d }
        lock.unlock()
        let d = path(for: language).flatMap { Dictionary(path: $0) }
        lock.lock()
        defer { lock.unlock() }
        if let existing = byLanguage[key] { return existing }
        if byLanguage.count < 128 { byLanguage[key] = d }
        return d
    }

    /// The files opened so far.
    static var loadedPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return byLanguage.values.compactMap { $0?.path }
    }

    /// Whether a language has a hyphenation dictionary.
    static func hasDictionary(for language: String?) -> Bool { dictionary(for: language) != nil }
}
