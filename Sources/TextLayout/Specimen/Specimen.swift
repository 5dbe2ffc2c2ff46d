import FontCatalog
import TypeSystem

/// One style as a specimen shows it: the resolved style, the font the catalog chose for it, and
/// the sample as set.
public struct SpecimenEntry: Sendable {
    /// The style resolved in the specimen's environment.
    public let style: ResolvedStyle
    /// The font the catalog chose for it.
    public let font: CatalogFont
    /// The sample's lines as drawn (a paragraph of at most two lines in the ramp; one line in
    /// the category chart).
    public let lines: [ShapedLine]
    /// The sample did not fit and was truncated.
    public let truncated: Bool
}

/// A picture of the type system, ready to write: the ramp of a platform at one size category,
/// or styles across every size category.
public struct Specimen: Sendable {
    /// The page, ready for ``Renderer``.
    public let drawing: Drawing
    /// Every style drawn, in order (for the category chart: style by style, category by category).
    public let entries: [SpecimenEntry]

    /// The default sample sentence of the ramp.
    public static let defaultSample = "Sphinx of black quartz, judge my vow. 0123456789"
    /// The styles of the category chart by default: the WWDC20 chart's body, title 1 and footnote.
    public static let defaultCategoryStyles: [TextStyle] = [.body, .title, .footnote]

    /// Faces that could not be loaded on the way (reported, then the next match was used).
    public var vanished: [VanishedFace] {
        var seen = Set<String>()
        return entries.flatMap(\.font.vanished).filter { seen.insert($0.path).inserted }
    }

    // MARK: The ramp

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

        struct Row { let name: ShapedLine, facts: ShapedLine, drawn: ShapedLine, below: Bool, sample: Paragraph }
        var rows: [Row] = []
        for r in resolved {
            let font = try fonts.font(for: r, covering: [sample], options: FontOptions(language: language))
            // Every line of the sample: nothing is cut.
            let para = try Typesetter.paragraph(sample, font.attributes, options: ParagraphOptions(width: content))
            entries.append(SpecimenEntry(style: r, font: font, lines: para.lines.map(\.line), truncated: para.truncated))
            let name = try labels.line(r.style.higName(on: platform), size: 12, weight: 600)
            var facts = "\(chartNumber(r.pointSize, digits: 2)) pt / \(chartNumber(r.lineHeight, digits: 2)) pt · \(r.weight.higName)"
            facts += " · tracking \(chartNumber(r.tracking.points, digits: 3, plus: true)) pt"
            facts += r.trackingTable == nil ? " (none published)" : " (\(chartNumber(r.tracking.perMille, digits: 1, plus: true))‰)"
            let meta = try labels.line(facts, size: 12)
            let applied = para.lines.first?.line.tracking ?? AppliedTracking(perMille: 0, pointSize: r.pointSize, source: .none)
            var faceName = font.face.info.fullName ?? font.face.postscriptName ?? font.family
            let synthesis = font.attributes.font.synthesis
            if !synthesis.isEmpty { faceName += " (synthetic \(synthesis.phrase))" }
            var drawn = "\(faceName) · \(chartNumber(applied.points, digits: 3, plus: true)) pt (\(Specimen.sourceName(applied.source)))"
            let used = Set(para.lines.flatMap { $0.line.fallbacks.compactMap { $0.face?.familyName } })
            if !used.isEmpty { drawn += " + " + used.sorted().joined(separator: ", ") }
            let leftWidth = name.width + 8 + meta.width
            // The face drawn goes at the right of the name's row when it fits there, else on a
            // row of its own: never cut.
            let whole = try labels.line(drawn, size: 11)
            let below = leftWidth + 16 + whole.width > content
            let right = below ? try labels.line(drawn, size: 11, width: content) : whole
            rows.append(Row(name: name, facts: meta, drawn: right, below: below, sample: para))
        }
        // Which families stand in for Apple's, said once.
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
        let notes = byApple.map { apple, drawn in
            drawn == [apple] ? apple : "\(drawn.sorted().joined(separator: " and ")) for \(apple)"
        }
        let sub = try Typesetter.paragraph(
            "Apple’s published sizes, line heights, weights and tracking (HIG), drawn with " + notes.joined(separator: "; ")
                + ". Beside or under each style: the face drawn and the tracking it gets.",
            try labels.attributes(size: 12, weight: 400), options: ParagraphOptions(width: content))
        y += 2
        for l in sub.lines { page.text(l.line, x: margin + l.x, baseline: y + l.baseline, color: Labels.gray) }
        y += sub.height + 12

