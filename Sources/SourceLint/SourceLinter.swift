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
}

/// Options of a source lint run.
public struct SourceLintOptions: Sendable {
    /// `--platform`: wins over everything else.
    public var platform: Platform?
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

    struct Job {
        var path: String
        var relative: String
        var language: SourceLanguage
        var configuration: LintConfiguration
        var named: Bool
    }

    /// Lints files and folders. Folders are walked for `.swift`, `.css`, `.scss`, `.kt`, `.kts`,
    /// `.dart` and `res/**/*.xml`, skipping hidden folders and `node_modules`. A `.typography`
    /// file at a folder's root adds to the configuration (a bad one is an error).
    public static func lint(paths: [String], options: SourceLintOptions) throws(LintConfigurationError) -> SourceLintReport {
        var jobs: [Job] = []
        var problems: [SourceProblem] = []
        for path in paths {
            var st = stat()
            guard stat(path, &st) == 0 else {
                let e = errno
                problems.append(SourceProblem(path: path, reason: e == ELOOP ? "a loop of symbolic links" : e == ENOENT ? "no such file or folder" : String(cString: strerror(e)), named: true))
                continue
            }
            if st.st_mode & S_IFMT == S_IFDIR {
                var config = options.configuration
                let rootConfig = (path.hasSuffix("/") ? path : path + "/") + rootConfigName
                if let bytes = try? InputFile.read(rootConfig, limit: 1 << 20) {
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        throw LintConfigurationError(message: "\(rootConfig): not UTF-8")
                    }
                    try config.merge(text, source: rootConfig)
                }
                var visited = Set<[UInt64]>()
                walk(path, relative: "", config: config, visited: &visited, jobs: &jobs, problems: &problems)
            } else if let language = SourceLanguage(path: path, named: true) {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                jobs.append(Job(path: path, relative: name, language: language, configuration: options.configuration, named: true))
            } else {
                problems.append(SourceProblem(path: path, reason: "not a file the lint reads (.swift, .css, .scss, .kt, .dart, Android res/**/*.xml or a .json list of usages)", named: true))
            }
        }
        return run(jobs, options: options, problems: problems)
    }

    static func walk(_ dir: String, relative: String, config: LintConfiguration, visited: inout Set<[UInt64]>,
                     jobs: inout [Job], problems: inout [SourceProblem]) {
        var st = stat()
        guard stat(dir, &st) == 0 else { return }
        let key = [UInt64(st.st_dev), UInt64(st.st_ino)]
        guard visited.insert(key).inserted else {
            problems.append(SourceProblem(path: dir, reason: "a symbolic link to a folder already linted (a loop); skipped", named: false))
            return
        }
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: dir).sorted() } catch {
            problems.append(SourceProblem(path: dir, reason: "cannot list the folder: \((error as NSError).localizedDescription)", named: false))
            return
        }
        let base = dir.hasSuffix("/") ? dir : dir + "/"
        for name in entries {
            let path = dir == "." ? name : base + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var lst = stat()
            guard lstat(path, &lst) == 0 else { continue }
            var kind = lst.st_mode & S_IFMT
            if kind == S_IFLNK {
                var target = stat()
                if stat(path, &target) != 0 {
                    if errno == ELOOP { problems.append(SourceProblem(path: path, reason: "a loop of symbolic links", named: false)) }
                    continue  // a dangling link is not an input
                }
                kind = target.st_mode & S_IFMT
            }
            if kind == S_IFDIR {
                if name.hasPrefix(".") || name == "node_modules" { continue }
                walk(path, relative: rel, config: config, visited: &visited, jobs: &jobs, problems: &problems)
            } else if let language = SourceLanguage(path: rel) {
                jobs.append(Job(path: path, relative: rel, language: language, configuration: config, named: false))
            }
        }
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

    static func run(_ jobs: [Job], options: SourceLintOptions, problems: [SourceProblem]) -> SourceLintReport {
        // Read every file in parallel.
        var loaded = [Loaded](repeating: .problem(""), count: jobs.count)
        loaded.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                out[k] = load(jobs[k].path, limit: options.maxFileBytes)
            }
        }
        // Android `<dimen>`s of every resource file, for `@dimen/…` references.
        var dimens: [String: String] = [:]
        for (k, job) in jobs.enumerated() where job.language == .androidXML {
            if case .text(let t) = loaded[k] { dimens.merge(AndroidXMLReader.dimens(in: t)) { _, new in new } }
        }
        let sharedDimens = dimens
        let files = loaded
        var results = [([SourceFinding], SourceProblem?)](repeating: ([], nil), count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                let job = jobs[k]
                switch files[k] {
                case .problem(let reason):
                    out[k] = ([], SourceProblem(path: job.path, reason: reason, named: job.named))
                case .text(let text):
                    let (f, p) = lint(text: text, language: job.language, path: job.path, relativePath: job.relative,
                                      platform: options.platform, configuration: job.configuration, dimens: sharedDimens)
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
            if case .text = loaded[k] { checked += 1 }
        }
        findings.sort { ($0.path, $0.line, $0.column, $0.rule.rawValue) < ($1.path, $1.line, $1.column, $1.rule.rawValue) }
        return SourceLintReport(findings: findings, problems: allProblems, filesChecked: checked)
    }

    /// Lints one file's text. `relativePath` is matched against the configuration's globs;
    /// `platform` (`--platform`) wins over them. Returns the findings and, for a file that is
    /// not valid in its language, a one-line reason (the findings before the error are kept).
    public static func lint(text: String, language: SourceLanguage, path: String, relativePath: String? = nil,
                            platform: Platform? = nil, configuration: LintConfiguration = LintConfiguration(),
                            dimens: [String: String] = [:]) -> ([SourceFinding], String?) {
        let forced = platform ?? configuration.platform(for: relativePath ?? path)
        let fallback = configuration.defaultPlatform ?? .iOS
        let evident = forced ?? Evidence.platform(path: path)
        let output: ReaderOutput
        switch language {
        case .swift: output = SwiftReader.read(text, path: path, forced: forced, fallback: fallback)
        case .css, .scss: output = CSSReader.read(text, path: path, platform: evident ?? fallback, scss: language == .scss)
        case .kotlin: output = KotlinReader.read(text, path: path, platform: evident ?? fallback)
        case .dart: output = DartReader.read(text, path: path, platform: evident ?? fallback)
        case .androidXML: output = AndroidXMLReader.read(text, path: path, platform: evident ?? fallback, dimens: dimens)
        }
        var findings: [SourceFinding] = []
        var seen = Set<String>()
        var lines: [Substring]?
        var occurrences: [String: Int] = [:]
        for u in output.usages {
            for v in CodeLint.check(u.usage) {
                if let only = u.only, !only.contains(v.rule) { continue }
                guard !Suppression.isSuppressed(v.rule, line: u.line, in: output.suppressions),
                      let level = configuration.level(of: v.rule, default: v.level) else { continue }
                // One finding per rule and line.
                guard seen.insert("\(u.line):\(v.rule.rawValue)").inserted else { continue }
                if lines == nil { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
                // Readers count columns in UTF-8 bytes; reports count Unicode scalars (SARIF's
                // "unicodeCodePoints").
                var column = u.column
                if let ls = lines, ls.indices.contains(u.line - 1) {
                    let bytes = ls[u.line - 1].utf8
                    column = String(decoding: bytes.prefix(max(0, u.column - 1)), as: UTF8.self).unicodeScalars.count + 1
                }
                var f = SourceFinding(path: path, line: u.line, column: column, rule: v.rule, level: level,
                                      message: v.message, platform: u.usage.platform)
                let code = lines.flatMap { $0.indices.contains(u.line - 1) ? $0[u.line - 1].trimmed(" \t\r") : nil } ?? ""
                let key = "\(v.rule.rawValue)|\(relativePath ?? path)|\(code)"
                let n = occurrences[key, default: 0]
                occurrences[key] = n + 1
                f.fingerprint = FNV.hash("\(key)|\(n)")
                findings.append(f)
            }
        }
        return (findings, output.problem)
    }
}
