import Foundation
import Testing

/// Crash safety and concurrency, with the real tool in real processes: SIGKILL at each step and at
/// random moments; eight processes installing and removing at once.
@Suite("typography fonts: crashes and concurrent processes", .serialized)
struct FontsCrashAndConcurrencyTests {
    /// What each step's crash must leave, and what the next command's reconciliation reports.
    static let steps: [(step: String, installed: Bool, reconciled: [String])] = [
        ("locked", false, []),
        ("temporaryWritten", false, ["temporaryFile"]),
        ("renamed", false, ["orphanFile"]),
        ("committed", true, []),
        ("removalCommitted", false, ["orphanFile"]),
    ]

    @Test("SIGKILL at each step of an install and a removal: no half-written file, no record without its file; reconciled on the next start",
          arguments: 0..<5)
    func killAtEachStep(_ i: Int) throws {
        let (step, installed, reconciled) = FontsCrashAndConcurrencyTests.steps[i]
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        let fault = ["TYPOGRAPHY_TEST_FAULT": "kill-at:\(step)"]
        let r: CLIResult
        if step == "removalCommitted" {
            #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"]).code == 0)
            r = try s.run(["fonts", "uninstall", "ManageTest-01", "--provider", "p"], extraEnv: fault)
        } else {
            r = try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"], extraEnv: fault)
        }
        #expect(r.code == SIGKILL, "killed at \(step): \(r.code) \(r.stderr)")
        let invariants = try s.crashInvariants()
        #expect(invariants.isEmpty, "\(step): \(invariants)")
        let rows = try s.registryRows()
        #expect(rows.count == (installed ? 1 : 0), "\(step)")

        let next = try s.run(["fonts", "providers", "--json"])
        #expect(next.code == 0)
        let j = try #require(try next.json() as? [String: Any])
        let kinds = (j["reconciliation"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds == reconciled, "\(step)")
        #expect(next.stderr.split(separator: "\n").count == 0, "JSON mode: reconciliation in the JSON only")
        let consistency = try s.consistent()
        #expect(consistency.isEmpty, "\(step): \(consistency)")
        #expect(try s.fcList().contains("ManageTest-01") == installed, "\(step)")
        // And it can be installed (again) cleanly.
        #expect(try s.run(["fonts", "install", ManagedSandbox.managed(1), "--provider", "p", "--yes"]).code == 0)
        #expect(try s.consistent().isEmpty)
    }

    @Test("SIGKILL at 50 random moments of installs and removals: every time the invariants hold, and the next start reconciles")
    func killAtRandomMoments() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        // The tool lingers 15 ms at each step of each font's install or removal, so that the
        // random kills land between steps often (without it the steps take microseconds).
        s.env["TYPOGRAPHY_TEST_FAULT"] = "pause-at-steps:15"
        // How long the tool takes to start (open the registry, reconcile) and a whole install of
        // eight fonts, to spread the kills over the part where files and records are written.
        let files = (1...8).map(ManagedSandbox.managed)
        let t0 = Date()
        #expect(try s.run(["fonts", "providers", "--json"]).code == 0)
        let startup = Date().timeIntervalSince(t0)
        let t1 = Date()
        #expect(try s.run(["fonts", "install"] + files + ["--provider", "p", "--yes"]).code == 0)
        let whole = Date().timeIntervalSince(t1)
        let removal = ["fonts", "uninstall"] + (1...8).map { "ManageTest-0\($0)" } + ["--provider", "p"]
        let t2 = Date()
        #expect(try s.run(removal).code == 0)
        let wholeRemoval = Date().timeIntervalSince(t2)
        let window = (startup * 0.7)...max(startup * 0.7 + 0.05, whole)
        let removalWindow = (startup * 0.7)...max(startup * 0.7 + 0.05, wholeRemoval)
        var rng = SystemRandomNumberGenerator()
        var killed = 0
        var reconciledRuns = 0
        for run in 0..<50 {
            // Alternate: install the eight, then remove the eight, each with a random kill.
            let install = run % 2 == 0
            let args = install ? ["fonts", "install"] + files + ["--provider", "p", "--yes"] : removal
            let bg = try BackgroundCLI(args, environment: s.env)
            usleep(UInt32(Double.random(in: install ? window : removalWindow, using: &rng) * 1_000_000))
            if bg.process.isRunning {
                kill(bg.process.processIdentifier, SIGKILL)
                killed += 1
            }
            _ = bg.finish()
            let problems = try s.crashInvariants()
            #expect(problems.isEmpty, "run \(run): \(problems)")
            // The next start reconciles; afterwards records and files correspond exactly.
            let check = try s.run(["fonts", "providers", "--json"])
            #expect(check.code == 0, "\(check.stderr)")
            if let j = try? check.json() as? [String: Any], let rec = j["reconciliation"] as? [Any], !rec.isEmpty { reconciledRuns += 1 }
            let consistency = try s.consistent()
            #expect(consistency.isEmpty, "run \(run): \(consistency)")
        }
        #expect(killed >= 15, "many runs were killed mid-way (\(killed))")
        #expect(reconciledRuns >= 1, "some kills landed between a write and its record")
        // The registry and fontconfig agree at the end.
        let rows = try s.registryRows()
        let listed = try s.fcList().filter { $0.hasPrefix("ManageTest-") }
        #expect(listed.count == rows.count)
        print("kill test: \(killed) of 50 runs killed (install window \(window), removal window \(removalWindow)), \(reconciledRuns) left something to reconcile")
    }

