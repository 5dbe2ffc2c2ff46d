/// Fixed-size tables stored inline (in the value or object that holds them, no allocation of
/// their own), for ``NameView``'s per-name-ID tables. The standard library's `InlineArray` does
/// this, but on Apple platforms it needs macOS 26 and the package supports macOS 13.
///
/// Read in place (`mutating get`): a plain getter would copy the whole table first (for the
/// strings, a retain and a release of each).
///
/// Indices are masked to the table's size (`i & 31`, `i & 7`): an index out of range reads or
/// writes some other slot instead of memory outside the table, and never traps. Callers index
/// only in range (name IDs below 32, slots below 8).

/// 32 values of a trivial type.
struct Fixed32<Element: BitwiseCopyable> {
    private var storage: (Element, Element, Element, Element, Element, Element, Element, Element,
                          Element, Element, Element, Element, Element, Element, Element, Element,
                          Element, Element, Element, Element, Element, Element, Element, Element,
                          Element, Element, Element, Element, Element, Element, Element, Element)

    init(repeating v: Element) {
        storage = (v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v)
    }

    @inline(__always) subscript(i: Int) -> Element {
        mutating get {
            withUnsafeBytes(of: &storage) { $0.load(fromByteOffset: (i & 31) * MemoryLayout<Element>.stride, as: Element.self) }
        }
        set {
            withUnsafeMutableBytes(of: &storage) {
                $0.storeBytes(of: newValue, toByteOffset: (i & 31) * MemoryLayout<Element>.stride, as: Element.self)
            }
        }
    }
}

/// 8 strings.
struct FixedStrings8 {
    private var storage: (String, String, String, String, String, String, String, String) = ("", "", "", "", "", "", "", "")

    static let count = 8

    @inline(__always) subscript(i: Int) -> String {
        mutating get {
            // A homogeneous tuple is laid out as its elements in a row, and may be bound to them.
            withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: String.self, capacity: 8) { $0[i & 7] } }
        }
        set {
            withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: String.self, capacity: 8) { $0[i & 7] = newValue } }
        }
    }
}
