import Testing
@testable import TextScaling

/// Paragraph formatting and document geometry: read from the words as RTF 1.9.1 and Apple's RTF
/// extensions define them, kept through a conversion, and scaled where they are lengths.
@Suite struct RTFParagraphFormatTests {
    func document(_ rtf: String) throws -> RTFDocument {
        try RTFDocument(bytes: Array(rtf.utf8))
    }

    // MARK: Reading

    /// Each word alone, with the value RTF 1.9.1 gives it: twips (1/20 pt) for every length; `\sl`
    /// a multiple of single spacing in 240ths when `\slmult1` ("\sl360\slmult1" is 1.5 lines).
    @Test(arguments: [
        (#"\fi-260"#, \RTFParagraphFormat.firstLineIndent, -260),
        (#"\li720"#, \RTFParagraphFormat.leftIndent, 720),
        (#"\ri1440"#, \RTFParagraphFormat.rightIndent, 1440),
        (#"\sb240"#, \RTFParagraphFormat.spaceBefore, 240),
        (#"\sa120"#, \RTFParagraphFormat.spaceAfter, 120),
        (#"\sl-480"#, \RTFParagraphFormat.lineSpacing, -480),
        (#"\slleading20"#, \RTFParagraphFormat.lineLeading, 20),
        (#"\slminimum300"#, \RTFParagraphFormat.minimumLineHeight, 300),
        (#"\slmaximum400"#, \RTFParagraphFormat.maximumLineHeight, 400),
    ] as [(String, WritableKeyPath<RTFParagraphFormat, Int> & Sendable, Int)])
    func eachParagraphWordIsReadInTwips(word: String, property: WritableKeyPath<RTFParagraphFormat, Int> & Sendable,
                                        twips: Int) throws {
        let p = try document(#"{\rtf1\ansi\pard"# + word + #" Text\par}"#).paragraphs()
        var expected = RTFParagraphFormat()
        expected[keyPath: property] = twips
        #expect(p.first?.format == expected)
    }

    /// RTF 1.9.1: `\txN` is a tab position in twips, its kind the word before it (`\tqr`
    /// flush-right, `\tqc` centred, `\tqdec` decimal, none: left); `\tb` is a bar tab, not a stop;
    /// `\pard` clears them. `\pardeftab` is the paragraph's default tab width, else `\deftab`.
    @Test func tabStopsAndDefaultTabWidth() throws {
        let doc = try document(#"{\rtf1\ansi\deftab1000 \pard\tx720\tqr\tx2880\tqc\tx4320\tqdec\tx5040\tb\tx6000 A\par"#
                               + #"\pard\pardeftab360 B\par\pard C\par}"#)
        let p = doc.paragraphs()
        try #require(p.count == 3)
        #expect(p[0].format.tabStops == [RTFTabStop(position: 720), RTFTabStop(position: 2880, kind: .right),
                                         RTFTabStop(position: 4320, kind: .center), RTFTabStop(position: 5040, kind: .decimal),
                                         RTFTabStop(position: 6000)])
        #expect(p[0].format.defaultTabWidth == 1000)
        #expect(p[1].format.tabStops.isEmpty && p[1].format.defaultTabWidth == 360)
        #expect(p[2].format.defaultTabWidth == 1000)
    }

    /// `\listtext` (a list item's bullet and tabs, for readers without lists) and a field's
    /// `\fldrslt` (a link's visible text) are the document's text; `\fldinst` is not.
    @Test func listTextAndFieldResultsAreText() throws {
        let doc = try document(#"{\rtf1\ansi\pard{\listtext\tab \uc0\u8226 \tab}Milk\par "#
                               + #"See {\field{\*\fldinst{HYPERLINK "https://example.com/"}}{\fldrslt the page}}.\par}"#)
        let text = doc.paragraphs().map { $0.runs.map(\.text).joined() }
        #expect(text == ["\t\u{2022}\tMilk", "See the page."])
    }

    @Test func pointsAreTwipsOverTwenty() {
        // RTF 1.9.1: a twip is 1/20 of a point; 1440 twips are an inch (72 pt).
        #expect(Twips.points(1440) == 72)
        #expect(Twips.points(-260) == -13)
        #expect(Twips.points(1) == 0.05)
    }

    @Test func lineSpacingMultipleIsIn240ths() throws {
        // The spec's examples: \sl480\slmult1 double spacing, \sl360\slmult1 one and a half.
        let p = try document(#"{\rtf1\ansi\pard\sl480\slmult1 Double\par\pard\sl360\slmult1 Half\par\pard\sl360 Exact\par}"#)
            .paragraphs()
        #expect(p.map(\.format.lineHeightMultiple) == [2.0, 1.5, nil])
        #expect(p.map(\.format.lineSpacingMultiple) == [true, true, false])
    }

    @Test func pardResetsAndTheFormatAtParAppliesToTheParagraph() throws {
        // Cocoa's own shape: \pard, tab stops, then the format, then the text; the next \pard
        // starts from the defaults again.
        let p = try document(#"""
            {\rtf1\ansi\pard\tqr\tx100\tx260\li260\fi-260\sl324\slmult1\sb240\partightenfactor0
            \f0\fs28 First\
            Second\
            \pard\pardeftab560\slleading20\partightenfactor0
            Third}
            """#).paragraphs()
        #expect(p.count == 3)
        var bullet = RTFParagraphFormat()
        bullet.leftIndent = 260
        bullet.firstLineIndent = -260
        bullet.lineSpacing = 324
        bullet.lineSpacingMultiple = true
        bullet.spaceBefore = 240
        bullet.tabStops = [RTFTabStop(position: 100, kind: .right), RTFTabStop(position: 260)]
        #expect(p[0].format == bullet && p[1].format == bullet)
        var code = RTFParagraphFormat()
        code.lineLeading = 20
        code.defaultTabWidth = 560
        #expect(p[2].format == code)
        #expect(RTFParagraphFormat().isDefault && !bullet.isDefault)
    }

    @Test func theParagraphsFixtureReadsAsWritten() throws {
        // Tests/Fixtures/rtf/ios-paragraphs.rtf, paragraph by paragraph (see its README row).
        let doc = try RTFDocument(bytes: try Fixture.bytes("ios-paragraphs.rtf"))
        let p = doc.paragraphs()
        #expect(p.count == 6)
        #expect(p.map(\.format.spaceAfter) == [240, 240, 120, 120, 240, 0])
        #expect(p.map(\.format.spaceBefore) == [0, 0, 120, 120, 240, 0])
        #expect(p.map(\.format.firstLineIndent) == [0, 720, -360, -360, 0, 0])
        #expect(p.map(\.format.leftIndent) == [0, 0, 720, 720, 1440, 0])
        #expect(p.map(\.format.rightIndent) == [0, 0, 0, 0, 1440, 0])
        #expect(p.map(\.format.lineHeightMultiple) == [nil, 1.5, nil, nil, nil, nil])
        #expect(p[4].format.lineLeading == 40 && p[4].alignment == .justified && p[5].alignment == .right)
        // \viewkind1: the page (12240) less 1440 on each side: 9360 twips, 468 pt.
        #expect(doc.geometry.textWidth?.twips == 9360 && doc.geometry.textWidth?.source == .page)
        #expect(doc.geometry.textWidth.map { Twips.points($0.twips) } == 468)
    }

    // MARK: Geometry

    @Test func geometryOfATextEditDocument() throws {
        // The fixture's header: \paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0.
        let doc = try RTFDocument(bytes: try Fixture.bytes("textedit-macos.rtf"))
        #expect(doc.geometry.paperWidth == 11900 && doc.geometry.paperHeight == 16840)
        #expect(doc.geometry.leftMargin == 1440 && doc.geometry.rightMargin == 1440)
        #expect(doc.geometry.viewWidth == 11520 && doc.geometry.viewHeight == 8400 && doc.geometry.viewKind == 0)
        // A view document (\viewkind0, TextEdit's "wrap to window") wraps at its display area.
        #expect(doc.geometry.textWidth?.twips == 11520 && doc.geometry.textWidth?.source == .view)
    }

    @Test(arguments: [
        // \viewkind1 (page layout, TextEdit's "wrap to page"): paper less the margins.
        (#"\paperw11900\margl1440\margr1440\vieww11520\viewkind1"#, 9020, RTFDocumentGeometry.WidthSource.page),
        // Page layout with RTF's defaults (\paperw12240, margins 1800) for missing words.
        (#"\viewkind1"#, 8640, .page),
        (#"\paperw12240\viewkind1"#, 8640, .page),
        // A view document with its display area.
        (#"\paperw11900\margl1440\margr1440\vieww10800\viewkind0"#, 10800, .view),
        (#"\vieww7000"#, 7000, .view),
        // No view size, but a page: the page's text width (Word's documents).
        (#"\paperw12240\margl1440\margr1440"#, 9360, .page),
    ] as [(String, Int, RTFDocumentGeometry.WidthSource)])
    func textWidthFollowsTheViewKind(header: String, twips: Int, source: RTFDocumentGeometry.WidthSource) throws {
        let doc = try document(#"{\rtf1\ansi"# + header + #" Text}"#)
        #expect(doc.geometry.textWidth?.twips == twips)
        #expect(doc.geometry.textWidth?.source == source)
    }

    @Test(arguments: [#"{\rtf1\ansi Text}"#, #"{\rtf1\ansi\paperw100\margl1440\margr1440 Text}"#,
                      #"{\rtf1\ansi\vieww-5 Text}"#, #"{\rtf1\ansi{\vieww7000} Text}"#])
    func noUsableWidthGivesNone(rtf: String) throws {
        #expect(try document(rtf).geometry.textWidth == nil)
    }

    // MARK: Converting

    @Test(arguments: [
        // iOS → standard: round(13·n/17). 260·13/17 = 198.82 → 199; 240 → 183.53 → 184; the sign
        // is kept: -260 → -199.
        (260, TextScalingType.iOS, TextScalingType.standard, 199),
        (240, .iOS, .standard, 184),
        (-260, .iOS, .standard, -199),
        (1, .iOS, .standard, 1),
        (0, .iOS, .standard, 0),
        // standard → iOS: the roundest n with round(13·n/17) = m. 720·17/13 = 941.54: 941 and 942
        // both give 720, 942 is even; 1440·17/13 = 1883.08, only 1883 gives 1440; 551 → 720 (of 720
        // and 721, the whole point).
        (720, .standard, .iOS, 942),
        (1440, .standard, .iOS, 1883),
        (-720, .standard, .iOS, -942),
        (551, .standard, .iOS, 720),
        (11520, .standard, .standard, 11520),
    ] as [(Int, TextScalingType, TextScalingType, Int)])
    func twipsScaleLikeFontSizes(twips: Int, from: TextScalingType, to: TextScalingType, expected: Int) {
        #expect(Twips.convert(twips, from: from, to: to) == expected)
    }

    @Test func standardToIOSAndBackGivesEveryLengthBack() {
        for m in -30000...30000 {
            #expect(Twips.roundTrips(m, from: .standard, through: .iOS))
            // Every quarter point (5 twips) in the iOS scaling comes back too.
            if m % 5 == 0 { #expect(Twips.roundTrips(m, from: .iOS, through: .standard), "\(m)") }
        }
        // Not every other length can (17 iOS lengths map onto 13 standard ones): 14 → 11 → 15,
        // because 11 is reached from 14 and 15, and 15 is a quarter point.
        #expect(Twips.convert(14, from: .iOS, to: .standard) == 11)
        #expect(Twips.convert(11, from: .standard, to: .iOS) == 15)
        #expect(!Twips.roundTrips(14, from: .iOS, through: .standard))
        // Out of the 32-bit range RTF parameters have: refused, not trapped.
        #expect(Twips.convert(Int(Int32.max), from: .standard, to: .iOS) == nil)
        #expect(Twips.convert(Int(Int32.min) - 1, from: .iOS, to: .standard) == nil)
    }

    @Test func aConversionScalesTheParagraphLengthsAndKeepsThePaper() throws {
        let source = #"""
            {\rtf1\ansi\ansicpg1252\cocoartf2761
            \cocoatextscaling1\cocoaplatform1{\fonttbl\f0\fswiss\fcharset0 Helvetica;}
            \paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
            \deftab720
            \pard\tqr\tx100\tx260\li260\fi-260\ri340\sl324\slmult1\sb240\sa120\pardeftab720\partightenfactor0

            \f0\fs34 \cf0 Bullet\
            \pard\sl-340\slleading20\slminimum300\slmaximum400\partightenfactor0
            Exact}
            """#
        let doc = try document(source)
        let result = try doc.write(textScaling: .standard, convertingFrom: .iOS)
        let written = String(decoding: result.bytes, as: UTF8.self)
        // Every length × 13/17, rounded: 11520 → 8809, 8400 → 6424, 720 → 551, 100 → 76,
        // 260 → 199, -260 → -199, 340 → 260, 240 → 184, 120 → 92, -340 → -260, 20 → 15,
        // 300 → 229, 400 → 306. \sl324 with \slmult1 is a multiple (1.35 lines): kept.
        // The paper (\paperw \paperh) and margins are kept; \fs34 → \fs26.
        let expected = source
            .replacingOccurrences(of: #"\cocoatextscaling1"#, with: #"\cocoatextscaling0"#)
            .replacingOccurrences(of: #"\vieww11520\viewh8400"#, with: #"\vieww8809\viewh6424"#)
            .replacingOccurrences(of: #"\deftab720"#, with: #"\deftab551"#)
            .replacingOccurrences(of: #"\tx100\tx260\li260\fi-260\ri340\sl324\slmult1\sb240\sa120\pardeftab720"#,
                                  with: #"\tx76\tx199\li199\fi-199\ri260\sl324\slmult1\sb184\sa92\pardeftab551"#)
            .replacingOccurrences(of: #"\fs34"#, with: #"\fs26"#)
            .replacingOccurrences(of: #"\sl-340\slleading20\slminimum300\slmaximum400"#,
                                  with: #"\sl-260\slleading15\slminimum229\slmaximum306"#)
        #expect(written == expected)
        #expect(result.changedLengthCount == 15)
        #expect(result.changedSizeCount == 1)
        // The written document reads back with the scaled format.
        let back = try RTFDocument(bytes: result.bytes)
        #expect(back.paragraphs().first?.format.leftIndent == 199)
        #expect(back.geometry.paperWidth == 11900 && back.geometry.viewWidth == 8809)
    }

    @Test func slmultBeforeSlStillMakesAMultiple() throws {
        let doc = try document(#"{\rtf1\ansi\cocoatextscaling0\pard\slmult1\sl480 a\par\pard\sl480 b\par}"#)
        let written = String(decoding: try doc.write(textScaling: .iOS, convertingFrom: .standard).bytes, as: UTF8.self)
        #expect(written == #"{\rtf1\ansi\cocoatextscaling1\cocoaplatform0\pard\slmult1\sl480 a\par\pard\sl628 b\par}"#)
    }

    @Test func tagOnlyWritesAndViewConversionsKeepEveryLength() throws {
        let source = #"{\rtf1\ansi\cocoatextscaling1\cocoaplatform1\vieww11520\pard\li720\sa240 Text\par}"#
        let doc = try document(source)
        let tagged = try doc.write(textScaling: .standard)
        #expect(String(decoding: tagged.bytes, as: UTF8.self) == source.replacingOccurrences(of: "scaling1", with: "scaling0"))
        #expect(tagged.changedLengthCount == 0)
        let view = try doc.convert(to: .standard, approach: .view)
        #expect(view.bytes == Array(source.utf8) && view.result.changedLengthCount == 0)
    }

    @Test func aLengthBeyond32BitsIsRefusedNotClamped() throws {
        let doc = try document(#"{\rtf1\ansi\cocoatextscaling1\pard\li99999999999 Text\par}"#)
        #expect(throws: RTFError.self) { try doc.write(textScaling: .standard, convertingFrom: .iOS) }
        do {
            _ = try doc.write(textScaling: .standard, convertingFrom: .iOS)
        } catch {
            #expect(error.kind == .cannotConvert)
            #expect(error.description.contains(#"\li99999999999"#))
        }
        // A word with no number has nothing to scale and is kept.
        let bare = try document(#"{\rtf1\ansi\cocoatextscaling1\pard\li Text\par}"#)
        #expect(try bare.write(textScaling: .standard, convertingFrom: .iOS).changedLengthCount == 0)
    }
}
