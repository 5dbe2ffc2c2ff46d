import CLISupport
import FontFile
import Foundation

/// The text summary of `typography fonts info`: one section a function, each ending with its
/// blank line.
extension FontsInfo {
    static func render(face: FaceInfo, tables: FontTables) -> String {
        var out: [String] = []
        out.append(Out.oneLine(face.path ?? "<memory>"))
        out.append("format \(tables.format.rawValue), face \(tables.faceIndex + 1) of \(tables.faceCount), \(face.glyphCount) glyphs")
        out.append("")
        out += namesSection(face)
        out += classificationSection(face)
        out += metricsSection(face.metrics)
        out += directorySection(tables)
        out += coreTablesSection(tables)
        out += cmapSection(tables.cmap)
        if let name = tables.name { out += nameSection(name) }
        if let fvar = tables.fvar { out += fvarSection(fvar) }
        if let stat = tables.stat { out += statSection(stat) }
        if let trak = tables.trak { out += trakSection(trak) }
        for (tag, list) in [("GSUB", tables.gsub), ("GPOS", tables.gpos)] {
            guard let list else { continue }
            out.append("\(tag): scripts \(list.scripts.map(\.description).joined(separator: " ")); features \(list.features.map(\.description).joined(separator: " "))")
        }
        out.append("languages (\(face.languages.count)): \(face.languages.joined(separator: " "))")
        if !tables.warnings.isEmpty || !face.warnings.isEmpty {
            out.append("")
            out.append("Warnings")
            for warning in Array(Set(tables.warnings + face.warnings)).sorted() { out.append("  - \(warning)") }
        }
        return out.joined(separator: "\n")
    }

