import Dispatch
import Foundation
import SafeFile
import TypeSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the source lint found.
public struct SourceLintReport: Sendable, Hashable {
    /// Findings, ordered by path, line, column and rule.
    public var findings: [SourceFinding]
    /// Inputs that could not be linted, one line each.
    public var problems: [SourceProblem]
    /// Files read and linted.
    public var filesChecked: Int
    /// Whether an input that could not be read or parsed fails the run (`lint.unreadable`).
    public var problemsFail = true
    /// Whether the run should fail for its problems: some input could not be linted and the
    /// configuration does not say to only report it.
    public var failsForProblems: Bool { problemsFail && problems.contains { $0.unreadable } }
}

/// A platform `--platform` can name: an Apple platform, or one of the other platforms whose code
/// the lint reads.
public enum LintPlatform: Sendable, Hashable {
    /// An Apple platform: its HIG rules apply to every file, whatever its language.
    case apple(Platform)
    /// Android views (XML, Kotlin, Java) and Jetpack Compose: Material 3's guidance.
    case android, compose
    /// Flutter and the web: no published minimum size.
    case flutter, web

    /// `ios`, `macos`, … (the type system's names), `android`, `compose`, `flutter`, `web` (or `css`).
    public init(name: String) throws {
        switch name.lowercased() {
        case "android": self = .android
        case "compose", "jetpack-compose": self = .compose
        case "flutter": self = .flutter
        case "web", "css", "html": self = .web
        default:
            do { self = .apple(try Platform(name: name)) } catch {
                throw LintConfigurationError(message: "\(error) (or android, compose, flutter, web)")
            }
        }
    }

    /// The Apple platform named, if any.
    public var apple: Platform? {
        if case .apple(let p) = self { return p }
        return nil
    }
}

/// Options of a source lint run.
public struct SourceLintOptions: Sendable {
    /// `--platform`: wins over everything else.
    public var platform: Platform?
    /// `--platform` naming a platform that is not Apple's (`android`, `web`): each language is
    /// judged by its own platform's guidance, as when nothing is named.
    public var otherPlatform: LintPlatform?
    /// `--exclude`: globs of paths (relative to a linted folder) left out.
    public var exclude: [String] = []
    /// Whether the folder's `.gitignore` files are respected (files they ignore are left out).
    public var respectGitignore = true
    /// The user's configuration file, already read.
    public var configuration: LintConfiguration
    /// The largest file read; larger ones are reported and skipped.
    public var maxFileBytes: Int

    /// Options; by default no `--platform`, no configuration and a 16 MiB limit per file.
    public init(platform: Platform? = nil, configuration: LintConfiguration = LintConfiguration(), maxFileBytes: Int = 16 << 20) {
        self.platform = platform
        self.configuration = configuration
        self.maxFileBytes = maxFileBytes
    }
}

/// The source lint: finds the files, reads them in parallel, and checks each with its language's
/// reader and the rules of ``CodeLint``.
public enum SourceLinter {
    /// The name of the per-folder configuration file at a linted root.
    public static let rootConfigName = ".typography"

    /// The source extensions read, for messages.
    static let extensions = ".swift, .css, .scss, .less, .kt, .kts, .java, .dart, Android res/**/*.xml"

    struct Job {
        var path: String
        /// The path relative to the linted folder (a named file's name): the configuration's
        /// globs match it, and baselines written before fingerprints were keyed to the root.
        var relative: String
        var language: SourceLanguage
        var configuration: LintConfiguration
        var named: Bool
        /// The path relative to its repository root (``RepositoryRoot``): fingerprints use it.
        var rootRelative: String
        /// Read only for what it defines (style sheet variables, Android dimensions) because a
        /// linted file may use it; never linted nor reported.
        var context = false
    }

    /// What reading a file gave.
    enum Loaded {
        case text(String)
        case problem(String)
    }

