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
            Out.record("\(usages.count) usages checked, no findings")
        } else {
            for f in findings { Out.record("\(f.rule): \(f.message)") }
            Out.record("\(usages.count) usages checked, \(findings.count) findings")
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
