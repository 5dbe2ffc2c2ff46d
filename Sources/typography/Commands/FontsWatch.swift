import ArgumentParser
import CLISupport
import FontCatalog
import FontManagement
import Foundation

/// `typography fonts watch`: prints every change of the registered fonts, from any process.
struct FontsWatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print each install, removal, enabling or disabling of fonts by any provider, as it happens.",
        discussion: "Changes made in other processes arrive within a second (the registry is polled every 0.1 s). Standard error says 'watching …' once observing has begun. Stops after --count changes or --timeout seconds (exit 0; exit 75 when --count was not reached in time), else on Ctrl-C.")

    @Option(help: "Stop after this many seconds.") var timeout: Double?
    @Option(help: "Stop after this many changes.") var count: Int?
    @Flag(name: [.customShort("j"), .long], help: "Print one compact JSON object per line.") var json = false

    func run() throws {
        if let timeout, !(timeout.isFinite && timeout >= 0 && timeout <= maximumWait) {
            throw CLIError.usage("invalid timeout \(timeout): a number of seconds, at most \(Int(maximumWait)) (a year)")
        }
        if let count, count < 1 { throw CLIError.usage("invalid count \(count): at least 1") }
        let manager = try openFontManager()
        let done = DispatchSemaphore(value: 0)
        final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var n = 0
        }
        let counter = Counter()
        let limit = count
        let asJSON = json
        let token = manager.observe { change in
            if asJSON {
                Out.jsonLine((try? Out.jsonString(change, pretty: false)) ?? "{}")
            } else {
                let time = ISO8601DateFormatter().string(from: change.time)
                Out.record("\(time)  \(change.kind.rawValue)  \(change.scope.rawValue)  \(change.provider)  \(change.postscriptNames.joined(separator: ","))  \(change.path ?? "")\(change.note.map { "  (\($0))" } ?? "")")
            }
            counter.lock.lock()
            counter.n += 1
            let n = counter.n
            counter.lock.unlock()
            if let limit, n >= limit { done.signal() }
        }
        Out.error("watching \(manager.paths.registryPath)")
        let finished: Bool
        if let timeout {
            finished = done.wait(timeout: .now() + timeout) == .success
        } else {
            done.wait()
            finished = true
        }
        token.cancel()
        if !finished, let limit {
            counter.lock.lock()
            let n = counter.n
            counter.lock.unlock()
            throw CLIError(code: .tempFail, message: "\(n) of \(limit) changes in \(formatNumber(timeout ?? 0)) s")
        }
    }
}

/// Options for what a consumer sees, shared by `request` and `pick`.
struct ConsumerOptions: ParsableArguments {
    @Flag(name: .customLong("use-installed-fonts"), help: "See the fonts providers installed (the \"use installed fonts\" capability).")
    var useInstalledFonts = false
    @Flag(name: .customLong("installed-fonts-in-fallback"),
          help: "Let installed fonts stand in for designs, substitutes and fallback too (default: only by name).")
    var installedFontsInFallback = false
    @Option(help: "Act as this provider: its own installed fonts are visible.") var provider: String?
    @Option(name: .customLong("register"), help: "Register this font file for this process first (process scope; repeatable).")
    var register: [String] = []

    /// The consumer, after registering `--register` files for the process; and, when some
    /// could not be registered, the error to end with once the answer is given. As `fonts
    /// install` does, each file that fails (a FIFO in a folder, a file that is no font) is one
    /// line on standard error and the run goes on with the others.
    func consumer(_ manager: FontManager) throws -> (FontConsumer, failure: CLIError?) {
        let id = try provider.map(parseProvider)
        var failure: CLIError?
        if !register.isEmpty {
            let owner = try id ?? parseProvider("process")
            let batch = manager.register(register, provider: owner, scope: .process)
            for e in batch.results.compactMap(\.error) {
                Out.error("typography: \(e.message)")
                failure = failure ?? CLIError(code: managementExitCode(e.kind), message: "")
            }
        }
        return (FontConsumer(useInstalledFonts: useInstalledFonts, provider: id, installedFontsInFallback: installedFontsInFallback), failure)
    }
}

