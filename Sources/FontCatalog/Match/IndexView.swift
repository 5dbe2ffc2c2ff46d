import Foundation

/// The catalog's lookup tables, read from the in-memory ``CatalogIndex`` (a catalog made from a
/// list of faces, or just scanned) or from the mapped ``CatalogSnapshot`` (a catalog opened warm):
/// the queries ask the same questions of either and get the same answers.
struct IndexView: Sendable {
    enum Storage: Sendable {
        /// In a box: each table access copies the storage, and the box is one reference where
        /// the index is a dozen.
        case memory(MemoryIndex)
        case mapped(CatalogSnapshot)
    }

    final class MemoryIndex: Sendable {
        let index: CatalogIndex
        /// Whether any face is name-only (asked of every query: worked out once).
        let hasNameOnly: Bool
        init(_ index: CatalogIndex) {
            self.index = index
            hasNameOnly = index.nameOnly.contains(true)
        }
    }

    let storage: Storage

    /// The in-memory tables, when the catalog has them.
    var memoryTables: CatalogIndex? {
        if case .memory(let m) = storage { return m.index }
        return nil
    }

    /// PostScript name, case ignored → the first face with it.
    var byPostScriptName: NameTable { NameTable(storage: storage, section: .postscriptNames) }
    /// Full name, case ignored → the first face with it.
    var byFullName: NameTable { NameTable(storage: storage, section: .fullNames) }
    /// ``CatalogIndex/key(_:)`` of a family's names → its faces.
    var byFamily: FamilyTable { FamilyTable(storage: storage) }
    /// Family key → the name shown.
    var familyNames: FamilyNameTable { FamilyNameTable(storage: storage) }
    /// The family keys in name order.
    var familyKeys: FamilyKeys { FamilyKeys(storage: storage) }
    /// What matching compares, per face.
    var traits: TraitsTable { TraitsTable(storage: storage) }
    /// A variable face → its named instances.
    var instancesOf: InstanceTable { InstanceTable(storage: storage) }
    /// Per face: used only when asked for by name.
    var nameOnly: NameOnlyTable { NameOnlyTable(storage: storage) }

    struct NameTable {
        let storage: Storage
        let section: CatalogSnapshot.Section
        subscript(name: FoldedName) -> Int? {
            switch storage {
            case .memory(let m): return section == .postscriptNames ? m.index.byPostScriptName[name] : m.index.byFullName[name]
            case .mapped(let s): return s.face(named: name, in: section)
            }
        }
    }

    struct FamilyTable {
        let storage: Storage
        subscript(key: String) -> [Int]? {
            switch storage {
            case .memory(let m): return m.index.byFamily[key]
            case .mapped(let s): return s.family(key: key)
            }
        }
    }

    struct FamilyNameTable {
        let storage: Storage
        subscript(key: String) -> String? {
            switch storage {
            case .memory(let m): return m.index.familyNames[key]
            case .mapped(let s): return s.familyName(key: key)
            }
        }
    }

    struct FamilyKeys: RandomAccessCollection {
        let storage: Storage
        var startIndex: Int { 0 }
        var endIndex: Int {
            switch storage {
            case .memory(let m): return m.index.familyKeys.count
            case .mapped(let s): return s.familyOrderCount
            }
        }
        subscript(position: Int) -> String {
            switch storage {
            case .memory(let m): return m.index.familyKeys[position]
            case .mapped(let s): return s.familyKey(at: position)
            }
        }
    }

    struct TraitsTable {
        let storage: Storage
        subscript(i: Int) -> MatchTraits {
            switch storage {
            case .memory(let m): return m.index.traits[i]
            case .mapped(let s): return s.traits(i)
            }
        }
    }

    struct InstanceTable {
        let storage: Storage
        subscript(i: Int) -> [Int]? {
            switch storage {
            case .memory(let m): return m.index.instancesOf[i]
            case .mapped(let s): return s.instances(of: i)
            }
        }
    }