    @Test("8 processes install and remove at once: nothing lost, nothing corrupt, one owner per name")
    func eightProcesses() throws {
        let s = try ManagedSandbox()
        defer { s.cleanup() }
        for round in 0..<2 {
            // Each process i: its own provider, its own four fonts, plus the contested ManageTest-32.
            var procs: [BackgroundCLI] = []
            for i in 0..<8 {
                let own = (1...4).map { ManagedSandbox.managed(4 * i + $0 > 31 ? 31 : 4 * i + $0) }
                procs.append(try BackgroundCLI(["fonts", "install"] + own.prefix(i == 7 ? 3 : 4) + [ManagedSandbox.managed(32), "--provider", "p\(i)", "--yes", "--json"],
                                               environment: s.env))
            }
            let codes = procs.map { $0.finish(timeout: 120) }
            // Exactly one process won the contested font; the others were refused it (77) only.
            #expect(codes.filter { $0 == 0 }.count == 1, "round \(round): \(codes)")
            #expect(codes.allSatisfy { $0 == 0 || $0 == 77 }, "\(codes) \(procs.map(\.stderr))")
            let rows = try s.registryRows()
            #expect(rows.count == 31 + 1, "round \(round): \(rows.count) records")
            let consistency = try s.consistent()
            #expect(consistency.isEmpty, "\(consistency)")
            #expect(try s.integrityCheck() == "ok")

            // Now all at once: each removes two of its fonts.
            var removers: [BackgroundCLI] = []
            for i in 0..<8 {
                let names = ["ManageTest-\(String(format: "%02d", 4 * i + 1))", "ManageTest-\(String(format: "%02d", 4 * i + 2))"]
                removers.append(try BackgroundCLI(["fonts", "uninstall"] + names + ["--provider", "p\(i)"], environment: s.env))
            }
            #expect(removers.map { $0.finish(timeout: 120) } == Array(repeating: 0, count: 8), "\(removers.map(\.stderr))")
            let after = try s.registryRows()
            #expect(after.count == 32 - 16)
            #expect(try s.consistent().isEmpty)
            let listed = try s.fcList().filter { $0.hasPrefix("ManageTest-") }
            #expect(listed.count == after.count)
            #expect(!listed.contains("ManageTest-01") && listed.contains("ManageTest-03"))
            // Clean up for the next round, from 8 processes too.
            let cleaners = try (0..<8).map { try BackgroundCLI(["fonts", "remove-provider", "p\($0)"], environment: s.env) }
            #expect(cleaners.map { $0.finish(timeout: 120) }.allSatisfy { $0 == 0 })
            #expect(try s.registryRows().isEmpty && s.managedFiles().isEmpty)
        }
    }
}
