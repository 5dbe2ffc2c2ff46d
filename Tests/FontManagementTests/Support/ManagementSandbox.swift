import Foundation
import FontCatalog
@testable import FontManagement

/// A temporary HOME/XDG tree for one test: the managed folders and registry inside it, a
/// "system" font folder of fixtures, and a manager whose system catalog is that folder only —
/// never the real user's fonts, registry or caches.
final class ManagementSandbox: @unchecked Sendable {
    let root: String
    let paths: ManagementPaths
    let systemFonts: String
    let sources: String
    let processFonts = ProcessFontRegistry()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func fixture(_ name: String) -> String {
        name.hasPrefix("ManageTest") ? fixtures + "/managed-fonts/" + name : fixtures + "/fonts/" + name
    }

    init(system: [String] = ["TrakTest.ttf", "CFFTest-BoldItalic.otf"]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("typography-manage-\(UUID().uuidString)").path
        let data = root + "/data"
        paths = ManagementPaths(fontsRoot: data + "/fonts/typography", disabledRoot: data + "/typography/disabled-fonts",
                                registryPath: data + "/typography/font-registry.sqlite")
        systemFonts = root + "/system-fonts"
        sources = root + "/sources"
        for d in [systemFonts, sources] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        for n in system { try FileManager.default.copyItem(atPath: Self.fixture(n), toPath: systemFonts + "/" + n) }
    }

    /// A copy of a fixture in the sources folder (installs read from there).
    @discardableResult
    func source(_ name: String, as newName: String? = nil) throws -> String {
        let p = sources + "/" + (newName ?? name)
        if !FileManager.default.fileExists(atPath: p) { try FileManager.default.copyItem(atPath: Self.fixture(name), toPath: p) }
        return p
    }

    func write(_ rel: String, _ bytes: [UInt8]) throws -> String {
        let p = root + "/" + rel
        try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        return p
    }

    func manager(limits: ManagementLimits = .standard, step: (@Sendable (FontManager.Step) -> Void)? = nil,
                 pollInterval: Double = 0.05) throws -> FontManager {
        var options = FontManager.Options(refreshFontconfigCache: false, pollInterval: pollInterval)
        options._step = step
        let dir = systemFonts
        return try FontManager(paths: paths, limits: limits, options: options, processFonts: processFonts,
                               systemCatalog: { Catalog.open(directories: .only([dir]), cachePath: nil) })
    }

    /// Files in a managed folder, hidden ones included.
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func cleanup() { try? FileManager.default.removeItem(atPath: root) }
}

let yes: ConsentHandler = { _ in true }

func provider(_ s: String) throws -> ProviderID { try ProviderID(s) }
