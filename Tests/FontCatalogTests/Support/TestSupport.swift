import Foundation
@testable import FontCatalog

/// A fresh temporary directory, removed by `cleanup()`. Every library test works in its own.
struct TempDir {
    let url: URL
    var path: String { url.path }

    init(_ label: String = "catalog") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("typography-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func cleanup() {
        // Restore permissions a test may have removed, then delete.
        if let e = FileManager.default.enumerator(atPath: path) {
            // Never through a link: a test's link to an installed font must not change the font.
            for case let rel as String in e {
                var st = stat()
                if lstat(path + "/" + rel, &st) == 0, (st.st_mode & S_IFMT) != S_IFLNK { chmod(path + "/" + rel, 0o755) }
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func mkdir(_ rel: String) throws -> String {
        let p = path + "/" + rel
        try FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        return p
    }

    @discardableResult
    func write(_ rel: String, _ bytes: [UInt8]) throws -> String {
        let p = path + "/" + rel
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        return p
    }

    @discardableResult
    func write(_ rel: String, _ text: String) throws -> String { try write(rel, Array(text.utf8)) }

    /// Copies committed fixtures into `rel`.
    @discardableResult
    func copyFixtures(_ names: [String], to rel: String = "fonts") throws -> String {
        let dir = try mkdir(rel)
        for n in names {
            try FileManager.default.copyItem(atPath: Fixtures.path(n), toPath: dir + "/" + n)
        }
        return dir
    }

    var cachePath: String { path + "/cache/catalog.sqlite" }
}

enum Fixtures {
    static let dir: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fonts").path

    static func path(_ name: String) -> String { dir + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name)))) }

    /// The readable font fixtures (sfnt and collections).
    static let fonts = [
        "CFFTest-BoldItalic.otf", "CollectionTest.ttc", "InvalidUTF16Names.ttf", "MacRomanName.ttf",
        "MonoTest-Regular.ttf", "OpszVariable.ttf", "OpticalRange-Display.ttf",
        "StaticTest-SemiCondensedMedium.ttf", "TrakTest.ttf",
    ]
    /// Recognised and refused.
    static let refused = ["Type1Header.pfa", "Type1Header.pfb", "WOFFHeader.woff", "WOFF2Header.woff2"]
}

/// The Debian fonts `scripts/setup.sh` installs; tests that need them are enabled only when present.
enum Installed {
    static func exists(_ p: String) -> Bool { FileManager.default.fileExists(atPath: p) }
    static let noto = "/usr/share/fonts/truetype/noto"
    static var hasNoto: Bool { exists(noto + "/NotoSans-Regular.ttf") }
    static var hasDefaults: Bool {
        hasNoto && exists("/usr/share/fonts/opentype/inter/Inter-Regular.otf")
            && exists("/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf")
            && exists("/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf")
            && exists("/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
    }
    static var hasFontconfigTools: Bool { tool("fc-list") != nil && tool("fc-scan") != nil }

    static func tool(_ name: String) -> String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] where FileManager.default.isExecutableFile(atPath: dir + "/" + name) {
            return dir + "/" + name
        }
        return nil
    }

    /// Every font file under the directories (recursively), for differential tests.
    static func fontFiles(under dirs: [String]) -> [String] {
        var out: [String] = []
        for d in dirs {
            guard let e = FileManager.default.enumerator(atPath: d) else { continue }
            for case let rel as String in e {
                let lower = rel.lowercased()
                if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") || lower.hasSuffix(".otc") {
                    out.append(d + "/" + rel)
                }
            }
        }
        return out.sorted()
    }
}

/// Runs a program and returns its standard output (standard error discarded) and exit code.
func runTool(_ path: String, _ args: [String], environment: [String: String]? = nil) throws -> (code: Int32, out: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    if let environment { p.environment = environment }
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// An environment with HOME and the XDG directories inside `dir`, and no fontconfig variables.
func sandboxEnvironment(_ dir: TempDir) throws -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    for k in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "TYPOGRAPHY_FONT_DIRS"] { env[k] = nil }
    for (k, sub) in [("HOME", "home"), ("XDG_CACHE_HOME", "xdg-cache"), ("XDG_CONFIG_HOME", "xdg-config"), ("XDG_DATA_HOME", "xdg-data")] {
        env[k] = try dir.mkdir(sub)
    }
    return env
}

/// Opens a catalog of exactly `dirs` with its cache in `dir`.
func openCatalog(_ dirs: [String], in dir: TempDir, options: ScanOptions = ScanOptions()) -> Catalog {
    Catalog.open(directories: .only(dirs), cachePath: dir.cachePath, options: options)
}

/// A face for matching tests, built directly (no file).
func face(_ family: String, weight: Int = 400, width: Double = 100, slant: FaceInfoSlant = .upright,
          axes: [CatalogFace.Axis] = [], instance: Int? = nil, coordinates: [String: Double] = [:],
          path: String? = nil, postscriptName: String? = nil) -> CatalogFace {
    CatalogFace(
        path: path ?? "/fonts/\(family)-\(weight)-\(width)-\(slant.rawValue).ttf", index: 0, namedInstance: instance,
        postscriptName: postscriptName ?? "\(family.replacingOccurrences(of: " ", with: ""))-\(weight)\(slant == .upright ? "" : "Italic")",
        fullName: "\(family) \(weight)", family: family, style: "\(weight)", typographicFamily: family,
        typographicSubfamily: "\(weight)", weight: weight, width: width, slant: slant, monospaced: false,
        serifClass: .sans, rounded: false, design: .default, variable: !axes.isEmpty, axes: axes,
        coordinates: coordinates, opticalSize: nil, hasTrak: false, hasSTAT: false, format: .trueType,
        languages: ["en"], coverage: CompactCoverage([0x20...0x7E]))
}

import FontFile
typealias FaceInfoSlant = FaceInfo.Slant
