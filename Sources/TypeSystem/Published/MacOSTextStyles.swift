// Source: Apple Human Interface Guidelines, "Typography" › Specifications › "macOS built-in text styles".
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies.
// Columns: Text style, Weight, Size (points), Line height (points), Emphasized weight.
// The emphasized-weight column was already in this table before December 2025 (an earlier copy of the page has it).
//
// Cross-checked against: an earlier, partial copy of the page; github.com/henryperkins/tarot docs/apple-typography.md (clipping of
// the page, 2026-02-03); github.com/6639835/apple-hig foundations/human-interface-guidelines-Typography/
// human-interface-guidelines-Typography_1769620211319.md (PDF export of the page, 2026-01-28); an
// HTML-to-Markdown scrape and a mechanical extraction of the December-2025 page: all identical.
// WWDC20 "The details of UI typography" also states emphasized body is 13 pt Semibold on macOS.
// macOS has no Dynamic Type: this is the single published table. The HIG calls the style "Subheadline" here.

extension PublishedTables {
    /// macOS built-in text styles, exactly as published in the HIG (see the file header).
    public static let macOSTextStyles: [PublishedStyle] = [
        PublishedStyle(.largeTitle, .regular, 26, 32, emphasized: .bold),
        PublishedStyle(.title, .regular, 22, 26, emphasized: .bold),
        PublishedStyle(.title2, .regular, 17, 22, emphasized: .bold),
        PublishedStyle(.title3, .regular, 15, 20, emphasized: .semibold),
        PublishedStyle(.headline, .bold, 13, 16, emphasized: .heavy),
        PublishedStyle(.body, .regular, 13, 16, emphasized: .semibold),
        PublishedStyle(.callout, .regular, 12, 15, emphasized: .semibold),
        PublishedStyle(.subheadline, .regular, 11, 14, emphasized: .semibold),
        PublishedStyle(.footnote, .regular, 10, 13, emphasized: .semibold),
        PublishedStyle(.caption, .regular, 10, 13, emphasized: .medium),  // Anomaly: the only Medium emphasized weight in the table (Caption 2, whose regular weight is Medium, emphasizes to Semibold).
        PublishedStyle(.caption2, .medium, 10, 13, emphasized: .semibold),
    ]
}
