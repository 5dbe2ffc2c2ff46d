import ArgumentParser
import CLISupport
import Foundation
import SafeFile
import SourceLint
import TypeSystem

/// `typography-lint` (and `typography lint`, which runs it): check source code (or a JSON list of
/// text usages) against the HIG's legibility rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typography-lint",
        abstract: "Check source code (Swift, CSS/SCSS, Android XML, Kotlin, Java, Dart) or a JSON list of text usages against the HIG's legibility rules (exit 1 on an error, or a warning with --strict).",
        discussion: """
        Folders are searched for .swift, .css, .scss, .less, .kt, .kts, .java, .dart and Android res/**/*.xml files, \
        leaving out what --exclude, lint.exclude and .gitignore name. A file that cannot be read or parsed \
        fails the run (exit 65) unless the config says lint.unreadable = report. \
        Rules: textDoesNotScale, belowMinimumSize, lightWeightAtSmallSize, dynamicTypeCapped, \
        tightLeadingMultiline (docs/lint/). A comment `typography-lint:ignore [RULE…]` on a line or \
        the line above silences it. Findings in tests, previews, generated, minified and vendored \
        files are notes (lint.include-tests = on reports them). The config file, a .typography file \
        at the repository's root (git's top level) and one at a linted folder's root turn rules off \
        (lint.RULE = off), set their level (lint.RULE = error) or the platform of a path glob \
        (lint.platform[GLOB] = watchos). A .json file (or -) is a list of text usages, \
        checked as before (exit 1 on any finding). --fix rewrites what can be fixed (--fix-all in tests and generated files too); \
        --write-baseline and --baseline adopt the lint on an old code base, keyed to the repository root; --format github prints GitHub Actions \
        annotations (docs/lint/adopting.md).
        """,
        version: Main.version)

    @Argument(help: ArgumentHelp("Files and folders to lint; a .json file (or - for standard input) is a list of usages.", valueName: "path"))
    var paths: [String]
    @Option(name: .long, help: "Output: text (path:line:col: level: message [rule]), json, sarif (SARIF 2.1.0, with fixes) or github (workflow commands: ::warning file=…,line=…::).")
    var format: LintFormat?
    @Flag(name: [.customShort("j"), .long], help: "Print JSON (the same as --format json).") var json = false
    @Option(name: [.customShort("p"), .customLong("platform")],
            help: ArgumentHelp("Platform whose rules apply to source files: an Apple platform (its HIG minimum applies to every language), or android, compose, flutter, web (each language judged by its own platform's guidance). Default: the config's globs, the code's evident platform, then the config's platform or iOS.", valueName: "platform"),
            transform: { try LintPlatform(name: $0) })
    var platform: LintPlatform?
    @Option(name: .customLong("docs-url"), help: ArgumentHelp("Absolute URL prefix of the rules' help pages in SARIF (RULE.md is added); without it, SARIF has no helpUri.", valueName: "url"))
    var docsURL: String?
    @Option(name: .customLong("exclude"), help: ArgumentHelp("Leave out paths matching a glob, relative to a linted folder (repeatable; lint.exclude in the config adds more; .gitignore is respected).", valueName: "glob"))
    var exclude: [String] = []
    @Flag(help: "Fix what can be fixed in place (atomically; a second run changes nothing), then report what is left (docs/lint/fixes.md). Tests, previews, generated, minified and vendored files are left as they are.")
    var fix = false
    @Flag(name: .customLong("fix-all"), help: "Fix as --fix does, in tests, previews, generated, minified and vendored files too.")
    var fixAll = false
    @Option(name: .customLong("baseline"), help: ArgumentHelp("Report only findings not in this baseline file (matched by content and path from the repository root, not line number, from any folder).", valueName: "file"))
    var baseline: String?
    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Write the current findings to this baseline file and exit 0.", valueName: "file"))
    var writeBaseline: String?
    @Flag(help: "Warnings fail the run too (exit 1); without it only errors do. Notes never fail it, and with --baseline only new findings count.")
    var strict = false
    @Option(name: .customLong("build-tool-output"), help: ArgumentHelp("For the SwiftPM build-tool plugin: write this Swift file (one comment) after the run; findings are printed as compiler warnings and only errors fail (warnings too with --strict).", valueName: "file"))
    var buildToolOutput: String?

    enum LintFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github
    }

    private struct Wrapped: Decodable { let usages: [TextUsage] }

    /// The largest usage list read: a list of text usages is a few kilobytes; 8 MiB keeps the
    /// decoder's memory bounded (refused before anything is read).
    static let maxBytes = 8 << 20

    func validate() throws {
        if json && format != nil && format != .json { throw ValidationError("--json and --format \(format?.rawValue ?? "") disagree") }
        if paths.isEmpty { throw ValidationError("give at least one path") }
        if let url = docsURL, !url.contains("://") { throw ValidationError("--docs-url '\(url)' is not an absolute URL (https://…/docs/lint/)") }
        if baseline != nil && writeBaseline != nil { throw ValidationError("give --baseline or --write-baseline, not both") }
    }

    /// The JSON-usages mode: one `.json` file, `-`, or one named file the source lint does not read.
    private var isUsageList: Bool {
        guard paths.count == 1, let path = paths.first else { return false }
        if path == "-" || path.lowercased().hasSuffix(".json") { return true }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { return false }
        return SourceLanguage(path: path, named: true) == nil
    }

    func run() throws {
        if isUsageList {
            if fix || fixAll || baseline != nil || writeBaseline != nil || buildToolOutput != nil || format == .github {
                throw CLIError.usage("--fix, --fix-all, --baseline, --write-baseline, --build-tool-output and --format github need source files, not a list of usages")
            }
            try runUsageList(paths[0])
        } else {
            if paths.contains(where: { $0 == "-" || $0.lowercased().hasSuffix(".json") }) {
                throw CLIError.usage("a list of usages (.json or -) is linted alone, not with source files")
            }
            try runSource()
        }
    }

    private func runSource() throws {
        let options = try sourceOptions()
        var report: SourceLintReport
        do {
            report = try SourceLinter.lint(paths: paths, options: options)
        } catch {
            throw CLIError.usage(error.message)
        }
        let outputFormat: LintFormat = json ? .json : (format ?? .text)
        if fix || fixAll {
            let (fixed, files) = try applyFixes(report.findings, options: options)
            let note = "fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
            if outputFormat == .text { Out.record(note) } else { Out.error("typography: \(note)") }
            if fixed > 0 {
                do { report = try SourceLinter.lint(paths: paths, options: options) } catch { throw CLIError.usage(error.message) }
            }
        }
        if let writeBaseline {
            let data: Data
            do { data = try LintBaseline(findings: report.findings).encoded() } catch { throw CLIError.software("cannot encode the baseline: \(error)") }
            do { try AtomicFile.write(Array(data), to: writeBaseline) } catch { throw CLIError.cantCreate(error.description) }
            let n = report.findings.count
            Out.record("wrote \(n) finding\(n == 1 ? "" : "s") to \(writeBaseline)")
            return
        }
        var baselined = 0
        if let baseline { (report.findings, baselined) = try filter(report.findings, by: baseline) }
        for p in report.problems { Out.error("typography: \(p.path): \(p.reason)") }
        try write(report, as: outputFormat, baselined: baselined)
        try finish(report)
    }

    /// The lint options: the configuration file's (the user's platform when it names none),
    /// then the command line's.
    private func sourceOptions() throws -> SourceLintOptions {
        var config = LintConfiguration()
        let env = ProcessInfo.processInfo.environment
        let configPath = Defaults.configPath(environment: env)
        if let bytes = try? CLISupport.InputFile.read(configPath, limit: 1 << 20), let text = String(validating: bytes, as: UTF8.self) {
            do { config = try LintConfiguration.parse(text, source: configPath) } catch { throw CLIError.usage(error.message) }
        }
        if config.defaultPlatform == nil, let p = try? Defaults.userPlatform.get() { config.defaultPlatform = p }
        var options = SourceLintOptions(platform: platform?.apple, configuration: config)
        options.otherPlatform = platform?.apple == nil ? platform : nil
        options.exclude = exclude
        return options
    }

    /// The findings not in the baseline file `baseline`, and how many were.
    private func filter(_ findings: [SourceFinding], by baseline: String) throws -> ([SourceFinding], Int) {
        let bytes = try CLISupport.InputFile.read(baseline, limit: 64 << 20)
        let base: LintBaseline
        do { base = try LintBaseline.decode(Data(bytes)) } catch let e as BaselineError {
            throw CLIError.dataError("\(baseline): \(e.message)")
        } catch {
            throw CLIError.dataError("\(baseline): not a typography-lint baseline (\(Self.describe(error)))")
        }
        return base.filter(findings)
    }

    /// Prints the findings in `outputFormat` (text with a summary line, GitHub annotations, JSON
    /// or SARIF).
    private func write(_ report: SourceLintReport, as outputFormat: LintFormat, baselined: Int) throws {
        let cwd = FileManager.default.currentDirectoryPath
        func relative(_ path: String) -> String {
            var p = path
            if p.hasPrefix("/") {
                let base = cwd.hasSuffix("/") ? cwd : cwd + "/"
                if p.hasPrefix(base) { p = String(p.dropFirst(base.count)) }
            }
            while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
            return p
        }
        switch outputFormat {
        case .text:
            for line in TextReporter.lines(report, baselined: baselined) { Out.record(line) }
        case .github:
            for line in GitHubReporter.lines(report, relativePath: relative) { Out.jsonLine(line) }
        case .json:
            try Out.json(JSONReport(report))
        case .sarif:
            let root = cwd.hasSuffix("/") ? cwd : cwd + "/"
            let log = SARIFLog(findings: report.findings, toolVersion: Main.version, helpBase: docsURL,
                               rootURI: "file://" + SARIFLog.percentEncoded(root), relativePath: relative,
                               problems: report.problems, problemsFail: report.problemsFail)
            try Out.json(log)
        }
    }

    /// Throws for the exit status: a named path missing, files that could not be linted when
    /// that fails, then failing findings (the build-tool plugin's stamp written first).
    private func finish(_ report: SourceLintReport) throws {
        if let missing = report.problems.first(where: { $0.named && ($0.reason.hasPrefix("no such") || $0.reason.hasPrefix("a loop of symbolic links")) }) {
            throw CLIError.noInput("\(missing.path): \(missing.reason)")
        }
        if report.failsForProblems {
            let unread = report.problems.filter(\.unreadable).count
            throw CLIError.dataError("\(unread) file\(unread == 1 ? "" : "s") could not be linted (lint.unreadable = report in the config only reports them)")
        }
        if let buildToolOutput {
            let stamp = "// typography-lint: \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") (written by the build-tool plugin).\n"
            do { try AtomicFile.write(Array(stamp.utf8), to: buildToolOutput) } catch { throw CLIError.cantCreate(error.description) }
            // In a build, warnings are the compiler's: only errors fail it, unless --strict.
            if report.findings.contains(where: { $0.level == .error || (strict && $0.level == .warning) }) { throw CLIError.findings("") }
            return
        }
        let failing: CodeFindingLevel = strict ? .warning : .error
        if report.findings.contains(where: { $0.level >= failing }) { throw CLIError.findings("") }
    }

    /// A source file's text (without a byte order mark, which `bom` says was there), or nil.
    static func readText(_ path: String) -> (text: String, bom: Bool)? {
        guard let bytes = try? SafeFile.InputFile.read(path, limit: 16 << 20) else { return nil }
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        guard let text = String(validating: bom ? bytes.dropFirst(3) : bytes[...], as: UTF8.self) else { return nil }
        return (text, bom)
    }

    /// Fixes each file with fixable findings, atomically (files that are not product code only
    /// with `--fix-all`); returns the findings fixed and the files changed. A file whose fix would not parse is left as it was, with a line on standard error.
    private func applyFixes(_ findings: [SourceFinding], options: SourceLintOptions) throws -> (fixed: Int, files: Int) {
        var byPath: [String: [SourceFinding]] = [:]
        var order: [String] = []
        // Code that is not the product's (tests, generated, minified, vendored) only with --fix-all.
        for f in findings where f.rule == .textDoesNotScale && f.baseLevel != .note && (fixAll || f.role == .product) {
            if byPath[f.path] == nil { order.append(f.path) }
            byPath[f.path, default: []].append(f)
        }
        var fixed = 0, files = 0
        for path in order {
            guard let language = SourceLanguage(path: path, named: true), let (text, bom) = Self.readText(path) else { continue }
            // Later passes lint the fixed text alone (no other file's dimens or variables).
            let list = byPath[path] ?? []
            let rootRelative = list.first.map(\.rootRelativePath).flatMap { $0.isEmpty ? nil : $0 }
            // Later passes keep to the same code: a preview in a product file stays as it is.
            let result = SourceFixer.fixedToTheEnd(text, language: language, findings: list) { fixedText in
                SourceLinter.lint(text: fixedText, language: language, path: path, rootRelativePath: rootRelative,
                                  platform: options.platform, configuration: options.configuration).0
                    .filter { fixAll || $0.role == .product }
            }
            guard let result else {
                Out.error("typography: \(path): not fixed: the fixed file would not parse")
                continue
            }
            guard result.fixed > 0, result.text != text else { continue }
            let bytes = (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(result.text.utf8)
            do { try AtomicFile.write(bytes, to: path) } catch { throw CLIError.cantCreate(error.description) }
            fixed += result.fixed
            files += 1
        }
        return (fixed, files)
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let ctx), DecodingError.valueNotFound(_, let ctx), DecodingError.dataCorrupted(let ctx):
            return ctx.debugDescription
        default: return "\(error)"
        }
    }

    private func runUsageList(_ file: String) throws {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readData(ofLength: LintCommand.maxBytes + 1)
            guard data.count <= LintCommand.maxBytes else {
                throw CLIError.dataError("-: more than the \(LintCommand.maxBytes) bytes lint reads")
            }
        } else {
            data = Data(try CLISupport.InputFile.read(file, limit: LintCommand.maxBytes))
        }
        let usages = try decodeUsages(data, file: file)
        let findings: [LintFinding]
        do {
            findings = try Lint.check(usages)
        } catch let error as TypeSystemError {
            // Anything wrong inside the document is a data error naming the file.
            throw CLIError.dataError("\(file): \(error.description)")
        }
        if json || format == .json {
            try Out.json(findings)
        } else if format == .sarif {
            throw CLIError.usage("--format sarif needs source files: a list of usages has no places in files")
        } else if findings.isEmpty {
            Out.record("\(usages.count) usages checked, no findings")
        } else {
            for f in findings { Out.record("\(f.rule): \(f.message)") }
            Out.record("\(usages.count) usages checked, \(findings.count) findings")
        }
        if !findings.isEmpty { throw CLIError.findings("") }
    }

    private func decodeUsages(_ data: Data, file: String) throws -> [TextUsage] {
        let decoder = JSONDecoder()
        do {
            if let list = try? decoder.decode([TextUsage].self, from: data) { return list }
            if let wrapped = try? decoder.decode(Wrapped.self, from: data) { return wrapped.usages }
            // Decode again to get the precise error.
            return try decoder.decode([TextUsage].self, from: data)
        } catch let error as TypeSystemError {
            throw CLIError.dataError("\(file): \(error.description)")
        } catch let DecodingError.typeMismatch(_, ctx), let DecodingError.valueNotFound(_, ctx) {
            throw CLIError.dataError("\(file): \(describe(ctx))")
        } catch let DecodingError.keyNotFound(key, ctx) {
            throw CLIError.dataError("\(file): missing \"\(key.stringValue)\" at \(path(ctx))")
        } catch let DecodingError.dataCorrupted(ctx) {
            if ctx.codingPath.isEmpty, let at = LintCommand.syntaxErrorPosition(data) {
                throw CLIError.dataError("\(file):\(at.line):\(at.column): not valid JSON (\(at.reason))")
            }
            throw CLIError.dataError("\(file): \(ctx.debugDescription) at \(path(ctx))")
        } catch {
            throw CLIError.dataError("\(file): \(error)")
        }
    }

    /// Where JSON's syntax breaks: Foundation's parser reports a character offset ("around
    /// character 74"), turned here into a line and a column (both from 1; columns count
    /// characters).
    static func syntaxErrorPosition(_ data: Data) -> (line: Int, column: Int, reason: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unexpected end"
            // No offset given: the text ended before the value did.
            var offset = Int.max
            if let r = text.range(of: "character "), let n = Int(text[r.upperBound...].prefix { $0.isNumber }) { offset = n }
            let reason = offset == Int.max ? "the text ends before the JSON value does" : (text.components(separatedBy: " around").first ?? text)
            var line = 1, column = 1, seen = 0
            for c in String(decoding: data, as: UTF8.self) {
                if seen >= offset { break }
                if c == "\n" { line += 1; column = 1 } else { column += 1 }
                seen += c.utf16.count
            }
            return (line, column, reason)
        }
    }

    private func path(_ ctx: DecodingError.Context) -> String {
        ctx.codingPath.isEmpty ? "top level" : ctx.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private func describe(_ ctx: DecodingError.Context) -> String {
        "\(ctx.debugDescription) at \(path(ctx))"
    }
}
