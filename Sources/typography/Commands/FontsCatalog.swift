import ArgumentParser
import CLISupport
import FontCatalog
import FontFile
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options shared by the commands that open the catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .customLong("dir"), help: "Also scan this directory (repeatable); TYPOGRAPHY_FONT_DIRS adds more, colon-separated.")
    var dirs: [String] = []

    @Flag(help: "No progress on standard error.") var quiet = false

    /// Opens the catalog of this machine's directories plus `extra`, with progress on standard
    /// error for scans that take more than a second.
    func open(extra: [String] = [], rescanAll: Bool = false, checkEveryFile: Bool = false) throws -> Catalog {
        for d in dirs + extra {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: d, isDirectory: &isDir) else {
                throw CLIError.noInput("\(d): no such directory")
            }
            guard isDir.boolValue else { throw CLIError.noInput("\(d): not a directory") }
        }
        return openCatalog(extra: dirs + extra, rescanAll: rescanAll, checkEveryFile: checkEveryFile, quiet: quiet)
    }
}

/// Opens this machine's catalog (fontconfig's directories, `TYPOGRAPHY_FONT_DIRS`, `extra`) from
/// the user's cache, scanning what changed; progress on standard error unless `quiet`, and only
/// for a scan that takes more than `TYPOGRAPHY_PROGRESS_DELAY` seconds (default 1).
func openCatalog(extra: [String] = [], rescanAll: Bool = false, checkEveryFile: Bool = false, quiet: Bool) -> Catalog {
    let env = ProcessInfo.processInfo.environment
    let directories = FontDirectories.standard(environment: env, extra: extra)
    let delay = env["TYPOGRAPHY_PROGRESS_DELAY"].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? 1
    let reporter = quiet ? nil : ScanProgressReporter(delay: delay)
    var options = ScanOptions(rescanAll: rescanAll)
    options.checkEveryFile = checkEveryFile
    if let reporter { options.progress = { done, total in reporter.update(done, total) } }
    if env["TYPOGRAPHY_TEST_FAULT"] == "kill-during-cache-write" {
        // For the robustness tests: die in the middle of the cache's write transaction.
        options._interruptWrite = { kill(getpid(), SIGKILL) }
    }
    // Fonts a provider installed are name-only in it (Catalog.providerFontsRoot).
    let catalog = Catalog.open(directories: directories, cachePath: Catalog.defaultCachePath(environment: env),
                               options: options)
    reporter?.finish()
    if let fault = env["TYPOGRAPHY_TEST_FAULT"], fault.hasPrefix("remove-after-scan:") {
        // For the tests: a font file deleted after the catalog saw it (between the scan and the
        // moment the face is loaded).
        unlink(String(fault.dropFirst("remove-after-scan:".count)))
    }
    keptUntilExit.append(catalog)
    return catalog
}

/// Every catalog a command opened, never released: the process's exit frees the memory at once,
/// where releasing a catalog rebuilt after a change (50,000 decoded faces, each with its strings)
/// cost the command about 10 ms of 200 (best of 9 runs, 50,000 files, one file added).
nonisolated(unsafe) private var keptUntilExit: [Catalog] = []

/// Progress of a scan on standard error, shown only once it has taken a second: a bar on a
/// terminal, a plain line every second otherwise.
final class ScanProgressReporter: @unchecked Sendable {
    let start = Date()
    let delay: Double
    let lock = NSLock()
    let terminal = isatty(2) != 0
    var lastShown = Date.distantPast
    var shown = false

    init(delay: Double = 1) { self.delay = delay }

    func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) >= delay else { return }
        let interval = terminal ? 0.1 : 1.0
        guard now.timeIntervalSince(lastShown) >= interval || done == total else { return }
        lastShown = now
        shown = true
        if terminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            Out.errorText("\rscanning fonts [\(bar)] \(done)/\(total)")
        } else {
            Out.error("scanning fonts: \(done)/\(total) files")
        }
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown && terminal { Out.errorText("\r\u{1B}[K") }
    }
}

