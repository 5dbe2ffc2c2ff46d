import ArgumentParser
import Foundation
import SafeFile
import SourceLint
import TypeSystem

/// `typography lint`: check source code (or a JSON list of text usages) against the HIG's
/// legibility rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check source code (Swift, CSS/SCSS, Android XML, Kotlin, Java, Dart) or a JSON list of text usages against the HIG's legibility rules (exit 1 on findings).",
        discussion: """
        Folders are searched for .swift, .css, .scss, .kt, .kts, .java, .dart and Android res/**/*.xml files, \
        leaving out what --exclude, lint.exclude and .gitignore name. A file that cannot be read or parsed \
        fails the run (exit 65) unless the config says lint.unreadable = report. \
        Rules: textDoesNotScale, belowMinimumSize, lightWeightAtSmallSize, dynamicTypeCapped, \
        tightLeadingMultiline (docs/lint/). A comment `typography-lint:ignore [RULE…]` on a line or \
        the line above silences it. The config file and a .typography file at a linted folder's root \
        turn rules off (lint.RULE = off), set their level (lint.RULE = error) or the platform of a \
        path glob (lint.platform[GLOB] = watchos). A .json file (or -) is a list of text usages, \
        checked as before.
        """)

    @Argument(help: ArgumentHelp("Files and folders to lint; a .json file (or - for standard input) is a list of usages.", valueName: "path"))
    var paths: [String]
    @Option(name: .long, help: "Output: text (path:line:col: level: message [rule]), json or sarif (SARIF 2.1.0).")
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

    enum LintFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    private struct Wrapped: Decodable { let usages: [TextUsage] }

    /// The largest usage list read: a list of text usages is a few kilobytes; 8 MiB keeps the
    /// decoder's memory bounded (refused before anything is read).
    static let maxBytes = 8 << 20

    func validate() throws {
        if json && format != nil && format != .json { throw ValidationError("--json and --format \(format?.rawValue ?? "") disagree") }
        if paths.isEmpty { throw ValidationError("give at least one path") }
        if let url = docsURL, !url.contains("://") { throw ValidationError("--docs-url '\(url)' is not an absolute URL (https://…/docs/lint/)") }
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
            try runUsageList(paths[0])
        } else {
            if paths.contains(where: { $0 == "-" || $0.lowercased().hasSuffix(".json") }) {
                throw CLIError.usage("a list of usages (.json or -) is linted alone, not with source files")
            }
            try runSource()
        }
    }

    private func runSource() throws {
        var config = LintConfiguration()
        let env = ProcessInfo.processInfo.environment
        let configPath = Defaults.configPath(environment: env)
        if let bytes = try? InputFile.read(configPath, limit: 1 << 20), let text = String(validating: bytes, as: UTF8.self) {
            do { config = try LintConfiguration.parse(text, source: configPath) } catch { throw CLIError.usage(error.message) }
        }
        if config.defaultPlatform == nil, let p = try? Defaults.userPlatform.get() { config.defaultPlatform = p }
        let report: SourceLintReport
        do {
            var options = SourceLintOptions(platform: platform?.apple, configuration: config)
            options.otherPlatform = platform?.apple == nil ? platform : nil
            options.exclude = exclude
            report = try SourceLinter.lint(paths: paths, options: options)
        } catch {
            throw CLIError.usage(error.message)
        }
        for p in report.problems { Out.error("typography: \(p.path): \(p.reason)") }
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
        switch json ? .json : (format ?? .text) {
        case .text:
            for f in report.findings {
                Out.record("\(f.path):\(f.line):\(f.column): \(f.level.rawValue): \(f.message) [\(f.rule.rawValue)]")
            }
            let n = report.findings.count
            let unread = report.problems.filter(\.unreadable).count
            Out.record("\(report.filesChecked) file\(report.filesChecked == 1 ? "" : "s") checked, \(n == 0 ? "no" : String(n)) finding\(n == 1 ? "" : "s")"
                + (unread == 0 ? "" : ", \(unread) file\(unread == 1 ? "" : "s") not linted"))
        case .json:
            try Out.json(SourceJSON(filesChecked: report.filesChecked, findings: report.findings,
                                    problems: report.problems.map { SourceJSON.Problem(path: $0.path, reason: $0.reason) }))
        case .sarif:
            let root = cwd.hasSuffix("/") ? cwd : cwd + "/"
            let log = SARIFLog(findings: report.findings, toolVersion: Typography.version, helpBase: docsURL,
                               rootURI: "file://" + SARIFLog.percentEncoded(root), relativePath: relative,
                               problems: report.problems, problemsFail: report.problemsFail)
            try Out.json(log)
        }
        if let missing = report.problems.first(where: { $0.named && ($0.reason.hasPrefix("no such") || $0.reason.contains("loop")) }) {
            throw CLIError.noInput("\(missing.path): \(missing.reason)")
        }
        if report.failsForProblems {
            let unread = report.problems.filter(\.unreadable).count
            throw CLIError.dataError("\(unread) file\(unread == 1 ? "" : "s") could not be linted (lint.unreadable = report in the config only reports them)")
        }
        if report.findings.contains(where: { $0.level != .note }) { throw CLIError.findings("") }
    }

    private struct SourceJSON: Encodable {
        struct Problem: Encodable { let path: String; let reason: String }
        let filesChecked: Int
        let findings: [SourceFinding]
        let problems: [Problem]
    }

    private func runUsageList(_ file: String) throws {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readData(ofLength: LintCommand.maxBytes + 1)
            guard data.count <= LintCommand.maxBytes else {
                throw CLIError.dataError("-: more than the \(LintCommand.maxBytes) bytes lint reads")
            }
        } else {
            data = Data(try InputFile.read(file, limit: LintCommand.maxBytes))
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
