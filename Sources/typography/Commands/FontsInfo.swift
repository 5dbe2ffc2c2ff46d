import ArgumentParser
import CLISupport
import FontFile
import Foundation

/// `typography fonts info FILE`: every table the reader parses, and the face's classification,
/// like ttx or hb-info. Text is a readable summary; `--json` is the face object (the catalog's
/// field names) with the full table dump under `"tables"`.
struct FontsInfo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the tables and the classification of a font file's face.")

    @Argument(help: "A font file: TrueType, OpenType (CFF) or a collection (.ttc/.otc).") var file: String
    @Option(help: "The face index in a collection (default 0).") var index: Int = 0
    @Flag(name: [.customShort("j"), .long], help: "Print JSON.") var json = false

    /// The face's fields with the tables nested under "tables".
    struct Output: Encodable {
        let face: FaceInfo
        let tables: FontTables
        enum Key: String, CodingKey { case tables, faceCount }
        func encode(to encoder: Encoder) throws {
            try face.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(tables, forKey: .tables)
            try c.encode(tables.faceCount, forKey: .faceCount)
        }
    }

    func run() throws {
        let result: (face: FaceInfo, tables: FontTables)
        do {
            result = try FontScanner.inspect(atPath: file, index: index)
        } catch {
            switch error.kind {
            case .fileNotFound, .fileUnreadable: throw CLIError.noInput(error.description)
            case .noSuchFace: throw CLIError.usage(error.description)
            default: throw CLIError.dataError(error.description)
            }
        }
        if json {
            try Out.json(Output(face: result.face, tables: result.tables))
        } else {
            Out.line(FontsInfo.render(face: result.face, tables: result.tables))
        }
    }

    // MARK: Text

    static func render(face f: FaceInfo, tables t: FontTables) -> String {
        var out: [String] = []
        func line(_ s: String = "") { out.append(s) }
        func opt(_ s: String?) -> String { s ?? "—" }
        func opt<T>(_ v: T?) -> String { v.map { "\($0)" } ?? "—" }
        func num(_ d: Double) -> String { formatNumber(d) }

        line(Out.oneLine(f.path ?? "<memory>"))
        line("format \(t.format.rawValue), face \(t.faceIndex + 1) of \(t.faceCount), \(f.glyphCount) glyphs")
        line()
        line("Names")
        var names = TextTable(["field", "value"])
        names.add(["family (1)", opt(f.family)])
        names.add(["style (2)", opt(f.style)])
        names.add(["typographic family (16→1)", opt(f.typographicFamily)])
        names.add(["typographic subfamily (17→2)", opt(f.typographicSubfamily)])
        names.add(["full name (4)", opt(f.fullName)])
        names.add(["PostScript name (6)", opt(f.postscriptName)])
        line(indent(names.render()))
        line()
        line("Classification")
        var cls = TextTable(["property", "value"])
        cls.add(["weight", "\(f.weight)"])
        cls.add(["width", "\(num(f.width))%"])
        cls.add(["slant", "\(f.slant.rawValue) (italic angle \(num(f.italicAngle))°)"])
        cls.add(["monospaced", f.monospaced ? "yes (\(f.monospacedSignals.joined(separator: ", ")))" : "no"])
        cls.add(["serif class", "\(f.serifClass.rawValue) (from \(f.serifClassSource))"])
        cls.add(["rounded", f.rounded ? "yes (\(f.roundedSignals.joined(separator: ", ")))" : "no"])
        cls.add(["design", f.design.rawValue])
        cls.add(["variable", f.variable ? "yes" : "no"])
        cls.add(["optical size", f.opticalSize.map { "\(num($0.min))–\(num($0.max)) pt (from \($0.source.rawValue))" } ?? "—"])
        cls.add(["trak", f.hasTrak ? "yes" : "no"])
        cls.add(["STAT", f.hasSTAT ? "yes" : "no"])
        cls.add(["colour glyphs", f.colorGlyphs ? "yes (never synthesized)" : "no"])
        line(indent(cls.render()))
        line()
        line("Metrics (font units, \(f.metrics.unitsPerEm) per em)")
        let m = f.metrics
        var met = TextTable(["source", "ascender", "descender", "line gap"], rightAligned: [1, 2, 3])
        met.add(["hhea", "\(m.ascender)", "\(m.descender)", "\(m.lineGap)"])
        met.add(["OS/2 typo" + (m.useTypoMetrics ? " (USE_TYPO_METRICS)" : ""), opt(m.typoAscender), opt(m.typoDescender), opt(m.typoLineGap)])
        met.add(["OS/2 win", opt(m.winAscent), opt(m.winDescent), "—"])
        line(indent(met.render()))
        line("  x-height \(opt(m.xHeight)), cap height \(opt(m.capHeight)), underline \(opt(m.underlinePosition))/\(opt(m.underlineThickness))")
        line()
        line("Tables")
        var dir = TextTable(["tag", "offset", "length"], rightAligned: [1, 2])
        for r in t.directory { dir.add([r.tag.description, "\(r.offset)", "\(r.length)"]) }
        line(indent(dir.render()))
        line()
        let h = t.head
        line("head: version \(h.majorVersion).\(h.minorVersion), revision \(num(h.fontRevision)), unitsPerEm \(h.unitsPerEm), macStyle \(h.macStyle), bbox \(h.xMin) \(h.yMin) \(h.xMax) \(h.yMax), lowestRecPPEM \(h.lowestRecPPEM)")
        line("hhea: ascender \(t.hhea.ascender), descender \(t.hhea.descender), lineGap \(t.hhea.lineGap), advanceWidthMax \(t.hhea.advanceWidthMax), numberOfHMetrics \(t.hhea.numberOfHMetrics)")
        line("maxp: version \(String(t.maxp.version, radix: 16)), numGlyphs \(t.maxp.numGlyphs)")
        if let o = t.os2 {
            line("OS/2: version \(o.version), usWeightClass \(o.usWeightClass), usWidthClass \(o.usWidthClass), fsSelection \(o.fsSelection), fsType \(o.fsType), achVendID '\(o.achVendID)'")
            line("      sFamilyClass \(o.familyClass).\(UInt16(bitPattern: o.sFamilyClass) & 0xFF), panose \(o.panose.map(String.init).joined(separator: " "))")
            if let lo = o.usLowerOpticalPointSize, let hi = o.usUpperOpticalPointSize {
                line("      usLowerOpticalPointSize \(lo), usUpperOpticalPointSize \(hi) (TWIPs)")
            }
        } else {
            line("OS/2: absent")
        }
        if let p = t.post {
            line("post: version \(num(p.version)), italicAngle \(num(p.italicAngle)), underline \(p.underlinePosition)/\(p.underlineThickness), isFixedPitch \(p.isFixedPitch)")
        } else {
            line("post: absent")
        }
        if let hm = t.hmtx {
            line("hmtx: \(hm.numberOfHMetrics) metrics, advances \(opt(hm.minAdvance))–\(opt(hm.maxAdvance))" + (hm.allNonZeroAdvancesEqual ? ", all non-zero advances equal (\(opt(hm.monospacedAdvance)))" : ""))
        } else {
            line("hmtx: absent")
        }
        line()
        line("cmap: version \(t.cmap.version), \(t.cmap.codePointCount) code points in \(t.cmap.ranges.count) ranges" + (t.cmap.hasVariationSequences ? ", variation sequences (format 14)" : ""))
        var cm = TextTable(["platform", "encoding", "format", "language", "offset", "used for"], rightAligned: [4])
        for (i, s) in t.cmap.subtables.enumerated() {
            cm.add(["\(s.platformID)", "\(s.encodingID)", opt(s.format), opt(s.language), "\(s.offset)",
                    i == t.cmap.coverageSubtable ? "coverage" : ""])
        }
        line(indent(cm.render()))
        line("  ranges: " + rangesSummary(t.cmap.ranges))
        line()
        if let name = t.name {
            line("name: format \(name.format), \(name.records.count) records")
            var nt = TextTable(["platform", "encoding", "language", "id", "value"], rightAligned: [3])
            for r in name.records {
                nt.add(["\(r.platformID)", "\(r.encodingID)", r.languageTag ?? hex4(r.languageID), "\(r.nameID)",
                        r.value.map(printable) ?? "(not decoded)"])
            }
            line(indent(nt.render()))
            line()
        }
        if let fvar = t.fvar {
            line("fvar: \(fvar.axes.count) axes, \(fvar.instances.count) named instances")
            var ax = TextTable(["tag", "min", "default", "max", "name", "hidden"], rightAligned: [1, 2, 3])
            for a in fvar.axes {
                ax.add([a.tag.description, num(a.minValue), num(a.defaultValue), num(a.maxValue), opt(a.name), a.hidden ? "yes" : ""])
            }
            line(indent(ax.render()))
            var it = TextTable(["#", "name", "PostScript name", "coordinates"])
            for (i, inst) in fvar.instances.enumerated() {
                let coords = zip(fvar.axes, inst.coordinates).map { "\($0.tag)=\(num($1))" }.joined(separator: " ")
                it.add(["\(i)", opt(inst.name), opt(inst.postScriptName), coords])
            }
            line(indent(it.render()))
            line()
        }
        if let stat = t.stat {
            line("STAT: version \(stat.majorVersion).\(stat.minorVersion), elided fallback name \(opt(stat.elidedFallbackName))")
            var da = TextTable(["tag", "name", "ordering"])
            for a in stat.designAxes { da.add([a.tag.description, opt(a.name), "\(a.ordering)"]) }
            line(indent(da.render()))
            var av = TextTable(["format", "axis", "value", "range / linked", "name", "flags"])
            for v in stat.axisValues {
                let extra: String
                if let lo = v.rangeMinValue, let hi = v.rangeMaxValue { extra = "\(num(lo))–\(num(hi))" }
                else if let l = v.linkedValue { extra = "→ \(num(l))" }
                else { extra = "" }
                let axis = v.axisTag?.description
                    ?? (v.axisValues ?? []).map { "#\($0.axisIndex)=\(num($0.value))" }.joined(separator: " ")
                av.add(["\(v.format)", axis, v.value.map(num) ?? "", extra, opt(v.name), "\(v.flags)"])
            }
            line(indent(av.render()))
            line()
        }
        if let trak = t.trak {
            line("trak: \(trak.tracks.count) tracks × \(trak.sizes.count) sizes (font units)")
            var tt = TextTable(["track", "name"] + trak.sizes.map { "\(num($0)) pt" }, rightAligned: Set(2..<(2 + trak.sizes.count)))
            for tr in trak.tracks { tt.add([num(tr.track), opt(tr.name)] + tr.values.map { "\($0)" }) }
            line(indent(tt.render()))
            line()
        }
        for (tag, list) in [("GSUB", t.gsub), ("GPOS", t.gpos)] {
            guard let list else { continue }
            line("\(tag): scripts \(list.scripts.map(\.description).joined(separator: " ")); features \(list.features.map(\.description).joined(separator: " "))")
        }
        line("languages (\(f.languages.count)): \(f.languages.joined(separator: " "))")
        if !t.warnings.isEmpty || !f.warnings.isEmpty {
            line()
            line("Warnings")
            for w in Array(Set(t.warnings + f.warnings)).sorted() { line("  - \(w)") }
        }
        return out.joined(separator: "\n")
    }

    static func indent(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Font strings may hold control characters: shown as U+FFFD so output stays one line each.
    static func printable(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\u{FFFD}" : $0 }))
    }

    static func rangesSummary(_ ranges: [ClosedRange<UInt32>]) -> String {
        func u(_ c: UInt32) -> String {
            let s = String(c, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - s.count)) + s
        }
        let shown = ranges.prefix(12).map { $0.lowerBound == $0.upperBound ? u($0.lowerBound) : "\(u($0.lowerBound))–\(u($0.upperBound))" }
        return shown.joined(separator: " ") + (ranges.count > 12 ? " … (\(ranges.count - 12) more)" : "")
    }
}
