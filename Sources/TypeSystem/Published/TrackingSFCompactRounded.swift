// Source: Apple Human Interface Guidelines, "Typography" › Specifications › Tracking values ›
//   "watchOS tracking values", SF Compact Rounded tab.
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies of
//   the page. Columns: Size (points), Tracking (1/1000 em), Tracking (points). 64 rows, in published order.
// Not in the earlier, partial copy of the page (tab not captured). Transcribed from a Markdown copy of the current page; compared cell
// by cell with an independent HTML-to-Markdown scrape of the December-2025 page: identical, 64 rows. The June 21,
// 2023 version of the page shows the same rows. From 20 pt up, the rows are identical to the SF Compact table.
//
// The points column is Apple's own rounding of size × tracking / 1000 and carries noise; it is kept as
// published in `publishedPoints`. Rows where it differs from the product by more than 0.011 pt are
// marked "Anomaly" (and listed in Tests/TypeSystemTests/PublishedTablesTests.swift); other odd-looking
// published values carry an "Anomaly" note too. Nothing is corrected.

extension PublishedTables {
    /// SF Compact Rounded tracking table, exactly as published in the HIG (see the file header).
    public static let sfCompactRoundedTracking = TrackingTable(
        id: .sfCompactRounded,
        family: "SF Compact Rounded",
        entries: [
            TrackingEntry(6, 28, 0.16),
            TrackingEntry(7, 26, 0.18),
            TrackingEntry(8, 24, 0.19),
            TrackingEntry(9, 22, 0.19),
            TrackingEntry(10, 20, 0.20),
            TrackingEntry(11, 18, 0.19),
            TrackingEntry(12, 16, 0.19),
            TrackingEntry(13, 14, 0.18),
            TrackingEntry(14, 12, 0.16),
            TrackingEntry(15, 10, 0.15),
            TrackingEntry(16, 8, 0.12),
            TrackingEntry(17, 6, 0.10),
            TrackingEntry(18, 4, 0.07),
            TrackingEntry(19, 2, 0.04),
            TrackingEntry(20, 0, 0),
            TrackingEntry(21, -2, -0.04),
            TrackingEntry(22, -4, -0.09),
            TrackingEntry(23, -6, -0.13),
            TrackingEntry(24, -8, -0.19),
            TrackingEntry(25, -10, -0.24),
            TrackingEntry(26, -11, -0.28),
            TrackingEntry(27, -12, -0.30),  // Anomaly: 27 × -12 / 1000 = -0.324; published points -0.30 (off by 0.024).
            TrackingEntry(28, -12, -0.34),
            TrackingEntry(29, -14, -0.38),  // Anomaly: 29 × -14 / 1000 = -0.406; published points -0.38 (off by 0.026).
            TrackingEntry(30, -14, -0.42),
            TrackingEntry(31, -15, -0.45),  // Anomaly: 31 × -15 / 1000 = -0.465; published points -0.45 (off by 0.015).
            TrackingEntry(32, -16, -0.50),  // Anomaly: 32 × -16 / 1000 = -0.512; published points -0.50 (off by 0.012).
            TrackingEntry(33, -17, -0.55),
            TrackingEntry(34, -18, -0.60),  // Anomaly: 34 × -18 / 1000 = -0.612; published points -0.60 (off by 0.012).
            TrackingEntry(35, -18, -0.63),
            TrackingEntry(36, -20, -0.69),  // Anomaly: 36 × -20 / 1000 = -0.72; published points -0.69 (off by 0.030).
            TrackingEntry(37, -20, -0.72),  // Anomaly: 37 × -20 / 1000 = -0.74; published points -0.72 (off by 0.020).
            TrackingEntry(38, -20, -0.74),  // Anomaly: 38 × -20 / 1000 = -0.76; published points -0.74 (off by 0.020).
            TrackingEntry(39, -20, -0.76),  // Anomaly: 39 × -20 / 1000 = -0.78; published points -0.76 (off by 0.020).
            TrackingEntry(40, -20, -0.78),  // Anomaly: 40 × -20 / 1000 = -0.8; published points -0.78 (off by 0.020).
            TrackingEntry(41, -20, -0.80),  // Anomaly: 41 × -20 / 1000 = -0.82; published points -0.80 (off by 0.020).
            TrackingEntry(42, -20, -0.82),  // Anomaly: 42 × -20 / 1000 = -0.84; published points -0.82 (off by 0.020).
            TrackingEntry(43, -20, -0.84),  // Anomaly: 43 × -20 / 1000 = -0.86; published points -0.84 (off by 0.020).
            TrackingEntry(44, -20, -0.86),  // Anomaly: 44 × -20 / 1000 = -0.88; published points -0.86 (off by 0.020).
            TrackingEntry(45, -20, -0.88),  // Anomaly: 45 × -20 / 1000 = -0.9; published points -0.88 (off by 0.020).
            TrackingEntry(46, -20, -0.92),
            TrackingEntry(47, -20, -0.94),
            TrackingEntry(48, -20, -0.96),
            TrackingEntry(49, -21, -1.00),  // Anomaly: 49 × -21 / 1000 = -1.029; published points -1.00 (off by 0.029).
            TrackingEntry(50, -21, -1.03),  // Anomaly: 50 × -21 / 1000 = -1.05; published points -1.03 (off by 0.020).
            TrackingEntry(51, -21, -1.05),  // Anomaly: 51 × -21 / 1000 = -1.071; published points -1.05 (off by 0.021).
            TrackingEntry(52, -21, -1.07),  // Anomaly: 52 × -21 / 1000 = -1.092; published points -1.07 (off by 0.022).
            TrackingEntry(53, -22, -1.11),  // Anomaly: 53 × -22 / 1000 = -1.166; published points -1.11 (off by 0.056).
            TrackingEntry(54, -22, -1.13),  // Anomaly: 54 × -22 / 1000 = -1.188; published points -1.13 (off by 0.058).
            TrackingEntry(56, -22, -1.20),  // Anomaly: 56 × -22 / 1000 = -1.232; published points -1.20 (off by 0.032).
            TrackingEntry(58, -22, -1.25),  // Anomaly: 58 × -22 / 1000 = -1.276; published points -1.25 (off by 0.026).
            TrackingEntry(60, -22, -1.32),
            TrackingEntry(62, -22, -1.36),
            TrackingEntry(64, -23, -1.44),  // Anomaly: 64 × -23 / 1000 = -1.472; published points -1.44 (off by 0.032).
            TrackingEntry(66, -24, -1.51),  // Anomaly: 66 × -24 / 1000 = -1.584; published points -1.51 (off by 0.074).
            TrackingEntry(68, -24, -1.56),  // Anomaly: 68 × -24 / 1000 = -1.632; published points -1.56 (off by 0.072).
            TrackingEntry(70, -24, -1.64),  // Anomaly: 70 × -24 / 1000 = -1.68; published points -1.64 (off by 0.040).
            TrackingEntry(72, -24, -1.69),  // Anomaly: 72 × -24 / 1000 = -1.728; published points -1.69 (off by 0.038).
            TrackingEntry(76, -25, -1.86),  // Anomaly: 76 × -25 / 1000 = -1.9; published points -1.86 (off by 0.040).
            TrackingEntry(80, -26, -1.99),  // Anomaly: 80 × -26 / 1000 = -2.08; published points -1.99 (off by 0.090).
            TrackingEntry(84, -26, -2.13),  // Anomaly: 84 × -26 / 1000 = -2.184; published points -2.13 (off by 0.054).
            TrackingEntry(88, -26, -2.28),
            TrackingEntry(92, -28, -2.47),  // Anomaly: 92 × -28 / 1000 = -2.576; published points -2.47 (off by 0.106).
            TrackingEntry(96, -28, -2.62),  // Anomaly: 96 × -28 / 1000 = -2.688; published points -2.62 (off by 0.068).
        ],
        source: "Apple HIG, Typography › Specifications › Tracking values › watchOS tracking values, SF Compact Rounded tab; https://developer.apple.com/design/human-interface-guidelines/typography; accessed 2026-11-21"
    )
}
