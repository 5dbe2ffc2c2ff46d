// Source: Apple Human Interface Guidelines, "Typography" › Specifications ›
//   "watchOS Dynamic Type sizes" (tabs xSmall, Small (default 38mm), Large (default 40mm/41mm/42mm),
//   xLarge (default 44mm/45mm/49mm), xxLarge, xxxLarge) and
//   "watchOS larger accessibility type sizes" (tabs AX1, AX2, AX3).
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry (emphasized weights added), as published at
//   the newest capture available. Accessed 2026-11-21 through stored copies of the page.
// Columns: Style, Weight, Size (points), Leading (points), Emphasized weight.
// The HIG publishes no watchOS "Medium" tab and no AX4/AX5: nine categories only.
// "Footnote 1" is encoded as `.footnote`, "Footnote 2" as `.footnote2`. Rows keep the HIG's order
// (Large Title, Title 1, Title 2, Title 3, Headline, Body, Caption 1, Caption 2, Footnote 1, Footnote 2).
//
// Transcribed from a mechanical extraction of the current page's tables, then cross-checked:
//   - against an earlier, partial copy of the page (xSmall and AX1 tabs only): identical;
//   - three further Markdown copies of the current page: identical where seen (all three print 28 for
//     Large › Title 2 and 16 for xxLarge › Caption 2);
//   - cell by cell against an HTML-to-Markdown scrape carrying the December 16, 2025 change log: all 90 rows
//     identical except Large › Title 2 (27 there) and xxLarge › Caption 2 (15 there); the June 21, 2023
//     version of the page also prints 27 and 15. As every other post-December-2025 copy prints 28 and 16 (and
//     keeps every other cell, anomalies included), the two cells evidently changed after that scrape, with no
//     change-log entry. The newest values, 28 and 16, are encoded (see the anomalies below).
//
// Emphasized weights: published since the December 16, 2025 update (Large Title: Bold; every other
// style: Semibold; the same in all nine categories).

extension PublishedTables {
    /// watchOS Dynamic Type: the nine published content size categories in slider order, each with the
    /// ten watchOS text styles in the HIG's row order, exactly as published (see the file header).
    public static let watchOSDynamicType: [(category: DynamicTypeSize, styles: [PublishedStyle])] = [
        (.xSmall, [  // HIG tab "xSmall"
            PublishedStyle(.largeTitle, .regular, 30, 32.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 28, 30.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 24, 26.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 14, 16.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 14, 16.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 13, 15.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 12, 14.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 11, 13.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 10, 12.5, emphasized: .semibold),
        ]),
        (.small, [  // HIG tab "Small (default 38mm)"
            PublishedStyle(.largeTitle, .regular, 32, 34.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 30, 32.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 26, 28.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 15, 17.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 15, 17.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 14, 16.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 13, 15.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 12, 14.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 11, 13.5, emphasized: .semibold),
        ]),
        (.large, [  // HIG tab "Large (default 40mm/41mm/42mm)"
            PublishedStyle(.largeTitle, .regular, 36, 38.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 34, 36.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 28, 30.5, emphasized: .semibold),  // Anomaly: published as 28 pt in the current page; copies of the page from June 2023 through late December 2025 show 27 pt (leading 30.5 in both). 28 is the newest published value.
            PublishedStyle(.title3, .regular, 19, 21.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 16, 18.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 16, 18.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 15, 17.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 14, 16.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 13, 15.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 12, 14.5, emphasized: .semibold),
        ]),
        (.xLarge, [  // HIG tab "xLarge (default 44mm/45mm/49mm)"
            PublishedStyle(.largeTitle, .regular, 40, 42.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 38, 40.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 30, 32.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 20, 22.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 16, 18.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 15, 17.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 14, 16.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 13, 15.5, emphasized: .semibold),
        ]),
        (.xxLarge, [  // HIG tab "xxLarge"
            PublishedStyle(.largeTitle, .regular, 41, 43.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 39, 41.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 31, 33.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 21, 23.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 16, 18.5, emphasized: .semibold),  // Anomaly: published as 16 pt in the current page; copies of the page from June 2023 through late December 2025 show 15 pt (leading 18.5 in both). 16 is the newest published value.
            PublishedStyle(.footnote, .regular, 15, 17.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 14, 16.5, emphasized: .semibold),
        ]),
        (.xxxLarge, [  // HIG tab "xxxLarge"
            PublishedStyle(.largeTitle, .regular, 42, 44.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 40, 42.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 32, 34.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 22, 24.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 19, 21.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 19, 21.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 16, 18.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 15, 17.5, emphasized: .semibold),
        ]),
        (.accessibility1, [  // HIG tab "AX1"
            PublishedStyle(.largeTitle, .regular, 44, 46.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 42, 44.5, emphasized: .semibold),
            PublishedStyle(.title2, .regular, 34, 41, emphasized: .semibold),  // Anomaly: leading 41 is 7 pt above the size; every other watchOS row is size + 2.5 except the rows marked here. Kept as published.
            PublishedStyle(.title3, .regular, 24, 26.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 21, 23.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 21, 23.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 16, 18.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 15, 17.5, emphasized: .semibold),
        ]),
        (.accessibility2, [  // HIG tab "AX2"
            PublishedStyle(.largeTitle, .regular, 45, 47.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 43, 46, emphasized: .semibold),  // Anomaly: leading 46 is size + 3 (not + 2.5). Kept as published.
            PublishedStyle(.title2, .regular, 35, 37.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 25, 27.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 22, 24.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 22, 24.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 19, 21.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 17, 19.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 16, 17.5, emphasized: .semibold),  // Anomaly: leading 17.5 is size + 1.5 (not + 2.5), the same leading as Footnote 2 at AX1 (15 pt). Kept as published.
        ]),
        (.accessibility3, [  // HIG tab "AX3"
            PublishedStyle(.largeTitle, .regular, 46, 48.5, emphasized: .bold),
            PublishedStyle(.title, .regular, 44, 47, emphasized: .semibold),  // Anomaly: leading 47 is size + 3 (not + 2.5). Kept as published.
            PublishedStyle(.title2, .regular, 36, 38.5, emphasized: .semibold),
            PublishedStyle(.title3, .regular, 26, 28.5, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 23, 25.5, emphasized: .semibold),
            PublishedStyle(.body, .regular, 23, 25.5, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 20, 22.5, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 19, 21.5, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 18, 20.5, emphasized: .semibold),
            PublishedStyle(.footnote2, .regular, 17, 19.5, emphasized: .semibold),
        ]),
    ]

    /// The default content size category of each Apple Watch case size, as the HIG's watchOS tab titles
    /// publish it: "Small (default 38mm)", "Large (default 40mm/41mm/42mm)" and
    /// "xLarge (default 44mm/45mm/49mm)" (https://developer.apple.com/design/human-interface-guidelines/typography, Specifications ›
    /// watchOS Dynamic Type sizes; same tab titles in the June 21, 2023 version, accessed 2026-11-21).
    ///
    /// Only these seven case sizes are published. No default is published for 46 mm (or any other size),
    /// so none is encoded. The "42mm" of the Large tab was already there in the June 2023 version, so it
    /// names the original 42 mm case; whether it also covers the 2024 42 mm case is not stated.
    public static let watchOSDefaultCategory: [(caseSizeMM: Int, category: DynamicTypeSize)] = [
        (38, .small),
        (40, .large),
        (41, .large),
        (42, .large),
        (44, .xLarge),
        (45, .xLarge),
        (49, .xLarge),
    ]
}
