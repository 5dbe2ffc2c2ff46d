// Every libhyphen call of the package goes through this file.
import Foundation
internal import CHyphen

/// Where the hyphenation points of one language's words come from. A run's words are hyphenated
/// by its ``TextAttributes/hyphenator`` when it has one, else by the LibreOffice dictionary of its
/// language (libhyphen's patterns, compiled once and mapped from the user's cache). A class, so a
/// run's attributes compare and hash it by identity.
public protocol Hyphenator: AnyObject, Sendable {
    /// The fewest letters a hyphen leaves before it (the patterns' own minimum; the paragraph
    /// style's limits may ask for more).
    var minimumBefore: Int { get }
    /// The fewest letters a hyphen leaves after it.
    var minimumAfter: Int { get }
    /// Where `word` (a run of letters and marks, lower-cased) may be hyphenated: the number of
    /// code points before each point, ascending. Points that leave fewer letters than the
    /// minimums on either side are not used.
    func hyphenationPoints(in word: [Unicode.Scalar]) -> [Int]
}

/// libhyphen's hyphenation with a LibreOffice pattern dictionary, as Debian's `hyphen-*`
/// packages install them (`/usr/share/hyphen/hyph_<lang>[_<REGION>].dic`): its automaton either
/// built by libhyphen from the dictionary's text, or mapped from the compiled file
/// (``CompiledPatterns``) and walked there by libhyphen's steps (or, for a dictionary with
/// replacement patterns, handed to libhyphen's own matcher), so both give the same points.
final class LibHyphenDictionary: Hyphenator, @unchecked Sendable {
    /// libhyphen's structures (nil: the mapped file is walked directly).
    private let handle: UnsafeMutablePointer<HyphenDict>?
    let path: String
    /// The dictionary's patterns are UTF-8 (else ISO 8859-1: the German dictionary).
    let utf8: Bool
    let leftMin: Int32, rightMin: Int32
    var minimumBefore: Int { Int(leftMin) }
    var minimumAfter: Int { Int(rightMin) }
    let lock = NSLock()
    /// The mapped file the automaton lives in, and the state arrays made for it (nil: libhyphen
    /// built it and frees it).
    private let mapped: MappedPatterns?
    private let madeLevels: [UnsafeMutablePointer<HyphenDict>]

    /// The dictionary read and built by libhyphen from its text.
    init?(path: String) {
        guard let h = hnj_hyphen_load(path) else { return nil }
        handle = h
        self.path = path
        mapped = nil
        madeLevels = []
        utf8 = h.pointee.utf8 != 0
        // LibreOffice's defaults (2 and 2), raised by the dictionary's LEFTHYPHENMIN and
        // RIGHTHYPHENMIN lines.
        leftMin = max(2, Int32(h.pointee.lhmin))
        rightMin = max(2, Int32(h.pointee.rhmin))
    }

    /// The dictionary whose automaton is in a mapped compiled file: walked there directly, or, when
    /// it has replacement patterns, libhyphen's structures made to point into the mapping (every
    /// index checked first).
    init?(mapped: MappedPatterns, path: String) {
        guard let top = mapped.levels.first else { return nil }
        self.path = path
        self.mapped = mapped
        utf8 = top.utf8
        leftMin = max(2, Int32(top.leftMin))
        rightMin = max(2, Int32(top.rightMin))
        guard mapped.levels.contains(where: \.replaces) else {
            handle = nil
            madeLevels = []
            return
        }
        guard mapped.tablesAreSound() else { return nil }
        var made: [UnsafeMutablePointer<HyphenDict>] = []
        for level in mapped.levels { made.append(Self.makeLevel(level)) }
        for (upper, lower) in zip(made, made.dropFirst()) { upper.pointee.nextlevel = lower }
        handle = made.first
        madeLevels = made
    }

    deinit {
        guard mapped != nil else {
            if let handle { hnj_hyphen_free(handle) }
            return
        }
        for level in madeLevels {
            level.pointee.states?.deallocate()
            level.deallocate()
        }
    }

    /// libhyphen's structure for one mapped level: a state array whose strings and transitions
    /// point into the mapping (checked in bounds when it was mapped).
    private static func makeLevel(_ level: MappedPatterns.Level) -> UnsafeMutablePointer<HyphenDict> {
        let states = UnsafeMutablePointer<HyphenState>.allocate(capacity: level.stateCount)
        let strings = UnsafeMutableRawPointer(mutating: level.strings)
        let transitions = UnsafeMutableRawPointer(mutating: level.transitions).assumingMemoryBound(to: HyphenTrans.self)
        for index in 0..<level.stateCount {
            let state = level.state(index)
            (states + index).initialize(to: HyphenState(
                match: state.match < 0 ? nil : (strings + Int(state.match)).assumingMemoryBound(to: CChar.self),
                repl: state.replacement < 0 ? nil : (strings + Int(state.replacement)).assumingMemoryBound(to: CChar.self),
                replindex: state.replacementIndex, replcut: state.replacementCut, fallback_state: state.fallback,
                num_trans: state.transitionCount,
                trans: state.transitionCount == 0 ? nil : transitions + Int(state.firstTransition)))
        }
        let dict = UnsafeMutablePointer<HyphenDict>.allocate(capacity: 1)
        dict.initialize(to: HyphenDict())
        dict.pointee.lhmin = CChar(truncatingIfNeeded: level.leftMin)
        dict.pointee.rhmin = CChar(truncatingIfNeeded: level.rightMin)
        dict.pointee.clhmin = CChar(truncatingIfNeeded: level.compoundLeftMin)
        dict.pointee.crhmin = CChar(truncatingIfNeeded: level.compoundRightMin)
        dict.pointee.nohyphen = level.noHyphen < 0 ? nil : (strings + Int(level.noHyphen)).assumingMemoryBound(to: CChar.self)
        dict.pointee.nohyphenl = level.noHyphenCount
        dict.pointee.num_states = Int32(level.stateCount)
        dict.pointee.utf8 = level.utf8 ? 1 : 0
        dict.pointee.states = states
        dict.pointee.nextlevel = nil
        return dict
    }

