import ArgumentParser
import CLISupport
import FontCatalog
import FontManagement
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exit code of a font management error (README, "Font management").
func managementExitCode(_ kind: FontManagementError.Kind) -> SysExit {
    switch kind {
    case .invalidProvider: return .usage
    case .fileNotFound, .notFound, .unreadable: return .noInput
    case .unsupportedFormat, .malformed, .tooLarge: return .dataError
    case .duplicateName, .notOwner, .systemFont, .consentDenied: return .noPermission
    case .limitExceeded, .unsafePath: return .cantCreate
    case .registry, .io: return .ioError
    }
}

func cliError(_ e: FontManagementError) -> CLIError { CLIError(code: managementExitCode(e.kind), message: e.message) }

/// Runs `body`, turning a font management error into the tool's error.
func managing<T>(_ body: () throws(FontManagementError) -> T) throws -> T {
    do { return try body() } catch { throw cliError(error) }
}

func parseProvider(_ raw: String) throws -> ProviderID {
    try managing { () throws(FontManagementError) in try ProviderID(raw) }
}

/// Opens the font manager for this user (HOME and XDG variables), reconciles, and reports on
/// standard error what reconciliation cleaned up.
///
/// Environment: `TYPOGRAPHY_PROVIDER_MAX_FONTS`, `TYPOGRAPHY_PROVIDER_MAX_BYTES`,
/// `TYPOGRAPHY_MAX_FONT_FILE_BYTES` (limits), `TYPOGRAPHY_POLL_INTERVAL` (seconds),
/// `TYPOGRAPHY_TEST_FAULT=kill-at:STEP` (tests only: SIGKILL at an install/removal step) or
/// `pause-at-steps:MS` (tests only: sleep at every step, so that random kills land inside them).
func openFontManager(quietReconcile: Bool = false) throws -> FontManager {
    let env = ProcessInfo.processInfo.environment
    var options = FontManager.Options()
    if let s = env["TYPOGRAPHY_POLL_INTERVAL"].flatMap(Double.init), s.isFinite, s > 0, s <= 10 { options.pollInterval = s }
    if let fault = env["TYPOGRAPHY_TEST_FAULT"], fault.hasPrefix("kill-at:") {
        let wanted = String(fault.dropFirst("kill-at:".count))
        options._step = { step in if step.rawValue == wanted { kill(getpid(), SIGKILL) } }
    } else if let fault = env["TYPOGRAPHY_TEST_FAULT"], fault.hasPrefix("pause-at-steps:"),
              let ms = UInt32(fault.dropFirst("pause-at-steps:".count)), ms <= 10_000 {
        // For the random-kill test: linger at every step so that kills land between steps often.
        options._step = { _ in usleep(ms * 1000) }
    }
    let paths = ManagementPaths.standard(environment: env)
    let manager = try managing { () throws(FontManagementError) in
        try FontManager(paths: paths, limits: .fromEnvironment(env), options: options,
                        systemCatalog: { FontManager.openSystemCatalog(paths: paths, environment: env) })
    }
    if !quietReconcile {
        for r in manager.reconciliation { Out.error("typography: reconciled: \(r.description)") }
    }
    return manager
}

/// Asks the user on the terminal, or refuses: the `--yes`-less consent of `fonts install`.
func terminalConsent(_ request: ConsentRequest) -> Bool {
    guard isatty(0) != 0 else { return false }
    let user = ProcessInfo.processInfo.environment["USER"] ?? "this user"
    let names = request.postscriptNames.prefix(8).joined(separator: ", ") + (request.postscriptNames.count > 8 ? ", …" : "")
    let families = request.families.joined(separator: ", ")
    Out.errorText(Out.escaped(Out.oneLine("Provider '\(request.provider)' will install \(request.files.count) font file\(request.files.count == 1 ? "" : "s") for every app of \(user): \(families) (\(names)).")) + "\nInstall? [y/N] ")
    guard let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
    return answer == "y" || answer == "yes"
}

