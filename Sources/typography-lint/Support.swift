import Foundation
import SafeFile
import TypeSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The few pieces of the `typography` tool's support that the lint needs, kept here so that the
// lint is its own executable (swift-syntax is built only for it): the sysexits codes, one-line
// errors, escaped output and the user's config file.

/// The sysexits(3) codes the lint exits with (the same as `typography`'s).
enum SysExit: Int32 {
    case ok = 0
    /// Findings were reported.
    case findings = 1
    case usage = 64
    case dataError = 65
    case noInput = 66
    case software = 70
    case cantCreate = 73
    case ioError = 74
    case noPermission = 77
}

/// An error reported as one line on standard error, then the exit `code`.
struct CLIError: Error, CustomStringConvertible {
    let code: SysExit
    let message: String

    var description: String { message }

    static func usage(_ message: String) -> CLIError { CLIError(code: .usage, message: message) }
    static func dataError(_ message: String) -> CLIError { CLIError(code: .dataError, message: message) }
    static func noInput(_ message: String) -> CLIError { CLIError(code: .noInput, message: message) }
    static func cantCreate(_ message: String) -> CLIError { CLIError(code: .cantCreate, message: message) }
    static func software(_ message: String) -> CLIError { CLIError(code: .software, message: message) }
    /// Not an error: the command ran and reports findings (exit 1).
    static func findings(_ message: String) -> CLIError { CLIError(code: .findings, message: message) }
}

/// Standard output and standard error, escaped as `typography` escapes them: a path or a
/// message can never move the cursor or recolour the terminal. A failed write ends the run with
/// exit 74.
enum Out {
    static func line(_ s: String) { write(1, escaped(s) + "\n") }
    static func record(_ s: String) { line(oneLine(s)) }
    static func jsonLine(_ s: String) { write(1, s + "\n") }
    static func error(_ s: String) { write(2, escaped(oneLine(s)) + "\n") }

    static func write(_ fd: Int32, _ s: String) {
        var s = s
        s.withUTF8 { buf in
            var offset = 0
            while offset < buf.count {
                let n = systemWrite(fd, buf.baseAddress.map { UnsafeRawPointer($0 + offset) }, buf.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    if fd != 2 {
                        let m = "typography: cannot write to standard output: \(String(cString: strerror(errno)))\n"
                        _ = m.utf8CString.withUnsafeBufferPointer { systemWrite(2, $0.baseAddress, $0.count - 1) }
                    }
                    exit(SysExit.ioError.rawValue)
                }
                offset += n
            }
        }
    }

    static func escaped(_ s: String) -> String {
        escaping(s) { v in
            (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }

    static func oneLine(_ s: String) -> String {
        escaping(s) { v in (0x09...0x0D).contains(v) || v == 0x85 || v == 0x2028 || v == 0x2029 }
    }

    private static func escaping(_ s: String, _ matches: (UInt32) -> Bool) -> String {
        guard s.unicodeScalars.contains(where: { matches($0.value) }) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if matches(u.value) {
                out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }

    /// JSON in one stable form: sorted keys, no escaped slashes.
    static func json<T: Encodable>(_ value: T) throws { jsonLine(try jsonString(value)) }

    static func jsonString<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .throw
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

@inline(__always) private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer?, _ n: Int) -> Int { write(fd, p, n) }

/// Input files read through `SafeFile.InputFile`, with the tool's exit codes.
enum InputFile {
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try SafeFile.InputFile.read(path, limit: limit)
        } catch {
            switch error.kind {
            case .notFound, .linkLoop, .directory, .notRegular: throw CLIError.noInput(error.description)
            case .permission: throw CLIError(code: .noPermission, message: error.description)
            case .tooLarge: throw CLIError.dataError(error.description)
            case .io: throw CLIError(code: .ioError, message: error.description)
            }
        }
    }
}

/// The user's defaults that the lint reads: the config file (`$XDG_CONFIG_HOME/typography/config`)
/// and the default platform (`TYPOGRAPHY_PLATFORM`, then the config's `platform`), as `typography`
/// reads them.
enum Defaults {
    static let platformVariable = "TYPOGRAPHY_PLATFORM"

    static let userPlatform: Result<Platform, Error> = Result { try platform() }

    static func platform(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Platform {
        if let value = environment[platformVariable], !value.isEmpty {
            do { return try Platform(name: value) } catch let e as TypeSystemError {
                throw CLIError.usage("\(platformVariable): \(e.description)")
            }
        }
        let path = configPath(environment: environment)
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0] == "platform" else { continue }
                do { return try Platform(name: parts[1]) } catch let e as TypeSystemError {
                    throw CLIError.usage("\(path):\(number + 1): \(e.description)")
                }
            }
        }
        return .iOS
    }

    static func configPath(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/typography/config" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/typography/config"
    }
}

func parsePlatform(_ text: String) throws -> Platform { try Platform(name: text) }