/// `typography fonts scan [DIR…]`: brings the catalog's cache up to date and reports what it did.
struct FontsScan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Scan the font directories (fontconfig's, plus DIR…) into the catalog's cache.",
        discussion: "Every file's size and modification time is compared with the cache (other commands check only the directories' times), and files whose size and modification time are unchanged are not read again. Every file that cannot be used is reported on standard error, one line each, and the scan goes on.")

    @Argument(help: "Extra directories to scan, besides the configured ones.") var directories: [String] = []
    @OptionGroup var catalogOptions: CatalogOptions
    @Flag(help: "Read every file again, ignoring the cache.") var rescan = false
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let catalog = try catalogOptions.open(extra: directories, rescanAll: rescan, checkEveryFile: true)
        let s = catalog.summary
        if json {
            try Out.json(s)
            return
        }
        for p in s.problems { Out.error(p.description) }
        Out.record("\(s.faces) faces in \(s.files) files (\(s.scannedFiles) read, \(s.reusedFiles) unchanged, \(s.removedFiles) removed) in \(formatNumber(s.seconds * 1000, maxFractionDigits: 1)) ms")
        Out.record("directories: \(s.directories.joined(separator: " "))")
        Out.record("cache: \(s.cachePath ?? "none (in memory)")")
        if !s.problems.isEmpty { Out.record("problems: \(s.problems.count) (listed on standard error)") }
    }
}

/// `typography fonts list`: families, or faces, that pass filters.
struct FontsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the installed font families (or, with --faces, faces), filtered.")

    @Flag(help: "List faces, not families.") var faces = false
    @Option(help: "Only this family.") var family: String?
    @Flag(help: "Only monospaced faces.") var monospaced = false
    @Flag(help: "Only serif faces.") var serif = false
    @Flag(help: "Only sans-serif faces.") var sans = false
    @Flag(help: "Only rounded faces.") var rounded = false
    @Flag(help: "Only italic or oblique faces.") var italic = false
    @Flag(help: "Only variable fonts (and their named instances).") var variable = false
    @Option(help: "Only faces of this design: default, rounded, serif, monospaced.") var design: String?
    @Option(help: "Only weights in this range: 600, or 300-700.") var weight: String?
    @Option(name: .customLong("font-width"), help: ArgumentHelp("Only font widths in this range (percentages): 100, or 75-100.", valueName: "width"))
    var fontWidth: String?
    /// The previous release's spelling of `--font-width`, kept hidden for one release.
    @Option(name: .customLong("width"), help: .hidden) var legacyWidth: String?
    @Option(help: "Only faces with this variation axis (wght, wdth, opsz…).") var axis: String?
    @Option(help: "Only faces that support this language (BCP 47: en, ru, zh-Hant…).") var language: String?
    @Option(help: "Only faces that cover every character of this text.") var covers: String?
    @OptionGroup var catalogOptions: CatalogOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func filter() throws -> FaceFilter {
        var f = FaceFilter()
        f.family = family
        if monospaced { f.monospaced = true }
        if serif { f.serif = true }
        if sans { f.sans = true }
        if rounded { f.rounded = true }
        if italic { f.italic = true }
        if variable { f.variable = true }
        if let design {
            guard let d = FaceInfo.Design(rawValue: design.lowercased()) else {
                throw unknownValue("design", design, accepted: ["default", "rounded", "serif", "monospaced"])
            }
            f.design = d
        }
        if let weight {
            f.weight = try parseWeightRange(weight)
        }
        if fontWidth != nil && legacyWidth != nil { throw CLIError.usage("give --font-width once (--width is its old spelling)") }
        if let width = fontWidth ?? legacyWidth { f.width = try parseRange(width, what: "font width") }
        f.axis = axis
        f.language = language
        f.covers = covers
        return f
    }

    func run() throws {
        let filter = try filter()
        let catalog = try catalogOptions.open()
        do {
            if faces {
                let list = try catalog.faces(matching: filter)
                if json { try Out.json(list); return }
                var t = TextTable(["postscriptName", "family", "style", "weight", "width", "flags", "path"], rightAligned: [3, 4])
                for f in list {
                    var flags: [String] = []
                    if f.italic { flags.append("italic") }
                    if f.monospaced { flags.append("mono") }
                    if f.variable { flags.append(f.namedInstance.map { "instance \($0)" } ?? "variable") }
                    let design = catalog.designMap.design(of: f)
                    if design != .default { flags.append(design.rawValue) }
                    t.add([f.postscriptName ?? "—", f.familyName, f.typographicSubfamily ?? f.style ?? "—", "\(f.weight)",
                           formatNumber(f.width), flags.joined(separator: ","),
                           f.index > 0 ? "\(f.path)#\(f.index)" : f.path])
                }
                Out.line(t.render())
                Out.record("\(list.count) faces")
            } else {
                let list = try catalog.families(matching: filter)
                if json { try Out.json(list); return }
                var t = TextTable(["family", "faces", "weights", "design", "styles"], rightAligned: [1])
                for f in list {
                    let weights = f.minWeight == f.maxWeight ? "\(f.minWeight)" : "\(f.minWeight)–\(f.maxWeight)"
                    var design = f.design.rawValue
                    if f.variable { design += ", variable" }
                    let styles = f.styles.prefix(6).joined(separator: ", ") + (f.styles.count > 6 ? ", …" : "")
                    t.add([f.family, "\(f.faceCount)", weights, design, styles])
                }
                Out.line(t.render())
                Out.record("\(list.count) families")
            }
        } catch let error as CatalogError {
            throw CLIError.usage(error.description)
        }
    }
}

