import Testing
@testable import TypeSystem

@Suite("Names as people type them")
struct NamesTests {
    @Test("SwiftUI and HIG spellings, any case", arguments: [
        ("title1", TextStyle.title), ("Title 1", .title), ("caption1", .caption), ("Caption 1", .caption),
        ("subhead", .subheadline), ("SUBHEADLINE", .subheadline), ("Large Title", .largeTitle),
        ("footnote2", .footnote2), ("Footnote 1", .footnote), ("extraLargeTitle2", .extraLargeTitle2),
    ])
    func styles(text: String, style: TextStyle) throws {
        #expect(try TextStyle(name: text) == style)
    }

    @Test("categories", arguments: [
        ("AX3", DynamicTypeSize.accessibility3), ("ax1", .accessibility1), ("Large", .large),
        ("xxxLarge", .xxxLarge), ("XXXL", .xxxLarge), ("accessibility5", .accessibility5), ("xs", .xSmall),
    ])
    func categories(text: String, category: DynamicTypeSize) throws {
        #expect(try DynamicTypeSize(name: text) == category)
    }

    @Test("unknown names list the accepted ones")
    func unknown() throws {
        do {
            _ = try Platform(name: "android")
            Issue.record("expected an error")
        } catch let e as TypeSystemError {
            #expect(e.kind == .unknownName)
            #expect(e.description.contains("android") && e.description.contains("catalyst-mac"))
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(try FontWeight(name: "600") == .semibold)
        #expect(throws: TypeSystemError.self) { try FontWeight(name: "650") }
    }
}
