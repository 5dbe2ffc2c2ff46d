/// The classification of a face from its parsed tables.
extension FaceInfo {
    /// usWidthClass 1…9 as CSS percentages (OpenType `OS/2` spec, usWidthClass).
    public static let widthClassPercentages: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]

    /// The classification of one face. With ``FontScanner/Purpose/catalog``, the same rules
    /// decide every field; only the values the catalog does not keep are left out (see there).
    init(tables t: FontTables, names: NameView, path: String?, purpose: FontScanner.Purpose = .full) {
        let full = purpose == .full
        var warnings = t.warnings
        // OS/2 is read field by field through `t.os2?`: bound to a local, the table would be
        // copied, with a retain and a release of each of its arrays, on every face.
        let family = names.string(1)
        let style = names.string(2)
        let typoFamily = names.string(16) ?? family
        let typoSub = names.string(17) ?? style
        var fullName = names.string(4)
        if fullName == nil, let f = family { fullName = style.map { "\(f) \($0)" } ?? f }
        // The style words are only needed without a usable OS/2 table: made when asked for.
        let styleWords = { [typoSub, style].compactMap { $0 }.joined(separator: " ") }

        let weight = FaceInfo.weight(t, styleWords: styleWords, warnings: &warnings)
        let width = FaceInfo.width(t, styleWords: styleWords, warnings: &warnings)
        let italicAngle = t.post?.italicAngle ?? 0
        let slant = FaceInfo.slant(t, italicAngle: italicAngle)
        let (monospaced, mono) = FaceInfo.monospaced(t, listingSignals: full)
        let (serifClass, serifSource) = FaceInfo.serifClass(t, typographicFamily: typoFamily)
        let (rounded, roundedSignals) = FaceInfo.rounded(t, family: family, typographicFamily: typoFamily, listingSignals: full)
        let design: FaceInfo.Design = monospaced ? .monospaced : rounded ? .rounded
            : serifClass == .serif ? .serif : .default
        let (axes, instances) = FaceInfo.variations(t)

        self.init(
            path: path, index: t.faceIndex, namedInstance: nil, format: t.format,
            postscriptName: names.string(6), fullName: fullName, family: family, style: style,
            typographicFamily: typoFamily, typographicSubfamily: typoSub, weight: weight, width: width,
            italic: slant != .upright, slant: slant, italicAngle: italicAngle, monospaced: monospaced,
            monospacedSignals: mono, serifClass: serifClass, serifClassSource: serifSource,
            rounded: rounded, roundedSignals: roundedSignals, design: design, variable: t.fvar != nil,
            axes: axes, namedInstances: instances, opticalSize: FaceInfo.opticalSize(t), hasTrak: t.trak != nil,
            hasSTAT: t.stat != nil, colorGlyphs: FaceInfo.hasColorGlyphTable(t.directory), trak: full ? t.trak : nil, gsubFeatures: t.gsub?.features ?? [],
            gposFeatures: t.gpos?.features ?? [], metrics: FaceInfo.metrics(t), glyphCount: Int(t.maxp.numGlyphs),
            codePoints: t.cmap.ranges, languages: full ? LanguageSupport.languages(covering: t.cmap.ranges) : [],
            warnings: warnings)
    }

    /// Weight: OS/2 usWeightClass; without OS/2 (old Mac fonts), the style name, then macStyle.
    private static func weight(_ t: FontTables, styleWords: () -> String, warnings: inout [String]) -> Int {
        var weight: Int
        if let weightClass = t.os2?.usWeightClass {
            weight = Int(weightClass)
            if (1...9).contains(weight) {
                // Font bug tolerated: a 1–9 weight class (the Windows FW_ classes divided by 100);
                // scaled by 100, as the WPF font selection model advises.
                warnings.append("OS/2: usWeightClass \(weight) read as \(weight * 100)")
                weight *= 100
            } else if weight == 0 || weight > 1000 {
                // Font bug tolerated: out of range; the style name decides instead.
                warnings.append("OS/2: usWeightClass \(weight) is out of range; weight taken from the style name")
                weight = FaceInfo.weight(fromStyle: styleWords()) ?? (t.head.macStyleBold ? 700 : 400)
            }
        } else {
            weight = FaceInfo.weight(fromStyle: styleWords()) ?? (t.head.macStyleBold ? 700 : 400)
        }
        return weight
    }

    /// Width: OS/2 usWidthClass; without it, the style name.
    private static func width(_ t: FontTables, styleWords: () -> String, warnings: inout [String]) -> Double {
        var width = 100.0
        if let widthClass = t.os2?.usWidthClass {
            let wc = Int(widthClass)
            if (1...9).contains(wc) {
                width = FaceInfo.widthClassPercentages[wc - 1]
            } else {
                // Font bug tolerated: a width class outside 1–9 is read as normal (100).
                warnings.append("OS/2: usWidthClass \(wc) is out of range; width 100 used")
            }
        } else if let w = FaceInfo.width(fromStyle: styleWords()) {
            width = w
        }
        return width
    }

    /// Slant: fsSelection italic (bit 0) or oblique (bit 9), head.macStyle italic, then a
    /// non-zero post.italicAngle (an oblique face that sets no flag).
    private static func slant(_ t: FontTables, italicAngle: Double) -> FaceInfo.Slant {
        if t.os2?.isItalic == true || t.head.macStyleItalic {
            return .italic
        } else if t.os2?.isOblique == true {
            return .oblique
        } else if italicAngle != 0, italicAngle.isFinite, abs(italicAngle) < 90 {
            return .oblique
        }
        return .upright
    }

    /// Monospaced, from evidence: post.isFixedPitch, all non-zero hmtx advances equal, or
    /// PANOSE proportion 9; and the face is a text face: it covers the Latin capitals. (A colour
    /// emoji font has square glyphs and sets isFixedPitch, a SignWriting font has one advance:
    /// neither is a monospaced text font, and neither covers A–Z.) The signals seen are listed
    /// only when `listingSignals`.
    private static func monospaced(_ t: FontTables, listingSignals full: Bool) -> (Bool, signals: [String]) {
        var mono: [String] = []
        var signalled = false
        func monoSignal(_ on: Bool, _ name: String) {
            guard on else { return }
            signalled = true
            if full { mono.append(name) }
        }
        monoSignal(t.post.map { $0.isFixedPitch != 0 } ?? false, "post.isFixedPitch")
        if let h = t.hmtx { monoSignal(h.allNonZeroAdvancesEqual && t.maxp.numGlyphs > 1, "hmtx") }
        let panose = t.os2.map { (kind: $0.panoseKind, proportion: $0.panoseProportion) }
        monoSignal(panose.map { $0.kind == 2 && $0.proportion == 9 } ?? false, "panose")
        let latin = t.cmap.ranges.contains { $0.contains(0x41) && $0.contains(0x5A) }
        return (signalled && latin, mono)
    }

    /// Serif / sans / other, and what said so: the family's own name when it has the word "Sans"
    /// or "Serif" (a declaration the PANOSE bytes sometimes contradict: Noto Sans Medefaidrin's
    /// say serif, Noto Serif Khojki Regular's sans, its Bold's serif), else PANOSE Latin Text
    /// (family kind 2) serif style, else the IBM family class, else the name's letters.
    private static func serifClass(_ t: FontTables, typographicFamily typoFamily: String?) -> (FaceInfo.SerifClass, source: String) {
        // The PANOSE bytes read (a parsed OS/2 table has all ten): kind, serif style.
        let panose = t.os2.map { (kind: $0.panoseKind, serif: $0.panoseSerifStyle) }
        let nameWords = typoFamily.map { $0.lowercased().split(whereSeparator: { !$0.isLetter }) } ?? []
        if nameWords.contains("sans") {
            return (.sans, "name")
        } else if nameWords.contains("serif") {
            return (.serif, "name")
        } else if let p = panose, p.kind == 2, p.serif >= 2 {
            return (p.serif <= 10 ? .serif : .sans, "panose")  // 2–10 serifs; 11–15 sans (incl. flared, rounded)
        } else if let p = panose, p.kind >= 3 {
            return (.other, "panose")  // script, decorative, pictorial
        } else if let familyClass = t.os2?.familyClass, familyClass != 0 {
            switch familyClass {
            case 1, 2, 3, 4, 5, 7: return (.serif, "sFamilyClass")
            case 8: return (.sans, "sFamilyClass")
            default: return (.other, "sFamilyClass")  // ornamentals, scripts, symbolic, reserved
            }
        } else if let f = typoFamily {
            if containsIgnoringCase(f, "sans") { return (.sans, "name") }
            if containsIgnoringCase(f, "serif") { return (.serif, "name") }
        }
        return (.other, "none")
    }

    /// Rounded, from the family's own name or its STAT axis values; not PANOSE's "rounded"
    /// serif style, which Calibri (and so Carlito) sets for its softened corners. The signals
    /// seen are listed only when `listingSignals`.
    private static func rounded(_ t: FontTables, family: String?, typographicFamily typoFamily: String?,
                                listingSignals full: Bool) -> (Bool, signals: [String]) {
        var roundedSignals: [String] = []
        var rounded = false
        func roundedSignal(_ on: Bool, _ name: String) {
            guard on else { return }
            rounded = true
            if full { roundedSignals.append(name) }
        }
        roundedSignal(family.map({ containsIgnoringCase($0, "rounded") }) ?? false
            || typoFamily.map({ containsIgnoringCase($0, "rounded") }) ?? false, "name")
        roundedSignal(t.stat?.axisValues.contains { v in v.name.map { containsIgnoringCase($0, "rounded") } ?? false } ?? false,
                      "STAT")
        return (rounded, roundedSignals)
    }

    /// The variation axes and named instances of `fvar`.
    private static func variations(_ t: FontTables) -> ([FaceInfo.Axis], [FaceInfo.NamedInstance]) {
        var axes: [FaceInfo.Axis] = []
        var instances: [FaceInfo.NamedInstance] = []
        if let fvar = t.fvar {
            axes = fvar.axes.map {
                FaceInfo.Axis(tag: $0.tag, min: $0.minValue, default: $0.defaultValue, max: $0.maxValue,
                              name: $0.name, hidden: $0.hidden)
            }
            for (i, inst) in fvar.instances.enumerated() {
                var coords: [String: Double] = [:]
                for (a, v) in zip(fvar.axes, inst.coordinates) { coords[a.tag.description] = v }
                instances.append(FaceInfo.NamedInstance(index: i, name: inst.name,
                                                        postscriptName: inst.postScriptName, coordinates: coords))
            }
        }
        return (axes, instances)
    }

    /// Optical size: OS/2 v5, else STAT opsz, else the fvar opsz axis.
    private static func opticalSize(_ t: FontTables) -> FaceInfo.OpticalSize? {
        if let r = t.os2?.opticalPointSizeRange {
            return .init(min: r.lowerBound, max: r.upperBound, source: .os2)
        } else if let r = t.stat?.opticalSizeRange {
            return .init(min: r.lowerBound, max: r.upperBound, source: .stat)
        } else if let a = t.fvar?.axis("opsz") {
            return .init(min: a.minValue, max: a.maxValue, source: .fvar)
        }
        return nil
    }

    private static func metrics(_ t: FontTables) -> FaceInfo.Metrics {
        FaceInfo.Metrics(
            unitsPerEm: Int(t.head.unitsPerEm), ascender: Int(t.hhea.ascender),
            descender: Int(t.hhea.descender), lineGap: Int(t.hhea.lineGap),
            typoAscender: t.os2?.sTypoAscender.map(Int.init), typoDescender: t.os2?.sTypoDescender.map(Int.init),
            typoLineGap: t.os2?.sTypoLineGap.map(Int.init), winAscent: t.os2?.usWinAscent.map(Int.init),
            winDescent: t.os2?.usWinDescent.map(Int.init), xHeight: t.os2?.sxHeight.map(Int.init),
            capHeight: t.os2?.sCapHeight.map(Int.init), useTypoMetrics: t.os2?.useTypoMetrics ?? false,
            underlinePosition: t.post.map { Int($0.underlinePosition) },
            underlineThickness: t.post.map { Int($0.underlineThickness) },
            strikeoutPosition: t.os2.map { Int($0.yStrikeoutPosition) }, strikeoutSize: t.os2.map { Int($0.yStrikeoutSize) })
    }

    /// Whether `directory` lists a non-empty colour glyph table (``colorGlyphs``): `COLR`,
    /// `CBDT`, `sbix` or `SVG `.
    static func hasColorGlyphTable(_ directory: [TableRecord]) -> Bool {
        directory.contains { r in r.length > 0 && colorGlyphTables.contains(r.tag) }
    }

    private static let colorGlyphTables: [OpenTypeTag] = ["COLR", "CBDT", "sbix", "SVG "]

    /// The face as its named instance `i`: names from the instance, weight from `wght`, width
    /// from `wdth`, slant from `ital`/`slnt` (or "Italic"/"Oblique" in the instance name).
    /// `nil` when there is no such instance.
    public func namedInstanceFace(_ i: Int) -> FaceInfo? {
        guard i >= 0, i < namedInstances.count else { return nil }
        let v = FaceInfo.instanceValues(namedInstances[i], typographicFamily: typographicFamily,
                                        typographicSubfamily: typographicSubfamily,
                                        postscriptName: postscriptName, weight: weight, width: width, slant: slant)
        var f = self
        f.namedInstance = i
        v.apply(to: &f)
        f.italic = f.slant != .upright
        return f
    }

    /// A record of a face that a named instance's values apply to: ``FaceInfo`` itself, and a
    /// catalog's own record of a face.
    package protocol NamedInstanceRecord {
        var style: String? { get set }
        var typographicSubfamily: String? { get set }
        var fullName: String? { get set }
        var postscriptName: String? { get set }
        var weight: Int { get set }
        var width: Double { get set }
        var slant: Slant { get set }
    }

    /// What a named instance changes in its face: the rules of ``namedInstanceFace(_:)``, from
    /// the face's values, for callers that keep their own record of a face (the catalog).
    package struct InstanceValues {
        /// The style and typographic subfamily.
        package var style: String?
        package var fullName: String
        package var postscriptName: String?
        package var weight: Int
        package var width: Double
        package var slant: Slant

        /// Sets what the instance changes in `record`.
        package func apply<R: NamedInstanceRecord>(to record: inout R) {
            record.style = style
            record.typographicSubfamily = style
            record.fullName = fullName
            record.postscriptName = postscriptName
            record.weight = weight
            record.width = width
            record.slant = slant
        }
    }

    package static func instanceValues(_ inst: NamedInstance, typographicFamily: String?,
                                       typographicSubfamily: String?, postscriptName: String?,
                                       weight: Int, width: Double, slant: Slant) -> InstanceValues {
        let sub = inst.name ?? typographicSubfamily
        var v = InstanceValues(style: sub, fullName: [typographicFamily, sub].compactMap { $0 }.joined(separator: " "),
                               postscriptName: nil, weight: weight, width: width, slant: slant)
        v.postscriptName = inst.postscriptName ?? postscriptName.map { base in
            // Derived as Adobe TN 5902 does: the family prefix and the instance name, no spaces.
            let prefix = (typographicFamily ?? base).filter { $0 != " " }
            return prefix + "-" + (sub ?? "").filter { $0 != " " }
        }
        if let w = inst.coordinates["wght"], w.isFinite { v.weight = Int(Swift.min(Swift.max(w.rounded(), 1), 1000)) }
        if let w = inst.coordinates["wdth"], w.isFinite, w > 0 { v.width = w }
        let subName = sub ?? ""
        if let x = inst.coordinates["ital"], x >= 0.5 { v.slant = .italic }
        else if let x = inst.coordinates["slnt"], x != 0 { v.slant = .oblique }
        else if containsIgnoringCase(subName, "italic") { v.slant = .italic }
        else if containsIgnoringCase(subName, "oblique") { v.slant = .oblique }
        else if inst.coordinates["ital"] != nil || inst.coordinates["slnt"] != nil { v.slant = .upright }
        return v
    }

    /// Every named instance as a face (empty for a static font).
    public var namedInstanceFaces: [FaceInfo] {
        namedInstances.indices.compactMap { namedInstanceFace($0) }
    }

    /// A weight from style words, for fonts without a usable OS/2 table.
    static func weight(fromStyle s: String) -> Int? {
        let table: [(StaticString, Int)] = [
            ("thin", 100), ("hairline", 100), ("extralight", 200), ("ultralight", 200),
            ("extra light", 200), ("semilight", 350), ("demilight", 350), ("light", 300),
            ("semibold", 600), ("demibold", 600), ("semi bold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("extra bold", 800), ("heavy", 900), ("black", 900),
            ("bold", 700), ("medium", 500), ("book", 400), ("regular", 400), ("normal", 400),
        ]
        for (word, w) in table where containsIgnoringCase(s, word) { return w }
        return nil
    }

    /// A width from style words, for fonts without OS/2.
    static func width(fromStyle s: String) -> Double? {
        let table: [(StaticString, Double)] = [
            ("ultracondensed", 50), ("extracondensed", 62.5), ("semicondensed", 87.5),
            ("condensed", 75), ("narrow", 75), ("ultraexpanded", 200), ("extraexpanded", 150),
            ("semiexpanded", 112.5), ("expanded", 125), ("extended", 125),
        ]
        for (word, w) in table where containsIgnoringCase(s, word) { return w }
        return nil
    }
}