/// `300-700` or `600` as a closed range.
func parseRange(_ text: String, what: String) throws -> ClosedRange<Double> {
    let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard let lo = Double(parts[0]), lo.isFinite else { throw CLIError.usage("invalid \(what) '\(text)': a number or a range like 300-700") }
    var hi = lo
    if parts.count == 2 {
        guard let h = Double(parts[1]), h.isFinite else { throw CLIError.usage("invalid \(what) '\(text)': a number or a range like 300-700") }
        hi = h
    }
    guard lo <= hi else { throw CLIError.usage("invalid \(what) '\(text)': the range is empty") }
    // Weights and widths are within 0–1000 (OpenType's usWeightClass, CSS; widths in percent): a value
    // far outside would trap where it becomes an integer (`--weight 1e+300`).
    guard lo >= 0, hi <= 1000 else { throw CLIError.usage("invalid \(what) '\(text)': give values from 0 to 1000") }
    return lo...hi
}

/// A weight or a range of weights as whole numbers (`400`, `300-700`); a range with no whole
/// weight in it (`0.5`, `400.2-400.8`) is a usage error.
func parseWeightRange(_ text: String) throws -> ClosedRange<Int> {
    let r = try parseRange(text, what: "weight")
    let lo = Int(r.lowerBound.rounded(.up)), hi = Int(r.upperBound.rounded(.down))
    guard lo <= hi else { throw CLIError.usage("invalid weight '\(text)': no whole weight in it (weights are whole numbers)") }
    return lo...hi
}

/// `typography fonts match QUERY`: the CSS Fonts 4 match in a family or a design.
struct FontsMatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "The installed face for a family and style, by CSS font matching.",
        discussion: "QUERY is FAMILY[:property…]: Inter:weight=600:italic, system-ui:weight=700, :design=serif, 'JetBrains Mono:width=condensed'. Generic families (system-ui ui-rounded ui-serif ui-monospace sans-serif serif monospace) and Apple's families (SF Pro, New York, SF Mono…) resolve through the design map.")

    @Argument(help: "FAMILY[:weight=W][:width=W][:italic][:design=D][:size=PT]") var query: String?
    @Option(help: "Family (overrides the query's).") var family: String?
    @Option(help: "Weight: 1–1000 or a name (thin, regular, semibold, bold…).") var weight: String?
    @Option(name: .customLong("font-width"), help: ArgumentHelp("Font width: a percentage or a name (condensed, expanded…).", valueName: "width"))
    var fontWidth: String?
    /// The previous release's spelling of `--font-width`, kept hidden for one release.
    @Option(name: .customLong("width"), help: .hidden) var legacyWidth: String?
    @Flag(help: "Italic.") var italic = false
    @Flag(help: "Oblique.") var oblique = false
    @Option(help: "Design: default, rounded, serif, monospaced.") var design: String?
    @Option(name: .customLong("point-size"),
            help: ArgumentHelp("Point size, 17 or 17pt (display family from 20 pt; opsz of a variable face).", valueName: "points"))
    var pointSize: String?
    /// The previous release's spelling of `--point-size`, kept hidden for one release.
    @Option(name: .customLong("size"), help: .hidden) var legacySize: String?
    @Flag(help: "watchOS: SF Compact instead of SF Pro.") var compact = false
    @Option(name: .customLong("lang"), help: ArgumentHelp("BCP 47 language (ja, zh-Hant, ar…): a face that does not cover it is replaced by fontconfig's first face for it.", valueName: "language"))
    var lang: String?
    @OptionGroup var catalogOptions: CatalogOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func makeQuery() throws -> FontQuery {
        var q: FontQuery
        do {
            q = try FontQuery(parsing: query ?? "")
            if let family { q.family = family }
            if let weight { q.weight = try FontQuery.parseWeight(weight) }
            if let width = fontWidth ?? legacyWidth { q.width = try FontQuery.parseWidth(width) }
        } catch {
            throw CLIError.usage(error.description)
        }
        if italic { q.style = .italic }
        if oblique { q.style = .oblique }
        if let design {
            guard let d = FaceInfo.Design(rawValue: design.lowercased()) else {
                throw unknownValue("design", design, accepted: ["default", "rounded", "serif", "monospaced"])
            }
            q.design = d
        }
        if fontWidth != nil && legacyWidth != nil { throw CLIError.usage("give --font-width once (--width is its old spelling)") }
        if pointSize != nil && legacySize != nil { throw CLIError.usage("give --point-size once (--size is its old spelling)") }
        if let text = pointSize ?? legacySize {
            let size = try Length(text, what: "point size").points(what: "--point-size")
            guard size > 0 else { throw CLIError.usage("invalid point size '\(text)': a positive number of points") }
            q.pointSize = size
        }
        if compact { q.compact = true }
        if let lang { q.language = try validatedLanguage(lang) }
        if q.family == nil && q.design == nil && query == nil && family == nil {
            throw CLIError.usage("missing query: give QUERY, --family or --design")
        }
        if let query, query.allSatisfy(\.isWhitespace), family == nil, design == nil {
            // The same line as every other command's empty font name (Catalog.checkFontName).
            try checkFontName(query)
        }
        return q
    }

    func run() throws {
        let q = try makeQuery()
        if let name = q.family { try checkFontName(name) }
        let catalog = try catalogOptions.open()
        let m: FontMatch
        do {
            m = try catalog.choose(q)
        } catch {
            throw chooseError(error, name: q.family ?? "", catalog: catalog)
        }
        if json { try Out.json(m); return }
        let f = m.face
        Out.record("\(f.fullName ?? f.postscriptName ?? f.familyName)")
        Out.record("  postscript name  \(f.postscriptName ?? "—")")
        Out.record("  file             \(f.path)\(f.index > 0 ? " (face \(f.index))" : "")\(f.namedInstance.map { " named instance \($0)" } ?? "")")
        Out.record("  weight, width    \(f.weight), \(formatNumber(f.width))%\(f.italic ? ", \(f.slant.rawValue)" : "")")
        if !m.variations.isEmpty {
            Out.record("  variations       " + m.variations.keys.sorted().map { "\($0)=\(formatNumber(m.variations[$0] ?? 0))" }.joined(separator: " "))
        }
        if m.syntheticBold || m.syntheticOblique {
            Out.record("  synthetic        " + [m.syntheticBold ? "bold" : nil, m.syntheticOblique ? "oblique" : nil].compactMap { $0 }.joined(separator: ", "))
        }
        Out.record("  rule             \(m.rule.rawValue)")
        if let s = m.substitution { Out.record("  substitution     \(s)") }
    }
}

