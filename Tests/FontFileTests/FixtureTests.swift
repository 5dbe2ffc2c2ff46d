import Foundation
import Testing
@testable import FontFile

/// Every table parsed from the fixtures, checked against the values scripts/make-test-fonts.py
/// put in (expected.json).
@Suite("Fixture fonts")
struct FixtureTests {
    @Test("Formats are told from the first bytes", arguments: Fixtures.allFontFiles)
    func formatIsSniffed(file: String) throws {
        let e = try Fixtures.expect(file)
        let format = try FontScanner.format(atPath: Fixtures.path(file))
        #expect(format.rawValue == e["format"] as? String)
    }

    @Test func staticTrueTypeNamesFallBackAndPreferTypographicIDs() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let f = try FontScanner.face(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf"))
        #expect(f.family == e["family"] as? String)
        #expect(f.style == e["style"] as? String)
        #expect(f.typographicFamily == e["typographicFamily"] as? String)
        #expect(f.typographicSubfamily == e["typographicSubfamily"] as? String)
        #expect(f.fullName == e["fullName"] as? String)
        #expect(f.postscriptName == e["postscriptName"] as? String)
        #expect(f.format == .trueType)
        #expect(f.index == 0 && f.namedInstance == nil)
    }

    @Test func staticTrueTypeClassification() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let f = try FontScanner.face(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf"))
        #expect(f.weight == e["weight"] as? Int)
        #expect(f.width == e["width"] as? Double)
        #expect(f.italic == false && f.slant == .upright)
        #expect(f.monospaced == false)
        #expect(f.design.rawValue == e["design"] as? String)
        #expect(f.serifClass.rawValue == e["serifClass"] as? String)
        #expect(f.variable == false && f.axes.isEmpty && f.opticalSize == nil)
        #expect(f.hasTrak == false && f.hasSTAT == false)
        #expect(f.warnings.isEmpty, "\(f.warnings)")
    }

    @Test func staticTrueTypeMetrics() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let m = try FontScanner.face(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf")).metrics
        let hhea = try #require(e["hhea"] as? [String: Int])
        let typo = try #require(e["typo"] as? [String: Int])
        let win = try #require(e["win"] as? [String: Int])
        #expect(m.unitsPerEm == e["unitsPerEm"] as? Int)
        #expect(m.ascender == hhea["ascender"] && m.descender == hhea["descender"] && m.lineGap == hhea["lineGap"])
        #expect(m.typoAscender == typo["ascender"] && m.typoDescender == typo["descender"] && m.typoLineGap == typo["lineGap"])
        #expect(m.winAscent == win["ascent"] && m.winDescent == win["descent"])
        #expect(m.xHeight == e["xHeight"] as? Int && m.capHeight == e["capHeight"] as? Int)
        #expect(m.useTypoMetrics == (e["useTypoMetrics"] as? Bool))
        #expect(m.underlinePosition == e["underlinePosition"] as? Int)
        #expect(m.underlineThickness == e["underlineThickness"] as? Int)
    }

    @Test func staticTrueTypeTables() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let t = try FontScanner.tables(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf"))
        #expect(t.head.unitsPerEm == 1000)
        #expect(t.head.created == 3_000_000_000 && t.head.modified == 3_000_000_000)
        #expect(t.head.magicNumber == 0x5F0F_3CF5)
        #expect(Int(t.maxp.numGlyphs) == e["glyphCount"] as? Int)
        let os2 = try #require(t.os2)
        #expect(Int(os2.version) == e["os2Version"] as? Int)
        #expect(os2.usWeightClass == 500 && os2.usWidthClass == 4)
        #expect(os2.achVendID == "TEST")
        #expect(os2.familyClass == 8)
        #expect(os2.panose[1] == 11)
        #expect(os2.useTypoMetrics && os2.isRegular && !os2.isItalic)
        #expect(os2.usLowerOpticalPointSize == nil)  // version 4: no optical sizes
        let post = try #require(t.post)
        #expect(post.isFixedPitch == 0 && post.italicAngle == 0)
        // name: every record decoded, IDs 16/17 present on Windows and Mac.
        let name = try #require(t.name)
        let names = try #require(e["names"] as? [String: String])
        for (id, value) in names {
            let recs = name.records.filter { String($0.nameID) == id }
            #expect(!recs.isEmpty)
            #expect(recs.allSatisfy { $0.value == value }, "name \(id)")
            #expect(Set(recs.map(\.platformID)) == [1, 3])
        }
        // GSUB/GPOS feature lists.
        #expect(t.gsub?.features.map(\.description) == e["gsubFeatures"] as? [String])
        #expect(t.gpos?.features.map(\.description) == e["gposFeatures"] as? [String])
        #expect(t.gsub?.scripts.map(\.description) == ["DFLT", "latn"])
    }

