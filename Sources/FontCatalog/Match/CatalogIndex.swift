import Dispatch
import FontFile

/// What the index reads of a face: a scanned ``CatalogFace``, or the few fields a rescan reads
/// back from the previous snapshot (``IndexFields``), so that the faces a rescan keeps are not
/// decoded whole only to be indexed.
protocol IndexedFace: Sendable {
    var path: String { get }
    var index: Int { get }
    var namedInstance: Int? { get }
    var variable: Bool { get }
    var postscriptName: String? { get }
    var fullName: String? { get }
    var family: String? { get }
    var typographicFamily: String? { get }
    var familyName: String { get }
    /// The ranges matching compares (``MatchTraits``).
    var matchTraits: MatchTraits { get }
}

extension CatalogFace: IndexedFace {
    var matchTraits: MatchTraits {
        MatchTraits(weight: weight, width: width, slant: slant, variable: variable, isInstance: namedInstance != nil,
                    axes: axes)
    }
}

/// The fields of a face the index reads; `full` is the whole face when it was just scanned (its
/// record is encoded from it), nil for one kept from the snapshot (whose record is copied). The
/// whole face is boxed: held inline, it made every entry of a rescan's 60,000 several times larger.
struct IndexFields: IndexedFace, Sendable {
    final class Box: Sendable {
        let face: CatalogFace
        init(_ face: CatalogFace) { self.face = face }
    }

    var path: String
    var index: Int
    var namedInstance: Int?
    var postscriptName: String?
    var fullName: String?
    var family: String?
    var typographicFamily: String?
    var matchTraits: MatchTraits
    var box: Box?
    var full: CatalogFace? { box?.face }
    var variable: Bool { matchTraits.variable }
    /// As ``CatalogFace/familyName``.
    var familyName: String { typographicFamily ?? family ?? String(path.split(separator: "/").last ?? Substring(path)) }

    init(_ face: CatalogFace) {
        self.init(path: face.path, index: face.index, namedInstance: face.namedInstance,
                  postscriptName: face.postscriptName, fullName: face.fullName, family: face.family,
                  typographicFamily: face.typographicFamily, matchTraits: face.matchTraits)
        box = Box(face)
    }

    init(path: String, index: Int, namedInstance: Int?, postscriptName: String?, fullName: String?, family: String?,
         typographicFamily: String?, matchTraits: MatchTraits) {
        self.path = path
        self.index = index
        self.namedInstance = namedInstance
        self.postscriptName = postscriptName
        self.fullName = fullName
        self.family = family
        self.typographicFamily = typographicFamily
        self.matchTraits = matchTraits
        box = nil
    }
}

/// The half of an index another thread builds.
private final class IndexHalf: @unchecked Sendable {
    // Written by the other thread only, read after it signals that it is done.
    var index = CatalogIndex.empty
}

/// Lookup tables over the catalog's faces, built once when it is opened.
struct CatalogIndex: Sendable {
    /// PostScript name, case ignored → the first face with it (lookups want one face: an Int
    /// per name, not an array of them to allocate).
    var byPostScriptName: [FoldedName: Int] = [:]
    /// Full name, case ignored → the first face with it.
    var byFullName: [FoldedName: Int] = [:]
    /// ``key(_:)`` of the typographic family and of the family (name ID 1) → faces.
    var byFamily: [String: [Int]] = [:]
    /// Family key → the name shown (the typographic family of its first face).
    var familyNames: [String: String] = [:]
    /// The family keys in name order.
    var familyKeys: [String] = []
    /// What matching compares, per face: weight, width and style ranges.
    var traits: [MatchTraits] = []
    /// A variable face → its named instances.
    var instancesOf: [Int: [Int]] = [:]
    /// Per face: used only when asked for by name (``Catalog/nameOnlyPaths``).
    var nameOnly: [Bool] = []

    /// Catalogs with at least this many faces are indexed on two threads (below it, handing
    /// half of the work to another thread costs more than it saves).
    static let parallelFaces = 128

