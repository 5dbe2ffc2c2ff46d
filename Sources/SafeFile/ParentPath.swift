/// The folder part of a path, as NSString's `deletingLastPathComponent` gives it: "a/b" → "a",
/// "/a" → "/", "b" → "", "a/b/" → "a".
///
/// Foundation's own on Linux (swift-corelibs-foundation, Swift 6.3) traps with SIGILL when the
/// last component is one character with no folder before it ("z", "z/", "é"), which is an output
/// name a user can give (`-o z`). Every path in the package is split here instead.
public func parentPath(_ path: String) -> String {
    let slash = UInt8(ascii: "/")
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    guard let last = bytes.lastIndex(of: slash) else { return "" }
    if last == 0 { return "/" }
    bytes.removeSubrange(last...)
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
}
