// Source: Apple Human Interface Guidelines, "Typography" › Specifications › "tvOS built-in text styles".
//   https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies.
// Columns: Text style, Weight, Size (points), Leading (points), Emphasized weight. Rows in published order.
// The HIG publishes nine tvOS styles: no Large Title, no Subhead, no Footnote; "Subtitle 1" is tvOS-only.
//
// Cross-checked against: an earlier, partial copy of the page; github.com/henryperkins/tarot docs/apple-typography.md (clipping of
// the page, 2026-02-03); github.com/6639835/apple-hig (PDF export of the page, 2026-01-28); an HTML-to-Markdown
// scrape and a mechanical extraction of the December-2025 page: all identical.

extension PublishedTables {
    /// tvOS built-in text styles, exactly as published in the HIG (see the file header).
    public static let tvOSTextStyles: [PublishedStyle] = [
        PublishedStyle(.title, .medium, 76, 96, emphasized: .bold),
        PublishedStyle(.title2, .medium, 57, 66, emphasized: .bold),
        PublishedStyle(.title3, .medium, 48, 56, emphasized: .bold),
        PublishedStyle(.headline, .medium, 38, 46, emphasized: .bold),
        PublishedStyle(.subtitle1, .regular, 38, 46, emphasized: .medium),
        PublishedStyle(.callout, .medium, 31, 38, emphasized: .bold),
        PublishedStyle(.body, .medium, 29, 36, emphasized: .bold),
        PublishedStyle(.caption, .medium, 25, 32, emphasized: .bold),
        PublishedStyle(.caption2, .medium, 23, 30, emphasized: .bold),
    ]
}