    static func load(_ path: String, limit: Int) -> Loaded {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: limit) } catch { return .problem(error.reason) }
        if let nul = bytes.prefix(1 << 16).firstIndex(of: 0) { return .problem("a binary file (a NUL byte at offset \(nul)); skipped") }
        var slice = bytes[...]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        guard let text = String(validating: slice, as: UTF8.self) else {
            var offset = 0
            var it = slice.makeIterator()
            var decoder = UTF8()
            loop: while true {
                switch decoder.decode(&it) {
                case .scalarValue(let v): offset += UTF8.width(v)
                case .emptyInput: break loop
                case .error: break loop
                }
            }
            return .problem("not UTF-8 (an invalid byte at offset \(offset)); skipped")
        }
        return .text(text)
    }

    static func run(_ jobs: [Job], options: SourceLintOptions, problems: [SourceProblem], swift: SwiftSupport?) -> SourceLintReport {
        let loaded = loadAll(jobs, limit: options.maxFileBytes)
        let dimens = androidDimens(jobs, loaded: loaded)
        let cancellers = kotlinScaleCancellers(jobs, loaded: loaded)
        let (usedElsewhere, definers) = styleVariableUses(jobs, loaded: loaded)
        let sharedDefinitions = Set(definers.keys)
        let built = BuildPlatforms.of(jobs)
        let helpers = swift.map { swiftFontHelpers(jobs, loaded: loaded, swift: $0) } ?? [:]
        let materialParts = dartMaterialParts(jobs, loaded: loaded)
        let dartFacts = dartSizeFacts(jobs, loaded: loaded)
        let imageMembers = swift == nil ? [] : swiftImageMembers(jobs, loaded: loaded)
        let imageFonts = swift.map { swiftImageFonts(jobs, loaded: loaded, imageMembers: imageMembers, swift: $0) } ?? []
        let shared = SwiftShared(helpers: helpers, imageMembers: imageMembers, imageFonts: imageFonts,
                                 deviceChecks: swift == nil ? [:] : swiftDeviceChecks(jobs, loaded: loaded),
                                 sizeConstants: swift == nil ? [:] : swiftSizeConstants(jobs, loaded: loaded),
                                 typeSizes: swift.map { swiftTypeSizes(jobs, loaded: loaded, swift: $0) } ?? [:])
        let namedInCode = textSizeClassesNamedInCode(jobs, loaded: loaded)
        var results = [([SourceFinding], SourceProblem?)](repeating: ([], nil), count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                let job = jobs[k]
                if job.context { return }
                switch loaded[k] {
                case .problem(let reason):
                    out[k] = ([], SourceProblem(path: job.path, reason: reason, named: job.named))
                case .text(let text):
                    let (f, p) = lint(text: text, language: job.language, path: job.path, relativePath: job.relative,
                                      rootRelativePath: job.rootRelative, platform: options.platform, builtFor: built[k],
                                      configuration: job.configuration, dimens: dimens,
                                      variablesUsedElsewhere: usedElsewhere[k] ?? [:], variablesDefined: sharedDefinitions,
                                      swiftShared: shared, kotlinScaleCancellers: cancellers, classesNamedInCode: namedInCode,
                                      dartLibraryImportsMaterial: job.language == .dart && materialParts.contains(URL(fileURLWithPath: job.path).standardizedFileURL.path),
                                      dartFacts: dartFacts, swift: swift)
                    out[k] = (f, p.map { SourceProblem(path: job.path, reason: $0, named: job.named) })
                }
            }
        }
        var findings: [SourceFinding] = []
        var allProblems = problems
        var checked = 0
        for (k, r) in results.enumerated() {
            findings += r.0
            if let p = r.1 { allProblems.append(p) }
            if case .text = loaded[k], !jobs[k].context { checked += 1 }
        }
        findings.sort { ($0.path, $0.line, $0.column, $0.rule.rawValue) < ($1.path, $1.line, $1.column, $1.rule.rawValue) }
        return SourceLintReport(findings: findings, problems: allProblems, filesChecked: checked)
    }

    /// Every file read, in parallel.
    private static func loadAll(_ jobs: [Job], limit: Int) -> [Loaded] {
        var loaded = [Loaded](repeating: .problem(""), count: jobs.count)
        loaded.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                out[k] = load(jobs[k].path, limit: limit)
            }
        }
        return loaded
    }

    /// The font helpers of every Swift file (functions that make a font of a size they are
    /// given), by name, read in parallel; a file is parsed for them only when it has a function
    /// that returns a font.
    private static func swiftFontHelpers(_ jobs: [Job], loaded: [Loaded], swift: SwiftSupport) -> [String: [SwiftFontHelper]] {
        let files = jobs.indices.filter { k in
            guard jobs[k].language == .swift, case .text(let t) = loaded[k] else { return false }
            return SwiftFontHelper.mayDefine(t)
        }
        let found = eachText(of: files, loaded, empty: [:]) { k, t in swift.helpers(t, jobs[k].relative) }
        return found.reduce(into: [:]) { all, one in all.merge(one) { $0 + $1 } }
    }

    /// `read` of each of `files`' text (indices into `loaded`), in parallel, in their order;
    /// `empty` for a file that has no text.
    private static func eachText<T>(of files: [Int], _ loaded: [Loaded], empty: T, _ read: @Sendable (Int, String) -> T) -> [T] {
        var found = [T](repeating: empty, count: files.count)
        found.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: files.count) { i in
                if case .text(let t) = loaded[files[i]] { out[i] = read(files[i], t) }
            }
        }
        return found
    }

    /// The names every Swift file declares only as images (``SwiftShared/imageMembers(_:)``), the
    /// files scanned in parallel.
    private static func swiftImageMembers(_ jobs: [Job], loaded: [Loaded]) -> Set<String> {
        let swiftFiles = jobs.indices.filter { jobs[$0].language == .swift }
        // Each file's declarations: of every name in the files that write `Image` after `:` or
        // `->`, then of the names those declare as images, in every file.
        func scan(_ files: [Int], only: Set<String>?) -> [[String: Set<String>]] {
            eachText(of: files, loaded, empty: [:]) { _, t in SwiftShared.declaredTypes(t, only: only) }
        }
        let mayDeclare = swiftFiles.filter { k in
            guard case .text(let t) = loaded[k] else { return false }
            return t.utf8.hasBytes(" Image")
        }
        return SwiftShared.imageMembers(candidates: scan(mayDeclare, only: nil)) { names in scan(swiftFiles, only: names) }
    }

    /// The type properties the Swift files declare as one number (``SwiftShared/sizeConstants``).
    private static func swiftSizeConstants(_ jobs: [Job], loaded: [Loaded]) -> [String: [Double]] {
        var all: [String: [Double]?] = [:]
        for (k, job) in jobs.enumerated() where job.language == .swift {
            guard case .text(let t) = loaded[k], t.utf8.hasBytes("static") else { continue }
            for (name, value) in SwiftShared.sizeConstants(in: t) {
                // A name declared as two different numbers, or as anything else, says nothing.
                all[name] = (all[name] ?? value) == value ? value : .some(nil)
            }
        }
        return all.compactMapValues { $0 }
    }

    /// The Dynamic Type sizes the Swift files' functions return (``SwiftShared/typeSizes``).
    private static func swiftTypeSizes(_ jobs: [Job], loaded: [Loaded], swift: SwiftSupport) -> [String: DynamicTypeSize] {
        let files = jobs.indices.filter { k in
            guard jobs[k].language == .swift, case .text(let t) = loaded[k] else { return false }
            return t.utf8.hasBytes("DynamicTypeSize") || t.utf8.hasBytes("ContentSizeCategory")
        }
        var all: [String: DynamicTypeSize?] = [:]
        for file in eachText(of: files, loaded, empty: [:], { _, t in swift.typeSizes(t) }) {
            // A name declared with two different largest sizes, or once with an unknown one, says nothing.
            for (name, size) in file { all[name] = all[name].map { $0 == size ? size : nil } ?? size }
        }
        return all.compactMapValues { $0 }
    }

    /// The device checks the Swift files declare (``SwiftShared/deviceChecks``).
    private static func swiftDeviceChecks(_ jobs: [Job], loaded: [Loaded]) -> [String: SwiftShared.DeviceCheck] {
        let files = jobs.indices.filter { k in
            guard jobs[k].language == .swift, case .text(let t) = loaded[k] else { return false }
            return t.utf8.hasBytes("userInterfaceIdiom")
        }
        var all: [String: SwiftShared.DeviceCheck] = [:]
        for file in eachText(of: files, loaded, empty: [:], { _, t in SwiftShared.deviceChecks(in: t) }) {
            // A name declared as two different checks says nothing.
            for (name, check) in file { all[name] = all[name].map { $0 == check ? check : nil } ?? check }
        }
        return all.compactMapValues { $0 }
    }

    /// The font properties every Swift file uses only to size images (``SwiftShared/imageFonts``);
    /// only files with a `.font(a.b)` are parsed for them, in parallel.
    private static func swiftImageFonts(_ jobs: [Job], loaded: [Loaded], imageMembers: Set<String>, swift: SwiftSupport) -> Set<String> {
        let files = jobs.indices.filter { k in
            guard jobs[k].language == .swift, case .text(let t) = loaded[k] else { return false }
            return SwiftShared.mayUseFontMembers(t)
        }
        let found = eachText(of: files, loaded, empty: [:]) { _, t in swift.fontMemberUses(t, imageMembers) }
        var all: [String: Bool] = [:]
        for file in found { all.merge(file) { $0 && $1 } }
        return Set(all.compactMap { $0.value ? $0.key : nil })
    }

    /// The text-size class names (``CSSReader/namesTextSizeClass(_:)``: `smallText`,
    /// `text-large`) that the code of the files linted together writes as a whole string
    /// (`return "smallText"`): classes the app's own setting puts on its pages.
    private static func textSizeClassesNamedInCode(_ jobs: [Job], loaded: [Loaded]) -> Set<String> {
        var out = Set<String>()
        for (k, job) in jobs.enumerated() where [.swift, .kotlin, .java, .dart].contains(job.language) {
            guard case .text(let t) = loaded[k] else { continue }
            out.formUnion(CSSReader.textSizeClassStrings(in: t))
        }
        return out
    }

    /// The Dart files that are parts (`part 'x.dart';`) of a library that imports Material
    /// (``DartReader/materialParts(in:path:)``), as standardized paths.
    private static func dartMaterialParts(_ jobs: [Job], loaded: [Loaded]) -> Set<String> {
        var out = Set<String>()
        for (k, job) in jobs.enumerated() where job.language == .dart {
            // Only a library with `part` directives has parts: the rest are not tokenized twice.
            if case .text(let t) = loaded[k], t.utf8.hasBytes("part") { out.formUnion(DartReader.materialParts(in: t, path: job.path)) }
        }
        return out
    }

    /// The Dart files' constants and widgets' font-size fields (``DartReader/sizeFacts(in:path:)``).
    private static func dartSizeFacts(_ jobs: [Job], loaded: [Loaded]) -> DartSizeFacts {
        var out = DartSizeFacts()
        for (k, job) in jobs.enumerated() where job.language == .dart {
            if case .text(let t) = loaded[k] { out.merge(DartReader.sizeFacts(in: t, path: job.path)) }
        }
        return out
    }

    /// The Kotlin files' functions that divide the font scale out (``KotlinReader/scaleCancellers(in:path:)``).
    private static func kotlinScaleCancellers(_ jobs: [Job], loaded: [Loaded]) -> [String: String] {
        var out: [String: String] = [:]
        for (k, job) in jobs.enumerated() where job.language == .kotlin {
            if case .text(let t) = loaded[k] { out.merge(KotlinReader.scaleCancellers(in: t, path: job.relative)) { a, _ in a } }
        }
        return out
    }

    /// Android `<dimen>`s of every resource file, for `@dimen/…` references.
    private static func androidDimens(_ jobs: [Job], loaded: [Loaded]) -> [String: String] {
        var dimens: [String: String] = [:]
        for (k, job) in jobs.enumerated() where job.language == .androidXML {
            if case .text(let t) = loaded[k] { AndroidXMLReader.merge(&dimens, AndroidXMLReader.dimens(in: t)) }
        }
        return dimens
    }

    /// SCSS, Less and custom-property variables: a definition another file uses as a font size
    /// (and that file does not define itself) is reported at the definition. Answers, for each
    /// defining file, the names used elsewhere with where; and the files that define each name.
    private static func styleVariableUses(_ jobs: [Job], loaded: [Loaded])
        -> (usedElsewhere: [Int: [String: String]], definers: [String: [Int]]) {
        let styleVariables = styleSheetVariables(jobs, loaded: loaded)
        var definers: [String: [Int]] = [:]
        for (k, v) in styleVariables { for name in v.defined { definers[name, default: []].append(k) } }
        var usedElsewhere: [Int: [String: String]] = [:]
        for (k, v) in styleVariables.sorted(by: { $0.key < $1.key }) {
            // A name in the fallback of `var(--x, $name)` is not used where some file defines --x.
            // Less evaluates variables lazily: the last definition in the bundle wins, so a
            // theme's `@x: 12px` in another file overrides the `@x` of the file that uses it.
            let less = jobs[k].language == .less
            for use in v.fontSizeUses where (less || !v.defined.contains(use.name))
                && !use.fallbackOf.contains(where: { v.defined.contains($0) || definers[$0] != nil }) {
                for d in definers[use.name] ?? [] where d != k && usedElsewhere[d]?[use.name] == nil
                    && (!less || jobs[d].language == .less || !v.defined.contains(use.name)) {
                    usedElsewhere[d, default: [:]][use.name] = "\(jobs[k].relative):\(use.line)"
                }
            }
        }
        followAliases(&usedElsewhere, styleVariables: styleVariables, definers: definers, jobs: jobs)
        // `font-size: map-get($map, size)`: the variables the map's `size` entries hold, wherever
        // the map is defined, are font sizes (reported at their definitions).
        var maps: [String: [String: [String]]] = [:]
        for (_, v) in styleVariables.sorted(by: { $0.key < $1.key }) { maps.merge(v.mapEntries) { old, _ in old } }
        for (k, v) in styleVariables.sorted(by: { $0.key < $1.key }) {
            for use in v.mapSizeUses {
                for name in maps[use.map]?[use.key] ?? [] {
                    for d in definers[name] ?? [] where usedElsewhere[d]?[name] == nil {
                        usedElsewhere[d, default: [:]][name] = "\(jobs[k].relative):\(use.line)"
                    }
                }
            }
        }
        return (usedElsewhere, definers)
    }

    /// A variable used elsewhere as a font size whose definition is another variable
    /// (`@link-font-size: @font-size-body-3`, `$a: $b`, `--a: var(--b)`) uses that one too, and
    /// where a third file defines it, that definition is reported, for the same use. Followed
    /// through chains of files, each name once per defining file.
    private static func followAliases(_ usedElsewhere: inout [Int: [String: String]], styleVariables: [Int: CSSReader.Variables],
                                      definers: [String: [Int]], jobs: [Job]) {
        var queue = usedElsewhere.flatMap { d, names in names.map { (file: d, name: $0.key, at: $0.value) } }
            .sorted { ($0.file, $0.name) < ($1.file, $1.name) }
        var k = 0
        while k < queue.count, queue.count < 100_000 {
            let (d, name, at) = queue[k]
            k += 1
            for value in styleVariables[d]?.definitions[name] ?? [] {
                for inner in CSSReader.variableUses(in: value, less: jobs[d].language == .less)
                where styleVariables[d]?.defined.contains(inner.name) != true {
                    for e in definers[inner.name] ?? [] where e != d && usedElsewhere[e]?[inner.name] == nil {
                        usedElsewhere[e, default: [:]][inner.name] = at
                        queue.append((e, inner.name, at))
                    }
                }
            }
        }
    }

    /// The variables of each style sheet (CSS, SCSS, Less), by job. Read in parallel, like the
    /// files: a CSS framework's bundles are megabytes each.
    private static func styleSheetVariables(_ jobs: [Job], loaded: [Loaded]) -> [Int: CSSReader.Variables] {
        let sheets = jobs.indices.filter { jobs[$0].language == .css || jobs[$0].language == .scss || jobs[$0].language == .less }
        var sheetVariables = [CSSReader.Variables?](repeating: nil, count: sheets.count)
        sheetVariables.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            let files = loaded
            DispatchQueue.concurrentPerform(iterations: sheets.count) { i in
                let k = sheets[i]
                if case .text(let t) = files[k] { out[i] = CSSReader.variables(in: t, scss: jobs[k].language == .scss, less: jobs[k].language == .less) }
            }
        }
        var styleVariables: [Int: CSSReader.Variables] = [:]
        for (i, k) in sheets.enumerated() { if let v = sheetVariables[i] { styleVariables[k] = v } }
        return styleVariables
    }

    /// Lints one file's text. `relativePath` (relative to the linted folder) and
    /// `rootRelativePath` (relative to the repository root, which keys the fingerprints) are
    /// matched against the configuration's globs;
    /// `platform` (`--platform`) wins over them, and they over `builtFor` (the platform the build
    /// makes the file for: an Xcode target's). `variablesUsedElsewhere`: the style sheet's
    /// variables that other files use as a font size, with where (reported at the definition).
    /// `variablesDefined`: the style-sheet variables and custom properties the files linted
    /// together define (a `var(--x, 14px)` whose `--x` one of them defines never uses its
    /// fallback; one that none defines is a note). `swiftHelpers`: the functions of the Swift
    /// files linted together that make a font of a size they are given. `classesNamedInCode`: the
    /// text-size classes (`smallText`) their code names, which the app's setting sets.
    /// `dartLibraryImportsMaterial`: a Dart file that is a part of a library importing Material.
    /// `dartFacts`: the Dart files' constants and widgets' font-size fields. Returns the findings and, for a file that is
    /// not valid in its language, a one-line reason (the findings before the error are kept).
    /// `swift` reads Swift (the SourceLint module's); without it a Swift file is not linted.
    package static func lint(text: String, language: SourceLanguage, path: String, relativePath: String? = nil,
                             rootRelativePath: String? = nil,
                             platform: Platform? = nil, builtFor: Platform? = nil, configuration: LintConfiguration = LintConfiguration(),
                             dimens: [String: String] = [:], variablesUsedElsewhere: [String: String] = [:],
                             variablesDefined: Set<String> = [], swiftShared: SwiftShared = SwiftShared(),
                             kotlinScaleCancellers: [String: String] = [:],
                             classesNamedInCode: Set<String> = [], dartLibraryImportsMaterial: Bool = false,
                             dartFacts: DartSizeFacts = DartSizeFacts(), swift: SwiftSupport?) -> ([SourceFinding], String?) {
        let forced = platform ?? configuration.platform(forAnyOf: [relativePath ?? path] + (rootRelativePath.map { [$0] } ?? []))
        // An Apple platform named by `--platform` or a glob: its minimum applies to every language.
        let guidance: CodeTextUsage.MinimumGuidance = forced == nil ? .language : .applePlatform
        let fallback = configuration.defaultPlatform ?? .iOS
        let evident = forced ?? Evidence.platform(path: path)
        let output: ReaderOutput
        switch language {
        case .swift:
            guard let swift else { return ([], "Swift is read by the SourceLint module (swift-syntax), which this build does not have") }
            output = swift.read(text, path, forced, builtFor, fallback, swiftShared)
        case .css, .scss, .less: output = CSSReader.read(text, path: path, platform: evident ?? fallback, scss: language == .scss,
                                                        less: language == .less, usedElsewhere: variablesUsedElsewhere,
                                                        definedElsewhere: variablesDefined, classesNamedInCode: classesNamedInCode)
        case .kotlin: output = KotlinReader.read(text, path: path, platform: evident ?? fallback, dimens: dimens,
                                                 scaleCancellers: kotlinScaleCancellers)
        case .java: output = KotlinReader.read(text, path: path, platform: evident ?? fallback, dimens: dimens)
        case .dart: output = DartReader.read(text, path: path, platform: evident ?? fallback,
                                             libraryImportsMaterial: dartLibraryImportsMaterial, facts: dartFacts)
        case .androidXML: output = AndroidXMLReader.read(text, path: path, platform: evident ?? fallback, dimens: dimens)
        }
        var findings: [SourceFinding] = []
        var seen = Set<String>()
        var lines: [Substring]?
        var fingerprints = Fingerprinter(path: rootRelativePath ?? relativePath ?? path, legacyPath: relativePath ?? path)
        // Told only once there is a finding: most files have none, and this reads the file's head.
        var knownRole: FileRole?
        for u in output.usages {
            var usage = u.usage
            // A named Apple platform's minimum applies to every language; else the reader's own.
            if language != .swift, guidance == .applePlatform { usage.minimumGuidance = guidance }
            for v in CodeLint.check(usage) {
                if let only = u.only, !only.contains(v.rule) { continue }
                guard !Suppression.isSuppressed(v.rule, line: u.line, in: output.suppressions),
                      let level = configuration.level(of: v.rule, default: v.level) else { continue }
                // One finding per line per cause (rule): a Swift line's font and its modifiers
                // are one cause. Elsewhere each place counts, so that every size on a minified
                // line is reported.
                let place = language == .swift ? "\(u.line)" : "\(u.line):\(u.column)"
                guard seen.insert("\(place):\(v.rule.rawValue)").inserted else { continue }
                if lines == nil { lines = text.lines }
                let line = lines.flatMap { $0.indices.contains(u.line - 1) ? $0[u.line - 1] : nil } ?? ""
                let fileRole = knownRole ?? FileRole.of(path: rootRelativePath ?? relativePath ?? path, text: text, language: language)
                knownRole = fileRole
                let role = fileRole == .product && output.previewLines.contains(where: { $0.contains(u.line) }) ? .preview : fileRole
                let demoted = role != .product && !configuration.includeTests
                var f = SourceFinding(path: path, line: u.line, column: fingerprints.scalarColumn(line, number: u.line, byteColumn: u.column), rule: v.rule,
                                      level: demoted ? .note : level,
                                      message: demoted && level != .note ? "\(v.message) (a note \(role.phrase); lint.include-tests = on reports it)" : v.message,
                                      platform: u.usage.platform)
                f.role = role
                f.baseLevel = level
                (f.fingerprint, f.legacyFingerprint) = fingerprints.next(rule: v.rule, line: line, byteColumn: u.column)
                f.rootRelativePath = rootRelativePath ?? ""
                if v.rule == .textDoesNotScale && level != .note { f.fix = u.fix }

                findings.append(f)
            }
        }
        return (findings, output.problem)
    }
}