    init<F: IndexedFace>(_ faces: [F], nameOnlyPaths: Set<String> = []) {
        // The index has two independent halves: the per-face tables and the name maps, and the
        // families. A cold scan builds it once all files are read, when the other cores have
        // nothing left to do: on two threads, it takes about half the time.
        if faces.count >= CatalogIndex.parallelFaces && processorCount() > 1 {
            let names = IndexHalf()
            let done = DispatchSemaphore(value: 0)
            // The lighter half (about half the time of the other) on another thread, the heavier
            // one here: the wait at the end finds it done, where waiting for the heavier half to
            // finish elsewhere added the time to wake this thread (tens of µs on this VM) to the
            // end of every cold scan.
            DispatchQueue.global(qos: .userInitiated).async {
                names.index.indexFacesAndNames(faces, nameOnlyPaths: nameOnlyPaths)
                done.signal()
            }
            indexFamilies(faces)
            done.wait()
            swap(&byPostScriptName, &names.index.byPostScriptName)
            swap(&byFullName, &names.index.byFullName)
            swap(&traits, &names.index.traits)
            swap(&instancesOf, &names.index.instancesOf)
            swap(&nameOnly, &names.index.nameOnly)
        } else {
            indexFacesAndNames(faces, nameOnlyPaths: nameOnlyPaths)
            indexFamilies(faces)
        }
    }

    private init() {}
    fileprivate static var empty: CatalogIndex { CatalogIndex() }

    /// ``traits``, ``nameOnly``, ``instancesOf``, ``byPostScriptName`` and ``byFullName``.
    private mutating func indexFacesAndNames<F: IndexedFace>(_ faces: [F], nameOnlyPaths: Set<String>) {
        // The fields, not the face: a face passed as an argument was copied (every reference in
        // it retained, then released), even as a borrowing parameter.
        traits.reserveCapacity(faces.count)
        for i in faces.indices {
            traits.append(faces[i].matchTraits)
        }
        // Not `faces.map`: it copies each face (some twenty references retained) to read its path.
        if nameOnlyPaths.isEmpty {
            nameOnly = Array(repeating: false, count: faces.count)
        } else {
            nameOnly.reserveCapacity(faces.count)
            for i in faces.indices { nameOnly.append(nameOnlyPaths.contains(faces[i].path)) }
        }
        var baseOf: [String: Int] = [:]
        for i in faces.indices where faces[i].variable && faces[i].namedInstance == nil {
            baseOf["\(faces[i].index)#\(faces[i].path)"] = i
        }
        for i in faces.indices where faces[i].namedInstance != nil {
            if let b = baseOf["\(faces[i].index)#\(faces[i].path)"] { instancesOf[b, default: []].append(i) }
        }
        byPostScriptName.reserveCapacity(faces.count)
        byFullName.reserveCapacity(faces.count)
        // By index, not `for f in faces`: copying each face (some twenty references) cost more
        // than the lookups.
        // Backwards, so that the first face with a name is the one kept.
        for i in faces.indices.reversed() {
            if let ps = faces[i].postscriptName { byPostScriptName[FoldedName(ps)] = i }
            if let full = faces[i].fullName { byFullName[FoldedName(full)] = i }
        }
    }

    /// Adds face `i` to the family `key`; whether the family is new. One lookup for a family
    /// already seen (most faces): its list is appended to in place.
    private mutating func addToFamily(_ key: String, _ i: Int) -> Bool {
        if let k = byFamily.index(forKey: key) {
            byFamily.values[k].append(i)
            return false
        }
        byFamily[key] = [i]
        return true
    }