/// A BCP 47 language tag the catalog knows (`--lang`), in its canonical form; a usage error
/// otherwise.
func validatedLanguage(_ tag: String) throws -> String {
    guard let code = Catalog.canonicalLanguage(tag) else {
        throw CLIError.usage("unknown language '\(Catalog.escapedName(tag))': give a BCP 47 tag the catalog knows (en, ar, hi, ja, zh-Hans, zh-Hant, ko…)")
    }
    return code
}

/// Refuses a font name that never resolves (empty, control characters, Apple's private `.`
/// names) before the catalog is opened: the same line and exit code in every command.
func checkFontName(_ name: String) throws {
    do {
        try Catalog.checkFontName(name)
    } catch {
        throw chooseError(error, name: name, catalog: nil)
    }
}

/// The tool's error for a catalog that cannot choose a face: the name and the reason, on one line.
func chooseError(_ e: CatalogError, name: String, catalog: Catalog?) -> CLIError {
    let shown = Catalog.escapedName(name)
    switch e.kind {
    // An empty name is not shown (": empty font name" would lead with a bare colon).
    case .invalidQuery where name.allSatisfy(\.isWhitespace): return .usage(e.message)
    case .invalidQuery, .unknownLanguage: return .usage("\(shown): \(e.message)")
    case .noFont:
        let dirs = catalog?.summary.directories.joined(separator: " ") ?? ""
        return .noInput("no font is installed: the catalog is empty (directories: \(dirs))")
    default: return .noInput("\(shown): \(e.message)")
    }
}

/// `typography fonts resolve NAME…`: what a document's font names resolve to.
struct FontsResolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve font names from a document: found, substituted (by which face and why), or missing.")

    @Argument(help: "PostScript names, full names or family names.") var names: [String]
    @OptionGroup var catalogOptions: CatalogOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        // A name that never resolves is refused as every command refuses it.
        for name in names { try checkFontName(name) }
        let catalog = try catalogOptions.open()
        let results = names.map { catalog.resolve(name: $0) }
        if json { try Out.json(results); return }
        var t = TextTable(["name", "status", "face", "reason"])
        for r in results {
            let face = r.face.map { "\($0.postscriptName ?? $0.fullName ?? $0.familyName)" } ?? "—"
            t.add([r.name, r.status.rawValue, face, r.reason ?? (r.matchedBy.map { "by \($0)" } ?? "")])
        }
        Out.line(t.render())
    }
}
