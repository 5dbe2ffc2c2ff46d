import ArgumentParser
import Foundation
import TypeSystem

/// `typography lint`: check text usages against the HIG's legibility rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a JSON list of text usages against the HIG's legibility rules (exit 1 on findings).")

    @Argument(help: "JSON file with an array of usages (or {\"usages\": [...]}); - reads standard input.")
    var file: String
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    private struct Wrapped: Decodable { let usages: [TextUsage] }

    /// The largest usage list read: a list of text usages is a few kilobytes; 8 MiB keeps the
    /// decoder's memory bounded (refused before anything is read).
    static let maxBytes = 8 << 20

    func run() throws {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readData(ofLength: LintCommand.maxBytes + 1)
            guard data.count <= LintCommand.maxBytes else {
                throw CLIError.dataError("-: more than the \(LintCommand.maxBytes) bytes lint reads")
            }
        } else {
            data = Data(try InputFile.read(file, limit: LintCommand.maxBytes))
        }
        let usages = try decodeUsages(data)
        let findings: [LintFinding]
        do {
            findings = try Lint.check(usages)
        } catch let error as TypeSystemError {
            // Anything wrong inside the document is a data error naming the file.
            throw CLIError.dataError("\(file): \(error.description)")
        }
        if json {
            try Out.json(findings)
        } else if findings.isEmpty {
            Out.line("\(usages.count) usages checked, no findings")
        } else {
            for f in findings { Out.line("\(f.rule): \(f.message)") }
            Out.line("\(usages.count) usages checked, \(findings.count) findings")
        }
        if !findings.isEmpty { throw CLIError.findings("") }
    }

    private func decodeUsages(_ data: Data) throws -> [TextUsage] {
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
            throw CLIError.dataError("\(file): not valid JSON (\(ctx.debugDescription))")
        } catch {
            throw CLIError.dataError("\(file): \(error)")
        }
    }

    private func path(_ ctx: DecodingError.Context) -> String {
        ctx.codingPath.isEmpty ? "top level" : ctx.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private func describe(_ ctx: DecodingError.Context) -> String {
        "\(ctx.debugDescription) at \(path(ctx))"
    }
}
