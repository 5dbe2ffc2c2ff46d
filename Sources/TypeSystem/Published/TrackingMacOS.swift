// Source: Apple Human Interface Guidelines, "Typography" › Specifications › Tracking values ›
//   "macOS tracking values".
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies of
//   the page. Columns: Size (points), Tracking (1/1000 em), Tracking (points). 64 rows, in published order.
// Transcribed from a Markdown copy of the current page; compared cell by cell with an earlier, partial copy of the page: identical,
// 64 rows. Also seen identical in github.com/henryperkins/tarot docs/apple-typography.md (a clipping of the
// page, 2026-02-03) and in a mechanical extraction of the HIG tables.
//
// The points column is Apple's own rounding of size × tracking / 1000 and carries noise; it is kept as
// published in `publishedPoints`. Rows where it differs from the product by more than 0.011 pt are
// marked "Anomaly" (and listed in Tests/TypeSystemTests/PublishedTablesTests.swift); other odd-looking
// published values carry an "Anomaly" note too. Nothing is corrected.

extension PublishedTables {
    /// macOS tracking table, exactly as published in the HIG (see the file header).
    public static let macOSTracking = TrackingTable(
        id: .macOS,
        family: "SF Pro",
        entries: [
            TrackingEntry(6, 41, 0.24),
            TrackingEntry(7, 34, 0.23),
            TrackingEntry(8, 26, 0.21),
            TrackingEntry(9, 19, 0.17),
            TrackingEntry(10, 12, 0.12),
            TrackingEntry(11, 6, 0.06),
            TrackingEntry(12, 0, 0),
            TrackingEntry(13, -6, -0.08),
            TrackingEntry(14, -11, -0.15),
            TrackingEntry(15, -16, -0.23),
            TrackingEntry(16, -20, -0.31),
            TrackingEntry(17, -26, -0.43),  // Anomaly: 17 × -26 / 1000 = -0.442; published points -0.43 (off by 0.012).
            TrackingEntry(18, -25, -0.44),
            TrackingEntry(19, -24, -0.45),
            TrackingEntry(20, -23, -0.45),
            TrackingEntry(21, -18, -0.36),  // Anomaly: 21 × -18 / 1000 = -0.378; published points -0.36 (off by 0.018).
            TrackingEntry(22, -12, -0.26),
            TrackingEntry(23, -4, -0.10),
            TrackingEntry(24, 3, 0.07),
            TrackingEntry(25, 6, 0.15),
            TrackingEntry(26, 8, 0.22),  // Anomaly: 26 × +8 / 1000 = 0.208; published points +0.22 (off by 0.012).
            TrackingEntry(27, 11, 0.29),
            TrackingEntry(28, 14, 0.38),  // Anomaly: 28 × +14 / 1000 = 0.392; published points +0.38 (off by 0.012).
            TrackingEntry(29, 14, 0.40),
            TrackingEntry(30, 14, 0.40),  // Anomaly: 30 × +14 / 1000 = 0.42; published points +0.40 (off by 0.020).
            TrackingEntry(31, 13, 0.39),  // Anomaly: 31 × +13 / 1000 = 0.403; published points +0.39 (off by 0.013).
            TrackingEntry(32, 13, 0.41),
            TrackingEntry(33, 12, 0.40),
            TrackingEntry(34, 12, 0.40),
            TrackingEntry(35, 11, 0.38),
            TrackingEntry(36, 10, 0.37),
            TrackingEntry(37, 10, 0.36),
            TrackingEntry(38, 10, 0.37),
            TrackingEntry(39, 10, 0.38),
            TrackingEntry(40, 10, 0.37),  // Anomaly: 40 × +10 / 1000 = 0.4; published points +0.37 (off by 0.030).
            TrackingEntry(41, 9, 0.36),
            TrackingEntry(42, 9, 0.37),
            TrackingEntry(43, 9, 0.38),
            TrackingEntry(44, 8, 0.37),  // Anomaly: 44 × +8 / 1000 = 0.352; published points +0.37 (off by 0.018).
            TrackingEntry(45, 8, 0.35),
            TrackingEntry(46, 8, 0.36),
            TrackingEntry(47, 8, 0.37),
            TrackingEntry(48, 8, 0.35),  // Anomaly: 48 × +8 / 1000 = 0.384; published points +0.35 (off by 0.034).
            TrackingEntry(49, 7, 0.33),  // Anomaly: 49 × +7 / 1000 = 0.343; published points +0.33 (off by 0.013).
            TrackingEntry(50, 7, 0.34),
            TrackingEntry(51, 7, 0.35),
            TrackingEntry(52, 6, 0.31),
            TrackingEntry(53, 6, 0.33),  // Anomaly: 53 × +6 / 1000 = 0.318; published points +0.33 (off by 0.012). the SF Pro (iOS) table publishes +0.31 here and +0.33 at 52 pt.
            TrackingEntry(54, 6, 0.32),
            TrackingEntry(56, 6, 0.30),  // Anomaly: 56 × +6 / 1000 = 0.336; published points +0.30 (off by 0.036).
            TrackingEntry(58, 5, 0.28),
            TrackingEntry(60, 4, 0.26),  // Anomaly: 60 × +4 / 1000 = 0.24; published points +0.26 (off by 0.020).
            TrackingEntry(62, 4, 0.24),
            TrackingEntry(64, 4, 0.22),  // Anomaly: 64 × +4 / 1000 = 0.256; published points +0.22 (off by 0.036).
            TrackingEntry(66, 3, 0.19),
            TrackingEntry(68, 2, 0.17),  // Anomaly: 68 × +2 / 1000 = 0.136; published points +0.17 (off by 0.034).
            TrackingEntry(70, 2, 0.14),
            TrackingEntry(72, 2, 0.14),
            TrackingEntry(76, 1, 0.07),
            TrackingEntry(80, 0, 0),
            TrackingEntry(84, 0, 0),
            TrackingEntry(88, 0, 0),
            TrackingEntry(92, 0, 0),
            TrackingEntry(96, 0, 0),
        ],
        source: "Apple HIG, Typography › Specifications › Tracking values › macOS tracking values; https://developer.apple.com/design/human-interface-guidelines/typography; accessed 2026-11-21"
    )
}
