import TypeSystem

// This target reads CSS, SCSS, Less, Kotlin, Dart and Android XML only, never Swift, and links no
// swift-syntax: SourceFix.swift's two ways into swift-syntax (Sources/SourceLint/SourceFix+Swift.swift)
// are answered here for a language that never reaches them.

/// No Swift text reaches this target: no Swift fix candidates.
enum SwiftFixes {
    static func candidates(_ text: String, map: LineMap, platform: Platform) -> [SourceFixer.Candidate] { [] }
}

extension SourceFixer {
    /// Only Swift is checked by parsing (swift-syntax); the other languages count as valid.
    static func isValid(_ text: String, language: SourceLanguage) -> Bool { language != .swift }
}
