import FontCatalog
import Foundation
import TypeSystem

/// A chart of Apple's seven published tracking tables: tracking (1/1000 em) against point size,
/// one line per table through its published rows (a dot at each), on a logarithmic size axis
/// (the tables run from 6 pt to 96 pt, New York's to 260 pt), with axes, grid and a legend.
public struct TrackingPlot: Sendable {
    /// The chart, ready for ``Renderer``.
    public let drawing: Drawing
    /// The tables drawn, in legend order.
    public let tables: [TrackingTable]

    /// The tables in legend order, each with the name the legend gives it.
    public static let legend: [(TrackingTableID, String)] = [
        (.sfPro, "SF Pro (iOS, iPadOS, visionOS)"),
        (.sfProRounded, "SF Pro Rounded"),
        (.newYork, "New York"),
        (.macOS, "SF Pro (macOS)"),
        (.tvOS, "SF Pro (tvOS)"),
        (.sfCompact, "SF Compact (watchOS)"),
        (.sfCompactRounded, "SF Compact Rounded"),
    ]

    /// Draws the chart; labels are set in the default design's family through `fonts`.
    public static func make(fonts: CatalogFonts, width: Double = 820, height: Double = 520) throws(LayoutError) -> TrackingPlot {
        guard width.isFinite, height.isFinite, width >= 480, height >= 320, width <= 10_000, height <= 10_000 else {
            throw LayoutError(.invalidArgument, input: "chart \(width)×\(height) pt", reason: "must be from 480×320 to 10000×10000 points")
        }
        var labels = Labels(fonts: fonts)
        let tables = legend.map { TrackingRules.table($0.0) }
        let frame = PlotFrame(tables: tables, width: width, height: height)
        var page = Drawing(width: width, height: height)
        let title = try labels.line("Apple’s tracking tables: tracking against point size", size: 18, weight: 700,
                                    width: width - 2 * 24)
        page.text(title, x: 24, baseline: 24 + title.ascent)
        let sub = try labels.line("The seven tables the HIG publishes, one line through each table’s rows. Between rows: linear in em; outside a table: its nearest end.",
                                  size: 11, width: width - 2 * 24)
        page.text(sub, x: 24, baseline: 24 + title.ascent + title.descent + 4 + sub.ascent, color: Labels.gray)
        try frame.drawAxes(on: &page, labels: &labels)
        let lines = LineStyles(tables)
        // The curves: the bands first, then the other lines on top of them.
        for i in lines.drawingOrder {
            let table = tables[i]
            let color = Specimen.palette[i % Specimen.palette.count]
            let pts = table.entries.map { Drawing.Point(x: frame.px($0.pointSize), y: frame.py($0.perMille)) }
            page.stroke(pts, color: color, width: lines.lineWidth(i), dash: lines.dash(i).pattern, dashOffset: lines.dash(i).offset)
            for p in pts { page.dot(x: p.x, y: p.y, radius: lines.repeated.contains(i) ? 2.6 : 1.6, color: color) }
        }
        try drawLegend(on: &page, frame: frame, lines: lines, labels: &labels)
        return TrackingPlot(drawing: page, tables: tables)
    }

    /// The plot area and its scales: point size on a log scale, tracking in 1/1000 em rounded
    /// out to tens.
    private struct PlotFrame {
        let width: Double, height: Double
        let left = 64.0, right = 250.0, top = 104.0, bottom = 62.0
        let plotW: Double, plotH: Double
        let minSize: Double, maxSize: Double
        let minPM: Double, maxPM: Double
        /// The size axis' ends, logarithmic.
        let logMinSize: Double, logMaxSize: Double

        init(tables: [TrackingTable], width: Double, height: Double) {
            self.width = width
            self.height = height
            let entries = tables.flatMap(\.entries)
            minSize = entries.map(\.pointSize).min() ?? 6
            maxSize = entries.map(\.pointSize).max() ?? 96
            minPM = ((entries.map(\.perMille).min() ?? 0) / 10).rounded(.down) * 10
            maxPM = ((entries.map(\.perMille).max() ?? 0) / 10).rounded(.up) * 10
            plotW = width - left - right
            plotH = height - top - bottom
            logMinSize = log(minSize)
            logMaxSize = log(maxSize)
        }

        func px(_ size: Double) -> Double { left + plotW * (log(size) - logMinSize) / (logMaxSize - logMinSize) }
        func py(_ pm: Double) -> Double { top + plotH * (1 - (pm - minPM) / (maxPM - minPM)) }

