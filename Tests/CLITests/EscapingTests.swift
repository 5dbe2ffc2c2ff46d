import Foundation
import Testing

/// Text that comes from a font (or a file name, or a document) never reaches the terminal raw:
/// control characters, ANSI escapes and bidi overrides are shown escaped in human output, and
/// JSON keeps the exact string.
@Suite struct EscapingTests {
    /// A copy of Noto Sans whose names carry an ANSI colour escape, a right-to-left override and
    /// a line break: "Noto Sans" becomes ESC "[31mEvil" and "Regular" becomes U+202E "Re" LF
    /// "ula", in every name record (UTF-16BE and Mac Roman), lengths unchanged.
    static func hostileFont(in dir: TempDir) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")))
        func replace(_ from: [UInt8], _ to: [UInt8]) {
            precondition(from.count == to.count)
            var i = 0
            while i + from.count <= bytes.count {
                if Array(bytes[i..<(i + from.count)]) == from {
                    bytes.replaceSubrange(i..<(i + from.count), with: to)
                    i += from.count
                } else {
                    i += 1
                }
            }
        }
        func utf16(_ s: String) -> [UInt8] { s.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        replace(utf16("Noto Sans"), utf16("\u{1B}[31mEvil"))
        replace(utf16("Regular"), utf16("\u{202E}Re\nula"))
        replace(Array("Noto Sans".utf8), [0x1B] + Array("[31mEvil".utf8))
        let path = dir.path("hostile\u{07}.ttf")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func fontNamesAreEscapedForPeopleAndExactInJSON() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let font = try Self.hostileFont(in: dir)
        let human = try runCLI(["fonts", "info", font])
        #expect(human.code == 0, "\(human.stderr)")
        for raw in ["\u{1B}", "\u{202E}", "\u{07}"] {
            #expect(!human.stdout.contains(raw), "a raw \(raw.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "") in fonts info")
        }
        #expect(human.stdout.contains("\\u{1B}[31mEvil") && human.stdout.contains("\\u{202E}Re\\u{A}ula"))
        #expect(!human.stdout.contains("Re\nula"))
        // JSON: the exact strings, by JSON's escapes.
        let json = try runCLI(["fonts", "info", font, "-j"])
        let info = try #require(try json.json() as? [String: Any])
        #expect(info["family"] as? String == "\u{1B}[31mEvil" || info["typographicFamily"] as? String == "\u{1B}[31mEvil")

        // Errors name the file escaped too (its name has a BEL).
        let missing = try runCLI(["fonts", "info", dir.path("gone\u{1B}[2J.ttf")])
        #expect(missing.code == 66 && !missing.stderr.contains("\u{1B}") && missing.stderr.contains("\\u{1B}[2J"), "\(missing.stderr)")
    }

    @Test func catalogListingsAndInstallLinesAreEscaped() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let font = try Self.hostileFont(in: dir)
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        for args in [["fonts", "scan", dir.url.path], ["fonts", "list", "--faces", "--dir", dir.url.path],
                     ["fonts", "match", "\u{1B}[31mEvil", "--dir", dir.url.path]] {
            let r = try runCLI(args, environment: env)
            for raw in ["\u{1B}", "\u{202E}", "\u{07}"] {
                #expect(!r.stdout.contains(raw) && !r.stderr.contains(raw), "\(args): raw control character")
            }
        }
        let install = try runCLI(["fonts", "install", font, "--provider", "org.example.evil", "--scope", "user", "--yes"], environment: env)
        #expect(!install.stdout.contains("\u{1B}") && !install.stderr.contains("\u{1B}"), "\(install.stdout) \(install.stderr)")
        let providers = try runCLI(["fonts", "providers"], environment: env)
        #expect(!providers.stdout.contains("\u{1B}") && !providers.stdout.contains("\u{202E}"))
    }

    /// Every line that names the font (measure, fit, render, a consumer's request) keeps it on
    /// that line: no raw line break, escape or override from its names.
    @Test func layoutAndRequestLinesKeepFontNamesOnOneLine() throws {
        let dir = try TempDir()
        defer { dir.remove() }
        let font = try Self.hostileFont(in: dir)
        let (env, root) = try makeSandboxEnvironment()
        defer { try? FileManager.default.removeItem(at: root) }
        for args in [["measure", "Hi", "--font", font, "--point-size", "12"],
                     ["fit", "Hello there", "--font", font, "--point-size", "12", "--line-width", "30"],
                     ["render", "Hi", "--font", font, "--point-size", "12", "-o", dir.path("o.png")],
                     ["fonts", "request", "\u{1B}[31mEvil", "--register", font, "--provider", "org.example.app"]] {
            let r = try runCLI(args, environment: env)
            #expect(r.code == 0, "\(args[0]): \(r.code) \(r.stderr)")
            for raw in ["\u{1B}", "\u{202E}", "Re\nula", "\u{07}"] {
                #expect(!r.stdout.contains(raw) && !r.stderr.contains(raw), "\(args.prefix(2)): a raw \(raw.debugDescription): \(r.stdout)")
            }
        }
    }
}
