// Source: Apple Human Interface Guidelines, "Typography" › Specifications › Tracking values ›
//   "iOS, iPadOS, visionOS tracking values", SF Pro Rounded tab.
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies of
//   the page. Columns: Size (points), Tracking (1/1000 em), Tracking (points). 64 rows, in published order.
// Not in the earlier, partial copy of the page (tab not captured). Transcribed from a Markdown copy of the current page; compared cell
// by cell with an independent HTML-to-Markdown scrape of the December-2025 page: identical, 64 rows. Two further
// copies (a mechanical extraction of the HIG tables, another Markdown copy) show the same rows.
//
// The points column is Apple's own rounding of size × tracking / 1000 and carries noise; it is kept as
// published in `publishedPoints`. Rows where it differs from the product by more than 0.011 pt are
// marked "Anomaly" (and listed in Tests/TypeSystemTests/PublishedTablesTests.swift); other odd-looking
// published values carry an "Anomaly" note too. Nothing is corrected.

extension PublishedTables {
    /// SF Pro Rounded tracking table, exactly as published in the HIG (see the file header).
    public static let sfProRoundedTracking = TrackingTable(
        id: .sfProRounded,
        family: "SF Pro Rounded",
        entries: [
            TrackingEntry(6, 87, 0.51),  // Anomaly: 6 × +87 / 1000 = 0.522; published points +0.51 (off by 0.012).
            TrackingEntry(7, 80, 0.54),  // Anomaly: 7 × +80 / 1000 = 0.56; published points +0.54 (off by 0.020).
            TrackingEntry(8, 72, 0.57),
            TrackingEntry(9, 65, 0.57),  // Anomaly: 9 × +65 / 1000 = 0.585; published points +0.57 (off by 0.015).
            TrackingEntry(10, 58, 0.57),
            TrackingEntry(11, 52, 0.56),  // Anomaly: 11 × +52 / 1000 = 0.572; published points +0.56 (off by 0.012).
            TrackingEntry(12, 46, 0.54),  // Anomaly: 12 × +46 / 1000 = 0.552; published points +0.54 (off by 0.012).
            TrackingEntry(13, 40, 0.51),
            TrackingEntry(14, 35, 0.48),
            TrackingEntry(15, 30, 0.44),
            TrackingEntry(16, 26, 0.41),
            TrackingEntry(17, 22, 0.37),
            TrackingEntry(18, 21, 0.37),
            TrackingEntry(19, 20, 0.37),
            TrackingEntry(20, 18, 0.36),
            TrackingEntry(21, 17, 0.35),
            TrackingEntry(22, 16, 0.34),  // Anomaly: 22 × +16 / 1000 = 0.352; published points +0.34 (off by 0.012).
            TrackingEntry(23, 16, 0.35),  // Anomaly: 23 × +16 / 1000 = 0.368; published points +0.35 (off by 0.018).
            TrackingEntry(24, 15, 0.35),
            TrackingEntry(25, 14, 0.35),
            TrackingEntry(26, 14, 0.36),
            TrackingEntry(27, 14, 0.36),  // Anomaly: 27 × +14 / 1000 = 0.378; published points +0.36 (off by 0.018).
            TrackingEntry(28, 13, 0.36),
            TrackingEntry(29, 13, 0.37),
            TrackingEntry(30, 12, 0.37),
            TrackingEntry(31, 12, 0.36),  // Anomaly: 31 × +12 / 1000 = 0.372; published points +0.36 (off by 0.012).
            TrackingEntry(32, 12, 0.38),
            TrackingEntry(33, 12, 0.39),
            TrackingEntry(34, 12, 0.38),  // Anomaly: 34 × +12 / 1000 = 0.408; published points +0.38 (off by 0.028).
            TrackingEntry(35, 11, 0.38),
            TrackingEntry(36, 11, 0.39),
            TrackingEntry(37, 10, 0.38),
            TrackingEntry(38, 10, 0.39),
            TrackingEntry(39, 10, 0.38),
            TrackingEntry(40, 10, 0.39),
            TrackingEntry(41, 10, 0.38),  // Anomaly: 41 × +10 / 1000 = 0.41; published points +0.38 (off by 0.030).
            TrackingEntry(42, 10, 0.39),  // Anomaly: 42 × +10 / 1000 = 0.42; published points +0.39 (off by 0.030).
            TrackingEntry(43, 9, 0.38),
            TrackingEntry(44, 8, 0.37),  // Anomaly: 44 × +8 / 1000 = 0.352; published points +0.37 (off by 0.018).
            TrackingEntry(45, 8, 0.37),
            TrackingEntry(46, 8, 0.36),
            TrackingEntry(47, 8, 0.37),
            TrackingEntry(48, 8, 0.35),  // Anomaly: 48 × +8 / 1000 = 0.384; published points +0.35 (off by 0.034).
            TrackingEntry(49, 8, 0.36),  // Anomaly: 49 × +8 / 1000 = 0.392; published points +0.36 (off by 0.032).
            TrackingEntry(50, 7, 0.34),
            TrackingEntry(51, 6, 0.32),  // Anomaly: 51 × +6 / 1000 = 0.306; published points +0.32 (off by 0.014).
            TrackingEntry(52, 6, 0.33),  // Anomaly: 52 × +6 / 1000 = 0.312; published points +0.33 (off by 0.018).
            TrackingEntry(53, 6, 0.31),
            TrackingEntry(54, 6, 0.32),
            TrackingEntry(56, 6, 0.30),  // Anomaly: 56 × +6 / 1000 = 0.336; published points +0.30 (off by 0.036).
            TrackingEntry(58, 4, 0.25),  // Anomaly: 58 × +4 / 1000 = 0.232; published points +0.25 (off by 0.018).
            TrackingEntry(60, 4, 0.23),
            TrackingEntry(62, 4, 0.21),  // Anomaly: 62 × +4 / 1000 = 0.248; published points +0.21 (off by 0.038).
            TrackingEntry(64, 3, 0.19),
            TrackingEntry(66, 2, 0.16),  // Anomaly: 66 × +2 / 1000 = 0.132; published points +0.16 (off by 0.028).
            TrackingEntry(68, 2, 0.13),
            TrackingEntry(70, 2, 0.14),  // Anomaly: points +0.14 sit between +0.13 (68 pt) and +0.11 (72 pt): not monotonic, though 70 × 2 / 1000 = 0.14.
            TrackingEntry(72, 2, 0.11),  // Anomaly: 72 × +2 / 1000 = 0.144; published points +0.11 (off by 0.034).
            TrackingEntry(76, 1, 0.07),
            TrackingEntry(80, 0, 0),
            TrackingEntry(84, 0, 0),
            TrackingEntry(88, 0, 0),
            TrackingEntry(92, 0, 0),
            TrackingEntry(96, 0, 0),
        ],
        source: "Apple HIG, Typography › Specifications › Tracking values › iOS, iPadOS, visionOS tracking values, SF Pro Rounded tab; https://developer.apple.com/design/human-interface-guidelines/typography; accessed 2026-11-21"
    )
}