    struct NameOnlyTable {
        let storage: Storage
        subscript(i: Int) -> Bool {
            switch storage {
            case .memory(let m): return m.index.nameOnly[i]
            case .mapped(let s): return s.isNameOnly(i)
            }
        }
        /// Whether no face is name-only.
        var isEmpty: Bool {
            switch storage {
            case .memory(let m): return !m.hasNameOnly
            case .mapped(let s): return !s.hasNameOnly
            }
        }
    }
}

/// The catalog's faces: an array, or the faces of a mapped snapshot, decoded when read.
///
/// A face read from a snapshot is checked against its file first (one `stat` per file, once per
/// catalog): a file rewritten in place since the scan, which leaves its directory's times as they
/// were, is read again, and the face given is the file's face now. The snapshot is then removed,
/// so that the next command scans the change into the cache.
public struct FaceList: RandomAccessCollection, Sendable, Equatable {
    /// The same faces in the same order, however each list holds them.
    public static func == (a: FaceList, b: FaceList) -> Bool { a.elementsEqual(b) }

    enum Storage: Sendable {
        case memory([CatalogFace])
        case mapped(CatalogSnapshot, FreshFiles)
    }

    let storage: Storage

    init(_ faces: [CatalogFace]) { storage = .memory(faces) }
    init(_ snapshot: CatalogSnapshot) { storage = .mapped(snapshot, FreshFiles()) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .memory(let f): return f.count
        case .mapped(let s, _): return s.faceCount
        }
    }

    public subscript(i: Int) -> CatalogFace {
        switch storage {
        case .memory(let f): return f[i]
        case .mapped(let s, let fresh): return fresh.face(i, in: s)
        }
    }

    /// The faces as an array (a mapped catalog decodes every face).
    public var array: [CatalogFace] {
        if case .memory(let f) = storage { return f }
        return Array(self)
    }

    /// Whether face `i` is a named instance, without decoding it.
    func isNamedInstance(_ i: Int) -> Bool {
        switch storage {
        case .memory(let f): return f[i].namedInstance != nil
        case .mapped(let s, _): return s.namedInstance(i) != nil
        }
    }

    /// Whether face `i` covers `scalar`, without decoding it.
    func covers(_ i: Int, _ scalar: Unicode.Scalar) -> Bool {
        switch storage {
        case .memory(let f): return f[i].covers(scalar)
        case .mapped(let s, _): return s.covers(i, scalar.value)
        }
    }

    /// The position of the face of `path` with face index `index` (not a named instance).
    func position(path: String, index: Int) -> Int? {
        switch storage {
        case .memory: return nil
        case .mapped(let s, _): return s.face(path: path, index: index)
        }
    }
}

/// Which files of a mapped catalog were checked, and the faces of those found changed.
final class FreshFiles: @unchecked Sendable {
    // @unchecked: every property is read and written under `lock`.
    private let lock = NSLock()
    private var checked: [Int: [CatalogFace]?] = [:]

    func face(_ i: Int, in snapshot: CatalogSnapshot) -> CatalogFace {
        let file = snapshot.file(ofFace: i)
        lock.lock()
        let known = checked[file]
        lock.unlock()
        let reread: [CatalogFace]?
        if let known {
            reread = known
        } else {
            if snapshot.isFresh(file: file) {
                reread = nil
            } else {
                // Rewritten in place: read it now, and have the next command scan it into the cache.
                unlink(snapshot.path)
                reread = SparseFontFile.scan(path: snapshot.filePath(file)).faces
            }
            lock.lock()
            checked[file] = .some(reread)
            lock.unlock()
        }
        let index = snapshot.faceIndex(i), instance = snapshot.namedInstance(i)
        if let reread, let now = reread.first(where: { $0.index == index && $0.namedInstance == instance }) {
            return now
        }
        return snapshot.face(i)
    }
}
