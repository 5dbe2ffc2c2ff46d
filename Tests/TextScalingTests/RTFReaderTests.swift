import Testing
@testable import TextScaling

@Suite("RTF reader")
struct RTFReaderTests {
    static func read(_ name: String) throws -> RTFDocument {
        try RTFDocument(bytes: Fixture.bytes(name))
    }

    @Test("header tags of each sample", arguments: [
        ("textedit-macos.rtf", TextScalingType?.some(.standard), CocoaPlatform?.some(.macOS), Int?.some(2761)),
        ("ios-uitextview.rtf", .iOS, .iOS, 2761),
        ("ios-notes-standard.rtf", .standard, .iOS, 2761),
        ("untagged-legacy.rtf", nil, nil, 1671),
        ("word-style.rtf", nil, nil, nil),
        ("binary-pict.rtf", .standard, .macOS, 2761),
    ])
    func headerTags(name: String, scaling: TextScalingType?, platform: CocoaPlatform?, cocoa: Int?) throws {
        let document = try Self.read(name)
        #expect(document.textScaling == scaling)
        #expect(document.isTagged == (scaling != nil))
        #expect(document.platform == platform)
        #expect(document.cocoaVersion == cocoa)
        #expect(document.rtfVersion == 1)
        #expect(document.issues.isEmpty, "\(document.issues)")
    }

    @Test func textEditFontsAndSizes() throws {
        let document = try Self.read("textedit-macos.rtf")
        #expect(document.fonts.map(\.name) == ["Helvetica", "Helvetica-Bold", "Times-Roman", "Menlo-Regular"])
        #expect(document.fonts.map(\.index) == [0, 1, 2, 3])
        #expect(document.fonts.map(\.family) == ["swiss", "swiss", "roman", "nil"])
        #expect(document.fonts.allSatisfy { $0.charset == 0 && $0.systemFont == nil })
        #expect(document.usedFontIndexes == [0, 1, 2, 3])
        #expect(document.fontSizes.map(\.points) == [10, 11, 12, 13, 18])
        #expect(document.fontSizes.map(\.count) == [1, 1, 1, 1, 1])
    }

