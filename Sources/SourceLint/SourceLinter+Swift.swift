@_exported import SourceLintCore
import SwiftParser
import TypeSystem

// The lint's public entry points: the core's, with Swift read by swift-syntax. The core
// (SourceLintCore) reads every other language and builds without swift-syntax; this module adds
// its Swift reader and is what the tool and library users import.

extension SwiftSupport {
    /// Swift through swift-syntax: ``SwiftReader`` reads it, and its parser checks a fix.
    static let syntax = SwiftSupport(
        read: { text, path, forced, built, fallback, shared in
            SwiftReader.read(text, path: path, forced: forced, built: built, fallback: fallback, helpers: shared.helpers,
                             imageMembers: shared.imageMembers, imageFonts: shared.imageFonts, deviceChecks: shared.deviceChecks,
                             sizeConstants: shared.sizeConstants)
        },
        isValid: { !Parser.parse(source: $0).hasError },
        helpers: { text, path in SwiftReader.fontHelpers(text, path: path) },
        fontMemberUses: { text, imageMembers in SwiftReader.fontMemberUses(text, imageMembers: imageMembers) })
}

extension SourceLinter {
    /// Lints files and folders. Folders are walked for `.swift`, `.css`, `.scss`, `.less`, `.kt`,
    /// `.kts`, `.java`, `.dart` and `res/**/*.xml`, skipping hidden folders, `node_modules` and
    /// what `.gitignore`, `--exclude` and `lint.exclude` leave out. Each path's repository root
    /// keys the fingerprints, and the `.typography` files from the root down to a linted folder
    /// add to the configuration (a bad one is an error).
    public static func lint(paths: [String], options: SourceLintOptions) throws(LintConfigurationError) -> SourceLintReport {
        try lint(paths: paths, options: options, swift: .syntax)
    }

    /// Lints one file's text. `relativePath` (relative to the linted folder) and
    /// `rootRelativePath` (relative to the repository root, which keys the fingerprints) are
    /// matched against the configuration's globs; `platform` (`--platform`) wins over them, and
    /// they over `builtFor` (the platform the build makes the file for: an Xcode target's).
    /// `variablesUsedElsewhere`: the style sheet's variables that other files use as a font
    /// size, with where (reported at the definition). `variablesDefined`: the style-sheet
    /// variables and custom properties the files linted together define. Returns the findings
    /// (each `textDoesNotScale` one with its fix, when it has one) and, for a file that is not
    /// valid in its language, a one-line reason (the findings before the error are kept).
    public static func lint(text: String, language: SourceLanguage, path: String, relativePath: String? = nil,
                            rootRelativePath: String? = nil,
                            platform: Platform? = nil, builtFor: Platform? = nil, configuration: LintConfiguration = LintConfiguration(),
                            dimens: [String: String] = [:], variablesUsedElsewhere: [String: String] = [:],
                            variablesDefined: Set<String> = []) -> ([SourceFinding], String?) {
        lint(text: text, language: language, path: path, relativePath: relativePath, rootRelativePath: rootRelativePath,
             platform: platform, builtFor: builtFor, configuration: configuration, dimens: dimens,
             variablesUsedElsewhere: variablesUsedElsewhere, variablesDefined: variablesDefined, swift: .syntax)
    }
}

extension SourceFixer {
    /// Whether `text` is valid in `language` as far as the lint can tell: Swift parses with no
    /// error (swift-syntax). The other languages' fixes change a unit or a value inside one
    /// token, or remove a whole argument, and count as valid.
    public static func isValid(_ text: String, language: SourceLanguage) -> Bool {
        language == .swift ? SwiftSupport.syntax.isValid(text) : true
    }

    /// `text` with the fixes of `findings` (of that file) applied, and how many findings they
    /// fix. Nil when the fixed text would not parse where the original did (Swift): such a fix
    /// is never written.
    public static func fixed(_ text: String, language: SourceLanguage, findings: [SourceFinding]) -> (text: String, fixed: Int)? {
        fixed(text, language: language, findings: findings, swift: .syntax)
    }

    /// `text` fixed as `--fix` fixes it: the fixes of `findings`, then, as long as that changes
    /// the text (at most `passes` times), the fixes of what `lint` finds in the fixed text. Nil
    /// when the first pass would make the text invalid; fixing the result again changes nothing,
    /// unless `passes` ran out.
    public static func fixedToTheEnd(_ text: String, language: SourceLanguage, findings: [SourceFinding], passes: Int = 10,
                                     lint: (String) -> [SourceFinding]) -> (text: String, fixed: Int)? {
        fixedToTheEnd(text, language: language, findings: findings, passes: passes, swift: .syntax, lint: lint)
    }
}
