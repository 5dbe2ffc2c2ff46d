@_exported import SourceLintCore
import SwiftParser
import TypeSystem

// The lint's public entry points: the core's, with Swift read by swift-syntax. The core
// (SourceLintCore) reads every other language and builds without swift-syntax; this module adds
// its Swift reader and is what the tool and library users import.

extension SwiftSupport {
    /// Swift through swift-syntax: ``SwiftReader`` reads it, and its parser checks a fix. Text
    /// the parser would take exponential time on (``SwiftSupport/exponentialBracketRun(in:)``) is
    /// not parsed: it is a problem of its file, as a binary file is.
    static let syntax = SwiftSupport(
        read: { text, path, forced, built, fallback, shared in
            if let reason = exponentialBracketRun(in: text) {
                var out = ReaderOutput()
                out.problem = reason
                return out
            }
            return SwiftReader.read(text, path: path, forced: forced, built: built, fallback: fallback, helpers: shared.helpers,
                                    imageMembers: shared.imageMembers, imageFonts: shared.imageFonts,
                                    deviceChecks: shared.deviceChecks, sizeConstants: shared.sizeConstants, typeSizes: shared.typeSizes)
        },
        isValid: { exponentialBracketRun(in: $0) == nil && !Parser.parse(source: $0).hasError },
        helpers: { text, path in exponentialBracketRun(in: text) == nil ? SwiftReader.fontHelpers(text, path: path) : [:] },
        fontMemberUses: { text, imageMembers in
            exponentialBracketRun(in: text) == nil ? SwiftReader.fontMemberUses(text, imageMembers: imageMembers) : [:]
        },
        typeSizes: { text in exponentialBracketRun(in: text) == nil ? TypeSizeChoice.declared(in: text) : [:] })

    /// The longest run of `[` a Swift file may have, with only blanks between them. swift-syntax
    /// 603's lookahead for collection and inline-array types tries each `[` two ways, so its time
    /// doubles, nearly, with each `[` of such a run in a type's place: a 126-byte file with 25 of
    /// them held the linter for over a minute (found by fuzzing; 16 of them took 1.35 s in a
    /// debug build). Real code nests `[` a few deep.
    static let longestBracketRun = 12

    /// A one-line reason when the text has a longer run of `[` than ``longestBracketRun``.
    static func exponentialBracketRun(in text: String) -> String? {
        var run = 0, longest = 0
        for b in text.utf8 {
            if b == UInt8(ascii: "[") {
                run += 1
                longest = max(longest, run)
            } else if b != 32 && b != 9 && b != 10 && b != 13 {
                run = 0
            }
        }
        guard longest > longestBracketRun else { return nil }
        return "\(longest) `[` in a row, which Swift's parser (swift-syntax) takes exponential time on; skipped"
    }
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