    /// A missing value as an em dash.
    private static func orDash(_ value: String?) -> String { value ?? "—" }
    private static func orDash<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "—" }
    private static func number(_ value: Double) -> String { formatNumber(value) }

    private static func namesSection(_ face: FaceInfo) -> [String] {
        var names = TextTable(["field", "value"])
        names.add(["family (1)", orDash(face.family)])
        names.add(["style (2)", orDash(face.style)])
        names.add(["typographic family (16→1)", orDash(face.typographicFamily)])
        names.add(["typographic subfamily (17→2)", orDash(face.typographicSubfamily)])
        names.add(["full name (4)", orDash(face.fullName)])
        names.add(["PostScript name (6)", orDash(face.postscriptName)])
        return ["Names", indent(names.render()), ""]
    }

    private static func classificationSection(_ face: FaceInfo) -> [String] {
        var table = TextTable(["property", "value"])
        table.add(["weight", "\(face.weight)"])
        table.add(["width", "\(number(face.width))%"])
        table.add(["slant", "\(face.slant.rawValue) (italic angle \(number(face.italicAngle))°)"])
        table.add(["monospaced", face.monospaced ? "yes (\(face.monospacedSignals.joined(separator: ", ")))" : "no"])
        table.add(["serif class", "\(face.serifClass.rawValue) (from \(face.serifClassSource))"])
        table.add(["rounded", face.rounded ? "yes (\(face.roundedSignals.joined(separator: ", ")))" : "no"])
        table.add(["design", face.design.rawValue])
        table.add(["variable", face.variable ? "yes" : "no"])
        table.add(["optical size", face.opticalSize.map { "\(number($0.min))–\(number($0.max)) pt (from \($0.source.rawValue))" } ?? "—"])
        table.add(["trak", face.hasTrak ? "yes" : "no"])
        table.add(["STAT", face.hasSTAT ? "yes" : "no"])
        table.add(["colour glyphs", face.colorGlyphs ? "yes (never synthesized)" : "no"])
        return ["Classification", indent(table.render()), ""]
    }

    private static func metricsSection(_ m: FaceInfo.Metrics) -> [String] {
        var table = TextTable(["source", "ascender", "descender", "line gap"], rightAligned: [1, 2, 3])
        table.add(["hhea", "\(m.ascender)", "\(m.descender)", "\(m.lineGap)"])
        table.add(["OS/2 typo" + (m.useTypoMetrics ? " (USE_TYPO_METRICS)" : ""), orDash(m.typoAscender), orDash(m.typoDescender), orDash(m.typoLineGap)])
        table.add(["OS/2 win", orDash(m.winAscent), orDash(m.winDescent), "—"])
        return ["Metrics (font units, \(m.unitsPerEm) per em)", indent(table.render()),
                "  x-height \(orDash(m.xHeight)), cap height \(orDash(m.capHeight)), underline \(orDash(m.underlinePosition))/\(orDash(m.underlineThickness))",
                ""]
    }

    private static func directorySection(_ t: FontTables) -> [String] {
        var table = TextTable(["tag", "offset", "length"], rightAligned: [1, 2])
        for record in t.directory { table.add([record.tag.description, "\(record.offset)", "\(record.length)"]) }
        return ["Tables", indent(table.render()), ""]
    }

    /// head, hhea, maxp, OS/2, post and hmtx, a line or so each.
    private static func coreTablesSection(_ t: FontTables) -> [String] {
        var out: [String] = []
        let h = t.head
        out.append("head: version \(h.majorVersion).\(h.minorVersion), revision \(number(h.fontRevision)), unitsPerEm \(h.unitsPerEm), macStyle \(h.macStyle), bbox \(h.xMin) \(h.yMin) \(h.xMax) \(h.yMax), lowestRecPPEM \(h.lowestRecPPEM)")
        out.append("hhea: ascender \(t.hhea.ascender), descender \(t.hhea.descender), lineGap \(t.hhea.lineGap), advanceWidthMax \(t.hhea.advanceWidthMax), numberOfHMetrics \(t.hhea.numberOfHMetrics)")
        out.append("maxp: version \(String(t.maxp.version, radix: 16)), numGlyphs \(t.maxp.numGlyphs)")
        if let o = t.os2 {
            out.append("OS/2: version \(o.version), usWeightClass \(o.usWeightClass), usWidthClass \(o.usWidthClass), fsSelection \(o.fsSelection), fsType \(o.fsType), achVendID '\(o.achVendID)'")
            out.append("      sFamilyClass \(o.familyClass).\(UInt16(bitPattern: o.sFamilyClass) & 0xFF), panose \(o.panose.map(String.init).joined(separator: " "))")
            if let lo = o.usLowerOpticalPointSize, let hi = o.usUpperOpticalPointSize {
                out.append("      usLowerOpticalPointSize \(lo), usUpperOpticalPointSize \(hi) (TWIPs)")
            }
        } else {
            out.append("OS/2: absent")
        }
        if let p = t.post {
            out.append("post: version \(number(p.version)), italicAngle \(number(p.italicAngle)), underline \(p.underlinePosition)/\(p.underlineThickness), isFixedPitch \(p.isFixedPitch)")
        } else {
            out.append("post: absent")
        }
        if let hm = t.hmtx {
            out.append("hmtx: \(hm.numberOfHMetrics) metrics, advances \(orDash(hm.minAdvance))–\(orDash(hm.maxAdvance))" + (hm.allNonZeroAdvancesEqual ? ", all non-zero advances equal (\(orDash(hm.monospacedAdvance)))" : ""))
        } else {
            out.append("hmtx: absent")
        }
        out.append("")
        return out
    }

    private static func cmapSection(_ cmap: CmapTable) -> [String] {
        var table = TextTable(["platform", "encoding", "format", "language", "offset", "used for"], rightAligned: [4])
        for (index, subtable) in cmap.subtables.enumerated() {
            table.add(["\(subtable.platformID)", "\(subtable.encodingID)", orDash(subtable.format), orDash(subtable.language),
                       "\(subtable.offset)", index == cmap.coverageSubtable ? "coverage" : ""])
        }
        return ["cmap: version \(cmap.version), \(cmap.codePointCount) code points in \(cmap.ranges.count) ranges" + (cmap.hasVariationSequences ? ", variation sequences (format 14)" : ""),
                indent(table.render()), "  ranges: " + rangesSummary(cmap.ranges), ""]
    }

    private static func nameSection(_ name: NameTable) -> [String] {
        var table = TextTable(["platform", "encoding", "language", "id", "value"], rightAligned: [3])
        for record in name.records {
            table.add(["\(record.platformID)", "\(record.encodingID)", record.languageTag ?? hex4(record.languageID),
                       "\(record.nameID)", record.value.map(printable) ?? "(not decoded)"])
        }
        return ["name: format \(name.format), \(name.records.count) records", indent(table.render()), ""]
    }

    private static func fvarSection(_ fvar: FvarTable) -> [String] {
        var axes = TextTable(["tag", "min", "default", "max", "name", "hidden"], rightAligned: [1, 2, 3])
        for axis in fvar.axes {
            axes.add([axis.tag.description, number(axis.minValue), number(axis.defaultValue), number(axis.maxValue),
                      orDash(axis.name), axis.hidden ? "yes" : ""])
        }
        var instances = TextTable(["#", "name", "PostScript name", "coordinates"])
        for (index, instance) in fvar.instances.enumerated() {
            let coordinates = zip(fvar.axes, instance.coordinates).map { "\($0.tag)=\(number($1))" }.joined(separator: " ")
            instances.add(["\(index)", orDash(instance.name), orDash(instance.postScriptName), coordinates])
        }
        return ["fvar: \(fvar.axes.count) axes, \(fvar.instances.count) named instances", indent(axes.render()),
                indent(instances.render()), ""]
    }

    private static func statSection(_ stat: STATTable) -> [String] {
        var designAxes = TextTable(["tag", "name", "ordering"])
        for axis in stat.designAxes { designAxes.add([axis.tag.description, orDash(axis.name), "\(axis.ordering)"]) }
        var axisValues = TextTable(["format", "axis", "value", "range / linked", "name", "flags"])
        for value in stat.axisValues {
            let extra: String
            if let lo = value.rangeMinValue, let hi = value.rangeMaxValue { extra = "\(number(lo))–\(number(hi))" }
            else if let linked = value.linkedValue { extra = "→ \(number(linked))" }
            else { extra = "" }
            let axis = value.axisTag?.description
                ?? (value.axisValues ?? []).map { "#\($0.axisIndex)=\(number($0.value))" }.joined(separator: " ")
            axisValues.add(["\(value.format)", axis, value.value.map(number) ?? "", extra, orDash(value.name), "\(value.flags)"])
        }
        return ["STAT: version \(stat.majorVersion).\(stat.minorVersion), elided fallback name \(orDash(stat.elidedFallbackName))",
                indent(designAxes.render()), indent(axisValues.render()), ""]
    }

    private static func trakSection(_ trak: TrakTable) -> [String] {
        var table = TextTable(["track", "name"] + trak.sizes.map { "\(number($0)) pt" }, rightAligned: Set(2..<(2 + trak.sizes.count)))
        for track in trak.tracks { table.add([number(track.track), orDash(track.name)] + track.values.map { "\($0)" }) }
        return ["trak: \(trak.tracks.count) tracks × \(trak.sizes.count) sizes (font units)", indent(table.render()), ""]
    }
}
