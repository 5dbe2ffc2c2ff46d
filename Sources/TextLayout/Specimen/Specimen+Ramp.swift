import FontCatalog
import TypeSystem

extension Specimen {
    /// Every published style of the platform (or `styles`) at the environment's category: for
    /// each, its name, size, line height, weight and Apple's tracking, the face drawn with its
    /// applied tracking and the tracking's source, and `sample` set in the style (wrapped to the
    /// page, every line of it, at the style's line height). `language` (BCP 47) chooses the
    /// fallback faces for the sample's characters the style's face lacks. `width` is the page's
    /// (default: ``pageWidth(for:)``).
    public static func ramp(environment: TypeEnvironment, modifiers: StyleModifiers = .none, styles: [TextStyle]? = nil,
                            sample: String = Specimen.defaultSample, fonts: CatalogFonts,
                            width: Double? = nil, language: String? = nil) throws -> Specimen {
        let platform = environment.platform
        let width = width ?? pageWidth(for: platform)
        let list = styles ?? TextStyle.publishedStyles(for: platform)
        guard !list.isEmpty else {
            throw LayoutError(.invalidArgument, input: platform.rawValue, reason: TextStyle.unpublishedPlatformNote(platform))
        }
        guard width.isFinite, width >= 320, width <= 10_000 else {
            throw LayoutError.invalid("page width", width, "must be from 320 to 10000 points")
        }
        let margin = 36.0
        let content = width - 2 * margin
        var labels = Labels(fonts: fonts)
        var entries: [SpecimenEntry] = []
        var page = Drawing(width: width, height: 0)
        var y = margin

        // Header: platform and category, then what the styles are drawn with.
        let resolved = try list.map { try $0.resolved(in: environment, modifiers: modifiers) }
        var title = platform.displayName
        if let size = resolved.first?.size { title += " · \(size.higName)" }
        if modifiers.design != .default { title += " · \(modifiers.design.rawValue)" }
        let head = try labels.line(title + " — text styles", size: 22, weight: 700, width: content)
        y += head.ascent
        page.text(head, x: margin, baseline: y)
        y += head.descent + 6

        var rows: [RampRow] = []
        for style in resolved {
            let font = try fonts.font(for: style, covering: [sample], options: FontOptions(language: language))
            // Every line of the sample: nothing is cut.
            let paragraph = try Typesetter.paragraph(sample, font.attributes, options: ParagraphOptions(width: content))
            entries.append(SpecimenEntry(style: style, font: font, lines: paragraph.lines.map(\.line),
                                         truncated: paragraph.truncated))
            rows.append(try rampRow(style, font: font, sample: paragraph, platform: platform, labels: &labels,
                                    width: content))
        }
        let sub = try Typesetter.paragraph(
            "Apple’s published sizes, line heights, weights and tracking (HIG), drawn with "
                + familyNotes(entries, fonts: fonts).joined(separator: "; ")
                + ". Beside or under each style: the face drawn and the tracking it gets.",
            try labels.attributes(size: 12, weight: 400), options: ParagraphOptions(width: content))
        y += 2
        for l in sub.lines { page.text(l.line, x: margin + l.x, baseline: y + l.baseline, color: Labels.gray) }
        y += sub.height + 12

        for row in rows { draw(row, on: &page, y: &y, margin: margin, width: content) }
        page.fill(x: margin, y: y, width: content, height: 0.75, color: Labels.lightGray)
        y += margin
        page.height = y.rounded(.up)
        return Specimen(drawing: page, entries: entries)
    }

    /// One style of the ramp, set: its name, its facts, the face drawn (on a row of its own when
    /// `below`) and the sample.
    private struct RampRow {
        let name: ShapedLine
        let facts: ShapedLine
        let drawn: ShapedLine
        let below: Bool
        let sample: Paragraph
    }

