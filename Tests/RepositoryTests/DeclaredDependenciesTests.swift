import Foundation
import Testing

/// Everything the project needs from the system is declared in scripts/dependencies.txt, which
/// scripts/setup.sh installs from. A developer's machine keeps what earlier work installed, so a
/// test that uses a library, a Python module or a command that setup no longer installs passes
/// there and fails on a fresh machine. These tests read the code instead of the machine: Package.swift,
/// Sources/, Tests/, scripts/ and Benchmarks/ may use only what the list declares.
@Suite("Declared dependencies")
struct DeclaredDependenciesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    // MARK: - The list

    struct Entry: Hashable {
        var kind: String
        var name: String
        var from: String?
        var line: Int
    }

    static let entries: [Entry] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("scripts/dependencies.txt"), encoding: .utf8)) ?? ""
        var result: [Entry] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count >= 2 else { continue }
            result.append(Entry(kind: words[0], name: words[1], from: words.count > 2 ? words[2] : nil, line: n + 1))
            if words[0] == "library" { result += libraryEntries(words, line: n + 1) }
        }
        return result
    }()

    /// What a `library NAME apt:P brew:F pkg-config:M…` line declares, as the entries of those
    /// kinds: `apt P`, `brew F`, and `pkg-config M apt:P` for each module.
    static func libraryEntries(_ words: [String], line: Int) -> [Entry] {
        let fields = words.dropFirst(2)
        let apt = fields.first { $0.hasPrefix("apt:") }.map { String($0.dropFirst(4)) }
        var result: [Entry] = []
        if let apt { result.append(Entry(kind: "apt", name: apt, from: nil, line: line)) }
        for f in fields where f.hasPrefix("brew:") { result.append(Entry(kind: "brew", name: String(f.dropFirst(5)), from: nil, line: line)) }
        for f in fields where f.hasPrefix("pkg-config:") {
            result.append(Entry(kind: "pkg-config", name: String(f.dropFirst(11)), from: apt.map { "apt:" + $0 }, line: line))
        }
        return result
    }

    static func declared(_ kind: String) -> Set<String> {
        Set(entries.filter { $0.kind == kind }.map(\.name))
    }

    // MARK: - Reading the code

    /// The files a kind of check reads: the project's own code, never the fixtures (which are inputs).
    static func files(under folders: [String], extensions: Set<String>) -> [URL] {
        var result: [URL] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker {
                let relative = url.path.dropFirst(root.path.count + 1)
                // Fixtures are inputs, not code that runs; this suite names what it looks for.
                if relative.hasPrefix("Tests/Fixtures/") || relative.hasPrefix("Tests/CLITests/APIHeldOut/")
                    || relative.hasPrefix("Tests/RepositoryTests/") { continue }
                let name = url.lastPathComponent
                let ext = url.pathExtension
                if extensions.contains(ext) || (ext.isEmpty && extensions.contains("sh") && Self.isShellScript(url)) || extensions.contains(name) {
                    result.append(url)
                }
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    static func isShellScript(_ url: URL) -> Bool {
        guard let head = try? FileHandle(forReadingFrom: url).read(upToCount: 64) else { return false }
        let line = String(decoding: head, as: UTF8.self)
        return line.hasPrefix("#!/usr/bin/env bash") || line.hasPrefix("#!/bin/bash") || line.hasPrefix("#!/bin/sh")
    }

    static func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { m in
            (0..<m.numberOfRanges).map { m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0)) }
        }
    }

    static let codeFolders = ["Package.swift", "Sources", "Tests", "scripts", "Benchmarks", "Examples", ".ci"]

    /// Runs a program and returns its standard output, or nil when it could not run or failed.
    static func output(_ program: String, _ arguments: [String], input: URL? = nil) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [program] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        if let input { p.standardInput = try? FileHandle(forReadingFrom: input) }
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    // MARK: - The list itself

    @Test func everyProviderTheListNamesIsAPackageItInstalls() {
        let apt = Self.declared("apt")
        #expect(!Self.entries.isEmpty, "scripts/dependencies.txt is missing or empty")
        for entry in Self.entries where ["pkg-config", "python", "command"].contains(entry.kind) {
            guard let from = entry.from else {
                Issue.record("dependencies.txt:\(entry.line): \(entry.kind) \(entry.name) says not where it comes from")
                continue
            }
            if from.hasPrefix("apt:") {
                if !apt.contains(String(from.dropFirst(4))) { Issue.record("dependencies.txt:\(entry.line): \(from) is not an apt entry") }
            } else if from.hasPrefix("alternative:") {
                #expect(Self.declared("command").contains(String(from.dropFirst(12))), "dependencies.txt:\(entry.line): \(from)")
            } else {
                #expect(from.hasPrefix("pip:") || from.hasPrefix("on-demand:") || ["toolchain", "essential"].contains(from),
                        "dependencies.txt:\(entry.line): unknown source \(from)")
            }
        }
        let kinds: Set = ["apt", "brew", "cask", "pkg-config", "python", "command", "library"]
        for entry in Self.entries { #expect(kinds.contains(entry.kind), "dependencies.txt:\(entry.line): unknown kind \(entry.kind)") }
    }

    /// The same package check the setup script makes, on this machine: a package the list names
    /// that is not installed means setup was not run (or failed), which the other tests would
    /// report as a confusing missing header or command.
    @Test func setupInstalledEveryDebianPackageOnTheList() throws {
        guard FileManager.default.fileExists(atPath: "/usr/bin/dpkg-query") else { return }  // not Debian
        let packages = Self.declared("apt").sorted()
        let status = Self.output("dpkg-query", ["-W", "-f=${db:Status-Status} ${binary:Package}\n"] + packages) ?? ""
        let installed = Set(status.split(separator: "\n").compactMap { line -> String? in
            let f = line.split(separator: " ")
            return f.count == 2 && f[0] == "installed" ? String(f[1].split(separator: ":")[0]) : nil
        })
        let missing = packages.filter { !installed.contains($0) }
        #expect(missing.isEmpty, "not installed: \(missing.joined(separator: " ")): run ./scripts/setup.sh")
    }

    // MARK: - pkg-config modules

    @Test func packageSwiftAsksOnlyForDeclaredModulesAndPackages() {
        let manifest = Self.read(Self.root.appendingPathComponent("Package.swift"))
        let modules = Self.declared("pkg-config")
        let found = Self.matches(#"pkgConfig:\s*"([^"]+)""#, in: manifest).map { $0[1] }
        #expect(found.count >= 8)
        for name in found { #expect(modules.contains(name), "Package.swift: pkgConfig \"\(name)\" is not declared") }
        for m in Self.matches(#"\.apt\(\[([^\]]*)\]\)"#, in: manifest) {
            for p in Self.matches(#""([^"]+)""#, in: m[1]) { #expect(Self.declared("apt").contains(p[1]), "Package.swift: .apt \(p[1])") }
        }
        for m in Self.matches(#"\.brew\(\[([^\]]*)\]\)"#, in: manifest) {
            for p in Self.matches(#""([^"]+)""#, in: m[1]) { #expect(Self.declared("brew").contains(p[1]), "Package.swift: .brew \(p[1])") }
        }
    }

    /// Each C library is one line of the list: every system-library target of Package.swift has its
    /// `library` line, and the target's pkg-config module, Debian package and Homebrew formula are
    /// that line's; every `library` line named like a target (C…) is one.
    @Test func everySystemLibraryTargetIsOneLibraryLine() {
        let manifest = Self.read(Self.root.appendingPathComponent("Package.swift"))
        let lines = Dictionary(Self.entries.filter { $0.kind == "library" }.map { ($0.name, $0.line) }, uniquingKeysWith: { a, _ in a })
        let targets = ModuleGraphTests.calls(of: ["systemLibrary"], in: manifest)
        #expect(targets.count >= 9, "Package.swift: its system-library targets could not be read")
        for call in targets {
            guard let name = Self.matches(#"name:\s*"([^"]+)""#, in: call).first?[1] else { continue }
            guard let line = lines[name] else {
                Issue.record("Package.swift: system library \(name) has no `library \(name)` line in scripts/dependencies.txt")
                continue
            }
            let declared = Self.entries.filter { $0.line == line }
            func names(_ kind: String) -> Set<String> { Set(declared.filter { $0.kind == kind }.map(\.name)) }
            for module in Self.matches(#"pkgConfig:\s*"([^"]+)""#, in: call).map({ $0[1] }) {
                #expect(names("pkg-config").contains(module), "Package.swift: \(name)'s pkgConfig \(module) is not on its line (dependencies.txt:\(line))")
            }
            for (kind, pattern) in [("apt", #"\.apt\(\[([^\]]*)\]\)"#), ("brew", #"\.brew\(\[([^\]]*)\]\)"#)] {
                let providers = Set(Self.matches(pattern, in: call).flatMap { Self.matches(#""([^"]+)""#, in: $0[1]).map { $0[1] } })
                #expect(providers == names(kind), "Package.swift: \(name)'s .\(kind) providers \(providers.sorted()) differ from dependencies.txt:\(line)'s \(names(kind).sorted())")
            }
        }
        let targetNames = Set(targets.compactMap { Self.matches(#"name:\s*"([^"]+)""#, in: $0).first?[1] })
        for (name, line) in lines where name.first == "C" && name.dropFirst().first?.isUppercase == true {
            #expect(targetNames.contains(name), "dependencies.txt:\(line): library \(name) is not a system-library target of Package.swift")
        }
    }

    /// pkg-config modules a Swift file asks for: string literals on a line that runs pkg-config.
    static func pkgConfigModules(inSwift url: URL) -> [String] {
        var result: [String] = []
        for line in read(url).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") { continue }
            guard line.contains("pkgConfig(") || line.contains("\"pkg-config\"") else { continue }
            for m in matches(#""([A-Za-z0-9][A-Za-z0-9_.+-]*)""#, in: String(line)) where m[1] != "pkg-config" {
                result.append(m[1])
            }
        }
        return result
    }

    @Test func codeAsksPkgConfigOnlyForDeclaredModules() {
        let modules = Self.declared("pkg-config")
        var asked: [(file: String, module: String)] = []
        for url in Self.files(under: Self.codeFolders, extensions: ["swift"]) {
            asked += Self.pkgConfigModules(inSwift: url).map { (String(url.path.dropFirst(Self.root.path.count + 1)), $0) }
        }
        for script in Self.shellScripts.scripts {
            for call in script.calls {
                let words = Array(call.drop { $0 != "pkg-config" })
                guard !words.isEmpty else { continue }
                for case let word? in words.dropFirst() where !word.hasPrefix("-") {
                    asked.append((String(script.url.path.dropFirst(Self.root.path.count + 1)), word))
                }
            }
        }
        #expect(asked.count > 5)
        for (file, module) in asked where !modules.contains(module) {
            Issue.record("\(file): pkg-config module \(module) is not in scripts/dependencies.txt")
        }
    }

    // MARK: - Python modules

    static let stdlib: Set<String> = {
        let text = output("python3", ["-c", "import sys; print('\\n'.join(sys.stdlib_module_names))"]) ?? ""
        return Set(text.split(separator: "\n").map(String.init))
    }()

    /// Swift modules, so that a Swift `import` inside a Swift snippet is not taken for Python's.
    static let swiftModules: Set<String> = {
        let manifest = read(root.appendingPathComponent("Package.swift"))
        var names = Set(matches(#"name:\s*"([^"]+)""#, in: manifest).map { $0[1].replacingOccurrences(of: "-", with: "_") })
        names.formUnion(["Foundation", "FoundationXML", "FoundationEssentials", "FoundationNetworking", "Testing", "XCTest",
                         "Glibc", "Musl", "Darwin", "Dispatch", "SwiftUI", "UIKit", "AppKit", "CoreText", "CoreGraphics",
                         "PackagePlugin", "ArgumentParser", "GRDB", "SwiftSyntax", "SwiftParser", "Observation", "os", "Synchronization"])
        return names
    }()

    /// Top-level Python modules imported by a file: a whole .py file, the heredocs and `-c` programs
    /// given to python3 in a shell script, and the Python programs in a Swift test's strings.
    static func pythonImports(in url: URL) -> [String] {
        let text = read(url)
        var code: [String] = []
        switch url.pathExtension {
        case "py": code = [text]
        case "swift":
            guard text.contains("python") else { return [] }
            code = [text]
        default:
            guard text.contains("python") else { return [] }
            code = matches(#"python3?[^\n]*<<-?\s*'?(\w+)'?\n([\s\S]*?)\n\1$"#, in: text).map { $0[2] }
            code += matches(#"python3?\s+-c\s+(["'])([\s\S]*?)\1"#, in: text).map { $0[2] }
        }
        var modules: [String] = []
        for chunk in code {
            for line in chunk.split(separator: "\n").map(String.init) {
                // `from a.b import c, d` imports a; `import a, b.c` imports a and b.
                if let m = matches(#"(?:^|["'\s;])from\s+([A-Za-z_][\w.]*)\s+import\b"#, in: line).first {
                    modules.append(String(m[1].split(separator: ".")[0]))
                    continue
                }
                for m in matches(#"(?:^|["'\s;])import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*)"#, in: line) {
                    modules += m[1].split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces).split(separator: ".")[0]) }
                }
            }
        }
        let local = Set(files(under: ["scripts", "Tests", "Benchmarks", "Examples"], extensions: ["py"]).map { $0.deletingPathExtension().lastPathComponent })
        return modules.filter { m in
            !swiftModules.contains(m) && !stdlib.contains(m) && !local.contains(m) && m != "__future__"
        }
    }

    @Test func pythonModulesComeFromTheList() {
        #expect(Self.stdlib.contains("json"), "python3 did not list its standard library")
        let modules = Self.declared("python")
        var checked = 0
        for url in Self.files(under: Self.codeFolders, extensions: ["py", "sh", "swift"]) {
            for name in Self.pythonImports(in: url) {
                checked += 1
                if !modules.contains(name) {
                    Issue.record("\(url.path.dropFirst(Self.root.path.count + 1)): Python module \(name) is not in scripts/dependencies.txt")
                }
            }
        }
        #expect(checked > 5)
    }

    // MARK: - Commands

    static let shellBuiltins: Set<String> = [
        ":", ".", "[", "[[", "alias", "bg", "break", "builtin", "cd", "command", "continue", "declare", "echo", "eval",
        "exec", "exit", "export", "false", "fg", "getopts", "hash", "jobs", "kill", "let", "local", "mapfile", "popd",
        "printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "set", "shift", "shopt", "source", "test",
        "time", "times", "trap", "true", "type", "typeset", "ulimit", "umask", "unalias", "unset", "wait",
    ]
    /// Commands that run the next word as a command.
    static let wrappers: Set<String> = ["env", "nice", "exec", "command", "sudo", "timeout", "xargs", "time", "nohup", "taskset", "setpriv", "prlimit"]

    /// The literal words of a shfmt word node, or nil when a part is not literal.
    static func literal(_ word: [String: Any]) -> String? {
        var out = ""
        for part in word["Parts"] as? [[String: Any]] ?? [] {
            switch part["Type"] as? String {
            case "Lit", "SglQuoted": out += part["Value"] as? String ?? ""
            case "DblQuoted":
                for inner in part["Parts"] as? [[String: Any]] ?? [] {
                    guard inner["Type"] as? String == "Lit" else { return nil }
                    out += inner["Value"] as? String ?? ""
                }
            default: return nil
            }
        }
        return out
    }

    /// A shell script's simple commands (their words, nil where a word is not literal) and the
    /// functions it defines, from shfmt's syntax tree.
    static func shellCalls(_ tree: Any, calls: inout [[String?]], functions: inout Set<String>) {
        if let node = tree as? [String: Any] {
            if node["Type"] as? String == "FuncDecl", let name = (node["Name"] as? [String: Any])?["Value"] as? String {
                functions.insert(name)
            }
            if node["Type"] as? String == "CallExpr", let args = node["Args"] as? [[String: Any]] {
                calls.append(args.map(literal))
            }
            for value in node.values { shellCalls(value, calls: &calls, functions: &functions) }
        } else if let list = tree as? [Any] {
            for value in list { shellCalls(value, calls: &calls, functions: &functions) }
        }
    }

    /// The programs one simple command runs: its first word, and the command a wrapper runs
    /// (`nice -n 10 x`, `env -u X A=1 x`, `timeout 5 x`).
    static func commands(of words: [String?]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < words.count, let word = words[i] {
            result.append(word)
            guard wrappers.contains(word) else { break }
            i += 1
            while i < words.count, let w = words[i], w.hasPrefix("-") || w.contains("=") || Int(w) != nil || w.hasSuffix("s") && Int(w.dropLast()) != nil {
                if ["-n", "-u", "-c"].contains(w) { i += 1 }
                i += 1
            }
        }
        return result
    }

    struct ShellScript {
        var url: URL
        var calls: [[String?]]
    }

    /// Every shell script of the project, parsed by shfmt once; and every function they define
    /// (a benchmark script calls the functions of the library it sources).
    static let shellScripts: (scripts: [ShellScript], functions: Set<String>, unparsed: [String]) = {
        var scripts: [ShellScript] = []
        var functions = Set<String>()
        var unparsed: [String] = []
        for url in files(under: codeFolders, extensions: ["sh"]) {
            guard let json = output("shfmt", ["--to-json"], input: url),
                  let tree = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else {
                unparsed.append(url.lastPathComponent)
                continue
            }
            var calls: [[String?]] = []
            shellCalls(tree, calls: &calls, functions: &functions)
            scripts.append(ShellScript(url: url, calls: calls))
        }
        return (scripts, functions, unparsed)
    }()

    /// A command word that names a program to look up (not a path into the repository or the build).
    static func programName(_ word: String) -> String? {
        if word.isEmpty || word.contains("$") { return nil }
        if word.hasPrefix("/") {
            guard word.hasPrefix("/usr/") || word.hasPrefix("/bin/") || word.hasPrefix("/sbin/") else { return nil }
            return String(word.split(separator: "/").last ?? "")
        }
        if word.contains("/") { return nil }  // ./scripts/x.sh, .build/venv/bin/python: the project's own
        return word
    }

    @Test func shellScriptsRunOnlyDeclaredCommands() throws {
        let declared = Self.declared("command")
        let (scripts, functions, unparsed) = Self.shellScripts
        #expect(unparsed.isEmpty, "shfmt could not parse \(unparsed) (or is not installed: ./scripts/setup.sh)")
        #expect(scripts.count > 20)
        // The project's own programs, run by name after a build.
        let own = Set(Self.matches(#"(?:executable|executableTarget)\(name:\s*"([^"]+)""#, in: Self.read(Self.root.appendingPathComponent("Package.swift"))).map { $0[1] })
        for script in scripts {
            var undeclared = Set<String>()
            for call in script.calls {
                for word in Self.commands(of: call) {
                    guard let name = Self.programName(word), !Self.shellBuiltins.contains(name), !functions.contains(name), !own.contains(name) else { continue }
                    if !declared.contains(name) { undeclared.insert(name) }
                }
            }
            for name in undeclared.sorted() {
                Issue.record("\(script.url.path.dropFirst(Self.root.path.count + 1)): command \(name) is not in scripts/dependencies.txt")
            }
        }
    }

    /// Programs a Swift test or a Python script starts: absolute paths, `/usr/bin/env NAME`, the
    /// tests' `tool("NAME")`-style helpers, and Python's subprocess and shutil.which. Shell scripts
    /// are read too, for the Python they carry in here-documents (the benchmarks' timer runs
    /// `"/usr/bin/time"`), which shfmt sees only as text.
    static func startedPrograms(in url: URL) -> [String] {
        let text = read(url)
        var names: [String] = []
        for m in matches(#""(/(?:usr/)?s?bin/[A-Za-z0-9_.+-]+)""#, in: text) { names.append(String(m[1].split(separator: "/").last ?? "")) }
        for m in matches(#""/usr/bin/env",\s*\[?\s*"([A-Za-z][A-Za-z0-9_.+-]*)""#, in: text) { names.append(m[1]) }
        for m in matches(#"\b(?:tool|runTool|run|runProgram|which|start)\(\s*"([A-Za-z][A-Za-z0-9_.+-]*)""#, in: text) { names.append(m[1]) }
        for m in matches(#"(?:subprocess\.\w+|shutil\.which)\(\s*\[?\s*["']([A-Za-z][A-Za-z0-9_.+-]*)["']"#, in: text) { names.append(m[1]) }
        return names
    }

    @Test func testsAndScriptsStartOnlyDeclaredCommands() {
        let commands = Self.declared("command")
        var checked = 0
        for url in Self.files(under: Self.codeFolders, extensions: ["swift", "py", "sh"]) {
            for name in Self.startedPrograms(in: url) {
                checked += 1
                if !commands.contains(name) {
                    Issue.record("\(url.path.dropFirst(Self.root.path.count + 1)): command \(name) is not in scripts/dependencies.txt")
                }
            }
        }
        #expect(checked > 20)
    }
}
