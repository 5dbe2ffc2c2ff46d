// Source: Apple Human Interface Guidelines, "Typography" › Specifications › Tracking values ›
//   "iOS, iPadOS, visionOS tracking values", New York tab.
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies of
//   the page. Columns: Size (points), Tracking (1/1000 em), Tracking (points). 57 rows, in published order.
// Not in the earlier, partial copy of the page (tab not captured). Transcribed from a Markdown copy of the current page; compared cell
// by cell with an independent HTML-to-Markdown scrape of the December-2025 page: identical, 57 rows. Two further
// copies (a mechanical extraction of the HIG tables, another Markdown copy) show the same rows.
//
// The points column is Apple's own rounding of size × tracking / 1000 and carries noise; it is kept as
// published in `publishedPoints`. Rows where it differs from the product by more than 0.011 pt are
// marked "Anomaly" (and listed in Tests/TypeSystemTests/PublishedTablesTests.swift); other odd-looking
// published values carry an "Anomaly" note too. Nothing is corrected.

extension PublishedTables {
    /// New York tracking table, exactly as published in the HIG (see the file header).
    public static let newYorkTracking = TrackingTable(
        id: .newYork,
        family: "New York",
        entries: [
            TrackingEntry(6, 40, 0.23),
            TrackingEntry(7, 32, 0.22),
            TrackingEntry(8, 25, 0.20),
            TrackingEntry(9, 20, 0.18),
            TrackingEntry(10, 16, 0.15),
            TrackingEntry(11, 11, 0.12),  // Anomaly: the points cell is printed "+.12" (no leading zero).
            TrackingEntry(12, 6, 0.07),
            TrackingEntry(13, 4, 0.05),
            TrackingEntry(14, 2, 0.03),
            TrackingEntry(15, 0, 0),  // Anomaly: tracking is printed "+0" and points "+0.00".
            TrackingEntry(16, -2, -0.03),
            TrackingEntry(17, -4, -0.07),
            TrackingEntry(18, -6, -0.11),
            TrackingEntry(19, -8, -0.15),
            TrackingEntry(20, -10, -0.20),
            TrackingEntry(21, -10, -0.21),
            TrackingEntry(22, -10, -0.23),
            TrackingEntry(23, -11, -0.25),
            TrackingEntry(24, -11, -0.26),
            TrackingEntry(25, -11, -0.27),
            TrackingEntry(26, -12, -0.29),  // Anomaly: 26 × -12 / 1000 = -0.312; published points -0.29 (off by 0.022).
            TrackingEntry(27, -12, -0.32),
            TrackingEntry(28, -12, -0.33),
            TrackingEntry(29, -12, -0.34),
            TrackingEntry(30, -12, -0.37),
            TrackingEntry(31, -13, -0.39),  // Anomaly: 31 × -13 / 1000 = -0.403; published points -0.39 (off by 0.013).
            TrackingEntry(32, -13, -0.41),
            TrackingEntry(33, -13, -0.42),
            TrackingEntry(34, -14, -0.45),  // Anomaly: 34 × -14 / 1000 = -0.476; published points -0.45 (off by 0.026).
            TrackingEntry(35, -14, -0.48),
            TrackingEntry(36, -14, -0.49),  // Anomaly: 36 × -14 / 1000 = -0.504; published points -0.49 (off by 0.014).
            TrackingEntry(38, -14, -0.52),  // Anomaly: 38 × -14 / 1000 = -0.532; published points -0.52 (off by 0.012).
            TrackingEntry(40, -14, -0.55),
            TrackingEntry(42, -14, -0.57),  // Anomaly: 42 × -14 / 1000 = -0.588; published points -0.57 (off by 0.018).
            TrackingEntry(44, -14, -0.62),
            TrackingEntry(46, -14, -0.65),
            TrackingEntry(48, -14, -0.68),
            TrackingEntry(50, -14, -0.71),
            TrackingEntry(52, -14, -0.74),  // Anomaly: 52 × -14 / 1000 = -0.728; published points -0.74 (off by 0.012).
            TrackingEntry(54, -15, -0.79),  // Anomaly: 54 × -15 / 1000 = -0.81; published points -0.79 (off by 0.020).
            TrackingEntry(58, -15, -0.85),  // Anomaly: 58 × -15 / 1000 = -0.87; published points -0.85 (off by 0.020).
            TrackingEntry(62, -15, -0.91),  // Anomaly: 62 × -15 / 1000 = -0.93; published points -0.91 (off by 0.020).
            TrackingEntry(66, -15, -0.97),  // Anomaly: 66 × -15 / 1000 = -0.99; published points -0.97 (off by 0.020).
            TrackingEntry(70, -16, -1.06),  // Anomaly: 70 × -16 / 1000 = -1.12; published points -1.06 (off by 0.060).
            TrackingEntry(72, -16, -1.09),  // Anomaly: 72 × -16 / 1000 = -1.152; published points -1.09 (off by 0.062).
            TrackingEntry(80, -16, -1.21),  // Anomaly: 80 × -16 / 1000 = -1.28; published points -1.21 (off by 0.070).
            TrackingEntry(88, -16, -1.33),  // Anomaly: 88 × -16 / 1000 = -1.408; published points -1.33 (off by 0.078).
            TrackingEntry(96, -16, -1.50),  // Anomaly: 96 × -16 / 1000 = -1.536; published points -1.50 (off by 0.036).
            TrackingEntry(100, -16, -1.56),  // Anomaly: 100 × -16 / 1000 = -1.6; published points -1.56 (off by 0.040).
            TrackingEntry(120, -16, -1.88),  // Anomaly: 120 × -16 / 1000 = -1.92; published points -1.88 (off by 0.040).
            TrackingEntry(140, -16, -2.26),  // Anomaly: 140 × -16 / 1000 = -2.24; published points -2.26 (off by 0.020).
            TrackingEntry(160, -16, -2.58),  // Anomaly: 160 × -16 / 1000 = -2.56; published points -2.58 (off by 0.020).
            TrackingEntry(180, -17, -2.99),  // Anomaly: 180 × -17 / 1000 = -3.06; published points -2.99 (off by 0.070).
            TrackingEntry(200, -17, -3.32),  // Anomaly: 200 × -17 / 1000 = -3.4; published points -3.32 (off by 0.080).
            TrackingEntry(220, -18, -3.76),  // Anomaly: 220 × -18 / 1000 = -3.96; published points -3.76 (off by 0.200).
            TrackingEntry(240, -18, -4.22),  // Anomaly: 240 × -18 / 1000 = -4.32; published points -4.22 (off by 0.100).
            TrackingEntry(260, -18, -4.57),  // Anomaly: 260 × -18 / 1000 = -4.68; published points -4.57 (off by 0.110).
        ],
        source: "Apple HIG, Typography › Specifications › Tracking values › iOS, iPadOS, visionOS tracking values, New York tab; https://developer.apple.com/design/human-interface-guidelines/typography; accessed 2026-11-21"
    )
}