/// `typography fonts request NAME…`: the consumer app's missing fonts.
struct FontsRequest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "request",
        abstract: "Which of these fonts are available, substituted (by what) or missing; optionally wait for them.",
        discussion: "Installed fonts count only with --use-installed-fonts (or --provider, for its own). With --wait SECONDS, keeps watching and reports each name as a provider makes it available; exits 0 once all are, 75 if some are still not available when the time is up.")

    @Argument(help: "PostScript names, full names or family names.") var names: [String]
    @Option(help: "Wait up to this many seconds for the names that are not available.") var wait: Double?
    @OptionGroup var consumerOptions: ConsumerOptions
    @Flag(name: [.customShort("j"), .long], help: "Print JSON (with --wait: one compact object per line).") var json = false

    struct Event: Encodable {
        let event: String
        var results: [FontRequestResult]?
        var result: FontRequestResult?
        var complete: Bool?
        var missing: [String]?
    }

    func run() async throws {
        if let wait, !(wait.isFinite && wait >= 0 && wait <= maximumWait) {
            throw CLIError.usage("invalid wait \(wait): a number of seconds, at most \(Int(maximumWait)) (a year)")
        }
        let manager = try openFontManager()
        let (consumer, failure) = try consumerOptions.consumer(manager)
        guard let wait else {
            let results = manager.request(names, for: consumer)
            if json { try Out.json(results) } else { FontsRequest.printTable(results) }
            if let failure { throw failure }
            return
        }
        let stream = manager.requestUpdates(names, for: consumer)
        let asJSON = json
        let names = self.names
        let complete: [FontRequestResult]? = await withTaskGroup(of: [FontRequestResult]?.self) { group in
            group.addTask {
                var current: [FontRequestResult] = []
                for await update in stream {
                    switch update {
                    case .initial(let results):
                        current = results
                        if asJSON { Out.jsonLine((try? Out.jsonString(Event(event: "initial", results: results), pretty: false)) ?? "") }
                        else { FontsRequest.printTable(results) }
                    case .changed(let r):
                        if let i = current.firstIndex(where: { $0.name == r.name }) { current[i] = r }
                        if asJSON { Out.jsonLine((try? Out.jsonString(Event(event: "changed", result: r), pretty: false)) ?? "") }
                        else { Out.record("\(r.status.rawValue): \(r.name)\(r.face?.postscriptName.map { " (\($0))" } ?? "")\(r.installed.map { " — installed by '\($0.provider)'" } ?? "")") }
                    }
                    if current.count == names.count, current.allSatisfy({ $0.status == .available }) { return current }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(wait * 1e9))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        let final = complete ?? manager.request(names, for: consumer)
        let missing = final.filter { $0.status != .available }.map(\.name)
        if asJSON { Out.jsonLine(try Out.jsonString(Event(event: "done", complete: missing.isEmpty, missing: missing), pretty: false)) }
        if !missing.isEmpty {
            throw CLIError(code: .tempFail, message: "not available after \(formatNumber(wait)) s: \(missing.joined(separator: ", "))")
        }
        if let failure { throw failure }
    }

    static func printTable(_ results: [FontRequestResult]) {
        var t = TextTable(["name", "status", "face", "reason"])
        for r in results {
            t.add([r.name, r.status.rawValue, r.face.map { $0.postscriptName ?? $0.fullName ?? $0.familyName } ?? "—", r.reason ?? ""])
        }
        Out.line(t.render())
    }
}

/// The longest `--wait` or `--timeout`: a year. Longer ones would overflow the clocks they are
/// added to (a crash, found by the command-line fuzzer with 1e300).
let maximumWait = 365.0 * 24 * 3600