/// `typography fonts install FILE… --provider ID`: register font files like a font provider app.
struct FontsInstall: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Register font files (and folders of them) for a provider, in the process or the user scope.",
        discussion: "Every file is checked before anything is installed: a format the reader accepts (Type 1, suitcases, bitmap and WOFF fonts are refused), a file that parses, PostScript names that neither the system nor another provider has, and the provider's limits. The user scope copies each file into $XDG_DATA_HOME/fonts/typography/ID/ (every app of the user sees it, through fontconfig) and asks for consent on a terminal: without one, --yes is required. Each file succeeds or fails on its own; the exit status is that of the first failure.")

    @Argument(help: "Font files or folders of font files.") var files: [String]
    @Option(help: "The provider id: a-z 0-9 . _ - (e.g. org.example.fonts).") var provider: String
    @Option(help: "process (this process only) or user (every app of the user).") var scope: String = "user"
    @Flag(help: "Consent to a user-scope install without asking.") var yes = false
    @Flag(help: "Register but do not enable: kept outside fontconfig's folders, matched by nothing.") var disabled = false
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let id = try parseProvider(provider)
        guard let sc = RegistrationScope(rawValue: scope.lowercased()) else {
            throw unknownValue("scope", scope, accepted: ["process", "user"])
        }
        let manager = try openFontManager()
        let assumeYes = yes
        let consent: ConsentHandler = { request in assumeYes || terminalConsent(request) }
        let asJSON = json
        let report: (RegistrationResult) -> Void = { r in
            switch r.status {
            case .installed, .alreadyInstalled:
                // With --json the outcome is in the JSON; a refusal is still one line on
                // standard error, as in every command.
                guard !asJSON else { return }
                let f = r.font
                let what = r.status == .installed ? (sc == .process ? "registered" : "installed") : "already installed"
                Out.record("\(what)  \(r.file) → \(f?.path ?? "?") (\(f?.postscriptNames.joined(separator: ", ") ?? ""))\(f?.enabled == false ? " [disabled]" : "")")
            case .refused:
                // A refused consent is said once for the whole batch, below.
                if r.error?.kind == .consentDenied { return }
                Out.error("typography: \(r.error?.message ?? "\(r.file): refused")")
            }
        }
        let batch = manager.register(files, provider: id, scope: sc, enabled: !disabled, consent: consent, onResult: report)
        if json {
            try Out.json(batch)
        } else {
            if let fc = batch.fontconfigCache, let m = fc.message { Out.error("typography: \(fc.command): \(m)") }
            if sc == .process { Out.line("note: process scope: the registration ends when this command exits") }
        }
        if let failed = batch.results.first(where: { !$0.succeeded }), let e = failed.error {
            let denied = batch.results.filter { $0.error?.kind == .consentDenied }.map(\.file)
            if !denied.isEmpty {
                // One line for the refusal, whatever the number of files.
                let files = denied.count == 1 ? denied[0] : "\(denied.count) font files"
                if !yes, isatty(0) == 0 {
                    Out.error("typography: \(files): not installed: no terminal to ask for consent; pass --yes to install for every app of the user")
                } else {
                    Out.error("typography: \(files): not installed: the user did not consent to installing fonts for every app")
                }
            }
            throw CLIError(code: managementExitCode(e.kind), message: "")
        }
    }
}

/// The output of the commands that change fonts one item at a time.
func reportOperations(_ results: [OperationResult], json: Bool) throws {
    if json { try Out.json(results) }
    for r in results {
        if r.status == .refused {
            // On standard error with --json too, as in every command.
            Out.error("typography: \(r.error?.message ?? "\(r.item): refused")")
        } else if !json {
            Out.record("\(r.status.rawValue)  \(r.item)\(r.font.map { " (\($0.postscriptNames.joined(separator: ", ")); \($0.path))" } ?? "")")
        }
    }
    if let e = results.first(where: { $0.status == .refused })?.error {
        throw CLIError(code: managementExitCode(e.kind), message: "")
    }
}