        for row in rows {
            page.fill(x: margin, y: y, width: content, height: 0.75, color: Labels.lightGray)
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
                page.text(row.drawn, x: margin + content - row.drawn.width, baseline: capBase, color: Labels.gray)
                y = capBase + Swift.max(row.name.descent, row.drawn.descent) + 4
            }
            for l in row.sample.lines { page.text(l.line, x: margin + l.x, baseline: y + l.baseline) }
            y += row.sample.height + 8
        }
        page.fill(x: margin, y: y, width: content, height: 0.75, color: Labels.lightGray)
        y += margin
        page.height = y.rounded(.up)
        return Specimen(drawing: page, entries: entries)
    }

    /// A page as wide as the platform's text needs: tvOS's styles are set for a 1920-point screen
    /// seen from a sofa (Title 1 is 76 pt), watchOS's for a screen about 200 points wide.
    public static func pageWidth(for platform: Platform) -> Double {
        switch platform {
        case .tvOS: return 1280
        case .watchOS: return 480
        case .iOS, .iPadOS, .macOS, .catalyst, .catalystMac, .visionOS: return 760
        }
    }

    // MARK: Categories

    /// `styles` (body, title 1 and footnote by default) at every size category the platform
    /// publishes, side by side: a sample ("Aa") set in each style at each category with its
    /// point size, then the point sizes as a chart, one line per style — how the styles scale
    /// differently (WWDC20 10175's chart).
    public static func categories(platform: Platform, modifiers: StyleModifiers = .none,
                                  styles: [TextStyle] = Specimen.defaultCategoryStyles, sample: String = "Aa",
                                  legibilityWeight: LegibilityWeight = .regular,
                                  fonts: CatalogFonts, language: String? = nil) throws -> Specimen {
        let categories = TextStyle.publishedCategories(for: platform)
        guard !categories.isEmpty else {
            throw LayoutError(.invalidArgument, input: platform.rawValue,
                              reason: platform.supportsDynamicType ? TextStyle.unpublishedPlatformNote(platform)
                                  : "\(platform.displayName) has no Dynamic Type: no size categories to compare")
        }
        guard !styles.isEmpty else { throw LayoutError(.invalidArgument, input: "styles", reason: "no style given") }
        var labels = Labels(fonts: fonts)
        let margin = 36.0
        let labelColumn = 92.0
        // Resolve and set every cell first: the columns are as wide as their widest cell.
        var grid: [[(ResolvedStyle, CatalogFont, ShapedLine)]] = []
        var entries: [SpecimenEntry] = []
        for style in styles {
            var row: [(ResolvedStyle, CatalogFont, ShapedLine)] = []
            for c in categories {
                let env = TypeEnvironment(platform: platform, dynamicTypeSize: c, legibilityWeight: legibilityWeight)
                let r = try style.resolved(in: env, modifiers: modifiers)
                let font = try fonts.font(for: r, covering: [sample], options: FontOptions(language: language))
                let line = Typesetter.measure(sample, font.attributes)
                row.append((r, font, line))
                entries.append(SpecimenEntry(style: r, font: font, lines: [line], truncated: false))
            }
            grid.append(row)
        }
        var colWidths = [Double](repeating: 40, count: categories.count)
        for row in grid {
            for (i, cell) in row.enumerated() { colWidths[i] = Swift.max(colWidths[i], cell.2.width + 14) }
        }
        let gridWidth = colWidths.reduce(0, +)
        let gutter = 84.0  // the chart's line labels, right of the last category
        let width = (2 * margin + labelColumn + gridWidth + gutter).rounded(.up)
        var page = Drawing(width: width, height: 0)
        var y = margin
        let head = try labels.line("\(platform.displayName) — text styles across Dynamic Type sizes", size: 22, weight: 700,
                                   width: width - 2 * margin)
        y += head.ascent
        page.text(head, x: margin, baseline: y)
        y += head.descent + 6
        let families = Array(Set(entries.map(\.font.family))).sorted().joined(separator: ", ")
        let sub = try labels.line("Each style at every size category, in Apple’s published point sizes; drawn with \(families).",
                                  size: 12, width: width - 2 * margin)
        y += sub.ascent
        page.text(sub, x: margin, baseline: y, color: Labels.gray)
        y += sub.descent + 16

        // Column heads.
        var xs: [Double] = []
        var x = margin + labelColumn
        for w in colWidths { xs.append(x); x += w }
        let headLines = try categories.map { try labels.line($0.higName, size: 11, weight: 600) }
        let headAscent = headLines.map(\.ascent).max() ?? 0
        for (i, l) in headLines.enumerated() {
            page.text(l, x: xs[i] + (colWidths[i] - l.width) / 2, baseline: y + headAscent, color: Labels.gray)
        }
        y += headAscent + 8
        // Rows.
        for (r, row) in grid.enumerated() {
            page.fill(x: margin, y: y, width: labelColumn + gridWidth, height: 0.75, color: Labels.lightGray)
            let ascent = row.map(\.2.ascent).max() ?? 0
            let descent = row.map(\.2.descent).max() ?? 0
            let top = y + 8
            let baseline = top + ascent
            let name = try labels.line(styles[r].higName(on: platform), size: 12, weight: 600, width: labelColumn - 8)
            page.text(name, x: margin, baseline: baseline)
            for (i, cell) in row.enumerated() {
                page.text(cell.2, x: xs[i] + (colWidths[i] - cell.2.width) / 2, baseline: baseline)
                let size = try labels.line("\(chartNumber(cell.0.pointSize)) pt", size: 10)
                page.text(size, x: xs[i] + (colWidths[i] - size.width) / 2, baseline: baseline + descent + 14,
                          color: Labels.gray)
            }
            y = baseline + descent + 24
        }
        page.fill(x: margin, y: y, width: labelColumn + gridWidth, height: 0.75, color: Labels.lightGray)
        y += 28

        // The chart: point size against category, one line per style.
        let chartTop = y
        let chartHeight = 220.0
        let sizes = grid.flatMap { $0.map(\.0.pointSize) }
        let lo = 0.0
        let hi = niceCeiling((sizes.max() ?? 10) * 1.05, step: 10)
        func py(_ v: Double) -> Double { chartTop + chartHeight * (1 - (v - lo) / (hi - lo)) }
        let centers = xs.enumerated().map { $0.element + colWidths[$0.offset] / 2 }
        let axisLabel = try labels.line("pt", size: 10)
        var tick = lo
        while tick <= hi + 1e-9 {
            let ty = py(tick)
            page.fill(x: margin + labelColumn, y: ty, width: gridWidth, height: 0.5,
                      color: tick == lo ? Labels.gray : Labels.faint)
            let t = try labels.line(chartNumber(tick), size: 10)
            page.text(t, x: margin + labelColumn - 8 - t.width, baseline: ty + t.ascent / 2 - 1, color: Labels.gray)
            tick += 10
        }
        page.text(axisLabel, x: margin + labelColumn - 8 - axisLabel.width, baseline: chartTop - 8, color: Labels.gray)
        var labelYs: [(Int, Double)] = []
        for (r, row) in grid.enumerated() {
            let color = Specimen.palette[r % Specimen.palette.count]
            let pts = row.enumerated().map { Drawing.Point(x: centers[$0.offset], y: py($0.element.0.pointSize)) }
            page.stroke(pts, color: color, width: 2)
            for p in pts { page.dot(x: p.x, y: p.y, radius: 3, color: color) }
            if let last = pts.last { labelYs.append((r, last.y)) }
        }
        // Line labels right of the last point, pushed apart so that none overlaps another.
        labelYs.sort { $0.1 < $1.1 }
        for i in labelYs.indices.dropFirst() where labelYs[i].1 - labelYs[i - 1].1 < 14 {
            labelYs[i].1 = labelYs[i - 1].1 + 14
        }
        for (r, ly) in labelYs {
            let l = try labels.line(styles[r].higName(on: platform), size: 11, weight: 600, width: gutter - 12)
            page.text(l, x: (centers.last ?? 0) + 10, baseline: ly + l.ascent / 2 - 1,
                      color: Specimen.palette[r % Specimen.palette.count])
        }
        y = chartTop + chartHeight + 14
        let foot = try labels.line("Content size category →  (AX: the larger accessibility sizes)", size: 10,
                                   width: gridWidth)
        page.text(foot, x: margin + labelColumn, baseline: y + foot.ascent, color: Labels.gray)
        y += foot.ascent + foot.descent + margin
        page.height = y.rounded(.up)
        return Specimen(drawing: page, entries: entries)
    }

    /// Distinct, print-safe colours for chart lines (Okabe–Ito, then two more).
    static let palette: [RGBA] = [
        RGBA(red: 0.0, green: 0.45, blue: 0.70),   // blue
        RGBA(red: 0.84, green: 0.37, blue: 0.0),   // vermillion
        RGBA(red: 0.0, green: 0.62, blue: 0.45),   // bluish green
        RGBA(red: 0.80, green: 0.47, blue: 0.65),  // reddish purple
        RGBA(red: 0.90, green: 0.62, blue: 0.0),   // orange
        RGBA(red: 0.34, green: 0.71, blue: 0.91),  // sky blue
        RGBA(red: 0.25, green: 0.25, blue: 0.25),  // dark grey
        RGBA(red: 0.60, green: 0.50, blue: 0.10),
    ]

    static func sourceName(_ s: TrackingSource) -> String {
        switch s {
        case .explicit: return "explicit"
        case .trak: return "font’s trak"
        case .apple: return "Apple’s table"
        case .curve: return "Inter’s curve"
        case .approximation: return "Apple’s table (approximation)"
        case .none: return "no tracking"
        }
    }
}

func niceCeiling(_ v: Double, step: Double) -> Double { (v / step).rounded(.up) * step }
