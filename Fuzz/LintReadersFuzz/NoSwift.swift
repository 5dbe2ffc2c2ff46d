import TypeSystem

// This target reads CSS, SCSS, Less, Kotlin, Dart and Android XML only, never Swift, and links no
// swift-syntax: SourceFix.swift's one way into swift-syntax (Sources/SourceLint/SourceFix+Swift.swift)
// is answered here for a language that never reaches it.

extension SourceFixer {
    /// Only Swift is checked by parsing (swift-syntax); the other languages count as valid.
    static func isValid(_ text: String, language: SourceLanguage) -> Bool { language != .swift }
}