    @Test func cmapCoverageIsSortedMergedRangesOfTheGeneratorsCodePoints() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let t = try FontScanner.tables(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf"))
        let cps = try #require(e["codePoints"] as? [Int]).map(UInt32.init)
        #expect(t.cmap.formats == (e["cmapFormats"] as? [Int])?.map(UInt16.init))
        #expect(t.cmap.hasVariationSequences)
        #expect(t.cmap.codePointCount == Set(cps).count)
        for c in cps { #expect(t.cmap.covers(c), "U+\(String(c, radix: 16))") }
        #expect(!t.cmap.covers(0x1F) && !t.cmap.covers(0x7F) && !t.cmap.covers(0x1D401))
        // Sorted, merged, non-adjacent.
        for (a, b) in zip(t.cmap.ranges, t.cmap.ranges.dropFirst()) { #expect(a.upperBound + 1 < b.lowerBound) }
        // The format 12 subtable (3,10) is preferred: it has the code point past the BMP.
        let chosen = try #require(t.cmap.coverageSubtable)
        #expect(t.cmap.subtables[chosen].format == 12)
    }

    @Test func languagesAreThoseWhoseExemplarsAreAllCovered() throws {
        let e = try Fixtures.expect("StaticTest-SemiCondensedMedium.ttf")
        let f = try FontScanner.face(atPath: Fixtures.path("StaticTest-SemiCondensedMedium.ttf"))
        for lang in try #require(e["languagesIncluded"] as? [String]) { #expect(f.languages.contains(lang), "\(lang)") }
        for lang in try #require(e["languagesExcluded"] as? [String]) { #expect(!f.languages.contains(lang), "\(lang)") }
    }

    @Test func cffBoldItalicIsItalicSerifAndReadsTheCFFContainer() throws {
        let e = try Fixtures.expect("CFFTest-BoldItalic.otf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("CFFTest-BoldItalic.otf"))
        #expect(f.format == .cff)
        #expect(f.family == e["family"] as? String && f.style == e["style"] as? String)
        #expect(f.postscriptName == e["postscriptName"] as? String)
        #expect(f.weight == e["weight"] as? Int && f.width == e["width"] as? Double)
        #expect(f.italic && f.slant == .italic)
        #expect(f.italicAngle == e["italicAngle"] as? Double)
        #expect(f.design == .serif && f.serifClass == .serif && f.serifClassSource == "panose")
        #expect(Int(t.head.macStyle) == e["macStyle"] as? Int)
        #expect(Int(t.os2?.version ?? 99) == e["os2Version"] as? Int)
        #expect(t.os2?.sxHeight.map(Int.init) == e["xHeight"] as? Int)
        #expect(t.maxp.version == 0x5000)
    }

    @Test func collectionGivesEveryFace() throws {
        let e = try Fixtures.expect("CollectionTest.ttc")
        let faces = try FontScanner.faces(atPath: Fixtures.path("CollectionTest.ttc"))
        let exp = try #require(e["faces"] as? [[String: Any]])
        #expect(faces.count == exp.count)
        for (i, (f, x)) in zip(faces, exp).enumerated() {
            #expect(f.index == i)
            #expect(f.format == .trueType)
            #expect(f.family == x["family"] as? String && f.style == x["style"] as? String)
            #expect(f.weight == x["weight"] as? Int)
            #expect(f.postscriptName == x["postscriptName"] as? String)
        }
        #expect(try FontScanner.faceCount(atPath: Fixtures.path("CollectionTest.ttc")) == 2)
        #expect(try FontScanner.tables(atPath: Fixtures.path("CollectionTest.ttc"), index: 1).faceCount == 2)
    }

    @Test func trakTracksAndSizesAreTheGenerators() throws {
        let e = try Fixtures.expect("TrakTest.ttf")
        let f = try FontScanner.face(atPath: Fixtures.path("TrakTest.ttf"))
        #expect(f.hasTrak && f.hasSTAT)
        let trak = try #require(f.trak)
        let et = try #require(e["trak"] as? [String: Any])
        #expect(trak.sizes == et["sizes"] as? [Double])
        let tracks = try #require(et["tracks"] as? [[String: Any]])
        #expect(trak.tracks.count == tracks.count)
        for (t, x) in zip(trak.tracks, tracks) {
            #expect(t.track == x["track"] as? Double)
            #expect(Int(t.nameID) == x["nameID"] as? Int)
            #expect(t.name == x["name"] as? String)
            #expect(t.values.map(Int.init) == x["values"] as? [Int])
        }
    }

    @Test func normalTrackingInterpolatesLinearlyAndClampsAtTheEnds() throws {
        let e = try Fixtures.expect("TrakTest.ttf")
        let trak = try #require(try FontScanner.face(atPath: Fixtures.path("TrakTest.ttf")).trak)
        let points = try #require(e["normalTrackingAt"] as? [String: Double])
        for (size, value) in points {
            let got = trak.normalTracking(atPointSize: try #require(Double(size)))
            #expect(got == value, "at \(size) pt")
        }
        #expect(trak.tracking(track: -1, atPointSize: 12) == -30)
        #expect(trak.normalTracking(atPointSize: .nan) == nil)
        #expect(trak.normalTracking(atPointSize: .infinity) == nil)
    }

    @Test func statOnAStaticFontGivesItsOpticalSizeRange() throws {
        let e = try Fixtures.expect("TrakTest.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("TrakTest.ttf"))
        let stat = try #require(t.stat)
        let es = try #require(e["stat"] as? [String: Any])
        let axes = try #require(es["designAxes"] as? [[String: Any]])
        #expect(stat.designAxes.map(\.tag.description) == axes.compactMap { $0["tag"] as? String })
        #expect(stat.designAxes.map(\.name) == axes.map { $0["name"] as? String })
        #expect(stat.designAxes.map { Int($0.ordering) } == axes.compactMap { $0["ordering"] as? Int })
        let values = try #require(es["values"] as? [[String: Any]])
        #expect(stat.axisValues.count == values.count)
        for x in values {
            let v = try #require(stat.axisValues.first { $0.axisTag?.description == x["axis"] as? String })
            #expect(Int(v.format) == x["format"] as? Int)
            #expect(v.value == x["value"] as? Double)
            #expect(v.name == x["name"] as? String)
            #expect(Int(v.flags) == x["flags"] as? Int)
            if let l = x["linkedValue"] as? Double { #expect(v.linkedValue == l) }
            if let lo = x["rangeMin"] as? Double { #expect(v.rangeMinValue == lo && v.rangeMaxValue == x["rangeMax"] as? Double) }
        }
        #expect(stat.elidedFallbackName == es["elidedFallbackName"] as? String)
        let o = try #require(e["opticalSize"] as? [String: Any])
        #expect(f.opticalSize?.min == o["min"] as? Double && f.opticalSize?.max == o["max"] as? Double)
        #expect(f.opticalSize?.source.rawValue == o["source"] as? String)
    }

    @Test func variableFontAxesInstancesAndSTAT() throws {
        let e = try Fixtures.expect("OpszVariable.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("OpszVariable.ttf"))
        #expect(f.variable)
        let axes = try #require(e["axes"] as? [[String: Any]])
        #expect(f.axes.count == axes.count)
        for (a, x) in zip(f.axes, axes) {
            #expect(a.tag.description == x["tag"] as? String)
            #expect(a.min == x["min"] as? Double && a.default == x["default"] as? Double && a.max == x["max"] as? Double)
            #expect(a.name == x["name"] as? String)
        }
        let instances = try #require(e["instances"] as? [[String: Any]])
        #expect(f.namedInstances.count == instances.count)
        for (i, x) in zip(f.namedInstances, instances) {
            #expect(i.name == x["name"] as? String)
            #expect(i.postscriptName == x["postscriptName"] as? String)
            #expect(i.coordinates == x["coordinates"] as? [String: Double])
        }
        let es = try #require(e["stat"] as? [String: Any])
        let stat = try #require(t.stat)
        #expect(stat.designAxes.map(\.tag.description) == es["designAxes"] as? [String])
        var counts: [String: Int] = [:]
        for v in stat.axisValues { counts[String(v.format), default: 0] += 1 }
        #expect(counts == es["formats"] as? [String: Int])
        let f4 = try #require(stat.axisValues.first { $0.format == 4 })
        #expect(f4.name == "Condensed Light")
        #expect(f4.axisValues?.map(\.value) == [300, 75])
        // OS/2 v5 says "no information", so STAT's opsz ranges decide.
        #expect(t.os2.map { Int($0.version) } == e["os2Version"] as? Int)
        #expect(t.os2?.usUpperOpticalPointSize.map(Int.init) == e["usUpperOpticalPointSize"] as? Int)
        let o = try #require(e["opticalSize"] as? [String: Any])
        #expect(f.opticalSize?.min == o["min"] as? Double && f.opticalSize?.max == o["max"] as? Double)
        #expect(f.opticalSize?.source.rawValue == o["source"] as? String)
    }

    @Test func namedInstancesBecomeFacesWithTheirCoordinates() throws {
        let e = try Fixtures.expect("OpszVariable.ttf")
        let f = try FontScanner.face(atPath: Fixtures.path("OpszVariable.ttf"))
        let instances = try #require(e["instances"] as? [[String: Any]])
        let faces = f.namedInstanceFaces
        #expect(faces.count == instances.count)
        for (i, (face, x)) in zip(faces, instances).enumerated() {
            let coords = try #require(x["coordinates"] as? [String: Double])
            #expect(face.namedInstance == i)
            #expect(face.style == x["name"] as? String)
            #expect(face.postscriptName == x["postscriptName"] as? String)
            #expect(Double(face.weight) == coords["wght"])
            #expect(face.width == coords["wdth"])
            #expect(face.fullName == "Opsz Variable \(x["name"] as? String ?? "")")
        }
        #expect(f.namedInstanceFace(99) == nil && f.namedInstanceFace(-1) == nil)
    }

    @Test func os2Version5OpticalRangeIsInPoints() throws {
        let e = try Fixtures.expect("OpticalRange-Display.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("OpticalRange-Display.ttf"))
        #expect(t.os2?.usLowerOpticalPointSize.map(Int.init) == e["usLowerOpticalPointSize"] as? Int)
        #expect(t.os2?.usUpperOpticalPointSize.map(Int.init) == e["usUpperOpticalPointSize"] as? Int)
        let o = try #require(e["opticalSize"] as? [String: Any])
        #expect(f.opticalSize?.min == o["min"] as? Double && f.opticalSize?.max == o["max"] as? Double)
        #expect(f.opticalSize?.source == .os2)
    }

    @Test func monospacedFromEverySignal() throws {
        let e = try Fixtures.expect("MonoTest-Regular.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("MonoTest-Regular.ttf"))
        #expect(f.monospaced && f.design == .monospaced)
        #expect(f.monospacedSignals == e["monospacedSignals"] as? [String])
        #expect(t.hmtx?.monospacedAdvance.map(Int.init) == e["advance"] as? Int)
        #expect(t.os2.map { Int($0.version) } == e["os2Version"] as? Int)
        #expect(t.os2?.ulCodePageRange != nil && t.os2?.sxHeight == nil)  // version 1 fields only
    }

    @Test func macRomanNamesDecodeAndAFontWithoutOS2FallsBackToNamesAndMacStyle() throws {
        let e = try Fixtures.expect("MacRomanName.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("MacRomanName.ttf"))
        #expect(t.os2 == nil)
        #expect(f.family == e["family"] as? String && f.style == e["style"] as? String)
        #expect(f.fullName == e["fullName"] as? String)
        #expect(f.weight == e["weight"] as? Int && f.width == e["width"] as? Double)
        #expect(t.name?.records.allSatisfy { $0.platformID == 1 } == true)
        // A (1,0) format 6 cmap: Mac Roman codes come back as Unicode (é Ñ ú).
        #expect(t.cmap.formats == (e["cmapFormats"] as? [Int])?.map(UInt16.init))
        for c in try #require(e["codePoints"] as? [Int]) { #expect(f.covers(UInt32(c)), "U+\(String(c, radix: 16))") }
        #expect(f.metrics.typoAscender == nil && !f.metrics.useTypoMetrics)
    }

    @Test func invalidUTF16NamesAreReplacedNotTrappedOn() throws {
        let e = try Fixtures.expect("InvalidUTF16Names.ttf")
        let (f, t) = try FontScanner.inspect(atPath: Fixtures.path("InvalidUTF16Names.ttf"))
        #expect(f.family == e["family"] as? String)
        #expect(f.fullName == e["fullName"] as? String)
        #expect(f.style == e["style"] as? String)
        #expect(t.os2?.version == 0 && t.os2?.sTypoAscender != nil && t.os2?.ulCodePageRange == nil)
    }

    @Test("Refused formats give their own error", arguments: [
        ("Type1Header.pfa", FontFormat.type1), ("Type1Header.pfb", .type1),
        ("WOFFHeader.woff", .woff), ("WOFF2Header.woff2", .woff2),
    ])
    func refusedFormats(file: String, format: FontFormat) throws {
        #expect(throws: FontFileError.self) { try FontScanner.faces(atPath: Fixtures.path(file)) }
        do {
            _ = try FontScanner.faces(atPath: Fixtures.path(file))
        } catch {
            #expect(error.kind == .unsupportedFormat(format))
            #expect(error.description.hasPrefix(Fixtures.path(file) + ": "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func faceInfoDoesNotKeepTheBytesAndRoundTripsThroughJSON() throws {
        let f = try FontScanner.face(atPath: Fixtures.path("OpszVariable.ttf"))
        let data = try JSONEncoder().encode(f)
        let back = try JSONDecoder().decode(FaceInfo.self, from: data)
        #expect(back == f)
        let obj = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in ["path", "index", "namedInstance", "postscriptName", "fullName", "family", "style",
                    "typographicFamily", "weight", "width", "italic", "monospaced", "design", "variable",
                    "axes", "opticalSize", "hasTrak", "hasSTAT", "colorGlyphs"] {
            #expect(obj.keys.contains(key), "\(key)")
        }
        #expect(obj["namedInstance"] is NSNull)
        let static_ = try JSONSerialization.jsonObject(with: JSONEncoder().encode(
            try FontScanner.face(atPath: Fixtures.path("MonoTest-Regular.ttf")))) as? [String: Any]
        #expect(static_?["opticalSize"] is NSNull)
    }

    @Test func inMemoryAndFileReadsAgree() throws {
        for file in ["StaticTest-SemiCondensedMedium.ttf", "CFFTest-BoldItalic.otf", "CollectionTest.ttc", "OpszVariable.ttf"] {
            var fromFile = try FontScanner.faces(atPath: Fixtures.path(file))
            for i in fromFile.indices { fromFile[i].path = nil }
            #expect(try FontScanner.faces(in: Fixtures.bytes(file)) == fromFile)
        }
    }
}

@Suite("Name words")
struct NameWordTests {
    @Test("containsIgnoringCase finds an ASCII word in any case, as lowercasing and searching does")
    func containsIgnoringCaseAgreesWithLowercasing() {
        let haystacks = ["Noto Sans", "NOTO SANS", "nOtO sAnS", "Sans", "sans", "San", "", "s", "Serif Display",
                         "PT Serif", "SF Pro Rounded", "M PLUS Rounded 1c", "Roundedd", "RoundeD", "Bold Italic",
                         "Obliq", "Ünïcode Sans Serif", "Sansérif", "xsansx", "SASANS", "ssans", "[sans]", "@SANS@"]
        let needles: [StaticString] = ["sans", "serif", "rounded", "italic", "oblique", "s", "bold"]
        for h in haystacks {
            for n in needles {
                let expected = h.lowercased().contains(n.description)
                #expect(containsIgnoringCase(h, n) == expected, "\(h) / \(n)")
            }
        }
    }
}