    /// The automaton libhyphen built, level by level, as the compiled file's tables.
    func compiledLevels() -> [CompiledPatterns.Level] {
        var levels: [CompiledPatterns.Level] = []
        var next: UnsafeMutablePointer<HyphenDict>? = mapped == nil ? handle : nil
        while let dict = next, levels.count < 2 {
            levels.append(Self.compiledLevel(dict.pointee))
            next = dict.pointee.nextlevel
        }
        return levels
    }

    private static func compiledLevel(_ dict: HyphenDict) -> CompiledPatterns.Level {
        var level = CompiledPatterns.Level(leftMin: Int8(truncatingIfNeeded: dict.lhmin),
                                           rightMin: Int8(truncatingIfNeeded: dict.rhmin),
                                           compoundLeftMin: Int8(truncatingIfNeeded: dict.clhmin),
                                           compoundRightMin: Int8(truncatingIfNeeded: dict.crhmin), utf8: dict.utf8 != 0)
        var offsets: [UnsafeMutablePointer<CChar>: Int32] = [:]
        func string(_ pointer: UnsafeMutablePointer<CChar>?) -> Int32 {
            guard let pointer else { return -1 }
            if let known = offsets[pointer] { return known }
            let offset = Int32(level.strings.count)
            level.strings += Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer) + 1))
            offsets[pointer] = offset
            return offset
        }
        for index in 0..<Int(dict.num_states) {
            let state = dict.states[index]
            let first = Int32(level.transitions.count)
            for k in 0..<Int(state.num_trans) {
                level.transitions.append(CompiledPatterns.Transition(byte: UInt8(truncatingIfNeeded: state.trans[k].ch),
                                                                     next: state.trans[k].new_state))
            }
            level.states.append(CompiledPatterns.State(match: string(state.match), replacement: string(state.repl),
                                                       replacementIndex: state.replindex, replacementCut: state.replcut,
                                                       fallback: state.fallback_state, firstTransition: first,
                                                       transitionCount: state.num_trans))
        }
        if let list = dict.nohyphen {
            // libhyphen reads nohyphenl + 1 NUL-terminated strings from it.
            level.noHyphen = Int32(level.strings.count)
            level.noHyphenCount = dict.nohyphenl
            var at = list
            for _ in 0...Int(max(0, dict.nohyphenl)) {
                let count = strlen(at) + 1
                level.strings += Array(UnsafeRawBufferPointer(start: at, count: count))
                at += count
            }
        }
        return level
    }

    func hyphenationPoints(in word: [Unicode.Scalar]) -> [Int] { points(word.map(\.value)) }

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
        guard let handle else { return mappedPoints(bytes, characters: n) }
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

    /// The points from walking the mapped file: after character i where the vector is odd.
    private func mappedPoints(_ bytes: [UInt8], characters n: Int) -> [Int] {
        guard let mapped, let vector = mapped.hyphenVector(bytes, leftMin: Int(leftMin), rightMin: Int(rightMin),
                                                           compoundLeftMin: Int(leftMin), compoundRightMin: Int(rightMin)),
              vector.count >= n - 1 else { return [] }
        return (0..<(n - 1)).filter { vector[$0] & 1 == 1 }.map { $0 + 1 }
    }
}

/// The hyphenation dictionaries found from language tags, opened on first use and kept for the
/// life of the process (a first paragraph in English never loads the German dictionary). A
/// dictionary is compiled the first time it is used on the machine (``CompiledPatterns``) and
/// mapped from the user's cache after that.
enum HyphenationDictionaries {
    /// The folder the dictionaries are read from; `TYPOGRAPHY_HYPHEN_DIR` overrides it.
    static var directory: String {
        ProcessInfo.processInfo.environment["TYPOGRAPHY_HYPHEN_DIR"] ?? "/usr/share/hyphen"
    }

    private static let lock = NSLock()
    /// Opened dictionaries by path, and nil for a language that has none.
    nonisolated(unsafe) private static var byLanguage: [String: LibHyphenDictionary?] = [:]

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
    static func dictionary(for language: String?) -> LibHyphenDictionary? {
        guard let language, !language.isEmpty else { return nil }
        let key = language.lowercased()
        lock.lock()
        if let d = byLanguage[key] { lock.unlock(); return d }
        lock.unlock()
        let d = path(for: language).flatMap(opened)
        lock.lock()
        defer { lock.unlock() }
        if let existing = byLanguage[key] { return existing }
        if byLanguage.count < 128 { byLanguage[key] = d }
        return d
    }

    /// A dictionary file opened: its automaton mapped from the compiled cache when that is there,
    /// made from this very file and sound; else built by libhyphen from the file's text (seconds
    /// for German) and compiled into the cache for the next process.
    static func opened(_ path: String) -> LibHyphenDictionary? {
        guard let source = CompiledPatterns.identity(of: path) else { return nil }
        let cache = CompiledPatterns.cachePath(forDictionary: path)
        if let mapped = MappedPatterns(path: cache, source: source), let dictionary = LibHyphenDictionary(mapped: mapped, path: path) {
            return dictionary
        }
        guard let dictionary = LibHyphenDictionary(path: path) else { return nil }
        let bytes = CompiledPatterns.encode(dictionary.compiledLevels(), sourceSize: source.size, sourceModified: source.modified)
        CompiledPatterns.store(bytes, at: cache)
        return dictionary
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