/// Whether `haystack` contains the lowercase ASCII `needle`, ignoring ASCII case: a byte search
/// (no Foundation, no grapheme breaking), fast enough for every face of a catalog scan.
func containsIgnoringCase(_ haystack: String, _ needle: StaticString) -> Bool {
    let n = needle.utf8CodeUnitCount
    guard n > 0 else { return true }
    return needle.withUTF8Buffer { nb in
        func search(_ hb: UnsafeBufferPointer<UInt8>) -> Bool {
            guard hb.count >= n else { return false }
            let first = nb[0]
            // The needle's first letter, either case, before comparing the rest.
            let firstCapital = first >= 0x61 && first <= 0x7A ? first & ~0x20 : first
            outer: for start in 0...(hb.count - n) {
                let c0 = hb[start]
                guard c0 == first || c0 == firstCapital else { continue }
                for j in 1..<n {
                    var c = hb[start + j]
                    if c >= 0x41 && c <= 0x5A { c |= 0x20 }
                    if c != nb[j] { continue outer }
                }
                return true
            }
            return false
        }
        // In place: the string's own bytes (a copy of a native string's bytes otherwise).
        return haystack.utf8.withContiguousStorageIfAvailable(search) ?? Array(haystack.utf8).withUnsafeBufferPointer(search)
    }
}

/// ``namedInstanceFace(_:)`` applies an instance's values to a copy of the face.
extension FaceInfo: FaceInfo.NamedInstanceRecord {}