    @Test func iOSFontsMapPrivateNamesToTheSystemFont() throws {
        let document = try Self.read("ios-uitextview.rtf")
        #expect(document.fonts.map(\.name) == [
            ".SFUI-Semibold", ".SFUI-Regular", ".AppleSystemUIFontMonospaced-Regular", "HelveticaNeue",
            ".SFUIRounded-Bold",
        ])
        let system = document.fonts.map(\.systemFont)
        #expect(system[0] == SystemFontName(design: .default, weight: .semibold))
        #expect(system[1] == SystemFontName(design: .default, weight: .regular))
        #expect(system[2] == SystemFontName(design: .monospaced, weight: .regular))
        #expect(system[3] == nil)
        #expect(system[4] == SystemFontName(design: .rounded, weight: .bold))
        #expect(document.fontSizes.map(\.points) == [12, 13, 15, 17, 22, 28])
    }

    @Test func wordStyleFontEntriesInGroupsWithEscapes() throws {
        let document = try Self.read("word-style.rtf")
        // {\*\panose} and {\*\falt} are not part of the name; \'e9 is é; \uN? gives 明朝 and skips "?".
        #expect(document.fonts.map(\.name) == ["Times New Roman", "Arial", "Café Sans", "明朝"])
        #expect(document.fonts.map(\.index) == [0, 1, 2, 3])
        #expect(document.fonts.map(\.family) == ["roman", "swiss", "roman", "nil"])
        // \fs in the stylesheet and in an unknown \* destination count as sizes.
        #expect(document.fontSizes.map(\.halfPoints) == [21, 24, 32, 48])
        #expect(document.statistics.unicodeEscapeCount == 5)
    }

    @Test func binaryDataIsNotReadAsRTF() throws {
        let document = try Self.read("binary-pict.rtf")
        // The data contains "\fs24" and "\cocoatextscaling1": neither counts.
        #expect(document.fontSizes.map(\.halfPoints) == [24, 34])
        #expect(document.textScaling == .standard)
        #expect(document.statistics.binaryBlockCount == 1)
        #expect(document.statistics.binaryByteCount == 297)
    }

    @Test func usedFontsThatTheTableDoesNotDefineAreReported() throws {
        let document = try RTFDocument(bytes: bytes(#"{\rtf1{\fonttbl\f0\fswiss Helvetica;}\f0 a \f7 b}"#))
        #expect(document.usedFontIndexes == [0, 7])
        #expect(document.undefinedFontIndexes == [7])
        #expect(document.issues.map(\.kind) == [.undefinedFont])
        #expect(document.issues.first?.offset == 43)
    }

    @Test func fontReportUsesTheInjectedAvailability() throws {
        let document = try Self.read("textedit-macos.rtf")
        let unchecked = document.fontReport()
        #expect(unchecked.entries.allSatisfy { $0.available == nil })
        #expect(unchecked.missing == nil)

        let installed: Set<String> = ["Helvetica", "Helvetica-Bold", "Times-Roman"]
        let checked = document.fontReport(using: FontAvailabilityCheck { installed.contains($0.name) })
        #expect(checked.entries.map(\.available) == [true, true, true, false])
        #expect(checked.missing?.map(\.name) == ["Menlo-Regular"])

        let partial = document.fontReport(using: FontAvailabilityCheck { $0.index == 0 ? true : nil })
        #expect(partial.missing == nil)
    }

    @Test func readingIntoTheStandardScalingGivesExactSizes() throws {
        let document = try Self.read("ios-uitextview.rtf")
        let reading = try document.read(.init(targetScaling: .standard))
        #expect(reading.source == .iOS)
        #expect(reading.origin == .tag)
        #expect(reading.sizes.map(\.halfPoints) == [24, 26, 30, 34, 44, 56])
        #expect(reading.sizes.first { $0.halfPoints == 34 }?.points == 13)
        #expect(reading.sizes.first { $0.halfPoints == 44 }?.points == 22.0 * 13 / 17)
        // In memory, converting back is exact for every size (no half-point rounding).
        for size in reading.sizes {
            #expect(TextScalingType.standard.convert(pointSize: size.points, to: .iOS) == Double(size.halfPoints) / 2)
        }
    }

    @Test func readingAnUntaggedDocumentNeedsItsScaling() throws {
        let document = try Self.read("untagged-legacy.rtf")
        #expect(throws: RTFError.self) { _ = try document.read() }
        let reading = try document.read(.init(targetScaling: .iOS, platform: .macOS))
        #expect(reading.source == .standard)
        #expect(reading.origin == .platformOption)
        let expected: [Double] = [12.0 * 17 / 13, 14.0 * 17 / 13]
        #expect(reading.sizes.map(\.points) == expected)
    }

    @Test func headerInsertionPointIsBeforeTheFontTable() throws {
        let source = try Fixture.bytes("untagged-legacy.rtf")
        let document = try RTFDocument(bytes: source)
        #expect(Array(source[document.headerInsertionOffset...].prefix(9)).text == #"{\fonttbl"#)
    }

    @Test func blankSpaceMayPrecedeAndFollowTheDocument() throws {
        let document = try RTFDocument(bytes: bytes("\n  {\\rtf1 \\fs24 x}\n\0\0"))
        #expect(document.fontSizes.map(\.halfPoints) == [24])
    }

    @Test func tagsInsideNestedGroupsAreNotHeaderTags() throws {
        let document = try RTFDocument(bytes: bytes(#"{\rtf1{\cocoatextscaling1}x}"#))
        #expect(!document.isTagged)
    }
}

@Suite("System font names")
struct SystemFontNameTests {
    @Test("private names", arguments: [
        (".SFUI-Semibold", SystemFontName.Design.default, SystemFontName.Weight?.some(.semibold)),
        (".SFUIText", .default, nil),
        (".SFUIText-Bold", .default, .bold),
        (".SFUIDisplay-Ultralight", .default, .ultraLight),
        (".AppleSystemUIFont", .default, nil),
        (".AppleSystemUIFontBold", .default, .bold),
        (".AppleSystemUIFontEmphasized", .default, .bold),
        (".AppleSystemUIFontMonospaced-Regular", .monospaced, .regular),
        (".AppleSystemUIFontRounded-Semibold", .rounded, .semibold),
        (".AppleSystemUIFontSerif-Heavy", .serif, .heavy),
        (".SFNSRounded-Black", .rounded, .black),
        (".SFNSMono-Light", .monospaced, .light),
        (".NewYork-Medium", .serif, .medium),
        (".SFUI-Thin", .default, .thin),
        (".LucidaGrandeUI", .default, nil),
    ])
    func privateNames(name: String, design: SystemFontName.Design, weight: SystemFontName.Weight?) throws {
        let system = try #require(SystemFontName(fontName: name))
        #expect(system.design == design)
        #expect(system.weight == weight)
    }

    @Test func opticalSizeAndItalic() throws {
        #expect(SystemFontName(fontName: ".SFUIText-Italic")?.opticalSize == .text)
        #expect(SystemFontName(fontName: ".SFUIText-Italic")?.italic == true)
        #expect(SystemFontName(fontName: ".SFUIDisplay-Bold")?.opticalSize == .display)
        #expect(SystemFontName(fontName: ".SFUI-Bold")?.opticalSize == nil)
    }

    @Test func ordinaryNamesAreNotSystemNames() {
        for name in ["Helvetica", "SFProText-Regular", "Menlo-Bold", "", "SF.Pro"] {
            #expect(SystemFontName(fontName: name) == nil)
        }
    }
}
