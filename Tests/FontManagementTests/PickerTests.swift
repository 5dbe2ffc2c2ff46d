import Foundation
import FontCatalog
import FontFile
import Testing
@testable import FontManagement

@Suite("The font picker model")
struct PickerTests {
    static let system = ["TrakTest.ttf", "CFFTest-BoldItalic.otf", "MonoTest-Regular.ttf", "CollectionTest.ttc", "OpszVariable.ttf",
                         "StaticTest-SemiCondensedMedium.ttf"]

    func sandbox() throws -> (ManagementSandbox, FontManager) {
        let s = try ManagementSandbox(system: PickerTests.system)
        let m = try s.manager()
        _ = m.register([try s.source("ManageTest-01.ttf")], provider: try provider("p"), scope: .user, consent: yes)
        return (s, m)
    }

    @Test("families by default, in name order, each previewed in its own regular face")
    func families() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let picker = try m.picker(for: FontConsumer())
        #expect(picker.entries.map(\.id) == ["CFF Test", "Collection Test", "Mono Test", "Opsz Variable", "Static Test", "Trak Test"])
        let collection = try #require(picker.entries.first { $0.id == "Collection Test" })
        #expect(collection.faceCount == 2 && collection.styles == ["Regular", "Bold"])
        #expect(collection.postscriptName == "CollectionTest-Regular")
        #expect(collection.preview?.path == s.systemFonts + "/CollectionTest.ttc" && collection.preview?.index == 0)
        #expect(collection.preview?.usesSystemFont == false)
    }

    @Test("installed fonts appear only for consumers that opt in, with their provider")
    func installed() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let picker = try m.picker(for: FontConsumer(useInstalledFonts: true))
        let e = try #require(picker.entries.first { $0.id == "Manage Test 01" })
        #expect(e.installedBy?.rawValue == "p")
        #expect(picker.entries.filter { $0.installedBy != nil }.count == 1)
    }

    @Test("faces, with named instances, when asked to include faces")
    func faces() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let picker = try m.picker(for: FontConsumer(), configuration: FontPickerConfiguration(includeFaces: true))
        let ids = picker.entries.map(\.id)
        #expect(ids.contains("CollectionTest-Regular") && ids.contains("CollectionTest-Bold"))
        let instances = picker.entries.filter { $0.family == "Opsz Variable" }
        #expect(instances.count > 1, "the variable font's named instances are faces")
        let bold = try #require(picker.entries.first { $0.id == "CollectionTest-Bold" })
        #expect(bold.preview?.index == 1 && bold.style == "Bold")
        for e in instances where e.preview?.variations.isEmpty == false { #expect(e.preview?.path == s.systemFonts + "/OpszVariable.ttf") }
    }

    @Test("trait filters: monospaced, serif, italic, weight")
    func traits() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        func ids(_ c: FontPickerConfiguration) throws -> [String] { try m.picker(for: FontConsumer(), configuration: c).entries.map(\.id) }
        #expect(try ids(FontPickerConfiguration(monospaced: true)) == ["Mono Test"])
        #expect(try ids(FontPickerConfiguration(italic: true)) == ["CFF Test"])
        #expect(try ids(FontPickerConfiguration(serif: true)) == ["CFF Test"])
        let heavy = try ids(FontPickerConfiguration(includeFaces: true, weight: 700...1000))
        #expect(heavy.contains("CollectionTest-Bold") && heavy.contains("CFFTest-BoldItalic") && !heavy.contains("CollectionTest-Regular"))
    }

    @Test("language filter: every language must be supported; an unknown one is an error")
    func languages() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let english = try m.picker(for: FontConsumer(), configuration: FontPickerConfiguration(languages: ["en"])).entries
        #expect(!english.isEmpty)
        let russian = try m.picker(for: FontConsumer(), configuration: FontPickerConfiguration(languages: ["en", "ru"])).entries
        #expect(russian.isEmpty, "the fixtures have no Cyrillic")
        #expect(throws: FontManagementError.self) {
            try m.picker(for: FontConsumer(), configuration: FontPickerConfiguration(languages: ["xx-nonsense"]))
        }
    }

    @Test("search: every word, case-insensitive, names that start with the text first")
    func search() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let picker = try m.picker(for: FontConsumer())
        #expect(picker.search("mono").map(\.id) == ["Mono Test"])
        #expect(picker.search("TEST tr").map(\.id) == ["Trak Test"])
        #expect(picker.search("test").first?.id == "CFF Test")
        #expect(picker.search("s").first.map { $0.displayName.lowercased().hasPrefix("s") } == true)
        #expect(picker.search("").count == picker.entries.count)
        #expect(picker.search("zzz").isEmpty)
    }

    @Test("previews in the system font when asked")
    func systemFontPreviews() throws {
        let (s, m) = try sandbox()
        defer { s.cleanup() }
        let picker = try m.picker(for: FontConsumer(), configuration: FontPickerConfiguration(displayUsingSystemFont: true))
        let system = try #require(m.catalog(for: FontConsumer()).match(FontQuery(family: "system-ui")))
        for e in picker.entries {
            #expect(e.preview?.usesSystemFont == true)
            #expect(e.preview?.path == system.face.path)
        }
    }
}
