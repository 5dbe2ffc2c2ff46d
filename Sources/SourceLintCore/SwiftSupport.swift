import TypeSystem

/// How Swift is read and checked. The core reads CSS, Android XML, Kotlin, Java and Dart with
/// readers of its own and needs no swift-syntax; the SourceLint module gives its swift-syntax
/// reader here, and its public entry points pass it. Without it, a Swift file is not linted
/// (a problem that names why).
package struct SwiftSupport: Sendable {
    /// Reads a Swift file: `text`, `path`, the platform `--platform` or a glob forces, the one its
    /// build gives, and the fallback.
    package let read: @Sendable (_ text: String, _ path: String, _ forced: Platform?, _ built: Platform?, _ fallback: Platform) -> ReaderOutput
    /// Whether Swift text parses without an error: a fix that would break that is never written.
    package let isValid: @Sendable (_ text: String) -> Bool

    package init(read: @escaping @Sendable (String, String, Platform?, Platform?, Platform) -> ReaderOutput,
                 isValid: @escaping @Sendable (String) -> Bool) {
        self.read = read
        self.isValid = isValid
    }
}
