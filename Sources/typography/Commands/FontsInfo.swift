import ArgumentParser
import CLISupport
import FontFile
import Foundation

/// `typography fonts info FILE`: every table the reader parses, and the face's classification,
/// like ttx or hb-info. Text is a readable summary; `--json` is the face object (the catalog's
/// field names) with the full table dump under `"tables"`.
struct FontsInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the tables and the classification of a font file's face.")

    @Argument(help: "A font file: TrueType, OpenType (CFF) or a collection (.ttc/.otc).") var file: String
    @Option(help: "The face index in a collection (default 0).") var index: Int = 0
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    /// The face's fields with the tables nested under "tables".
    struct Output: Encodable {
        let face: FaceInfo
        let tables: FontTables
        enum Key: String, CodingKey { case tables, faceCount }
        func encode(to encoder: Encoder) throws {
            try face.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(tables, forKey: .tables)
            try c.encode(tables.faceCount, forKey: .faceCount)
        }
    }

    func run() throws {
        let result: (face: FaceInfo, tables: FontTables)
        do {
            result = try FontScanner.inspect(atPath: file, index: index)
        } catch {
            switch error.kind {
            case .fileNotFound, .fileUnreadable: throw CLIError.noInput(error.description)
            case .noSuchFace: throw CLIError.usage(error.description)
            default: throw CLIError.dataError(error.description)
            }
        }
        if json {
            try Out.json(Output(face: result.face, tables: result.tables))
        } else {
            Out.line(FontsInfo.render(face: result.face, tables: result.tables))
        }
    }

    static func indent(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Font strings may hold control characters: shown as U+FFFD so output stays one line each.
    static func printable(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\u{FFFD}" : $0 }))
    }

    static func rangesSummary(_ ranges: [ClosedRange<UInt32>]) -> String {
        func u(_ c: UInt32) -> String {
            let s = String(c, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - s.count)) + s
        }
        let shown = ranges.prefix(12).map { $0.lowerBound == $0.upperBound ? u($0.lowerBound) : "\(u($0.lowerBound))–\(u($0.upperBound))" }
        return shown.joined(separator: " ") + (ranges.count > 12 ? " … (\(ranges.count - 12) more)" : "")
    }
}