/// `typography fonts uninstall FILE|NAME… --provider ID`.
struct FontsUninstall: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove a provider's own fonts, by installed file, original file or PostScript name.",
        discussion: "Another provider's fonts and the system's are refused (exit 77). Removing one face of a collection removes the whole file.")

    @Argument(help: "Installed font files, the files they were installed from, or PostScript names.") var items: [String]
    @Option(help: "The provider id.") var provider: String
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let id = try parseProvider(provider)
        let manager = try openFontManager()
        try reportOperations(manager.unregister(items, provider: id), json: json)
    }
}

/// `typography fonts enable|disable FILE|NAME… --provider ID`.
struct FontsEnable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enable", abstract: "Enable a provider's registered fonts (matched again by every app).")
    @Argument(help: "Installed font files or PostScript names.") var items: [String]
    @Option(help: "The provider id.") var provider: String
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let id = try parseProvider(provider)
        try reportOperations(try openFontManager().setEnabled(items, provider: id, enabled: true), json: json)
    }
}

struct FontsDisable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disable", abstract: "Disable a provider's fonts: still registered, matched by nothing.")
    @Argument(help: "Installed font files or PostScript names.") var items: [String]
    @Option(help: "The provider id.") var provider: String
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    func run() throws {
        let id = try parseProvider(provider)
        try reportOperations(try openFontManager().setEnabled(items, provider: id, enabled: false), json: json)
    }
}

/// `typography fonts remove-provider ID`: what deleting a font provider app does.
struct FontsRemoveProvider: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-provider", abstract: "Remove every font of a provider, and its folders.")
    @Argument(help: "The provider id.") var provider: String
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let provider: ProviderID
        let removed: [RegisteredFont]
    }

    func run() throws {
        let id = try parseProvider(provider)
        let manager = try openFontManager()
        let removed = try managing { () throws(FontManagementError) in try manager.removeProvider(id) }
        if json { try Out.json(Output(provider: id, removed: removed)); return }
        for f in removed { Out.record("removed  \(f.path) (\(f.postscriptNames.joined(separator: ", ")))") }
        Out.record("provider '\(id)': \(removed.count) font file\(removed.count == 1 ? "" : "s") removed")
    }
}

/// `typography fonts providers`: every provider and its fonts (the system settings' view).
struct FontsProviders: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "providers",
        abstract: "List the font providers and the fonts each installed; with --provider, one provider's own.")
    @Option(help: "Only this provider's fonts.") var provider: String?
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    struct Output: Encodable {
        let providers: [ProviderSummary]
        let reconciliation: [ReconcileReport]
    }

    func run() throws {
        let only = try provider.map(parseProvider)
        let manager = try openFontManager(quietReconcile: json)
        var list = try managing { () throws(FontManagementError) in try manager.providers() }
        if let only { list = list.filter { $0.provider == only } }
        if json { try Out.json(Output(providers: list, reconciliation: manager.reconciliation)); return }
        if list.isEmpty { Out.record(only.map { "provider '\($0)' has no fonts" } ?? "no provider has installed fonts"); return }
        for p in list {
            Out.record("\(p.provider)  \(p.fontCount) file\(p.fontCount == 1 ? "" : "s"), \(p.bytes) bytes  \(p.folder)")
            var t = TextTable(["postscriptNames", "families", "scope", "enabled", "installed", "path"])
            for f in p.fonts {
                t.add([f.postscriptNames.joined(separator: ","), f.families.joined(separator: ","), f.scope.rawValue,
                       f.enabled ? "yes" : "no", ISO8601DateFormatter().string(from: f.installedAt), f.path])
            }
            Out.line(t.render())
        }
    }
}