    /// ``byFamily``, ``familyNames`` and ``familyKeys``.
    private mutating func indexFamilies<F: IndexedFace>(_ faces: [F]) {
        byFamily.reserveCapacity(faces.count)
        familyNames.reserveCapacity(faces.count)
        // Keys first listed by a face's family (name ID 1) rather than its typographic family:
        // they have no name shown until a face whose typographic family it is comes (rare).
        var unnamed: Set<String> = []
        // Faces come in path order, so a family's faces are usually next to each other: the
        // previous face's key is reused for the same name instead of being made again.
        var lastName = "", lastKey = ""
        for i in faces.indices {
            let familyName = faces[i].familyName
            let typo: String
            if i > 0 && familyName == lastName {
                typo = lastKey
            } else {
                typo = CatalogIndex.key(familyName)
                lastName = familyName
                lastKey = typo
            }
            if addToFamily(typo, i) || (!unnamed.isEmpty && unnamed.remove(typo) != nil) {
                familyNames[typo] = familyName
            }
            // The family is nearly always the name just keyed (no name ID 16): not keyed again.
            if let family = faces[i].family {
                let legacy = family == familyName ? typo : CatalogIndex.key(family)
                if legacy != typo, addToFamily(legacy, i) { unnamed.insert(legacy) }
            }
        }
        // Font bug tolerated: a weight or width of a family named as a family of its own, with
        // no typographic family (name ID 16), like Debian 12's "Quicksand Medium" and "Quicksand
        // Light" beside "Quicksand". Such a face also joins the family its name starts with, when
        // that family is installed and shares its PostScript prefix ("Quicksand-Medium").
        // Fields read in place (`faces[i].family`), not through a copy of the face: see above.
        for i in faces.indices where faces[i].namedInstance == nil {
            guard let legacy = faces[i].family, faces[i].typographicFamily == nil || faces[i].typographicFamily == legacy,
                  CatalogIndex.mayEndInStyleWord(legacy)
            else { continue }
            var words = legacy.split(separator: " ").map(String.init)
            var stripped = false
            while words.count > 1, let last = words.last, CatalogIndex.styleWords.contains(last.lowercased()) {
                words.removeLast()
                stripped = true
            }
            guard stripped else { continue }
            let base = CatalogIndex.key(words.joined(separator: " "))
            guard let members = byFamily[base], !members.contains(i),
                  let prefix = faces[i].postscriptName?.split(separator: "-").first,
                  members.contains(where: { faces[$0].postscriptName?.split(separator: "-").first == prefix })
            else { continue }
            byFamily[base, default: []].append(i)
        }
        // Sorted by lowercased name, then key: the order of `(name.lowercased(), key) <`, with
        // the strings compared as bytes when they are ASCII (the same order: ASCII is NFC, and
        // String compares NFC strings by their UTF-8 bytes) instead of by the Unicode-aware
        // comparison, which cost more than building the rest of the index.
        // The positions are sorted, not the keys: moving an Int costs nothing, moving a key
        // retains and releases its strings.
        let sortKeys = familyNames.map { SortKey(name: CatalogIndex.lowercased($0.value), key: $0.key) }
        familyKeys = sortKeys.withUnsafeBufferPointer { k in
            var order = Array(k.indices)
            // The prefixes read in place first: passing the keys themselves copied them (their
            // strings retained and released) for every comparison.
            order.sort { a, b in
                if k[a].ascii && k[b].ascii && k[a].namePrefix != k[b].namePrefix {
                    return k[a].namePrefix < k[b].namePrefix
                }
                return SortKey.precedes(k[a], k[b])
            }
            return order.map { k[$0].key }
        }
    }

    /// A family key and its lowercased name, as sorted for ``familyKeys``.
    struct SortKey {
        var name: String
        var key: String
        /// Whether both strings are ASCII.
        var ascii: Bool
        var namePrefix: UTF8Prefix

        init(name: String, key: String) {
            self.name = name
            self.key = key
            ascii = SortKey.isASCII(name) && SortKey.isASCII(key)
            namePrefix = UTF8Prefix(name)
        }

        static func isASCII(_ s: String) -> Bool {
            s.utf8.withContiguousStorageIfAvailable(asciiOnly) ?? s.utf8.allSatisfy { $0 < 0x80 }
        }