        /// Grid, axes, tick labels and axis titles.
        func drawAxes(on page: inout Drawing, labels: inout Labels) throws(LayoutError) {
            // Grid and y axis: every 10/1000 em, zero darker.
            var pm = minPM
            while pm <= maxPM + 1e-9 {
                let y = py(pm)
                page.stroke([.init(x: left, y: y), .init(x: left + plotW, y: y)],
                            color: pm == 0 ? Labels.gray : Labels.faint, width: pm == 0 ? 1 : 0.75)
                let t = try labels.line(chartNumber(pm), size: 10)
                page.text(t, x: left - 8 - t.width, baseline: y + t.ascent / 2 - 1, color: Labels.gray)
                pm += 10
            }
            // x axis: sizes on a log scale.
            let ticks: [Double] = [6, 8, 10, 12, 14, 17, 20, 24, 28, 34, 40, 48, 64, 80, 96, 128, 192, 260]
            for s in ticks where s >= minSize && s <= maxSize {
                let x = px(s)
                page.stroke([.init(x: x, y: top), .init(x: x, y: top + plotH)], color: Labels.faint, width: 0.75)
                page.stroke([.init(x: x, y: top + plotH), .init(x: x, y: top + plotH + 4)], color: Labels.gray, width: 0.75)
                let t = try labels.line(chartNumber(s), size: 10)
                page.text(t, x: x - t.width / 2, baseline: top + plotH + 8 + t.ascent, color: Labels.gray)
            }
            page.stroke([.init(x: left, y: top), .init(x: left, y: top + plotH), .init(x: left + plotW, y: top + plotH)],
                        color: Labels.gray, width: 1)
            let xLabel = try labels.line("Point size (pt, logarithmic scale)", size: 11, weight: 600)
            page.text(xLabel, x: left + (plotW - xLabel.width) / 2, baseline: height - 20, color: .black)
            let yLabel = try labels.line("Tracking (1/1000 em)", size: 11, weight: 600)
            page.text(yLabel, x: 24, baseline: top - 16, color: .black)
        }
    }

    /// How each table's line is drawn. A table with the same values as an earlier one is dashed,
    /// so that both show; a table that later tables repeat is a wide band under them, so that it
    /// shows on both sides of their dashes.
    private struct LineStyles {
        /// Each table's rows, to compare tables.
        let values: [[[Double]]]
        /// Tables with the same values as an earlier one.
        let repeats: [Int]
        /// Tables that later tables repeat.
        let repeated: Set<Int>

        init(_ tables: [TrackingTable]) {
            let values = tables.map { $0.entries.map { [$0.pointSize, $0.perMille] } }
            self.values = values
            repeats = tables.indices.filter { i in values[..<i].contains(values[i]) }
            repeated = Set(tables.indices.filter { i in values[(i + 1)...].contains(values[i]) })
        }

        /// Repeats are dashed in turn (4 on, 8 off, each shifted 4): the first line shows between.
        func dash(_ i: Int) -> (pattern: [Double], offset: Double) {
            guard let k = repeats.firstIndex(of: i) else { return ([], 0) }
            let period = 4.0 * Double(repeats.count + 1)
            return ([4, period - 4], (period - 4 * Double(k)).truncatingRemainder(dividingBy: period))
        }

        func lineWidth(_ i: Int) -> Double { repeated.contains(i) ? 5.5 : 1.75 }

        /// The bands first, then the other lines on top of them.
        var drawingOrder: [Int] {
            values.indices.sorted { (repeated.contains($0) ? 0 : 1, $0) < (repeated.contains($1) ? 0 : 1, $1) }
        }
    }

    /// The legend, right of the plot: each table's line, name, size range and rows, and the
    /// earlier table it repeats.
    private static func drawLegend(on page: inout Drawing, frame: PlotFrame, lines: LineStyles,
                                   labels: inout Labels) throws(LayoutError) {
        let right = frame.right
        var ly = frame.top + 4
        let lx = frame.left + frame.plotW + 20
        let head = try labels.line("Table", size: 11, weight: 600)
        page.text(head, x: lx, baseline: ly + head.ascent)
        ly += head.ascent + head.descent + 8
        for (i, (id, name)) in legend.enumerated() {
            let color = Specimen.palette[i % Specimen.palette.count]
            let t = try labels.line(name, size: 11, width: right - 20 - 30)
            let mid = ly + t.ascent / 2 + 1
            page.stroke([.init(x: lx, y: mid), .init(x: lx + 24, y: mid)], color: color, width: max(2.5, lines.lineWidth(i)),
                        dash: lines.dash(i).pattern, dashOffset: lines.dash(i).offset)
            let table = TrackingRules.table(id)
            var facts = ["\(chartNumber(table.entries.first?.pointSize ?? 0))–\(chartNumber(table.entries.last?.pointSize ?? 0)) pt, \(table.entries.count) rows"]
            if let same = lines.values[..<i].firstIndex(of: lines.values[i]) {
                facts.append("same values as \(legend[same].1.split(separator: "(").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") (iOS)")
            }
            page.text(t, x: lx + 30, baseline: ly + t.ascent)
            ly += t.ascent + t.descent
            for f in facts {
                let l = try labels.line(f, size: 9.5, width: right - 20 - 30)
                page.text(l, x: lx + 30, baseline: ly + 2 + l.ascent, color: Labels.gray)
                ly += 2 + l.ascent + l.descent
            }
            ly += 12
        }
    }
}
