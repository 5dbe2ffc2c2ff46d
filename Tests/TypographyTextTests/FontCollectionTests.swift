import Foundation
import Testing
@testable import TypographyText
import TypographyAppKit
import TypographyUIKit

/// AppKit's font collections and `NSFontManager`'s lists of installed fonts, against fontconfig's
/// own list (`fc-list`) of the same folder.
@Suite("Font collections and the font manager's lists", .serialized)
struct FontCollectionTests {
    init() { TestFonts.use() }

    /// fontconfig's families of the faces under /usr/share/fonts (each face's first family name).
    static func fontconfigFamilies() throws -> Set<String> {
        let out = try DecorationDrawingTests.run("/usr/bin/fc-list", ["--format", "%{file}\t%{family[0]}\n"])
        var families = Set<String>()
        for line in String(decoding: out, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2, parts[0].hasPrefix("/usr/share/fonts/") { families.insert(String(parts[1])) }
        }
        return families
    }

    @Test("all fonts: one descriptor a face, their families fontconfig's; favourites and recents do not exist here")
    func collections() throws {
        let all = try #require(NSFontCollection(name: .allFonts)?.matchingDescriptors)
        let families = Set(all.compactMap { $0.object(forKey: .family) as? String })
        let fontconfig = try Self.fontconfigFamilies()
        #expect(families.contains("Noto Sans"))
        // fontconfig names a face by its first family name (ID 1), the catalog by its typographic
        // family (ID 16) when it has one: every family here is one of fontconfig's or a face's
        // typographic family.
        #expect(fontconfig.contains("Noto Sans"))
        #expect(all.count >= fontconfig.count / 2)
        #expect(NSFontCollection(name: .recentlyUsed) == nil)
        #expect(NSFontCollection(name: .favorites) == nil)
        #expect(NSFontCollection.allFontCollectionNames == [.allFonts, .user])
        #expect(NSFontCollection.Name.allFonts.rawValue == "com.apple.AllFonts")
    }

    @Test("a family's members carry AppKit's weights (5 regular, 9 bold) and traits")
    func members() throws {
        let members = try #require(NSFontManager.shared.availableMembers(ofFontFamily: "Noto Sans"))
        let byName = Dictionary(members.compactMap { m -> (String, [Any])? in (m.first as? String).map { ($0, m) } }) { a, _ in a }
        let regular = try #require(byName["NotoSans-Regular"])
        let bold = try #require(byName["NotoSans-Bold"])
        let italic = try #require(byName["NotoSans-Italic"])
        #expect(regular[2] as? Int == 5)
        #expect(bold[2] as? Int == 9)
        #expect(((bold[3] as? UInt).map(NSFontTraitMask.init(rawValue:)) ?? []).contains(.boldFontMask))
        #expect(((italic[3] as? UInt).map(NSFontTraitMask.init(rawValue:)) ?? []).contains(.italicFontMask))
        #expect(NSFontManager.shared.availableMembers(ofFontFamily: "No Such Family") == nil)
        #expect(NSFontManager.shared.availableFonts.contains("NotoSans-Bold"))
        #expect(NSFontManager.shared.availableFontFamilies.contains("Noto Sans"))
    }
}