        /// `(a.name, a.key) < (b.name, b.key)`.
        @inline(__always) static func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
            guard a.ascii && b.ascii else { return (a.name, a.key) < (b.name, b.key) }
            if a.namePrefix != b.namePrefix {
                return UTF8Prefix.precedes(a.namePrefix, a.name, b.namePrefix, b.name)
            }
            let byName = utf8Order(a.name, b.name)
            return byName != 0 ? byName < 0 : utf8Order(a.key, b.key) < 0
        }
    }

    static let styleWords: Set<String> = [
        "thin", "hairline", "extralight", "ultralight", "light", "book", "medium", "semibold", "demibold",
        "bold", "extrabold", "ultrabold", "heavy", "black", "condensed", "semicondensed", "extracondensed",
        "expanded", "narrow", "wide",
    ]

    /// ``styleWords`` as bytes (all ASCII, lowercase).
    static let asciiStyleWords: [[UInt8]] = styleWords.map { Array($0.utf8) }

    /// Whether the last of the space-separated words of `name` is a style word and another word
    /// comes before it: a quick test that lets most names skip splitting into words (it may say
    /// yes where the split finds otherwise, never no where it finds a style word).
    static func mayEndInStyleWord(_ name: String) -> Bool {
        // ASCII (nearly every name): on bytes, where each byte is one character for this test.
        let ascii = name.utf8.withContiguousStorageIfAvailable { b -> Bool? in
            guard asciiOnly(b) else { return nil }
            var end = b.count
            while end > 0, b[end - 1] == 0x20 { end -= 1 }
            var start = end
            while start > 0, b[start - 1] != 0x20 { start -= 1 }
            guard start > 0 else { return false }
            // Compared with each style word byte by byte: no String made and hashed per name.
            let n = end - start
            for w in asciiStyleWords where w.count == n {
                var k = 0
                while k < n {
                    let c = b[start + k]
                    if (c >= 0x41 && c <= 0x5A ? c | 0x20 : c) != w[k] { break }
                    k += 1
                }
                if k == n { return true }
            }
            return false
        }
        // nil when the name is not ASCII (or not contiguous).
        if let ascii = ascii ?? nil { return ascii }
        var end = name.endIndex
        while end > name.startIndex, name[name.index(before: end)] == " " { end = name.index(before: end) }
        guard let space = name[..<end].lastIndex(of: " ") else { return false }
        return styleWords.contains(name[name.index(after: space)..<end].lowercased())
    }

    /// `s.lowercased()`, byte by byte when `s` is ASCII (the same result, without the
    /// Unicode-aware path).
    static func lowercased(_ s: String) -> String {
        var copy = s
        let ascii: String? = copy.withUTF8 { b in
            guard b.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard b.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return s }
            return String(unsafeUninitializedCapacity: b.count) { out in
                for k in 0..<b.count { out[k] = b[k] >= 0x41 && b[k] <= 0x5A ? b[k] | 0x20 : b[k] }
                return b.count
            }
        }
        return ascii ?? s.lowercased()
    }

    /// A family name as compared: case, spaces, hyphens and underscores ignored ("Noto Sans",
    /// "NotoSans" and "noto-sans" are one family).
    static func key(_ name: String) -> String {
        // ASCII (nearly every family name): byte by byte, the same result without the
        // Unicode-aware lowercasing and grapheme iteration.
        var copy = name
        let ascii: String? = copy.withUTF8 { b in
            guard b.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: b.count) { out in
                var n = 0
                for c in b where c != 0x20 && c != 0x2D && c != 0x5F {
                    out[n] = c >= 0x41 && c <= 0x5A ? c | 0x20 : c
                    n += 1
                }
                return n
            }
        }
        if let ascii { return ascii }
        var out = ""
        out.reserveCapacity(name.utf8.count)
        for ch in name.lowercased() where ch != " " && ch != "-" && ch != "_" { out.append(ch) }
        return out
    }
}

/// The ranges CSS matching compares for one face: a static face's values, or a variable face's
/// axis ranges (`wght`, `wdth`; `ital` and `slnt` add the styles they reach).
struct MatchTraits: Sendable {
    var weight: ClosedRange<Double>
    var width: ClosedRange<Double>
    /// Bit 0 normal, bit 1 italic, bit 2 oblique.
    var styles: UInt8
    var variable: Bool
    var isInstance: Bool

    static func bit(_ s: FontQuery.Style) -> UInt8 {
        switch s {
        case .normal: return 1
        case .italic: return 2
        case .oblique: return 4
        }
    }

    init(weight: ClosedRange<Double>, width: ClosedRange<Double>, styles: UInt8, variable: Bool, isInstance: Bool) {
        self.weight = weight
        self.width = width
        self.styles = styles
        self.variable = variable
        self.isInstance = isInstance
    }

    /// The ranges of a face with these fields.
    init(weight faceWeight: Int, width faceWidth: Double, slant: FaceInfo.Slant, variable: Bool, isInstance: Bool,
         axes: [CatalogFace.Axis]) {
        let w = Double(faceWeight)
        weight = w...w
        width = faceWidth...faceWidth
        styles = MatchTraits.bit(slant == .italic ? .italic : slant == .oblique ? .oblique : .normal)
        self.variable = variable
        self.isInstance = isInstance
        guard variable, !isInstance else { return }
        for a in axes where a.min <= a.max && a.min.isFinite && a.max.isFinite {
            switch a.tag {
            case "wght": weight = a.min...a.max
            case "wdth": width = a.min...a.max
            case "ital":
                if a.max >= 1 { styles |= MatchTraits.bit(.italic) }
                if a.min <= 0 { styles |= MatchTraits.bit(.normal) }
            case "slnt":
                if a.min < 0 { styles |= MatchTraits.bit(.oblique) }
                if a.max >= 0 { styles |= MatchTraits.bit(.normal) }
            default: break
            }
        }
    }
}

