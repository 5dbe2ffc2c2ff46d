import Foundation
import SafeFile
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceLinter {
    /// Lints files and folders. Folders are walked for `.swift`, `.css`, `.scss`, `.less`, `.kt`,
    /// `.kts`, `.java`, `.dart` and `res/**/*.xml`, skipping hidden folders and `node_modules`.
    /// Each path's repository root (``RepositoryRoot``) keys the fingerprints; the `.typography`
    /// files of the folders from the root down to a linted folder (or a named file's folder) add
    /// to the configuration, nearest last (a bad one is an error). When a part of a repository is linted (a subfolder, or files as a pre-commit hook
    /// names them), the rest of its style sheets and Android resources are read for the
    /// variables and dimensions they define, so that a definition and its use are paired as when
    /// the whole repository is linted.
    package static func lint(paths: [String], options: SourceLintOptions, swift: SwiftSupport?) throws(LintConfigurationError) -> SourceLintReport {
        var jobs: [Job] = []
        var problems: [SourceProblem] = []
        var problemsFail = options.configuration.unreadableFails
        let cwd = RepositoryRoot.currentFolder()
        var rootConfigs: [RepositoryRoot: LintConfiguration] = [:]
        var partlyLinted: [RepositoryRoot: LintConfiguration] = [:]
        var wholeRoots = Set<RepositoryRoot>()
        for path in paths {
            var st = stat()
            guard stat(path, &st) == 0 else {
                let e = errno
                problems.append(SourceProblem(path: path, reason: e == ELOOP ? "a loop of symbolic links" : e == ENOENT ? "no such file or folder" : String(cString: strerror(e)), named: true))
                continue
            }
            let root = RepositoryRoot.of(path, cwd: cwd)
            let rootConfig: LintConfiguration
            if let known = rootConfigs[root] { rootConfig = known } else {
                rootConfig = try configuration(options.configuration, adding: root.path)
                rootConfigs[root] = rootConfig
            }
            let inRoot = root.relative(path, cwd: cwd) ?? path
            let isDir = st.st_mode & S_IFMT == S_IFDIR
            // The `.typography` files of the folders from the root down to the path's own.
            var config = rootConfig
            var folder = root.path
            for part in (isDir ? inRoot : String(inRoot.split(separator: "/").dropLast().joined(separator: "/"))).split(separator: "/") {
                folder += (folder.hasSuffix("/") ? "" : "/") + part
                config = try configuration(config, adding: folder)
            }
            if isDir {
                problemsFail = problemsFail && config.unreadableFails
                var walker = Walker(config: config, exclude: options.exclude, gitignore: options.respectGitignore, rootPrefix: inRoot)
                walker.walk(path, relative: "")
                jobs += walker.jobs
                problems += walker.problems
                if inRoot.isEmpty { wholeRoots.insert(root) } else if root.isProject { partlyLinted[root] = rootConfig }
            } else if let language = SourceLanguage(path: path, named: true) {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                // A hook names every staged file: the configuration's exclusions hold for them too.
                let ignore = IgnoreRules(exclude: options.exclude + config.exclude)
                if ignore.ignores(inRoot, folder: false) { continue }
                problemsFail = problemsFail && config.unreadableFails
                jobs.append(Job(path: path, relative: name, language: language, configuration: config, named: true, rootRelative: inRoot))
                if root.isProject { partlyLinted[root] = rootConfig }
            } else {
                problems.append(SourceProblem(path: path, reason: "not a file the lint reads (\(extensions) or a .json list of usages)", named: true))
            }
        }
        jobs += contextJobs(partlyLinted.filter { !wholeRoots.contains($0.key) }, linted: jobs, options: options)
        var report = run(jobs, options: options, problems: problems, swift: swift)
        report.problemsFail = problemsFail
        return report
    }

    /// `base` with the `.typography` in `folder` added, when there is one.
    static func configuration(_ base: LintConfiguration, adding folder: String) throws(LintConfigurationError) -> LintConfiguration {
        var config = base
        let file = (folder.hasSuffix("/") ? folder : folder + "/") + rootConfigName
        if let bytes = try? InputFile.read(file, limit: 1 << 20) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw LintConfigurationError(message: "\(file): not UTF-8")
            }
            try config.merge(text, source: file)
        }
        return config
    }

    /// The style sheets and Android resources of each partly linted root that are not linted
    /// themselves, read for their definitions only.
    static func contextJobs(_ roots: [RepositoryRoot: LintConfiguration], linted: [Job], options: SourceLintOptions) -> [Job] {
        guard !roots.isEmpty else { return [] }
        let cwd = RepositoryRoot.currentFolder()
        let seen = Set(linted.map { RepositoryRoot.normalized($0.path, cwd: cwd) })
        var out: [Job] = []
        for (root, config) in roots.sorted(by: { $0.key.path < $1.key.path }) {
            var walker = Walker(config: config, exclude: options.exclude, gitignore: options.respectGitignore, rootPrefix: "")
            walker.context = true
            walker.walk(root.path, relative: "")
            for var job in walker.jobs where !seen.contains(RepositoryRoot.normalized(job.path, cwd: cwd)) {
                job.relative = job.rootRelative
                out.append(job)
            }
        }
        return out
    }

    /// One walk of a folder: the files it finds and the problems it meets.
    struct Walker {
        var config: LintConfiguration
        var ignore: IgnoreRules
        var gitignore: Bool
        /// The walked folder relative to its repository root ("" at the root).
        var rootPrefix: String
        /// Only the files other files take definitions from (style sheets, Android resources).
        var context = false
        var visited = Set<[UInt64]>()
        var ancestors: [[UInt64]] = []
        var jobs: [Job] = []
        var problems: [SourceProblem] = []

        init(config: LintConfiguration, exclude: [String], gitignore: Bool, rootPrefix: String) {
            self.config = config
            self.gitignore = gitignore
            self.rootPrefix = rootPrefix
            ignore = IgnoreRules(exclude: exclude + config.exclude, rootPrefix: rootPrefix)
        }

        /// Walks `dir`. A symbolic link to a folder is followed once: a link to a folder already
        /// walked elsewhere (`values-iw -> values-he`) is not walked again, and only a link to a
        /// folder the walk is inside of is a loop.
        mutating func walk(_ dir: String, relative: String) {
            var st = stat()
            guard stat(dir, &st) == 0 else { return }
            let key = [UInt64(st.st_dev), UInt64(st.st_ino)]
            if ancestors.contains(key) {
                problems.append(SourceProblem(path: dir, reason: "a symbolic link to a folder that contains it (a loop); skipped", named: false, unreadable: false))
                return
            }
            guard visited.insert(key).inserted else { return }  // linted under its other name
            ancestors.append(key)
            defer { ancestors.removeLast() }
            let entries: [String]
            do { entries = try FileManager.default.contentsOfDirectory(atPath: dir).sorted() } catch {
                problems.append(SourceProblem(path: dir, reason: "cannot list the folder: \((error as NSError).localizedDescription)", named: false))
                return
            }
            let base = dir.hasSuffix("/") ? dir : dir + "/"
            let added = gitignore && entries.contains(".gitignore") ? ignore.addGitignore(base + ".gitignore", folder: relative) : 0
            defer { ignore.remove(added) }
            for name in entries {
                visit(name, path: dir == "." ? name : base + name, relative: relative.isEmpty ? name : relative + "/" + name)
            }
        }

        private mutating func visit(_ name: String, path: String, relative rel: String) {
            var lst = stat()
            guard lstat(path, &lst) == 0 else { return }
            var kind = lst.st_mode & S_IFMT
            if kind == S_IFLNK {
                var target = stat()
                if stat(path, &target) != 0 {
                    if errno == ELOOP { problems.append(SourceProblem(path: path, reason: "a loop of symbolic links", named: false, unreadable: false)) }
                    return  // a dangling link is not an input
                }
                kind = target.st_mode & S_IFMT
            }
            if kind == S_IFDIR {
                if name.hasPrefix(".") || name == "node_modules" { return }
                if ignore.ignores(rel, folder: true) { return }
                walk(path, relative: rel)
            } else if let language = SourceLanguage(path: rel), !ignore.ignores(rel, folder: false) {
                if context && !language.definesForOthers { return }
                let inRoot = rootPrefix.isEmpty ? rel : rootPrefix + "/" + rel
                jobs.append(Job(path: path, relative: rel, language: language, configuration: config, named: false,
                                rootRelative: inRoot, context: context))
            }
        }
    }
}

extension SourceLanguage {
    /// Whether files of this language define what other files use: style sheet variables and
    /// custom properties, Android `<dimen>`s.
    var definesForOthers: Bool {
        switch self {
        case .css, .scss, .less, .androidXML: return true
        case .swift, .kotlin, .java, .dart: return false
        }
    }
}
