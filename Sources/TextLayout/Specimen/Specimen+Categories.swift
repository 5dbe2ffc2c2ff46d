import FontCatalog
import TypeSystem

extension Specimen {
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
        // Resolve and set every cell first: the columns are as wide as their widest cell.
        var grid: [[CategoryCell]] = []
        for style in styles {
            var row: [CategoryCell] = []
            for category in categories {
                let environment = TypeEnvironment(platform: platform, dynamicTypeSize: category,
                                                  legibilityWeight: legibilityWeight)
                let resolved = try style.resolved(in: environment, modifiers: modifiers)
                let font = try fonts.font(for: resolved, covering: [sample], options: FontOptions(language: language))
                row.append((resolved, font, Typesetter.measure(sample, font.attributes)))
            }
            grid.append(row)
        }
        let entries = grid.flatMap { $0.map { SpecimenEntry(style: $0.style, font: $0.font, lines: [$0.line], truncated: false) } }
        let layout = CategoryLayout(grid: grid, columns: categories.count, platform: platform, styles: styles)
        var page = Drawing(width: layout.width, height: 0)
        var y = layout.margin
        let families = Array(Set(entries.map(\.font.family))).sorted().joined(separator: ", ")
        try layout.drawHeader(families: families, categories: categories, on: &page, y: &y, labels: &labels)
        try layout.drawRows(on: &page, y: &y, labels: &labels)
        try layout.drawChart(on: &page, y: &y, labels: &labels)
        page.height = y.rounded(.up)
        return Specimen(drawing: page, entries: entries)
    }

    /// One style at one category: resolved, the font chosen, and the sample set.
    private typealias CategoryCell = (style: ResolvedStyle, font: CatalogFont, line: ShapedLine)

    /// The category chart's columns (one per category, as wide as its widest cell) and how it
    /// draws its parts.
    private struct CategoryLayout {
        let grid: [[CategoryCell]]
        let platform: Platform
        let styles: [TextStyle]
        let margin = 36.0
        let labelColumn = 92.0
        /// The chart's line labels, right of the last category.
        let gutter = 84.0
        let columnWidths: [Double]
        /// Each column's left edge.
        let columnStarts: [Double]
        let gridWidth: Double
        let width: Double

        init(grid: [[CategoryCell]], columns: Int, platform: Platform, styles: [TextStyle]) {
            self.grid = grid
            self.platform = platform
            self.styles = styles
            var widths = [Double](repeating: 40, count: columns)
            for row in grid {
                for (i, cell) in row.enumerated() { widths[i] = Swift.max(widths[i], cell.line.width + 14) }
            }
            columnWidths = widths
            gridWidth = widths.reduce(0, +)
            width = (2 * margin + labelColumn + gridWidth + gutter).rounded(.up)
            var starts: [Double] = []
            var x = margin + labelColumn
            for w in widths { starts.append(x); x += w }
            columnStarts = starts
        }

        /// The title, what the styles are drawn with, and the column heads.
        func drawHeader(families: String, categories: [DynamicTypeSize], on page: inout Drawing, y: inout Double,
                        labels: inout Labels) throws(LayoutError) {
            let head = try labels.line("\(platform.displayName) — text styles across Dynamic Type sizes", size: 22, weight: 700,
                                       width: width - 2 * margin)
            y += head.ascent
            page.text(head, x: margin, baseline: y)
            y += head.descent + 6
            let sub = try labels.line("Each style at every size category, in Apple’s published point sizes; drawn with \(families).",
                                      size: 12, width: width - 2 * margin)
            y += sub.ascent
            page.text(sub, x: margin, baseline: y, color: Labels.gray)
            y += sub.descent + 16
            // Column heads.
            var headLines: [ShapedLine] = []
            for category in categories { headLines.append(try labels.line(category.higName, size: 11, weight: 600)) }
            let headAscent = headLines.map(\.ascent).max() ?? 0
            for (i, l) in headLines.enumerated() {
                page.text(l, x: columnStarts[i] + (columnWidths[i] - l.width) / 2, baseline: y + headAscent, color: Labels.gray)
            }
            y += headAscent + 8
        }

        /// A row a style: its name, then its sample at each category with the point size under it.
        func drawRows(on page: inout Drawing, y: inout Double, labels: inout Labels) throws(LayoutError) {
            for (r, row) in grid.enumerated() {
                page.fill(x: margin, y: y, width: labelColumn + gridWidth, height: 0.75, color: Labels.lightGray)
                let ascent = row.map(\.line.ascent).max() ?? 0
                let descent = row.map(\.line.descent).max() ?? 0
                let top = y + 8
                let baseline = top + ascent
                let name = try labels.line(styles[r].higName(on: platform), size: 12, weight: 600, width: labelColumn - 8)
                page.text(name, x: margin, baseline: baseline)
                for (i, cell) in row.enumerated() {
                    page.text(cell.line, x: columnStarts[i] + (columnWidths[i] - cell.line.width) / 2, baseline: baseline)
                    let size = try labels.line("\(chartNumber(cell.style.pointSize)) pt", size: 10)
                    page.text(size, x: columnStarts[i] + (columnWidths[i] - size.width) / 2, baseline: baseline + descent + 14,
                              color: Labels.gray)
                }
                y = baseline + descent + 24
            }
            page.fill(x: margin, y: y, width: labelColumn + gridWidth, height: 0.75, color: Labels.lightGray)
            y += 28
        }

        /// The chart: point size against category, one line per style, and its foot.
        func drawChart(on page: inout Drawing, y: inout Double, labels: inout Labels) throws(LayoutError) {
            let chartTop = y
            let chartHeight = 220.0
            let sizes = grid.flatMap { $0.map(\.style.pointSize) }
            let lo = 0.0
            let hi = niceCeiling((sizes.max() ?? 10) * 1.05, step: 10)
            func py(_ v: Double) -> Double { chartTop + chartHeight * (1 - (v - lo) / (hi - lo)) }
            let centers = columnStarts.enumerated().map { $0.element + columnWidths[$0.offset] / 2 }
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
                let pts = row.enumerated().map { Drawing.Point(x: centers[$0.offset], y: py($0.element.style.pointSize)) }
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
        }
    }
}
