// Source: Apple Human Interface Guidelines, "Typography" › Specifications ›
//   "iOS, iPadOS Dynamic Type sizes" (tabs xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge) and
//   "iOS, iPadOS larger accessibility type sizes" (tabs AX1, AX2, AX3, AX4, AX5).
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version whose change log reads "December 16, 2025 — Added emphasized weights to the Dynamic Type
//   style specifications for each platform." Accessed 2026-11-21, through stored copies of that page
//   (the live page could not be fetched from this machine).
// Columns: Style, Weight, Size (points), Leading (points), Emphasized weight.
//
// Transcribed from a Markdown copy of the current page, then cross-checked:
//   - cell by cell against an independent HTML-to-Markdown scrape of the page (Apple's anchor links, change
//     log with the December 16, 2025 entry): all 132 rows identical;
//   - against an earlier, partial copy of the page (its xSmall and AX1 tabs): identical;
//   - further copies seen (a mechanical extraction of the HIG tables, a PDF export of the page in
//     github.com/6639835/apple-hig, 2026-01-28, xSmall and AX1 only): identical where present;
//   - point sizes measured at run time on the iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType,
//     README): identical except AX5 Caption 2 (see the anomaly below).
//
// Emphasized weights: published by the HIG since the December 16, 2025 update (Large Title, Title 1 and
// Title 2: Bold; every other style: Semibold; the same in all 12 categories). They agree with the four
// stated in WWDC20 "The details of UI typography": emphasized Large Title is SF Pro
// Bold, emphasized title1 is 28 pt Bold, emphasized body 17 pt Semibold, emphasized footnote 13 pt Semibold.
// No iOS emphasized weight is left nil: every style has a published one.