    /// A style's row of the ramp, its labels set for a page content `width` wide.
    private static func rampRow(_ style: ResolvedStyle, font: CatalogFont, sample: Paragraph, platform: Platform,
                                labels: inout Labels, width: Double) throws -> RampRow {
        let name = try labels.line(style.style.higName(on: platform), size: 12, weight: 600)
        var facts = "\(chartNumber(style.pointSize, digits: 2)) pt / \(chartNumber(style.lineHeight, digits: 2)) pt · \(style.weight.higName)"
        facts += " · tracking \(chartNumber(style.tracking.points, digits: 3, plus: true)) pt"
        facts += style.trackingTable == nil ? " (none published)" : " (\(chartNumber(style.tracking.perMille, digits: 1, plus: true))‰)"
        let meta = try labels.line(facts, size: 12)
        let applied = sample.lines.first?.line.tracking ?? AppliedTracking(perMille: 0, pointSize: style.pointSize, source: .none)
        var faceName = font.face.info.fullName ?? font.face.postscriptName ?? font.family
        let synthesis = font.attributes.font.synthesis
        if !synthesis.isEmpty { faceName += " (synthetic \(synthesis.phrase))" }
        var drawn = "\(faceName) · \(chartNumber(applied.points, digits: 3, plus: true)) pt (\(Specimen.sourceName(applied.source)))"
        let used = Set(sample.lines.flatMap { $0.line.fallbacks.compactMap { $0.face?.familyName } })
        if !used.isEmpty { drawn += " + " + used.sorted().joined(separator: ", ") }
        let leftWidth = name.width + 8 + meta.width
        // The face drawn goes at the right of the name's row when it fits there, else on a
        // row of its own: never cut.
        let whole = try labels.line(drawn, size: 11)
        let below = leftWidth + 16 + whole.width > width
        let right = below ? try labels.line(drawn, size: 11, width: width) : whole
        return RampRow(name: name, facts: meta, drawn: right, below: below, sample: sample)
    }

    /// Which families stand in for Apple's, said once: each Apple family with the families
    /// drawn for it (a display family with the size it starts at).
    private static func familyNotes(_ entries: [SpecimenEntry], fonts: CatalogFonts) -> [String] {
        var byApple: [(String, [String])] = []
        for e in entries {
            var drawn = e.font.family
            if e.font.opticalSizeRule == "switchPoint", e.font.family.lowercased().contains("display") {
                drawn += " from \(chartNumber(fonts.catalog.designMap.displayFromPointSize)) pt"
            }
            if let i = byApple.firstIndex(where: { $0.0 == e.style.family }) {
                if !byApple[i].1.contains(drawn) { byApple[i].1.append(drawn) }
            } else {
                byApple.append((e.style.family, [drawn]))
            }
        }
        return byApple.map { apple, drawn in
            drawn == [apple] ? apple : "\(drawn.sorted().joined(separator: " and ")) for \(apple)"
        }
    }

    /// Draws a ramp row from `y` under a rule, and moves `y` past it.
    private static func draw(_ row: RampRow, on page: inout Drawing, y: inout Double, margin: Double, width: Double) {
        page.fill(x: margin, y: y, width: width, height: 0.75, color: Labels.lightGray)
        y += 8
        if row.below {
            let capBase = y + row.name.ascent
            page.text(row.name, x: margin, baseline: capBase)
            page.text(row.facts, x: margin + row.name.width + 8, baseline: capBase, color: Labels.gray)
            let drawnBase = capBase + row.name.descent + 2 + row.drawn.ascent
            page.text(row.drawn, x: margin, baseline: drawnBase, color: Labels.gray)
            y = drawnBase + row.drawn.descent + 4
        } else {
            let capBase = y + Swift.max(row.name.ascent, row.drawn.ascent)
            page.text(row.name, x: margin, baseline: capBase)
            page.text(row.facts, x: margin + row.name.width + 8, baseline: capBase, color: Labels.gray)
            page.text(row.drawn, x: margin + width - row.drawn.width, baseline: capBase, color: Labels.gray)
            y = capBase + Swift.max(row.name.descent, row.drawn.descent) + 4
        }
        for l in row.sample.lines { page.text(l.line, x: margin + l.x, baseline: y + l.baseline) }
        y += row.sample.height + 8
    }
}