/// Whether every byte is ASCII: eight at a time.
func asciiOnly(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let p = b.baseAddress else { return true }
    let raw = UnsafeRawPointer(p)
    var k = 0
    var high: UInt64 = 0
    while k + 8 <= b.count {
        high |= raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        k += 8
    }
    while k < b.count {
        high |= UInt64(b[k])
        k += 1
    }
    return high & 0x8080_8080_8080_8080 == 0
}

/// A name compared as its `lowercased()` form is, without making that form when the name is ASCII
/// (nearly every font name): the index's PostScript and full names, two per face, were each
/// lowercased into a new string (an allocation each) only to be hashed.
struct FoldedName: Hashable, Sendable {
    /// The name when it is ASCII, else its `lowercased()` form (which has no ASCII capitals).
    /// Either way, folding its ASCII capitals gives the name's `lowercased()` form.
    let text: String
    /// Whether `text` is ASCII (then folded eight bytes at a time).
    let ascii: Bool

    init(_ name: String) {
        if CatalogIndex.SortKey.isASCII(name) {
            text = name
            ascii = true
        } else {
            // Not ASCII, but its lowercased form may be ("\u{212A}" KELVIN SIGN becomes "k").
            text = name.lowercased()
            ascii = CatalogIndex.SortKey.isASCII(text)
        }
    }

    @inline(__always) static func fold(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }

    /// Eight bytes with their ASCII capitals folded: bytes below 0x80 only (no carry crosses a
    /// byte: 0x7F + 0x3F < 0x100), so that a capital's byte is at least 0x41 (adding 0x3F sets
    /// its high bit) and at most 0x5A (adding 0x25 leaves it clear).
    @inline(__always) static func foldASCII(_ w: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let capital = (w &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(w &+ 0x2525_2525_2525_2525) & high
        return w | (capital >> 2)
    }

    /// The folded bytes from `k` on, up to eight, as one little-endian word (zeros past the end).
    @inline(__always) static func word(_ b: UnsafeBufferPointer<UInt8>, _ k: Int, ascii: Bool) -> UInt64 {
        var w: UInt64 = 0
        let n = min(8, b.count - k)
        if n == 8, let p = b.baseAddress {
            w = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: k, as: UInt64.self)
            return ascii ? foldASCII(UInt64(littleEndian: w)) : bytewise(w)
        }
        for j in 0..<n { w |= UInt64(fold(b[k + j])) << (8 * j) }
        return w
    }

    /// A word of bytes that are not all ASCII, folded byte by byte.
    @inline(__always) static func bytewise(_ w: UInt64) -> UInt64 {
        let v = UInt64(littleEndian: w)
        var out: UInt64 = 0
        for j in 0..<8 { out |= UInt64(fold(UInt8(truncatingIfNeeded: v >> (8 * j)))) << (8 * j) }
        return out
    }

    static func == (a: FoldedName, b: FoldedName) -> Bool {
        let x = a.text.utf8, y = b.text.utf8
        guard x.count == y.count else { return false }
        if let r = x.withContiguousStorageIfAvailable({ p in
            y.withContiguousStorageIfAvailable { q -> Bool in
                var k = 0
                while k < p.count {
                    if word(p, k, ascii: a.ascii) != word(q, k, ascii: b.ascii) { return false }
                    k += 8
                }
                return true
            }
        }), let r { return r }
        return x.map(fold).elementsEqual(y.map(fold))
    }

    /// The folded bytes as words (equal names give the same words), then the length; into the
    /// seeded hasher, so that crafted names cannot be made to collide.
    func hash(into hasher: inout Hasher) {
        func feed(_ p: UnsafeBufferPointer<UInt8>) {
            var k = 0
            while k < p.count {
                hasher.combine(FoldedName.word(p, k, ascii: ascii))
                k += 8
            }
        }
        let u = text.utf8
        if u.withContiguousStorageIfAvailable(feed) == nil { Array(u).withUnsafeBufferPointer(feed) }
        hasher.combine(u.count)
    }
}