extension PublishedTables {
    /// iOS and iPadOS Dynamic Type: the 12 content size categories in slider order, each with the
    /// 11 text styles in the HIG's row order, exactly as published in the HIG (see the file header).
    public static let iOSDynamicType: [(category: DynamicTypeSize, styles: [PublishedStyle])] = [
        (.xSmall, [  // HIG tab "xSmall"
            PublishedStyle(.largeTitle, .regular, 31, 38, emphasized: .bold),
            PublishedStyle(.title, .regular, 25, 31, emphasized: .bold),
            PublishedStyle(.title2, .regular, 19, 24, emphasized: .bold),
            PublishedStyle(.title3, .regular, 17, 22, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 14, 19, emphasized: .semibold),
            PublishedStyle(.body, .regular, 14, 19, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 13, 18, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 12, 16, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 12, 16, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 11, 13, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 11, 13, emphasized: .semibold),
        ]),
        (.small, [  // HIG tab "Small"
            PublishedStyle(.largeTitle, .regular, 32, 39, emphasized: .bold),
            PublishedStyle(.title, .regular, 26, 32, emphasized: .bold),
            PublishedStyle(.title2, .regular, 20, 25, emphasized: .bold),
            PublishedStyle(.title3, .regular, 18, 23, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 15, 20, emphasized: .semibold),
            PublishedStyle(.body, .regular, 15, 20, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 14, 19, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 13, 18, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 12, 16, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 11, 13, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 11, 13, emphasized: .semibold),
        ]),
        (.medium, [  // HIG tab "Medium"
            PublishedStyle(.largeTitle, .regular, 33, 40, emphasized: .bold),
            PublishedStyle(.title, .regular, 27, 33, emphasized: .bold),
            PublishedStyle(.title2, .regular, 21, 26, emphasized: .bold),
            PublishedStyle(.title3, .regular, 19, 24, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 16, 21, emphasized: .semibold),
            PublishedStyle(.body, .regular, 16, 21, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 15, 20, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 14, 19, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 12, 16, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 11, 13, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 11, 13, emphasized: .semibold),
        ]),
        (.large, [  // HIG tab "Large (default)"
            PublishedStyle(.largeTitle, .regular, 34, 41, emphasized: .bold),
            PublishedStyle(.title, .regular, 28, 34, emphasized: .bold),
            PublishedStyle(.title2, .regular, 22, 28, emphasized: .bold),
            PublishedStyle(.title3, .regular, 20, 25, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 17, 22, emphasized: .semibold),
            PublishedStyle(.body, .regular, 17, 22, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 16, 21, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 15, 20, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 13, 18, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 12, 16, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 11, 13, emphasized: .semibold),
        ]),
        (.xLarge, [  // HIG tab "xLarge"
            PublishedStyle(.largeTitle, .regular, 36, 43, emphasized: .bold),
            PublishedStyle(.title, .regular, 30, 37, emphasized: .bold),
            PublishedStyle(.title2, .regular, 24, 30, emphasized: .bold),
            PublishedStyle(.title3, .regular, 22, 28, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 19, 24, emphasized: .semibold),
            PublishedStyle(.body, .regular, 19, 24, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 18, 23, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 17, 22, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 15, 20, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 14, 19, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 13, 18, emphasized: .semibold),
        ]),
        (.xxLarge, [  // HIG tab "xxLarge"
            PublishedStyle(.largeTitle, .regular, 38, 46, emphasized: .bold),
            PublishedStyle(.title, .regular, 32, 39, emphasized: .bold),
            PublishedStyle(.title2, .regular, 26, 32, emphasized: .bold),
            PublishedStyle(.title3, .regular, 24, 30, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 21, 26, emphasized: .semibold),
            PublishedStyle(.body, .regular, 21, 26, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 20, 25, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 19, 24, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 17, 22, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 16, 21, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 15, 20, emphasized: .semibold),
        ]),
        (.xxxLarge, [  // HIG tab "xxxLarge"
            PublishedStyle(.largeTitle, .regular, 40, 48, emphasized: .bold),
            PublishedStyle(.title, .regular, 34, 41, emphasized: .bold),
            PublishedStyle(.title2, .regular, 28, 34, emphasized: .bold),
            PublishedStyle(.title3, .regular, 26, 32, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 23, 29, emphasized: .semibold),
            PublishedStyle(.body, .regular, 23, 29, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 22, 28, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 21, 28, emphasized: .semibold),  // Anomaly: published leading 28 for 21 pt; every other 21-pt row of this table (Medium Title 2, xxLarge Headline and Body) has leading 26. Kept as published.
            PublishedStyle(.footnote, .regular, 19, 24, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 18, 23, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 17, 22, emphasized: .semibold),
        ]),
        (.accessibility1, [  // HIG tab "AX1"
            PublishedStyle(.largeTitle, .regular, 44, 52, emphasized: .bold),
            PublishedStyle(.title, .regular, 38, 46, emphasized: .bold),
            PublishedStyle(.title2, .regular, 34, 41, emphasized: .bold),
            PublishedStyle(.title3, .regular, 31, 38, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 28, 34, emphasized: .semibold),
            PublishedStyle(.body, .regular, 28, 34, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 26, 32, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 25, 31, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 23, 29, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 22, 28, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 20, 25, emphasized: .semibold),
        ]),
        (.accessibility2, [  // HIG tab "AX2"
            PublishedStyle(.largeTitle, .regular, 48, 57, emphasized: .bold),
            PublishedStyle(.title, .regular, 43, 51, emphasized: .bold),
            PublishedStyle(.title2, .regular, 39, 47, emphasized: .bold),
            PublishedStyle(.title3, .regular, 37, 44, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 33, 40, emphasized: .semibold),
            PublishedStyle(.body, .regular, 33, 40, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 32, 39, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 30, 37, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 27, 33, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 26, 32, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 24, 30, emphasized: .semibold),
        ]),
        (.accessibility3, [  // HIG tab "AX3"
            PublishedStyle(.largeTitle, .regular, 52, 61, emphasized: .bold),
            PublishedStyle(.title, .regular, 48, 57, emphasized: .bold),
            PublishedStyle(.title2, .regular, 44, 52, emphasized: .bold),
            PublishedStyle(.title3, .regular, 43, 51, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 40, 48, emphasized: .semibold),
            PublishedStyle(.body, .regular, 40, 48, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 38, 46, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 36, 43, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 33, 40, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 32, 39, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 29, 35, emphasized: .semibold),
        ]),
        (.accessibility4, [  // HIG tab "AX4"
            PublishedStyle(.largeTitle, .regular, 56, 66, emphasized: .bold),
            PublishedStyle(.title, .regular, 53, 62, emphasized: .bold),
            PublishedStyle(.title2, .regular, 50, 59, emphasized: .bold),
            PublishedStyle(.title3, .regular, 49, 58, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 47, 56, emphasized: .semibold),
            PublishedStyle(.body, .regular, 47, 56, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 44, 52, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 42, 50, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 38, 46, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 37, 44, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 34, 41, emphasized: .semibold),
        ]),
        (.accessibility5, [  // HIG tab "AX5"
            PublishedStyle(.largeTitle, .regular, 60, 70, emphasized: .bold),
            PublishedStyle(.title, .regular, 58, 68, emphasized: .bold),
            PublishedStyle(.title2, .regular, 56, 66, emphasized: .bold),
            PublishedStyle(.title3, .regular, 55, 65, emphasized: .semibold),
            PublishedStyle(.headline, .semibold, 53, 62, emphasized: .semibold),
            PublishedStyle(.body, .regular, 53, 62, emphasized: .semibold),
            PublishedStyle(.callout, .regular, 51, 60, emphasized: .semibold),
            PublishedStyle(.subheadline, .regular, 49, 58, emphasized: .semibold),
            PublishedStyle(.footnote, .regular, 44, 52, emphasized: .semibold),
            PublishedStyle(.caption, .regular, 43, 51, emphasized: .semibold),
            PublishedStyle(.caption2, .regular, 40, 48, emphasized: .semibold),  // Anomaly: the HIG publishes 40 pt; the UIKit runtime measured on the iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType README) reports 41 pt. Kept as published.
        ]),
    ]
}
